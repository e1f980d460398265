/* Marquoir: the lesson's table drawn from the engine's answer (marquoir.tutorial.view: the table and the moves the
   reader may try, each with its cost): the reader's side first (figures, team, sites, completed cards, the moves of
   the turn), then the rows and, in Antiquity, the investment row, then the opponent in a compact form. Every card is
   a button with a text label: a card of a row is the move it allows, a worker of the team is chosen (aria-pressed)
   and its sends then appear on each site with their cost. Every move button is the engine's move as written in the
   marquoir check grammar (data-move); no move is written here. Touches the page. */
import { el, format } from "../lib/dom.mjs";
import { cardDetails, cardName, costText, names, resources } from "./words.mjs";

/* A move's button: `title` (a card's name, or the move in words), `details` under it, then what the move does
   (in words, unless it is the title) and what it costs. */
function moveButton(ui, attempt, title, details) {
  const { config, answer } = ui;
  const suggested = ui.hinted && answer.hint === attempt.move;
  const cost = costText(attempt, config);
  const does = [title === attempt.words ? "" : attempt.words, cost].filter(Boolean).join(" · ");
  return el("button", {
    type: "button", class: "mq-tutorial__card mq-tutorial__move" + (attempt.ok ? "" : " mq-tutorial__move--refused"),
    "data-move": attempt.move, "data-suggested": suggested ? "" : null,
  }, [
    el("strong", { text: title }),
    ...(details || []).map((d) => el("span", { class: "mq-tutorial__detail", text: d })),
    does ? el("span", { class: "mq-tutorial__does", text: does }) : null,
  ]);
}

function list(items, css) {
  return el("ul", { class: "mq-tutorial__list " + (css || "") }, items.map((item) => el("li", {}, [item])));
}

function heading(text) {
  return el("h4", { class: "mq-tutorial__heading", text });
}

function figures(ui, side) {
  const { config } = ui;
  const w = config.words;
  const parts = [[w.money, String(side.money)], [w.vp, String(side.vp)]];
  if (side.actions || side.name === ui.answer.table.current) parts.splice(1, 0, [w.actions, String(side.actions)]);
  return el("dl", { class: "mq-tutorial__figures" },
            parts.flatMap(([k, v]) => [el("dt", { text: k + w.colon.trimEnd() }), el("dd", { text: v })]));
}

/* The moves of the answer drawn at `place` (the engine's: marquoir.tutorial.view.PLACES), those `test` keeps. */
function of(ui, place, test) {
  return ui.answer.attempts.filter((a) => a.place === place && (!test || test(a)));
}

function team(ui, me) {
  const { config } = ui;
  const w = config.words;
  if (!me.team.length) return [el("p", { class: "mq-tutorial__help", text: w.team_empty })];
  const buttons = me.team.map((id) => el("button", {
    type: "button", class: "mq-tutorial__card mq-tutorial__worker", "data-card": id,
    "aria-pressed": ui.selected === id ? "true" : "false",
  }, [el("strong", { text: cardName(id, config) }),
      ...cardDetails(id, config).map((d) => el("span", { class: "mq-tutorial__detail", text: d }))]));
  const out = [list(buttons, "mq-tutorial__team")];
  if (of(ui, "site").length) out.push(el("p", { class: "mq-tutorial__help", text: w.choose_worker }));
  return out;
}

function sites(ui, me) {
  const { config } = ui;
  const w = config.words;
  if (!me.sites.length) return [el("p", { class: "mq-tutorial__help", text: w.sites_empty })];
  return [list(me.sites.map((s) => {
    const needs = resources(s.needs, config);
    const sends = ui.selected ? of(ui, "site", (a) => a.card === ui.selected && a.site === s.site) : [];
    return el("div", { class: "mq-tutorial__site", "data-site": s.site }, [
      el("strong", { text: cardName(s.site, config) }),
      ...cardDetails(s.site, config).map((d) => el("span", { class: "mq-tutorial__detail", text: d })),
      el("span", { class: "mq-tutorial__detail", text: format(w.on_site, { workers: names(s.workers, config) }) }),
      needs ? el("span", { class: "mq-tutorial__needs", text: format(w.needs, { needs }) }) : null,
      ...sends.map((a) => moveButton(ui, a, a.tool ? format(w.send_tool, { worker: cardName(a.card, config),
                                                                          tool: cardName(a.tool, config) })
                                                   : format(w.send, { worker: cardName(a.card, config) }))),
    ]);
  }), "mq-tutorial__sites")];
}

