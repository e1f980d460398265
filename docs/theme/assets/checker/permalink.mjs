/* Marquoir: the case checker's permalink (`verifier.html#case=...`): base64url without padding of the raw DEFLATE of
   the UTF-8 JSON {v, case} or {v, yaml}. The format's version and its limits come from the page's configuration
   (`link`: marquoir.web.PERMALINK), as do the site's own links to its worked examples, which Python writes
   (marquoir.web.permalink). Pure: the browser's and Node's Compression Streams (tests/js/checker/permalink.test.mjs
   reads links Python wrote; tests/test_js_files.py has Python read links written here). Nothing read is ever run:
   the payload is JSON, copied as plain data. */
import { isObject, plain } from "../lib/plain.mjs";

function toBase64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error("base64");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function readAll(stream, limit) {
  const reader = stream.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const step = await reader.read();
    if (step.done) break;
    size += step.value.byteLength;
    if (size > limit) {
      reader.cancel();
      throw new Error("size");
    }
    chunks.push(step.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/* The payload of a link to `data` ({case} or {yaml}), written with the format's version. */
export async function writeLink(data, link) {
  const text = JSON.stringify({ v: link.version, ...data });
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64url(await readAll(stream, Infinity));
}

/* {case} or {yaml} from a payload; an Error whose message says which step failed: size, base64, deflate, json. */
export async function readLink(payload, link) {
  if (payload.length > link.payload) throw new Error("size");
  let bytes;
  try {
    bytes = fromBase64url(payload);
  } catch (e) {
    throw new Error("base64");
  }
  let text;
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    text = new TextDecoder("utf-8", { fatal: true }).decode(await readAll(stream, link.inflated));
  } catch (e) {
    throw new Error(e.message === "size" ? "size" : "deflate");
  }
  let data;
  try {
    data = plain(JSON.parse(text), link.depth);
  } catch (e) {
    throw new Error("json");
  }
  if (!isObject(data) || data.v !== link.version) throw new Error("json");
  if (isObject(data.case)) return { case: data.case };
  if (typeof data.yaml === "string") return { yaml: data.yaml };
  throw new Error("json");
}
