"""What the build ships of the search besides its modules (which marquoir.site.scripts joins with the site's other
scripts, tests/test_page_scripts.py): comments removed from every script (``scripts.strip_comments``), MiniSearch
copied from the pin without its comments (scripts/marquoir/site/search/assets.py)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from marquoir.site import scripts
from marquoir.site.search import assets


def run_node(code: str) -> str:
    node = shutil.which("node")
    assert node, "Node.js is missing (apt-get install nodejs)"
    done = subprocess.run([node, "-e", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.process
def test_comments_go_and_strings_templates_and_regular_expressions_stay():
    """Mutation: a `/` after `=` not read as the start of a regular expression (the `last` check removed) → the
    regular expression holding `//` is cut and this fails."""
    code = ('/* licence */\nconst url = "http://example.org/*x*/"; // first remark\n'
            'const re = /a\\/\\/b|c\\*\\//g; /* inline */ const t = `// kept ${1 / 2}`;\n'
            'const half = 4 / 2 // the rest\n;\nconsole.log(url, re.source, t, half);\n')
    out = scripts.strip_comments(code)
    assert "licence" not in out and "remark" not in out and "inline" not in out and "the rest" not in out
    assert run_node(out) == run_node(code) == "http://example.org/*x*/ a\\/\\/b|c\\*\\/ // kept 0.5 2"


@pytest.mark.process
def test_minisearch_is_the_pinned_package_without_comments():
    code = assets.minisearch()
    assert "global.MiniSearch = factory()" in code and "/**" not in code
    assert len(code) < assets.MINISEARCH.stat().st_size
    page = "(function (exports, module) {\n" + code + "\n}).call(globalThis);\n"  # as a page's script, not a module
    assert run_node(page + "const m = new MiniSearch({fields: ['t']}); m.add({id: 1, t: 'tie break'});"
                           "console.log(m.search('tie')[0].id);") == "1"
