/* Marquoir: a move said in words in the page's language, from the engine's catalog of moves as intentions
   (config.moveWords: marquoir.engine.messages.page_move_words), as messages.move_words says it in Python: a card as
   its name's form (`{site:a}`: « à la chapelle »), a number with its unit, singular or plural by the language's own
   rule (Intl.PluralRules). Pure (tests/js/checker/words.test.mjs compares every move of tests/scenarios/ with what
   Python says, in the three languages). */
import { own } from "../lib/plain.mjs";
import { amount } from "../lib/words.mjs";
import { cardOf } from "./names.mjs";
import { formOf, readMove } from "./moves.mjs";

const PLACE = /\{(\w+)(?::(\w+))?\}/g;

function cardForm(id, form, byId) {
  const card = cardOf(id, byId);
  if (!card) return String(id);
  return card.forms && own(card.forms, form || "") ? card.forms[form || ""] : card.name;
}

/* The scenario line `line` in words, or null when it is no move. */
export function sayMove(line, config, byId) {
  const move = readMove(line, config.grammar);
  const form = move && formOf(move, config.grammar);
  if (!form) return null;
  const words = config.moveWords;
  return words.forms[form.name].replace(PLACE, (whole, field, kind) => {
    if (config.grammar.numbers.includes(field)) return kind ? amount(move[field], words.units[kind], config.lang) : String(move[field]);
    return cardForm(move[field], kind, byId);
  });
}

/* A verb's name ("Ouvrir un chantier"), for the list of moves to build. */
export function verbName(verb, config) {
  return config.moveWords.verbs[verb];
}
