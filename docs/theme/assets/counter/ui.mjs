/* Marquoir: the score counter on its page (render/counter.py writes its markup and configuration); shipped as
   assets/marquoir-counter.js, loaded by marquoir.js only on a page that has one, and registered in
   window.Marquoir.parts. The count, the ranking and its words are counter/score.mjs's; here the page: the values
   typed, kept on the device (one entry per edition and language, plain strings only), reset and undo, the ranking
   kept in view while typing, and Material's "back to top" button kept off the fields. No word and no rule here. */
import { all, format } from "../lib/dom.mjs";
import { own } from "../lib/plain.mjs";
import { keepTypeset } from "../lib/typeset-page.mjs";
import { joinNames } from "../lib/words.mjs";
import { explain, parseCount, ranking, sentences, total } from "./score.mjs";

const STORE_PREFIX = "marquoir.counter.v1.";
const STORE_TEXT_MAX = 200;  /* longer stored strings are cut: nothing typed at a table is that long */

function storage() {
  try { return window.localStorage; } catch (e) { return null; }  /* blocked storage throws on access */
}

let backToTopWatch = null;

/* Material's "back to top" button floats over the page: hide it while the counter is on screen, so that it never
   covers a field (on a phone every field spans the width of the screen). */
function watchBackToTop(root) {
  const html = document.documentElement;
  if (!("IntersectionObserver" in window)) { html.setAttribute("data-mq-counter-in-view", ""); return; }
  backToTopWatch = new IntersectionObserver((entries) => {
    if (entries[entries.length - 1].isIntersecting) html.setAttribute("data-mq-counter-in-view", "");
    else html.removeAttribute("data-mq-counter-in-view");
  });
  backToTopWatch.observe(root);
}

function show(element, text) {
  element.textContent = text;
  element.hidden = !text;
}

function item(text, data) {
  const li = document.createElement("li");
  li.textContent = text;
  for (const [key, value] of Object.entries(data)) li.setAttribute("data-" + key, value);
  return li;
}

