/* Marquoir: behaviour added to Material pages — the score counter, the card
   tables' filters and sorting, a language selector that keeps the page, and the
   registration of the service worker that keeps the site offline.
   No words and no rule here: every label, and the counter's scoring, ranking
   criteria, limits and number of players, come from the generated page (the
   engine's rules). Each part is idempotent and runs on every page load
   (Material's document$ when present). */
(function () {
  "use strict";

  function all(selector, root) {
    return Array.prototype.slice.call((root || document).querySelectorAll(selector));
  }

  function format(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) {
      return key in values ? String(values[key]) : "{" + key + "}";
    });
  }

  /* ---------------------------------------------------------- score counter */

  /* What people type: spaces, full-width digits (１９), nothing at all. */
  function parseCount(raw, max) {
    var text = String(raw || "");
    if (/[^\x00-\x7f]/.test(text)) text = text.normalize("NFKC");  /* １９ → 19 (only when needed: normalize is costly on first use) */
    text = text.replace(/\s+/g, "");
    if (text === "") return { value: 0 };
    if (/^[-\u2212]\d+$/.test(text)) return { error: "err_negative" };
    if (!/^\d+$/.test(text)) return { error: "err_number" };
    var value = parseInt(text, 10);
    if (value > max) return { error: "err_absurd", value: value };
    return { value: value };
  }

  /* The score on the edition's sheet: VP, plus one point per complete block of
     config.moneyPerPoint, minus each penalty times its count (config.penalties). */
  function total(p, config) {
    var score = p.vp + Math.floor(p[config.money] / config.moneyPerPoint);
    Object.keys(config.penalties).forEach(function (field) { score -= config.penalties[field] * p[field]; });
    return score;
  }

  /* Best first by each of config.ranking in turn (the score, then the tie-breaks);
     players equal on all of them share a rank (1, 1, 3), in table order. */
  function ranking(players, criteria) {
    function compare(a, b) {
      for (var i = 0; i < criteria.length; i++) {
        var difference = b[criteria[i]] - a[criteria[i]];
        if (difference) return difference;
      }
      return 0;
    }
    var order = players.slice().sort(function (a, b) { return compare(a, b) || (a.index - b.index); });
    var ranks = [];
    order.forEach(function (p, i) {
      var last = ranks[ranks.length - 1];
      if (last && compare(order[i - 1], p) === 0) last.players.push(p);
      else ranks.push({ rank: i + 1, players: [p] });
    });
    return ranks;
  }

  function initCounter(root) {
    if (root.getAttribute("data-ready")) return;
    root.setAttribute("data-ready", "1");
    var config = JSON.parse(root.querySelector("[data-counter-config]").textContent);
    var L = config.labels;
    var list = root.querySelector(".mq-counter__players");
    var template = list.querySelector("[data-player]").cloneNode(true);
    var addButton = root.querySelector("[data-add]");
    var errorBox = root.querySelector("[data-error]");
    var rankingBox = root.querySelector("[data-ranking]");
    var endBox = root.querySelector("[data-end]");

    function rows() { return all("[data-player]", list); }

    function renumber() {
      var count = rows().length;
      rows().forEach(function (row, i) {
        var label = format(L.player, { n: i + 1 });
        row.querySelector("legend").textContent = label;
        row.querySelector('input[name="name"]').placeholder = label;
        row.querySelector("[data-remove]").disabled = count <= config.minPlayers;
      });
      addButton.disabled = count >= config.maxPlayers;
    }

    function update() {
      var errors = [];
      var players = rows().map(function (row, index) {
        var nameInput = row.querySelector('input[name="name"]');
        var player = { index: index, name: nameInput.value.trim() || nameInput.placeholder, ok: true };
        config.fields.forEach(function (field) {
          var input = row.querySelector('input[name="' + field + '"]');
          var max = config.limits[field];
          var parsed = parseCount(input.value, max);
          if (parsed.error) {
            player.ok = false;
            input.setAttribute("aria-invalid", "true");
            errors.push(format(L[parsed.error], { player: player.name, field: L[field], value: parsed.value, max: max }));
          } else {
            input.removeAttribute("aria-invalid");
            player[field] = parsed.value;
          }
        });
        player.total = player.ok ? total(player, config) : null;
        row.querySelector("[data-total]").textContent = player.ok ? String(player.total) : "—";
        return player;
      });
      errorBox.textContent = errors.join(" ");
      rankingBox.textContent = "";
      endBox.textContent = "";
      endBox.removeAttribute("data-names");
      if (errors.length) return;
      ranking(players, config.ranking).forEach(function (entry) {
        var li = document.createElement("li");
        li.value = entry.rank;
        var names = entry.players.map(function (p) { return p.name; }).join(L.and);
        var text = names + " — " + format(L.points, { n: entry.players[0].total });
        if (entry.players.length > 1) text += " (" + L.tied + ")";
        li.textContent = text;
        li.setAttribute("data-rank", String(entry.rank));
        li.setAttribute("data-names", JSON.stringify(entry.players.map(function (p) { return p.name; })));
        rankingBox.appendChild(li);
      });
      var enders = players.filter(function (p) { return p.vp >= config.endVp; });
      endBox.textContent = enders.length
        ? format(L.end, { names: enders.map(function (p) { return p.name; }).join(L.and) })
        : L.no_end;
      endBox.setAttribute("data-names", JSON.stringify(enders.map(function (p) { return p.name; })));
    }

    addButton.addEventListener("click", function () {
      if (rows().length >= config.maxPlayers) return;
      var row = template.cloneNode(true);
      all("input", row).forEach(function (input) { input.value = ""; input.removeAttribute("aria-invalid"); });
      list.appendChild(row);
      renumber();
      update();
      row.querySelector('input[name="name"]').focus();
    });
    list.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-remove]");
      if (!button || rows().length <= config.minPlayers) return;
      button.closest("[data-player]").remove();
      renumber();
      update();
      addButton.focus();
    });
    list.addEventListener("input", update);
    renumber();
    update();
  }

  /* ------------------------------------------------------------ card tables */

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
      count.textContent = format(box.getAttribute("data-count-label"), { n: shown });
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

  /* ------------------------------------------------------- language selector */

  /* The three sites have the same pages at the same paths: go to this page in the
     chosen language, whatever the host, port or file:// folder the site is read from. */
  function siteRoot() {
    var config = document.getElementById("__config");
    if (!config) return null;
    var base = JSON.parse(config.textContent).base || ".";
    return new URL(base.replace(/\/?$/, "/"), location.href).href;
  }

  function initLanguageLinks() {
    if (document.documentElement.getAttribute("data-mq-lang-links")) return;
    document.documentElement.setAttribute("data-mq-lang-links", "1");
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a[hreflang]");
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      var root = siteRoot();
      if (!root || location.href.indexOf(root) !== 0) return;
      var page = location.href.slice(root.length) || "index.html";
      event.preventDefault();
      event.stopImmediatePropagation();
      location.href = new URL(".", link.href).href + page;
    }, true);
  }

  /* Material's search dialog has no accessible name: give it the search field's (already translated) label. */
  function nameSearchDialog() {
    var dialog = document.querySelector('.md-search[role="dialog"]');
    var input = document.querySelector(".md-search__input");
    if (dialog && input && !dialog.getAttribute("aria-label")) dialog.setAttribute("aria-label", input.getAttribute("aria-label"));
  }

  function init() {
    nameSearchDialog();
    all("[data-score-counter]").forEach(initCounter);
    all("[data-filter-for]").forEach(initCardFilter);
    all("table[data-card-table]").forEach(initSortable);
    initLanguageLinks();
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();

  /* ------------------------------------------------- offline (service worker) */

  /* The language's site offline after one visit: its service worker (sw.js at the site's root, written
     by the build) caches the site once the page has loaded, and the case checker's engine after its
     first use. Not on file:// (a copy on disk is offline already). */
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    window.addEventListener("load", function () {
      var root = siteRoot();
      if (root) navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root }).catch(function () {});
    });
  }
})();
