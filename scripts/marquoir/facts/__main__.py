"""``python -m marquoir.facts``: the same as ``marquoir validate``."""

import argparse
import sys

from .cli import add_arguments, run

parser = argparse.ArgumentParser(prog="python -m marquoir.facts", description="validate the rule facts")
add_arguments(parser)
sys.exit(run(parser.parse_args()))
