"""The code passes the linter: ``ruff check scripts tests``, with the rules of ``[tool.ruff]`` in pyproject.toml."""

import subprocess
import sys

import pytest

from marquoir.paths import ROOT


@pytest.mark.process
def test_ruff_finds_nothing_in_scripts_and_tests():
    """Mutation: an unused ``import os`` added to ``tests/test_readme.py`` → fails, printing ruff's F401 line."""
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise",
                           "scripts", "tests"], cwd=ROOT, capture_output=True, text=True)
    assert "No module named ruff" not in done.stderr, "ruff is missing: run ./scripts/test to install the pinned one"
    if done.returncode != 0:
        pytest.fail(f"ruff check scripts tests:\n{done.stdout}{done.stderr}", pytrace=False)
