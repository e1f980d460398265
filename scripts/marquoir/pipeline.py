"""The steps from ``rules/`` to pages, in order: load and validate → run the worked examples → render.

Loading facts renders nothing and runs nothing; rendering runs no example. The commands
(``marquoir validate``, ``render``, the build) and the tests go through these functions, so the
order is written once:

1. :func:`marquoir.facts.loader.load_all` reads every fact, checks it against its model and the
   cross-checks (references, texts), and computes the translation status; then :func:`engine_rule_errors`
   checks the facts against the engine (the facts do not import the engine: the engine reads its cards
   from them), :func:`lesson_errors` replays each lesson on the engine following its hints, and
   :func:`marquoir.textlint.lint` checks their wording (the glossary, the house rules, no engine id);
2. :func:`run_examples` runs each worked example once against the engine, and keeps the games it made as
   data (:mod:`marquoir.example_steps`: the steps tables of the pages);
3. :func:`render` turns the facts, and the examples' games, into the pages of one language.

What a step computes is passed to the next: a build runs step 2 once and renders its three languages
from the same runs (:mod:`marquoir.site.build`).

Any problem raises :class:`~marquoir.facts.errors.InvalidFacts`, listing every error with its
file, line and field; nothing is rendered from invalid facts.
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

from . import textlint
from .doctests import run_examples_with_games
from .engine.cards import card_records_given
from .engine.errors import rule_ids
from .facts import loader
from .facts.base import Facts
from .facts.cards import records_of
from .facts.checks import error_at
from .facts.errors import ENGINE_RULE, FactError, InvalidFacts
from .facts.loader import Loaded
from .paths import rules_dir
from .render import Site, render_site
from .vocab import EDITIONS


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


def lesson_errors(facts: Facts) -> list[FactError]:
    """Each lesson replayed by the engine following its hints (:func:`marquoir.tutorial.replay.replay`): its table,
    conditions and moves, each step met in order, the game over with a ranking; each problem at its line, with its
    code (``MQ170``-``MQ177``)."""
    from .tutorial.replay import replay
    from .tutorial.session import Lesson

    errors = []
    for loc in facts.by_key.values():
        if loc.fact.kind == "lesson":
            for problem in replay(Lesson.of_fact(loc.fact)).problems:
                errors.append(error_at(loc, problem.path, problem.message, problem.code))
    return errors


def loaded_cards(loaded: Loaded):
    """A ``with`` block in which the engine plays with the card facts of ``loaded`` (step 1), not the card files read
    again (:func:`marquoir.facts.cards.records_of`)."""
    return card_records_given({edition: records_of(loaded.facts, edition, loaded.root) for edition in EDITIONS
                               if loaded.facts.of("card", edition)})


def run_examples(loaded: Loaded) -> dict:
    """Step 2: run every worked example once; their games as data (:class:`~marquoir.example_steps.ExampleRun` by
    fact key). InvalidFacts, naming each failing example's file and line, when one fails. The engine deals the games
    from the card facts loaded in step 1 (:func:`loaded_cards`), not from the files again."""
    with loaded_cards(loaded):
        errors, runs = run_examples_with_games(loaded.facts)
    if errors:
        raise InvalidFacts(errors)
    return runs


def checked(root: Path | None = None, *, run: bool = True) -> Loaded:
    """Step 1, and (``run``) step 2: the facts of ``root`` (default ``rules/``), validated (against the engine's rule
    ids too), their worked examples run (the runs are not kept: see :func:`run_examples`); InvalidFacts on any
    problem. Unchanged files are not read twice."""
    root = Path(root or rules_dir()).resolve()
    loaded = loader.load_all(root)
    with loaded_cards(loaded):  # the lessons are replayed with the cards just loaded
        errors = engine_rule_errors(loaded.facts) + lesson_errors(loaded.facts) + textlint.lint(loaded.facts)
    if errors:
        raise InvalidFacts(errors)
    if run:
        run_examples(loaded)
    return loaded


def checked_or_report(root: Path | None = None, *, run: bool = True) -> Loaded | None:
    """For commands: :func:`checked`, or None after printing every error to stderr."""
    try:
        return checked(root, run=run)
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return None


def render(loaded: Loaded, lang: str, runs: dict | None = None, repo=None) -> Site:
    """Step 3: every generated page of the site in ``lang``, the worked examples with the steps of their games
    (``runs``, from :func:`run_examples`; none: without them), and (``repo``) links from each fact to its file."""
    return render_site(loaded.facts, lang, loaded.status, runs, repo=repo)
