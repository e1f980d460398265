"""The reference game: one :class:`Game` holds a table and plays moves on it; the public face of the engine.

The game state is a :class:`~.state.Table` of plain records; each move is a check and an effect,
functions of that state and the game's :class:`~.context.Context` (rules, cards, options), listed
in one table (:mod:`.verbs`): a move is checked first, and played only when no rule refuses it, so
a refused move changes nothing. ``Game`` keeps the table, the log of events, and answers the
questions (money, VP, score, ranking, legal moves, the trace in three languages). Rules come from
[R-FR] (the official French rulebook); where it is silent the engine follows Marquoir's verdicts:

* an empty deck is not reshuffled: the row just gets shorter;
* when, at the end of a turn, the building deck and the buildings row are both
  empty, the end of the game is triggered as with 17 VP (so every game ends);
* écus may be taken several times in a turn, each exchange at 1, 2 or 3 actions
  (option ``coin_exchanges``: Board Game Arena's one exchange per turn);
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
from collections.abc import Mapping
from fractions import Fraction

from . import history as _history
from . import messages, scoring, settlement, verbs
from .cards import Card, load_cards
from .context import Context
from .errors import IllegalMove, Refusal
from .history import FROM_TABLE, NEW, Origin, Step, completed_by, plain
from .investments import check_fit
from .messages import event_lines
from .moves import Move, MoveSyntaxError, parse
from .options import ANTIQUITY_ONLY, Options
from .rules import EditionRules, edition_rules, send_actions
from .setup import check_players, deal
from .state import Player, Table, copied
from .turn import start_turn
from .views import TableView


class Game:
    """A game of Les Bâtisseurs: set it up with :meth:`new` or :meth:`from_table`, then play moves.

    ``rules``, ``cards`` and ``options`` are the game's :class:`~.context.Context` (also ``context``); ``log`` is
    the list of events so far; ``view`` a read-only view of the table (:mod:`.views`); ``origin`` how the game
    was made and ``history`` what was played (:mod:`.history`: not game state).

    Every move goes through :meth:`apply` (the move methods and :meth:`play` build the move and call it). The game
    is read in two ways, each for its reader: the queries below (a player's money, VP, score, team, sites...; the
    ranking and why; the rule a move would break), which the worked examples, the scenario checker and the tests
    read, and :attr:`view`, the whole table read-only, which a policy reads (:mod:`.simulate`). What ``view``
    already serves gets no new query here."""

    def __init__(self, table: Table, *, rules: EditionRules, cards: Mapping[str, Card], options: Options, lang: str,
                 origin: Origin | None = None):
        self._t = table
        self.context = Context(rules, cards, options)
        self.rules, self.cards, self.options = rules, cards, options
        self.lang = lang
        self.log: list[dict] = []
        self._by_name = {p.name: p for p in table.players}
        self._antiquity = self.context.antiquity
        self._view = TableView(table)
        self._origin = origin
        self._moves: list[tuple] = []  # what each move left, recorded cheaply (see _record); read as Steps
        self._steps: list[Step] = []  # the Steps made so far from _moves
        start_turn(table, self.context, self.log)
        _history.new_game(self)

    # ----------------------------------------------------------------- setup

    @classmethod
    def new(cls, players: list[str], seed: int, *, edition: str = "moyen-age", options: Options | Mapping | None = None,
            first_player: str | None = None, lang: str = "fr") -> Game:
        """A new game dealt from ``seed``; the first player is ``first_player`` or drawn with the seed."""
        rules, cards, options, lang, names = cls._inputs(players, seed, edition, options, lang)
        if first_player is not None and first_player not in names:
            raise ValueError(f"the first player {first_player!r} is not one of the players ({', '.join(names)})")
        rng = random.Random(seed)
        table = deal(names, rng, rules, cards, options=options)
        first = names.index(first_player) if first_player is not None else rng.randrange(len(names))
        table.first = table.current = first
        origin = Origin(NEW, rules.edition, tuple(names), seed, cls._changed(options), first_player=first_player)
        return cls(table, rules=rules, cards=cards, options=options, lang=lang, origin=origin)

    @classmethod
    def from_table(cls, players: list[str], *, setup: Mapping | None = None, seed: int = 0, edition: str = "moyen-age",
                   options: Options | Mapping | None = None, lang: str = "fr") -> Game:
        """A table set up as ``setup`` says (see :mod:`.setup`), the rest dealt from ``seed``;
        the first listed player starts."""
        rules, cards, options, lang, names = cls._inputs(players, seed, edition, options, lang)
        given = plain(setup or {})
        table = deal(names, random.Random(seed), rules, cards, setup, options)
        origin = Origin(FROM_TABLE, rules.edition, tuple(names), seed, cls._changed(options), setup=given)
        return cls(table, rules=rules, cards=cards, options=options, lang=lang, origin=origin)

    @staticmethod
    def _inputs(players, seed, edition, options, lang):
        rules = edition_rules(edition)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        if lang not in messages.LANGS:
            raise ValueError(f"unknown language {lang!r} (known: {', '.join(messages.LANGS)})")
        return rules, load_cards(edition), Options.of(options, edition), lang, check_players(players, rules)

    @staticmethod
    def _changed(options: Options) -> dict:
        """The options that differ from the defaults, by name (what :attr:`origin` keeps)."""
        default = Options()
        return {k: v for k, v in options.as_dict().items() if getattr(default, k) != v}

    # ----------------------------------------------------------------- moves

    def open(self, card: str) -> None:
        """Open a site: take ``card`` from the buildings row (1 action); the row is refilled at once."""
        self.apply(Move("open", card=card))

    def recruit(self, card: str) -> None:
        """Recruit ``card`` from the workers row into the team (1 action, no écus); the row is refilled at once."""
        self.apply(Move("recruit", card=card))

    def send(self, worker: str, *, to: str, tool: str | None = None) -> None:
        """Send a free worker (or built machine) to one of your sites:
        its wage plus 1, 2, 3… actions (per site, per turn).

        Antiquity: ``tool`` fits one of your free tools to the worker on the way, at no cost.
        """
        self.apply(Move("send", card=worker, site=to, tool=tool))

    def take(self, n: int) -> None:
        """Spend ``n`` actions (1, 2 or 3) to take 1, 3 or 6 écus."""
        self.apply(Move("take", n=n))

    def buy(self) -> None:
        """Pay 5 écus for one more action (any number, any time in your turn)."""
        self.apply(Move("buy"))

    def end_turn(self) -> None:
        """End the turn (unused actions are lost); check the end of the game; pass to the next player.

        Antiquity: after the last round comes the settlement (:mod:`.settlement`), where ``end`` finishes a
        player's settlement.
        """
        self.apply(Move("end"))

    def invest(self, card: str, on: str | None = None) -> None:
        """Antiquity: take ``card`` from the investment row (1 action, one investment per turn); a university goes
        ``on`` a worker (:mod:`.investments`)."""
        self.apply(Move("invest", card=card, on=on))

    def free(self, slave: str) -> None:
        """Antiquity: free one of your slaves: 1 action during your turn; at the settlement 5 sesterces (option
        ``freeing``)."""
        self.apply(Move("free", card=slave))

    def repay(self, loan: str) -> None:
        """Antiquity: repay one of your loans at the end-of-game settlement (15 sesterces, no action)."""
        self.apply(Move("repay", card=loan))

    def play(self, text: str) -> None:
        """Play a move written as text, in one of the forms of :data:`.moves.FORMS` (``send compagnon-3 to
        chapelle``); text that is no move is refused (rule ``bad-move``) and recorded as written."""
        try:
            move = parse(text)
        except MoveSyntaxError:
            refusal = ("bad-move", {"text": text})
            self._record(text.strip() if isinstance(text, str) else repr(text), refusal)
            raise self._illegal(refusal) from None
        self.apply(move)

    def apply(self, move: Move) -> None:
        """Play a parsed :class:`~.moves.Move` (:class:`~.errors.IllegalMove`, and nothing changes, when refused):
        the one dispatcher every move method and :meth:`play` go through. The move is judged by
        :func:`.verbs.refusal`, then the verb's effect (:data:`.verbs.MOVES`) runs and logs its events.

        Played or refused, the move is added to :attr:`history`.

        >>> game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"workers": ["apprenti-1"]},
        ...                                                    "buildings_row": ["chapelle"]})
        >>> game.apply(parse("open chapelle"))
        >>> game.sites("Alice"), [e["event"] for e in game.log[-2:]]
        ({'chapelle': []}, ['open', 'refill'])
        >>> before = game.state()
        >>> try:
        ...     game.apply(parse("send apprenti-1 to eglise"))
        ... except IllegalMove as refused:
        ...     print(refused.rule, refused.params, game.state() == before)
        not-your-site {'site': 'eglise'} True
        """
        refused = verbs.refusal(self._t, self.context, move)
        if refused is not None:
            self._record(move, refused)
            raise self._illegal(refused)
        t, log = self._t, self.log
        mover, start = t.players[t.current], len(log)
        verbs.MOVES[move.verb].effect(t, self.context, move, log)
        self._moves.append((move, None, mover, start, len(log), t.actions, mover.money, len(mover.built),
                            None if t.over else t.current))

    def settle(self) -> list[str]:
        """Antiquity: play :meth:`best_settlement` for the settling player, then ``end``; the moves played (each one
        a step of :attr:`history`; refused, ``settle`` itself is the step)."""
        if not self._t.settling:
            refusal = ("game-over", {}) if self._t.over else ("end-only", {})
            self._record("settle", refusal)
            raise self._illegal(refusal)
        moves = self.best_settlement() + ["end"]
        for move in moves:
            self.play(move)
        return moves

    # ---------------------------------------------------------------- checks

    def why_not(self, move: str | Move) -> str | None:
        """The rule id that would refuse this move (text or :class:`~.moves.Move`) now, or None if it is legal
        (never changes the game)."""
        if not isinstance(move, Move):
            try:
                move = parse(move)
            except MoveSyntaxError:
                return "bad-move"
        refusal = self.refusal(move)
        return refusal.rule if refusal else None

    def refusal(self, move: str | Move) -> IllegalMove | None:
        """What would refuse this move now: the :class:`~.errors.IllegalMove` (its rule, the parameters of its message
        and the message in the game's language), or None if it is legal. Never changes the game, nor its
        :attr:`history` (the move is not recorded)."""
        if not isinstance(move, Move):
            try:
                move = parse(move)
            except MoveSyntaxError:
                return self._illegal(("bad-move", {"text": move}))
        refused = verbs.refusal(self._t, self.context, move)
        return self._illegal(refused) if refused else None

    def preview(self, move: str | Move) -> dict | None:
        """What a legal move would change for the player whose turn it is, without playing it: ``{"actions": ...,
        "money": ...}``, each the change (negative for what it costs), the move's own effect played on a copy of the
        table; None when the move is refused (:meth:`refusal` says why). Never changes the game nor its history.

        >>> game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"ecus": 10}, "buildings_row": ["chapelle"]})
        >>> game.preview("open chapelle"), game.preview("take 3"), game.preview("buy"), game.actions_left
        ({'actions': -1, 'money': 0}, {'actions': -3, 'money': 6}, {'actions': 1, 'money': -5}, 3)
        """
        move = move if isinstance(move, Move) else parse(move)
        if verbs.refusal(self._t, self.context, move) is not None:
            return None
        table = copied(self._t)
        mover = table.players[table.current]
        before = (table.actions, mover.money)
        verbs.MOVES[move.verb].effect(table, self.context, move, [])
        actions = table.actions - before[0] if table.current_player is mover else 0
        return {"actions": actions, "money": mover.money - before[1]}

    def fork(self) -> Game:
        """A copy of the game as it stands, to try moves on (a lesson's hint plans on it): its table and log copied,
        the original never changed by what the copy plays; no origin and no history of the moves before.

        >>> game = Game.from_table(["Alice", "Bruno"], setup={"buildings_row": ["chapelle"]})
        >>> trial = game.fork()
        >>> trial.play("open chapelle")
        >>> trial.sites("Alice"), game.sites("Alice"), len(trial.log) > len(game.log)
        ({'chapelle': []}, {}, True)
        """
        game = object.__new__(Game)
        game.__dict__.update(self.__dict__)
        game._t = copied(self._t)
        game.log = list(self.log)  # an event is never changed once logged
        game._by_name = {p.name: p for p in game._t.players}
        game._view = TableView(game._t)
        game._origin, game._moves, game._steps = None, [], []
        return game

    def why_not_fit(self, worker: str, card: str, player: str | None = None) -> str | None:
        """Antiquity: the rule id that keeps tool or university ``card`` off ``worker`` now (``player``: the worker's
        owner, default the current player), or None when it may be fitted (never changes the game)."""
        refusal = check_fit(self.context, self._player(player or self.current), worker, card)
        return refusal[0] if refusal else None

    def legal_moves(self) -> list[str]:
        """Every move the current player may play now, as text."""
        return verbs.legal_moves(self._t, self.context)

    def best_settlement(self, player: str | None = None) -> list[str]:
        """Antiquity: the moves that settle ``player`` (default: the current player) best from here, ``end`` not
        included: repay loans and free slaves when it raises the final score (then keeps more sesterces)."""
        return settlement.best_settlement(self._t, self.context, self._player(player or self.current))

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
        return self.context.vp(self._player(player))

    def score(self, player: str) -> int | Fraction:
        """Final score: VP plus one per complete 10 écus; Antiquity subtracts the penalties (unpaid loans, unfreed
        slaves) and, with option ``coin_scoring: tenths``, counts 0.1 per sesterce (an exact Fraction)."""
        return scoring.score(self.context, self._player(player))

    def tiebreak_vp(self, player: str) -> int:
        """VP counted by the first tie-break: buildings and machines, or buildings only
        (option ``machines_in_tiebreak``)."""
        return scoring.tiebreak_vp(self.context, self._player(player))

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
        return scoring.ranking(self.context, self._t.players)

    def ranking_explained(self) -> list[dict]:
        """Why players with the same score are ranked as they are: which criterion of :meth:`ranking_criteria`
        separated each of them from the next, with both figures, and which players nothing separates (plain data,
        see :func:`.scoring.explain`)."""
        return scoring.explain(scoring.entries(self.context, self._t.players), self.ranking_criteria())

    def ranking_criteria(self) -> tuple[str, ...]:
        """What the ranking compares, in order: ``score``, then the tie-breaks ``vp`` (:meth:`tiebreak_vp`) and
        ``money`` (the edition's rules); only ``score`` with Antiquity's option ``shared_win``."""
        return scoring.ranking_criteria(self.context)

    @property
    def winners(self) -> list[str]:
        """The players ranked first (several when the victory is shared)."""
        return self.ranking()[0][1]

    def state(self) -> dict:
        """The whole game as plain JSON-able data (for equality checks and saving)."""
        data = self._t.to_dict(self._antiquity)
        data["current"] = self.current
        options = {k: v for k, v in self.options.as_dict().items() if self._antiquity or k not in ANTIQUITY_ONLY}
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

    @property
    def origin(self) -> Origin | None:
        """How the game was made (:class:`~.history.Origin`; None for a game made from a table directly)."""
        return self._origin

    @property
    def history(self) -> tuple[Step, ...]:
        """Every move played or refused so far, in order, with the figures after it (:class:`~.history.Step`).
        Not game state: :meth:`state` leaves it out."""
        steps = self._steps
        for i in range(len(steps), len(self._moves)):
            steps.append(self._step(i))
        return tuple(steps)

    @property
    def view(self) -> TableView:
        """A read-only view of the live table (:mod:`.views`): what a policy or a display reads."""
        return self._view

    # ----------------------------------------------------- Antiquity's queries

    def sesterces(self, player: str) -> int:
        """Sesterces, Antiquity's money (the same as :meth:`ecus`)."""
        return self._player(player).money

    def slaves(self, player: str) -> list[str]:
        """The player's slaves not yet freed, in the team or on a site."""
        return self.context.unfreed(self._player(player))

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
        return scoring.penalties(self.context, self._player(player))

    def production(self, worker: str, player: str | None = None) -> tuple[int, ...]:
        """What ``worker`` brings to a site, with its tool and university (``player``: its owner, default current)."""
        return self.context.production(self._player(player or self.current), worker)

    def wage(self, worker: str, player: str | None = None) -> int:
        """What sending ``worker`` costs in money (a slave nothing until freed; option ``freed_slave_wage``)."""
        return self.context.wage(self._player(player or self.current), worker)

    def __repr__(self) -> str:
        if self._t.over:
            return f"<Game {self.rules.edition}: over, winners {', '.join(self.winners)}>"
        return (f"<Game {self.rules.edition}: round {self._t.round}, {self.current} to play, "
                f"{self._t.actions} actions left>")

    # --------------------------------------------------------------- helpers

    def _player(self, name: str) -> Player:
        try:
            return self._by_name[name]
        except (KeyError, TypeError):
            raise ValueError(f"unknown player {name!r} (players: {', '.join(self.players)})") from None

    def _record(self, move: Move | str, refused: Refusal) -> None:
        """Remember a refused move for the history (:meth:`apply` remembers a move played: ``(move, None, mover, log
        entries from, to, actions, the mover's money, how many cards the mover had completed, the current player)``).
        Only what would be lost is kept now: the :class:`~.history.Step` is made when :attr:`history` is read, so that
        random games stay fast."""
        t = self._t
        mover = None if t.over else t.current_player
        self._moves.append((move, (refused[0], dict(refused[1])), mover, None, None, t.actions,
                            None if mover is None else mover.money, None if mover is None else len(mover.built),
                            None if t.over else t.current))

    def _step(self, i: int) -> Step:
        move, refused, mover, start, end, actions, money, built, current = self._moves[i]
        text = move.text() if isinstance(move, Move) else move
        events = tuple(self.log[start:end]) if start is not None else ()
        cards, players = self.cards, self._t.players
        return Step(n=i + 1, move=text, player=mover.name if mover else None, events=events, refused=refused,
                    actions_left=actions, money=money,
                    vp=None if mover is None else sum(cards[c].vp for c in mover.built[:built]),
                    completed=completed_by(events), current=None if current is None else players[current].name)

    def _illegal(self, refusal: Refusal) -> IllegalMove:
        return IllegalMove(refusal[0], refusal[1], lang=self.lang, edition=self.rules.edition)
