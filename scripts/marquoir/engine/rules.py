"""The numbers each edition is played by, as data, and the small pure rules built on them.

Everything the rulebook states as a number lives here ([R-FR] pp.2-8 for
Middle Ages); the game logic in :mod:`.game` only reads these tables, so an
edition is added by adding a table (and, for Antiquity, its investments).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import RESOURCES


@dataclass(frozen=True)
class EditionRules:
    """The constants of one edition."""

    edition: str
    resources: tuple[str, ...]  # order of every resource vector
    free_actions: int  # actions each turn starts with ([R-FR] p.4)
    buy_cost: int  # écus for one more action, any number per turn ([R-FR] p.4)
    take: tuple[tuple[int, int], ...]  # (actions spent, écus gained) ([R-FR] p.6)
    end_vp: int  # VP from completed cards that triggers the end ([R-FR] p.8)
    start_ecus: int  # écus each player starts with ([R-FR] p.2)
    row_size: int  # cards laid in each row ([R-FR] p.2)
    ecus_per_point: int  # each complete block scores 1 point ([R-FR] p.8)
    starting_grade: str  # one worker of this grade is dealt to each player ([R-FR] p.2)
    building_types: tuple[str, ...] = ("building", "machine")  # cards of the building deck
    worker_types: tuple[str, ...] = ("worker",)  # cards of the worker deck
    min_players: int = 2
    max_players: int = 4

    def take_rate(self, actions: int) -> int | None:
        """Écus gained for spending ``actions`` on taking écus (None: no such rate)."""
        for spent, gained in self.take:
            if spent == actions:
                return gained
        return None


MOYEN_AGE = EditionRules(
    edition="moyen-age",
    resources=RESOURCES["moyen-age"],
    free_actions=3,
    buy_cost=5,
    take=((1, 1), (2, 3), (3, 6)),
    end_vp=17,
    start_ecus=10,
    row_size=5,
    ecus_per_point=10,
    starting_grade="apprenti",
)

EDITIONS: dict[str, EditionRules] = {"moyen-age": MOYEN_AGE}
"""The editions the engine plays (Antiquity will be added here)."""

# The Middle Ages numbers under their usual names, for readers and tests.
FREE_ACTIONS = MOYEN_AGE.free_actions
BUY_COST = MOYEN_AGE.buy_cost
TAKE = dict(MOYEN_AGE.take)
END_VP = MOYEN_AGE.end_vp
START_ECUS = MOYEN_AGE.start_ecus
ROW_SIZE = MOYEN_AGE.row_size
ECUS_PER_POINT = MOYEN_AGE.ecus_per_point


def edition_rules(edition: str) -> EditionRules:
    """The rules of ``edition``; ValueError naming the known editions otherwise."""
    try:
        return EDITIONS[edition]
    except KeyError:
        raise ValueError(f"unknown edition {edition!r} (known: {', '.join(EDITIONS)})") from None


def send_actions(already_sent: int) -> int:
    """Actions to send one more worker to a site that received ``already_sent`` workers this turn ([R-FR] p.6)."""
    return already_sent + 1


def is_complete(requires: tuple[int, ...], total: tuple[int, ...] | list[int]) -> bool:
    """Whether the resources on a site meet every requirement, each compared on its own ([R-FR] p.6)."""
    return all(t >= r for t, r in zip(total, requires))


def final_score(vp: int, ecus: int, rules: EditionRules = MOYEN_AGE) -> int:
    """VP plus one point per complete block of écus ([R-FR] p.8): 19 écus -> 1, 20 -> 2."""
    return vp + ecus // rules.ecus_per_point
