// lib/typeset.mjs: the spaces a script writes are those the build sets in the pages. Mutations: `typeset` returning
// its text unchanged → the French cases fail; the group's index read off by one (`found.slice(0, ...)`) → fails;
// the regular expression without its "g" flag → only the first space of « Oui : « non » » is set: fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { data } from "../data.mjs";
import { typeset } from "../../../docs/theme/assets/lib/typeset.mjs";

const typography = data("typography");

test("every word the checker and the lessons hand their page is set as the build sets a page's text", () => {
  for (const [lang, { rules, cases }] of Object.entries(typography)) {
    for (const [text, set] of cases) assert.equal(typeset(text, rules), set, `${lang}: ${JSON.stringify(text)}`);
  }
  const changed = typography.fr.cases.filter(([text, set]) => text !== set);
  assert.ok(changed.length > 20, "French words with spaces to set: " + changed.length);
  assert.equal(typeset("Ai-je gagné ?", typography.fr.rules), "Ai-je gagné\u202f?");
  assert.equal(typeset("Oui : « non »", typography.fr.rules), "Oui\u00a0: «\u00a0non\u00a0»");
  assert.equal(typeset("Ai-je gagné ?", typography.en.rules), "Ai-je gagné ?");  /* English has figures only */
});

test("without rules, or with rules the browser cannot read, a text is left as it was", () => {
  assert.equal(typeset("Oui ?", null), "Oui ?");
  assert.equal(typeset("Oui ?", { pattern: "", spaces: [] }), "Oui ?");
  assert.equal(typeset("Oui ?", { pattern: "(?<=", spaces: [] }), "Oui ?");
});
