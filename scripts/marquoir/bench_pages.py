"""``./scripts/bench``'s figures (j): the engine's start in the pages that run it, in headless Chromium on the built
site served gzipped (``marquoir.staticserve``), each measured in the page (``performance.now()``).

The lesson ("learn by playing", ``fr/moyen-age/apprendre.html``):

* first start: a new browser context (nothing cached), from pressing *Start* to the first playable table (the
  engine's first answer drawn): the download, Python's start, the engine's imports, the answer;
* later visit: the same context once the service worker has kept the engine and the worker its memory snapshot
  (``assets/engine/snapshot.mjs``), a new page, from the press to the first playable table;
* per move: from the press of a move's button to the table drawn again, over the first moves of the lesson followed
  by hints (the median, and the slowest).

The case checker (``fr/moyen-age/verifier.html``), which runs the same worker: a later visit likewise, from pressing
*Vérifier le cas* to the verdict (its first verdict, cold, and a warm one are figure (g)).

Each is the median of ``runs`` browser contexts (a later visit: of three visits in each).
"""

from __future__ import annotations

import shutil
import statistics
import threading
import time
from contextlib import contextmanager
from pathlib import Path

TARGETS = {"lesson_first": 5.0, "lesson_later": 1.5, "move": 100.0, "checker_later": 1.5}
LESSON = "fr/moyen-age/apprendre.html"
CHECKER = "fr/moyen-age/verifier.html"
CASE = "players: [Alice, Bruno]\nmoves: [take 3, end]\nexpect: {Alice: {ecus: 16}}\n"
MOVES = 20
LESSON_READY, CHECKER_READY = "[data-tutorial][data-tutorial-ready]", "[data-case][data-case-ready]"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--no-first-run", "--disable-features=AutofillServerCommunication"]

START = """async () => {
    const root = document.querySelector('[data-tutorial][data-tutorial-ready]');
    const n = Number(root.getAttribute('data-tutorial-answers') || 0);
    const start = performance.now();
    root.querySelector('[data-tutorial-start]').click();
    await new Promise(resolve => new MutationObserver((_, observer) => {
        if (Number(root.getAttribute('data-tutorial-answers') || 0) > n) { observer.disconnect(); resolve(); }
    }).observe(root, {attributes: true}));
    return performance.now() - start;
}"""
MOVE = """async () => {
    const root = document.querySelector('[data-tutorial]');
    root.querySelector('button[data-tutorial-hint]').click();
    const button = root.querySelector('button[data-move][data-suggested]');
    const n = Number(root.getAttribute('data-tutorial-answers'));
    const start = performance.now();
    button.click();
    await new Promise(resolve => new MutationObserver((_, observer) => {
        if (Number(root.getAttribute('data-tutorial-answers')) > n) { observer.disconnect(); resolve(); }
    }).observe(root, {attributes: true}));
    return performance.now() - start;
}"""
VERDICT = """async (text) => {  // also figure (g)'s (marquoir.bench)
    const root = document.querySelector('[data-case][data-case-ready]');
    const area = root.querySelector('textarea[data-case-yaml]'), verdict = root.querySelector('[data-case-verdict]');
    area.value = text;
    area.dispatchEvent(new Event('input', {bubbles: true}));
    const start = performance.now();
    const done = new Promise(resolve => new MutationObserver((_, observer) => {
        if (verdict.hasAttribute('data-exit') || verdict.hasAttribute('data-state')) {
            observer.disconnect();
            resolve();
        }
    }).observe(verdict, {attributes: true}));
    root.querySelector('button[data-case-run]').click();
    await done;
    return [performance.now() - start, verdict.getAttribute('data-exit')];
}"""
KEPT = """async () => {
    const keys = await caches.keys();
    if (!keys.some(k => k.includes('-engine-'))) return false;
    return (await (await caches.open('mq-snapshot')).keys()).length > 0;
}"""
"""Whether the engine is kept for a later visit: the service worker's cache of it, and the worker's snapshot."""


