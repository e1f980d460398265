// lib/plain.mjs: data read without trusting it. Mutation: `plain` keeping a key `__proto__` (the NOT_DATA check
// removed) → fails; the depth not counted → fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { own, plain, strings } from "../../../docs/theme/assets/lib/plain.mjs";

test("plain data is copied into fresh objects; what could reach a prototype, or go too deep, is refused", () => {
  const copied = plain(JSON.parse('{"a": [1, "x", null, true], "b": {"c": 2}}'), 3);
  assert.deepEqual(copied, { a: [1, "x", null, true], b: { c: 2 } });
  assert.throws(() => plain(JSON.parse('{"__proto__": {"polluted": 1}}'), 3), /key/);
  assert.throws(() => plain({ constructor: 1 }, 3), /key/);
  assert.throws(() => plain([[[[1]]]], 2), /depth/);
  assert.throws(() => plain(NaN, 1), /number/);
  assert.throws(() => plain(() => 1, 1), /type/);
  assert.equal(({}).polluted, undefined);
});

test("own keys only, lists of strings", () => {
  assert.equal(own({}, "constructor"), false);
  assert.equal(own({ a: 1 }, "a"), true);
  assert.equal(strings(["a", "b"]), true);
  assert.equal(strings(["a", 1]), false);
  assert.equal(strings("a"), false);
});
