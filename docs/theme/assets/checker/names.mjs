/* Marquoir: cards named by a reader, in the page's language or by their ids. Pure (tests/js/checker/moves.test.mjs). */
import { own } from "../lib/plain.mjs";

/* What a reader types, folded for comparison: full-width forms, accents, case, spaces and punctuation. */
export function fold(text) {
  return String(text).normalize("NFKC").normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .toLowerCase().replace(/[\s\-_'’.·・]+/g, "");
}

/* Folded name (or id, or name without its article: config.articles) → card id, the first card winning. */
export function nameIndex(cards, articles) {
  const index = new Map();
  for (const card of cards) {
    const keys = [card.id, card.name];
    for (const article of articles) {
      if (card.name.toLowerCase().startsWith(article)) keys.push(card.name.slice(article.length));
    }
    for (const key of keys) {
      const folded = fold(key);
      if (folded && !index.has(folded)) index.set(folded, card.id);
    }
  }
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
