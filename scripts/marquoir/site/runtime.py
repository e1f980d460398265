"""Pyodide, the Python runtime the case checker runs the engine with, copied into a language's site.

The npm package ``pyodide`` (pinned in ``package.json`` / ``package-lock.json``, fetched by
``scripts/_venv.sh`` into ``node_modules/``) holds the runtime. :func:`copy_runtime` writes into
``assets/engine/runtime/`` of a site what the Web Worker (``docs/theme/assets/engine/worker.mjs``)
loads, and nothing else:

* ``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``: byte for byte;
* ``pyodide-lock.json``: only its ``info`` (the checker installs no Pyodide package, so the list of
  357 packages, 27 KB gzipped, would be downloaded for nothing);
* ``python_stdlib.zip``: the standard library without the modules of :data:`LEFT_OUT` (debuggers,
  test frameworks, mail and network protocols, XML, codecs of other scripts...), which neither the
  engine, PyYAML nor Pyodide's own start-up import (``tests/site/test_runtime.py`` checks it from the
  imports of the shipped modules; the browser tests run every scenario on it). About 0.8 MB of the
  2.5 MB are left out, so that the runtime stays within 6.5 MB transferred on first use.

Both trimmed files are deterministic (same input, same bytes): the service worker's version is a hash
of the files, so a rebuild that changes nothing keeps the reader's cache. The trimmed zip is kept in
``.cache/browser/`` (:func:`trimmed_stdlib`).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import zipfile
from pathlib import Path

from ..paths import ROOT

PACKAGE = ROOT / "node_modules" / "pyodide"
"""Where ``npm ci`` puts the pinned Pyodide."""
CACHE = ROOT / ".cache" / "browser"
"""Where the setup step puts what it fetches for the browser, and the build keeps its trimmed standard library."""
COPIED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""Runtime files copied as they are."""
LOCK, STDLIB = "pyodide-lock.json", "python_stdlib.zip"
"""Runtime files written trimmed."""
FILES = (*COPIED, LOCK, STDLIB)
"""Every file of ``assets/engine/runtime/``, the contract's list."""

LEFT_OUT = {
    # interactive tools, debuggers, profilers, documentation: nobody types at a prompt in the checker
    "_pyrepl": "the interactive prompt", "pdb.py": "debugger", "bdb.py": "debugger base",
    "pydoc.py": "help()", "pydoc_data": "help() texts", "profile.py": "profiler", "cProfile.py": "profiler",
    "pstats.py": "profiler statistics", "trace.py": "tracing", "tabnanny.py": "indentation checker",
    "pickletools.py": "pickle disassembler", "antigravity.py": "an easter egg", "this.py": "an easter egg",
    # test frameworks (the tests run on the machine, not in the page)
    "doctest.py": "doctests", "unittest": "unit tests",
    # processes, mail, network servers and protocols, databases, XML: a worker has none of them
    "multiprocessing": "processes", "xmlrpc": "XML-RPC", "wsgiref": "WSGI servers", "xml": "XML",
    "imaplib.py": "IMAP", "poplib.py": "POP", "smtplib.py": "SMTP", "ftplib.py": "FTP", "mailbox.py": "mailboxes",
    "sqlite3": "SQLite",
}
"""Top-level entries of the standard library zip that are left out, with what they are."""

CODECS_KEPT = {"__init__", "aliases", "ascii", "charmap", "cp437", "idna", "latin_1", "punycode",
               "raw_unicode_escape", "undefined", "unicode_escape", "utf_16", "utf_16_be", "utf_16_le", "utf_32",
               "utf_32_be", "utf_32_le", "utf_7", "utf_8", "utf_8_sig"}
"""The codecs of ``encodings/`` that are kept: Unicode and ASCII-based ones (the engine reads and writes
UTF-8 text only), and cp437, with which ``zipfile`` reads the names in a zip (Pyodide unpacks the engine's
bundle with it); the legacy code pages of other scripts (mac*, iso8859*, CJK, other cp*) are left out."""


class RuntimeMissing(RuntimeError):
    """Pyodide is not in ``node_modules/`` (or not the pinned version): the message says what to run."""


def pinned_version() -> str:
    """The Pyodide version ``package.json`` pins."""
    return json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]


