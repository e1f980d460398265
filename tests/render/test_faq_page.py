"""The FAQ page of each edition: its entries in groups by theme, each entry's anchor its id, the
short answer shown and the rest of the entry folded under it."""

from __future__ import annotations

import re

import pytest

from marquoir.render.labels import LABELS
from marquoir.render.pages import theme_label
from marquoir.vocab import EDITIONS, FAQ_THEMES, LANGS


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


@pytest.fixture(scope="module")
def faq_pages(project_sites):
    return {lang: site.pages for lang, site in project_sites.items()}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_entries_are_grouped_by_theme_in_order(facts, faq_pages, lang, edition):
    """A ``##`` heading per theme, in the order of vocab.FAQ_THEMES, then a ``###`` per entry of that
    theme in the entries' order, each anchored on its id (old links keep working); the list of groups
    at the top links each heading. Mutation: ``faq_groups`` keeps the entries in one group in their
    order, themes ignored → fails; the entries' headings back to ``##`` → fails."""
    markdown = faq_pages[lang][f"{edition}/faq.md"].markdown
    headings = re.findall(r"^(##|###) .* \{#([a-z0-9-]+)\}$", markdown, re.M)
    seen, current = [], None
    for level, anchor in headings:
        if level == "##":  # a group, or the page's own sources box at the end
            current = anchor.removeprefix("theme-") if anchor.startswith("theme-") else None
            seen.append(current)
        else:
            assert facts.resolve(anchor, edition).fact.theme == current, anchor
    themes = [t for t in FAQ_THEMES if any(q.theme == t for q in facts.of("faq", edition))]
    assert [t for t in seen if t] == themes
    entries = [a for level, a in headings if level == "###"]
    assert sorted(entries) == sorted(q.id for q in facts.of("faq", edition))
    for theme in themes:
        assert f"[{theme_label(theme, edition, lang)}](#theme-{theme})" in markdown


def test_each_edition_names_its_money_group(faq_pages):
    """The money group is the écus in the Middle Ages, the sesterces in Antiquity. Mutation: the
    edition's own key ignored in ``theme_label`` → fails."""
    assert theme_label("money", "moyen-age", "fr") == LABELS("theme_money", "fr")
    assert theme_label("money", "antiquite", "ja") == LABELS("theme_money_antiquite", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_is_shown_and_the_rest_folded_under_it(facts, faq_pages, lang):
    """Each entry: its heading, then its short answer (``mq-answer``) before the fold, then the fold
    holding its worked example and sources. Mutation: the answer rendered inside the fold → fails."""
    markdown = faq_pages[lang]["moyen-age/faq.md"].markdown
    for q in facts.of("faq", "moyen-age"):
        start = markdown.index(f"{{#{q.id}}}")
        end = markdown.find("\n### ", start)
        entry = markdown[start:end if end > 0 else None]
        answer, fold = entry.find('class="mq-answer"'), entry.find('<details class="mq-more"')
        assert 0 < answer < fold, q.id
        assert LABELS("faq_more", lang) in entry
        if q.examples:
            assert entry.find('class="mq-example"', fold) > fold, q.id
