"""The page's scripts: small modules that state no verb, no case key, no criterion and no rule of their own, joined
into the scripts the site ships (marquoir.site.scripts).

The Node tests (tests/js/) check the same from the other side: each pure module works the same over a grammar, a
case format and criteria whose every word is renamed. These tests read the modules' text."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from marquoir.engine.moves import FORMS, OPTIONAL, SLOT
from marquoir.engine.rules import EDITIONS
from marquoir.paths import ROOT
from marquoir.scenario.schema import describe
from marquoir.site import scripts

ASSETS = ROOT / "docs" / "theme" / "assets"
MODULES = sorted(p for p in ASSETS.rglob("*.mjs") if "vendor" not in p.parts)
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'|`([^`$]*)`')
HOOK = re.compile(r'\bfind\("[\w-]+"\)')  # the page's own hooks: data-case-NAME, data-NAME


def code(path: Path) -> str:
    """A module without its comments and its lookups of the page's own hooks (``find("moves")``: data-case-moves)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    return HOOK.sub("", re.sub(r"^\s*//.*$", "", text, flags=re.M))


def forbidden() -> set[str]:
    """Every word the engine owns that a script could be tempted to write: the verbs and the words of the move forms
    (their optional words written; not a mark of punctuation, « investir : »), every key of the scenario format (both
    editions), the ranking criteria and the money's names."""
    words = {f.verb for f in FORMS} | {w for f in FORMS for w in SLOT.sub(" ", OPTIONAL.sub(r"\1", f.text)).split()
                                       if re.search(r"\w", w)}
    for edition, rules in EDITIONS.items():
        case = describe(edition)
        words |= {f["key"] for f in case["fields"]}
        words |= {f["key"] for record in case["records"].values() for part in record.values() for f in part}
        words |= {*rules.ranking, rules.money}
    return words


@pytest.mark.parametrize("path", MODULES, ids=[p.relative_to(ASSETS).as_posix() for p in MODULES])
def test_a_script_states_no_verb_no_case_key_and_no_criterion(path):
    """No string of a module is a verb, a word of a move form, a key of the scenario format, a ranking criterion or a
    money: the scripts get them as data (the grammar, the case format, the criteria).

    Mutation: ``if (verb === "send")`` in checker/moves.mjs → fails; ``p.values["vp"]`` in counter/ui.mjs → fails;
    ``data["players"]`` in checker/case.mjs → fails."""
    found = {lit for m in LITERAL.finditer(code(path)) for lit in [next(g for g in m.groups() if g is not None)]
             if lit in forbidden()}
    assert not found, f"{path.relative_to(ROOT)} writes {sorted(found)}: take them from the page's configuration"


@pytest.mark.parametrize("path", MODULES, ids=[p.relative_to(ASSETS).as_posix() for p in MODULES])
def test_a_script_states_no_number_of_the_rules(path):
    """The only numbers in the modules are their own (list positions, exit codes, base64's groups of 4, megabytes, a
    gap in pixels, 0x8000 bytes at a time, the YAML escapes' four digits, SHA-256's name, the key code 229 of an input
    method's composition); 17 VP, 10 écus a point, 3 actions, the link's limits come from the configuration.

    Mutation: the 17 VP that end a game written in counter/ui.mjs (``>= 17``) → fails; checker/permalink.mjs's
    ``MAX_INFLATED = 1000000`` back → fails."""
    numbers = set(re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w])", code(path)))
    assert numbers <= {"0", "1", "2", "3", "4", "6", "8", "16", "100", "200", "229", "256", "1000", "1e6", "0x8000"}, \
        numbers


@pytest.mark.parametrize("path", MODULES, ids=[p.relative_to(ASSETS).as_posix() for p in MODULES])
def test_every_module_is_small(path):
    """One concern a file: no module over 300 lines (the scripts the site ships are made of them)."""
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 300


# ------------------------------------------------------------------ the scripts the site ships


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.mark.process
def test_a_script_runs_its_modules_once_each_in_order(tmp_path):
    """Each module runs once, after the modules it imports; its imports are the names it asked for (renamed with
    ``as``); whole-line comments are left out. Mutation: the modules joined in the order they are first met (the
    importing one first) → ``b`` runs before ``a`` and this fails; ``b as c`` ignored → fails."""
    assets = write(tmp_path, {
        "main.mjs": '/* the entry */\nimport { b as c } from "./lib/b.mjs";\nimport { a } from "./a.mjs";\n'
                    "// a comment\nlog.push(`main ${a} ${c()}`);\n",
        "a.mjs": 'import { b } from "./lib/b.mjs";\nexport const a = "a" + b();\nlog.push("a");\n',
        "lib/b.mjs": 'export function b() { return "b"; }\nlog.push("b");\n'})
    script = scripts.bundle("main.mjs", assets)
    assert "the entry" not in script and "a comment" not in script
    run = f"const log = [];\n{script}\nconsole.log(JSON.stringify(log));"
    done = subprocess.run(["node", "-e", run], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == '["b","a","main ab b"]'


@pytest.mark.parametrize("text,says", [
    ('export default function x() {}\n', "only `import { ... } from"),
    ('import * as all from "./a.mjs";\n', "only `import { ... } from"),
    ('export let x = 1;\n', "only `import { ... } from"),
    ('import { x } from "lodash";\n', "import a module of ours by its relative path"),
    ('const m = import("./a.mjs");\n', "may not use"),
    ('import { nope } from "./a.mjs";\n', "exports no nope"),
    ('import { a } from "./main.mjs";\nexport const a = 1;\n', "import cycle: main.mjs → main.mjs"),
])
def test_what_a_script_cannot_be_made_of_is_said_with_its_file_and_line(tmp_path, text, says):
    """Mutation: the check of the lines left with ``import``/``export`` removed → the default export is copied
    as is and the first case fails."""
    assets = write(tmp_path, {"main.mjs": "\n" + text, "a.mjs": "export const a = 1;\n"})
    with pytest.raises(scripts.ScriptError) as refused:
        scripts.bundle("main.mjs", assets)
    assert says in str(refused.value)
    if "cycle" not in says and "exports no" not in says:
        assert "main.mjs:2:" in str(refused.value)


@pytest.mark.process
def test_the_site_ships_the_scripts_and_not_their_modules(tmp_path):
    """Every entry becomes its script in ``assets/``, valid JavaScript; the modules the build copied are taken out,
    but the engine's worker and the module it imports. Mutation: ``KEPT`` emptied → the worker is deleted and this
    fails."""
    site = tmp_path / "site"
    for module in MODULES:
        target = site / "assets" / module.relative_to(ASSETS)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(module.read_bytes())
    scripts.write_scripts(site)
    shipped = sorted(p.relative_to(site / "assets").as_posix() for p in (site / "assets").rglob("*.*"))
    assert shipped == sorted([*scripts.SCRIPTS, *scripts.KEPT]) and "engine/worker.mjs" in scripts.KEPT
    for name in scripts.SCRIPTS:
        subprocess.run(["node", "--check", str(site / "assets" / name)], check=True)
