/* Marquoir: a memory snapshot of the engine, made in the reader's browser after its first start and kept on the
   device, so that a later start restores Python with the engine already imported instead of starting it again.

   Pyodide's snapshots are a private, version-bound API (loadPyodide's `_makeSnapshot` and `_loadSnapshot`,
   pyodide.makeMemorySnapshot: underscored in pyodide.d.ts, pinned here with Pyodide itself): every call is guarded,
   and anything that fails leaves the normal start. A snapshot is kept under a key made of Pyodide's version and a
   hash of the engine's bundle (marquoir.zip), so that a new build or a new Pyodide never restores an old engine; the
   other snapshots are dropped when one is kept. It lives in Cache Storage (CACHE), one for the three sites (the
   engine is the same bytes): its address names the origin and the key, not the language's folder the worker runs
   from, so that a reader who goes from the French lesson to the Japanese one restores the same snapshot instead of
   starting the engine cold and dropping the other language's. About 31 MB on the device (the engine's memory),
   never downloaded (the address is a name in the cache, never fetched). Touches the worker's Cache Storage; used by
   assets/engine/worker.mjs only. */

const CACHE = "mq-snapshot";

function address(key) {
  return new URL("/mq-snapshot/" + key + ".bin", self.location.origin).href;
}

/* The key of the snapshot of this Pyodide `version` with this `bundle` (an ArrayBuffer). */
export async function snapshotKey(version, bundle) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bundle));
  return version + "-" + Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/* The kept snapshot of `key` (a Uint8Array), or null (none, or Cache Storage unavailable). */
export async function readSnapshot(key) {
  try {
    const hit = await (await caches.open(CACHE)).match(address(key));
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;
  }
}

/* Keep `bytes` as the snapshot of `key`, dropping every other one; false when the device would not keep it. */
export async function keepSnapshot(key, bytes) {
  try {
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) if (request.url !== address(key)) await cache.delete(request);
    await cache.put(address(key), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch (error) {
    return false;
  }
}

export async function dropSnapshot(key) {
  try { await (await caches.open(CACHE)).delete(address(key)); } catch (error) { /* nothing kept */ }
}
