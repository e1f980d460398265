"""The numbers each edition is played by, as data, and the small pure rules built on them.

Everything the rulebook states as a number lives here ([R-FR] pp.2-8 for
Middle Ages; [PL-ANT] and the secondary sources of rules.md §3 for Antiquity);
the game logic in :mod:`.game` only reads these tables. The prices of
Antiquity's investments are on their cards (``cost``, ``gain``, ``repay``,
``penalty``); what no source settles is an option (:mod:`.options`).

>>> MOYEN_AGE.take_rate(3), MOYEN_AGE.take_rate(4)
(6, None)
>>> send_actions(0), send_actions(2)
(1, 3)
>>> coin_points(19), coin_points(20), coin_points(19, ANTIQUITE, "tenths")
(1, 2, Fraction(19, 10))
>>> is_complete((3, 2, 2, 3), [3, 2, 4, 3]), is_complete((3, 2, 2, 3), [9, 9, 1, 9])
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..vocab import INVESTMENT_TYPES, RESOURCES


@dataclass(frozen=True)
class EditionRules:
    """The constants of one edition."""

    edition: str
    resources: tuple[str, ...]  # order of every resource vector
    free_actions: int  # actions each turn starts with ([R-FR] p.4)
    buy_cost: int  # écus for one more action, any number per turn ([R-FR] p.4)
    take: tuple[tuple[int, int], ...]  # (actions spent, écus gained) ([R-FR] p.6)
    end_vp: int  # VP from completed cards that triggers the end ([R-FR] p.8)
    start_money: int  # écus each player starts with ([R-FR] p.2)
    row_size: int  # cards laid in each row ([R-FR] p.2)
    money_per_point: int  # each complete block scores 1 point ([R-FR] p.8)
    starting_grade: str  # one worker of this grade is dealt to each player ([R-FR] p.2)
    building_types: tuple[str, ...] = ("building", "machine")  # cards of the building deck
    worker_types: tuple[str, ...] = ("worker",)  # cards of the worker deck
    min_players: int = 2
    max_players: int = 4
    money: str = "ecus"  # the unit messages write: "ecus" | "sesterces"
    investment_types: tuple[str, ...] = ()  # Antiquity: the stacks of the investment row
    invest_actions: int = 1  # actions an investment costs (bga-ant-en)
    investments_per_turn: int = 1  # (bga-ant-en, ilnanoborbone, gamesfanatic)
    freeing_actions: int = 1  # actions to free a slave during the game (bga-ant-en)
    freeing_end_cost: int = 5  # money to free a slave at the end-of-game settlement (bga-ant-en)
    settlement: bool = False  # an end-of-game settlement (loans, slaves) before the final score
    # best first by each in turn; equal on all: shared rank ([R-FR] p.8)
    ranking: tuple[str, ...] = ("score", "vp", "money")
    max_money: int = 999  # plausibility limit: more money than any player holds (setups, expectations, the counter)
    max_moves: int = 1000  # plausibility limit: moves in one scenario or case (a real game has a few hundred)
    max_name: int = 40  # plausibility limit: characters in a player's name (setups, scenarios, the counter)

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
    start_money=10,
    row_size=5,
    money_per_point=10,
    starting_grade="apprenti",
)

ANTIQUITE = EditionRules(
    edition="antiquite",
    resources=RESOURCES["antiquite"],
    free_actions=3,  # bga-ant-en
    buy_cost=5,  # bga-ant-en
    take=((1, 1), (2, 3), (3, 6)),  # by analogy with r-fr: no Antiquity source gives other rates
    end_vp=17,  # bga-ant-en, bga-ant-de, goblins
    start_money=10,  # pl-ant: 1 gold + 5 silver
    row_size=5,  # pl-ant
    money_per_point=10,  # bga-ant-de (option coin_scoring: tenths)
    starting_grade="apprenti",  # pl-ant
    money="sesterces",
    investment_types=INVESTMENT_TYPES,  # pl-ant: 6 slaves, 4 tools, 4 loans, 4 universities
    settlement=True,  # bga-ant-de, confluences-ludiques
)

EDITIONS: dict[str, EditionRules] = {"moyen-age": MOYEN_AGE, "antiquite": ANTIQUITE}
"""The editions the engine plays."""

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


def coin_points(money: int, rules: EditionRules = MOYEN_AGE, scoring: str = "tens") -> int | Fraction:
    """Points for ``money`` at the final count: one per complete block ([R-FR] p.8: 19 écus -> 1, 20 -> 2),
    or, with ``scoring="tenths"`` (Antiquity option), an exact tenth of a point per sesterce (19 -> 19/10)."""
    if scoring == "tenths":
        return Fraction(money, rules.money_per_point)
    return money // rules.money_per_point


def final_score(vp: int, money: int, rules: EditionRules = MOYEN_AGE, *, penalties: int = 0,
                scoring: str = "tens") -> int | Fraction:
    """VP plus the points of the money ([R-FR] p.8), minus Antiquity's penalties (unpaid loans, unfreed slaves)."""
    return vp + coin_points(money, rules, scoring) - penalties


def production(card, attached: list, university_bonus: int = 3) -> tuple[int, ...]:
    """What a worker (or slave, or built machine) brings to a site: its own resources plus those of the tool and
    university attached to it; a university adds ``university_bonus`` of its resource (option, d-saad: 3)."""
    total = list(card.produces)
    for extra in attached:
        for i, n in enumerate(extra.bonus):
            if n:
                total[i] += university_bonus if extra.type == "university" else n
    return tuple(total)


def wage(card, freed: bool, freed_slave_wage: str | int = "resources") -> int:
    """Money paid to send a card: its printed wage (machines 0); a slave nothing, and once freed the option's
    wage (default: the total of its resources, as for every worker of [R-FR])."""
    if card.type != "slave":
        return card.wage
    if not freed:
        return 0
    return sum(card.produces) if freed_slave_wage == "resources" else int(freed_slave_wage)
