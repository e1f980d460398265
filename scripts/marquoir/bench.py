"""``./scripts/bench``: Marquoir's figures on the machine it runs on, each next to its target.

    ./scripts/bench                # everything: 5 builds of each kind, the fast loop, the whole suite (~10 min)
    ./scripts/bench --skip-tests   # without the two test-suite times
    ./scripts/bench --runs 3       # 3 builds of each kind instead of 5
    ./scripts/bench --builds-only  # only (a) and (b)

(a) our build: ``python -m marquoir.site build --out TMP`` (three sites, wall time: the three steps, staging,
    builder, what is ours), and per page;
(b) a plain Material build of the same staged pages: the folders step (a) of our build writes (the generated
    pages and the hand-written ``docs/<lang>/`` files), built per language by plain MkDocs from ``mkdocs.yml``
    with the same navigation (same theme, Markdown extensions and plugins): step (b) alone. The two builds are
    interleaved (ours, plain, ours, plain...) so that both see the same moments of a shared machine; each is
    reported as its median and its spread (min–max), and the cost of our generation is the median of the
    pairs' ratios a / b - 1: one noisy run cannot flip the verdict;
(c) the tests, as ``./scripts/test`` runs them (on every core), wall time: the fast loop
    (``./scripts/test --fast``: no slow or browser test) and the whole suite;
(d) the first view of ``fr/moyen-age/tour.html``: the HTML and every stylesheet and script it loads, each gzipped;
(e) what each language's first search downloads (MiniSearch, the search, the language's data), gzipped;
(f) the engine: random complete 4-player games per CPU second (Middle Ages; Antiquity when the engine plays it);
(g) the engine in the browser (the case checker): the bytes a browser downloads the first time the checker runs
    (Pyodide's runtime, the engine's bundle, the worker), each gzipped; then, in headless Chromium with the built
    site served gzipped (``marquoir.staticserve``), the time from pressing the button to the verdict: cold (a new
    browser context, nothing cached: download, start and check) and warm (the engine loaded, another case),
    each the median of several runs, measured in the page (``performance.now()``);
(j) the engine's start in the pages that run it (:mod:`marquoir.bench_pages`): the lesson's first start, later visit
    (the service worker and the engine's memory snapshot warm) and time per move; the case checker's later visit.
(h) the search-quality suite through the page's own search, in Node: answers first and in the first three, per
    language; (i) the time of a search after each keystroke of the suite's queries, median, in Node
    (:mod:`marquoir.bench_search`).

Sizes are gzip level 6 (a web server's usual level), in KB of 1,000 bytes. The figures are printed as a
Markdown table (the README's ``## Benchmarks`` keeps the latest). Missing a target is printed, not an error.
"""

from __future__ import annotations

import argparse
import datetime
import gzip
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

import yaml

from . import bench_search
from .bench_pages import VERDICT
from .bench_pages import figures as page_figures
from .paths import ROOT
from .vocab import LANGS

PY = sys.executable
PAGE = "fr/moyen-age/tour.html"
TARGETS = {"generation": 15.0, "first_view": 80.0, "games": 200.0, "fast_loop": 30.0, "suite": 180.0,
           "runtime": 6.5, "cold": 5.0, "warm": 200.0}
PLAIN_BUILD = """\
import sys
from mkdocs.commands.build import build
from mkdocs.config import load_config
for config in sys.argv[1:]:
    build(load_config(config))
"""


@dataclass
class Figure:
    name: str
    value: str
    target: str = ""
    ok: bool | None = None  # None: no target

    def row(self) -> str:
        verdict = "" if self.ok is None else ("ok" if self.ok else "**MISSED**")
        return f"| {self.name} | {self.value} | {self.target} | {verdict} |"


def say(text: str) -> None:
    print(f"bench: {text}", file=sys.stderr, flush=True)


def run(args: list, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in args], cwd=ROOT, capture_output=True, text=True)
    if check and done.returncode != 0:
        sys.exit(f"bench: {' '.join(map(str, args[:4]))} failed:\n{done.stderr[-3000:]}")
    return done


def timed(args: list) -> float:
    start = time.perf_counter()
    run(args)
    return time.perf_counter() - start


