"""``marquoir check SCENARIO.yaml… [--lang fr|en|ja]``: replay scenarios and check their expectations.

Prints the trace step by step in the chosen language, then the expectations
and a verdict. Exit 0 when every expectation of every file holds, 1 when one
does not, 2 for a malformed file (every problem of it is printed, one per
line), invalid card facts, or a move refused although no refusal was expected
(the worst code of all the files).
"""

from __future__ import annotations

import argparse
import sys

from ..vocab import LANGS
from .run import check_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scenarios", nargs="+", metavar="SCENARIO.yaml", help="scenario files to replay")
    parser.add_argument("--lang", choices=LANGS, default="fr", help="language of the trace (default: fr)")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the problems and the verdict")


def run(args: argparse.Namespace) -> int:
    code = 0
    for path in args.scenarios:
        result = check_file(path, args.lang)
        for line in ([] if args.quiet else result.out) + result.summary:
            print(line)
        for line in result.err:
            print(line, file=sys.stderr)
        code = max(code, result.exit_code)
    return code
