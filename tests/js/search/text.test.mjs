// The search's tokeniser (docs/theme/assets/search/text.mjs): the same words for a document and for a query,
// with each language's data as the build sends it (site/search/language.py).
// Mutations: normalize without NFKC → the full-width cases fail; the kanji digits not read as digits → 二人目
// fails; the last pair of a kanji run dropped (Material's bug: `i + 1 < length - 1`) → 同点 and 建築士 fail;
// katakana cut into pairs → ワーカー fails; the stemmer's steps applied once only (no `for` over the steps) →
// the French plural and feminine cases fail; the glossary's phrases not kept whole → 労働者の派遣 fails; the
// `keep` words stemmed like the others → règlement (the settlement) and règle (the rule) become one word; the
// numbers in words left out of the forms (language.py) → "deux outils" is not "2 outils"; a one-word Japanese
// phrase kept as a second word (no `own` check) → 賃金 counts twice; the phrases without their mark (`phraseOf`
// joining only) → a prefix reaches them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { isKana, normalize, phraseOf, stemmer, tokenizer } from "../../../docs/theme/assets/search/text.mjs";
import { data } from "../data.mjs";

const search = data("search_data");
const tools = Object.fromEntries(Object.entries(search).map(([lang, d]) =>
  [lang, tokenizer(d.language, d.synonyms.flat(2))]));
const words = (lang, text) => tools[lang].words(text);

test("case, accents, ligatures, full-width and kanji digits are folded", () => {
  assert.equal(normalize("ÉCUS Égalité"), "ecus egalite");
  assert.equal(normalize("manœuvre"), "manoeuvre");
  assert.equal(normalize("２人目 ＶＰ ｺｲﾝ"), "2人目 vp コイン");
  assert.equal(normalize("二人目"), "2人目");
  assert.equal(normalize("l’écu"), "l'ecu");
});

test("２人目, 2人目 and 二人目 are the same words", () => {
  assert.deepEqual(words("ja", "２人目"), words("ja", "2人目"));
  assert.deepEqual(words("ja", "二人目"), words("ja", "2人目"));
  assert.deepEqual(words("ja", "2人目"), ["2", "人目"]);
});

test("a run of kanji keeps its last character: 同点, 二人目, 建築士, 勝利点", () => {
  assert.ok(words("ja", "同点").includes("同点"));
  assert.ok(words("ja", "建築士").includes("築士"));
  assert.ok(words("ja", "勝利点").includes("利点"));
  assert.deepEqual(words("ja", "点"), ["点"]);
});

test("katakana words stay whole, single particles are left out, hiragana pairs are told apart", () => {
  assert.deepEqual(tools.ja.split("ワーカー").words, ["ワーカー"]);
  assert.ok(!words("ja", "労働者の派遣").includes("の"));
  assert.ok(words("ja", "解放しなかった").includes("しな"));
  assert.ok(isKana("しな") && !isKana("人目") && !isKana("カー"));
});

test("the glossary's Japanese terms are kept whole as well", () => {
  assert.ok(words("ja", "労働者の派遣 2人目").includes(phraseOf(["労働者の派遣"])));
  assert.ok(words("ja", "追加のアクションの値段").includes(phraseOf(["追加のアクション"])));
});

test("French plurals, feminine, participles and verb forms come out the same", () => {
  const same = (a, b) => assert.deepEqual(words("fr", a), words("fr", b), `${a} / ${b}`);
  same("écus", "ecu");
  same("ouvriers", "ouvrier");
  same("terminée", "terminer");
  same("recrute", "recruter");
  same("finit", "finir");
  same("payé", "payer");
  same("deuxième", "2e");
  assert.deepEqual(words("fr", "l'égalité qui gagne"), ["egal", "gagn"]);  // elision and stop words left out
});

test("English plurals, verb endings and irregular forms come out the same", () => {
  const same = (a, b) => assert.deepEqual(words("en", a), words("en", b), `${a} / ${b}`);
  same("workers", "worker");
  same("completed", "complete");
  same("recruiting", "recruit");
  same("paid", "pay");
  same("second", "2nd");
  assert.deepEqual(words("en", "the tie"), ["tie"]);
});

test("a phrase of the glossary in a French or English text is one word more", () => {
  assert.ok(words("fr", "les actions payantes").includes(phraseOf(["action", "pay"])));
  assert.deepEqual(tools.fr.split("une action payante").words, ["action", "pay"]);
});

test("a word the language keeps whole is not stemmed into another game word", () => {
  assert.notDeepEqual(words("fr", "règlement"), words("fr", "règle"));
  assert.deepEqual(words("fr", "règle"), words("fr", "règles"));
});

test("the stemmer replaces at most one suffix a step and keeps `min` letters", () => {
  const stem = stemmer({ min: 3, steps: [[["s", ""]], [["e", ""]]] });
  assert.equal(stem("tables"), "tabl");
  assert.equal(stem("ies"), "ies");
});

test("numbers in words are digits, as a phone types them", () => {
  const same = (lang, a, b) => assert.deepEqual(words(lang, a), words(lang, b), `${a} / ${b}`);
  same("fr", "deux outils", "2 outils");
  same("fr", "trois chantiers", "3 chantiers");
  same("en", "two tools", "2 tools");
  same("en", "three sites", "3 sites");
});

test("a Japanese phrase of the glossary that is one word already is not a second word", () => {
  assert.deepEqual(words("ja", "賃金"), ["賃金"]);
  assert.deepEqual(words("ja", "コイン"), ["コイン"]);
  assert.ok(words("ja", "労働者").includes(phraseOf(["労働者"])));  // three kanji: two pairs, and the word
});

test("a phrase is a word no word begins: a prefix of its first word never reaches it", () => {
  for (const [lang, text] of [["fr", "les actions payantes"], ["ja", "コインの獲得"]]) {
    const { words: own, phrases } = tools[lang].split(text);
    assert.ok(phrases.length, text);
    for (const phrase of phrases) for (const word of own) assert.ok(!phrase.startsWith(word), `${phrase} / ${word}`);
  }
});
