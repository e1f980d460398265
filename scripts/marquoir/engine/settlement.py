"""Antiquity's end-of-game settlement, and the helper that settles a player as well as possible.

After the last round (bga-ant-de, confluences-ludiques), each player in turn
order, from the first player, may repay loans (15 sesterces each, no action:
bga-ant-en) and free slaves (option ``freeing``: 5 sesterces each by default,
bga-ant-en; or 1 action each for slaves not on a site, bga-ant-de), then plays
``end``. What is left unsettled costs VP at the final count: 2 per unpaid loan,
1 per unfreed slave (bga-ant-de). Marquoir's readings where the sources are silent:

* a player with neither loan nor unfreed slave has nothing to decide and is
  skipped (the trace says so); when no one has anything to settle the game
  ends as in Middle Ages;
* by default any slave may be freed at the settlement, on a site or not (the
  game is over: the site will not be finished); with ``freeing: end-only`` a
  player settles with the turn's 3 free actions and may buy more (5 sesterces);
* the settlement is not a turn: it does not count in ``turns_played``.
"""

from __future__ import annotations

from typing import Callable


def plan(money: int, loans: list[tuple[str, int, int]], slaves: list[tuple[str, int]], *, free_cost: int,
         free_actions: int, actions: int, buy_cost: int, points: Callable[[int], object]) -> tuple[list[str], list[str], int]:
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


class SettlementPhase:
    """The end-of-game settlement of Antiquity (mixed into :class:`~.game.Game`)."""

    def best_settlement(self, player: str | None = None) -> list[str]:
        """The moves that settle ``player`` (default: the current player) best from here, ``end`` not included:
        repay loans and free slaves when it raises the final score (then keeps more sesterces)."""
        t = self._t
        p = self._player(player or self.current)
        end_only = self.options.freeing == "end-only"
        actions = t.actions if t.settling and p is self._me() else (self.rules.free_actions if end_only else 0)
        slaves = [s for s in self._unfreed(p) if not end_only or s in p.team]
        cards = self.cards
        loans, freed, buys = plan(
            p.money, [(c, cards[c].repay, cards[c].penalty) for c in p.loans], [(s, cards[s].penalty) for s in slaves],
            free_cost=self.rules.freeing_end_cost, free_actions=self.rules.freeing_actions if end_only else 0,
            actions=actions, buy_cost=self.rules.buy_cost, points=self._coin_points)
        moves = [f"repay {c}" for c in loans]
        for s in freed:
            if end_only and actions < self.rules.freeing_actions:
                moves.append("buy")
                actions += 1
            moves.append(f"free {s}")
            actions -= self.rules.freeing_actions if end_only else 0
        return moves

    def settle(self) -> list[str]:
        """Play :meth:`best_settlement` for the settling player, then ``end``; the moves played."""
        if not self._t.settling:
            raise self._illegal(("game-over", {}) if self._t.over else ("end-only", {}))
        moves = self.best_settlement() + ["end"]
        for move in moves:
            self.play(move)
        return moves

    # ---------------------------------------------------------------- phases

    def _start_settlement(self) -> None:
        t = self._t
        t.settling, t.sent, t.current = True, {}, t.first
        self._log("settlement")
        self._open_settlement()

    def _open_settlement(self) -> None:
        """The current player settles; players with nothing to settle are skipped; the last one ends the game."""
        t = self._t
        while True:
            p = self._me()
            if p.loans or self._unfreed(p):
                break
            self._log("settle-skip", player=p.name)
            if not self._next_settler():
                return
        if self.options.freeing == "end-only":
            t.actions = self.rules.free_actions
            self._log("settle-turn-actions", player=p.name, money=p.money, actions=t.actions)
        else:
            t.actions = 0
            self._log("settle-turn", player=p.name, money=p.money)

    def _next_settler(self) -> bool:
        """Pass to the next player; False (and the game is over) after the last one."""
        t = self._t
        nxt = (t.current + 1) % len(t.players)
        if nxt == t.first:
            self._finish()
            return False
        t.current = nxt
        return True

    def _end_settlement(self) -> None:
        """``end`` during the settlement: what is left unsettled is logged with its penalty; next player."""
        p = self._me()
        for loan in p.loans:
            self._log("unpaid", player=p.name, card=loan, vp=self.cards[loan].penalty)
        for slave in self._unfreed(p):
            self._log("unfreed", player=p.name, worker=slave, vp=self.cards[slave].penalty)
        self._log("settle-end", player=p.name)
        if self._next_settler():
            self._open_settlement()

    def _settlement_moves(self) -> list[str]:
        p = self._me()
        moves = [f"repay {c}" for c in p.loans if self._check_repay(c) is None]
        moves += [f"free {s}" for s in self._unfreed(p) if self._check_free(s) is None]
        if self._check_buy() is None:
            moves.append("buy")
        return moves + ["end"]
