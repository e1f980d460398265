"""Checks of the lessons (kind ``lesson``) that need no engine: what each step teaches, its ids, one lesson per
edition, the unconfirmed points a step names. The engine replays every lesson afterwards
(:func:`marquoir.pipeline.lesson_errors`, :mod:`marquoir.tutorial.replay`)."""

from __future__ import annotations

from collections.abc import Iterator

from .base import Facts, Located
from .checks import check_ref, error_at
from .errors import LESSON_STEP_ID, LESSON_TEACHES, LESSON_TWICE, UNCONFIRMED, FactError


def check_lesson(facts: Facts, loc: Located) -> Iterator[FactError]:
    lesson = loc.fact
    seen: dict[str, int] = {}
    for i, step in enumerate(lesson.steps):
        if step.id in seen:
            yield error_at(loc, ("steps", i, "id"),
                           f"the step id `{step.id}` is already used by step {seen[step.id] + 1} of this lesson",
                           LESSON_STEP_ID)
        seen.setdefault(step.id, i)
        target = facts.resolve(step.teaches, lesson.edition)
        if target is None:
            yield from check_ref(facts, loc, ("steps", i, "teaches"), step.teaches, ("rule", "faq"), "rule section")
        elif target.fact.kind not in ("rule", "faq") or target.fact.edition != lesson.edition:
            yield error_at(loc, ("steps", i, "teaches"), f"`{step.teaches}` is a {target.fact.kind} of "
                                                         f"{target.fact.edition}: a step teaches a rule section or a "
                                                         f"FAQ entry of {lesson.edition}", LESSON_TEACHES)
        for j, ref in enumerate(step.unconfirmed):
            path = ("steps", i, "unconfirmed", j)
            errors = list(check_ref(facts, loc, path, ref, ("ruling",), "ruling"))
            if not errors and facts.resolve(ref, lesson.edition).fact.status != "unconfirmed":
                errors.append(error_at(loc, path, f"the ruling `{ref}` is not marked `status: unconfirmed`",
                                       UNCONFIRMED))
            yield from errors


def check_lessons(facts: Facts) -> list[FactError]:
    """Every lesson's own checks, and one lesson per edition (the edition's page shows one)."""
    errors: list[FactError] = []
    first: dict[str, Located] = {}
    for loc in facts.by_key.values():
        if loc.fact.kind != "lesson":
            continue
        errors.extend(check_lesson(facts, loc))
        edition = loc.fact.edition
        if edition in first:
            errors.append(error_at(loc, ("id",), f"the edition {edition} already has a lesson, "
                                                 f"`{first[edition].fact.id}` ({first[edition].file}): its page "
                                                 "shows one", LESSON_TWICE))
        first.setdefault(edition, loc)
    return errors
