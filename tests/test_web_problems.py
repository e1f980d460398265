"""What the case checker's page is given for every file the browser tests used to paste, judged in Python.

The page runs :func:`marquoir.web.check` in a worker; the same function runs here on every scenario of
``tests/scenarios/`` and every file of the bad-input corpus (``tests/bad_input/scenarios/``): the exit of
``marquoir check``, the kind of verdict that goes with it, and, for a malformed file, the problems the page lists
(its line buttons) on exactly the lines the command names. (``tests/test_web.py`` compares the whole report with the
command's; ``tests/browser/test_checker.py`` keeps a few files that show the transport in a real page.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from marquoir import web
from marquoir.paths import display
from marquoir.scenario.run import check_file
from marquoir.vocab import LANGS

TESTS = Path(__file__).parent
FILES = sorted((TESTS / "scenarios").rglob("*.yaml")) + sorted((TESTS / "bad_input" / "scenarios").glob("*.yaml"))
KINDS = {0: {"holds"}, 1: {"unmet"}, 2: {"refused", "malformed", "cards"}}


def command_lines(result) -> list[int]:
    """The lines ``marquoir check`` names in the problems of a malformed file."""
    return sorted({p.line for p in result.problems if p.line is not None})


def test_every_file_is_there():
    assert len(FILES) > 150


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_the_pages_answer_is_the_commands(path):
    """Mutation: ``"line": error.line`` → ``"line": None`` in web._problem → the malformed files fail; ``_kind``
    saying ``malformed`` for a refused move → the refused files fail."""
    expected = check_file(path, "fr")
    answer = json.loads(web.check(path.read_text(encoding="utf-8"), "fr", display(path)))
    assert answer["exit"] == expected.exit_code, answer["report"]
    assert answer["kind"] in KINDS[expected.exit_code], answer["kind"]
    assert (answer["kind"] == "refused") == (expected.refusal is not None)
    assert "Traceback" not in answer["report"] + answer["verdict"]
    if answer["kind"] == "malformed":
        assert sorted({p["line"] for p in answer["problems"] if p["line"]}) == command_lines(expected)
        assert answer["problems"] and all(p["message"] for p in answer["problems"])


# ------------------------------------------------------------------ a number out of bounds, a case from the form

OUT_OF_BOUNDS = "players: [Alice, Bruno]\nsetup:\n  Alice: {ecus: -5}\nmoves: []\nexpect:\n  Alice: {vp: 200}\n"
"""Negative écus on line 3, and more VP than every building of the edition give on line 6."""


@pytest.mark.parametrize("lang, first, second", [
    ("fr", "-5 est en dessous de 0, le plus petit nombre permis", "200 dépasse 122, le plus qu'une partie permet"),
    ("en", "-5 is below 0, the smallest number allowed", "200 is more than 122, the most a game allows"),
    ("ja", "-5は下限の0より小さい数です", "200はゲームであり得る上限の122を超えています")])
def test_a_number_out_of_bounds_is_said_below_or_above_its_bound(lang, first, second):
    """A negative number is said to be below its bound, a number too large above it, each with the bound the engine
    sets, in the page's words; the command's report says it in the page's language too (its own English message in
    English), with its file, line, field and code.

    Mutation: ``_said_whole`` returning None (the problem by its name alone) → "a number beyond what a game allows"
    for both and this fails; run.said printing ``str(error)`` → the French and Japanese reports keep the English
    message and this fails."""
    answer = json.loads(web.check(OUT_OF_BOUNDS, lang))
    assert [(p["line"], p["code"], p["words"]) for p in answer["problems"]] == [(3, "MQ225", first),
                                                                                (6, "MQ225", second)]
    assert answer["verdict"].endswith(("3行目：" if lang == "ja" else {"fr": "Ligne 3 : ", "en": "Line 3: "}[lang])
                                      + first + ("。" if lang == "ja" else "."))
    report = answer["report"].splitlines()
    if lang == "en":
        assert report[1:] == ["case.yaml:3: setup.Alice.ecus: MQ225 0 or more is expected, not -5",
                              "case.yaml:6: expect.Alice.vp: MQ225 200 is more than 122, the plausibility limit of VP "
                              "(every building and machine of the edition completed by one player)"]
    else:
        assert report[1:] == [f"case.yaml:3: setup.Alice.ecus: MQ225 {first}",
                              f"case.yaml:6: expect.Alice.vp: MQ225 {second}"]


@pytest.mark.parametrize("lang, verdict", [
    ("fr", "Le cas n'a pas pu être rejoué. À corriger dans le formulaire : 2. Les écus d'Alice : -5 est en dessous de "
           "0, le plus petit nombre permis."),
    ("en", "The case could not be replayed. To correct in the form: 2. Alice's écus: -5 is below 0, the smallest "
           "number allowed."),
    ("ja", "ケースを再生できませんでした。フォームに直すところが2件あります。"
           "Aliceのコイン：-5は下限の0より小さい数です。")])
def test_a_case_from_the_form_is_ruled_in_the_forms_fields(lang, verdict):
    """A case the page wrote from its form (``form``): the ruling names the field the player filled (the player and
    what), never a line of a file they did not write; the problems keep their lines (the file is there, folded).

    Mutation: web.verdict not passing ``form`` to ruling.malformed → the ruling says "Line 3" and this fails."""
    answer = json.loads(web.check(OUT_OF_BOUNDS, lang, "case.yaml", True))
    assert answer["verdict"] == verdict
    assert [p["line"] for p in answer["problems"]] == [3, 6]
    duplicate = json.loads(web.check("players: [Alice, Alice]\nmoves: []\nexpect: {}\n", lang, "case.yaml", True))
    assert duplicate["verdict"].endswith(duplicate["problems"][0]["words"][1:] + ("。" if lang == "ja" else "."))


def test_each_field_of_the_form_is_named_for_each_place_of_a_case():
    """The fields the ruling names, by the place of the case a problem is in: the player's money in the edition's
    word, the other keys of their table and of what is claimed, the rows, the seed, a move; nothing for a place the
    form does not show. Mutation: ``field_words`` naming every key of a player's table ``setup-player`` → fails."""
    from marquoir.scenario.ruling import field_words

    assert field_words(("setup", "Émile", "sesterces"), "fr") == "les sesterces d'Émile"
    assert field_words(("expect", "Bruno", "ecus"), "ja") == "Brunoの終了時のコイン"
    assert field_words(("setup", "Alice", "sites", "chapelle", 0), "en") == "Alice's sites"
    assert field_words(("setup", "Alice", "loans"), "en") == "Alice's table"
    assert field_words(("setup", "buildings_row", 2), "fr") == "la ligne des bâtiments"
    assert field_words(("moves", 2), "ja") == "3手目"
    assert field_words(("seed",), "en") == "the deal number"
    assert field_words(("options", "freeing"), "fr") is None and field_words((), "fr") is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_ruling_names_the_deal_number_as_the_forms_field_does(lang):
    """A problem with the seed of a case made with the form is said in the form's own words (« Numéro de donne »), not
    in the programmer's (« la graine », "the seed", シード). Mutation: the ruling's words for ``seed`` back to « la
    graine » → fails in French."""
    from marquoir.render.checker_words import WORDS
    from marquoir.scenario.ruling import field_words

    said = field_words(("seed",), lang)
    noun = said if lang == "ja" else said.split(" ", 1)[1]  # without its article
    assert WORDS("seed", lang).lower().startswith(noun), (said, WORDS("seed", lang))
