/* Marquoir: cards named by a reader, in the page's language or by their ids. Pure (tests/js/checker/moves.test.mjs). */
import { own } from "../lib/plain.mjs";

/* What a reader types, folded for comparison: full-width forms, accents, case, spaces and punctuation. */
export function fold(text) {
  return String(text).normalize("NFKC").normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/[\s\-_'’.·・]+/g, "");
}

/* Folded name (or id, or name without its article: config.articles) → card id, the first card winning; then the
   forms a sentence writes a name in (« à la chapelle », « du château fort »: the checker says moves back so), where
   no name is folded the same. */
export function nameIndex(cards, articles) {
  const index = new Map();
  const add = (key, id) => {
    const folded = fold(key);
    if (folded && !index.has(folded)) index.set(folded, id);
  };
  for (const card of cards) {
    for (const key of [card.id, card.name]) add(key, card.id);
    for (const article of articles) {
      if (card.name.toLowerCase().startsWith(article)) add(card.name.slice(article.length), card.id);
    }
  }
  for (const card of cards) for (const form of Object.values(card.forms || {})) add(form, card.id);
  return index;
}

/* A card's id from what was typed; an unknown name is added to `unknown` and kept as one word, as typed. */
export function cardId(text, index, unknown) {
  const folded = fold(text);
  if (index.has(folded)) return index.get(folded);
  unknown.push(text.trim());
  return text.trim().normalize("NFKC").replace(/\s+/g, "-");
}

/* The card of an id ({id, type, name, forms?}: the page's configuration), or null. */
export function cardOf(id, byId) {
  return typeof id === "string" && own(byId, id) ? byId[id] : null;
}

/* How far apart two folded names are: the edits (insert, remove, change a character) from one to the other. */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

/* The ways a card is typed, folded: its name, and its name without its article (config.articles). */
function keys(card, articles) {
  const out = [fold(card.name)];
  for (const article of articles) {
    if (card.name.toLowerCase().startsWith(article)) out.push(fold(card.name.slice(article.length)));
  }
  return out.filter(Boolean);
}

/* The names of the `cards` nearest to what was typed, at most `count`, nearest first: those that hold it (or that it
   holds) before the others, then by the edits between them; none further than half the name typed. */
export function nearestNames(text, cards, count, articles) {
  const typed = fold(text);
  if (!typed) return [];
  const scored = [];
  for (const card of cards) {
    const names = keys(card, articles || []);
    const holds = typed.length >= 3 && names.some((name) => name.includes(typed) || typed.includes(name));
    const edits = Math.min(...names.map((name) => distance(typed, name)));
    if (holds || edits <= Math.max(2, Math.floor(typed.length / 2))) scored.push({ name: card.name, holds, edits });
  }
  scored.sort((a, b) => (b.holds - a.holds) || (a.edits - b.edits));
  return scored.slice(0, count).map((s) => s.name);
}

/* The cards as a person sorts them: by name, the numbers in a name as numbers (Compagnon 2 before Compagnon 10). */
export function sortCards(cards, lang) {
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: "base" });
  return cards.slice().sort((a, b) => collator.compare(a.name, b.name));
}
