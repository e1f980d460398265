"""Every refusal the engine can give links to the rule it is about: the rule section (or FAQ entry) the case
checker links it to (:func:`marquoir.render.checker.rule_pages`) lists it in its ``engine_rules``, and its subject
is the verb refused (``tests/data/refusal_subjects.yaml``). "The engine can give": every refusal of the probes of
the property tests over a dozen games of each edition (moves aimed at every rule, at every point of a game), and
the cases of the refusal tests (the settlement's, which random play does not reach)."""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import pytest
import test_antiquite_illegal
import test_engine_illegal
from test_properties import probed_games

from marquoir import yamlsafe
from marquoir.engine.errors import rule_ids
from marquoir.engine.moves import MoveSyntaxError, parse
from marquoir.facts import loader
from marquoir.render.checker import rule_pages
from marquoir.render.context import Ctx
from marquoir.vocab import EDITIONS

SUBJECTS = yamlsafe.load(Path(__file__).parents[1] / "data" / "refusal_subjects.yaml").data
NOT_A_MOVE = {"hidden-card", "bad-move"}
"""Refusals of no verb: the next worker asked for while hidden (a question, not a move), and text that is no move
(the case checker never adds one: it says what it did not understand)."""


@cache
def refusals(edition: str) -> Counter:
    """``(verb, rule id)`` of every refusal the probes and the refusal tests give in ``edition``."""
    found = sum((referee.refused_by_verb for referee in probed_games(edition)), Counter())
    cases = test_antiquite_illegal.CASES if edition == "antiquite" else test_engine_illegal.CASES
    found.update((verb(move), rule) for rule, _make, move in cases)
    return found


def verb(text: str) -> str | None:
    try:
        return parse(text).verb
    except MoveSyntaxError:
        return None


@cache
def facts():
    return loader.load()


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_refusals_probed_are_every_refusal_of_the_engine(edition):
    """The refusals collected are all the engine has (a new rule id that nothing gives fails here first).
    Mutation: the refusal tests' cases left out of ``refusals`` → the settlement's no-ecus-loan and no-ecus-freeing
    are never seen and this fails."""
    assert {rule for _verb, rule in refusals(edition)} | NOT_A_MOVE == set(rule_ids(edition))


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_refusal_links_to_a_section_that_names_it_and_is_about_its_verb(edition):
    """Mutation: ``no-ecus-action`` moved from actions-payantes's ``engine_rules`` to envoyer-un-ouvrier's (one
    section for two meanings, as the old ``no-ecus`` had) → "buy refused by no-ecus-action links to
    envoyer-un-ouvrier, which is about send" and this fails."""
    all_facts = facts()
    links = rule_pages(edition, Ctx(all_facts, "fr", f"{edition}/verifier.md", edition))
    by_id = {f.id: f for kind in ("rule", "faq") for ed in all_facts.editions() for f in all_facts.of(kind, ed)}
    wrong = []
    for verb, rule in sorted(refusals(edition), key=str):
        if rule in NOT_A_MOVE:
            continue
        assert rule in links, f"{verb}: {rule} links to no section"
        fact = by_id[links[rule]["href"].rsplit("#", 1)[1]]
        subjects = SUBJECTS[fact.edition].get(fact.id)
        assert subjects is not None, f"{fact.id} lists {rule}: say what it is about in refusal_subjects.yaml"
        assert rule in fact.engine_rules
        if verb not in subjects and "any" not in subjects:
            wrong.append(f"{verb} refused by {rule} links to {fact.id}, which is about {', '.join(subjects)}")
    assert wrong == []
