"""The page's search scripts, written into a built site: ES modules made into plain scripts, and MiniSearch.

The search is written as ES modules (``docs/theme/assets/search/*.mjs``, tested as they are by Node), but a
browser refuses module scripts on a page opened from disk (``file://``), where the search must work too.
:func:`bundle` therefore turns an entry module and the modules it imports into one plain script: each module
becomes a function of its own scope that returns what it exports, in the order of the imports; nothing else
changes in the code. It understands the one style the modules use (``import { a, b as c } from "./x.mjs";`` on
one line; ``export function``, ``export const``, ``export class``) and refuses anything else by name.

Written into ``assets/search/`` of the site: ``boot.js`` (every page: the search button, the keys that open the
box, the highlight of the entry a search opened) and, loaded on the first use of the box, ``search.js`` (the
search itself) and ``minisearch.js``, the pinned npm package's UMD build (``package.json``); all three without
their comments (``strip_comments``: MiniSearch's 19 KB gzipped become 8). The module sources MkDocs copied
beside them are removed, and so are Material's search worker and lunr.js languages, which nothing loads any
more: the site loads the bundles only.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from ...paths import ROOT

SOURCES = ROOT / "docs" / "theme" / "assets" / "search"
MINISEARCH = ROOT / "node_modules" / "minisearch" / "dist" / "umd" / "index.js"
OUT = "assets/search"
ENTRIES = {"boot.js": SOURCES / "boot.mjs", "search.js": SOURCES / "page.mjs"}

IMPORT = re.compile(r'^import \{([^}]*)\} from "(\.{1,2}/[^"]+\.mjs)";\s*$', re.M)
EXPORT = re.compile(r"^export (?:async )?(?:function\*? |const |let |class )([A-Za-z_$][\w$]*)", re.M)
OTHER = re.compile(r"^(import|export)\b", re.M)


class BundleError(ValueError):
    """A module the bundler does not understand: the message names the file and line."""


def _module(path: Path) -> tuple[str, list[tuple[list[tuple[str, str]], Path]], list[str]]:
    """A module's code without its import lines and ``export`` words, its imports and its exported names."""
    code = path.read_text(encoding="utf-8")
    imports = []
    for m in IMPORT.finditer(code):
        names = []
        for item in (i.strip() for i in m.group(1).split(",") if i.strip()):
            parts = item.split(" as ")
            names.append((parts[0].strip(), parts[-1].strip()))
        imports.append((names, (path.parent / m.group(2)).resolve()))
    body = IMPORT.sub(lambda m: "\n" * m.group(0).count("\n"), code)  # the lines stay where they were
    for m in OTHER.finditer(body):
        if not (m.group(1) == "export" and EXPORT.match(body, m.start())):
            line = body[:m.start()].count("\n") + 1
            raise BundleError(f"{path}:{line}: only `import {{ … }} from \"./x.mjs\";` on one line and `export "
                              f"function/const/let/class` can be bundled")
    exports = EXPORT.findall(body)
    return re.sub(r"^export ", "", body, flags=re.M), imports, exports


def bundle(entry: Path) -> str:
    """``entry`` and every module it imports, as one plain script (see the module's docstring)."""
    order: list[Path] = []
    parsed: dict[Path, tuple] = {}

    def visit(path: Path, chain: tuple[Path, ...]) -> None:
        if path in chain:
            raise BundleError(f"{path}: import cycle through {', '.join(p.name for p in chain)}")
        if path in parsed:
            return
        if not path.is_file():
            raise BundleError(f"{chain[-1] if chain else entry}: imports {path}, which does not exist")
        parsed[path] = _module(path)
        for _, dep in parsed[path][1]:
            visit(dep, chain + (path,))
        order.append(path)

    visit(entry.resolve(), ())
    names = {path: f"__m{i}" for i, path in enumerate(order)}
    out = ['"use strict";']
    for path in order:
        body, imports, exports = parsed[path]
        head = []
        for imported, dep in imports:
            missing = [a for a, _ in imported if a not in parsed[dep][2]]
            if missing:
                raise BundleError(f"{path}: imports {', '.join(missing)} from {dep.name}, which does not export it")
            head.append(f"const {{ {', '.join(a if a == b else f'{a}: {b}' for a, b in imported)} }} = {names[dep]};")
        tail = f"return {{ {', '.join(exports)} }};" if exports else ""
        rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
        out.append(f"/* {rel} */\nconst {names[path]} = (function () {{\n" + "\n".join(head) + body.rstrip()
                   + f"\n{tail}\n}})();")
    return "(function () {\n" + "\n".join(out) + "\n})();\n"


def strip_comments(code: str) -> str:
    """``code`` without its ``/* */`` and ``//`` comments, the indentation of its lines and its blank lines; strings,
    template literals and regular expressions are copied as they are (a character-level scan, not a parser: the
    tests run what it makes, and :func:`minisearch` checks the result still defines MiniSearch)."""
    out, i, n = [], 0, len(code)
    last = ""  # the last significant character, to tell a regular expression from a division

    def newline() -> int:
        """A line break kept once, the blank lines and the next line's indentation skipped: where to go on."""
        while out and out[-1] in (" ", "\t"):
            out.pop()
        if out and out[-1] != "\n":
            out.append("\n")
        j = i
        while j < n and code[j] in " \t\n\r":
            j += 1
        return j

    while i < n:
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
        if c in "'\"`" or (c == "/" and last in "(,=:[!&|?{};" + "\n" or c == "/" and last == ""):
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
        out.append(c)
        if not c.isspace():
            last = c
        i += 1
    return "".join(out).strip("\n") + "\n"


def minisearch() -> str:
    """MiniSearch's UMD build, without its comments (its licence stays in ``node_modules``, README names it)."""
    if not MINISEARCH.is_file():
        raise FileNotFoundError(f"{MINISEARCH} is missing: run ./scripts/build (or ./scripts/test), whose setup "
                                "step fetches the pinned npm packages with npm ci")
    code = strip_comments(MINISEARCH.read_text(encoding="utf-8"))
    if "global.MiniSearch = factory()" not in code:
        raise ValueError(f"{MINISEARCH}: its UMD header is not where expected after removing the comments")
    return code


MATERIAL_SEARCH = ("assets/javascripts/workers", "assets/javascripts/lunr")
"""Material's search worker and its lunr.js languages, copied by MkDocs with the theme: unused without its plugin."""


def write(site_dir: Path) -> list[Path]:
    """The scripts of :data:`ENTRIES` and ``minisearch.js`` in ``site_dir/assets/search/``; the module sources
    MkDocs copied there, and :data:`MATERIAL_SEARCH`, are removed. Returns the files written."""
    folder = Path(site_dir) / OUT
    folder.mkdir(parents=True, exist_ok=True)
    for copied in folder.glob("*.mjs"):
        copied.unlink()
    for unused in MATERIAL_SEARCH:
        shutil.rmtree(Path(site_dir) / unused, ignore_errors=True)
    written = []
    for name, entry in ENTRIES.items():  # the sources keep the comments; what the page downloads needs none
        (folder / name).write_text(strip_comments(bundle(entry)), encoding="utf-8")
        written.append(folder / name)
    (folder / "minisearch.js").write_text(minisearch(), encoding="utf-8")
    return [*written, folder / "minisearch.js"]
