"""A lesson being played: its game, the moves played so far, which step the reader is at, the hint, the opponent.

A lesson (:class:`Lesson`) is plain data, the language-neutral part of a ``lesson`` fact of ``rules/``: the
players (the reader first, then the engine's player), the table it starts from (a seed and a ``setup``, as a
``marquoir check`` case has them, and engine options), and its steps, each with the condition that ends it
(:mod:`.conditions`) and the moves it suggests. A :class:`Session` replays a list of moves on the lesson's table
and keeps, after every move, which step is current:

* a step is done as soon as its condition holds after a move; the next step's events start with that same move,
  so one move may end several steps (completing a site ends the step of the escalation and that of the
  completion);
* the hint is the step's next suggested move not yet played (its moves are matched in order among the reader's
  moves since the step began), or the first later one the rules accept now, as long as they still lead to the
  step's goal from the reader's table; when they no longer do (the reader played otherwise: any move may be
  tried), the next move of the reader's own way to the goal, found on copies of the game (:mod:`.plan`); in a step
  without moves, once the lesson is done, or with no way within two turns, the engine's own policy suggests a move
  (:mod:`marquoir.engine.simulate`); no hint is a move that loses (:func:`.plan.wasteful`);
* the opponent plays its turns with that policy; each of its moves is drawn from a generator seeded with the
  lesson's seed and the move's number, so the same moves always give the same game;
* only a move the rules accept is played: a refused one is answered (:meth:`Session.attempt`) and not recorded,
  so that the game so far is always a case the checker replays (:func:`marquoir.web.case_of_game`).

>>> lesson = Lesson.of({"id": "demo", "edition": "moyen-age", "players": ["Alice", "Bruno"], "seed": 3,
...     "setup": {"buildings_row": ["tonnelle", "cabane", "chapelle", "eglise", "grue-1"]},
...     "steps": [{"id": "open", "until": [{"event": "open"}], "moves": ["open tonnelle"]}]})
>>> session = Session(lesson)
>>> session.hint(), session.attempt("open chapel").rule, session.attempt("open tonnelle"), session.done
('open tonnelle', 'unknown-card', None, ['open'])
>>> session.undoable(), Session(lesson, session.moves[:-1]).step
(1, 0)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ..engine.errors import IllegalMove
from ..engine.game import Game
from ..engine.moves import Move
from ..engine.simulate import MAX_MOVES, ProgressPolicy
from . import plan
from .conditions import holds

END, BUY = "end", "buy"
REDRAWS = 5
"""How many times the engine's move is drawn for the hint before it falls back on a plain legal move."""
LESSON, OWN, OUT_OF_REACH = "lesson", "own", "out-of-reach"
COURSES = (LESSON, OWN, OUT_OF_REACH)
"""The course a hint follows (:meth:`Session.advice`): the lesson's own (the step's suggested moves, or the engine's
move where the step says so), the reader's own way to the step's goal from their table, or none within reach (the
engine's move meanwhile)."""


