"""./scripts/bench's build figures, each next to its target:

(a) our build: ``python -m marquoir.site build --out TMP`` (three sites: the three steps, staging, builder, what is
    ours), and per page;
(b) a plain Material build of the same staged pages: the folders step (a) of our build writes (the generated pages and
    the hand-written ``docs/<lang>/`` files), built per language by plain MkDocs from ``mkdocs.yml`` with the same
    navigation (same theme, Markdown extensions and plugins): step (b) alone.

The two builds take turns (ours, plain, ours, plain...) so that both see the same moments of a shared machine. Each
run is timed twice: its wall time and its CPU time (user and system, of the build's process: on a machine shared with
other work, CPU time moves less). Each is reported as its median and its spread (min–max), and the cost of our
generation as the median of the pairs' ratios a / b - 1, in wall time and in CPU time: one noisy run cannot flip the
verdict. No cache is kept from one build to the next by either build (the trimmed standard library of the engine,
``.cache/browser/``, is made once per machine, as for a reader's first build): both figures are cold.

Then one more run of our build says where its time goes (``--timings``: each step of
:data:`marquoir.site.build.STEPS`, and the rest: starting Python and the imports), and how much of the plain build's
time the checks a strict build makes before any page (facts, worked examples) take alone.

Both builds run on compiled bytecode: the builder's packages were compiled when pip installed them, and Marquoir's
package is compiled before the runs (``compileall``), as Python does on its first run unless
``PYTHONDONTWRITEBYTECODE`` is set (it is on some machines: without this, our build alone would compile its modules
on every run).
"""

from __future__ import annotations

import compileall
import json
import os
import resource
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import yaml

from .paths import ROOT
from .vocab import LANGS

PY = sys.executable
TARGET = 15.0  # % of a plain build of the same pages
PLAIN_BUILD = """\
import sys
from mkdocs.commands.build import build
from mkdocs.config import load_config
for config in sys.argv[1:]:
    build(load_config(config))
"""


@dataclass(frozen=True)
class Run:
    """One run of a command: its wall time and its CPU time (user + system), in seconds; ``busy``: how many of the
    machine's core-seconds were busy meanwhile, and of how many (None where the system does not say)."""

    wall: float
    cpu: float
    busy: tuple[float, float] | None = None


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cores_busy(stat: str) -> tuple[int, int]:
    """(busy, all) core-time since boot, in the system's ticks, from the first line of Linux's ``/proc/stat`` (``cpu
    user nice system idle iowait irq softirq steal ...``): busy is user, nice, system, irq and softirq; all adds idle,
    iowait and steal (time the host gave to other machines)."""
    user, nice, system, idle, iowait, irq, softirq, steal = (int(x) for x in stat.split()[1:9])
    busy = user + nice + system + irq + softirq
    return busy, busy + idle + iowait + steal


def machine_busy() -> tuple[int, int] | None:
    """:func:`cores_busy` of this machine now; None without ``/proc/stat`` (not Linux)."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            return cores_busy(f.readline())
    except OSError:
        return None


def timed(args: list, run) -> Run:
    """Wall and CPU time of ``run(args)`` (a command run to its end: its CPU is counted once it is waited for), and
    the machine's busy core-seconds meanwhile: every process's, those the command's children leave to others too
    (Chromium's, started by Playwright's driver) and any other work on the machine."""
    start, cpu, before = time.perf_counter(), children_cpu(), machine_busy()
    run(args)
    after = machine_busy()
    tick = 1 / os.sysconf("SC_CLK_TCK")  # seconds per tick; counted in ticks, so that busy never exceeds all
    busy = ((after[0] - before[0]) * tick, (after[1] - before[1]) * tick) if before and after else None
    return Run(time.perf_counter() - start, children_cpu() - cpu, busy)


def interleaved(runs: int, commands: dict[str, list], timer, say=lambda text: None) -> dict[str, list]:
    """Each command ``runs`` times, taking turns (a, b, a, b...): what ``timer(args)`` measured of each run, by name
    (``say``: what is being run)."""
    times: dict[str, list] = {name: [] for name in commands}
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


def compiled() -> None:
    """Marquoir's package compiled to bytecode (quietly; what is up to date is left), as the builder's packages are."""
    compileall.compile_dir(str(Path(__file__).parent), quiet=1, workers=1)


def pages_in(site: Path) -> int:
    return sum(1 for lang in LANGS for p in (site / lang).rglob("*.html") if p.name != "404.html")


def figures(tmp: Path, runs: int, figure, run, say) -> tuple[list, Path]:
    """The rows of (a) and (b) (``figure`` is bench.Figure, ``run`` runs a command to its end, ``say`` tells what is
    being done) and our built site."""
    compiled()
    configs = plain_project(tmp)
    env_note = " (PYTHONDONTWRITEBYTECODE set: Marquoir compiled first)" if os.environ.get(
        "PYTHONDONTWRITEBYTECODE") else ""
    times = interleaved(runs, {"our build of the three sites": [PY, "-m", "marquoir.site", "build",
                                                                "--out", tmp / "site"],
                               "plain Material build of the same staged pages": [PY, "-c", PLAIN_BUILD, *configs]},
                        lambda args: timed(args, run), say)
    ours, plain = times.values()
    n, n_plain = pages_in(tmp / "site"), pages_in(tmp / "plain")
    same = "" if n == n_plain else f" (plain build: {n_plain} pages!)"
    rows = [
        figure("(a) build of the three sites, median", spread([r.wall for r in ours])),
        figure("(a) · CPU time, median", spread([r.cpu for r in ours])),
        figure("(a) per page", f"{statistics.median(r.wall for r in ours) / n * 1000:.0f} ms ({n} pages){same}"),
        figure("(b) plain Material build of the same staged pages, median", spread([r.wall for r in plain])),
        figure("(b) · CPU time, median", spread([r.cpu for r in plain])),
    ]
    for what, key in (("wall time", "wall"), ("CPU time", "cpu")):
        extra, low, high = cost([getattr(r, key) for r in ours], [getattr(r, key) for r in plain])
        rows.append(figure(f"(b) cost of our generation, {what}, median of the side-by-side runs{env_note}",
                           f"{extra:+.1f} % ({low:+.1f} to {high:+.1f} %)", f"≤ {TARGET:.0f} %", extra <= TARGET))
        env_note = ""
    say("our build of the three sites, its steps timed")
    rows += steps_rows(tmp, statistics.median(r.wall for r in plain), figure, run)
    return rows, tmp / "site"


def steps_rows(tmp: Path, plain: float, figure, run) -> list:
    """One more run of our build, with ``--timings``: where its time went, step by step, and the share of ``plain``
    (the plain build's median wall time) that the checks before any page take."""
    from .site.build import STEPS

    timings = tmp / "timings.json"
    whole = timed([PY, "-m", "marquoir.site", "build", "--out", tmp / "site-timed", "--timings", timings], run)
    spent = json.loads(timings.read_text(encoding="utf-8"))
    parts = [f"{STEPS[step]} {spent.get(step, 0.0):.2f} s" for step in STEPS]
    parts.append(f"starting Python and the imports {whole.wall - sum(spent.values()):.2f} s")
    checks = spent["facts"] + spent["examples"]
    return [figure("(a) · where one more run's time went", " · ".join(parts)),
            figure("(b) · the checks before any page alone (facts, worked examples), of (b)",
                   f"+{checks / plain * 100:.1f} % ({checks:.2f} s)")]
