/* Marquoir: the case checker's verdict, as marquoir.web.check answered it (its JSON: the contract is in web.py's
   docstring), a ruling first: [data-case-verdict] (data-exit 0, 1 or 2, as `marquoir check` exits) opens with the
   ruling, [data-case-ruling] (one sentence answering the player's question, the rule it names linked:
   a[data-case-rule]), then each claim the case states and whether it is right; then the file's problems, or the
   figures after the last move and the ranking; then, folded, the moves one by one with the file's lines, and the
   command's report. Every value reaches the page through textContent. Touches the page. */
import { el, format } from "../lib/dom.mjs";
import { own } from "../lib/plain.mjs";
import { cardName } from "./pickers.mjs";

function list(value) {
  return Array.isArray(value) ? value : [];
}

function goToLine(ui, line) {
  const area = ui.find("yaml");
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  ui.showFile();
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
  const page = typeof rule === "string" && own(ui.config.rules, rule) ? ui.config.rules[rule] : null;
  return page ? el("a", { href: page.href, class: "mq-checker__rule", "data-case-rule": rule,
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
  const effect = el("td", { class: "mq-checker__effect-cell" }, [el("span", { class: "mq-checker__move-said",
                                                                              text: s.words || s.move })]);
  for (const line of list(s.lines)) effect.appendChild(el("span", { class: "mq-checker__effect", text: line }));
  if (s.refused) {
    effect.appendChild(el("span", { class: "mq-checker__effect mq-checker__effect--refused",
                                    text: format(ui.words.refused, { message: s.refused.message }) }));
    const link = ruleLink(ui, s.refused.rule);
    if (link) effect.appendChild(link);
  }
  const button = lineButton(ui, s.line);
  if (button) effect.appendChild(button);
  const completed = list(s.completed).map((id) => cardName(ui, id)).join(", ");
  return el("tr", { "data-step": s.n, class: s.refused ? "mq-checker__step--refused" : null }, [
    el("td", { text: s.n }), el("td", { text: s.player }), effect, el("td", { text: s.actions_left }),
    el("td", { text: s.money }), el("td", { text: s.vp }), el("td", { text: completed })]);
}

/* The ruling and the claims, in [data-case-verdict]. */
function showRuling(ui, result, verdict) {
  const ruling = verdict.appendChild(el("p", { class: "mq-checker__ruling", "data-case-ruling": "" },
                                        [String(result.verdict || "")]));
  const link = ruleLink(ui, result.rule);
  if (link) ruling.append(link);  /* on a line of its own (checker.css) */
  const claims = list(result.claims);
  if (claims.length) {
    verdict.appendChild(el("p", { class: "mq-checker__claims-title", text: ui.words.claims }));
    verdict.appendChild(el("ul", { class: "mq-checker__claims", "data-case-claims": "" }, claims.map((c) =>
      el("li", { "data-holds": c.holds ? "true" : "false", "data-key": c.key }, [String(c.text)]))));
  }
}

function showScores(ui, result, details, money) {
  const w = ui.words;
  const scores = list(result.scores);
  if (!scores.length) return;
  const penalties = scores.some((s) => s.penalties);
  details.appendChild(el("h3", { text: result.over ? w.scores : w.figures }));
  details.appendChild(el("p", { text: result.over ? w.over : w.not_over }));
  const headers = [w.col_rank, w.col_player, w.col_score, w.col_vp, money, ...(penalties ? [w.col_penalties] : [])];
  details.appendChild(table(headers, scores.map((s) => el("tr", { "data-score": s.player }, [
    el("td", { text: s.rank }), el("td", { text: s.player }), el("td", { text: s.score }), el("td", { text: s.vp }),
    el("td", { text: s.money }), ...(penalties ? [el("td", { text: s.penalties })] : [])])), "mq-checker__scores",
                            w.colon));
  const ranking = list(result.ranking);
  if (ranking.length && result.over) {
    details.appendChild(el("h3", { text: w.ranking }));
    details.appendChild(el("ul", { class: "mq-checker__ranking", "data-case-ranking": "" },
                           ranking.map((line) => el("li", { text: line }))));
  }
}

export function showVerdict(ui, result) {
  const w = ui.words;
  const details = ui.find("details");
  const verdict = ui.find("verdict");
  details.textContent = "";
  verdict.textContent = "";
  verdict.removeAttribute("data-state");
  if ([0, 1, 2].includes(result.exit)) verdict.setAttribute("data-exit", String(result.exit));
  verdict.setAttribute("data-kind", String(result.kind || ""));
  showRuling(ui, result, verdict);
  const problems = list(result.problems);
  if (problems.length) {
    details.appendChild(el("h3", { text: w.problems }));
    details.appendChild(el("ul", { class: "mq-checker__problems", "data-case-problems": "" }, problems.map((p) =>
      el("li", { "data-line": p.line, "data-code": p.code || null },
         [typeof p.line === "number" ? format(w.problem, { line: p.line, message: p.words || p.message })
           : String(p.words || p.message), " ", lineButton(ui, p.line)]))));
  }
  const money = String(result.money || w.money);
  showScores(ui, result, details, money);
  const steps = list(result.steps);
  if (steps.length) {
    details.appendChild(el("details", { class: "mq-checker__steps-box" }, [
      el("summary", { text: w.steps }),
      table([w.col_n, w.col_player, w.col_move, w.col_actions, money, w.col_vp, w.col_completed],
            steps.map((s) => stepRow(ui, s)), "mq-checker__steps", w.colon)]));
  }
  if (result.report) {
    details.appendChild(el("details", { class: "mq-checker__report" },
                           [el("summary", { text: w.report }), el("pre", { text: result.report })]));
  }
}
