"""The scenario format is described once, as data (marquoir.scenario.schema): the checker validates from it, the
runner reads every key it describes, the setup keys are the engine's, and the JSON Schema exported from it for
editors is current and agrees with the checker on the repository's scenarios."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from marquoir import yamlsafe
from marquoir.facts import schema as schema_cli
from marquoir.paths import ROOT
from marquoir.scenario import run
from marquoir.scenario.schema import EXPECT, EXPECT_PLAYER, SCENARIO, SETUP, SETUP_PLAYER, TOP_KEYS, setup_keys
from marquoir.spec import Record
from marquoir.vocab import EDITIONS

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "moyen-age").glob("*.yaml")) + sorted((HERE / "antiquite").glob("*.yaml"))
SCHEMA = ROOT / "rules" / "schema" / "scenario.schema.json"


def test_committed_schema_is_current():
    assert SCHEMA.read_text(encoding="utf-8") == schema_cli.scenario_text(), "run: .venv/bin/marquoir schema --write"


def test_schema_write_writes_both_schemas(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MARQUOIR_RULES", str(tmp_path))
    from marquoir.cli import main

    assert main(["schema", "--write"]) == 0
    assert (tmp_path / "schema" / "scenario.schema.json").read_text(encoding="utf-8") == schema_cli.scenario_text()
    assert (tmp_path / "schema" / "facts.schema.json").read_text(encoding="utf-8") == schema_cli.text()


@pytest.mark.parametrize("record", [SCENARIO, SETUP.kind, SETUP_PLAYER, EXPECT, EXPECT_PLAYER],
                         ids=["top", "setup", "setup-player", "expect", "expect-player"])
def test_every_key_has_a_kind_a_description_and_an_edition(record: Record):
    for f in record.fields:
        assert f.kind.label and f.description and f.edition in (None, *EDITIONS), f
    for edition in EDITIONS:  # one field per key and edition
        names = [f.name for f in record.fields if f.in_edition(edition)]
        assert len(names) == len(set(names)), (edition, names)


def test_the_top_level_keys():
    assert TOP_KEYS == ("edition", "players", "seed", "options", "setup", "moves", "expect")
    assert [f.name for f in SCENARIO.fields if f.required] == ["players", "moves", "expect"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_setup_keys_are_the_engines(edition):
    """Mutation: drop the field `freed` from SETUP_PLAYER → the Antiquity case fails."""
    player_keys, table_keys = setup_keys(edition)
    assert sorted(SETUP_PLAYER.field_names(edition)) == sorted(player_keys)
    assert sorted(SETUP.kind.field_names(edition)) == sorted(table_keys)


WRONG = {  # for each expectation the format describes, a value that a new game of two (seed 1, no move) does not have
    "moyen-age": {"ecus": 7, "vp": 7, "score": 7, "actions": 2, "turns": 7, "rank": 2, "built": ["chapelle"],
                  "sites": {"chapelle": []}, "workers": [], "winner": "Bruno", "over": True, "current": "Bruno",
                  "end_triggered": True, "buildings_row": [], "workers_row": [], "next_building": None,
                  "next_worker": None},
    "antiquite": {"sesterces": 7, "vp": 7, "score": 7, "penalties": 7, "actions": 2, "turns": 7, "rank": 2,
                  "built": ["armurerie"], "sites": {"armurerie": []}, "workers": [], "slaves": ["esclave-1"],
                  "freed": ["esclave-1"], "tools": ["outil-scie"], "loans": ["emprunt-1"],
                  "equipment": {"apprenti-2": ["outil-scie"]}, "winner": "Bruno", "over": True, "current": "Bruno",
                  "end_triggered": True, "buildings_row": [], "workers_row": [], "next_building": None,
                  "next_worker": None, "settling": True, "investment_row": {"loan": ["emprunt-4"]}},
}


def _plain(value):
    """A value the runner found, as a scenario file writes it (JSON is YAML)."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    return value


def expecting(edition: str, key: str, value, player: bool):
    """``marquoir check``'s verdict (:func:`marquoir.scenario.run.check_text`) on a new game of two (seed 1, no move)
    expected to have ``value`` for ``key`` (Alice's when ``player``)."""
    expect = {"Alice": {key: value}} if player else {key: value}
    case = {"edition": edition, "players": ["Alice", "Bruno"], "seed": 1, "moves": [], "expect": expect}
    return run.check_text(json.dumps(case), "case.yaml", "en")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_runner_compares_every_expectation_the_schema_describes(edition):
    """Every key the format accepts is compared by the runner, through the command's own function: a value the game
    does not have is an unmet expectation naming that key (exit 1), and the value found then holds (exit 0); none is
    accepted and then ignored, none crashes. ``error`` is compared with the last move's refusal (its own tests).

    Mutation: ``_compare`` skipping a player's ``turns`` in scenario/run.py → fails (exit 0); an expectation
    ``colour`` described in EXPECT_PLAYER → fails (no wrong value here, and no getter in the runner)."""
    player_keys = EXPECT_PLAYER.field_names(edition)
    for key in [*player_keys, *(k for k in EXPECT.field_names(edition) if k != "error")]:
        assert key in WRONG[edition], f"give the new expectation `{key}` a wrong value in WRONG"
        player = key in player_keys
        wrong = expecting(edition, key, WRONG[edition][key], player)
        named = f"Alice.{key}" if player else key
        assert (wrong.exit_code, [u.key for u in wrong.unmet]) == (1, [named]), (key, wrong.out + wrong.err)
        found = expecting(edition, key, _plain(wrong.unmet[0].found), player)
        assert (found.exit_code, found.unmet) == (0, []), (key, found.out + found.err)


# ---------------------------------------------------------------- the JSON Schema, for editors


