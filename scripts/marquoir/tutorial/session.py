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
  moves since the step began), or the first later one the rules accept now; with none (the step's moves were
  played otherwise, or the lesson is done), the engine's own policy suggests a move (:mod:`marquoir.engine.simulate`);
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
from .conditions import holds

END = "end"


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
        self._policies = {"opponent": ProgressPolicy("builder"), "hint": ProgressPolicy("builder")}
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

    def _policy_move(self, who: str) -> Move:
        rng = random.Random(f"{self.lesson.seed}:{who}:{len(self.moves)}")
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

    def hint(self) -> str | None:
        """The move suggested to the reader now (None when it is not the reader's turn)."""
        game = self.game
        if game.over or game.current != self.me:
            return None
        step = self.current_step
        if step is not None:
            matched = 0
            for text, mover in zip(self.moves[self._after:], self.movers[self._after:]):
                if mover == self.me and matched < len(step.moves) and text == step.moves[matched]:
                    matched += 1
            for text in step.moves[matched:]:
                if game.why_not(text) is None:
                    return text
        return self._policy_move("hint").text()

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
