"""The page a host shows for an address the site does not have (``<lang>/404.html``, docs/theme/404.html), in the
built site: in its language, saying what happened, with a way back to the language's home page and to its search."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from marquoir.render.labels import LABELS
from marquoir.vocab import LANGS


class NotFound(HTMLParser):
    """The page's language, title, heading, paragraphs, the home link and the search button of [data-not-found]."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lang = self.home = None
        self.texts: dict[str, list[str]] = {"title": [], "h1": [], "p": [], "a": [], "button": []}
        self.open: list[tuple[str, bool]] = []  # the open elements, each with whether it is [data-not-found]
        self.search = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        if tag == "a" and "data-not-found-home" in attrs:
            self.home = attrs.get("href")
        if tag == "button" and "data-not-found-search" in attrs:
            self.search = "data-search-open" in attrs
        self.open.append((tag, "data-not-found" in attrs))

    def handle_endtag(self, tag):
        while self.open and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data):
        tag = self.open[-1][0] if self.open else None
        inside = any(root for _, root in self.open)
        if data.strip() and tag in self.texts and (inside or tag == "title"):
            self.texts[tag].append(data.strip())


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_own_page_for_a_missing_address(built_site, lang):
    """In the site's language (ja audit, finding 13: Material's "404 - Not found" in English, nothing else): the
    heading and the tab's title, what happened, a link to the language's home page (from the site's root, as a host
    serves the page for any address) and a button that opens the search.
    Mutation: docs/theme/404.html removed (Material's own page) → fails; its home link written with `nav.homepage.url`
    unfiltered (`| url` left out: `index.html`, relative, wrong from any other folder) → fails."""
    page = NotFound()
    page.feed((built_site / lang / "404.html").read_text(encoding="utf-8"))
    assert page.lang == lang
    title = LABELS("not_found_title", lang)
    assert page.texts["h1"] == [title] and page.texts["title"] == [f"{title} - Marquoir"]
    assert page.texts["p"] == [LABELS("not_found_text", lang)]
    assert page.texts["a"] == [LABELS("not_found_home", lang)] and page.home == f"/{lang}/index.html"
    assert (built_site / lang / "index.html").is_file()
    assert page.texts["button"] == [LABELS("not_found_search", lang)] and page.search
    assert "Not found" not in (built_site / lang / "404.html").read_text(encoding="utf-8")