def conforms(value, schema: dict, root: dict) -> bool:
    """Whether ``value`` conforms to ``schema``: the part of JSON Schema 2020-12 the exported schema uses."""
    if "$ref" in schema:
        return conforms(value, root["$defs"][schema["$ref"].split("/")[-1]], root) and conforms(
            value, {k: v for k, v in schema.items() if k != "$ref"}, root)
    if "if" in schema:
        branch = schema["then"] if conforms(value, schema["if"], root) else schema.get("else", {})
        if not conforms(value, branch, root):
            return False
    if "anyOf" in schema and not any(conforms(value, s, root) for s in schema["anyOf"]):
        return False
    if "const" in schema and value != schema["const"]:
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    types = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}
    kind = schema.get("type")
    if kind == "integer" and not (isinstance(value, int) and not isinstance(value, bool)):
        return False
    if kind == "number" and not (isinstance(value, (int, float)) and not isinstance(value, bool)):
        return False
    if kind in types and not isinstance(value, types[kind]):
        return False
    if "minimum" in schema and isinstance(value, (int, float)) and value < schema["minimum"]:
        return False
    if "maximum" in schema and isinstance(value, (int, float)) and value > schema["maximum"]:
        return False
    if isinstance(value, str):
        if "pattern" in schema and not re.search(schema["pattern"], value):
            return False
        if len(value) < schema.get("minLength", 0):
            return False
    if isinstance(value, list) and "items" in schema:
        if not all(conforms(v, schema["items"], root) for v in value):
            return False
    if isinstance(value, dict):
        props = schema.get("properties", {})
        if any(k not in value for k in schema.get("required", [])):
            return False
        for key, item in value.items():
            if "propertyNames" in schema and not conforms(key, schema["propertyNames"], root):
                return False
            if key in props:
                if not conforms(item, props[key], root):
                    return False
            elif "additionalProperties" in schema:
                extra = schema["additionalProperties"]
                if extra is False or extra is not True and not conforms(item, extra, root):
                    return False
    return True


ROOT_SCHEMA = json.loads(schema_cli.scenario_text())
"""The schema the code exports (the committed copy is this one: test_committed_schema_is_current)."""


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_the_json_schema_accepts_every_repository_scenario(path):
    """Mutation: ``{"type": "string"}`` for a number in spec.Whole.json → fails."""
    assert conforms(yamlsafe.load(path).data, ROOT_SCHEMA, ROOT_SCHEMA)


BASE = {"players": ["Alice", "Bruno"], "moves": ["take 1"], "expect": {"Alice": {"ecus": 11}}}


@pytest.mark.parametrize("change", [
    {"colour": "red"},  # unknown top-level key
    {"expect": {"Alice": {"sesterces": 11}}},  # Antiquity's money in a Middle Ages file
    {"edition": "antiquite"},  # ... and the reverse: écus in an Antiquity file
    {"expect": {"settling": False}},  # an Antiquity expectation
    {"seed": -1}, {"seed": 2**31}, {"seed": "three"},
    {"moves": "take 1"}, {"moves": [3]},
    {"expect": {"winner": 3}}, {"expect": {"next_worker": ["a"]}}, {"expect": {"Alice": {"built": "chapelle"}}},
    {"expect": {"Alice": {"vp": -1}}}, {"expect": {"over": "yes"}}, {"expect": {"error": "Take Amount"}},
    {"options": {"turbo": True}}, {"options": {"coin_scoring": "tenths"}},  # unknown; Antiquity only
    {"setup": {"Alice": {"ecus": 1.5}}}, {"setup": {"Alice": {"loans": []}}}, {"setup": {"buildings_row": "x"}},
], ids=str)
def test_the_json_schema_refuses_what_the_checker_refuses(tmp_path, change):
    """Mutation: ``"additionalProperties": True`` in spec.Record.json → the unknown-key cases fail."""
    data = {**BASE, **change}
    assert conforms(BASE, ROOT_SCHEMA, ROOT_SCHEMA)
    assert not conforms(data, ROOT_SCHEMA, ROOT_SCHEMA)
    path = tmp_path / "case.yaml"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")  # JSON is YAML
    assert run.check_file(path, "en").exit_code == 2


def test_scenario_files_declare_the_schema():
    for path in SCENARIOS:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        m = re.match(r"# yaml-language-server: \$schema=(\S+)$", first)
        assert m, f"{path}: first line must be `# yaml-language-server: $schema=...`"
        assert (path.parent / m.group(1)).resolve() == SCHEMA, f"{path}: wrong schema path {m.group(1)}"


# ---------------------------------------------------------------- it runs in the browser


@pytest.mark.process
def test_the_checker_imports_nothing_but_the_standard_library_and_pyyaml():
    """Pyodide runs the checker from the site's own files: no pydantic, jinja2, mkdocs (nor anything else).

    Allowed besides the standard library: marquoir, PyYAML (``yaml``; ``_yaml``, libyaml's binding, and the
    Cython runtime it loads), and setuptools' ``_distutils_hack``, which the virtualenv's .pth file imports.
    Mutation: ``import pydantic`` in marquoir/spec.py → fails."""
    code = ("import sys\n"
            "import marquoir.spec, marquoir.yamlsafe, marquoir.scenario, marquoir.scenario.schema, "
            "marquoir.scenario.cli\n"
            "outside = sorted({m.split('.')[0] for m in sys.modules} - set(sys.stdlib_module_names) "
            "- {'marquoir', 'yaml', '_yaml', 'cython_runtime', '_distutils_hack', '__main__'})\n"
            "print([m for m in outside if not m.startswith('_cython_')])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_spec_modules_example_runs():
    import doctest

    import marquoir.spec

    result = doctest.testmod(marquoir.spec)
    assert result.attempted > 0 and result.failed == 0
