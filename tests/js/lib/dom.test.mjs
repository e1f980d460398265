// lib/dom.mjs's pure part. Mutation: `format` reads inherited keys (`key in values`) → the __proto__ case fails;
// it drops unknown placeholders → the missing-value case fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { composing, format } from "../../../docs/theme/assets/lib/dom.mjs";
import { data } from "../data.mjs";

test("a template is filled from its values", () => {
  assert.equal(format("{player} a {ecus} écus", { player: "Alice", ecus: 19 }), "Alice a 19 écus");
});

test("a placeholder with no value stays as written", () => {
  assert.equal(format("{player} — {missing}", { player: "Bruno" }), "Bruno — {missing}");
});

test("only the values' own keys fill a template", () => {
  assert.equal(format("{toString}{constructor}", {}), "{toString}{constructor}");
});

test("an input method's key presses are composing, a plain Enter is not", () => {
  // Mutation: `composing` reads only isComposing → the key-code-229 case fails; returns false → the first fails.
  assert.equal(composing({ key: "Enter", isComposing: true, keyCode: 229 }), true);
  assert.equal(composing({ key: "Enter", isComposing: false, keyCode: 229 }), true);
  assert.equal(composing({ key: "Enter", isComposing: false, keyCode: 13 }), false);
  assert.equal(composing({ key: "ArrowDown" }), false);
});

test("the shared data reaches the tests", () => {
  const cases = data("score_cases");
  assert.ok(Object.keys(cases).length > 0);
});
