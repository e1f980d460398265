"""Browser tests: the real built site, served on 127.0.0.1, driven in Debian's headless Chromium.

Playwright for Python drives /usr/bin/chromium (no browser download). Where
Chromium is missing the tests are skipped with the reason, except when
MARQUOIR_REQUIRE_BROWSER is set (as .ci/run does): then they fail.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import sys
import threading
from pathlib import Path

import pytest
from devices import DESKTOP, LOCALES, PHONE

CHROMIUM = os.environ.get("MARQUOIR_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
         "--disable-default-apps", "--disable-extensions",
         # Chromium asks Google's autofill servers about every form it sees (the case checker's): not the site's request
         "--disable-features=AutofillServerCommunication"]


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep test output readable
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page closed while a file was on its way (a test's context closed mid-download) is no error of the site:
        not printed. Any other error is, as the standard server prints it."""
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


@pytest.fixture(scope="session")
def site_url(built_site):
    """The built site served over HTTP; yields its base URL (``http://127.0.0.1:PORT/``)."""
    handler = functools.partial(_Quiet, directory=str(built_site))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        message = f"Chromium not found at {CHROMIUM}: install Debian's chromium (apt-get install chromium)"
        if os.environ.get("MARQUOIR_REQUIRE_BROWSER"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield b
        b.close()


class Recorder:
    """Every request a page makes, to check that none leaves the site's origin."""

    def __init__(self):
        self.urls: list[str] = []

    def __call__(self, request):
        self.urls.append(request.url)

    def outside(self, origin: str) -> list[str]:
        return [u for u in self.urls if not (u.startswith(origin) or u.startswith("data:")
                                             or u.startswith("blob:") or u.startswith("about:"))]


class Pages:
    """Pages opened in browser contexts of their own (``pages(lang)``, with the context's ``options``), each recording
    its requests (``page.requests``, a :class:`Recorder`) and its JavaScript errors (``page.errors``)."""

    def __init__(self, browser, **options):
        self.browser, self.options, self.made = browser, options, []

    def __call__(self, lang: str = "fr", **options):
        context = self.browser.new_context(**{"locale": LOCALES[lang], **self.options, **options})
        page = context.new_page()
        page.requests, page.errors = Recorder(), []
        page.on("request", page.requests)
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        self.made.append((context, page))
        return page

    def close(self) -> list[str]:
        """Close every context; the JavaScript errors of all the pages."""
        for context, _page in self.made:
            context.close()
        return [error for _context, page in self.made for error in page.errors]


@pytest.fixture
def page(browser):
    """A French page at the browser's default size; any JavaScript error fails the test."""
    pages = Pages(browser)
    yield pages("fr")
    errors = pages.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture
def phones(browser):
    """``phones(lang)``: a new page on a touch phone 390 px wide (:data:`devices.PHONE`), in that language's locale;
    any JavaScript error on any of them fails the test."""
    pages = Pages(browser, **PHONE)
    yield pages
    errors = pages.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture
def phone(phones):
    """One French page on a touch phone 390 px wide; any JavaScript error fails the test."""
    return phones("fr")


class KeptPages:
    """One page per language, opened at ``path`` of the site on first use and kept open for a module's tests (each
    language's search is downloaded once); ``context`` opens more pages with the same options."""

    def __init__(self, browser, site_url: str, path: str, **options):
        self.context = browser.new_context(**{"locale": "fr-FR", **options})
        self.site_url, self.path, self.pages, self.errors = site_url, path, {}, []

    def __call__(self, lang: str):
        if lang not in self.pages:
            page = self.pages[lang] = self.context.new_page()
            page.on("pageerror", lambda e: self.errors.append(str(e)))
            page.goto(f"{self.site_url}{lang}/{self.path}")
        return self.pages[lang]


def _kept(browser, site_url, path, options):
    pages = KeptPages(browser, site_url, path, **options)
    yield pages
    pages.context.close()
    assert not pages.errors, f"JavaScript errors: {pages.errors}"


@pytest.fixture(scope="module")
def search_pages(browser, site_url):
    """``search_pages(lang)``: a rules page of each language in a laptop's window, kept for the module's searches.
    JavaScript errors fail the module."""
    yield from _kept(browser, site_url, "moyen-age/tour.html", DESKTOP)


@pytest.fixture(scope="module")
def phone_search_pages(browser, site_url):
    """``phone_search_pages(lang)``: each language's home page on a touch phone, kept for the module's searches
    (``.context`` opens more pages on the same phone). JavaScript errors fail the module."""
    yield from _kept(browser, site_url, "index.html", PHONE)
