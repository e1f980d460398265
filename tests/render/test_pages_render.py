"""The pages as the renderer writes them: rulings answer first, every rules text and answer shows its
basis, each fact links to its file when the repository is known, counts agree in number."""

from __future__ import annotations

import re

import pytest

from marquoir.render import render_site
from marquoir.render.labels import CARD_LABELS, LABELS, counted
from marquoir.render.repo import RepoLinks
from marquoir.vocab import LANGS


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


@pytest.fixture(scope="module")
def sites(project_sites):
    return project_sites


@pytest.mark.parametrize("lang", LANGS)
def test_a_ruling_page_gives_the_question_then_the_verdict_then_the_sources(facts, sites, lang):
    """Mutation: the verdict box written after the claims heading in pages.ruling_page → fails."""
    for r in facts.of("ruling"):
        page = sites[lang].pages[f"{r.edition}/arbitrages/{r.id}.md"].markdown
        question = page.index('id="question"')
        verdict = page.index("{#verdict}")
        status = page.index(f"mq-status--{r.status}")
        claims = page.index("{#claims}")
        reason = page.index("{#reason}")
        assert question < verdict < status < claims < reason, r.id
        assert page.index('class="mq-verdict"') < claims


@pytest.mark.parametrize("lang", LANGS)
def test_the_rulings_index_lists_each_verdict_under_its_question(facts, sites, lang):
    """Mutation: the verdict line of each item left out of pages.rulings_index → fails."""
    for edition in ("moyen-age", "antiquite"):
        index = sites[lang].pages[f"{edition}/arbitrages/index.md"].markdown.split('<div class="mq-page-sources"')[0]
        items = index.split("\n- ")[1:]
        rulings = facts.of("ruling", edition)
        assert len(items) == len(rulings)
        for item, r in zip(items, rulings):
            question, verdict = item.split(f"**{LABELS('verdict', lang)}**")
            assert f"]({r.id}.md)" in question
            assert f"mq-status--{r.status}" in verdict
            plain = getattr(r.verdict, lang).split("[[")[0][:30]  # its words up to its first link
            assert plain in re.sub(r"<[^>]+>", "", verdict), (r.id, plain)  # glossary links are tags around words


def _section(page: str, anchor: str) -> str:
    start = page.index(f"{{#{anchor}}}")
    following = re.search(r"\n#{1,3} ", page[start:])
    return page[start:start + following.start()] if following else page[start:]


@pytest.mark.parametrize("lang", LANGS)
def test_each_rules_text_and_answer_shows_its_basis_with_what_it_rests_on(facts, sites, lang):
    """Mutation: ``return ""`` for house rules in blocks.basis → fails."""
    checked = 0
    for kind in ("rule", "faq"):
        for f in facts.of(kind):
            path = f"{f.edition}/{f.chapter}.md" if kind == "rule" else f"{f.edition}/faq.md"
            section = _section(sites[lang].pages[path].markdown, f.id)
            assert f'data-basis="{f.basis}"' in section, (f.id, lang)
            assert LABELS(f"basis_{f.basis}", lang) in section
            if f.basis == "derived":
                assert getattr(f.derivation, lang)[:20] in section
            if f.basis == "house-rule":
                rulings = [facts.resolve(ref, f.edition).fact for ref in f.see]
                assert any(f"arbitrages/{r.id}.md" in section.split("</div>")[0] for r in rulings
                           if r.kind == "ruling" and r.status == "house-rule"), f.id
            if f.basis == "secondary":
                secondary = [c.source for c in f.sources if facts.source(c.source).authority == "secondary"]
                assert any(f"sources.md#{sid})" in section.split("</div>")[0] for sid in secondary), f.id
            checked += 1
    assert checked == len(facts.of("rule")) + len(facts.of("faq"))


def test_without_a_repository_address_no_fact_links_to_it(sites):
    assert not any("mq-fact-links" in p.markdown for p in sites["en"].pages.values())


def test_each_fact_links_to_its_file_and_line_in_the_repository(facts):
    """Mutation: ``loc.line()`` → ``1`` in blocks.fact_links → fails (the entry is not on the file's first line)."""
    repo = RepoLinks("https://github.com/example/marquoir", "main")
    site = render_site(facts, "en", repo=repo)
    loc = facts.where(facts.resolve("faq-ecus-17", "moyen-age").fact)
    path = "rules/" + ("/" + str(loc.file)).split("/rules/", 1)[1]
    section = _section(site.pages["moyen-age/faq.md"].markdown, "faq-ecus-17")
    assert f"[Edit this fact](https://github.com/example/marquoir/edit/main/{path})" in section
    report = re.search(r"\[Report a problem\]\(([^)]*)\)", section).group(1)
    assert report.startswith("https://github.com/example/marquoir/issues/new?title=faq-ecus-17")
    assert f"blob/main/{path}%23L{loc.line()}".replace("/", "%2F") in report.replace("/", "%2F")
    assert loc.line() > 1
    ruling = site.pages["moyen-age/arbitrages/pioche-vide.md"].markdown
    assert "edit/main/rules/moyen-age/arbitrages/pioche-vide.yaml" in ruling


def test_repository_links_follow_the_host():
    github = RepoLinks("https://github.com/o/m", "main")
    assert github.view("rules/a.yaml", 12) == "https://github.com/o/m/blob/main/rules/a.yaml#L12"
    assert github.edit("rules/a.yaml") == "https://github.com/o/m/edit/main/rules/a.yaml"
    assert github.report("t", "b c") == "https://github.com/o/m/issues/new?title=t&body=b%20c"
    gitlab = RepoLinks("https://gitlab.com/o/m", "dev")
    assert gitlab.view("rules/a.yaml", 3) == "https://gitlab.com/o/m/-/blob/dev/rules/a.yaml#L3"
    assert gitlab.report("t", "b").startswith("https://gitlab.com/o/m/-/issues/new?issue%5Btitle%5D=t")


@pytest.mark.parametrize("lang, one", [("fr", "1 carte"), ("en", "1 card"), ("ja", "1枚")])
def test_a_count_of_one_is_singular_on_the_cards_page(sites, lang, one):
    """Mutation: ``counted`` always taking ``_other`` (labels.py) → fails in French and English."""
    assert counted(CARD_LABELS, "count", lang, 1) == one
    page = sites[lang].pages["moyen-age/cartes.md"].markdown
    assert 'data-count-one="{n} ' in page or 'data-count-one="{n}枚' in page
    assert "1 cards" not in page and "1 cartes" not in page
