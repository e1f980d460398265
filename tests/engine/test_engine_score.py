"""Final score and ranking ([R-FR] p.8): VP + 1 per complete 10 écus; ties broken by VP, then écus."""

import pytest

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
