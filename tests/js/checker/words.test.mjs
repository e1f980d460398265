// checker/words.mjs: a move said in words in the page's language, as the engine says it in Python
// (messages.move_words): every move of tests/scenarios/, in French, English and Japanese.
// Mutation: a card's form ignored (`card.name` whatever `{site:a}` asks) → the French moves fail ("à la chapelle");
// the unit's plural chosen as English does in every language (`n === 1`) → "prendre … avec 0 action" cases fail
// where French says the singular; the verbs' names not the catalog's → "each verb has its name" fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readMove } from "../../../docs/theme/assets/checker/moves.mjs";
import { sayMove, verbName } from "../../../docs/theme/assets/checker/words.mjs";
import { data } from "../data.mjs";

const configs = data("checker_configs");

function byId(config) {
  return Object.fromEntries(config.cards.map((c) => [c.id, c]));
}

test("every move of the shared scenarios is said as the engine says it, in the three languages", () => {
  let count = 0;
  for (const scenario of data("scenarios")) {
    for (const { line, read, words } of scenario.moves) {
      for (const [lang, config] of Object.entries(configs[scenario.edition])) {
        const said = sayMove(line, config, byId(config));
        if (read === null || readMove(line, config.grammar) === null) {
          assert.equal(said, null, `${scenario.path} ${lang}: ${line}`);  // no move, or one only Antiquity has
          continue;
        }
        assert.equal(said, words[lang], `${scenario.path} ${lang}: ${line}`);
        count += 1;
      }
    }
  }
  assert.ok(count > 600, count);
});

test("numbers take their unit in the language's plural", () => {
  const fr = configs["moyen-age"].fr;
  assert.equal(sayMove("take 1", fr, byId(fr)), "prendre des écus avec 1 action");
  assert.equal(sayMove("take 0", fr, byId(fr)), "prendre des écus avec 0 action");
  const en = configs["moyen-age"].en;
  assert.equal(sayMove("take 0", en, byId(en)), "take écus with 0 actions");
  assert.equal(sayMove("fly", en, byId(en)), null);
});

test("each verb has its name from the engine's catalog", () => {
  const ja = configs.antiquite.ja;
  assert.equal(verbName("take", ja), "セステルティウスの獲得");
  assert.equal(verbName("send", configs["moyen-age"].fr), "Envoyer travailler un ouvrier");
});
