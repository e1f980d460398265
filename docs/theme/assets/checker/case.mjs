/* Marquoir: a case (the keys of a `marquoir check` file, as plain data) and the form's model of it, each read from
   the other. No key is written here: the case format comes as data (config.case: marquoir.scenario.schema.describe,
   each key with the name of its kind), and so does what the form shows of it (config.form: render/checker.py's
   form). Whatever a case holds that the form does not show is kept as it is, and written back. Pure
   (tests/js/checker/case.test.mjs, on every file of tests/scenarios/).

   The model: {top: {key: text}, options: {name: value}, moves: [line], players: [{name, values, rest}], table:
   {values, rest}, rest: {key: value}}; `values` holds, for each record (setup, expectations), what the form shows
   (texts as typed, lists of ids, lists of {key, values}), `rest` the record's other keys as they were. */
import { isObject, own, strings } from "../lib/plain.mjs";

/* A number typed in the form: plain digits (full-width too; with `decimals`, tenths after a point or a comma: 18,5)
   become a number; anything else stays text, for the engine to refuse with its message; empty is "not given"
   (undefined). */
export function typedNumber(raw, decimals) {
  const text = String(raw ?? "").normalize("NFKC").trim();
  if (text === "") return undefined;
  const pattern = decimals ? /^-?\d+([.,]\d+)?$/ : /^-?\d+$/;
  return pattern.test(text) && text.length < 16 ? Number(text.replace(",", ".")) : text;
}

/* What the form says of a number typed in a field, or null when there is nothing to say (a number within its bounds,
   or nothing yet): `field` is the case format's description of its key (config.case: its kind, a whole number or
   one with tenths, and its bounds `low` and `high`, the engine's own limits). {word} names the page's words for it
   (`not_whole`, `not_number`, `too_low` with `low`, `too_high` with `high`). */
export function numberProblem(raw, field) {
  const decimals = field.kind === "number";
  const value = typedNumber(raw, decimals);
  if (typeof value === "string") return { word: decimals ? "not_number" : "not_whole" };
  if (value === undefined) return null;
  if (typeof field.low === "number" && value < field.low) return { word: "too_low", low: field.low };
  if (typeof field.high === "number" && value > field.high) return { word: "too_high", high: field.high };
  return null;
}

/* A number (or the text typed where one was expected) as the form shows it; null for what the form would not write
   back the same (a number written as text, a list...). */
function scalarText(value) {
  if (value === undefined) return "";
  if (typeof value === "number") return String(value);
  return typeof value === "string" && typeof typedNumber(value, true) === "string" ? value : null;
}

/* Each kind of value the form shows: empty, written into a case (undefined: not written), read from one (null: the
   form cannot show it). An empty list is what the form writes as "not given" (a team dealt by the seed), so one a
   file gives (`workers: []`: no worker at all) is kept as it is, not shown. */
const KINDS = {
  whole: { empty: () => "", write: (v) => typedNumber(v, false), read: scalarText },
  number: { empty: () => "", write: (v) => typedNumber(v, true), read: scalarText },
  cards: { empty: () => [], write: (v) => (v.length ? v.slice() : undefined),
           read: (v) => (strings(v) && v.length ? v.slice() : null) },
  "card-lists": {
    empty: () => [],
    write: (v) => (v.length ? Object.fromEntries(v.filter((s) => s.key).map((s) => [s.key, s.values.slice()])) : undefined),
    read: (v) => (isObject(v) && Object.keys(v).length && Object.values(v).every((list) => list === null || strings(list))
      ? Object.keys(v).map((key) => ({ key, values: (v[key] || []).slice() })) : null),
  },
  rule: { empty: () => "", write: (v) => v || undefined, read: (v, config) => (config.ruleIds.includes(v) ? v : null) },
};

function kindOf(fields, key) {
  return fields.find((f) => f.key === key).kind;
}

function topKey(config, kind) {
  return config.case.fields.find((f) => f.kind === kind).key;
}

function emptyValues(config, part) {
  const values = {};
  for (const record of config.form.records) {
    values[record.key] = {};
    for (const field of record[part]) {
      values[record.key][field.key] = KINDS[kindOf(config.case.records[record.key][part], field.key)].empty();
    }
  }
  return values;
}

function emptyRest(config) {
  return Object.fromEntries(config.form.records.map((record) => [record.key, {}]));
}

export function emptyPlayer(config, name) {
  return { name, values: emptyValues(config, "player"), rest: emptyRest(config) };
}

