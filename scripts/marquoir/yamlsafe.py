"""Safe YAML reading that remembers where every value came from.

``yaml.safe_load`` silently keeps the last of two duplicate keys and builds
Python objects without telling where they were written. This reader composes
the node tree with PyYAML's safe machinery, then builds plain values itself:

* duplicate keys, merge keys (``<<``) and any non-standard tag (``!!python/...``,
  ``!!binary``, ``!custom``...) are errors;
* every value's position is recorded under its path, e.g.
  ``("title", "ja") -> (12, 3)`` (1-based line and column), so that a later
  validation error can name the line;
* a number is written as a plain decimal (``10``, ``-3``, ``18.5``): the forms
  YAML 1.1 reads surprisingly are errors that say what was probably meant
  (``010`` is the octal number 8, ``0x10`` is 16, ``1_0`` is 10, ``10:00`` is
  600 in base 60, ``.inf``, ``+12``...), and so is ``08``, which YAML 1.1 reads
  as text but YAML 1.2 as a number (:func:`number_trap`).

Every problem of a file that does not stop the reading (a number trap, a
duplicate key) is reported, not only the first: :class:`YamlErrors`.
:func:`trap` says why YAML did not read a value as text (a bare ``yes``, a
number); the rule facts and the scenarios both explain their type errors with it.

Nothing here ever constructs an arbitrary Python object.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor

from .paths import display

COMPOSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe composer when PyYAML has it (about 15 times faster, same nodes and marks)."""

MAX_BYTES = 1_000_000
"""Larger files are refused: no rule fact or scenario needs a megabyte."""
MAX_DEPTH = 40
"""Deeper nesting is refused: no rule fact or scenario nests more than a few levels."""

Path_ = tuple  # a path into the document: keys (str) and list indexes (int)

_SCALAR = {
    "tag:yaml.org,2002:str": lambda c, n: n.value,
    "tag:yaml.org,2002:int": SafeConstructor.construct_yaml_int,
    "tag:yaml.org,2002:float": SafeConstructor.construct_yaml_float,
    "tag:yaml.org,2002:bool": SafeConstructor.construct_yaml_bool,
    "tag:yaml.org,2002:null": SafeConstructor.construct_yaml_null,
    "tag:yaml.org,2002:timestamp": SafeConstructor.construct_yaml_timestamp,
}
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"


READING = ("read", "size", "encoding", "nul", "depth", "syntax", "documents", "empty", "alias", "tag", "merge",
           "key", "duplicate", "value", "number")
"""The problems of reading a YAML file, by name (:attr:`YamlError.problem`), in the order of their stable codes in
both families: the problem ``i`` (from 1) is ``MQ1`` + ``i`` for a rule file (``MQ101`` cannot be read...),
``MQ2`` + ``i`` for a scenario (``MQ201``...): :func:`reading_code`; the tables are in ``rules/README.md``."""


def reading_code(family: int, problem: str) -> str:
    """The stable code of the reading problem ``problem`` in ``family`` (1: rule facts, 2: scenarios)."""
    return f"MQ{family}{READING.index(problem) + 1:02d}"


class YamlError(Exception):
    """One problem of a file: ``file:line: field: CODE message`` (``line`` None: the whole file; ``field`` None: no
    particular field; ``code`` the problem's stable code, when the reader of the file has given it one). The
    arguments are in the order of the message, as for :class:`marquoir.facts.errors.FactError`; ``problem`` names
    the problem (:data:`READING`, or the scenario checker's own); ``path`` is the field's keys and indexes, and
    ``values`` the figures of the message, when the check gives them (:class:`marquoir.spec.Problem`)."""

    def __init__(self, file: str, line: int | None, field: str | None, message: str, *, problem: str = "syntax",
                 code: str = "", path: tuple = (), values: Mapping | None = None):
        self.file, self.line, self.field, self.message = file, line, field, message
        self.problem, self.code, self.path, self.values = problem, code, tuple(path), values
        super().__init__(str(self))

    @property
    def errors(self) -> list[YamlError]:
        """Every problem found in the file (here: this one)."""
        return [self]

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        what = f" {self.field}:" if self.field else ""
        code = f" {self.code}" if self.code else ""
        return f"{where}:{what}{code} {self.message}"

    def coded(self, family: int) -> YamlError:
        """This error (every one of :attr:`errors`) with the code of its reading problem in ``family``."""
        for error in self.errors:
            if not error.code and error.problem in READING:
                error.code = reading_code(family, error.problem)
        return self


