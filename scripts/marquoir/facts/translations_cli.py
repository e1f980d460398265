"""``marquoir translations``: list missing and outdated translations; ``--stamp`` records new ones.

    marquoir translations                       report, per language
    marquoir translations --check               the same, exit 1 unless everything is translated
    marquoir translations --stamp en ID [ID...] record that these facts' English texts follow the current French
    marquoir translations --stamp ja --all      ... for every fact (after a full review)
"""

from __future__ import annotations

import sys

from .. import pipeline
from ..paths import rules_dir
from .translations import TRANSLATED, key_name, stamp


def add_arguments(parser) -> None:
    parser.add_argument("--check", action="store_true", help="exit 1 if anything is missing or outdated")
    parser.add_argument("--stamp", metavar="LANG", choices=TRANSLATED, action="append",
                        help="record the current French text as the source of these translations")
    parser.add_argument("ids", nargs="*", help="facts to stamp: `id` or `edition/id`")
    parser.add_argument("--all", action="store_true", help="stamp every fact")


def run(args) -> int:
    root = rules_dir()
    loaded = pipeline.checked_or_report(root, run=False)
    if loaded is None:
        return 2
    facts, st = loaded.facts, loaded.status
    if args.stamp:
        if not args.ids and not args.all:
            print("marquoir translations --stamp: name the facts to stamp, or --all", file=sys.stderr)
            return 2
        known = {key_name(loc.fact) for loc in facts.by_key.values()} | {loc.fact.id for loc in facts.by_key.values()}
        unknown = [i for i in args.ids if i not in known]
        if unknown:
            print(f"marquoir translations --stamp: unknown facts: {', '.join(unknown)}", file=sys.stderr)
            return 2
        done = stamp(facts, root, args.stamp, None if args.all else args.ids)
        print(f"stamped {len(done)} translation(s)")
        return 0
    todo = 0
    for lang in TRANSLATED:
        rows = sorted((key_name(facts.by_key[k].fact), v[lang]) for k, v in st.items() if v[lang] != "ok")
        n = len(st)
        print(f"{lang}: {n - len(rows)}/{n} facts translated and up to date ({100 * (n - len(rows)) // max(n, 1)} %)")
        for name, state in rows:
            print(f"  {state:8} {name}")
        todo += len(rows)
    return 1 if (args.check and todo) else 0
