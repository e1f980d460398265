// What the list shows (docs/theme/assets/search/view.mjs): each hit's edition, kind, title, short answer and its
// link resolved against the site's root; the status line; "more". Mutations: the link left relative (no URL
// against the root) → the file:// case fails; "more" counting every hit instead of those left → fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { hitView, listView } from "../../../docs/theme/assets/search/view.mjs";
import { documents } from "../../../docs/theme/assets/search/engine.mjs";
import { data } from "../data.mjs";

const fr = data("search_data").fr;
const docs = documents(fr);
const faq = docs.find((d) => d.u === "moyen-age/faq.html#faq-egalite");

test("a hit says its edition and kind in the reader's words, and links to its entry", () => {
  const hit = hitView(faq, fr, "file:///home/reader/site/fr/");
  assert.equal(hit.href, "file:///home/reader/site/fr/moyen-age/faq.html#faq-egalite");
  assert.equal(hit.editionName, "Moyen Âge");
  assert.equal(hit.kindName, "FAQ");
  assert.equal(hit.title, faq.t);
  assert.equal(hit.answer, faq.a);
  const term = hitView(docs.find((d) => d.k === "term"), fr, "https://example.org/fr/");
  assert.equal(term.editionName, "Les deux éditions");
  assert.equal(term.kindName, "Glossaire");
});

test("the status line and 'more'", () => {
  const hits = docs.slice(0, 11).map((doc) => ({ doc }));
  const root = "https://example.org/fr/";
  assert.equal(listView("", [], 8, fr, root).status, fr.labels.hint);
  assert.equal(listView("xyz", [], 8, fr, root).status, "Aucune réponse pour ces mots");
  assert.equal(listView("a", hits.slice(0, 1), 8, fr, root).status, "1 réponse");
  const view = listView("a", hits, 8, fr, root);
  assert.equal(view.status, "11 réponses");
  assert.equal(view.hits.length, 8);
  assert.equal(view.more, "Plus de réponses (3)");
  assert.equal(listView("a", hits, 16, fr, root).more, "");
});
