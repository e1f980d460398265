"""The renderer: a pure function from (facts, language) to Markdown pages.

``render_site(facts, lang, status, runs)`` returns every generated page (same paths in
every language, anchors from fact ids), finished (glossary links, front matter: :mod:`.page_file`),
and the navigation. It reads no file and writes none: the build stages its pages for the site
builder (:mod:`marquoir.site.stage`), ``marquoir render`` writes them to a folder.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..facts.base import Facts
from ..vocab import EDITIONS, FAQ_THEMES, LANGS
from . import blocks
from .blocks import (
    basis,
    box,
    by_name,
    cites,
    colon,
    confidence,
    examples,
    linked,
    notice,
    page_header,
    paren,
    ruling_name,
    see_also,
    sources_line,
    text_block,
    title,
    unconfirmed,
)
from .cards import card_ids, cards_page
from .changes import PATH as CHANGES_PATH
from .changes import changed_facts, changes_page
from .checker import GUIDE, checker_page, guide_lead, option_line, settle_lead
from .checker import PATH as CHECKER_PATH
from .checker import WORDS as CHECKER_WORDS
from .context import Ctx, home, relative
from .counter import counter
from .glossary_links import entries as glossary_entries
from .html import render_html, safe_markdown
from .labels import LABELS
from .page_file import front_matter, with_edition, with_glossary_links
from .text import escape_label, link_label, md, one_line, pick, short_address
from .tutorial import PATH as TUTORIAL_PATH
from .tutorial import tutorial_page


@dataclass
class Page:
    path: str
    title: str
    markdown: str
    facts: list = field(default_factory=list)


@dataclass
class Site:
    lang: str
    pages: dict[str, Page]
    nav: list
    glossary: list = field(default_factory=list)  # the phrases linked to the glossary (glossary_links.Entry)


def example_homes(facts: Facts) -> dict:
    """Each worked example's home: the page of the first rule, FAQ entry or ruling that uses it."""
    homes: dict = {}
    for kind in ("rule", "faq", "ruling"):
        for edition in EDITIONS:
            for fact in facts.of(kind, edition):
                for ref in fact.examples:
                    loc = facts.resolve(ref, fact.edition if fact.edition != "both" else edition)
                    homes.setdefault(loc.key, home(fact, edition)[0])
    return homes


# --- one builder per page kind ---------------------------------------------------------

def edition_figures(ed, lang: str) -> list[tuple[str, str]]:
    """An edition's players, playing time and age, each with its label (the header of its page; the site's search
    finds the page by them)."""
    return [(LABELS("players", lang), LABELS("players_value", lang, low=ed.players[0], high=ed.players[1])),
            (LABELS("minutes", lang), LABELS("minutes_value", lang, n=ed.minutes)),
            (LABELS("age", lang), LABELS("age_value", lang, n=ed.age))]


def edition_page(ed, ctx: Ctx) -> str:
    ctx.shown.append(ed)
    box = [(LABELS("year", ctx.lang), ed.year), (LABELS("author", ctx.lang), ed.author),
           (LABELS("illustrator", ctx.lang), ed.illustrator), (LABELS("publisher", ctx.lang), ed.publisher)]
    out = [page_header(title(ed.title, ctx), ctx), notice(ed, ctx), confidence(ed, ctx),
           text_block(ed.tagline, ctx, "mq-tagline")]
    out.append(render_html("edition_facts.html", facts=edition_figures(ed, ctx.lang)) + "\n\n")
    out.append(f"{escape_label(LABELS('need_box', ctx.lang))}\n{{: .mq-need-box }}\n\n")
    if ed.id in ctx.checkers:
        out.append(settle_lead(ed.id, ctx))
    chapters = ctx.facts.of("chapter", ed.id)
    if chapters:
        out.append(f"## {escape_label(LABELS('chapters', ctx.lang))} {{#chapters}}\n\n")
        for i, ch in enumerate(chapters, 1):
            out.append(f"{i}. [{title(ch.title, ctx)}]({ctx.href(ch)})\n")
        out.append("\n<!-- -->\n\n")  # the other pages are a list of their own (Markdown would go on numbering)
    more = [*((pick(a.title, ctx.lang)[0], f"{a.path}.md", [a]) for a in ctx.facts.of("article") if a.edition == ed.id),
            (LABELS("faq", ctx.lang), f"{ed.id}/faq.md", ctx.facts.of("faq", ed.id)),
            (LABELS("rulings", ctx.lang), f"{ed.id}/arbitrages/index.md", ctx.facts.of("ruling", ed.id)),
            (LABELS("cards", ctx.lang), f"{ed.id}/cartes.md", ctx.facts.of("card", ed.id)),
            (LABELS("changes_link", ctx.lang), CHANGES_PATH, changed_facts(ctx.facts, ed.id))]
    for text, path, items in more:
        if items:
            out.append(f"- [{escape_label(text)}]({ctx.href_path(path)})\n")
    out.append(f"\n## {escape_label(LABELS('box', ctx.lang))} {{#box}}\n\n")
    out.extend(f"- **{escape_label(k)}**{colon(ctx.lang)}{escape_label(v)}\n" for k, v in box)
    out.append(f"\n### {escape_label(LABELS('contents', ctx.lang))} {{#contents}}\n\n")
    out.append(text_block(ed.contents, ctx))
    out.append(sources_line(ed, ctx))
    return "".join(out)


