/* Marquoir: running a case: the engine's Web Worker (engine/client.mjs, shared with the lesson's page) started at the
   reader's first touch of the form or at the press, its progress shown by stage, a time limit per run and per stall
   (config.engine), the answer shown (checker/verdict.mjs), and how much the device keeps. Touches the page. */
import { format } from "../lib/dom.mjs";
import { Engine } from "../engine/client.mjs";
import { megabytes, showProgress, stored } from "../engine/progress.mjs";
import { showVerdict } from "./verdict.mjs";

function engine(ui) {
  if (!ui.engine) {
    ui.engine = new Engine(ui.config.engine, (stage, loaded, total) =>
      showProgress(ui.find("progress"), ui.words, ui.config.lang, stage, loaded, total));
  }
  return ui.engine;
}

/* The end of a run that gave no verdict: the page says why and stays usable (the next press starts a fresh engine). */
function fail(ui, message) {
  ui.pending = null;
  const verdict = ui.find("verdict");
  verdict.removeAttribute("data-exit");
  verdict.setAttribute("data-state", "failed");
  verdict.textContent = message;
  ui.find("run").disabled = false;
}

function failed(ui, problem) {
  const key = problem && problem.key;
  if (key === "timeout" || key === "stalled") fail(ui, format(ui.words[key], { seconds: problem.detail }));
  else fail(ui, format(ui.words.failed, { detail: (problem && problem.detail) || "worker" }));
}

/* Start the engine before the first press: the reader is filling the form. */
export function warm(ui) {
  if (location.protocol !== "file:") engine(ui).warm();
}

/* No verdict shown: as before the first press. */
export function clearVerdict(ui) {
  const verdict = ui.find("verdict");
  verdict.textContent = "";
  verdict.removeAttribute("data-exit");
  verdict.removeAttribute("data-state");
  ui.find("details").textContent = "";
}

/* Check the file's text: the worker answers with marquoir.web.check's JSON (`form`: the file is the form's, not
   edited by hand, so that a malformed case is said in the form's fields). */
export function run(ui) {
  if (ui.pending) return;
  if (location.protocol === "file:") { ui.say(ui.words.file_protocol, true); return; }
  clearVerdict(ui);
  ui.find("run").disabled = true;
  ui.pending = true;
  const request = { type: "check", text: ui.find("yaml").value, lang: ui.config.lang, form: !ui.detached };
  engine(ui).request(request).then((json) => {
    ui.pending = null;
    let result;
    try {
      result = JSON.parse(json);
    } catch (e) {
      failed(ui, { key: "failed", detail: "JSON" });
      return;
    }
    showVerdict(ui, result);
    ui.find("run").disabled = false;
    storageNote(ui);
  }, (problem) => failed(ui, problem));
}

export function storageNote(ui) {
  const box = ui.find("storage");
  stored().then((found) => {
    if (!found) return;
    if (!found.any) { box.textContent = ui.words.storage_none; return; }
    box.textContent = format(ui.words.storage, { size: megabytes(found.size, ui.config.lang),
                                                 engine: found.engine ? ui.words.storage_engine : "" });
  });
}
