"""Ranking players by a tuple of criteria, best first; equal players share a rank ([R-FR] p.8)."""

from __future__ import annotations

from typing import Hashable, Sequence


def rank(entries: Sequence[tuple[str, tuple[Hashable, ...]]]) -> list[tuple[int, list[str]]]:
    """``[(name, key)]`` -> ``[(rank, names)]``: higher keys rank first; equal keys share a rank (1, 1, 3).

    Names of a shared rank keep the order of ``entries`` (table order).

    >>> rank([("A", (18, 17, 12)), ("B", (18, 17, 15)), ("C", (18, 17, 15))])
    [(1, ['B', 'C']), (3, ['A'])]
    """
    order = sorted(range(len(entries)), key=lambda i: entries[i][1], reverse=True)
    result: list[tuple[int, list[str]]] = []
    for position, i in enumerate(order, start=1):
        name, key = entries[i]
        if result and entries[order[position - 2]][1] == key:
            result[-1][1].append(name)
        else:
            result.append((position, [name]))
    for _, names in result:
        names.sort(key=lambda n: [e[0] for e in entries].index(n))
    return result


def score_sheet(edition: str) -> dict:
    """What a score sheet (the site's counter) needs to count exactly as :meth:`Game.score` and
    :meth:`Game.ranking` do with the default options, as plain data: the money that makes one point,
    the VP that end the game, the penalty of each unpaid loan and unfreed slave (from the card facts),
    the ranking criteria after the score, and the plausibility limits of each input."""
    from .cards import load_cards
    from .limits import limits
    from .rules import edition_rules

    rules, cards = edition_rules(edition), load_cards(edition)
    penalties = {}
    for kind, field in (("loan", "loans"), ("slave", "slaves")):
        values = {c.penalty for c in cards.values() if c.type == kind}
        if len(values) > 1:
            raise ValueError(f"the {kind} cards of {edition} have different penalties {sorted(values)}: "
                             "a score sheet counts them by number")
        if values:
            penalties[field] = values.pop()
    return {"money_per_point": rules.money_per_point, "end_vp": rules.end_vp, "ranking": list(rules.ranking),
            "penalties": penalties, "limits": limits(edition)}
