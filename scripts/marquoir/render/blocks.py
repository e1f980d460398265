"""Markdown for the pieces every page is made of: a fact's notices, what it rests on (its basis),
its sources line and links to its file, its worked examples, its "see also", a page's header and footer."""

from __future__ import annotations

import posixpath
import re

from ..facts.base import key_of
from ..facts.locators import places
from ..facts.model import Fact
from .context import Ctx, home, title_of
from .html import render_html, safe_markdown
from .labels import LABELS, month, plural_form
from .steps import STEPS_LABELS, steps_html
from .text import escape_label, fold, link_label, md, pick


def notice(fact: Fact, ctx: Ctx) -> str:
    """A visible warning when the fact is not (or no longer) translated into this page's language."""
    state = ctx.translation(fact)
    if state == "ok":
        return ""
    kind = "warning" if state == "missing" else "info"
    return (f'!!! {kind} "{escape_label(LABELS(state + "_title", ctx.lang))}"\n\n'
            f"    {escape_label(LABELS(state + '_body', ctx.lang))}\n\n")


def text_block(text, ctx: Ctx, css: str | None = None) -> str:
    """A fact text as Markdown; marked ``lang="fr"`` when the translation is pending."""
    value, fallback = pick(text, ctx.lang)
    body = md(value, ctx)
    if css or fallback:
        return box(body, css=css, lang="fr" if fallback else None) + "\n\n"
    return body + "\n\n"


def box(body: str, css: str | None = None, lang: str | None = None, search_exclude: bool = False,
        anchor: str | None = None) -> str:
    """A ``<div markdown="1">`` around Markdown already made safe (``md``, ``escape_label``...);
    ``anchor`` gives it an id (a link target without a heading)."""
    return render_html("markdown_div.html", css=css, lang=lang, search_exclude=search_exclude, anchor=anchor,
                       body=safe_markdown(body))


def title(text, ctx: Ctx) -> str:
    return escape_label(pick(text, ctx.lang)[0])


PLACE_SHOWN = {
    "page": lambda page: str(page).replace("-", "–"),
    "card": str,
    "file": posixpath.basename,
}
"""How one place of each unit (vocab.LOCATORS) is shown: a page or a range of pages (``6–7``), a card's number, a
file by its name (the folders are the program's inside; the name finds the file in the repository)."""


def located(unit: str, places: list, lang: str) -> str:
    """Where in a source, in the reader's words: ``p. 5, 6``, ``carte 77``, ``files cartes_antiquite.csv,
    Esclave.java``, ``カード43、44``."""
    at = LABELS("list_sep", lang).join(PLACE_SHOWN[unit](place) for place in places)
    return LABELS(f"at_{unit}_{plural_form(lang, len(places))}", lang, at=at)


LEADING = re.compile(r"^\W+")
"""What a name may start with that is not a letter of it: a quotation mark (\"Little big game\", 『古代』)."""


def by_name(sources, lang: str) -> list:
    """Sources as a page lists them: the official ones first, each group by its name in ``lang``, as a reader looks
    one up: accents and a leading quotation mark aside (« Règle » before « Retouche », the "Little big game" thread
    under L)."""
    return sorted(sources, key=lambda s: (s.authority != "official", LEADING.sub("", fold(link_label(s, lang)))))


def linked(fact, ctx: Ctx) -> str:
    """A fact's name or title, linked to it: a source's on the sources page (« [Règle française](…) »), a rule's
    section."""
    return f"[{escape_label(link_label(fact, ctx.lang))}]({ctx.href(fact)})"


def cites(citations, ctx: Ctx) -> str:
    """Citations grouped by source, each with where it points in its source: ``Règle française, p. 5, 6 · Scans
    des cartes, carte 77 · Aide BGA en japonais``."""
    where: dict[str, list] = {}
    for c in citations:
        here = where.setdefault(c.source, [])
        here += [place for place in places(c.page) if place not in here]
    out = []
    for sid, here in where.items():
        src = ctx.facts.source(sid)
        out.append(LABELS("cited_at", ctx.lang, source=linked(src, ctx),
                          at=escape_label(located(src.locator, here, ctx.lang))) if here else linked(src, ctx))
    return " · ".join(out)


def colon(lang: str) -> str:
    return "：" if lang == "ja" else (" : " if lang == "fr" else ": ")


def paren(text: str, lang: str) -> str:
    return f"（{text}）" if lang == "ja" else f" ({text})"


