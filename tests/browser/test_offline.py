"""Offline after one visit: the service worker keeps the language's site and, after its first use, the case
checker's engine; with the server gone and the browser offline, a page never visited, a search, the score counter
and a case all work; and, service worker and engine included, no request ever leaves the site's origin."""

from __future__ import annotations

import functools
import http.server
import threading

import pytest
from checker_helpers import WAIT, checker_url, open_checker, run_case
from search_helpers import search
from waits import shown, until

CASE = "players: [Alice, Bruno]\nmoves: [take 3, end]\nexpect:\n  Alice: {ecus: 16}\n  current: Bruno\n"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server:
    """The built site on its own address, to be shut down: the network cut for real, whatever the browser does."""

    def __init__(self, root):
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class Proxy(http.server.BaseHTTPRequestHandler):
    """Where the browser sends every request that is not for 127.0.0.1: each one is recorded and refused."""

    seen: list[str] = []

    def log_message(self, *args):
        pass

    def _refuse(self):
        Proxy.seen.append(f"{self.command} {self.path}")
        self.send_error(403, "outside the site")

    do_GET = do_POST = do_HEAD = do_PUT = do_OPTIONS = do_CONNECT = _refuse


def controlled(page):
    """Wait until the service worker has installed (the site is cached) and controls the page."""
    until(page, "() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)",
          timeout=WAIT)


def engine_cached(page):
    """Wait until every file of the engine is in its cache (the checker asks for it after its first run)."""
    until(page, """async () => {
        const keys = await caches.keys();
        const name = keys.find(k => k.includes('-engine-'));
        if (!name) return false;
        const text = await (await caches.match('../sw.js') || await fetch('../sw.js')).text();
        const manifest = JSON.parse(text.slice(text.indexOf('const MANIFEST = ') + 17,
                                               text.indexOf(';\\nconst PREFIX')));
        const cache = await caches.open(name);
        const base = new URL('../', location.href);
        const hits = await Promise.all(manifest.engine.map(p => cache.match(new URL(p, base).href)));
        return hits.every(Boolean);
    }""", timeout=WAIT)


def test_after_one_visit_a_page_a_search_the_counter_and_a_case_work_offline(browser, built_site, proxy):
    """One visit to the French checker (its engine used once), then, the server gone and the browser offline: a page
    never visited, a search, the score counter and a new case (the engine from the cache) all work. Throughout, every
    request not for 127.0.0.1 goes through a recording proxy, whoever makes it (a page, the service worker, the
    engine's worker, Pyodide), and the pages' own requests are recorded: none leaves the site (the Japanese FAQ, its
    search and the Antiquity checker visited on the way).
    Mutation: sw.js answering from the network only (no cache) → the page after the cut does not load and this
    fails; so does a `site` list without the search's data (search/data.js: the search cannot load); the worker
    loading Pyodide from a CDN (indexURL "https://cdn.jsdelivr.net/pyodide/...") → the proxy refuses it, the engine
    does not start, and this fails."""
    server = Server(built_site)
    context = browser.new_context(proxy={"server": proxy, "bypass": "127.0.0.1"}, locale="fr-FR")
    urls: list[str] = []
    context.on("request", lambda r: urls.append(r.url))
    try:
        page = context.new_page()
        root = open_checker(page, checker_url(server.url, "fr"))
        controlled(page)
        code, verdict = run_case(root, CASE)  # the engine's first use
        assert code == "0", verdict
        engine_cached(page)
        storage = root.locator("[data-case-storage]")
        page.wait_for_function("box => box.textContent.includes('le moteur')", arg=storage.element_handle())
        assert "Enregistré sur cet appareil pour l'usage hors ligne" in storage.inner_text()

        visit = context.new_page()
        visit.goto(f"{server.url}ja/moyen-age/faq.html")
        assert search(visit, "コイン")
        visit.goto(f"{server.url}ja/antiquite/verifier.html")
        shown(visit, "[data-case][data-case-ready]")
        visit.wait_for_load_state("networkidle")

        server.stop()
        context.set_offline(True)
        other = context.new_page()
        other.goto(f"{server.url}fr/moyen-age/tour.html")  # never visited
        assert other.locator("h1").first.inner_text().startswith("Le tour de jeu")
        assert search(other, "chapelle")
        assert "hapelle" in other.locator("[data-search-results]").inner_text()

        other.goto(f"{server.url}fr/moyen-age/fin-de-la-partie.html")
        counter = other.locator("[data-score-counter]")
        counter.locator('[data-player] input[name="vp"]').first.fill("17")
        counter.locator('[data-player] input[name="ecus"]').first.fill("19")
        assert counter.locator("[data-total]").first.inner_text() == "18"

        fresh = context.new_page()  # a new page: a new worker, the engine from the cache
        root = open_checker(fresh, checker_url(server.url, "fr"))
        code, verdict = run_case(root, CASE.replace("16", "17"))
        assert code == "1", verdict
    finally:
        context.close()
    origin = server.url.rstrip("/")
    assert len(urls) > 20
    assert [u for u in urls if not u.startswith((origin, "data:", "blob:", "about:"))] == []
    assert Proxy.seen == []


def test_the_japanese_site_searches_offline_after_one_visit(browser, built_site):
    """The search of each language is its own data and the same scripts: a page where the search was never opened
    caches them too. Mutation: ``assets/search/`` left out of offline.groups' site list → fails."""
    server = Server(built_site)
    context = browser.new_context(locale="ja-JP")
    try:
        page = context.new_page()
        page.goto(f"{server.url}ja/index.html")
        controlled(page)
        server.stop()
        context.set_offline(True)
        page.goto(f"{server.url}ja/moyen-age/faq.html")
        assert search(page, "追加のアクション")
        assert "追加のアクション" in page.locator("[data-search-results]").inner_text()
    finally:
        context.close()


@pytest.fixture
def proxy():
    Proxy.seen = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
