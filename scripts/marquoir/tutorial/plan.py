"""The hint's way to a step's goal from the table the reader actually has.

A lesson's table is dealt so that each step's suggested moves lead to its goal. A reader may play any move (the
lesson says so), and from their table the suggested moves may no longer lead there: another building started at the
first step, the site the step's moves name is not theirs. The hint (:meth:`.session.Session.hint`) then asks here for
a way to the step's condition (:mod:`.conditions`) from the reader's own table, each candidate tried on a copy of the
game (:meth:`Game.fork <marquoir.engine.game.Game.fork>`), the opponent's turns played as the session plays them:

* :func:`script_turns` — whether the step's remaining suggested moves still meet the condition from here, and in
  how many of the reader's turns;
* :func:`this_turn` — the reader's fewest moves this turn after which the condition holds; among as few, the one
  that leaves the best table (VP, then what the reader's sites still need, then money). An action is bought only
  when the goal is to buy or when asked (``buys``);
* :func:`next_turn` — the same in the reader's next turn, once this one is ended and the opponent has played;
* :func:`wasteful` — what no hint suggests, a move that loses: taking money with an action bought this turn (5 for
  at most 1, 3 or 6, the certain loss the FAQ warns of), ending a turn with a bought action unused, buying an action
  that completes nothing.

The search is bounded (:class:`Budget`: moves tried on copies), so that a hint stays quick in the reader's
browser; past the bound, no way is found and the hint falls back on the engine's own move.

>>> from marquoir.engine import Game
>>> game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"ecus": 20, "workers": ["apprenti-1", "compagnon-1"]},
...                        "buildings_row": ["tonnelle", "cabane", "chapelle", "eglise", "grue-1"]})
>>> goal = Goal(({"event": "send", "actions": 2},), "Alice", len(game.log), frozenset({kind("send w to s")}))
>>> this_turn(game, goal, Budget())  # a site, then two workers on it: 1 + 1 + 2 actions, one too many
>>> this_turn(game, goal, Budget(), buys=1)
['open grue-1', 'send apprenti-1 to grue-1', 'buy', 'send compagnon-1 to grue-1']
>>> game.play("buy"), wasteful(game, "Alice", "take 1"), wasteful(game, "Alice", "open tonnelle")
(None, True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from ..engine.game import Game
from ..engine.moves import parse
from .conditions import holds
from .view import needs

END, BUY = "end", "buy"
TURN_STARTS = frozenset({"turn", "settle-turn", "settle-turn-actions"})
"""The log's events that start a player's turn (or their part of the settlement)."""
ENABLERS = frozenset({"open", "recruit"})
"""The verbs a way may use on the way to its last move whatever the goal: a site and a worker are what a send
needs."""
MOST_MOVES = 4
"""The most moves a way within one turn holds (3 free actions, and one bought)."""
BUDGET = 400
"""The most moves one hint tries on copies of the game."""
MOST_OPPONENT_MOVES = 60
"""The most moves the opponent's turn is played for, on a copy (its policy ends a turn long before)."""

Opponent = Callable[[Game, int], str]
"""The opponent's move in a game whose moves so far number ``n`` (as the session draws it)."""


@dataclass(frozen=True)
class Goal:
    """A step's condition for the reader ``me``, its events counted from ``since`` (an index of the game's log), and
    the kinds of move that reach it: those of the step's suggested moves (:func:`kind`)."""

    until: Sequence[Mapping]
    me: str
    since: int
    kinds: frozenset[tuple[str, ...]] = frozenset()

    def met(self, game: Game) -> bool:
        return holds(self.until, game, self.me, self.since)


def kind(text: str) -> tuple[str, ...]:
    """A move's kind: its verb and the fields its form fills (``send W to S`` and ``send W to S with T`` differ)."""
    move = parse(text)
    return (move.verb, *(name for name in move._fields[1:] if getattr(move, name) is not None))


class Budget:
    """How many more moves may be tried on copies of the game for one hint."""

    def __init__(self, moves: int = BUDGET):
        self.left = moves

    def spend(self) -> bool:
        self.left -= 1
        return self.left >= 0


def bought(game: Game, me: str) -> int:
    """How many actions ``me`` bought in the turn being played."""
    n = 0
    for event in reversed(game.log):
        if event["event"] in TURN_STARTS:
            break
        n += event["event"] == "buy" and event.get("player") == me
    return n


def completes_after_buying(game: Game, me: str) -> bool:
    """Whether, with one more action bought, one send completes a site of ``me``."""
    trial = game.fork()
    trial.play(BUY)
    for text in trial.legal_moves():
        if text.startswith("send "):
            after = trial.fork()
            after.play(text)
            if any(e["event"] == "complete" and e.get("player") == me for e in after.log[len(trial.log):]):
                return True
    return False


def wasteful(game: Game, me: str, move: str) -> bool:
    """Whether ``move`` loses (see the module docstring): money taken after buying an action this turn, the turn
    ended with a bought action unused, an action bought that completes nothing."""
    verb = move.split(" ", 1)[0]
    if verb == "take":
        return bought(game, me) > 0
    if verb == END:
        return game.actions_left > 0 and bought(game, me) > 0
    if verb == BUY:
        return game.why_not(BUY) is not None or not completes_after_buying(game, me)
    return False


