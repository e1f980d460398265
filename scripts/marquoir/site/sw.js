/* Marquoir's service worker for one language's site: that site offline after one visit.

   Written into site/<lang>/sw.js by scripts/marquoir/site/offline.py, which puts the lists below in
   MANIFEST: `site`, every file of the language's site a reader may need (pages, styles, scripts,
   search index), cached when the worker installs, at the first visit; `engine`, the case checker's
   runtime (Pyodide and the engine's bundle), cached the first time the checker uses it. Each list has
   its own cache named with a hash of its files' contents: a build that changes a file installs a new
   worker, which fills new caches and, once active, deletes the old ones of this language.

   Requests inside the site are answered from the caches first, then from the network (what comes
   back is kept, so a file the lists missed is offline after its first use); requests elsewhere are
   not touched. */
"use strict";

const MANIFEST = __MANIFEST__;
const PREFIX = "mq-" + MANIFEST.lang + "-";
const SITE_CACHE = PREFIX + "site-" + MANIFEST.site_version;
const ENGINE_CACHE = PREFIX + "engine-" + MANIFEST.engine_version;
const SCOPE = self.registration.scope;

function address(path) { return new URL(path, SCOPE).href; }

const ENGINE = new Set(MANIFEST.engine.map(address));

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SITE_CACHE).then(function (cache) {
    return cache.addAll(MANIFEST.site.map(function (path) { return new Request(address(path), { cache: "reload" }); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (key) {
      return key.indexOf(PREFIX) === 0 && key !== SITE_CACHE && key !== ENGINE_CACHE;
    }).map(function (key) { return caches.delete(key); }));
  }).then(function () { return self.clients.claim(); }));
});

/* The engine's files, all of them, once the checker has used it (the page asks: "cache-engine"). */
function cacheEngine() {
  return caches.open(ENGINE_CACHE).then(function (cache) {
    return Promise.all(MANIFEST.engine.map(function (path) {
      return cache.match(address(path)).then(function (hit) { return hit || cache.add(address(path)); });
    }));
  });
}

self.addEventListener("message", function (event) {
  if (!event.data || event.data.type !== "cache-engine") return;
  event.waitUntil(cacheEngine().then(function () {
    if (event.source) event.source.postMessage({ type: "engine-cached" });  // the page updates its storage note
  }).catch(function () {}));
});

async function answer(request) {
  const url = request.url.split("#")[0];
  const hit = await caches.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.status === 200 && response.type === "basic") {
    const copy = response.clone();
    caches.open(ENGINE.has(url) ? ENGINE_CACHE : SITE_CACHE).then(function (cache) { return cache.put(url, copy); });
  }
  return response;
}

self.addEventListener("fetch", function (event) {
  const request = event.request;
  if (request.method !== "GET" || request.url.indexOf(SCOPE) !== 0 || request.headers.has("range")) return;
  event.respondWith(answer(request));
});
