"""The package's shape: no import cycle among its modules, and the browser-bound modules stay pure.

Imports are read statically (``ast``) from every module of ``scripts/marquoir``, relative imports
resolved, imports inside functions included: a cycle closed by a lazy import is still a cycle in
the design, it only fails later.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "scripts" / "marquoir"

BROWSER_BOUND = ("marquoir.engine", "marquoir.scenario", "marquoir.tutorial", "marquoir.yamlsafe", "marquoir.vocab",
                 "marquoir.i18n", "marquoir.paths")
"""Modules that run unmodified in the browser under Pyodide (with the modules of ours they import): the
standard library and PyYAML only."""

LAZY_ALLOWED = {("marquoir.engine.cards", "marquoir.facts.cards")}
"""Imports inside functions of browser-bound modules that may leave them (with the packages they run), by
design: the engine reads the validated card records when it runs beside the fact models; the browser
installs the records instead."""


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # a module of the package, or the top-level name of an outside one
    line: int
    lazy: bool  # inside a function (or under ``if TYPE_CHECKING``): not run when the module is imported


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = path.relative_to(root.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path = PACKAGE) -> dict[str, Path]:
    return {module_name(p, root): p for p in sorted(root.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _walk(node: ast.AST, lazy: bool = False):
    """(import node, lazy) for every import under ``node``; lazy once inside a function or a type-checking block."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child, lazy
        inner = lazy or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) or (
            isinstance(child, ast.If) and _is_type_checking(child.test))
        yield from _walk(child, inner)


def imports(name: str, path: Path, known: set[str]) -> list[Import]:
    """Every import of the module ``name``, its targets resolved to the package's modules where they are ours.

    ``from .x import y`` imports the module ``x.y`` when there is one, else the module ``x``; importing
    a module also runs its packages' ``__init__``, counted unless the importer sits inside that package
    (which has then begun to run already)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node, lazy in _walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - node.level + 1]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module
            subs = [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in known]
            targets = subs + ([base] if len(subs) < len(node.names) else [])
        for target in targets:
            if target.split(".")[0] != "marquoir":
                found.append(Import(name, target.split(".")[0], node.lineno, lazy))
                continue
            parts = target.split(".")
            chain = [".".join(parts[:i]) for i in range(2, len(parts) + 1)]  # marquoir.a, marquoir.a.b, ...
            for module in chain:
                if module in known and module != name and not name.startswith(module + "."):
                    found.append(Import(name, module, node.lineno, lazy))
    return found


def import_graph(root: Path = PACKAGE) -> dict[str, list[Import]]:
    mods = modules(root)
    known = set(mods)
    return {name: [i for i in imports(name, path, known) if i.target in known] for name, path in mods.items()}


def find_cycle(graph: dict[str, list[Import]]) -> list[Import] | None:
    """One import cycle of ``graph`` (the imports that close it, in order), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    stack: list[Import] = []

    def visit(name: str) -> list[Import] | None:
        colour[name] = GREY
        for edge in graph[name]:
            if colour[edge.target] == GREY:
                start = next((i for i, e in enumerate(stack) if e.source == edge.target), len(stack))
                return stack[start:] + [edge]
            if colour[edge.target] == WHITE:
                stack.append(edge)
                cycle = visit(edge.target)
                if cycle:
                    return cycle
                stack.pop()
        colour[name] = BLACK
        return None

    for name in sorted(graph):
        if colour[name] == WHITE:
            cycle = visit(name)
            if cycle:
                return cycle
    return None


def describe(cycle: list[Import]) -> str:
    return " → ".join([cycle[0].source] + [f"{e.target} (line {e.line} of {e.source})" for e in cycle])


