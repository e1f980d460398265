/* Marquoir: words filled in the page's language from the engine's catalogs, as marquoir.engine.messages fills them:
   a number with its unit, singular or plural by the language's own rule (Intl.PluralRules: the same choice as
   messages.amount in the three languages), and a list of names (messages.JOINS). Pure
   (tests/js/checker/words.test.mjs, tests/js/counter/score.test.mjs). */
import { format } from "./dom.mjs";

/* `n` with its unit: `unit` is {one, other}, each a template with {n}. */
export function amount(n, unit, lang) {
  return format(unit[new Intl.PluralRules(lang).select(n) === "one" ? "one" : "other"], { n });
}

/* Names written out: `join` is [between two names, before the last one] ("A, B et C"). */
export function joinNames(names, join) {
  if (names.length <= 1) return names.join("");
  return names.slice(0, -1).join(join[0]) + join[1] + names[names.length - 1];
}