def value(game: Game, me: str) -> tuple[int, int, int]:
    """How good the table is for ``me``, the larger the better: VP, then the least still needed on the sites, then
    money."""
    missing = sum(sum(needs(game, me, site, workers)) for site, workers in game.sites(me).items())
    return game.vp(me), -missing, game.ecus(me)


def this_turn(game: Game, goal: Goal, budget: Budget, *, buys: int = 0) -> list[str] | None:
    """The reader's way to ``goal`` within this turn (see the module docstring), or None. Its last move is of one of
    the goal's kinds; a move before it is too, or opens a site or recruits a worker (:data:`ENABLERS`), and each site,
    worker or tool a move before the last one brings is used by a later move (:func:`brings`); ``buys``: how many
    actions it may buy on the way (a buy that meets the goal itself is always allowed)."""
    me = goal.me
    if game.over or game.current != me:
        return None
    level: list[tuple[tuple[str, ...], Game, frozenset]] = [((), game, frozenset())]
    seen: set[tuple[str, ...]] = set()
    for depth in range(1, MOST_MOVES + 1):
        found, deeper = [], []
        for moves, before, waiting in level:
            for text in before.legal_moves():
                move = parse(text)
                unused = waiting - {("site", move.site), ("worker", move.card), ("worker", move.on),
                                    ("tool", move.tool)}
                last = kind(text) in goal.kinds and not unused  # it may meet the goal
                unused |= brings(before, move)
                on = depth < MOST_MOVES and text != END and usable(unused) and (
                    kind(text) in goal.kinds or move.verb in ENABLERS or text == BUY and moves.count(BUY) < buys)
                key = tuple(sorted((*moves, text)))
                if not (last or on) or key in seen or text != BUY and wasteful(before, me, text):
                    continue
                seen.add(key)
                if not budget.spend():
                    return _best(found, me)
                after = before.fork()
                after.play(text)
                if last and goal.met(after):
                    found.append(((*moves, text), after))
                elif on and not after.over and after.current == me:
                    deeper.append(((*moves, text), after, unused))
        if found:
            return _best(found, me)
        level = deeper
    return None


def brings(game: Game, move) -> frozenset:
    """What ``move`` brings that a later move of a way must use: the site it opens, the worker it recruits, the tool
    or the slave it invests in."""
    if move.verb == "open":
        return frozenset({("site", move.card)})
    if move.verb == "recruit":
        return frozenset({("worker", move.card)})
    if move.verb == "invest" and move.on is None:
        card_type = game.card(move.card).type
        if card_type in ("tool", "slave"):
            return frozenset({("tool" if card_type == "tool" else "worker", move.card)})
    return frozenset()


def usable(unused: frozenset) -> bool:
    """Whether one move can still use every site, worker and tool brought and not yet used: a send uses one of
    each."""
    kinds = [what for what, _ in unused]
    return len(kinds) == len(set(kinds))


def _best(found: list[tuple[tuple[str, ...], Game]], me: str) -> list[str] | None:
    """The way that buys least and leaves the best table; the first found among equals."""
    if not found:
        return None
    way, _ = max(found, key=lambda f: (-f[0].count(BUY), value(f[1], me)))
    return list(way)


def opponent_turn(game: Game, me: str, opponent: Opponent, n: int) -> int:
    """Play the opponent's turn on ``game`` (a copy) as the session would; the number of moves after it."""
    for _ in range(MOST_OPPONENT_MOVES):
        if game.over or game.current == me:
            break
        game.play(opponent(game, n))
        n += 1
    return n


def next_turn(game: Game, goal: Goal, opponent: Opponent, n: int, budget: Budget) -> list[str] | None:
    """The way to ``goal`` that ends this turn now and reaches it in the reader's next turn (``end`` first), or None.
    ``n``: the number of moves of the game so far."""
    if game.over or game.current != goal.me or not budget.spend():
        return None
    trial = game.fork()
    trial.play(END)
    opponent_turn(trial, goal.me, opponent, n + 1)
    if trial.over or trial.current != goal.me:
        return None
    if goal.met(trial):
        return [END]
    way = this_turn(trial, goal, budget)
    return [END, *way] if way else None


def script_turns(game: Game, goal: Goal, script: Sequence[str], opponent: Opponent, n: int) -> int | None:
    """How many times the reader ends a turn before ``script`` (the step's suggested moves not yet played, each
    played when the rules accept it and passed over otherwise, as the hint passes over them) meets ``goal``: 0 when
    it does within this turn; None when it does not meet it."""
    trial, turns = game.fork(), 0
    for text in script:
        if trial.over or trial.current != goal.me:
            return None
        if trial.why_not(text) is not None:
            continue
        trial.play(text)
        n += 1
        if goal.met(trial):
            return turns
        if text == END:
            turns += 1
            n = opponent_turn(trial, goal.me, opponent, n)
            if goal.met(trial):
                return turns
    return None
