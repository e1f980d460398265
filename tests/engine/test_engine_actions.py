"""The actions and what they cost ([R-FR] pp.4-6): open, recruit, take écus, buy actions, end the turn."""

import pytest

from marquoir.engine import Game, IllegalMove

ROW = ["cathedrale", "lavoir", "forge", "ferme", "hotel"]
WORKERS = ["maitre-1", "compagnon-2", "manoeuvre-4", "apprenti-2", "compagnon-5"]


def table(**setup):
    return Game.from_table(["Alice", "Bruno"], seed=1, setup=setup)


def refused(game, move):
    with pytest.raises(IllegalMove) as error:
        game.play(move)
    return error.value.rule


def test_open_costs_one_action_and_refills_the_same_slot():
    game = table(buildings_row=ROW, building_deck=["chapelle", "eglise"])
    game.open("forge")
    assert game.actions_left == 2 and game.ecus("Alice") == 10
    assert game.sites("Alice") == {"forge": []}
    assert game.buildings_row == ["cathedrale", "lavoir", "chapelle", "ferme", "hotel"]
    assert game.next_building() == "eglise"


def test_open_any_number_of_sites():
    game = table(buildings_row=ROW)
    for card in ("forge", "ferme", "lavoir"):
        game.open(card)
    game.buy()
    game.open("hotel")
    assert set(game.sites("Alice")) == {"forge", "ferme", "lavoir", "hotel"}
    assert game.actions_left == 0


def test_open_a_machine():
    game = table(buildings_row=["grue-1"] + ROW[:4])
    game.open("grue-1")
    assert game.sites("Alice") == {"grue-1": []}


def test_recruit_costs_one_action_and_no_ecus():
    game = table(workers_row=WORKERS, worker_deck=["maitre-2"])
    game.recruit("maitre-1")
    assert game.actions_left == 2 and game.ecus("Alice") == 10
    assert "maitre-1" in game.team("Alice")
    assert game.workers_row == ["maitre-2"] + WORKERS[1:]
    assert game.next_worker() is None


def test_three_free_actions_of_any_kind_then_no_more():
    """FAQ 4: opening three sites or recruiting three workers costs 3 actions, not 1 + 2 + 3."""
    game = table(workers_row=WORKERS)
    for worker in WORKERS[:3]:
        game.recruit(worker)
    assert game.actions_left == 0
    assert refused(game, "recruit apprenti-2") == "no-actions"


@pytest.mark.parametrize("n, gained", [(1, 1), (2, 3), (3, 6)])
def test_take_ecus(n, gained):
    game = table()
    game.take(n)
    assert game.ecus("Alice") == 10 + gained and game.actions_left == 3 - n


def test_take_several_times_in_a_turn():
    game = table()
    game.take(1)
    game.take(2)
    assert game.ecus("Alice") == 10 + 1 + 3 and game.actions_left == 0


def test_take_with_bought_actions():
    """FAQ 12: legal but pointless: 5 écus for an action, 1 écu back."""
    game = table(Alice={"ecus": 10})
    game.take(3)
    game.buy()
    game.take(1)
    assert game.ecus("Alice") == 10 + 6 - 5 + 1 and game.actions_left == 0


@pytest.mark.parametrize("n", [0, 4, 5, -1])
def test_no_other_rate(n):
    """FAQ 11: 4 actions do not give 10 écus; the table stops at 3 actions for 6 écus."""
    game = table()
    game.buy()
    assert refused(game, f"take {n}") == "take-amount"


def test_take_more_actions_than_left():
    game = table()
    game.take(1)
    assert refused(game, "take 3") == "no-actions"


def test_buy_actions_any_number_any_time():
    game = table(Alice={"ecus": 17})
    game.buy()
    assert game.actions_left == 4 and game.ecus("Alice") == 12
    game.take(3)
    game.take(1)
    assert game.actions_left == 0
    game.buy()  # still allowed at 0 actions: the turn only ends with `end`
    game.buy()
    assert game.actions_left == 2 and game.ecus("Alice") == 12 + 6 + 1 - 10


def test_buy_needs_five_ecus():
    game = table(Alice={"ecus": 4})
    assert refused(game, "buy") == "no-ecus-action"
    game.take(1)
    game.buy()
    assert game.ecus("Alice") == 0


def test_unused_actions_are_lost():
    game = table(Alice={"ecus": 10})
    game.buy()
    game.end_turn()
    assert game.current == "Bruno" and game.actions_left == 3
    game.end_turn()
    assert game.current == "Alice" and game.actions_left == 3
    assert game.ecus("Alice") == 5


def test_end_turn_is_never_refused_before_the_end():
    game = table()
    game.end_turn()
    assert game.turns_played("Alice") == 1 and game.turns_played("Bruno") == 0


def test_moves_return_none():
    game = table(buildings_row=ROW, workers_row=WORKERS)
    assert game.play("open forge") is None
    assert game.recruit("maitre-1") is None
    assert game.take(1) is None
    assert game.buy() is None
    assert game.end_turn() is None


def test_queries_of_unknown_player():
    with pytest.raises(ValueError, match="unknown player 'Zoé'"):
        table().ecus("Zoé")
