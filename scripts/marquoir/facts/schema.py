"""``marquoir schema``: the JSON Schemas of rule files and scenario files, for editors.

Rule files start with ``# yaml-language-server: $schema=../schema/facts.schema.json``
so that editors with the YAML language server complete fields and flag errors
as you type. The facts' schema is generated from the models; the scenarios' one
(``scenario.schema.json``) from the scenario format (:mod:`marquoir.scenario.schema`),
and scenario files may point to it the same way. Tests check that the committed
copies are current (regenerate both with ``marquoir schema --write``).
"""

from __future__ import annotations

import json
import sys

from pydantic import TypeAdapter

from ..paths import rules_dir
from .model import AnyFact

SCHEMA_PATH = ("schema", "facts.schema.json")
SCENARIO_SCHEMA_PATH = ("schema", "scenario.schema.json")


def schema() -> dict:
    """A file holds one fact or a list of facts."""
    one = TypeAdapter(AnyFact).json_schema(ref_template="#/$defs/{model}")
    defs = one.pop("$defs", {})
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Marquoir rule facts",
        "description": "A YAML file of rules/: one fact, or a list of facts.",
        "$defs": {**defs, "Fact": one},
        "oneOf": [{"$ref": "#/$defs/Fact"}, {"type": "array", "items": {"$ref": "#/$defs/Fact"}, "minItems": 1}],
    }


def _json(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def text() -> str:
    """The facts' JSON Schema, as committed."""
    return _json(schema())


def scenario_text() -> str:
    """The scenario files' JSON Schema, as committed."""
    from ..scenario.schema import json_schema

    return _json(json_schema())


def add_arguments(parser) -> None:
    parser.add_argument("--write", action="store_true",
                        help=f"write rules/{'/'.join(SCHEMA_PATH)} and rules/{'/'.join(SCENARIO_SCHEMA_PATH)}")
    parser.add_argument("--scenario", action="store_true", help="print the scenario files' schema instead")


def run(args) -> int:
    if args.write:
        for where, content in ((SCHEMA_PATH, text()), (SCENARIO_SCHEMA_PATH, scenario_text())):
            path = rules_dir().joinpath(*where)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
            print(f"wrote {path}")
    else:
        sys.stdout.write(scenario_text() if args.scenario else text())
    return 0
