/* Marquoir: the page helpers every script shares (one definition; nothing else redefines them).
   `format` is pure (tested with node --test, tests/js/lib/dom.test.mjs); `all` and `el` touch the page. */

/* A catalog's template with its {placeholders} filled from `values` (own keys only); a placeholder with no
   value stays as written, so that a missing value shows in tests instead of the text "undefined". */
export function format(template, values) {
  return String(template).replace(/\{(\w+)\}/g, (whole, key) =>
    values && Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole);
}

/* Whether a key press belongs to an input method's composition (Japanese kana turned into kanji, and the like):
   its Enter confirms the conversion and its arrows choose a candidate, so a box must leave them alone. Browsers say
   so with `isComposing`, and some (Safari) only with the legacy key code 229. Pure. */
export function composing(event) {
  return Boolean(event.isComposing) || event.keyCode === 229;
}

/* Every element under `root` (default: the document) that matches `selector`, as an array. */
export function all(selector, root) {
  return Array.from((root || document).querySelectorAll(selector));
}

/* An element with attributes (set as properties or attributes, never as HTML) and children (nodes or text). */
export function el(tag, attrs, children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "value") node.value = value;
    else if (["hidden", "disabled", "selected", "checked"].includes(key)) node[key] = true;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children || []) {
    if (child === null || child === undefined) continue;
    node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}
