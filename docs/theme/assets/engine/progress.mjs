/* Marquoir: the engine's start-up as a page shows it, by stage (engine/client.mjs reports it): the megabytes
   downloaded out of the total on first use (never a template left unfilled while the size is not known), then
   starting Python, loading the engine, working; and how much the device keeps. `words` are the page's (stage_*).
   megabytes and progressText are pure (tests/js/engine/progress.test.mjs); showProgress and stored touch the page. */
import { format } from "../lib/dom.mjs";

/* A number of bytes as megabytes with one decimal, written in `lang`. */
export function megabytes(bytes, lang) {
  return (bytes / 1e6).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/* The line for `stage` (download, start, engine, check) with `loaded` of `total` bytes; "" for a stage of no words. */
export function progressText(words, stage, loaded, total, lang) {
  if (stage === "download") {
    if (!total) return words.stage_download_start;
    if (loaded >= total) return words.stage_start;
    return format(words.stage_download, { loaded: megabytes(Math.min(loaded, total), lang), total: megabytes(total, lang) });
  }
  return words["stage_" + stage] || "";
}

/* Show the stage in `box`, a <progress> and a <span> (stage null: hide it). */
export function showProgress(box, words, lang, stage, loaded, total) {
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
  text.textContent = progressText(words, stage, loaded, total, lang);
}

/* How much the device keeps for offline use, in bytes (the storage estimate), and whether the engine is among it;
   null where the browser cannot say. */
export function stored() {
  if (!navigator.storage || !navigator.storage.estimate || !window.caches) return Promise.resolve(null);
  return Promise.all([navigator.storage.estimate(), caches.keys()]).then(([estimate, keys]) => ({
    size: estimate.usage || 0, any: keys.length > 0, engine: keys.some((key) => key.includes("-engine-")),
  })).catch(() => null);
}
