"""A lesson played as a reader who follows only the hints would play it, through the engine's answers to the page
(:func:`marquoir.tutorial.web.answer`): what the page shows after each of the reader's moves. The Python tests replay
each lesson with it; the browser tests play the same lesson through the page and compare, move by move."""

from __future__ import annotations

import json
from dataclasses import dataclass

from marquoir.tutorial import web
from marquoir.tutorial.session import Lesson


@dataclass(frozen=True)
class Seen:
    """The page after one of the reader's moves: the step it was played in, the move, the reader's figures after it
    (and the opponent's turn, if the move ended the reader's), the steps it ended, whether the game is over, and the
    course of the hint the move followed (:data:`marquoir.tutorial.session.COURSES`; None: the reader's own move)."""

    step: str | None
    move: str
    money: int
    actions: int
    vp: int
    ended: tuple[str, ...]
    over: bool
    course: str | None = None


def lesson_of(facts, edition: str) -> Lesson:
    return Lesson.of_fact(facts.of("lesson", edition)[0])


def page_lesson(facts, edition: str, lang: str) -> Lesson:
    """The lesson as the page in ``lang`` plays it: its players named in that language (アリス on the Japanese page)."""
    from marquoir.render.tutorial import played_lesson

    return played_lesson(facts.of("lesson", edition)[0], lang)


def ask(lesson: Lesson, lang: str, moves: list[str], **extra) -> dict:
    return json.loads(web.answer(json.dumps({"lesson": lesson.data(), "lang": lang, "moves": moves, **extra})))


def play(lesson: Lesson, lang: str = "fr", limit: int = 2_000, own: tuple[str, ...] = ()) -> tuple[list[Seen], dict]:
    """Follow the hints to the end of the game (after the reader's ``own`` moves, played first instead of the hints):
    what the page shows after each move, and the last answer."""
    answer = ask(lesson, lang, [])
    seen: list[Seen] = []
    while not answer["over"] and len(seen) < limit:
        step, course = answer["step"], None if len(seen) < len(own) else answer["course"]
        move = own[len(seen)] if len(seen) < len(own) else answer["hint"]
        answer = ask(lesson, lang, answer["moves"], play=move)
        assert answer["ok"] and answer["refused"] is None, answer
        me = answer["table"]["me"]
        seen.append(Seen(step, move, me["money"], me["actions"], me["vp"], tuple(answer["ended"]), answer["over"],
                         course))
    return seen, answer
