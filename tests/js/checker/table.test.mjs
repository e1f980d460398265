// checker/table.mjs and checker/names.mjs: what the form's table says of the cards, for the lists to offer the likely
// ones first; the nearest names of a name typed that is no card's; cards sorted as a person sorts them.
// Mutation: `acting` not moved on by the move that ends a turn (config.picker.ends_turn) → "the acting player and
// their free workers" fails; pickBuildings keeping the last set found for a sum, not the fewest cards
// (`before.length + 1 < best[sum].length` → `true`) → "a number of VP" fails; sortCards comparing names as text (no
// `numeric`) → "Compagnon 10" comes before "Compagnon 2" and fails; nearestNames ranking by edits only (the names that
// hold the text not first) → fails.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cardsOnTable, pickBuildings, tableAfter } from "../../../docs/theme/assets/checker/table.mjs";
import { nearestNames, sortCards } from "../../../docs/theme/assets/checker/names.mjs";
import { emptyModel, fromCase } from "../../../docs/theme/assets/checker/case.mjs";
import { data } from "../data.mjs";

const configs = data("checker_configs");
const fr = configs["moyen-age"].fr;

function model(caseData, config = fr) {
  const m = fromCase(caseData, config);
  assert.ok(m, "the form shows this case");
  return m;
}

const TABLE = {
  players: ["Alice", "Bruno"],
  setup: { Alice: { workers: ["apprenti-1", "compagnon-3"], sites: { chapelle: [] } },
           Bruno: { workers: ["maitre-2"] }, buildings_row: ["eglise", "ferme", "cabane", "lavoir", "tonnelle"] },
  moves: [],
  expect: {},
};

test("the acting player and their free workers and open sites, after the moves listed", () => {
  let m = model(TABLE);
  assert.deepEqual(tableAfter(m, fr), { acting: 0, players: [
    { workers: ["apprenti-1", "compagnon-3"], sites: ["chapelle"] }, { workers: ["maitre-2"], sites: [] }] });
  m = model({ ...TABLE, moves: ["send apprenti-1 to chapelle", "open eglise", "end", "recruit manoeuvre-1"] });
  const after = tableAfter(m, fr);
  assert.equal(after.acting, 1);
  assert.deepEqual(after.players[0], { workers: ["compagnon-3"], sites: ["chapelle", "eglise"] });
  assert.deepEqual(after.players[1], { workers: ["maitre-2", "manoeuvre-1"], sites: [] });
  m = model({ ...TABLE, moves: ["end", "end", "fly"] });
  assert.equal(tableAfter(m, fr).acting, 0);  // a text that is no move changes nothing
});

test("the cards on the table, and a number of VP made of buildings still free", () => {
  const m = model(TABLE);
  assert.deepEqual([...cardsOnTable(m)].sort(),
                   ["apprenti-1", "cabane", "chapelle", "compagnon-3", "eglise", "ferme", "lavoir", "maitre-2", "tonnelle"]);
  const buildings = fr.cards.filter((c) => fr.kinds["vp-pick"].includes(c.type));
  const vp = (ids) => ids.reduce((sum, id) => sum + buildings.find((c) => c.id === id).vp, 0);
  for (const n of [1, 5, 15, 17, 30]) {
    const picked = pickBuildings(n, buildings, cardsOnTable(m));
    assert.ok(picked, n);
    assert.equal(vp(picked), n);
    assert.ok(picked.every((id) => !cardsOnTable(m).has(id)), n);
  }
  assert.deepEqual(pickBuildings(15, buildings, new Set()), ["cathedrale", "chateau-fort"]);  // 8 + 7: the fewest
  assert.equal(pickBuildings(1000, buildings, new Set()), null);
  assert.deepEqual(pickBuildings(0, buildings, new Set()), []);
});

test("cards sorted as a person sorts them: by name, numbers as numbers", () => {
  const workers = fr.cards.filter((c) => c.type === fr.kinds["row-worker"][0]);
  const names = sortCards(workers, "fr").map((c) => c.name);
  assert.ok(names.indexOf("Compagnon 2") < names.indexOf("Compagnon 10"), names.join(", "));
  assert.deepEqual(names.slice(0, 2), ["Apprenti 1", "Apprenti 2"]);
  const ja = configs["moyen-age"].ja;
  const jaNames = sortCards(ja.cards.filter((c) => c.type === ja.kinds["row-worker"][0]), "ja").map((c) => c.name);
  assert.ok(jaNames.indexOf("職人2") < jaNames.indexOf("職人10"), jaNames.join(", "));
});

test("the nearest names of a name that is no card's, in the page's language", () => {
  const sites = (config) => config.cards.filter((c) => config.kinds.site.includes(c.type));
  assert.equal(nearestNames("chapele", sites(fr), 3, fr.articles)[0], "La chapelle");
  assert.equal(nearestNames("La chapele", sites(fr), 3, fr.articles)[0], "La chapelle");
  const en = configs["moyen-age"].en;
  assert.equal(nearestNames("Chapell", sites(en), 3, en.articles)[0], "The Chapel");
  const ja = configs["moyen-age"].ja;
  assert.equal(nearestNames("大聖", sites(ja), 3, ja.articles)[0], "大聖堂");
  assert.deepEqual(nearestNames("zzzzzzzz", sites(fr), 3, fr.articles), []);
  // a name that holds what was typed comes before one a letter away
  assert.deepEqual(nearestNames("tour", [{ name: "Four" }, { name: "Tourelle de garde" }], 2, []),
                   ["Tourelle de garde", "Four"]);
  assert.ok(nearestNames("Cathedrale", sites(fr), 3, fr.articles).length <= 3);
});

test("an empty model has no card on its table", () => {
  assert.deepEqual([...cardsOnTable(emptyModel(fr, ["A", "B"]))], []);
});
