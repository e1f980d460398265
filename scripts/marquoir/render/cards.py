"""The card reference page: one table per card type, every number shown,
rows anchored by card id and carrying data attributes for sorting and filtering."""

from __future__ import annotations

from ..vocab import RESOURCES
from .blocks import cites, page_header
from .context import Ctx
from .labels import CARD_LABELS, LABELS, RESOURCE_NAMES
from .text import fold, pick, plain


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
VECTORS = ("requires", "produces", "bonus")
SECTIONS = (("building", "buildings"), ("machine", "machines"), ("worker", "workers"), ("slave", "slaves"),
            ("tool", "tools"), ("loan", "loans"), ("university", "universities"))


def _header(column: str, edition: str, lang: str) -> list[str]:
    if column in VECTORS:
        return [f"{CARD_LABELS(column, lang)} · {RESOURCE_NAMES(r, lang)}" for r in RESOURCES[edition]]
    if column == "ecus" and edition == "antiquite":
        return [CARD_LABELS("sesterces", lang)]
    return [CARD_LABELS(column, lang)]


def _cells(column: str, card, edition: str, lang: str) -> tuple[list[str], dict]:
    value = getattr(card, column)
    if column in VECTORS:
        prefix = {"requires": "req", "produces": "prod", "bonus": "bonus"}[column]
        res = RESOURCES[edition]
        return ([f'<td class="mq-n">{value[r]}</td>' for r in res], {f"{prefix}-{r}": value[r] for r in res})
    if column == "grade":
        return [f"<td>{plain(CARD_LABELS('grade_' + value, lang))}</td>"], {"grade": value}
    return [f'<td class="mq-n">{value}</td>'], {column: value}


def _table(kind: str, cards: list, edition: str, ctx: Ctx) -> str:
    lang = ctx.lang
    head = [LABELS("name", lang), LABELS("id", lang)]
    for column in COLUMNS[kind]:
        head += _header(column, edition, lang)
    rows = []
    for c in cards:
        ctx.shown.append(c)
        name, fallback = pick(c.name, lang)
        lang_attr = ' lang="fr"' if fallback else ""
        cells = [f"<td{lang_attr}>{plain(name)}</td>", f"<td><code>{plain(c.id)}</code></td>"]
        data = {"id": c.id, "type": c.type}
        for column in COLUMNS[kind]:
            more_cells, more_data = _cells(column, c, edition, lang)
            cells += more_cells
            data.update(more_data)
        data["search"] = " ".join([fold(name), c.id, *(fold(v) for _, v in c.name.model_dump().items() if v)])
        attrs = " ".join(f'data-{k}="{plain(str(v))}"' for k, v in data.items())
        rows.append(f'<tr id="{plain(c.id)}" {attrs}>{"".join(cells)}</tr>')
    ths = "".join(f'<th scope="col"><button type="button" data-sort>{plain(h)}</button></th>' for h in head)
    return (_filters(kind, edition, lang)
            + f'<div class="mq-table-wrap"><table class="mq-cards" data-card-table="{kind}">'
            f"<thead><tr>{ths}</tr></thead><tbody>\n" + "\n".join(rows) + "\n</tbody></table></div>\n\n")


def _filters(kind: str, edition: str, lang: str) -> str:
    """Filters above a table: a text box, "needs no <resource>", "produces <resource>"."""
    res = RESOURCES[edition]
    boxes = []
    if kind in ("building", "machine"):
        boxes += [(f'data-filter-zero="req-{r}"', CARD_LABELS("without", lang, r=RESOURCE_NAMES(r, lang).lower()
                                                     if lang != "ja" else RESOURCE_NAMES(r, lang))) for r in res]
    if kind in ("machine", "worker", "slave"):
        boxes += [(f'data-filter-some="prod-{r}"', CARD_LABELS("with", lang, r=RESOURCE_NAMES(r, lang).lower()
                                                      if lang != "ja" else RESOURCE_NAMES(r, lang))) for r in res]
    checks = "".join(f'<label><input type="checkbox" {attr}> {plain(text)}</label>' for attr, text in boxes)
    return (f'<div class="mq-filter" data-filter-for="{kind}" data-count-label="{plain(CARD_LABELS("count_shown", lang))}">'
            f'<label>{plain(CARD_LABELS("filter", lang))} <input type="search" data-filter-text '
            f'placeholder="{plain(CARD_LABELS("search_cards", lang))}"></label>'
            f'<div class="mq-filter__checks">{checks}</div>'
            f'<p class="mq-count" data-filter-count aria-live="polite"></p></div>\n')


GRADES = ["apprenti", "manoeuvre", "compagnon", "maitre"]


def _order(c) -> tuple:
    """Buildings and machines by VP then écus; workers by grade then number."""
    if c.type == "worker":
        number = c.id.rsplit("-", 1)[-1]
        return (GRADES.index(c.grade), int(number) if number.isdigit() else 0, c.id)
    return (c.vp or 0, c.ecus or 0, 0, c.id)


def cards_page(edition: str, ctx: Ctx) -> str:
    cards = ctx.facts.of("card", edition)
    out = [page_header(LABELS("cards", ctx.lang), ctx)]
    if cards and not any(ctx.facts.source(c.source).authority == "official" for card in cards for c in card.sources):
        sources = [c for card in cards for c in card.sources]
        out.append(f'!!! warning "{LABELS("unverified_cards_title", ctx.lang)}"\n\n'
                   f"    {LABELS('unverified_cards', ctx.lang)} {cites(sources, ctx)}\n\n")
    for kind, key in SECTIONS:
        group = sorted((c for c in cards if c.type == kind), key=_order)
        if not group:
            continue
        out.append(f"## {CARD_LABELS(key, ctx.lang)} {{#{key}}}\n\n")
        out.append(f"{CARD_LABELS('count', ctx.lang, n=len(group))}\n{{: .mq-count }}\n\n")
        out.append(_table(kind, group, edition, ctx))
    return "".join(out)
