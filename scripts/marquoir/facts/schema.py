"""``marquoir schema``: the JSON Schema of rule files, for editors.

Rule files start with ``# yaml-language-server: $schema=../schema/facts.schema.json``
so that editors with the YAML language server complete fields and flag errors
as you type. The schema is generated from the models; a test checks that the
committed copy is current (regenerate with ``marquoir schema --write``).
"""

from __future__ import annotations

import json
import sys

from pydantic import TypeAdapter

from ..paths import rules_dir
from .model import AnyFact

SCHEMA_PATH = ("schema", "facts.schema.json")


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


def text() -> str:
    return json.dumps(schema(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def add_arguments(parser) -> None:
    parser.add_argument("--write", action="store_true", help=f"write rules/{'/'.join(SCHEMA_PATH)}")


def run(args) -> int:
    if args.write:
        path = rules_dir().joinpath(*SCHEMA_PATH)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text(), encoding="utf-8")
        print(f"wrote {path}")
    else:
        sys.stdout.write(text())
    return 0
