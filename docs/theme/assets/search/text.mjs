/* Marquoir's search: the words of a text, cut the same way for the documents and for the query. Pure.

   `normalize` folds what a phone or a keyboard types differently: case, accents (écus = ecus), œ and æ,
   full-width and half-width characters (２人目 = 2人目, ｺｲﾝ = コイン), kanji digits (二人目 = 2人目), curly
   apostrophes. `tokenizer(language, phrases)` returns `words(text)`, the words of a text in order:
   - letters and digits apart (2e: 2), without the language's stop words and one-letter elisions (l', d'),
     each read as the word it is a form of (paid: pay; deuxième: 2) and through the light stemmer the
     language's data describes (site/search/language.py);
   - every kanji run as its character pairs (a single character alone: 人目 → 人目; 勝利点 → 勝利, 利点), every
     katakana run whole (loanwords are written whole: ワーカー, whose pairs would meet inside カード), every run
     of hiragana as its pairs but a single one left out (the particles の, を, は);
   then, once more each, the `phrases` the text holds: those of several words in a row (+action+pay for
   "actions payantes") and the Japanese ones (+労働者の派遣, +追加のアクション, +勝利点): the glossary's terms.
   `split(text)` gives the words and the phrases apart, and the words each piece of the text gave (`runs`: a kanji
   run's pairs together); `asks(word)` tells a question word (combien, how, 何: the language's `ask`); `isKana`
   tells a pair of hiragana (a query counts it little: しなかった matters, ですか hardly).
   No dictionary segmenter: character pairs are the same in every browser and in Node, so a word is never cut
   one way in the index and another way in the query. */

const KANJI_DIGITS = "〇一二三四五六七八九";
const LIGATURES = { "œ": "oe", "æ": "ae", "ß": "ss" };

export const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u3005]/;
const DIGITS = /^\d/;
const LATIN = /^[a-z]/;
const PIECE = /[a-z]+|\d+|[\u3400-\u9fff\uf900-\ufaff\u3005]+|[\u30a1-\u30fa\u30fc-\u30ff]+|[\u3040-\u309f]+/g;
export const KATAKANA = /^[\u30a1-\u30fa\u30fc-\u30ff]/;
export const isKana = (word) => /^[\u3040-\u309f]+$/.test(word);
/* A phrase as one word: its words joined, after a mark no word begins with, so that a word the reader is still
   typing (a prefix: "action", コイン) never reaches the phrases that begin with it ("action gratuite", コインの獲得)
   and counts twice in the entries that say them. */
export const phraseOf = (parts) => `+${parts.join("+")}`;

export function normalize(text) {
  return String(text).normalize("NFKC").toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c])
    .normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC")
    .replace(/[〇一二三四五六七八九]/g, (c) => String(KANJI_DIGITS.indexOf(c)))
    .replace(/[’‘`´]/g, "'");
}

/* A word through the stemmer: in each step, the first suffix that matches is replaced if `min` letters remain. */
export function stemmer(language) {
  const steps = language.steps || [];
  const min = language.min || 3;
  const kept = new Set(language.keep || []);
  return function stem(word) {
    if (kept.has(word)) return word;
    let w = word;
    for (const step of steps) {
      for (const [suffix, replacement] of step) {
        if (w.length - suffix.length >= min && w.endsWith(suffix)) {
          w = w.slice(0, w.length - suffix.length) + replacement;
          break;
        }
      }
    }
    return w;
  };
}

function pairs(run, out) {
  const chars = Array.from(run);
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
}

export function tokenizer(language, phrases) {
  const stem = stemmer(language);
  const forms = new Map(Object.entries(language.forms || {}).map(([form, word]) => [normalize(form), normalize(word)]));
  const stop = new Set((language.stop || []).map(normalize));
  const cache = new Map();

  /* a Latin word as the index keeps it (null: left out) */
  function word(piece) {
    let known = cache.get(piece);
    if (known === undefined) {
      const read = forms.get(piece) || piece;
      known = piece.length < 2 || stop.has(piece) ? null : DIGITS.test(read) ? read : stem(read);
      cache.set(piece, known);
    }
    return known;
  }

  /* the words of a folded text; `latin` receives its Latin words alone, in order (for the phrases); `runs`, the
     words each piece of the text gave (a kanji run: its pairs), a list for each piece */
  function base(folded, latin, runs) {
    const out = [];
    for (const piece of folded.match(PIECE) || []) {
      const from = out.length;
      if (DIGITS.test(piece)) out.push(piece);  // digits, kept as they are
      else if (LATIN.test(piece)) {
        const w = word(piece);
        if (w !== null) {
          out.push(w);
          if (latin) latin.push(w);
        }
      } else if (KATAKANA.test(piece)) out.push(piece);
      else if (piece.length === 1 && !isKana(piece)) out.push(piece);
      else pairs(piece, out);
      if (runs && out.length > from) runs.push(out.slice(from));
    }
    return out;
  }

  /* the glossary's phrases, ready to be found: Latin ones by their first word, Japanese ones as text */
  const runs = new Map();
  const whole = [];
  for (const p of new Set((phrases || []).map(normalize))) {
    if (CJK.test(p)) {
      const own = base(p);  // a phrase that is one word already (賃金, コイン) needs no second word
      if (Array.from(p).length >= 2 && !/\s/.test(p) && !(own.length === 1 && own[0] === p)) whole.push(p);
      continue;
    }
    const list = [];
    base(p, list);
    if (list.length < 2) continue;
    if (!runs.has(list[0])) runs.set(list[0], []);
    runs.get(list[0]).push(list);
  }

  function phrasesIn(folded, latin) {
    const out = [];
    for (let i = 0; i < latin.length; i++) {
      for (const list of runs.get(latin[i]) || []) {
        if (list.every((w, k) => latin[i + k] === w)) out.push(phraseOf(list));
      }
    }
    for (const phrase of whole) if (folded.includes(phrase)) out.push(phraseOf([phrase]));
    return out;
  }

  function split(text) {
    const folded = normalize(text);
    const latin = [];
    const runs = [];
    const words = base(folded, latin, runs);
    return { words, phrases: phrasesIn(folded, latin), runs };
  }

  function words(text) {
    const { words: own, phrases: found } = split(text);
    return found.length ? own.concat(found) : own;
  }

  const asking = new Set((language.ask || []).map((w) => word(normalize(w)) || normalize(w)));
  const asks = (term) => asking.has(term);

  return { normalize, stem, words, split, asks };
}
