/* Marquoir: the case checker's moves: the list (each move said in words in the page's language, with its card names;
   the file keeps the scenario line) and the builder (a verb, then a list or a number for each field of its forms,
   the acting player's free workers and open sites first; or a move typed in the page's language). Text that is not a
   move is never added: it stays in the box, with what was not understood and the nearest card names. Every move is
   read, written and said over the grammar the page receives (checker/moves.mjs, checker/words.mjs). Touches the
   page. */
import { composing, el, format } from "../lib/dom.mjs";
import { joinNames } from "../lib/words.mjs";
import { fold, nearestNames } from "./names.mjs";
import { readTyped, verbs, writeMove } from "./moves.mjs";
import { sayMove, verbName } from "./words.mjs";
import { field } from "./form.mjs";
import { cardSelect } from "./pickers.mjs";
import { tableAfter } from "./table.mjs";

export function renderMoves(ui) {
  const list = ui.find("moves");
  const moves = ui.model.moves;
  list.textContent = "";
  if (!moves.length) list.appendChild(el("li", { class: "mq-checker__hint", text: ui.words.no_moves }));
  moves.forEach((line, i) => {
    const said = sayMove(line, ui.config, ui.cards) || format(ui.words.not_a_move, { text: line });
    const up = el("button", { type: "button", class: "mq-checker__remove", text: "↑", disabled: i === 0,
                              "aria-label": format(ui.words.move_up, { n: i + 1 }) });
    up.addEventListener("click", () => { moves.splice(i - 1, 0, moves.splice(i, 1)[0]); ui.changed(true); });
    const remove = el("button", { type: "button", class: "mq-checker__remove", text: "×",
                                  "aria-label": format(ui.words.remove_move, { n: i + 1 }) });
    remove.addEventListener("click", () => { moves.splice(i, 1); ui.changed(true); });
    list.appendChild(el("li", { class: "mq-checker__move", "data-move": line },
                        [el("span", { class: "mq-checker__said", text: said }), up, remove]));
  });
}

/* The likely cards of a field, first in its list: the acting player's free workers for a worker, open sites for a
   site (checker/table.mjs). */
function likely(ui, kind) {
  const { acting, players } = tableAfter(ui.model, ui.config);
  const player = ui.model.players[acting];
  const name = (player && player.name) || format(ui.words.player, { n: acting + 1 });
  const mine = players[acting] || { workers: [], sites: [] };
  const picker = ui.config.picker;
  if (kind === picker.worker_slot) return { label: format(ui.words.mine_workers, { player: name }), ids: mine.workers };
  if (kind === picker.site_slot) return { label: format(ui.words.mine_sites, { player: name }), ids: mine.sites };
  return null;
}

/* The input of one field of a verb: a number among the rates of taking money, or a list of cards of its kind. */
function fieldInput(ui, slot, label) {
  if (!ui.config.grammar.numbers.includes(slot.field)) {
    return cardSelect(ui, slot.kind, ui.words.choose, label, "", likely(ui, slot.kind));
  }
  const input = el("select", {});
  for (const n of ui.config.take) input.appendChild(el("option", { value: String(n), text: String(n) }));
  return input;
}

/* A typed move as a scenario line, or why not: {line} or {problem}: the text is no move, or names no card. */
export function readTypedMove(ui, text) {
  const unknown = [];
  const cardId = (name, kind) => {
    const id = ui.names.get(fold(name));
    if (id === undefined) unknown.push({ name: name.trim(), kind });
    return id === undefined ? name.trim() : id;
  };
  const line = readTyped(text, ui.config.grammar, cardId);
  if (line === null) return { problem: format(ui.words.typed_not_a_move, { text, forms: ui.words.typed_forms }) };
  if (!unknown.length) return { line };
  const { name, kind } = unknown[0];
  const types = ui.config.kinds[kind] || [];
  const near = nearestNames(name, ui.config.cards.filter((c) => types.includes(c.type)), 3, ui.config.articles);
  const nearest = near.length ? format(ui.words.typed_nearest, { names: joinNames(near, ui.config.join) }) : "";
  return { problem: format(ui.words.typed_unknown, { name }) + nearest };
}

export function renderBuilder(ui) {
  const box = ui.find("builder");
  box.textContent = "";
  const all = verbs(ui.config.grammar);
  const verbSelect = el("select", { "data-builder-verb": "" },
                        all.map((v) => el("option", { value: v.verb, text: verbName(v.verb, ui.config) })));
  const fieldsBox = el("div", { class: "mq-checker__builder-fields" });
  let inputs = {};
  const chosen = () => all.find((v) => v.verb === verbSelect.value);
  function showFields() {
    fieldsBox.textContent = "";
    inputs = {};
    for (const slot of chosen().fields) {
      const label = ui.words["field_" + slot.field];
      const input = fieldInput(ui, slot, label);
      input.setAttribute("data-builder-field", slot.field);
      inputs[slot.field] = input;
      fieldsBox.appendChild(field(label, input));
    }
  }
  ui.refreshBuilder = showFields;  /* the likely cards change with the table and the moves */
  verbSelect.addEventListener("change", showFields);
  const add = el("button", { type: "button", class: "md-button", "data-builder-add": "", text: ui.words.add_move });
  add.addEventListener("click", () => {
    const verb = chosen();
    const missing = verb.fields.find((f) => !f.optional && !inputs[f.field].value);
    if (missing) { inputs[missing.field].focus(); return; }  /* a move needs its cards before it is added */
    const move = { verb: verb.verb };
    for (const f of verb.fields) {
      const value = inputs[f.field].value;
      if (value) move[f.field] = ui.config.grammar.numbers.includes(f.field) ? Number(value) : value;
    }
    ui.model.moves.push(writeMove(move, ui.config.grammar));
    ui.changed(true);
  });
  box.appendChild(field(ui.words.verb, verbSelect));
  box.appendChild(fieldsBox);
  box.appendChild(add);
  const typed = el("input", { type: "text", "data-case-typed": "", placeholder: ui.words.typed_example,
                              autocomplete: "off", spellcheck: "false", "aria-describedby": "mq-typed-note" });
  const addTyped = el("button", { type: "button", class: "md-button", "data-case-typed-add": "", text: ui.words.add_typed });
  const note = el("p", { class: "mq-checker__note", id: "mq-typed-note", "data-case-typed-note": "", role: "status" });
  function addTypedMove() {
    const text = typed.value.normalize("NFKC").replace(/\s+/g, " ").trim();
    if (!text) return;
    const read = readTypedMove(ui, text);
    typed.toggleAttribute("aria-invalid", !read.line);
    if (!read.line) { note.textContent = read.problem; typed.focus(); return; }  /* never added: it stays to correct */
    ui.model.moves.push(read.line);
    typed.value = "";
    ui.changed(true);
    note.textContent = format(ui.words.typed_added, { move: sayMove(read.line, ui.config, ui.cards) });
  }
  addTyped.addEventListener("click", addTypedMove);
  typed.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !composing(event)) { event.preventDefault(); addTypedMove(); }  /* not an IME's Enter */
  });
  box.appendChild(el("div", { class: "mq-checker__typed" }, [field(ui.words.typed, typed), addTyped]));
  box.appendChild(note);
  showFields();
}
