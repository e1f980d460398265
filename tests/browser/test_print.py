"""Printing: each edition's one-page summary prints on one A4 page, at a readable size, filling most
of the page, in every language; printed pages carry the rules without the site's navigation."""

from __future__ import annotations

import re

import pytest

from marquoir.vocab import LANGS

MM = 96 / 25.4  # CSS pixels per millimetre
PRINTABLE = {"width": round((210 - 2 * 14) * MM), "height": round((297 - 2 * 12) * MM)}
"""A4 inside the margins of marquoir.css (``@page { margin: 12mm 14mm }``), in CSS pixels."""

SIZES = """(selector) => {
  let smallest = Infinity;
  for (const el of document.querySelectorAll(selector)) {
    const text = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (text && el.getClientRects().length) smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize));
  }
  return smallest;
}"""


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
@pytest.mark.parametrize("lang", LANGS)
def test_each_summary_fills_one_a4_page_at_a_readable_size(page, site_url, lang, edition):
    """Mutation: the summaries' print size (``.md-typeset .mq-summary { font-size: 14.5px }`` in marquoir.css)
    → 18px → Antiquity takes two pages in fr and en; the Middle Ages' ``font-size: 18px`` → 12px (about
    the old size, half a page) → fails in fr and en."""
    page.set_viewport_size(PRINTABLE)
    page.goto(f"{site_url}{lang}/{edition}/resume.html")
    page.emulate_media(media="print")
    assert pages(page.pdf(format="A4", prefer_css_page_size=True)) == 1
    assert page.evaluate(SIZES, ".mq-summary, .mq-summary *") >= 13  # the summary itself (about 10 pt or more)
    assert page.evaluate(SIZES, ".md-content *") >= 10  # anything printed, its sources line included
    used = page.evaluate("() => Math.max(...[...document.querySelectorAll('.md-content *')]"
                         ".filter(e => e.getClientRects().length)"
                         ".map(e => e.getBoundingClientRect().bottom + scrollY))")
    assert used >= 0.6 * PRINTABLE["height"], f"the summary uses {used / PRINTABLE['height']:.0%} of the page"


def test_a_rules_page_prints_without_navigation(page, site_url):
    page.goto(f"{site_url}en/moyen-age/tour.html")
    page.emulate_media(media="print")
    assert not page.locator(".md-sidebar--primary").is_visible()
    assert not page.locator(".md-header").is_visible()
    assert page.locator("h2#envoyer-un-ouvrier").is_visible()
    assert not page.locator(".mq-page-sources").is_visible()
    pdf = page.pdf(format="A4")
    assert pages(pdf) >= 2
