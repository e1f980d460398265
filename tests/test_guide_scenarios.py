"""The scenario examples the site shows (the `marquoir check` guide) pass `marquoir check`,
in every language, and the guide lists every refusal id of the engine.

The guide is taken from the pages the session renders (``project_sites``: on first use, never at import), and
each of its scenarios is checked by the command run in this process (``marquoir.cli.main``), as a reader would
run it on the file copied from the page."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from marquoir.cli import main
from marquoir.engine.errors import RULES
from marquoir.vocab import LANGS

GUIDE = "verifier.md"
SCENARIO = re.compile(r"^```yaml\n(.*?)^```", re.S | re.M)


@pytest.mark.parametrize("lang", LANGS)
def test_each_scenario_of_the_guide_passes(project_sites, tmp_path, lang):
    """Mutation: the French guide's first scenario expecting 25 écus instead of 24 (rules/guides/verifier.yaml)
    → fails."""
    scenarios = SCENARIO.findall(project_sites[lang].pages[GUIDE].markdown)
    assert len(scenarios) >= 3
    failed = []
    for index, scenario in enumerate(scenarios):
        path = tmp_path / f"guide-{lang}-{index}.yaml"
        path.write_text(scenario, encoding="utf-8")
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(["check", str(path), "--lang", lang])
        if code != 0:
            failed.append(f"scenario {index + 1} of the guide, exit {code}:\n{scenario}\n{out.getvalue()}")
    assert failed == [], "\n".join(failed)


MIDDLE_AGES_REFUSALS = ("game-over", "unknown-card", "not-in-row-building", "not-in-row-worker", "no-actions",
                        "no-ecus-wage", "no-ecus-action", "not-in-team",
                        "worker-busy", "not-your-site", "site-finished", "take-amount", "hidden-card", "bad-move")


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_lists_every_refusal(project_sites, lang):
    assert set(MIDDLE_AGES_REFUSALS) <= set(RULES)
    guide = project_sites[lang].pages[GUIDE].markdown
    missing = [rule for rule in MIDDLE_AGES_REFUSALS if f"| `{rule}` |" not in guide]
    assert missing == []
