"""The renderer reads the engine in three places only, each imported when its widget is rendered: the score sheet and
the ranking's words (the counter), what the case checker's page needs (its rules, limits, options, the move
grammar and the moves in words, the cards' forms and numbers, rule ids and their names, the money's words) and
what the lesson's page needs (the cards' numbers and the units amounts are written with; the lesson itself is
marquoir.tutorial's)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import marquoir.render

ALLOWED = {*(("counter.py", f"marquoir.engine.{module}", name) for module, name in (
               ("scoring", "score_sheet"), ("messages", "JOINS"), ("messages", "MONEY"),
               ("messages", "RANKING_WORDS"), ("messages", "UNITS"), ("rules", "edition_rules"))),
           *(("checker.py", f"marquoir.engine.{module}", name) for module, name in (
               ("errors", "rule_ids"), ("limits", "SEED_MAX"), ("limits", "limits"), ("moves", "grammar"),
               ("options", "ANTIQUITY_ONLY"), ("options", "CHOICES"), ("options", "Options"),
               ("options", "check_value"), ("rules", "edition_rules"), ("messages", "page_move_words"),
               ("messages", "rule_name"), ("messages", "UNITS"), ("messages", "JOINS"), ("moves", "SLOT_WORDS"),
               ("moves", "said_forms"))),
           ("checker_words.py", "marquoir.engine.messages", "MONEY"),
           *(("checker_cards.py", f"marquoir.engine.{module}", name) for module, name in (
               ("cards", "load_cards"), ("messages", "card_forms"), ("messages", "amount"))),
           *(("tutorial.py", f"marquoir.engine.{module}", name) for module, name in (
               ("cards", "load_cards"), ("messages", "UNITS")))}


def _engine_imports(path: Path):
    """``(module, name, at top level)`` for each import of ``marquoir.engine`` in a module of render/."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:  # relative to marquoir.render
                base = ["marquoir", "render"][: 2 - (node.level - 1)]
                module = ".".join([*base, module]) if module else ".".join(base)
            if module == "marquoir.engine" or module.startswith("marquoir.engine.") or (
                    module == "marquoir" and any(a.name == "engine" for a in node.names)):
                for alias in node.names:
                    yield module, alias.name, id(node) in top
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("marquoir.engine"):
                    yield alias.name, "", id(node) in top


def test_render_imports_from_the_engine_only_the_score_sheet_and_the_checkers_data_and_only_lazily():
    """Mutation: ``from ..engine.rules import END_VP`` at the top of counter.py → fails."""
    found = [(path.name, module, name, top) for path in sorted(Path(marquoir.render.__file__).parent.glob("*.py"))
             for module, name, top in _engine_imports(path)]
    assert sorted({(f, m, n) for f, m, n, _ in found}) == sorted(ALLOWED)
    assert not any(top for *_, top in found), "the engine is imported when the counter is rendered, not before"


@pytest.mark.process
def test_importing_the_renderer_does_not_load_the_engine():
    code = "import sys, marquoir.render; print(any(m.startswith('marquoir.engine') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
