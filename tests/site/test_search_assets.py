"""The page's search scripts as the build writes them (scripts/marquoir/site/search/assets.py): ES modules made one
plain script (a copy opened from disk refuses module scripts), comments removed, MiniSearch copied from the pin."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from marquoir.site.search import assets


def write(folder, files: dict[str, str]):
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def run_node(code: str) -> str:
    node = shutil.which("node")
    assert node, "Node.js is missing (apt-get install nodejs)"
    done = subprocess.run([node, "-e", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_module_graph_becomes_one_script_with_each_module_in_its_scope(tmp_path):
    """Imports are resolved in order, a module sees only what it imports (two modules may name a helper alike),
    `as` renames. Mutation: the imports not put back (`head` left empty) → the script fails to run."""
    write(tmp_path, {
        "lib/a.mjs": 'const secret = 1;\nexport function twice(x) { return 2 * x + secret - 1; }\n'
                     'export const N = 3;\n',
        "b.mjs": 'import { twice, N as n } from "./lib/a.mjs";\nconst secret = 10;\n'
                 'export function go() { return twice(n) + secret; }\n',
        "main.mjs": 'import { go } from "./b.mjs";\nconsole.log(go());\n',
    })
    code = assets.bundle(tmp_path / "main.mjs")
    assert "export " not in code and "import " not in code
    assert run_node(code) == "16"


@pytest.mark.parametrize("source, message", [
    ('export default function f() {}\n', "can be bundled"),
    ('import x from "./a.mjs";\n', "can be bundled"),
    ('import { gone } from "./a.mjs";\n', "does not export it"),
    ('import { y } from "./missing.mjs";\n', "does not exist"),
])
def test_what_the_bundler_does_not_understand_is_refused_by_name(tmp_path, source, message):
    """Mutation: the check for stray import/export lines removed → the default export is bundled silently and
    the first case fails."""
    write(tmp_path, {"a.mjs": "export const y = 1;\n", "main.mjs": source})
    with pytest.raises(assets.BundleError, match=message) as caught:
        assets.bundle(tmp_path / "main.mjs")
    assert "main.mjs" in str(caught.value)


def test_an_import_cycle_is_refused(tmp_path):
    write(tmp_path, {"a.mjs": 'import { b } from "./b.mjs";\nexport const a = 1;\n',
                     "b.mjs": 'import { a } from "./a.mjs";\nexport const b = 2;\n'})
    with pytest.raises(assets.BundleError, match="import cycle"):
        assets.bundle(tmp_path / "a.mjs")


def test_comments_go_and_strings_templates_and_regular_expressions_stay():
    """Mutation: a `/` after `=` not read as the start of a regular expression (the `last` check removed) → the
    regular expression holding `//` is cut and this fails."""
    code = ('/* licence */\nconst url = "http://example.org/*x*/"; // first remark\n'
            'const re = /a\\/\\/b|c\\*\\//g; /* inline */ const t = `// kept ${1 / 2}`;\n'
            'const half = 4 / 2 // the rest\n;\nconsole.log(url, re.source, t, half);\n')
    out = assets.strip_comments(code)
    assert "licence" not in out and "remark" not in out and "inline" not in out and "the rest" not in out
    assert run_node(out) == run_node(code) == "http://example.org/*x*/ a\\/\\/b|c\\*\\/ // kept 0.5 2"


def test_minisearch_is_the_pinned_package_without_comments():
    code = assets.minisearch()
    assert "global.MiniSearch = factory()" in code and "/**" not in code
    assert len(code) < assets.MINISEARCH.stat().st_size
    page = "(function (exports, module) {\n" + code + "\n}).call(globalThis);\n"  # as a page's script, not a module
    assert run_node(page + "const m = new MiniSearch({fields: ['t']}); m.add({id: 1, t: 'tie break'});"
                           "console.log(m.search('tie')[0].id);") == "1"
