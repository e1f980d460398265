"""The browser bundle (marquoir.site.bundle): exactly the browser-bound modules, byte for byte the code the tests run,
PyYAML's pure-Python package and the card records; and it checks a case in a fresh Python that has nothing else.

PyYAML's pure-Python sources come from its sdist, fetched by ./scripts/_venv.sh into .cache/browser/pyyaml/: these
tests need them and say so when they are missing (they are not skipped).
"""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import marquoir
from marquoir.site import bundle
from marquoir.site.bundle import BROWSER_MODULES, NOT_SHIPPED, BundleError, write_bundle

PACKAGE = Path(marquoir.__file__).parent  # the package the tests run
SCRIPTS = PACKAGE.parent


@pytest.fixture(scope="module")
def zipped(tmp_path_factory) -> Path:
    if not (bundle.PYYAML_DIR / "__init__.py").is_file():
        pytest.fail(f"PyYAML's pure-Python sources are missing from {bundle.PYYAML_DIR}: run ./scripts/_venv.sh")
    return write_bundle(tmp_path_factory.mktemp("engine"))


def module_name(path: str) -> str:
    parts = Path(path).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_the_zip_holds_exactly_the_browser_modules_pyyaml_and_the_cards(zipped):
    """Mutation: ``marquoir/spec.py`` left out of bundle._MODULES → fails (here and in the fresh Python)."""
    with zipfile.ZipFile(zipped) as zf:
        names = zf.namelist()
    pyyaml = sorted(f"yaml/{p.name}" for p in bundle.PYYAML_DIR.glob("*.py"))
    assert names == sorted([*BROWSER_MODULES, *pyyaml, "marquoir_cards.json"])
    assert "yaml/__init__.py" in names and "yaml/composer.py" in names
    assert not [n for n in names if n.startswith(("marquoir/render/", "marquoir/site/", "marquoir/facts/model"))]


def test_each_module_is_byte_for_byte_the_one_the_tests_import(zipped):
    """Mutation: the bundle reads ``path.read_text().encode()`` with a trailing newline added → fails."""
    with zipfile.ZipFile(zipped) as zf:
        for name in BROWSER_MODULES:
            imported = Path(importlib.import_module(module_name(name)).__file__)
            assert imported == SCRIPTS / name
            assert zf.read(name) == imported.read_bytes(), name
        for path in bundle.PYYAML_DIR.glob("*.py"):
            assert zf.read(f"yaml/{path.name}") == path.read_bytes()


def _imports(path: Path):
    """Every module of ``marquoir`` a module file imports (at the top or inside a function), absolute names."""
    rel = path.relative_to(SCRIPTS)
    package = module_name(str(rel)) if path.name == "__init__.py" else module_name(str(rel)).rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def _file(module: str) -> str | None:
    path = SCRIPTS.joinpath(*module.split("."))
    for candidate in (path / "__init__.py", path.with_suffix(".py")):
        if candidate.is_file():
            return str(candidate.relative_to(SCRIPTS))
    return None


def test_every_module_a_shipped_module_imports_is_shipped():
    """Everything the shipped modules import from ``marquoir`` (their parent packages too) is shipped, but for
    the lazy imports NOT_SHIPPED names. Mutation: ``marquoir/facts/errors.py`` left out of bundle._MODULES → fails."""
    needed, left_out, todo = set(), set(), list(BROWSER_MODULES)
    while todo:
        name = todo.pop()
        if name in needed:
            continue
        needed.add(name)
        for module in _imports(SCRIPTS / name):
            if not module.startswith("marquoir"):
                continue
            parts = module.split(".")
            lazy = [".".join(parts[:i]) for i in range(1, len(parts) + 1) if ".".join(parts[:i]) in NOT_SHIPPED]
            if lazy:
                left_out.update(lazy)
                continue
            todo += [f for f in (_file(".".join(parts[:i])) for i in range(1, len(parts) + 1)) if f]
    assert needed == set(BROWSER_MODULES)
    assert left_out == set(NOT_SHIPPED)


def test_the_zip_is_the_same_bytes_each_time(zipped, tmp_path):
    """Mutation: ``date_time=_DATE`` → ``time.localtime()[:6]`` in write_bundle → fails."""
    again = write_bundle(tmp_path)
    assert again.read_bytes() == zipped.read_bytes()
    with zipfile.ZipFile(again) as zf:
        assert {i.date_time for i in zf.infolist()} == {(1980, 1, 1, 0, 0, 0)}


