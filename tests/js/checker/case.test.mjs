// checker/case.mjs: a case and the form's model of it, each read from the other, from the scenario format's
// description (scenario/schema.describe) and what the form shows of it (render/checker.py's form): every file of
// tests/scenarios/ the form can show goes to the form and back unchanged.
// Mutation: `readValues` putting a value the form cannot show into `values` (`if (read !== null)` → `if (true)`) →
// the round trip of the files with a `sites: null` or a text where a list is expected fails; the options equal to
// their default written anyway → "an option is written only when it differs" fails; the players' key written in the
// script (`data.players`) instead of read from the description → "the page knows no case key" fails; an empty list
// read as one the form shows → the file with `workers: []` (no worker at all) loses it and fails; `fromCase` dropping
// the setup → the worked examples that set a table up do not come back and fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import { emptyModel, fromCase, numberProblem, toCase, typedNumber } from "../../../docs/theme/assets/checker/case.mjs";
import { data } from "../data.mjs";

const configs = data("checker_configs");

/* The case the form writes back: the page's edition, the options that differ from their defaults. */
function expected(caseData, config) {
  const out = { ...caseData, edition: config.edition };
  const options = Object.fromEntries(Object.entries(caseData.options || {}).filter(
    ([name, value]) => config.options.find((o) => o.name === name).default !== value));
  if (Object.keys(options).length) out.options = options;
  else delete out.options;
  return out;
}

test("every scenario file the form can show goes to the form and back unchanged", () => {
  let shown = 0;
  let alone = 0;
  for (const scenario of data("scenarios")) {
    const config = configs[scenario.edition].fr;
    const model = fromCase(scenario.data, config);
    if (model === null) { alone += 1; continue; }
    shown += 1;
    assert.deepEqual(toCase(model, config), expected(scenario.data, config), scenario.path);
    assert.deepEqual(toCase(fromCase(toCase(model, config), config), config), toCase(model, config), scenario.path);
  }
  assert.ok(shown > 90 && alone < 10, `${shown} shown, ${alone} alone`);
});

test("every worked example's case, as the site's examples.json carries it, goes to the form and back unchanged", () => {
  let seen = 0;
  for (const [edition, cases] of Object.entries(data("example_cases"))) {
    const config = configs[edition].fr;
    for (const [key, caseData] of Object.entries(cases)) {
      const model = fromCase(caseData, config);
      assert.notEqual(model, null, `${edition} ${key}: the form cannot show it`);
      assert.deepEqual(toCase(model, config), expected(caseData, config), `${edition} ${key}`);
      seen += 1;
    }
  }
  assert.ok(seen > 120, `${seen} examples`);
});

test("what the form cannot show is kept as it is, and a case it cannot show is left to the file", () => {
  const config = configs["moyen-age"].en;
  const tricky = { players: ["Alice", "Bruno"], moves: ["take 1"], note: "kept",
                   setup: { Alice: { ecus: "lots", sites: { chapelle: null }, workers: "apprenti-1" }, building_deck: ["eglise"] },
                   expect: { Alice: { vp: 3, built: ["chapelle"] }, error: "not-a-rule", over: false } };
  const model = fromCase(tricky, config);
  assert.equal(model.players[0].values.setup.ecus, "lots");
  assert.deepEqual(model.players[0].values.setup.sites, [{ key: "chapelle", values: [] }]);
  assert.deepEqual(model.players[0].rest.setup, { workers: "apprenti-1" });
  assert.deepEqual(model.table.rest.expect, { error: "not-a-rule", over: false });
  const back = toCase(model, config);
  assert.deepEqual(back.setup.Alice, { ecus: "lots", sites: { chapelle: [] }, workers: "apprenti-1" });
  assert.equal(back.note, "kept");
  for (const bad of [null, [], { players: ["Alice"] }, { players: ["A", "B"], edition: "antiquite" },
                     { players: ["A", "B"], options: { turbo: true } }, { players: ["A", "B"], moves: [1] },
                     { players: ["A", "B"], setup: { A: [] } }, { players: ["A", "B"], seed: [1] }]) {
    assert.equal(fromCase(bad, config), null, JSON.stringify(bad));
  }
});

test("numbers are read as typed: digits (full-width too) become numbers, anything else stays text", () => {
  assert.equal(typedNumber("１２", false), 12);
  assert.equal(typedNumber(" 7 ", false), 7);
  assert.equal(typedNumber("18.5", true), 18.5);
  assert.equal(typedNumber("18.5", false), "18.5");
  assert.equal(typedNumber("", false), undefined);
  assert.equal(typedNumber("18,5", true), 18.5);  // the French decimal comma, in a score
  assert.equal(typedNumber("4,5", false), "4,5");
  const config = configs["moyen-age"].fr;
  const model = emptyModel(config, ["Alice", "Bruno"]);
  model.players[0].values.setup.ecus = "１２";
  model.top.seed = "3";
  assert.deepEqual(toCase(model, config).setup, { Alice: { ecus: 12 } });
  assert.equal(toCase(model, config).seed, 3);
});

