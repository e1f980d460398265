"""Antiquity's investments: the moves ``invest``, ``free``, ``repay`` and fitting a tool when sending.

A mixin of :class:`~.game.Game`: each move has a check, which returns the rule
it breaks (or None) without touching anything, and an effect that runs only
after the check passed. Sources (rules.md §3.3; ids of ``rules/communs/sources.yaml``):

* one investment per turn, for 1 action (bga-ant-en, ilnanoborbone, gamesfanatic);
* a slave costs 7 sesterces, joins the team and works without a wage (bga-ant-en);
* a tool costs 2, is kept until it is fitted to a worker being sent, at no cost
  (bga-ant-en, islaythedragon); one tool per worker; it stays there (option ``tool_stays``);
* a loan brings 10 sesterces (bga-ant-en, bga-ant-de);
* a university costs 7 (ilnanoborbone, d-saad) and is laid at once on a worker
  that is not a slave (every source), one per worker; its bonus is option ``university_bonus``;
* a slave is freed for 1 action when it is free in the team (bga-ant-en); see
  option ``freeing`` and :mod:`.settlement` for the end of the game.

Marquoir's readings where the sources are silent: a university goes on a worker
free in the team (not on a site: what a worker brings is counted when it is
sent); tools and universities go on worker cards (workers and slaves), not on
machines; neither changes a wage.

>>> from marquoir.engine import Game
>>> game = Game.from_table(["Alice", "Bruno"], edition="antiquite", setup={
...     "Alice": {"workers": ["apprenti-3"], "sites": {"maison": []}}})
>>> game.invest("outil-scie")
>>> game.send("apprenti-3", to="maison", tool="outil-scie")
>>> game.built("Alice"), game.sesterces("Alice"), game.equipment("Alice")
(['maison'], 16, {'apprenti-3': ['outil-scie']})
>>> game.why_not("invest esclave-1")
'one-investment'
"""

from __future__ import annotations

from .errors import Refusal
from .moves import Move
from .rules import production, wage
from .state import Player

