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
