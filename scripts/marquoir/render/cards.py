"""The card reference page: one table per card type, every number shown, each card by its name in the page's
language, rows anchored by card id and carrying data attributes for sorting and filtering. Each cell also carries
its column's heading (``data-label``): under 600 px wide the stylesheet lays each row out as a card, every number
next to its name. A player never needs a card's id: the page shows none, and its filter reads names only.

The ids are for whoever writes a scenario file (``marquoir check``): :func:`card_ids` lists every card's name and
id, edition by edition, at the end of the contributors' guide (``render.checker.GUIDE``)."""

from __future__ import annotations

from ..vocab import GRADES, RESOURCES, VECTORS
from .blocks import cites, page_header, unconfirmed_box
from .context import Ctx, relative
from .html import render_html
from .labels import CARD_LABELS, LABELS, RESOURCE_NAMES, counted
from .text import escape_label, fold, one_line, pick

COLUMNS = {
    "building": ("requires", "ecus", "vp"),
    "machine": ("requires", "vp", "produces"),
    "worker": ("grade", "wage", "produces"),
    "slave": ("produces", "cost", "penalty"),
    "tool": ("bonus", "cost"),
    "loan": ("gain", "repay", "penalty"),
    "university": ("bonus", "cost"),
}
"""What each type of card shows, in order (vectors give one column per resource)."""
SECTIONS = (("building", "buildings"), ("machine", "machines"), ("worker", "workers"), ("slave", "slaves"),
            ("tool", "tools"), ("loan", "loans"), ("university", "universities"))
"""The types of card in the order the page shows them, each with its section's label and anchor."""
IDS_ANCHOR = "cartes"
"""The anchor of the guide's section that lists the cards' ids (its editions' and types' anchors start with it)."""


def _header(column: str, edition: str, lang: str) -> list[str]:
    if column in VECTORS:
        return [f"{CARD_LABELS(column, lang)} · {RESOURCE_NAMES(r, lang)}" for r in RESOURCES[edition]]
    if column == "ecus" and edition == "antiquite":
        return [CARD_LABELS("sesterces", lang)]
    return [CARD_LABELS(column, lang)]


def _cells(column: str, card, edition: str, lang: str) -> tuple[list[tuple], dict]:
    """The cells of one column for ``card`` (``(text, is_number)``) and its data attributes."""
    value = getattr(card, column)
    if column in VECTORS:
        prefix = {"requires": "req", "produces": "prod", "bonus": "bonus"}[column]
        res = RESOURCES[edition]
        return [(value[r], True) for r in res], {f"{prefix}-{r}": value[r] for r in res}
    if column == "grade":
        return [(CARD_LABELS("grade_" + value, lang), False)], {"grade": value}
    return [(value, True)], {column: value}


def _resource(r: str, lang: str) -> str:
    """A resource's name inside a sentence (lowercase where the language has case)."""
    name = RESOURCE_NAMES(r, lang)
    return name if lang == "ja" else name.lower()


def _filters(kind: str, edition: str, lang: str) -> list[tuple[str, str, str]]:
    """The checkboxes above a table, ``(filter, data key, text)``: "needs no <resource>", "produces <resource>"."""
    res = RESOURCES[edition]
    checks = []
    if kind in ("building", "machine"):
        checks += [("zero", f"req-{r}", CARD_LABELS("without", lang, r=_resource(r, lang))) for r in res]
    if kind in ("machine", "worker", "slave"):
        checks += [("some", f"prod-{r}", CARD_LABELS("with", lang, r=_resource(r, lang))) for r in res]
    return checks


def _table(kind: str, cards: list, edition: str, ctx: Ctx, css: str | None = None) -> str:
    """The filters (a text box and the checkboxes) and the sortable table of one type of card (``css``: the address
    of the tables' stylesheet, given to the page's first table)."""
    lang = ctx.lang
    headings = [LABELS("name", lang)]
    for column in COLUMNS[kind]:
        headings += _header(column, edition, lang)
    rows = []
    for c in cards:
        ctx.shown.append(c)
        name, fallback = pick(c.name, lang)
        cells: list[tuple] = []
        data = {"type": c.type}
        for column in COLUMNS[kind]:
            more_cells, more_data = _cells(column, c, edition, lang)
            cells += more_cells
            data.update(more_data)
        data["search"] = " ".join([fold(name), *(fold(v) for _, v in c.name.model_dump().items() if v)])
        rows.append({"id": c.id, "name": name, "fallback": fallback, "cells": cells, "data": data,
                     "disputed": bool(c.unconfirmed)})
    return render_html("card_table.html", kind=kind, count_one=CARD_LABELS("count_shown_one", lang),
                       count_other=CARD_LABELS("count_shown_other", lang),
                       filter_label=CARD_LABELS("filter", lang), placeholder=CARD_LABELS("search_cards", lang),
                       checks=_filters(kind, edition, lang), headings=headings, rows=rows,
                       disputed_label=LABELS("disputed_card", lang), css=css) + "\n\n"


