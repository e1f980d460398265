"""``./scripts/bench``: Marquoir's figures on the machine it runs on, each next to its target.

    ./scripts/bench                # everything: 5 builds of each kind, the fast loop, the whole suite (~10 min)
    ./scripts/bench --skip-tests   # without the two test-suite times
    ./scripts/bench --runs 3       # 3 builds of each kind instead of 5
    ./scripts/bench --builds-only  # only (a) and (b)

(a) our build of the three sites and (b) a plain Material build of the same staged pages, interleaved (ours, plain,
    ours, plain...), in wall and CPU time, and the cost of our generation as the median of the pairs' ratios a / b - 1
    (:mod:`marquoir.bench_build`);
(c) the tests, as ``./scripts/test`` runs them (on every core), wall time and CPU time: the fast loop
    (``./scripts/test --fast``: the marks of ``OUT_OF_THE_LOOP`` in tests/conftest.py left out) and the whole suite;
(d) the first view of ``fr/moyen-age/tour.html``: the HTML and every stylesheet and script it loads, each gzipped;
(e) what each language's first search downloads (MiniSearch, the search, the language's data), gzipped;
(f) the engine: random complete 4-player games per CPU second (Middle Ages; Antiquity when the engine plays it);
(g) the engine in the browser (the case checker): what the first use downloads, the first verdict cold and warm
    (:mod:`marquoir.bench_browser`);
(h) the search-quality suite through the page's own search, in Node: answers first and in the first three, per
    language; (i) the time of a search after each keystroke of the suite's queries, median, in Node
    (:mod:`marquoir.bench_search`).
(j) the engine's start in the pages that run it (:mod:`marquoir.bench_pages`): the lesson's first start, later visit
    (the service worker and the engine's memory snapshot warm) and time per move; the case checker's later visit.

Sizes are gzip level 6 (a web server's usual level), in KB of 1,000 bytes. The figures are printed as a
Markdown table (the README's ``## Benchmarks`` keeps the latest). Missing a target is printed, not an error.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from . import bench_browser, bench_build, bench_search
from .bench_browser import gz
from .bench_pages import figures as page_figures
from .paths import ROOT

PY = sys.executable
PAGE = "fr/moyen-age/tour.html"
TARGETS = {"first_view": 80.0, "games": 200.0, "fast_loop": 20.0, "suite": 180.0}
"""Targets of the figures made here; the builds' is bench_build.TARGET, the browser's bench_browser.TARGETS."""


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


def kb(n: float) -> str:
    return f"{n / 1000:.1f} KB"


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
    """The wall time of ``./scripts/test`` (its target), with the CPU time of the processes it waits for (the
    workers') and the machine's busy core-seconds meanwhile (Chromium's included: its processes are not waited for
    by the test run)."""
    name, args, target = SUITES[which]
    command = ["bash", ROOT / "scripts" / "test", *args, "-p", "no:cacheprovider"]
    say(f"{name} (wall and CPU time)")
    done: list[subprocess.CompletedProcess] = []
    spent = bench_build.timed(command, lambda a: done.append(run(a, check=False)))
    failed = "" if done[0].returncode == 0 else ", **failing**"
    for line in done[0].stdout.splitlines():  # pytest's short summary: which tests failed, said where it is read
        if line.startswith(("FAILED ", "ERROR ")):
            say(f"{name}: {line}")
    machine = f"; the machine's cores busy {spent.busy[0]:.0f} of {spent.busy[1]:.0f} s" if spent.busy else ""
    return Figure(name, f"{spent.wall:.0f} s (CPU {spent.cpu:.0f} s{machine}; {summary(done[0].stdout)}{failed})",
                  f"≤ {TARGETS[target]:.0f} s", spent.wall <= TARGETS[target])


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
        built, site = bench_build.figures(Path(tmp), max(1, args.runs), Figure, run, say)
        figures += built
        if not args.builds_only:
            figures += weights(site) + bench_browser.browser_engine(site, max(1, args.runs), Figure, say)
            figures += [Figure(*row) for row in page_figures(site, max(1, args.runs), say)]
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
