"""Antiquity setup ([PL-ANT]): the Middle Ages deal with sesterces, plus the investment row;
tables given card by card."""

import json
from collections import Counter

import pytest

from marquoir.engine import Game, Options
from marquoir.engine.cards import load_cards
from marquoir.engine.setup import SetupError

CARDS = load_cards("antiquite")
NAMES = ["Alice", "Bruno", "Chloé", "Daichi"]


def antiquity(players=("Alice", "Bruno"), **kwargs):
    return Game.from_table(list(players), edition="antiquite", **kwargs)


def places(state):
    """Every card with the number of places it is in (a built machine is also a worker in its team or on a site)."""
    where = Counter()
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "box"):
        where.update(state[key])
    for stack in state["investments"].values():
        where.update(stack)
    for p in state["players"]:
        at_work = p["team"] + [w for ws in p["sites"].values() for w in ws]
        where.update(c for c in at_work if CARDS[c].type != "machine")
        where.update(list(p["sites"]))
        where.update(p["built"])
        where.update(p["tools"] + p["loans"] + p["repaid"])
        where.update(c for attached in p["equipped"].values() for c in attached)
    return where


@pytest.mark.parametrize("n", [2, 3, 4])
def test_new_game_deal(n):
    game = Game.new(NAMES[:n], seed=7, edition="antiquite")
    state = game.state()
    assert state["edition"] == "antiquite"
    assert len(game.buildings_row) == 5 and len(game.workers_row) == 5
    assert len(state["building_deck"]) == 33 - 5
    assert len(state["worker_deck"]) == 18 - 5 - n
    for name in game.players:
        assert game.sesterces(name) == game.ecus(name) == 10
        (worker,) = game.team(name)
        assert CARDS[worker].grade == "apprenti"
        assert game.slaves(name) == game.tools(name) == game.loans(name) == [] and game.equipment(name) == {}
        assert game.penalties(name) == 0
    rest = state["worker_deck"] + state["workers_row"]
    assert sum(CARDS[c].grade == "apprenti" for c in rest) == 4 - n
    assert all(CARDS[c].type == "worker" for c in rest)
    assert game.investment_row == {
        "slave": [f"esclave-{i}" for i in range(1, 7)],
        "tool": ["outil-equerre", "outil-maillet", "outil-pinceau", "outil-scie"],
        "loan": [f"emprunt-{i}" for i in range(1, 5)],
        "university": ["universite-architecture", "universite-bois", "universite-decoration", "universite-pierre"]}
    assert set(places(state)) == set(CARDS) and set(places(state).values()) == {1}
    assert not game.settling and game.actions_left == 3
    json.loads(json.dumps(state))  # plain data


def test_investment_row_does_not_change_the_seeded_deal():
    """The stacks are open and laid in id order: no draw, so the rows of a seed depend only on the seed."""
    a, b = Game.new(NAMES, seed=11, edition="antiquite"), Game.new(NAMES, seed=11, edition="antiquite")
    assert a.state() == b.state()
    assert len({tuple(Game.new(NAMES, seed=s, edition="antiquite").buildings_row) for s in range(20)}) == 20


def test_middle_ages_state_has_no_antiquity_keys():
    state = Game.new(["A", "B"], seed=1).state()
    assert "investments" not in state and "settling" not in state
    assert "sesterces" not in state["players"][0] and "tools" not in state["players"][0]
    assert set(state["options"]) == {"next_worker_visible", "machines_in_tiebreak", "coin_exchanges"}


def test_from_table_with_investments():
    game = antiquity(setup={
        "Alice": {"sesterces": 12, "workers": ["compagnon-1", "esclave-2", "esclave-3", "scie"],
                  "tools": ["outil-maillet"], "loans": ["emprunt-1"], "freed": ["esclave-3"],
                  "equipped": {"compagnon-1": ["outil-scie", "universite-pierre"], "esclave-3": ["outil-pinceau"]},
                  "sites": {"temple": ["esclave-4"]}, "built": ["maison"]},
        "investment_row": ["esclave-5", "emprunt-2", "universite-bois"]})
    assert game.sesterces("Alice") == 12
    assert game.team("Alice") == ["compagnon-1", "esclave-2", "esclave-3", "scie"]
    assert game.built("Alice") == ["maison", "scie"]
    assert game.slaves("Alice") == ["esclave-2", "esclave-4"] and game.freed("Alice") == ["esclave-3"]
    assert game.tools("Alice") == ["outil-maillet"] and game.loans("Alice") == ["emprunt-1"]
    assert game.equipment("Alice") == {"compagnon-1": ["outil-scie", "universite-pierre"],
                                       "esclave-3": ["outil-pinceau"]}
    assert game.production("compagnon-1") == (3 + 3, 0 + 1, 1, 0)  # 3/0/1/0 + saw (wood) + university (stone)
    assert game.penalties("Alice") == 2 + 1 + 1
    assert game.investment_row == {"slave": ["esclave-5"], "tool": [], "loan": ["emprunt-2"],
                                   "university": ["universite-bois"]}
    state = game.state()
    assert "esclave-1" in state["box"] and set(places(state).values()) == {1} and set(places(state)) == set(CARDS)


