"""Every worked example of every generated page, in every language, is its own test.

Ids read ``<lang>/<page>::<example id>``; a failure names the fact's YAML file
and the line of the failing ``>>>`` in it.
"""

import pytest

from marquoir.pipeline import page_examples
from marquoir.facts.errors import InvalidFacts

try:
    EXAMPLES = page_examples()
    PROBLEM = None
except InvalidFacts as e:  # shown as one failing test rather than a collection crash
    EXAMPLES, PROBLEM = [], e.report()


def test_rule_facts_are_valid():
    assert PROBLEM is None, PROBLEM


def test_every_page_language_has_examples():
    langs = {ex.lang for ex in EXAMPLES}
    assert langs == {"fr", "en", "ja"}


@pytest.mark.parametrize("example", EXAMPLES, ids=[ex.id for ex in EXAMPLES])
def test_worked_example(example):
    failure = example.run()
    if failure:
        pytest.fail(failure, pytrace=False)
