"""The stable error codes are defined once and listed once: each code the facts' validation, ``marquoir check`` and
the text lint can give is in its family's table in rules/README.md, and each code of the tables is one the code can
give."""

from __future__ import annotations

import re

from marquoir import yamlsafe
from marquoir.facts import errors
from marquoir.paths import ROOT
from marquoir.scenario import codes
from marquoir.textlint import run as textlint_run

README = (ROOT / "rules" / "README.md").read_text(encoding="utf-8")


def table(family: str) -> list[str]:
    """The codes listed in the README's table of ``family`` (``1``: the facts, ``2``: marquoir check, ``3``: the text
    lint)."""
    return re.findall(rf"^\| (MQ{family}\d\d) \|", README, re.M)


def test_the_facts_codes_are_listed_once_each():
    """Mutation: a new code ``MQ139`` added to facts/errors.py and not to the README → fails."""
    given = [yamlsafe.reading_code(1, p) for p in yamlsafe.READING] + sorted(errors.CODES)
    assert table("1") == given


def test_the_scenario_codes_are_listed_once_each():
    """Mutation: the code of ``refused`` changed to MQ241 in scenario/codes.py → fails."""
    given = [yamlsafe.reading_code(2, p) for p in yamlsafe.READING] + sorted(set(codes.CODES.values()))
    assert table("2") == given
    assert len(set(codes.CODES.values())) == len(codes.CODES)  # one code a problem


def test_the_text_lint_codes_are_listed_once_each():
    """Mutation: SOURCE_CODE changed to MQ305 in textlint/run.py (or its row left out of the README) → fails."""
    assert table("3") == textlint_run.codes()


def test_every_code_is_a_stable_string_of_its_family():
    for code in errors.CODES:
        assert re.fullmatch(r"MQ1[2-9]\d", code), code
    for code in codes.CODES.values():
        assert re.fullmatch(r"MQ2[2-9]\d", code), code
