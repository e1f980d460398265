"""How many examples a Hypothesis test tries: the number it names in the whole suite (CI), a fifth of it in the edit
loop, whose ``./scripts/test --fast`` loads the ``marquoir-fast`` profile (both profiles are in tests/conftest.py).
Both are derandomized: each run of either tries the same examples."""

from __future__ import annotations

from hypothesis import settings


def examples(n: int) -> int:
    """``n`` in the whole suite (the ``marquoir`` profile); in a profile that tries fewer examples, as many fewer
    (at least 10)."""
    return max(10, n * settings.default.max_examples // settings.get_profile("marquoir").max_examples)
