"""Browser tests: the real built site, served on 127.0.0.1, driven in Debian's headless Chromium.

Playwright for Python drives Debian's Chromium (no browser download): its headless shell
(/usr/bin/chromium-headless-shell, package chromium-headless-shell) where installed, the same Blink and V8 without
the full browser's window machinery, which takes about a seventh less of the machine's time for the same tests
(measured: the referee's module, 101 → 87 CPU-seconds); else /usr/bin/chromium. MARQUOIR_CHROMIUM names another.
Where neither is found the tests are skipped with the reason, except when MARQUOIR_REQUIRE_BROWSER is set (as .ci/run
does): then they fail.
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
from devices import DESKTOP, LOCALE, PHONE, options_key

CHROMIUM = (os.environ.get("MARQUOIR_CHROMIUM") or shutil.which("chromium-headless-shell") or shutil.which("chromium")
            or "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
         "--disable-default-apps", "--disable-extensions",
         # Chromium asks Google's autofill servers about every form it sees (the case checker's): not the site's request
         "--disable-features=AutofillServerCommunication"]


def pytest_collection_modifyitems(config, items):
    here = f"{Path(__file__).parent}{os.sep}"
    for item in items:
        if str(item.path).startswith(here):
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
        message = (f"Chromium not found at {CHROMIUM}: install Debian's headless Chromium "
                   "(apt-get install chromium-headless-shell) or its browser (chromium)")
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

    def outside(self, *origins: str, since: int = 0) -> list[str]:
        """The requests (from the ``since``-th on) to none of ``origins`` (nor ``data:``, ``blob:``, ``about:``, which
        stay in the page)."""
        return [u for u in self.urls[since:] if not u.startswith((*origins, "data:", "blob:", "about:"))]


FRESH_TAB = """try {
  if (!sessionStorage.getItem("mq-test-tab")) { localStorage.clear(); sessionStorage.setItem("mq-test-tab", "1"); }
} catch (e) { /* a page without storage (about:blank) */ }"""
"""Run in every page of a kept context before the page's scripts: a new tab starts with an empty localStorage (what
another test left is gone), a reload keeps it (sessionStorage lives as long as the tab)."""


class Contexts:
    """Browser contexts kept for an xdist worker's whole run, one per set of options, so that a page opened in one
    meets what a returning reader's browser has: the HTTP cache and the engine's snapshot (Cache Storage) made by an
    earlier test, instead of starting Pyodide cold in every test. Each new page starts with an empty localStorage
    (:data:`FRESH_TAB`); service workers are blocked (the offline tests open contexts of their own). The browser's
    language is French (:data:`LOCALE`) whatever the page's: nothing of the site reads it but the root page's language
    chooser, tested in contexts of its own (test_site.py), so one context per kind of screen serves every language."""

    def __init__(self, browser):
        self.browser, self.kept = browser, {}

    def __call__(self, **options):
        options = {"locale": LOCALE, **options}
        key = options_key(options)
        if key not in self.kept:
            context = self.kept[key] = self.browser.new_context(service_workers="block", **options)
            context.add_init_script(FRESH_TAB)
        return self.kept[key]

    def close(self) -> None:
        for context in self.kept.values():
            context.close()


@pytest.fixture(scope="session")
def contexts(browser):
    """``contexts(**options)``: the worker's kept browser context with those options (:class:`Contexts`)."""
    kept = Contexts(browser)
    yield kept
    kept.close()


class Pages:
    """Pages opened in the worker's kept contexts (``pages()``, with the context's ``options``), each recording its
    requests (``page.requests``, a :class:`Recorder`) and its JavaScript errors (``page.errors``); closed at the end
    of the test, which fails on any JavaScript error or any request that left the site (``origins``: its address
    served, and its folder for a page read from disk)."""

    def __init__(self, contexts, origins: tuple[str, ...], **options):
        self.contexts, self.origins, self.options, self.made = contexts, origins, options, []

    def __call__(self, **options):
        page = self.contexts(**{**self.options, **options}).new_page()
        page.requests, page.errors = Recorder(), []
        page.on("request", page.requests)
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        self.made.append(page)
        return page

    def mark(self) -> dict:
        """Where each page's record of errors and requests is now (for :meth:`check_since`)."""
        return {id(page): (len(page.errors), len(page.requests.urls)) for page in self.made}

    def check_since(self, mark: dict) -> None:
        """Fail on the JavaScript errors and the requests outside the origin that any page met since ``mark``."""
        errors, outside = [], []
        for page in self.made:
            seen_errors, seen_urls = mark.get(id(page), (0, 0))
            errors += page.errors[seen_errors:]
            outside += page.requests.outside(*self.origins, since=seen_urls)
        assert not errors, f"JavaScript errors: {errors}"
        assert not outside, f"requests that left the site: {outside}"

    def close(self) -> None:
        """Close every page; then fail on the JavaScript errors and the requests outside the origin of any of them."""
        for page in self.made:
            page.close()
        self.check_since({})


