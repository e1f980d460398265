"""Shared fixtures: a small rules folder to break on purpose, the project's rules to break, the built site;
the Hypothesis profile; the order of the tests (long ones first, those that need the built site last)."""

from __future__ import annotations

import fcntl
import gc
import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from collections.abc import Mapping
from pathlib import Path

import pytest
from hypothesis import is_hypothesis_test, settings

ROOT = Path(__file__).resolve().parents[1]

# Hypothesis: the same examples on every run and in every xdist worker (derandomize), and no example
# database (a directory several workers would write at once, and a source of runs that differ).
settings.register_profile("marquoir", derandomize=True, database=None)
# The edit loop (./scripts/test --fast: pytest_configure below loads marquoir-fast) tries a fifth of the examples
# (tests/hypothesis_budget.py); the whole suite and CI try them all.
settings.register_profile("marquoir-fast", parent=settings.get_profile("marquoir"), max_examples=20)
settings.load_profile(os.environ.get("MARQUOIR_HYPOTHESIS_PROFILE", "marquoir"))

# Python's cycle collector starts after every 700 objects made and not yet freed, and each of its passes walks
# what the tests keep for the whole run (the loaded facts, rendered pages, cards, games). With a first generation
# of 50,000 (the second and the oldest five and ten times less often than by default) the fast loop took a tenth
# less CPU (2026-12-05, in one process, taking turns: 35.1-40.1 s with the defaults, 31.6-34.1 s with these). No result
# changes: an object is still freed when its last reference goes; only objects in a cycle wait a little longer.
gc.set_threshold(50_000, 50, 100)

SOURCE = """
- kind: source
  id: r-fr
  edition: moyen-age
  label: R-FR
  name: {fr: Règle française, en: French rulebook, ja: フランス語版ルール}
  authority: official
  title: {fr: Règle, en: Rulebook, ja: ルール}
  address: https://example.org/rules.pdf
  covers: {fr: Tout, en: All, ja: 全部}
  trust: {fr: Primaire, en: Primary, ja: 一次資料}
  reviewed: 2026-11-30
"""

TERM = """
- kind: term
  id: ecu
  edition: both
  term: {fr: écu, en: écu, ja: コイン}
  definition: {fr: La monnaie., en: The money., ja: お金。}
  sources: [{source: r-fr, page: 1}]
  reviewed: 2026-11-30
"""

EDITION = """
kind: edition
id: moyen-age
edition: moyen-age
title: {fr: Moyen Âge, en: Middle Ages, ja: 中世}
tagline: {fr: Construire., en: Build., ja: 建てる。}
players: [2, 4]
minutes: 30
age: 10
year: "2013"
author: Frédéric Henry
illustrator: Sabrina Miramon
publisher: Bombyx
contents: {fr: Des cartes., en: Cards., ja: カード。}
sources: [{source: r-fr, page: 1}]
reviewed: 2026-11-30
"""


OUT_OF_THE_LOOP = ("slow", "browser", "site", "process")
"""The marks of the tests the edit loop leaves out (``--fast``; their meanings: pyproject.toml); the whole suite
runs them all."""


def pytest_addoption(parser):
    parser.addoption("--screenshots", action="store_true",
                     help="browser tests save screenshots of the pages they drive under test-output/, for a person to "
                          "look at (off by default: a full-page screenshot costs as much as the step it shows)")
    parser.addoption("--fast", action="store_true",
                     help="the edit loop (./scripts/test --fast): leaves out the tests marked "
                          f"{', '.join(OUT_OF_THE_LOOP)} and tries a fifth of Hypothesis's examples (marquoir-fast)")


def pytest_configure(config):
    if config.getoption("--fast"):
        loop = " and ".join(f"not {mark}" for mark in OUT_OF_THE_LOOP)
        config.option.markexpr = f"({config.option.markexpr}) and {loop}" if config.option.markexpr else loop
        settings.load_profile("marquoir-fast")


@pytest.fixture
def rules(tmp_path, monkeypatch):
    """A minimal valid rules folder; write more files with ``rules.write(name, text)``."""

    class Rules:
        root = tmp_path / "rules"

        def write(self, name: str, text: str) -> Path:
            path = self.root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
            return path

    r = Rules()
    r.write("communs/sources.yaml", SOURCE)
    r.write("communs/glossaire.yaml", TERM)
    r.write("moyen-age/edition.yaml", EDITION)
    monkeypatch.setenv("MARQUOIR_RULES", str(r.root))
    return r


@pytest.fixture(scope="session")
def project():
    """The project's own rules/ (or ``$MARQUOIR_RULES``), loaded and checked once per session as the build checks them
    (the models, the references, the engine's rule ids, the text lint): a :class:`marquoir.facts.loader.Loaded`
    (facts, translation lock and status). The facts are frozen models; share them, do not change them."""
    from marquoir import pipeline

    return pipeline.checked(run=False)


