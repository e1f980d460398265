/* Marquoir: the case checker page (render/checker.py writes its markup and configuration); shipped as
   assets/checker.js (a classic script bundled from these modules by marquoir.site.scripts).

   A form describes a table and its moves; the page writes it as a `marquoir check` file in textarea[data-case-yaml],
   keeps a permalink to it in the URL fragment, and on the button's press sends the file's text to the engine, which
   runs in a module Web Worker (checker/run.mjs): the verdict is marquoir.web.check's, written into
   [data-case-verdict] with data-exit 0, 1 or 2 as the command exits, its ruling first (checker/verdict.mjs). A link
   that carries a case (a permalink, a worked example's) opens with its verdict: the case is run and the page goes to
   the answer.

   No word, no rule and no format here: every label, the cards and their names, the move grammar and the moves said
   in words, the case format and what the form shows of it, the number of players, the rates, the options and their
   values, the permalink's format and limits, and the pages that explain each rule come from the page's JSON
   configuration. Nothing read from the URL, a pasted file or the worker's answer is ever run: the permalink is JSON,
   the file is text the engine safe-loads, and values reach the page through textContent and value only. */
import { all, format } from "../lib/dom.mjs";
import { onEveryPage } from "../lib/site.mjs";
import { own, isObject } from "../lib/plain.mjs";
import { emptyModel, emptyPlayer, fromCase, toCase } from "./case.mjs";
import { renderBuilder, renderMoves } from "./builder.mjs";
import { renderExpect, renderOptions, renderPlayers, renderRows } from "./form.mjs";
import { nameIndex } from "./names.mjs";
import { readLink, writeLink } from "./permalink.mjs";
import { clearVerdict, run, storageNote, warm } from "./run.mjs";
import { keepTypeset } from "../lib/typeset-page.mjs";
import { toYaml } from "./yaml.mjs";

const CASE = "#case=";
const EXAMPLE = "#example=";

function copyText(text, input) {
  if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text);
  return new Promise((resolve, reject) => {
    input.select();
    try {
      if (document.execCommand("copy")) resolve();
      else reject(new Error("copy"));
    } catch (e) {
      reject(e);
    }
  });
}

class Checker {
  constructor(root) {
    this.root = root;
    this.config = JSON.parse(root.querySelector("[data-checker-config]").textContent);
    this.words = this.config.words;
    this.cards = Object.fromEntries(this.config.cards.map((card) => [card.id, card]));
    this.names = nameIndex(this.config.cards, this.config.articles);
    this.model = emptyModel(this.config, this.defaultNames());
    this.detached = false;
    this.engine = null;
    this.pending = null;
    this.linkSerial = 0;
    this.invalid = new Set();  /* the number fields whose text is no number (checker/form.mjs) */
  }

  find(name) { return this.root.querySelector("[data-case-" + name + "]"); }

  defaultNames() {
    const names = this.words.default_names.split(",");
    return Array.from({ length: this.config.players.max }, (_, i) => names[i] || format(this.words.player, { n: i + 1 }));
  }

  render() {
    this.invalid.clear();
    renderPlayers(this);
    renderRows(this);
    renderOptions(this);
    renderMoves(this);
    renderExpect(this);
  }

  /* The form changed: re-render it if its structure did, write the file (unless edited by hand), update the link. */
  changed(structure) {
    if (structure) {
      this.render();
      if (this.refreshBuilder) this.refreshBuilder();
    }
    if (!this.detached) this.writeFile();
    this.updateLink();
  }

  writeFile() { this.find("yaml").value = toYaml(toCase(this.model, this.config)); }

  setDetached(detached) {
    this.detached = detached;
    this.find("detached").hidden = !detached;
    this.find("form").classList.toggle("mq-checker__form--detached", detached);
    if (detached) this.showFile();
  }

  /* Open the folded file (to show a line of it, or that it was edited by hand). */
  showFile() { this.find("file-box").open = true; }

  /* Check the case: the form's fields first (a number field that holds no number is to correct), then the engine;
     `go`: the page goes to the answer, the progress first (a shared link that opens with its verdict). */
  check(go) {
    if (!this.detached && this.invalid.size) {
      const first = this.invalid.values().next().value;
      this.say(this.words.fix_fields, true);
      first.focus();
      return;
    }
    run(this);
    if (go) this.find("result").scrollIntoView(true);  /* its top at the top */
  }

  /* A new case, on a second press (the first says, on the button, what the next will do; anything else done in
     between cancels it): the form, the file, the link and the verdict as a new page has them; the engine stays
     started for the next case. */
  newCase() {
    if (this.pending) return;  /* the verdict on its way is this case's */
    if (!this.confirming(true)) return;
    this.confirming(false);
    this.show(emptyModel(this.config, this.defaultNames()));
    renderBuilder(this);
    this.find("file-box").open = false;
    clearVerdict(this);
    this.say("");
    this.updateLink();
  }

  /* The form shows `model` (a link's case, or a new one) and the file is written from it. */
  show(model) {
    this.model = model;
    this.setDetached(false);
    this.render();
    this.writeFile();
  }

  /* The new case button asks for its second press (`on`) or no longer does; whether it was asking already. */
  confirming(on) {
    const button = this.find("new"), was = button.hasAttribute("data-confirm");
    if (was !== on) {
      button.toggleAttribute("data-confirm", on);
      button.textContent = on ? this.words.new_case_confirm : this.words.new_case;
    }
    return was;
  }

