"""The text lint's checks: each yields :class:`~marquoir.facts.errors.FactError` with its ``MQ3xx`` code, naming the
file, the line of the word and the field.

The texts are read as a reader sees them: code spans, the targets of ``[[id|label]]`` links (their labels stay),
web addresses and words in quotation marks (a mention of another source's word, not a use) are blanked before the
wording rules run; the engine-id rule reads the code spans themselves.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from functools import cache

from ..engine.errors import ALL_RULES
from ..engine.options import CHOICES, Options
from ..facts.base import Facts, Located
from ..facts.checks import CODE as CODE_SPAN
from ..facts.checks import INLINE_REF, texts
from ..facts.errors import FactError
from ..vocab import LANGS
from ..yamlsafe import dotted
from .house import COUNTED, COUNTED_CODE, COUNTED_MESSAGE, EACH, HOUSE_RULES, NUMBERS

LINK_TARGET = re.compile(r"\[\[[^\[\]|]*\]\]|\[\[[^\[\]|]*\||\]\]")
ADDRESS = re.compile(r"https?://\S+")
QUOTED = re.compile(r"«[^»\n]*»|“[^”\n]*”|\"[^\"\n]*\"|「[^」\n]*」|『[^』\n]*』")
LATIN = ("fr", "en")

GLOSSARY_CODE = "MQ301"
ENGINE_CODE = "MQ302"
OPTION_NAMES = tuple(f.name for f in fields(Options))
ENGINE_WORDS = frozenset(ALL_RULES) | frozenset(OPTION_NAMES) | {v for values in CHOICES.values() for v in values}
"""What a reader must never be shown as code in a fact's text: the engine's rule ids, option names and values."""
BARE = tuple(n for n in OPTION_NAMES if "_" in n) + tuple(v for vs in CHOICES.values() for v in vs if "-" in v)
"""The engine's words no reader's text holds even outside code: option names (``coin_scoring``) and hyphenated option
values (``one-per-turn``); single words such as ``several`` or ``tenths`` are ordinary words there."""
BARE_WORD = re.compile(r"(?<![A-Za-z0-9_`-])(" + "|".join(BARE) + r")(?![A-Za-z0-9_`-])")
ENGINE_EXEMPT_KINDS = ("article",)
"""Guides document the case files of ``marquoir check``, where option names and rule ids are the words typed."""


@dataclass(frozen=True)
class Wording:
    """One compiled wording rule: a code, a language, a pattern, a message; ``owner``: a term exempt from it (the
    glossary entry that names the avoided word)."""

    code: str
    lang: str
    pattern: re.Pattern
    message: str
    owner: tuple | None = None
    keep: re.Pattern | None = None  # the term itself, blanked first: 建物の場札 is not an avoided 建物の場
    needle: str | None = None  # in lower case, a word every match holds: a text without it is not searched


def blank(text: str, *patterns: re.Pattern) -> str:
    """``text`` with every match of ``patterns`` replaced by spaces (same length, same lines)."""
    for pattern in patterns:
        text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return text


def reading(text: str) -> str:
    """The prose the wording rules read."""
    return blank(text, CODE_SPAN, LINK_TARGET, ADDRESS, QUOTED)


def phrase(word: str, lang: str) -> str:
    """A pattern for an avoided word: whole words, each in the singular or the plural, in French and English; as
    written in Japanese."""
    if lang not in LATIN:
        return re.escape(word)
    return r"(?<!\w)" + r"\s+".join(re.escape(part) + "(?:s|x)?" for part in word.split()) + r"(?!\w)"


def term_forms(term: str) -> list[str]:
    """The forms of a glossary term (``bâtiment / terminé``, ``point de victoire (PV)``)."""
    return [f.strip() for part in term.split(" / ") for f in re.split(r"[()]", part) if f.strip()]


def glossary_rules(facts: Facts) -> list[Wording]:
    """MQ301: for each term, the words the glossary sets aside (``avoid``), with the term to use instead."""
    out = []
    for term in facts.of("term"):
        for lang in LANGS:
            name = getattr(term.term, lang)
            if not name:
                continue
            keep = re.compile("|".join(phrase(form, lang) for form in term_forms(name)), re.I)
            for word in getattr(term.avoid, lang):
                out.append(Wording(GLOSSARY_CODE, lang, re.compile(phrase(word, lang), re.I),
                                   f"the glossary's term is «{name}» (term `{term.id}`), not «{word}»",
                                   ("both", term.id), keep, word.split()[0].lower()))
    return out


def house_rules() -> list[Wording]:
    return [Wording(r.code, r.lang, re.compile(r.pattern, re.I), r.message) for r in HOUSE_RULES]


def at(loc: Located, path: tuple, text: str, start: int) -> int:
    """The line of ``text``'s character ``start``: the field's line, or within a block scalar the line itself."""
    first = loc.doc.positions.get(loc.base + path + ("<text>",))
    return first[0] + text.count("\n", 0, start) if first else loc.line(*path)


def error(loc: Located, path: tuple, text: str, start: int, code: str, message: str) -> FactError:
    return FactError(loc.file, at(loc, path, text, start),
                     f"{loc.fact.kind} `{loc.fact.id}` {dotted(path)}", message, code)


def wording(text: str, lang: str, rules: Iterable[Wording], owner: tuple | None = None) -> Iterator[tuple]:
    """Where the wording rules of ``lang`` find ``text`` wrong: (position, code, message); ``owner``: the key of
    the fact the text belongs to (a term is exempt from its own avoided words)."""
    prose = reading(text)
    lower = prose.lower()
    for rule in rules:
        if rule.needle is not None and rule.needle not in lower:
            continue  # what the rule looks for is not in the text (a plain test: most texts, most rules)
        if rule.lang in (lang, EACH) and (rule.owner is None or rule.owner != owner) and rule.pattern.search(prose):
            for m in rule.pattern.finditer(blank(prose, rule.keep) if rule.keep else prose):
                yield m.start(), rule.code, f"«{m.group(0).strip()}»: {rule.message}"


def lint_wording(loc: Located, items: list, rules: Iterable[Wording]) -> Iterator[FactError]:
    """The wording rules over every text (``items``: path, language, text) of the fact at ``loc``."""
    for path, lang, text in items:
        for start, code, message in wording(text, lang, rules, loc.key):
            yield error(loc, path, text, start, code, message)


def lint_engine_words(loc: Located, items: list) -> Iterator[FactError]:
    """MQ302: no engine rule id, option name or option value shown as code to a reader, and no option name at all."""
    if loc.fact.kind in ENGINE_EXEMPT_KINDS:
        return
    for path, _lang, text in items:
        for m in CODE_SPAN.finditer(text):
            words = set(re.findall(r"[a-z0-9_]+(?:-[a-z0-9_]+)*", m.group(0)))
            if words & ENGINE_WORDS:
                yield error(loc, path, text, m.start(), ENGINE_CODE,
                            f"{m.group(0)} is the engine's word: write for the reader (what the option does, the "
                            "rule's title, linked: [[fact-id|label]]); the ids stay in the worked example's doctest")
        for start, code, message in bare_engine_words(text):
            yield error(loc, path, text, start, code, message)


def bare_engine_words(text: str) -> Iterator[tuple[int, str, str]]:
    """MQ302's words outside code: an option's name or coded value (``coin_exchanges``, ``one-per-turn``) in a text a
    reader reads (a fact's, or a catalog's: :mod:`.catalogs`)."""
    for m in BARE_WORD.finditer(blank(text, CODE_SPAN, LINK_TARGET)):
        yield m.start(), ENGINE_CODE, f"«{m.group(0)}» is the engine's word for an option: say what it does, in the " \
                                      "reader's words"


SOURCE_CODE = "MQ304"


def lint_source_links(loc: Located, items: list, sources: frozenset[str]) -> Iterator[FactError]:
    """MQ304: in French and English, a link to a source in a text says its own words (« comme [[r-es|la règle en
    espagnol]] »): the source's name alone (« Règle en espagnol ») would lack the article or the contraction the
    sentence needs. Japanese needs neither: its name reads as it stands."""
    for path, lang, text in items:
        if lang not in LATIN:
            continue
        for m in INLINE_REF.finditer(blank(text, CODE_SPAN)):
            if m.group(2) is None and m.group(1).strip() in sources:
                yield error(loc, path, text, m.start(), SOURCE_CODE,
                            f"{m.group(0)} would show the source's name alone: give the link the words the sentence "
                            f"needs, article included ([[{m.group(1).strip()}|la règle…]], [[…|the rulebook…]])")


@cache
def counting(word: str) -> re.Pattern:
    """``word`` counted: followed by a number and 人 or 枚, or after them; ordinals and rates left out."""
    after = rf"{re.escape(word)}\s*(?:は|が|を|も)?\s*(?:全部で)?\s*{NUMBERS}\s*([人枚])(?!目|につき|ずつ)"
    before = rf"{NUMBERS}\s*([人枚])\s*の\s*{re.escape(word)}"
    return re.compile(f"{after}|{before}")


def counts(prose: str, word: str) -> Iterator[tuple[int, str]]:
    """Where ``word`` is counted in ``prose`` (its position and counter, 人 or 枚)."""
    if word in prose:
        for m in counting(word).finditer(prose):
            yield m.start(), m.group(1) or m.group(2)


def lint_counters(loc: Located, items: list, words: list[str]) -> Iterator[FactError]:
    """MQ311: in one fact, a worker word is counted either in 枚 (cards) or in 人 (people), in Japanese."""
    seen: dict[str, tuple[str, tuple]] = {}
    for path, lang, text in items:
        if lang != "ja":
            continue
        prose = reading(text)
        for word in words:
            for start, counter in counts(prose, word):
                first = seen.setdefault(word, (counter, path))
                if first[0] != counter:
                    yield error(loc, path, text, start, COUNTED_CODE, COUNTED_MESSAGE.format(
                        word=word, first=first[0], where=dotted(first[1]), other=counter))
                    seen[word] = (counter, path)


def codes() -> list[str]:
    """Every code the text lint can give, in order (rules/README.md's table lists each once)."""
    return sorted({GLOSSARY_CODE, ENGINE_CODE, SOURCE_CODE, COUNTED_CODE, *(rule.code for rule in HOUSE_RULES)})


def wording_rules(facts: Facts) -> list[Wording]:
    """The glossary's rules (from ``facts``' terms) and the house rules."""
    return glossary_rules(facts) + house_rules()


def lint(facts: Facts) -> list[FactError]:
    """Every text lint error of ``facts``."""
    rules = wording_rules(facts)
    counted = [t.term.ja for t in facts.of("term") if t.id in COUNTED and t.term.ja]
    sources = frozenset(s.id for s in facts.of("source"))
    errors: list[FactError] = []
    for loc in facts.by_key.values():
        items = list(texts(loc.fact))
        errors.extend(lint_wording(loc, items, rules))
        errors.extend(lint_engine_words(loc, items))
        errors.extend(lint_counters(loc, items, counted))
        errors.extend(lint_source_links(loc, items, sources))
    return errors
