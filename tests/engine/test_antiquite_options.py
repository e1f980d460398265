"""Every Antiquity option, with its default (Board Game Arena's reading where it has one) and its alternative.

Who says what is in each option's docstring (marquoir.engine.options).
"""

from dataclasses import asdict, fields
from fractions import Fraction

import pytest

from marquoir.engine import Game, Options
from marquoir.engine.options import ANTIQUITY_ONLY

END = ["pyramide", "jardins-suspendus", "scie"]  # 8 + 7 + 2 = 17 VP


def table(setup=None, players=("Alice", "Bruno"), **options):
    return Game.from_table(list(players), setup=setup or {}, edition="antiquite", options=options or None)


def to_settlement(game):
    while not game.settling and not game.over:
        game.end_turn()
    return game


def test_every_option_is_documented_with_its_sources():
    import ast
    import inspect

    from marquoir.engine import options as module

    tree = ast.parse(inspect.getsource(module.Options))
    body = tree.body[0].body
    docs = {}
    for node, after in zip(body, body[1:]):
        if isinstance(node, ast.AnnAssign) and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant):
            docs[node.target.id] = after.value.value
    assert set(docs) == {f.name for f in fields(Options)}
    sources = ("bga-ant-en", "bga-ant-de", "ilnanoborbone", "gamesfanatic", "islaythedragon", "confluences-ludiques",
               "d-saad", "pl-ant", "stertagier", "insimilion", "goblins", "r-fr")
    for name in ANTIQUITY_ONLY:
        assert any(s in docs[name] for s in sources), name
    assert Options() == Options(freeing="anytime", freed_slave_wage="resources", tools_on_slaves=False,
                                tool_stays=True, university_bonus=3, university_on_slaves=False,
                                coin_scoring="tens", shared_win=False, sesterces_count_for_17=False)


def test_the_options_as_plain_data_are_every_field_in_a_new_dict():
    """What a game's state and origin give (Options.as_dict, not dataclasses.asdict's deep copy, which took half the
    time of Game.state). Mutation: ``NAMES`` without its last name → fails; ``as_dict`` returning one dict kept
    for all calls → fails (``is not``)."""
    changed = Options(freeing="end-only", university_bonus=2, shared_win=True)
    for options in (Options(), changed):
        assert options.as_dict() == asdict(options) and options.as_dict() is not options.as_dict()
    game = Game.new(["Alice", "Bruno"], seed=1, edition="antiquite", options=changed)
    assert game.state()["options"] == asdict(changed)
    assert game.origin.options == {"freeing": "end-only", "university_bonus": 2, "shared_win": True}


# ------------------------------------------------------------ freeing


def test_freeing_anytime_default():
    game = table({"Alice": {"sesterces": 8, "workers": ["esclave-1", "esclave-2"], "built": END}})
    game.free("esclave-1")  # during the turn: 1 action (bga-ant-en)
    assert game.actions_left == 2 and game.sesterces("Alice") == 8
    to_settlement(game)
    game.free("esclave-2")  # at the end: 5 sesterces (bga-ant-en)
    assert game.sesterces("Alice") == 3 and game.actions_left == 0


def test_freeing_end_only():
    game = table({"Alice": {"sesterces": 15, "built": END, "workers": [f"esclave-{i}" for i in range(1, 5)],
                            "sites": {"temple": ["esclave-5"]}}}, freeing="end-only")
    assert game.why_not("free esclave-1") == "end-only"  # bga-ant-de: only after the final round
    to_settlement(game)
    assert game.actions_left == 3
    assert "Règlement — à Alice (15 sesterces, 3 actions pour affranchir" in game.trace("fr")[-1]
    assert game.why_not("free esclave-5") == "slave-busy"  # only slaves not at work (bga-ant-de)
    # the fourth needs a bought action (5 sesterces): 10 left still score 1, and 1 VP is saved
    assert game.best_settlement() == ["free esclave-1", "free esclave-2", "free esclave-3", "buy", "free esclave-4"]
    for slave in ("esclave-1", "esclave-2", "esclave-3"):
        game.free(slave)
    assert game.sesterces("Alice") == 15 and game.why_not("free esclave-4") == "no-actions"
    game.buy()
    game.free("esclave-4")
    assert game.sesterces("Alice") == 10 and game.penalties("Alice") == 1  # esclave-5, on its site
    game.end_turn()
    assert game.over and game.score("Alice") == 17 + 1 - 1


