"""The end of the game ([R-FR] p.8): 17 VP checked at the end of a turn, the round completed;
and Marquoir's verdicts for the empty decks (no reshuffle; stall rule)."""

import pytest

from marquoir.engine import Game, IllegalMove

NAMES = ["Alice", "Bruno", "Chloé", "Daichi"]
SEVENTEEN = ["cathedrale", "chateau-fort", "grue-2"]  # 8 + 7 + 2 VP


def play_until_over(game, limit=50):
    for _ in range(limit):
        if game.over:
            return
        game.end_turn()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("n, seat", [(n, seat) for n in (2, 3, 4) for seat in range(n)])
def test_round_is_completed_whoever_triggers(n, seat):
    names = NAMES[:n]
    game = Game.from_table(names, setup={names[seat]: {"built": SEVENTEEN}})
    for _ in range(seat):
        game.end_turn()
        assert not game.end_triggered
    assert game.current == names[seat]
    game.end_turn()
    assert game.end_triggered and game.trigger == {"player": names[seat], "reason": "vp"}
    # the players after the trigger in this round still play; then the game is over
    for i in range(seat + 1, n):
        assert not game.over and game.current == names[i]
        game.end_turn()
    assert game.over and game.current is None and game.actions_left == 0
    assert {game.turns_played(p) for p in names} == {1}


def test_last_seat_triggers_game_ends_at_once():
    game = Game.from_table(["Alice", "Bruno"], setup={"Bruno": {"built": SEVENTEEN}})
    game.end_turn()
    game.end_turn()
    assert game.over and game.turns_played("Alice") == game.turns_played("Bruno") == 1


@pytest.mark.parametrize("first", NAMES)
def test_round_ends_before_the_first_players_next_turn(first):
    """With a first player drawn anywhere at the table, the round ends just before their next turn."""
    game = Game.new(NAMES, seed=4, first_player=first)
    game.end_turn()  # the first player's turn, then the next player reaches 17 VP (set directly)
    trigger = game.current
    game._t.players[NAMES.index(trigger)].built.extend(SEVENTEEN)  # white-box: 17 VP without playing 10 rounds
    game.end_turn()
    assert game.trigger == {"player": trigger, "reason": "vp"}
    play_until_over(game)
    assert {game.turns_played(p) for p in NAMES} == {1}
    assert game.log[-1]["event"] == "game-over"


def test_reaching_17_mid_turn_changes_nothing_until_the_turn_ends():
    """FAQ 2: the player finishes their turn; the check is at its end."""
    game = Game.from_table(["Alice", "Bruno"], setup={
        "Alice": {"built": ["cathedrale", "chateau-fort"], "workers": ["compagnon-1"],
                  "sites": {"tonnelle": ["apprenti-5"]}},
        "buildings_row": ["grue-2"]})
    game.send("compagnon-1", to="tonnelle")
    game.open("grue-2")
    assert game.vp("Alice") == 15
    game.end_turn()
    assert not game.end_triggered
    game = Game.from_table(["Alice", "Bruno"], setup={
        "Alice": {"built": ["cathedrale", "chateau-fort", "lavoir"], "workers": ["compagnon-1", "apprenti-1"],
                  "sites": {"pont-couvert": ["apprenti-2"]}}})
    game.send("apprenti-1", to="pont-couvert")  # 0/1/1/0 + 1/0/1/0 >= 0/1/2/0: +1 VP -> 17
    assert game.vp("Alice") == 17 and not game.end_triggered and game.actions_left == 2
    game.take(2)  # the turn goes on
    game.end_turn()
    assert game.end_triggered and not game.over
    game.end_turn()
    assert game.over


def test_ecus_do_not_count_toward_17():
    """FAQ 1, D1: 16 VP and 100 écus do not end the game."""
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"built": ["cathedrale", "chateau-fort", "lavoir"],
                                                                  "ecus": 100}})
    assert game.vp("Alice") == 16 and game.score("Alice") == 26
    game.end_turn()
    assert not game.end_triggered


def test_machines_count_toward_17():
    """FAQ 10: "en comptant les Bâtiments et les Machines"."""
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"built": ["cathedrale", "chateau-fort", "scie-2"]}})
    assert game.vp("Alice") == 17
    game.end_turn()
    assert game.end_triggered


def test_a_second_player_past_17_does_not_move_the_trigger():
    game = Game.from_table(["Alice", "Bruno", "Chloé"], setup={
        "Alice": {"built": SEVENTEEN}, "Bruno": {"built": ["eglise", "chapelle", "abbaye", "cloitre"]}})
    game.end_turn()
    game.end_turn()
    assert game.trigger["player"] == "Alice"
    game.end_turn()
    assert game.over


def test_no_move_after_the_game_is_over():
    game = Game.from_table(["Alice", "Bruno"], setup={"Bruno": {"built": SEVENTEEN}})
    game.end_turn()
    game.end_turn()
    before = game.state()
    for move in ("end", "buy", "take 1", "open tonnelle", "recruit apprenti-1", "send apprenti-1 to chapelle"):
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.rule == "game-over"
        assert game.why_not(move) == "game-over"
    assert game.state() == before and game.legal_moves() == []


# -------------------------------------------------------------- empty decks


def test_empty_deck_leaves_the_slot_empty():
    """FAQ 15 (Marquoir verdict): no reshuffle, the row gets shorter."""
    game = Game.from_table(["Alice", "Bruno"], setup={
        "buildings_row": ["tonnelle", "cabane", "lavoir"], "building_deck": ["eglise"],
        "workers_row": ["apprenti-1", "maitre-1"], "worker_deck": []})
    game.open("cabane")
    assert game.buildings_row == ["tonnelle", "eglise", "lavoir"] and game.next_building() is None
    game.open("tonnelle")
    assert game.buildings_row == ["eglise", "lavoir"]
    game.recruit("maitre-1")
    assert game.workers_row == ["apprenti-1"] and game.next_worker() is None
    assert [e["event"] for e in game.log].count("refill-empty") == 2


def test_stall_rule_when_building_deck_and_row_are_empty():
    """Marquoir verdict: the end is triggered as with 17 VP, and the round completed."""
    game = Game.from_table(["Alice", "Bruno", "Chloé"], setup={
        "buildings_row": ["tonnelle"], "building_deck": []})
    game.end_turn()
    assert not game.end_triggered
    game.open("tonnelle")
    assert game.buildings_row == [] and not game.end_triggered
    game.end_turn()
    assert game.trigger == {"player": "Bruno", "reason": "stall"}
    game.end_turn()
    assert game.over and game.winners == ["Alice", "Bruno", "Chloé"]


def test_empty_worker_deck_alone_does_not_end_the_game():
    game = Game.from_table(["Alice", "Bruno"], setup={"workers_row": [], "worker_deck": []})
    game.end_turn()
    game.end_turn()
    assert not game.end_triggered
