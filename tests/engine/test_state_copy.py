"""engine.state.copied, the copy of the table a move's preview is played on (Game.preview): at every move of random
games of both editions, the copy equals the table and what copy.deepcopy makes of it, and shares nothing with it that
changes in place (no list, dict or record is the same object)."""

from __future__ import annotations

import copy

import pytest

from marquoir.engine.simulate import random_game
from marquoir.engine.state import Player, Table, copied


def containers(value, path="table"):
    """(path, object) of every list, dict and record in ``value``, all the way down."""
    if isinstance(value, (Player, Table)):
        yield path, value
        for key, item in vars(value).items():
            yield from containers(item, f"{path}.{key}")
    elif isinstance(value, (list, tuple)):
        if isinstance(value, list):
            yield path, value
        for i, item in enumerate(value):
            yield from containers(item, f"{path}[{i}]")
    elif isinstance(value, dict):
        yield path, value
        for key, item in value.items():
            yield from containers(item, f"{path}[{key!r}]")


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_the_copy_of_the_table_is_equal_and_shares_nothing_that_changes(edition):
    """Mutation: copied's dict branch returning the dict itself → the copy shares the sites (and the Antiquity
    workers' equipment) and this fails; its records' branch sharing their fields' values → fails; its list branch
    copying a list's items by reference → the players' records are shared and this fails."""
    checked = []

    def check(game, move):
        table = game._t  # the engine's own table, after this move
        made = copied(table)
        assert made == table == copy.deepcopy(table), move
        shared = {id(obj) for _path, obj in containers(table)}
        assert [path for path, obj in containers(made) if id(obj) in shared] == [], move
        checked.append(move)

    for seed in range(3):
        assert random_game(3, seed, on_move=check, edition=edition).over
    assert len(checked) > 300
