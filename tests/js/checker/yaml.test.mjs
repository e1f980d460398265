// checker/yaml.mjs: the file the page writes quotes every string, so that nothing is read back as anything else
// (tests/test_js_files.py has Python read the file written for every scenario).
// Mutation: `quote` without the escapes of C1 controls and U+2028 → "every character is written so that YAML reads it"
// fails; keys like `no` written plain → "keys YAML would read as something else are quoted" fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { toYaml } from "../../../docs/theme/assets/checker/yaml.mjs";

test("a case is block YAML, every string quoted", () => {
  assert.equal(toYaml({ players: ["Alice", "no"], seed: 3, expect: {}, moves: [], setup: { Alice: { ecus: 10 } } }),
               'players:\n  - "Alice"\n  - "no"\nseed: 3\nexpect: {}\nmoves: []\nsetup:\n  "Alice":\n    ecus: 10\n');
  assert.equal(toYaml({ a: [[1, 2], { b: true }, null] }), "a:\n  - - 1\n    - 2\n  - b: true\n  - null\n");
});

test("keys YAML would read as something else are quoted", () => {
  assert.equal(toYaml({ no: 1, "Zoé «1»": 2, ok_key: 3 }), '"no": 1\n"Zoé «1»": 2\nok_key: 3\n');
});

test("every character is written so that YAML reads it", () => {
  assert.equal(toYaml({ a: "\u0085\u2028\ufeff\"\\\n" }), 'a: "\\u0085\\u2028\\ufeff\\"\\\\\\n"\n');
});
