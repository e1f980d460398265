"""Errors in rule files, each naming the file, the line and the field.

:class:`FactError` takes its arguments in the order of the message, ``(file, line, field, message)``, as
:class:`marquoir.yamlsafe.YamlError` does; the YAML traps (a bare ``yes`` read as true, ``1.10`` read as
the number 1.1) are explained by :func:`marquoir.yamlsafe.trap`, as in scenario files. An error may carry a
stable code (``MQ1xx`` for the facts, ``MQ3xx`` for the text lint; the tables are in ``rules/README.md``), shown
before its message, so that tests and tools can name the problem without quoting its wording.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from ..yamlsafe import trap

# The stable codes of the facts' errors (the reading problems of a YAML file are MQ101-MQ115: yamlsafe.READING);
# each is listed in rules/README.md with what it means. A code names a kind of problem, never its wording.
NOT_A_FACT = "MQ120"  # a file holds no fact, or a value that is not a mapping of fields
NO_FACTS = "MQ121"  # no rule files at all
UNKNOWN_KIND = "MQ122"
MISSING = "MQ123"  # a required field or text is missing
UNKNOWN_FIELD = "MQ124"
BAD_VALUE = "MQ125"  # a value of the wrong type or form (a YAML trap, an id, a date, a number out of bounds...)
UNKNOWN_REF = "MQ126"  # a reference ([[id]], see, sources, examples, chapter...) names no fact
WRONG_REF = "MQ127"  # a reference names a fact of another kind
MARKUP = "MQ128"  # raw HTML, an attribute list, an image, a link target, a heading without its anchor
DOCTEST = "MQ129"  # a worked example's doctest is malformed or does what a worked example may not
EXAMPLE_FAILS = "MQ130"  # a worked example's doctest fails against the engine
BASIS = "MQ131"  # a text's basis does not agree with its sources
DUPLICATE_ID = "MQ132"
EDITION = "MQ133"  # a fact's edition: one edition only, the edition fact's id, an edition without its edition fact
UNCONFIRMED = "MQ134"  # `unconfirmed` names a ruling that is not marked unconfirmed
UNUSED_EXAMPLE = "MQ135"  # a worked example no rule, FAQ entry or ruling shows
ENGINE_RULE = "MQ136"  # `engine_rules` names no rule id of the engine for the fact's edition
CARDS = "MQ137"  # the card facts the engine plays with (an edition without cards, a card of the wrong edition)
LOCK = "MQ138"  # rules/translations.lock is not a mapping
LOCATOR = "MQ139"  # a citation's `page` is not a place of what its source's citations point at (its `locator`)
CHANGE_MALFORMED = "MQ150"  # a `changes:` entry does not fit the model (a field missing, unknown or mistyped)
CHANGE_ORDER = "MQ151"  # the changes are not listed newest first
CHANGE_AFTER_REVIEW = "MQ152"  # a change is dated after the fact's `reviewed` date
CHANGE_SAME = "MQ153"  # a change's `before` and `after` say the same thing
CHANGE_LINES = "MQ154"  # a change's `before` or `after` holds more than one line
CHANGE_SOURCE = "MQ155"  # a change cites an unknown source
# a lesson (kind `lesson`, the "learn by playing" page): the facts' checks and the engine's replay of it
LESSON_CONDITION = "MQ170"  # a step's condition is not one the engine can judge (an unknown event, figure or key)
LESSON_MOVE = "MQ171"  # a suggested move is not written in the move grammar of marquoir check
LESSON_TABLE = "MQ172"  # the lesson's table cannot be set up (its players, setup or options)
LESSON_TEACHES = "MQ173"  # a step teaches no rule section or FAQ entry of the lesson's edition
LESSON_REFUSED = "MQ174"  # following the hints, a suggested move is refused when its turn comes
LESSON_NEVER_MET = "MQ175"  # following the hints, a step's condition is never met
LESSON_UNPLAYED = "MQ176"  # a step ends before all its suggested moves are played
LESSON_NO_END = "MQ177"  # following the hints, the game does not end with a ranking
LESSON_STEP_ID = "MQ178"  # two steps of a lesson have the same id
LESSON_TWICE = "MQ179"  # an edition with more than one lesson
CODES = {code: name for name, code in dict(globals()).items() if isinstance(code, str) and code.startswith("MQ1")}
"""Each code of the facts' own problems and its name here (the reading problems are yamlsafe's)."""


@dataclass(frozen=True, order=True)
class FactError:
    file: str
    line: int
    field: str
    message: str
    code: str = ""

    def __str__(self) -> str:
        field = f" {self.field}:" if self.field else ""
        code = f" {self.code}" if self.code else ""
        return f"{self.file}:{self.line}:{field}{code} {self.message}"


class InvalidFacts(Exception):
    """Raised when ``rules/`` holds errors; nothing may be built from it."""

    def __init__(self, errors: list[FactError]):
        self.errors = sorted(set(errors))
        super().__init__(self.report())

    def report(self) -> str:
        n = len(self.errors)
        lines = [str(e) for e in self.errors[:200]]
        if n > 200:
            lines.append(f"... and {n - 200} more")
        lines.append(f"{n} error{'s' if n > 1 else ''} in the rule facts: nothing was built.")
        return "\n".join(lines)


LANG_NAMES = {"fr": "French", "en": "English", "ja": "Japanese"}


def code_of(error: dict) -> str:
    """The stable code of one pydantic error: a missing field or text, an unknown field, or a bad value."""
    if error["type"] == "missing":
        return MISSING
    return UNKNOWN_FIELD if error["type"] == "extra_forbidden" else BAD_VALUE


def explain(error: dict, allowed: list[str] | None = None) -> str:
    """A reader's message for one pydantic error."""
    kind, value = error["type"], error.get("input")
    last = error["loc"][-1] if error["loc"] else None
    if kind == "missing":
        if last == "fr":
            return "the French text is missing (French is the source language: it is always required)"
        if last in LANG_NAMES:
            return (f"the {LANG_NAMES[last]} text is missing (write it, or `{last}: null` "
                    "to mark the translation as pending)")
        return f"`{last}` is required"
    if kind == "extra_forbidden":
        hint = difflib.get_close_matches(str(last), allowed or [], n=1)
        return f"unknown field `{last}`" + (f" (did you mean `{hint[0]}`?)" if hint else "")
    if isinstance(value, bool) and kind != "bool_type" or kind == "string_type" and trap(value):
        return trap(value)
    if kind == "string_type" and value is None:
        return "a text is required here (this value is empty)"
    if kind == "string_type" and isinstance(value, (dict, list)):
        return "a text is expected here, not a list or a mapping"
    if kind in ("date_type", "date_from_datetime_parsing", "date_parsing"):
        return "a date is expected, written YYYY-MM-DD without quotes (e.g. 2026-10-15)"
    if kind == "string_pattern_mismatch":
        return (f"`{value}` is not a valid id: use lowercase letters, digits and single hyphens "
                "(optionally prefixed by `moyen-age:`, `antiquite:` or `both:` in references)")
    if kind == "literal_error":
        return f"`{value}` is not allowed here: {error['ctx']['expected']}"
    if kind == "value_error":
        return str(error["ctx"]["error"])
    if kind in ("int_type", "int_parsing") and isinstance(value, str):
        return f"a whole number is expected, not the text `{value}`"
    if kind == "too_short" and isinstance(value, (list,)):
        return "at least one entry is required"
    return error["msg"].replace("Input should be", "must be")