def sources_line(fact: Fact, ctx: Ctx) -> str:
    """The end of a fact's section: its sources, then (when the repository is known) the links to edit it
    and to report a problem with it."""
    if not fact.sources:
        return fact_links(fact, ctx)
    key = "source_label" if len({c.source for c in fact.sources}) == 1 else "sources_label"
    return (f"{escape_label(LABELS(key, ctx.lang))}{colon(ctx.lang)}{cites(fact.sources, ctx)}\n{{: .mq-sources }}\n\n"
            + fact_links(fact, ctx))


def fact_links(fact: Fact, ctx: Ctx) -> str:
    """"Edit this fact" (the host's editor) and "Report a problem" (a new issue naming the fact, its
    file and line, and the page), or nothing when the build has no repository address."""
    if ctx.repo is None:
        return ""
    loc = ctx.facts.where(fact)
    path, line = ctx.repo.path_of(loc.file), loc.line()
    anchor = home(fact, ctx.edition, ctx.example_homes)[1]
    page = posixpath.splitext(ctx.path)[0] + ".html" + (f"#{anchor}" if anchor else "")
    name = pick(title_of(fact), ctx.lang)[0] if title_of(fact) is not None else fact.id
    body = "\n".join([f"{fact.edition}:{fact.id} — {path}:{line}", ctx.repo.view(path, line),
                      f"{ctx.lang}/{page}", "", LABELS("report_prompt", ctx.lang), ""])
    edit = f"[{escape_label(LABELS('edit_fact', ctx.lang))}]({ctx.repo.edit(path)})"
    report = f"[{escape_label(LABELS('report_problem', ctx.lang))}]({ctx.repo.report(f'{fact.id}: {name}', body)})"
    return f"{edit} · {report}\n{{: .mq-fact-links data-search-exclude }}\n\n"


def basis(fact: Fact, ctx: Ctx) -> str:
    """What a rules text or an answer rests on, shown where it is read: a discreet mark for the
    rulebook, the reasoning (folded) for ``derived``, the ruling for a ``house-rule``, the sources
    for ``secondary``. Worded like a ruling's status; left out of the search index."""
    kind = fact.basis
    detail = ""
    if kind == "derived":
        detail = text_block(fact.derivation, ctx).strip()
    elif kind == "house-rule":
        edition = fact.edition if fact.edition != "both" else ctx.edition or "both"
        rulings = [loc.fact for loc in (ctx.facts.resolve(ref, edition) for ref in fact.see)
                   if loc is not None and loc.fact.kind == "ruling" and loc.fact.status == "house-rule"]
        detail = " — " + " · ".join(f"[{escape_label(ruling_name(r, ctx.lang))}]({ctx.href(r)})" for r in rulings)
    elif kind == "secondary":
        detail = colon(ctx.lang) + cites([c for c in fact.sources
                                          if ctx.facts.source(c.source).authority == "secondary"], ctx)
    else:  # rulebook: the official pages it rests on
        official = [c for c in fact.sources if ctx.facts.source(c.source).authority == "official"]
        detail = " · " + cites(official, ctx) if official else ""
    return render_html("basis.html", basis=kind, label=LABELS(f"basis_{kind}", ctx.lang),
                       how=LABELS("basis_how", ctx.lang), detail=safe_markdown(detail)) + "\n\n"


def ruling_name(r: Fact, lang: str) -> str:
    """``D13 · When a deck runs out``."""
    return f"{r.code} · {pick(r.title, lang)[0]}" if r.code else pick(r.title, lang)[0]


def see_also(fact: Fact, ctx: Ctx) -> str:
    refs = getattr(fact, "see", [])
    if not refs:
        return ""
    links = []
    for ref in refs:
        target = ctx.facts.resolve(ref, fact.edition if fact.edition != "both" else ctx.edition or "both").fact
        links.append(linked(target, ctx))
    return f"{escape_label(LABELS('see_also', ctx.lang))}{colon(ctx.lang)}{' · '.join(links)}\n{{: .mq-see }}\n\n"


