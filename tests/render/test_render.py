"""The renderer: same pages in every language, anchors from ids, safe text, visible notices."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import markdown
import pytest

from marquoir.facts import loader
from marquoir.facts.translations import status
from marquoir.render import render_site
from marquoir.render.context import Ctx
from marquoir.render.text import md


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


@pytest.fixture(scope="module")
def sites(project_sites):
    """The project's pages in the three languages (rendered once per session: tests/conftest.py)."""
    return project_sites


class Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.seen = []

    def handle_starttag(self, tag, attrs):
        self.seen.append((tag, attrs))


def to_html(text: str) -> str:
    return markdown.markdown(text, extensions=["attr_list", "md_in_html", "tables", "admonition"])


def test_page_paths_are_identical_in_every_language(sites):
    s = sites
    assert set(s["fr"].pages) == set(s["en"].pages) == set(s["ja"].pages)
    assert {"moyen-age/index.md", "moyen-age/faq.md", "moyen-age/cartes.md", "glossaire.md",
            "sources.md", "traductions.md"} <= set(s["fr"].pages)


def test_anchors_come_from_fact_ids_in_every_language(facts, sites):
    for site in sites.values():
        for fact in facts.of("faq", "moyen-age"):
            assert f"{{#{fact.id}}}" in site.pages["moyen-age/faq.md"].markdown
        for rule in facts.of("rule", "moyen-age"):
            assert f"{{#{rule.id}}}" in site.pages[f"moyen-age/{rule.chapter}.md"].markdown
        cards = site.pages["moyen-age/cartes.md"].markdown
        assert 'id="chapelle"' in cards and 'id="compagnon-3"' in cards


def test_each_page_shows_review_date_and_sources(sites):
    s = sites
    page = s["fr"].pages["moyen-age/tour.md"].markdown
    assert re.search(r"Relue contre la règle officielle · \w+ 20\d\d", page)
    assert "## Sources de cette page" in page and "(../sources.md#r-fr)" in page
    assert re.search(r"公式ルールとの照合 · 20\d\d年\d+月", s["ja"].pages["moyen-age/tour.md"].markdown)


def test_the_rendered_language_is_the_pages_language(sites):
    s = sites
    assert "Envoyer travailler un ouvrier" in s["fr"].pages["moyen-age/tour.md"].markdown
    assert "Send a worker to work" in s["en"].pages["moyen-age/tour.md"].markdown
    assert "労働者の派遣" in s["ja"].pages["moyen-age/tour.md"].markdown
    assert "Send a worker to work" not in s["ja"].pages["moyen-age/tour.md"].markdown


def test_text_from_yaml_cannot_inject_html(facts):
    ctx = Ctx(facts, "fr", "moyen-age/faq.md", "moyen-age")
    evil = ('<script>alert(1)</script> <img src=x onerror=alert(1)> & {: onclick="alert(1)"}\n\n'
            "Titre {#x onclick=alert(1)}\n\n`<b>code</b>` reste du code")
    html = to_html(md(evil, ctx))
    tags = Tags()
    tags.feed(html)
    assert {t for t, _ in tags.seen} <= {"p", "code"}, tags.seen
    assert all(not name.startswith("on") and name != "id" for _, attrs in tags.seen for name, _ in attrs)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html  # shown as text
    assert "<code>&lt;b&gt;code&lt;/b&gt;</code>" in html  # code stays code


def test_inline_references_become_relative_links(facts):
    ctx = Ctx(facts, "en", "moyen-age/faq.md", "moyen-age")
    assert md("See [[chantier]] and [[envoyer-un-ouvrier|this]].", ctx) == (
        "See [construction site](../glossaire.md#chantier) and [this](tour.md#envoyer-un-ouvrier).")


