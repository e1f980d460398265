"""Move texts: parsing and writing them in one place."""

import pytest

from marquoir.engine.messages import move_words
from marquoir.engine.moves import (
    FILE_FORMS,
    FORMS,
    OPTIONAL,
    SLOT,
    Move,
    MoveSyntaxError,
    form_of,
    forms_of,
    parse,
    said_forms,
)
from marquoir.engine.verbs import MOVES
from marquoir.vocab import LANGS


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


@pytest.mark.parametrize("form", FILE_FORMS, ids=[f.name for f in FILE_FORMS])
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
    assert list(MOVES) == list(dict.fromkeys(f.verb for f in FILE_FORMS))
    assert MOVES["send"].cards == ("card", "site", "tool") and MOVES["send"].antiquity_fields == ("tool",)
    assert MOVES["invest"].antiquity and MOVES["invest"].cards == ("card", "on")
    assert not MOVES["take"].cards and not MOVES["open"].antiquity


def test_the_forms_as_a_reader_is_told_them():
    """A verb's longer form that only adds to the shorter one is shown in brackets; Middle Ages lists its own.

    Mutation: the bracket merge dropped (every form on its own) → fails."""
    assert said_forms(lambda kind: kind.upper(), antiquity=False) == [
        "open ROW-BUILDING", "recruit ROW-WORKER", "send WORKER to SITE", "take ACTIONS", "buy", "end"]
    assert "invest INVESTMENT [on STUDENT]" in said_forms(lambda kind: kind.upper())


# ------------------------------------------------------------------ the forms a reader types in a language

TYPED = [f for f in FORMS if f.lang is not None]


@pytest.mark.parametrize("form", TYPED, ids=[f"{f.lang}:{f.text}" for f in TYPED])
def test_a_form_typed_in_a_language_is_read_as_the_files_form_of_the_same_meaning(form):
    """Each form a reader types (``envoyer OUVRIER sur CHANTIER``, ``OUVRIERをCHANTIERに派遣``) has the slots of the
    file's form of its name, is read (with card ids) as that move on its language's page only, and never in a
    scenario file; in Japanese the spaces next to the kana are optional.

    Mutation: ``reading_order`` left out of ``parse`` (the table's order) → the Japanese ``…に…を装備させて…に派遣``
    is read as ``…を…に派遣`` and fails; the ``loose`` spaces dropped from ``Form.pattern`` → the Japanese form
    typed with spaces fails."""
    assert form.lang in LANGS
    file_form = next(f for f in FILE_FORMS if f.name == form.name)
    assert sorted(form.slots) == sorted(file_form.slots)
    assert form.verb == file_form.verb
    assert form.antiquity or not file_form.antiquity
    move = Move(form.verb, **{field: SAMPLE[field] for field in form.fields})
    for text in {form.write(move), form.write(move, optional=False)}:
        assert parse(text, form.lang) == move, text
        assert parse("  " + text.upper() + " ", form.lang).verb == form.verb
        with pytest.raises(MoveSyntaxError):
            parse(text)
        for other in LANGS:
            if other != form.lang and not any(f.text == form.text for f in forms_of(other)):
                with pytest.raises(MoveSyntaxError):
                    parse(text, other)
    if form.lang == "ja":
        spaced = SLOT.sub(lambda m: f" {SAMPLE[m.group(1)]} ", OPTIONAL.sub(r"\1", form.text))
        assert parse(spaced, "ja") == move, spaced


ECHOED = [(edition, lang, form) for edition in ("moyen-age", "antiquite") for lang in LANGS for form in FILE_FORMS
          if edition == "antiquite" or not form.antiquity]


@pytest.mark.parametrize("edition, lang, form", ECHOED, ids=[f"{e}:{lang}:{f.name}" for e, lang, f in ECHOED])
def test_every_move_the_checker_says_back_is_read_as_typed(edition, lang, form):
    """The move as the checker says it back (:data:`MOVE_WORDS`: the list of moves, the typed box's note), typed back
    on that language's page, is the same move (its cards by their ids here; by their names and the forms a sentence
    writes them in, in tests/js/checker/moves.test.mjs), whatever the number of actions.

    Mutation: the ``[する]`` of ``{card:row-worker}を雇用[する]`` dropped → 「apprenti-1を雇用する」 is not read and
    ``moyen-age:ja:recruit`` fails; the English ``take écus with {n:actions} action[s]`` written ``actions`` → the
    echo of one action fails."""
    for n in (1, 3):
        move = Move(form.verb, **{field: n if field == "n" else SAMPLE[field] for field in form.fields})
        said = move_words(move.text(), lang, {}, edition)
        assert parse(said, lang) == move, said


def test_a_japanese_player_types_a_move_plainly():
    """The plain forms a Japanese player types: する or not, 雇う, 手番終了, 追加アクションを買う (the glossary's
    words). Mutation: ``手番終了`` left out of FORMS → fails."""
    for text, move in [("maitre-1を雇う", Move("recruit", "maitre-1")),
                       ("maitre-1を雇用", Move("recruit", "maitre-1")),
                       ("3アクションでコインを獲得", Move("take", n=3)),
                       ("chapelleに着手する", Move("open", "chapelle")),
                       ("手番終了", Move("end")), ("手番を終了する", Move("end")),
                       ("追加アクションを買う", Move("buy")), ("追加のアクションを購入する", Move("buy"))]:
        assert parse(text, "ja") == move, text


def test_each_language_tells_its_own_forms():
    """The forms a reader of a language is told: its own where it has them, the file's otherwise; one per meaning.

    Mutation: ``said.add(form.name)`` dropped → « acheter » and « acheter une action » are both told and this
    fails."""
    french = said_forms(str.upper, lang="fr")
    assert french[:3] == ["ouvrir ROW-BUILDING", "recruter ROW-WORKER", "envoyer WORKER sur SITE [avec TOOL]"]
    assert "acheter" in french and "acheter une action" not in french
    assert said_forms(str.upper, antiquity=False, lang="ja")[2:4] == ["WORKERをSITEに派遣", "コインの獲得 ACTIONS"]
    assert said_forms(str.upper, lang="ja")[3] == "WORKERにTOOLを装備させてSITEに派遣"  # as the move is said back
    assert said_forms(str.upper, lang="en")[:5] == [  # the file's, where English only reads the checker's words back
        "open ROW-BUILDING", "recruit ROW-WORKER", "send WORKER to SITE [with TOOL]", "take ACTIONS", "buy an action"]