# ------------------------------------------------------------ freed slaves' wage


@pytest.mark.parametrize("value, wage", [("resources", 4), (5, 5), (0, 0)])
def test_freed_slave_wage(value, wage):
    game = table({"Alice": {"workers": ["esclave-1"], "freed": ["esclave-1"], "sites": {"temple": []}}},
                 freed_slave_wage=value)
    assert game.wage("esclave-1") == wage
    game.send("esclave-1", to="temple")
    assert game.sesterces("Alice") == 10 - wage


def test_unfreed_slave_is_never_paid():
    game = table({"Alice": {"workers": ["esclave-1"]}}, freed_slave_wage=9)
    assert game.wage("esclave-1") == 0


# ------------------------------------------------------------ tools


@pytest.mark.parametrize("allowed", [False, True])
def test_tools_on_slaves(allowed):
    game = table({"Alice": {"workers": ["esclave-2"], "tools": ["outil-maillet"], "sites": {"temple": []}}},
                 tools_on_slaves=allowed)
    move = "send esclave-2 to temple with outil-maillet"
    assert game.why_not(move) == (None if allowed else "tool-on-slave")
    assert (move in game.legal_moves()) == allowed


def test_tool_stays_false_returns_the_tool_when_the_site_is_completed():
    game = table({"Alice": {"workers": ["apprenti-3", "apprenti-4"], "tools": ["outil-scie"],
                            "sites": {"maison": [], "carriere": []}}}, tool_stays=False)
    game.send("apprenti-3", to="maison", tool="outil-scie")  # 1/0/1/0 + 1 wood: the house is complete
    assert game.tools("Alice") == ["outil-scie"] and game.equipment("Alice") == {}
    assert game.trace("en")[-1] == ("The Handsaw goes back to Alice: with the option chosen, a tool comes back when "
                                    "its site is completed.")
    game.send("apprenti-4", to="carriere", tool="outil-scie")  # another worker may take it: 1/0/1/0 + 1 wood
    assert "carriere" in game.built("Alice") and game.tools("Alice") == ["outil-scie"]


def test_tool_stays_false_keeps_the_tool_while_the_site_is_open():
    game = table({"Alice": {"workers": ["apprenti-3"], "tools": ["outil-scie"], "sites": {"temple": []}}},
                 tool_stays=False)
    game.send("apprenti-3", to="temple", tool="outil-scie")
    assert game.tools("Alice") == [] and game.equipment("Alice") == {"apprenti-3": ["outil-scie"]}


# ------------------------------------------------------------ universities


@pytest.mark.parametrize("bonus", [3, 2, 1])
def test_university_bonus(bonus):
    options = {} if bonus == 3 else {"university_bonus": bonus}
    game = table({"Alice": {"workers": ["compagnon-3"]}}, **options)
    game.invest("universite-decoration", on="compagnon-3")
    assert game.production("compagnon-3") == (1, 1, 1, 1 + bonus)
    assert game.trace("en")[-1] == ("The University (decoration) is laid on Craftsman 3 "
                                    f"for the rest of the game: +{bonus}.")


@pytest.mark.parametrize("allowed", [False, True])
def test_university_on_slaves(allowed):
    game = table({"Alice": {"workers": ["esclave-1"]}}, university_on_slaves=allowed)
    assert game.why_not("invest universite-bois on esclave-1") == (None if allowed else "university-on-slave")


# ------------------------------------------------------------ scoring


