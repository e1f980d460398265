"""What each site ships for the engine in the browser: Pyodide's runtime (trimmed, deterministic, within its size
budget), the engine's bundle, and the service worker's lists of files (marquoir.site.runtime, .offline)."""

from __future__ import annotations

import ast
import gzip
import json
import re
import zipfile
from pathlib import Path

import pytest

from marquoir.site import offline, runtime

STDLIB = runtime.PACKAGE / runtime.STDLIB
BUDGET = 6_500_000
"""Bytes a reader's browser may download, gzipped, the first time it runs the checker (README's target)."""


@pytest.fixture(scope="module")
def engine_dir(tmp_path_factory) -> Path:
    """``assets/engine/`` as the build writes it (the worker script, copied by the theme, excepted)."""
    site = tmp_path_factory.mktemp("site")
    runtime.write_engine(site)
    return site / "assets" / "engine"


def test_the_runtime_files_are_the_contracts(engine_dir):
    written = sorted(p.name for p in (engine_dir / "runtime").iterdir())
    assert written == sorted([*runtime.FILES, runtime.MANIFEST])
    for name in runtime.COPIED:  # byte for byte
        assert (engine_dir / "runtime" / name).read_bytes() == (runtime.PACKAGE / name).read_bytes()
    manifest = json.loads((engine_dir / "runtime" / runtime.MANIFEST).read_text("utf-8"))
    assert manifest["pyodide"] == runtime.pinned_version()
    assert manifest["files"] == {name: (engine_dir / "runtime" / name).stat().st_size for name in runtime.FILES}
    assert (engine_dir / "marquoir.zip").is_file()


def test_the_lock_file_keeps_its_info_and_lists_no_package(engine_dir):
    lock = json.loads((engine_dir / "runtime" / runtime.LOCK).read_text("utf-8"))
    original = json.loads((runtime.PACKAGE / runtime.LOCK).read_text("utf-8"))
    assert lock == {"info": original["info"], "packages": {}}


def test_the_trimmed_standard_library_leaves_out_only_what_is_listed(engine_dir):
    """Mutation: `left_out` returning False for every encoding → the cp1252 codec is still there and this fails."""
    with zipfile.ZipFile(STDLIB) as full, zipfile.ZipFile(engine_dir / "runtime" / runtime.STDLIB) as trimmed:
        kept = {i.filename: trimmed.read(i) for i in trimmed.infolist()}
        for info in full.infolist():
            name = info.filename
            if runtime.left_out(name):
                assert name not in kept, name
            else:
                assert kept.get(name) == full.read(info), name
    tops = {name.split("/", 1)[0] for name in kept}
    assert not tops & set(runtime.LEFT_OUT)
    assert "encodings/cp1252.py" not in kept and "encodings/utf_8.py" in kept and "encodings/cp437.py" in kept
    assert {"_pyodide", "pyodide", "asyncio", "json", "difflib", "fractions", "dataclasses"} <= tops | {
        t[:-3] for t in tops if t.endswith(".py")}


@pytest.mark.slow  # the runtime made four times (about 1.2 s): the whole suite runs it
def test_the_runtime_files_are_the_same_bytes_from_one_build_to_the_next(tmp_path):
    """The service worker's version hashes the files: a rebuild must not change them (zip timestamps, key order),
    whether the trimmed standard library is made again or taken from the build's cache."""
    first = runtime.trimmed_stdlib(STDLIB, tmp_path / "cache")
    assert len(list((tmp_path / "cache").iterdir())) == 1
    again = runtime.trimmed_stdlib(STDLIB, tmp_path / "other-cache")
    assert again == first == runtime.trimmed_stdlib(STDLIB, tmp_path / "cache")
    one, two = runtime.copy_runtime(tmp_path / "a"), runtime.copy_runtime(tmp_path / "b")
    assert [p.read_bytes() for p in one] == [p.read_bytes() for p in two]


