"""A lesson checked against the engine: its table, its conditions and moves, then the whole game, following the hints.

:func:`replay` plays the lesson as a reader who only follows the hints would: at each step the suggested moves, in
order, then (when the step's moves are all played and its condition does not hold yet) the engine's own suggestion,
the opponent playing its turns in between, until the game is over. Each problem found is a :class:`Problem` with
the path of the value in the lesson's data (``("steps", 3, "moves", 1)``) and its stable code (``MQ170``-``MQ179``,
:mod:`marquoir.facts.errors`); :mod:`marquoir.pipeline` turns them into errors with the file and the line.

The same replay is what the tests compare with the page (:class:`Replay`: every move, and the move that ended
each step), so the lesson that the site shows is the lesson that was checked. Pure Python on the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.moves import MoveSyntaxError, parse
from ..facts.errors import (
    LESSON_CONDITION,
    LESSON_MOVE,
    LESSON_NEVER_MET,
    LESSON_NO_END,
    LESSON_REFUSED,
    LESSON_TABLE,
    LESSON_UNPLAYED,
)
from .conditions import problems as condition_problems
from .session import Lesson, Session

MAX_MOVES = 2_000
"""A lesson whose game is not over after this many moves, following the hints, is refused."""


@dataclass(frozen=True)
class Problem:
    path: tuple
    code: str
    message: str


@dataclass
class Replay:
    """What following the hints gave: the session at the end, the move (its number, from 1) that ended each step,
    and the problems."""

    session: Session | None
    ended: dict[str, int] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)


def static_problems(lesson: Lesson) -> list[Problem]:
    """What is wrong before any move: the table, each condition, each suggested move's grammar."""
    out = []
    try:
        lesson.new_game()
    except ValueError as e:
        out.append(Problem(("setup",), LESSON_TABLE, f"the lesson's table cannot be set up: {e}"))
    for i, step in enumerate(lesson.steps):
        for path, message in condition_problems(list(step.until), lesson.edition):
            out.append(Problem(("steps", i, "until", *path), LESSON_CONDITION, message))
        for j, text in enumerate(step.moves):
            try:
                parse(text)
            except MoveSyntaxError as e:
                out.append(Problem(("steps", i, "moves", j), LESSON_MOVE, str(e)))
    return out


def replay(lesson: Lesson) -> Replay:
    """Follow the hints to the end of the game (see the module docstring)."""
    problems = static_problems(lesson)
    if problems:
        return Replay(None, problems=problems)
    session = Session(lesson)
    result = Replay(session)
    steps, matched = lesson.steps, 0

    def note(before: int) -> None:  # the steps a move (or the opponent's turn) ended
        for done in steps[before:session.step]:
            result.ended[done.id] = len(session.moves)

    session.opponent_turn()
    note(0)
    while not session.game.over and len(session.moves) < MAX_MOVES:
        index, step = session.step, session.current_step
        if step is not None and matched < len(step.moves):
            text = step.moves[matched]
            refused = session.game.refusal(text)
            if refused is not None:
                result.problems.append(Problem(("steps", index, "moves", matched), LESSON_REFUSED,
                                               f"following the hints, the move `{text}` is refused when its turn "
                                               f"comes (rule `{refused.rule}`: {refused.message('en')})"))
                return result
            matched += 1
        else:
            text = session.hint()
        session.attempt(text)
        note(index)
        between = session.step
        session.opponent_turn()
        note(between)
        if session.step != index:
            if step is not None and matched < len(step.moves):
                result.problems.append(Problem(("steps", index, "moves", matched), LESSON_UNPLAYED,
                                               f"the step `{step.id}` ends (its condition holds) before its "
                                               f"suggested move `{step.moves[matched]}` is played"))
            matched = 0
    if session.step < len(steps):
        what = "the game is over" if session.game.over else f"{MAX_MOVES} moves are played"
        result.problems.append(Problem(("steps", session.step, "until"), LESSON_NEVER_MET,
                                       f"following the hints, {what} before the condition of the step "
                                       f"`{steps[session.step].id}` holds"))
    if not session.game.over:
        result.problems.append(Problem(("steps",), LESSON_NO_END, f"following the hints, the game is not over "
                                                                  f"after {MAX_MOVES} moves"))
    return result
