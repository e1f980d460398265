/* Marquoir: the engine's start-up as a page shows it, by stage (engine/client.mjs reports it): the megabytes
   downloaded out of the total on first use, then starting Python, loading the engine, working. `box` holds a
   <progress> and a <span>; `words` the page's (stage_download, stage_start, stage_<stage>). Touches the page. */
import { format } from "../lib/dom.mjs";

export function megabytes(lang, bytes) {
  return (bytes / 1e6).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/* Show the stage in `box` (stage null: hide it). */
export function showProgress(box, words, lang, stage, loaded, total) {
  const bar = box.querySelector("progress");
  const text = box.querySelector("span");
  box.hidden = !stage;
  if (!stage) return;
  if (stage === "download" && total) {
    bar.max = total;
    bar.value = Math.min(loaded, total);
    text.textContent = loaded >= total ? words.stage_start
      : format(words.stage_download, { loaded: megabytes(lang, Math.min(loaded, total)), total: megabytes(lang, total) });
  } else {
    bar.removeAttribute("value");
    text.textContent = words["stage_" + stage] || "";
  }
}

/* How much the device keeps for offline use, in MB (the storage estimate), and whether the engine is among it;
   null where the browser cannot say. */
export function stored() {
  if (!navigator.storage || !navigator.storage.estimate || !window.caches) return Promise.resolve(null);
  return Promise.all([navigator.storage.estimate(), caches.keys()]).then(([estimate, keys]) => ({
    size: estimate.usage || 0, any: keys.length > 0, engine: keys.some((key) => key.includes("-engine-")),
  })).catch(() => null);
}

