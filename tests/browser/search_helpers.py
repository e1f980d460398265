"""Driving the search box through its markup contract (issue #15): input[data-search-input], [data-search-results],
each hit [data-search-result] (data-edition, data-kind) holding one a[href]."""

from __future__ import annotations

from waits import until

WAIT = 20000

FOCUSED = "() => document.activeElement?.matches('[data-search-input]')"
"""The search box has the focus."""

OPENED = f"""() => ({FOCUSED})()
  && document.querySelector('[data-search]').getAnimations({{ subtree: true }}).length === 0"""
"""The box has the focus and the search has finished opening: on a phone, Material's header grows the search over the
page (about 0.3 s of transitions), and until then the box and its overlay are wider than the screen. Mutation: open_box
waiting for :data:`FOCUSED` alone → test_search_results' Japanese phone-width test, run alone, fails."""

ANSWERED = """q => {
  const list = document.querySelector('[data-search-results]');
  return list && list.getAttribute('data-search-query') === q;
}"""


def open_box(page):
    """Open the search as a reader would: the header's button on a phone, the box itself where the header shows it
    (Material's styles show one or the other); back once it has finished opening (:data:`OPENED`)."""
    box = page.locator("[data-search-input]")
    button = page.locator("label[data-search-open]")
    if button.is_visible():
        button.click()
    else:
        box.click()
    until(page, OPENED, timeout=WAIT)
    return box


def search(page, query: str) -> list:
    """Type ``query`` (the box cleared first) and wait for the list to answer it: the hits shown."""
    box = open_box(page) if not page.evaluate(FOCUSED) else page.locator("[data-search-input]")
    box.fill(query)
    page.wait_for_function(ANSWERED, arg=query, timeout=WAIT)
    return page.locator("[data-search-result]").all()


def addresses(page, root: str) -> list[str]:
    """The hits' links as addresses from the language's root: ``moyen-age/faq.html#faq-egalite``."""
    return [a.get_attribute("href").removeprefix(root) for a in page.locator("[data-search-result] a[href]").all()]
