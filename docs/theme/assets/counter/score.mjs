/* Marquoir: the score counter's count, ranking and why, over what the page's configuration hands it from the engine
   (render/counter.py, from marquoir.engine.scoring.score_sheet): the score as terms, the criteria compared in turn,
   and the ranking's words (marquoir.engine.messages.RANKING_WORDS, which the case checker's verdict says too).
   No rule and no criterion here. Pure (tests/js/counter/score.test.mjs, on tests/data/score_cases.yaml, the cases
   the engine is tested on). */
import { format } from "../lib/dom.mjs";
import { amount, joinNames } from "../lib/words.mjs";

/* What people type: spaces, full-width digits (１９), nothing at all: {value} or {error, value?}. */
export function parseCount(raw, max) {
  let text = String(raw || "");
  if (/[^\x00-\x7f]/.test(text)) text = text.normalize("NFKC");  /* １９ → 19 (only when needed: normalize is costly on first use) */
  text = text.replace(/\s+/g, "");
  if (text === "") return { value: 0 };
  if (/^[-\u2212]\d+$/.test(text)) return { error: "err_negative" };
  if (!/^\d+$/.test(text)) return { error: "err_number" };
  const value = Number(text);
  if (value > max) return { error: "err_absurd", value };
  return { value };
}

/* The score on the edition's sheet: each term's points for each complete `per` of its field. */
export function total(values, terms) {
  return terms.reduce((sum, t) => sum + t.points * Math.floor(values[t.field] / t.per), 0);
}

/* Best first by each criterion in turn (`value`: the player's value it compares; the score first); players equal on
   all of them share a rank (1, 1, 3), in table order (each player's `index`). */
export function ranking(players, criteria) {
  const compare = (a, b) => {
    for (const c of criteria) {
      const difference = b.values[c.value] - a.values[c.value];
      if (difference) return difference;
    }
    return 0;
  };
  const order = players.slice().sort((a, b) => compare(a, b) || a.index - b.index);
  const ranks = [];
  order.forEach((p, i) => {
    const last = ranks[ranks.length - 1];
    if (last && compare(order[i - 1], p) === 0) last.players.push(p);
    else ranks.push({ rank: i + 1, players: [p] });
  });
  return ranks;
}

/* Why players with the same score are ranked as they are, as the engine's scoring.explain says it: for each score
   shared by several players, best first, each player separated from the next by the first criterion after the
   score where they differ (with both values), then the runs of players nothing separates. */
export function explain(ranks, criteria) {
  const order = ranks.flatMap((entry) => entry.players);
  const score = criteria[0].value;
  const groups = [];
  order.forEach((p, i) => {
    if (i && order[i - 1].values[score] === p.values[score]) groups[groups.length - 1].push(p);
    else groups.push([p]);
  });
  return groups.filter((group) => group.length > 1).map((group) => {
    const out = { separated: [], tied: [] };
    for (let i = 1; i < group.length; i++) {
      const a = group[i - 1];
      const b = group[i];
      const by = criteria.slice(1).find((c) => a.values[c.value] !== b.values[c.value]);
      if (by) out.separated.push({ before: a, after: b, criterion: by.name, values: [a.values[by.value], b.values[by.value]] });
      else {
        const run = out.tied[out.tied.length - 1];
        if (run && run[run.length - 1] === a) run.push(b);
        else out.tied.push([a, b]);
      }
    }
    return out;
  });
}

/* The ranking in the engine's words (config.ranking): each place with its score (the first criterion), then each
   reason; every sentence with the data the page marks it with. */
export function sentences(ranks, groups, config, lang) {
  const words = config.ranking;
  const score = config.criteria[0].value;
  const names = (players) => players.map((p) => p.name);
  const places = ranks.map((entry) => ({
    rank: entry.rank, names: names(entry.players),
    text: format(entry.players.length > 1 ? words.places.tied : words.places.one, {
      rank: entry.rank, names: joinNames(names(entry.players), words.join),
      score: amount(entry.players[0].values[score], words.score, lang) }),
  }));
  const reasons = [];
  for (const group of groups) {
    for (const step of group.separated) {
      reasons.push({ before: step.before.name, after: step.after.name, criterion: step.criterion, values: step.values,
                     text: format(words.reasons[step.criterion], { before: step.before.name, after: step.after.name,
                                                                   a: step.values[0], b: step.values[1] }) });
    }
    for (const run of group.tied) {
      reasons.push({ tied: names(run), text: format(words.tied, { names: joinNames(names(run), words.join) }) });
    }
  }
  return { places, reasons };
}