OUTPUT = Path(__file__).parents[2] / "test-output"
"""Where the screenshots go (ignored by git)."""


@pytest.fixture
def screenshot(request):
    """``screenshot(page, "tutorial/name.png")``: a full-page screenshot under test-output/ when the run was asked
    for them (``./scripts/test --screenshots``); nothing otherwise."""
    wanted = request.config.getoption("--screenshots")

    def shoot(page, name: str) -> None:
        if wanted:
            (OUTPUT / name).parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(OUTPUT / name), full_page=True)

    return shoot


def origins(site_url: str, built_site: Path) -> tuple[str, str]:
    """Where a page of the site may fetch from: the site served (``http://127.0.0.1:PORT``), and its folder when a
    page is read from disk (``file:///.../site/``)."""
    return site_url.rstrip("/"), built_site.resolve().as_uri() + "/"


@pytest.fixture
def pages(contexts, site_url, built_site):
    """``pages()``: a new page at the browser's default size; any JavaScript error on any of them, or any request
    leaving the site's origin, fails the test."""
    made = Pages(contexts, origins(site_url, built_site))
    yield made
    made.close()


@pytest.fixture(scope="session")
def _kept_checkers(contexts, site_url, built_site):
    from checker_helpers import KeptCheckers

    made = Pages(contexts, origins(site_url, built_site))
    yield KeptCheckers(made, site_url, **PHONE)
    for page in made.made:
        page.close()


@pytest.fixture
def checkers(_kept_checkers):
    """``checkers(lang="fr", edition="moyen-age", **screen)``: the worker's kept checker page for that language and
    edition, on a phone unless ``screen`` says otherwise (checker_helpers.KeptCheckers), from a new case: the engine
    started once per page for the whole run, whatever the module. A JavaScript error on it, or a request leaving the
    site's origin, during the test fails the test."""
    mark = _kept_checkers.pages.mark()
    yield _kept_checkers
    _kept_checkers.pages.check_since(mark)


@pytest.fixture
def page(pages):
    """A page at the browser's default size (as ``pages``)."""
    return pages()


@pytest.fixture
def phones(contexts, site_url, built_site):
    """``phones()``: a new page on a touch phone 390 px wide (:data:`devices.PHONE`); any JavaScript error on any of
    them, or any request leaving the site's origin, fails the test."""
    made = Pages(contexts, origins(site_url, built_site), **PHONE)
    yield made
    made.close()


@pytest.fixture
def phone(phones):
    """One page on a touch phone 390 px wide (as ``phones``)."""
    return phones()


class KeptPages:
    """One page per language, opened at ``path`` of the site on first use and kept open for a module's tests (each
    language's search is downloaded once), in the worker's kept context for ``options`` (``made``: the module's
    :class:`Pages`, which checks every page it opened at the module's end); ``new_page()`` opens one more page there."""

    def __init__(self, made: Pages, site_url: str, path: str, **options):
        self.made, self.site_url, self.path, self.options, self.pages = made, site_url, path, options, {}

    def __call__(self, lang: str):
        if lang not in self.pages:
            page = self.pages[lang] = self.new_page()
            page.goto(f"{self.site_url}{lang}/{self.path}")
        return self.pages[lang]

    def new_page(self):
        return self.made(**self.options)


def _kept(contexts, site_url, built_site, path, options):
    made = Pages(contexts, origins(site_url, built_site))
    yield KeptPages(made, site_url, path, **options)
    made.close()


@pytest.fixture(scope="module")
def search_pages(contexts, site_url, built_site):
    """``search_pages(lang)``: a rules page of each language in a laptop's window, kept for the module's searches.
    A JavaScript error, or a request leaving the site's origin, fails the module."""
    yield from _kept(contexts, site_url, built_site, "moyen-age/tour.html", DESKTOP)


@pytest.fixture(scope="module")
def phone_search_pages(contexts, site_url, built_site):
    """``phone_search_pages(lang)``: each language's home page on a touch phone, kept for the module's searches
    (``.new_page()`` opens more pages on the same phone). A JavaScript error, or a request leaving the site's origin,
    fails the module."""
    yield from _kept(contexts, site_url, built_site, "index.html", PHONE)
