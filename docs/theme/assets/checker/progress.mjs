/* Marquoir: what the progress line says while the engine loads and checks, in the page's words (config.words:
   stage_*): the megabytes downloaded once they are known, never a template left unfilled. Pure
   (tests/js/checker/progress.test.mjs). */
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
