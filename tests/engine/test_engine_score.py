"""Final score and ranking ([R-FR] p.8): VP + 1 per complete 10 écus; ties broken by VP, then écus."""

import pytest
from engine_helpers import buildings_worth

from marquoir.engine import Game
from marquoir.engine.rules import final_score
from marquoir.engine.scoring import rank


def finished(setup, names=("Alice", "Bruno"), **options):
    """A game over at once: the last player holds 17 VP or more (unless the setup says otherwise)."""
    game = Game.from_table(list(names), setup=setup, options=options or None)
    while not game.over:
        game.end_turn()
        if game.current == names[0] and not game.end_triggered:
            raise AssertionError("set 17 VP somewhere")
    return game


@pytest.mark.parametrize("ecus, bonus", [(0, 0), (9, 0), (10, 1), (19, 1), (20, 2), (99, 9), (100, 10)])
def test_one_point_per_complete_ten_ecus(ecus, bonus):
    assert final_score(5, ecus) == 5 + bonus
    game = Game.from_table(["A", "B"], setup={"A": {"ecus": ecus, "built": ["chapelle"]}})
    assert game.score("A") == 5 + bonus and game.vp("A") == 5


def test_ranking_by_score():
    game = finished({"Alice": {"built": ["cathedrale", "chateau-fort", "grue-2"], "ecus": 0},
                     "Bruno": {"built": ["eglise"], "ecus": 25}})
    assert game.ranking() == [(1, ["Alice"]), (2, ["Bruno"])]
    assert game.winners == ["Alice"]


def test_tie_broken_by_vp_so_fewer_ecu_points_win():
    """FAQ 3, D2: 17 VP + 0 beats 16 VP + 1 (from 10 écus)."""
    game = finished({"Alice": {"built": ["cathedrale", "chateau-fort", "lavoir"], "ecus": 12},
                     "Bruno": {"built": ["aqueduc", "eglise", "abbaye", "grue-1"], "ecus": 5}})
    assert game.score("Alice") == game.score("Bruno") == 17
    assert game.winners == ["Bruno"] and game.ranking() == [(1, ["Bruno"]), (2, ["Alice"])]


def test_then_by_ecus():
    game = finished({"Alice": {"built": ["cathedrale", "chateau-fort", "grue-2"], "ecus": 14},
                     "Bruno": {"built": ["aqueduc", "eglise", "abbaye", "grue-1"], "ecus": 19}})
    assert game.score("Alice") == game.score("Bruno") == 18
    assert game.ranking() == [(1, ["Bruno"]), (2, ["Alice"])]


def test_shared_rank_when_everything_is_equal():
    game = finished({"Alice": {"built": ["cathedrale", "chateau-fort", "grue-2"], "ecus": 14},
                     "Bruno": {"built": ["eglise", "chapelle", "abbaye", "pont-couvert", "lavoir"], "ecus": 14},
                     "Chloé": {"ecus": 14}}, names=("Alice", "Bruno", "Chloé"))
    assert game.ranking() == [(1, ["Alice", "Bruno"]), (3, ["Chloé"])]
    assert game.winners == ["Alice", "Bruno"]
    assert game.log[-1]["event"] == "game-over" and game.log[-1]["winners"] == ["Alice", "Bruno"]


@pytest.mark.parametrize("machines_count, winner", [(True, ["Alice", "Bruno"]), (False, ["Bruno"])])
def test_machines_in_tiebreak_option(machines_count, winner):
    """Verdict: machines count as buildings in the first tie-break; the option can leave them out."""
    game = finished({"Alice": {"built": ["cathedrale", "chateau-fort", "grue-2"], "ecus": 3},
                     "Bruno": {"built": ["aqueduc", "eglise", "abbaye", "pont-couvert"],
                               "ecus": 3}},
                    machines_in_tiebreak=machines_count)
    assert game.score("Alice") == game.score("Bruno") == 17
    assert game.tiebreak_vp("Alice") == (17 if machines_count else 15)
    assert game.winners == winner


def test_ranking_before_the_end_is_the_current_standing():
    game = Game.from_table(["A", "B"], setup={"B": {"built": ["tonnelle"], "ecus": 10}, "A": {"ecus": 9}})
    assert game.ranking() == [(1, ["B"]), (2, ["A"])] and not game.over


