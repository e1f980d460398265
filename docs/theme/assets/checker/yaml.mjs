/* Marquoir: a case written as a `marquoir check` file, block YAML with every string quoted (so that no value is read
   back as anything else: `no`, `1.10`, `010`...). Pure (tests/js/checker/yaml.test.mjs; the Python tests read what
   it writes, tests/test_js_files.py). */
import { isObject } from "../lib/plain.mjs";

const PLAIN_KEY = /^[a-z_][a-z0-9_]*$/;
const YAML_WORDS = /^(y|n|yes|no|on|off|true|false|null)$/i;

/* A string as a YAML double-quoted scalar: JSON's escapes, plus every character YAML does not allow raw in a stream
   (controls, C1, surrogates, BOM) escaped as \uXXXX. */
function quote(text) {
  return JSON.stringify(String(text)).replace(/[\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

function yamlKey(key) {
  return PLAIN_KEY.test(key) && !YAML_WORDS.test(key) ? key : quote(key);
}

function scalar(value) {
  if (Array.isArray(value)) return "[]";
  if (isObject(value)) return "{}";
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  return quote(value);
}

function nested(value) {
  return (Array.isArray(value) && value.length > 0) || (isObject(value) && Object.keys(value).length > 0);
}

function lines(value, indent, out) {
  const pad = " ".repeat(indent);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (nested(item)) {
        const inner = [];
        lines(item, indent + 2, inner);
        out.push(pad + "- " + inner[0].slice(indent + 2), ...inner.slice(1));
      } else out.push(pad + "- " + scalar(item));
    }
    return;
  }
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (nested(item)) {
      out.push(pad + yamlKey(key) + ":");
      lines(item, indent + 2, out);
    } else out.push(pad + yamlKey(key) + ": " + scalar(item));
  }
}

/* Block YAML of a plain mapping (a case). */
export function toYaml(data) {
  const out = [];
  lines(data, 0, out);
  return out.join("\n") + "\n";
}
