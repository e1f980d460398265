"""The committed JSON Schema is the one the models produce, and every rule file points to it."""

import json
import re

from marquoir.facts import schema
from marquoir.facts.loader import fact_files
from marquoir.paths import ROOT

SCHEMA = ROOT / "rules" / "schema" / "facts.schema.json"


def test_committed_schema_is_current():
    assert SCHEMA.read_text(encoding="utf-8") == schema.text(), "run: .venv/bin/marquoir schema --write"


def test_schema_describes_every_kind():
    defs = json.loads(SCHEMA.read_text(encoding="utf-8"))["$defs"]
    assert {"Rule", "Faq", "Ruling", "Example", "Card", "Term", "Source", "Chapter", "EditionFact"} <= set(defs)
    assert defs["Text"]["required"] == ["fr", "en", "ja"]


def test_every_rule_file_declares_the_schema():
    for path in fact_files(ROOT / "rules"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        m = re.match(r"# yaml-language-server: \$schema=(\S+)$", first)
        assert m, f"{path}: first line must be `# yaml-language-server: $schema=...`"
        assert (path.parent / m.group(1)).resolve() == SCHEMA, f"{path}: wrong schema path {m.group(1)}"
