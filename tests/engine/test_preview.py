"""Game.refusal and Game.preview: what a move would get, without playing it. The preview of every legal move, all along
random games of both editions, is what playing the move then does to the mover's actions and money; neither query
changes the game or its history."""

from __future__ import annotations

import random

import pytest

from marquoir.engine import Game
from marquoir.engine.simulate import ProgressPolicy


def replayed(game: Game, moves: list[str]) -> Game:
    again = Game.from_table(list(game.players), setup=game.origin.setup, seed=game.origin.seed,
                            edition=game.rules.edition)
    for move in moves:
        again.play(move)
    return again


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_the_preview_of_every_legal_move_is_what_the_move_does(edition):
    """Mutation: `preview` reading the actions after the move on the real table instead of the copy (`self._t`) →
    every change of actions is 0 and this fails; `preview` playing the move's effect on the game's own table → the
    game changes and this fails."""
    game = Game.from_table(["Alice", "Bruno"], seed=11, edition=edition)
    policy, rng = ProgressPolicy(), random.Random(11)
    moves: list[str] = []
    while not game.over and len(moves) < 60:
        before = game.state()
        mover = game.current
        for move in game.legal_moves()[:12]:
            change = game.preview(move)
            after = replayed(game, moves + [move])
            actions = after.actions_left - game.actions_left if after.current == mover else 0
            assert change == {"actions": actions, "money": after.ecus(mover) - game.ecus(mover)}, move
        assert game.state() == before and len(game.history) == len(moves)
        text = policy(game, rng).text()
        game.play(text)
        moves.append(text)


def test_a_refusal_is_said_without_being_recorded():
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"ecus": 3}})
    refused = game.refusal("buy")
    assert (refused.rule, refused.params) == ("no-ecus-action", {"cost": 5, "have": 3})
    assert game.refusal("take 1") is None and game.refusal("fly").rule == "bad-move"
    assert game.preview("buy") is None and game.history == ()