def example(ref: str, owner: Fact, ctx: Ctx) -> str:
    """A worked example, in a box the tests can find: its narrative in this language, the steps of its games as the
    engine played them (:mod:`.steps`, from the example's run), and its doctest folded under "the engine's check"."""
    loc = ctx.facts.resolve(ref, owner.edition if owner.edition != "both" else ctx.edition or "both")
    ex = loc.fact
    ctx.shown.append(ex)
    is_home = ctx.example_homes.get(key_of(ex)) == ctx.path and ex.id not in ctx.anchored
    ctx.anchored.add(ex.id)
    doctest = ex.doctest.rstrip("\n")
    return render_html("example.html", anchored=is_home, id=ex.id, edition=ex.edition,
                       label=LABELS("example", ctx.lang), title=pick(ex.title, ctx.lang)[0],
                       narrative=safe_markdown(f"{notice(ex, ctx)}{text_block(ex.narrative, ctx)}".rstrip("\n")),
                       steps=safe_markdown(steps_html(ctx.runs.get(key_of(ex)), ctx, ex.id).rstrip("\n")),
                       engine_check=STEPS_LABELS("engine_check", ctx.lang),
                       doctest=safe_markdown(f"```text\n{doctest}\n```"),
                       checked=LABELS("example_checked", ctx.lang)) + "\n\n"


def confidence(fact: Fact, ctx: Ctx) -> str:
    """What a fact rests on: a rules text or an answer shows its :func:`basis`; the other Antiquity
    facts say whether they rest on an official source or only on secondary ones."""
    if getattr(fact, "basis", None) is not None:
        return basis(fact, ctx)
    if fact.edition != "antiquite":
        return ""
    official = any(ctx.facts.source(c.source).authority == "official" for c in fact.sources)
    kind = "primary" if official else "secondary"
    return render_html("confidence.html", kind=kind, text=LABELS(f"confidence_{kind}", ctx.lang)) + "\n\n"


def unconfirmed(fact: Fact, ctx: Ctx) -> str:
    """Each unconfirmed point the fact depends on, marked in place with what each source says."""
    return "".join(unconfirmed_box(ctx.facts.resolve(ref, fact.edition).fact, ctx)
                   for ref in getattr(fact, "unconfirmed", []))


def unconfirmed_box(ruling: Fact, ctx: Ctx) -> str:
    """An unconfirmed ruling in place: its title, what each source says, the link to the ruling."""
    rows = []
    for c in ruling.claims:
        says, _ = pick(c.says, ctx.lang)
        rows.append(f"    - {cites([c], ctx)}{colon(ctx.lang)}{md(says, ctx)}".replace("\n", " "))
    link = f"[{escape_label(LABELS('see_ruling', ctx.lang))}]({ctx.href(ruling)})"
    heading = f"{escape_label(LABELS('unconfirmed_title', ctx.lang))} — {pick(ruling.title, ctx.lang)[0]}"
    return f'!!! warning "{heading}"\n\n' + "\n".join(rows) + f"\n\n    {link}\n\n"


def examples(fact: Fact, ctx: Ctx) -> str:
    return "".join(example(ref, fact, ctx) for ref in getattr(fact, "examples", []))


def page_header(title_md: str, ctx: Ctx, anchor: str | None = None) -> str:
    """``# Title {#anchor}`` (the page's file name by default: the same in every language),
    then a marker replaced, once the page is complete, by its review date."""
    anchor = anchor or posixpath.splitext(posixpath.basename(ctx.path))[0]
    return f"# {title_md} {{#{anchor}}}\n\n{REVIEWED_MARK}\n\n"


REVIEWED_MARK = "<!-- marquoir:reviewed -->"


def finish(markdown: str, ctx: Ctx) -> str:
    """Fill in the page's review date and list the sources of every fact shown."""
    shown = ctx.shown
    if shown:
        date = min(f.reviewed for f in shown)
        # Antiquity's official rulebook is known only in part: its pages say what they were checked against
        key = "reviewed_secondary" if ctx.edition == "antiquite" else "reviewed"
        line = f"{escape_label(LABELS(key, ctx.lang))} · {month(date, ctx.lang)}\n{{: .mq-reviewed }}"
    else:
        line = ""
    markdown = markdown.replace(REVIEWED_MARK, line, 1)
    cited: dict[str, list] = {}
    for f in shown:
        for c in f.sources:
            cited.setdefault(c.source, [])
        for c in getattr(f, "claims", []):
            cited.setdefault(c.source, [])
    if not cited or ctx.path == "sources.md":
        return markdown
    items = []
    for src in by_name([ctx.facts.source(sid) for sid in cited], ctx.lang):
        named = LABELS("named", ctx.lang, name=linked(src, ctx), title=title(src.title, ctx))
        items.append(f"- {named}{paren(escape_label(LABELS(src.authority, ctx.lang)), ctx.lang)}")
    heading = f"## {escape_label(LABELS('page_sources', ctx.lang))} {{#page-sources}}\n\n"
    return (markdown.rstrip() + "\n\n"
            + box(heading + "\n".join(items), css="mq-page-sources", search_exclude=True) + "\n")
