"""Engine options: the choices the sources leave open, each with Marquoir's default."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Mapping


@dataclass(frozen=True)
class Options:
    """Choices the sources leave open (rules.md §1.2, §1.7)."""

    next_worker_visible: bool = True  # Board Game Arena shows the top of the worker deck
    machines_in_tiebreak: bool = True  # the first tie-break counts machines' VP with buildings'

    @classmethod
    def of(cls, value: "Options | Mapping | None") -> "Options":
        """Options from an Options, a mapping of option names (ValueError for unknown names or non-booleans), or None."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if not isinstance(value, Mapping):
            raise ValueError(f"options must be a mapping, not {value!r}")
        known = [f.name for f in fields(cls)]
        for key, flag in value.items():
            if key not in known:
                raise ValueError(f"unknown option {key!r} (known: {', '.join(known)})")
            if not isinstance(flag, bool):
                raise ValueError(f"option {key} must be true or false, not {flag!r}")
        return cls(**value)
