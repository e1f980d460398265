/* Marquoir: the lesson's cards and moves as the page says them: a card's numbers (in the configuration's words), a
   move's cost before it is played (actions and money as the engine's preview gives them, a send's action
   cost on its site this turn and its wage), amounts with their unit in the page's language (the engine's units), the
   hint's course.
   No number of the rules here: every figure comes from the configuration (the engine's cards) or from the engine's
   answer. Pure (tests/js/tutorial/words.test.mjs). */
import { format } from "../lib/dom.mjs";
import { amount } from "../lib/words.mjs";

export function money(n, config) {
  return amount(n, config.units[config.money], config.lang);
}

export function actions(n, config) {
  return amount(n, config.units.actions, config.lang);
}

/* A vector of resources in words, as the case checker says them ("pierre 1, bois 2", 石材1・木材2); "" when it is
   all 0. */
export function resources(vector, config) {
  const w = config.words;
  return (vector || []).map((n, i) => (n ? format(w.resource_n, { name: config.resources[i], n }) : null))
    .filter(Boolean).join(w.resource_sep);
}

export function cardName(id, config) {
  const card = config.cards[id];
  return card ? card.name : String(id);
}

/* What the page says of a card under its name: its kind when it is a machine (built like a building, then works
   like a worker), then each of its numbers in words, as the engine's cards give them (config.cards: details). */
export function cardDetails(id, config) {
  const c = config.cards[id];
  if (!c) return [];
  return [...(c.type === "machine" ? [config.words.machine] : []), ...(c.details || [])];
}

/* What a move the reader may try costs and gives (`attempt`: the engine's, with `actions` and `money` as changes),
   in words; "" when the engine says nothing of it (a move the rules refuse now). */
export function costText(attempt, config) {
  const w = config.words;
  const spent = [];
  const gained = [];
  for (const [n, say] of [[attempt.actions, actions], [attempt.money, money]]) {
    if (typeof n !== "number" || !n) continue;
    (n < 0 ? spent : gained).push(say(Math.abs(n), config));
  }
  const parts = [];
  if (spent.length) parts.push(format(w.costs, { list: spent.join(w.list_sep) }));
  if (gained.length) parts.push(format(w.gives, { list: gained.join(w.list_sep) }));
  if (!parts.length && attempt.ok) parts.push(w.free_move);
  return parts.join(" · ");
}

/* What the page says of the hint's course (the engine's answer: `course`): "" while the hint follows the lesson's
   plan; once the reader's game has left it, that the hint leads to the step's goal from their own table, or that the
   goal is out of reach for now, with the button that starts the planned deal again. */
export function courseText(course, config) {
  const w = config.words;
  if (course === "own") return w.course_own;
  if (course === "out-of-reach") return format(w.course_out_of_reach, { restart: w.restart });
  return "";
}

/* Names written out with the page's separator. */
export function names(ids, config) {
  return ids.length ? ids.map((id) => cardName(id, config)).join(config.words.list_sep) : config.words.none;
}