function antiquity(ui, me) {
  const { config } = ui;
  const w = config.words;
  const out = [];
  if (me.tools && me.tools.length) out.push(el("p", { text: format(w.tools, { list: names(me.tools, config) }) }));
  if (me.loans && me.loans.length) out.push(el("p", { text: format(w.loans, { list: names(me.loans, config) }) }));
  for (const [worker, fitted] of Object.entries(me.equipment || {})) {
    out.push(el("p", { text: format(w.fitted, { worker: cardName(worker, config), list: names(fitted, config) }) }));
  }
  if (me.slaves && me.slaves.length) out.push(el("p", { text: format(w.slaves, { list: names(me.slaves, config) }) }));
  const frees = of(ui, "team");
  if (frees.length) out.push(list(frees.map((a) => moveButton(ui, a, cardName(a.card, config))), "mq-tutorial__moves"));
  return out;
}

function mine(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const t = answer.table;
  const me = t.me;
  const status = t.settling ? w.settling : t.trigger ? w.triggered : t.current === me.name ? w.your_turn : "";
  const turn = of(ui, "free-moves");
  return el("section", { class: "mq-tutorial__me", "data-tutorial-me": "", "data-money": me.money,
                         "data-actions": me.actions, "data-vp": me.vp }, [
    el("h3", { text: format(w.you, { name: me.name }) }),
    figures(ui, me),
    el("p", { class: "mq-tutorial__status", text: [format(w.round, { n: t.round }), status].filter(Boolean).join(" · ") }),
    heading(w.team), ...team(ui, me),
    heading(w.sites), ...sites(ui, me),
    ...antiquity(ui, me),
    heading(w.built), el("p", { text: names(me.built, config) }),
    turn.length ? heading(w.turn_actions) : null,
    turn.length ? list(turn.map((a) => moveButton(ui, a, a.words)), "mq-tutorial__moves mq-tutorial__turn") : null,
  ]);
}

function rows(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const t = answer.table;
  const row = (place, ids) => list(ids.map((id) => {
    const attempt = of(ui, place, (a) => a.card === id)[0];
    const details = cardDetails(id, config);
    return attempt ? moveButton(ui, attempt, cardName(id, config), details)
      : el("div", { class: "mq-tutorial__card" }, [el("strong", { text: cardName(id, config) }),
                                                    ...details.map((d) => el("span", { class: "mq-tutorial__detail", text: d }))]);
  }), "mq-tutorial__row");
  const out = [heading(w.buildings_row), row("building-row", t.buildings),
               el("p", { class: "mq-tutorial__help", text: format(w.decks, t.decks) + (t.next
                 ? " · " + format(w.next_building, { name: cardName(t.next, config) }) : "") }),
               heading(w.workers_row), row("worker-row", t.workers)];
  if (t.investments) {
    out.push(heading(w.investments));
    const cards = [];
    for (const stack of Object.values(t.investments)) {
      for (const id of stack) {
        const plain = of(ui, "investment-row", (a) => a.card === id && !a.on);
        const on = ui.selected ? of(ui, "investment-row", (a) => a.card === id && a.on === ui.selected) : [];
        for (const a of on.length ? on : plain) cards.push(moveButton(ui, a, cardName(id, config), cardDetails(id, config)));
      }
    }
    out.push(list(cards, "mq-tutorial__row"));
  }
  return el("section", { class: "mq-tutorial__rows" }, out);
}

function opponent(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const o = answer.table.opponent;
  return el("section", { class: "mq-tutorial__opponent", "data-tutorial-opponent": "" }, [
    el("h3", { text: format(w.opponent, { name: o.name }) }),
    figures(ui, o),
    el("p", { text: w.team_of + w.colon + names(o.team, config) }),
    ...o.sites.map((s) => el("p", { text: cardName(s.site, config) + w.colon +
      format(w.needs, { needs: resources(s.needs, config) || w.none }) })),
    el("p", { text: w.built + w.colon + names(o.built, config) }),
  ]);
}

/* Draw the whole table into `box` from ui.answer (ui.selected: the worker chosen, ui.hinted: a hint was asked). */
export function drawTable(ui, box) {
  box.textContent = "";
  box.appendChild(mine(ui));
  box.appendChild(rows(ui));
  box.appendChild(opponent(ui));
}
