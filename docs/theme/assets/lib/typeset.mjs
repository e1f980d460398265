/* Marquoir: the spaces a line may not break at, in a text a script writes into the page: French's before « : ; ? !
   » » and after « « », a figure's with its sign (1 / 0 / 2 / 0, p. 4). The build sets them in the pages
   (site/typography.py); a script gets the same rules as data (`rules`, site/markup.py's for_scripts: one pattern,
   each rule a group, and the space each group becomes). Pure (tests/js/lib/typeset.test.mjs). */

const compiled = new WeakMap();

/* The rules' pattern, compiled once; null where there are none or the browser cannot read them (a lookbehind). */
export function patternOf(rules) {
  if (!rules || !rules.pattern) return null;
  if (!compiled.has(rules)) {
    let pattern = null;
    try { pattern = new RegExp(rules.pattern, "g"); } catch (e) { pattern = null; }
    compiled.set(rules, pattern);
  }
  return compiled.get(rules);
}

/* `text` with each space the rules name made the space it becomes. */
export function typeset(text, rules) {
  const pattern = patternOf(rules);
  if (!pattern) return text;
  return String(text).replace(pattern, (...found) => {
    const group = found.slice(1, 1 + rules.spaces.length).findIndex((part) => part !== undefined);
    return group < 0 ? found[0] : rules.spaces[group];
  });
}
