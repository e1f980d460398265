"""``marquoir render OUTDIR [--lang L]``: write each language's pages to ``OUTDIR/<lang>/`` as the build stages them
for the site builder (step (a), :mod:`marquoir.site.stage`: the generated pages and the hand-written home page);
the way to read what the builder is given, or to give it to another one."""

from __future__ import annotations

import sys
from pathlib import Path

from .. import pipeline
from ..facts.errors import InvalidFacts
from ..site import config as site_config
from ..site import stage
from ..vocab import LANGS


def add_arguments(parser) -> None:
    parser.add_argument("outdir", type=Path, help="folder to write <lang>/<page>.md into")
    parser.add_argument("--lang", action="append", choices=LANGS, help="only this language (repeatable)")


def run(args) -> int:
    loaded = pipeline.checked_or_report(run=False)
    if loaded is None:
        return 2
    try:
        runs = pipeline.run_examples(loaded)
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return 2
    for lang in args.lang or LANGS:
        stage.stage(loaded, runs, lang, args.outdir / lang, site_config.repo_links())
    print(f"wrote the staged pages to {args.outdir}", file=sys.stderr)
    return 0
