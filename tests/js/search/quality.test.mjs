// The search-quality suite (tests/search/queries.yaml): players' questions in French, English and Japanese, run
// through the page's own search (docs/theme/assets/search/engine.mjs with MiniSearch) on the documents the build
// writes (tests/js_data.py: the build's own function). In each language, every query has an answer among the first
// three hits and at least 95 % have one first (issue #15). A miss prints the query, what came first and what was
// wanted. Mutations: the edition weights flattened (every edition 1, named or not) → the edition-named queries
// fall and the suite fails; the glossary's names not added for an alias (query.mjs) → ワーカー fails; the
// weight of a title equal to the query removed (engine.mjs) → 勝利点 fails; the hiragana pairs left out of the
// words (text.mjs) → ja fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import MiniSearch from "minisearch";
import { createSearch } from "../../../docs/theme/assets/search/engine.mjs";
import { data } from "../data.mjs";

const suite = data("search_queries");
const search = data("search_data");
const TOP1 = 0.95;

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

for (const lang of ["fr", "en", "ja"]) {
  test(`${lang}: every query has its answer in the first three hits, 95 % first`, () => {
    const engine = createSearch(MiniSearch, search[lang]);
    const r = rate(engine, suite[lang]);
    const report = `${lang}: first ${r.first}/${r.total}, top 3 ${r.top3}/${r.total}\n${r.misses.join("\n")}`;
    assert.ok(r.total >= 50, report);
    assert.equal(r.top3, r.total, report);
    assert.ok(r.first >= TOP1 * r.total, report);
  });
}

test("the suite has at least 150 queries, and the issue's patterns", () => {
  const all = Object.values(suite).flat();
  assert.ok(all.length >= 150, String(all.length));
  const asked = new Set(all.map((c) => c.q));
  for (const q of ["同点", "二人目", "建築士", "勝利点", "ワーカー", "奴隷 解放", "２人目", "2人目", "古代版の同点",
    "égalité à Antiquité, qui gagne", "Antiquity tie winner", "freeing a slave mid-game"]) assert.ok(asked.has(q), q);
  for (const tag of ["issue", "done", "misreading", "edition", "digits"]) {
    assert.ok(all.some((c) => c.tag === tag), tag);
  }
});

test("the Japanese of 'Done when' finds its entry first", () => {
  const engine = createSearch(MiniSearch, search.ja);
  for (const c of suite.ja.filter((c) => c.tag === "done")) {
    assert.ok(c.a.includes(engine.search(c.q).hits[0].doc.u), `${c.q}: ${engine.search(c.q).hits[0].doc.u}`);
  }
});
