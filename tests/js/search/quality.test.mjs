// The search-quality sets, players' questions in French, English and Japanese, run through the page's own search
// (docs/theme/assets/search/engine.mjs with MiniSearch) on the documents the build writes (tests/js_data.py: the
// build's own function). A miss prints the query, what came first and what was wanted.
// - tests/search/queries.yaml, the suite: in each language, every query has an answer among the first three hits
//   and at least 95 % have one first (issue #15).
// - tests/search/fresh.yaml, questions written before the search was tuned on them (a third held out while
//   tuning): the goal is the same; the test holds each language at least at the figures it has reached
//   (FRESH), so that no change makes the search worse on questions nobody fitted it to; ./scripts/bench prints
//   where it stands against the goal.
// Mutations: the edition weights flattened (every edition 1, named or not) → the edition-named queries fall and
// the suite fails; the glossary's names not added for an alias (query.mjs) → ワーカー fails; the weight of a title
// equal to the query removed (match.mjs `exact` returning 1) → 勝利点 fails; the hiragana pairs left out of the
// words (text.mjs) → ja fails; the question words counted as the query's own (query.mjs, no `asks` filter) → the
// fresh set falls under its figures in French and Japanese; the score counter's document left out (documents.py) →
// the audit's «compteur», "score counter" and 得点計算ツール fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { createSearch } from "../../../docs/theme/assets/search/engine.mjs";
import { data } from "../data.mjs";

const suite = data("search_queries");
const fresh = data("search_fresh");
const search = data("search_data");
const TOP1 = 0.95;
/* the fresh set's figures reached: issue #15's goal (95 % first, 100 % in the first three), in every language */
const FRESH = { fr: { first: 0.95, top3: 1 }, en: { first: 0.95, top3: 1 }, ja: { first: 0.95, top3: 1 } };

export function rate(engine, queries) {
  const misses = [];
  let first = 0;
  let top3 = 0;
  for (const { q, a } of queries) {
    const hits = engine.search(q).hits.slice(0, 3).map((h) => h.doc.u);
    const rank = hits.findIndex((u) => a.includes(u));
    if (rank === 0) first += 1;
    if (rank >= 0) top3 += 1;
    if (rank !== 0) misses.push(`  ${rank < 0 ? "not in the first 3" : `#${rank + 1}`}: ${q} → ${hits.join(", ")} (want ${a[0]})`);
  }
  return { first, top3, total: queries.length, misses };
}

const engines = {};
const engine = (lang) => (engines[lang] ||= createSearch(MiniSearch, search[lang]));

for (const lang of ["fr", "en", "ja"]) {
  test(`${lang}: every query has its answer in the first three hits, 95 % first`, () => {
    const r = rate(engine(lang), suite[lang]);
    const report = `${lang}: first ${r.first}/${r.total}, top 3 ${r.top3}/${r.total}\n${r.misses.join("\n")}`;
    assert.ok(r.total >= 50, report);
    assert.equal(r.top3, r.total, report);
    assert.ok(r.first >= TOP1 * r.total, report);
  });

  test(`${lang}: the fresh questions are answered at least as well as they were`, () => {
    const r = rate(engine(lang), fresh[lang]);
    const report = `${lang} (fresh): first ${r.first}/${r.total}, top 3 ${r.top3}/${r.total}\n${r.misses.join("\n")}`;
    assert.ok(r.total >= 60 && fresh[lang].filter((c) => c.held).length >= r.total / 4, report);
    assert.ok(r.first >= FRESH[lang].first * r.total, report);
    assert.ok(r.top3 >= FRESH[lang].top3 * r.total, report);
  });
}

test("the suite has at least 150 queries, and the issue's patterns", () => {
  const all = Object.values(suite).flat();
  assert.ok(all.length >= 150, String(all.length));
  const asked = new Set(all.map((c) => c.q));
  for (const q of ["同点", "二人目", "建築士", "勝利点", "ワーカー", "奴隷 解放", "２人目", "2人目", "古代版の同点",
    "égalité à Antiquité, qui gagne", "Antiquity tie winner", "freeing a slave mid-game"]) assert.ok(asked.has(q), q);
  for (const tag of ["issue", "done", "misreading", "edition", "digits", "audit"]) {
    assert.ok(all.some((c) => c.tag === tag), tag);
  }
});

test("the fresh set names only entries the search has", () => {
  for (const [lang, list] of Object.entries(fresh)) {
    const addresses = new Set(search[lang].docs.map((row) => row[0]));
    for (const { q, a } of list) for (const u of a) assert.ok(addresses.has(u), `${lang}: ${q} names ${u}, no document`);
  }
});

test("the Japanese of 'Done when' finds its entry first", () => {
  for (const c of suite.ja.filter((c) => c.tag === "done")) {
    assert.ok(c.a.includes(engine("ja").search(c.q).hits[0].doc.u), `${c.q}: ${engine("ja").search(c.q).hits[0].doc.u}`);
  }
});

test("a card's worth, asked with the card's name, finds the card first", () => {
  // Mutation: the players' words of a card that brings VP left out (site/search/labels.py CARD_WORDS) → the FAQ on
  // what an action of taking écus brings comes first in French, the one on what an écu is worth in English.
  for (const [lang, q] of [["fr", "combien rapporte la cathédrale"], ["en", "how much is the cathedral worth"]]) {
    assert.equal(engine(lang).search(q).hits[0].doc.u, "moyen-age/cartes.html#cathedrale", `${lang}: ${q}`);
  }
});
