"""Setup ([R-FR] p.2): Game.new from a seed, and Game.from_table for any table."""

from collections import Counter

import pytest
from engine_helpers import places

from marquoir.engine import Game, IllegalMove, Options
from marquoir.engine.rules import MOYEN_AGE

ROW_SIZE, START_ECUS = MOYEN_AGE.row_size, MOYEN_AGE.start_money

NAMES = ["Alice", "Bruno", "Chloé", "Daichi"]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_new_game_deal(n, cards):
    game = Game.new(NAMES[:n], seed=7)
    state = game.state()
    assert len(game.buildings_row) == ROW_SIZE and len(game.workers_row) == ROW_SIZE
    assert len(state["building_deck"]) == 42 - ROW_SIZE
    assert len(state["worker_deck"]) == 42 - ROW_SIZE - n
    for name in game.players:
        assert game.ecus(name) == START_ECUS == 10
        team = game.team(name)
        assert len(team) == 1 and cards[team[0]].grade == "apprenti"
        assert game.sites(name) == {} and game.built(name) == []
    # the leftover apprentices went back into the worker deck (or row)
    rest = state["worker_deck"] + state["workers_row"]
    assert sum(cards[c].grade == "apprenti" for c in rest) == 6 - n
    assert all(cards[c].type in ("building", "machine") for c in state["building_deck"] + state["buildings_row"])
    assert set(places(state)) == set(cards) and set(places(state).values()) == {1}
    assert state["box"] == []


def test_table_order_and_first_turn():
    game = Game.new(NAMES, seed=3, first_player="Chloé")
    assert game.players == NAMES
    assert game.first_player == game.current == "Chloé"
    assert game.actions_left == 3 and game.round == 1
    game.end_turn()
    assert game.current == "Daichi"
    game.end_turn()
    assert game.current == "Alice" and game.round == 1
    game.end_turn()
    game.end_turn()
    assert game.current == "Chloé" and game.round == 2


def test_same_seed_same_game_and_seeds_differ():
    assert Game.new(NAMES, seed=11).state() == Game.new(NAMES, seed=11).state()
    deals = {tuple(Game.new(NAMES, seed=s).buildings_row) for s in range(20)}
    assert len(deals) == 20


def test_first_player_is_drawn_with_the_seed():
    firsts = Counter(Game.new(NAMES, seed=s).first_player for s in range(200))
    assert set(firsts) == set(NAMES)


@pytest.mark.parametrize("players, message", [
    (["Alice"], "2 to 4 players"),
    (NAMES + ["Emma"], "2 to 4 players"),
    (["Alice", "Alice"], "named 'Alice'"),
    (["Alice", ""], "non-empty"),
    (["Alice", "  "], "non-empty"),
    (["Alice", 3], "non-empty"),
    ("Alice", "list of names"),
])
def test_bad_players(players, message):
    with pytest.raises(ValueError, match=message):
        Game.new(players, seed=1)


def test_bad_arguments():
    with pytest.raises(ValueError, match="edition"):
        Game.new(["A", "B"], seed=1, edition="renaissance")
    with pytest.raises(ValueError, match="first player"):
        Game.new(["A", "B"], seed=1, first_player="C")
    with pytest.raises(ValueError, match="language"):
        Game.new(["A", "B"], seed=1, lang="de")
    with pytest.raises(ValueError, match="seed"):
        Game.new(["A", "B"], seed="1")
    with pytest.raises(ValueError, match="unknown option"):
        Game.new(["A", "B"], seed=1, options={"fast": True})
    with pytest.raises(ValueError, match="true or false"):
        Game.new(["A", "B"], seed=1, options={"machines_in_tiebreak": "yes"})


def test_options():
    assert Game.new(["A", "B"], seed=1).options == Options()
    game = Game.new(["A", "B"], seed=1, options={"machines_in_tiebreak": False})
    assert game.options == Options(next_worker_visible=True, machines_in_tiebreak=False)
    assert Game.new(["A", "B"], seed=1, options=Options(False, False)).options.next_worker_visible is False


