"""Where a citation points in its source, in the reader's words: a page (``p. 6``), a card's number (``carte 77``) or
a file (``fichier cartes_antiquite.csv``), as the source's ``locator`` says, in the three languages; ``facts.json``
gives each place with what it points at. (The audits found ``[CARD-IMG] p. 77``, a card scan shown as a page, and
``[D-SAAD] p. serveur/src/jeu/GestionnaireJeu.java``, a program's file shown as a page, when the pages cited a source
by its research dossier's key.)"""

from __future__ import annotations

import re

import pytest

from fact_snippets import FAQ_START, SOURCE
from marquoir.facts import loader
from marquoir.render import render_site
from marquoir.render.labels import LABELS
from marquoir.render.text import SHORT_ADDRESS, escape_label, link_label, short_address
from marquoir.site.facts_json import export
from marquoir.vocab import LANGS

FAQ = FAQ_START + """\
  sources: {sources}
  reviewed: 2026-12-01
"""
ONE = ('[{source: r-fr, page: [5, 6]}, {source: scans, page: 77}, '
       '{source: prog, page: "serveur/cartes_antiquite.csv"}]')
SEVERAL = ('[{source: r-fr, page: "6-7"}, {source: scans, page: 43}, {source: scans, page: 44}, '
           '{source: prog, page: ["serveur/cartes_antiquite.csv", "common/src/cartes/Esclave.java"]}]')


@pytest.fixture
def small(rules):
    """The rulebook (pages), card scans (cards) and a program (files); two FAQ entries citing them."""
    rules.write("communs/autres.yaml", SOURCE.format(id="scans", label="SCANS", unit="card")
                + SOURCE.format(id="prog", label="PROG", unit="file"))
    rules.write("moyen-age/faq/a.yaml", FAQ.format(n=1, sources=ONE) + FAQ.format(n=2, sources=SEVERAL))
    return loader.load(rules.root)


SAID = {
    "fr": ["Règle française, p. 5, 6 · SCANS, carte 77 · PROG, fichier cartes_antiquite.csv",
           "Règle française, p. 6–7 · SCANS, cartes 43, 44 · PROG, fichiers cartes_antiquite.csv, Esclave.java"],
    "en": ["French rulebook, p. 5, 6 · SCANS, card 77 · PROG, file cartes_antiquite.csv",
           "French rulebook, p. 6–7 · SCANS, cards 43, 44 · PROG, files cartes_antiquite.csv, Esclave.java"],
    "ja": ["フランス語版ルール（5、6ページ） · SCANS（カード77） · PROG（ファイル cartes_antiquite.csv）",
           "フランス語版ルール（6–7ページ） · SCANS（カード43、44） · "
           "PROG（ファイル cartes_antiquite.csv、Esclave.java）"],
}
"""Each source cited by its name (the rulebook's, in each language; the two others are named as their keys)."""


def plain(line: str) -> str:
    """A sources line without its Markdown: ``[Règle française](../sources.md#r-fr), p. 6`` → ``Règle française,
    p. 6``."""
    return re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", line).replace("\\", "")


@pytest.mark.parametrize("lang", LANGS)
def test_a_citation_says_where_in_the_unit_of_its_source(small, lang):
    """One place and several: a page, a range and two pages; a card and two; a file, by its name, and two.
    Mutations seen failing: blocks.cites saying every place as a page (``located("page", ...)``); a file shown by
    its whole path (``PLACE_SHOWN["file"] = str``); the plural never chosen (``plural_form`` replaced by ``"one"``,
    in French and English)."""
    page = render_site(small, lang).pages["moyen-age/faq.md"].markdown
    lines = [plain(line) for line in page.splitlines() if line.count("](../sources.md#") == 3]
    start = link_label(small.source("r-fr"), lang)
    assert [line[line.index(start):] for line in lines] == SAID[lang]


