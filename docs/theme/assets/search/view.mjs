/* Marquoir's search: what the list shows for a query's hits, as plain values (box.mjs puts them on the page). Pure.

   Each hit says its edition (data.editions: the short names, "both" for the pages of both games), its kind
   (data.kinds: FAQ, ruling, rule, term, card, page), its title or question and its short answer, and links to
   its entry's address (with the anchor) resolved against the site's root. The status line says how many hits
   there are, or that there are none, or what to type; "more" says how many are left. */
import { format } from "../lib/dom.mjs";

export function hitView(doc, data, root) {
  return {
    href: new URL(doc.u, root).href,
    edition: doc.e,
    kind: doc.k,
    editionName: data.editions[doc.e] || "",
    kindName: data.kinds[doc.k] || "",
    title: doc.t,
    answer: doc.a || "",
  };
}

export function listView(query, hits, shown, data, root) {
  const labels = data.labels;
  const asked = String(query).trim() !== "";
  const n = hits.length;
  const count = n === 1 ? labels.count_one : labels.count_other;
  return {
    status: !asked ? labels.hint : n ? format(count, { n }) : labels.none,
    hits: hits.slice(0, shown).map((hit) => hitView(hit.doc, data, root)),
    more: n > shown ? format(labels.more, { n: n - shown }) : "",
  };
}
