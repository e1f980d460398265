/* Marquoir's search: the entry a page was opened at (its address's #anchor, as a hit links to it) is highlighted,
   heading and text, until the reader goes elsewhere. DOM.

   A heading's entry is the heading and what follows it up to the next heading of its level or above (a FAQ
   question and its answer, a rules section, a glossary term); any other target (a card's row) is itself. The
   page's own title (h1) is not marked: the page is the entry. The marks are styled here, with Material's accent
   colour, so that no stylesheet is needed before the search is used: a bar beside the entry, its head tinted.
   It is part of every page's boot.js, kept light: no shared helper is bundled in for one querySelectorAll. */
const MARK = "data-search-target";
const BAR = "-.5rem 0 0 0 var(--md-accent-fg-color)";
const TINT = "var(--md-accent-fg-color--transparent)";

function level(node) {
  const m = /^H([1-6])$/.exec(node.tagName || "");
  return m ? Number(m[1]) : 0;
}

export function entryOf(target) {
  const own = level(target);
  if (own === 1) return [];
  if (!own) return [target];
  const out = [target];
  for (let node = target.nextElementSibling; node; node = node.nextElementSibling) {
    const other = level(node);
    if (other && other <= own) break;
    out.push(node);
  }
  return out;
}

function mark(node, part) {
  node.setAttribute(MARK, part);
  node.style.boxShadow = BAR;
  if (part === "head") node.style.backgroundColor = TINT;
}

function unmark(node) {
  node.removeAttribute(MARK);
  node.style.removeProperty("box-shadow");
  node.style.removeProperty("background-color");
}

export function highlight(doc) {
  const page = doc || document;
  page.querySelectorAll(`[${MARK}]`).forEach(unmark);
  let id = "";
  try { id = decodeURIComponent(page.location.hash.slice(1)); } catch (e) { return; }
  const target = id && page.getElementById(id);
  if (!target) return;
  entryOf(target).forEach((node, i) => mark(node, i === 0 ? "head" : "body"));
}

export function watchTarget() {
  highlight();
  window.addEventListener("hashchange", () => highlight());
}
