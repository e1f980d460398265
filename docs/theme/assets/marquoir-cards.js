/* Marquoir: the card tables' filters and sorting. Loaded by marquoir.js only on a page that has one
   (the first view of every other page does not carry it); it uses marquoir.js's helpers (Marquoir.all,
   Marquoir.format) and registers itself in Marquoir.parts. No words and no rule here: they come from the page. */
(function () {
  "use strict";

  var all = window.Marquoir.all, format = window.Marquoir.format;


  /* "one" or "other", as the page's language counts (French: 0 and 1 are singular; Japanese has no plural);
     the same rule as the renderer's labels.plural_form. */
  function pluralForm(n) {
    var lang = document.documentElement.lang || "en";
    if (window.Intl && Intl.PluralRules) return new Intl.PluralRules(lang).select(n) === "one" ? "one" : "other";
    return lang === "ja" ? "other" : (n === 1 || (lang === "fr" && n === 0)) ? "one" : "other";
  }

  function initCardFilter(box) {
    if (box.getAttribute("data-ready")) return;
    box.setAttribute("data-ready", "1");
    var table = document.querySelector('table[data-card-table="' + box.getAttribute("data-filter-for") + '"]');
    if (!table) return;
    var text = box.querySelector("[data-filter-text]");
    var count = box.querySelector("[data-filter-count]");
    function apply() {
      var query = text.value.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
      var zero = all("[data-filter-zero]:checked", box).map(function (c) { return c.getAttribute("data-filter-zero"); });
      var some = all("[data-filter-some]:checked", box).map(function (c) { return c.getAttribute("data-filter-some"); });
      var shown = 0;
      all("tbody tr", table).forEach(function (row) {
        var words = (row.getAttribute("data-search") || "").toLowerCase();
        var ok = (!query || words.indexOf(query) >= 0) &&
          zero.every(function (key) { return row.getAttribute("data-" + key) === "0"; }) &&
          some.every(function (key) { return parseInt(row.getAttribute("data-" + key) || "0", 10) > 0; });
        row.hidden = !ok;
        if (ok) shown += 1;
      });
      count.textContent = format(box.getAttribute("data-count-" + pluralForm(shown)), { n: shown });
    }
    box.addEventListener("input", apply);
    box.addEventListener("change", apply);
    apply();
  }

  function initSortable(table) {
    if (table.getAttribute("data-sort-ready")) return;
    table.setAttribute("data-sort-ready", "1");
    var headers = all("thead th", table);
    headers.forEach(function (th, column) {
      var button = th.querySelector("button[data-sort]");
      if (!button) return;
      button.addEventListener("click", function () {
        var descending = th.getAttribute("aria-sort") === "ascending";
        headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", descending ? "descending" : "ascending");
        var body = table.tBodies[0];
        var rowsNow = all("tr", body);
        rowsNow.sort(function (a, b) {
          var x = a.cells[column].textContent.trim(), y = b.cells[column].textContent.trim();
          var nx = Number(x), ny = Number(y);
          var cmp = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y, document.documentElement.lang);
          return descending ? -cmp : cmp;
        });
        rowsNow.forEach(function (row) { body.appendChild(row); });
      });
    });
  }


  window.Marquoir.parts.cards = { init: function () {
    all("[data-filter-for]").forEach(initCardFilter);
    all("table[data-card-table]").forEach(initSortable);
  } };
})();
