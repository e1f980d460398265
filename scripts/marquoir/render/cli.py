"""``marquoir render OUTDIR [--lang L]``: write the generated pages to a folder
(the escape hatch for other site builders, and a way to read what the hook feeds MkDocs)."""

from __future__ import annotations

import sys
from pathlib import Path

from .. import pipeline
from ..vocab import LANGS


def add_arguments(parser) -> None:
    parser.add_argument("outdir", type=Path, help="folder to write <lang>/<page>.md into")
    parser.add_argument("--lang", action="append", choices=LANGS, help="only this language (repeatable)")


def run(args) -> int:
    loaded = pipeline.checked_or_report(run=False)
    if loaded is None:
        return 2
    for lang in args.lang or LANGS:
        for page in pipeline.render(loaded, lang).pages.values():
            target = args.outdir / lang / page.path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(page.markdown, encoding="utf-8")
    print(f"wrote the generated pages to {args.outdir}", file=sys.stderr)
    return 0
