"""A fact's ``changes:``: the codes of their checks are the ones ``rules/README.md`` lists, once each.
(The checks themselves are proven by the bad-input corpus, ``tests/bad_input/facts.yaml``: one case per code.)"""

import re

import yaml

from marquoir.facts.changes import CODES
from marquoir.paths import ROOT


def readme_codes() -> dict[str, str]:
    text = (ROOT / "rules" / "README.md").read_text(encoding="utf-8")
    return {m.group(1): m.group(2).strip() for m in re.finditer(r"^\| (MQ1[56]\d) \| (.+?) \|$", text, re.M)}


def test_every_code_is_listed_once_in_the_rules_readme_with_its_meaning():
    """Mutation: a code's meaning reworded in facts/changes.py only → fails."""
    text = (ROOT / "rules" / "README.md").read_text(encoding="utf-8")
    assert readme_codes() == CODES
    assert all(text.count(f"| {code} |") == 1 for code in CODES)


def test_the_bad_input_corpus_has_a_case_for_every_code():
    """Mutation: the change-after-review case removed from facts.yaml → fails (MQ152 untested)."""
    cases = yaml.safe_load((ROOT / "tests" / "bad_input" / "facts.yaml").read_text(encoding="utf-8"))
    said = " ".join(text for case in cases for text in case["says"])
    assert [code for code in CODES if f" {code} " not in said] == []