def test_next_cards_visibility():
    game = Game.new(["A", "B"], seed=5)
    state = game.state()
    assert game.next_building() == state["building_deck"][0]
    assert game.next_worker() == state["worker_deck"][0]
    hidden = Game.new(["A", "B"], seed=5, options={"next_worker_visible": False})
    assert hidden.next_building() == state["building_deck"][0]
    with pytest.raises(IllegalMove) as refused:
        hidden.next_worker()
    assert refused.value.rule == "hidden-card"


# ---------------------------------------------------------------- from_table


def test_from_table_without_setup_deals_like_new():
    dealt = Game.new(NAMES, seed=9).state()
    table = Game.from_table(NAMES, seed=9).state()
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "players"):
        assert table[key] == dealt[key]
    assert table["first"] == table["current"] == "Alice"


def test_from_table_replaces_the_deal_key_by_key(cards):
    game = Game.from_table(["Alice", "Bruno", "Chloé"], seed=3, setup={
        "Alice": {"ecus": 12, "workers": ["compagnon-1"], "sites": {"chapelle": ["manoeuvre-3"]},
                  "built": ["tonnelle", "grue-1"]},
        "Bruno": {"ecus": 4},
        "buildings_row": ["cathedrale", "lavoir", "forge"],
        "workers_row": ["maitre-1", "compagnon-2", "manoeuvre-4", "apprenti-2", "compagnon-5"],
    })
    assert game.current == game.first_player == "Alice" and game.actions_left == 3
    assert game.ecus("Alice") == 12 and game.vp("Alice") == 1
    assert game.team("Alice") == ["compagnon-1", "grue-1"]  # a built machine is in the team
    assert game.sites("Alice") == {"chapelle": ["manoeuvre-3"]}
    assert game.built("Alice") == ["tonnelle", "grue-1"]
    assert game.ecus("Bruno") == 4
    assert [cards[c].grade for c in game.team("Bruno")] == ["apprenti"]  # still dealt an apprentice
    assert game.ecus("Chloé") == 10 and len(game.team("Chloé")) == 1
    assert game.team("Bruno")[0] != "apprenti-2" and game.team("Chloé")[0] != "apprenti-2"
    assert game.buildings_row == ["cathedrale", "lavoir", "forge"]  # shorter rows are allowed
    state = game.state()
    assert set(places(state)) == set(cards) and set(places(state).values()) == {1}
    assert len(state["building_deck"]) == 42 - 3 - 3  # tonnelle, grue-1, chapelle; 3 in the row


def test_from_table_machine_at_work_is_built():
    game = Game.from_table(["A", "B"], setup={"A": {"sites": {"chapelle": ["grue-2"]}, "built": ["four-1"],
                                                     "workers": ["scie-1"]}})
    assert game.built("A") == ["four-1", "scie-1", "grue-2"]
    assert game.team("A") == ["scie-1", "four-1"]
    assert game.vp("A") == 1 + 1 + 2
    same = Game.from_table(["A", "B"], setup={"A": {"sites": {"chapelle": ["grue-2"]}, "built": ["grue-2"]}})
    assert same.built("A") == ["grue-2"] and len(same.team("A")) == 1  # only the dealt apprentice is free


def test_from_table_given_decks_set_the_rest_aside(cards):
    game = Game.from_table(["A", "B"], setup={"building_deck": ["eglise"], "worker_deck": []})
    state = game.state()
    assert state["building_deck"] == ["eglise"] and state["worker_deck"] == []
    assert len(state["buildings_row"]) == 5 and len(state["workers_row"]) == 5
    assert len(state["box"]) == 84 - 1 - 5 - 5 - 2
    assert set(places(state)) == set(cards) and set(places(state).values()) == {1}


