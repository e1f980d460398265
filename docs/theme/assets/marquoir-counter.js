/* Marquoir: the score counter (its ranking and why, values kept on the device, reset and undo, ranking in view while typing). Loaded by marquoir.js only on a page that has one
   (the first view of every other page does not carry it); it uses marquoir.js's helpers (Marquoir.all,
   Marquoir.format) and registers itself in Marquoir.parts. No words and no rule here: they come from the page. */
(function () {
  "use strict";

  var all = window.Marquoir.all, format = window.Marquoir.format;


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

  window.Marquoir.parts.counter = { init: initCounter, leave: function () {
    if (backToTopWatch) { backToTopWatch.disconnect(); backToTopWatch = null; }
  } };
})();
