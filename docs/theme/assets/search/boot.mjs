/* Marquoir's search, on every page: what must work before the search is loaded. DOM.

   The header's button and the box open the search (Material's checkbox #__search, which its styles use), and so
   does a button[data-search-open] elsewhere on the page (the missing address's page); `/` or
   `s` typed outside a field opens it too, Esc closes it. The first time the box is used, the search is loaded:
   MiniSearch, the language's data (search/data.js) and the search itself (assets/search/search.js), as plain
   scripts, which load from a copy on disk (file://) as well as from the site, and the hits' stylesheet; until
   then the box says it is loading, and if a script fails, says so. Also: the entry a search opened is highlighted (target.mjs). */
import { watchTarget } from "./target.mjs";

const TOGGLE = "__search";

function typing(node) {
  return Boolean(node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName)));
}

function script(src) {
  return new Promise((resolve, reject) => {
    const tag = document.createElement("script");
    tag.src = src;
    tag.async = false;  // in the order given: MiniSearch, the data, the search
    tag.onload = resolve;
    tag.onerror = () => reject(new Error(src));
    document.head.appendChild(tag);
  });
}

/* The hits' stylesheet; the search shows its hits once it has loaded (or failed: the hits then look plainer). */
function stylesheet(root) {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = root.getAttribute("data-search-style");
    link.onload = link.onerror = resolve;
    document.head.appendChild(link);
  });
}

function start() {
  watchTarget();
  const root = document.querySelector("[data-search]");
  const input = root && root.querySelector("[data-search-input]");
  if (!input) return;
  const toggle = document.getElementById(TOGGLE);
  const status = root.querySelector("[data-search-status]");
  const hint = status ? status.textContent : "";
  let loaded = null;

  function load() {
    if (loaded) return loaded;
    root.setAttribute("data-search-state", "loading");
    if (status) status.textContent = root.getAttribute("data-search-loading");
    const sources = root.getAttribute("data-search-scripts").split(" ");
    const data = root.getAttribute("data-search-data");
    loaded = Promise.all([script(sources[0]), script(data), script(sources[1]), stylesheet(root)])
      .then(() => {
        if (status) status.textContent = hint;
        const box = self.MarquoirSearch.mount(root, new URL("../", new URL(data, location.href)).href);
        root.setAttribute("data-search-state", "ready");
        return box;
      })
      .catch(() => {
        root.setAttribute("data-search-state", "failed");
        if (status) status.textContent = root.getAttribute("data-search-failed");
      });
    return loaded;
  }

  function open() {
    if (toggle && !toggle.checked) toggle.checked = true;
    load();
  }

  function close() {
    if (toggle) toggle.checked = false;
    input.blur();
    input.setAttribute("aria-expanded", "false");
  }

  /* a button elsewhere on the page that opens the search (the missing address's page: docs/theme/404.html) */
  for (const button of document.querySelectorAll("button[data-search-open]")) {
    button.addEventListener("click", () => { open(); input.focus(); });
  }
  input.addEventListener("focus", open);
  input.addEventListener("input", open);  // typed without a focus event (a script), or before this ran
  if (document.activeElement === input || input.value) open();
  if (toggle) {
    toggle.addEventListener("change", () => {
      if (!toggle.checked) return close();
      load();
      requestAnimationFrame(() => input.focus());
    });
  }
  root.querySelector("[data-search-form]").addEventListener("submit", (event) => event.preventDefault());
  document.addEventListener("keydown", (event) => {
    if (event.metaKey || event.ctrlKey || event.altKey) return;
    if (event.key === "Escape" && (document.activeElement === input || (toggle && toggle.checked))) {
      event.preventDefault();
      close();
    } else if ((event.key === "/" || event.key === "s") && !typing(event.target)) {
      event.preventDefault();
      open();
      input.focus();
    }
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
