"""Checks across facts: references, texts and doctests.

Each check yields :class:`FactError` naming the file, line and field.
"""

from __future__ import annotations

import ast
import difflib
import doctest
import re
from collections.abc import Iterator

from pydantic import BaseModel

from ..vocab import EDITIONS, LANGS
from .base import Facts, Located
from .errors import (
    BASIS,
    DOCTEST,
    DUPLICATE_ID,
    EDITION,
    MARKUP,
    UNCONFIRMED,
    UNKNOWN_REF,
    UNUSED_EXAMPLE,
    WRONG_REF,
    FactError,
)
from .model import Text

INLINE_REF = re.compile(r"\[\[([^\[\]|]+?)(?:\|([^\[\]]+))?\]\]")
"""``[[id]]`` or ``[[id|label]]``: a link to another fact, resolved at render time."""
CODE = re.compile(r"(```.*?```|`[^`\n]+`)", re.S)
RAW_HTML = re.compile(r"<\s*/?\s*[A-Za-z!?]")
ATTR_LIST = re.compile(r"\{\s*[:#.]")
HEADING = re.compile(r"^ {0,3}#{1,6}\s.*$", re.M)
HEADING_ID = re.compile(r"\s\{#[a-z0-9]+(-[a-z0-9]+)*\}\s*$")
"""A heading in a text ends with its anchor, the same in every language: ``## Le format {#format}``."""
LINK = re.compile(r"(!?)\[[^\]]*\]\(\s*(\S*?)\)?(?=\s|$)")
SAFE_URL = re.compile(r"^https?://[^\s\"'<>]+$")
ALLOWED_IMPORTS = ("marquoir",)
FORBIDDEN_NAMES = {"open", "exec", "eval", "compile", "__import__", "input", "breakpoint", "globals", "locals", "vars"}
SUSPECT = re.compile(r"import|__|\b(?:" + "|".join(sorted(FORBIDDEN_NAMES)) + r")\b")
"""What a doctest line must hold for its syntax tree to be looked through: an import, a dunder or a forbidden name
(a line without any of these words cannot break the rules below; most lines are ``>>> game.ecus("Alice")``)."""
SINGLE_EDITION_KINDS = ("chapter", "rule", "card", "edition", "lesson")


