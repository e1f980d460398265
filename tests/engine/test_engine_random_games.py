"""Random complete games from seeds (2, 3 and 4 players), checked against invariants computed
here from the plain state and the card records, not with the engine's own scoring."""

import random
from collections import Counter

import pytest
from engine_helpers import assert_each_card_once, play_checked
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hypothesis_budget import examples
from marquoir.engine import Game
from marquoir.engine.cards import load_cards
from marquoir.engine.simulate import random_game, uniform_policy

CARDS = load_cards("moyen-age")
GAMES_PER_SIZE = 3_334  # 10,002 games in all
WATCHED_PER_SIZE = 340  # of them, checked after every move and turn too (the rest at their end only)


def check_cards(state):
    """Each of the 84 cards in exactly one place; built machines also at work exactly once, with their owner."""
    assert_each_card_once(state, CARDS)
    assert all(CARDS[c].type == "worker" for c in state["worker_deck"] + state["workers_row"])
    assert all(CARDS[c].type != "worker" for c in state["building_deck"] + state["buildings_row"])
    assert len(state["buildings_row"]) <= 5 and len(state["workers_row"]) <= 5
    # a row is short only when its deck is empty
    assert len(state["buildings_row"]) == 5 or not state["building_deck"]
    assert len(state["workers_row"]) == 5 or not state["worker_deck"]


def recount(state):
    """(name -> (score, vp, écus)) and the ranking, from the final state alone."""
    table = {}
    for p in state["players"]:
        vp = sum(CARDS[c].vp for c in p["built"])
        table[p["name"]] = (vp + p["ecus"] // 10, vp, p["ecus"])
    keys = sorted(set(table.values()), reverse=True)
    ranking, position = [], 1
    for key in keys:
        names = [p["name"] for p in state["players"] if table[p["name"]] == key]
        ranking.append((position, names))
        position += len(names)
    return table, ranking


def ecus_from_log(game):
    """Each player's écus replayed from the log: 10, + takes and completions, - wages and bought actions."""
    ecus = dict.fromkeys(game.players, 10)
    for e in game.log:
        kind = e["event"]
        if kind in ("take", "complete"):
            ecus[e["player"]] += e["money"]
        elif kind == "send":
            ecus[e["player"]] -= e["wage"]
        elif kind == "buy":
            ecus[e["player"]] -= e["cost"]
    return ecus


def check_game(n, seed, policy=None, watched=True):
    """Play game (n, seed) and check its final state; ``watched``: after every move and turn too."""
    turns_seen = []

    def after(game, move):
        for name in game.players:
            assert game.ecus(name) >= 0, (seed, move)
        assert game.actions_left >= 0
        if move.verb == "end":
            state = game.state()
            check_cards(state)
            turns_seen.append([p["turns"] for p in state["players"]])

    kwargs = {"policy": policy} if policy else {}
    if watched:
        kwargs["on_move"] = after
    game = random_game(n, seed, **kwargs)
    state = game.state()
    assert state["over"] and game.over and game.current is None
    check_cards(state)
    turns = [p["turns"] for p in state["players"]]
    assert len(set(turns)) == 1, turns  # everyone played as many turns
    # the end was triggered by a player with 17 VP at the end of a turn, or by the stall rule
    trigger = state["trigger"]
    assert trigger["reason"] in ("vp", "stall")
    if trigger["reason"] == "vp":
        triggered = next(p for p in state["players"] if p["name"] == trigger["player"])
        assert sum(CARDS[c].vp for c in triggered["built"]) >= 17
    else:
        assert not state["building_deck"] and not state["buildings_row"]
    # no turn was played after the round of the trigger
    first = state["players"].index(next(p for p in state["players"] if p["name"] == state["first"]))
    assert all(row == sorted(row, reverse=True) for row in [t[first:] + t[:first] for t in turns_seen])
    table, ranking = recount(state)
    for name, (score, vp, ecus) in table.items():
        assert (game.score(name), game.vp(name), game.ecus(name)) == (score, vp, ecus)
    assert game.ranking() == ranking and game.winners == ranking[0][1]
    assert ecus_from_log(game) == {p["name"]: p["ecus"] for p in state["players"]}
    return game


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_ten_thousand_random_complete_games(n):
    """10,002 random complete games in all (3,334 of each size, seeds 0…), each final state checked (every card in
    one place, equal turns, the trigger, scores, ranking and écus recomputed here); the first 340 of each size after
    every move and turn too. Each way a game can end is reached, and counted: 17 VP, and the stall rule (building
    deck and row empty). No process pool of its own: pytest-xdist runs the three sizes on the cores it has.

    Mutation: the stall rule off in ending.check_trigger (``elif False:``) → fails (no stall ending; the games
    that empty the deck run to MAX_MOVES); ``and`` → ``or`` in it → fails (check_game: a stall with cards left)."""
    reasons = Counter()
    for seed in range(GAMES_PER_SIZE):
        game = check_game(n, seed, watched=seed < WATCHED_PER_SIZE)
        reasons[game.trigger["reason"]] += 1
    assert sum(reasons.values()) == GAMES_PER_SIZE
    assert set(reasons) == {"vp", "stall"} and min(reasons.values()) >= GAMES_PER_SIZE // 20, reasons


@pytest.mark.parametrize("n", [2, 3, 4])
def test_aimless_games_end_too(n):
    """Uniformly random legal moves (buying and taking écus at random): the stall rule still ends every game."""
    for seed in range(10):
        game = check_game(n, 1000 + seed, policy=uniform_policy)
        assert game.over


def test_random_games_are_reproducible():
    assert random_game(4, 12).state() == random_game(4, 12).state()
    assert random_game(4, 12).log == random_game(4, 12).log


def test_random_games_use_every_kind_of_move():
    """Every kind of event, both endings (17 VP and the stall rule) among them.

    Mutation: the stall rule off in ending.check_trigger (``elif False:``) → fails (RuntimeError: a game that
    empties the deck never ends, or no end-stall)."""
    events, reasons = Counter(), Counter()
    for seed in range(40):
        game = random_game(4, seed)
        events.update(e["event"] for e in game.log)
        reasons[game.trigger["reason"]] += 1
    for kind in ("open", "recruit", "send", "complete", "machine", "take", "buy", "end-vp", "end-stall", "refill-empty",
                 "game-over"):
        assert events[kind] > 0, kind
    assert set(reasons) == {"vp", "stall"}, reasons
    sends = [e for seed in range(40) for e in random_game(2, seed).log if e["event"] == "send"]
    assert any(e["actions"] >= 2 for e in sends), "escalated sends"
    assert any(e["wage"] == 0 for e in sends), "machines at work"


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=120))
def test_any_move_sequence(seed, picks):
    """Legal or not, any sequence of moves: why_not predicts each outcome; a refusal changes nothing."""
    game = Game.new(["Alice", "Bruno", "Chloé"], seed)
    rng = random.Random(seed)
    vocabulary = ["buy", "end", "take 1", "take 2", "take 3", "take 4", "open chapel", "fly"]
    for pick in picks:
        p = game.current
        candidates = game.legal_moves() + vocabulary
        if p is not None:
            cards = game.buildings_row + game.workers_row + game.team(p) + list(game.sites(p)) + game.built(p)
            cards += [rng.choice(list(CARDS))]
            candidates += [f"send {rng.choice(cards)} to {rng.choice(cards)}", f"open {rng.choice(cards)}",
                           f"recruit {rng.choice(cards)}"]
        move = candidates[pick % len(candidates)]
        play_checked(game, move)
        for name in game.players:
            assert game.ecus(name) >= 0
        check_cards(game.state())