def chapter_page(ch, ctx: Ctx) -> str:
    ctx.shown.append(ch)
    out = [page_header(title(ch.title, ctx), ctx), notice(ch, ctx)]
    if ch.intro:
        out.append(text_block(ch.intro, ctx))
    for rule in [r for r in ctx.facts.of("rule", ch.edition) if r.chapter == ch.id]:
        ctx.shown.append(rule)
        out.append(f"## {title(rule.title, ctx)} {{#{rule.id}}}\n\n")
        out.append(notice(rule, ctx))
        out.append(basis(rule, ctx))
        out.append(text_block(rule.body, ctx))
        out.append(unconfirmed(rule, ctx))
        out.append(examples(rule, ctx))
        out.append(see_also(rule, ctx))
        out.append(sources_line(rule, ctx))
    if ch.widget == "score-counter":
        out.append(counter(ch.edition, ctx))
    return "".join(out)


def faq_groups(edition: str, facts: Facts) -> list[tuple[str | None, list]]:
    """The FAQ of an edition in its groups: the themes in the order of ``vocab.FAQ_THEMES``, each
    with its entries in their order; entries without a theme last (group None)."""
    entries = facts.of("faq", edition)
    groups = [(theme, [q for q in entries if q.theme == theme]) for theme in (*FAQ_THEMES, None)]
    return [(theme, qs) for theme, qs in groups if qs]


def theme_label(theme: str | None, edition: str, lang: str) -> str:
    """A group's heading: its theme's name (an edition may name it its own way: écus, sesterces)."""
    if theme is None:
        return LABELS("theme_other", lang)
    own = f"theme_{theme}_{edition}"
    return LABELS(own if own in LABELS else f"theme_{theme}", lang)


def faq_page(edition: str, ctx: Ctx) -> str:
    """The FAQ of an edition on one page, in groups by theme: a ``##`` heading per group (in the table
    of contents, which a phone shows in its menu, each group holds its questions) and a ``###`` per
    question, its anchor the entry's id (old links ``faq.html#faq-…`` keep landing on the answer);
    the page opens on the list of groups, one tap from each."""
    out = [page_header(escape_label(LABELS("faq", ctx.lang)), ctx)]
    groups = faq_groups(edition, ctx.facts)
    jump = [f"[{escape_label(theme_label(theme, edition, ctx.lang))}](#theme-{theme or 'other'})"
            f"{escape_label(paren(str(len(qs)), ctx.lang))}" for theme, qs in groups]
    out.append(f"{escape_label(LABELS('faq_themes', ctx.lang))}{colon(ctx.lang)}{' · '.join(jump)}\n"
               f"{{: .mq-faq-themes }}\n\n")
    for theme, entries in groups:
        out.append(f"## {escape_label(theme_label(theme, edition, ctx.lang))} {{#theme-{theme or 'other'}}}\n\n")
        out.extend(faq_entry(q, ctx) for q in entries)
    return "".join(out)


def faq_entry(q, ctx: Ctx) -> str:
    """One question: its short answer first (with what it rests on and any unconfirmed point), then,
    folded under it, its details, worked example, links and sources: on a phone the page is the
    questions and their answers, and one tap opens the rest of an entry."""
    ctx.shown.append(q)
    out = [f"### {title(q.question, ctx)} {{#{q.id}}}\n\n"]
    out.append(notice(q, ctx))
    out.append(confidence(q, ctx))
    out.append(text_block(q.answer, ctx, "mq-answer"))
    out.append(unconfirmed(q, ctx))
    more = [text_block(q.details, ctx) if q.details else "", examples(q, ctx), see_also(q, ctx), sources_line(q, ctx)]
    if any(more):
        out.append(render_html("fold.html", label=LABELS("faq_more", ctx.lang),
                               body=safe_markdown("".join(more).rstrip())) + "\n\n")
    return "".join(out)