  say(text, error) {
    const notice = this.find("notice");
    notice.textContent = text;
    notice.hidden = !text;
    notice.classList.toggle("mq-checker__notice--error", !!error);
  }

  updateLink() {
    if (typeof CompressionStream === "undefined") return;
    const serial = ++this.linkSerial;
    const data = this.detached ? { yaml: this.find("yaml").value } : { case: toCase(this.model, this.config) };
    writeLink(data, this.config.link).then((payload) => {
      if (serial !== this.linkSerial) return;  /* a newer change is being written */
      this.find("link").value = location.href.split("#")[0] + CASE + payload;
      this.written = CASE + payload;
      if (history.replaceState) history.replaceState(null, "", this.written);
    });
  }

  /* The cases of the worked examples of this edition ({key: permalink payload}), read once; null if unreadable
     (opened from disk, or offline before the site was kept). Data only: each case is then read as a link's. */
  exampleCases() {
    if (!this.examplesRead) {
      this.examplesRead = fetch(new URL(this.config.examples, location.href).href)
        .then((response) => (response.ok ? response.json() : null))
        .then((data) => (isObject(data) ? data : null))
        .catch(() => null)
        .then((data) => { if (!data) this.examplesRead = null; return data; });  /* tried again next time */
    }
    return this.examplesRead;
  }

  badLink(why) { this.say(format(this.words.bad_link, { why: this.words[why] }), true); }

  async restore() {
    let hash = location.hash;
    if (hash.startsWith(EXAMPLE)) {
      /* a worked example's link names its game (ex-trois-actions/1); the site keeps its case in examples.json */
      let key = hash.slice(EXAMPLE.length);
      const examples = await this.exampleCases();
      try { key = decodeURIComponent(key); } catch (e) { /* a broken %-escape: no example has that name */ }
      if (!examples) { this.badLink("bad_link_examples_unread"); return false; }
      if (!own(examples, key) || typeof examples[key] !== "string") { this.badLink("bad_link_example"); return false; }
      hash = CASE + examples[key];
    }
    if (!hash.startsWith(CASE) || hash === this.written) return false;
    try {
      const data = await readLink(hash.slice(CASE.length), this.config.link);
      const model = own(data, "case") ? fromCase(data.case, this.config) : null;
      if (model) {
        this.show(model);
      } else {
        this.setDetached(true);
        this.find("yaml").value = own(data, "case") ? toYaml(data.case) : data.yaml;
      }
      this.say(this.words.restored);
      this.updateLink();
      return true;
    } catch (error) {
      const why = { base64: "bad_link_base64", deflate: "bad_link_deflate", size: "bad_link_size" }[error.message];
      this.badLink(why || "bad_link_json");
      return false;
    }
  }

  copy(text, input) {
    copyText(text, input).then(() => this.say(this.words.copied), () => this.say(this.words.copy_failed, true));
  }

  async start() {
    const area = this.find("yaml");
    this.find("add-player").addEventListener("click", () => {
      const players = this.model.players;
      if (players.length >= this.config.players.max) return;
      players.push(emptyPlayer(this.config, this.defaultNames()[players.length]));
      this.changed(true);
    });
    area.addEventListener("input", () => { this.setDetached(true); this.updateLink(); });
    this.find("rewrite").addEventListener("click", () => { this.setDetached(false); this.writeFile(); this.updateLink(); });
    this.find("run").addEventListener("click", () => this.check(false));
    this.find("new").addEventListener("click", () => this.newCase());
    for (const type of ["click", "input"]) {  /* a new case's first press is forgotten once anything else is done */
      this.root.addEventListener(type, (event) => {
        if (!event.target.closest("[data-case-new]")) this.confirming(false);
      }, true);
    }
    /* the engine starts loading at the reader's first touch of the checker, not only at the press */
    const early = () => { for (const type of ["focusin", "pointerdown"]) this.root.removeEventListener(type, early); warm(this); };
    for (const type of ["focusin", "pointerdown"]) this.root.addEventListener(type, early);
    this.find("copy-file").addEventListener("click", () => this.copy(area.value, area));
    this.find("copy-link").addEventListener("click", () => this.copy(this.find("link").value, this.find("link")));
    this.find("download").addEventListener("click", (event) => {
      const link = event.currentTarget;
      if (link.href && link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
      link.href = URL.createObjectURL(new Blob([area.value], { type: "text/yaml;charset=utf-8" }));
    });
    this.render();
    renderBuilder(this);
    this.writeFile();
    if (await this.restore()) this.check(true);
    else this.updateLink();
    /* a link pasted into the address bar of this tab: restore it too, and answer it */
    window.addEventListener("hashchange", () => this.restore().then((restored) => { if (restored) this.check(true); }));
    /* the service worker says when it has kept the engine for offline use */
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.addEventListener("message", (event) => {
        if (event.data && event.data.type === "engine-cached") storageNote(this);
      });
    }
    if (location.protocol === "file:") {
      this.say(this.words.file_protocol, true);
      this.find("run").disabled = true;
    }
    storageNote(this);
    this.root.setAttribute("data-case-ready", "");
  }
}

function init() {
  for (const root of all("[data-case]")) {
    if (root.getAttribute("data-case-init")) continue;
    root.setAttribute("data-case-init", "");
    const checker = new Checker(root);
    keepTypeset(root, checker.config.typography);
    checker.start();
  }
}

onEveryPage(init);
