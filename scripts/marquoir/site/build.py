"""``./scripts/build``: the three sites in three plain steps, each computed once and passed forward.

The facts are loaded and checked, and the worked examples run, once for the build (:mod:`marquoir.pipeline`);
the engine of the case checker is made once (:mod:`.engine`). Then, for each language:

(a) its pages are staged as Markdown (:mod:`.stage`);
(b) the builder (MkDocs, or ProperDocs: :mod:`.builders`) builds the staged folder with ``mkdocs.yml``, strict;
(c) what is ours is added to the built site (:mod:`.post`).

Strict: an invalid fact, a failing worked example or any builder warning fails the build. Every language is
built into a temporary folder beside ``out``, swapped in only when all of them are done: a failed build leaves
``out`` as it was, and nothing half-written behind.

Where the time goes: given a ``spent`` dictionary, :func:`build` adds to it the seconds of each of :data:`STEPS`
(``python -m marquoir.site build --timings FILE`` writes them as JSON; ``./scripts/bench`` prints them).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

from .. import pipeline
from ..facts.cards import card_bundle
from ..facts.errors import InvalidFacts
from ..paths import rules_dir
from . import builders, post, runtime, stage
from . import config as site_config
from . import engine as engine_files
from .bundle import BundleError
from .scripts import ScriptError

STEPS = {
    "facts": "facts loaded and checked",
    "examples": "worked examples run",
    "shared": "engine and scripts made once",
    "staged": "(a) pages staged",
    "built": "(b) the builder",
    "finished": "(c) ours added",
}
"""The build's steps as :func:`build` times them (``spent``), each with what it is called where it is shown."""


@contextmanager
def clock(spent: dict | None, step: str):
    """Adds the seconds the ``with`` block takes to ``spent[step]`` (one of :data:`STEPS`); nothing without
    ``spent``."""
    start = time.perf_counter()
    try:
        yield
    finally:
        if spent is not None:
            spent[step] = spent.get(step, 0.0) + time.perf_counter() - start


def say(text: str) -> None:
    print(f"marquoir: {text}", file=sys.stderr)


def _swap_in(tmp: Path, out: Path) -> None:
    """``tmp`` becomes ``out``; the old ``out`` (if any) is removed once the new one is in place."""
    if out.exists():
        old = out.with_name(f".{out.name}-old")
        shutil.rmtree(old, ignore_errors=True)
        out.rename(old)
        tmp.rename(out)
        shutil.rmtree(old, ignore_errors=True)
    else:
        tmp.rename(out)


def build(out: Path, langs: list[str], builder: builders.Builder | None = None, spent: dict | None = None) -> int:
    """Build every language of ``langs`` into ``out`` with ``builder`` (default: MkDocs); the exit code (0 built, 1
    the builder or the engine failed, 2 invalid facts). ``spent``: the seconds of each of :data:`STEPS` are added
    to it."""
    builder = builder or builders.load()
    try:
        runtime.check_package()  # before any page is built: the case checker needs Pyodide in the site
        with clock(spent, "facts"):
            loaded = pipeline.checked(run=False)
        with clock(spent, "examples"):
            runs = pipeline.run_examples(loaded)  # once, for the three languages
    except runtime.RuntimeMissing as e:
        say(str(e))
        return 1
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return 2
    warning = site_config.address_warning()
    if warning:
        print(warning, file=sys.stderr)
    out = Path(out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
    work = Path(tempfile.mkdtemp(prefix=f".{out.name}-stage-", dir=out.parent))  # beside: the engine is linked
    try:
        try:
            with clock(spent, "shared"):
                engine = engine_files.make(work / "engine", card_bundle(loaded.facts, loaded.root)) if langs else None
        except BundleError as e:
            say(str(e))
            return 1
        repo = site_config.repo_links()
        try:
            with clock(spent, "shared"):
                joined = post.joined_scripts()  # the same scripts in the three sites: joined once
        except ScriptError as e:
            say(f"the sites were not built: {e}")
            return 1
        for lang in langs:
            say(f"building the {lang} site")
            try:
                with clock(spent, "staged"):
                    staged = stage.stage(loaded, runs, lang, work / "docs" / lang, repo)
            except stage.StageError as e:
                say(str(e))
                return 2
            with clock(spent, "built"):
                config = builder.config(lang, staged.docs_dir, tmp / lang, staged.nav, strict=True)
            try:
                with clock(spent, "built"):
                    builder.build(config)
            except builder.Abort as e:
                say(f"the {lang} site was not built: {e}")
                return 1
            try:
                with clock(spent, "finished"):
                    post.finish(tmp / lang, post.Context(lang, staged.site, loaded, runs, config.site_url,
                                                         rules_dir(), engine, joined=joined))
            except ScriptError as e:
                say(f"the {lang} site was not built: {e}")
                return 1
        _swap_in(tmp, out)
        say(f"built {', '.join(langs)} and the language chooser in {out}" + (
            f" with {builder.name}" if builder.name != builders.NAMES[0] else ""))
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
