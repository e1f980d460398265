/* Marquoir: running a case: the engine's module Web Worker (assets/engine/worker.mjs, Pyodide) started on the first
   press, its progress shown by stage, a time limit per run and per stall (config.engine), the answer shown
   (checker/verdict.mjs), the engine kept for offline use by the service worker, and how much the device keeps.
   Touches the page. */
import { format } from "../lib/dom.mjs";
import { megabytes as megabytesIn, progressText } from "./progress.mjs";
import { showVerdict } from "./verdict.mjs";

function megabytes(ui, bytes) {
  return megabytesIn(bytes, ui.config.lang);
}

function progress(ui, stage, loaded, total) {
  const box = ui.find("progress");
  const bar = box.querySelector("progress");
  const text = box.querySelector("span");
  box.hidden = !stage;
  if (!stage) return;
  if (stage === "download" && total) {
    bar.max = total;
    bar.value = Math.min(loaded, total);
  } else {
    bar.removeAttribute("value");
  }
  text.textContent = progressText(ui.words, stage, loaded, total, ui.config.lang);
}

function stopWorker(ui) {
  if (ui.worker) ui.worker.terminate();
  ui.worker = null;
  ui.ready = false;
  clearTimeout(ui.timer);
}

/* The end of a run that gave no verdict: the worker is stopped, the page says why and stays usable. */
function fail(ui, message) {
  stopWorker(ui);
  ui.pending = null;
  progress(ui, null);
  const verdict = ui.find("verdict");
  verdict.removeAttribute("data-exit");
  verdict.setAttribute("data-state", "failed");
  verdict.textContent = message;
  ui.find("run").disabled = false;
}

function watch(ui, seconds, key) {
  clearTimeout(ui.timer);
  ui.timer = setTimeout(() => fail(ui, format(ui.words[key], { seconds })), seconds * 1000);
}

function failed(ui, detail) {
  fail(ui, format(ui.words.failed, { detail }));
}

function onWorker(ui, worker, message) {
  if (worker !== ui.worker || !ui.pending) return;
  const engine = ui.config.engine;
  if (message.type === "progress") {
    if (message.stage === "check") watch(ui, engine.runSeconds, "timeout");
    else watch(ui, engine.stallSeconds, "stalled");
    progress(ui, message.stage, message.loaded, message.total);
  } else if (message.type === "result" && message.id === ui.pending) {
    clearTimeout(ui.timer);
    ui.pending = null;
    progress(ui, null);
    let result;
    try {
      result = JSON.parse(message.json);
    } catch (e) {
      failed(ui, "JSON");
      return;
    }
    ui.ready = true;
    showVerdict(ui, result);
    ui.find("run").disabled = false;
    cacheEngine();
    storageNote(ui);
  } else if (message.type === "failed") {
    failed(ui, message.message ? String(message.message).split("\n").filter(Boolean).pop().slice(0, 200) : message.stage);
  }
}

function startWorker(ui) {
  const worker = new Worker(new URL(ui.config.engine.worker, location.href), { type: "module" });
  worker.onmessage = (event) => onWorker(ui, worker, event.data || {});
  worker.onerror = (event) => {
    if (event && event.preventDefault) event.preventDefault();
    if (ui.worker === worker) failed(ui, (event && event.message) || "worker");
  };
  ui.worker = worker;
  return worker;
}

/* Check the file's text: the worker answers with marquoir.web.check's JSON. */
export function run(ui) {
  if (ui.pending) return;
  if (location.protocol === "file:") { ui.say(ui.words.file_protocol, true); return; }
  const verdict = ui.find("verdict");
  verdict.textContent = "";
  verdict.removeAttribute("data-exit");
  verdict.removeAttribute("data-state");
  ui.find("details").textContent = "";
  ui.find("run").disabled = true;
  ui.pending = ++ui.runId;
  try {
    const worker = ui.worker || startWorker(ui);
    watch(ui, ui.config.engine.stallSeconds, "stalled");
    progress(ui, ui.worker && ui.ready ? "check" : "download", 0, 0);
    worker.postMessage({ type: "check", id: ui.pending, text: ui.find("yaml").value, lang: ui.config.lang });
  } catch (error) {
    failed(ui, String((error && error.message) || error));
  }
}

/* Ask the service worker (marquoir.js registers it) to keep the engine's files for offline use. */
function cacheEngine() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.getRegistration().then((registration) => {
    const active = registration && registration.active;
    if (active) active.postMessage({ type: "cache-engine" });
  }).catch(() => {});
}

export function storageNote(ui) {
  const box = ui.find("storage");
  if (!navigator.storage || !navigator.storage.estimate || !window.caches) return;
  Promise.all([navigator.storage.estimate(), caches.keys()]).then(([estimate, keys]) => {
    if (!keys.length) { box.textContent = ui.words.storage_none; return; }
    const engine = keys.some((key) => key.includes("-engine-"));
    box.textContent = format(ui.words.storage, { size: megabytes(ui, estimate.usage || 0),
                                                 engine: engine ? ui.words.storage_engine : "" });
  }).catch(() => {});
}