@pytest.fixture(scope="session")
def project_facts(project):
    """The project's facts (:func:`project`'s), once per session."""
    return project.facts


@pytest.fixture(scope="session")
def project_runs(project):
    """The project's worked examples, each run once per session: their games as data, by fact key (what the build
    renders the steps tables from)."""
    from marquoir import pipeline

    return pipeline.run_examples(project)


class _Sites(Mapping):
    """The project's generated pages by language (``fr``, ``en``, ``ja``), each language rendered the first time a
    test asks for it, then kept."""

    def __init__(self, render):
        self._render, self._sites = render, {}

    def __getitem__(self, lang: str):
        from marquoir.vocab import LANGS

        if lang not in LANGS:
            raise KeyError(lang)
        if lang not in self._sites:
            self._sites[lang] = self._render(lang)
        return self._sites[lang]

    def __iter__(self):
        from marquoir.vocab import LANGS

        return iter(LANGS)

    def __len__(self) -> int:
        from marquoir.vocab import LANGS

        return len(LANGS)


@pytest.fixture(scope="session")
def project_sites(project, project_runs):
    """``project_sites[lang]``: the project's generated pages in ``lang`` as the build renders them (with the worked
    examples' steps; no repository links), rendered once per session and language, on first use: never at import,
    so that an xdist worker renders only what its tests need."""
    from marquoir import pipeline

    return _Sites(lambda lang: pipeline.render(project, lang, project_runs))


@pytest.fixture
def repo_rules(tmp_path, monkeypatch):
    """A copy of the project's own rules/, to break on purpose."""
    root = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", root)
    monkeypatch.setenv("MARQUOIR_RULES", str(root))
    return root


def _build_command(out: Path, langs: tuple[str, ...] = (), extra: tuple[str, ...] = ()) -> list[str]:
    only = [arg for lang in langs for arg in ("--lang", lang)]
    return [sys.executable, "-m", "marquoir.site", "build", "--out", str(out), *only, *extra]


def _run_build(out: Path, env: dict | None = None, langs: tuple[str, ...] = (),
               extra: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    return subprocess.run(_build_command(out, langs, extra), cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **(env or {})})


@pytest.fixture
def run_build():
    """Run the real build command: ``run_build(out, env=None, langs=(), extra=())`` (``python -m marquoir.site
    build``; ``extra``: more arguments, e.g. ``("--builder", "properdocs")``)."""
    return _run_build


# ----------------------------------------------------------------------------------- the built site
#
# The three sites are built once per test run with the real build command, whatever the number of
# xdist workers: the first worker that sees a collected test using ``built_site`` starts the build in
# the background (a file lock in the directory the workers share makes it the only one), and
# ``built_site`` waits for its result. The build so runs beside the other tests instead of keeping a
# worker (or two) idle, and ``pytest_collection_modifyitems`` below puts the tests that need it last.

BUILD_WAIT = 600  # seconds: a build takes about 10 s on two busy cores

_RUN_AND_RECORD = """\
import json, os, signal, subprocess, sys
result, command = sys.argv[1], sys.argv[2:]
child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
signal.signal(signal.SIGTERM, lambda *_: (child.terminate(), child.wait(), sys.exit(1)))
stderr = child.communicate()[1]
with open(result + ".tmp", "w", encoding="utf-8") as f:
    json.dump({"returncode": child.returncode, "stderr": stderr}, f)
os.replace(result + ".tmp", result)
"""
"""Runs a command and writes its return code and stderr to a file, atomically, for any worker to read;
ended (SIGTERM), it ends the command. It stays in the test run's process group: Ctrl-C ends it too."""


