"""Plausibility limits of what a person types, defined once for each edition.

The engine's inputs (a setup), the scenario checker (setups and expectations) and the site's score
counter all refuse a number above these, each with a message that names the limit. They are not
rules of the game but bounds no real table exceeds: every building and machine of the edition
completed by one player; the edition's ``max_money``; as many loans and slaves as the edition has
cards of that kind; ``max_moves`` moves in one scenario; ``max_name`` characters in a player's name.
A seed is a whole number from 0 to :data:`SEED_MAX`.

>>> limits("moyen-age")
{'vp': 122, 'money': 999, 'moves': 1000, 'name': 40}
"""

from __future__ import annotations

from .cards import load_cards
from .rules import edition_rules

SEED_MAX = 2**31 - 1
"""The largest seed a person may type (a scenario's ``seed``): 32-bit, so that it reads the same everywhere."""


def limits(edition: str) -> dict[str, int]:
    """``{"vp", "money", "moves", "name"}`` and, in Antiquity, ``{"loans", "slaves"}``: the largest plausible value of
    each (read from the edition's rules and its cards, as loaded now)."""
    rules, cards = edition_rules(edition), load_cards(edition).values()
    out = {
        "vp": sum(c.vp for c in cards if c.type in rules.building_types),
        "money": rules.max_money,
        "moves": rules.max_moves,
        "name": rules.max_name,
    }
    if rules.investment_types:
        out["loans"] = sum(c.type == "loan" for c in cards)
        out["slaves"] = sum(c.type == "slave" for c in cards)
    return out
