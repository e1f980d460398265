"""``marquoir validate``: check every rule fact; list every error with its file and line."""

from __future__ import annotations

import sys

from .. import yamlsafe
from ..paths import display, rules_dir
from . import loader
from .errors import InvalidFacts


def add_arguments(parser) -> None:
    parser.add_argument("--rules", help="the folder of rule facts (default: rules/)")


def run(args) -> int:
    root = args.rules or rules_dir()
    try:
        facts = loader.load(root, run_examples=True)
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return 2
    except yamlsafe.YamlError as e:
        print(e, file=sys.stderr)
        return 2
    kinds: dict[str, int] = {}
    for loc in facts.by_key.values():
        kinds[loc.fact.kind] = kinds.get(loc.fact.kind, 0) + 1
    summary = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
    print(f"{display(root)}: {len(facts.by_key)} facts, all valid ({summary})")
    return 0
