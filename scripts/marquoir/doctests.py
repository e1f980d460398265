"""Worked examples run as doctests against the reference engine.

:func:`run_examples_with_games` runs each example fact once (what ``marquoir validate`` and the build do,
through :mod:`marquoir.pipeline`) and keeps the games each one made, as plain data for its box on the page
(:mod:`marquoir.example_steps`);
:func:`page_examples` finds the example boxes in a rendered page, so that the tests run what the
site shows (:func:`marquoir.pipeline.page_examples` collects them from every page in every
language). A failure names the fact's YAML file and the line of the failing ``>>>`` in it, and the
page and language it was shown on. This module renders nothing: it reads pages it is given.
"""

from __future__ import annotations

import doctest
import io
import re
from dataclasses import dataclass

from .facts.base import Facts
from .facts.errors import EXAMPLE_FAILS, FactError

EXAMPLE = re.compile(
    r'<div class="mq-example"[^>]*?data-fact="(?P<fact>[^"]+)"[^>]*>'
    r".*?^(?P<indent>[ \t]*)```text\n(?P<code>.*?)^(?P=indent)```",
    re.S | re.M,
)
"""A worked example's box in a generated page, and its doctest (the box's one ``text`` fence, in its "engine's
check"); the fact's YAML file is found from the fact's key."""
FLAGS = doctest.REPORT_ONLY_FIRST_FAILURE  # exact output (no ELLIPSIS), first failure only


@dataclass(frozen=True)
class PageExample:
    """One worked example's doctest as one generated page in one language shows it."""

    lang: str
    page: str
    fact: str  # "edition:id"
    file: str
    code: str
    line: int  # line of the doctest's first line in the YAML file

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.page}::{self.fact.split(':', 1)[1]}"

    def run(self) -> str | None:
        """Run the example; None when it passes, else the doctest report."""
        name = self.fact.split(":", 1)[1]
        failure = run_doctest(self.code, name, self.file, self.line)
        if failure is None:
            return None
        return f"worked example `{name}` of {self.file} (shown on {self.lang}/{self.page}) failed:\n{failure.report}"


@dataclass(frozen=True)
class ExampleFailure:
    """The first failing ``>>>`` of a doctest: its line in the file, and what went wrong."""

    line: int
    summary: str
    report: str


class _FirstFailure(doctest.DocTestRunner):
    def __init__(self):
        super().__init__(optionflags=FLAGS, verbose=False)
        self.first: tuple | None = None

    def report_failure(self, out, test, example, got):
        self.first = self.first or (example, f"expected {example.want.strip()!r}, got {got.strip()!r}")
        super().report_failure(out, test, example, got)

    def report_unexpected_exception(self, out, test, example, exc_info):
        kind, value, _ = exc_info
        self.first = self.first or (example, f"raised {kind.__name__}: {value}")
        super().report_unexpected_exception(out, test, example, exc_info)


def run_doctest(code: str, name: str, file: str, line: int) -> ExampleFailure | None:
    """Run a worked example's doctest (``line``: its first line in ``file``) against the engine."""
    return run_example(code, name, file, line)[0]


def run_example(code: str, name: str, file: str, line: int) -> tuple[ExampleFailure | None, list]:
    """Run a worked example's doctest; its failure (or None) and every game it made, in order."""
    from .engine.history import on_new_game

    test = doctest.DocTestParser().get_doctest(
        code, {"__name__": f"marquoir_example_{name.replace('-', '_')}"}, name, file, line - 1)
    out = io.StringIO()
    runner = _FirstFailure()
    games: list = []
    with on_new_game(games.append):
        result = runner.run(test, out=out.write, clear_globs=True)
    if not result.failed:
        return None, games
    example, summary = runner.first
    return ExampleFailure(line + example.lineno, summary, out.getvalue()), games


def page_examples(lang: str, path: str, markdown: str, facts: Facts) -> list[PageExample]:
    found = []
    for m in EXAMPLE.finditer(markdown):
        edition, id_ = m.group("fact").split(":", 1)
        loc = facts.by_key[(edition, id_)]
        indent = m.group("indent")
        code = "".join(line[len(indent):] if line.startswith(indent) else line
                       for line in m.group("code").splitlines(keepends=True))
        found.append(PageExample(lang, path, m.group("fact"), str(loc.file), code, loc.line("doctest", "<text>")))
    return found


def run_examples_with_games(facts: Facts) -> tuple[list[FactError], dict]:
    """Run every worked example once: the errors of those that fail, and each example's
    :class:`~marquoir.example_steps.ExampleRun` (the games it made, as data) by fact key."""
    from .example_steps import example_run

    errors, runs = [], {}
    for key, loc in facts.by_key.items():
        if loc.fact.kind == "example":
            failure, games = run_example(loc.fact.doctest, loc.fact.id, loc.file, loc.line("doctest", "<text>"))
            if failure is not None:
                errors.append(FactError(loc.file, failure.line, f"example `{loc.fact.id}` doctest",
                                        f"the worked example fails: {failure.summary}", EXAMPLE_FAILS))
            runs[key] = example_run(key, games, failure and failure.summary)
    return errors, runs
