"""Every worked example is its own test: the fact's one doctest, run against the engine.

Ids read ``<edition>:<example id>``; a failure names the fact's YAML file and the line of the failing ``>>>`` in
it. The doctest is taken from the fact (the pages show it, they do not make it): one item per example, whatever
the number of pages and languages that show it. The facts are loaded when this module is collected (the
session's :func:`project` fixture then finds them loaded); nothing is rendered then.

One cheap check goes with them: every example box of every generated page, in every language, shows exactly its
fact's doctest, and every example is shown in every language.
"""

from __future__ import annotations

import re

import pytest

from marquoir.doctests import run_doctest
from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts

BOX = re.compile(r'<div class="mq-example"[\s>][^>]*?data-fact="([^"]*)"')
"""The start of an example box and its fact, however the box is laid out."""
FOLDED = re.compile(r'<div class="mq-example"[^>]*?data-fact="(?P<fact>[^"]+)"[^>]*>.*?'
                    r"^(?P<indent>[ \t]*)```text\n(?P<code>.*?)^(?P=indent)```", re.S | re.M)
"""A box and the doctest folded in it (its one ``text`` fence, under "the engine's check")."""


def example_keys() -> tuple[list[tuple[str, str]], str | None]:
    """The fact keys of the project's worked examples, and the facts' problems (None when they are valid)."""
    try:
        facts = loader.load_all().facts
    except InvalidFacts as e:  # shown as one failing test rather than a collection crash
        return [], e.report()
    return [key for key, loc in facts.by_key.items() if loc.fact.kind == "example"], None


EXAMPLES, PROBLEM = example_keys()


def test_there_are_worked_examples():
    assert PROBLEM is None, PROBLEM
    assert len(EXAMPLES) > 100


def failure_of(loc) -> str | None:
    """The report of a worked example that fails, naming its file and line; None when it passes."""
    failure = run_doctest(loc.fact.doctest, loc.fact.id, str(loc.file), loc.line("doctest", "<text>"))
    return None if failure is None else f"worked example `{loc.fact.id}` of {loc.file} failed:\n{failure.report}"


@pytest.mark.parametrize("key", EXAMPLES, ids=[":".join(key) for key in EXAMPLES])
def test_worked_example(key, project):
    failure = failure_of(project.facts.by_key[key])
    if failure:
        pytest.fail(failure, pytrace=False)


def test_every_box_of_every_page_shows_its_examples_doctest(project, project_sites):
    """Each box holds exactly one doctest, its fact's, as the fact writes it; every example is shown in each language.

    Mutation: ``{{ doctest }}`` left out of templates/example.html → fails; the doctest
    HTML-escaped in render/blocks.example (``&gt;&gt;&gt;`` shown in its fence) → fails; the
    renderer's ``examples`` block giving nothing on Antiquity's pages → fails, naming Antiquity's examples."""
    examples = {key: loc.fact for key, loc in project.facts.by_key.items() if loc.fact.kind == "example"}
    for lang, site in project_sites.items():
        shown = set()
        for page in site.pages.values():
            boxes = BOX.findall(page.markdown)
            folded = list(FOLDED.finditer(page.markdown))
            assert [m.group("fact") for m in folded] == boxes, f"{lang}/{page.path}: a box without its doctest"
            for m in folded:
                key = tuple(m.group("fact").split(":", 1))
                indent = m.group("indent")
                code = "".join(line.removeprefix(indent) for line in m.group("code").splitlines(keepends=True))
                assert code == examples[key].doctest.rstrip("\n") + "\n", f"{lang}/{page.path}: {key}"
                shown.add(key)
        assert sorted(set(examples) - shown) == [], f"worked examples never shown in {lang}"
