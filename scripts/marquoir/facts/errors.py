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