def rulings_index(edition: str, ctx: Ctx) -> str:
    """Each disputed point: its title (the link), its question, and Marquoir's verdict with its status."""
    out = [page_header(escape_label(LABELS("rulings", ctx.lang)), ctx)]
    verdict = escape_label(LABELS("verdict", ctx.lang))
    for r in ctx.facts.of("ruling", edition):
        ctx.shown.append(r)
        status = render_html("ruling_status.html", status=r.status, text=LABELS(f"status_short_{r.status}", ctx.lang),
                             short=True)
        text, fallback = pick(r.verdict, ctx.lang)
        text = md(one_line(text), ctx)
        if fallback:
            text = render_html("french_fallback.html", text=safe_markdown(text))
        out.append(f"- **[{escape_label(ruling_name(r, ctx.lang))}]({ctx.href(r)})** — "
                   f"{md(one_line(pick(r.question, ctx.lang)[0]), ctx)}\n\n"
                   f"    **{verdict}** {status}{colon(ctx.lang)}{text}\n\n")
    return "".join(out) + "\n"


def ruling_page(r, ctx: Ctx) -> str:
    """Answers first: the question, Marquoir's verdict (with its status), then what each source says side
    by side, the reason, the engine option and the worked examples."""
    ctx.shown.append(r)
    code = f"{escape_label(r.code)} · " if r.code else ""
    status = LABELS(f"status_{r.status}", ctx.lang)
    out = [page_header(f"{code}{title(r.title, ctx)}", ctx, r.id), notice(r, ctx), confidence(r, ctx)]
    question, fallback = pick(r.question, ctx.lang)
    out.append(box(md(question, ctx), css="mq-question", lang="fr" if fallback else None, anchor="question") + "\n\n")
    out.append(f"## {escape_label(LABELS('verdict', ctx.lang))} {{#verdict}}\n\n")
    out.append(render_html("ruling_status.html", status=r.status, text=status, short=False) + "\n\n")
    out.append(text_block(r.verdict, ctx, "mq-verdict"))
    out.append(f"## {escape_label(LABELS('claims', ctx.lang))} {{#claims}}\n\n")
    columns = (escape_label(LABELS(key, ctx.lang)) for key in ("source_col", "says_col"))
    rows = ["| {} | {} |".format(*columns), "|---|---|"]
    for c in r.claims:
        src = ctx.facts.source(c.source)
        who = cites([c], ctx) + paren(escape_label(LABELS(src.authority, ctx.lang)), ctx.lang)
        says, fallback = pick(c.says, ctx.lang)
        says = md(one_line(says), ctx)
        if fallback:
            says = render_html("french_fallback.html", text=safe_markdown(says))
        rows.append(f"| {who} | {says} |")
    # the claims are left out of the search index (the question, verdict and reason are in it)
    out.append(box("\n".join(rows), css="mq-claims", search_exclude=True) + "\n\n")
    out.append(f"## {escape_label(LABELS('reason', ctx.lang))} {{#reason}}\n\n")
    out.append(text_block(r.reason, ctx))
    if r.option:
        out.append(option_line(r, ctx))
    out.append(f"## {escape_label(LABELS('example', ctx.lang))} {{#example}}\n\n")
    out.append(examples(r, ctx))
    out.append(see_also(r, ctx))
    out.append(sources_line(r, ctx))
    return "".join(out)


def glossary_page(ctx: Ctx) -> str:
    out = [page_header(escape_label(LABELS("glossary", ctx.lang)), ctx)]
    terms = ctx.facts.of("term")
    order = [ctx.lang] + [lang for lang in LANGS if lang != ctx.lang]  # the reader's language first
    rows = [[(lang, getattr(t.term, lang) or "—") for lang in order] for t in terms]
    out.append(render_html("glossary_table.html", rows=rows, css=relative("assets/glossary.css", ctx.path)) + "\n\n")
    for t in terms:
        ctx.shown.append(t)
        out.append(f"## {title(t.term, ctx)} {{#{t.id}}}\n\n")
        out.append(notice(t, ctx))
        sides = " · ".join(f"**{lang.upper()}** {escape_label(getattr(t.term, lang) or '—')}"
                           for lang in ("fr", "en", "ja"))
        out.append(f"{sides}\n{{: .mq-term-langs }}\n\n")
        out.append(text_block(t.definition, ctx))
        out.append(sources_line(t, ctx))
    return "".join(out)


