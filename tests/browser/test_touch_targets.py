"""Touch targets on a 390-px phone, at least :data:`devices.TOUCH_TARGET` (44 px) each way, the project's standard:
one walk (:data:`targets.WALK`) over every control a reader can see on the pages with the site's own controls — the
folds of the rules and the FAQ, the cards' filters and sort buttons, the score counter — and over the header, its
language menu open, and the search box open with a query. The case checker's controls are measured by the same walk
in test_checker_referee.py, the lesson's buttons in test_tutorial.py."""

from __future__ import annotations

import pytest
from targets import targets
from waits import shown, until

from marquoir.site.typography import as_typed
from marquoir.vocab import LANGS

PAGES = ("moyen-age/tour.html", "antiquite/tour.html", "moyen-age/faq.html", "antiquite/faq.html",
         "moyen-age/cartes.html", "antiquite/cartes.html", "moyen-age/fin-de-la-partie.html", "moyen-age/index.html",
         "sources.html", "antiquite/verifier.html")
"""A rules page with worked examples and a reasoning folded under "worked out from the official rules", both FAQs
(each answer's "details, example and sources", the engine's check), both card pages, the score counter's page; both
editions' turn pages, whose table of actions names each action by a link to its section; an edition's home (its
chapters and other pages, a list of links each); the sources page (each source's facts, a folded list of links);
Antiquity's case checker as it opens (its disputed points' readings, an amount's side by side)."""

OPEN_FOLDS = "() => document.querySelectorAll('.md-content details').forEach((d) => { d.open = true; })"

MENU_OPEN = "() => getComputedStyle(document.querySelector('.md-select__inner')).opacity === '1'"

QUERY = {"fr": "écus", "en": "écus", "ja": "コイン"}

DRAWER_OPEN = """() => {
  const nav = document.querySelector('.md-nav--primary');
  return document.getElementById('__drawer').checked && nav.getBoundingClientRect().left >= 0
    && nav.getAnimations({ subtree: true }).length === 0;
}"""
"""The phone's menu (Material's drawer) has slid in."""


def counter_with_undo(page) -> None:
    """The counter with a value typed, then cleared: its "undo" button shown beside the others."""
    counter = shown(page, "[data-score-counter]")
    counter.locator('input[name="vp"]').first.fill("18")
    counter.locator("[data-reset]").click()
    shown(counter, "[data-undo]")


@pytest.mark.parametrize("lang", LANGS)
def test_every_control_a_reader_sees_is_big_enough_on_a_phone(phone, site_url, lang):
    """Each page of :data:`PAGES` opened on the phone with its folds open (the counter's with a value typed and
    cleared, its "undo" shown), then the header's language menu opened, then the search box with a query, then the
    phone's menu at its top (each edition a link and an arrow): every
    control the walk sees at least 44 × 44 px, by page (or state) and text; the walk having measured links, buttons,
    text boxes, labels and summaries, the language menu's three entries, and the search box's arrow, text box and ×.

    Mutations, each tried and failing here (in French): ``details.mq-basis > summary`` back to ``display: inline``
    with ``min-height: 0`` in marquoir.css (the reasoning's fold 357 × 16 on tour.html and the FAQs); ``.md-typeset
    summary { min-height: 44px }`` taken out (the FAQ's "details" 42 px high, the engine's check 40 px); the header
    buttons' ``padding: 10px`` taken out (40 × 40); ``.md-select__item { line-height: 44px }`` taken out (the
    language menu's entries 36 px high); the search icons left out of the ``width: 44px`` rule (the arrow and the ×
    24 × 24), or the code's "copy" button (23 × 23); the admonition's closing link rule taken out (Antiquity's "the
    sources side by side" 15 px high); cards.css without the filter labels' ``min-height: 44px`` (24 px), the text
    box's (29 px) or the phone's sort buttons' (27 px); counter.css without the fields' ``min-height: 44px`` (35 px)
    or the buttons' (38 px); the phone menu's rule for an edition's row (``.md-nav__container``) taken out (the
    edition's link 182 × 24, its arrow 20 × 24); the rule for a link that is its table cell's whole text
    (``a.mq-cell-link``) taken out of marquoir.css, or its cells left unmarked (``mark_link_cells`` out of
    markup.finish_pages): Antiquity's table of actions, "Outil" 30 × 15; the rule for a list item that is one link
    (``a.mq-item-link``) taken out: the edition's chapters and the sources' facts, 19 px high; checker.css's
    ``min-width: 44px`` taken out of ``.mq-checker__choice``: an amount's reading « 0 » 42 px wide."""
    small, seen = {}, []
    for path in PAGES:
        phone.goto(f"{site_url}{lang}/{path}")
        phone.evaluate(OPEN_FOLDS)
        if "fin-de-la-partie" in path:
            counter_with_undo(phone)
        walk = targets(phone)
        small[path], seen = walk["small"], seen + walk["measured"]
    phone.locator(".md-select > button").focus()
    until(phone, MENU_OPEN)
    walk = targets(phone)
    small["the language menu open"], seen = walk["small"], seen + walk["measured"]
    phone.locator("label[data-search-open]").click()
    phone.locator("input[data-search-input]").fill(QUERY[lang])
    shown(phone, "[data-search-result]")
    walk = targets(phone)
    small["the search open"], seen = walk["small"], seen + walk["measured"]
    assert {where: found for where, found in small.items() if found} == {}
    kinds = {said.split(" ", 1)[0] for said in seen}
    assert {"a", "button", "input", "label", "summary"} <= kinds, kinds
    menu = phone.locator(".md-select__link").all_inner_texts()
    assert len(menu) == 3 and all(any(f"a «{name.strip()}»" in said for said in seen) for name in menu), menu
    box = targets(phone.locator(".md-search__form"))["measured"]  # the arrow, the text box, the ×
    assert len(box) == 3 and set(box) <= set(walk["measured"]), box
    phone.goto(f"{site_url}{lang}/index.html")  # the phone's menu, at its top: each edition a link and an arrow
    phone.locator("label.md-header__button[for=__drawer]").click()
    until(phone, DRAWER_OPEN)
    walk = targets(phone)
    assert walk["small"] == []
    edition = as_typed(phone.locator(".md-nav--primary .md-nav__container > a").first.inner_text().strip())
    assert any(f"«{edition}»" in said for said in walk["measured"]), (edition, walk["measured"])
