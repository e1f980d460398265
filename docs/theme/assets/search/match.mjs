/* Marquoir's search: how well one hit matches a query, besides its BM25 score. Pure.

   - `coverage(result, terms, covers)`: how many of the query's own words a hit says (`query.mjs` says which words
     each searched term stands for, and how large a part of it: a pair of a kanji run is a part of the run); a word
     met only in the rest of an entry counts as `covers` says (site/search/ranking.py: less than a word of its
     question, players' words or answer); a word met as the beginning of a longer one, or with a typing slip
     (MiniSearch's prefix and fuzzy terms), counts by the fields of the words it met.
   - `near(sets, said)`: how close the query is to the nearest of a hit's players' words (its keywords, a term's
     aliases), each as the set of its words: the words both say over the words either says (1: a keyword says
     what the query says, question words apart: "how to win" for "how do you win").
   - `exact(title, said, kind, weights)`: a title the query says word for word, question words apart (勝利点,
     "c'est quoi un manœuvre", 設備って何) weighs `weights.title`; a card whose whole name the query holds
     ("chapel resources": a card's name is its own) `weights.card`. */

const fieldValue = (fields, covers) => Math.max(...fields.map((field) => covers[field] ?? 1));

export function coverage(result, terms, covers) {
  const best = new Map();
  const other = Object.keys(result.match).filter((word) => !terms.has(word));
  for (const term of result.queryTerms) {
    const t = terms.get(term);
    if (!t) continue;
    let met = result.match[term];
    if (!met) {
      const longer = other.filter((word) => word.startsWith(term));
      met = (longer.length ? longer : other).flatMap((word) => result.match[word]);
    }
    if (!met.length) continue;
    const value = fieldValue(met, covers || {}) * (t.part ?? 1);
    for (const stand of t.stands) best.set(stand, Math.min(1, (best.get(stand) || 0) + value));
  }
  let sum = 0;
  for (const value of best.values()) sum += value;
  return sum;
}

export function near(sets, said) {
  let best = 0;
  for (const set of sets) {
    let both = 0;
    for (const word of set) if (said.has(word)) both += 1;
    if (both) best = Math.max(best, both / (set.size + said.size - both));
  }
  return best;
}

export function exact(title, said, kind, weights) {
  if (!title.size) return 1;
  for (const word of title) if (!said.has(word)) return 1;
  if (title.size === said.size) return weights.title;
  return kind === "card" ? weights.card : 1;
}
