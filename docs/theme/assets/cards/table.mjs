/* Marquoir: the card tables' filters and sorting; shipped as assets/marquoir-cards.js, loaded by marquoir.js only on
   a page that has one, and registered in window.Marquoir.parts. No words and no rule here: they come from the page.
   Touches the page. */
import { all, format } from "../lib/dom.mjs";

/* "one" or "other", as the page's language counts (French: 0 and 1 are singular; Japanese has no plural): the
   browser's own plural rules, the same choice as the renderer's labels.plural_form. */
function pluralForm(n) {
  return new Intl.PluralRules(document.documentElement.lang || "en").select(n) === "one" ? "one" : "other";
}

function initCardFilter(box) {
  if (box.getAttribute("data-ready")) return;
  box.setAttribute("data-ready", "1");
  const table = document.querySelector('table[data-card-table="' + box.getAttribute("data-filter-for") + '"]');
  if (!table) return;
  const text = box.querySelector("[data-filter-text]");
  const count = box.querySelector("[data-filter-count]");
  function apply() {
    const query = text.value.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
    const zero = all("[data-filter-zero]:checked", box).map((c) => c.getAttribute("data-filter-zero"));
    const some = all("[data-filter-some]:checked", box).map((c) => c.getAttribute("data-filter-some"));
    let shown = 0;
    for (const row of all("tbody tr", table)) {
      const words = (row.getAttribute("data-search") || "").toLowerCase();
      const ok = (!query || words.includes(query)) &&
        zero.every((key) => row.getAttribute("data-" + key) === "0") &&
        some.every((key) => Number(row.getAttribute("data-" + key) || "0") > 0);
      row.hidden = !ok;
      if (ok) shown += 1;
    }
    count.textContent = format(box.getAttribute("data-count-" + pluralForm(shown)), { n: shown });
  }
  box.addEventListener("input", apply);
  box.addEventListener("change", apply);
  apply();
}

function initSortable(table) {
  if (table.getAttribute("data-sort-ready")) return;
  table.setAttribute("data-sort-ready", "1");
  const headers = all("thead th", table);
  headers.forEach((th, column) => {
    const button = th.querySelector("button[data-sort]");
    if (!button) return;
    button.addEventListener("click", () => {
      const descending = th.getAttribute("aria-sort") === "ascending";
      headers.forEach((h) => h.removeAttribute("aria-sort"));
      th.setAttribute("aria-sort", descending ? "descending" : "ascending");
      const body = table.tBodies[0];
      const rowsNow = all("tr", body);
      rowsNow.sort((a, b) => {
        const x = a.cells[column].textContent.trim();
        const y = b.cells[column].textContent.trim();
        const nx = Number(x);
        const ny = Number(y);
        const cmp = !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y, document.documentElement.lang);
        return descending ? -cmp : cmp;
      });
      for (const row of rowsNow) body.appendChild(row);
    });
  });
}

const parts = (window.Marquoir = window.Marquoir || { parts: {} }).parts;
parts.cards = {
  init() {
    all("[data-filter-for]").forEach(initCardFilter);
    all("table[data-card-table]").forEach(initSortable);
  },
};