def test_the_import_walker_resolves_relative_lazy_and_package_imports(tmp_path):
    """The walker itself, on a made-up package: a cycle closed by a lazy ``from .. import`` is found."""
    pkg = tmp_path / "marquoir"
    (pkg / "facts").mkdir(parents=True)
    (pkg / "render").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "facts" / "__init__.py").write_text("from .base import Facts\n")
    (pkg / "facts" / "base.py").write_text("from ..vocab import LANGS\n\ndef f():\n    from ..render import text\n")
    (pkg / "render" / "__init__.py").write_text("from .text import t\n")
    (pkg / "render" / "text.py").write_text("import yaml\nfrom marquoir.facts import base\n")
    (pkg / "vocab.py").write_text("import os\n")
    graph = import_graph(pkg)
    assert {(e.target, e.lazy) for e in graph["marquoir.facts.base"]} == {
        ("marquoir.vocab", False), ("marquoir.render", True), ("marquoir.render.text", True)}
    assert {e.target for e in graph["marquoir.render.text"]} == {"marquoir.facts", "marquoir.facts.base"}
    assert graph["marquoir.facts"] == [Import("marquoir.facts", "marquoir.facts.base", 1, False)]
    cycle = find_cycle(graph)
    assert cycle and cycle[0].source == cycle[-1].target, cycle
    (pkg / "facts" / "base.py").write_text("from ..vocab import LANGS\n")
    assert find_cycle(import_graph(pkg)) is None


def test_no_import_cycle_among_the_packages_modules():
    """Mutation: ``from ..render import text`` added to ``facts/base.py`` → fails, naming
    marquoir.facts.base → marquoir.render → … → marquoir.facts.base."""
    graph = import_graph()
    assert len(graph) > 40 and sum(map(len, graph.values())) > 100  # the walker did see the package
    cycle = find_cycle(graph)
    assert cycle is None, f"import cycle: {describe(cycle)}"


def _browser_bound(name: str) -> bool:
    return any(name == m or name.startswith(m + ".") for m in BROWSER_BOUND)


def _lazily_allowed(edge: Import) -> bool:
    """An import inside a function that LAZY_ALLOWED lets leave the browser's modules (with its packages)."""
    return edge.lazy and any(edge.source == source and (edge.target == target or target.startswith(edge.target + "."))
                             for source, target in LAZY_ALLOWED)


def browser_modules(root: Path = PACKAGE) -> tuple[set[str], list[str]]:
    """The modules the browser runs (BROWSER_BOUND and every module of ours they import, at module level or in a
    function, LAZY_ALLOWED aside), and each import among them of something outside the standard library and yaml."""
    mods = modules(root)
    known = set(mods)
    outside_allowed = set(sys.stdlib_module_names) | {"yaml", "__future__"}
    todo = sorted(name for name in mods if _browser_bound(name))
    reached: dict[str, Import | None] = dict.fromkeys(todo)  # module → the import that brought it in
    bad = []

    def how(name: str) -> str:  # marquoir.scenario.run → (line 180, in a function) marquoir.facts.loader → ...
        edge = reached[name]
        if edge is None:
            return name
        return f"{how(edge.source)} → (line {edge.line}{', in a function' if edge.lazy else ''}) {name}"

    while todo:
        name = todo.pop()
        for edge in imports(name, mods[name], known):
            if _lazily_allowed(edge):
                continue
            if edge.target in known:
                if edge.target not in reached:
                    reached[edge.target] = edge
                    todo.append(edge.target)
            elif edge.target not in outside_allowed:
                where = " (inside a function)" if edge.lazy else ""
                bad.append(f"{mods[name]}:{edge.line}: {name} imports {edge.target}{where}; reached by {how(name)}")
    return set(reached), sorted(bad)


def test_browser_bound_modules_import_only_the_standard_library_yaml_and_each_other():
    """What runs under Pyodide from the site's own files: the browser-bound modules and whatever of ours they
    import (e.g. ``facts.errors``, plain Python) must need nothing but the standard library and PyYAML.

    Mutations: ``import pydantic`` at the top of ``engine/rules.py`` → fails; ``from ..facts import loader``
    inside a function of ``scenario/run.py`` → fails (the loader's models import pydantic)."""
    browser, bad = browser_modules()
    assert {"marquoir.engine.game", "marquoir.scenario.run", "marquoir.yamlsafe"} <= browser
    assert not bad, "\n".join(bad) + "\n\nthe modules the browser runs: " + ", ".join(sorted(browser))