def test_pending_and_outdated_translations_are_visible(rules):
    rules.write("moyen-age/edition.yaml", """
        kind: edition
        id: moyen-age
        edition: moyen-age
        title: {fr: Moyen Âge, en: Middle Ages, ja: 中世}
        tagline: {fr: Construire., en: null, ja: 建てる。}
        players: [2, 4]
        minutes: 30
        age: 10
        year: "2013"
        author: A
        illustrator: B
        publisher: C
        contents: {fr: Des cartes., en: Cards., ja: カード。}
        sources: [{source: r-fr}]
        reviewed: 2026-10-01
    """)
    facts = loader.load(rules.root)
    st = status(facts, {})  # nothing stamped: every translation is outdated
    en = render_site(facts, "en", st).pages["moyen-age/index.md"].markdown
    assert '!!! warning "Translation missing"' in en
    assert '<div class="mq-tagline" lang="fr" markdown="1">\n\nConstruire.' in en
    ja = render_site(facts, "ja", st).pages["moyen-age/index.md"].markdown
    assert "翻訳が古い可能性があります" in ja and "建てる。" in ja
    fr = render_site(facts, "fr", st).pages["moyen-age/index.md"].markdown
    assert "!!!" not in fr and "octobre 2026" in fr


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_the_japanese_edition_header_counts_people_minutes_and_years(facts, sites, edition):
    """The header's figures read as a Japanese box does: プレイ人数 2〜4人, プレイ時間 30分, 対象年齢 10歳以上, from
    the edition's numbers. Mutation: the Japanese ``players_value`` label without its 人 (``{low}〜{high}``) →
    fails; ``age_value`` as ``{n}+`` → fails."""
    ed = next(e for e in facts.of("edition") if e.id == edition)
    page = sites["ja"].pages[f"{edition}/index.md"].markdown
    figures = re.findall(r"<div><dt>(.*?)</dt><dd>(.*?)</dd></div>", page.split('<dl class="mq-facts">', 1)[1])
    low, high = ed.players
    assert figures == [("プレイ人数", f"{low}〜{high}人"), ("プレイ時間", f"{ed.minutes}分"),
                       ("対象年齢", f"{ed.age}歳以上")]


def test_every_fact_is_shown_somewhere(facts, sites):
    shown = set()
    for site in sites.values():
        for page in site.pages.values():
            shown.update((f.kind, f.edition, f.id) for f in page.facts)
    all_facts = {(loc.fact.kind, loc.fact.edition, loc.fact.id) for loc in facts.by_key.values()}
    assert all_facts - shown == set()


def test_antiquity_shows_confidence_and_unconfirmed_points(rules):
    rules.write("communs/sources2.yaml", """
        - kind: source
          id: bga-ant
          edition: antiquite
          label: BGA-ANT
          name: {fr: Aide BGA, en: BGA help, ja: BGAヘルプ}
          authority: secondary
          title: {fr: Aide BGA, en: BGA help, ja: BGAヘルプ}
          address: https://example.org/bga
          covers: {fr: Tout, en: All, ja: 全部}
          trust: {fr: Secondaire, en: Secondary, ja: 二次資料}
          reviewed: 2026-11-30
    """)
    rules.write("antiquite/edition.yaml", (rules.root / "moyen-age" / "edition.yaml").read_text()
                .replace("moyen-age", "antiquite"))
    rules.write("antiquite/regles.yaml", """
        - kind: chapter
          id: tour
          edition: antiquite
          order: 1
          title: {fr: Tour, en: Turn, ja: 手番}
          sources: [{source: bga-ant}]
          reviewed: 2026-11-30
        - kind: rule
          id: affranchir
          edition: antiquite
          chapter: tour
          order: 1
          title: {fr: Affranchir, en: Freeing, ja: 解放}
          body: {fr: Texte., en: Text., ja: 本文。}
          unconfirmed: [cout-affranchir]
          basis: secondary
          sources: [{source: bga-ant}]
          reviewed: 2026-11-30
        - kind: ruling
          id: cout-affranchir
          edition: antiquite
          order: 1
          status: unconfirmed
          title: {fr: Coût pour affranchir, en: Cost of freeing, ja: 解放のコスト}
          question: {fr: "Combien ?", en: "How much?", ja: "いくら？"}
          claims:
            - {source: bga-ant, says: {fr: Une action., en: One action., ja: 1アクション。}}
            - {source: r-fr, says: {fr: Rien., en: Nothing., ja: 記載なし。}}
          verdict: {fr: Une action., en: One action., ja: 1アクション。}
          reason: {fr: BGA., en: BGA., ja: BGA。}
          examples: [ex-aff]
          sources: [{source: bga-ant}]
          reviewed: 2026-11-30
        - kind: example
          id: ex-aff
          edition: antiquite
          title: {fr: Ex, en: Ex, ja: 例}
          narrative: {fr: N, en: N, ja: N}
          doctest: |
            >>> 1 + 1
            2
          sources: [{source: bga-ant}]
          reviewed: 2026-11-30
    """)
    facts = loader.load(rules.root)
    page = render_site(facts, "en", {}).pages["antiquite/tour.md"].markdown
    assert "Rests on secondary sources only" in page
    assert '!!! warning "Unconfirmed point — Cost of freeing"' in page
    assert "One action." in page and "Nothing." in page and "(arbitrages/cout-affranchir.md)" in page
    assert "Rests on" not in render_site(facts, "en", {}).pages["moyen-age/index.md"].markdown
