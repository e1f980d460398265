"""Printing: the one-page summary fits on one page in every language, and printed
pages carry the rules without the site's navigation."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_the_summary_prints_on_one_page(page, site_url, lang):
    page.goto(f"{site_url}{lang}/moyen-age/resume.html")
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1


def test_a_rules_page_prints_without_navigation(page, site_url):
    page.goto(f"{site_url}en/moyen-age/tour.html")
    page.emulate_media(media="print")
    assert not page.locator(".md-sidebar--primary").is_visible()
    assert not page.locator(".md-header").is_visible()
    assert page.locator("h2#envoyer-un-ouvrier").is_visible()
    assert not page.locator(".mq-page-sources").is_visible()
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) >= 2
