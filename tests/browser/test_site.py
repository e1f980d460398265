"""The built site in a browser: the language selector keeps the page, nothing is loaded
from outside the site's origin, and the site works from disk (file://) for offline use."""

from __future__ import annotations

import re

from search_helpers import search


def switch_language(page, lang):
    page.locator(".md-header .md-select").first.hover()
    page.locator(f'.md-header a[hreflang="{lang}"]').first.click()
    page.wait_for_load_state("load")


def test_the_language_selector_goes_to_the_same_page(page, site_url):
    page.goto(f"{site_url}fr/moyen-age/faq.html")
    switch_language(page, "ja")
    assert page.url == f"{site_url}ja/moyen-age/faq.html"
    assert page.locator("html").get_attribute("lang") == "ja"
    switch_language(page, "en")
    assert page.url == f"{site_url}en/moyen-age/faq.html"
    page.goto(f"{site_url}en/moyen-age/tour.html#envoyer-un-ouvrier")
    switch_language(page, "fr")
    assert page.url == f"{site_url}fr/moyen-age/tour.html#envoyer-un-ouvrier"
    assert page.locator("h2#envoyer-un-ouvrier").inner_text().startswith("Envoyer travailler un ouvrier")


def test_the_root_page_sends_readers_to_their_language(browser, site_url):
    for locale, lang in (("ja-JP", "ja"), ("en-GB", "en"), ("fr-CA", "fr"), ("de-DE", None)):
        context = browser.new_context(locale=locale)
        page = context.new_page()
        page.goto(site_url)
        page.wait_for_load_state("load")
        if lang:
            assert page.url == f"{site_url}{lang}/index.html"
        else:  # no language of ours: the chooser stays, with its three links
            assert page.url == site_url
            assert page.locator("a[hreflang]").count() == 3
        context.close()


def test_no_request_leaves_the_sites_origin(page, site_url):
    origin = site_url.rstrip("/")
    page.goto(f"{site_url}fr/index.html")
    page.goto(f"{site_url}fr/moyen-age/tour.html")
    switch_language(page, "ja")
    page.goto(f"{site_url}ja/moyen-age/cartes.html")
    page.locator("[data-filter-text]").first.fill("礼拝堂")
    assert search(page, "コイン")
    page.goto(f"{site_url}en/moyen-age/faq.html")
    page.wait_for_load_state("networkidle")
    assert len(page.requests.urls) > 10
    assert page.requests.outside(origin) == []


def test_offline_copy_navigates_and_searches_from_disk(page, built_site):
    """A copy opened from disk navigates and searches; nothing is fetched from outside the copy (the ``page``
    fixture fails the test on any request outside the site's folder)."""
    start = (built_site / "fr" / "index.html").as_uri()
    page.goto(start)
    page.locator('.md-content a[href="moyen-age/index.html"]').first.click()
    page.wait_for_load_state("load")
    assert page.url.endswith("/fr/moyen-age/index.html")
    hits = search(page, "chapelle")
    assert hits and "hapelle" in page.locator("[data-search-results]").inner_text()


def test_card_filters(page, site_url):
    page.goto(f"{site_url}en/moyen-age/cartes.html")
    table = page.locator('table[data-card-table="building"]')
    box = page.locator('[data-filter-for="building"]')
    assert table.locator("tbody tr:visible").count() == 34
    box.locator('[data-filter-zero="req-stone"]').check()
    no_stone = table.locator("tbody tr:visible")
    assert no_stone.count() > 0
    assert all(r.get_attribute("data-req-stone") == "0" for r in no_stone.all())
    assert re.match(rf"{no_stone.count()} cards shown", box.locator("[data-filter-count]").inner_text())
    machines = page.locator('[data-filter-for="machine"]')
    machines.locator('[data-filter-some="prod-tile"]').check()
    shown = page.locator('table[data-card-table="machine"] tbody tr:visible')
    assert sorted(r.get_attribute("id") for r in shown.all()) == ["four-1", "four-2"]
    box.locator("[data-filter-text]").fill("chapel")
    box.locator('[data-filter-zero="req-stone"]').uncheck()
    assert [r.get_attribute("id") for r in table.locator("tbody tr:visible").all()] == ["chapelle"]
