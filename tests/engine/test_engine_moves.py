"""Move texts: parsing and writing them in one place."""

import pytest

from marquoir.engine.moves import Move, MoveSyntaxError, parse


@pytest.mark.parametrize("text, move", [
    ("open chapelle", Move("open", card="chapelle")),
    ("recruit maitre-1", Move("recruit", card="maitre-1")),
    ("send compagnon-3 to chapelle", Move("send", card="compagnon-3", site="chapelle")),
    ("take 2", Move("take", n=2)),
    ("take 4", Move("take", n=4)),
    ("buy", Move("buy")),
    ("end", Move("end")),
    ("  Send  compagnon-3  TO chapelle ", Move("send", card="compagnon-3", site="chapelle")),
])
def test_parse(text, move):
    assert parse(text) == move
    assert parse(move.text()) == move


@pytest.mark.parametrize("text", ["", "open", "open a b", "send a b", "send a to", "send a at b", "take", "take two",
                                  "take 1.5", "buy 2", "end turn", "pass", "recruit"])
def test_not_a_move(text):
    with pytest.raises(MoveSyntaxError):
        parse(text)


def test_not_text():
    with pytest.raises(MoveSyntaxError):
        parse(3)
