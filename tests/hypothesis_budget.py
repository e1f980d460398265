"""How many examples a Hypothesis test tries: the number it names in the whole suite (CI), a fifth of it in the edit
loop, whose ``./scripts/test --fast`` loads the ``marquoir-fast`` profile (tests/conftest.py). The examples are the
same on every run (derandomized): the edit loop tries the first of those the whole suite tries."""

from __future__ import annotations

from hypothesis import settings

FULL = 100
"""The profile's examples in the whole suite (Hypothesis's default, the ``marquoir`` profile's)."""


def examples(n: int) -> int:
    """``n`` in the whole suite; in a profile that tries fewer examples, as many fewer (at least 10)."""
    return max(10, n * settings.default.max_examples // FULL)
