/* Marquoir: the case checker page (render/checker.py writes its markup and configuration).

   A form describes a table and its moves; the page writes it as a `marquoir check` file in
   textarea[data-case-yaml] (block YAML, every string quoted), keeps a permalink to it in the URL
   fragment, and on the button's press sends the file's text to the engine, which runs in a module
   Web Worker (assets/engine/worker.mjs, Pyodide): the verdict is marquoir.web.check's, written into
   [data-case-verdict] with data-exit 0, 1 or 2 as the command exits, then step by step.

   No word and no rule here: every label, the cards and their names, the verbs, the number of players,
   the rates, the options and their values, and the pages that explain each rule come from the page's
   JSON configuration. Nothing read from the URL, a pasted file or the worker's answer is ever run:
   the permalink is JSON (JSON.parse), the file is text the engine safe-loads, and values reach the
   page through textContent and value only. */
(function () {
  "use strict";

  var MAX_LINK = 200000;      /* characters of a permalink's payload read at most */
  var MAX_INFLATED = 1000000; /* bytes a permalink may inflate to */
  var DEPTH = 12;             /* nesting of a restored case */

  /* ------------------------------------------------------------------ helpers */

  function all(selector, root) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  function format(template, values) {
    return String(template).replace(/\{(\w+)\}/g, function (whole, key) {
      return values && Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole;
    });
  }

  /* An element with attributes (set as properties or attributes, never as HTML) and children (nodes or text). */
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) return;
      if (key === "text") node.textContent = value;
      else if (key === "value") node.value = value;
      else if (key === "hidden" || key === "disabled" || key === "selected" || key === "checked") node[key] = true;
      else node.setAttribute(key, value === true ? "" : String(value));
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function own(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }

  function isObject(value) { return value !== null && typeof value === "object" && !Array.isArray(value); }

  /* Plain data only (what JSON can hold), copied into fresh objects: no prototype, no key like __proto__. */
  function plain(value, depth) {
    if (depth > DEPTH) throw new Error("depth");
    if (value === null || typeof value === "string" || typeof value === "boolean") return value;
    if (typeof value === "number") { if (!isFinite(value)) throw new Error("number"); return value; }
    if (Array.isArray(value)) return value.map(function (item) { return plain(item, depth + 1); });
    if (isObject(value)) {
      var out = {};
      Object.keys(value).forEach(function (key) {
        if (key === "__proto__" || key === "constructor" || key === "prototype") throw new Error("key");
        Object.defineProperty(out, key, { value: plain(value[key], depth + 1), enumerable: true, writable: true, configurable: true });
      });
      return out;
    }
    throw new Error("type");
  }

  /* What a reader types, folded for comparison: full-width forms, accents, case, spaces and punctuation. */
  function fold(text) {
    return String(text).normalize("NFKC").normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .toLowerCase().replace(/[\s\-_'’.·・]+/g, "");
  }

  /* A number typed in the form: plain digits (full-width too) become a number; anything else stays text,
     for the engine to refuse with its message; empty is "not given". */
  function typedNumber(raw, decimals) {
    var text = String(raw || "").normalize("NFKC").trim();
    if (text === "") return undefined;
    var pattern = decimals ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/;
    return pattern.test(text) && text.length < 16 ? Number(text) : text;
  }

  /* ------------------------------------------------------------ YAML writer */

  var PLAIN_KEY = /^[a-z_][a-z0-9_]*$/;
  var YAML_WORDS = /^(y|n|yes|no|on|off|true|false|null)$/i;

  /* A string as a YAML double-quoted scalar: JSON's escapes, plus every character YAML does not
     allow raw in a stream (controls, C1, surrogates, BOM) escaped as \uXXXX. */
  function quote(text) {
    return JSON.stringify(String(text)).replace(/[\u007f-\u009f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]/g, function (c) {
      return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
    });
  }

  function yamlKey(key) { return PLAIN_KEY.test(key) && !YAML_WORDS.test(key) ? key : quote(key); }

  function yamlScalar(value) {
    if (value === null || value === undefined) return "null";
    if (typeof value === "boolean") return value ? "true" : "false";
    if (typeof value === "number") return String(value);
    return quote(value);
  }

  function yamlLines(value, indent, out) {
    var pad = new Array(indent + 1).join(" ");
    if (Array.isArray(value)) {
      value.forEach(function (item) {
        if ((Array.isArray(item) && item.length) || (isObject(item) && Object.keys(item).length)) {
          var inner = [];
          yamlLines(item, indent + 2, inner);
          out.push(pad + "- " + inner[0].slice(indent + 2));
          Array.prototype.push.apply(out, inner.slice(1));
        } else out.push(pad + "- " + yamlValue(item));
      });
      return;
    }
    Object.keys(value).forEach(function (key) {
      var item = value[key];
      if ((Array.isArray(item) && item.length) || (isObject(item) && Object.keys(item).length)) {
        out.push(pad + yamlKey(key) + ":");
        yamlLines(item, indent + 2, out);
      } else out.push(pad + yamlKey(key) + ": " + yamlValue(item));
    });
  }

  function yamlValue(value) {
    if (Array.isArray(value)) return "[]";
    if (isObject(value)) return "{}";
    return yamlScalar(value);
  }

  /* Block YAML of a plain mapping (a case). */
  function toYaml(data) {
    var out = [];
    yamlLines(data, 0, out);
    return out.join("\n") + "\n";
  }

  /* ------------------------------------------------------------- permalinks */

  function toBase64url(bytes) {
    var binary = "";
    for (var i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error("base64");
    var binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  async function readAll(stream, limit) {
    var reader = stream.getReader(), chunks = [], size = 0;
    for (;;) {
      var step = await reader.read();
      if (step.done) break;
      size += step.value.byteLength;
      if (size > limit) { reader.cancel(); throw new Error("size"); }
      chunks.push(step.value);
    }
    var bytes = new Uint8Array(size), at = 0;
    chunks.forEach(function (chunk) { bytes.set(chunk, at); at += chunk.byteLength; });
    return bytes;
  }

  async function deflate(text) {
    var stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    return toBase64url(await readAll(stream, Infinity));
  }

  /* {v: 1, case} or {v: 1, yaml} from a payload; an Error whose message says which step failed. */
  async function inflate(payload) {
    if (payload.length > MAX_LINK) throw new Error("size");
    var bytes;
    try { bytes = fromBase64url(payload); } catch (e) { throw new Error("base64"); }
    var text;
    try {
      var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      text = new TextDecoder("utf-8", { fatal: true }).decode(await readAll(stream, MAX_INFLATED));
    } catch (e) { throw new Error(e.message === "size" ? "size" : "deflate"); }
    var data;
    try { data = plain(JSON.parse(text), 0); } catch (e) { throw new Error("json"); }
    if (!isObject(data) || data.v !== 1) throw new Error("json");
    if (isObject(data["case"])) return { "case": data["case"] };
    if (typeof data.yaml === "string") return { yaml: data.yaml };
    throw new Error("json");
  }

  /* ----------------------------------------------------------------- checker */

  function Checker(root) {
    this.root = root;
    this.config = JSON.parse(root.querySelector("[data-checker-config]").textContent);
    this.words = this.config.words;
    this.cards = {};
    this.names = {};
    var self = this;
    this.config.cards.forEach(function (card) { self.cards[card.id] = card; });
    this.buildNameIndex();
    this.model = this.emptyModel();
    this.detached = false;
    this.worker = null;
    this.pending = null;
    this.runId = 0;
    this.find = function (name) { return root.querySelector("[data-case-" + name + "]"); };
  }

  Checker.prototype.w = function (key, values) { return format(this.words[key], values); };

  /* -------------------------------------------------------------- the model */

  Checker.prototype.emptyModel = function () {
    var names = this.words.default_names.split(",");
    var players = [];
    for (var i = 0; i < this.config.players.min; i++) players.push(this.emptyPlayer(names[i] || this.w("player", { n: i + 1 })));
    return { players: players, rows: { buildings_row: [], workers_row: [] }, seed: "", options: {}, moves: [],
             error: "", extra: {}, setupExtra: {}, expectExtra: {} };
  };

  Checker.prototype.emptyPlayer = function (name) {
    return { name: name, money: "", built: [], team: [], sites: [], expect: { money: "", vp: "", score: "" },
             extra: {}, expectExtra: {} };
  };

  /* The case (the keys of a marquoir check file) the form describes, as plain data. */
  Checker.prototype.toCase = function () {
    var m = this.model, money = this.config.money, data = {}, setup = {}, expect = {};
    data.edition = this.config.edition;
    data.players = m.players.map(function (p) { return p.name; });
    var seed = typedNumber(m.seed);
    if (seed !== undefined) data.seed = seed;
    var options = {};
    this.config.options.forEach(function (option) {
      if (own(m.options, option.name) && m.options[option.name] !== option["default"]) options[option.name] = m.options[option.name];
    });
    if (Object.keys(options).length) data.options = options;
    m.players.forEach(function (p) {
      var entry = {};
      var amount = typedNumber(p.money);
      if (amount !== undefined) entry[money] = amount;
      if (p.built.length) entry.built = p.built.slice();
      if (p.team.length) entry.workers = p.team.slice();
      if (p.sites.length) {
        entry.sites = {};
        p.sites.forEach(function (s) { if (s.site) entry.sites[s.site] = s.workers.slice(); });
      }
      Object.keys(p.extra).forEach(function (key) { entry[key] = p.extra[key]; });
      if (Object.keys(entry).length && !own(setup, p.name)) setup[p.name] = entry;
      var wanted = {};
      [["money", money, true], ["vp", "vp", false], ["score", "score", true]].forEach(function (field) {
        var value = typedNumber(p.expect[field[0]], field[2]);
        if (value !== undefined) wanted[field[1]] = value;
      });
      Object.keys(p.expectExtra).forEach(function (key) { wanted[key] = p.expectExtra[key]; });
      if (Object.keys(wanted).length && !own(expect, p.name)) expect[p.name] = wanted;
    });
    ["buildings_row", "workers_row"].forEach(function (row) { if (m.rows[row].length) setup[row] = m.rows[row].slice(); });
    Object.keys(m.setupExtra).forEach(function (key) { setup[key] = m.setupExtra[key]; });
    if (Object.keys(setup).length) data.setup = setup;
    data.moves = m.moves.slice();
    Object.keys(m.expectExtra).forEach(function (key) { expect[key] = m.expectExtra[key]; });
    if (m.error) expect.error = m.error;
    data.expect = expect;  /* required by the format, even empty */
    Object.keys(m.extra).forEach(function (key) { data[key] = m.extra[key]; });
    return data;
  };

  function strings(value) { return Array.isArray(value) && value.every(function (v) { return typeof v === "string"; }); }
  /* A number (or the text typed where one was expected) as the form shows it; null for anything the form would
     not write back the same (a number written as text, a list...). */
  function scalarText(value) {
    if (value === undefined) return "";
    if (typeof value === "number") return String(value);
    return typeof value === "string" && typeof typedNumber(value, true) === "string" ? value : null;
  }

  /* The form's model of a case, or null when the form cannot show it as it is (then the file is shown alone). */
  Checker.prototype.fromCase = function (data) {
    var config = this.config, money = config.money;
    if (!isObject(data) || (own(data, "edition") && data.edition !== config.edition)) return null;
    var names = data.players;
    if (!strings(names) || names.length < config.players.min || names.length > config.players.max) return null;
    var setup = own(data, "setup") ? data.setup : {}, expect = own(data, "expect") ? data.expect : {};
    var options = own(data, "options") ? data.options : {};
    if (!isObject(setup) || !isObject(expect) || !isObject(options)) return null;
    if (own(data, "moves") && !strings(data.moves)) return null;
    var seed = scalarText(data.seed);
    if (seed === null) return null;
    var m = { players: [], rows: { buildings_row: [], workers_row: [] }, seed: seed, options: {}, moves: (data.moves || []).slice(),
              error: "", extra: {}, setupExtra: {}, expectExtra: {} };
    var known = config.options.map(function (o) { return o.name; });
    for (var key in options) {
      if (known.indexOf(key) < 0) return null;
      m.options[key] = options[key];
    }
    var ok = true, self = this;
    names.forEach(function (name) {
      var p = self.emptyPlayer(name), entry = own(setup, name) ? setup[name] : {}, wanted = own(expect, name) ? expect[name] : {};
      if (!isObject(entry) || !isObject(wanted)) { ok = false; return; }
      Object.keys(entry).forEach(function (k) {
        var v = entry[k];
        if (k === money && scalarText(v) !== null) p.money = scalarText(v);
        else if (k === "built" && strings(v)) p.built = v.slice();
        else if (k === "workers" && strings(v)) p.team = v.slice();
        else if (k === "sites" && isObject(v) && Object.keys(v).every(function (s) { return v[s] === null || strings(v[s]); })) {
          p.sites = Object.keys(v).map(function (s) { return { site: s, workers: (v[s] || []).slice() }; });
        } else p.extra[k] = v;
      });
      Object.keys(wanted).forEach(function (k) {
        var v = wanted[k], field = k === money ? "money" : (k === "vp" || k === "score" ? k : null);
        if (field && scalarText(v) !== null) p.expect[field] = scalarText(v);
        else p.expectExtra[k] = v;
      });
      m.players.push(p);
    });
    if (!ok) return null;
    Object.keys(setup).forEach(function (k) {
      if (names.indexOf(k) >= 0) return;
      if ((k === "buildings_row" || k === "workers_row") && strings(setup[k])) m.rows[k] = setup[k].slice();
      else m.setupExtra[k] = setup[k];
    });
    Object.keys(expect).forEach(function (k) {
      if (names.indexOf(k) >= 0) return;
      if (k === "error" && typeof expect[k] === "string" && config.ruleIds.indexOf(expect[k]) >= 0) m.error = expect[k];
      else m.expectExtra[k] = expect[k];
    });
    Object.keys(data).forEach(function (k) {
      if (["edition", "players", "seed", "options", "setup", "moves", "expect"].indexOf(k) < 0) m.extra[k] = data[k];
    });
    return m;
  };

  /* ------------------------------------------------------ names and moves */

  Checker.prototype.buildNameIndex = function () {
    var self = this, articles = this.config.articles;
    this.config.cards.forEach(function (card) {
      var keys = [card.id, card.name];
      articles.forEach(function (article) {
        if (card.name.toLowerCase().indexOf(article) === 0) keys.push(card.name.slice(article.length));
      });
      keys.forEach(function (key) { var k = fold(key); if (k && !own(self.names, k)) self.names[k] = card.id; });
    });
  };

  Checker.prototype.cardName = function (id) { return own(this.cards, id) ? this.cards[id].name : id; };

  /* A card named in the page's language (or by its id) → its id; unknown: the text as one word, as typed. */
  Checker.prototype.cardId = function (text, unknown) {
    var key = fold(text);
    if (own(this.names, key)) return this.names[key];
    unknown.push(text.trim());
    return text.trim().normalize("NFKC").replace(/\s+/g, "-");
  };

  /* A typed move (`send Compagnon 3 to La chapelle`, `send 職人3 to 礼拝堂`) as a scenario line with card ids. */
  Checker.prototype.readTyped = function (raw) {
    var text = String(raw).normalize("NFKC").replace(/\s+/g, " ").trim(), unknown = [], self = this;
    var match = /^(\S+)\s*(.*)$/.exec(text);
    if (!match) return { move: "", unknown: unknown };
    var verb = match[1].toLowerCase(), rest = match[2];
    var known = this.config.verbs.some(function (v) { return v.verb === verb; });
    if (!known) return { move: text, unknown: unknown };
    var ids = function (part) { return self.cardId(part, unknown); };
    var parts;
    if (verb === "send" && (parts = /^(.+?) to (.+?)(?: with (.+))?$/i.exec(rest))) {
      return { move: "send " + ids(parts[1]) + " to " + ids(parts[2]) + (parts[3] ? " with " + ids(parts[3]) : ""), unknown: unknown };
    }
    if (verb === "invest" && (parts = /^(.+?) on (.+)$/i.exec(rest))) {
      return { move: "invest " + ids(parts[1]) + " on " + ids(parts[2]), unknown: unknown };
    }
    if (verb === "take" || verb === "buy" || verb === "end" || rest === "") return { move: (verb + " " + rest).trim(), unknown: unknown };
    return { move: verb + " " + ids(rest), unknown: unknown };
  };

  /* A scenario line in words (`Alice envoie Compagnon 3 sur La chapelle` without the name): for the list. */
  Checker.prototype.sayMove = function (line) {
    var words = String(line).split(/\s+/), verb = words[0], self = this, name = function (id) { return self.cardName(id); };
    if (verb === "send" && words.length >= 4 && words[2] === "to") {
      var values = { card: name(words[1]), site: name(words[3]) };
      if (words.length === 6 && words[4] === "with") { values.tool = name(words[5]); return this.w("say_send_tool", values); }
      return this.w("say_send", values);
    }
    if (verb === "invest" && words.length === 4 && words[2] === "on") return this.w("say_invest_on", { card: name(words[1]), on: name(words[3]) });
    if (verb === "take" && words.length === 2) return this.w("say_take", { n: words[1] });
    if ((verb === "buy" || verb === "end") && words.length === 1) return this.w("say_" + verb);
    if (["open", "recruit", "invest", "free", "repay"].indexOf(verb) >= 0 && words.length === 2) return this.w("say_" + verb, { card: name(words[1]) });
    return "";
  };

  /* ---------------------------------------------------------------- the form */

  Checker.prototype.cardsOf = function (kind) {
    var types = this.config.kinds[kind] || [];
    return this.config.cards.filter(function (card) { return types.indexOf(card.type) >= 0; });
  };

  /* A <select> of the cards of `kind`, grouped by type, with a first empty choice labelled `first`. */
  Checker.prototype.cardSelect = function (kind, first, label, value) {
    var self = this, select = el("select", { "aria-label": label }, [el("option", { value: "", text: first })]);
    var groups = {};
    this.cardsOf(kind).forEach(function (card) {
      if (!groups[card.type]) groups[card.type] = select.appendChild(el("optgroup", { label: self.words["type_" + card.type] || card.type }));
      groups[card.type].appendChild(el("option", { value: card.id, text: card.name, selected: card.id === value }));
    });
    if (value && !own(this.cards, value)) select.appendChild(el("option", { value: value, text: value, selected: true }));
    return select;
  };

  /* A list of cards (chips with a remove button) and a select that adds one. */
  Checker.prototype.cardList = function (list, kind, label, hint) {
    var self = this, box = el("div", { "class": "mq-checker__cards" });
    box.appendChild(el("span", { "class": "mq-checker__label", text: label }));
    var chips = box.appendChild(el("ul", { "class": "mq-checker__chips" }));
    list.forEach(function (id, i) {
      var remove = el("button", { type: "button", "class": "mq-checker__remove", "aria-label": self.w("remove_card", { name: self.cardName(id) }), text: "×" });
      remove.addEventListener("click", function () { list.splice(i, 1); self.changed(true); });
      chips.appendChild(el("li", { "class": "mq-checker__chip" }, [self.cardName(id), remove]));
    });
    if (!list.length && hint) chips.appendChild(el("li", { "class": "mq-checker__hint", text: hint }));
    var add = this.cardSelect(kind, this.w("add_card"), label);
    add.addEventListener("change", function () { if (add.value) { list.push(add.value); self.changed(true); } });
    box.appendChild(add);
    return box;
  };

  function field(label, input) { return el("label", { "class": "mq-checker__field" }, [el("span", { text: label }), input]); }

  Checker.prototype.textInput = function (object, key, attrs) {
    var self = this, input = el("input", Object.assign({ type: "text", autocomplete: "off", value: object[key] }, attrs || {}));
    input.addEventListener("input", function () { object[key] = input.value; self.changed(false); });
    return input;
  };

  Checker.prototype.renderPlayers = function () {
    var self = this, m = this.model, box = this.find("players"), config = this.config;
    box.textContent = "";
    m.players.forEach(function (p, index) {
      var set = el("fieldset", { "class": "mq-checker__player", "data-case-player": index }, [el("legend", { text: self.w("player", { n: index + 1 }) })]);
      set.appendChild(field(self.w("name"), self.textInput(p, "name", { maxlength: config.limits.name, "data-field": "name" })));
      set.appendChild(field(self.words.money, self.textInput(p, "money", { inputmode: "numeric", placeholder: self.words.money_dealt, "data-field": "money" })));
      set.appendChild(self.cardList(p.built, "built", self.words.built));
      set.appendChild(self.cardList(p.team, "team", self.words.team, self.words.team_dealt));
      var sites = set.appendChild(el("div", { "class": "mq-checker__sites" }, [el("span", { "class": "mq-checker__label", text: self.words.sites })]));
      p.sites.forEach(function (s, i) {
        var siteBox = sites.appendChild(el("div", { "class": "mq-checker__site" }));
        var pick = self.cardSelect("site", self.words.choose, self.words.site, s.site);
        pick.addEventListener("change", function () { s.site = pick.value; self.changed(true); });
        siteBox.appendChild(field(self.words.site, pick));
        siteBox.appendChild(self.cardList(s.workers, "sent", self.words.on_site));
        var remove = el("button", { type: "button", "class": "md-button", text: self.words.remove_site });
        remove.addEventListener("click", function () { p.sites.splice(i, 1); self.changed(true); });
        siteBox.appendChild(remove);
      });
      var addSite = el("button", { type: "button", "class": "md-button", text: self.words.add_site });
      addSite.addEventListener("click", function () { p.sites.push({ site: "", workers: [] }); self.changed(true); });
      sites.appendChild(addSite);
      var remove = el("button", { type: "button", "class": "md-button", text: self.words.remove_player, disabled: m.players.length <= config.players.min });
      remove.addEventListener("click", function () {
        if (m.players.length > config.players.min) { m.players.splice(index, 1); self.changed(true); }
      });
      set.appendChild(remove);
      box.appendChild(set);
    });
    this.find("add-player").disabled = m.players.length >= config.players.max;
  };

  Checker.prototype.renderRows = function () {
    var box = this.find("rows"), m = this.model;
    box.textContent = "";
    box.appendChild(el("p", { "class": "mq-checker__label", text: this.words.rows }));
    box.appendChild(this.cardList(m.rows.buildings_row, "site", this.words.buildings_row, this.words.row_dealt));
    box.appendChild(this.cardList(m.rows.workers_row, "worker_row", this.words.workers_row, this.words.row_dealt));
    box.appendChild(field(this.words.seed, this.textInput(m, "seed", { inputmode: "numeric", placeholder: "0", "data-field": "seed" })));
  };

  Checker.prototype.optionText = function (value) {
    if (value === true) return this.words.yes;
    if (value === false) return this.words.no;
    return String(value);
  };

  Checker.prototype.renderOptions = function () {
    var self = this, box = this.find("options"), m = this.model;
    box.textContent = "";
    this.config.options.forEach(function (option) {
      var current = own(m.options, option.name) ? m.options[option.name] : option["default"];
      var select = el("select", { "data-option": option.name });
      var values = option.values.slice();
      if (!values.some(function (v) { return v === current; })) values.push(current);
      values.forEach(function (value, i) {
        var text = self.optionText(value);
        if (value === option["default"]) text = self.w("default", { value: text });
        select.appendChild(el("option", { value: String(i), text: text, selected: value === current }));
      });
      select.addEventListener("change", function () { m.options[option.name] = values[Number(select.value)]; self.changed(false); });
      var title = option.href ? el("a", { href: option.href, text: option.label }) : el("span", { text: option.label });
      box.appendChild(el("label", { "class": "mq-checker__field mq-checker__option" }, [el("span", {}, [title, " ", el("code", { text: option.name })]), select]));
    });
  };

  Checker.prototype.renderMoves = function () {
    var self = this, list = this.find("moves"), m = this.model;
    list.textContent = "";
    if (!m.moves.length) list.appendChild(el("li", { "class": "mq-checker__hint", text: this.words.no_moves }));
    m.moves.forEach(function (line, i) {
      var input = el("input", { type: "text", value: line, "aria-label": self.words.verb + " " + (i + 1), spellcheck: "false", autocomplete: "off" });
      var said = el("span", { "class": "mq-checker__said", text: self.sayMove(line) });
      input.addEventListener("input", function () { m.moves[i] = input.value; said.textContent = self.sayMove(input.value); self.changed(false); });
      var up = el("button", { type: "button", "class": "mq-checker__remove", "aria-label": self.w("move_up", { n: i + 1 }), text: "↑", disabled: i === 0 });
      up.addEventListener("click", function () { m.moves.splice(i - 1, 0, m.moves.splice(i, 1)[0]); self.changed(true); });
      var remove = el("button", { type: "button", "class": "mq-checker__remove", "aria-label": self.w("remove_move", { n: i + 1 }), text: "×" });
      remove.addEventListener("click", function () { m.moves.splice(i, 1); self.changed(true); });
      list.appendChild(el("li", { "class": "mq-checker__move" }, [input, up, remove, said]));
    });
  };

  /* The move builder: a verb, then a list (or a number) for each of its fields; and a typed move. */
  Checker.prototype.renderBuilder = function () {
    var self = this, box = this.find("builder"), config = this.config;
    box.textContent = "";
    var verbSelect = el("select", { "data-builder-verb": "" });
    config.verbs.forEach(function (v) { verbSelect.appendChild(el("option", { value: v.verb, text: self.words["verb_" + v.verb] })); });
    var fieldsBox = el("div", { "class": "mq-checker__builder-fields" });
    var inputs = {};
    function showFields() {
      fieldsBox.textContent = "";
      inputs = {};
      var verb = config.verbs.filter(function (v) { return v.verb === verbSelect.value; })[0];
      verb.fields.forEach(function (f) {
        var label = self.words["field_" + f.name], input;
        if (f.name === "n") {
          input = el("select", {});
          config.take.forEach(function (n) { input.appendChild(el("option", { value: String(n), text: String(n) })); });
        } else input = self.cardSelect(f.kind, self.words.choose, label);
        input.setAttribute("data-builder-field", f.name);
        inputs[f.name] = input;
        fieldsBox.appendChild(field(label, input));
      });
    }
    verbSelect.addEventListener("change", showFields);
    var add = el("button", { type: "button", "class": "md-button", "data-builder-add": "", text: this.words.add_move });
    add.addEventListener("click", function () {
      var verb = verbSelect.value, v = function (name) { return inputs[name] ? inputs[name].value : ""; };
      var missing = config.verbs.filter(function (x) { return x.verb === verb; })[0].fields.filter(function (f) {
        return !f.optional && !v(f.name);
      })[0];
      if (missing) { inputs[missing.name].focus(); return; }  /* a move needs its cards before it is added */
      var line = verb;
      if (verb === "send") line = "send " + v("card") + " to " + v("site") + (v("tool") ? " with " + v("tool") : "");
      else if (verb === "invest") line = "invest " + v("card") + (v("on") ? " on " + v("on") : "");
      else if (verb === "take") line = "take " + v("n");
      else if (inputs.card) line = verb + " " + v("card");
      self.model.moves.push(line.replace(/\s+/g, " ").trim());
      self.changed(true);
    });
    box.appendChild(field(this.words.verb, verbSelect));
    box.appendChild(fieldsBox);
    box.appendChild(add);
    var typed = el("input", { type: "text", "data-builder-typed": "", placeholder: this.words.typed_example, autocomplete: "off", spellcheck: "false" });
    var addTyped = el("button", { type: "button", "class": "md-button", "data-builder-add-typed": "", text: this.words.add_typed });
    var note = el("p", { "class": "mq-checker__note", "data-builder-note": "", role: "status" });
    function addTypedMove() {
      var read = self.readTyped(typed.value);
      if (!read.move) return;
      self.model.moves.push(read.move);
      typed.value = "";
      self.changed(true);
      note.textContent = read.unknown.map(function (name) { return self.w("unknown_name", { name: name }); }).join(" ");
    }
    addTyped.addEventListener("click", addTypedMove);
    typed.addEventListener("keydown", function (event) { if (event.key === "Enter") { event.preventDefault(); addTypedMove(); } });
    box.appendChild(el("div", { "class": "mq-checker__typed" }, [field(this.words.typed, typed), addTyped]));
    box.appendChild(note);
    showFields();
  };

  Checker.prototype.renderExpect = function () {
    var self = this, box = this.find("expect"), m = this.model;
    box.textContent = "";
    m.players.forEach(function (p, index) {
      var set = el("fieldset", { "class": "mq-checker__player" }, [el("legend", { text: p.name || self.w("player", { n: index + 1 }) })]);
      set.appendChild(field(self.w("expect_money", { money: self.words.money }), self.textInput(p.expect, "money", { inputmode: "numeric" })));
      set.appendChild(field(self.words.expect_vp, self.textInput(p.expect, "vp", { inputmode: "numeric" })));
      set.appendChild(field(self.words.expect_score, self.textInput(p.expect, "score", { inputmode: "decimal" })));
      box.appendChild(set);
    });
    var select = el("select", { "data-expect-error": "" }, [el("option", { value: "", text: this.words.expect_none })]);
    this.config.ruleIds.forEach(function (rule) {
      var page = self.config.rules[rule];
      select.appendChild(el("option", { value: rule, text: page ? rule + " — " + page.title : rule, selected: rule === m.error }));
    });
    select.addEventListener("change", function () { m.error = select.value; self.changed(false); });
    box.appendChild(field(this.words.expect_error, select));
  };

  Checker.prototype.render = function () {
    this.renderPlayers();
    this.renderRows();
    this.renderOptions();
    this.renderMoves();
    this.renderExpect();
  };

  /* The form changed: re-render it if its structure did, write the file (unless edited by hand), update the link. */
  Checker.prototype.changed = function (structure) {
    if (structure) this.render();
    if (!this.detached) this.writeFile();
    this.updateLink();
  };

  Checker.prototype.writeFile = function () {
    this.find("yaml").value = toYaml(this.toCase());
  };

  Checker.prototype.setDetached = function (detached) {
    this.detached = detached;
    this.find("detached").hidden = !detached;
    this.find("form").classList.toggle("mq-checker__form--detached", detached);
  };

  /* -------------------------------------------------------- link and file */

  Checker.prototype.linkData = function () {
    return this.detached ? { v: 1, yaml: this.find("yaml").value } : { v: 1, "case": this.toCase() };
  };

  Checker.prototype.updateLink = function () {
    var self = this, input = this.find("link");
    if (typeof CompressionStream === "undefined") return;
    var serial = ++this.linkSerial;
    deflate(JSON.stringify(this.linkData())).then(function (payload) {
      if (serial !== self.linkSerial) return;  /* a newer change is being written */
      var url = location.href.split("#")[0] + "#case=" + payload;
      input.value = url;
      self.written = "#case=" + payload;
      if (history.replaceState) history.replaceState(null, "", self.written);
    });
  };

  /* The cases of the worked examples of this edition ({key: permalink payload}), read once; null if unreadable
     (opened from disk, or offline before the site was kept). Data only: each case is then read as a link's. */
  Checker.prototype.exampleCases = function () {
    var self = this;
    if (!this.examplesRead) {
      this.examplesRead = fetch(new URL(this.config.examples, location.href).href)
        .then(function (response) { return response.ok ? response.json() : null; })
        .then(function (data) { return data && typeof data === "object" && !Array.isArray(data) ? data : null; })
        .catch(function () { return null; })
        .then(function (data) { if (!data) self.examplesRead = null; return data; });  /* tried again next time */
    }
    return this.examplesRead;
  };

  Checker.prototype.restore = async function () {
    var hash = location.hash, prefix = "#case=", example = "#example=";
    if (hash.indexOf(example) === 0) {
      /* a worked example's link names its game (ex-trois-actions/1); the site keeps its case in examples.json */
      var key = hash.slice(example.length), examples = await this.exampleCases();
      try { key = decodeURIComponent(key); } catch (e) { /* a broken %-escape: no example has that name */ }
      if (!examples) {
        this.say(this.w("bad_link", { why: this.words.bad_link_examples_unread }), true);
        return false;
      }
      if (!own(examples, key) || typeof examples[key] !== "string") {
        this.say(this.w("bad_link", { why: this.words.bad_link_example }), true);
        return false;
      }
      hash = prefix + examples[key];
    }
    if (hash.indexOf(prefix) !== 0 || hash === this.written) return false;
    try {
      var data = await inflate(hash.slice(prefix.length));
      var model = own(data, "case") ? this.fromCase(data["case"]) : null;
      if (model) {
        this.model = model;
        this.setDetached(false);
        this.render();
        this.writeFile();
      } else {
        this.setDetached(true);
        this.find("yaml").value = own(data, "case") ? toYaml(data["case"]) : data.yaml;
      }
      this.say(this.words.restored);
      this.updateLink();
      return true;
    } catch (error) {
      var why = { base64: "bad_link_base64", deflate: "bad_link_deflate", size: "bad_link_size" }[error.message] || "bad_link_json";
      this.say(this.w("bad_link", { why: this.words[why] }), true);
      return false;
    }
  };

  function copyText(text, input) {
    if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      input.select();
      try { if (document.execCommand("copy")) resolve(); else reject(new Error("copy")); } catch (e) { reject(e); }
    });
  }

  Checker.prototype.say = function (text, error) {
    var notice = this.find("notice");
    notice.textContent = text;
    notice.hidden = !text;
    notice.classList.toggle("mq-checker__notice--error", !!error);
  };

  /* ------------------------------------------------------------- running */

  Checker.prototype.progress = function (stage, loaded, total) {
    var box = this.find("progress"), bar = box.querySelector("progress"), text = box.querySelector("span");
    box.hidden = !stage;
    if (!stage) return;
    var mb = function (bytes) { return (bytes / 1e6).toLocaleString(this.config.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }); }.bind(this);
    if (stage === "download" && total) {
      bar.max = total;
      bar.value = Math.min(loaded, total);
      text.textContent = loaded >= total ? this.words.stage_start : this.w("stage_download", { loaded: mb(Math.min(loaded, total)), total: mb(total) });
    } else {
      bar.removeAttribute("value");
      text.textContent = this.words["stage_" + stage] || "";
    }
  };

  Checker.prototype.stopWorker = function () {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = false;
    clearTimeout(this.timer);
  };

  /* The end of a run that gave no verdict: the worker is stopped, the page says why and stays usable. */
  Checker.prototype.fail = function (message) {
    this.stopWorker();
    this.pending = null;
    this.progress(null);
    var verdict = this.find("verdict");
    verdict.removeAttribute("data-exit");
    verdict.setAttribute("data-state", "error");
    verdict.textContent = message;
    this.find("run").disabled = false;
  };

  Checker.prototype.watch = function (seconds, key) {
    var self = this;
    clearTimeout(this.timer);
    this.timer = setTimeout(function () { self.fail(self.w(key, { seconds: seconds })); }, seconds * 1000);
  };

  Checker.prototype.startWorker = function () {
    var self = this, engine = this.config.engine;
    var worker = new Worker(new URL(engine.worker, location.href), { type: "module" });
    worker.onmessage = function (event) { self.onWorker(worker, event.data || {}); };
    worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      if (self.worker === worker) self.fail(self.w("failed", { detail: (event && event.message) || "worker" }));
    };
    this.worker = worker;
    return worker;
  };

  Checker.prototype.onWorker = function (worker, message) {
    if (worker !== this.worker || !this.pending) return;
    var engine = this.config.engine;
    if (message.type === "progress") {
      if (message.stage === "check") this.watch(engine.runSeconds, "timeout");
      else this.watch(engine.stallSeconds, "stalled");
      this.progress(message.stage, message.loaded, message.total);
    } else if (message.type === "result" && message.id === this.pending) {
      clearTimeout(this.timer);
      this.pending = null;
      this.progress(null);
      var result;
      try { result = JSON.parse(message.json); } catch (e) { this.fail(this.w("failed", { detail: "JSON" })); return; }
      this.ready = true;
      this.show(result);
      this.find("run").disabled = false;
      this.cacheEngine();
      this.storageNote();
    } else if (message.type === "failed") {
      this.fail(this.w("failed", { detail: message.message ? String(message.message).split("\n").filter(Boolean).pop().slice(0, 200) : message.stage }));
    }
  };

  Checker.prototype.run = function () {
    if (this.pending) return;
    if (location.protocol === "file:") { this.say(this.words.file_protocol, true); return; }
    var verdict = this.find("verdict");
    verdict.textContent = "";
    verdict.removeAttribute("data-exit");
    verdict.removeAttribute("data-state");
    this.find("details").textContent = "";
    this.find("run").disabled = true;
    this.pending = ++this.runId;
    try {
      var worker = this.worker || this.startWorker();
      this.watch(this.config.engine.stallSeconds, "stalled");
      this.progress(this.worker && this.ready ? "check" : "download", 0, 0);
      worker.postMessage({ type: "check", id: this.pending, text: this.find("yaml").value, lang: this.config.lang });
    } catch (error) {
      this.fail(this.w("failed", { detail: String(error && error.message || error) }));
    }
  };

  /* Ask the service worker (marquoir.js registers it) to keep the engine's files for offline use. */
  Checker.prototype.cacheEngine = function () {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.getRegistration().then(function (registration) {
      var active = registration && registration.active;
      if (active) active.postMessage({ type: "cache-engine" });
    }).catch(function () {});
  };

  Checker.prototype.storageNote = function () {
    var self = this, box = this.find("storage");
    if (!navigator.storage || !navigator.storage.estimate || !window.caches) return;
    Promise.all([navigator.storage.estimate(), caches.keys()]).then(function (found) {
      var usage = found[0].usage || 0, keys = found[1];
      var engine = keys.some(function (key) { return key.indexOf("-engine-") >= 0; });
      if (!keys.length) { box.textContent = self.words.storage_none; return; }
      box.textContent = self.w("storage", {
        size: (usage / 1e6).toLocaleString(self.config.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        engine: engine ? self.words.storage_engine : "" });
    }).catch(function () {});
  };

  /* ------------------------------------------------------------- the verdict */

  Checker.prototype.goToLine = function (line) {
    var area = this.find("yaml"), lines = area.value.split("\n"), start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    area.focus();
    area.setSelectionRange(start, start + (lines[line - 1] || "").length);
  };

  Checker.prototype.lineButton = function (line) {
    var self = this;
    if (typeof line !== "number" || line < 1) return null;
    var button = el("button", { type: "button", "class": "mq-checker__line", text: this.w("go_to_line", { line: line }) });
    button.addEventListener("click", function () { self.goToLine(line); });
    return button;
  };

  Checker.prototype.ruleLink = function (rule) {
    var page = own(this.config.rules, rule) ? this.config.rules[rule] : null;
    return page ? el("a", { href: page.href, "class": "mq-checker__rule", "data-rule": rule, text: this.w("see_rule", { title: page.title }) }) : null;
  };

  /* A table; each cell also carries its column's name (data-label), which a narrow screen shows before it. */
  function table(headers, rows, css, colon) {
    var head = el("tr", {}, headers.map(function (h) { return el("th", { scope: "col", text: h }); }));
    rows.forEach(function (row) {
      Array.prototype.forEach.call(row.cells, function (cell, i) { cell.setAttribute("data-label", headers[i] + colon); });
    });
    var body = el("tbody", {}, rows);
    return el("div", { "class": "mq-checker__table-wrap" }, [el("table", { "class": css }, [el("thead", {}, [head]), body])]);
  }

  Checker.prototype.show = function (result) {
    var self = this, details = this.find("details"), verdict = this.find("verdict");
    details.textContent = "";
    verdict.textContent = String(result.verdict || "");
    verdict.removeAttribute("data-state");
    if ([0, 1, 2].indexOf(result.exit) >= 0) verdict.setAttribute("data-exit", String(result.exit));
    verdict.setAttribute("data-kind", String(result.kind || ""));

    var problems = Array.isArray(result.problems) ? result.problems : [];
    if (problems.length) {
      details.appendChild(el("h3", { text: this.words.problems }));
      details.appendChild(el("ul", { "class": "mq-checker__problems", "data-case-problems": "" }, problems.map(function (p) {
        return el("li", { "data-line": p.line }, [self.w("problem", { line: p.line, field: p.field, message: p.message }), " ", self.lineButton(p.line)]);
      })));
    }
    if (result.refusal) {
      var r = result.refusal;
      details.appendChild(el("p", { "class": "mq-checker__refusal", "data-case-refusal": r.rule },
        [self.w("refused", { message: r.message }), " ", self.ruleLink(r.rule), " ", self.lineButton(r.line)]));
    }
    var unmet = Array.isArray(result.unmet) ? result.unmet : [];
    if (unmet.length) {
      details.appendChild(el("h3", { text: this.words.unmet }));
      details.appendChild(el("ul", { "class": "mq-checker__unmet", "data-case-unmet": "" }, unmet.map(function (u) {
        return el("li", { "data-key": u.key }, [self.w("unmet_item", u), " ", self.lineButton(u.line)]);
      })));
    }
    var steps = Array.isArray(result.steps) ? result.steps : [];
    if (steps.length) {
      details.appendChild(el("h3", { text: this.words.steps }));
      details.appendChild(table(
        [this.words.col_n, this.words.col_player, this.words.col_move, this.words.col_actions, String(result.money || this.words.money),
         this.words.col_vp, this.words.col_completed],
        steps.map(function (s) {
          var effect = el("td", { "class": "mq-checker__effect-cell" }, [el("code", { text: s.move })]);
          (Array.isArray(s.lines) ? s.lines : []).forEach(function (line) { effect.appendChild(el("span", { "class": "mq-checker__effect", text: line })); });
          if (s.refused) {
            effect.appendChild(el("span", { "class": "mq-checker__effect mq-checker__effect--refused", text: self.w("refused", { message: s.refused.message }) }));
            var link = self.ruleLink(s.refused.rule);
            if (link) effect.appendChild(link);
          }
          var completed = (Array.isArray(s.completed) ? s.completed : []).map(function (id) { return self.cardName(id); }).join(", ");
          return el("tr", { "data-step": s.n, "class": s.refused ? "mq-checker__step--refused" : null }, [
            el("td", { text: s.n }), el("td", { text: s.player }), effect, el("td", { text: s.actions_left }),
            el("td", { text: s.money }), el("td", { text: s.vp }), el("td", { text: completed })]);
        }), "mq-checker__steps", this.words.colon));
    }
    var scores = Array.isArray(result.scores) ? result.scores : [];
    if (scores.length) {
      var penalties = scores.some(function (s) { return s.penalties; });
      details.appendChild(el("h3", { text: this.words.scores }));
      details.appendChild(el("p", { text: result.over ? this.words.over : this.words.not_over }));
      var headers = [this.words.col_rank, this.words.col_player, this.words.col_score, this.words.col_vp, String(result.money || this.words.money)];
      if (penalties) headers.push(this.words.col_penalties);
      details.appendChild(table(headers, scores.map(function (s) {
        var cells = [el("td", { text: s.rank }), el("td", { text: s.player }), el("td", { text: s.score }), el("td", { text: s.vp }), el("td", { text: s.money })];
        if (penalties) cells.push(el("td", { text: s.penalties }));
        return el("tr", { "data-score": s.player }, cells);
      }), "mq-checker__scores", this.words.colon));
    }
    var ranking = Array.isArray(result.ranking) ? result.ranking : [];
    if (ranking.length) {
      details.appendChild(el("h3", { text: this.words.ranking }));
      details.appendChild(el("ul", { "class": "mq-checker__ranking", "data-case-ranking": "" }, ranking.map(function (line) { return el("li", { text: line }); })));
    }
    if (result.report) {
      details.appendChild(el("details", { "class": "mq-checker__report" }, [el("summary", { text: this.words.report }), el("pre", { text: result.report })]));
    }
  };

  /* --------------------------------------------------------------- start */

  Checker.prototype.start = async function () {
    var self = this, area = this.find("yaml");
    this.linkSerial = 0;
    this.find("add-player").addEventListener("click", function () {
      var m = self.model, names = self.words.default_names.split(",");
      if (m.players.length >= self.config.players.max) return;
      m.players.push(self.emptyPlayer(names[m.players.length] || self.w("player", { n: m.players.length + 1 })));
      self.changed(true);
    });
    area.addEventListener("input", function () { self.setDetached(true); self.updateLink(); });
    this.find("rewrite").addEventListener("click", function () { self.setDetached(false); self.writeFile(); self.updateLink(); });
    this.find("run").addEventListener("click", function () { self.run(); });
    this.find("copy-file").addEventListener("click", function () {
      copyText(area.value, area).then(function () { self.say(self.words.copied); }, function () { self.say(self.words.copy_failed, true); });
    });
    this.find("copy-link").addEventListener("click", function () {
      var input = self.find("link");
      copyText(input.value, input).then(function () { self.say(self.words.copied); }, function () { self.say(self.words.copy_failed, true); });
    });
    this.find("download").addEventListener("click", function (event) {
      var link = event.currentTarget;
      if (link.href && link.href.indexOf("blob:") === 0) URL.revokeObjectURL(link.href);
      link.href = URL.createObjectURL(new Blob([area.value], { type: "text/yaml;charset=utf-8" }));
    });
    this.render();
    this.renderBuilder();
    this.writeFile();
    var restored = await this.restore();
    if (!restored) this.updateLink();
    /* a link pasted into the address bar of this tab: restore it too */
    window.addEventListener("hashchange", function () { self.restore(); });
    /* the service worker says when it has kept the engine for offline use */
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.addEventListener("message", function (event) {
        if (event.data && event.data.type === "engine-cached") self.storageNote();
      });
    }
    if (location.protocol === "file:") {
      this.say(this.words.file_protocol, true);
      this.find("run").disabled = true;
    }
    this.storageNote();
    this.root.setAttribute("data-case-ready", "");
  };

  function init() {
    all("[data-case]", document).forEach(function (root) {
      if (root.getAttribute("data-case-init")) return;
      root.setAttribute("data-case-init", "");
      new Checker(root).start();
    });
  }

  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(init);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
