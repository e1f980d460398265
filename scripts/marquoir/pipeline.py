"""The steps from ``rules/`` to pages, in order: load and validate → run the worked examples → render.

Loading facts renders nothing and runs nothing; rendering runs no example. The commands
(``marquoir validate``, ``render``, the build, the MkDocs hook) and the tests go through these
functions, so the order is written once:

1. :func:`marquoir.facts.loader.load_all` reads every fact, checks it against its model and the
   cross-checks (references, texts), and computes the translation status; then :func:`engine_rule_errors`
   checks the facts against the engine (the facts do not import the engine: the engine reads its cards
   from them);
2. :func:`marquoir.doctests.run_examples_with_games` runs each worked example once against the engine,
   and keeps the games it made as data (:mod:`marquoir.example_steps`: the steps tables of the pages);
3. :func:`marquoir.render.render_site` turns the facts, and the examples' games, into the pages of one
   language.

The examples are run once for a set of facts, not once per language: :func:`example_runs` keeps their
runs for the facts last loaded (a build renders its three languages from the same facts).

Any problem raises :class:`~marquoir.facts.errors.InvalidFacts`, listing every error with its
file, line and field; nothing is rendered from invalid facts.
"""

from __future__ import annotations

import difflib
import re
import sys
from pathlib import Path

from .doctests import PageExample, run_examples_with_games
from .doctests import page_examples as examples_of_page
from .engine.errors import rule_ids
from .facts import loader
from .facts.base import Facts
from .facts.checks import error_at
from .facts.errors import ENGINE_RULE, FactError, InvalidFacts
from .facts.loader import Loaded
from .paths import rules_dir
from .render import Site, render_site
from .render.steps import checker_page
from .vocab import EDITIONS, LANGS

_runs: dict[int, tuple[Facts, list[FactError], dict]] = {}
"""The facts whose examples ran (by identity: ``load_all`` gives the same object while the files are unchanged),
with the errors and the runs; only the last few are kept."""


def examples_of(facts: Facts) -> tuple[list[FactError], dict]:
    """Step 2 for ``facts``: the errors of the failing worked examples and every example's run (by fact key), run
    once for these facts."""
    cached = _runs.get(id(facts))
    if cached is None or cached[0] is not facts:
        errors, runs = run_examples_with_games(facts)
        while len(_runs) >= 4:
            _runs.pop(next(iter(_runs)))
        cached = _runs[id(facts)] = (facts, errors, runs)
    return cached[1], cached[2]


def example_runs(loaded: Loaded) -> dict:
    """Every worked example's games as data (:class:`~marquoir.example_steps.ExampleRun` by fact key); the examples
    are run if they have not been for these facts (a failing one is reported by :func:`checked`, not here)."""
    return examples_of(loaded.facts)[1]


def engine_rule_errors(facts: Facts) -> list[FactError]:
    """Each ``engine_rules`` id of a rule or FAQ text is a rule the engine can refuse a move of the fact's edition
    with (for ``both``: of every edition), so that the case checker links such a refusal to the text; an unknown
    id is reported at its line, with the nearest known one."""
    errors = []
    for loc in facts.by_key.values():
        fact = loc.fact
        editions = EDITIONS if fact.edition == "both" else (fact.edition,)
        known = [r for r in rule_ids(editions[0]) if all(r in rule_ids(e) for e in editions)]
        for i, rule in enumerate(getattr(fact, "engine_rules", [])):
            if rule not in known:
                close = difflib.get_close_matches(rule, known, n=1)
                hint = f" (did you mean `{close[0]}`?)" if close else ""
                errors.append(error_at(loc, ("engine_rules", i), f"`{rule}` is not a rule id of the engine for "
                                       f"{' and '.join(editions)}{hint}; known: {', '.join(known)}", ENGINE_RULE))
    return errors


def checked(root: Path | None = None, *, run: bool = True) -> Loaded:
    """Steps 1 and 2: the facts of ``root`` (default ``rules/``), validated (against the engine's rule ids too),
    and (``run``) their worked examples run; InvalidFacts on any problem. Unchanged files are neither read nor
    run twice."""
    root = Path(root or rules_dir()).resolve()
    loaded = loader.load_all(root)
    errors = engine_rule_errors(loaded.facts)
    if errors:
        raise InvalidFacts(errors)
    if run:
        errors = examples_of(loaded.facts)[0]
        if errors:
            raise InvalidFacts(errors)
    return loaded


def checked_or_report(root: Path | None = None, *, run: bool = True) -> Loaded | None:
    """For commands: :func:`checked`, or None after printing every error to stderr."""
    try:
        return checked(root, run=run)
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return None


def render(loaded: Loaded, lang: str, repo=None) -> Site:
    """Step 3: every generated page of the site in ``lang`` (``repo``: links from each fact to its file),
    the worked examples with the steps of their games.
    An example's link to the case checker is kept only where the site has the checker page of its edition."""
    site = render_site(loaded.facts, lang, loaded.status, example_runs(loaded), repo=repo)
    missing = [e for e in EDITIONS if checker_page(e) not in site.pages]
    if missing:
        for page in site.pages.values():
            page.markdown = _without_case_links(page.markdown, missing)
    return site


CASE_LINK = re.compile(r'<p class="mq-open-case" data-edition="(?P<edition>[a-z-]+)">[^\n]*</p>\n\n')
"""A worked example's link to the case checker, as render/templates/example_case_link.html writes it (one line,
then the blank line :func:`marquoir.render.steps.steps_html` adds)."""


def _without_case_links(markdown: str, editions: list[str]) -> str:
    """``markdown`` without the links to the case checker of ``editions`` (:data:`CASE_LINK`)."""
    return CASE_LINK.sub(lambda m: "" if m.group("edition") in editions else m.group(0), markdown)


def page_examples(langs=LANGS, root: Path | None = None) -> list[PageExample]:
    """Every worked example box of every generated page, in every language (what the site shows,
    for the tests to run). The facts are validated first; the examples are not run here."""
    loaded = checked(root, run=False)
    found = []
    for lang in langs:
        for page in render(loaded, lang).pages.values():
            found.extend(examples_of_page(lang, page.path, page.markdown, loaded.facts))
    return found