test("a number field refuses what is not a number of its kind, as it is typed", () => {
  // Mutation: numberProblem ignoring the kind (tenths allowed everywhere) → "4,5" écus is accepted and this fails.
  const whole = { kind: "whole" }, tenths = { kind: "number" };
  for (const ok of ["", " 12 ", "１２", "0", "-3"]) assert.equal(numberProblem(ok, whole), null, ok);
  for (const bad of ["4,5", "4.5", "douze", "1e3", "12 écus"]) assert.deepEqual(numberProblem(bad, whole), { word: "not_whole" }, bad);
  for (const ok of ["18", "18,5", "18.5"]) assert.equal(numberProblem(ok, tenths), null, ok);
  for (const bad of ["18,", ",5", "dix-huit"]) assert.deepEqual(numberProblem(bad, tenths), { word: "not_number" }, bad);
});

test("a number field refuses a number outside the engine's limits, which the case format gives the page", () => {
  // Mutation: numberProblem reading no `low` (only integer-ness, the old check) → the negative écus pass and this
  // fails; `value >= field.high` → the limit itself is refused and this fails.
  const config = configs["moyen-age"].ja;
  const money = config.case.records.setup.player.find((f) => f.kind === "whole" && f.key === config.form.records[0].player[0].key);
  assert.deepEqual([money.low, money.high], [0, config.limits.money]);  // the engine's limit, as the page receives it
  assert.deepEqual(numberProblem("-5", money), { word: "too_low", low: 0 });
  assert.deepEqual(numberProblem("－５", money), { word: "too_low", low: 0 });  // full-width, as typed
  assert.deepEqual(numberProblem(String(money.high + 1), money), { word: "too_high", high: money.high });
  for (const ok of ["0", String(money.high), ""]) assert.equal(numberProblem(ok, money), null, ok);
  const seed = config.case.fields.find((f) => f.key === config.form.top[0].key);
  assert.deepEqual(numberProblem(String(config.limits.seed + 1), seed), { word: "too_high", high: config.limits.seed });
  const score = configs.antiquite.fr.case.records.expect.player.find((f) => f.kind === "number");
  assert.equal(numberProblem("-3,5", score), null);  // a score has no lower bound (the penalties)
  assert.equal(numberProblem(String(score.high + 1), score).word, "too_high");
});

test("an option is written only when it differs from the engine's default", () => {
  const config = configs["moyen-age"].fr;
  const model = fromCase({ players: ["A", "B"], options: { coin_exchanges: "several" }, moves: [], expect: {} }, config);
  assert.equal(toCase(model, config).options, undefined);
  model.options.coin_exchanges = "one-per-turn";
  assert.deepEqual(toCase(model, config).options, { coin_exchanges: "one-per-turn" });
});

/* Every key of the format renamed (K_ before it) in the description, in the form and in the cases. */
function rename(config) {
  const key = (k) => "K_" + k;
  const fields = (list) => list.map((f) => ({ ...f, key: key(f.key) }));
  const records = Object.fromEntries(Object.entries(config.case.records).map(
    ([name, parts]) => [key(name), { player: fields(parts.player), table: fields(parts.table) }]));
  return { ...config, case: { fields: fields(config.case.fields), records },
           form: { top: fields(config.form.top),
                   records: config.form.records.map((r) => ({ ...r, key: key(r.key), player: fields(r.player), table: fields(r.table) })) } };
}

function renameCase(value, names, depth = 0) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => {
    const keep = names.includes(k) || depth === 2 || (depth === 1 && k === "options");
    return [keep ? k : "K_" + k, depth === 0 && k === "options" ? v : renameCase(v, names, depth + 1)];
  }));
}

test("the page knows no case key: with every key of the format renamed, the files go to the form and back", () => {
  let count = 0;
  for (const scenario of data("scenarios")) {
    const config = configs[scenario.edition].en;
    if (fromCase(scenario.data, config) === null) continue;
    const renamed = rename(config);
    const names = scenario.data.players;
    const sites = JSON.stringify(scenario.data).includes('"sites"');
    const caseData = JSON.parse(JSON.stringify(renameCase(scenario.data, names)));
    const model = fromCase(caseData, renamed);
    assert.notEqual(model, null, scenario.path);
    assert.deepEqual(toCase(model, renamed), renameCase(expected(scenario.data, config), names), scenario.path);
    if (sites) count += 1;
  }
  assert.ok(count > 10, count);
});
