/* Marquoir's search, loaded on the first use of the box (assets/search/search.js): the index of the language's
   data (self.MarquoirSearch.data, from search/data.js) with MiniSearch (self.MiniSearch, from
   assets/search/minisearch.js), and the box that shows its hits. DOM (the entry point; the rest is pure). */
import { createSearch } from "./engine.mjs";
import { mountBox } from "./box.mjs";

const api = (self.MarquoirSearch = self.MarquoirSearch || {});
api.createSearch = createSearch;  // the search without the box (tests/js/search/bundle.test.mjs runs the shipped one)

api.mount = function mount(root, siteRoot) {
  if (api.box) return api.box;
  const search = createSearch(self.MiniSearch, api.data);
  api.box = mountBox(root, search, api.data, siteRoot);
  return api.box;
};
