/* Marquoir: moves read and written over the engine's move grammar, received as data (config.grammar:
   marquoir.engine.moves.grammar): each form's text, `{field:kind}` its slots, the other words written as they are.
   A form with a `lang` is one a reader types on that language's page, its words in brackets optional (`…を雇用[する]`);
   the others are the file's. The same table
   and the same two readings as engine/moves.py's parse and Move.text (the file's forms), and a third for a move
   typed with card names in the page's language (every form). Pure (tests/js/checker/moves.test.mjs, on every move of
   tests/scenarios/ as Python reads and writes it). */

const SLOT = /\{(\w+):([\w-]+)\}/g;
const OPTIONAL = /\[([^[\]{}]*)\]/g;  /* words a reader may leave out (engine/moves.py's OPTIONAL) */
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
    move[field] = grammar.numbers.includes(field) ? Number(groups[field]) : value(groups[field], field);
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

/* How many characters of a form are its own words (not its slots, not spaces). */
function fixedLength(form) {
  return form.text.replace(SLOT, "").replace(/\s+/g, "").length;
}

/* A space of a form, in a move typed by a reader: one or more spaces between words of scripts written with them,
   none or more next to one written without (を, 派遣), as engine/moves.py's _words reads it; the words in brackets
   optional. */
const LATIN = /[\u0000-\u024f]/;

function looseWords(text) {
  let out = "";
  let at = 0;
  for (const m of text.matchAll(OPTIONAL)) {
    out += loosePlain(text.slice(at, m.index)) + `(?:${loosePlain(m[1])})?`;
    at = m.index + m[0].length;
  }
  return out + loosePlain(text.slice(at));
}

function loosePlain(text) {
  const parts = text.split(/(\s+)/).filter(Boolean);
  return parts.map((part, i) => {
    if (!/^\s+$/.test(part)) return escape(part);
    const around = (i ? parts[i - 1].slice(-1) : "") + (i + 1 < parts.length ? parts[i + 1].slice(0, 1) : "");
    return [...around].every((c) => LATIN.test(c)) ? "\\s+" : "\\s*";
  }).join("");
}

function typedPattern(form, slotText) {
  let out = "";
  let at = 0;
  for (const m of form.text.matchAll(SLOT)) {
    out += looseWords(form.text.slice(at, m.index)) + `\\s*(?<${m[1]}>${slotText(m[1])})\\s*`;
    at = m.index + m[0].length;
  }
  return new RegExp("^" + out + looseWords(form.text.slice(at)) + "$", "i");
}

/* The forms a typed move is tried against, the file's and the page language's: the most words of their own first
   (engine/moves.py's reading_order), so that no form is read as a shorter one whose slots swallow its words
   (`invest A on B` is not `invest "A on B"`, `send A to work on B` is not `send A to "work on B"`). */
function readingOrder(grammar) {
  return fileForms(grammar).concat(grammar.forms.filter((form) => form.lang))
    .sort((a, b) => fixedLength(b) - fixedLength(a));
}

/* A move typed by a reader, card names in the page's language or ids (`envoyer Compagnon 3 sur La chapelle`), as a
   scenario line with ids: `cardId(name, kind)` gives the id of the card named, of a kind of slot. null when no form
   reads the text. */
export function readTyped(raw, grammar, cardId) {
  const text = String(raw).normalize("NFKC").replace(/\s+/g, " ").trim();
  for (const form of readingOrder(grammar)) {
    const kinds = Object.fromEntries(slots(form).map((s) => [s.field, s.kind]));
    const slotText = (field) => (grammar.numbers.includes(field) ? grammar.slots.number : NAME);
    const found = (form.lang ? typedPattern : pattern)(form, slotText).exec(text);
    if (found) return writeMove(moveOf(form, found.groups, grammar, (name, field) => cardId(name, kinds[field])), grammar);
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
