/* Marquoir's search: the entry a page was opened at (its address's #anchor, as a hit links to it) is highlighted,
   heading and text, until the reader goes elsewhere. DOM.

   A heading's entry is the heading and what follows it up to the next heading of its level or above (a FAQ
   question and its answer, a rules section, a glossary term); any other target (a card's row) is itself. The
   page's own title (h1) is not marked: the page is the entry. */
import { all } from "../lib/dom.mjs";

const MARK = "data-search-target";

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

export function highlight(doc) {
  const page = doc || document;
  for (const node of all(`[${MARK}]`, page)) node.removeAttribute(MARK);
  let id = "";
  try { id = decodeURIComponent(page.location.hash.slice(1)); } catch (e) { return; }
  const target = id && page.getElementById(id);
  if (!target) return;
  entryOf(target).forEach((node, i) => node.setAttribute(MARK, i === 0 ? "head" : "body"));
}

export function watchTarget() {
  highlight();
  window.addEventListener("hashchange", () => highlight());
}
