"""A game remembers how it was made (``origin``) and every move played or refused (``history``), outside its state."""

from __future__ import annotations

import copy

import pytest

from marquoir.engine import Game, IllegalMove
from marquoir.engine.history import FROM_TABLE, NEW, on_new_game
from marquoir.engine.messages import move_words
from marquoir.engine.moves import Move

CHAPELLE = {"Alice": {"ecus": 10, "workers": ["compagnon-3", "apprenti-1"],
                      "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}}


def chapelle(**kw) -> Game:
    return Game.from_table(["Alice", "Bruno"], setup=CHAPELLE, **kw)


def antiquity(setup: dict) -> Game:
    return Game.from_table(["Alice", "Bruno"], setup=setup, edition="antiquite")


# ------------------------------------------------------------------ origin


def test_from_table_keeps_its_inputs_as_plain_data():
    """Mutation: ``setup=given`` → ``setup=setup`` in Game.from_table (the caller's mapping, not a copy) → fails."""
    setup = copy.deepcopy(CHAPELLE)
    game = Game.from_table(("Alice", "Bruno"), setup=setup, seed=7, options={"machines_in_tiebreak": False,
                                                                             "next_worker_visible": True})
    setup["Alice"]["workers"].append("maitre-1")  # the caller's data changes afterwards: the origin does not
    origin = game.origin
    assert (origin.how, origin.edition, origin.players, origin.seed) == (FROM_TABLE, "moyen-age", ("Alice", "Bruno"), 7)
    assert origin.setup == CHAPELLE
    assert origin.options == {"machines_in_tiebreak": False}  # only what differs from the defaults
    assert origin.first_player is None
    assert origin.as_dict()["setup"] == CHAPELLE


def test_new_keeps_the_seed_and_the_first_player():
    """Mutation: ``first_player=first_player`` left out of Game.new's Origin → fails."""
    game = Game.new(["Alice", "Bruno", "Chloé"], seed=5, first_player="Bruno", edition="antiquite",
                    options={"coin_scoring": "tenths"})
    assert game.origin.as_dict() == {"how": NEW, "edition": "antiquite", "players": ["Alice", "Bruno", "Chloé"],
                                     "seed": 5, "options": {"coin_scoring": "tenths"}, "setup": None,
                                     "first_player": "Bruno"}
    assert Game.new(["Alice", "Bruno"], seed=5).origin.first_player is None


# ------------------------------------------------------------------ history


def test_every_move_method_adds_one_step_with_the_figures_after_it():
    """Mutation: the ``self._moves.append(...)`` of a move played removed from Game.apply → fails; so does
    ``players[current].name`` → ``mover.name`` for ``current`` in Game._step."""
    game = chapelle()
    game.send("compagnon-3", to="chapelle")
    game.take(1)
    game.buy()
    game.play("recruit " + game.workers_row[0])
    game.apply(Move("open", card=game.buildings_row[0]))
    steps = game.history
    assert [s.n for s in steps] == [1, 2, 3, 4, 5]
    assert [s.move for s in steps][:3] == ["send compagnon-3 to chapelle", "take 1", "buy"]
    assert all(s.player == "Alice" and s.refused is None for s in steps)
    assert [(s.actions_left, s.money, s.vp) for s in steps] == [(2, 24, 5), (1, 25, 5), (2, 20, 5), (1, 20, 5),
                                                               (0, 20, 5)]
    assert [s.completed for s in steps] == [("chapelle",), (), (), (), ()]
    assert [e["event"] for e in steps[0].events] == ["send", "complete"]
    game.end_turn()
    end = game.history[-1]
    assert (end.move, end.player, end.money) == ("end", "Alice", 20)
    assert end.actions_left == 3 and end.current == game.current == "Bruno"  # after `end`: the next player's
    assert [s.current for s in steps] == ["Alice"] * 5
    assert [e["event"] for e in end.events] == ["end-turn", "turn"]


def test_a_refused_move_is_a_step_and_changes_nothing():
    """Mutation: ``self._record(move, refused)`` removed from Game.apply → fails."""
    game = chapelle()
    before, log = game.state(), list(game.log)
    for move in (lambda: game.take(4), lambda: game.send("maitre-1", to="chapelle"), lambda: game.play("fly away")):
        with pytest.raises(IllegalMove):
            move()
    assert game.state() == before and game.log == log
    assert [(s.move, s.refused) for s in game.history] == [
        ("take 4", ("take-amount", {"n": 4})),
        ("send maitre-1 to chapelle", ("not-in-team", {"worker": "maitre-1"})),
        ("fly away", ("bad-move", {"text": "fly away"})),
    ]
    assert all(s.events == () and s.completed == () and (s.actions_left, s.money, s.vp) == (3, 10, 0)
               for s in game.history)


def test_the_figures_are_those_right_after_each_move():
    """The history is read after the game went on: each step still has the figures of its own moment.
    Mutation: ``mover.built[:built]`` → ``mover.built`` in Game._step → fails."""
    game = chapelle()
    game.take(1)
    game.send("compagnon-3", to="chapelle")
    game.end_turn()
    game.take(1)
    assert [(s.player, s.money, s.vp, s.actions_left) for s in game.history] == [
        ("Alice", 11, 0, 2), ("Alice", 25, 5, 1), ("Alice", 25, 5, 3), ("Bruno", 11, 0, 2)]


def test_the_history_is_not_game_state():
    """Mutation: ``history=[s.as_dict() for s in self.history]`` added to Game.state's ``data.update`` → fails."""
    played, fresh = chapelle(), chapelle()
    with pytest.raises(IllegalMove):
        played.take(4)
    assert played.history and not fresh.history
    assert played.state() == fresh.state()
    assert "history" not in played.state() and "origin" not in played.state()


def test_the_history_cannot_be_changed_from_outside():
    """Mutation: ``return tuple(steps)`` → ``return steps`` in Game.history (the list itself) → fails."""
    game = chapelle()
    game.take(1)
    with pytest.raises(AttributeError):
        game.history.append(None)  # a tuple
    with pytest.raises(AttributeError):
        game.history[0].money = 99  # frozen
    assert len(game.history) == 1


def test_after_the_game_is_over_a_move_is_refused_with_no_player():
    """Mutation: ``mover = t.current_player`` whatever ``t.over`` in Game._record → fails."""
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"built": ["cathedrale", "chapelle", "eglise"]}})
    game.end_turn()
    game.end_turn()
    assert game.over
    with pytest.raises(IllegalMove):
        game.take(1)
    last = game.history[-1]
    assert (last.move, last.player, last.refused, last.money, last.vp) == ("take 1", None, ("game-over", {}), None,
                                                                            None)
    assert last.current is None and game.history[-2].current is None
    assert [e["event"] for e in game.history[-2].events][-1] == "game-over"