def interleaved(runs: int, commands: dict[str, list], timer=timed) -> dict[str, list[float]]:
    """Each command ``runs`` times, taking turns (a, b, a, b...): the wall time of each run, by name."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for i in range(runs):
        for name, args in commands.items():
            say(f"{name} ({i + 1}/{runs})")
            times[name].append(timer(args))
    return times


def spread(times: list[float]) -> str:
    """``7.1 s (6.9–7.8 s, 5 runs)``: the median, then the fastest and the slowest run."""
    return f"{statistics.median(times):.1f} s ({min(times):.1f}–{max(times):.1f} s, {len(times)} runs)"


def cost(ours: list[float], plain: list[float]) -> tuple[float, float, float]:
    """Our extra cost in %: the median of the ratios of the runs made side by side, and the lowest and highest."""
    ratios = [(a / b - 1) * 100 for a, b in zip(ours, plain, strict=True)]
    return statistics.median(ratios), min(ratios), max(ratios)


def gz(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def kb(n: float) -> str:
    return f"{n / 1000:.1f} KB"


# --------------------------------------------------------------------- (a) (b) builds


def plain_project(tmp: Path) -> list[Path]:
    """The staged pages of every language (step (a) of our build, run once here) and one plain MkDocs configuration
    per language; returns the configurations: mkdocs.yml with the language's keys and the staged navigation written
    out, what our build gives the builder (step (b))."""
    from . import pipeline
    from .site import config as site_config
    from .site import stage

    loaded = pipeline.checked(run=False)
    runs = pipeline.run_examples(loaded)
    raw = yaml.safe_load(site_config.CONFIG.read_text(encoding="utf-8"))
    configs = []
    for lang in LANGS:
        staged = stage.stage(loaded, runs, lang, tmp / "pages" / lang, site_config.repo_links())
        config = {**raw, **site_config.overrides(lang, tmp / "plain"), "docs_dir": str(staged.docs_dir),
                  "nav": staged.nav}
        config["theme"]["custom_dir"] = str(ROOT / raw["theme"]["custom_dir"])
        path = tmp / f"plain-{lang}.yml"
        path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
        configs.append(path)
    return configs


def pages_in(site: Path) -> int:
    return sum(1 for lang in LANGS for p in (site / lang).rglob("*.html") if p.name != "404.html")


def builds(tmp: Path, runs: int) -> tuple[list[Figure], Path]:
    configs = plain_project(tmp)
    times = interleaved(runs, {"our build of the three sites": [PY, "-m", "marquoir.site", "build",
                                                                "--out", tmp / "site"],
                               "plain Material build of the same staged pages": [PY, "-c", PLAIN_BUILD, *configs]})
    ours, plain = times.values()
    n, n_plain = pages_in(tmp / "site"), pages_in(tmp / "plain")
    extra, low, high = cost(ours, plain)
    same = "" if n == n_plain else f" (plain build: {n_plain} pages!)"
    return [
        Figure("(a) build of the three sites, median", spread(ours)),
        Figure("(a) per page", f"{statistics.median(ours) / n * 1000:.0f} ms ({n} pages){same}"),
        Figure("(b) plain Material build of the same staged pages, median", spread(plain)),
        Figure("(b) cost of our generation, median of the side-by-side runs",
               f"{extra:+.1f} % ({low:+.1f} to {high:+.1f} %)", f"≤ {TARGETS['generation']:.0f} %",
               extra <= TARGETS["generation"]),
    ], tmp / "site"


# ------------------------------------------------------------------------ (c) tests


SUITES = {  # name, ./scripts/test's arguments, target
    "fast": ("(c) fast loop: ./scripts/test --fast", ["--fast"], "fast_loop"),
    "whole": ("(c) whole suite: ./scripts/test", [], "suite"),
}


def summary(stdout: str) -> str:
    """pytest's closing line without its ``=`` frame: ``1578 passed, 7 skipped in 25.10s``."""
    closing = re.compile(r"\b\d+ (passed|failed|errors?|skipped|deselected)\b.* in [0-9.]+s")
    return next((line.strip("= ") for line in reversed(stdout.splitlines()) if closing.search(line)), "?")


