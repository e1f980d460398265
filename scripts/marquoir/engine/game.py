"""The reference game: one :class:`Game` holds a table and plays moves on it.

Each move has a check, which returns the rule it breaks (or None) without
touching anything, and an effect, which runs only after the check passed: a
refused move changes nothing. Rules come from [R-FR] (the official French
rulebook); where it is silent the engine follows Marquoir's verdicts:

* an empty deck is not reshuffled: the row just gets shorter;
* when, at the end of a turn, the building deck and the buildings row are both
  empty, the end of the game is triggered as with 17 VP (so every game ends);
* écus may be taken several times in a turn, each exchange at 1, 2 or 3 actions;
* tie-breaks count the VP of buildings *and* machines (option ``machines_in_tiebreak``).

Antiquity (``edition="antiquite"``) plays the same skeleton with sesterces and
adds the investment row (:mod:`.investments`) and the end-of-game settlement
(:mod:`.settlement`); what its sources leave open is an option (:mod:`.options`).

>>> game = Game.from_table(["Alice", "Bruno"], setup={
...     "Alice": {"workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
>>> game.send("compagnon-3", to="chapelle")
>>> game.ecus("Alice"), game.vp("Alice"), game.actions_left
(24, 5, 2)
"""

from __future__ import annotations

import random
from dataclasses import asdict
from fractions import Fraction
from typing import Any, Mapping

from . import messages
from .cards import Card, load_cards
from .errors import IllegalMove, Refusal
from .investments import InvestmentMoves
from .messages import event_lines
from .moves import Move, MoveSyntaxError, parse
from .options import ANTIQUITY_ONLY, Options
from .rules import EditionRules, coin_points, edition_rules, final_score, is_complete, send_actions
from .scoring import rank
from .settlement import SettlementPhase
from .setup import check_players, deal
from .state import Player, Table

