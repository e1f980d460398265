"""The page's pure JavaScript modules, tested with Node's own runner (``node:test``), one pytest item per folder of
``tests/js/`` (its ``*.test.mjs`` files run in one Node process by ``tests/js/run.mjs``), so that ``./scripts/test``
and CI run them.

Before Node runs, every provider of ``tests/js_data.py`` writes its data as JSON into one folder, passed in
``MARQUOIR_JS_DATA``: the JavaScript is tested on the same fixtures as the Python (``tests/data/``,
``tests/scenarios/``) and on what the engine and the renderer hand the page. A failing test prints Node's
report (the assertion, the file and line).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import js_data
import permalinks
from marquoir.paths import ROOT

pytestmark = pytest.mark.process  # every test here runs the page's modules under Node

JS = ROOT / "tests" / "js"
JS_TESTS = sorted(JS.rglob("*.test.mjs"))
FOLDERS = sorted({p.parent for p in JS_TESTS})


@pytest.fixture(scope="session")
def js_data_dir(tmp_path_factory, project, project_runs, project_sites) -> Path:
    """Every provider's data (the session's checked facts, examples' runs and pages: made once, shared with the Python
    tests of the same worker)."""
    out = tmp_path_factory.mktemp("js-data")
    for name, provider in js_data.PROVIDERS.items():
        data = js_data.provide(provider, loaded=project, runs=project_runs, sites=project_sites)
        (out / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, default=str), encoding="utf-8")
    return out


def node() -> str:
    found = shutil.which("node")
    assert found, "Node.js is missing: the page's modules are tested with Node's node:test (apt-get install nodejs)"
    return found


@pytest.mark.parametrize("folder", FOLDERS, ids=[p.relative_to(JS).as_posix() for p in FOLDERS])
def test_js_modules(folder: Path, js_data_dir: Path):
    """Runs the test files of one folder of the page's modules (``checker/``, ``search/``...); the mutation that
    makes each fail is named in each JS test file."""
    env = {**os.environ, "MARQUOIR_JS_DATA": str(js_data_dir), "NODE_NO_WARNINGS": "1"}
    files = [str(p) for p in JS_TESTS if p.parent == folder]
    done = subprocess.run([node(), "--test-reporter=spec", str(JS / "run.mjs"), *files], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        pytest.fail(f"node tests/js/run.mjs {folder.relative_to(ROOT)}/*.test.mjs:\n{done.stdout}{done.stderr}",
                    pytrace=False)


def test_what_the_page_writes_python_reads_as_the_file_it_came_from(js_data_dir: Path):
    """For every file of tests/scenarios/ the form can show, the page writes a file (block YAML) and a link; the
    engine reads that file as the case the page meant and checks it exactly as the original (the same exit, verdict
    and moves), and the link holds that case (raw DEFLATE of its JSON, as marquoir.web.permalink writes).

    Mutation: checker/yaml.mjs writing a string plain (``quote`` → ``String``) → the tool's case whose names YAML
    reads otherwise (``no``, ``010``) fails; checker/case.mjs dropping a player's ``sites`` → the replays differ."""
    from marquoir import yamlsafe
    from marquoir.scenario.run import check_text

    env = {**os.environ, "MARQUOIR_JS_DATA": str(js_data_dir), "NODE_NO_WARNINGS": "1"}
    done = subprocess.run([node(), str(ROOT / "tests" / "js" / "tools" / "write_cases.mjs")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    written = json.loads(done.stdout)
    assert len(written) > 90
    for path, page in written.items():
        assert yamlsafe.loads(page["yaml"], "case.yaml").data == page["case"], path
        assert permalinks.read(page["link"]) == {"v": 1, "case": page["case"]}, path
        if path == "tricky":  # names YAML would read otherwise unquoted: the tool's own case, no file
            continue
        original = ROOT / "tests" / path
        mine, theirs = check_text(original.read_text(encoding="utf-8"), "case.yaml", "en"), \
            check_text(page["yaml"], "case.yaml", "en")
        assert (theirs.exit_code, theirs.summary) == (mine.exit_code, mine.summary), path
        assert [s.move for s in theirs.game.history] == [s.move for s in mine.game.history], path
