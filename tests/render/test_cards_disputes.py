"""The cards page shows where the copies of the Antiquity card list disagree (issue #18): each card whose
numbers another copy gives otherwise (its ``unconfirmed:``) is marked †, and what each source says is shown
above the tables, from the ruling; the other cards are not marked."""

from __future__ import annotations

import re

import pytest

from marquoir.render.labels import LABELS
from marquoir.render.text import escape_label, link_label
from marquoir.vocab import LANGS

DISPUTED = {"echafaudage", "palan", "port", "apprenti-1", "apprenti-3", "apprenti-4"}
"""The cards the Java copy and the partial Python list (java-fact, py-frag) give other numbers for
(antiquity-evidence.md §3)."""


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


@pytest.mark.parametrize("lang", LANGS)
def test_disputed_cards_are_marked_and_the_sources_shown(facts, project_sites, lang):
    """Mutation: ``"disputed": bool(c.unconfirmed)`` made False in render/cards.py → fails; the disputes box
    left out of cards_page → fails."""
    page = project_sites[lang].pages["antiquite/cartes.md"].markdown
    marked = set(re.findall(r'<tr id="([a-z0-9-]+)"[^>]*><td class="mq-cards__name"[^>]*>[^<]*'
                            r'<span class="mq-cards__disputed"', page))
    assert marked == DISPUTED
    assert LABELS("disputed_cards", lang) in page
    ruling = facts.resolve("liste-des-cartes-antiquite", "antiquite").fact
    box = page[page.index(LABELS("disputed_cards", lang)):page.index("<table")]
    for claim in ruling.claims:
        assert f"[{escape_label(link_label(facts.source(claim.source), lang))}]" in box
    assert "1/1/0/0" in box and "0/1/1/0" in box  # JAVA-FACT's Scaffolding and Hoist


def test_the_middle_ages_cards_carry_no_mark(facts, project_sites):
    """Mutation: ``"disputed": True`` for every card in render/cards.py → fails."""
    page = project_sites["en"].pages["moyen-age/cartes.md"].markdown
    assert "mq-cards__disputed" not in page and LABELS("disputed_cards", "en") not in page