@pytest.mark.slow  # every runtime file gzipped (about 0.6 s): the whole suite runs it
def test_the_first_use_downloads_at_most_the_budget(engine_dir):
    """What a browser downloads the first time the checker runs, each file gzipped as a web server would:
    Pyodide's runtime, its manifest, the engine's bundle and the worker (5.6 MB when written). Mutation: the
    standard library and the lock file copied whole, with pyodide.mjs's source map → 6.51 MB and this fails."""
    theme = Path(runtime.ROOT / "docs" / "theme" / "assets" / "engine" / "worker.mjs")
    files = [*(engine_dir / "runtime").iterdir(), engine_dir / "marquoir.zip", theme]
    total = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    assert total <= BUDGET, f"{total:,} bytes gzipped"


# --- nothing the shipped Python imports is left out ---------------------------------------------------

IMPORT_LINE = re.compile(r"^(?:from\s+([\w.]+)\s+import|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))", re.M)


def module_imports(source: bytes, name: str, package: bool) -> set[str]:
    """The modules a module imports when it is imported (its module-level statements, ``try`` and ``if``
    blocks included, but not ``if __name__ == "__main__"`` nor Windows-only ones; not those inside functions),
    as absolute names."""
    found: set[str] = set()
    base = name if package else name.rpartition(".")[0]
    try:
        tree = ast.parse(source)
    except SyntaxError:  # newer syntax than this Python reads: the top-level import lines
        for m in IMPORT_LINE.finditer(source.decode("utf-8", "replace")):
            found.update(x.strip() for x in (m.group(1) or m.group(2)).split(","))
        return found
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parent = base.split(".")
                parent = parent[: len(parent) - node.level + 1]
                prefix = ".".join(parent)
                found.add(f"{prefix}.{node.module}" if node.module else prefix)
                found.update(f"{prefix}.{node.module + '.' if node.module else ''}{a.name}" for a in node.names)
            else:
                found.add(node.module)
                found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.If) and re.search(r"__main__|win32", ast.unparse(node.test)):
            continue  # run as a script, or on Windows: never in the browser
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(node, field, []):
                    todo.extend(child.body if isinstance(child, ast.ExceptHandler) else [child])
    return found


def sources(zip_path: Path) -> dict[str, tuple[bytes, bool]]:
    """Module name -> (source, is a package) of every .py file in a zip."""
    out = {}
    with zipfile.ZipFile(zip_path) as z:
        for info in z.infolist():
            if info.filename.endswith(".py"):
                parts = info.filename[:-3].split("/")
                package = parts[-1] == "__init__"
                out[".".join(parts[:-1] if package else parts)] = (z.read(info), package)
    return out


@pytest.mark.slow  # every shipped module parsed (about 0.7 s): the whole suite runs it
def test_nothing_imported_by_the_engine_pyyaml_or_pyodide_is_left_out(engine_dir):
    """From every module of the engine's bundle (marquoir, yaml) and of Pyodide's own start-up (``_pyodide``,
    ``pyodide``, ``site``, ``encodings``), follow the imports made at import time through the trimmed standard
    library: none of them may be a module that was left out. Mutation: LEFT_OUT with "fractions.py" (which
    the engine imports) → this fails naming it."""
    trimmed = sources(engine_dir / "runtime" / runtime.STDLIB)
    full = sources(STDLIB)
    shipped = sources(engine_dir / "marquoir.zip")
    modules = {**trimmed, **shipped}
    roots = [m for m in modules if m.split(".")[0] in ("marquoir", "yaml", "_pyodide", "pyodide", "site", "encodings")
             and (m.split(".")[0] != "encodings" or m in ("encodings", "encodings.aliases", "encodings.utf_8"))]
    seen, todo, missing = set(), list(roots), {}
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        source, package = modules[name]
        for imported in module_imports(source, name, package):
            for candidate in (imported, imported.rpartition(".")[0]):
                if candidate in modules:
                    todo.append(candidate)
                elif candidate in full:
                    missing.setdefault(candidate, name)
    assert "marquoir.scenario.run" in seen and "yaml" in seen and "fractions" in seen
    assert missing == {}, f"left out but imported (by): {missing}"


