"""Turning fact texts into safe Markdown.

Texts from ``rules/`` are Markdown written by contributors. Before they reach a
page, everything outside code spans and fences is made inert: ``<`` and ``&``
become entities (no raw HTML, no script) and ``{`` too (no attribute lists that
could add ``onclick``). ``[[id]]`` and ``[[id|label]]`` become links to the fact.
HTML elements around these texts come from templates (:mod:`.html`), which escape every value.
"""

from __future__ import annotations

import re
import unicodedata
from urllib.parse import unquote, urlsplit

from ..facts.checks import CODE, INLINE_REF
from .context import Ctx, title_of


def pick(text, lang: str) -> tuple[str, bool]:
    """The text in ``lang``, or the French text and True when the translation is pending."""
    value = getattr(text, lang)
    return (value, False) if value is not None else (text.fr, True)


ESCAPED_HEADING_ID = re.compile(r"^( {0,3}#{1,6}\s.*\s)&#123;(#[a-z0-9]+(?:-[a-z0-9]+)*)\}(\s*)$", re.M)


def escape_inline(s: str) -> str:
    """Make a piece of prose inert for Markdown: no HTML, no attribute list (a heading
    keeps its ``{#anchor}``, which the validator allows on headings only)."""
    s = s.replace("&", "&amp;").replace("<", "&lt;")
    if "{" not in s:  # most texts: nothing more to do (the renderer escapes tens of thousands of them a build)
        return s
    return ESCAPED_HEADING_ID.sub(r"\1{\2}\3", s.replace("{", "&#123;"))


LABEL_MARKS = str.maketrans({c: "\\" + c for c in "[]\\*_`#"})
"""What a Markdown link label or heading would read as a mark, each escaped with a backslash."""


def escape_label(s: str) -> str:
    """Text for a Markdown link label or heading."""
    return escape_inline(s).translate(LABEL_MARKS)


SHORT_ADDRESS = 48
"""The most characters an address shows as its link's text (a phone's line holds about 40)."""


def short_address(url: str, most: int = SHORT_ADDRESS) -> str:
    """What a link to ``url`` shows: its host (without ``www.``) and as many of its path's folders as fit in ``most``
    characters, then ``/…`` if some are left out, or ``?…`` for a query (« docplayer.pl/amp/… », not a 120-character
    address over five lines of a phone)."""
    parts = urlsplit(url)
    shown = parts.netloc.removeprefix("www.")
    for segment in unquote(parts.path).strip("/").split("/"):
        if not segment:
            break
        if len(shown) + 1 + len(segment) > most:
            return shown + "/…"
        shown += "/" + segment
    return shown + ("?…" if parts.query else "")


def link_label(fact, lang: str) -> str:
    if fact.kind == "source":
        return pick(fact.name, lang)[0]
    t = title_of(fact)
    return pick(t, lang)[0] if t is not None else fact.id


def _refs(s: str, ctx: Ctx) -> str:
    def repl(m: re.Match) -> str:
        ref, label = m.group(1).strip(), m.group(2)
        loc = ctx.facts.resolve(ref, ctx.edition or "both")
        if loc is None:  # the validator rejects these; keep the text readable anyway
            return label or ref
        return f"[{escape_label(label or link_label(loc.fact, ctx.lang))}]({ctx.href(loc.fact)})"
    return INLINE_REF.sub(repl, s)


def md(s: str, ctx: Ctx) -> str:
    """Safe Markdown for a block of fact text."""
    out, last = [], 0
    for m in CODE.finditer(s):
        out.append(_refs(escape_inline(s[last:m.start()]), ctx))
        out.append(m.group(0))
        last = m.end()
    out.append(_refs(escape_inline(s[last:]), ctx))
    return "".join(out).strip()


def fold(s: str) -> str:
    """Lowercase without accents: what a reader types on a phone (écus → ecus)."""
    decomposed = unicodedata.normalize("NFKD", s)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def one_line(s: str) -> str:
    """A paragraph for a table cell."""
    return re.sub(r"\s*\n\s*", " ", s).replace("|", "\\|")
