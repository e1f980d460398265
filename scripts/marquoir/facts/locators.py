"""Where a citation points in its source (its ``page:``), in the unit its source names (the source's ``locator``,
:data:`marquoir.vocab.LOCATORS`): the forms of each unit, and the check that every citation fits (``MQ139``).

A page is a number (``6``) or a range (``"6-7"``); a card is its number in the source's own numbering (``77``); a file
is its path in the source's repository, extension included (``serveur/cartes_antiquite.csv``). Numbers are written
without quotes. Several places of one source are a list (``page: [6, 8]``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .base import Facts, Located
from .checks import error_at
from .errors import LOCATOR, FactError

RANGE = re.compile(r"([1-9][0-9]*)-([1-9][0-9]*)")
PATH = re.compile(r"(?:[\w.-]+/)*[\w-][\w.-]*\.\w+")
FORMS = {
    "page": "a page number (6) or a range of pages (\"6-7\")",
    "card": "the card's number in the source (77, without quotes)",
    "file": "the file's path in the source's repository, with its extension (serveur/cartes_antiquite.csv)",
}
"""What a citation of a source of each ``locator`` gives, as the error says it."""


def places(page) -> list:
    """The places a citation's ``page`` names: none, one, or each of a list."""
    if page is None:
        return []
    return list(page) if isinstance(page, list) else [page]


def fits(unit: str, place) -> bool:
    """Whether ``place`` is written as a place of this unit: a page (number or range), a card's number, a file."""
    if isinstance(place, int):
        return unit in ("page", "card") and place >= 1
    if unit == "page":
        pages = RANGE.fullmatch(place)
        return pages is not None and int(pages.group(1)) < int(pages.group(2))
    return unit == "file" and PATH.fullmatch(place) is not None


def shown(place) -> str:
    """A place as it is written in YAML: a text in quotes (``"77"`` is a text, not the number 77)."""
    return str(place) if isinstance(place, int) else f'"{place}"'


def citations(fact) -> Iterator[tuple[tuple, object]]:
    """Every citation of a fact with its path: its sources, its claims, its changes' sources."""
    for i, cite in enumerate(fact.sources):
        yield ("sources", i), cite
    for i, claim in enumerate(getattr(fact, "claims", [])):
        yield ("claims", i), claim
    for j, change in enumerate(fact.changes):
        for i, cite in enumerate(change.sources):
            yield ("changes", j, "sources", i), cite


def check_locators(facts: Facts, loc: Located) -> Iterator[FactError]:
    """Each place a citation names fits what its source's citations point at (an unknown source is reported on its
    own)."""
    for path, cite in citations(loc.fact):
        source = facts.source(cite.source)
        if source is None:
            continue
        several = isinstance(cite.page, list)
        for i, place in enumerate(places(cite.page)):
            if not fits(source.locator, place):
                yield error_at(loc, path + (("page", i) if several else ("page",)),
                               f"`{shown(place)}` does not say where in `{source.id}`: its citations give "
                               f"{FORMS[source.locator]} (`locator: {source.locator}`)", LOCATOR)