def _order(c) -> tuple:
    """Buildings and machines by VP then écus; workers by grade then number."""
    if c.type == "worker":
        number = c.id.rsplit("-", 1)[-1]
        return (GRADES.index(c.grade), int(number) if number.isdigit() else 0, c.id)
    return (c.vp or 0, c.ecus or 0, 0, c.id)


def sections(cards) -> list[tuple[str, str, list]]:
    """The cards as the page shows them: each type that has cards (``SECTIONS``' order) with its section's key and
    its cards in :func:`_order`."""
    groups = ((kind, key, sorted((c for c in cards if c.type == kind), key=_order)) for kind, key in SECTIONS)
    return [(kind, key, group) for kind, key, group in groups if group]


def cards_page(edition: str, ctx: Ctx) -> str:
    cards = ctx.facts.of("card", edition)
    out = [page_header(escape_label(LABELS("cards", ctx.lang)), ctx)]
    if cards and not any(ctx.facts.source(c.source).authority == "official" for card in cards for c in card.sources):
        sources = [c for card in cards for c in card.sources]
        out.append(f'!!! warning "{escape_label(LABELS("unverified_cards_title", ctx.lang))}"\n\n'
                   f"    {escape_label(LABELS('unverified_cards', ctx.lang))} {cites(sources, ctx)}\n\n")
    disputes = list(dict.fromkeys(ref for card in cards for ref in card.unconfirmed))
    if disputes:  # other copies of the list give other numbers: say which cards, and what each source says
        out.append(f"{escape_label(LABELS('disputed_cards', ctx.lang))}\n{{: .mq-disputed-legend }}\n\n")
        out.extend(unconfirmed_box(ctx.facts.resolve(ref, edition).fact, ctx) for ref in disputes)
    css = relative("assets/cards.css", ctx.path)  # loaded once, by the first table
    for kind, key, group in sections(cards):
        out.append(f"## {escape_label(CARD_LABELS(key, ctx.lang))} {{#{key}}}\n\n")
        out.append(f"{escape_label(counted(CARD_LABELS, 'count', ctx.lang, len(group)))}\n{{: .mq-count }}\n\n")
        out.append(_table(kind, group, edition, ctx, css))
        css = None
    return "".join(out)


def card_ids(ctx: Ctx) -> str:
    """The section of the contributors' guide that gives every card's id: for each edition, for each type of card
    (the cards page's sections, in its order), a table of each card's name in the page's language, linked to its
    row on the cards page, and its id as a scenario file writes it."""
    out = [f"## {escape_label(CARD_LABELS('ids', ctx.lang))} {{#{IDS_ANCHOR}}}\n\n",
           f"{escape_label(CARD_LABELS('ids_intro', ctx.lang))}\n\n"]
    for ed in ctx.facts.of("edition"):
        groups = sections(ctx.facts.of("card", ed.id))
        if groups:
            out.append(f"### {escape_label(pick(ed.title, ctx.lang)[0])} {{#{IDS_ANCHOR}-{ed.id}}}\n\n")
        for _, key, group in groups:
            out.append(f"#### {escape_label(CARD_LABELS(key, ctx.lang))} {{#{IDS_ANCHOR}-{ed.id}-{key}}}\n\n")
            out.append(_id_table(group, ctx))
    return "".join(out)


def _id_table(cards: list, ctx: Ctx) -> str:
    """A Markdown table of ``cards``: each one's name (a link to its row on the cards page), then its id."""
    rows = "".join(f"| [{one_line(escape_label(pick(c.name, ctx.lang)[0]))}]({ctx.href(c)}) | `{c.id}` |\n"
                   for c in cards)
    return f"| {escape_label(LABELS('name', ctx.lang))} | {escape_label(LABELS('id', ctx.lang))} |\n|---|---|\n{rows}\n"
