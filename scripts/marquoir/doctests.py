"""Worked examples run as doctests against the reference engine.

:func:`run_examples_with_games` runs each example fact once (what ``marquoir validate`` and the build do,
through :mod:`marquoir.pipeline`) and keeps the games each one made, as plain data for its box on the page
(:mod:`marquoir.example_steps`); :func:`run_doctest` runs one (the tests run each example fact's doctest as its
own test: ``tests/test_worked_examples.py``). A failure names the fact's YAML file and the line of the failing
``>>>`` in it. This module renders nothing.
"""

from __future__ import annotations

import doctest
import io
from dataclasses import dataclass

from .facts.base import Facts
from .facts.errors import EXAMPLE_FAILS, FactError

FLAGS = doctest.REPORT_ONLY_FIRST_FAILURE  # exact output (no ELLIPSIS), first failure only


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
