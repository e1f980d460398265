// tutorial/words.mjs: a card's numbers and a move's cost in the page's words, from the engine's cards and answers.
// Mutation: `costText` putting every change among the costs (`n < 0 ?` → `true ?`) → taking écus "costs" 6 écus and
// the take case fails; `resources` keeping the zeros → the cards list "Tuile 0" and the card case fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardDetails, costText, names, resources } from "../../../docs/theme/assets/tutorial/words.mjs";
import { data } from "../data.mjs";

const configs = data("tutorial_configs");
const answers = data("tutorial_answers");

function attempt(lang, move) {
  return answers[lang].attempts.find((a) => a.move === move);
}

test("a move's cost is said before it is played, in each language", () => {
  const fr = configs["moyen-age"].fr;
  assert.equal(costText(attempt("fr", "send apprenti-6 to maison-rurale"), fr), "coûte 2 actions, 2 écus");
  assert.equal(costText({ ok: true, actions: -3, money: 6 }, fr), "coûte 3 actions · donne 6 écus");
  assert.equal(costText(attempt("fr", "buy"), fr), "coûte 5 écus · donne 1 action");
  assert.equal(costText(attempt("fr", "end"), fr), "sans coût");
  assert.equal(costText(attempt("fr", "take 3"), fr), "");  /* refused now: the engine says nothing of it */
  assert.equal(costText(attempt("en", "send apprenti-6 to maison-rurale"), configs["moyen-age"].en),
               "costs 2 actions, 2 écus");
  assert.equal(costText(attempt("ja", "send apprenti-6 to maison-rurale"), configs["moyen-age"].ja),
               "コスト：2アクション、2コイン");
  assert.equal(costText({ ok: true, actions: -1, money: 1 }, configs["antiquite"].en), "costs 1 action · gives 1 sesterce");
});

test("a card's numbers are said from the engine's cards", () => {
  const fr = configs["moyen-age"].fr;
  assert.deepEqual(cardDetails("maison-rurale", fr), ["demande Pierre 1, Bois 2, Savoir 1, Tuile 1",
                                                       "rapporte 10 écus et 2 PV"]);
  assert.deepEqual(cardDetails("grue-1", fr), ["demande Bois 1, Tuile 1", "machine", "produit Pierre 2",
                                               "rapporte 1 PV"]);
  assert.deepEqual(cardDetails("apprenti-1", fr), ["produit Pierre 1, Savoir 1", "salaire 2 écus"]);
  const en = configs["antiquite"].en;
  assert.deepEqual(cardDetails("emprunt-1", en), ["receive 10 sesterces, repay 15 sesterces, or lose 2 VP"]);
  assert.deepEqual(cardDetails("esclave-4", en), ["produces Stone 2, Wood 2", "price 7 sesterces",
                                                 "1 VP lost if not freed"]);
  assert.deepEqual(cardDetails("universite-bois", en), ["adds Wood 3", "price 7 sesterces"]);
  assert.equal(resources([0, 0, 1, 3], configs["moyen-age"].ja), "知識1、タイル3");
  assert.equal(names([], fr), "aucun");
  assert.equal(names(["apprenti-1", "grue-1"], fr), "Apprenti 1, Grue (1 PV)");
});

test("every word and unit comes from the configuration", () => {
  const fr = configs["moyen-age"].fr;
  const renamed = { ...fr, words: { ...fr.words, costs: "<{list}>", list_sep: "+" },
                    units: { ...fr.units, actions: { one: "{n}a", other: "{n}as" } } };
  assert.equal(costText({ ok: true, actions: -2, money: -2 }, renamed), "<2as+2 écus>");
});
