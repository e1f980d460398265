/* Marquoir: the case checker's form (the table, the options, the expectations), drawn from the model
   (checker/case.mjs) and the page's configuration: each field the form shows gets the widget of its kind in the case
   format (a number, a list of cards, a list of sites with the cards on each, a rule). Touches the page. `ui` is the
   checker (checker/main.mjs): its config, model, words, cards and `changed(structure)`. */
import { el, format } from "../lib/dom.mjs";
import { own } from "../lib/plain.mjs";
import { numberProblem } from "./case.mjs";
import { builtList, cardList, cardSelect } from "./pickers.mjs";

export function field(label, input) {
  return el("label", { class: "mq-checker__field" }, [el("span", { text: label }), input]);
}

export function textInput(ui, object, key, attrs) {
  const input = el("input", { type: "text", autocomplete: "off", value: object[key], ...attrs });
  input.addEventListener("input", () => { object[key] = input.value; ui.changed(false); });
  return input;
}

/* A bound as the page's language writes a number (18,5 in French), without grouping its digits. */
function number(n, lang) {
  return new Intl.NumberFormat(lang, { useGrouping: false }).format(n);  /* its default three decimals hold tenths */
}

/* A number typed in the form, checked as it is typed against its key in the case format (`described`): a whole number
   (money, VP) or a number with tenths (a score), within the engine's limits (not below 0 écus, not above the most a
   game allows); anything else is marked, with a message under it, and the case is not run until it is corrected. */
function numberInput(ui, object, key, attrs, described) {
  const input = textInput(ui, object, key, { inputmode: described.kind === "number" ? "decimal" : "numeric", ...attrs });
  const note = el("span", { class: "mq-checker__invalid", role: "alert" });
  const check = () => {
    const problem = numberProblem(input.value, described);
    input.toggleAttribute("aria-invalid", !!problem);
    const values = { value: input.value };
    for (const bound of ["low", "high"]) if (problem && bound in problem) values[bound] = number(problem[bound], ui.config.lang);
    note.textContent = problem ? format(ui.words[problem.word], values) : "";
    if (problem) ui.invalid.add(input); else ui.invalid.delete(input);
  };
  input.addEventListener("input", check);
  check();
  return [input, note];
}

/* A list of entries {key, values} (open sites and the workers on each): a card picked for each, a list on it. */
function entryList(ui, entries, shown) {
  const box = el("div", { class: "mq-checker__sites" }, [el("span", { class: "mq-checker__label", text: shown.label })]);
  entries.forEach((entry, i) => {
    const item = box.appendChild(el("div", { class: "mq-checker__site" }));
    const pick = cardSelect(ui, shown.cards, ui.words.choose, shown.item, entry.key);
    pick.addEventListener("change", () => { entry.key = pick.value; ui.changed(true); });
    item.appendChild(field(shown.item, pick));
    item.appendChild(cardList(ui, entry.values, shown.values, shown.values_label));
    const remove = el("button", { type: "button", class: "md-button", text: shown.remove });
    remove.addEventListener("click", () => { entries.splice(i, 1); ui.changed(true); });
    item.appendChild(remove);
  });
  const add = el("button", { type: "button", class: "md-button", text: shown.add });
  add.addEventListener("click", () => { entries.push({ key: "", values: [] }); ui.changed(true); });
  box.appendChild(add);
  return box;
}

/* The widget of one field the form shows, by its key in the case format (`described`: its kind, a number's bounds). */
function widget(ui, values, shown, described) {
  const kind = described.kind;
  const named = (box) => { box.setAttribute("data-list", shown.key); return box; };  /* a hook for tests and tools */
  if (kind === "cards" && shown.vp) return named(builtList(ui, values[shown.key], shown.cards, shown.label));
  if (kind === "cards") return named(cardList(ui, values[shown.key], shown.cards, shown.label, shown.hint));
  if (kind === "card-lists") return named(entryList(ui, values[shown.key], shown));
  if (kind === "rule") {
    const select = el("select", { "data-expect-error": "" }, [el("option", { value: "", text: shown.none })]);
    for (const rule of ui.config.ruleIds) {
      select.appendChild(el("option", { value: rule, text: ui.config.ruleNames[rule], selected: rule === values[shown.key] }));
    }
    select.addEventListener("change", () => { values[shown.key] = select.value; ui.changed(false); });
    return field(shown.label, select);
  }
  const [input, note] = numberInput(ui, values, shown.key, { placeholder: shown.placeholder, "data-field": shown.key },
                                    described);
  const box = field(shown.label, input);
  box.appendChild(note);
  return box;
}

