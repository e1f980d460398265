/* Marquoir: the case checker's moves: the list (each line as written, said in words under it) and the builder (a
   verb, then a list or a number for each field of its forms; or a move typed with card names). Every move is read,
   written and said over the grammar the page receives (checker/moves.mjs, checker/words.mjs). Touches the page. */
import { el, format } from "../lib/dom.mjs";
import { cardId } from "./names.mjs";
import { readTyped, verbs, writeMove } from "./moves.mjs";
import { sayMove, verbName } from "./words.mjs";
import { cardSelect, field } from "./form.mjs";

export function renderMoves(ui) {
  const list = ui.find("moves");
  const moves = ui.model.moves;
  const said = (line) => sayMove(line, ui.config, ui.cards) || "";
  list.textContent = "";
  if (!moves.length) list.appendChild(el("li", { class: "mq-checker__hint", text: ui.words.no_moves }));
  moves.forEach((line, i) => {
    const input = el("input", { type: "text", value: line, "aria-label": ui.words.verb + " " + (i + 1),
                                spellcheck: "false", autocomplete: "off" });
    const words = el("span", { class: "mq-checker__said", text: said(line) });
    input.addEventListener("input", () => { moves[i] = input.value; words.textContent = said(input.value); ui.changed(false); });
    const up = el("button", { type: "button", class: "mq-checker__remove", text: "↑", disabled: i === 0,
                              "aria-label": format(ui.words.move_up, { n: i + 1 }) });
    up.addEventListener("click", () => { moves.splice(i - 1, 0, moves.splice(i, 1)[0]); ui.changed(true); });
    const remove = el("button", { type: "button", class: "mq-checker__remove", text: "×",
                                  "aria-label": format(ui.words.remove_move, { n: i + 1 }) });
    remove.addEventListener("click", () => { moves.splice(i, 1); ui.changed(true); });
    list.appendChild(el("li", { class: "mq-checker__move" }, [input, up, remove, words]));
  });
}

/* The input of one field of a verb: a number among the rates of taking money, or a list of cards of its kind. */
function fieldInput(ui, slot, label) {
  if (!ui.config.grammar.numbers.includes(slot.field)) return cardSelect(ui, slot.kind, ui.words.choose, label);
  const input = el("select", {});
  for (const n of ui.config.take) input.appendChild(el("option", { value: String(n), text: String(n) }));
  return input;
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
  const typed = el("input", { type: "text", "data-builder-typed": "", placeholder: ui.words.typed_example,
                              autocomplete: "off", spellcheck: "false" });
  const addTyped = el("button", { type: "button", class: "md-button", "data-builder-add-typed": "", text: ui.words.add_typed });
  const note = el("p", { class: "mq-checker__note", "data-builder-note": "", role: "status" });
  function addTypedMove() {
    const unknown = [];
    const text = typed.value.normalize("NFKC").replace(/\s+/g, " ").trim();
    if (!text) return;
    const line = readTyped(text, ui.config.grammar, (name) => cardId(name, ui.names, unknown)) || text;
    ui.model.moves.push(line);
    typed.value = "";
    ui.changed(true);
    note.textContent = unknown.map((name) => format(ui.words.unknown_name, { name })).join(" ");
  }
  addTyped.addEventListener("click", addTypedMove);
  typed.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); addTypedMove(); } });
  box.appendChild(el("div", { class: "mq-checker__typed" }, [field(ui.words.typed, typed), addTyped]));
  box.appendChild(note);
  showFields();
}
