"""Fact texts as the search reads and shows them: plain words, no Markdown.

A fact text is Markdown with ``[[id|words]]`` references. The search needs its words only: a
reference becomes its words (or the title of the fact it names, in the language), a link its
label, a table its cells, a list its items; code blocks (the guides' YAML examples) are left out,
an inline code keeps its text. Pure functions of the text, the facts and the language.
"""

from __future__ import annotations

import re

from ...facts.checks import INLINE_REF
from ...render.context import title_of

FENCE = re.compile(r"```.*?```", re.S)
HEADING_ANCHOR = re.compile(r"\s*\{#[a-z0-9-]+\}\s*$", re.M)
LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}.*$", re.M)
LINE_MARK = re.compile(r"^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+|>\s*)", re.M)
EMPHASIS = re.compile(r"(\*\*|__|\*|`)")
SENTENCE_END = re.compile(r"(?<=[.!?:;])\s+(?=[A-ZÀ-Ý(«\"0-9])|(?<=[。！？])")


def text_of(value, lang: str) -> str:
    """A fact text in ``lang``, or its French when the translation is pending; '' for None."""
    if value is None:
        return ""
    own = getattr(value, lang)
    return own if own is not None else value.fr


def plain(markdown: str, facts, edition: str, lang: str) -> str:
    """The words of a Markdown fact text, on one line."""
    if not markdown:
        return ""

    def ref(m: re.Match) -> str:
        if m.group(2):
            return m.group(2)
        loc = facts.resolve(m.group(1).strip(), edition)
        name = title_of(loc.fact) if loc is not None else None
        return text_of(name, lang) if name is not None else m.group(1)

    text = FENCE.sub(" ", markdown)
    text = INLINE_REF.sub(ref, text)
    text = LINK.sub(r"\1", text)
    text = HEADING_ANCHOR.sub("", text)
    text = TABLE_RULE.sub(" ", text)
    text = LINE_MARK.sub("", text)
    text = EMPHASIS.sub("", text).replace("|", " ")
    return " ".join(text.split())


def paragraphs(markdown: str) -> list[str]:
    """The blocks of a Markdown text (separated by blank lines), as written."""
    return [p.strip() for p in re.split(r"\n\s*\n", markdown or "") if p.strip()]


def lead(text: str, limit: int) -> str:
    """The first sentences of a plain text, within ``limit`` characters (at least one sentence, cut at a word
    with an ellipsis if that one is longer): what a hit shows of a long text."""
    out = ""
    for sentence in SENTENCE_END.split(text):
        if out and len(out) + len(sentence) + 1 > limit:
            break
        out = f"{out} {sentence}".strip() if out and not out.endswith(("。", "！", "？")) else out + sentence
        if len(out) >= limit:
            break
    if len(out) > limit:
        cut = out[:limit]
        space = cut.rfind(" ")
        out = (cut[:space] if space > limit // 2 else cut).rstrip(" ,;:") + "…"
    return out