function initCounter(root) {
  if (root.getAttribute("data-ready")) return;
  root.setAttribute("data-ready", "1");
  const config = JSON.parse(root.querySelector("[data-counter-config]").textContent);
  keepTypeset(root, config.typography);
  const L = config.labels;
  const NAMES = ["name", ...config.fields];
  const list = root.querySelector(".mq-counter__players");
  const template = list.querySelector("[data-player]").cloneNode(true);
  all("input", template).forEach((input) => { input.value = ""; });
  const find = (name) => root.querySelector("[data-" + name + "]");
  const [addButton, resetButton, undoButton, statusBox] = [find("add"), find("reset"), find("undo"), find("status")];
  const [summary, emptyBox, errorBox] = [find("summary"), find("empty"), find("error")];
  const [rankingBox, whyBox, endBox] = [find("ranking"), find("why"), find("end")];
  const storeKey = STORE_PREFIX + root.getAttribute("data-edition") + "." + root.getAttribute("data-lang");
  const lang = root.getAttribute("data-lang");
  let undoValues = null;
  let undoFocus = 0;

  const rows = () => all("[data-player]", list);
  const input = (row, name) => row.querySelector('input[name="' + name + '"]');

  function renumber() {
    const count = rows().length;
    rows().forEach((row, i) => {
      const label = format(L.player, { n: i + 1 });
      row.querySelector("legend").textContent = label;
      input(row, "name").placeholder = (config.names || [])[i] || label;  /* the examples' players' names */
      row.querySelector("[data-remove]").disabled = count <= config.minPlayers;
    });
    addButton.disabled = count >= config.maxPlayers;
  }

  /* What is typed, as plain strings: [{name, vp, ecus, ...}] in table order. */
  const snapshot = () => rows().map((row) => Object.fromEntries(NAMES.map((name) => [name, input(row, name).value])));
  const blank = (values) => values.length <= config.minPlayers &&
    values.every((v) => NAMES.every((name) => v[name].trim() === ""));
  const blankRows = () => Array.from({ length: config.minPlayers }, () => Object.fromEntries(NAMES.map((n) => [n, ""])));

  /* Stored data is read as data: a list of players within the configuration's numbers, each value a string
     (anything else is dropped); nothing usable means a fresh counter. */
  function checked(data) {
    if (!data || typeof data !== "object" || !Array.isArray(data.players)) return null;
    if (data.players.length < config.minPlayers || data.players.length > config.maxPlayers) return null;
    return data.players.map((p) => Object.fromEntries(NAMES.map((name) => {
      const value = p && typeof p === "object" && own(p, name) ? p[name] : "";
      return [name, typeof value === "string" ? value.slice(0, STORE_TEXT_MAX) : ""];
    })));
  }

  function load() {
    const store = storage();
    if (!store) return null;
    try { return checked(JSON.parse(store.getItem(storeKey))); } catch (e) { return null; }
  }

  function save() {
    const store = storage();
    if (!store) return;
    const values = snapshot();
    try {
      if (blank(values)) store.removeItem(storeKey);
      else store.setItem(storeKey, JSON.stringify({ players: values }));
    } catch (e) { /* full or blocked storage: the counter still counts */ }
  }

  function setRows(values) {
    rows().forEach((row) => row.remove());
    for (const v of values) {
      const row = template.cloneNode(true);
      NAMES.forEach((name) => { input(row, name).value = v[name] || ""; });
      list.appendChild(row);
    }
    renumber();
    update();
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

  /* The field being typed in stays in view: not under the sticky summary, not below the visible area (the
     on-screen keyboard shrinks it: visualViewport). */
  function keepInView(field) {
    if (!field || !root.contains(field) || field.tagName !== "INPUT") return;
    const gap = 8;
    const box = (field.closest("label") || field).getBoundingClientRect();
    const top = summary.getBoundingClientRect().bottom;
    const viewport = window.visualViewport;
    const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
    if (box.top < top) window.scrollBy(0, box.top - top - gap);
    else if (box.bottom > bottom) window.scrollBy(0, Math.min(box.bottom - bottom + gap, box.top - top - gap));
  }

  function update() {
    const errors = [];
    let entered = false;
    const players = rows().map((row, index) => {
      const nameInput = input(row, "name");
      const player = { index, name: nameInput.value.trim() || nameInput.placeholder, ok: true, values: {} };
      for (const field of config.fields) {
        const box = input(row, field);
        const max = config.limits[field];
        const parsed = parseCount(box.value, max);
        if (box.value.trim() !== "") entered = true;
        if (parsed.error) {
          player.ok = false;
          box.setAttribute("aria-invalid", "true");
          errors.push(format(L[parsed.error], { player: player.name, field: L[field], value: parsed.value, max }));
        } else {
          box.removeAttribute("aria-invalid");
          player.values[field] = parsed.value;
        }
      }
      if (player.ok) player.values[config.criteria[0].value] = total(player.values, config.score);
      row.querySelector("[data-total]").textContent = player.ok ? String(player.values[config.criteria[0].value]) : "—";
      return player;
    });
    show(errorBox, errors.join(" "));
    show(emptyBox, errors.length || entered ? "" : L.empty);
    for (const box of [rankingBox, whyBox, endBox]) box.textContent = "";
    endBox.removeAttribute("data-names");
    save();
    if (errors.length) return;
    const ranks = entered ? ranking(players, config.criteria) : [];
    const said = sentences(ranks, explain(ranks, config.criteria), config, lang);
    for (const place of said.places) {
      rankingBox.appendChild(item(place.text, { rank: String(place.rank), names: JSON.stringify(place.names) }));
    }
    const valueOf = (name) => config.criteria.find((c) => c.name === name).value;  /* data-criterion: vp, ecus */
    for (const reason of said.reasons) {
      whyBox.appendChild(item(reason.text, reason.tied ? { tied: JSON.stringify(reason.tied) } : {
        before: reason.before, after: reason.after, criterion: valueOf(reason.criterion),
        values: JSON.stringify(reason.values) }));
    }
    const enders = players.filter((p) => p.values[config.end.field] >= config.end.at).map((p) => p.name);
    endBox.textContent = enders.length ? format(L.end, { names: joinNames(enders, config.ranking.join) }) : L.no_end;
    endBox.setAttribute("data-names", JSON.stringify(enders));
  }

  addButton.addEventListener("click", () => {
    if (rows().length >= config.maxPlayers) return;
    dropUndo();
    const row = template.cloneNode(true);
    list.appendChild(row);
    renumber();
    update();
    input(row, "name").focus();
  });
  list.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("[data-remove]");
    if (!button || rows().length <= config.minPlayers) return;
    const row = button.closest("[data-player]");
    const before = snapshot();
    const at = rows().indexOf(row);
    const name = input(row, "name").value.trim() || input(row, "name").placeholder;
    row.remove();
    renumber();
    update();
    offerUndo(format(L.removed, { player: name }), before, at);
    addButton.focus();
  });
  resetButton.addEventListener("click", () => {
    const before = snapshot();
    if (blank(before)) return;
    setRows(blankRows());
    offerUndo(L.cleared, before, 0);
  });
  undoButton.addEventListener("click", () => {
    const values = undoValues;
    const at = undoFocus;
    if (!values) return;
    dropUndo();
    setRows(values);
    input(rows()[Math.min(at, rows().length - 1)], "name").focus();
  });
  list.addEventListener("input", () => {
    dropUndo();
    update();
    keepInView(document.activeElement);
  });
  root.addEventListener("focusin", (event) => {
    const field = event.target;
    window.requestAnimationFrame(() => keepInView(field));
  });
  if (window.visualViewport) window.visualViewport.addEventListener("resize", () => keepInView(document.activeElement));
  const saved = load();
  if (saved) setRows(saved);
  else { renumber(); update(); }
  watchBackToTop(root);
}

const parts = (window.Marquoir = window.Marquoir || { parts: {} }).parts;
parts.counter = {
  init: initCounter,
  leave() {
    if (backToTopWatch) { backToTopWatch.disconnect(); backToTopWatch = null; }
  },
};
