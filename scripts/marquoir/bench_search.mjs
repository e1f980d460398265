// ./scripts/bench's search figures, in Node, on a built site: the search as the page runs it (the site's own
// assets/search/minisearch.js and search.js, and the language's search/data.js, run in a fresh context as the
// page's scripts) on a quality set's queries. Prints JSON: for each language, top-1 and top-3 (an answer first,
// among the first three), the same for the queries marked `held` (the held-out part of tests/search/fresh.yaml),
// the time to build the index, and the time of a search after each keystroke of each query (every prefix of it),
// median and 90th percentile.
//   node bench_search.mjs SITE QUERIES.json
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [site, queriesPath] = process.argv.slice(2);
const suite = JSON.parse(readFileSync(queriesPath, "utf8"));
const scripts = ["assets/search/minisearch.js", "search/data.js", "assets/search/search.js"];

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const out = {};
for (const [lang, queries] of Object.entries(suite)) {
  const page = {};
  page.self = page;
  vm.createContext(page);
  for (const path of scripts) vm.runInContext(readFileSync(join(site, lang, path), "utf8"), page);
  const api = page.MarquoirSearch;
  let start = performance.now();
  const engine = api.createSearch(page.MiniSearch, api.data);
  const indexMs = performance.now() - start;
  let first = 0;
  let top3 = 0;
  const held = { total: 0, first: 0, top3: 0 };
  const keystrokes = [];
  for (const { q, a, held: heldOut } of queries) {
    const chars = Array.from(q);
    for (let n = 1; n <= chars.length; n++) {
      start = performance.now();
      engine.search(chars.slice(0, n).join(""));
      keystrokes.push(performance.now() - start);
    }
    const hits = engine.search(q).hits.slice(0, 3).map((h) => h.doc.u);
    const rank = hits.findIndex((u) => a.includes(u));
    if (rank === 0) first += 1;
    if (rank >= 0) top3 += 1;
    if (heldOut) {
      held.total += 1;
      if (rank === 0) held.first += 1;
      if (rank >= 0) held.top3 += 1;
    }
  }
  out[lang] = { total: queries.length, first, top3, held, index_ms: indexMs, keystrokes: keystrokes.length,
                keystroke_median_ms: quantile(keystrokes, 0.5), keystroke_p90_ms: quantile(keystrokes, 0.9) };
}
console.log(JSON.stringify(out));
