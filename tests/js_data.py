"""The data the page's pure modules are tested on, made by Python from the same sources the Python tests use.

``tests/test_js.py`` writes each provider's result as ``<name>.json`` into one folder before it runs the
JavaScript tests, and passes that folder in ``MARQUOIR_JS_DATA``; a test reads it with
``tests/js/data.mjs`` (``data("score_cases")``). A provider is a function of no argument returning
JSON-serialisable data: the shared fixtures (``tests/data/``, ``tests/scenarios/``) or what the engine and the
renderer hand the page (so that the page's scripts are tested on the very data they receive).
"""

from __future__ import annotations

from pathlib import Path

from marquoir import yamlsafe

TESTS = Path(__file__).resolve().parent


def score_cases():
    """``tests/data/score_cases.yaml``: the scoring cases shared by the engine and the score counter."""
    return yamlsafe.load(TESTS / "data" / "score_cases.yaml").data


PROVIDERS = {
    "score_cases": score_cases,
}
"""Name → provider; each test module asks only for what it uses."""