@dataclass(frozen=True)
class Step:
    """One step: its id, the condition that ends it (a list of tests) and the moves it suggests, in order."""

    id: str
    until: tuple[Mapping, ...]
    moves: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A lesson's game and steps as plain data (see the module docstring)."""

    id: str
    edition: str
    players: tuple[str, ...]
    seed: int
    steps: tuple[Step, ...]
    setup: Mapping | None = None
    options: Mapping | None = None

    @classmethod
    def of(cls, data: Mapping) -> Lesson:
        """The lesson from its plain data (:meth:`data`: what the page holds and sends)."""
        steps = tuple(Step(s["id"], tuple(s["until"]), tuple(s.get("moves", ()))) for s in data["steps"])
        return cls(data["id"], data["edition"], tuple(data["players"]), data.get("seed", 0), steps,
                   data.get("setup"), data.get("options"))

    @classmethod
    def of_fact(cls, fact) -> Lesson:
        """The language-neutral part of a ``lesson`` fact of ``rules/`` (:class:`marquoir.facts.model.Lesson`)."""
        return cls.of({"id": fact.id, "edition": fact.edition, "players": list(fact.players), "seed": fact.seed,
                       "setup": fact.setup, "options": dict(fact.options) or None,
                       "steps": [{"id": s.id, "until": [dict(t) for t in s.until], "moves": list(s.moves)}
                                 for s in fact.steps]})

    def named(self, names: Mapping[str, str]) -> Lesson:
        """The same lesson with its players renamed (``names``: a name and the one it becomes; the others kept), in
        its setup too: the players as the page's language names them. The same game: the engine draws nothing from
        a name."""
        setup = {names.get(k, k): v for k, v in self.setup.items()} if self.setup else self.setup
        return replace(self, players=tuple(names.get(p, p) for p in self.players), setup=setup)

    def data(self) -> dict:
        return {"id": self.id, "edition": self.edition, "players": list(self.players), "seed": self.seed,
                "setup": self.setup, "options": self.options,
                "steps": [{"id": s.id, "until": list(s.until), "moves": list(s.moves)} for s in self.steps]}

    def new_game(self) -> Game:
        """The lesson's table, as a case sets it up (so that the game so far opens in the case checker)."""
        return Game.from_table(list(self.players), setup=self.setup, seed=self.seed, edition=self.edition,
                               options=self.options)


