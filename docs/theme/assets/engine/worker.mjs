/* Marquoir's engine in the reader's browser: a module Web Worker that runs the same Python as
   `marquoir check`, on Pyodide, and answers the pages that use it: the case checker
   (docs/theme/assets/checker/run.mjs) and the lesson of "learn by playing" (docs/theme/assets/tutorial/), both
   through engine/client.mjs.

   Started by a page's first request (or earlier, {type: "warm"}: the runtime loads before it is needed). It loads
   Pyodide from ./runtime/ (the site's own copy: nothing comes from another origin), unpacks ./marquoir.zip (the
   engine, the scenario checker, the lessons' code and PyYAML, byte for byte the modules the tests run, and the
   card records of both editions), installs the card records, then answers each request

       {type: "check", id, text, lang, form}   ->  {type: "result", id, json}   marquoir.web.check(text, lang, …, form)
       {type: "tutorial", id, request}   ->  {type: "result", id, json}   marquoir.tutorial.web.answer(request)

   where `json` is what that function returns (its keys: its module's docstring). What a page sends is passed to
   Python as a value: it is never run as Python or JavaScript. Python gets an empty object as its `js` module
   (jsglobals), so it can reach nothing of the worker's globals, and a worker has no page to touch: the page only
   reads the JSON it sends back.

   While starting it reports {type: "progress", stage, loaded, total}: "download" with the runtime's
   bytes received so far (counted as Pyodide's own fetches read them) out of the total the build wrote
   in ./runtime/manifest.json, "engine" once Python runs, "check" when a request starts, "ready" once a warm start is
   done; and {type: "failed", id, stage, message} when something breaks (the page words it). */

import { loadPyodide, version } from "./runtime/pyodide.mjs";
import { dropSnapshot, keepSnapshot, readSnapshot, snapshotKey } from "./snapshot.mjs";

const RUNTIME = new URL("./runtime/", import.meta.url).href;
const MANIFEST = new URL("./runtime/manifest.json", import.meta.url).href;
const BUNDLE = new URL("./marquoir.zip", import.meta.url).href;
const SETUP = [  // our own fixed code: where the bundle is, and the cards the engine plays with
  "import json, sys",
  "sys.path.insert(0, '/marquoir')",
  "from marquoir.engine.cards import install_card_records",
  "with open('/marquoir/marquoir_cards.json', encoding='utf-8') as f:",
  "    install_card_records(json.load(f))",
  "import marquoir.web",
  "import marquoir.tutorial.web",
].join("\n");

const networkFetch = self.fetch.bind(self);
let received = 0;
let total = 0;
let lastReport = 0;
let stage = "download";

function post(message) { self.postMessage(message); }

function report(force) {
  const now = Date.now();
  if (force || now - lastReport > 100) {
    lastReport = now;
    post({ type: "progress", stage: "download", loaded: received, total: total });
  }
}

/* fetch, counting the bytes of each body as it is read (the runtime's files and the bundle). The response Pyodide
   gets is the network's own, untouched: a copy is read to count, so that WebAssembly.instantiateStreaming compiles a
   real response (by its address), which the browser may keep compiled for a later start. */
function countingFetch(input, init) {
  return networkFetch(input, init).then(function (response) {
    if (!response.ok || !response.body) return response;
    const reader = response.clone().body.getReader();
    (async function count() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) { report(true); return; }
        received += value.byteLength;
        report(false);
      }
    })().catch(function () {});
    return response;
  });
}

/* loadPyodide's options: the runtime's own copy, and nothing of the worker given to Python (a new empty object as
   its `js` module), with `extra`. */
function options(extra) {
  return Object.assign({ indexURL: RUNTIME, jsglobals: {}, env: {}, stdout: function () {},
                         stderr: function (text) { console.debug(text); } }, extra);
}
let snapshot = { key: null, make: false, made: false, restored: false };

/* Python restored from the snapshot kept after an earlier start (the engine already imported), or null. */
async function restored(bundle) {
  const bytes = await readSnapshot(snapshot.key);
  if (!bytes) return null;
  try {
    const pyodide = await loadPyodide(options({ _loadSnapshot: bytes }));
    post({ type: "progress", stage: "engine", loaded: received, total: total });
    pyodide.unpackArchive(bundle, "zip", { extractDir: "/marquoir" });  // the files of what it imports later
    pyodide.runPython("import marquoir.web, marquoir.tutorial.web");
    snapshot.restored = true;
    return pyodide;
  } catch (error) {
    console.debug("marquoir: the engine's snapshot did not restore; starting it again", error);
    await dropSnapshot(snapshot.key);
    return null;
  }
}

async function start() {
  const manifest = await networkFetch(MANIFEST).then(function (response) {
    if (!response.ok) throw new Error("manifest.json: HTTP " + response.status);
    return response.json();
  });
  total = Object.values(manifest.files).reduce(function (sum, size) { return sum + size; }, 0);
  received = manifest.files["pyodide.mjs"] || 0;  // already here: this module imports it
  self.fetch = countingFetch;
  report(true);
  const bundle = await networkFetch(BUNDLE).then(function (response) {
    if (!response.ok) throw new Error("marquoir.zip: HTTP " + response.status);
    return response.arrayBuffer();
  });
  try { snapshot.key = await snapshotKey(version, bundle); } catch (error) { snapshot.key = null; }
  const again = snapshot.key ? await restored(bundle) : null;
  if (again) { self.fetch = networkFetch; return again; }
  snapshot.make = Boolean(snapshot.key);
  const pyodide = await loadPyodide(options(snapshot.make ? { _makeSnapshot: true } : {}));
  self.fetch = networkFetch;
  stage = "engine";
  post({ type: "progress", stage: "engine", loaded: received, total: total });
  pyodide.unpackArchive(bundle, "zip", { extractDir: "/marquoir" });
  pyodide.runPython(SETUP);
  return pyodide;
}

/* After the first answer, once: the snapshot of the engine as it runs now, kept for the next start. */
function keepForNextTime(pyodide) {
  if (!snapshot.make || snapshot.made) return;
  snapshot.made = true;
  setTimeout(function () {
    let bytes = null;
    try { bytes = pyodide.makeMemorySnapshot(); } catch (error) { console.debug("marquoir: no snapshot", error); }
    if (bytes) keepSnapshot(snapshot.key, bytes);
  }, 0);
}

let engine = null;
let modules = null;

const ANSWER = {
  check: (request) => modules.web.check(String(request.text), String(request.lang), "case.yaml", request.form === true),
  tutorial: (request) => modules.tutorial.answer(String(request.request)),
};

async function ready() {
  if (!engine) {
    engine = start().then((pyodide) => {
      modules = { web: pyodide.pyimport("marquoir.web"), tutorial: pyodide.pyimport("marquoir.tutorial.web") };
      return pyodide;
    });
  }
  return engine;
}

self.onmessage = async function (event) {
  const request = event.data || {};
  if (request.type !== "warm" && !Object.prototype.hasOwnProperty.call(ANSWER, request.type)) return;
  try {
    await ready();
    if (request.type === "warm") {
      post({ type: "progress", stage: "ready", id: request.id, loaded: received, total: total });
      return;
    }
    stage = "check";
    post({ type: "progress", stage: "check", id: request.id, loaded: received, total: total });
    const json = ANSWER[request.type](request);
    post({ type: "result", id: request.id, json: String(json), restored: snapshot.restored });
    keepForNextTime(await engine);
  } catch (error) {
    console.error(error);
    post({ type: "failed", id: request.id, stage: stage, message: String((error && error.message) || error) });
  }
};
