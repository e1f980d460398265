"""The pages on a 390-px phone, in the three languages: a ruling's verdict before its sources, nothing
wider than the screen (cards, FAQ, rulings, rules, summaries), the cards as a list with counts in the
right number, and glossary terms that show their definition on a first tap instead of leaving the page."""

from __future__ import annotations

import pytest
from devices import PHONE_SIZE
from waits import shown

from marquoir.facts import loader
from marquoir.render.glossary_links import first_sentence
from marquoir.vocab import LANGS


@pytest.fixture(scope="module")
def facts():
    return loader.load()


def pages_of(built_site, lang: str) -> list[str]:
    """Every page of both editions (rules, summary, FAQ, rulings, cards), and the glossary."""
    root = built_site / lang
    found = sorted(p.relative_to(root).as_posix()
                   for ed in ("moyen-age", "antiquite") for p in (root / ed).rglob("*.html"))
    return found + ["glossaire.html", "comparaison.html"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_rulings_verdict_comes_before_its_sources_on_the_first_screen(phone, site_url, facts, lang):
    """Mutation: the verdict box written after the claims table in pages.ruling_page → fails."""
    for r in facts.of("ruling"):
        phone.goto(f"{site_url}{lang}/{r.edition}/arbitrages/{r.id}.html")
        verdict = phone.locator(".mq-verdict").bounding_box()
        heading = phone.locator("h2#verdict").bounding_box()
        question = phone.locator("#question").bounding_box()
        claims = phone.locator(".mq-claims table").bounding_box()
        assert question["y"] < heading["y"] < verdict["y"] < claims["y"], (lang, r.id)
        assert heading["y"] + heading["height"] < PHONE_SIZE["height"], \
            (lang, r.id, "the verdict is not on the first screen")


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const wide = [];
  for (const el of document.querySelectorAll('.md-content *')) {
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height) continue;
    const style = getComputedStyle(el);
    const scrolls = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (box.right > width + 0.5 || box.left < -0.5 || scrolls)
      wide.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`
                + ` (scroll ${el.scrollWidth}/${el.clientWidth}): ${(el.textContent || '').trim().slice(0, 40)}`);
  }
  return {page: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5)};
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_wider_than_a_phone(phone, site_url, built_site, lang):
    """No element of a page's content goes past a 390-px screen or scrolls sideways: long code lines wrap,
    tables fit, a ruling's sources stack, the cards are a list, ids do not widen anything.

    Mutation: the phone layout of the cards (the ``max-width: 37.49em`` block of marquoir.css) removed →
    fails in fr and en (the cards pages; the Japanese tables happen to fit); ``white-space: pre-wrap``
    of code removed → fails on the pages with worked examples."""
    wide = {}
    for path in pages_of(built_site, lang):
        phone.goto(f"{site_url}{lang}/{path}")
        found = phone.evaluate(OVERFLOW)
        if found["wide"] or found["page"] > found["width"]:
            wide[path] = found
    assert wide == {}


@pytest.mark.parametrize("lang, one, two", [("fr", "1 carte affichée", "cartes affichées"),
                                           ("en", "1 card shown", "cards shown"), ("ja", "1枚を表示中", "枚を表示中")])
def test_the_cards_are_a_list_on_a_phone_and_counts_agree(phone, site_url, lang, one, two):
    """Mutation: ``data-count-" + pluralForm(shown)`` → ``data-count-other`` in cards/table.mjs → fails in fr
    and en."""
    phone.goto(f"{site_url}{lang}/moyen-age/cartes.html")
    table = phone.locator('table[data-card-table="building"]')
    row = table.locator("tr#chapelle")
    box = row.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE_SIZE["width"]
    cells = row.locator("td[data-label]")
    assert cells.count() >= 6
    label = cells.first.evaluate("td => getComputedStyle(td, '::before').content")
    assert cells.first.get_attribute("data-label") in label  # each number shows its column's name
    code = row.locator("td.mq-cards__id code")
    height = code.evaluate("c => c.getBoundingClientRect().height")
    line = code.evaluate("c => parseFloat(getComputedStyle(c).lineHeight) || c.getBoundingClientRect().height")
    assert height <= line * 1.5, "the card id wraps"
    count = phone.locator('[data-filter-for="building"] [data-filter-count]')
    assert count.inner_text().endswith(two) and not count.inner_text().startswith("1 ")
    phone.locator('[data-filter-for="building"] [data-filter-text]').fill("chapelle")
    assert count.inner_text() == one
    assert table.locator("tbody tr:visible").count() == 1


def _open_a_term(phone, site_url, lang):
    phone.goto(f"{site_url}{lang}/moyen-age/tour.html")
    link = phone.locator(".md-content a.mq-term").nth(2)
    link.scroll_into_view_if_needed()
    return link, link.get_attribute("href")


@pytest.mark.parametrize("lang", LANGS)
def test_a_glossary_term_shows_its_definition_on_the_first_tap(phone, site_url, facts, lang):
    """Mutation: ``if (lastPointer !== "touch" && lastPointer !== "pen") return;`` → ``return;`` always in
    glossary-taps.mjs (every tap follows the link) → fails."""
    link, href = _open_a_term(phone, site_url, lang)
    term = facts.resolve(href.split("#")[1], "moyen-age").fact
    start = phone.url
    link.tap()
    tip = shown(phone, ".mq-term-tip", timeout=3000)
    assert phone.url == start
    definition = first_sentence(getattr(term.definition, lang))
    assert definition and definition in tip.inner_text()
    box = tip.bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE_SIZE["width"]
    assert link.get_attribute("aria-describedby") == "mq-term-tip"
    link.tap()  # the second tap goes to the glossary
    phone.wait_for_url(f"**/glossaire.html#{term.id}")


def test_with_a_mouse_a_glossary_term_is_an_ordinary_link(page, site_url):
    """Mutation: the pointer test removed (every click opens the box) → fails."""
    page.goto(f"{site_url}en/moyen-age/tour.html")
    link = page.locator(".md-content a.mq-term").nth(2)
    href = link.get_attribute("href")
    link.click()
    page.wait_for_url(f"**/{href.split('/')[-1]}")
    assert page.locator(".mq-term-tip").count() == 0
