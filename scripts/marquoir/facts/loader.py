"""Load every rule fact under ``rules/`` and check it, or report every error.

``load()`` returns a :class:`~marquoir.facts.base.Facts`; it raises
:class:`~marquoir.facts.errors.InvalidFacts` listing every problem (file, line,
field) when a file is malformed, a fact does not fit its model, or a reference
does not resolve. Nothing is built from invalid facts.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from pydantic import ValidationError

from .. import yamlsafe
from ..paths import rules_dir
from .base import Facts, Located
from .changes import MALFORMED, check_changes
from .checks import check_all
from .errors import NO_FACTS, NOT_A_FACT, UNKNOWN_KIND, FactError, InvalidFacts, code_of, explain
from .lessons import check_lessons
from .locators import check_locators
from .model import KINDS, Change

SKIP_DIRS = {"schema"}


def fact_files(root: Path) -> list[Path]:
    """The YAML files holding facts, in a stable order."""
    return sorted(p for p in root.rglob("*.yaml") if not SKIP_DIRS.intersection(p.relative_to(root).parts))


def _strip_union(loc: tuple, data) -> tuple:
    """Drop the model/union member names pydantic inserts in error locations."""
    kept, node = [], data
    for part in loc:
        if isinstance(node, dict) and part in node:
            kept.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and part < len(node):
            kept.append(part)
            node = node[part]
        elif (isinstance(node, dict) and isinstance(part, str) and part.isidentifier()
              and not any(c in part for c in "[]-")):
            kept.append(part)  # a missing or unknown key: name it
            node = None
    return tuple(kept)


def _read_error(error: yamlsafe.YamlError) -> FactError:
    """A problem of reading a rule file, with its code in the facts' family (``MQ1..``)."""
    code = error.code or (yamlsafe.reading_code(1, error.problem) if error.problem in yamlsafe.READING else "")
    return FactError(error.file, error.line or 1, error.field or "", error.message, code)


def _validate(raw, doc: yamlsafe.Document, base: tuple, errors: list[FactError]) -> Located | None:
    file = doc.file
    if not isinstance(raw, dict):
        errors.append(FactError(file, doc.line(base), yamlsafe.dotted(base) or "",
                                "a fact must be a mapping of fields (`kind: ...`, `id: ...`)", NOT_A_FACT))
        return None
    kind = raw.get("kind")
    label = f"{kind} `{raw.get('id')}`" if isinstance(raw.get("id"), str) else (kind or "fact")
    model = KINDS.get(kind) if isinstance(kind, str) else None
    if model is None:
        errors.append(FactError(file, doc.line(base + ("kind",)), "kind",
                                f"`kind` must be one of {', '.join(KINDS)} (found {kind!r})", UNKNOWN_KIND))
        return None
    try:
        fact = model.model_validate(raw)
    except ValidationError as e:
        by_loc: dict[tuple, dict] = {}
        for err in e.errors():
            loc = _strip_union(err["loc"], raw)
            # of a union's several complaints about one value, the text one explains YAML's traps best
            if loc not in by_loc or err["type"] == "string_type":
                by_loc[loc] = err
        for loc, err in by_loc.items():
            allowed = list(model.model_fields) if len(loc) == 1 else (
                list(Change.model_fields) if len(loc) == 3 and loc[0] == "changes" else None)
            errors.append(FactError(file, doc.line(base + loc), f"{label} {yamlsafe.dotted(loc) or ''}".strip(),
                                    explain(err, allowed), MALFORMED if loc[:1] == ("changes",) else code_of(err)))
        return None
    return Located(fact, file, doc, base)


def load_file(path: Path, errors: list[FactError]) -> list[Located]:
    """The facts of one file (a single fact or a list of facts); problems go to ``errors``."""
    try:
        doc = yamlsafe.load(path)
    except yamlsafe.YamlError as e:
        errors.extend(_read_error(x) for x in e.errors)
        return []
    items = doc.data if isinstance(doc.data, list) else [doc.data]
    bases = [(i,) for i in range(len(items))] if isinstance(doc.data, list) else [()]
    if not items:
        errors.append(FactError(doc.file, 1, "", "the file holds an empty list: no facts", NOT_A_FACT))
    located = [_validate(raw, doc, base, errors) for raw, base in zip(items, bases)]
    return [loc for loc in located if loc is not None]


def load(root: Path | None = None) -> Facts:
    """Load and check every fact under ``root`` (default ``rules/``). The worked examples are run by
    :mod:`marquoir.pipeline`, which calls this first."""
    root = Path(root or rules_dir())
    errors: list[FactError] = []
    files = fact_files(root)
    if not files:
        raise InvalidFacts([FactError(str(root), 1, "", "no rule files (*.yaml) found", NO_FACTS)])
    located: list[Located] = []
    for path in files:
        located.extend(load_file(path, errors))
    facts = Facts(located)
    errors.extend(check_all(facts))
    errors.extend(check_lessons(facts))
    errors.extend(e for loc in facts.by_key.values() for e in check_changes(facts, loc))
    errors.extend(e for loc in facts.by_key.values() for e in check_locators(facts, loc))
    if errors:
        raise InvalidFacts(errors)
    return facts


class Loaded(NamedTuple):
    facts: Facts
    lock: dict  # the translation lock (rules/translations.lock)
    status: dict  # fact key -> {lang: "ok" | "missing" | "outdated"}
    root: Path | None = None  # the rules folder they were read from


_loaded: dict[Path, tuple] = {}
"""The last facts loaded from each folder, with the files' signature
(a build loads them once, not once per language)."""


def signature(root: Path) -> tuple:
    """What changes when a fact file or the lock changes (paths, modification times, sizes)."""
    from .translations import LOCK_NAME

    paths = [*fact_files(root), root / LOCK_NAME]
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in paths if p.exists())


def load_all(root: Path | None = None) -> Loaded:
    """The facts, the translation lock and the translation status; any problem,
    the lock's included, raises :class:`InvalidFacts`. Unchanged files are not read twice."""
    from .translations import read_lock, status

    root = Path(root or rules_dir()).resolve()
    sig = signature(root)
    cached = _loaded.get(root)
    if cached and cached[0] == sig:
        return cached[1]
    facts = load(root)
    try:
        lock = read_lock(root)
    except yamlsafe.YamlError as e:
        raise InvalidFacts([_read_error(x) for x in e.errors]) from None
    loaded = Loaded(facts, lock, status(facts, lock), root)
    _loaded[root] = (sig, loaded)
    return loaded