def test_the_card_records_are_the_validated_facts(zipped):
    """Mutation: only the Middle Ages records written into marquoir_cards.json → fails."""
    from marquoir.facts.cards import card_records

    with zipfile.ZipFile(zipped) as zf:
        cards = json.loads(zf.read("marquoir_cards.json"))
    assert cards == {edition: card_records(edition) for edition in ("moyen-age", "antiquite")}


def test_without_pyyaml_the_bundle_says_what_to_run_and_writes_nothing(tmp_path):
    """Mutation: the check of ``__init__.py`` in bundle.pyyaml_files removed → a zip without PyYAML → fails."""
    with pytest.raises(BundleError, match=r"run \./scripts/_venv\.sh"):
        write_bundle(tmp_path / "out", pyyaml=tmp_path / "nothing")
    assert not list((tmp_path / "out").iterdir())


CASES = {
    "moyen-age": """\
players: [Alice, Bruno]
setup:
  Alice: {ecus: 10, workers: [compagnon-3], sites: {chapelle: [compagnon-5, apprenti-4]}}
moves: [send compagnon-3 to chapelle, take 4]
expect: {Alice: {ecus: 24, vp: 5}, error: take-amount}
""",
    "antiquite": """\
edition: antiquite
players: [Alice, Bruno]
setup: {Alice: {sesterces: 10}}
moves: [invest outil-scie]
expect: {Alice: {tools: [outil-scie]}}
""",
}

FRESH = r"""
import json, sys, zipfile
for blocked in ("pydantic", "jinja2", "markupsafe", "mkdocs", "yaml._yaml", "_yaml"):
    sys.modules[blocked] = None  # as in Pyodide: none of these is there
zip_path, cases = sys.argv[1], json.loads(sys.argv[2])
sys.path.insert(0, zip_path)
from marquoir.engine.cards import install_card_records
with zipfile.ZipFile(zip_path) as zf:
    install_card_records(json.loads(zf.read("marquoir_cards.json")))
from marquoir import web
import marquoir, yaml
answers = {edition: json.loads(web.check(text, "ja", "case.yaml")) for edition, text in cases.items()}
print(json.dumps({"answers": answers, "marquoir": marquoir.__file__, "yaml": yaml.__file__,
                  "libyaml": yaml.__with_libyaml__, "path": sys.path,
                  "loaded": sorted(m for m in sys.modules if m.startswith(("marquoir", "yaml")))}))
"""


@pytest.mark.process
def test_a_fresh_python_with_only_the_zip_checks_cases(zipped):
    """``python -I -S``: no site-packages (no PyYAML, pydantic, Jinja2, MkDocs), the environment ignored; the zip
    alone on the path, as the worker will have it in Pyodide. Mutation: ``from ..facts.cards import card_records``
    moved to the top of engine/cards.py → fails (pydantic is blocked)."""
    done = subprocess.run([sys.executable, "-I", "-S", "-c", FRESH, str(zipped), json.dumps(CASES)],
                          capture_output=True, text=True, timeout=120, cwd=zipped.parent)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["marquoir"].startswith(str(zipped)) and seen["yaml"].startswith(str(zipped))
    assert seen["libyaml"] is False
    assert not [p for p in seen["path"] if "site-packages" in p]
    assert "marquoir.facts.cards" not in seen["loaded"] and "marquoir.facts.model" not in seen["loaded"]
    ma, ant = seen["answers"]["moyen-age"], seen["answers"]["antiquite"]
    assert (ma["exit"], ma["kind"]) == (0, "holds"), ma
    assert ma["verdict"].startswith("Aliceは2手目で4アクションでコインを獲得することはできません。") and \
        ma["verdict"].endswith("主張3件のうち、正しいのは3件です。"), ma
    assert ma["steps"][0]["lines"][0] == "Aliceは職人3を礼拝堂に派遣した（1アクション、4コイン）。"
    assert ma["refusal"]["rule"] == "take-amount"
    assert (ant["exit"], ant["money"]) == (0, "セステルティウス"), ant
