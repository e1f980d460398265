"""Every worked example of every generated page, in every language, is its own test.

Ids read ``<lang>/<page>::<example id>``; a failure names the fact's YAML file and the line of the
failing ``>>>`` in it. The pages are rendered once, when this module is collected, and the examples
extracted from them (not once per example); the example boxes are counted on the pages independently of
the extraction, so that none is silently left unrun.
"""

import functools
import re

import pytest

from marquoir import doctests, pipeline
from marquoir.facts.errors import InvalidFacts
from marquoir.vocab import LANGS

BOX = re.compile(r'<div class="mq-example"(?P<attrs>[\s>][^>]*)')
"""The start of an example box, however it is indented or laid out: found independently of the extraction."""

@functools.cache
def boxes() -> dict[tuple[str, str], list[str]]:
    """The example boxes of each generated page, (lang, path) → the ``data-fact`` of each box (rendered anew)."""
    loaded = pipeline.checked(run=False)
    return {(lang, page.path): [re.search(r'data-fact="([^"]*)"', m.group("attrs")).group(1)
                                for m in BOX.finditer(page.markdown)]
            for lang in LANGS for page in pipeline.render(loaded, lang).pages.values()}


try:
    EXAMPLES = pipeline.page_examples()
    PROBLEM = None
except InvalidFacts as e:  # shown as one failing test rather than a collection crash
    EXAMPLES, PROBLEM = [], e.report()


def test_rule_facts_are_valid():
    assert PROBLEM is None, PROBLEM


def test_every_page_language_has_examples():
    langs = {ex.lang for ex in EXAMPLES}
    assert langs == set(LANGS)


def test_every_example_box_on_the_pages_is_run():
    """As many examples run as there are boxes on the pages, page by page.

    Mutation: the extraction regex of ``doctests.EXAMPLE`` made to miss indented boxes (``^(?P<indent>)``
    instead of ``^(?P<indent>[ \\t]*)``) → fails, naming the pages whose boxes sit in a list or admonition."""
    assert PROBLEM is None, PROBLEM
    shown = {page: len(facts) for page, facts in boxes().items()}
    run = dict.fromkeys(shown, 0)
    for ex in EXAMPLES:
        run[(ex.lang, ex.page)] += 1
    missed = {f"{lang}/{path}": f"{shown[lang, path]} boxes, {run[lang, path]} run"
              for lang, path in shown if shown[lang, path] != run[lang, path]}
    assert missed == {}
    assert sum(shown.values()) == len(EXAMPLES) > 0


def test_every_example_fact_is_shown_on_a_page_in_every_language():
    """Mutation: the renderer's ``example`` block returning "" for one edition → fails, naming its examples."""
    assert PROBLEM is None, PROBLEM
    facts = {f"{loc.fact.edition}:{loc.fact.id}" for loc in pipeline.checked(run=False).facts.by_key.values()
             if loc.fact.kind == "example"}
    assert len(facts) > 20
    for lang in LANGS:
        shown = {fact for (page_lang, _), page_facts in boxes().items() if page_lang == lang for fact in page_facts}
        assert sorted(facts - shown) == [], f"worked examples never shown in {lang}"


def test_a_box_indented_in_a_list_or_an_admonition_is_extracted_too():
    """No page indents a box today; one that did must not lose its example.

    Mutation: ``^(?P<indent>)`` instead of ``^(?P<indent>[ \t]*)`` in ``doctests.EXAMPLE`` → fails."""
    assert EXAMPLES, PROBLEM
    ex = EXAMPLES[0]
    box = (f'<div class="mq-example" data-fact="{ex.fact}" data-file="{ex.file}" markdown="1">\n\n'
           f"```text\n{ex.code}```\n\n</div>\n")
    page = "!!! note\n\n" + "".join("    " + line if line.strip() else line for line in box.splitlines(True))
    found = doctests.page_examples(ex.lang, "x.md", page, pipeline.checked(run=False).facts)
    assert [(e.fact, e.code, e.line) for e in found] == [(ex.fact, ex.code, ex.line)]


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