@pytest.mark.parametrize("setup, message", [
    ({"A": {"workers": ["compagnon-1"]}, "B": {"workers": ["compagnon-1"]}}, "'compagnon-1' is named twice"),
    ({"A": {"built": ["chapelle"]}, "buildings_row": ["chapelle"]}, "'chapelle' is named twice"),
    ({"A": {"workers": ["compagnon-99"]}}, "unknown card id 'compagnon-99'"),
    ({"workers_row": ["chapel"]}, "unknown card id 'chapel'"),
    ({"buildings_row": ["compagnon-1"]}, "'compagnon-1' is a worker"),
    ({"workers_row": ["grue-1"]}, "'grue-1' is a machine"),
    ({"A": {"built": ["maitre-1"]}}, "'maitre-1' is a worker"),
    ({"A": {"sites": {"maitre-1": []}}}, "'maitre-1' is a worker"),
    ({"A": {"workers": ["chapelle"]}}, "'chapelle' is a building"),
    ({"A": {"ecus": -1}}, "ecus"),
    ({"A": {"ecus": "ten"}}, "ecus"),
    ({"A": {"vp": 3}}, "unknown key 'vp'"),
    ({"Zoé": {"ecus": 3}}, "'Zoé' is neither a player"),
    ({"buildings_row": ["tonnelle", "cabane", "lavoir", "forge", "ferme", "hotel"]}, "at most 5"),
    ({"A": {"sites": {"tonnelle": ["compagnon-1"]}}}, "already complete"),
    ({"A": {"workers": ["grue-1"], "sites": {"chapelle": ["grue-1"]}}}, "named twice"),
    ({"A": {"workers": "compagnon-1"}}, "list"),
])
def test_from_table_refuses_inconsistent_setups(setup, message):
    with pytest.raises(ValueError, match=message):
        Game.from_table(["A", "B"], setup=setup)


def test_from_table_needs_an_apprentice_to_deal():
    apprentices = [f"apprenti-{i}" for i in range(1, 7)]
    setup = {"A": {"workers": apprentices}}
    assert Game.from_table(["A", "B"], setup={"A": {"workers": apprentices[:5]}}).team("B") == ["apprenti-6"]
    with pytest.raises(ValueError, match="no apprenti is left to deal to B"):
        Game.from_table(["A", "B"], setup=setup)


def test_state_is_plain_json_data():
    import json

    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"sites": {"chapelle": ["maitre-1"]}}})
    game.take(1)
    state = game.state()
    assert json.loads(json.dumps(state)) == state
    assert state["current"] == "Alice" and state["actions"] == 2 and state["options"]["machines_in_tiebreak"] is True
    assert repr(game) == "<Game moyen-age: round 1, Alice to play, 2 actions left>"


@pytest.mark.parametrize("edition, key", [("moyen-age", "ecus"), ("antiquite", "sesterces")])
def test_setup_money_has_a_plausibility_limit(edition, key):
    """The engine's input refuses money above limits()["money"] (999), naming the limit; the limit itself is fine.

    Mutation: the limit check removed from setup._Given._player → fails (10**30 écus are dealt)."""
    from marquoir.engine.limits import limits
    from marquoir.engine.setup import SetupError

    most = limits(edition)["money"]
    assert most == 999
    game = Game.from_table(["A", "B"], setup={"A": {key: most}}, edition=edition)
    assert game.ecus("A") == most
    for too_much in (most + 1, 10**30):
        with pytest.raises(SetupError) as refused:
            Game.from_table(["A", "B"], setup={"A": {key: too_much}}, edition=edition)
        assert refused.value.path == ("A", key)
        assert f"the limit is {most}" in str(refused.value) and str(too_much) in str(refused.value)


def test_a_players_name_has_a_length_limit():
    """Mutation: the length check removed from setup.check_players → fails."""
    from marquoir.engine.limits import limits

    longest = "É" * limits("moyen-age")["name"]
    assert Game.new([longest, "B"], seed=1).players[0] == longest
    with pytest.raises(ValueError, match="at most 40 characters, not 41"):
        Game.new([longest + "x", "B"], seed=1)
