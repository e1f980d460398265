"""Glossary links: the first time a page uses a game term, the word links to its
glossary entry (with the term in the three languages as a tooltip).

Runs on the HTML of a page (after Markdown), so that it never touches code,
headings, existing links or hidden search words. Longer phrases win over the
shorter terms they contain (労働者の派遣 over 労働者, tour de table over tour), and
card names and edition titles are matched first and left alone (la tour de guet is
a building, not a turn).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

SKIP = {"a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style", "button", "label",
        "legend", "option", "textarea", "title", "summary", "kbd", "output"}
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "col", "source", "area", "base", "embed", "param",
        "track"}
TAG = re.compile(r"(<[^>]+>)")
TAG_NAME = re.compile(r"</?\s*([a-zA-Z0-9]+)")


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
        tip = " · ".join(f"{code.upper()} {getattr(t.term, code)}" for code in ("fr", "en", "ja") if getattr(t.term, code))
        found.append(Entry(word, t.id, tip))
    for c in cards:
        for name in (getattr(c.name, lang), c.name.fr):
            if name:
                found.append(Entry(re.sub(r"^(La |Le |Les |L'|The )", "", name), None))
    found += [Entry(title, None) for title in titles if title]
    return found


def _pattern(found: list[Entry], lang: str) -> re.Pattern:
    phrases = sorted({e.phrase for e in found}, key=len, reverse=True)
    alternatives = "|".join(re.escape(html.escape(p, quote=False)) for p in phrases)
    if lang == "ja":
        return re.compile(f"(?:{alternatives})")
    # French and English: whole words, with a plural s/x
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?:s|x)?(?![\w-])", re.I)


def link_terms(page_html: str, found: list[Entry], href: str, lang: str) -> str:
    """``page_html`` with the first use of each term linked to ``href#term`` (terms already linked are skipped)."""
    if not found:
        return page_html
    by_phrase = {}
    for e in found:
        by_phrase.setdefault(html.escape(e.phrase, quote=False).lower(), e)
    linked = set(re.findall(re.escape(href) + r"#([a-z0-9-]+)", page_html))
    pattern = _pattern(found, lang)
    out, skipping = [], []
    for piece in TAG.split(page_html):
        if piece.startswith("<"):
            m = TAG_NAME.match(piece)
            name = m.group(1).lower() if m else ""
            closing = piece.startswith("</")
            hidden = "mq-keywords" in piece or "data-search-exclude" in piece
            if not closing and name not in VOID and not piece.endswith("/>"):
                skipping.append(name in SKIP or hidden or bool(skipping and skipping[-1]))
            elif closing and skipping:
                skipping.pop()
            out.append(piece)
            continue
        if skipping and skipping[-1]:
            out.append(piece)
            continue

        def replace(m: re.Match) -> str:
            text = m.group(0)
            key = text.lower()
            entry = by_phrase.get(key) or by_phrase.get(key[:-1])
            if entry is None or entry.term is None or entry.term in linked:
                return text
            linked.add(entry.term)
            title = html.escape(entry.title, quote=True)
            return f'<a class="mq-term" href="{href}#{entry.term}" title="{title}">{text}</a>'

        out.append(pattern.sub(replace, piece))
    return "".join(out)