function describedOf(ui, record, part, key) {
  return ui.config.case.records[record][part].find((f) => f.key === key);
}

function recordFields(ui, section, part, owner, box) {
  for (const record of ui.config.form.records.filter((r) => r.section === section)) {
    for (const shown of record[part]) {
      box.appendChild(widget(ui, owner.values[record.key], shown, describedOf(ui, record.key, part, shown.key)));
    }
  }
}

function playerLabel(ui, index) {
  return format(ui.words.player, { n: index + 1 });
}

export function renderPlayers(ui) {
  const { model, config } = ui;
  const box = ui.find("players");
  box.textContent = "";
  model.players.forEach((p, index) => {
    const set = el("fieldset", { class: "mq-checker__player", "data-case-player": index },
                   [el("legend", { text: playerLabel(ui, index) })]);
    set.appendChild(field(ui.words.name, textInput(ui, p, "name", { maxlength: config.limits.name, "data-field": "name" })));
    recordFields(ui, "table", "player", p, set);
    const remove = el("button", { type: "button", class: "md-button", text: ui.words.remove_player,
                                  disabled: model.players.length <= config.players.min });
    remove.addEventListener("click", () => {
      if (model.players.length > config.players.min) { model.players.splice(index, 1); ui.changed(true); }
    });
    set.appendChild(remove);
    box.appendChild(set);
  });
  ui.find("add-player").disabled = model.players.length >= config.players.max;
}

export function renderRows(ui) {
  const box = ui.find("rows");
  box.textContent = "";
  box.appendChild(el("p", { class: "mq-checker__label", text: ui.words.rows }));
  recordFields(ui, "table", "table", ui.model.table, box);
  for (const shown of ui.config.form.top) {
    box.appendChild(widget(ui, ui.model.top, shown, ui.config.case.fields.find((f) => f.key === shown.key)));
  }
}

export function renderExpect(ui) {
  const box = ui.find("expect");
  box.textContent = "";
  ui.model.players.forEach((p, index) => {
    const set = el("fieldset", { class: "mq-checker__player" }, [el("legend", { text: p.name || playerLabel(ui, index) })]);
    recordFields(ui, "expected", "player", p, set);
    box.appendChild(set);
  });
  recordFields(ui, "expected", "table", ui.model.table, box);
}

/* Each option of a disputed point: a group of its readings, each a choice to tick labelled by the ruling that names
   it (the default marked), every reading shown whole (a list cut them to « la prochaine carte ouvrier est visib »). */
export function renderOptions(ui) {
  const box = ui.find("options");
  box.textContent = "";
  for (const option of ui.config.options) {
    const current = own(ui.model.options, option.name) ? ui.model.options[option.name] : option.default;
    const values = option.values.slice();
    if (!values.some((v) => v.value === current)) values.push({ value: current, label: String(current) });
    const title = option.href ? el("a", { href: option.href, text: option.label }) : el("span", { text: option.label });
    const group = el("fieldset", { class: "mq-checker__option", "data-option": option.name }, [el("legend", {}, [title])]);
    values.forEach((v, i) => {
      const text = v.value === option.default ? format(ui.words.default, { value: v.label }) : v.label;
      const choice = el("input", { type: "radio", name: `mq-option-${option.name}`, value: String(i),
                                   checked: v.value === current });
      choice.addEventListener("change", () => {
        ui.model.options[option.name] = values[i].value;
        ui.changed(false);
      });
      group.appendChild(el("label", { class: "mq-checker__choice" }, [choice, text]));
    });
    box.appendChild(group);
  }
}
