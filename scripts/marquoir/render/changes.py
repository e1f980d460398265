"""The Changes page: every change of what Marquoir told its readers, newest first.

Each fact may list its ``changes:`` (:class:`~marquoir.facts.model.Change`). The page gathers them all, grouped
by date, newest first; each change names its fact (a link to where it is read), what it said before and says
now, one line each, why, and the sources that made it change. The page is left out of the search index: its
"before" lines are answers that no longer hold.
"""

from __future__ import annotations

import datetime as dt
from itertools import groupby

from ..vocab import EDITIONS
from .blocks import cites, colon, page_header, text_block
from .context import Ctx
from .labels import LABELS, MONTHS
from .text import escape_label, link_label, md, pick

PATH = "changements.md"
"""The page's path, the same in every language."""
KIND_ORDER = ("ruling", "faq", "rule", "chapter", "edition", "article", "card", "term", "source", "example")
"""On one date, the rulings first (their verdicts), then the answers, the rules, the rest."""


def day(date: dt.date, lang: str) -> str:
    """``1er décembre 2026`` / ``1 December 2026`` / ``2026年12月1日``."""
    if lang == "ja":
        return f"{date.year}年{date.month}月{date.day}日"
    first = "1er" if lang == "fr" and date.day == 1 else str(date.day)
    return f"{first} {MONTHS[lang][date.month - 1]} {date.year}"


def all_changes(facts) -> list[tuple]:
    """Every ``(change, fact)``, newest first; on one date by edition, kind (:data:`KIND_ORDER`) and id."""
    items = [(change, loc.fact) for loc in facts.by_key.values() for change in loc.fact.changes]
    edition_rank = {e: i for i, e in enumerate(("both", *EDITIONS))}
    return sorted(items, key=lambda item: (-item[0].date.toordinal(), edition_rank[item[1].edition],
                                           KIND_ORDER.index(item[1].kind), item[1].id))


def changed_facts(facts, edition: str | None = None) -> list:
    """The facts that list a change (of ``edition``, ``both`` included, when given)."""
    return [f for _, f in all_changes(facts) if edition is None or f.edition in (edition, "both")]


def _entry(change, fact, ctx: Ctx) -> str:
    lang = ctx.lang
    name = escape_label(link_label(fact, lang))
    if fact.edition in EDITIONS:
        name = LABELS("with_edition", lang, title=name, edition=escape_label(LABELS(f"edition_{fact.edition}", lang)))
    anchor = f"{fact.edition}-{fact.id}-{change.date.isoformat()}"
    lines = [f"### [{name}]({ctx.href(fact)}) {{#{anchor}}}\n\n"]
    for key, text in (("change_before", change.before), ("change_after", change.after)):
        lines.append(f"- **{escape_label(LABELS(key, lang))}**{colon(lang)}{md(pick(text, lang)[0], ctx)}\n")
    lines.append(f"\n**{escape_label(LABELS('reason', lang))}.** " + text_block(change.why, ctx))
    key = "source_label" if len({c.source for c in change.sources}) == 1 else "sources_label"
    lines.append(f"{escape_label(LABELS(key, lang))}{colon(lang)}{cites(change.sources, ctx)}\n{{: .mq-sources }}\n\n")
    return "".join(lines)


def changes_page(ctx: Ctx) -> str:
    intro = f"{escape_label(LABELS('changes_intro', ctx.lang))}\n{{: .mq-lead }}\n\n"
    out = [page_header(escape_label(LABELS("changes", ctx.lang)), ctx), intro]
    for date, group in groupby(all_changes(ctx.facts), key=lambda item: item[0].date):
        out.append(f"## {escape_label(day(date, ctx.lang))} {{#changes-{date.isoformat()}}}\n\n")
        out.extend(_entry(change, fact, ctx) for change, fact in group)
    return "".join(out)