# --- the service worker's lists ------------------------------------------------------------------------

def make_site(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


SITE = {
    "index.html": "home", "moyen-age/tour.html": "tour", "assets/marquoir.js": "js",
    "assets/javascripts/bundle.js": "b", "assets/javascripts/bundle.js.map": "map",
    "search/data.js": "data", "assets/search/search.js": "s", "assets/search/minisearch.js": "m",
    "sitemap.xml": "x", "sitemap.xml.gz": "x", "sw.js": "old",
    "assets/engine/worker.mjs": "w", "assets/engine/marquoir.zip": "z",
    "assets/engine/runtime/pyodide.asm.wasm": "wasm",
}


def test_the_site_list_has_what_a_reader_loads_and_the_engine_its_own(tmp_path):
    """The search (its data and scripts) is in the site list: offline after one visit.

    Mutation: `groups` not setting the engine's files apart → they are in the site list and this fails."""
    site, engine = offline.groups(make_site(tmp_path, SITE))
    assert site == sorted(["index.html", "moyen-age/tour.html", "assets/marquoir.js", "assets/javascripts/bundle.js",
                           "search/data.js", "assets/search/search.js", "assets/search/minisearch.js"])
    assert engine == ["assets/engine/marquoir.zip", "assets/engine/runtime/pyodide.asm.wasm",
                      "assets/engine/worker.mjs"]


def test_the_version_follows_the_contents(tmp_path):
    root = make_site(tmp_path, SITE)
    first = offline.manifest(root, "fr")
    assert offline.manifest(root, "fr") == first
    (root / "moyen-age" / "tour.html").write_text("tour, corrected", encoding="utf-8")
    second = offline.manifest(root, "fr")
    assert second["site_version"] != first["site_version"] and second["engine_version"] == first["engine_version"]
    (root / "assets" / "engine" / "marquoir.zip").write_text("z2", encoding="utf-8")
    assert offline.manifest(root, "fr")["engine_version"] != first["engine_version"]


def test_files_hashed_already_are_not_read_again(tmp_path):
    """The engine's files are hashed once for the three sites (marquoir.site.engine): given their hashes, the
    version is the same without reading them. Mutation: ``known.get(rel) or`` removed from offline.version → fails
    (the files are read, and are not there)."""
    import hashlib

    root = make_site(tmp_path, SITE)
    _, engine = offline.groups(root)
    expected = offline.version(root, engine)
    digests = {rel: hashlib.sha256((root / rel).read_bytes()).digest() for rel in engine}
    for rel in engine:
        (root / rel).unlink()
    assert offline.version(root, engine, digests) == expected


def test_the_service_worker_carries_the_manifest_and_the_dev_server_gets_one_that_leaves(tmp_path):
    root = make_site(tmp_path, SITE)
    text = offline.write_service_worker(root, "ja").read_text("utf-8")
    data = json.loads(text[text.index("const MANIFEST = ") + len("const MANIFEST = "):text.index(";\nconst PREFIX")])
    assert data == offline.manifest(root, "ja") and data["lang"] == "ja"
    assert "sw.js" not in data["site"] and "__MANIFEST__" not in text
    served = offline.write_service_worker(root, "ja", serve=True).read_text("utf-8")
    assert "unregister()" in served and "MANIFEST" not in served


def test_a_missing_or_other_pyodide_is_reported_with_what_to_run(tmp_path):
    with pytest.raises(runtime.RuntimeMissing, match=r"not in .*npm ci"):
        runtime.check_package(tmp_path)
    for name in runtime.FILES:
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "package.json").write_text('{"version": "0.1.0"}', encoding="utf-8")
    with pytest.raises(runtime.RuntimeMissing,
                       match=rf"holds Pyodide 0.1.0, but package.json pins {runtime.pinned_version()}"):
        runtime.check_package(tmp_path)
