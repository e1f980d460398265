"""The Python the site's case checker runs in the reader's browser: ``assets/engine/marquoir.zip``.

The zip holds, at its root:

* ``marquoir/...``: the browser-bound modules of the package, byte for byte the files the tests run
  (:data:`BROWSER_MODULES`: the engine, the scenario checker, :mod:`marquoir.web` and the pure modules they
  import; never the fact models, the renderer or the site, which need pydantic, Jinja2 or MkDocs);
* ``yaml/...``: PyYAML's pure-Python package, from its PyPI source distribution (``./scripts/_venv.sh``
  fetches it, hash-checked, into :data:`PYYAML_DIR`; the browser has no libyaml, and ``yamlsafe`` falls back
  to the pure-Python composer);
* ``marquoir_cards.json``: the validated card records of both editions (``{edition: [records]}``, from
  :func:`marquoir.facts.cards.card_records`), which the worker gives the engine with
  :func:`marquoir.engine.cards.install_card_records` (the engine then never reads the card facts).

The zip is deterministic: entries sorted, fixed timestamps and modes, so that the same sources give the same
bytes. :func:`write_bundle` writes it into a language's site (the build calls it for each language).
"""

from __future__ import annotations

import json
import os
import tempfile
import zipfile
from pathlib import Path

from ..paths import ROOT, rules_dir
from ..vocab import EDITIONS

SCRIPTS = ROOT / "scripts"
"""The folder the package is in: the zip's paths are relative to it (``marquoir/engine/game.py``)."""
PYYAML_DIR = ROOT / ".cache" / "browser" / "pyyaml" / "yaml"
"""PyYAML's pure-Python package, as extracted from its sdist (``lib/yaml``) by ``./scripts/_venv.sh``."""
BUNDLE_NAME = "marquoir.zip"
CARDS_NAME = "marquoir_cards.json"

_MODULES = ("marquoir/__init__.py", "marquoir/vocab.py", "marquoir/i18n.py", "marquoir/paths.py",
            "marquoir/yamlsafe.py", "marquoir/spec.py", "marquoir/web.py",
            # scenario.run catches InvalidFacts: the error types of the facts are pure, the models are not
            "marquoir/facts/__init__.py", "marquoir/facts/errors.py")
_PACKAGES = ("marquoir/engine", "marquoir/scenario", "marquoir/tutorial")
NOT_SHIPPED = {"marquoir.facts.cards": "the engine reads the card facts with it only when no card records are "
                                       "installed (pydantic); the browser installs the records of the bundle"}
"""Modules a browser-bound module imports (lazily) that the bundle leaves out, and why."""

BROWSER_MODULES: tuple[str, ...] = tuple(sorted(
    {*_MODULES, *(str(p.relative_to(SCRIPTS)) for package in _PACKAGES for p in (SCRIPTS / package).glob("*.py"))}))
"""The module files shipped, relative to ``scripts/`` (``marquoir/engine/game.py``), sorted."""

_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can say: no build time in the bytes


class BundleError(Exception):
    """What keeps the bundle from being written (PyYAML's sources missing), said plainly."""


def pyyaml_files(folder: Path = PYYAML_DIR) -> list[Path]:
    """PyYAML's pure-Python modules, sorted; BundleError when they are not there."""
    files = sorted(Path(folder).glob("*.py"))
    if not (Path(folder) / "__init__.py").is_file():
        raise BundleError(f"PyYAML's pure-Python sources are missing from {folder}: run ./scripts/_venv.sh, "
                          "which fetches them (the case checker of the site needs them)")
    return files


def card_bundle(root: Path | None = None) -> dict[str, list[dict]]:
    """The validated card records of every edition, ``{edition: [records]}`` (InvalidFacts when they are not valid)."""
    from ..facts.cards import card_records

    return {edition: card_records(edition, root or rules_dir()) for edition in EDITIONS}


def entries(root: Path | None = None, pyyaml: Path = PYYAML_DIR, cards: dict | None = None) -> list[tuple[str, bytes]]:
    """``(name in the zip, bytes)`` of every entry, sorted by name; ``cards``: the card records (by default read from
    the card facts of ``root``: :func:`card_bundle`)."""
    out = [(name, (SCRIPTS / name).read_bytes()) for name in BROWSER_MODULES]
    out += [(f"yaml/{p.name}", p.read_bytes()) for p in pyyaml_files(pyyaml)]
    cards = json.dumps(card_bundle(root) if cards is None else cards, ensure_ascii=False, separators=(",", ":"),
                       sort_keys=True)
    out.append((CARDS_NAME, cards.encode("utf-8")))
    return sorted(out)


def write_bundle(dest_dir: Path, *, root: Path | None = None, pyyaml: Path = PYYAML_DIR,
                 cards: dict | None = None) -> Path:
    """Write ``marquoir.zip`` into ``dest_dir`` (made if needed) and return its path; the file appears whole or not at
    all (written aside, then renamed). ``root``: the rules folder of the card records (default ``rules/``); ``cards``:
    the records themselves, when the build has loaded them (:func:`marquoir.facts.cards.card_bundle`)."""
    dest_dir = Path(dest_dir)
    dest_dir.mkdir(parents=True, exist_ok=True)
    items = entries(root, pyyaml, cards)
    fd, tmp = tempfile.mkstemp(prefix=".marquoir-", suffix=".zip", dir=dest_dir)
    try:
        with os.fdopen(fd, "wb") as out, zipfile.ZipFile(out, "w") as zf:
            for name, data in items:
                info = zipfile.ZipInfo(name, date_time=_DATE)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                info.create_system = 3  # the same bytes on every system
                zf.writestr(info, data, compresslevel=9)
        target = dest_dir / BUNDLE_NAME
        os.replace(tmp, target)
        return target
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
