"""Helpers shared by the scenario tests (imported as a plain module: pytest puts this folder on sys.path)."""

from __future__ import annotations

import contextlib
import io
import subprocess

from marquoir.cli import main

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
