"""What a reader sees of a search: each hit is the answer (edition, kind, question, short answer), the list fits a
390-px phone without sideways scrolling, its texts keep 4.5:1 in the light and the dark scheme, the entry a hit
opens is highlighted, and the search works from a copy opened from disk (issue #15). Old FAQ links still land on
their answer (issue #12; the FAQ pages' width is checked with every page's, in test_pages.py)."""

from __future__ import annotations

import re

import pytest
from devices import PHONE, PHONE_SIZE, TOUCH_TARGET
from search_helpers import WAIT, addresses, search
from test_pages_colours import CONTRAST, DARK, LIGHT, toggle
from waits import shown

from marquoir.site.typography import as_typed, spaced
from marquoir.vocab import EDITIONS

SHOWN = {"fr": ("égalité", "Moyen Âge", "FAQ"), "en": ("tie", "Middle Ages", "FAQ"), "ja": ("同点", "中世", "FAQ")}


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_a_hit_is_the_answer(phone_search_pages, built_site, site_url, lang):
    """The first hit shows its edition and kind in the reader's words, the question and the short answer the FAQ page
    shows under it, with the no-break spaces the build sets in a page (site/search's ``shown``). Mutation: the answer
    left out of the hit (box.mjs) → fails."""
    query, edition, kind = SHOWN[lang]
    page = phone_search_pages(lang)
    hit = search(page, query)[0]
    assert hit.locator(".mq-hit__edition").inner_text() == edition
    assert hit.locator(".mq-hit__kind").inner_text() == kind
    path = addresses(page, f"{site_url}{lang}/")[0]
    assert path == "moyen-age/faq.html#faq-egalite"
    built = (built_site / lang / "moyen-age" / "faq.html").read_text(encoding="utf-8")
    heading = re.search(r'<h3 id="faq-egalite">(.*?)<a class="headerlink"', built, re.S).group(1)
    title = hit.locator(".mq-hit__title").inner_text()
    assert as_typed(title) == " ".join(re.sub(r"<[^>]+>", "", heading).split())
    assert spaced(title, lang) == title  # with the spaces the build sets (« une égalité ? » held on its line)
    answer = re.search(r'id="faq-egalite".*?<div class="mq-answer">(.*?)</div>', built, re.S).group(1)
    shown = as_typed(hit.locator(".mq-hit__answer").inner_text())
    assert shown and shown == " ".join(re.sub(r"<[^>]+>", "", answer).split()).replace("&#39;", "'")


@pytest.mark.parametrize("lang", ["fr", "ja"])
def test_the_list_fits_a_phone_and_its_targets_are_big_enough(phone_search_pages, lang):
    """No sideways scroll with the longest hits, each hit's link and "more" at least 44 px high. Mutation:
    ``.mq-hit__article { white-space: nowrap }`` → fails."""
    page = phone_search_pages(lang)
    search(page, "affranchir esclave sesterces fin de partie" if lang == "fr" else "奴隷の解放とセステルティウス")
    width = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width[0] <= width[1], width
    inner = page.evaluate("() => { const o = document.querySelector('.md-search__scrollwrap');"
                          " return [o.scrollWidth, o.clientWidth]; }")
    assert inner[0] <= inner[1], inner
    heights = page.evaluate("() => [...document.querySelectorAll('[data-search-result] a, [data-search-more]')]"
                            ".filter(e => e.getClientRects().length).map(e => e.getBoundingClientRect().height)")
    assert heights and min(heights) >= TOUCH_TARGET, heights


def test_the_hits_keep_4_5_to_1_in_both_schemes(phone_search_pages):
    """The hits in the light scheme, then in the dark one (the header's toggle, the list still open).
    Mutation: ``.mq-hit__meta`` coloured ``--md-default-fg-color--lighter`` in search.css → fails."""
    page = phone_search_pages("en")
    low = []
    for scheme in (LIGHT, DARK):
        if scheme == DARK:
            toggle(page, DARK)
        search(page, "worker")
        found = page.evaluate(CONTRAST, ".mq-hit__meta, .mq-hit__title, .mq-hit__answer, [data-search-status], "
                                        "[data-search-more]")
        assert len(found) >= 20
        page.keyboard.press("ArrowDown")  # the chosen hit's tint
        found += page.evaluate(CONTRAST, "[aria-selected=true] .mq-hit__title, [aria-selected=true] .mq-hit__answer")
        low += [(scheme, f) for f in found if f["ratio"] < 4.5]
    toggle(page, LIGHT)
    assert low == []


def test_the_entry_a_hit_opens_is_highlighted(phone_search_pages, site_url):
    """A FAQ entry: its question and what follows it up to the next question; a card: its row; a page: nothing.
    Mutation: target.mjs not started by boot.mjs → fails."""
    page = phone_search_pages.new_page()
    try:
        search(page_at(page, f"{site_url}fr/index.html"), "deuxieme ouvrier")
        page.locator("[data-search-result] a").first.click()
        page.wait_for_url(re.compile(r".*#faq-deuxieme-ouvrier$"))
        head = shown(page, '[data-search-target="head"]', timeout=WAIT)
        assert head.get_attribute("id") == "faq-deuxieme-ouvrier"
        body = page.locator('[data-search-target="body"]')
        assert body.count() >= 2 and page.locator('[data-search-target="body"].mq-answer').count() == 1
        page.goto(f"{site_url}fr/moyen-age/cartes.html#chapelle")
        shown(page, 'tr#chapelle[data-search-target="head"]', timeout=WAIT)
        page.goto(f"{site_url}fr/moyen-age/arbitrages/pioche-vide.html")
        assert page.locator("[data-search-target]").count() == 0
    finally:
        page.close()