def test_antiquity_moves_and_the_settlement_are_steps():
    """Mutation: ``self._record("settle", refusal)`` removed from Game.settle → fails."""
    game = antiquity({"Alice": {"sesterces": 30, "built": ["pyramide", "jardins-suspendus", "scie"],  # 17 VP
                                "loans": ["emprunt-1"], "workers": ["esclave-1"]}})
    game.invest("outil-scie")
    with pytest.raises(IllegalMove):
        game.settle()
    assert [(s.move, s.refused and s.refused[0]) for s in game.history] == [("invest outil-scie", None),
                                                                            ("settle", "end-only")]
    for _ in range(4):
        if not game.settling:
            game.end_turn()
    assert game.settling
    played = game.settle()
    moves = [s.move for s in game.history]
    assert moves[-len(played):] == played  # each settlement move is its own step
    assert played[-1] == "end"


def test_the_steps_tell_the_whole_trace():
    """The trace lines of the steps, after the opening turn, are the game's trace: nothing lost, nothing twice.

    Mutation: ``self.log[start:end]`` → ``self.log[start + 1:end]`` in Game._step → fails."""
    game = chapelle()
    opening = game.trace("en")
    game.send("compagnon-3", to="chapelle")
    game.end_turn()
    game.take(2)
    lines = [line for s in game.history for line in s.lines("en", game.cards, game.rules.edition)]
    assert opening + lines == game.trace("en")
    assert game.history[0].lines("ja", game.cards, "moyen-age")[0] == \
        "Aliceは職人3を礼拝堂に派遣した（1アクション、4コイン）。"


@pytest.mark.parametrize("text, fr, en, ja", [
    ("open chapelle", "ouvrir le chantier de la chapelle", "start construction on the Chapel",
     "礼拝堂の建築に着手する"),
    ("send compagnon-3 to chapelle", "envoyer le compagnon 3 travailler à la chapelle",
     "send Craftsman 3 to work on the Chapel", "職人3を礼拝堂に派遣する"),
    ("take 2", "prendre des écus avec 2 actions", "take écus with 2 actions", "2アクションでコインを獲得する"),
    ("buy", "acheter une action payante", "buy an extra action", "追加のアクションを購入する"),
    ("end", "terminer son tour", "end the turn", "手番を終える"),
    ("fly", "« fly »", "“fly”", "「fly」"),
])
def test_a_move_in_words(cards, text, fr, en, ja):
    """Mutation: the ``send`` entry of MOVE_WORDS given ``{worker}`` twice instead of ``{site_a}`` → fails."""
    assert [move_words(text, lang, cards, "moyen-age") for lang in ("fr", "en", "ja")] == [fr, en, ja]


def test_antiquity_moves_in_words():
    """Mutation: ``{card} on {worker}`` → ``{card} on {card}`` in MOVE_WORDS["invest-on"] (en) → fails."""
    from marquoir.engine.cards import load_cards

    cards = load_cards("antiquite")
    said = {text: [move_words(text, lang, cards, "antiquite") for lang in ("fr", "en", "ja")]
            for text in ("send esclave-1 to temple with outil-scie", "invest universite-bois on esclave-1", "take 1")}
    assert said == {
        "send esclave-1 to temple with outil-scie": ["envoyer l'esclave 1 travailler au temple avec la scie à main",
                                                     "send Slave 1 to work on the Temple with the Handsaw",
                                                     "奴隷1に手のこを装備させて神殿に派遣する"],
        "invest universite-bois on esclave-1": ["investir : l'université (bois) sur l'esclave 1",
                                                "invest: the University (wood) on Slave 1",
                                                "大学（木材）に投資して奴隷1に重ねる"],
        "take 1": ["prendre des sesterces avec 1 action", "take sesterces with 1 action",
                   "1アクションでセステルティウスを獲得する"],
    }


# ------------------------------------------------------------------ games made


def test_whoever_asks_is_called_back_with_every_game_in_order():
    """Mutation: ``_history.new_game(self)`` removed from Game.__init__ → fails; the outer callback not called from
    an inner block (``both`` calling ``callback`` only) → fails."""
    outer: list = []
    inner: list = []
    with on_new_game(outer.append):
        first = Game.new(["Alice", "Bruno"], seed=1)
        with on_new_game(inner.append):
            second = chapelle()
        with pytest.raises(ValueError):
            Game.new(["Alice"], seed=1)  # refused before a game is made
    third = chapelle()
    assert outer == [first, second] and inner == [second]
    assert third not in outer