def test_coin_scoring_tens():
    game = table({"Alice": {"sesterces": 19, "built": ["temple"]}})
    assert game.score("Alice") == 4 and isinstance(game.score("Alice"), int)


def test_coin_scoring_tenths_is_exact():
    game = table({"Alice": {"sesterces": 19, "built": ["temple"]}, "Bruno": {"sesterces": 1, "built": ["forum"]}},
                 coin_scoring="tenths")
    assert game.score("Alice") == Fraction(49, 10) and game.score("Bruno") == Fraction(31, 10)
    assert game.score("Alice") + game.score("Bruno") == 8  # exact: no 7.999999
    game.end_turn()
    game.end_turn()
    assert not game.over


def test_coin_scoring_tenths_in_the_trace_and_the_settlement():
    game = table({"Alice": {"sesterces": 15, "built": END, "loans": ["emprunt-1"]}}, coin_scoring="tenths")
    to_settlement(game)
    assert game.best_settlement() == ["repay emprunt-1"]  # +2 VP for -1.5: worth it in tenths (tens: 1 point -> 0)
    game.settle()
    assert game.score("Alice") == 17 and game.score("Bruno") == 1
    game = table({"Alice": {"sesterces": 25, "built": END}}, coin_scoring="tenths")
    to_settlement(game)
    assert game.over
    assert "1. Alice : 19,5 points (17 PV + 2,5 pour 25 sesterces − 0 PV de pénalités)." in game.trace("fr")
    assert "1. Alice: 19.5 points (17 VP + 2.5 for 25 sesterces − 0 VP of penalties)." in game.trace("en")
    assert "1位 Alice：19.5点（17勝利点＋25セステルティウスで2.5点−ペナルティ0勝利点）。" in game.trace("ja")
    game_tens = table({"Alice": {"sesterces": 15, "built": END, "loans": ["emprunt-1"]}})
    to_settlement(game_tens)
    assert game_tens.best_settlement() == ["repay emprunt-1"]  # tens: 1 point for 15, +2: also worth it


def test_shared_win():
    setup = {"Alice": {"sesterces": 9, "built": ["temple"]}, "Bruno": {"sesterces": 5, "built": ["forum"]},
             "Chloé": {"sesterces": 0, "built": ["maison-noble"]}}
    players = ("Alice", "Bruno", "Chloé")
    default = table(setup, players)
    assert default.ranking() == [(1, ["Alice"]), (2, ["Bruno"]), (3, ["Chloé"])]  # same score and VP: sesterces
    shared = table(setup, players, shared_win=True)
    assert shared.ranking() == [(1, ["Alice", "Bruno", "Chloé"])] and shared.winners == ["Alice", "Bruno", "Chloé"]


def test_sesterces_count_for_17():
    setup = {"Alice": {"sesterces": 20, "built": ["pyramide", "jardins-suspendus"]}}  # 15 VP + 2 points of sesterces
    default = table(setup)
    default.end_turn()
    assert not default.end_triggered
    counted = table(setup, sesterces_count_for_17=True)
    counted.end_turn()
    assert counted.end_triggered and counted.trigger == {"player": "Alice", "reason": "vp"}
    assert ("Alice has 17 VP at the end of the turn, sesterces counted with the option chosen (17 or more): "
            "the end of the game is triggered and the round is completed.") in counted.trace("en")
    tenths = table({"Alice": {"sesterces": 19, "built": ["pyramide", "jardins-suspendus"]}},
                   sesterces_count_for_17=True, coin_scoring="tenths")
    tenths.end_turn()
    assert not tenths.end_triggered  # 15 + 1.9 = 16.9
    tenths = table({"Alice": {"sesterces": 21, "built": ["pyramide", "jardins-suspendus"]}},
                   sesterces_count_for_17=True, coin_scoring="tenths")
    tenths.end_turn()
    assert tenths.end_triggered and any(line.startswith("Alice a 17,1 PV en fin de tour, ses sesterces comptés")
                                        for line in tenths.trace("fr"))
