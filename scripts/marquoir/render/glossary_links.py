"""Glossary links: the first time a page uses a game term, the word links to its
glossary entry (with the first sentence of its definition and the term in the three languages
as a tooltip, which a first tap on a touch screen shows: see docs/theme/assets/glossary-taps.mjs).

Runs on a page's Markdown as the renderer writes it (and on the hand-written home pages), so that the
pages a builder is given already carry their links. It never touches what is not prose: the front
matter, headings, code spans and fences, Markdown links and attribute lists, HTML comments and tags,
the text inside links, code, headings, buttons, labels... (:data:`SKIP`) and the hidden search words.
Longer phrases win over the shorter terms they contain (労働者の派遣 over 労働者, tour de table over
tour), and card names and edition titles are matched first and left alone (la tour de guet is a
building, not a turn).
"""

from __future__ import annotations

import functools
import html
import posixpath
import re
from dataclasses import dataclass

from markupsafe import Markup

from ..facts.checks import INLINE_REF
from .context import relative
from .html import render_html

SKIP = {"a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style", "button", "label",
        "legend", "option", "textarea", "title", "summary", "kbd", "output"}
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "col", "source", "area", "base", "embed", "param",
        "track"}
TAG_NAME = re.compile(r"</?\s*([a-zA-Z0-9]+)")
NOT_PROSE = re.compile(r"""
    \n(?:[ \t]*(?P<mark>`{3,}|~{3,})[^\n]*\n.*?\n[ \t]*(?P=mark)[ \t]*(?=\n|\Z)   # a fenced block
        |[ \t]{0,3}\#{1,6}[ \t][^\n]*)                                          # a heading line
  | `(?P<ticks>`*)(?:(?!\n[ \t]*\n).)+?`(?P=ticks)                                # a code span
  | <(?:!--.*?--|[a-z][a-z0-9+.-]*:[^\s<>]*|(?P<tag>/?[A-Za-z][^<>]*))>          # a comment, an autolink, a tag
  | !\[(?:\\.|[^\\\]\n])*\]\([^)\n]*\)                                          # an image
  | \[(?:\\.|[^\\\]\n])*\]\([^)\n]*\)                                           # a Markdown link, its text too
  | \{[:#.][^}\n]*\}                                                            # an attribute list
""", re.S | re.X)
"""What is not prose in a page's Markdown (left as it is), scanned from a newline put before the page's first line
(so that a heading or a fence starts after a newline there too). Every alternative starts with a fixed character:
the engine skips the prose between them quickly. An HTML tag is also followed, to skip what the elements of
:data:`SKIP` hold."""
FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)


@dataclass(frozen=True)
class Entry:
    """A phrase to find: a term (``term`` is its id) or a blocker (``term`` is None)."""

    phrase: str
    term: str | None
    title: str = ""


def entries(terms, cards, titles: list[str], lang: str) -> list[Entry]:
    """What to look for on a page in ``lang``: each term's word, and the phrases to leave alone."""
    found = []
    for t in terms:
        if lang in t.no_autolink:
            continue
        word = getattr(t.term, lang) or ""
        word = re.split(r"\s+/\s+|\s*[（(]", word)[0].strip()
        if len(word) < 2:
            continue
        tip = " · ".join(f"{code.upper()} {getattr(t.term, code)}"
                         for code in ("fr", "en", "ja") if getattr(t.term, code))
        definition = first_sentence(getattr(t.definition, lang) or t.definition.fr)
        found.append(Entry(word, t.id, f"{definition}\n{tip}" if definition else tip))
    # blockers: card names and titles that contain a term's word (la tour de guet is not a turn)
    words = [e.phrase.lower() for e in found]
    for name in [n for c in cards for n in (getattr(c.name, lang), c.name.fr) if n] + [t for t in titles if t]:
        name = re.sub(r"^(La |Le |Les |L'|The )", "", name)
        if any(w in name.lower() for w in words):
            found.append(Entry(name, None))
    return found


SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÀ-Ý(«\"])|(?<=[。！？])")


def first_sentence(markdown_text: str) -> str:
    """A definition's first sentence as plain text (``[[id|word]]`` → word, no Markdown marks): the
    tooltip of the term's links, and what a tap on a touch screen shows before going to the glossary."""
    text = INLINE_REF.sub(lambda m: m.group(2) or m.group(1), markdown_text.strip().split("\n\n")[0])
    text = re.sub(r"[*_`]", "", re.sub(r"\s+", " ", text))
    return SENTENCE_END.split(text, maxsplit=1)[0].strip()


