"""The cards of each edition, as the engine sees them: small immutable records built from card records.

The card facts in ``rules/<edition>/cartes/*.yaml`` are the single source, and
:func:`marquoir.facts.cards.card_records` their only reader: it validates them with the fact
models (a card ``marquoir validate`` rejects raises :class:`~marquoir.facts.errors.InvalidFacts`,
naming file, line and field) and returns plain records. This module turns records into
:class:`Card` values, resource vectors in the edition's resource order
(:data:`marquoir.vocab.RESOURCES`).

Where the facts are not at hand (the engine in the reader's browser), the build's card records are
given once with :func:`install_card_records`; the engine then never imports :mod:`marquoir.facts`
(nor pydantic) for those editions.

>>> cards = load_cards("moyen-age")
>>> cards["chapelle"].requires, cards["chapelle"].ecus, cards["chapelle"].vp
((3, 2, 2, 3), 18, 5)
>>> card = card_from_record({"id": "x", "type": "worker", "name": {"fr": "X", "en": None, "ja": None},
...                          "grade": "apprenti", "wage": 2,
...                          "produces": {"stone": 1, "wood": 0, "knowledge": 1, "tile": 0}}, "moyen-age")
>>> card  # doctest: +NORMALIZE_WHITESPACE
Card(id='x', type='worker', names=(('fr', 'X'),), requires=(0, 0, 0, 0), produces=(1, 0, 1, 0), ecus=0, vp=0,
     wage=2, grade='apprenti', bonus=(0, 0, 0, 0), cost=0, gain=0, repay=0, penalty=0)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from contextlib import contextmanager
from dataclasses import dataclass

from ..paths import rules_dir
from ..vocab import CARD_FIELDS, EDITIONS, RESOURCES, VECTORS

ZERO = (0, 0, 0, 0)


@dataclass(frozen=True)
class Card:
    """One card: a building, a machine or a worker; Antiquity adds its investments (slave, tool, loan, university).

    The fields are the card facts' numbers (:data:`marquoir.vocab.CARD_NUMBERS`, ``ecus`` being the money a
    building brings in either edition); a number the card's type does not carry is 0 (a vector: all 0)."""

    id: str
    type: str  # "building" | "machine" | "worker" | "slave" | "tool" | "loan" | "university"
    names: tuple[tuple[str, str], ...]  # (lang, name) pairs
    requires: tuple[int, int, int, int] = ZERO  # buildings and machines
    produces: tuple[int, int, int, int] = ZERO  # workers, and machines once built
    ecus: int = 0  # money gained when a building is completed (écus, or sesterces in Antiquity)
    vp: int = 0  # victory points of a completed building or machine
    wage: int = 0  # money paid each time the worker is sent (machines: 0)
    grade: str | None = None  # apprenti | manoeuvre | compagnon | maitre
    bonus: tuple[int, int, int, int] = ZERO  # tools and universities: what they add to a worker
    cost: int = 0  # investments: sesterces to buy it (a loan costs nothing)
    gain: int = 0  # loans: sesterces received
    repay: int = 0  # loans: sesterces to repay it at the end
    penalty: int = 0  # VP lost at the end: an unfreed slave, an unpaid loan

    def name(self, lang: str = "fr") -> str:
        """The card's name in ``lang`` (French when that translation is pending)."""
        names = dict(self.names)
        return names.get(lang) or names["fr"]


def card_from_record(record: Mapping, edition: str) -> Card:
    """A :class:`Card` from a validated card record (:func:`marquoir.facts.cards.card_records`): exactly the
    fields of its type, vectors in the order of ``RESOURCES[edition]``."""
    order = RESOURCES[edition]
    numbers = {}
    for name in CARD_FIELDS[record["type"]]:
        value = record[name]
        numbers[name] = tuple(value[r] for r in order) if name in VECTORS else value
    names = tuple((lang, text) for lang, text in record["name"].items() if text)
    return Card(id=record["id"], type=record["type"], names=names, **numbers)


def cards_from_records(records: Iterable[Mapping], edition: str) -> dict[str, Card]:
    """Cards by id, in the records' order."""
    return {card.id: card for card in (card_from_record(r, edition) for r in records)}


def nearest_id(word: str, cards: Iterable[str]) -> str | None:
    """The card id closest to a misspelt ``word`` (difflib's ratio, 0.6 at least), or None:
    ``chapel`` -> ``chapelle``."""
    near = difflib.get_close_matches(str(word), list(cards), n=1)
    return near[0] if near else None


_installed: dict[str, dict[str, Card]] = {}
"""Cards given by :func:`install_card_records`, by edition: they win over the card facts."""
_loaded: dict[tuple[str, str], dict[str, Card]] = {}
"""Cards read from the card facts, by (rules folder, edition)."""


def install_card_records(bundle: Mapping[str, Iterable[Mapping]]) -> None:
    """Give the engine the card records of some editions (``{edition: [records]}``, e.g. the site's card bundle):
    from now on :func:`load_cards` returns these for those editions and never reads (nor imports) the facts."""
    for edition, records in bundle.items():
        _check_edition(edition)
        _installed[edition] = cards_from_records(records, edition)


@contextmanager
def card_records_given(bundle: Mapping[str, Iterable[Mapping]]):
    """:func:`install_card_records` for the time of a ``with`` block; what was installed before is back after it (the
    build runs the worked examples on the cards it has loaded, without reading the card files again)."""
    before = dict(_installed)
    install_card_records(bundle)
    try:
        yield
    finally:
        _installed.clear()
        _installed.update(before)


def forget_card_records(*editions: str) -> None:
    """Undo :func:`install_card_records` for ``editions`` (all when none is named): read the card facts again."""
    for edition in editions or list(_installed):
        _installed.pop(edition, None)


def load_cards(edition: str = "moyen-age") -> dict[str, Card]:
    """All cards of ``edition`` by id: the installed records, or else the card facts of ``rules/`` (or
    ``$MARQUOIR_RULES``), read once per folder; :class:`~marquoir.facts.errors.InvalidFacts` when they are invalid."""
    cards = _installed.get(edition)
    if cards is not None:
        return cards
    key = (str(rules_dir()), _check_edition(edition))
    cards = _loaded.get(key)
    if cards is None:
        from ..facts.cards import card_records  # pydantic: only where the facts are read

        cards = _loaded[key] = cards_from_records(card_records(edition, key[0]), edition)
    return cards


def _check_edition(edition: str) -> str:
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition {edition!r} (known: {', '.join(EDITIONS)})")
    return edition
