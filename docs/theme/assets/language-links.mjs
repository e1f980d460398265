/* Marquoir: the language selector keeps the page. The three sites have the same pages at the same paths: a link to
   another language goes to this page in it, whatever the host, port or file:// folder the site is read from.
   Touches the page. */
import { siteRoot } from "./lib/site.mjs";

export function initLanguageLinks() {
  if (document.documentElement.getAttribute("data-mq-lang-links")) return;
  document.documentElement.setAttribute("data-mq-lang-links", "1");
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[hreflang]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const root = siteRoot();
    if (!root || !location.href.startsWith(root)) return;
    const page = location.href.slice(root.length) || "index.html";
    event.preventDefault();
    event.stopImmediatePropagation();
    location.href = new URL(".", link.href).href + page;
  }, true);
}
