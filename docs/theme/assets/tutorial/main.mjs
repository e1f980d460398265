/* Marquoir: the "learn by playing" page (render/tutorial.py writes its markup and configuration); shipped as
   assets/tutorial.js (a classic script bundled from these modules by marquoir.site.scripts).

   The reader presses Start: the engine's Web Worker (engine/client.mjs, shared with the case checker) loads the
   runtime and answers each request with marquoir.tutorial.web.answer's JSON: the lesson's data and every move so far
   go in, with the move the reader tries or an undo; the table, the moves the reader may try with their costs, the
   refusal, the opponent's moves, the step and the hint come out. The moves are kept on the device after each answer
   (tutorial/store.mjs), so a reload resumes the game; the game so far opens in the case checker (the engine writes
   its link). No rule, no number and no word here: they are the engine's and the configuration's. */
import { all, format } from "../lib/dom.mjs";
import { onEveryPage } from "../lib/site.mjs";
import { keepTypeset } from "../lib/typeset-page.mjs";
import { Engine } from "../engine/client.mjs";
import { showProgress } from "../engine/progress.mjs";
import { showHint, showMove, showOver, showReplay, showStep, revealed } from "./panel.mjs";
import { anyGame, keepGame, readGame } from "./store.mjs";
import { drawTable } from "./table.mjs";

function storage() {
  try { return window.localStorage; } catch (e) { return null; }  /* blocked storage throws on access */
}

class Tutorial {
  constructor(root) {
    this.root = root;
    this.config = JSON.parse(root.querySelector("[data-tutorial-config]").textContent);
    this.words = this.config.words;
    this.answer = null;
    this.moves = [];
    this.selected = null;
    this.hinted = false;
    this.busy = false;
    this.restarting = false;
    this.engine = new Engine(this.config.engine, (stage, loaded, total) =>
      showProgress(this.find("progress"), this.words, this.config.lang, stage, loaded, total));
  }

  find(name) { return this.root.querySelector("[data-tutorial-" + name + "]"); }

  say(text) {
    const notice = this.find("notice");
    notice.textContent = text || "";
    notice.hidden = !text;
  }

  saved() { return readGame(storage(), this.config.store, this.config.version, this.config.keep); }

  /* One request to the engine: the lesson, the moves so far, and what the reader does (`extra`). */
  send(extra) {
    if (this.busy) return Promise.resolve();
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    const request = Object.assign({ lesson: this.config.lesson, lang: this.config.lang, moves: this.moves }, extra);
    return this.engine.request({ type: "tutorial", request: JSON.stringify(request) }).then((json) => {
      const answer = JSON.parse(json);
      if (!answer.ok) throw { key: "failed", detail: answer.message };
      this.show(answer, extra);
    }).catch((problem) => {
      const key = problem && problem.key;
      this.say(key === "timeout" || key === "stalled" ? format(this.words[key], { seconds: problem.detail })
        : format(this.words.failed, { detail: (problem && problem.detail) || "worker" }));
      this.find("start").disabled = false;
    }).finally(() => {
      this.busy = false;
      this.root.removeAttribute("aria-busy");
    });
  }

  show(answer, extra) {
    const first = !this.answer;
    this.answer = answer;
    this.moves = answer.moves.slice();
    this.answers = (this.answers || 0) + 1;
    this.root.setAttribute("data-tutorial-answers", String(this.answers));  /* for whoever waits for the answer */
    this.root.setAttribute("data-tutorial-engine", this.engine.restored ? "restored" : "started");
    keepGame(storage(), this.config.store, this.config.version, this.moves);
    if (answer.played || answer.refused || extra.undo) this.hinted = false;
    if (answer.played) this.selected = null;
    if (this.selected && !answer.table.me.team.includes(this.selected)) this.selected = null;
    if (first) {
      this.find("start-box").hidden = true;
      this.find("game").hidden = false;
      this.say(answer.restarted ? this.words.restarted : this.moves.length ? this.words.resumed : "");
    } else if (!answer.refused) {
      this.say("");
    }
    this.draw();
  }

  draw() {
    const answer = this.answer;
    showStep(this);
    showHint(this);
    showMove(this);
    showReplay(this);
    showOver(this);
    const focused = document.activeElement;
    const again = focused && (focused.getAttribute("data-move") || focused.getAttribute("data-card"));
    drawTable(this, this.find("table"));
    const link = this.find("case");
    link.hidden = !(this.config.checker && answer.case);
    if (!link.hidden) link.href = this.config.checker + "#case=" + answer.case;
    const back = again && all("button[data-move], button[data-card]", this.root)
      .find((b) => b.getAttribute("data-move") === again || b.getAttribute("data-card") === again);
    if (back) back.focus();
    else if (focused && focused !== document.body && !this.root.contains(focused)) this.find("hint").focus();
  }

  hint() {
    if (!this.answer) return;
    this.hinted = true;
    const move = this.answer.attempts.find((a) => a.move === this.answer.hint);
    if (move && move.site) this.selected = move.card;  /* a send: its worker chosen, so that its button is drawn */
    if (move && move.on) this.selected = move.on;  /* a university: the worker it goes on */
    this.draw();
    const suggested = this.root.querySelector("button[data-move][data-suggested]");
    if (suggested) suggested.focus();
  }

  restart() {
    if (!this.restarting) {
      this.restarting = true;
      this.say(this.words.restart_confirm);
      return;
    }
    this.restarting = false;
    this.moves = [];
    this.selected = null;
    this.hinted = false;
    keepGame(storage(), this.config.store, this.config.version, []);
    this.send({});
  }

  click(event) {
    const button = event.target.closest("button");
    if (!button || !this.root.contains(button)) return;
    if (!button.hasAttribute("data-tutorial-restart")) this.restarting = false;
    if (button.hasAttribute("data-move")) this.send({ play: button.getAttribute("data-move") });
    else if (button.hasAttribute("data-card")) {
      const id = button.getAttribute("data-card");
      this.selected = this.selected === id ? null : id;
      this.draw();
    } else if (button.hasAttribute("data-tutorial-hint")) this.hint();
    else if (button.hasAttribute("data-tutorial-undo")) this.send({ undo: true });
    else if (button.hasAttribute("data-tutorial-restart")) this.restart();
    else if (button.hasAttribute("data-tutorial-next")) revealed(this, 1);
    else if (button.hasAttribute("data-tutorial-all")) revealed(this, "all");
  }

  start() {
    const button = this.find("start");
    if (location.protocol === "file:") {
      this.say(this.words.file_protocol);
      button.disabled = true;
      return;
    }
    if (anyGame(storage(), this.config.store)) button.textContent = this.words.resume;
    button.addEventListener("click", () => {
      button.disabled = true;
      this.say("");
      this.moves = this.saved() || [];
      const kept = anyGame(storage(), this.config.store) && !this.moves.length;
      this.send({}).then(() => { if (kept && this.answer) this.say(this.words.restarted); });
    });
    this.root.addEventListener("click", (event) => this.click(event));
    this.root.setAttribute("data-tutorial-ready", "");
  }
}

function init() {
  for (const root of all("[data-tutorial]")) {
    if (root.getAttribute("data-tutorial-init")) continue;
    root.setAttribute("data-tutorial-init", "");
    const tutorial = new Tutorial(root);
    keepTypeset(root, tutorial.config.typography);
    tutorial.start();
  }
}

onEveryPage(init);