class Session:
    """The lesson's game after ``moves`` (every player's, in order); IllegalMove when one of them is refused (a game
    saved from another version of the lesson)."""

    def __init__(self, lesson: Lesson, moves=()):
        self.lesson = lesson
        self.game = lesson.new_game()
        self.me, self.opponent = lesson.players[0], lesson.players[1]
        self.moves: list[str] = []
        self.movers: list[str] = []  # who played each move
        self.step = 0  # the current step's index (len(steps): the lesson is done)
        self.done: list[str] = []  # the steps done, in order
        self._since = 0  # where the current step's events begin in the game's log
        self._after = 0  # where the moves matched against its suggested moves begin
        self._policies = {"opponent": ProgressPolicy("builder"), "hint": ProgressPolicy("builder"),
                          "trial": ProgressPolicy("builder")}  # the opponent's moves on copies of the game
        for text in moves:
            refused = self.game.refusal(text)
            if refused is not None:
                raise refused
            self._play(text)

    @property
    def current_step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step] if self.step < len(steps) else None

    def _play(self, text: str) -> None:
        start, mover = len(self.game.log), self.game.current
        self.game.play(text)
        self.moves.append(text)
        self.movers.append(mover)
        steps = self.lesson.steps
        while self.step < len(steps) and holds(steps[self.step].until, self.game, self.me, self._since):
            self.done.append(steps[self.step].id)
            self.step += 1
            self._since, self._after = start, len(self.moves)

    def attempt(self, text: str) -> IllegalMove | None:
        """Play the reader's move ``text``, or say why the rules refuse it (nothing is then played)."""
        refused = self.game.refusal(text)
        if refused is None:
            self._play(text)
        return refused

    def _policy_move(self, who: str, draw: int = 0) -> Move:
        """The engine's move for ``who`` (the opponent, or the hint), drawn from a generator seeded with the lesson's
        seed and the move's number (and, for a hint drawn again, the draw's)."""
        rng = random.Random(f"{self.lesson.seed}:{who}:{len(self.moves)}" + (f":{draw}" if draw else ""))
        return self._policies[who](self.game, rng)

    def opponent_turn(self) -> list[str]:
        """The opponent plays while it is its turn (its settlement too); the moves it played."""
        played = []
        while not self.game.over and self.game.current == self.opponent:
            if len(self.moves) >= MAX_MOVES:
                raise RuntimeError(f"the lesson {self.lesson.id!r} did not end after {MAX_MOVES} moves")
            text = self._policy_move("opponent").text()
            self._play(text)
            played.append(text)
        return played

    def _opponent_on_copy(self, game: Game, n: int) -> str:
        """The opponent's move on a copy of the game (the plans' :data:`.plan.Opponent`), as it will be drawn."""
        return self._policies["trial"](game, random.Random(f"{self.lesson.seed}:opponent:{n}")).text()

    def _script(self, step: Step) -> list[str]:
        """The step's suggested moves not yet played: matched in order among the reader's moves since it began."""
        matched = 0
        for text, mover in zip(self.moves[self._after:], self.movers[self._after:]):
            if mover == self.me and matched < len(step.moves) and text == step.moves[matched]:
                matched += 1
        return list(step.moves[matched:])

    def hint(self) -> str | None:
        """The move suggested to the reader now (None when it is not the reader's turn): see :meth:`advice`."""
        return self.advice()[0]

    def advice(self) -> tuple[str | None, str | None]:
        """The move suggested to the reader now and the course it follows (:data:`COURSES`; both None when it is not
        the reader's turn). The step's suggested move while the step's suggested moves still lead to its goal from
        the reader's table (``lesson``); otherwise the next move of the reader's own way to that goal within this
        turn or the next (``own``, :mod:`.plan`); with no such way, the engine's own move (``out-of-reach``). In a
        step without moves and once the lesson is done, the engine's own move (``lesson``: the step says so). The
        engine's move is never a wasteful one (:func:`.plan.wasteful`)."""
        game = self.game
        if game.over or game.current != self.me:
            return None, None
        step = self.current_step
        if step is None or not step.moves:
            return self._engine_move(), LESSON
        return self._way(step)

    def _way(self, step: Step) -> tuple[str, str]:
        """The move towards ``step``'s goal and its course (see :meth:`advice`)."""
        game, budget, n = self.game, plan.Budget(), len(self.moves)
        goal = plan.Goal(step.until, self.me, self._since, frozenset(plan.kind(text) for text in step.moves))
        script = self._script(step)
        first = next((text for text in script if game.why_not(text) is None), None)
        # a suggested buy is the step's own (its goal may be to buy); any other suggested move that loses is not
        # followed (the reader bought an action the suggested end of the turn would waste)
        if first is not None and (first == BUY or not plan.wasteful(game, self.me, first)) \
                and plan.script_turns(game, goal, script, self._opponent_on_copy, n) is not None:
            return first, LESSON
        way = plan.this_turn(game, goal, budget)
        if way:
            return way[0], OWN
        way = plan.next_turn(game, goal, self._opponent_on_copy, n, budget)
        if way:
            return self._spare_move(goal, way), OWN
        way = plan.this_turn(game, goal, budget, buys=1)
        return (way[0], OWN) if way else (self._engine_move(), OUT_OF_REACH)

    def _spare_move(self, goal: plan.Goal, way: list[str]) -> str:
        """This turn's move when ``way`` (the end of this turn, then the next turn's moves) reaches the goal: the
        engine's own, if ``way`` still reaches it after it; otherwise the end of the turn, unless ending now wastes
        a bought action."""
        move = self._engine_move()
        if move == END:
            return END
        trial = self.game.fork()
        trial.play(move)
        if plan.script_turns(trial, goal, way, self._opponent_on_copy, len(self.moves) + 1) is not None:
            return move
        return move if plan.wasteful(self.game, self.me, END) else END

    def _engine_move(self) -> str:
        """The engine's move for the reader, drawn again when it is wasteful (:func:`.plan.wasteful`); failing that,
        the first legal move that is not, or the end of the turn."""
        game = self.game
        for draw in range(REDRAWS):
            move = self._policy_move("hint", draw=draw).text()
            if not plan.wasteful(game, self.me, move):
                return move
        return next((m for m in game.legal_moves() if not plan.wasteful(game, self.me, m)), END)

    def undoable(self) -> int:
        """How many of the last moves may be taken back: the reader's own, in the turn being played."""
        if self.game.over or self.game.current != self.me:
            return 0
        n = 0
        for text, mover in zip(reversed(self.moves), reversed(self.movers)):
            if mover != self.me or text == END:
                break
            n += 1
        return n