def test_facts_json_gives_each_place_with_what_it_points_at(small):
    """A citation with a place says what it points at (its source's ``locator``); one without a place says neither;
    each source says what its citations point at. Mutation seen failing: the locator left out of
    facts_json._Writer.cited."""
    published = {f["id"]: f for f in export(small, "en", "https://example.org/")["facts"]}
    cited = [(c["source"], c.get("page"), c.get("locator")) for c in published["faq-2"]["sources"]]
    assert cited == [("r-fr", "6-7", "page"), ("scans", 43, "card"), ("scans", 44, "card"),
                     ("prog", ["serveur/cartes_antiquite.csv", "common/src/cartes/Esclave.java"], "file")]
    assert [c.get("locator") for c in published["ecu"]["sources"]] == ["page"]
    assert {published[s]["locator"] for s in ("r-fr", "scans", "prog")} == {"page", "card", "file"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_card_or_file_of_the_project_is_cited_as_a_page(project_facts, project_sites, lang):
    """Every page of the project's site: a source whose citations are cards or files (the card scans, the student
    project's files) is never followed by a page ("p. 77", 「77ページ」), and the machine card the Middle Ages FAQ
    cites reads as a card. Mutation seen failing: `locator: card` removed from card-img in rules/communs/sources.yaml
    (its numbers are then valid pages, shown "p. 77")."""
    others = {s.id: escape_label(link_label(s, lang)) for s in project_facts.of("source") if s.locator != "page"}
    assert {"card-img", "d-saad"} <= set(others)
    between = LABELS("cited_at", lang, source="\0", at="\1").split("\0")[1].split("\1")[0]  # « , », 「（」
    before, after = LABELS("at_page_one", lang, at="\1").split("\1")  # a page: « p. 6 », 「6ページ」
    linked = r"\[(" + "|".join(map(re.escape, others.values())) + r")\]\([^)]*\)" + re.escape(between)
    as_page = re.compile(linked + re.escape(before) + r"[^·\n]*?" + re.escape(after))
    pages = project_sites[lang].pages
    assert not [(path, m.group(0)) for path, page in pages.items() for m in as_page.finditer(page.markdown)]
    card = {"fr": "carte 77", "en": "card 77", "ja": "カード77"}[lang]
    assert re.search(r"\[" + re.escape(others["card-img"]) + r"\]\([^)]*\)" + re.escape(between) + card,
                     pages["moyen-age/faq.md"].markdown)


@pytest.mark.parametrize("url, shown", [
    ("https://www.philojeux.fr/spip.php?article107", "philojeux.fr/spip.php?…"),
    ("https://w.atwiki.jp/bga9997/pages/98.html", "w.atwiki.jp/bga9997/pages/98.html"),
    ("https://docplayer.pl/amp/68497703-Zawartosc-cel-gry-v-v-v-v-v-w-u-v-w-budynek.html", "docplayer.pl/amp/…"),
    ("https://fr.wikipedia.org/wiki/Les_B%C3%A2tisseurs_(jeux)", "fr.wikipedia.org/wiki/Les_Bâtisseurs_(jeux)"),
    ("https://maxoe.com/", "maxoe.com"),
])
def test_an_address_shows_its_site_and_what_of_its_path_fits(url, shown):
    """Mutation: ``> most`` → ``> most * 3`` in text.short_address → the Polish address is shown whole: fails."""
    assert short_address(url) == shown and len(shown) <= SHORT_ADDRESS + 2


@pytest.mark.parametrize("lang", LANGS)
def test_the_sources_page_links_each_address_by_its_short_form(project_facts, project_sites, lang):
    """Each source's web address on the sources page: a link to the whole address, its text the short form (a phone
    showed a 120-character address over five lines). Mutation: ``<{address}>`` back in pages.sources_page → fails."""
    page = project_sites[lang].pages["sources.md"].markdown
    for source in project_facts.of("source"):
        if source.address.startswith("http"):
            assert f"[{escape_label(short_address(source.address))}]({source.address})" in page, source.id
    assert not re.search(r"\[https?://", page)


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_shows_a_sources_dossier_key(project_facts, project_sites, lang):
    """A reader meets each source by its name (« Règle française », "BGA help in Japanese"), never by the research
    dossier's key (« [R-FR] », « BGA-JA »), on any page of the project's site; and the names are cited.
    Mutation seen failing: text.link_label giving ``f"[{fact.label}]"`` for a source again."""
    sources = project_facts.of("source")
    keys = re.compile(r"(?<![\w-])(" + "|".join(re.escape(s.label) for s in sources if "-" in s.label) + r")(?![\w-])")
    pages = project_sites[lang].pages
    assert not {path: keys.findall(page.markdown)[:3] for path, page in pages.items() if keys.search(page.markdown)}
    rulebook = escape_label(link_label(project_facts.source("r-fr"), lang))
    assert f"[{rulebook}](" in pages["moyen-age/tour.md"].markdown


def test_the_sources_page_lists_the_names_as_a_reader_looks_them_up(project_facts, project_sites):
    """The official sources first, then the others by name, a leading quotation mark aside: the English page's
    "Little big game" thread sits between kiwigames.jp and Ludicolum. Mutation seen failing: ``LEADING.sub`` left
    out of blocks.by_name (the thread comes first, its quotation mark before every letter)."""
    page = project_sites["en"].pages["sources.md"].markdown
    names = [escape_label(link_label(project_facts.source(s), "en")) for s in ("r-fr", "kiwigames", "bgg-1470009",
                                                                               "ludicolum")]
    at = [page.index(f"## {name} ") for name in names]
    assert at == sorted(at), names
