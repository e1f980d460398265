/* Marquoir: moves read and written over the engine's move grammar, received as data (config.grammar:
   marquoir.engine.moves.grammar): each form's text, `{field:kind}` its slots, the other words written as they are.
   A form with a `lang` is one a reader types on that language's page; the others are the file's. The same table
   and the same two readings as engine/moves.py's parse and Move.text (the file's forms), and a third for a move
   typed with card names in the page's language (every form). Pure (tests/js/checker/moves.test.mjs, on every move of
   tests/scenarios/ as Python reads and writes it). */

const SLOT = /\{(\w+):([\w-]+)\}/g;
const NAME = ".+?";  /* a card's name as typed, spaces and all */

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/* The fixed words of a form as a pattern: each run of spaces one or more spaces, the rest as written. */
function words(text) {
  return text.split(/(\s+)/).filter(Boolean).map((part) => (/^\s+$/.test(part) ? "\\s+" : escape(part))).join("");
}

/* The slots of a form, in order: [{field, kind}]. */
export function slots(form) {
  return [...form.text.matchAll(SLOT)].map((m) => ({ field: m[1], kind: m[2] }));
}

/* The form as a regular expression over a whole line (any case), each slot matching `slotText(field)`. */
function pattern(form, slotText) {
  let out = "";
  let at = 0;
  for (const m of form.text.matchAll(SLOT)) {
    out += words(form.text.slice(at, m.index)) + `(?<${m[1]}>${slotText(m[1])})`;
    at = m.index + m[0].length;
  }
  return new RegExp("^" + out + words(form.text.slice(at)) + "$", "i");
}

function moveOf(form, groups, grammar, value) {
  const move = { verb: form.verb };
  for (const { field } of slots(form)) {
    move[field] = grammar.numbers.includes(field) ? Number(groups[field]) : value(groups[field]);
  }
  return move;
}

/* The forms of a scenario file (those of no language). */
export function fileForms(grammar) {
  return grammar.forms.filter((form) => !form.lang);
}

/* A scenario line as a move ({verb, and a value for each slot of its form}), or null when no form reads it. */
export function readMove(line, grammar) {
  const text = String(line).trim();
  for (const form of fileForms(grammar)) {
    const found = pattern(form, (field) => (grammar.numbers.includes(field) ? grammar.slots.number : grammar.slots.id))
      .exec(text);
    if (found) return moveOf(form, found.groups, grammar, (v) => v);
  }
  return null;
}

/* The form `move` is written in: its verb's form whose slots are exactly the fields it gives (null: none). */
export function formOf(move, grammar) {
  const given = Object.keys(move).filter((k) => k !== "verb" && move[k] !== undefined && move[k] !== null &&
                                                move[k] !== "").sort();
  return fileForms(grammar).find((form) => form.verb === move.verb &&
    slots(form).map((s) => s.field).sort().join(" ") === given.join(" ")) || null;
}

/* A move as a scenario line ("" when its verb has no form with exactly its fields). */
export function writeMove(move, grammar) {
  const form = formOf(move, grammar);
  return form ? form.text.replace(SLOT, (whole, field) => String(move[field])) : "";
}

function fixedWords(form) {
  return form.text.replace(SLOT, " ").split(/\s+/).filter(Boolean).length;
}

/* A move typed by a reader, card names in the page's language or ids (`send Compagnon 3 to La chapelle`), as a
   scenario line with ids: `cardId(name)` gives each card's id. The form with the most fixed words is tried first
   (`invest A on B` before `invest A`); null when no form reads the text. */
export function readTyped(raw, grammar, cardId) {
  const text = String(raw).normalize("NFKC").replace(/\s+/g, " ").trim();
  const forms = grammar.forms.slice().sort((a, b) => fixedWords(b) - fixedWords(a));
  for (const form of forms) {
    const found = pattern(form, (field) => (grammar.numbers.includes(field) ? grammar.slots.number : NAME)).exec(text);
    if (found) return writeMove(moveOf(form, found.groups, grammar, cardId), grammar);
  }
  return null;
}

/* Each verb of the grammar, in order, with the fields of its forms: [{verb, fields: [{field, kind, optional}]}];
   a field is optional when a form of the verb goes without it (`send ... [with TOOL]`). */
export function verbs(grammar) {
  const out = [];
  for (const form of fileForms(grammar)) {
    let verb = out.find((v) => v.verb === form.verb);
    if (!verb) out.push((verb = { verb: form.verb, forms: [] }));
    verb.forms.push(slots(form));
  }
  return out.map(({ verb, forms }) => {
    const fields = [];
    for (const form of forms) {
      for (const slot of form) if (!fields.some((f) => f.field === slot.field)) fields.push({ ...slot });
    }
    for (const f of fields) f.optional = forms.some((form) => !form.some((s) => s.field === f.field));
    return { verb, fields };
  });
}
