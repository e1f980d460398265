// How well a hit matches a query besides BM25 (docs/theme/assets/search/match.mjs), and the same rules in the
// engine on small documents with each language's own data.
// Mutations: a word's field ignored in the coverage (`fieldValue` returning 1) → the rest-of-an-entry case fails;
// prefix and fuzzy words not followed back (`met` left empty when the query's word is not in `match`) → the prefix
// case fails; a run's pairs counted whole (`part` ignored) → the kanji-run case fails; the nearness as "a keyword
// holds every word of the query" instead of the words both say over either (`both / said.size`) → "qui gagne" is as
// near as the whole keyword and fails; the card rule applied to every kind → the glossary case fails; the title
// rule as a raw string equality (engine) → "c'est quoi un manœuvre" fails; every word of the query read as
// still being typed (no `typing` check in engine.mjs) → "ouvrir" finds "ouvrier" and the last-word test fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { coverage, exact, near } from "../../../docs/theme/assets/search/match.mjs";
import { createSearch } from "../../../docs/theme/assets/search/engine.mjs";
import { phraseOf } from "../../../docs/theme/assets/search/text.mjs";
import { data } from "../data.mjs";

const search = data("search_data");
const terms = (...list) => new Map(list.map((t) => [t.term, { part: 1, ...t }]));

test("a word met only in the rest of an entry covers less of the query", () => {
  const asked = terms({ term: "alpha", stands: ["alpha"] }, { term: "beta", stands: ["beta"] });
  const covers = { x: 0.5 };
  assert.equal(coverage({ queryTerms: ["alpha", "beta"], match: { alpha: ["t"], beta: ["x"] } }, asked, covers), 1.5);
  assert.equal(coverage({ queryTerms: ["alpha", "beta"], match: { alpha: ["t"], beta: ["x", "a"] } }, asked, covers),
    2);
});

test("a word met as the beginning of a longer one covers by the fields of that one", () => {
  const asked = terms({ term: "recrut", stands: ["recrut"] });
  assert.equal(coverage({ queryTerms: ["recrut"], match: { recrutement: ["t"] } }, asked, { x: 0.5 }), 1);
  assert.equal(coverage({ queryTerms: ["recrut"], match: { recrutement: ["x"] } }, asked, { x: 0.5 }), 0.5);
});

test("the pairs of a kanji run cover it by their share", () => {
  const asked = terms({ term: "労働", stands: ["=労働働者"], part: 0.5 }, { term: "働者", stands: ["=労働働者"], part: 0.5 });
  assert.equal(coverage({ queryTerms: ["労働", "働者"], match: { 労働: ["t"], 働者: ["a"] } }, asked, {}), 1);
  assert.equal(coverage({ queryTerms: ["労働"], match: { 労働: ["t"] } }, asked, {}), 0.5);
});

test("the nearest players' words: the words both say over the words either says", () => {
  const set = (...w) => new Set(w);
  assert.equal(near([set("win")], set("win")), 1);
  assert.equal(near([set("gagn"), set("cas", "egal", "gagn")], set("egal", "gagn")), 2 / 3);
  assert.equal(near([set("gagn")], set("egal", "gagn")), 1 / 2);
  assert.equal(near([set("tuile")], set("egal")), 0);
});

test("a title said word for word weighs most; a card's whole name in the query, less; else nothing", () => {
  const weights = { title: 4, card: 2 };
  const set = (...w) => new Set(w);
  assert.equal(exact(set("manoeuvr"), set("manoeuvr"), "term", weights), 4);
  assert.equal(exact(set("chapel"), set("chapel", "resourc"), "card", weights), 2);
  assert.equal(exact(set("machin"), set("machin", "ecu"), "term", weights), 1);
  assert.equal(exact(set("grue", "pv"), set("grue"), "card", weights), 1);
});

function tiny(lang, docs) {
  return createSearch(MiniSearch, { ...search[lang], docs: docs.map((d) => ({ e: "moyen-age", k: "rule", ...d })) });
}
const first = (engine, query) => engine.search(query).hits[0]?.doc.u;

test("in the engine: a title said word for word, question words apart, comes first", () => {
  const engine = tiny("fr", [
    { u: "a", t: "Le manœuvre et le maître", a: "Un manœuvre coûte 3 écus, un maître 5." },
    { u: "b", t: "Manœuvre", k: "term", e: "both", a: "Un ouvrier de salaire 3." },
  ]);
  assert.equal(first(engine, "c'est quoi un manoeuvre"), "b");
  const ja = tiny("ja", [
    { u: "a", t: "設備を建てる", a: "設備は建物カードです。設備の賃金は0です。" },
    { u: "b", t: "設備", k: "term", e: "both", a: "完成すると労働者になる建物カード。" },
  ]);
  assert.equal(first(ja, "設備って何"), "b");
});

test("in the engine: players' words near the query bring their entry first", () => {
  const engine = tiny("en", [
    { u: "a", t: "How are ties broken?", k: "faq", a: "The player with more building points wins." },
    { u: "b", t: "Goal of the game", w: "how to win ; winner", a: "Complete buildings to score victory points." },
  ]);
  assert.equal(first(engine, "how do you win"), "b");
});

test("in the engine: a word the reader is still typing does not count twice in an entry that has a phrase", () => {
  const engine = tiny("fr", [
    { u: "a", t: "Les actions payantes" },
    { u: "b", t: "Payer une action" },
  ]);
  const hits = engine.search("action").hits;
  assert.ok(!hits.some((h) => Object.keys(h.match).includes(phraseOf(["action", "pay"]))), JSON.stringify(hits));
});

test("in the engine: only the last word may be still being typed, and not once something follows it", () => {
  const engine = tiny("fr", [
    { u: "a", t: "Ouvrir un chantier" },
    { u: "b", t: "Recruter un ouvrier" },
  ]);
  const found = (query) => engine.search(query).hits.map((h) => h.doc.u);
  assert.deepEqual(found("ouvrir un chantier ?"), ["a"]);  // ouvrir is not the beginning of ouvrier
  assert.deepEqual(found("ouvrir ?"), ["a"]);
  assert.deepEqual(found("ouvri"), ["a", "b"]);  // the reader is typing ouvri…: ouvrir, or ouvrier
});
