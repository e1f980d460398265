// tutorial/store.mjs: the lesson's game kept on the device, read without trusting it.
// Mutation: `readGame` without its version check → the other version's game is resumed and the version case fails;
// without its `most` limit → the overlong list is taken and the limit case fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { anyGame, keepGame, readGame } from "../../../docs/theme/assets/tutorial/store.mjs";

function memory() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
  };
}

test("a kept game is read back for its version only", () => {
  const store = memory();
  keepGame(store, "k", "v1", ["open chapelle", "end"]);
  assert.deepEqual(readGame(store, "k", "v1", 10), ["open chapelle", "end"]);
  assert.equal(readGame(store, "k", "v2", 10), null);
  assert.ok(anyGame(store, "k"));
  keepGame(store, "k", "v1", []);
  assert.equal(readGame(store, "k", "v1", 10), null);
  assert.ok(!anyGame(store, "k"));
});

test("what is kept is taken only as a short list of short texts", () => {
  const store = memory();
  for (const bad of ["not json", "null", '{"version": "v1", "moves": "end"}', '{"version": "v1", "moves": [1]}',
                     '{"version": "v1", "moves": ["' + "x".repeat(201) + '"]}']) {
    store.setItem("k", bad);
    assert.equal(readGame(store, "k", "v1", 10), null, bad);
  }
  store.setItem("k", JSON.stringify({ version: "v1", moves: ["end", "end", "end"] }));
  assert.equal(readGame(store, "k", "v1", 2), null);
  assert.deepEqual(readGame(store, "k", "v1", 3), ["end", "end", "end"]);
});

test("blocked storage keeps nothing and breaks nothing", () => {
  const blocked = { getItem() { throw new Error("blocked"); }, setItem() { throw new Error("blocked"); },
                    removeItem() { throw new Error("blocked"); } };
  assert.equal(readGame(blocked, "k", "v1", 10), null);
  keepGame(blocked, "k", "v1", ["end"]);
  assert.ok(!anyGame(blocked, "k"));
  assert.equal(readGame(null, "k", "v1", 10), null);
});
