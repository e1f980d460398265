"""The built sites: every basis other than the rulebook shown where its fact is read, the footer in
each site's language, and the facts published as JSON that follows its published schema."""

from __future__ import annotations

import html
import json
import re

import pytest
from schema_check import errors

from marquoir.render.blocks import paren
from marquoir.render.labels import LABELS
from marquoir.site import markup
from marquoir.site.typography import as_typed
from marquoir.vocab import LANGS


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


def section(page_html: str, anchor: str) -> str:
    """The HTML of a fact's section: from its heading to the next heading of any level up to h3."""
    start = page_html.index(f'id="{anchor}"')
    following = re.search(r"<h[1-3][ >]", page_html[start:])
    return page_html[start:start + following.start()] if following else page_html[start:]


@pytest.mark.parametrize("lang", LANGS)
def test_every_fact_resting_on_more_than_the_rulebook_says_so_where_it_is_read(built_site, facts, lang):
    """For each rules text and FAQ answer whose basis is not ``rulebook``, its section on the built page
    shows that basis: the arithmetic of a derivation, the ruling of a house rule, the sources of a
    secondary one.

    Mutation: ``if getattr(fact, "basis", None) is not None: return basis(fact, ctx)`` removed from
    blocks.confidence (the FAQ page no longer shows it) → fails for every FAQ entry."""
    shown = 0
    for f in facts.of("rule") + facts.of("faq"):
        if f.basis == "rulebook":
            continue
        page = f"{f.edition}/{f.chapter}.html" if f.kind == "rule" else f"{f.edition}/faq.html"
        text = section((built_site / lang / page).read_text(encoding="utf-8"), f.id)
        badge = re.search(r'<(div|details) class="mq-basis mq-basis--([a-z-]+)".*?</\1>', text, re.S)
        assert badge and badge.group(2) == f.basis, (lang, f.id)
        words = as_typed(html.unescape(re.sub(r"<[^>]+>", "", badge.group(0))))
        assert LABELS(f"basis_{f.basis}", lang) in words
        if f.basis == "derived":
            arithmetic = re.sub(r"\[\[(?:[^]|]*\|)?([^]]*)\]\]", r"\1", getattr(f.derivation, lang))
            assert arithmetic.split("[[")[0][:25] in words, (lang, f.id)
        elif f.basis == "house-rule":
            rulings = [facts.resolve(ref, f.edition).fact for ref in f.see]
            assert any(f'href="arbitrages/{r.id}.html"' in badge.group(0)
                       for r in rulings if r.kind == "ruling" and r.status == "house-rule"), (lang, f.id)
        else:
            secondary = [c.source for c in f.sources if facts.source(c.source).authority == "secondary"]
            assert any(f'sources.html#{sid}"' in badge.group(0) for sid in secondary), (lang, f.id)
        shown += 1
    assert shown >= 60  # 10 derived, 10 house rules, 42 secondary when written


@pytest.mark.parametrize("lang", LANGS)
def test_the_footer_speaks_the_sites_language(built_site, lang):
    """Mutation: ``copyright=LABELS("copyright", lang)`` removed from site/config.overrides (mkdocs.yml's
    French footer everywhere) → fails in en and ja."""
    for page in ("index.html", "moyen-age/faq.html"):
        text = (built_site / lang / page).read_text(encoding="utf-8")
        footer = re.search(r'<div class="md-copyright">(.*?)</div>\s*</div>', text, re.S).group(1)
        footer = as_typed(html.unescape(footer))
        assert LABELS("copyright", lang) in footer
        others = [LABELS("copyright", other) for other in LANGS if other != lang]
        assert not any(o in footer for o in others)


