"""The page's scripts: ES modules under ``docs/theme/assets/`` (one concern a file, the pure ones tested in Node),
shipped as one classic script per entry (:data:`SCRIPTS`).

Why a classic script: a page opened from disk (``file://``: a phone's saved copy, the offline folder) may not load
a module script (the browser gives it no origin and refuses it), and the glossary taps, the language selector, the
score counter and the card tables must work there too. So the build joins each entry and the modules it imports,
in the order they must run, into one script (:func:`bundle`): each module becomes a function that returns what it
exports, its imports the names it takes from the modules before it; the whole is strict, as modules are. The
modules themselves are what the tests import (``tests/js/``); the site carries only the scripts (and the engine's
worker, a real module worker: :data:`KEPT`).

The modules keep to the part of the module syntax this needs, and the build refuses anything else with the file and
the line: ``import { a, b as c } from "./relative/path.mjs";`` at the top of a file; ``export`` before a top-level
``function``, ``async function``, ``class`` or ``const``; no default export, no ``export { ... }`` list, no
``export let``, no ``import *``, no ``import()`` or ``import.meta``, no import cycle. The comments that take whole
lines stay in the modules (the scripts carry the code).
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from ..paths import ROOT, display

ASSETS = ROOT / "docs" / "theme" / "assets"
"""Where the modules are (``assets/`` in each built site)."""
SCRIPTS = {"marquoir.js": "marquoir.mjs", "marquoir-counter.js": "counter/ui.mjs",
           "marquoir-cards.js": "cards/table.mjs", "checker.js": "checker/main.mjs", "tutorial.js": "tutorial/main.mjs",
           "search/boot.js": "search/boot.mjs", "search/search.js": "search/page.mjs"}
"""Each script the site ships (in ``assets/``) and the module it starts from."""
KEPT = ("engine/worker.mjs", "engine/snapshot.mjs")
"""Modules the site serves as they are (the engine's module worker and the module it imports); the others are only in
the scripts."""

IMPORT = re.compile(r'^import[ \t]*\{([^}]*)\}[ \t]*from[ \t]*"([^"]+)";?[ \t]*$', re.M)
EXPORT = re.compile(r"^export[ \t]+((?:async[ \t]+)?function\*?|class|const)[ \t]+([A-Za-z_$][\w$]*)", re.M)
MODULE_LINE = re.compile(r"^(import|export)\b.*$", re.M)
FORBIDDEN = re.compile(r"\bimport[ \t]*\(|\bimport\.meta\b")
NAME = re.compile(r"^[A-Za-z_$][\w$]*$")


class ScriptError(Exception):
    """A module the build cannot join into a script, said with its file and line."""


def line_at(text: str, at: int) -> int:
    """The line (from 1) of ``text`` that index ``at`` is on: what the build's messages about a file name."""
    return text.count("\n", 0, at) + 1


def _where(assets: Path, path: str, text: str, at: int) -> str:
    return f"{display(assets / path)}:{line_at(text, at)}"


def _read(assets: Path, path: str) -> tuple[str, list[tuple[str, list[tuple[str, str]]]], list[str]]:
    """A module's body without its import lines and export words, its imports ``[(path, [(name, as)])]`` and its
    exported names; ScriptError for what :func:`bundle` does not join."""
    file = assets / path
    if not file.is_file():
        raise ScriptError(f"{file}: no such module")
    text = file.read_text(encoding="utf-8")
    imports = []
    for m in IMPORT.finditer(text):
        target = posixpath.normpath(posixpath.join(posixpath.dirname(path), m.group(2)))
        if not m.group(2).startswith(".") or not target.endswith(".mjs"):
            raise ScriptError(f"{_where(assets, path, text, m.start())}: import a module of ours by its relative path "
                              f"(\"./name.mjs\"), not {m.group(2)!r}")
        names = []
        for part in (p.strip() for p in m.group(1).split(",")):
            if not part:
                continue
            name, _, alias = (x.strip() for x in part.partition(" as "))
            if not NAME.match(name) or not NAME.match(alias or name):
                raise ScriptError(f"{_where(assets, path, text, m.start())}: cannot read the import {part!r}")
            names.append((name, alias or name))
        imports.append((target, names))
    exports = [m.group(2) for m in EXPORT.finditer(text)]
    body = EXPORT.sub(lambda m: f"{m.group(1)} {m.group(2)}", IMPORT.sub("", text))
    for m in MODULE_LINE.finditer(body):
        where = _where(assets, path, text, text.find(m.group(0)))
        raise ScriptError(f"{where}: only `import {{ ... }} from \"./x.mjs\";` and `export function|class|const "
                          f"NAME` are joined into the site's scripts, not {m.group(0).strip()[:60]!r}")
    found = FORBIDDEN.search(text)
    if found:
        raise ScriptError(f"{_where(assets, path, text, found.start())}: a module joined into the site's scripts "
                          f"may not use {found.group(0)!r}")
    return body, imports, exports


QUOTES = "'\"`"
"""What opens a string or a template literal (closed by the same character)."""
BEFORE_REGEX = "(,=:[!&|?{};"
"""After one of these (or at the start), a ``/`` opens a regular expression; after anything else it divides."""
SIGNIFICANT = re.compile("[" + re.escape("/\n" + QUOTES) + "]")
"""Where :func:`strip_comments` has something to decide: what lies between is copied as it is."""


def strip_comments(code: str) -> str:
    """``code`` without its ``/* */`` and ``//`` comments, the indentation of its lines and its blank lines; strings,
    template literals and regular expressions are copied as they are (a scan, not a parser: the tests run what it
    makes, and :func:`marquoir.site.search.assets.minisearch` checks that MiniSearch survives). The text between two
    characters that may start one of those (:data:`SIGNIFICANT`) is copied in one piece."""
    out, i, n = [], 0, len(code)
    last = ""  # the last significant character, to tell a regular expression from a division

    def newline() -> int:
        """A line break kept once, the blank lines and the next line's indentation skipped: where to go on."""
        while out:  # the spaces and tabs that end the line go
            kept = out[-1].rstrip(" \t")
            if kept:
                out[-1] = kept
                break
            out.pop()
        if out and out[-1] != "\n":
            out.append("\n")
        j = i
        while j < n and code[j] in " \t\n\r":
            j += 1
        return j

    while i < n:
        found = SIGNIFICANT.search(code, i)
        j = found.start() if found else n
        if j > i:
            piece = code[i:j]
            out.append(piece)
            if piece.strip():
                last = piece.rstrip()[-1]
            i = j
            continue
        c = code[i]
        if code.startswith("/*", i):
            i = code.index("*/", i + 2) + 2
            continue
        if code.startswith("//", i):
            i = code.find("\n", i)
            i = n if i < 0 else i
            continue
        if c == "\n":
            i = newline()
            continue
        if c in QUOTES or c == "/" and (last == "" or last in BEFORE_REGEX):
            j = i + 1
            in_class = False
            while j < n:
                if code[j] == "\\":
                    j += 2
                    continue
                if c == "/" and code[j] == "[":
                    in_class = True
                elif c == "/" and code[j] == "]":
                    in_class = False
                elif code[j] == c and not in_class:
                    break
                j += 1
            out.append(code[i:j + 1])
            i, last = j + 1, c
            continue
        out.append(c)  # a division
        last = c
        i += 1
    return "".join(out).strip("\n") + "\n"


def _variable(path: str) -> str:
    return "m_" + re.sub(r"\W", "_", path[: -len(".mjs")])


def bundle(entry: str, assets: Path = ASSETS) -> str:
    """The classic script of ``entry`` (a path under ``assets``) and every module it imports, each run once, before
    the modules that import it."""
    order: list[str] = []
    read: dict[str, tuple] = {}

    def visit(path: str, chain: tuple[str, ...]) -> None:
        if path in chain:
            raise ScriptError(f"import cycle: {' → '.join((*chain[chain.index(path):], path))}")
        if path in read:
            return
        read[path] = _read(assets, path)
        for target, names in read[path][1]:
            visit(target, (*chain, path))
            missing = [name for name, _alias in names if name not in read[target][2]]
            if missing:
                raise ScriptError(f"{path}: {target} exports no {', '.join(missing)}")
        order.append(path)

    visit(entry, ())
    out = [f"/* Marquoir: assets/{entry} and the modules it imports, joined by marquoir.site.scripts (edit those, "
           "in docs/theme/assets/). */", "(() => {", '"use strict";']
    for path in order:
        body, imports, exports = read[path]
        taken = [f"const {{ {', '.join(n if n == a else f'{n}: {a}' for n, a in names)} }} = "
                 f"{_variable(target)};" for target, names in imports if names]
        code = body.strip("\n")
        out += [f"/* ---- {path} */", f"const {_variable(path)} = (() => {{", *taken, code,
                f"return {{ {', '.join(exports)} }};", "})();"]
    out.append("})();")
    return out[0] + "\n" + strip_comments("\n".join(out[1:]))


def bundles(assets: Path = ASSETS) -> dict[str, str]:
    """Every script of :data:`SCRIPTS`, joined (:func:`bundle`), by its name: the same for the three sites, so the
    build joins them once."""
    return {name: bundle(entry, assets) for name, entry in SCRIPTS.items()}


def write_scripts(site: Path, assets: Path = ASSETS, joined: dict[str, str] | None = None) -> None:
    """Write each script of :data:`SCRIPTS` into ``site/assets/`` (``joined``: already joined by :func:`bundles`) and
    take out the modules the build copied there, but :data:`KEPT`: the site carries what it runs."""
    out = Path(site) / "assets"
    out.mkdir(parents=True, exist_ok=True)
    for name, code in (joined or bundles(assets)).items():
        (out / name).write_text(code, encoding="utf-8")
    for module in out.rglob("*.mjs"):
        path = module.relative_to(out).as_posix()
        if path not in KEPT and (assets / path).is_file():
            module.unlink()
    for folder in sorted((p for p in out.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(folder.iterdir()):
            folder.rmdir()
