"""The page of an address the site does not have, on a 390-px phone (docs/theme/404.html): its two ways back are
44-px targets, the search button opens the search, the home link leads to the language's home page."""

from __future__ import annotations

import pytest
from devices import TOUCH_TARGET
from search_helpers import OPENED, WAIT, search
from waits import until

from marquoir.vocab import LANGS

SIZE = "(el) => { const box = el.getBoundingClientRect(); return [box.width, box.height]; }"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_of_a_missing_address_leads_home_and_to_the_search(phones, site_url, lang):
    """Mutation: assets/search/boot.mjs with its listener on `button[data-search-open]` doing nothing → the search
    does not open and this fails; marquoir.css without the ways' `min-height: 44px` → the French and English search
    buttons are 43 px high and this fails."""
    page = phones()
    page.goto(f"{site_url}{lang}/404.html")
    home = page.locator("a[data-not-found-home]")
    button = page.locator("button[data-not-found-search]")
    for control in (home, button):
        width, height = control.evaluate(SIZE)
        assert width >= TOUCH_TARGET and height >= TOUCH_TARGET, (control, width, height)
    button.click()
    until(page, OPENED, timeout=WAIT)
    assert search(page, "17")
    page.goto(f"{site_url}{lang}/404.html")
    page.locator("a[data-not-found-home]").click()
    page.wait_for_url(f"{site_url}{lang}/index.html")