def _until(page, condition: str, seconds: float = 120) -> None:
    """Wait until ``condition`` (JavaScript, which may return a promise) is true in ``page``, asking every 100 ms.
    ``page.evaluate`` awaits the promise; ``wait_for_function`` would take the promise itself for a true value and
    return at once."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(condition):
        if time.monotonic() > deadline:
            raise RuntimeError(f"bench: waited {seconds:.0f} s for {condition[:60]}")
        time.sleep(0.1)


def _controlled(page) -> None:
    _until(page, "navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)")


def _later(context, url: str, ready: str, script: str, arg, visits: int) -> list:
    """``visits`` new pages of ``context`` at ``url``: what ``script`` (given ``arg``) measures on each, once the page
    is ``ready`` (a selector)."""
    out = []
    for _ in range(visits):
        page = context.new_page()
        page.goto(url)
        page.locator(ready).wait_for()
        out.append(page.evaluate(script, arg))
        page.close()
    return out


def _lesson(browser, url: str, later: int) -> tuple[float, list[float], list[float]]:
    """One context: the first start, the moves, then ``later`` visits (ms)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.goto(url)
        _controlled(page)
        page.locator(LESSON_READY).wait_for()
        first = page.evaluate(START)
        moves = [page.evaluate(MOVE) for _ in range(MOVES)]
        _until(page, KEPT)
        return first, moves, _later(context, url, LESSON_READY, START, None, later)
    finally:
        context.close()


def _checker(browser, url: str, later: int) -> list[float]:
    """One context: a first verdict (the engine kept), then ``later`` visits' first verdicts (ms)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        _controlled(page)
        page.locator(CHECKER_READY).wait_for()
        page.evaluate(VERDICT, CASE)
        _until(page, KEPT)
        visits = _later(context, url, CHECKER_READY, VERDICT, CASE, later)
        if any(code != "0" for _ms, code in visits):
            raise RuntimeError("the checker's case did not hold")
        return [ms for ms, _code in visits]
    finally:
        context.close()


@contextmanager
def served_browser(site: Path):
    """Headless Chromium (Debian's) and the built ``site`` served gzipped on 127.0.0.1 (``marquoir.staticserve``):
    yields ``(browser, base URL)``; both are stopped on the way out. Figures (g) and (j) measure through it."""
    from playwright.sync_api import sync_playwright

    from .staticserve import serve

    server = serve(str(site), 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                        headless=True, args=FLAGS)
            try:
                yield browser, f"http://127.0.0.1:{server.server_address[1]}/"
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()


def measure(site: Path, runs: int, say=print) -> dict[str, list[float]]:
    """The raw times (ms) of ``runs`` contexts of each page (see the module docstring)."""
    out: dict[str, list[float]] = {"lesson_first": [], "lesson_later": [], "move": [], "checker_later": []}
    with served_browser(site) as (browser, base):
        for i in range(runs):
            say(f"the lesson's first start, moves and later visits ({i + 1}/{runs})")
            first, moves, visits = _lesson(browser, base + LESSON, 3)
            out["lesson_first"].append(first)
            out["move"] += moves
            out["lesson_later"] += visits
            say(f"the case checker's later visits ({i + 1}/{runs})")
            out["checker_later"] += _checker(browser, base + CHECKER, 3)
    return out


def figures(site: Path, runs: int, say=print) -> list[tuple[str, str, str, bool | None]]:
    """``(name, value, target, ok)`` of each figure (j), or one line saying why none was measured."""
    try:
        times = measure(site, runs, say)
    except Exception as e:  # no Chromium here: reported, not fatal
        return [("(j) the engine's start in the pages", f"not measured: {type(e).__name__}: {e}"[:120], "", None)]
    return rows(times)


def rows(times: dict[str, list[float]]) -> list[tuple[str, str, str, bool]]:
    """The figures of measured ``times`` (ms): each the median, next to its target."""
    first, later = statistics.median(times["lesson_first"]) / 1000, statistics.median(times["lesson_later"]) / 1000
    move, slowest = statistics.median(times["move"]), max(times["move"])
    checker = statistics.median(times["checker_later"]) / 1000
    return [
        (f"(j) lesson, first start to the first playable table (median of {len(times['lesson_first'])})",
         f"{first:.1f} s", f"≤ {TARGETS['lesson_first']:.0f} s", first <= TARGETS["lesson_first"]),
        (f"(j) lesson, later visit to the first playable table (median of {len(times['lesson_later'])})",
         f"{later:.2f} s", f"≤ {TARGETS['lesson_later']} s", later <= TARGETS["lesson_later"]),
        (f"(j) lesson, each move answered and drawn (median of {len(times['move'])}, slowest {slowest:.0f} ms)",
         f"{move:.0f} ms", f"≤ {TARGETS['move']:.0f} ms", move <= TARGETS["move"]),
        (f"(j) case checker, later visit to the first verdict (median of {len(times['checker_later'])})",
         f"{checker:.2f} s", f"≤ {TARGETS['checker_later']} s", checker <= TARGETS["checker_later"]),
    ]
