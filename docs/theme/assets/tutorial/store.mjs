/* Marquoir: the lesson's game kept on the device (local storage, one entry per edition, the same in every language):
   the moves played so far and the version of the lesson they were played on (a changed lesson starts over). Read
   without trusting it: only a list of short texts is taken. Pure over the `storage` it is given
   (tests/js/tutorial/store.test.mjs). */

const MAX_TEXT = 200;  /* a move is one short line */

/* The moves kept under `key` for lesson `version`, at most `most` of them: a list of texts, or null (nothing kept,
   another version, or something else than what this page writes). */
export function readGame(storage, key, version, most) {
  if (!storage) return null;
  let data;
  try { data = JSON.parse(storage.getItem(key)); } catch (e) { return null; }
  if (!data || typeof data !== "object" || data.version !== version || !Array.isArray(data.moves)) return null;
  if (data.moves.length > most || !data.moves.every((m) => typeof m === "string" && m.length <= MAX_TEXT)) {
    return null;
  }
  return data.moves.slice();
}

/* Keep `moves` (nothing when the list is empty). Blocked or full storage: the game goes on, unkept. */
export function keepGame(storage, key, version, moves) {
  if (!storage) return;
  try {
    if (moves.length) storage.setItem(key, JSON.stringify({ version, moves }));
    else storage.removeItem(key);
  } catch (e) { /* nothing kept */ }
}

/* Whether something is kept under `key`, whatever its version (the page then offers to resume, or says it could not). */
export function anyGame(storage, key) {
  try { return Boolean(storage && storage.getItem(key)); } catch (e) { return false; }
}
