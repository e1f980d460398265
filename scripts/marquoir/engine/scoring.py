"""The final count: each player's score and the ranking by a tuple of criteria, best first; equal players share a
rank ([R-FR] p.8).

The functions of a player take the game's :class:`~.context.Context` and a :class:`~.state.Player`; they read,
never change.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction

from .rules import final_score


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


def penalties(ctx, p) -> int:
    """VP ``p`` would lose at the final count now: each unpaid loan, each unfreed slave (Antiquity)."""
    cards = ctx.cards
    return sum(cards[c].penalty for c in p.loans + ctx.unfreed(p))


def score(ctx, p) -> int | Fraction:
    """VP plus the points of the money, minus Antiquity's penalties
    (an exact Fraction with ``coin_scoring: tenths``)."""
    return final_score(ctx.vp(p), p.money, ctx.rules, penalties=penalties(ctx, p), scoring=ctx.options.coin_scoring)


def tiebreak_vp(ctx, p) -> int:
    """VP counted by the first tie-break: buildings and machines, or buildings only
    (option ``machines_in_tiebreak``)."""
    if ctx.options.machines_in_tiebreak:
        return ctx.vp(p)
    cards = ctx.cards
    return sum(cards[c].vp for c in p.built if cards[c].type != "machine")


def ranking_criteria(ctx) -> tuple[str, ...]:
    """What the ranking compares, in order: ``score``, then the tie-breaks ``vp`` (:func:`tiebreak_vp`) and ``money``
    (the edition's rules); only ``score`` with Antiquity's option ``shared_win``."""
    if ctx.antiquity and ctx.options.shared_win:
        return ("score",)
    return ctx.rules.ranking


def criterion(ctx, p, name: str):
    """``p``'s value for one ranking criterion."""
    if name == "score":
        return score(ctx, p)
    if name == "vp":
        return tiebreak_vp(ctx, p)
    return p.money


def entries(ctx, players) -> list[tuple[str, tuple]]:
    """``[(name, key)]`` of ``players`` in table order, ``key`` their values for :func:`ranking_criteria`."""
    criteria = ranking_criteria(ctx)
    return [(p.name, tuple(criterion(ctx, p, c) for c in criteria)) for p in players]


def ranking(ctx, players) -> list[tuple[int, list[str]]]:
    """(rank, names) of ``players`` by :func:`ranking_criteria`; equal players share a rank."""
    return rank(entries(ctx, players))


def explain(entries: Sequence[tuple[str, tuple]], criteria: Sequence[str]) -> list[dict]:
    """Why players with the same score are ranked as they are: for each score shared by several players, best first,
    ``{"score": the score, "players": their names in ranking order, "separated": [...], "tied": [[names], ...]}``.

    ``entries`` are ``[(name, key)]`` (:func:`entries`), ``key`` holding the values of ``criteria``, the score
    first. Each of ``separated`` tells why one player is ranked just before the next one: ``{"before", "after",
    "criterion", "values": [before's, after's]}``, the first criterion after the score on which they differ; each
    list of ``tied`` names players nothing separates (they share a rank). Plain data: the words are the reader's.

    >>> explain([("Alice", (18, 15, 22)), ("Bruno", (18, 15, 28)), ("Chloé", (18, 17, 12)), ("Daichi", (20, 9, 0)),
    ...          ("Emma", (18, 15, 22))], ("score", "vp", "money"))  # doctest: +NORMALIZE_WHITESPACE
    [{'score': 18, 'players': ['Chloé', 'Bruno', 'Alice', 'Emma'],
      'separated': [{'before': 'Chloé', 'after': 'Bruno', 'criterion': 'vp', 'values': [17, 15]},
                    {'before': 'Bruno', 'after': 'Alice', 'criterion': 'money', 'values': [28, 22]}],
      'tied': [['Alice', 'Emma']]}]
    """
    keys = dict(entries)
    out = []
    for _, names in _by_score(entries):
        group: dict = {"score": keys[names[0]][0], "players": names, "separated": [], "tied": []}
        for before, after in zip(names, names[1:]):
            a, b = keys[before], keys[after]
            differ = next((i for i in range(1, len(criteria)) if a[i] != b[i]), None)
            if differ is None:
                if group["tied"] and group["tied"][-1][-1] == before:
                    group["tied"][-1].append(after)
                else:
                    group["tied"].append([before, after])
            else:
                group["separated"].append({"before": before, "after": after, "criterion": criteria[differ],
                                           "values": [a[differ], b[differ]]})
        out.append(group)
    return out


def _by_score(entries: Sequence[tuple[str, tuple]]) -> list[tuple[object, list[str]]]:
    """The players of each score shared by several, best score first, in ranking order."""
    keys = dict(entries)
    scores: dict = {}
    for _, names in rank(entries):
        for name in names:
            scores.setdefault(keys[name][0], []).append(name)
    return [(score, names) for score, names in scores.items() if len(names) > 1]


def score_sheet(edition: str) -> dict:
    """What a score sheet (the site's counter) needs to count exactly as :meth:`Game.score` and
    :meth:`Game.ranking` do with the default options, as plain data: the score as a sum of terms (``score``: each
    count of the sheet, ``vp``, ``money``, ``loans``, ``slaves``, scores ``points`` per complete ``per`` of it: VP
    one each, money one per complete 10, each unpaid loan and unfreed slave its card's penalty), the money that
    makes one point, the VP that end the game (``end``: that count, at least ``at``), the penalty of each unpaid
    loan and unfreed slave (from the card facts), the ranking criteria, and the plausibility limits of each input.

    >>> [(t["count"], t["per"], t["points"]) for t in score_sheet("antiquite")["score"]]
    [('vp', 1, 1), ('money', 10, 1), ('loans', 1, -2), ('slaves', 1, -1)]
    """
    from .cards import load_cards
    from .limits import limits
    from .rules import edition_rules

    rules, cards = edition_rules(edition), load_cards(edition)
    per_card = {}
    for kind, field in (("loan", "loans"), ("slave", "slaves")):
        values = {c.penalty for c in cards.values() if c.type == kind}
        if len(values) > 1:
            raise ValueError(f"the {kind} cards of {edition} have different penalties {sorted(values)}: "
                             "a score sheet counts them by number")
        if values:
            per_card[field] = values.pop()
    terms = [{"count": "vp", "per": 1, "points": 1}, {"count": "money", "per": rules.money_per_point, "points": 1},
             *({"count": field, "per": 1, "points": -penalty} for field, penalty in per_card.items())]
    return {"score": terms, "money_per_point": rules.money_per_point, "end_vp": rules.end_vp,
            "end": {"count": "vp", "at": rules.end_vp}, "ranking": list(rules.ranking), "penalties": per_card,
            "limits": limits(edition)}
