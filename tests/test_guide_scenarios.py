"""The scenario examples the site shows (the `marquoir check` guide) pass `marquoir check`,
in every language, and the guide lists every refusal id of the engine."""

from __future__ import annotations

import functools
import re
import subprocess
import sys

import pytest

from marquoir.engine.errors import RULES
from marquoir.facts import loader
from marquoir.paths import ROOT
from marquoir.render import render_site

GUIDE = "verifier.md"


@functools.cache
def guide(lang: str) -> str:
    return render_site(facts(), lang).pages[GUIDE].markdown


@functools.cache
def facts():
    return loader.load()


SCENARIOS = [(lang, i, block) for lang in ("fr", "en", "ja")
             for i, block in enumerate(re.findall(r"^```yaml\n(.*?)^```", guide(lang), re.S | re.M))]


def test_the_guide_shows_scenarios():
    assert {lang for lang, _, _ in SCENARIOS} == {"fr", "en", "ja"}
    assert len(SCENARIOS) >= 9


@pytest.mark.parametrize("lang,index,scenario", SCENARIOS, ids=[f"{lang}-{i}" for lang, i, _ in SCENARIOS])
def test_each_scenario_of_the_guide_passes(tmp_path, lang, index, scenario):
    path = tmp_path / f"guide-{lang}-{index}.yaml"
    path.write_text(scenario, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "marquoir.cli", "check", str(path), "--lang", lang],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


MIDDLE_AGES_REFUSALS = ("game-over", "unknown-card", "not-in-row-building", "not-in-row-worker", "no-actions",
                        "no-ecus-wage", "no-ecus-action", "not-in-team",
                        "worker-busy", "not-your-site", "site-finished", "take-amount", "hidden-card", "bad-move")


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_the_guide_lists_every_refusal(lang):
    assert set(MIDDLE_AGES_REFUSALS) <= set(RULES)
    missing = [rule for rule in MIDDLE_AGES_REFUSALS if f"| `{rule}` |" not in guide(lang)]
    assert missing == []
