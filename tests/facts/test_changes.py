"""A fact's ``changes:``: every code of their checks has a case in the bad-input corpus (the codes themselves are
defined once in ``facts/errors.py`` and listed once in rules/README.md: ``tests/test_error_codes.py``).
(The checks themselves are proven by the corpus, ``tests/bad_input/facts.yaml``: one case per code.)"""

import yaml

from marquoir.facts import errors
from marquoir.paths import ROOT

CHANGE_CODES = sorted(code for code in errors.CODES if code.startswith("MQ15"))


def test_the_bad_input_corpus_has_a_case_for_every_code():
    """Mutation: the change-after-review case removed from facts.yaml → fails (MQ152 untested)."""
    cases = yaml.safe_load((ROOT / "tests" / "bad_input" / "facts.yaml").read_text(encoding="utf-8"))
    given = {entry.split()[1] for case in cases for entry in case.get("errors", [])}
    assert [code for code in CHANGE_CODES if code not in given] == []
