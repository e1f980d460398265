/* Marquoir's search: what a query asks. Pure.

   `vocabulary(data, tools)` prepares, once, the words the build derived from the facts (site/search/words.py):
   the glossary's terms with their aliases, each edition's own words and its names. `analyse(query, tools, vocab,
   weights)` then says, for one query:
   - its words (`terms`), each with its weight (`weights`: site/search/ranking.py) and the query's own words it
     `stands` for (what a hit must match to cover the query; `own`, how many there are): the query's own words (1;
     the pairs of a kanji run, each its `part` of the run: one word); a question word (`ask`: combien, how, 何:
     the kind of answer, not what about); a pair of hiragana (`kana`: little); an edition's name (`name`: it ranks
     the edition, it hardly says what is asked); a glossary
     phrase the query holds (its words in a row, or all of them in any order: 奴隷 解放 holds 奴隷の解放): one
     word more; and for a glossary alias the query uses that the texts themselves do not (`known`: a word of the
     documents' titles, questions, answers or rest), the term's own names (`synonym`: ワーカー also searches
     労働者; "score" needs no help: the texts say it);
   - the edition it asks about (`edition`): the one it names (Antiquité, Antiquity, 古代版), else the one whose own
     words it uses more (sesterces, esclave, 奴隷), else null.
   A phrase is found in a query as in a text: its words in a row, or its characters (the longest: 勝利 is not
   read in 勝利点). */
import { CJK, isKana, phraseOf } from "./text.mjs";

/* A phrase as the query's analysis needs it: its words in a row (or its characters), all its words (to find it
   scattered), and the one word the tokenizer makes of it when a text holds it whole. */
function phrase(text, tools) {
  const folded = tools.normalize(text).replace(/\s+/g, "");
  const words = tools.split(text).words;
  if (!words.length) return null;
  const all = words.filter((w) => !isKana(w));
  if (CJK.test(folded)) return { cjk: folded, all, token: phraseOf([folded]) };
  return { words: ` ${words.join(" ")} `, list: words, all, token: words.length > 1 ? phraseOf(words) : null };
}

/* Each edition's own words: the candidates the build sends (its glossary terms, money, resources, cards) without
   those that an entry of another edition, or a glossary term of both, also has in its title or players' words,
   or that another edition also claims (decided here, where the words are cut as in the index: "freeing" is in
   "free action"). The guides of both editions are not counted: they speak of each (the Chapel of the rulebook).
   The phrases said elsewhere are joined in one text, each between bars, so that one search finds a run of
   words (or of characters) inside any of them. A word met elsewhere only inside a longer candidate of the other
   edition stays its own ("tool" of Antiquity in "survey tools", a Middle Ages card): the query that says the
   longer one asks about it (`editionOf`). */
const said = (p) => p.cjk || p.words;

function ownWords(data, phrases) {
  const candidates = Object.entries(data.markers || {}).map(([edition, list]) => [edition, phrases(list)]);
  const texts = (data.docs || []).filter((doc) => doc.e !== "both" || doc.k === "term")
    .map((doc) => [doc.e, phrases([doc.t, ...(doc.w ? doc.w.split(" ; ") : [])])]);
  return candidates.map(([edition, list]) => {
    const elsewhere = texts.filter(([e]) => e !== edition).flatMap(([, words]) => words);
    const theirs = candidates.filter(([other]) => other !== edition).flatMap(([, words]) => words);
    const text = `|${[...elsewhere, ...theirs].map(said).join("|")}|`;
    return [edition, list.filter((p) => {
      const longer = theirs.map(said).filter((q) => q !== said(p) && q.includes(said(p)));
      return !longer.reduce((rest, q) => rest.split(q).join("|"), text).includes(said(p));
    })];
  });
}

export function vocabulary(data, tools) {
  const phrases = (list) => list.map((text) => phrase(text, tools)).filter(Boolean);
  const synonyms = (data.synonyms || []).map(([names, aliases]) => ({
    names: names.flatMap((name) => tools.words(name)), own: phrases(names), aliases: phrases(aliases) }));
  return {
    synonyms,
    phrases: synonyms.flatMap((group) => [...group.own, ...group.aliases]),
    names: Object.entries(data.names || {}).map(([edition, list]) => [edition, phrases(list)]),
    markers: ownWords(data, phrases),
    candidates: Object.values(data.markers || {}).flatMap(phrases),
  };
}

function found(p, asked) {
  return p.cjk ? asked.folded.includes(p.cjk) : asked.words.includes(p.words);
}

