"""10,002 random complete games (2, 3 and 4 players, seeds 0…) with cheap checks of each final state.

Both endings are reached and counted: 17 VP and the stall rule. Mutation: the stall rule off in
ending.check_trigger → fails; its ``and`` → ``or`` → fails (a stall with cards left).

The games are played by the engine's random progress policy (``random_game``); the checks
read the final ``game.state()`` and the card facts (plain ``yaml.safe_load``), not the
engine's scoring. Two worker processes share the seeds; each game depends on its seed
only, so the results are the same on every run and in any order.
"""

from __future__ import annotations

import multiprocessing
from collections import Counter
from pathlib import Path

import pytest
import yaml

from marquoir.engine.simulate import random_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = 10_002  # 3,334 of each size
WORKERS = 2


def read_cards() -> dict[str, dict]:
    cards = {}
    for path in sorted((ROOT / "rules" / "moyen-age" / "cartes").glob("*.yaml")):
        cards.update({f["id"]: f for f in yaml.safe_load(path.read_text(encoding="utf-8")) if f.get("kind") == "card"})
    return cards


CARDS = read_cards()
MACHINES = {c for c, f in CARDS.items() if f["type"] == "machine"}


def problems(n: int, seed: int) -> tuple[list[str], str]:
    """What is wrong with the final state of game (n, seed), and how the end was triggered."""
    game = random_game(n, seed)
    state = game.state()
    wrong = []
    # cards conserved: each of the 84 in one place; a built machine is also at work in its owner's team or on a site
    where = Counter()
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "box"):
        where.update(state[key])
    for p in state["players"]:
        at_work = p["team"] + [w for ws in p["sites"].values() for w in ws]
        where.update(list(p["sites"]) + p["built"] + [c for c in at_work if c not in MACHINES])
        if sorted(c for c in at_work if c in MACHINES) != sorted(c for c in p["built"] if c in MACHINES):
            wrong.append(f"{p['name']}: machines at work {at_work} but built {p['built']}")
    if set(where) != set(CARDS) or set(where.values()) != {1}:
        wrong.append(f"cards not conserved: {sorted(c for c in CARDS if where[c] != 1)}")
    if not state["over"] or state["trigger"] is None:
        wrong.append("the game is not over")
    if len({p["turns"] for p in state["players"]}) != 1:
        wrong.append(f"unequal turns: {[p['turns'] for p in state['players']]}")
    for p in state["players"]:
        vp = sum(CARDS[c].get("vp", 0) for c in p["built"])
        if p["ecus"] < 0:
            wrong.append(f"{p['name']} has {p['ecus']} écus")
        if (game.vp(p["name"]), game.score(p["name"])) != (vp, vp + p["ecus"] // 10):
            wrong.append(f"{p['name']}: engine says {game.vp(p['name'])} VP, {game.score(p['name'])} points; "
                         f"the cards say {vp} VP, {vp + p['ecus'] // 10} points")
    if state["trigger"] and state["trigger"]["reason"] == "vp":
        ender = next(p for p in state["players"] if p["name"] == state["trigger"]["player"])
        if sum(CARDS[c].get("vp", 0) for c in ender["built"]) < 17:
            wrong.append(f"the end was triggered by {ender['name']} without 17 VP")
    return [f"{n} players, seed {seed}: {w}" for w in wrong], state["trigger"]["reason"] if state["trigger"] else "-"


def play_seeds(seeds: range) -> tuple[list[str], Counter]:
    wrong, reasons = [], Counter()
    for seed in seeds:
        found, reason = problems(2 + seed % 3, seed)
        wrong += found
        reasons[reason] += 1
    return wrong, reasons


@pytest.mark.slow
def test_ten_thousand_random_complete_games():
    chunks = [range(start, min(start + 500, GAMES)) for start in range(0, GAMES, 500)]
    try:
        pool = multiprocessing.get_context("fork").Pool(WORKERS)
    except ValueError:  # no fork on this platform: one process
        results = [play_seeds(chunk) for chunk in chunks]
    else:
        with pool:
            results = pool.map(play_seeds, chunks)
    wrong = [w for found, _ in results for w in found]
    reasons = sum((r for _, r in results), Counter())
    assert not wrong, f"{len(wrong)} problems, first ones:\n" + "\n".join(wrong[:20])
    assert sum(reasons.values()) == GAMES
    # each ending is reached, and counted (the random policy's styles: most games end by 17 VP, some empty the deck)
    assert set(reasons) == {"vp", "stall"} and reasons["vp"] > GAMES // 2 and reasons["stall"] > GAMES // 20, reasons
