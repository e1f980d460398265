"""./scripts/bench's figures of the engine in the browser, (g): the bytes a browser downloads the first time the case
checker runs (Pyodide's runtime, the engine's bundle, the worker), each gzipped; then, in headless Chromium with the
built site served gzipped (``marquoir.staticserve``), the time from pressing the button to the verdict: cold (a new
browser context, nothing cached: download, start and check) and warm (the engine loaded, another case), each the
median of several runs, measured in the page (``performance.now()``).
"""

from __future__ import annotations

import gzip
import statistics
from pathlib import Path

from .bench_pages import VERDICT, served_browser
from .paths import ROOT

TARGETS = {"runtime": 6.5, "cold": 5.0, "warm": 200.0}


def gz(path: Path) -> int:
    """A file's gzipped size, level 6 (a web server's usual level): every size ./scripts/bench prints."""
    return len(gzip.compress(path.read_bytes(), compresslevel=6))



CHECKER = "fr/moyen-age/verifier.html"
COLD_CASE = "tests/scenarios/moyen-age/d03-ecus-rates.yaml"
WARM_CASE = "tests/scenarios/moyen-age/d04-escalation-on-one-site.yaml"
RUN_IN_PAGE = VERDICT  # from pressing the checker's button to its verdict, measured in the page


def runtime_bytes(site: Path) -> int:
    """Gzipped bytes of what a browser downloads the first time the checker runs (the page itself excepted)."""
    engine = site / "fr" / "assets" / "engine"
    return sum(gz(p) for p in engine.rglob("*") if p.is_file())


def verdict_times(site: Path, runs: int, say) -> tuple[list[float], list[float]]:
    """Milliseconds from the button to the verdict: ``runs`` cold runs (each in a new browser context) and, in each,
    three warm runs."""
    cold_case, warm_case = ((ROOT / case).read_text(encoding="utf-8") for case in (COLD_CASE, WARM_CASE))
    cold, warm = [], []
    with served_browser(site) as (browser, base):
        for i in range(runs):
            say(f"the checker's first verdict, cold then warm ({i + 1}/{runs})")
            context = browser.new_context(service_workers="block")  # nothing cached, nothing kept
            page = context.new_page()
            page.goto(base + CHECKER)
            page.locator("[data-case][data-case-ready]").wait_for()
            ms, code = page.evaluate(RUN_IN_PAGE, cold_case)
            if code != "0":
                raise RuntimeError(f"the cold case gave exit {code}")
            cold.append(ms)
            for _ in range(3):
                ms, code = page.evaluate(RUN_IN_PAGE, warm_case)
                warm.append(ms)
            context.close()
    return cold, warm


def browser_engine(site: Path, runs: int, Figure, say) -> list:  # noqa: N803 (a class)
    size = runtime_bytes(site)
    figures = [Figure("(g) engine in the browser, downloaded on first use (gzipped)", f"{size / 1e6:.2f} MB",
                      f"≤ {TARGETS['runtime']} MB", size <= TARGETS["runtime"] * 1e6)]
    try:
        cold, warm = verdict_times(site, runs, say)
    except Exception as e:  # no Chromium here: reported, not fatal
        return figures + [Figure("(g) first verdict", f"not measured: {type(e).__name__}: {e}"[:120])]
    c, w = statistics.median(cold) / 1000, statistics.median(warm)
    return figures + [
        Figure(f"(g) first verdict, cold (median of {len(cold)})", f"{c:.1f} s", f"≤ {TARGETS['cold']:.0f} s",
               c <= TARGETS["cold"]),
        Figure(f"(g) verdict, warm (median of {len(warm)})", f"{w:.0f} ms", f"≤ {TARGETS['warm']:.0f} ms",
               w <= TARGETS["warm"]),
    ]