def _trie(phrases) -> str:
    """One regex for many phrases, their common prefixes factored (Python's ``re`` tries
    alternatives one by one: a trie is many times faster); longer phrases are tried first."""
    tree: dict = {}
    for phrase in phrases:
        node = tree
        for ch in phrase:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if "" in node:
            branches.append("")  # the phrase may end here (after every longer branch)
        if len(branches) == 1:
            return branches[0]
        return "(?:" + "|".join(branches) + ")"

    return emit(tree)


@functools.lru_cache(maxsize=8)
def _pattern(found: tuple[Entry, ...], lang: str) -> re.Pattern:
    phrases = {html.escape(e.phrase, quote=False).lower() if lang != "ja" else html.escape(e.phrase, quote=False)
               for e in found}
    alternatives = _trie(phrases)
    if lang == "ja":
        return re.compile(f"(?:{alternatives})")
    # French and English: whole words, with a plural s/x; matched in the text put in lower case (as the phrases are),
    # which the regex engine reads much faster than a case-insensitive pattern
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?:s|x)?(?![\w-])")


@functools.lru_cache(maxsize=4096)
def _tag(piece: str) -> tuple[bool | None, bool]:
    """(True: opens an element, False: closes one, None: neither), and whether its text is left alone."""
    m = TAG_NAME.match(piece)
    name = m.group(1).lower() if m else ""
    if piece.startswith("</"):
        return False, False
    if name in VOID or piece.endswith("/>") or piece.startswith(("<!", "<?")):
        return None, False
    return True, name in SKIP or "mq-keywords" in piece or " hidden" in piece or "data-no-terms" in piece


def glossary_href(page_path: str) -> str:
    """The glossary's address relative to the page ``page_path`` (``moyen-age/tour.md`` → ``../glossaire.html``)."""
    return relative("glossaire.html", page_path)


def link_terms(markdown: str, found: list[Entry], href: str, lang: str) -> str:
    """``markdown`` (a page's, or a piece of one) with the first use of each term linked to ``href#term`` (the
    glossary's address from the page); terms the page links already (``glossaire.md#id`` or ``.html``) are skipped."""
    if not found:
        return markdown
    by_phrase = {}
    for e in found:
        by_phrase.setdefault(html.escape(e.phrase, quote=False).lower(), e)
    stem = re.escape(posixpath.splitext(href)[0])
    linked = set(re.findall(stem + r"\.(?:html|md)#([a-z0-9-]+)", markdown))
    pattern = _pattern(tuple(found), lang)

    def link_of(text: str) -> str | None:
        """The link that a phrase found becomes; None for a blocker or a term the page links already."""
        key = text.lower()
        entry = by_phrase.get(key) or by_phrase.get(key[:-1])
        if entry is None or entry.term is None or entry.term in linked:
            return None
        linked.add(entry.term)
        # ``text`` is a piece of the page's Markdown prose (made inert by the renderer): wrapped as it is; the
        # link stays on one line, so that a table row or a list item holding it stays whole
        link = render_html("term_link.html", href=f"{href}#{entry.term}", title=entry.title, text=Markup(text))
        return link.replace("\n", "&#10;").replace("|", "&#124;")

    front = FRONT_MATTER.match(markdown)
    head = front.group(0) if front else ""
    body = "\n" + markdown[len(head):]
    folded, scan = (body, pattern) if lang == "ja" else (body.lower(), pattern)  # the phrases are in lower case
    if len(folded) != len(body):  # a letter whose lower case is longer (none in our texts): case-insensitive
        folded, scan = body, re.compile(pattern.pattern, re.I)

    def linked_in(start: int, end: int) -> str:
        """The prose ``body[start:end]`` with the first use of each term linked (the characters around a piece of
        prose, a tag's ``>`` or a link's ``)``, are never word characters: the piece is read as if alone)."""
        out, last = [], start
        for m in scan.finditer(folded, start, end):
            link = link_of(body[m.start():m.end()])
            if link is not None:
                out += (body[last:m.start()], link)
                last = m.end()
        return "".join(out) + body[last:end] if out else body[start:end]

    out, skipping, start = [], [False], 0  # skipping: whether the innermost open element is left alone
    for m in NOT_PROSE.finditer(body):
        if m.start() > start:
            out.append(body[start:m.start()] if skipping[-1] else linked_in(start, m.start()))
        token = m.group(0)
        if m.group("tag") is not None:
            opens, skip = _tag(token)
            if opens is True:
                skipping.append(skip or skipping[-1])
            elif opens is False and len(skipping) > 1:
                skipping.pop()
        out.append(token)
        start = m.end()
    out.append(body[start:] if skipping[-1] else linked_in(start, len(body)))
    return head + "".join(out)[1:]  # without the newline put first
