"""What a citation's ``page:`` may hold, by what its source's citations point at (the source's ``locator``): a page or
a range of pages, a card's number, a file's path. A citation that does not fit is refused (``MQ139``; the bad-input
corpus has the case as a reader meets it, ``locator-misfit``)."""

from __future__ import annotations

import pytest

from fact_snippets import EXAMPLE, SOURCE, item
from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts
from marquoir.facts.locators import fits


@pytest.mark.parametrize("unit, place, right", [
    ("page", 6, True),
    ("page", "6-7", True),
    ("page", "7-6", False),  # a range runs forward
    ("page", "6", False),  # a number is written without quotes
    ("page", 0, False),
    ("page", "serveur/cartes_antiquite.csv", False),
    ("card", 77, True),
    ("card", "77", False),
    ("card", "6-7", False),
    ("file", "serveur/cartes_antiquite.csv", True),
    ("file", "GestionnaireJeu.java", True),
    ("file", 8, False),
    ("file", "serveur/cartes_antiquite.csv, common/src/cartes/Esclave.java", False),  # two files are a list
    ("file", "serveur", False),  # a folder, not a file
])
def test_a_place_fits_the_unit_of_its_source(unit, place, right):
    """Mutations seen failing: the range's order not compared (``7-6``); an int accepted whatever the unit (``file``,
    8); ``place >= 1`` dropped (page 0); a file's extension optional (``serveur``)."""
    assert fits(unit, place) is right


RULING = """
- kind: ruling
  id: point
  edition: moyen-age
  order: 1
  title: {fr: Point, en: Point, ja: 論点}
  question: {fr: "Question ?", en: "Question?", ja: "質問？"}
  claims:
    - source: scans
      page: [43, "44"]
      says: {fr: Oui., en: Yes., ja: はい。}
  verdict: {fr: Oui., en: Yes., ja: はい。}
  reason: {fr: Parce que., en: Because., ja: 理由。}
  examples: [ex]
  sources: [{source: r-fr}]
  reviewed: 2026-11-30
  changes:
    - date: 2026-11-30
      before: {fr: Pas du tout, en: Not at all, ja: いいえ}
      after: {fr: Toujours, en: Always, ja: はい}
      why: {fr: Parce que., en: Because., ja: 理由。}
      sources: [{source: prog, page: 12}]
""" + item(EXAMPLE.format())


def test_every_citation_of_a_fact_is_checked_claims_and_changes_too(rules):
    """A claim's place in a list, and a change's source, are checked like a fact's sources, each at its line.
    Mutation seen failing: facts/locators.citations leaving out the changes' sources."""
    rules.write("communs/autres.yaml", SOURCE.format(id="scans", label="SCANS", unit="card")
                + SOURCE.format(id="prog", label="PROG", unit="file"))
    rules.write("moyen-age/arbitrages/point.yaml", RULING)
    with pytest.raises(InvalidFacts) as caught:
        loader.load(rules.root)
    found = sorted((e.line, e.field, e.code) for e in caught.value.errors)
    assert found == [(9, "ruling `point` claims[0].page[1]", "MQ139"),
                     (21, "ruling `point` changes[0].sources[0].page", "MQ139")]
