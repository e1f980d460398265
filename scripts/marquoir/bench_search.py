"""./scripts/bench's search figures (issue #15), on a built site, each next to its target:

(e) what the first search downloads in each language: the files the box loads on its first use (MiniSearch, the
    search, its stylesheet, the language's data), each gzipped;
(h) the search-quality suite (tests/search/queries.yaml) through the page's own search, in Node: the share of
    queries answered first and among the first three, per language; then the same for the fresh set
    (tests/search/fresh.yaml, questions written before the search was tuned on them) and its held-out part;
(i) the time of a search after a keystroke, in Node: every prefix of every query of the suite, median (and the 90th
    percentile), per language; the time to build the index on the first use is printed beside it.

The figures come from ``bench_search.mjs`` (the site's own scripts run as the page runs them).
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import yamlsafe
from .paths import ROOT
from .site.search import DATA, assets
from .vocab import LANGS

QUERIES = ROOT / "tests" / "search" / "queries.yaml"
FRESH = ROOT / "tests" / "search" / "fresh.yaml"
SCRIPT = Path(__file__).with_name("bench_search.mjs")
FIRST_SEARCH = (f"{assets.OUT}/minisearch.js", f"{assets.OUT}/search.js", f"{assets.OUT}/search.css", DATA)
"""What the box loads on its first use (boot.mjs), from the language's site."""
TARGETS = {"download": 60.0, "keystroke": 50.0, "first": 95.0, "top3": 100.0}


def downloaded(site: Path, lang: str) -> int:
    """Gzipped bytes (level 6) of what the first search of ``lang`` downloads."""
    return sum(len(gzip.compress((site / lang / name).read_bytes(), compresslevel=6)) for name in FIRST_SEARCH)


def measured(site: Path, queries: Path = QUERIES) -> dict:
    """bench_search.mjs's figures for each language of a quality set (the suite by default)."""
    node = shutil.which("node")
    if not node:
        raise RuntimeError("Node.js is missing")
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as f:
        json.dump(yamlsafe.load(queries).data, f, ensure_ascii=False)
    try:
        done = subprocess.run([node, str(SCRIPT), str(site), f.name], capture_output=True, text=True, timeout=600)
    finally:
        Path(f.name).unlink()
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip()[-300:])
    return json.loads(done.stdout)


def figures(site: Path, figure) -> list:
    """The rows (``figure`` is bench.Figure): (e) per language, then (h) and (i) per language."""
    rows = []
    for lang in LANGS:
        size = downloaded(site, lang)
        limit = TARGETS["download"]
        rows.append(figure(f"(e) first search downloads, {lang} (MiniSearch, search, style, data)",
                           f"{size / 1000:.1f} KB", f"≤ {limit:.0f} KB", size <= limit * 1000))
    try:
        found, fresh = measured(site), measured(site, FRESH)
    except Exception as e:  # no Node here: reported, not fatal
        return rows + [figure("(h) search quality", f"not measured: {type(e).__name__}: {e}"[:120])]
    for name, results in (("", found), ("fresh set, ", fresh)):
        for lang, r in results.items():
            rows += quality(figure, f"{name}{lang}", r)
            if name and r["held"]["total"]:
                rows += quality(figure, f"{name}{lang}, held-out part", r["held"])
    for lang, r in found.items():
        median = r["keystroke_median_ms"]
        rows.append(figure(f"(i) search after a keystroke, {lang}, median of {r['keystrokes']} (Node)",
                           f"{median:.1f} ms (90 %: {r['keystroke_p90_ms']:.1f} ms; index built in "
                           f"{r['index_ms']:.0f} ms)", f"≤ {TARGETS['keystroke']:.0f} ms",
                           median <= TARGETS["keystroke"]))
    return rows


def quality(figure, name: str, r: dict) -> list:
    """The two rows of one set of queries: the share answered first and among the first three, next to the goal."""
    first, top3 = 100 * r["first"] / r["total"], 100 * r["top3"] / r["total"]
    return [figure(f"(h) search quality, {name}: answer first ({r['total']} queries)", f"{first:.1f} % ({r['first']})",
                   f"≥ {TARGETS['first']:.0f} %", first >= TARGETS["first"]),
            figure(f"(h) search quality, {name}: answer in the first three", f"{top3:.1f} % ({r['top3']})",
                   f"{TARGETS['top3']:.0f} %", top3 >= TARGETS["top3"])]
