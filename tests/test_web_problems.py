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