class InvestmentMoves:
    """Antiquity's moves and queries (mixed into :class:`~.game.Game`)."""

    # ------------------------------------------------------------------ moves

    def invest(self, card: str, on: str | None = None) -> None:
        """Take ``card`` from the investment row (1 action, one investment per turn); a university goes ``on`` a worker."""
        self._refuse(self._check_invest(card, on))
        t, p, c = self._t, self._me(), self.cards[card]
        t.actions -= self.rules.invest_actions
        t.invested += 1
        t.investments[c.type].remove(card)
        if c.type == "loan":
            p.money += c.gain
            p.loans.append(card)
            self._log("loan", player=p.name, card=card, money=c.gain, actions=self.rules.invest_actions)
            return
        p.money -= c.cost
        self._log("invest", player=p.name, card=card, actions=self.rules.invest_actions, cost=c.cost)
        if c.type == "slave":
            p.team.append(card)
            self._log("slave", player=p.name, worker=card)
        elif c.type == "tool":
            p.tools.append(card)
        else:
            p.equipped.setdefault(on, []).append(card)
            self._log("educate", player=p.name, card=card, worker=on, n=self.options.university_bonus)

    def free(self, slave: str) -> None:
        """Free one of your slaves: 1 action during your turn; at the settlement 5 sesterces (option ``freeing``)."""
        self._refuse(self._check_free(slave))
        t, p = self._t, self._me()
        p.freed.append(slave)
        if not t.settling:
            t.actions -= self.rules.freeing_actions
            self._log("free", player=p.name, worker=slave, actions=self.rules.freeing_actions,
                      wage=self._wage(p, slave))
        elif self.options.freeing == "end-only":
            t.actions -= self.rules.freeing_actions
            self._log("free-end-action", player=p.name, worker=slave, actions=self.rules.freeing_actions)
        else:
            p.money -= self.rules.freeing_end_cost
            self._log("free-end", player=p.name, worker=slave, cost=self.rules.freeing_end_cost)

    def repay(self, loan: str) -> None:
        """Repay one of your loans at the end-of-game settlement (15 sesterces, no action)."""
        self._refuse(self._check_repay(loan))
        p, cost = self._me(), self.cards[loan].repay
        p.money -= cost
        p.loans.remove(loan)
        p.repaid.append(loan)
        self._log("repay", player=p.name, card=loan, cost=cost)

    # ----------------------------------------------------------------- checks

    def _check_invest(self, card: str, on: str | None) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        for c in (card, on):
            if c is not None and c not in self.cards:
                return "unknown-card", {"id": c}
        if not self.rules.investment_types:  # not a move of the Middle Ages
            return "bad-move", {"text": Move("invest", card, on=on).text()}
        if t.settling:
            return "settlement", {}
        kind = self.cards[card].type
        if kind not in self.rules.investment_types:
            return "not-in-row", {"card": card, "row": "investments"}
        if t.invested >= self.rules.investments_per_turn:
            return "one-investment", {}
        stack = t.investments[kind]
        if card not in stack:
            return ("not-in-row", {"card": card, "row": "investments"}) if stack else ("no-stock", {"card": card})
        if (kind == "university") != (on is not None):
            return "invest-target", {"card": card}
        p = self._me()
        if on is not None:
            refusal = self._check_fit(p, on, card)
            if refusal:
                return refusal
        if t.actions < self.rules.invest_actions:
            return "no-actions", {"need": self.rules.invest_actions, "left": t.actions, "buy": self.rules.buy_cost}
        if p.money < self.cards[card].cost:
            return "no-ecus", {"cost": self.cards[card].cost, "have": p.money}
        return None

    def _check_fit(self, p: Player, worker: str, card: str) -> Refusal | None:
        """Whether tool or university ``card`` may go on ``worker`` (a free member of ``p``'s team)."""
        kind = self.cards[card].type
        if kind != "university" and card not in p.tools:
            return "tool-not-yours", {"card": card}
        if worker not in p.team:
            site = self._site_of(p, worker)
            return ("worker-busy", {"worker": worker, "site": site}) if site else ("not-in-team", {"worker": worker})
        if self.cards[worker].type not in ("worker", "slave"):
            return "not-a-worker", {"worker": worker}
        slave = self.cards[worker].type == "slave" and worker not in p.freed
        attached = [self.cards[c].type for c in p.equipped.get(worker, [])]
        if kind == "university":
            if slave and not self.options.university_on_slaves:
                return "university-on-slave", {"worker": worker}
            if "university" in attached:
                return "already-educated", {"worker": worker}
        else:
            if slave and not self.options.tools_on_slaves:
                return "tool-on-slave", {"worker": worker}
            if "tool" in attached:
                return "already-equipped", {"worker": worker}
        return None

    def _check_free(self, slave: str) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        if slave not in self.cards:
            return "unknown-card", {"id": slave}
        if not self.rules.investment_types:
            return "bad-move", {"text": Move("free", slave).text()}
        p = self._me()
        if self.cards[slave].type != "slave":
            return "not-a-slave", {"worker": slave}
        site = self._site_of(p, slave)
        if slave not in p.team and site is None:
            return "not-in-team", {"worker": slave}
        if slave in p.freed:
            return "already-freed", {"worker": slave}
        end_only = self.options.freeing == "end-only"
        if not t.settling and end_only:
            return "end-only", {}
        if t.settling and not end_only:
            cost = self.rules.freeing_end_cost
            return ("no-ecus", {"cost": cost, "have": p.money}) if p.money < cost else None
        if site is not None:
            return "slave-busy", {"worker": slave, "site": site}
        if t.actions < self.rules.freeing_actions:
            return "no-actions", {"need": self.rules.freeing_actions, "left": t.actions, "buy": self.rules.buy_cost}
        return None

    def _check_repay(self, loan: str) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        if loan not in self.cards:
            return "unknown-card", {"id": loan}
        if not self.rules.investment_types:
            return "bad-move", {"text": Move("repay", loan).text()}
        p = self._me()
        if loan not in p.loans:
            return "not-your-loan", {"card": loan}
        if not t.settling:
            return "end-only", {}
        cost = self.cards[loan].repay
        if p.money < cost:
            return "no-ecus", {"cost": cost, "have": p.money}
        return None

    def _investment_moves(self) -> list[str]:
        """The legal investments and freeings of the current player (during a turn)."""
        t, p, out = self._t, self._me(), []
        if t.invested < self.rules.investments_per_turn and t.actions >= self.rules.invest_actions:
            for kind, stack in t.investments.items():
                for card in stack:
                    if self.cards[card].cost > p.money:
                        continue
                    if kind != "university":
                        out.append(f"invest {card}")
                    else:
                        out += [f"invest {card} on {w}" for w in p.team if self._check_fit(p, w, card) is None]
        out += [f"free {s}" for s in self._unfreed(p) if self._check_free(s) is None]
        return out

    # ---------------------------------------------------------------- queries

    def sesterces(self, player: str) -> int:
        """Sesterces, Antiquity's money (the same as :meth:`ecus`)."""
        return self.ecus(player)

    def slaves(self, player: str) -> list[str]:
        """The player's slaves not yet freed, in the team or on a site."""
        return self._unfreed(self._player(player))

    def freed(self, player: str) -> list[str]:
        """The player's freed slaves (citizens, paid when sent)."""
        return list(self._player(player).freed)

    def tools(self, player: str) -> list[str]:
        """Tools bought and not fitted to any worker."""
        return list(self._player(player).tools)

    def loans(self, player: str) -> list[str]:
        """Loans taken and not repaid."""
        return list(self._player(player).loans)

    def equipment(self, player: str) -> dict[str, list[str]]:
        """Worker -> the tool and university attached to it."""
        return {w: list(c) for w, c in self._player(player).equipped.items()}

    @property
    def investment_row(self) -> dict[str, list[str]]:
        """The cards left in each stack of the investment row (``slave``, ``tool``, ``loan``, ``university``)."""
        return {k: list(v) for k, v in self._t.investments.items()}

    @property
    def settling(self) -> bool:
        """Whether the end-of-game settlement is running (Antiquity)."""
        return self._t.settling

    def penalties(self, player: str) -> int:
        """VP the player would lose at the final count now: each unpaid loan, each unfreed slave."""
        p = self._player(player)
        return sum(self.cards[c].penalty for c in p.loans + self._unfreed(p))

    def production(self, worker: str, player: str | None = None) -> tuple[int, ...]:
        """What ``worker`` brings to a site, with its tool and university (``player``: its owner, default current)."""
        return self._production(self._player(player or self.current), worker)

    def wage(self, worker: str, player: str | None = None) -> int:
        """What sending ``worker`` costs in money (a slave nothing until freed; option ``freed_slave_wage``)."""
        return self._wage(self._player(player or self.current), worker)

    # ---------------------------------------------------------------- helpers

    def _production(self, p: Player, worker: str) -> tuple[int, ...]:
        attached = p.equipped.get(worker)
        if not attached:
            return self.cards[worker].produces
        return production(self.cards[worker], [self.cards[c] for c in attached], self.options.university_bonus)

    def _wage(self, p: Player, worker: str) -> int:
        return wage(self.cards[worker], worker in p.freed, self.options.freed_slave_wage)

    def _unfreed(self, p: Player) -> list[str]:
        cards = self.cards
        return [c for c in p.team + [w for ws in p.sites.values() for w in ws]
                if cards[c].type == "slave" and c not in p.freed]

    @staticmethod
    def _site_of(p: Player, worker: str) -> str | None:
        for site, on_site in p.sites.items():
            if worker in on_site:
                return site
        return None

    def _return_tools(self, p: Player, workers: list[str]) -> None:
        """Option ``tool_stays: false``: the tools of ``workers`` (back from a completed site) return to ``p``."""
        for w in workers:
            for c in [c for c in p.equipped.get(w, []) if self.cards[c].type == "tool"]:
                p.equipped[w].remove(c)
                if not p.equipped[w]:
                    del p.equipped[w]
                p.tools.append(c)
                self._log("unequip", player=p.name, card=c)
