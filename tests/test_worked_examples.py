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


def test_every_box_gives_one_doctest_and_every_example_is_shown():
    """Each example box of each page (its doctest folded under "the engine's check") gives one doctest to run, and
    every example fact is shown in each language. Mutation: ``{{ doctest }}`` left out of templates/example.html
    → fails."""
    from marquoir import pipeline

    loaded = pipeline.checked(run=False)
    boxes = sum(page.markdown.count('<div class="mq-example"') for lang in ("fr", "en", "ja")
                for page in pipeline.render(loaded, lang).pages.values())
    assert len(EXAMPLES) == boxes > 3 * 130
    facts = {f"{loc.fact.edition}:{loc.fact.id}" for loc in loaded.facts.by_key.values() if loc.fact.kind == "example"}
    for lang in ("fr", "en", "ja"):
        assert {ex.fact for ex in EXAMPLES if ex.lang == lang} == facts


@pytest.mark.parametrize("example", EXAMPLES, ids=[ex.id for ex in EXAMPLES])
def test_worked_example(example):
    failure = example.run()
    if failure:
        pytest.fail(failure, pytrace=False)
