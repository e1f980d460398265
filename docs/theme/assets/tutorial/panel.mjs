/* Marquoir: what the lesson's page says around the table, from the engine's answer: the current step (its number,
   goal and text, written by the renderer and shown here, and whether the hint still follows the lesson's plan), the
   steps just done, the hint, the reader's move as the engine played it or its refusal (the rule's message and the
   link to the rule that explains it), the opponent's moves one line each (stepped through or all at once), and the
   ranking once the game is over. Every value reaches the page through textContent. Touches the page. */
import { all, el, format } from "../lib/dom.mjs";
import { own } from "../lib/plain.mjs";
import { courseText } from "./words.mjs";

function goalOf(config, id) {
  const step = config.steps.find((s) => s.id === id);
  return step ? step.goal : "";
}

export function showStep(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const box = ui.find("step");
  const index = config.steps.findIndex((s) => s.id === answer.step);
  const done = Array.isArray(answer.done) ? answer.done : [];
  /* once the game is over, the last step's text stays (the final count, the tie-break) */
  const shown = answer.step || (answer.over ? done[done.length - 1] : null);
  box.setAttribute("data-step", answer.step || "");
  ui.find("count").textContent = index >= 0 ? format(w.step, { n: index + 1, total: config.steps.length }) : "";
  ui.find("goal").textContent = index >= 0 ? config.steps[index].goal : answer.over ? w.over : w.free;
  const course = courseText(answer.course, config);
  ui.find("course").textContent = course;
  ui.find("course").hidden = !course;
  for (const text of all("[data-step-text]", box)) text.hidden = text.getAttribute("data-step-text") !== shown;
  const ended = Array.isArray(answer.ended) ? answer.ended : [];
  const list = ui.find("done");
  list.hidden = !ended.length;
  list.textContent = "";
  for (const id of ended) list.appendChild(el("li", { text: format(w.step_done, { goal: goalOf(config, id) }) }));
  ui.find("undo").disabled = !answer.undo;
}

export function showHint(ui) {
  const { config, answer } = ui;
  const box = ui.find("hint-text");
  box.hidden = !ui.hinted;
  box.textContent = !ui.hinted ? "" : answer.hint ? format(config.words.hint_is, { move: answer.hint_words })
    : config.words.hint_wait;
}

/* The reader's move: its trace lines as the engine played it, or its refusal with the rule's link. */
export function showMove(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const refusal = ui.find("refusal");
  const said = ui.find("said");
  refusal.hidden = !answer.refused;
  refusal.textContent = "";
  said.textContent = "";
  said.hidden = !answer.played;
  if (answer.refused) {
    const r = answer.refused;
    refusal.setAttribute("data-rule", String(r.rule));
    refusal.appendChild(document.createTextNode(format(w.refused, { message: r.message }) + " "));
    const page = own(config.rules, r.rule) ? config.rules[r.rule] : null;
    if (page) refusal.appendChild(el("a", { href: page.href, text: format(w.see_rule, { title: page.title }) }));
  } else {
    refusal.setAttribute("data-rule", "");
  }
  if (answer.played) {
    said.appendChild(el("p", { class: "mq-tutorial__said-title", text: w.played }));
    said.appendChild(el("ul", {}, answer.played.lines.map((line) => el("li", { text: line }))));
  }
}

/* The opponent's moves of this answer, one line each from the catalog of moves said in words (its trace lines
   under it); the first shown, the next on "Next", all on "Show all". */
export function showReplay(ui) {
  const { config, answer } = ui;
  const w = config.words;
  const box = ui.find("replay");
  const moves = Array.isArray(answer.opponent) ? answer.opponent : [];
  box.hidden = !moves.length;
  if (!moves.length) return;
  const name = answer.table.opponent.name;
  ui.find("replay-title").textContent = format(w.opponent_moves, { name });
  const listBox = ui.find("replay-list");
  listBox.textContent = "";
  moves.forEach((m, i) => listBox.appendChild(el("li", { hidden: i > 0, "data-opponent-move": m.move }, [
    el("span", { text: format(w.opponent_move, { name, move: m.words }) }),
    el("ul", { class: "mq-tutorial__lines" }, m.lines.map((line) => el("li", { text: line }))),
  ])));
  revealed(ui);
}

export function revealed(ui, howMany) {
  const items = all("li[data-opponent-move]", ui.find("replay-list"));
  const shown = items.filter((li) => !li.hidden).length;
  const target = howMany === "all" ? items.length : Math.min(items.length, shown + (howMany || 0));
  items.forEach((li, i) => { li.hidden = i >= Math.max(target, 1); });
  const rest = items.length > Math.max(target, 1);
  ui.find("next").hidden = !rest;
  ui.find("all").hidden = !rest;
}

export function showOver(ui) {
  const { answer } = ui;
  const box = ui.find("over");
  box.hidden = !answer.over;
  const ranking = ui.find("ranking");
  ranking.textContent = "";
  for (const line of answer.ranking || []) ranking.appendChild(el("li", { text: line }));
  const count = ui.find("final");
  count.textContent = "";
  for (const line of answer.count || []) count.appendChild(el("li", { text: line }));
}
