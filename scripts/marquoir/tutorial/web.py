"""The lesson's Python side in the reader's browser: what the engine's Web Worker calls for the "learn by playing"
page (``docs/theme/assets/tutorial/``), on Pyodide like the case checker's :mod:`marquoir.web`.

:func:`answer` reads one request, JSON text, and returns the answer, JSON text; it never raises. The request:
``{"lesson": ..., "lang": "fr", "moves": [...]}`` (the lesson's plain data, :meth:`.session.Lesson.data`; every
move played so far, the reader's and the opponent's), with ``"play": MOVE`` (the reader tries a move, written in
the ``marquoir check`` grammar) or ``"undo": true`` (the reader takes back their last move of the turn), or neither
(the game as it stands: the start, a reload). The answer, the contract with the page:

* ``ok`` — true; ``moves`` — the moves after this request, which the page keeps on the device; ``restarted`` —
  true when the moves sent no longer replay on the lesson (saved from another version of it): the game starts over;
* ``step`` — the current step's id, or null once the lesson is done (the reader plays on freely); ``done`` — the
  ids of the steps done; ``ended`` — those this request ended, in order;
* ``played`` — the reader's move played, ``{move, words, lines}`` (the move in words, from the catalog of moves
  said as intentions, and the engine's trace lines of what happened), or null; ``refused`` — the reader's move the
  rules refuse, ``{move, words, rule, message}``, or null (nothing was played);
* ``opponent`` — the opponent's moves played after the reader's, each ``{move, words, lines}``;
* ``hint`` — the move suggested now, or null, and ``hint_words``, the same in words; ``course`` — where the hint
  comes from (:data:`.session.COURSES`): ``lesson`` (the step's suggested moves), ``own`` (the reader left the
  lesson's plan: a way to the step's goal from their own table), ``out-of-reach`` (no way to it within two turns:
  the engine's move meanwhile), or null when it is not the reader's turn; ``undo`` — how many moves may be taken
  back;
* ``table`` and ``attempts`` — the table and the moves the reader may try, with their costs (:mod:`.view`);
* ``over``, ``scores`` and ``ranking`` — as the case checker's answer has them (:mod:`marquoir.web`); ``count`` —
  once the game is over, each player's score as the engine's trace says it (VP, and the points of the money);
* ``case`` — the game so far as a case, the payload of the case checker's link (``verifier.html#case=...``).

An unexpected error answers ``{"ok": false, "kind": "internal", "message": ...}`` (the sentence of the checker's).
The request is data: the moves are read by the engine's grammar, never run.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.errors import IllegalMove
from ..engine.messages import event_lines, move_words
from ..vocab import LANGS
from . import view
from .session import Lesson, Session

_last: dict[str, Any] = {}
"""The last session, kept so that the next move does not replay the game (the worker answers one page)."""


def answer(text: str) -> str:
    """The answer to the request ``text`` (see the module docstring), as JSON."""
    from ..web import internal

    lang = LANGS[0]
    try:
        request = json.loads(text)
        lang = request["lang"] if request.get("lang") in LANGS else LANGS[0]
        data = respond(request, lang)
    except Exception:  # noqa: BLE001 - the page gets a sentence, never a traceback
        data = {"ok": False, "kind": "internal", "message": internal(lang)["verdict"]}
    return json.dumps(data, ensure_ascii=False)


def session_for(lesson_data: dict, moves: list[str]) -> tuple[Session, bool]:
    """The session after ``moves`` (the kept one when it is that game), and whether the moves had to be dropped."""
    key = json.dumps(lesson_data, sort_keys=True)
    kept = _last.get("session")
    if kept is not None and _last.get("key") == key and kept.moves == moves:
        return kept, False
    lesson = Lesson.of(lesson_data)
    try:
        session, restarted = Session(lesson, moves), False
    except (IllegalMove, ValueError, TypeError):
        session, restarted = Session(lesson), True
    _last.update(key=key, session=session)
    return session, restarted


def said(session: Session, start: int, lang: str) -> list[dict]:
    """The moves played from the ``start``-th on: each in words and in the engine's trace lines."""
    game = session.game
    cards, edition = game.cards, game.rules.edition
    return [{"move": step.move, "words": step.words(lang, cards, edition), "lines": step.lines(lang, cards, edition)}
            for step in game.history[start:]]


def final_count(game, lang: str) -> list[str]:
    """The final count as the engine's trace says it (each player's score: VP, and points for the money), once the game
    is over; none before."""
    over = next((e for e in reversed(game.log) if e["event"] == "game-over"), None)
    return event_lines(over, lang, game.cards, game.rules.edition)[1:-1] if over else []


def respond(request: dict, lang: str) -> dict:
    """The answer as plain data (it may raise on an unexpected error; :func:`answer` does not)."""
    from ..web import case_of_game, permalink, ranking_sentences, scores

    moves = request.get("moves") or []
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise TypeError("the moves are a list of texts")
    session, restarted = session_for(request["lesson"], moves)
    done_before = len(session.done)
    played = refused = None
    if request.get("undo") and session.undoable():
        session, _ = session_for(request["lesson"], session.moves[:-1])
    elif isinstance(request.get("play"), str):
        start = len(session.game.history)
        problem = session.attempt(request["play"])
        game = session.game
        if problem is None:
            played = said(session, start, lang)[0]
        else:
            refused = {"move": request["play"], "words": move_words(request["play"], lang, game.cards,
                                                                    game.rules.edition),
                       "rule": problem.rule, "message": problem.message(lang)}
    start = len(session.game.history)
    session.opponent_turn()
    opponent = said(session, start, lang)
    _last["session"] = session
    game = session.game
    step = session.current_step
    case = case_of_game(game)
    hint, course = session.advice()
    return {
        "ok": True, "moves": list(session.moves), "restarted": restarted,
        "step": step.id if step else None, "done": list(session.done),
        "ended": session.done[done_before:] if not request.get("undo") else [],
        "played": played, "refused": refused, "opponent": opponent,
        "hint": hint, "hint_words": move_words(hint, lang, game.cards, game.rules.edition) if hint else None,
        "course": course,
        "undo": session.undoable(),
        "table": view.table(game, session.me, session.opponent), "attempts": view.attempts(game, session.me, lang),
        "over": game.over, "scores": scores(game, lang) if game.over else [],
        "ranking": ranking_sentences(game, lang) if game.over else [],
        "count": final_count(game, lang),
        "case": permalink(case) if case is not None else None,
    }
