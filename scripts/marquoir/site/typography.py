"""Where a line may not break, in a language's built pages: a figure and its sign, French typography's non-breaking
spaces and its inverted pronouns.

In every language, a figure stays on the line of the sign that ties it to the one before (a resource vector
``1 / 0 / 2 / 0``, a product ``25 × 1``, a result ``= 100``) and a page number on the line of its ``p.``: the space
between them becomes U+00A0 (a sum may still break before ``+`` or ``=``, a long one must).

French sets a space before ``:``, ``;``, ``?``, ``!`` and ``»`` and after ``«``, and a line must never start with
those signs nor end with ``«`` (« ai-je gagné / ? » on a phone). The facts are written with ordinary spaces; the
built French pages get the non-breaking ones: U+202F (narrow) before ``; ? !``, U+00A0 before ``:`` and ``»`` and
after ``«``, as the Imprimerie nationale's rules set them. A pronoun joined to its verb by hyphens (« Peut-on »,
« rapporte-t-elle », « celle-ci ») is kept on one line too (``<span class="mq-nowrap">``: the word's letters stay
the same, a search or a copy reads the same hyphens), and so is, in every language, a source's name as cited
when it holds a hyphen (``archi-chouette.fr``, ``Blog analog-game``, given by the build: :func:`whole`).

Only the text a reader sees is changed: not a tag, not an attribute, nor the elements whose characters a reader
copies or a script reads (:data:`.markup.KEPT`: ``pre``, ``code``, ``kbd``, ``textarea``, ``script``, ``style``;
:func:`.markup.finish_pages` hands this module the parts of a page outside them).
"""

from __future__ import annotations

import re

from ..vocab import LANGS

NOWRAP = "mq-nowrap"
"""The class of a word a line may not break (marquoir.css)."""

BLANK = r"[ \t\n]"
"""Where every rule starts: a blank (a space, a tab or a line break). Each rule's pattern is read from just after
that first blank, which its lookbehinds include, and the rules are joined after one :data:`BLANK`: the regular
expression engine then tries them only where a blank is (twice as fast on a site's texts as rules that start with
a lookbehind, which it tries at every character)."""
FIGURES = ((r"(?<=[0-9] )(?=[/×] [0-9])|(?<=[0-9] [/×] )(?=[0-9])|(?<== )(?=[0-9])|(?<=\bp\. )(?=[0-9])",
            "\u00a0"),)
"""The spaces around a figure's sign, and after ``p.``, in every language (the blank a space: ``[0-9] `` behind)."""
LANG_SPACES = {"fr": ((rf"{BLANK}*(?=[;?!])", "\u202f"), (rf"{BLANK}*(?=[:»])", "\u00a0"),
                      (rf"(?<=«{BLANK}){BLANK}*", "\u00a0"))}
"""A language's own spaces that may not break a line (French's high punctuation and guillemets): the blanks before
``; ? !``, before ``: »`` and after ``«``."""
SPACES = {lang: (*LANG_SPACES.get(lang, ()), *FIGURES) for lang in LANGS}
"""Per language of the site, the spaces that may not break a line (its own, then the figures'): each rule's pattern
(after its first blank) with the space its run of blanks becomes."""

PRONOUNS = {"fr": ("je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "ce", "ci", "là")}
"""Per language, the words joined by hyphens to the word before them that a line may not separate from it."""

_HYPHENED = {lang: re.compile(r"(?<![\w-])(\w+(?:-t)?(?:-(?:" + "|".join(words) + r")))(?![\w-])")
             for lang, words in PRONOUNS.items()}
_SPACES = {lang: (re.compile(BLANK + "(?:" + "|".join(f"({pattern})" for pattern, _space in rules) + ")"),
                  [space for _pattern, space in rules]) for lang, rules in SPACES.items()}
"""Per language, its rules as one pattern (a blank, then each rule a group) and the space each group becomes: one
pass a text."""
_TEXT = re.compile(r">([^<]*[^\s<][^<]*)<")
"""A text between two tags, not only whitespace (no attribute of a built page holds ``>``:
``tests/site/test_typography.py``)."""


def as_typed(text: str) -> str:
    """``text`` with the no-break spaces this module writes read as the ordinary spaces the facts were written with
    (what a test compares with a catalog's words)."""
    for _pattern, space in (rule for rules in SPACES.values() for rule in rules):
        text = text.replace(space, " ")
    return text


def rules_of(lang: str) -> tuple[str, list[str]]:
    """``lang``'s rules as one pattern's source, each rule a group, and the space each group becomes (what the page's
    scripts receive: :func:`.markup.for_scripts`)."""
    pattern, spaces = _SPACES[lang]
    return pattern.pattern, list(spaces)


def spaced(text: str, lang: str) -> str:
    """``text`` (plain text, no markup) with the spaces of ``lang`` where a line may not break made so."""
    if lang not in _SPACES:
        return text
    pattern, spaces = _SPACES[lang]
    return pattern.sub(lambda m: spaces[m.lastindex - 1], text)


def whole(words) -> re.Pattern | None:
    """A pattern of those of ``words`` that a line could break, at a hyphen (a source's name as cited,
    ``archi-chouette.fr``, would break there); None if there are none."""
    words = sorted({w for w in words if "-" in w}, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, words))) if words else None


_NOWRAP = rf'<span class="{NOWRAP}">\g<0></span>'


def _text(lang: str, text: str, kept: re.Pattern | None) -> str:
    text = spaced(text, lang)
    if "-" not in text:  # a pronoun and a kept name both hold a hyphen: most texts hold none
        return text
    if lang in _HYPHENED:
        text = _HYPHENED[lang].sub(_NOWRAP, text)
    return kept.sub(_NOWRAP, text) if kept else text


def typesetter(lang: str, kept: re.Pattern | None = None):
    """A function of a part of a page (HTML: tags and the texts between them, none of :data:`.markup.KEPT`) that
    gives its texts the spaces and hyphens of ``lang`` where a line may not break, and keeps the words of ``kept``
    (:func:`whole`) whole; its tags and attributes as they were. Made once for a site: each distinct text is worked
    out once (a site's pages repeat the texts of its navigation, header and footer on every page)."""
    done: dict[str, str] = {}

    def one(found: re.Match) -> str:
        text = found.group(1)
        out = done.get(text)
        if out is None:
            out = done[text] = _text(lang, text, kept)
        return f">{out}<"

    return lambda part: _TEXT.sub(one, part)