def sources_page(ctx: Ctx) -> str:
    out = [page_header(escape_label(LABELS("sources", ctx.lang)), ctx)]
    users: dict[str, list] = {}
    for loc in ctx.facts.by_key.values():
        f = loc.fact
        if f.kind == "source":
            continue
        for sid in {c.source for c in f.sources} | {c.source for c in getattr(f, "claims", [])}:
            users.setdefault(sid, []).append(f)
    for src in by_name(ctx.facts.of("source"), ctx.lang):
        ctx.shown.append(src)
        out.append(f"## {escape_label(link_label(src, ctx.lang))} {{#{src.id}}}\n\n")
        out.append(notice(src, ctx))
        out.append(f"*{title(src.title, ctx)}*\n\n")
        address = src.address
        shown_address = (f"[{escape_label(short_address(address))}]({address})" if address.startswith("http")
                         else f"`{address}`")
        authority, kind, where = (escape_label(LABELS(key, ctx.lang))
                                  for key in ("authority", src.authority, "address"))
        out.append(f"- **{authority}**{colon(ctx.lang)}{kind}\n- **{where}**{colon(ctx.lang)}{shown_address}\n\n")
        out.append(f"**{escape_label(LABELS('covers', ctx.lang))}.** " + text_block(src.covers, ctx))
        out.append(f"**{escape_label(LABELS('trust', ctx.lang))}.** " + text_block(src.trust, ctx))
        facts_here = [f for f in users.get(src.id, []) if f.kind != "card"]
        cards = [f for f in users.get(src.id, []) if f.kind == "card"]
        if facts_here or cards:  # folded: some sources are cited by a hundred facts, each link a 44-px row
            items = [f"- {linked(f, ctx)}\n"
                     for f in sorted(facts_here, key=lambda f: (f.edition, f.kind, f.id))]
            if cards:
                page = ctx.href(cards[0]).split("#")[0]
                cards_link = escape_label(LABELS("cards", ctx.lang)) + paren(str(len(cards)), ctx.lang)
                items.append(f"- [{cards_link}]({page})\n")
            label = LABELS("used_by", ctx.lang) + paren(str(len(facts_here) + len(cards)), ctx.lang)
            out.append(render_html("fold.html", label=label, body=safe_markdown("".join(items).rstrip())) + "\n\n")
    return "".join(out)


def article_page(a, ctx: Ctx) -> str:
    """A free page; an edition's own article is its one-page summary (``mq-summary mq-summary--<edition>``:
    printed on one A4 page, at the size that fills it). The guide to ``marquoir check`` (``GUIDE``) starts with the
    way to the checkers and ends, after its sources, with every card's id."""
    ctx.shown.append(a)
    css = f"mq-summary mq-summary--{a.edition}" if a.edition in EDITIONS else None
    lead, ids = (guide_lead(ctx), card_ids(ctx)) if a.id == GUIDE else ("", "")
    return (page_header(title(a.title, ctx), ctx) + lead + notice(a, ctx) + text_block(a.body, ctx, css)
            + sources_line(a, ctx) + ids)


def translations_page(ctx: Ctx) -> str:
    from .translations import translations_page as page
    return page(ctx)


# --- the site ------------------------------------------------------------------------

