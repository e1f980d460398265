"""The search box on the built site, driven as a reader drives it: typing, the keys, the header's button, the ARIA
combobox and listbox, "more", the first download only when the box is used, and the markup contract other tests
rely on (issue #15). Which entry each query finds is the quality suite's business (tests/js/search/): here a few
queries check that the page runs that search."""

from __future__ import annotations

import pytest
from devices import DESKTOP, PHONE
from ime import compose
from search_helpers import ANSWERED, FOCUSED, WAIT, addresses, open_box, search
from waits import shown

from marquoir.site.search.labels import KINDS as KIND_NAMES

FIRST = [
    ("fr", "égalité à Antiquité, qui gagne", "antiquite/"),
    ("fr", "egalite", "moyen-age/faq.html#faq-egalite"),
    ("en", "tie", "moyen-age/faq.html#faq-egalite"),
    ("en", "Antiquity tie winner", "antiquite/"),
    ("ja", "同点", "moyen-age/faq.html#faq-egalite"),
    ("ja", "二人目", "moyen-age/faq.html#faq-deuxieme-ouvrier"),
    ("ja", "２人目", "moyen-age/faq.html#faq-deuxieme-ouvrier"),
    ("ja", "勝利点", "glossaire.html#point-de-victoire"),
    ("ja", "古代版の同点", "antiquite/"),
]
EDITIONS = {"moyen-age", "antiquite", "both"}
WORKER = ("glossaire.html#ouvrier", "moyen-age/tour.html#recruter-un-ouvrier", "moyen-age/tour.html#envoyer-un-ouvrier")
KINDS = set(KIND_NAMES)  # every kind a hit may say it is (FAQ, rule... tool, contributors)


@pytest.mark.parametrize("lang,query,expected", FIRST, ids=[f"{q[0]}:{q[1]}" for q in FIRST])
def test_the_page_finds_the_answer_first(search_pages, site_url, lang, query, expected):
    """Through the markup contract: each hit has its edition and kind, and one link to its entry. Mutation: the
    edition a query asks about never read (query.mjs's ``edition: null``) → "égalité à Antiquité, qui gagne"
    opens on the Middle Ages and fails."""
    page = search_pages(lang)
    hits = search(page, query)
    assert 1 <= len(hits) <= 8
    for hit in hits:
        assert hit.get_attribute("data-edition") in EDITIONS and hit.get_attribute("data-kind") in KINDS
        assert hit.locator("a[href]").count() == 1
    first = addresses(page, f"{site_url}{lang}/")[0]
    assert first.startswith(expected) if expected.endswith("/") else first == expected, first


def test_the_keys_open_move_choose_and_close(browser, site_url):
    """`/` and `s` focus the box from the page, ↓ and ↑ move through the hits (aria-activedescendant, aria-selected),
    Enter opens the one chosen, Esc closes the box. Mutation: ArrowUp handled as ArrowDown in box.mjs → fails; the
    `s` key left out of boot.mjs → fails."""
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    try:
        page.goto(f"{site_url}en/index.html")
        box = page.locator("[data-search-input]")
        for key in ("/", "s"):  # from the page (nothing focused: at the start, and once Esc has closed the box)
            page.keyboard.press(key)
            page.wait_for_function(FOCUSED, timeout=WAIT)
            assert box.input_value() == ""  # the key opened the box; it was not typed into it
            page.keyboard.press("Escape")
            assert page.evaluate("() => document.activeElement === document.body")
            assert not page.locator("#__search").is_checked()
        hits = search(page, "second worker")
        assert len(hits) >= 3 and box.get_attribute("aria-expanded") == "true"
        active = lambda: box.get_attribute("aria-activedescendant")  # noqa: E731
        page.keyboard.press("ArrowDown")
        assert active() == hits[0].get_attribute("id") and hits[0].get_attribute("aria-selected") == "true"
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowUp")
        assert active() == hits[1].get_attribute("id")
        assert hits[0].get_attribute("aria-selected") == "false"
        href = hits[1].locator("a").get_attribute("href")
        page.keyboard.press("Enter")
        page.wait_for_url(href)
        assert page.url == href
    finally:
        context.close()


def test_the_enter_that_confirms_a_japanese_conversion_opens_nothing(search_pages):
    """A Japanese reader types どうてん, converts it to 同点 and presses Enter to confirm the conversion: the search
    answers 同点 and the page stays, so the reader can go on typing. Mutation: the `composing(event)` test dropped
    from box.mjs's keydown → the page opens the first hit and this fails."""
    page = search_pages("ja")
    box = open_box(page)
    box.fill("")
    url = page.url
    compose(box, "どうてん", "同点")
    page.wait_for_function(ANSWERED, arg="同点", timeout=WAIT)
    assert page.url == url and box.input_value() == "同点"
    assert page.locator("[data-search-result]").count() >= 1


def test_it_is_an_aria_combobox_and_listbox(search_pages):
    """Mutation: the hits written without role="option" → fails."""
    page = search_pages("fr")
    hits = search(page, "machine")
    box = page.locator("[data-search-input]")
    listbox = page.locator("[data-search-results]")
    assert box.get_attribute("role") == "combobox" and box.get_attribute("aria-autocomplete") == "list"
    assert box.get_attribute("aria-controls") == listbox.get_attribute("id")
    assert listbox.get_attribute("role") == "listbox" and listbox.get_attribute("aria-label")
    assert all(hit.get_attribute("role") == "option" for hit in hits)
    assert page.locator("[data-search-status]").get_attribute("role") == "status"
    assert page.locator('[role="dialog"][data-search]').get_attribute("aria-label")


def test_eight_hits_then_more(search_pages):
    """Mutation: the list not cut at ranking.SHOWN (box.mjs showing every hit) → fails."""
    page = search_pages("en")
    hits = search(page, "worker")
    more = page.locator("[data-search-more]")
    assert len(hits) == 8 and more.is_visible()
    left = int("".join(c for c in more.inner_text() if c.isdigit()))
    more.click()
    assert page.locator("[data-search-result]").count() == 8 + min(8, left)


def test_the_search_is_downloaded_on_first_use_only(browser, site_url):
    """The page loads the box's small script; MiniSearch, the data and the search come with the first focus.
    Mutation: boot.mjs loading the search at start → fails."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    try:
        page.goto(f"{site_url}ja/moyen-age/faq.html")
        page.wait_for_load_state("networkidle")
        assert any(u.endswith("assets/search/boot.js") for u in urls)
        assert not [u for u in urls if u.endswith(("search/data.js", "search/search.js", "minisearch.js"))]
        open_box(page)  # on a phone, the header's button
        shown(page, "[data-search][data-search-state='ready']", timeout=WAIT, attached=True)
        for name in ("ja/search/data.js", "assets/search/search.js", "assets/search/minisearch.js"):
            assert any(u.endswith(name) for u in urls), name
        assert addresses(page, f"{site_url}ja/") == []
        search(page, "ワーカー")
        assert addresses(page, f"{site_url}ja/")[0] in WORKER
    finally:
        context.close()


def test_a_query_is_shown_as_text_never_run(search_pages):
    """What a reader types is data: nothing of it becomes markup. Mutation: the status written with innerHTML → a
    <img> appears and this fails."""
    page = search_pages("en")
    search(page, '<img src=x onerror="window.mqHacked=1">')
    assert page.locator("[data-search] img").count() == 0
    assert not page.evaluate("() => window.mqHacked")
