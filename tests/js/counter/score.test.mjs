// counter/score.mjs: the counter counts, ranks, explains and says the ranking as the engine does, on the shared score
// cases (tests/data/score_cases.yaml, which tests/engine/test_score_cases.py checks against the engine), with the words
// Python says it in (messages.ranking_words), in the three languages; it knows no criterion and no rule of its own.
// Mutation: `values: [b…, a…]` in explain → "as the engine" fails; the tied runs never merged (`out.tied.push([a, b])`
// always) → three-tied-on-zero fails; a term's `Math.floor` left out → nineteen-ecus-one-point fails; the place of a
// shared rank said with `places.one` → shared-victory's sentences fail; the money's sentence for every tie-break →
// every-kind-of-reason fails; the penalties written in the script (`- 2 * loans`) → "the configuration's terms" fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { explain, parseCount, ranking, sentences, total } from "../../../docs/theme/assets/counter/score.mjs";
import { data } from "../data.mjs";

const cases = data("score_cases");
const configs = data("counter_configs");
const said = data("counter_sentences");

/* The counter's reading of a case's players, as its page does: each field parsed, the score its first criterion. */
function players(config, rows) {
  return rows.map((row, index) => {
    const values = {};
    for (const field of config.fields) values[field] = parseCount(row[field], config.limits[field]).value;
    values[config.criteria[0].value] = total(values, config.score);
    return { index, name: row.name, values };
  });
}

function engineShape(groups) {
  return groups.map((g) => ({ separated: g.separated.map((s) => ({ before: s.before.name, after: s.after.name,
                                                                   criterion: s.criterion, values: s.values })),
                              tied: g.tied.map((run) => run.map((p) => p.name)) }));
}

for (const [edition, group] of [["moyen-age", cases.valid], ["antiquite", cases.antiquite]]) {
  test(`${edition}: totals, ranking, end and why, as the engine counts and says them`, () => {
    for (const c of group) {
      for (const [lang, config] of Object.entries(configs[edition])) {
        const ps = players(config, c.players);
        assert.deepEqual(ps.map((p) => p.values[config.criteria[0].value]), c.totals, c.case);
        const ranks = ranking(ps, config.criteria);
        assert.deepEqual(ranks.map((r) => [r.rank, r.players.map((p) => p.name)]), c.ranking, c.case);
        const groups = explain(ranks, config.criteria);
        assert.deepEqual(engineShape(groups), c.explained.map((g) => ({ separated: g.separated, tied: g.tied })), c.case);
        assert.deepEqual(ps.filter((p) => p.values[config.end.field] >= config.end.at).map((p) => p.name), c.end, c.case);
        const words = sentences(ranks, groups, config, lang);
        assert.deepEqual([...words.places, ...words.reasons].map((s) => s.text), said[edition][c.case][lang],
                         `${c.case} ${lang}`);
      }
    }
  });
}

test("what people type: spaces and full-width digits; a negative, a text or an absurd value is an error", () => {
  const limits = configs["moyen-age"].fr.limits;
  for (const c of cases.invalid) {
    const errors = c.players.flatMap((row) => configs["moyen-age"].fr.fields.map((f) => parseCount(row[f], limits[f]).error)
                                                                           .filter(Boolean));
    assert.deepEqual(errors, [c.error], c.case);
  }
  assert.deepEqual(parseCount(" １ ９ ", 99), { value: 19 });
  assert.deepEqual(parseCount("", 99), { value: 0 });
});

test("the counter knows no criterion: with the criteria and the fields renamed, it ranks and explains the same", () => {
  const config = configs["moyen-age"].en;
  const renamed = { ...config, criteria: config.criteria.map((c) => ({ name: c.name + "X", value: c.value + "X" })),
                    ranking: { ...config.ranking, reasons: Object.fromEntries(
                      Object.entries(config.ranking.reasons).map(([k, v]) => [k + "X", v])) } };
  const c = cases.valid.find((x) => x.case === "every-kind-of-reason");
  const ps = players(config, c.players).map((p) => ({ ...p, values: Object.fromEntries(
    Object.entries(p.values).map(([k, v]) => [k + "X", v])) }));
  const ranks = ranking(ps, renamed.criteria);
  assert.deepEqual(ranks.map((r) => [r.rank, r.players.map((p) => p.name)]), c.ranking);
  const words = sentences(ranks, explain(ranks, renamed.criteria), renamed, "en");
  assert.deepEqual(words.reasons.map((r) => r.text), said["moyen-age"][c.case].en.slice(c.ranking.length));
});

test("the score is the configuration's terms: other penalties, another rate, other totals", () => {
  const config = configs.antiquite.en;
  const terms = config.score.map((t) => (t.field === "loans" ? { ...t, points: -3 }
    : t.field === "slaves" ? { ...t, points: -4 } : t.field === "ecus" ? { ...t, per: 5 } : t));
  assert.equal(total({ vp: 20, ecus: 9, loans: 1, slaves: 1 }, terms), 20 + 1 - 3 - 4);
  assert.equal(total({ vp: 20, ecus: 9, loans: 1, slaves: 1 }, config.score), 20 + 0 - 2 - 1);
});
