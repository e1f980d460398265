/* Marquoir: the engine's module Web Worker (assets/engine/worker.mjs, Pyodide) seen from a page, the case checker's
   and the lesson's: started at the first request, or earlier with warm() (the runtime loads while the reader reads
   the form or the lesson), its progress reported by stage, a time limit per request and per stall while it loads
   (config.engine), one request at a time, and the engine's files kept for offline use by the service worker once
   it has answered. A worker that fails or runs out of time is stopped; the next request starts a fresh one.
   Touches the page (Worker, navigator). */

export class Engine {
  /* `engine`: config.engine ({worker, runSeconds, stallSeconds}); `onProgress(stage, loaded, total)`: the page shows
     it (stage null: nothing is running). */
  constructor(engine, onProgress) {
    this.engine = engine;
    this.onProgress = onProgress || (() => {});
    this.worker = null;
    this.ready = false;
    this.pending = null;
    this.serial = 0;
    this.timer = null;
    this.restored = false;
  }

  start() {
    const worker = new Worker(new URL(this.engine.worker, location.href), { type: "module" });
    worker.onmessage = (event) => this.message(worker, event.data || {});
    worker.onerror = (event) => {
      if (event && event.preventDefault) event.preventDefault();
      if (this.worker === worker) this.fail("failed", (event && event.message) || "worker");
    };
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = false;
    clearTimeout(this.timer);
  }

  watch(seconds, key) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(key, String(seconds)), seconds * 1000);
  }

  /* The end of a request that got no answer: the worker is stopped, the request rejected with {key, detail}
     (key: "timeout", "stalled" or "failed", the page's words). */
  fail(key, detail) {
    this.stop();
    const pending = this.pending;
    this.pending = null;
    this.onProgress(null);
    if (pending) pending.reject({ key, detail: String(detail) });
  }

  message(worker, message) {
    if (worker !== this.worker) return;
    if (message.type === "progress") {
      if (message.stage === "ready") this.ready = true;
      if (!this.pending) { if (message.stage === "ready") clearTimeout(this.timer); return; }
      if (message.stage === "check") this.watch(this.engine.runSeconds, "timeout");
      else this.watch(this.engine.stallSeconds, "stalled");
      this.onProgress(message.stage, message.loaded, message.total);
    } else if (message.type === "result" && this.pending && message.id === this.pending.id) {
      clearTimeout(this.timer);
      const pending = this.pending;
      this.pending = null;
      this.ready = true;
      this.restored = Boolean(message.restored);  /* the worker started from the snapshot kept on the device */
      this.onProgress(null);
      cacheEngine();
      pending.resolve(String(message.json));
    } else if (message.type === "failed" && !this.pending) {
      this.stop();  /* a warm start that broke: the next request starts a fresh worker */
    } else if (message.type === "failed") {
      const detail = message.message ? String(message.message).split("\n").filter(Boolean).pop().slice(0, 200)
        : message.stage;
      this.fail("failed", detail);
    }
  }

  /* Load the runtime now, with nothing to answer yet (the reader's first touch of the page's form or game). */
  warm() {
    if (this.worker || location.protocol === "file:") return;
    try {
      this.start().postMessage({ type: "warm", id: ++this.serial });
    } catch (error) {
      this.stop();
    }
  }

  /* Send `message` ({type, ...}) to the worker; a promise of its JSON answer (text), rejected with {key, detail}. */
  request(message) {
    if (this.pending) return Promise.reject({ key: "busy", detail: "" });
    return new Promise((resolve, reject) => {
      const id = ++this.serial;
      this.pending = { id, resolve, reject };
      try {
        const worker = this.worker || this.start();
        this.watch(this.engine.stallSeconds, "stalled");
        this.onProgress(this.ready ? "check" : "download", 0, 0);
        worker.postMessage(Object.assign({}, message, { id }));
      } catch (error) {
        this.fail("failed", String((error && error.message) || error));
      }
    });
  }
}

/* Ask the service worker (marquoir.js registers it) to keep the engine's files for offline use. */
export function cacheEngine() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.getRegistration().then((registration) => {
    const active = registration && registration.active;
    if (active) active.postMessage({ type: "cache-engine" });
  }).catch(() => {});
}
