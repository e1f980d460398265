"""The Changes page (issue #18): every fact's ``changes:``, newest first, in each language; the edition header and
the home page link to it; ``facts.json`` carries each fact's changes with its review date."""

from __future__ import annotations

import re

import pytest

from fact_snippets import FAQ_START
from marquoir.facts import loader
from marquoir.paths import ROOT
from marquoir.render import render_site
from marquoir.render.changes import PATH, all_changes
from marquoir.render.labels import LABELS
from marquoir.render.text import link_label
from marquoir.site.facts_json import export
from marquoir.vocab import LANGS

FAQ = FAQ_START + """\
  sources: [{{source: r-fr, page: 6}}]
  reviewed: 2026-12-01
  changes:
{changes}
"""
CHANGE = """\
    - date: {date}
      before: {{fr: "Avant {tag}", en: "Before {tag}", ja: "変更前{tag}"}}
      after: {{fr: "Après {tag}", en: "After {tag}", ja: "変更後{tag}"}}
      why: {{fr: "Parce que {tag}.", en: "Because {tag}.", ja: "理由{tag}。"}}
      sources: [{{source: r-fr, page: 6}}]
"""


@pytest.fixture
def small(rules):
    """Two FAQ entries: the first changed on 3 October and 1 December, the second on 2 November."""
    changes_1 = CHANGE.format(date="2026-12-01", tag="A-dec") + CHANGE.format(date="2026-10-03", tag="A-oct")
    rules.write("moyen-age/faq/a.yaml", FAQ.format(n=1, changes=changes_1.rstrip("\n")))
    rules.write("moyen-age/faq/b.yaml", FAQ.format(n=2, changes=CHANGE.format(date="2026-11-02", tag="B-nov")))
    return loader.load(rules.root)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_lists_every_change_newest_first_each_with_its_fact_before_now_why_and_sources(small, lang):
    """Mutation: all_changes sorted oldest first (``item[0].date.toordinal()`` without the minus) → fails;
    the 'before' line left out of changes._entry → fails."""
    site = render_site(small, lang)
    page = site.pages[PATH].markdown
    assert {LABELS("changes", lang): PATH} in site.nav
    tags = re.findall(r"^- .*(?:Before |Avant |変更前)([AB]-[a-z]+)$", page, re.M)
    assert tags == ["A-dec", "B-nov", "A-oct"]
    dates = {"fr": ["1er décembre 2026", "2 novembre 2026", "3 octobre 2026"],
             "en": ["1 December 2026", "2 November 2026", "3 October 2026"],
             "ja": ["2026年12月1日", "2026年11月2日", "2026年10月3日"]}[lang]
    assert [page.index(f"## {d} ") for d in dates] == sorted(page.index(f"## {d} ") for d in dates)
    entry = page[page.index("## " + dates[0]):page.index("## " + dates[1])]
    question = {"fr": "Question 1 ?", "en": "Question 1?", "ja": "質問1？"}[lang]
    assert f"[{question}" in entry and "](moyen-age/faq.md#faq-1)" in entry  # the fact, linked
    before, now = LABELS("change_before", lang), LABELS("change_after", lang)
    lines = entry.splitlines()
    assert any(line.startswith(f"- **{before}**") and line.endswith("A-dec") for line in lines)
    assert any(line.startswith(f"- **{now}**") and line.endswith("A-dec") for line in lines)
    assert {"fr": "Parce que A-dec.", "en": "Because A-dec.", "ja": "理由A-dec。"}[lang] in entry
    page_6 = LABELS("at_page_one", lang, at=6)
    rulebook = link_label(small.source("r-fr"), lang)
    assert LABELS("cited_at", lang, source=f"[{rulebook}](sources.md#r-fr)", at=page_6) in entry


def test_the_edition_header_links_to_the_page_only_when_the_edition_has_changes(small, rules):
    """Mutation: the changes link left out of pages.edition_page's list → fails."""
    header = render_site(small, "en").pages["moyen-age/index.md"].markdown
    assert f"[{LABELS('changes_link', 'en')}](../{PATH})" in header
    (rules.root / "moyen-age" / "faq" / "a.yaml").unlink()
    (rules.root / "moyen-age" / "faq" / "b.yaml").unlink()
    site = render_site(loader.load(rules.root), "en")
    assert PATH not in site.pages and LABELS("changes_link", "en") not in site.pages["moyen-age/index.md"].markdown


@pytest.mark.parametrize("lang", LANGS)
def test_facts_json_carries_each_facts_changes_and_review_date(small, lang):
    """Mutation: the changes left out of facts_json._Writer.one → fails."""
    published = {f["id"]: f for f in export(small, lang, "https://example.org/")["facts"]}
    faq = published["faq-1"]
    assert faq["reviewed"] == "2026-12-01"
    assert [c["date"] for c in faq["changes"]] == ["2026-12-01", "2026-10-03"]
    first = faq["changes"][0]
    assert first["after"] == {"fr": "Après A-dec", "en": "After A-dec", "ja": "変更後A-dec"}[lang]
    assert first["sources"] == [{"source": "r-fr", "label": "R-FR", "name": link_label(small.source("r-fr"), lang),
                                 "authority": "official", "page": 6, "locator": "page"}]
    assert published["r-fr"]["changes"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_projects_page_shows_every_change_of_every_fact(project_facts, project_sites, lang):
    """Every change written in rules/ is on the page once, under its date.
    Mutation: changes._entry's heading written at level 4 (``####``) → fails."""
    page = project_sites[lang].pages[PATH].markdown
    changes = all_changes(project_facts)
    assert changes, "rules/ records no change: the issue #18 changes are its first entries"
    assert page.count("\n### ") == len(changes)
    for change, fact in changes:
        assert f"{{#{fact.edition}-{fact.id}-{change.date.isoformat()}}}" in page


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_links_to_the_page(lang):
    """Mutation: the line removed from docs/ja/index.md → fails (ja)."""
    home = (ROOT / "docs" / lang / "index.md").read_text(encoding="utf-8")
    assert f"]({PATH})" in home
