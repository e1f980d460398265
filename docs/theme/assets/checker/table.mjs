/* Marquoir: what the form's table says of the cards, for its lists to offer the likely ones first: who acts after
   the moves listed, that player's free workers and open sites, the cards already on the table, and completed
   buildings that make a number of VP. A help, not a rule: every card stays in the lists and the engine judges the
   moves. The verbs that change these lists come as data (config.picker: render/checker.py's PICKER), the keys of the
   setup from what the form shows of it (config.form). Pure (tests/js/checker/table.test.mjs). */
import { readMove } from "./moves.mjs";

/* The setup's record and, in a player's part of it, the field of the free team and the field of the open sites. */
function setupFields(config) {
  const record = config.form.records.find((r) => r.player.some((f) => f.values));
  return { record: record.key, team: record.player.find((f) => f.cards === config.picker.team).key,
           sites: record.player.find((f) => f.values).key };
}

/* Who plays after the moves listed (the index of a player of the model) and, for each player, the free workers and
   open sites the setup gives and the moves listed change: [{workers: [id], sites: [id]}]. */
export function tableAfter(model, config) {
  const fields = setupFields(config);
  const players = model.players.map((p) => ({
    workers: (p.values[fields.record][fields.team] || []).slice(),
    sites: (p.values[fields.record][fields.sites] || []).map((entry) => entry.key).filter(Boolean),
  }));
  const picker = config.picker;
  let acting = 0;
  for (const line of model.moves) {
    const move = readMove(line, config.grammar);
    if (!move) continue;
    const mine = players[acting];
    if (move.verb === picker.ends_turn) acting = (acting + 1) % players.length;
    else if (move.verb === picker.adds_worker && !mine.workers.includes(move.card)) mine.workers.push(move.card);
    else if (move.verb === picker.adds_site && !mine.sites.includes(move.card)) mine.sites.push(move.card);
    else if (move.verb === picker.sends) mine.workers = mine.workers.filter((id) => id !== move.card);
  }
  return { acting, players };
}

/* Every card id the form's table names (any player's lists, the sites and the workers on them, the rows). */
export function cardsOnTable(model) {
  const found = new Set();
  const walk = (value) => {
    if (typeof value === "string") found.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  model.players.forEach((p) => walk(p.values));
  walk(model.table.values);
  found.delete("");
  return found;
}

/* Completed buildings that make `vp` VP: the fewest cards among `cards` ({id, vp}) not in `taken`, the cards with the
   most VP first; null when no set of them makes it. */
export function pickBuildings(vp, cards, taken) {
  const free = cards.filter((c) => !taken.has(c.id) && c.vp > 0).sort((a, b) => b.vp - a.vp || (a.id < b.id ? -1 : 1));
  const best = [[]];  /* best[sum]: the fewest cards that make it */
  for (const card of free) {
    for (let sum = vp; sum >= card.vp; sum--) {
      const before = best[sum - card.vp];
      if (before && (!best[sum] || before.length + 1 < best[sum].length)) best[sum] = before.concat([card.id]);
    }
  }
  return best[vp] || null;
}
