// checker/permalink.mjs: the page reads the links Python writes (marquoir.web.permalink, the site's links to its worked
// examples) and its own, and refuses what is not one, within the format's limits (config.link: marquoir.web.PERMALINK).
// Mutation: the size limit not checked while inflating (`if (size > limit)` → `if (false)`) → "a bomb is refused"
// fails; `data.v !== link.version` → `false` → "another version is refused" fails; base64 without `-`/`_` → the
// Python links fail.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readLink, writeLink } from "../../../docs/theme/assets/checker/permalink.mjs";
import { data } from "../data.mjs";

const link = data("checker_configs")["moyen-age"].fr.link;

async function pack(text) {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function refused(payload) {
  try {
    await readLink(payload, link);
  } catch (error) {
    return error.message;
  }
  return null;
}

test("every link Python writes is read as the case it holds", async () => {
  let count = 0;
  for (const scenario of data("scenarios")) {
    if (!scenario.link) continue;
    assert.deepEqual(await readLink(scenario.link, link), { case: scenario.data }, scenario.path);
    count += 1;
  }
  assert.ok(count > 90, count);
});

test("a link the page writes is read back: a case, or a file edited by hand", async () => {
  const value = { players: ["Chloé", "大翔"], moves: ["take 1"], expect: { Chloé: { ecus: 11 } } };
  const payload = await writeLink({ case: value }, link);
  assert.match(payload, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(await readLink(payload, link), { case: value });
  assert.deepEqual(await readLink(await writeLink({ yaml: "players: [A, B]\n" }, link), link), { yaml: "players: [A, B]\n" });
});

test("what is not a link is refused, saying which step failed", async () => {
  assert.equal(await refused("!!!"), "base64");
  assert.equal(await refused("A"), "base64");
  assert.equal(await refused("x".repeat(link.payload + 1)), "size");
  assert.equal(await refused(await pack('{"v": 1, "yaml": "' + " ".repeat(link.inflated) + '"}')), "size");  // a bomb
  assert.equal(await refused((await pack('{"v": 1, "yaml": "abcdefgh"}')).slice(0, -4)), "deflate");
  assert.equal(await refused(await pack("[1, 2]")), "json");
  assert.equal(await refused(await pack('{"v": 2, "yaml": "a"}')), "json");
  assert.equal(await refused(await pack('{"v": 1}')), "json");
  assert.equal(await refused(await pack('{"v": 1, "case": {"__proto__": {"x": 1}}}')), "json");
  assert.equal(await refused(await pack('{"v": 1, "case": ' + "[".repeat(link.depth + 2) + "]".repeat(link.depth + 2) + "}")), "json");
  assert.equal(await refused(await pack("\xff")), "json");
});