def test_suite(which: str) -> Figure:
    name, args, target = SUITES[which]
    command = ["bash", ROOT / "scripts" / "test", *args, "-p", "no:cacheprovider"]
    say(f"{name} (wall time)")
    start = time.perf_counter()
    done = run(command, check=False)
    elapsed = time.perf_counter() - start
    failed = "" if done.returncode == 0 else ", **failing**"
    return Figure(name, f"{elapsed:.0f} s ({summary(done.stdout)}{failed})", f"≤ {TARGETS[target]:.0f} s",
                  elapsed <= TARGETS[target])


# --------------------------------------------------------------------- (d) (e) weight


class _Assets(HTMLParser):
    """The stylesheets and scripts a page loads: ``<link rel=stylesheet href>`` and ``<script src>``."""

    def __init__(self):
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "link" and "stylesheet" in (a.get("rel") or "").split() and a.get("href"):
            self.urls.append(a["href"])
        elif tag == "script" and a.get("src"):
            self.urls.append(a["src"])


def first_view(site: Path, page: str = PAGE) -> tuple[int, list[tuple[str, int]]]:
    """Gzipped bytes of ``page`` and of each stylesheet and script it loads: (total, [(file, bytes)])."""
    html = site / page
    parser = _Assets()
    parser.feed(html.read_text(encoding="utf-8"))
    files = [(page, gz(html))]
    for url in parser.urls:
        if "//" in url:  # the site must load nothing from elsewhere (and we could not weigh it)
            raise SystemExit(f"bench: {page} loads {url} from outside the site")
        path = (html.parent / url.split("?")[0].split("#")[0]).resolve()
        files.append((str(path.relative_to(site.resolve())), gz(path)))
    return sum(n for _, n in files), files


def weights(site: Path) -> list[Figure]:
    total, files = first_view(site)
    figures = [Figure(f"(d) first view of {PAGE} ({len(files)} files)", kb(total),
                      f"≤ {TARGETS['first_view']:.0f} KB", total <= TARGETS["first_view"] * 1000)]
    figures += [Figure(f"(d) · {name}", kb(n)) for name, n in files]
    return figures + bench_search.figures(site, Figure)


# ----------------------------------------------------------------------- (f) engine


def games_per_second(edition: str, games: int) -> float:
    """Random complete 4-player games per CPU second (CPU time: steadier than wall time on a shared machine)."""
    from .engine.simulate import random_game

    kwargs = {} if edition == "moyen-age" else {"edition": edition}
    random_game(4, 0, **kwargs)  # loads the cards; fails here if the engine does not play the edition
    start = time.process_time()
    for seed in range(games):
        random_game(4, seed, **kwargs)
    return games / (time.process_time() - start)


def engine(games: int) -> list[Figure]:
    figures = []
    for edition, name in (("moyen-age", "Middle Ages"), ("antiquite", "Antiquity")):
        say(f"engine: {games} random 4-player games, {name}")
        target = f"≥ {TARGETS['games']:.0f} games/s"
        try:
            rate = games_per_second(edition, games)
        except Exception as e:  # an edition the engine does not play (yet) is reported, not fatal
            figures.append(Figure(f"(f) engine, {name}", f"not measured: {type(e).__name__}: {e}"[:120], target))
            continue
        figures.append(Figure(f"(f) engine, {name}, random complete 4-player games", f"{rate:.0f} games/s", target,
                              rate >= TARGETS["games"]))
    return figures


# ------------------------------------------------------------ (g) engine in the browser

CHECKER = "fr/moyen-age/verifier.html"
COLD_CASE = "tests/scenarios/moyen-age/d03-ecus-rates.yaml"
WARM_CASE = "tests/scenarios/moyen-age/d04-escalation-on-one-site.yaml"
RUN_IN_PAGE = VERDICT  # from pressing the checker's button to its verdict, measured in the page


def runtime_bytes(site: Path) -> int:
    """Gzipped bytes of what a browser downloads the first time the checker runs (the page itself excepted)."""
    engine = site / "fr" / "assets" / "engine"
    return sum(gz(p) for p in engine.rglob("*") if p.is_file())


