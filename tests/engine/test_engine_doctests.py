"""The examples in the engine's docstrings run."""

import doctest
import importlib

import pytest

MODULES = ["marquoir.engine", "marquoir.engine.game", "marquoir.engine.scoring", "marquoir.engine.moves"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
    if name != "marquoir.engine.moves":
        assert result.attempted > 0
