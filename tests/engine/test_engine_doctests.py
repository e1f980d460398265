"""The examples in the engine's docstrings run, and every module that has examples is run.

A module in the list must have examples (``attempted > 0``): a doctest run that attempts nothing
passes without testing anything. Mutation: the examples removed from engine/moves.py → fails
(nothing attempted); a module with ``>>>`` left out of MODULES → test_every_module_with_examples_is_run fails.
"""

import doctest
import importlib
from pathlib import Path

import pytest

import marquoir

MODULES = ["marquoir.engine", "marquoir.engine.game", "marquoir.engine.scoring", "marquoir.engine.moves",
           "marquoir.engine.rules", "marquoir.engine.options", "marquoir.engine.verbs", "marquoir.engine.context",
           "marquoir.engine.views", "marquoir.engine.cards", "marquoir.engine.limits", "marquoir.engine.investments",
           "marquoir.engine.settlement", "marquoir.engine.history", "marquoir.facts.cards"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
    assert result.attempted > 0, f"{name} has no examples: give it some, or take it out of the list"


def test_every_module_with_examples_is_run():
    package = Path(marquoir.__file__).parent
    with_examples = set()
    for path in [*(package / "engine").glob("*.py"), package / "facts" / "cards.py"]:
        if ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(package.parent).with_suffix("").parts
            with_examples.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    assert with_examples == set(MODULES)
