"""Scenario files: a table, moves and expectations, replayed by ``marquoir check`` against the engine."""

from .format import Scenario, load, loads
from .run import Result, UnmetExpectation, check, check_file

__all__ = ["Scenario", "load", "loads", "UnmetExpectation", "Result", "check", "check_file"]
