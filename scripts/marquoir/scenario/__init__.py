"""Scenario files: a table, moves and expectations, replayed by ``marquoir check`` against the engine."""

from .format import Scenario, load, loads
from .run import Failure, Result, check, check_file

__all__ = ["Scenario", "load", "loads", "Failure", "Result", "check", "check_file"]
