"""Scenario files: a table, moves and expectations, replayed by ``marquoir check`` against the engine."""

from .format import Scenario, load, loads
from .run import Result, UnmetExpectation, check, check_file, check_text

__all__ = ["Scenario", "load", "loads", "UnmetExpectation", "Result", "check", "check_file", "check_text"]
