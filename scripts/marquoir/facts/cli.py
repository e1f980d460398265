"""``marquoir validate``: check every rule fact; list every error with its file and line."""

from __future__ import annotations

from .. import pipeline
from ..paths import display, rules_dir


def add_arguments(parser) -> None:
    parser.add_argument("--rules", help="the folder of rule facts (default: rules/)")


def run(args) -> int:
    root = args.rules or rules_dir()
    loaded = pipeline.checked_or_report(root)
    if loaded is None:
        return 2
    facts = loaded.facts
    kinds: dict[str, int] = {}
    for loc in facts.by_key.values():
        kinds[loc.fact.kind] = kinds.get(loc.fact.kind, 0) + 1
    summary = ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
    print(f"{display(root)}: {len(facts.by_key)} facts, all valid ({summary})")
    return 0
