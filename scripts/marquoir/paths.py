"""Where the project's files are (overridable for tests)."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rules_dir() -> Path:
    """The directory of rule facts: ``rules/``, or ``$MARQUOIR_RULES``."""
    return Path(os.environ.get("MARQUOIR_RULES") or ROOT / "rules")


def display(path: Path) -> str:
    """A path as a reader should see it in a message: relative to the project when inside it."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