@pytest.mark.parametrize("lang", LANGS)
def test_the_facts_are_published_as_json_that_follows_its_schema(built_site, facts, lang):
    """Mutation: ``model_json_schema(by_alias=False)`` in facts_json.schema (the published schema names
    ``schema_`` where the file has ``$schema``) → fails. (Leaving a required field out of the export
    stops the build itself: the export is checked against its model before it is written.)"""
    data = json.loads((built_site / lang / "facts.json").read_text(encoding="utf-8"))
    schema = json.loads((built_site / lang / "facts.schema.json").read_text(encoding="utf-8"))
    assert errors(data, schema) == []
    assert data["lang"] == lang and data["$schema"] == "facts.schema.json"
    rulings = {f["id"]: f for f in data["facts"] if f["kind"] == "ruling"}
    assert len(rulings) == len(facts.of("ruling"))
    d13 = rulings["pioche-vide"]
    assert d13["code"] == "D13" and d13["status"] == "house-rule"
    assert d13["url"].endswith(f"/{lang}/moyen-age/arbitrages/pioche-vide.html")
    assert d13["verdict"].startswith(getattr(facts.resolve("pioche-vide", "moyen-age").fact.verdict, lang)[:15])
    assert {c["label"] for c in d13["claims"]} >= {"R-FR", "BGA-JA"}
    assert d13["where"] == {"file": "rules/moyen-age/arbitrages/pioche-vide.yaml", "line": 2}
    texts = [f for f in data["facts"] if f["kind"] != "example"]  # a doctest may hold [[...]] lists
    assert "[[" not in json.dumps(texts, ensure_ascii=False)  # fact links are ordinary links
    faq = next(f for f in data["facts"] if f["id"] == "faq-valeur-des-ecus")
    assert faq["basis"] == "derived" and faq["derivation"]
    # the checker itself: a broken copy is refused
    broken = json.loads(json.dumps(data))
    del broken["facts"][0]["where"]
    broken["facts"][1]["invented"] = 1
    found = errors(broken, schema)
    assert any("`where` is missing" in e for e in found) and any("invented" in e or "oneOf" in e for e in found)


@pytest.mark.parametrize("lang", LANGS)
def test_an_editions_home_lists_its_chapters_then_its_other_pages(built_site, facts, lang):
    """An edition's home: its chapters numbered in the order of play, then its other pages (the summary, the FAQ, the
    rulings, the cards, the changes) in a list of their own, each item one link marked as a menu's row (44 px).
    Mutation: the ``<!-- -->`` between the two lists taken out of pages.edition_page (Markdown numbers the other
    pages on, 6 to 10, and wraps two items in paragraphs) → fails."""
    for edition in ("moyen-age", "antiquite"):
        text = (built_site / lang / edition / "index.html").read_text(encoding="utf-8")
        lists = re.search(r'<h2 id="chapters">.*?</h2>\s*<ol>(.*?)</ol>\s*(?:<!-- -->\s*)?<ul>(.*?)</ul>', text, re.S)
        assert lists, (lang, edition)
        chapters, others = (re.findall(r"<li>(.*?)</li>", part, re.S) for part in lists.groups())
        assert len(chapters) == len(facts.of("chapter", edition)) and len(others) >= 4, (lang, edition)
        assert all(re.fullmatch(rf'<a href="[^"]+" class="{markup.LINK_ITEM}">[^<]+</a>', item.strip())
                   for item in chapters + others), (chapters, others)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sources_page_folds_the_facts_that_cite_each_source(built_site, facts, lang):
    """Each source cited by a fact: the facts resting on it are a closed fold, its label saying how many (a card
    page's link counts its cards), each a link of its own; a count in brackets as the language writes them
    (« (91) », 「（91）」: render.blocks.paren). Mutations: the count left out of the fold's label in
    pages.sources_page → fails; the brackets written `f" ({n})"` in every language → fails (ja)."""
    text = (built_site / lang / "sources.html").read_text(encoding="utf-8")
    folds = re.findall(r'<details class="mq-more">\s*<summary>(.*?)</summary>(.*?)</details>', text, re.S)
    cited = {c.source for loc in facts.by_key.values() if loc.fact.kind != "source"
             for c in [*loc.fact.sources, *getattr(loc.fact, "claims", [])]}
    assert len(folds) == len(cited) > 20

    def cited_by(link: str) -> int:
        """How many facts a link of the fold stands for: the cards page's (« Cartes (12) ») its count, a fact's 1."""
        digits = re.sub(r"\D", "", link)
        return int(digits) if digits and link == LABELS("cards", lang) + paren(digits, lang) else 1

    for summary, body in folds:
        links = [as_typed(html.unescape(link)) for link in re.findall(r"<li><a [^>]*>(.*?)</a></li>", body, re.S)]
        n = sum(cited_by(link) for link in links)
        assert as_typed(html.unescape(summary)) == LABELS("used_by", lang) + paren(str(n), lang), summary
