/* Marquoir: behaviour added to Material pages — the score counter (its ranking
   and why, values kept on the device, reset and undo, ranking in view while
   typing), the card tables' filters and sorting, glossary terms that show their
   definition on a first tap, a language selector that keeps the page, and the
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

  /* Why players with the same score are ranked as they are, as the engine's scoring.explain says it: for each
     score shared by several players, best first, each player separated from the next by the first criterion
     after the score where they differ (with both values), then the runs of players nothing separates. */
  function explain(ranks, criteria) {
    var order = [];
    ranks.forEach(function (entry) { order = order.concat(entry.players); });
    var groups = [];
    order.forEach(function (p, i) {
      if (i && order[i - 1][criteria[0]] === p[criteria[0]]) groups[groups.length - 1].push(p);
      else groups.push([p]);
    });
    return groups.filter(function (group) { return group.length > 1; }).map(function (group) {
      var out = { separated: [], tied: [] };
      for (var i = 1; i < group.length; i++) {
        var a = group[i - 1], b = group[i], by = null;
        for (var c = 1; c < criteria.length && by === null; c++) {
          if (a[criteria[c]] !== b[criteria[c]]) by = criteria[c];
        }
        if (by) {
          out.separated.push({ before: a, after: b, criterion: by, values: [a[by], b[by]] });
        } else {
          var run = out.tied[out.tied.length - 1];
          if (run && run[run.length - 1] === a) run.push(b);
          else out.tied.push([a, b]);
        }
      }
      return out;
    });
  }

  /* The values typed, kept on the device: one entry per edition and language, plain strings only. */
  var STORE_PREFIX = "marquoir.counter.v1.";
  var STORE_TEXT_MAX = 200;  /* longer stored strings are cut: nothing typed at a table is that long */

  function storage() {
    try { return window.localStorage; } catch (e) { return null; }  /* blocked storage throws on access */
  }

  var backToTopWatch = null;

  /* Material's "back to top" button floats over the page: hide it while the counter is on screen, so that it
     never covers a field (on a phone every field spans the width of the screen). */
  function watchBackToTop(root) {
    var html = document.documentElement;
    if (!("IntersectionObserver" in window)) { html.setAttribute("data-mq-counter-in-view", ""); return; }
    backToTopWatch = new IntersectionObserver(function (entries) {
      var shown = entries[entries.length - 1].isIntersecting;
      if (shown) html.setAttribute("data-mq-counter-in-view", "");
      else html.removeAttribute("data-mq-counter-in-view");
    });
    backToTopWatch.observe(root);
  }

  function initCounter(root) {
    if (root.getAttribute("data-ready")) return;
    root.setAttribute("data-ready", "1");
    var config = JSON.parse(root.querySelector("[data-counter-config]").textContent);
    var L = config.labels;
    var NAMES = ["name"].concat(config.fields);
    var list = root.querySelector(".mq-counter__players");
    var template = list.querySelector("[data-player]").cloneNode(true);
    all("input", template).forEach(function (input) { input.value = ""; });
    var addButton = root.querySelector("[data-add]");
    var resetButton = root.querySelector("[data-reset]");
    var undoButton = root.querySelector("[data-undo]");
    var statusBox = root.querySelector("[data-status]");
    var summary = root.querySelector("[data-summary]");
    var emptyBox = root.querySelector("[data-empty]");
    var errorBox = root.querySelector("[data-error]");
    var rankingBox = root.querySelector("[data-ranking]");
    var whyBox = root.querySelector("[data-why]");
    var endBox = root.querySelector("[data-end]");
    var storeKey = STORE_PREFIX + root.getAttribute("data-edition") + "." + root.getAttribute("data-lang");
    var undoValues = null, undoFocus = 0;

    function rows() { return all("[data-player]", list); }
    function input(row, name) { return row.querySelector('input[name="' + name + '"]'); }

    function renumber() {
      var count = rows().length;
      rows().forEach(function (row, i) {
        var label = format(L.player, { n: i + 1 });
        row.querySelector("legend").textContent = label;
        input(row, "name").placeholder = label;
        row.querySelector("[data-remove]").disabled = count <= config.minPlayers;
      });
      addButton.disabled = count >= config.maxPlayers;
    }

    /* What is typed, as plain strings: [{name, vp, ecus, ...}] in table order. */
    function snapshot() {
      return rows().map(function (row) {
        var values = {};
        NAMES.forEach(function (name) { values[name] = input(row, name).value; });
        return values;
      });
    }

    function blank(values) {
      return values.length <= config.minPlayers &&
        values.every(function (v) { return NAMES.every(function (name) { return v[name].trim() === ""; }); });
    }

    /* Stored data is read as data: a list of players within the configuration's numbers, each value a string
       (anything else is dropped); nothing usable means a fresh counter. */
    function checked(data) {
      if (!data || typeof data !== "object" || !Array.isArray(data.players)) return null;
      if (data.players.length < config.minPlayers || data.players.length > config.maxPlayers) return null;
      return data.players.map(function (p) {
        var values = {};
        NAMES.forEach(function (name) {
          var value = p && typeof p === "object" && Object.prototype.hasOwnProperty.call(p, name) ? p[name] : "";
          values[name] = typeof value === "string" ? value.slice(0, STORE_TEXT_MAX) : "";
        });
        return values;
      });
    }

    function load() {
      var store = storage();
      if (!store) return null;
      try { return checked(JSON.parse(store.getItem(storeKey))); } catch (e) { return null; }
    }

    function save() {
      var store = storage();
      if (!store) return;
      var values = snapshot();
      try {
        if (blank(values)) store.removeItem(storeKey);
        else store.setItem(storeKey, JSON.stringify({ players: values }));
      } catch (e) { /* full or blocked storage: the counter still counts */ }
    }

    function setRows(values) {
      rows().forEach(function (row) { row.remove(); });
      values.forEach(function (v) {
        var row = template.cloneNode(true);
        NAMES.forEach(function (name) { input(row, name).value = v[name] || ""; });
        list.appendChild(row);
      });
      renumber();
      update();
    }

    function blankRows() {
      var values = [];
      for (var i = 0; i < config.minPlayers; i++) {
        var v = {};
        NAMES.forEach(function (name) { v[name] = ""; });
        values.push(v);
      }
      return values;
    }

    function offerUndo(message, values, focusRow) {
      undoValues = values;
      undoFocus = focusRow;
      statusBox.textContent = message;
      undoButton.hidden = false;
    }

    function dropUndo() {
      if (!undoValues) return;
      undoValues = null;
      statusBox.textContent = "";
      undoButton.hidden = true;
    }

    /* The field being typed in stays in view: not under the sticky summary, not below the visible area
       (the on-screen keyboard shrinks it: visualViewport). */
    function keepInView(field) {
      if (!field || !root.contains(field) || field.tagName !== "INPUT") return;
      var gap = 8;
      var box = (field.closest("label") || field).getBoundingClientRect();
      var top = summary.getBoundingClientRect().bottom;
      var viewport = window.visualViewport;
      var bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      if (box.top < top) window.scrollBy(0, box.top - top - gap);
      else if (box.bottom > bottom) window.scrollBy(0, Math.min(box.bottom - bottom + gap, box.top - top - gap));
    }

    function show(element, text) {
      element.textContent = text;
      element.hidden = !text;
    }

    function update() {
      var errors = [];
      var entered = false;
      var players = rows().map(function (row, index) {
        var nameInput = input(row, "name");
        var player = { index: index, name: nameInput.value.trim() || nameInput.placeholder, ok: true };
        config.fields.forEach(function (field) {
          var box = input(row, field);
          var max = config.limits[field];
          var parsed = parseCount(box.value, max);
          if (box.value.trim() !== "") entered = true;
          if (parsed.error) {
            player.ok = false;
            box.setAttribute("aria-invalid", "true");
            errors.push(format(L[parsed.error], { player: player.name, field: L[field], value: parsed.value, max: max }));
          } else {
            box.removeAttribute("aria-invalid");
            player[field] = parsed.value;
          }
        });
        player.total = player.ok ? total(player, config) : null;
        row.querySelector("[data-total]").textContent = player.ok ? String(player.total) : "—";
        return player;
      });
      show(errorBox, errors.join(" "));
      show(emptyBox, errors.length || entered ? "" : L.empty);
      rankingBox.textContent = "";
      whyBox.textContent = "";
      endBox.textContent = "";
      endBox.removeAttribute("data-names");
      save();
      if (errors.length) return;
      var names = function (ps) { return ps.map(function (p) { return p.name; }); };
      var ranks = entered ? ranking(players, config.ranking) : [];
      ranks.forEach(function (entry) {
        var li = document.createElement("li");
        var values = { rank: entry.rank, names: names(entry.players).join(L.and), n: entry.players[0].total,
                       tied: L.tied };
        li.textContent = format(entry.players.length > 1 ? L.entry_tied : L.entry, values);
        li.setAttribute("data-rank", String(entry.rank));
        li.setAttribute("data-names", JSON.stringify(names(entry.players)));
        rankingBox.appendChild(li);
      });
      explain(ranks, config.ranking).forEach(function (group) {
        group.separated.forEach(function (step) {
          var li = document.createElement("li");
          li.textContent = format(L.why_separated, { before: step.before.name, after: step.after.name,
            by: L["why_" + step.criterion], a: step.values[0], b: step.values[1] });
          li.setAttribute("data-before", step.before.name);
          li.setAttribute("data-after", step.after.name);
          li.setAttribute("data-criterion", step.criterion);
          li.setAttribute("data-values", JSON.stringify(step.values));
          whyBox.appendChild(li);
        });
        group.tied.forEach(function (run) {
          var li = document.createElement("li");
          li.textContent = format(L.why_tied, { names: names(run).join(L.and), tied: L.tied });
          li.setAttribute("data-tied", JSON.stringify(names(run)));
          whyBox.appendChild(li);
        });
      });
      var enders = players.filter(function (p) { return p.vp >= config.endVp; });
      endBox.textContent = enders.length ? format(L.end, { names: names(enders).join(L.and) }) : L.no_end;
      endBox.setAttribute("data-names", JSON.stringify(names(enders)));
    }

    addButton.addEventListener("click", function () {
      if (rows().length >= config.maxPlayers) return;
      dropUndo();
      var row = template.cloneNode(true);
      list.appendChild(row);
      renumber();
      update();
      input(row, "name").focus();
    });
    list.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-remove]");
      if (!button || rows().length <= config.minPlayers) return;
      var row = button.closest("[data-player]");
      var before = snapshot(), at = rows().indexOf(row);
      var name = input(row, "name").value.trim() || input(row, "name").placeholder;
      row.remove();
      renumber();
      update();
      offerUndo(format(L.removed, { player: name }), before, at);
      addButton.focus();
    });
    resetButton.addEventListener("click", function () {
      var before = snapshot();
      if (blank(before)) return;
      setRows(blankRows());
      offerUndo(L.cleared, before, 0);
    });
    undoButton.addEventListener("click", function () {
      var values = undoValues, at = undoFocus;
      if (!values) return;
      dropUndo();
      setRows(values);
      input(rows()[Math.min(at, rows().length - 1)], "name").focus();
    });
    list.addEventListener("input", function () {
      dropUndo();
      update();
      keepInView(document.activeElement);
    });
    root.addEventListener("focusin", function (event) {
      var field = event.target;
      window.requestAnimationFrame(function () { keepInView(field); });
    });
    if (window.visualViewport) {
      window.visualViewport.addEventListener("resize", function () { keepInView(document.activeElement); });
    }
    var saved = load();
    if (saved) setRows(saved);
    else { renumber(); update(); }
    watchBackToTop(root);
  }

  /* ------------------------------------------------------------ card tables */

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

  /* --------------------------------------------------------- glossary terms */

  /* On a touch screen, a first tap on a glossary term (a.mq-term) shows its definition (the link's
     title: the definition's first sentence, then the term in the three languages) in a small box under
     it, instead of leaving the page; a second tap on the term, or the box's link, opens the glossary.
     A mouse or a keyboard follows the link at once (the title is then its tooltip). The box holds a
     link, so it is no ARIA tooltip: the term is described by it (aria-describedby) while it is open. */
  var lastPointer = "";
  var tip = null;
  var tipFor = null;

  function scriptLabels() {
    var element = document.getElementById("mq-labels");
    try { return element ? JSON.parse(element.textContent) || {} : {}; } catch (e) { return {}; }
  }

  function closeTip() {
    if (tipFor) tipFor.removeAttribute("aria-describedby");
    if (tip) tip.remove();
    tip = null;
    tipFor = null;
  }

  function showTip(link) {
    closeTip();
    var lines = (link.getAttribute("title") || "").split("\n");
    tip = document.createElement("div");
    tip.className = "mq-term-tip";
    tip.id = "mq-term-tip";
    lines.forEach(function (line, i) {
      if (!line) return;
      var p = document.createElement("p");
      p.textContent = line;
      if (i > 0) p.className = "mq-term-tip__langs";
      tip.appendChild(p);
    });
    var more = document.createElement("a");
    more.href = link.href;
    more.textContent = scriptLabels().term_open || link.textContent;
    tip.appendChild(more);
    document.body.appendChild(tip);
    var box = link.getBoundingClientRect();
    var width = tip.offsetWidth;
    var room = document.documentElement.clientWidth;
    tip.style.left = Math.max(8, Math.min(box.left, room - width - 8)) + window.scrollX + "px";
    /* under the term, or above it when the screen has no room left below */
    var below = box.bottom + 6 + tip.offsetHeight <= window.innerHeight || box.top < tip.offsetHeight + 6;
    tip.style.top = (below ? box.bottom + 6 : box.top - tip.offsetHeight - 6) + window.scrollY + "px";
    if (tip.scrollIntoView) tip.scrollIntoView({ block: "nearest" });
    link.setAttribute("aria-describedby", tip.id);
    tipFor = link;
  }

  function initTermTaps() {
    if (document.documentElement.getAttribute("data-mq-terms")) return;
    document.documentElement.setAttribute("data-mq-terms", "1");
    document.addEventListener("pointerdown", function (event) { lastPointer = event.pointerType || ""; }, true);
    document.addEventListener("keydown", function (event) {
      lastPointer = "";
      if (event.key === "Escape") closeTip();
    }, true);
    document.addEventListener("click", function (event) {
      var target = event.target;
      var link = target.closest && target.closest("a.mq-term");
      if (tip && !(target.closest && target.closest(".mq-term-tip")) && link !== tipFor) closeTip();
      if (!link || link === tipFor) return;  /* a second tap follows the link */
      if (lastPointer !== "touch" && lastPointer !== "pen") return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      showTip(link);
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

  /* ----------------------------------------------- search results (issue #12) */

  /* Japanese is written without spaces: Material cuts a query into index tokens and highlights
     each one it matched, so 二人目 marks every 人 and 2人目 the 2 of 12, in the results and, through
     the link's ?h=, on the page opened. In Japanese, a result's marks and the words handed to
     the page are the query's whole terms (what the reader typed between spaces). */
  var TERM_SEPARATOR = /[\s\u3000、。，．・「」『』（）()\[\]！？!?：:]+/;

  function queryTerms() {
    var input = document.querySelector(".md-search__input");
    var terms = (input ? input.value : "").split(TERM_SEPARATOR).filter(Boolean);
    return terms.sort(function (a, b) { return b.length - a.length; });  /* the longest first */
  }

  function markTerms(root, terms) {
    all("mark", root).forEach(function (mark) { mark.replaceWith(document.createTextNode(mark.textContent)); });
    root.normalize();
    if (!terms.length) return;
    var pattern = new RegExp(terms.map(function (t) { return t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|"), "gi");
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    var nodes = [];
    for (var node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    nodes.forEach(function (text) {
      var value = text.nodeValue, last = 0, parts = [], match;
      pattern.lastIndex = 0;
      while ((match = pattern.exec(value))) {
        parts.push(document.createTextNode(value.slice(last, match.index)));
        var mark = document.createElement("mark");
        mark.textContent = match[0];
        parts.push(mark);
        last = match.index + match[0].length;
      }
      if (!parts.length) return;
      parts.push(document.createTextNode(value.slice(last)));
      text.replaceWith.apply(text, parts);
    });
  }

  function wholeTermResults(item) {
    var terms = queryTerms();
    all("a.md-search-result__link", item).forEach(function (link) {
      var url = new URL(link.href);
      if (url.searchParams.has("h")) {
        url.searchParams.set("h", terms.join(" "));
        link.href = url.href;
      }
      all("article", link).forEach(function (article) { markTerms(article, terms); });
    });
  }

  function initSearchResults() {
    var list = document.querySelector(".md-search-result__list");
    if (!list || list.getAttribute("data-mq-ready") || document.documentElement.lang !== "ja") return;
    list.setAttribute("data-mq-ready", "1");
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        Array.prototype.forEach.call(record.addedNodes, function (node) {
          if (node.nodeType === 1) wholeTermResults(node);
        });
      });
    }).observe(list, { childList: true });
  }

  function init() {
    nameSearchDialog();
    if (backToTopWatch) { backToTopWatch.disconnect(); backToTopWatch = null; }
    document.documentElement.removeAttribute("data-mq-counter-in-view");
    initSearchResults();
    all("[data-score-counter]").forEach(initCounter);
    all("[data-filter-for]").forEach(initCardFilter);
    all("table[data-card-table]").forEach(initSortable);
    initLanguageLinks();
    initTermTaps();
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