def texts(value, path: tuple = ()) -> Iterator[tuple[tuple, str, str]]:
    """Every (path, lang, text) in a fact, for the languages that have a text."""
    if isinstance(value, Text):
        for lang in LANGS:
            text = getattr(value, lang)
            if text is not None:
                yield path + (lang,), lang, text
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from texts(getattr(value, name), path + (name,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from texts(item, path + (i,))


def prose(text: str) -> str:
    """The text with code spans and fences blanked (same length, same lines)."""
    return CODE.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def error_at(loc: Located, path: tuple, message: str, code: str = "") -> FactError:
    """The error of the fact at ``loc``, at the line of its field ``path``, with its stable code (:mod:`.errors`)."""
    from ..yamlsafe import dotted
    return FactError(loc.file, loc.line(*path), f"{loc.fact.kind} `{loc.fact.id}` {dotted(path) or ''}".strip(),
                     message, code)


def _suggest(facts: Facts, ref: str, kinds: tuple[str, ...]) -> str:
    ids = sorted({k[1] for k, located in facts.by_key.items() if located.fact.kind in kinds})
    close = difflib.get_close_matches(ref.split(":")[-1], ids, n=1)
    return f" (did you mean `{close[0]}`?)" if close else ""


def check_ref(facts: Facts, loc: Located, path: tuple, ref: str, kinds: tuple[str, ...],
              what: str) -> Iterator[FactError]:
    target = facts.resolve(ref, loc.fact.edition)
    if target is None:
        yield error_at(loc, path, f"unknown {what} `{ref}`{_suggest(facts, ref, kinds)}", UNKNOWN_REF)
    elif kinds and target.fact.kind not in kinds:
        yield error_at(loc, path, f"`{ref}` is a {target.fact.kind}, not a {what}", WRONG_REF)


def check_text(facts: Facts, loc: Located, path: tuple, text: str) -> Iterator[FactError]:
    """Texts are Markdown without raw HTML, attribute lists or outside images; links go through [[refs]] or http(s)."""
    plain = prose(text)
    if RAW_HTML.search(plain):
        yield error_at(loc, path, "raw HTML is not allowed in rule texts "
                              "(write Markdown; `<` can be written in a `code span`)", MARKUP)
    for m in HEADING.finditer(plain):
        if not HEADING_ID.search(m.group(0)):
            yield error_at(loc, path, f"the heading `{m.group(0).strip()}` needs an anchor, the same in every "
                                  "language, at its end: `## Title {#anchor}`", MARKUP)
    if ATTR_LIST.search(HEADING_ID.sub("", "\n".join(HEADING_ID.sub("", line) for line in plain.split("\n")))):
        yield error_at(loc, path, "attribute lists such as `{: ...}` or `{#...}` are not allowed in rule texts "
                              "(only a heading's anchor: `## Title {#anchor}`)", MARKUP)
    for m in LINK.finditer(plain):
        if m.group(1):
            yield error_at(loc, path, "images are not allowed in rule texts (the site loads nothing from elsewhere)",
                           MARKUP)
        elif not SAFE_URL.match(m.group(2)):
            yield error_at(loc, path, f"link target `{m.group(2)}`: link to other facts with [[id]], to the web with "
                                      "https://", MARKUP)
    for m in INLINE_REF.finditer(plain):
        yield from check_ref(facts, loc, path, m.group(1).strip(), (), "fact")


def check_doctest(loc: Located) -> Iterator[FactError]:
    """A doctest must parse, hold at least one ``>>>`` example, compile, and import only from marquoir."""
    source = loc.fact.doctest
    path = ("doctest",)
    try:
        examples = doctest.DocTestParser().get_examples(source)
    except ValueError as e:
        yield error_at(loc, path, f"malformed doctest: {e}", DOCTEST)
        return
    if not examples:
        yield error_at(loc, path, "the doctest has no `>>>` example", DOCTEST)
        return
    for ex in examples:
        line = loc.line("doctest", "<text>") + ex.lineno
        where = lambda msg, line=line: FactError(loc.file, line, f"example `{loc.fact.id}` doctest", msg,  # noqa: E731
                                                 DOCTEST)
        try:
            tree = ast.parse(ex.source, mode="exec")
        except SyntaxError as e:
            yield where(f"the doctest line does not compile: {e.msg}")
            continue
        if not SUSPECT.search(ex.source):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            else:
                modules = []
            for module in modules:
                if module.split(".")[0] not in ALLOWED_IMPORTS:
                    yield where(f"a worked example may only import from marquoir (found `{module}`)")
            if isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
                yield where(f"`{node.id}` is not allowed in a worked example")
            if isinstance(node, ast.Attribute) and node.attr.startswith("__"):
                yield where(f"`{node.attr}` is not allowed in a worked example")


def check_basis(facts: Facts, loc: Located) -> Iterator[FactError]:
    """A fact's ``basis`` agrees with its sources: ``rulebook`` and ``derived`` cite an official source,
    ``derived`` gives its ``derivation`` (and only it does), ``secondary`` cites a secondary source,
    ``house-rule`` names in ``see`` the ruling (status ``house-rule``) that gives the verdict and why."""
    fact = loc.fact
    basis = getattr(fact, "basis", None)
    if basis is None or any(facts.source(c.source) is None for c in fact.sources):
        return  # an unknown source is reported on its own: the basis cannot be judged without it
    authorities = {facts.source(c.source).authority for c in fact.sources}
    if basis in ("rulebook", "derived") and "official" not in authorities:
        yield error_at(loc, ("basis",), f"basis `{basis}` needs an official source in `sources` (the rulebook)",
                       BASIS)
    if basis == "secondary" and "secondary" not in authorities:
        yield error_at(loc, ("basis",), "basis `secondary` needs a secondary source in `sources`", BASIS)
    if (basis == "derived") != (fact.derivation is not None):
        yield error_at(loc, ("derivation",) if fact.derivation is not None else ("basis",),
                   "`derivation` (the arithmetic) goes with `basis: derived`, and only with it", BASIS)
    if basis == "house-rule":
        rulings = [facts.resolve(ref, fact.edition) for ref in fact.see]
        if not any(r is not None and r.fact.kind == "ruling" and r.fact.status == "house-rule" for r in rulings):
            yield error_at(loc, ("basis",), "basis `house-rule` needs, in `see`, the ruling (status `house-rule`) "
                                        "that gives Marquoir's verdict and why", BASIS)


def check_all(facts: Facts) -> list[FactError]:
    errors: list[FactError] = []
    for loc, first in facts.duplicates:
        errors.append(error_at(loc, ("id",),
                               f"the id `{loc.fact.id}` is already used in {first.file}:{first.line('id')}",
                               DUPLICATE_ID))
    used_examples: set[tuple[str, str]] = set()
    for loc in facts.by_key.values():
        fact = loc.fact
        if fact.kind in SINGLE_EDITION_KINDS and fact.edition == "both":
            errors.append(error_at(loc, ("edition",), f"a {fact.kind} belongs to one edition: {' or '.join(EDITIONS)}",
                                   EDITION))
        if fact.kind == "edition" and fact.id != fact.edition:
            errors.append(error_at(loc, ("id",), f"an edition fact's id must be its edition (`{fact.edition}`)",
                                   EDITION))
        for i, cite in enumerate(fact.sources):
            errors.extend(check_ref(facts, loc, ("sources", i, "source"), cite.source, ("source",), "source"))
        for i, claim in enumerate(getattr(fact, "claims", [])):
            errors.extend(check_ref(facts, loc, ("claims", i, "source"), claim.source, ("source",), "source"))
        if fact.kind == "rule":
            errors.extend(check_ref(facts, loc, ("chapter",), fact.chapter, ("chapter",), "chapter"))
        for i, ref in enumerate(getattr(fact, "examples", [])):
            errs = list(check_ref(facts, loc, ("examples", i), ref, ("example",), "example"))
            errors.extend(errs)
            if not errs:
                used_examples.add(facts.resolve(ref, fact.edition).key)
        for i, ref in enumerate(getattr(fact, "see", [])):
            errors.extend(check_ref(facts, loc, ("see", i), ref, (), "fact"))
        for i, ref in enumerate(getattr(fact, "unconfirmed", [])):
            errs = list(check_ref(facts, loc, ("unconfirmed", i), ref, ("ruling",), "ruling"))
            if not errs and facts.resolve(ref, fact.edition).fact.status != "unconfirmed":
                errs.append(error_at(loc, ("unconfirmed", i),
                                     f"the ruling `{ref}` is not marked `status: unconfirmed`", UNCONFIRMED))
            errors.extend(errs)
        for path, _lang, text in texts(fact):
            errors.extend(check_text(facts, loc, path, text))
        if fact.kind == "example":
            errors.extend(check_doctest(loc))
        errors.extend(check_basis(facts, loc))
    editions = {loc.fact.id for loc in facts.by_key.values() if loc.fact.kind == "edition"}
    for loc in facts.by_key.values():
        if loc.fact.edition not in editions | {"both"} and loc.fact.kind not in ("source", "term", "article"):
            errors.append(error_at(loc, ("edition",),
                               f"the edition `{loc.fact.edition}` has no edition fact "
                               f"(rules/{loc.fact.edition}/edition.yaml): its pages cannot be built", EDITION))
    for loc in facts.by_key.values():
        if loc.fact.kind == "example" and loc.key not in used_examples:
            errors.append(error_at(loc, ("id",), "this worked example is not used by any rule, FAQ entry or ruling "
                                             "(add it to their `examples:` so that it is shown and tested)",
                                   UNUSED_EXAMPLE))
    return errors
