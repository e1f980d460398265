/* Marquoir's search: the index of one language's documents and the ranking of a query's hits. Pure.

   `createSearch(MiniSearch, data)` indexes `data.docs` (written by the build: site/search/documents.py) with
   MiniSearch, the library (passed in: the page loads it as a script, the tests import it from node_modules),
   cutting every field with Marquoir's tokenizer (text.mjs). `search(query)` returns the hits, best first:
   MiniSearch scores the query's words in each field (BM25, weighted by `data.ranking.fields`), and the
   score is then weighed by the document's kind and edition, by how much of the query it matches and by how exactly
   its title or its players' words say the query (match.mjs; site/search/ranking.py says how much; this file only
   applies it). */
import { CJK, KATAKANA, isKana, tokenizer } from "./text.mjs";
import { analyse, vocabulary } from "./query.mjs";
import { coverage, exact, near } from "./match.mjs";

function phrasesOf(data) {
  const all = [];
  for (const [names, aliases] of data.synonyms || []) all.push(...names, ...aliases);
  for (const table of [data.markers, data.names]) for (const list of Object.values(table || {})) all.push(...list);
  return all;
}

function editionWeight(doc, edition, table) {
  if (!edition) return table.default[doc.e] || 1;
  if (doc.e === edition) return table.named.same;
  return doc.e === "both" ? table.named.both : table.named.other;
}

/* The documents as objects: the build sends each as a row of its fields in the order of `data.fields`. */
export function documents(data) {
  const fields = data.fields || [];
  return (data.docs || []).map((row) => (Array.isArray(row)
    ? Object.fromEntries(fields.map((field, i) => [field, row[i] || ""])) : row));
}

export function createSearch(MiniSearch, given) {
  const data = { ...given, docs: documents(given) };
  const ranking = data.ranking;
  const q = ranking.query;
  const tools = tokenizer(data.language, phrasesOf(data));
  const vocab = vocabulary(data, tools);
  const docs = data.docs;
  const fields = Object.keys(ranking.fields);
  const said = new Set();  // every word of the texts (not of the players' words): a synonym is for the others
  const every = new Set();  // every word of the documents
  const unkana = new Set(ranking.without_kana || []);  // long texts: their hiragana pairs cost more than they find
  const known = (word) => said.has(word);
  const index = new MiniSearch({
    idField: "i",
    fields,
    storeFields: [],
    extractField: (entry, field) => (field === "i" ? entry.i : docs[entry.i][field] || ""),
    tokenize: (text, field) => {
      const all = tools.words(text);
      const words = unkana.has(field) ? all.filter((w) => !isKana(w)) : all;
      for (const w of words) every.add(w);
      if (field !== "w") for (const w of words) said.add(w);
      return words;
    },
    processTerm: (term) => term,
  });
  index.addAll(docs.map((_, i) => ({ i })));
  /* a document's title, folded as a query it holds as typed would be */
  const bare = (text) => tools.normalize(text).replace(/[\s'’?？!！.。,、:：;；()（）«»"「」『』-]+/g, "");
  const untagged = (title) => title.replace(/\s*[(（][^)）]*[)）]/g, "");  // Crane (1 VP): crane
  const titles = docs.map((doc) => bare(untagged(doc.t)));
  /* a title and each of the players' words as the words they say, question words apart (match.mjs) */
  const saying = (text) => new Set(tools.split(text).words.filter((w) => !tools.asks(w)));
  const named = docs.map((doc) => saying(untagged(doc.t)));
  const spoken = docs.map((doc) => (doc.w || "").split(" ; ").map(saying).filter((set) => set.size));
  /* words that may be partial or mistyped: Latin words and katakana loanwords, not kanji pairs or numbers */
  const isWord = (term) => (!CJK.test(term) || KATAKANA.test(term)) && !/^\d+$|\+/.test(term);
  const x = ranking.exact;

  function search(query) {
    const asked = analyse(query, tools, vocab, q, known, (word) => every.has(word));
    if (!asked.terms.length) return { hits: [], edition: asked.edition };
    const byTerm = new Map(asked.terms.map((t) => [t.term, t]));
    const typed = bare(query);
    const said = saying(query);
    const phrase = asked.own >= 2;
    /* the word the reader may still be typing: the last one, if nothing follows it (a space, a question mark) */
    const last = /[\p{L}\p{N}]+$/u.exec(query.normalize("NFKC"));
    const typing = new Set(last ? tools.words(last[0]) : []);
    const results = index.search(asked.terms.map((t) => t.term).join(" "), {
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term,
      combineWith: "OR",
      boost: ranking.fields,
      boostTerm: (term) => byTerm.get(term)?.weight || 1,
      boostDocument: (id) => (ranking.kinds[docs[id].k] || 1) * editionWeight(docs[id], asked.edition,
                                                                              ranking.editions),
      prefix: (term) => typing.has(term) && isWord(term) && term.length >= q.prefix_min,
      fuzzy: (term) => (isWord(term) && term.length >= q.fuzzy_min ? q.fuzzy_distance : false),
      weights: { prefix: q.prefix, fuzzy: q.fuzzy },
    });
    const hits = results.map((r) => {
      const covered = asked.own ? coverage(r, byTerm, ranking.covers) / asked.own : 1;
      const weight = Math.max(exact(named[r.id], said, docs[r.id].k, x),
        1 + (x.words - 1) * near(spoken[r.id], said) ** x.near,
        phrase && titles[r.id].includes(typed) ? x.phrase : 1);
      return { doc: docs[r.id], score: r.score * covered ** q.coverage * weight, match: r.match };
    });
    hits.sort((a, b) => b.score - a.score);
    const least = hits.length ? hits[0].score * ranking.hits.least : 0;
    return { hits: hits.filter((h) => h.score >= least).slice(0, ranking.hits.most), edition: asked.edition };
  }

  return { search, tools };
}
