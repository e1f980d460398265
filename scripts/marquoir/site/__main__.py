"""``python -m marquoir.site build|serve``: what ./scripts/build and ./scripts/serve run.

``--builder properdocs`` builds (or serves) with ProperDocs instead of MkDocs (:mod:`.builders`); the builder is
chosen before anything of it is imported. ``build --timings FILE`` writes, once built, the seconds each step of the
build took (:data:`.build.STEPS`) as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..paths import ROOT
from ..vocab import LANGS
from . import builders


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m marquoir.site")
    sub = parser.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="build site/fr, site/en, site/ja and site/index.html")
    b.add_argument("--out", type=Path, default=ROOT / "site")
    b.add_argument("--lang", action="append", choices=LANGS, help="only this language (repeatable)")
    b.add_argument("--timings", type=Path, metavar="FILE", help="write the seconds each step took, as JSON")
    s = sub.add_parser("serve", help="serve one language with live reload")
    s.add_argument("lang", nargs="?", default="fr", choices=LANGS)
    s.add_argument("--port", type=int, default=8000)
    for p in (b, s):
        p.add_argument("--builder", choices=builders.NAMES, default=builders.NAMES[0],
                       help=f"the site builder (default {builders.NAMES[0]})")
        p.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    try:
        builder = builders.load(args.builder)
    except builders.BuilderError as e:
        print(f"marquoir: {e}", file=sys.stderr)
        return 1
    builder.logging(args.verbose)
    if args.cmd == "build":
        from .build import build

        if args.timings and not args.timings.parent.is_dir():  # said before anything is built
            parser.error(f"--timings {args.timings}: there is no folder {args.timings.parent} to write it in")
        spent: dict[str, float] = {}
        code = build(args.out, args.lang or list(LANGS), builder, spent)
        if code == 0 and args.timings:
            try:
                args.timings.write_text(json.dumps(spent), encoding="utf-8")
            except OSError as e:
                print(f"marquoir: the sites are built, but the timings were not written to {args.timings}: "
                      f"{e.strerror}", file=sys.stderr)
                return 1
        return code
    from .serve import serve

    return serve(args.lang, args.port, builder)


if __name__ == "__main__":
    sys.exit(main())
