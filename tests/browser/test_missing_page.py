"""The page of an address the site does not have, on a 390-px phone (docs/theme/404.html): its two ways back are
44-px targets, the search button opens the search, the home link leads to the language's home page; the sites' root
page of a missing address (site/root_pages.py) leads to each language's home page from any depth."""

from __future__ import annotations

import pytest
from devices import TOUCH_TARGET
from search_helpers import OPENED, WAIT, search
from waits import until

from marquoir.render.labels import LABELS
from marquoir.vocab import LANGS

SIZE = "(el) => { const box = el.getBoundingClientRect(); return [box.width, box.height]; }"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_of_a_missing_address_leads_home_and_to_the_search(phones, site_url, lang):
    """Mutation: assets/search/boot.mjs with its listener on `button[data-search-open]` doing nothing → the search
    does not open and this fails; marquoir.css without the ways' `min-height: 44px` → the French and English search
    buttons are 43 px high and this fails; the paragraph links' underline rule (marquoir.css ``.md-typeset p a``)
    without ``:not(.md-button)`` → the home button is underlined and this fails."""
    page = phones()
    page.goto(f"{site_url}{lang}/404.html")
    home = page.locator("a[data-not-found-home]")
    button = page.locator("button[data-not-found-search]")
    for control in (home, button):
        width, height = control.evaluate(SIZE)
        assert width >= TOUCH_TARGET and height >= TOUCH_TARGET, (control, width, height)
        assert control.evaluate("(el) => getComputedStyle(el).textDecorationLine") == "none"  # a button, not a link
    button.click()
    until(page, OPENED, timeout=WAIT)
    assert search(page, "17")
    page.goto(f"{site_url}{lang}/404.html")
    page.locator("a[data-not-found-home]").click()
    page.wait_for_url(f"{site_url}{lang}/index.html")


@pytest.mark.parametrize("lang", LANGS)
def test_a_host_showing_the_roots_page_at_any_depth_leads_to_each_language(phones, site_url, built_site, lang):
    """A host that shows the sites' one ``404.html`` for every address it lacks (GitHub Pages, Netlify), here at
    ``fr/moyen-age/…``, two folders down: the page says what happened in the three languages, each language's link is
    44 px high at least, and it leads to that language's home page, not to a folder under the missing address.
    Mutation: the page's links written relative (root_pages.not_found with ``base=""``) → the link leads to
    ``fr/moyen-age/<lang>/index.html`` and this fails."""
    page = phones()
    missing = f"{site_url}fr/moyen-age/page-disparue.html"
    page.route(missing, lambda route: route.fulfill(status=404, content_type="text/html; charset=utf-8",
                                                  body=(built_site / "404.html").read_bytes()))
    page.goto(missing)
    assert page.locator("[data-not-found] h2").all_inner_texts() == [LABELS("not_found_title", x) for x in LANGS]
    link = page.locator(f'a[hreflang="{lang}"]')
    width, height = link.evaluate(SIZE)
    assert width >= TOUCH_TARGET and height >= TOUCH_TARGET, (width, height)
    link.click()
    page.wait_for_url(f"{site_url}{lang}/index.html")
