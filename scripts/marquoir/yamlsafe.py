"""Safe YAML reading that remembers where every value came from.

``yaml.safe_load`` silently keeps the last of two duplicate keys and builds
Python objects without telling where they were written. This reader composes
the node tree with PyYAML's safe machinery, then builds plain values itself:

* duplicate keys, merge keys (``<<``) and any non-standard tag (``!!python/...``,
  ``!!binary``, ``!custom``...) are errors;
* every value's position is recorded under its path, e.g.
  ``("title", "ja") -> (12, 3)`` (1-based line and column), so that a later
  validation error can name the line.

Nothing here ever constructs an arbitrary Python object.
"""

from __future__ import annotations

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


class YamlError(Exception):
    """A file that cannot be read as plain YAML data; names file, line and field."""

    def __init__(self, file: str, line: int | None, message: str, field: str | None = None):
        self.file, self.line, self.field, self.message = file, line, field, message
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        what = f" {self.field}:" if self.field else ""
        return f"{where}:{what} {self.message}"


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


def _build(node: yaml.Node, path: Path_, doc: Document, constructor: SafeConstructor, seen: set | None = None) -> Any:
    seen = set() if seen is None else seen
    if not isinstance(node, yaml.ScalarNode):
        # an alias (`*name`) makes PyYAML hand us the anchored node again: refuse it, so that
        # a small file cannot expand into millions of values ("billion laughs")
        if id(node) in seen:
            raise YamlError(doc.file, node.start_mark.line + 1,
                            "anchors and aliases (&name, *name) are not supported: write the values out", _dotted(path))
        seen.add(id(node))
    if len(path) > MAX_DEPTH:
        raise YamlError(doc.file, node.start_mark.line + 1,
                        f"the data is nested more than {MAX_DEPTH} levels deep", _dotted(path[:3]) + "...")
    doc.positions[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        if node.tag != _MAP:
            raise YamlError(doc.file, node.start_mark.line + 1, f"the tag {node.tag} is not allowed", _dotted(path))
        result: dict = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise YamlError(doc.file, key_node.start_mark.line + 1, "merge keys (<<) are not supported: write the values out", _dotted(path))
            if not isinstance(key_node, yaml.ScalarNode):
                raise YamlError(doc.file, key_node.start_mark.line + 1, "a key must be a plain word", _dotted(path))
            if key_node.tag not in _SCALAR or key_node.tag == "tag:yaml.org,2002:null" and key_node.value in ("", "~"):
                raise YamlError(doc.file, key_node.start_mark.line + 1, f"the key `{key_node.value}` is not allowed", _dotted(path))
            key = key_node.value  # keys are names: `yes`, `1.10` or `3` stay as written
            if key in result:
                first = doc.positions[path + (key,)][0]
                raise YamlError(doc.file, key_node.start_mark.line + 1,
                                f"duplicate key `{key}` (first written on line {first})", _dotted(path + (key,)))
            doc.positions[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            result[key] = _build(value_node, path + (key,), doc, constructor, seen)
            doc.positions[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if isinstance(value_node, yaml.ScalarNode) and value_node.style in ("|", ">"):
                # a block scalar's text starts on the line after the key
                doc.positions[path + (key, "<text>")] = (value_node.start_mark.line + 2, 1)
        return result
    if isinstance(node, yaml.SequenceNode):
        if node.tag != _SEQ:
            raise YamlError(doc.file, node.start_mark.line + 1, f"the tag {node.tag} is not allowed", _dotted(path))
        return [_build(item, path + (i,), doc, constructor, seen) for i, item in enumerate(node.value)]
    build = _SCALAR.get(node.tag)
    if build is None:
        raise YamlError(doc.file, node.start_mark.line + 1,
                        f"the tag {node.tag} is not allowed (only plain text, numbers, dates, lists and mappings)",
                        _dotted(path))
    try:
        return build(constructor, node)
    except (ValueError, yaml.YAMLError) as e:
        raise YamlError(doc.file, node.start_mark.line + 1, f"cannot read `{node.value}`: {e}", _dotted(path)) from None


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
        raise YamlError(name, None, f"cannot read the file: {e.strerror}") from None
    if len(raw) > MAX_BYTES:
        raise YamlError(name, None, f"the file is too large ({len(raw):,} bytes; the limit is {MAX_BYTES:,})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise YamlError(name, line, f"the file is not UTF-8 (byte 0x{raw[e.start]:02x} at offset {e.start}); save it as UTF-8") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return name, text


def load(path: Path) -> Document:
    """Read one YAML file into a :class:`Document`; raise :class:`YamlError` for anything unsafe or malformed."""
    name, text = read_text(path)
    return loads(text, name)


def loads(text: str, name: str = "<text>") -> Document:
    """Like :func:`load`, from text; ``name`` is used in messages."""
    doc = Document(name, None)
    if "\x00" in text:
        raise YamlError(name, text[: text.index("\x00")].count("\n") + 1, "the file contains a NUL byte")
    try:
        nodes = list(yaml.compose_all(text, Loader=COMPOSER))
    except RecursionError:
        raise YamlError(name, None, f"the data is nested more than {MAX_DEPTH} levels deep") from None
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else None
        problem = e.problem or e.context or "malformed YAML"
        if "nesting depth" in problem:  # libyaml's own limit, far above ours
            raise YamlError(name, line, f"the data is nested more than {MAX_DEPTH} levels deep") from None
        raise YamlError(name, line, f"malformed YAML: {problem}") from None
    except yaml.YAMLError as e:  # pragma: no cover - PyYAML always marks its errors
        raise YamlError(name, None, f"malformed YAML: {e}") from None
    if len(nodes) > 1:
        raise YamlError(name, nodes[1].start_mark.line + 1, "only one YAML document per file (remove the `---`)")
    if not nodes or nodes[0] is None:
        raise YamlError(name, None, "the file is empty")
    doc.data = _build(nodes[0], (), doc, SafeConstructor())
    return doc