class Game(InvestmentMoves, SettlementPhase):
    """A game of Les Bâtisseurs: set it up with :meth:`new` or :meth:`from_table`, then play moves."""

    def __init__(self, table: Table, *, rules: EditionRules, cards: Mapping[str, Card], options: Options, lang: str):
        self._t = table
        self.rules = rules
        self.cards = cards
        self.options = options
        self.lang = lang
        self.log: list[dict] = []
        self._by_name = {p.name: p for p in table.players}
        self._antiquity = bool(rules.investment_types)
        self._start_turn()

    # ----------------------------------------------------------------- setup

    @classmethod
    def new(cls, players: list[str], seed: int, *, edition: str = "moyen-age", options: Options | Mapping | None = None,
            first_player: str | None = None, lang: str = "fr") -> "Game":
        """A new game dealt from ``seed``; the first player is ``first_player`` or drawn with the seed."""
        rules, cards, options, lang, names = cls._inputs(players, seed, edition, options, lang)
        if first_player is not None and first_player not in names:
            raise ValueError(f"the first player {first_player!r} is not one of the players ({', '.join(names)})")
        rng = random.Random(seed)
        table = deal(names, rng, rules, cards, options=options)
        first = names.index(first_player) if first_player is not None else rng.randrange(len(names))
        table.first = table.current = first
        return cls(table, rules=rules, cards=cards, options=options, lang=lang)

    @classmethod
    def from_table(cls, players: list[str], *, setup: Mapping | None = None, seed: int = 0, edition: str = "moyen-age",
                   options: Options | Mapping | None = None, lang: str = "fr") -> "Game":
        """A table set up as ``setup`` says (see :mod:`.setup`), the rest dealt from ``seed``; the first listed player starts."""
        rules, cards, options, lang, names = cls._inputs(players, seed, edition, options, lang)
        table = deal(names, random.Random(seed), rules, cards, setup, options)
        return cls(table, rules=rules, cards=cards, options=options, lang=lang)

    @staticmethod
    def _inputs(players, seed, edition, options, lang):
        rules = edition_rules(edition)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        if lang not in messages.LANGS:
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(messages.LANGS)})")
        return rules, load_cards(edition), Options.of(options, edition), lang, check_players(players, rules)

    # ----------------------------------------------------------------- moves

    def open(self, card: str) -> None:
        """Open a site: take ``card`` from the buildings row (1 action); the row is refilled at once."""
        self._refuse(self._check_open(card))
        t, p = self._t, self._me()
        t.actions -= 1
        self._log("open", player=p.name, card=card, actions=1)
        self._take_from_row(t.buildings_row, t.building_deck, card, "buildings")
        p.sites[card] = []

    def recruit(self, card: str) -> None:
        """Recruit ``card`` from the workers row into the team (1 action, no écus); the row is refilled at once."""
        self._refuse(self._check_recruit(card))
        t, p = self._t, self._me()
        t.actions -= 1
        self._log("recruit", player=p.name, card=card, actions=1)
        self._take_from_row(t.workers_row, t.worker_deck, card, "workers")
        p.team.append(card)

    def send(self, worker: str, *, to: str, tool: str | None = None) -> None:
        """Send a free worker (or built machine) to one of your sites: its wage plus 1, 2, 3… actions (per site, per turn).

        Antiquity: ``tool`` fits one of your free tools to the worker on the way, at no cost.
        """
        site = to
        self._refuse(self._check_send(worker, site, tool))
        t, p = self._t, self._me()
        cost, wage = send_actions(t.sent.get(site, 0)), self._wage(p, worker)
        if tool is not None:
            p.tools.remove(tool)
            p.equipped.setdefault(worker, []).append(tool)
            self._log("equip", player=p.name, worker=worker, card=tool)
        t.actions -= cost
        t.sent[site] = cost
        p.money -= wage
        p.team.remove(worker)
        on_site = p.sites[site]
        on_site.append(worker)
        self._log("send", player=p.name, worker=worker, site=site, actions=cost, wage=wage)
        card = self.cards[site]
        total = [sum(column) for column in zip(*[self._production(p, w) for w in on_site])]
        if is_complete(card.requires, total):
            del p.sites[site]
            p.team.extend(on_site)
            p.money += card.ecus
            p.built.append(site)
            self._log("complete", player=p.name, site=site, money=card.ecus, vp=card.vp, workers=list(on_site))
            if not self.options.tool_stays:
                self._return_tools(p, on_site)
            if card.type == "machine":
                p.team.append(site)
                self._log("machine", player=p.name, card=site)

    def take(self, n: int) -> None:
        """Spend ``n`` actions (1, 2 or 3) to take 1, 3 or 6 écus."""
        self._refuse(self._check_take(n))
        t, p = self._t, self._me()
        gained = self.rules.take_rate(n)
        t.actions -= n
        p.money += gained
        self._log("take", player=p.name, money=gained, actions=n)

    def buy(self) -> None:
        """Pay 5 écus for one more action (any number, any time in your turn)."""
        self._refuse(self._check_buy())
        t, p = self._t, self._me()
        p.money -= self.rules.buy_cost
        t.actions += 1
        self._log("buy", player=p.name, cost=self.rules.buy_cost)

    def end_turn(self) -> None:
        """End the turn (unused actions are lost); check the end of the game; pass to the next player.

        Antiquity: after the last round comes the settlement (:mod:`.settlement`), where ``end`` finishes a
        player's settlement.
        """
        self._refuse(self._check_end())
        t, p = self._t, self._me()
        if t.settling:
            self._end_settlement()
            return
        p.turns += 1
        vp = self._vp(p)
        self._log("end-turn", player=p.name, vp=vp, money=p.money)
        if t.trigger is None:
            money_counts = self._antiquity and self.options.sesterces_count_for_17
            points = vp + self._coin_points(p.money) if money_counts else vp
            if points >= self.rules.end_vp:
                t.trigger = {"player": p.name, "reason": "vp"}
                self._log("end-vp-money" if money_counts else "end-vp", player=p.name, vp=points,
                          target=self.rules.end_vp)
            elif not t.building_deck and not t.buildings_row:
                t.trigger = {"player": p.name, "reason": "stall"}
                self._log("end-stall", player=p.name)
        nxt = (t.current + 1) % len(t.players)
        if t.trigger is not None and nxt == t.first:
            if self.rules.settlement:
                self._start_settlement()
            else:
                self._finish()
            return
        t.current = nxt
        if nxt == t.first:
            t.round += 1
        self._start_turn()

    def _finish(self) -> None:
        """The game is over: the final score and ranking go to the log."""
        t = self._t
        t.over, t.settling = True, False
        t.actions = 0
        t.sent = {}
        ranking = []
        for r, names in self.ranking():
            for n in names:
                entry = [r, n, self.score(n), self.vp(n), self.ecus(n)]
                ranking.append(entry + [self.penalties(n)] if self._antiquity else entry)
        self._log("game-over", ranking=ranking, winners=self.winners)

    def play(self, text: str) -> None:
        """Play a move written as text: ``open CARD``, ``recruit CARD``, ``send WORKER to SITE``, ``take N``, ``buy``, ``end``;
        Antiquity adds ``send WORKER to SITE with TOOL``, ``invest CARD [on WORKER]``, ``free SLAVE``, ``repay LOAN``."""
        self.apply(self._parse(text))

    def apply(self, move: Move) -> None:
        """Play a parsed :class:`~.moves.Move`."""
        verb = move.verb
        if verb == "open":
            self.open(move.card)
        elif verb == "recruit":
            self.recruit(move.card)
        elif verb == "send":
            self.send(move.card, to=move.site, tool=move.tool)
        elif verb == "invest":
            self.invest(move.card, on=move.on)
        elif verb == "free":
            self.free(move.card)
        elif verb == "repay":
            self.repay(move.card)
        elif verb == "take":
            self.take(move.n)
        elif verb == "buy":
            self.buy()
        elif verb == "end":
            self.end_turn()
        else:
            raise self._illegal(("bad-move", {"text": str(move)}))

    # ---------------------------------------------------------------- checks

    def why_not(self, move_text: str) -> str | None:
        """The rule id that would refuse this move now, or None if it is legal (never changes the game)."""
        try:
            move = parse(move_text)
        except MoveSyntaxError:
            return "bad-move"
        refusal = self._check(move)
        return refusal[0] if refusal else None

    def legal_moves(self) -> list[str]:
        """Every move the current player may play now, as text."""
        t = self._t
        if t.over:
            return []
        if t.settling:
            return self._settlement_moves()
        p, moves = self._me(), []
        if t.actions >= 1:
            moves += [f"open {c}" for c in t.buildings_row]
            moves += [f"recruit {c}" for c in t.workers_row]
        for site in p.sites:
            cost = send_actions(t.sent.get(site, 0))
            if cost <= t.actions:
                for w in p.team:
                    if self._wage(p, w) <= p.money:
                        moves.append(f"send {w} to {site}")
                        moves += [f"send {w} to {site} with {tool}" for tool in dict.fromkeys(p.tools)
                                  if self._check_fit(p, w, tool) is None]
        if self._antiquity:
            moves += self._investment_moves()
        moves += [f"take {n}" for n, _ in self.rules.take if n <= t.actions]
        if p.money >= self.rules.buy_cost:
            moves.append("buy")
        moves.append("end")
        return moves

    def _check(self, move: Move) -> Refusal | None:
        verb = move.verb
        if verb == "open":
            return self._check_open(move.card)
        if verb == "recruit":
            return self._check_recruit(move.card)
        if verb == "send":
            return self._check_send(move.card, move.site, move.tool)
        if verb == "invest":
            return self._check_invest(move.card, move.on)
        if verb == "free":
            return self._check_free(move.card)
        if verb == "repay":
            return self._check_repay(move.card)
        if verb == "take":
            return self._check_take(move.n)
        if verb == "buy":
            return self._check_buy()
        return self._check_end()

    def _check_end(self) -> Refusal | None:
        return ("game-over", {}) if self._t.over else None

    def _check_row(self, card: str, row: list[str], row_name: str) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        if card not in self.cards:
            return "unknown-card", {"id": card}
        if t.settling:
            return "settlement", {}
        if card not in row:
            return "not-in-row", {"card": card, "row": row_name}
        if t.actions < 1:
            return "no-actions", {"need": 1, "left": t.actions, "buy": self.rules.buy_cost}
        return None

    def _check_open(self, card: str) -> Refusal | None:
        return self._check_row(card, self._t.buildings_row, "buildings")

    def _check_recruit(self, card: str) -> Refusal | None:
        return self._check_row(card, self._t.workers_row, "workers")

    def _check_send(self, worker: str, site: str, tool: str | None = None) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        for card in (worker, site, tool):
            if card is not None and card not in self.cards:
                return "unknown-card", {"id": card}
        if tool is not None and not self._antiquity:  # not a move of the Middle Ages
            return "bad-move", {"text": Move("send", worker, site, tool=tool).text()}
        if t.settling:
            return "settlement", {}
        p = self._me()
        if worker not in p.team:
            for where, on_site in p.sites.items():
                if worker in on_site:
                    return "worker-busy", {"worker": worker, "site": where}
            return "not-in-team", {"worker": worker}
        if site not in p.sites:
            if site in p.built:
                return "site-finished", {"site": site}
            return "not-your-site", {"site": site}
        if tool is not None:
            if self.cards[tool].type != "tool":
                return "tool-not-yours", {"card": tool}
            refusal = self._check_fit(p, worker, tool)
            if refusal:
                return refusal
        cost = send_actions(t.sent.get(site, 0))
        if t.actions < cost:
            return "no-actions", {"need": cost, "left": t.actions, "buy": self.rules.buy_cost}
        wage = self._wage(p, worker)
        if p.money < wage:
            return "no-ecus", {"cost": wage, "have": p.money}
        return None

    def _check_take(self, n: Any) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        if t.settling:
            return "settlement", {}
        if not isinstance(n, int) or isinstance(n, bool) or self.rules.take_rate(n) is None:
            return "take-amount", {"n": n}
        if t.actions < n:
            return "no-actions", {"need": n, "left": t.actions, "buy": self.rules.buy_cost}
        return None

    def _check_buy(self) -> Refusal | None:
        t = self._t
        if t.over:
            return "game-over", {}
        if t.settling and self.options.freeing != "end-only":  # end-only: actions to free slaves may be bought
            return "settlement", {}
        p = self._me()
        if p.money < self.rules.buy_cost:
            return "no-ecus", {"cost": self.rules.buy_cost, "have": p.money}
        return None

    # --------------------------------------------------------------- queries

    @property
    def players(self) -> list[str]:
        """The players' names in table order."""
        return [p.name for p in self._t.players]

    @property
    def current(self) -> str | None:
        """Whose turn it is (None once the game is over)."""
        return None if self._t.over else self._t.players[self._t.current].name

    @property
    def first_player(self) -> str:
        """The first player (the round ends before their next turn)."""
        return self._t.players[self._t.first].name

    @property
    def actions_left(self) -> int:
        """Actions the current player has left this turn."""
        return self._t.actions

    @property
    def round(self) -> int:
        """The current round (1 for the first)."""
        return self._t.round

    @property
    def buildings_row(self) -> list[str]:
        return list(self._t.buildings_row)

    @property
    def workers_row(self) -> list[str]:
        return list(self._t.workers_row)

    @property
    def over(self) -> bool:
        return self._t.over

    @property
    def end_triggered(self) -> bool:
        """Whether the end has been triggered (the round is being completed, or the game is over)."""
        return self._t.trigger is not None

    @property
    def trigger(self) -> dict | None:
        """Who triggered the end and why (``{"player": ..., "reason": "vp" | "stall"}``), or None."""
        return dict(self._t.trigger) if self._t.trigger else None

    def ecus(self, player: str) -> int:
        """The player's money (écus; in Antiquity the same as :meth:`sesterces`)."""
        return self._player(player).money

    def vp(self, player: str) -> int:
        """VP from completed buildings and machines (écus not counted)."""
        return self._vp(self._player(player))

    def score(self, player: str) -> int | Fraction:
        """Final score: VP plus one per complete 10 écus; Antiquity subtracts the penalties (unpaid loans, unfreed
        slaves) and, with option ``coin_scoring: tenths``, counts 0.1 per sesterce (an exact Fraction)."""
        p = self._player(player)
        return final_score(self._vp(p), p.money, self.rules, penalties=self.penalties(player),
                           scoring=self.options.coin_scoring)

    def tiebreak_vp(self, player: str) -> int:
        """VP counted by the first tie-break: buildings and machines, or buildings only (option ``machines_in_tiebreak``)."""
        p = self._player(player)
        if self.options.machines_in_tiebreak:
            return self._vp(p)
        return sum(self.cards[c].vp for c in p.built if self.cards[c].type != "machine")

    def team(self, player: str) -> list[str]:
        """Free workers and built machines, ids in the order they joined."""
        return list(self._player(player).team)

    def sites(self, player: str) -> dict[str, list[str]]:
        """Open sites, each with the workers on it."""
        return {s: list(w) for s, w in self._player(player).sites.items()}

    def built(self, player: str) -> list[str]:
        """Completed buildings and machines, in the order they were completed."""
        return list(self._player(player).built)

    def turns_played(self, player: str) -> int:
        return self._player(player).turns

    def send_cost(self, site: str) -> int:
        """Actions the current player's next send to ``site`` costs now (1, then 2, 3… within a turn)."""
        return send_actions(self._t.sent.get(site, 0))

    def next_building(self) -> str | None:
        """The top card of the building deck (always visible: the deck lies construction side up), or None."""
        deck = self._t.building_deck
        return deck[0] if deck else None

    def next_worker(self) -> str | None:
        """The top card of the worker deck, or None; refused (rule ``hidden-card``) when the option hides it."""
        if not self.options.next_worker_visible:
            raise self._illegal(("hidden-card", {}))
        deck = self._t.worker_deck
        return deck[0] if deck else None

    def ranking(self) -> list[tuple[int, list[str]]]:
        """(rank, names) by score, then tie-break VP, then écus; equal players share a rank.

        Antiquity: the same tie-breaks by default (VP of cards, penalties not counted, then sesterces); with
        option ``shared_win``, by score alone (equal scores share the rank)."""
        criteria = self.ranking_criteria()
        return rank([(p.name, tuple(self._criterion(c, p) for c in criteria)) for p in self._t.players])

    def ranking_criteria(self) -> tuple[str, ...]:
        """What the ranking compares, in order: ``score``, then the tie-breaks ``vp`` (:meth:`tiebreak_vp`) and
        ``money`` (the edition's rules); only ``score`` with Antiquity's option ``shared_win``."""
        if self._antiquity and self.options.shared_win:
            return ("score",)
        return self.rules.ranking

    def _criterion(self, criterion: str, p: Player):
        if criterion == "score":
            return self.score(p.name)
        if criterion == "vp":
            return self.tiebreak_vp(p.name)
        return p.money

    @property
    def winners(self) -> list[str]:
        """The players ranked first (several when the victory is shared)."""
        return self.ranking()[0][1]

    def state(self) -> dict:
        """The whole game as plain JSON-able data (for equality checks and saving)."""
        data = self._t.to_dict(self._antiquity)
        data["current"] = self.current
        options = {k: v for k, v in asdict(self.options).items() if self._antiquity or k not in ANTIQUITY_ONLY}
        data.update(edition=self.rules.edition, options=options)
        return data

    def trace(self, lang: str | None = None, start: int = 0) -> list[str]:
        """The log from event ``start`` on, one line per event, in ``lang``."""
        lang = lang or self.lang
        lines = []
        for event in self.log[start:]:
            lines.extend(event_lines(event, lang, self.cards, self.rules.edition))
        return lines

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def __repr__(self) -> str:
        if self._t.over:
            return f"<Game {self.rules.edition}: over, winners {', '.join(self.winners)}>"
        return f"<Game {self.rules.edition}: round {self._t.round}, {self.current} to play, {self._t.actions} actions left>"

    # --------------------------------------------------------------- helpers

    def _me(self) -> Player:
        return self._t.players[self._t.current]

    def _player(self, name: str) -> Player:
        try:
            return self._by_name[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown player {name!r} (players: {', '.join(self.players)})") from None

    def _vp(self, p: Player) -> int:
        cards = self.cards
        return sum(cards[c].vp for c in p.built)

    def _coin_points(self, money: int) -> int | Fraction:
        return coin_points(money, self.rules, self.options.coin_scoring)

    def _start_turn(self) -> None:
        t = self._t
        t.actions = self.rules.free_actions
        t.sent = {}
        t.invested = 0
        p = self._me()
        self._log("turn", round=t.round, player=p.name, actions=t.actions, money=p.money)

    def _take_from_row(self, row: list[str], deck: list[str], card: str, row_name: str) -> None:
        """Take ``card`` out of ``row``; the top of ``deck`` fills its slot, or the row gets shorter."""
        i = row.index(card)
        if deck:
            row[i] = deck.pop(0)
            self._log("refill", row=row_name, card=row[i])
        else:
            del row[i]
            self._log("refill-empty", row=row_name)

    def _log(self, event: str, **params: Any) -> None:
        params["event"] = event
        self.log.append(params)

    def _parse(self, text: str) -> Move:
        try:
            return parse(text)
        except MoveSyntaxError:
            raise self._illegal(("bad-move", {"text": text})) from None

    def _illegal(self, refusal: Refusal) -> IllegalMove:
        return IllegalMove(refusal[0], refusal[1], lang=self.lang, edition=self.rules.edition)

    def _refuse(self, refusal: Refusal | None) -> None:
        if refusal is not None:
            raise self._illegal(refusal)