def page_at(page, url):
    page.goto(url)
    return page


def test_the_search_works_from_a_copy_on_disk(browser, built_site):
    """A site saved on a phone is opened from file://: the search loads as plain scripts and its links stay on the
    disk. Mutation: the search loaded as a module script (`type = "module"` in boot.mjs) → Chromium refuses it on
    file:// and this fails."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    urls: list[str] = []
    page.on("request", lambda r: urls.append(r.url))
    try:
        root = (built_site / "ja").as_uri() + "/"
        page.goto(root + "moyen-age/tour.html")
        hits = search(page, "奴隷 解放")
        assert hits and hits[0].get_attribute("data-edition") == "antiquite"
        first = hits[0].locator("a").get_attribute("href")
        assert first.startswith(root), first
        page.keyboard.press("Enter")
        page.wait_for_url(first)
        assert [u for u in urls if not u.startswith(("file://", "data:", "about:", "blob:"))] == []
    finally:
        context.close()


WHERE = """anchor => {
    const heading = document.getElementById(anchor);
    let answer = heading && heading.nextElementSibling;
    while (answer && !answer.classList.contains('mq-answer')) answer = answer.nextElementSibling;
    if (!heading || !answer) return null;
    const shown = answer.getBoundingClientRect();
    return [heading.getBoundingClientRect().top, shown.top, shown.height];
}"""
LANDED = f"""([anchor, height]) => {{
    const where = ({WHERE})(anchor);
    const still = window.mqLastY === window.scrollY;  // the scroll has stopped (Material may animate it)
    window.mqLastY = window.scrollY;
    return still && where && where[0] >= 0 && where[0] < height / 2 && where[1] < height && where[2] > 0;
}}"""


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_old_faq_links_land_on_the_answer(phone_search_pages, site_url, built_site, lang):
    """Old links ``faq.html#faq-…`` of both editions land on their question with the short answer on the screen, every
    one of them: the first and the last of each edition opened as a new page, as from another site (the browser
    scrolls once the page is laid out), the others scrolled to in that page as a fragment scrolls (``scrollIntoView``:
    the heading at the top under the header; without loading the page again, nor waiting on the page's handlers of an
    address change, which under load had sometimes not scrolled within 5 s); and a link to something folded under an
    answer (a worked example) opens its fold (Material opens a ``details`` holding the target). The FAQ pages' width,
    folds closed and open, is checked with every page's (test_pages.test_every_page_on_a_phone). Mutation: the answers
    hidden (``.mq-answer {display: none}``) → fails; the fold's content hidden by CSS (``details.mq-more >
    :not(summary) {display: none}``) → fails."""
    page = phone_search_pages.new_page()
    try:
        for edition in EDITIONS:
            url = f"{site_url}{lang}/{edition}/faq.html"
            built = (built_site / lang / edition / "faq.html").read_text("utf-8")
            ids = re.findall(r'<h3 id="(faq-[a-z0-9-]+)"', built)
            assert len(ids) >= 20
            for i, anchor in enumerate(ids):
                if i in (0, len(ids) - 1):
                    page.goto("about:blank")  # opened as a new page, as from another site
                    page.goto(f"{url}#{anchor}", wait_until="domcontentloaded")
                    try:  # the browser scrolls to the anchor once the page is laid out
                        page.wait_for_function(LANDED, arg=[anchor, PHONE_SIZE["height"]], polling=100, timeout=10_000)
                    except Exception:
                        raise AssertionError((anchor, page.evaluate(WHERE, anchor))) from None
                else:  # the scroll a fragment makes (its heading at the top, under the header), done at once
                    where = page.evaluate(f"anchor => {{ document.getElementById(anchor).scrollIntoView(); "
                                          f"return ({WHERE})(anchor); }}", anchor)
                    assert where and -1 < where[0] < PHONE_SIZE["height"] / 2 and where[1] < PHONE_SIZE["height"] \
                        and where[2] > 0, (anchor, where)  # -1: the scroll's own rounding of a fractional position
        example = re.search(r'<details class="mq-more">.*?<div class="mq-example"[^>]* id="(ex-[a-z0-9-]+)"',
                            (built_site / lang / "moyen-age" / "faq.html").read_text("utf-8"), re.S).group(1)
        page.goto("about:blank")
        page.goto(f"{site_url}{lang}/moyen-age/faq.html#{example}")
        page.wait_for_function(f"() => document.getElementById('{example}').closest('details').open")
        assert page.locator(f"#{example}").is_visible()
    finally:
        page.close()
