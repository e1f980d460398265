"""Move texts: parsing and writing them in one place."""

import pytest

from marquoir.engine.moves import FORMS, SLOT, Move, MoveSyntaxError, form_of, parse, said_forms
from marquoir.engine.verbs import MOVES


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


# ------------------------------------------------------------------ the grammar as one table

SAMPLE = {"card": "apprenti-1", "site": "chapelle", "tool": "outil-1", "on": "manoeuvre-2", "n": 3}


@pytest.mark.parametrize("form", FORMS, ids=[f.name for f in FORMS])
def test_every_form_is_read_and_written_by_the_same_table(form):
    """Each form of the table, its slots filled, is written by Move.text and read back by parse.

    Mutation: ``Form.write`` filling every slot with the move's ``card`` → every form with another slot fails."""
    move = Move(form.verb, **{field: SAMPLE[field] for field in form.fields})
    assert form_of(move) is form
    assert move.text() == SLOT.sub(lambda m: str(SAMPLE[m.group(1)]), form.text)
    assert parse(move.text()) == move
    assert parse("  " + move.text().upper().replace(" ", "   ") + " ").verb == form.verb


def test_the_verbs_are_the_grammars():
    """The engine's table of verbs has a row for every verb of the grammar, in the same order, and what it checks
    first (the fields naming cards, what only Antiquity has) comes from the verb's forms.

    Mutation: the ``send-tool`` form not marked ``antiquity`` → ``antiquity_fields`` of send is () and this fails
    (and a Middle Ages game would accept ``send … with TOOL``)."""
    assert list(MOVES) == list(dict.fromkeys(f.verb for f in FORMS))
    assert MOVES["send"].cards == ("card", "site", "tool") and MOVES["send"].antiquity_fields == ("tool",)
    assert MOVES["invest"].antiquity and MOVES["invest"].cards == ("card", "on")
    assert not MOVES["take"].cards and not MOVES["open"].antiquity


def test_the_forms_as_a_reader_is_told_them():
    """A verb's longer form that only adds to the shorter one is shown in brackets; Middle Ages lists its own.

    Mutation: the bracket merge dropped (every form on its own) → fails."""
    assert said_forms(lambda kind: kind.upper(), antiquity=False) == [
        "open ROW-BUILDING", "recruit ROW-WORKER", "send WORKER to SITE", "take ACTIONS", "buy", "end"]
    assert "invest INVESTMENT [on STUDENT]" in said_forms(lambda kind: kind.upper())
