"""The site search, in each language, finds the right answer from what a player would type.

French with and without accents, English, and Japanese with Board Game Arena's terms
(written without spaces, as BGA writes them).
"""

from __future__ import annotations

import pytest

QUERIES = [
    ("fr", "les écus comptent-ils pour les 17 points", "faq.html#faq-ecus-17"),
    ("fr", "ecus 17", "faq.html#faq-ecus-17"),
    ("fr", "Les ecus comptent ils pour les 17 points", "faq.html#faq-ecus-17"),
    ("fr", "deuxieme ouvrier", "faq.html#faq-deuxieme-ouvrier"),
    ("fr", "machine écus", "faq.html#faq-machine-ecus"),
    ("fr", "egalite", "faq.html#faq-egalite"),
    ("en", "does the second worker cost 2 actions", "faq.html#faq-deuxieme-ouvrier"),
    ("en", "machine écus", "faq.html#faq-machine-ecus"),
    ("en", "machine ecus", "faq.html#faq-machine-ecus"),
    ("en", "ecus 17", "faq.html#faq-ecus-17"),
    ("ja", "コイン 17点", "faq.html#faq-ecus-17"),
    ("ja", "設備 コイン", "faq.html#faq-machine-ecus"),
    ("ja", "労働者の派遣 2人目", "faq.html#faq-deuxieme-ouvrier"),
    ("ja", "追加のアクション", "faq.html#faq-cout-action-payante"),
    ("ja", "同点", ("moyen-age/faq.html#faq-egalite", "antiquite/faq.html#faq-egalite-antiquite")),
]
FIRST = 8  # "among the first results": the first eight links of the result list


def search(page, site_url, lang, query):
    page.goto(f"{site_url}{lang}/index.html")
    box = page.locator(".md-search__input")
    box.fill(query)
    page.keyboard.press("End")  # Material searches on key events, not on fill()
    page.locator(".md-search-result__item").first.wait_for()
    hrefs = [a.get_attribute("href") for a in page.locator(".md-search-result__link").all()]
    return [h.split("?")[0] + ("#" + h.split("#", 1)[1] if "#" in h else "") for h in hrefs]


@pytest.mark.parametrize("lang,query,expected", QUERIES, ids=[f"{q[0]}:{q[1]}" for q in QUERIES])
def test_search_finds_the_answer(page, site_url, lang, query, expected):
    results = search(page, site_url, lang, query)
    answers = expected if isinstance(expected, tuple) else (expected,)  # a query may fit both editions
    assert any(r.endswith(a) for r in results[:FIRST] for a in answers), results[:FIRST]


def test_each_language_searches_its_own_index(page, site_url):
    # the Japanese name of the Chapel is written on Japanese pages only
    assert search(page, site_url, "ja", "礼拝堂")
    page.goto(f"{site_url}fr/index.html")
    page.locator(".md-search__input").fill("礼拝堂")
    page.keyboard.press("End")
    page.wait_for_timeout(1500)
    assert page.locator(".md-search-result__item").count() == 0
