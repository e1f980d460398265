"""The page a host shows for an address the site does not have (``<lang>/404.html``, docs/theme/404.html), in the
built site: in its language, saying what happened, with a way back to the language's home page and to its search; and
the sites' root one (``404.html``, site/root_pages.py), for hosts that show one page for every missing address."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from marquoir.render.labels import LABELS
from marquoir.site import root_pages
from marquoir.site.typography import as_typed, spaced
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
            self.texts[tag].append(as_typed(data.strip()))  # French: its no-break spaces read as the words' spaces


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


class RootNotFound(HTMLParser):
    """The root page of a missing address: each language's section (its ``lang``, heading and paragraph), the links'
    addresses and languages, and whether it has a script."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.sections: dict[str, dict] = {}
        self.links: list[tuple[str, str]] = []
        self.section = self.tag = None
        self.script = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tag = tag
        if tag == "section" and "data-not-found" in attrs:
            self.section = self.sections.setdefault(attrs["data-not-found"], {"lang": attrs.get("lang")})
        if tag == "a":
            self.links.append((attrs.get("href"), attrs.get("hreflang")))
        self.script = self.script or tag == "script"

    def handle_endtag(self, tag):
        if tag == "section":
            self.section = None

    def handle_data(self, data):
        if self.section is not None and self.tag in ("h2", "p") and data.strip():
            self.section[self.tag] = data.strip()


def read_root_not_found(html: str) -> RootNotFound:
    page = RootNotFound()
    page.feed(html)
    page.close()
    return page


def test_the_sites_root_has_one_page_for_any_missing_address(built_site):
    """Hosts such as GitHub Pages and Netlify show the root's 404.html for every address they lack, at that address's
    depth: it says what happened in the three languages (the words of each language's own page) and links to each
    language's home page from the site's root path (the build's default address: ``/``), and sends no one anywhere by
    itself. The chooser beside it keeps its relative links and its script.

    Each language's words have its no-break spaces (« adresse : », as on the French site's pages).

    Mutations: the at_the_root stage writing no 404.html → fails; its links relative (``base=""``) → fails; the words
    not ``spaced`` in root_pages.not_found → fails (fr)."""
    page = read_root_not_found((built_site / "404.html").read_text(encoding="utf-8"))
    assert page.sections == {lang: {"lang": lang, "h2": spaced(LABELS("not_found_title", lang), lang),
                                    "p": spaced(LABELS("not_found_text", lang), lang)} for lang in LANGS}
    assert page.links == [(f"/{lang}/index.html", lang) for lang in LANGS] and not page.script
    chooser = read_root_not_found((built_site / "index.html").read_text(encoding="utf-8"))
    assert chooser.sections == {} and chooser.links == [(f"{lang}/index.html", lang) for lang in LANGS]
    assert chooser.script


def test_the_missing_address_page_follows_the_sites_address():
    """Published under a path (``MARQUOIR_SITE_URL=https://rules.example.org/marquoir/``), its links start there."""
    page = read_root_not_found(root_pages.not_found("https://rules.example.org/marquoir/"))
    assert page.links == [(f"/marquoir/{lang}/index.html", lang) for lang in LANGS]