def render_site(facts: Facts, lang: str, status: dict | None = None, runs: dict | None = None, repo=None) -> Site:
    """Every generated page of the site in ``lang``, and its navigation; ``runs``: the worked examples' games as
    data (:func:`marquoir.pipeline.run_examples`), shown under each example (none: the examples without them);
    with ``repo`` (a :class:`.repo.RepoLinks`), each fact's section links to its file in the repository."""
    homes = example_homes(facts)
    checkers = frozenset(e for e in facts.editions() if facts.of("card", e))  # the editions the checker plays
    root = Ctx(facts, lang, "index.md", None, status or {}, homes, repo=repo, runs=runs or {}, checkers=checkers)
    titles = [getattr(ed.title, lang) for ed in facts.of("edition")] + ["Marquoir", "建築士"]
    glossary = glossary_entries(facts.of("term"), facts.of("card"), titles, lang)
    pages: dict[str, Page] = {}

    def add(path: str, page_title: str, build, edition: str | None = None) -> None:
        ctx = root.at(path, edition)
        body = with_glossary_links(blocks.finish(build(ctx), ctx), path, glossary, lang)
        tab = with_edition(page_title, edition, lang) if edition is not None else None
        pages[path] = Page(path, page_title, front_matter(title=tab) + body, list(ctx.shown))

    nav: list = []
    for ed in facts.of("edition"):
        e = ed.id
        section: list = []
        add(f"{e}/index.md", pick(ed.title, lang)[0], lambda c, ed=ed: edition_page(ed, c), e)
        section.append({LABELS("overview", lang): f"{e}/index.md"})
        chapters = facts.of("chapter", e)
        if chapters:
            section.append({LABELS("rules", lang): [{pick(ch.title, lang)[0]: f"{e}/{ch.id}.md"} for ch in chapters]})
            for ch in chapters:
                add(f"{e}/{ch.id}.md", pick(ch.title, lang)[0], lambda c, ch=ch: chapter_page(ch, c), e)
        if facts.of("faq", e):
            add(f"{e}/faq.md", LABELS("faq", lang), lambda c, e=e: faq_page(e, c), e)
            section.append({LABELS("faq_short", lang): f"{e}/faq.md"})
        rulings = facts.of("ruling", e)
        if rulings:
            add(f"{e}/arbitrages/index.md", LABELS("rulings", lang), lambda c, e=e: rulings_index(e, c), e)
            sub = [f"{e}/arbitrages/index.md"]
            for r in rulings:
                add(f"{e}/arbitrages/{r.id}.md", pick(r.title, lang)[0], lambda c, r=r: ruling_page(r, c), e)
                sub.append({pick(r.title, lang)[0]: f"{e}/arbitrages/{r.id}.md"})
            section.append({LABELS("rulings", lang): sub})
        if facts.of("card", e):
            add(f"{e}/cartes.md", LABELS("cards", lang), lambda c, e=e: cards_page(e, c), e)
            section.append({LABELS("cards", lang): f"{e}/cartes.md"})
        if e in checkers:  # the case checker: the engine judges a reader's own case in the browser
            add(f"{e}/{CHECKER_PATH}", CHECKER_WORDS("title", lang), lambda c, e=e: checker_page(e, c), e)
            section.append({CHECKER_WORDS("title", lang): f"{e}/{CHECKER_PATH}"})
        lessons = facts.of("lesson", e)
        if lessons and e in checkers:  # learn by playing: the edition's lesson against the engine, in the page
            name = pick(lessons[0].title, lang)[0]
            add(f"{e}/{TUTORIAL_PATH}", name, lambda c, e=e: tutorial_page(e, c), e)
            section.insert(1, {name: f"{e}/{TUTORIAL_PATH}"})
        for a in [a for a in facts.of("article") if a.edition == e]:  # an edition's own pages (its summary)
            add(f"{a.path}.md", pick(a.title, lang)[0], lambda c, a=a: article_page(a, c), e)
            section.insert(1, {pick(a.title, lang)[0]: f"{a.path}.md"})
        nav.append({pick(ed.title, lang)[0]: section})
    articles = [a for a in facts.of("article") if a.edition not in facts.editions()]
    if articles:
        for a in articles:
            add(f"{a.path}.md", pick(a.title, lang)[0], lambda c, a=a: article_page(a, c))
        nav.append({LABELS("guides", lang): [{pick(a.title, lang)[0]: f"{a.path}.md"} for a in articles]})
    if facts.of("term"):
        add("glossaire.md", LABELS("glossary", lang), glossary_page)
        nav.append({LABELS("glossary", lang): "glossaire.md"})
    add("sources.md", LABELS("sources", lang), sources_page)
    nav.append({LABELS("sources", lang): "sources.md"})
    if changed_facts(facts):  # what changed in the answers, newest first
        add(CHANGES_PATH, LABELS("changes", lang), changes_page)
        nav.append({LABELS("changes", lang): CHANGES_PATH})
    add("traductions.md", LABELS("translations", lang), translations_page)
    nav.append({LABELS("translations", lang): "traductions.md"})
    return Site(lang, pages, nav, glossary)