def test_rank_helper():
    assert rank([("A", (1,)), ("B", (3,)), ("C", (1,)), ("D", (0,))]) == [(1, ["B"]), (2, ["A", "C"]), (4, ["D"])]


def table_of(players: dict, edition: str = "moyen-age", **options) -> Game:
    """A table where each player has ``(vp, money)``."""
    taken: set = set()
    money = "ecus" if edition == "moyen-age" else "sesterces"
    setup = {name: {"built": buildings_worth(vp, taken, edition), money: m, "workers": []}
             for name, (vp, m) in players.items()}
    return Game.from_table(list(players), setup=setup, edition=edition, options=options or None)


def test_ranking_explained():
    """Which criterion separated players with the same score, with both figures; who is tied; plain data.

    Mutation: scoring.explain reports the figures the other way round ([after's, before's]) → fails; and
    explain listing each tied pair on its own (no merging into one group) → the three-way tie below fails."""
    game = table_of({"Alice": (15, 32), "Bruno": (15, 38), "Chloé": (16, 25), "Daichi": (15, 32)})
    assert {game.score(n) for n in ("Alice", "Bruno", "Chloé", "Daichi")} == {18}
    assert game.ranking() == [(1, ["Chloé"]), (2, ["Bruno"]), (3, ["Alice", "Daichi"])]
    assert game.ranking_explained() == [{
        "score": 18, "players": ["Chloé", "Bruno", "Alice", "Daichi"],
        "separated": [{"before": "Chloé", "after": "Bruno", "criterion": "vp", "values": [16, 15]},
                      {"before": "Bruno", "after": "Alice", "criterion": "money", "values": [38, 32]}],
        "tied": [["Alice", "Daichi"]],
    }]


def test_ranking_explained_without_shared_scores_and_with_several():
    assert table_of({"A": (17, 0), "B": (10, 0)}).ranking_explained() == []
    game = table_of({"A": (10, 5), "B": (9, 15), "C": (3, 5), "D": (3, 5)})
    assert game.ranking_explained() == [
        {"score": 10, "players": ["A", "B"], "tied": [],
         "separated": [{"before": "A", "after": "B", "criterion": "vp", "values": [10, 9]}]},
        {"score": 3, "players": ["C", "D"], "separated": [], "tied": [["C", "D"]]},
    ]
    three = table_of({"A": (3, 5), "B": (17, 0), "C": (3, 5), "D": (3, 5)})
    assert three.ranking_explained() == [{"score": 3, "players": ["A", "C", "D"], "separated": [],
                                          "tied": [["A", "C", "D"]]}]


def test_ranking_explained_follows_the_criteria_of_the_options():
    """Antiquity's shared_win ranks by score alone: equal scores are tied, whatever the VP and money."""
    players = {"A": (10, 5), "B": (9, 15)}
    assert table_of(players, "antiquite").ranking_explained()[0]["separated"][0]["criterion"] == "vp"
    shared = table_of(players, "antiquite", shared_win=True)
    assert shared.ranking_criteria() == ("score",)
    assert shared.ranking_explained() == [{"score": 10, "players": ["A", "B"], "separated": [], "tied": [["A", "B"]]}]


def test_ranking_explained_agrees_with_the_ranking_of_random_games():
    from marquoir.engine.simulate import random_game

    seen = set()
    for seed in range(60):
        game = random_game(4, seed)
        ranks = {name: r for r, names in game.ranking() for name in names}
        for group in game.ranking_explained():
            players = group["players"]
            assert len({game.score(n) for n in players}) == 1 and len(players) > 1
            pairs = [(s["before"], s["after"]) for s in group["separated"]]
            pairs += [(a, b) for tied in group["tied"] for a, b in zip(tied, tied[1:])]
            assert sorted(pairs) == sorted(zip(players, players[1:]))  # each neighbour once, explained
            for s in group["separated"]:
                assert ranks[s["before"]] < ranks[s["after"]]
                value = {"vp": game.tiebreak_vp, "money": game.ecus}[s["criterion"]]
                assert s["values"] == [value(s["before"]), value(s["after"])] and s["values"][0] > s["values"][1]
                seen.add(s["criterion"])
            for tied in group["tied"]:
                assert len({ranks[n] for n in tied}) == 1
    assert seen == {"vp", "money"}