class YamlErrors(YamlError):
    """Several problems of one file, in the order of their lines (on one line, in the order found); the first
    gives ``file``, ``line``, ``field`` and ``message`` (so that code reading one YamlError still reads the
    first), ``errors`` has them all."""

    def __init__(self, errors: Iterable[YamlError]):
        unique = {(e.file, e.line, e.field, e.message): e for e in errors}
        self.problem, self.code = "", ""
        ordered = sorted(unique.values(), key=lambda e: e.line or 0)  # stable: on one line, as found
        if not ordered:
            raise ValueError("YamlErrors needs at least one error")
        self._errors = ordered
        first = ordered[0]
        super().__init__(first.file, first.line, first.field, first.message, problem=first.problem, code=first.code)

    @property
    def errors(self) -> list[YamlError]:
        return list(self._errors)

    def __str__(self) -> str:
        return "\n".join(YamlError.__str__(e) for e in self._errors)


def raise_all(errors: list[YamlError]) -> None:
    """Raise the one error, or :class:`YamlErrors` for several; nothing when the list is empty."""
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise YamlErrors(errors)


def trap(value: Any) -> str | None:
    """Why YAML did not read ``value`` as text (a bare yes/no/on/off, a number, a date), or None: the end of a
    message for a value where text is expected (a name, a card id, a translation)."""
    if isinstance(value, bool):
        return (f"YAML read this as {'true' if value else 'false'} (a bare yes/no/on/off/true/false); "
                "put the text in quotes")
    if isinstance(value, float):
        return f"YAML read this as the number {value!r}; put it in quotes to keep it as written (e.g. '1.10')"
    if isinstance(value, int):
        return f"YAML read this as the number {value!r}; put it in quotes if it is text"
    if isinstance(value, (datetime.date, datetime.datetime)):
        return f"YAML read this as the date {value.isoformat()}; put it in quotes if it is text"
    return None


_DECIMAL = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?\Z")
"""A plain decimal: what a number is written as (``10``, ``-3``, ``18.5``, ``0.5``)."""
_LEADING_ZERO_TEXT = re.compile(r"[-+]?0[0-9]+\Z")
"""``08``, ``09``: text for YAML 1.1 (not octal digits), a number for YAML 1.2 and for a reader."""


def _plain(number: int | float) -> str:
    """A number as a plain decimal: 8, 1000 (not 1000.0), 90.5."""
    if isinstance(number, float) and number.is_integer():
        return str(int(number))
    return repr(number)


def number_trap(text: str, value: Any) -> str | None:
    """What is wrong with the plain scalar ``text``, which YAML read as ``value``, if it is a number not written
    as a plain decimal (or ``08``, a number that YAML 1.1 reads as text); None when it is fine."""
    if isinstance(value, str):
        if _LEADING_ZERO_TEXT.match(text):
            meant = int(text)
            return (f"`{text}` is read by YAML as the text '{text}' (a number cannot start with 0): "
                    f"write {meant}, or '{text}' in quotes for text")
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or _DECIMAL.match(text):
        return None
    digits = text.lstrip("+-").lower()
    quoted = f"or '{text}' in quotes for text"
    if value != value or value in (float("inf"), float("-inf")):  # .nan, .inf
        name = "not a number" if value != value else "infinity"
        return f"`{text}` is read by YAML as {name}: write a number, {quoted}"
    if ":" in digits:
        return (f"`{text}` is read by YAML as {_plain(value)} (base 60, like a time of day): "
                f"write {_plain(value)}, {quoted}")
    if digits.startswith("0x"):
        return f"`{text}` is read by YAML as the hexadecimal number {value}: write {value}, {quoted}"
    if digits.startswith("0b"):
        return f"`{text}` is read by YAML as the binary number {value}: write {value}, {quoted}"
    if isinstance(value, int) and len(digits) > 1 and digits.startswith("0"):
        meant = ("-" if text.startswith("-") else "") + (digits.replace("_", "").lstrip("0") or "0")
        return f"`{text}` is read by YAML as the octal number {value}: write {meant}, {quoted}"
    if "_" in digits:
        return f"`{text}` is read by YAML as {_plain(value)} (the _ is ignored): write {_plain(value)}, {quoted}"
    if text.startswith("+"):
        return f"`{text}` is read by YAML as {_plain(value)}: write {_plain(value)} (without the +), {quoted}"
    return f"`{text}` is read by YAML as {_plain(value)}: write {_plain(value)}, {quoted}"


