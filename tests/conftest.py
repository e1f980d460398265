"""Shared fixtures: a small rules folder to break on purpose."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SOURCE = """
- kind: source
  id: r-fr
  edition: moyen-age
  label: R-FR
  authority: official
  title: {fr: Règle, en: Rulebook, ja: ルール}
  address: https://example.org/rules.pdf
  covers: {fr: Tout, en: All, ja: 全部}
  trust: {fr: Primaire, en: Primary, ja: 一次資料}
  reviewed: 2026-11-30
"""

TERM = """
- kind: term
  id: ecu
  edition: both
  term: {fr: écu, en: écu, ja: コイン}
  definition: {fr: La monnaie., en: The money., ja: お金。}
  sources: [{source: r-fr, page: 1}]
  reviewed: 2026-11-30
"""

EDITION = """
kind: edition
id: moyen-age
edition: moyen-age
title: {fr: Moyen Âge, en: Middle Ages, ja: 中世}
tagline: {fr: Construire., en: Build., ja: 建てる。}
players: [2, 4]
minutes: 30
age: 10
year: "2013"
author: Frédéric Henry
illustrator: Sabrina Miramon
publisher: Bombyx
contents: {fr: Des cartes., en: Cards., ja: カード。}
sources: [{source: r-fr, page: 1}]
reviewed: 2026-11-30
"""


@pytest.fixture
def rules(tmp_path, monkeypatch):
    """A minimal valid rules folder; write more files with ``rules.write(name, text)``."""

    class Rules:
        root = tmp_path / "rules"

        def write(self, name: str, text: str) -> Path:
            path = self.root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
            return path

    r = Rules()
    r.write("communs/sources.yaml", SOURCE)
    r.write("communs/glossaire.yaml", TERM)
    r.write("moyen-age/edition.yaml", EDITION)
    monkeypatch.setenv("MARQUOIR_RULES", str(r.root))
    return r


@pytest.fixture
def repo_rules(tmp_path, monkeypatch):
    """A copy of the project's own rules/, to break on purpose."""
    root = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", root)
    monkeypatch.setenv("MARQUOIR_RULES", str(root))
    return root


def _run_build(out: Path, env: dict | None = None):
    import os
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "marquoir.site", "build", "--out", str(out)],
                          cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})})


@pytest.fixture
def run_build():
    """Run the real build command (``python -m marquoir.site build --out OUT``)."""
    return _run_build


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The three sites, built once per test session with the real build command."""
    out = tmp_path_factory.mktemp("built") / "site"
    result = _run_build(out)
    assert result.returncode == 0, result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    return out
