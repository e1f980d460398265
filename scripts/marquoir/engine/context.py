"""What the moves read besides the table: the edition's rules, its cards and the options, with the small
derived quantities every move needs (what a worker brings, its wage, a player's VP).

A :class:`Context` never changes during a game; the moves (:mod:`.verbs`) are functions of a
:class:`~.state.Table` and a context.

>>> from marquoir.engine.cards import load_cards
>>> from marquoir.engine.options import Options
>>> from marquoir.engine.rules import edition_rules
>>> from marquoir.engine.state import Player
>>> ctx = Context(edition_rules("antiquite"), load_cards("antiquite"), Options())
>>> alice = Player("Alice", 10, team=["esclave-1"], built=["maison", "scie"], freed=["esclave-1"])
>>> ctx.vp(alice), ctx.wage(alice, "esclave-1"), ctx.production(alice, "esclave-1")
(2, 4, (2, 0, 0, 2))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from .cards import Card
from .options import Options
from .rules import EditionRules, coin_points, production, wage
from .state import Player


@dataclass(frozen=True)
class Context:
    """The rules, cards and options of one game."""

    rules: EditionRules
    cards: Mapping[str, Card]
    options: Options
    antiquity: bool = field(init=False)  # the edition has investments and a settlement

    def __post_init__(self):
        object.__setattr__(self, "antiquity", bool(self.rules.investment_types))

    def production(self, p: Player, worker: str) -> tuple[int, ...]:
        """What ``worker`` of ``p`` brings to a site, with the tool and university fitted to it."""
        attached = p.equipped.get(worker)
        if not attached:
            return self.cards[worker].produces
        return production(self.cards[worker], [self.cards[c] for c in attached], self.options.university_bonus)

    def wage(self, p: Player, worker: str) -> int:
        """What sending ``worker`` of ``p`` costs (a slave nothing until freed; option ``freed_slave_wage``)."""
        return wage(self.cards[worker], worker in p.freed, self.options.freed_slave_wage)

    def unfreed(self, p: Player) -> list[str]:
        """``p``'s slaves not freed, in the team or on a site."""
        cards = self.cards
        return [c for c in p.team + [w for ws in p.sites.values() for w in ws]
                if cards[c].type == "slave" and c not in p.freed]

    def vp(self, p: Player) -> int:
        """VP of ``p``'s completed buildings and machines."""
        cards = self.cards
        return sum(cards[c].vp for c in p.built)

    def coin_points(self, money: int) -> int | Fraction:
        """Points ``money`` is worth at the final count (option ``coin_scoring``)."""
        return coin_points(money, self.rules, self.options.coin_scoring)
