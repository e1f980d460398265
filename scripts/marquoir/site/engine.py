"""The engine the case checker runs in the reader's browser, made once per build for the three sites.

:func:`make` writes ``assets/engine/`` once (Pyodide's runtime, trimmed, and the engine's bundle:
:func:`marquoir.site.runtime.write_engine`) into a folder of the build, and hashes each file once;
:func:`install` then links the same files into each language's site (a hard link where the file system
allows it, a copy elsewhere). The service worker versions the engine with those hashes
(:func:`marquoir.site.offline.version`): the three sites carry the same bytes, so the same hashes.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from . import runtime
from .offline import ENGINE_DIR


@dataclass(frozen=True)
class Engine:
    """The engine's files, made once: ``folder`` is laid out as a site (``assets/engine/...``); ``digests`` holds
    the SHA-256 of each file, by its path in a site."""

    folder: Path
    digests: dict[str, bytes]


def make(folder: Path, cards: dict | None = None) -> Engine:
    """Write the engine's files into ``folder`` (:func:`.runtime.write_engine`; ``cards``: the card records of the
    facts the build loaded) and hash each of them once."""
    folder = Path(folder)
    shutil.rmtree(folder / ENGINE_DIR, ignore_errors=True)  # new files: a site may hold links to the old ones
    runtime.write_engine(folder, cards=cards)
    files = sorted(p for p in (folder / ENGINE_DIR).rglob("*") if p.is_file())
    return Engine(folder, {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).digest() for p in files})


def install(engine: Engine, site_dir: Path) -> None:
    """Put the engine's files into ``site_dir`` (a language's site), as hard links to the ones :func:`make` wrote, or
    copies where a link cannot be made (another file system)."""
    for rel in engine.digests:
        source, target = engine.folder / rel, Path(site_dir) / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.unlink(missing_ok=True)
        try:
            os.link(source, target)
        except OSError:
            shutil.copyfile(source, target)