def median(values: list[float]) -> float:
    values = sorted(values)
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def verdict_times(site: Path, runs: int) -> tuple[list[float], list[float]]:
    """Milliseconds from the button to the verdict: ``runs`` cold runs (each in a new browser context) and, in each,
    three warm runs."""
    import threading

    from playwright.sync_api import sync_playwright

    from .staticserve import serve

    server = serve(str(site), 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{CHECKER}"
    cold_case, warm_case = ((ROOT / case).read_text(encoding="utf-8") for case in (COLD_CASE, WARM_CASE))
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    cold, warm = [], []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, headless=True, args=[
                "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--no-first-run", "--disable-features=AutofillServerCommunication"])
            for i in range(runs):
                say(f"the checker's first verdict, cold then warm ({i + 1}/{runs})")
                context = browser.new_context(service_workers="block")  # nothing cached, nothing kept
                page = context.new_page()
                page.goto(url)
                page.locator("[data-case][data-case-ready]").wait_for()
                ms, code = page.evaluate(RUN_IN_PAGE, cold_case)
                if code != "0":
                    raise RuntimeError(f"the cold case gave exit {code}")
                cold.append(ms)
                for _ in range(3):
                    ms, code = page.evaluate(RUN_IN_PAGE, warm_case)
                    warm.append(ms)
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return cold, warm


def browser_engine(site: Path, runs: int) -> list[Figure]:
    size = runtime_bytes(site)
    figures = [Figure("(g) engine in the browser, downloaded on first use (gzipped)", f"{size / 1e6:.2f} MB",
                      f"≤ {TARGETS['runtime']} MB", size <= TARGETS["runtime"] * 1e6)]
    try:
        cold, warm = verdict_times(site, runs)
    except Exception as e:  # no Chromium here: reported, not fatal
        return figures + [Figure("(g) first verdict", f"not measured: {type(e).__name__}: {e}"[:120])]
    c, w = median(cold) / 1000, median(warm)
    return figures + [
        Figure(f"(g) first verdict, cold (median of {len(cold)})", f"{c:.1f} s", f"≤ {TARGETS['cold']:.0f} s",
               c <= TARGETS["cold"]),
        Figure(f"(g) verdict, warm (median of {len(warm)})", f"{w:.0f} ms", f"≤ {TARGETS['warm']:.0f} ms",
               w <= TARGETS["warm"]),
    ]


def pages(site: Path, runs: int) -> list[Figure]:
    return [Figure(*row) for row in page_figures(site, runs, say)]


# ---------------------------------------------------------------------------- main


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    commit = run(["git", "rev-parse", "--short", "HEAD"], check=False).stdout.strip() or "?"
    if run(["git", "status", "--porcelain", "--untracked-files=no"], check=False).stdout.strip():
        commit += " + local changes"
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    date = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    return (f"{date} · {cpu}, {os.cpu_count()} cores · Python {platform.python_version()} · "
            f"commit {commit} · load average at start {load}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="./scripts/bench",
                                     description="Marquoir's figures on this machine, each next to its target.",
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 2)[2])
    parser.add_argument("--runs", type=int, default=5,
                        help="builds of each kind, interleaved; the medians count (default 5)")
    parser.add_argument("--skip-tests", action="store_true", help="do not time the fast loop and the whole suite")
    parser.add_argument("--games", type=int, default=500, help="random games per edition (default 500)")
    parser.add_argument("--builds-only", action="store_true", help="only the builds, (a) and (b)")
    args = parser.parse_args(argv)

    header = machine()
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="marquoir-bench-") as tmp:
        built, site = builds(Path(tmp), max(1, args.runs))
        figures += built
        if not args.builds_only:
            figures += weights(site) + browser_engine(site, max(1, args.runs)) + pages(site, max(1, args.runs))
    if not (args.skip_tests or args.builds_only):
        figures += [test_suite("fast"), test_suite("whole")]
    if not args.builds_only:
        figures += engine(args.games)

    print(f"Marquoir benchmarks — {header}\n")
    print("| figure | value | target | |\n|---|---|---|---|")
    for figure in sorted(figures, key=lambda f: f.name[:3]):  # (a) to (j), each group in its own order
        print(figure.row())
    missed = [f.name for f in figures if f.ok is False]
    print(f"\n{len(missed)} target(s) missed" + (": " + "; ".join(missed) if missed else "") + ".")
    return 0


if __name__ == "__main__":
    sys.exit(main())
