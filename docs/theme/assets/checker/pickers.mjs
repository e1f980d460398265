/* Marquoir: the case checker's card lists: a <select> of the cards of a kind, each with its numbers beside its name
   (config.cards: render/checker_cards.py), sorted as a person sorts them, the likely ones first; a list of cards
   with a button to remove each; the completed buildings, picked one by one or by their VP. Touches the page. `ui`
   is the checker (checker/main.mjs). */
import { el, format } from "../lib/dom.mjs";
import { amount } from "../lib/words.mjs";
import { cardOf, sortCards } from "./names.mjs";
import { cardsOnTable, pickBuildings } from "./table.mjs";

export function cardName(ui, id) {
  const card = cardOf(id, ui.cards);
  return card ? card.name : id;
}

function option(card, value) {
  const text = card.numbers ? card.name + " — " + card.numbers : card.name;
  return el("option", { value: card.id, text, selected: card.id === value });
}

/* A <select> of the cards of a kind of list (config.kinds), with a first empty choice; `first` ({label, ids}), when
   given, is a group of the likely cards before the others, which come grouped by type, each sorted by name. */
export function cardSelect(ui, kind, empty, label, value, first) {
  const select = el("select", { "aria-label": label }, [el("option", { value: "", text: empty })]);
  const types = ui.config.kinds[kind] || [];
  const cards = sortCards(ui.config.cards.filter((c) => types.includes(c.type)), ui.config.lang);
  const likely = first ? cards.filter((c) => first.ids.includes(c.id)) : [];
  if (likely.length) select.appendChild(el("optgroup", { label: first.label }, likely.map((c) => option(c, value))));
  const groups = {};
  for (const card of cards) {
    if (likely.includes(card)) continue;
    if (!groups[card.type]) {
      groups[card.type] = select.appendChild(el("optgroup", { label: ui.words["type_" + card.type] || card.type }));
    }
    groups[card.type].appendChild(option(card, value));
  }
  if (value && !cardOf(value, ui.cards)) select.appendChild(el("option", { value, text: value, selected: true }));
  return select;
}

/* A list of cards (chips with a remove button) and a select that adds one. */
export function cardList(ui, list, kind, label, hint) {
  const box = el("div", { class: "mq-checker__cards" }, [el("span", { class: "mq-checker__label", text: label })]);
  const chips = box.appendChild(el("ul", { class: "mq-checker__chips" }));
  list.forEach((id, i) => {
    const name = cardName(ui, id);
    const remove = el("button", { type: "button", class: "mq-checker__remove", text: "×",
                                  "aria-label": format(ui.words.remove_card, { name }) });
    remove.addEventListener("click", () => { list.splice(i, 1); ui.changed(true); });
    chips.appendChild(el("li", { class: "mq-checker__chip" }, [name, remove]));
  });
  if (!list.length && hint) chips.appendChild(el("li", { class: "mq-checker__hint", text: hint }));
  const add = cardSelect(ui, kind, ui.words.add_card, label);
  add.addEventListener("change", () => { if (add.value) { list.push(add.value); ui.changed(true); } });
  box.appendChild(add);
  return box;
}

function vpOf(ui, ids) {
  return ids.reduce((sum, id) => sum + ((cardOf(id, ui.cards) || {}).vp || 0), 0);
}

/* The completed cards: their list, the VP they make, and a number of VP the page turns into buildings still free
   (the fewest that make it), for a player who knows the VP and not which buildings. */
export function builtList(ui, list, kind, label) {
  const box = cardList(ui, list, kind, label);
  const vpUnit = ui.config.units.vp;
  box.insertBefore(el("span", { class: "mq-checker__total", "data-built-total": "",
                                text: format(ui.words.built_total, { vp: amount(vpOf(ui, list), vpUnit, ui.config.lang) }) }),
                   box.lastChild);
  const number = el("input", { type: "text", inputmode: "numeric", autocomplete: "off", "data-built-vp": "",
                               "aria-label": ui.words.built_vp, placeholder: "0" });
  const pick = el("button", { type: "button", class: "md-button", "data-built-pick": "", text: ui.words.built_vp_pick });
  const note = el("p", { class: "mq-checker__note", role: "status" });
  pick.addEventListener("click", () => {
    const vp = Number(String(number.value).normalize("NFKC").trim());
    if (!Number.isInteger(vp) || vp < 0) { note.textContent = format(ui.words.not_whole, { value: number.value }); return; }
    const buildings = ui.config.cards.filter((c) => ui.config.kinds["vp-pick"].includes(c.type));
    const mine = new Set(list);
    const taken = new Set([...cardsOnTable(ui.model)].filter((id) => !mine.has(id)));
    const picked = pickBuildings(vp, buildings, taken);
    if (!picked) { note.textContent = format(ui.words.built_vp_none, { vp: amount(vp, vpUnit, ui.config.lang) }); return; }
    const kept = list.filter((id) => !buildings.some((c) => c.id === id));
    list.splice(0, list.length, ...kept, ...picked);
    ui.changed(true);
  });
  box.appendChild(el("div", { class: "mq-checker__built-vp" }, [
    el("label", { class: "mq-checker__field" }, [el("span", { text: ui.words.built_vp }), number]), pick, note]));
  return box;
}