/* The Japanese phrases of `list` the query holds, without those inside a longer one it holds as well. */
function longest(list, asked) {
  const spans = [];
  for (const p of list) {
    if (!p.cjk) continue;
    for (let at = asked.folded.indexOf(p.cjk); at >= 0; at = asked.folded.indexOf(p.cjk, at + 1)) {
      spans.push([at, at + p.cjk.length, p]);
    }
  }
  return new Set(spans.filter(([a, b]) => !spans.some(([c, d]) => c <= a && b <= d && d - c > b - a))
    .map(([, , p]) => p));
}

/* The edition whose phrases the query uses most (none on a tie, or if none is used), not counting a phrase inside
   a longer one the query holds ("tool" in "survey tools"). */
function editionOf(table, asked, candidates = []) {
  const met = [...table.flatMap(([, list]) => list), ...candidates].filter((p) => found(p, asked)).map(said);
  let best = null;
  let most = 0;
  let tie = false;
  for (const [edition, list] of table) {
    const n = list.filter((p) => found(p, asked) && !met.some((q) => q !== said(p) && q.includes(said(p)))).length;
    if (n > most) [best, most, tie] = [edition, n, false];
    else if (n && n === most) tie = true;
  }
  return tie ? null : best;
}

/* A kanji run is one word of the query, however many pairs it is cut into (労働者: 労働, 働者): each of its pairs
   stands for the run and counts for its share of it, in the search as in the coverage. */
function kanjiRuns(runs, own) {
  const run = new Map();
  for (const list of runs) {
    const pairs = list.filter((w) => own.has(w));
    if (pairs.length > 1 && pairs.every((w) => CJK.test(w) && !run.has(w))) {
      for (const w of pairs) run.set(w, { key: `=${pairs.join("")}`, part: 1 / pairs.length });
    }
  }
  return run;
}

/* A pair of kanji that no document has is no word (賃金払える: 金払): its characters that are not in a pair the
   documents have are read alone, if they have them (払), as a text writes them between kana (賃金を払う). */
function unpaired(cut, known) {
  if (!known) return cut;
  const words = [];
  const runs = [];
  for (const run of cut.runs) {
    if (!run.every((w) => CJK.test(w) && !isKana(w) && Array.from(w).length === 2) || run.every(known)) {
      runs.push(run);
      words.push(...run);
      continue;
    }
    const pairs = run.filter(known);
    const paired = new Set(pairs.flatMap((w) => Array.from(w)));
    const alone = [...new Set(run.filter((w) => !known(w)).flatMap((w) => Array.from(w)))]
      .filter((c) => !paired.has(c) && known(c));
    if (pairs.length) runs.push(pairs);
    for (const c of alone) runs.push([c]);
    words.push(...pairs, ...alone);
  }
  return { ...cut, words, runs };
}

export function analyse(query, tools, vocab, weights, known, indexed) {
  const { words: all, phrases, runs } = unpaired(tools.split(query), indexed);
  const asked = { folded: tools.normalize(query).replace(/\s+/g, ""), words: ` ${all.join(" ")} ` };
  const named = new Set(vocab.names.flatMap(([, list]) => list.filter((p) => found(p, asked)).flatMap((p) => p.all)));
  const rest = all.filter((w) => !named.has(w));
  const kept = rest.length ? rest : all;  // a query that is only an edition's name searches it
  const own = new Set(kept.filter((w) => !isKana(w) && !tools.asks(w)));
  const run = kanjiRuns(runs, own);
  const units = new Set(Array.from(own, (w) => run.get(w)?.key || w));
  const terms = new Map();
  const add = (term, weight, stands, part = 1) => {
    if (term && !terms.has(term)) terms.set(term, { term, weight, stands, part });
  };
  for (const term of own) {
    const r = run.get(term);
    if (r) add(term, r.part, [r.key], r.part);
    else add(term, 1, [term]);
  }
  for (const term of kept) if (tools.asks(term)) add(term, weights.ask, []);
  for (const term of kept) add(term, weights.kana, []);
  for (const term of all) add(term, weights.name, []);
  for (const term of phrases) add(term, weights.phrase ?? 1, []);
  const whole = longest(vocab.phrases, asked);
  const scattered = (p) => p.all.length > 1 && p.all.every((w) => own.has(w));
  const used = (p) => (p.cjk ? whole.has(p) : found(p, asked)) || scattered(p);
  for (const p of vocab.phrases) if (scattered(p)) add(p.token, weights.phrase ?? 1, []);
  for (const group of vocab.synonyms) {
    const alias = group.aliases.find((p) => used(p) && !(known && p.all.every(known)));
    if (!alias) continue;
    const stands = [...new Set(alias.all.filter((w) => own.has(w)).map((w) => run.get(w)?.key || w))];
    for (const term of group.names) add(term, weights.synonym, stands);
  }
  return {
    terms: Array.from(terms.values()),
    own: units.size,
    edition: editionOf(vocab.names, asked) || editionOf(vocab.markers, asked, vocab.candidates),
  };
}