/* A model with the fewest players the edition has, named from `names`. */
export function emptyModel(config, names) {
  const players = [];
  for (let i = 0; i < config.players.min; i++) players.push(emptyPlayer(config, names[i]));
  return { top: Object.fromEntries(config.form.top.map((f) => [f.key, ""])), options: {}, moves: [], players,
           table: { values: emptyValues(config, "table"), rest: emptyRest(config) }, rest: {} };
}

/* The values of one part of a record, written: the form's fields, then the rest as it was (what the form does not
   write itself). */
function writeValues(fields, values, rest) {
  const out = {};
  for (const key of Object.keys(values)) {
    const written = KINDS[kindOf(fields, key)].write(values[key]);
    if (written !== undefined) out[key] = written;
  }
  for (const key of Object.keys(rest)) if (!own(out, key)) out[key] = rest[key];
  return out;
}

function writeRecord(model, config, record) {
  const fields = config.case.records[record];
  const out = {};
  for (const p of model.players) {
    const entry = writeValues(fields.player, p.values[record], p.rest[record]);
    if (Object.keys(entry).length && !own(out, p.name)) out[p.name] = entry;
  }
  return Object.assign(out, writeValues(fields.table, model.table.values[record], model.table.rest[record]));
}

/* The case the model describes, its keys in the format's order (a required record written even when empty). */
export function toCase(model, config) {
  const out = {};
  for (const field of config.case.fields) {
    const key = field.key;
    if (field.kind === "edition-id") out[key] = config.edition;
    else if (field.kind === "player-names") out[key] = model.players.map((p) => p.name);
    else if (field.kind === "move-lines") out[key] = model.moves.slice();
    else if (field.kind === "option-values") {
      const changed = {};
      for (const option of config.options) {
        if (own(model.options, option.name) && model.options[option.name] !== option.default) {
          changed[option.name] = model.options[option.name];
        }
      }
      if (Object.keys(changed).length) out[key] = changed;
    } else if (field.kind === "record") {
      const record = writeRecord(model, config, key);
      if (Object.keys(record).length || field.required) out[key] = record;
    } else if (own(model.top, key)) {
      const written = KINDS[field.kind].write(model.top[key]);
      if (written !== undefined) out[key] = written;
    }
  }
  return Object.assign(out, model.rest);
}

/* One part of a record read into `values` (what the form shows and can show) and `rest` (the other keys). */
function readValues(entry, fields, shown, values, rest, config) {
  for (const key of Object.keys(entry)) {
    const field = shown.find((f) => f.key === key);
    const read = field ? KINDS[kindOf(fields, key)].read(entry[key], config) : null;
    if (read !== null) values[key] = read;
    else rest[key] = entry[key];
  }
}

/* The form's model of a case, or null when the form cannot show it as it is (then the file is shown alone): another
   edition, players the form cannot list, unknown options, moves that are not lines, a record or a player's entry
   that is not a mapping, a top-level value the form shows but could not write back the same. */
export function fromCase(data, config) {
  if (!isObject(data)) return null;
  const model = emptyModel(config, []);
  const names = own(data, topKey(config, "player-names")) ? data[topKey(config, "player-names")] : null;
  if (!strings(names) || names.length < config.players.min || names.length > config.players.max) return null;
  model.players = names.map((name) => emptyPlayer(config, name));
  for (const key of Object.keys(data)) {
    const field = config.case.fields.find((f) => f.key === key);
    const value = data[key];
    if (!field) model.rest[key] = value;
    else if (field.kind === "edition-id") {
      if (value !== config.edition) return null;
    } else if (field.kind === "option-values") {
      if (!isObject(value) || !Object.keys(value).every((name) => config.options.some((o) => o.name === name))) return null;
      Object.assign(model.options, value);
    } else if (field.kind === "move-lines") {
      if (!strings(value)) return null;
      model.moves = value.slice();
    } else if (field.kind === "record") {
      if (!isObject(value) || !readRecord(model, config, key, value)) return null;
    } else if (own(model.top, key)) {
      const read = KINDS[field.kind].read(value, config);
      if (read === null) return null;
      model.top[key] = read;
    } else if (field.kind !== "player-names") model.rest[key] = value;
  }
  return model;
}

function readRecord(model, config, key, value) {
  const fields = config.case.records[key];
  const shown = config.form.records.find((r) => r.key === key);
  for (const p of model.players) {
    const entry = own(value, p.name) ? value[p.name] : {};
    if (!isObject(entry)) return false;
    readValues(entry, fields.player, shown.player, p.values[key], p.rest[key], config);
  }
  const table = Object.fromEntries(Object.entries(value).filter(([k]) => !model.players.some((p) => p.name === k)));
  readValues(table, fields.table, shown.table, model.table.values[key], model.table.rest[key], config);
  return true;
}
