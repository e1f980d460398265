"""Declarative schemas for data read from YAML: what each key holds, every problem found, and the JSON Schema.

Why a small hand-written module, when pydantic describes the rule facts: the scenario checker also runs in
the reader's browser, under Pyodide, from the site's own files. pydantic's core (``pydantic-core``) is
compiled code, and its WebAssembly build is not among the files the site serves, so nothing the checker
imports may need it. This module is pure Python on the standard library (valid on Python 3.11 and 3.14) and
holds just what a format described as data needs:

* a :class:`Kind` says what one value must be (a whole number within bounds, a list, a mapping of known
  keys...): :meth:`Kind.check` yields every :class:`Problem` (the path of the value and a message),
  :meth:`Kind.json` gives its JSON Schema (for editors);
* a :class:`Field` is one key of a :class:`Record`: its kind, a one-line description, whether it is
  required, and the edition it belongs to (None: every edition);
* a :class:`Context` carries what the check of one file needs besides the schema: the edition, and what
  the file itself defines (its players, the cards of its edition...), read by the application's own kinds.

Bounds may depend on the edition (a plausibility limit): a bound is a number or a function of the
edition. Only fixed bounds are written in the JSON Schema; the checker enforces all of them.

>>> point = Record([Field("x", Whole(0, 9), "across", required=True), Field("y", Whole(0, 9), "down")])
>>> [(p.path, p.message) for p in point.check({"x": 12, "z": 1}, (), Context("moyen-age"))]
[(('z',), 'unknown key `z` (known: x, y)'), (('x',), '12 is more than 9, the largest value')]
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Problem:
    """One problem of a value: where (``path``: keys and list indexes from the top of the file), what (``message``)
    and which kind of problem (``problem``: a name the application gives a stable code, e.g. ``"bound"``), with the
    figures of the message (``values``: a number out of bounds gives ``value`` and the ``low`` or ``high`` it
    breaks), for the application to say it in other words.

    Problems with the same ``merge`` key are one problem, reported at the first line where it appears
    (e.g. a card id misspelt in three places): see :func:`locate`."""

    path: tuple
    message: str
    merge: Any = None
    problem: str = "type"
    values: Mapping | None = None


class Context:
    """The edition of the file and what else its check needs, as attributes (``Context("antiquite", cards=...)``)."""

    def __init__(self, edition: str, **values: Any):
        self.edition = edition
        self.__dict__.update(values)


def bound(value: Any, edition: str) -> Any:
    """A bound: a number, or a function of the edition; None for no bound."""
    return value(edition) if callable(value) else value


def is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def suggestion(word: Any, candidates: Iterable[str], quote: str = "`") -> str:
    """`` (did you mean `x`?)`` for the candidate nearest to ``word``, or ``""`` when none is near."""
    near = difflib.get_close_matches(str(word), list(candidates), n=1, cutoff=0.6)
    return f" (did you mean {quote}{near[0]}{quote}?)" if near else ""


def show_number(value: Any) -> str:
    """A bound as a reader writes it: 999, 162.9 (a Fraction or float bound is shown as a decimal)."""
    if is_whole(value):
        return str(value)
    as_float = float(value)
    return str(int(as_float)) if as_float.is_integer() else f"{as_float:.10f}".rstrip("0")


class Kind:
    """What one value must be. ``label`` names it for a reader ("whole number", "list of card ids")."""

    label = "value"

    def check(self, value: Any, path: tuple, ctx: Context) -> Iterator[Problem]:
        """Every problem of ``value`` (nothing when it is fine)."""
        raise NotImplementedError

    def json(self, edition: str) -> dict:
        """The JSON Schema of the kind in ``edition``."""
        return {}

    def bounds(self, edition: str) -> dict:
        """The smallest (``low``) and largest (``high``) value of a number in ``edition``, those it has, as plain
        numbers (a form that asks for the number marks one outside them); none for another kind."""
        return {}


class _Bounded(Kind):
    """A number between ``low`` and ``high`` (each a number, a function of the edition, or None)."""

    def __init__(self, low: Any = None, high: Any = None, *, expected: str, limit: str = "the largest value"):
        self.low, self.high, self.expected, self.limit = low, high, expected, limit

    def accepts(self, value: Any) -> bool:
        raise NotImplementedError

    def check(self, value, path, ctx):
        if not self.accepts(value):
            yield Problem(path, f"{self.expected}, not {value!r}")
            return
        low, high = bound(self.low, ctx.edition), bound(self.high, ctx.edition)
        if low is not None and value < low:
            yield Problem(path, f"{show_number(low)} or more is expected, not {value!r}", problem="bound",
                          values={"value": value, "low": low})
        elif high is not None and value > high:
            yield Problem(path, f"{value!r} is more than {show_number(high)}, {self.limit}", problem="bound",
                          values={"value": value, "high": high})

    def bounds(self, edition):
        found = {"low": bound(self.low, edition), "high": bound(self.high, edition)}
        return {k: int(v) if v == int(v) else float(v) for k, v in found.items() if v is not None}

    def _json(self, type_: str) -> dict:
        out: dict = {"type": type_}
        if self.low is not None and not callable(self.low):
            out["minimum"] = self.low
        if self.high is not None and not callable(self.high):
            out["maximum"] = self.high
        return out


class Whole(_Bounded):
    """A whole number (not true or false)."""

    label = "whole number"

    def __init__(self, low: Any = None, high: Any = None, *, expected: str = "a whole number is expected",
                 limit: str = "the largest value"):
        super().__init__(low, high, expected=expected, limit=limit)

    def accepts(self, value):
        return is_whole(value)

    def json(self, edition):
        return self._json("integer")


class Number(_Bounded):
    """A whole or decimal number."""

    label = "number"

    def __init__(self, low: Any = None, high: Any = None, *, expected: str = "a number is expected",
                 limit: str = "the largest value"):
        super().__init__(low, high, expected=expected, limit=limit)

    def accepts(self, value):
        return is_number(value)

    def json(self, edition):
        return self._json("number")


class Bool(Kind):
    """``true`` or ``false``."""

    label = "true or false"

    def check(self, value, path, ctx):
        if not isinstance(value, bool):
            yield Problem(path, f"true or false is expected, not {value!r}")

    def json(self, edition):
        return {"type": "boolean"}


class Nullable(Kind):
    """``null`` or a value of ``kind`` (a null list or mapping reads as an empty one)."""

    def __init__(self, kind: Kind):
        self.kind = kind
        self.label = kind.label

    def check(self, value, path, ctx):
        if value is not None:
            yield from self.kind.check(value, path, ctx)

    def json(self, edition):
        return {"anyOf": [self.kind.json(edition), {"type": "null"}]}


class ListOf(Kind):
    """A list of values of ``item`` (at most ``high`` of them: a number or a function of the edition)."""

    def __init__(self, item: Kind, *, expected: str = "a list is expected", label: str | None = None,
                 high: Any = None, unit: str = "items", limit: str = "the largest number"):
        self.item, self.expected, self.high, self.unit, self.limit = item, expected, high, unit, limit
        self.label = label or f"list of {item.label}"

    def check(self, value, path, ctx):
        if not isinstance(value, list):
            yield Problem(path, f"{self.expected}, not {value!r}")
            return
        high = bound(self.high, ctx.edition)
        if high is not None and len(value) > high:
            yield Problem(path, f"{len(value)} {self.unit} are more than {high}, {self.limit}", problem="bound")
            return
        for i, item in enumerate(value):
            yield from self.item.check(item, path + (i,), ctx)

    def json(self, edition):
        out = {"type": "array", "items": self.item.json(edition)}
        if self.high is not None and not callable(self.high):
            out["maxItems"] = self.high
        return out


class MapOf(Kind):
    """A mapping whose keys are checked by ``key`` and values by ``value``."""

    def __init__(self, key: Kind, value: Kind, *, expected: str, label: str = "mapping",
                 key_pattern: str | None = None):
        self.key, self.value, self.expected, self.label, self.key_pattern = key, value, expected, label, key_pattern

    def check(self, value, path, ctx):
        if not isinstance(value, dict):
            yield Problem(path, self.expected, problem="mapping")
            return
        for key, item in value.items():
            yield from self.key.check(key, path + (key,), ctx)
            yield from self.value.check(item, path + (key,), ctx)

    def json(self, edition):
        out = {"type": "object", "additionalProperties": self.value.json(edition)}
        if self.key_pattern:
            out["propertyNames"] = {"pattern": self.key_pattern}
        return out


@dataclass(frozen=True)
class Field:
    """One key of a :class:`Record`: its kind, a one-line description, whether it is required, the edition it
    belongs to (None: both), and what to say when it is written in a file of another edition (``elsewhere``;
    default: "unknown key `x` (Antiquity only)")."""

    name: str
    kind: Kind
    description: str
    required: bool = False
    edition: str | None = None
    elsewhere: str | None = None

    def in_edition(self, edition: str) -> bool:
        return self.edition is None or self.edition == edition


class Record(Kind):
    """A mapping of known keys (:class:`Field`); other keys may be accepted as ``other`` (e.g. players' names,
    when ``is_other(key, ctx)`` says so).

    ``expected`` (a text, or a function of the known keys' names) is said when the value is not a mapping;
    ``unknown(key, note, hint, known, ctx)`` words an unknown key (``note``: " (Antiquity only)" for a key of
    another edition; ``hint``: " (did you mean `x`?)"). ``edition_names`` names the editions in notes."""

    label = "mapping"

    def __init__(self, fields: Sequence[Field], *, expected: str | Callable[[list[str]], str] = "a mapping is expected",
                 other: Kind | None = None, is_other: Callable[[str, Context], bool] | None = None,
                 other_names: Callable[[Context], list[str]] | None = None,
                 unknown: Callable[..., str] | None = None, edition_names: Mapping[str, str] | None = None,
                 label: str | None = None):
        self.fields = tuple(fields)
        self.expected, self.other, self.is_other, self.other_names = expected, other, is_other, other_names
        self.unknown = unknown or (lambda key, note, hint, known, ctx: f"unknown key `{key}`{note}{hint} "
                                                                       f"(known: {', '.join(known)})")
        self.edition_names = dict(edition_names or {})
        if label:
            self.label = label

    def field_names(self, edition: str) -> list[str]:
        return list(dict.fromkeys(f.name for f in self.fields if f.in_edition(edition)))

    def field(self, name: str, edition: str) -> Field | None:
        return next((f for f in self.fields if f.name == name and f.in_edition(edition)), None)

    def check_keys(self, value: Any, path: tuple, ctx: Context) -> Iterator[Problem]:
        """The problems of the mapping itself: not a mapping, unknown keys, missing keys (not the values)."""
        known = self.field_names(ctx.edition)
        if not isinstance(value, dict):
            yield Problem(path, self.expected(known) if callable(self.expected) else self.expected, problem="mapping")
            return
        for key in value:
            if key in known or self.other is not None and self.is_other and self.is_other(key, ctx):
                continue
            elsewhere = next((f for f in self.fields if f.name == key), None)
            if elsewhere is not None and elsewhere.elsewhere:
                yield Problem(path + (key,), elsewhere.elsewhere, problem="elsewhere")
                continue
            note = ""
            if elsewhere is not None:
                note = f" ({self.edition_names.get(elsewhere.edition, elsewhere.edition)} only)"
            names = known + (self.other_names(ctx) if self.other_names else [])
            yield Problem(path + (key,), self.unknown(key, note, suggestion(key, names), known, ctx),
                          problem="elsewhere" if note else "unknown-key")
        for f in self.fields:
            if f.required and f.in_edition(ctx.edition) and f.name not in value:
                yield Problem(path, f"missing key `{f.name}`", problem="missing-key")

    def check(self, value, path, ctx):
        yield from self.check_keys(value, path, ctx)
        if not isinstance(value, dict):
            return
        for key, item in value.items():
            f = self.field(key, ctx.edition)
            if f is not None:
                yield from f.kind.check(item, path + (key,), ctx)
            elif self.other is not None and self.is_other and self.is_other(key, ctx):
                yield from self.other.check(item, path + (key,), ctx)

    def json(self, edition):
        fields = [f for f in self.fields if f.in_edition(edition)]
        out: dict = {"type": "object",
                     "properties": {f.name: {**f.kind.json(edition), "description": f.description} for f in fields},
                     "additionalProperties": self.other.json(edition) if self.other is not None else False}
        required = [f.name for f in fields if f.required]
        if required:
            out["required"] = required
        return out


def locate(problems: Iterable[Problem], line_of: Callable[[tuple], int]) -> list[tuple[int, Problem]]:
    """``(line, problem)`` of each problem, in the order of the lines; problems with the same ``merge`` key become
    one, at the first line where it appears, its message saying where else ("also on lines 12, 15")."""
    placed = sorted(((line_of(p.path), i, p) for i, p in enumerate(problems)), key=lambda x: (x[0], x[1]))
    kept: list[tuple[int, Problem]] = []
    lines: dict[Any, list[int]] = {}  # merge key -> every line where it appears
    for line, _, p in placed:
        if p.merge is not None:
            if p.merge in lines:
                lines[p.merge].append(line)
                continue
            lines[p.merge] = [line]
        kept.append((line, p))
    out = []
    for line, p in kept:
        others = [n for n in dict.fromkeys(lines[p.merge]) if n != line] if p.merge is not None else []
        also = f" (also on line{'s' if len(others) > 1 else ''} {', '.join(map(str, others))})" if others else ""
        out.append((line, replace(p, message=p.message + also) if also else p))
    return out


def json_schema(by_edition: Mapping[str, Kind], *, title: str, description: str, default: str,
                selector: str = "edition") -> dict:
    """A JSON Schema (draft 2020-12) for a file whose ``selector`` key names its edition (``default`` when
    absent): one definition per edition, chosen by ``if``/``then``/``else``."""
    schema: dict = {"$ref": f"#/$defs/{default}"}
    for edition in reversed([e for e in by_edition if e != default]):
        schema = {"if": {"properties": {selector: {"const": edition}}, "required": [selector]},
                  "then": {"$ref": f"#/$defs/{edition}"}, "else": schema}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": title, "description": description,
            "$defs": {edition: kind.json(edition) for edition, kind in by_edition.items()}, **schema}
