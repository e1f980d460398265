// tutorial/words.mjs: a card's numbers and a move's cost in the page's words, from the engine's cards and answers.
// Mutation: `costText` putting every change among the costs (`n < 0 ?` → `true ?`) → taking écus "costs" 6 écus and
// the take case fails; `resources` keeping the zeros → "Tuile 0" is listed and the resources case fails (and
// tutorial.configuration's resources back to RESOURCE_NAMES → « Pierre 1 » and it fails);
// `cardDetails` without the machine's kind (`c.type === "machine"` → `false`) → the crane's case fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardDetails, costText, courseText, names, resources } from "../../../docs/theme/assets/tutorial/words.mjs";
import { data } from "../data.mjs";

const configs = data("tutorial_configs");
const answers = data("tutorial_answers");
const said = data("resources_said");

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

test("a card's numbers are said as the case checker's lists say them, a machine named as one", () => {
  const fr = configs["moyen-age"].fr;
  assert.deepEqual(cardDetails("maison-rurale", fr), ["10 écus", "2 PV", "demande pierre 1, bois 2, savoir 1, tuile 1"]);
  assert.deepEqual(cardDetails("grue-1", fr), ["machine", "1 PV", "produit pierre 2", "demande bois 1, tuile 1"]);
  assert.deepEqual(cardDetails("apprenti-1", fr), ["pierre 1, savoir 1", "salaire 2 écus"]);
  const en = configs["antiquite"].en;
  assert.deepEqual(cardDetails("emprunt-1", en), ["brings 10 sesterces", "repay 15 sesterces", "penalty 2 VP"]);
  assert.deepEqual(cardDetails("esclave-4", en), ["stone 2, wood 2", "costs 7 sesterces", "penalty 1 VP"]);
  assert.deepEqual(cardDetails("universite-bois", en), ["adds wood 3", "costs 7 sesterces"]);
  assert.deepEqual(cardDetails("no-such-card", en), []);
  assert.equal(resources([0, 0, 1, 3], configs["moyen-age"].ja), "知識1・タイル3");
  // in a sentence, as the case checker says them (render/checker_cards.resource_word): not « Pierre 1, Bois 2 »
  assert.equal(resources([1, 2, 0, 0], configs["moyen-age"].fr), "pierre 1, bois 2");
  assert.equal(names([], fr), "aucun");
  assert.equal(names(["apprenti-1", "grue-1"], fr), "Apprenti 1, Grue (1 PV)");
});

test("the lesson says amounts of resources as the case checker does, in every language", () => {
  // Mutation: `resources` joining them with the page's list separator (`w.list_sep`) → 知識1、タイル3 and it fails.
  for (const [edition, byLang] of Object.entries(said)) {
    for (const [lang, cases] of Object.entries(byLang)) {
      for (const [vector, words] of cases) assert.equal(resources(vector, configs[edition][lang]), words, `${edition} ${lang}`);
    }
  }
});

test("every word and unit comes from the configuration", () => {
  const fr = configs["moyen-age"].fr;
  const renamed = { ...fr, words: { ...fr.words, costs: "<{list}>", list_sep: "+" },
                    units: { ...fr.units, actions: { one: "{n}a", other: "{n}as" } } };
  assert.equal(costText({ ok: true, actions: -2, money: -2 }, renamed), "<2as+2 écus>");
});

test("the hint's course is said once the game has left the lesson's plan, the restart button named", () => {
  // Mutation: `courseText` saying nothing of a goal out of reach (its `out-of-reach` line removed) → fails.
  const fr = configs["moyen-age"].fr;
  const ja = configs["antiquite"].ja;
  assert.equal(courseText("lesson", fr), "");
  assert.equal(courseText(null, fr), "");
  assert.match(courseText("own", fr), /^Votre partie s'écarte du plan de la leçon/);
  assert.ok(courseText("out-of-reach", fr).endsWith("appuyez sur « Recommencer la partie »."));
  assert.ok(courseText("out-of-reach", ja).endsWith("「最初からやり直す」を押してください。"));
});
