"""Helpers shared by the tests of `marquoir check` (tests/scenarios/ and the engine's Antiquity scenarios): a base
scenario to break, a file writer, the command in this process and as a reader runs it."""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
import sys
from pathlib import Path

from marquoir.cli import main

MARQUOIR = Path(sys.executable).parent / "marquoir"

BASE = """\
players: [Alice, Bruno]
setup:
  Alice:
    ecus: 10
    workers: [compagnon-3]
    sites: {chapelle: [compagnon-5, apprenti-4]}
moves:
  - send compagnon-3 to chapelle
expect:
  Alice: {ecus: 24, vp: 5}
"""
"""A scenario that holds (the rulebook's Chapelle, moyen-age/rulebook-chapelle.yaml, cut to its figures): the tests
break one line of it at a time."""


def write(tmp_path, text, name="scenario.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def marquoir(*args):
    """``marquoir ARGS`` in this process (``marquoir.cli.main``, the console script's entry point), its exit code,
    stdout and stderr captured; never a traceback."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    assert "Traceback" not in out.getvalue() + err.getvalue(), err.getvalue()
    return subprocess.CompletedProcess(["marquoir", *map(str, args)], code, out.getvalue(), err.getvalue())


def console(*args):
    """The installed ``marquoir`` console script, as a reader runs it: its own process, exit code and streams."""
    exe = str(MARQUOIR) if MARQUOIR.exists() else shutil.which("marquoir")
    assert exe, "the marquoir console script is not installed (run ./scripts/test to create .venv)"
    done = subprocess.run([exe, *map(str, args)], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done
