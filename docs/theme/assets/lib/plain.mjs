/* Marquoir: plain data (what JSON can hold), read without trusting it. Pure (tested with node --test,
   tests/js/lib/plain.test.mjs). */

/* Whether `object` has `key` of its own (never through its prototype: "constructor", "__proto__"...). */
export function own(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

export function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function strings(value) {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

const NOT_DATA = new Set(["__proto__", "constructor", "prototype"]);

/* `value` copied into fresh plain objects and arrays, at most `depth` levels deep: no prototype, no key that could
   reach one, no number that is not finite. Anything else throws (an Error whose message says what). */
export function plain(value, depth) {
  if (depth < 0) throw new Error("depth");
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("number");
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => plain(item, depth - 1));
  if (isObject(value)) {
    const out = {};
    for (const key of Object.keys(value)) {
      if (NOT_DATA.has(key)) throw new Error("key");
      Object.defineProperty(out, key, { value: plain(value[key], depth - 1), enumerable: true, writable: true,
                                        configurable: true });
    }
    return out;
  }
  throw new Error("type");
}