def _shared_dir(config, tmp_path_factory) -> Path:
    """A directory every worker of this run shares (this run's own: nothing is reused from another run)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if hasattr(config, "workerinput") else base  # an xdist worker: basetemp/popen-gwN


class SiteBuild:
    """This run's build of the three sites: ``site`` is where it goes, ``result`` records how it went."""

    def __init__(self, shared: Path):
        self.site = shared / "built" / "site"
        self.result = shared / "built-site.json"
        self.started = shared / "built-site.pid"
        self.lock = shared / "built-site.lock"
        self.timings = shared / "built-site-timings.json"  # the build's --timings: what each step took
        self.process: subprocess.Popen | None = None  # when this process started it

    def start(self) -> None:
        """Start the build in the background, unless a worker of this run already has."""
        with open(self.lock, "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
            if self.started.exists():
                return
            self.site.parent.mkdir(parents=True, exist_ok=True)
            self.process = subprocess.Popen([sys.executable, "-c", _RUN_AND_RECORD, str(self.result),
                                             *_build_command(self.site, extra=("--timings", str(self.timings)))],
                                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.started.write_text(str(self.process.pid), encoding="utf-8")

    def _running(self) -> bool:
        if self.process is not None:
            return self.process.poll() is None
        try:
            os.kill(int(self.started.read_text(encoding="utf-8")), 0)
        except ProcessLookupError:
            return False
        return True

    def wait(self) -> dict:
        """The build's return code and stderr once it has finished (started now if no worker has)."""
        self.start()
        deadline = time.monotonic() + BUILD_WAIT
        while not self.result.exists():
            if not self._running() and not self.result.exists():
                pytest.fail("the site build stopped without recording its result", pytrace=False)
            if time.monotonic() > deadline:
                pytest.fail(f"the site build took more than {BUILD_WAIT} s", pytrace=False)
            time.sleep(0.05)  # polling for a file another process writes
        return json.loads(self.result.read_text(encoding="utf-8"))

    def stop(self, stopping: bool) -> None:
        """At the end of the session, a build this process started is waited for (another worker may still
        need it), or ended if the run is stopping early (``-x``, ``--maxfail``, Ctrl-C)."""
        if self.process is None or self.process.poll() is not None:
            return
        try:
            if not stopping:
                self.process.wait(timeout=BUILD_WAIT)
                return
        except (subprocess.TimeoutExpired, KeyboardInterrupt):
            pass
        self.process.terminate()
        self.process.wait()


def _needs_site(item: pytest.Item) -> bool:
    return "built_site" in getattr(item, "fixturenames", ())


@pytest.fixture(scope="session")
def _site_build(request, tmp_path_factory) -> SiteBuild:
    build = SiteBuild(_shared_dir(request.config, tmp_path_factory))
    yield build
    build.stop(stopping=bool(request.session.shouldfail or request.session.shouldstop))


@pytest.fixture(scope="session", autouse=True)
def _start_site_build(request, _site_build):
    """Starts the site build in the background at the start of a run whose tests need it."""
    if any(_needs_site(item) for item in request.session.items):
        _site_build.start()


@pytest.fixture(scope="session")
def built_site(_site_build) -> Path:
    """The three sites, built once per test run (for all xdist workers) with the real build command."""
    result = _site_build.wait()
    assert result["returncode"] == 0, result["stderr"]
    assert "WARNING" not in result["stderr"], result["stderr"]
    return _site_build.site


@pytest.fixture(scope="session")
def build_timings(built_site, _site_build) -> dict:
    """The seconds each step of that build took, as the build wrote them (``--timings``)."""
    return json.loads(_site_build.timings.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------------- the order


def _is_long(item: pytest.Item) -> bool:
    return item.get_closest_marker("slow") is not None or is_hypothesis_test(getattr(item, "obj", None))


@pytest.hookimpl(tryfirst=True)  # before -m deselects: the marker added here counts
def pytest_collection_modifyitems(config, items):
    """Every test that uses the built site is marked ``site``: the fast loop (``./scripts/test --fast``) leaves them
    out, so that it builds nothing; the whole suite runs them. Then the order: long tests first (marked slow, or
    driven by Hypothesis), the tests that need the built site last.

    With ``-n`` (pytest-xdist), the long ones then run beside the rest instead of at the end of a worker's
    queue, and the site is built in the background by the time its tests come. The order is the same in
    every worker (xdist checks it)."""
    for item in items:
        if _needs_site(item):
            item.add_marker(pytest.mark.site)
    rank = {id(item): 0 if _is_long(item) else 2 if _needs_site(item) else 1 for item in items}
    items.sort(key=lambda item: rank[id(item)])  # stable: file order within each group


# ------------------------------------------------------------------------------ tests that start a program
#
# The edit loop starts no other program (Node, a fresh Python, the console script, ruff, a build in a process):
# a test whose body starts one is marked ``process`` (or another mark of OUT_OF_THE_LOOP), and fails here if it is
# not, in the whole suite as in the loop. Fixtures are not watched: the site's build, started by the first test of
# a run that needs it, serves only tests marked ``site``. Mutation: the mark taken off the linter's test → it fails,
# saying "starts another program (python -m ruff ...)"; taken off all 26, the 26 fail and no other test.

_calling: list[pytest.Item] = []
"""The test whose body is running (none during fixtures' setup and teardown)."""
_start_program = subprocess.Popen.__init__


def _checked_start(self, args, *more, **options):
    item = _calling[-1] if _calling else None
    if item is not None and not any(item.get_closest_marker(mark) for mark in OUT_OF_THE_LOOP):
        words = [str(word) for word in args] if isinstance(args, (list, tuple)) else str(args).split()
        program = " ".join([Path(words[0]).name, *words[1:3]])
        pytest.fail(f"{item.nodeid} starts another program ({program} ...): mark it @pytest.mark.process, which "
                    "leaves it out of the edit loop (./scripts/test --fast)", pytrace=False)
    _start_program(self, args, *more, **options)


subprocess.Popen.__init__ = _checked_start


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    _calling.append(item)
    try:
        return (yield)
    finally:
        _calling.pop()
