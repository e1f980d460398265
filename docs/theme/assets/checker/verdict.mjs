/* Marquoir: the case checker's verdict, as marquoir.web.check answered it (its JSON: the contract is in web.py's
   docstring): the verdict in [data-case-verdict] (data-exit 0, 1 or 2, as `marquoir check` exits), then the file's
   problems, the refusal and the rule it breaks, the expectations that do not hold, the steps, the scores and the
   ranking. Every value reaches the page through textContent. Touches the page. */
import { el, format } from "../lib/dom.mjs";
import { own } from "../lib/plain.mjs";
import { cardName } from "./form.mjs";

function list(value) {
  return Array.isArray(value) ? value : [];
}

function goToLine(ui, line) {
  const area = ui.find("yaml");
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  area.focus();
  area.setSelectionRange(start, start + (lines[line - 1] || "").length);
}

function lineButton(ui, line) {
  if (typeof line !== "number" || line < 1) return null;
  const button = el("button", { type: "button", class: "mq-checker__line", text: format(ui.words.go_to_line, { line }) });
  button.addEventListener("click", () => goToLine(ui, line));
  return button;
}

function ruleLink(ui, rule) {
  const page = own(ui.config.rules, rule) ? ui.config.rules[rule] : null;
  return page ? el("a", { href: page.href, class: "mq-checker__rule", "data-rule": rule,
                          text: format(ui.words.see_rule, { title: page.title }) }) : null;
}

/* A table; each cell also carries its column's name (data-label), which a narrow screen shows before it. */
function table(headers, rows, css, colon) {
  const head = el("tr", {}, headers.map((h) => el("th", { scope: "col", text: h })));
  for (const row of rows) {
    Array.from(row.cells).forEach((cell, i) => cell.setAttribute("data-label", headers[i] + colon));
  }
  return el("div", { class: "mq-checker__table-wrap" },
            [el("table", { class: css }, [el("thead", {}, [head]), el("tbody", {}, rows)])]);
}

function stepRow(ui, s) {
  const effect = el("td", { class: "mq-checker__effect-cell" }, [el("code", { text: s.move })]);
  for (const line of list(s.lines)) effect.appendChild(el("span", { class: "mq-checker__effect", text: line }));
  if (s.refused) {
    effect.appendChild(el("span", { class: "mq-checker__effect mq-checker__effect--refused",
                                    text: format(ui.words.refused, { message: s.refused.message }) }));
    const link = ruleLink(ui, s.refused.rule);
    if (link) effect.appendChild(link);
  }
  const completed = list(s.completed).map((id) => cardName(ui, id)).join(", ");
  return el("tr", { "data-step": s.n, class: s.refused ? "mq-checker__step--refused" : null }, [
    el("td", { text: s.n }), el("td", { text: s.player }), effect, el("td", { text: s.actions_left }),
    el("td", { text: s.money }), el("td", { text: s.vp }), el("td", { text: completed })]);
}

export function showVerdict(ui, result) {
  const w = ui.words;
  const details = ui.find("details");
  const verdict = ui.find("verdict");
  details.textContent = "";
  verdict.textContent = String(result.verdict || "");
  verdict.removeAttribute("data-state");
  if ([0, 1, 2].includes(result.exit)) verdict.setAttribute("data-exit", String(result.exit));
  verdict.setAttribute("data-kind", String(result.kind || ""));
  const problems = list(result.problems);
  if (problems.length) {
    details.appendChild(el("h3", { text: w.problems }));
    details.appendChild(el("ul", { class: "mq-checker__problems", "data-case-problems": "" }, problems.map((p) =>
      el("li", { "data-line": p.line, "data-code": p.code || null },
         [format(w.problem, { line: p.line, field: p.field, message: p.message }), " ", lineButton(ui, p.line)]))));
  }
  if (result.refusal) {
    const r = result.refusal;
    details.appendChild(el("p", { class: "mq-checker__refusal", "data-case-refusal": r.rule },
      [format(w.refused, { message: r.message }), " ", ruleLink(ui, r.rule), " ", lineButton(ui, r.line)]));
  }
  const unmet = list(result.unmet);
  if (unmet.length) {
    details.appendChild(el("h3", { text: w.unmet }));
    details.appendChild(el("ul", { class: "mq-checker__unmet", "data-case-unmet": "" }, unmet.map((u) =>
      el("li", { "data-key": u.key }, [format(w.unmet_item, u), " ", lineButton(ui, u.line)]))));
  }
  const money = String(result.money || w.money);
  const steps = list(result.steps);
  if (steps.length) {
    details.appendChild(el("h3", { text: w.steps }));
    details.appendChild(table([w.col_n, w.col_player, w.col_move, w.col_actions, money, w.col_vp, w.col_completed],
                              steps.map((s) => stepRow(ui, s)), "mq-checker__steps", w.colon));
  }
  const scores = list(result.scores);
  if (scores.length) {
    const penalties = scores.some((s) => s.penalties);
    details.appendChild(el("h3", { text: w.scores }));
    details.appendChild(el("p", { text: result.over ? w.over : w.not_over }));
    const headers = [w.col_rank, w.col_player, w.col_score, w.col_vp, money, ...(penalties ? [w.col_penalties] : [])];
    details.appendChild(table(headers, scores.map((s) => el("tr", { "data-score": s.player }, [
      el("td", { text: s.rank }), el("td", { text: s.player }), el("td", { text: s.score }), el("td", { text: s.vp }),
      el("td", { text: s.money }), ...(penalties ? [el("td", { text: s.penalties })] : [])])), "mq-checker__scores", w.colon));
  }
  const ranking = list(result.ranking);
  if (ranking.length) {
    details.appendChild(el("h3", { text: w.ranking }));
    details.appendChild(el("ul", { class: "mq-checker__ranking", "data-case-ranking": "" },
                           ranking.map((line) => el("li", { text: line }))));
  }
  if (result.report) {
    details.appendChild(el("details", { class: "mq-checker__report" },
                           [el("summary", { text: w.report }), el("pre", { text: result.report })]));
  }
}