@dataclass
class Document:
    """Plain data read from a YAML file, with the position of every value."""

    file: str
    data: Any
    positions: dict[Path_, tuple[int, int]] = field(default_factory=dict)

    def line(self, path: Path_) -> int:
        """The line of the value at ``path``, or of its nearest written ancestor."""
        path = tuple(path)
        while path not in self.positions and path:
            path = path[:-1]
        return self.positions.get(path, (1, 1))[0]


class _Builder:
    """Builds plain values from the node tree; problems that do not stop the reading are kept in ``errors``."""

    def __init__(self, doc: Document, as_text: bool = False):
        self.doc, self.as_text = doc, as_text
        self.constructor = SafeConstructor()
        self.seen: set[int] = set()
        self.errors: list[YamlError] = []

    def error(self, node: yaml.Node, path: Path_, message: str, problem: str) -> YamlError:
        return YamlError(self.doc.file, node.start_mark.line + 1, _dotted(path), message, problem=problem)

    def build(self, node: yaml.Node, path: Path_) -> Any:
        doc = self.doc
        if not isinstance(node, yaml.ScalarNode):
            # an alias (`*name`) makes PyYAML hand us the anchored node again: refuse it, so that
            # a small file cannot expand into millions of values ("billion laughs")
            if id(node) in self.seen:
                raise self.error(node, path,
                                 "anchors and aliases (&name, *name) are not supported: write the values out", "alias")
            self.seen.add(id(node))
        if len(path) > MAX_DEPTH:
            raise YamlError(doc.file, node.start_mark.line + 1, _dotted(path[:3]) + "...",
                            f"the data is nested more than {MAX_DEPTH} levels deep", problem="depth")
        doc.positions[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            return self.mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            if node.tag != _SEQ:
                raise self.error(node, path, f"the tag {node.tag} is not allowed", "tag")
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        return self.scalar(node, path)

    def mapping(self, node: yaml.MappingNode, path: Path_) -> dict:
        doc = self.doc
        if node.tag != _MAP:
            raise self.error(node, path, f"the tag {node.tag} is not allowed", "tag")
        result: dict = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise self.error(key_node, path, "merge keys (<<) are not supported: write the values out", "merge")
            if not isinstance(key_node, yaml.ScalarNode):
                raise self.error(key_node, path, "a key must be a plain word", "key")
            if key_node.tag not in _SCALAR or key_node.tag == "tag:yaml.org,2002:null" and key_node.value in ("", "~"):
                raise self.error(key_node, path, f"the key `{key_node.value}` is not allowed", "key")
            key = key_node.value  # keys are names: `yes`, `1.10` or `3` stay as written
            if key in result:
                first = doc.positions[path + (key,)][0]
                self.errors.append(self.error(key_node, path + (key,),
                                              f"duplicate key `{key}` (first written on line {first})", "duplicate"))
                continue  # the first value stays; the reading goes on to find the other problems
            where = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            doc.positions[path + (key,)] = where
            result[key] = self.build(value_node, path + (key,))
            doc.positions[path + (key,)] = where
            if isinstance(value_node, yaml.ScalarNode) and value_node.style in ("|", ">"):
                # a block scalar's text starts on the line after the key
                doc.positions[path + (key, "<text>")] = (value_node.start_mark.line + 2, 1)
        return result

    def scalar(self, node: yaml.ScalarNode, path: Path_) -> Any:
        build = _SCALAR.get(node.tag)
        if self.as_text and build is not None:
            return node.value  # as written: a generated file of texts (fingerprints such as 094965851850)
        if build is None:
            raise self.error(node, path, f"the tag {node.tag} is not allowed (only plain text, numbers, dates, lists "
                                         "and mappings)", "tag")
        try:
            value = build(self.constructor, node)
        except (ValueError, yaml.YAMLError) as e:
            raise self.error(node, path, f"cannot read `{node.value}`: {e}", "value") from None
        if not node.style:  # plain (libyaml says "", PyYAML None): quoted text is text
            problem = number_trap(node.value, value)
            if problem:
                self.errors.append(self.error(node, path, problem, "number"))
        return value


def _dotted(path: Path_) -> str | None:
    if not path:
        return None
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


dotted = _dotted
"""Public name: ``("sites", 0, "ja") -> "sites[0].ja"``."""


def read_text(path: Path) -> tuple[str, str]:
    """Read a file as UTF-8 text, or raise a YamlError naming the file and line."""
    name = display(path)
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise YamlError(name, None, None, f"cannot read the file: {e.strerror}", problem="read") from None
    return name, decode(raw, name)


def decode(raw: bytes, name: str) -> str:
    """The text of a file's bytes (``name``: the file, for messages): at most :data:`MAX_BYTES`, UTF-8 (a
    YamlError naming the line otherwise), without a byte order mark. :func:`read_text` reads a file with it,
    and the case checker in the browser the text it is given (encoded again), so both refuse the same inputs."""
    if len(raw) > MAX_BYTES:
        raise YamlError(name, None, None, f"the file is too large ({len(raw):,} bytes; the limit is {MAX_BYTES:,})",
                        problem="size")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise YamlError(name, line, None, f"the file is not UTF-8 (byte 0x{raw[e.start]:02x} at offset {e.start}); "
                                          "save it as UTF-8", problem="encoding") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return text


def load(path: Path, *, as_text: bool = False) -> Document:
    """Read one YAML file into a :class:`Document`; raise :class:`YamlError` for anything unsafe or malformed
    (:class:`YamlErrors` when there are several problems that do not stop the reading). ``as_text``: every
    scalar is kept as the text written (no numbers, booleans, dates or nulls), for generated files of texts."""
    name, text = read_text(path)
    return loads(text, name, as_text=as_text)


def loads(text: str, name: str = "<text>", *, as_text: bool = False) -> Document:
    """Like :func:`load`, from text; ``name`` is used in messages."""
    doc = Document(name, None)
    if "\x00" in text:
        raise YamlError(name, text[: text.index("\x00")].count("\n") + 1, None, "the file contains a NUL byte",
                        problem="nul")
    try:
        nodes = list(yaml.compose_all(text, Loader=COMPOSER))
    except RecursionError:
        raise YamlError(name, None, None, f"the data is nested more than {MAX_DEPTH} levels deep",
                        problem="depth") from None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        problem = e.problem or e.context or "malformed YAML"
        if "nesting depth" in problem:  # libyaml's own limit, far above ours
            raise YamlError(name, line, None, f"the data is nested more than {MAX_DEPTH} levels deep",
                            problem="depth") from None
        raise YamlError(name, line, None, f"malformed YAML: {problem}") from None
    except yaml.YAMLError as e:  # pragma: no cover - PyYAML always marks its errors
        raise YamlError(name, None, None, f"malformed YAML: {e}") from None
    if len(nodes) > 1:
        raise YamlError(name, nodes[1].start_mark.line + 1, None, "only one YAML document per file (remove the `---`)",
                        problem="documents")
    if not nodes or nodes[0] is None:
        raise YamlError(name, None, None, "the file is empty", problem="empty")
    builder = _Builder(doc, as_text)
    doc.data = builder.build(nodes[0], ())
    raise_all(builder.errors)
    return doc
