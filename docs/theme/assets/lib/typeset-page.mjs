/* Marquoir: every text a script writes under a root typeset as the build sets a page's text (lib/typeset.mjs), the
   engine's answers included, but inside the elements kept as written (rules.kept: code, a case file's text).
   Touches the page. Setting a text again finds nothing more to change: the watch does not loop. */
import { patternOf, typeset } from "./typeset.mjs";

export function keepTypeset(root, rules) {
  if (!root || !patternOf(rules) || typeof MutationObserver === "undefined") return;
  const kept = (rules.kept || []).join(",");
  const fix = (node) => {
    const parent = node.parentElement;
    if (!parent || (kept && parent.closest(kept))) return;
    const value = node.nodeValue;
    const set = typeset(value, rules);
    if (set !== value) node.nodeValue = set;
  };
  const walk = (node) => {
    if (node.nodeType === Node.TEXT_NODE) { fix(node); return; }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) fix(text);
  };
  walk(root);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === "characterData") fix(change.target);
      else change.addedNodes.forEach(walk);
    }
  }).observe(root, { childList: true, subtree: true, characterData: true });
}