@pytest.mark.parametrize("setup, path, message", [
    ({"Alice": {"ecus": 12}}, ("Alice", "ecus"), "Antiquity's money is sesterces: write `sesterces`"),
    ({"Alice": {"sesterces": -1}}, ("Alice", "sesterces"), "whole number of sesterces"),
    ({"Alice": {"coins": 3}}, ("Alice", "coins"), "unknown key 'coins'"),
    ({"Alice": {"tools": ["esclave-1"]}}, ("Alice", "tools", 0), "is a slave, not a tool"),
    ({"Alice": {"loans": ["outil-scie"]}}, ("Alice", "loans", 0), "is a tool, not a loan"),
    ({"Alice": {"workers": ["outil-scie"]}}, ("Alice", "workers", 0), "is a tool"),
    ({"Alice": {"freed": ["esclave-1"]}}, ("Alice", "freed", 0), "not one of Alice's slaves"),
    ({"Alice": {"workers": ["compagnon-1"], "freed": ["compagnon-1"]}}, ("Alice", "freed", 0),
     "not one of Alice's slaves"),
    ({"Alice": {"equipped": {"compagnon-1": ["outil-scie"]}}}, ("Alice", "equipped", "compagnon-1"), "not one of"),
    ({"Alice": {"workers": ["scie"], "equipped": {"scie": ["outil-scie"]}}}, ("Alice", "equipped", "scie"),
     "tools and universities go on workers"),
    ({"Alice": {"workers": ["esclave-1"], "equipped": {"esclave-1": ["outil-scie"]}}},
     ("Alice", "equipped", "esclave-1"), "option tools_on_slaves"),
    ({"Alice": {"workers": ["esclave-1"], "equipped": {"esclave-1": ["universite-bois"]}}},
     ("Alice", "equipped", "esclave-1"), "option university_on_slaves"),
    ({"Alice": {"workers": ["maitre-1"], "equipped": {"maitre-1": ["outil-scie", "outil-maillet"]}}},
     ("Alice", "equipped", "maitre-1"), "one tool per worker"),
    ({"Alice": {"workers": ["maitre-1"], "equipped": {"maitre-1": ["universite-bois", "universite-pierre"]}}},
     ("Alice", "equipped", "maitre-1"), "one university per worker"),
    ({"Alice": {"workers": ["maitre-1"], "tools": ["outil-scie"], "equipped": {"maitre-1": ["outil-scie"]}}},
     ("Alice", "equipped", "maitre-1", 0), "named twice"),
    ({"Alice": {"sites": {"maison": ["apprenti-1"]}, "equipped": {"apprenti-1": ["outil-scie"]}}},
     ("Alice", "sites", "maison"), "already complete"),  # 1/0/1/0 + 1 wood meets 0/1/1/0
    ({"investment_row": ["maison"]}, ("investment_row", 0), "is a building"),
])
def test_bad_antiquity_setup(setup, path, message):
    with pytest.raises(SetupError) as bad:
        antiquity(setup=setup)
    assert bad.value.path == path and message in bad.value.message


def test_middle_ages_refuses_antiquity_keys():
    with pytest.raises(SetupError, match="the Middle Ages money is écus: write `ecus`"):
        Game.from_table(["Alice", "Bruno"], setup={"Alice": {"sesterces": 3}})
    with pytest.raises(SetupError, match=r"unknown key 'tools' \(Antiquity only\)"):
        Game.from_table(["Alice", "Bruno"], setup={"Alice": {"tools": []}})
    with pytest.raises(SetupError, match="investment_row"):
        Game.from_table(["Alice", "Bruno"], setup={"investment_row": []})


def test_options_belong_to_their_edition():
    with pytest.raises(ValueError, match="option freeing applies to Antiquity only"):
        Game.new(["A", "B"], seed=1, options={"freeing": "end-only"})
    with pytest.raises(ValueError, match="applies to Antiquity only"):
        Game.new(["A", "B"], seed=1, options=Options(coin_scoring="tenths"))
    game = Game.new(["A", "B"], seed=1, edition="antiquite", options={"freeing": "end-only", "tools_on_slaves": True})
    assert game.options.freeing == "end-only" and game.options.tools_on_slaves
    assert game.state()["options"]["freeing"] == "end-only"


@pytest.mark.parametrize("options, message", [
    ({"freeing": "never"}, '"anytime" or "bga-ant-en" or "end-only"'),
    ({"coin_scoring": "hundreds"}, '"tens" or "tenths"'),
    ({"freed_slave_wage": "free"}, '"resources" or a whole number 0 to 9'),
    ({"freed_slave_wage": 10}, "0 to 9"),
    ({"freed_slave_wage": True}, "0 to 9"),
    ({"university_bonus": 4}, "a whole number 1 to 3"),
    ({"shared_win": "yes"}, "true or false"),
    ({"tools_on_slaves": 1}, "true or false"),
])
def test_bad_option_values(options, message):
    with pytest.raises(ValueError, match=message):
        Game.new(["A", "B"], seed=1, edition="antiquite", options=options)
