"""The cards of each edition, as the engine sees them (read from ``rules/``).

The card facts in ``rules/<edition>/cartes/*.yaml`` are the single source; this
module turns them into small immutable records with resource vectors in the
edition's resource order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .. import yamlsafe
from ..paths import rules_dir

from ..vocab import RESOURCES

ZERO = (0, 0, 0, 0)



@dataclass(frozen=True)
class Card:
    """One card: a building, a machine or a worker; Antiquity adds its investments (slave, tool, loan, university)."""

    id: str
    type: str  # "building" | "machine" | "worker" | "slave" | "tool" | "loan" | "university"
    names: tuple[tuple[str, str], ...]  # (lang, name) pairs
    requires: tuple[int, int, int, int] = ZERO  # buildings and machines
    produces: tuple[int, int, int, int] = ZERO  # workers, and machines once built
    ecus: int = 0  # écus gained when a building is completed
    vp: int = 0  # victory points of a completed building or machine
    wage: int = 0  # écus paid each time the worker is sent (machines: 0)
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


def _vector(value: dict | None, edition: str) -> tuple[int, int, int, int]:
    if not value:
        return ZERO
    return tuple(value[r] for r in RESOURCES[edition])  # type: ignore[return-value]


@lru_cache(maxsize=None)
def load_cards(edition: str = "moyen-age") -> dict[str, Card]:
    """All cards of ``edition`` by id, read from the card facts."""
    cards: dict[str, Card] = {}
    for path in sorted((rules_dir() / edition / "cartes").glob("*.yaml")):
        for fact in yamlsafe.load(path).data:
            if fact.get("kind") != "card":
                continue
            cards[fact["id"]] = Card(
                id=fact["id"],
                type=fact["type"],
                names=tuple((k, v) for k, v in fact["name"].items() if v),
                requires=_vector(fact.get("requires"), edition),
                produces=_vector(fact.get("produces"), edition),
                ecus=fact.get("ecus", 0),
                vp=fact.get("vp", 0),
                wage=fact.get("wage", 0),
                grade=fact.get("grade"),
                bonus=_vector(fact.get("bonus"), edition),
                cost=fact.get("cost", 0),
                gain=fact.get("gain", 0),
                repay=fact.get("repay", 0),
                penalty=fact.get("penalty", 0),
            )
    return cards
