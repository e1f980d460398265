// The search as the site ships it (assets/search/search.js and minisearch.js: bundled, comments removed by
// site/search/assets.py) behaves as its modules: run in a fresh context with the language's data, it gives the same
// hits for the suite's queries. Mutation: the bundler returning nothing from a module (its `return { … }` dropped,
// site/search/assets.py) → fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import vm from "node:vm";
import MiniSearch from "minisearch";
import { createSearch } from "../../../docs/theme/assets/search/engine.mjs";
import { data } from "../data.mjs";

const scripts = data("search_scripts");
const search = data("search_data");
const suite = data("search_queries");

function shipped(lang) {
  const page = { MarquoirSearch: { data: search[lang] } };
  page.self = page;
  vm.createContext(page);
  vm.runInContext(scripts["minisearch.js"], page);
  vm.runInContext(scripts["search.js"], page);
  return page;
}

for (const lang of ["fr", "ja"]) {
  test(`${lang}: the shipped scripts give the modules' hits`, () => {
    const page = shipped(lang);
    assert.equal(typeof page.MiniSearch, "function");
    assert.equal(typeof page.MarquoirSearch.mount, "function");
    const ours = createSearch(MiniSearch, search[lang]);
    const theirs = page.MarquoirSearch.createSearch(page.MiniSearch, search[lang]);
    for (const { q } of suite[lang].slice(0, 40)) {
      assert.deepEqual(JSON.parse(JSON.stringify(theirs.search(q).hits.slice(0, 8).map((h) => h.doc.u))),
        ours.search(q).hits.slice(0, 8).map((h) => h.doc.u), q);
    }
  });
}
