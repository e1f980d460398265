// engine/progress.mjs: the progress line never shows a template left unfilled (the raw "{loaded} / {total} MB" that
// flashed while the download's size was not known yet), in the three languages.
// Mutation: the download's words returned unfilled while its size is not known (`if (!total) return
// words.stage_download;`, as the page did) → fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { progressText } from "../../../docs/theme/assets/engine/progress.mjs";
import { data } from "../data.mjs";

test("every stage of the progress, sizes known or not, is said in the page's words", () => {
  for (const langs of Object.values(data("checker_configs"))) {
    for (const [lang, config] of Object.entries(langs)) {
      const words = config.words;
      for (const [stage, loaded, total] of [["download", 0, 0], ["download", 0, undefined], ["download", 1e6, 5e6],
                                            ["download", 5e6, 5e6], ["start", 0, 0], ["engine", 0, 0],
                                            ["check", 0, 0]]) {
        const text = progressText(words, stage, loaded, total, lang);
        assert.ok(text && !/[{}]/.test(text), `${lang} ${stage} ${loaded}/${total}: ${text}`);
        if (stage === "download" && !total) assert.ok(!/\d/.test(text), text);  // no size said before it is known
      }
      assert.ok(progressText(words, "download", 1e6, 5e6, lang).includes(lang === "fr" ? "1,0" : "1.0"));
    }
  }
});
