"""The ``marquoir`` command: one entry point, one small module per subcommand.

    marquoir check SCENARIO.yaml [--lang fr|en|ja]   replay a scenario, check expectations
    marquoir validate                                 check every rule fact in rules/
    marquoir translations [--stamp ...]               missing and outdated translations
    marquoir schema [--write] [--scenario]            JSON Schemas of the rule and scenario files
    marquoir render OUTDIR                            write the generated pages to a folder

Exit codes: 0 success, 1 a check or expectation failed, 2 bad input (the message
names the file and line).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import sys

COMMANDS = {
    # name: (module, help)
    "check": ("marquoir.scenario.cli", "replay a scenario file and check its expectations"),
    "validate": ("marquoir.facts.cli", "validate the rule facts"),
    "translations": ("marquoir.facts.translations_cli", "report (or stamp) missing and outdated translations"),
    "schema": ("marquoir.facts.schema", "print or write the JSON Schemas of rule files and scenario files"),
    "render": ("marquoir.render.cli", "write the generated Markdown pages to a folder"),
}


@functools.cache
def parser() -> argparse.ArgumentParser:
    """The command's arguments, made once per process (reading them changes nothing in it)."""
    made = argparse.ArgumentParser(prog="marquoir", description=__doc__.split("\n\n")[0])
    sub = made.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (module, help_) in COMMANDS.items():
        p = sub.add_parser(name, help=help_)
        p.set_defaults(_module=module)
        importlib.import_module(module).add_arguments(p)
    return made


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return int(importlib.import_module(args._module).run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
