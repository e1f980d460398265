/* Marquoir: what every page adds to Material's, shipped as assets/marquoir.js (a classic script bundled from these
   modules by marquoir.site.scripts, so that it runs from disk too): glossary terms that show their definition on a
   first tap (glossary-taps.mjs), a language selector that keeps the page (language-links.mjs), the service worker that keeps the site offline, and the loading
   of the parts only some pages use (parts.mjs): the score counter and the card tables. No words and no rule here:
   they come from the page. Each part is idempotent and runs on every page load. */
import { all } from "./lib/dom.mjs";
import { onEveryPage, siteRoot } from "./lib/site.mjs";
import { initTermTaps } from "./glossary-taps.mjs";
import { initLanguageLinks } from "./language-links.mjs";
import { part, withPart } from "./parts.mjs";

function init() {
  if (part("counter")) part("counter").leave();
  document.documentElement.removeAttribute("data-mq-counter-in-view");
  const counters = all("[data-score-counter]");
  if (counters.length) withPart("counter", (counter) => counters.forEach(counter.init));
  if (document.querySelector("[data-filter-for], table[data-card-table]")) withPart("cards", (cards) => cards.init());
  initLanguageLinks();
  initTermTaps();
}

onEveryPage(init);

/* The language's site offline after one visit: its service worker (sw.js at the site's root, written by the build)
   caches the site once the page has loaded, and the case checker's engine after its first use. Not on file:// (a
   copy on disk is offline already). */
if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  window.addEventListener("load", () => {
    const root = siteRoot();
    if (root) navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root }).catch(() => {});
  });
}
