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
import threading
from pathlib import Path

import pytest

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


@pytest.fixture(scope="session")
def site_url(built_site):
    """The built site served over HTTP; yields its base URL (``http://127.0.0.1:PORT/``)."""
    handler = functools.partial(_Quiet, directory=str(built_site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
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


@pytest.fixture
def page(browser):
    context = browser.new_context(locale="fr-FR")
    pg = context.new_page()
    pg.requests = Recorder()
    pg.on("request", pg.requests)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    context.close()
    assert not errors, f"JavaScript errors: {errors}"