def check_package(package: Path = PACKAGE) -> Path:
    """``package`` if it holds the pinned Pyodide; :class:`RuntimeMissing` saying how to fetch it otherwise."""
    fetch = "run ./scripts/build (or ./scripts/test), whose setup step fetches it with npm ci"
    meta = package / "package.json"
    if not meta.is_file() or any(not (package / name).is_file() for name in (*COPIED, LOCK, STDLIB)):
        raise RuntimeMissing(f"Pyodide, the case checker's Python runtime, is not in {package}: {fetch}")
    found, wanted = json.loads(meta.read_text(encoding="utf-8"))["version"], pinned_version()
    if found != wanted:
        raise RuntimeMissing(f"{package} holds Pyodide {found}, but package.json pins {wanted}: {fetch}")
    return package


def left_out(name: str) -> bool:
    """Whether the standard library entry ``name`` (a path inside the zip) is left out of the site's copy."""
    top = name.split("/", 1)[0]
    if top in LEFT_OUT:
        return True
    if top == "encodings" and name.endswith(".py"):
        return name[len("encodings/"):-3] not in CODECS_KEPT
    return False


def _zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    """A zip of ``entries`` with fixed timestamps and permissions, in the order given."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as out:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = (0o40755 if name.endswith("/") else 0o100644) << 16
            if name.endswith("/"):
                out.writestr(info, data, compress_type=zipfile.ZIP_STORED)
            else:
                out.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buffer.getvalue()


def trimmed_stdlib(source: Path, cache: Path = CACHE) -> bytes:
    """The standard library zip without :func:`left_out` entries. Compressing it takes a second or two, so it is
    kept in ``cache`` (``.cache/browser/``) under a hash of the source zip and of the lists above: a build
    compresses it once per machine, not once per language."""
    data = source.read_bytes()
    key = hashlib.sha256(data + repr((sorted(LEFT_OUT), sorted(CODECS_KEPT))).encode()).hexdigest()[:16]
    kept = cache / f"python_stdlib-trimmed-{key}.zip"
    if kept.is_file():
        return kept.read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as zin:
        trimmed = _zip_bytes([(info.filename, zin.read(info))
                              for info in zin.infolist() if not left_out(info.filename)])
    cache.mkdir(parents=True, exist_ok=True)
    part = kept.with_suffix(f".{os.getpid()}.part")
    part.write_bytes(trimmed)
    part.replace(kept)  # whole or not at all, even with two builds at once
    return trimmed


def trimmed_lock(source: Path) -> bytes:
    """The lock file with its ``info`` only, no package."""
    info = json.loads(source.read_text(encoding="utf-8"))["info"]
    return json.dumps({"info": info, "packages": {}}, sort_keys=True, separators=(",", ":")).encode()


def copy_runtime(dest: Path, package: Path = PACKAGE) -> list[Path]:
    """Write the runtime files (:data:`FILES`) into ``dest``; the paths written."""
    check_package(package)
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for name in COPIED:
        shutil.copyfile(package / name, dest / name)
        written.append(dest / name)
    (dest / STDLIB).write_bytes(trimmed_stdlib(package / STDLIB))
    (dest / LOCK).write_bytes(trimmed_lock(package / LOCK))
    return written + [dest / STDLIB, dest / LOCK]


MANIFEST = "manifest.json"
"""``assets/engine/runtime/manifest.json``: the Pyodide version and each runtime file's size, which the worker
reads to show how much of the download is done."""


def write_engine(site_dir: Path, package: Path = PACKAGE, cards: dict | None = None) -> list[Path]:
    """Everything of ``assets/engine/`` that the build writes into a language's site (``site_dir``): the runtime
    (:func:`copy_runtime`) with its manifest, and the engine's bundle ``marquoir.zip``
    (:func:`marquoir.site.bundle.write_bundle`, with the card records ``cards`` when the build has them). The worker
    script itself comes with the theme."""
    from .bundle import write_bundle

    engine = site_dir / "assets" / "engine"
    files = copy_runtime(engine / "runtime", package)
    sizes = {path.name: path.stat().st_size for path in files}
    manifest = engine / "runtime" / MANIFEST
    manifest.write_text(json.dumps({"pyodide": pinned_version(), "files": sizes}, sort_keys=True), encoding="utf-8")
    return [*files, manifest, write_bundle(engine, cards=cards)]
