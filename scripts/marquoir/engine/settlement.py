"""Antiquity's end-of-game settlement, and the helper that settles a player as well as possible.

The phase is a few functions of the public state (:class:`~.state.Table`) and the
:class:`~.context.Context`, appending their events to the log: :func:`start` after the last
round, :func:`end` when the settling player plays ``end``. The moves allowed meanwhile
(``repay``, ``free``, ``buy`` with ``freeing: end-only``, ``end``) are in the table of :mod:`.verbs`.

After the last round (bga-ant-de, confluences-ludiques), each player in turn
order, from the first player, may repay loans (15 sesterces each, no action:
bga-ant-en) and free the slaves that are not on a site (bga-ant-de: only slaves
not at work; confluences-ludiques: the "available" slaves), for 5 sesterces each
by default (bga-ant-en) or 1 action each (option ``freeing: end-only``,
bga-ant-de), then plays ``end``; with ``freeing: bga-ant-en`` a slave on a site
may be freed too (that help sets no such limit). What is left unsettled costs VP
at the final count: 2 per unpaid loan, 1 per unfreed slave (bga-ant-de).
Marquoir's readings where the sources are silent:

* a player with neither loan nor unfreed slave has nothing to decide and is
  skipped (the trace says so); when no one has anything to settle the game
  ends as in Middle Ages;
* with ``freeing: end-only`` a player settles with the turn's 3 free actions
  and may buy more (5 sesterces);
* the settlement is not a turn: it does not count in ``turns_played``.
"""

from __future__ import annotations

from collections.abc import Callable

from .context import Context
from .ending import finish
from .state import Log, Player, Table, emit


def frees_at_work(ctx: Context) -> bool:
    """Whether a slave on a site may be freed at the settlement: only with option ``freeing: bga-ant-en``."""
    return ctx.options.freeing == "bga-ant-en"


def plan(money: int, loans: list[tuple[str, int, int]], slaves: list[tuple[str, int]], *, free_cost: int,
         free_actions: int, actions: int, buy_cost: int,
         points: Callable[[int], object]) -> tuple[list[str], list[str], int]:
    """The best settlement: (loans to repay, slaves to free, actions to buy).

    ``loans`` are (id, repay, penalty), ``slaves`` (id, penalty); freeing costs ``free_cost`` money
    (``free_actions == 0``) or ``free_actions`` actions each, ``actions`` being left and more bought at
    ``buy_cost``; ``points(money)`` scores the money left. Best means the highest score, then the most money
    left (the second tie-break), then the fewest moves. Every number of loans and of slaves is tried (at most
5 × 7 choices; cards of a kind are alike, the ones with the highest penalty go first).

    >>> plan(31, [("emprunt-1", 15, 2), ("emprunt-2", 15, 2)], [("esclave-1", 1)], free_cost=5, free_actions=0,
    ...      actions=0, buy_cost=5, points=lambda m: m // 10)
    (['emprunt-1'], ['esclave-1'], 0)
    """
    loans = sorted(loans, key=lambda x: (-x[2], x[1]))
    slaves = sorted(slaves, key=lambda x: -x[1])
    best = None
    for n_loans in range(len(loans) + 1):
        repaid = loans[:n_loans]
        cost_loans = sum(r for _, r, _ in repaid)
        for n_slaves in range(len(slaves) + 1):
            if free_actions:
                buys = max(0, n_slaves * free_actions - actions)
                cost = cost_loans + buys * buy_cost
            else:
                buys, cost = 0, cost_loans + n_slaves * free_cost
            if cost > money:
                break
            left = money - cost
            saved = sum(p for _, _, p in repaid) + sum(p for _, p in slaves[:n_slaves])
            key = (points(left) + saved, left, -(n_loans + n_slaves))
            if best is None or key > best[0]:
                best = (key, [c for c, _, _ in repaid], [c for c, _ in slaves[:n_slaves]], buys)
    return best[1], best[2], best[3]


def best_settlement(t: Table, ctx: Context, p: Player) -> list[str]:
    """The moves that settle ``p`` best from here, ``end`` not included: repay loans and free slaves when it raises
    the final score (then keeps more sesterces)."""
    rules, cards = ctx.rules, ctx.cards
    end_only = ctx.options.freeing == "end-only"
    actions = t.actions if t.settling and p is t.current_player else (rules.free_actions if end_only else 0)
    slaves = [s for s in ctx.unfreed(p) if s in p.team or frees_at_work(ctx)]
    loans, freed, buys = plan(
        p.money, [(c, cards[c].repay, cards[c].penalty) for c in p.loans], [(s, cards[s].penalty) for s in slaves],
        free_cost=rules.freeing_end_cost, free_actions=rules.freeing_actions if end_only else 0,
        actions=actions, buy_cost=rules.buy_cost, points=ctx.coin_points)
    moves = [f"repay {c}" for c in loans]
    for s in freed:
        if end_only and actions < rules.freeing_actions:
            moves.append("buy")
            actions += 1
        moves.append(f"free {s}")
        actions -= rules.freeing_actions if end_only else 0
    return moves


def start(t: Table, ctx: Context, log: Log) -> None:
    """After the last round: the first player settles first."""
    t.settling, t.exchanges, t.current = True, 0, t.first
    t.sent.clear()
    emit(log, "settlement")
    _open(t, ctx, log)


def end(t: Table, ctx: Context, log: Log) -> None:
    """``end`` during the settlement: what is left unsettled is logged with its penalty; next player."""
    p, cards = t.current_player, ctx.cards
    for loan in p.loans:
        emit(log, "unpaid", player=p.name, card=loan, vp=cards[loan].penalty)
    for slave in ctx.unfreed(p):
        emit(log, "unfreed", player=p.name, worker=slave, vp=cards[slave].penalty)
    emit(log, "settle-end", player=p.name)
    if _next_settler(t, ctx, log):
        _open(t, ctx, log)


def candidates(t: Table, ctx: Context) -> list[str]:
    """The moves the settling player might play (to be checked), ``end`` not included."""
    p = t.current_player
    return [f"repay {c}" for c in p.loans] + [f"free {s}" for s in ctx.unfreed(p)] + ["buy"]


def _open(t: Table, ctx: Context, log: Log) -> None:
    """The current player settles; players with nothing to settle are skipped; the last one ends the game."""
    while True:
        p = t.current_player
        if p.loans or ctx.unfreed(p):
            break
        emit(log, "settle-skip", player=p.name)
        if not _next_settler(t, ctx, log):
            return
    if ctx.options.freeing == "end-only":
        t.actions = ctx.rules.free_actions
        emit(log, "settle-turn-actions", player=p.name, money=p.money, actions=t.actions)
    else:
        t.actions = 0
        emit(log, "settle-turn", player=p.name, money=p.money)


def _next_settler(t: Table, ctx: Context, log: Log) -> bool:
    """Pass to the next player; False (and the game is over) after the last one."""
    nxt = (t.current + 1) % len(t.players)
    if nxt == t.first:
        finish(t, ctx, log)
        return False
    t.current = nxt
    return True
