"""Reading the tests' YAML files: the shared data of ``tests/data/`` (its README says where each comes from), and
the facts a test must read without the engine's loader.

:func:`read_yaml` is libyaml's safe loader: the same reading as ``yaml.safe_load``, about ten times faster, read at
every collection; it is not the engine's loader (``marquoir.yamlsafe``, which keeps each value's line for its
messages), so a test that checks what the engine read reads the file on its own.
"""

from __future__ import annotations

from pathlib import Path

import yaml

DATA = Path(__file__).parent / "data"


def read_yaml(path: Path):
    """The data of the YAML file at ``path``."""
    return yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)


def score_cases() -> list[dict]:
    """The scoring cases shared by the engine's tests, the score counter's and the page's scripts'."""
    return read_yaml(DATA / "score_cases.yaml")
