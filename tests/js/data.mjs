// The data tests/test_js.py made for the JavaScript tests (tests/js_data.py): data("score_cases") is the
// parsed tests/data/score_cases.yaml, and so on. Run through ./scripts/test (or pytest tests/test_js.py):
// plain `node --test` has no MARQUOIR_JS_DATA and says so.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function data(name) {
  const dir = process.env.MARQUOIR_JS_DATA;
  if (!dir) throw new Error("MARQUOIR_JS_DATA is not set: run the JavaScript tests with pytest tests/test_js.py");
  return JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8"));
}
