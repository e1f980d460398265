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


def search_data():
    """What the build writes for each language's search (``search/data.js``: :func:`marquoir.site.search.data`, the
    function the build calls), by language."""
    from marquoir import pipeline
    from marquoir.render import render_site
    from marquoir.site import search
    from marquoir.vocab import LANGS

    loaded = pipeline.checked(run=False)
    return {lang: search.data(loaded.facts, render_site(loaded.facts, lang, loaded.status), lang) for lang in LANGS}


def search_queries():
    """``tests/search/queries.yaml``: the search-quality suite (players' questions and the entries that answer)."""
    return yamlsafe.load(TESTS / "search" / "queries.yaml").data


def search_scripts():
    """The search's scripts as the build writes them into a site (``assets/search/``): bundled, without comments."""
    from marquoir.site.search import assets

    return {"search.js": assets.strip_comments(assets.bundle(assets.ENTRIES["search.js"])),
            "minisearch.js": assets.minisearch()}


PROVIDERS = {
    "score_cases": score_cases,
    "search_data": search_data,
    "search_queries": search_queries,
    "search_scripts": search_scripts,
}
"""Name → provider; each test module asks only for what it uses."""
