"""The card reference page: one table per card type, every number shown,
rows anchored by card id and carrying data attributes for sorting and filtering."""

from __future__ import annotations

from ..facts.model import RESOURCES
from .blocks import page_header
from .context import Ctx
from .labels import CARD_LABELS, RESOURCE_NAMES, label
from .text import fold, pick, plain


def _l(key: str, lang: str, **kw) -> str:
    return CARD_LABELS[key][lang].format(**kw)


def _table(kind: str, cards: list, edition: str, ctx: Ctx) -> str:
    lang = ctx.lang
    res = RESOURCES[edition]
    rnames = [RESOURCE_NAMES[r][lang] for r in res]
    head = [label("name", lang), label("id", lang)]
    if kind in ("building", "machine"):
        head += [f"{_l('requires', lang)} · {n}" for n in rnames]
    if kind == "building":
        head += [_l("ecus", lang), _l("vp", lang)]
    if kind == "machine":
        head += [_l("vp", lang)] + [f"{_l('produces', lang)} · {n}" for n in rnames]
    if kind == "worker":
        head += [_l("grade", lang), _l("wage", lang)] + [f"{_l('produces', lang)} · {n}" for n in rnames]
    rows = []
    for c in cards:
        ctx.shown.append(c)
        name, fallback = pick(c.name, lang)
        lang_attr = ' lang="fr"' if fallback else ""
        name_cell = f"<td{lang_attr}>{plain(name)}</td>"
        cells = [name_cell, f"<td><code>{plain(c.id)}</code></td>"]
        data = {"id": c.id, "type": c.type}
        if c.requires is not None:
            cells += [f'<td class="mq-n">{c.requires[r]}</td>' for r in res]
            data.update({f"req-{r}": c.requires[r] for r in res})
        if kind == "building":
            cells += [f'<td class="mq-n">{c.ecus}</td>', f'<td class="mq-n">{c.vp}</td>']
        if kind == "machine":
            cells += [f'<td class="mq-n">{c.vp}</td>']
        if kind == "worker":
            cells += [f"<td>{plain(_l('grade_' + c.grade, lang))}</td>", f'<td class="mq-n">{c.wage}</td>']
        if c.produces is not None:
            cells += [f'<td class="mq-n">{c.produces[r]}</td>' for r in res]
            data.update({f"prod-{r}": c.produces[r] for r in res})
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
        boxes += [(f'data-filter-zero="req-{r}"', _l("without", lang, r=RESOURCE_NAMES[r][lang].lower()
                                                     if lang != "ja" else RESOURCE_NAMES[r][lang])) for r in res]
    if kind in ("machine", "worker"):
        boxes += [(f'data-filter-some="prod-{r}"', _l("with", lang, r=RESOURCE_NAMES[r][lang].lower()
                                                      if lang != "ja" else RESOURCE_NAMES[r][lang])) for r in res]
    checks = "".join(f'<label><input type="checkbox" {attr}> {plain(text)}</label>' for attr, text in boxes)
    return (f'<div class="mq-filter" data-filter-for="{kind}" data-count-label="{plain(CARD_LABELS["count_shown"][lang])}">'
            f'<label>{plain(_l("filter", lang))} <input type="search" data-filter-text '
            f'placeholder="{plain(_l("search_cards", lang))}"></label>'
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
    out = [page_header(label("cards", ctx.lang), ctx)]
    for kind, key in (("building", "buildings"), ("machine", "machines"), ("worker", "workers")):
        group = sorted((c for c in cards if c.type == kind), key=_order)
        if not group:
            continue
        out.append(f"## {_l(key, ctx.lang)} {{#{key}}}\n\n")
        out.append(f"{_l('count', ctx.lang, n=len(group))}\n{{: .mq-count }}\n\n")
        out.append(_table(kind, group, edition, ctx))
    return "".join(out)
