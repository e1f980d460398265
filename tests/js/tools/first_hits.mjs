// For tests/browser/test_search_fresh.py: the first hit Node's run of a built site's own search scripts gives for
// each query (assets/search/minisearch.js, the language's search/data.js and assets/search/search.js, run in a fresh
// context as the page runs them; the same as ./scripts/bench's figures), as JSON on stdout.
//   node first_hits.mjs SITE QUERIES.json      (QUERIES: {lang: [query, …]}; prints {lang: [address or null, …]})
import { readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const [site, queriesPath] = process.argv.slice(2);
const queries = JSON.parse(readFileSync(queriesPath, "utf8"));
const out = {};
for (const [lang, list] of Object.entries(queries)) {
  const page = {};
  page.self = page;
  vm.createContext(page);
  for (const path of ["assets/search/minisearch.js", "search/data.js", "assets/search/search.js"]) {
    vm.runInContext(readFileSync(join(site, lang, path), "utf8"), page);
  }
  const engine = page.MarquoirSearch.createSearch(page.MiniSearch, page.MarquoirSearch.data);
  out[lang] = list.map((q) => engine.search(q).hits[0]?.doc.u ?? null);
}
console.log(JSON.stringify(out));
