"""The MkDocs configuration of each language's site.

``mkdocs.yml`` is the French site. Each language overrides only what differs:
its docs folder (hand-written home page), output folder, address, theme
language (labels, search segmenter), search settings and description.
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig

from .. import LANGS
from ..paths import ROOT

CONFIG = ROOT / "mkdocs.yml"
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"

SEARCH = {
    # French and English: split on spaces, hyphens, apostrophes (l'écu, d'actions) and punctuation.
    "fr": {"lang": "fr", "separator": r"[\s\-'’,;:!?=\[\]()\"/«»]+|\.(?!\d)"},
    "en": {"lang": "en", "separator": r"[\s\-'’,;:!?=\[\]()\"/]+|\.(?!\d)"},
    # Japanese: theme.language ja makes the search worker segment with TinySegmenter.
    "ja": {"lang": "ja", "separator": r"[\s\-、。，．・「」『』（）()\[\]！？!?]+"},
}

DESCRIPTION = {
    "fr": "Règles, FAQ et points litigieux des Bâtisseurs (Moyen Âge, Antiquité), vérifiés par un moteur de référence.",
    "en": "Rules, FAQ and disputed rulings of The Builders (Middle Ages, Antiquity), checked by a reference engine.",
    "ja": "『中世の建築士たち』『古代の建築士たち』のルール、FAQ、判断の分かれる点。リファレンスエンジンで検証済み。",
}


def base_url() -> str:
    """Where the sites are published (``$MARQUOIR_SITE_URL``), ending with ``/``."""
    url = os.environ.get("MARQUOIR_SITE_URL") or DEFAULT_BASE_URL
    return url if url.endswith("/") else url + "/"


def overrides(lang: str, site_root: Path, url: str | None = None) -> dict:
    """The keys of ``mkdocs.yml`` that differ for ``lang``."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGS)}")
    raw = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    plugins = []
    for item in raw.get("plugins", []):
        name = item if isinstance(item, str) else next(iter(item))
        plugins.append({"search": SEARCH[lang]} if name == "search" else item)
    return dict(
        docs_dir=str(ROOT / "docs" / lang),
        site_dir=str(Path(site_root) / lang),
        site_url=f"{url or base_url()}{lang}/",
        site_description=DESCRIPTION[lang],
        theme={**raw["theme"], "language": lang},
        plugins=plugins,
    )


def config_for(lang: str, site_root: Path, url: str | None = None) -> MkDocsConfig:
    return load_config(str(CONFIG), **overrides(lang, site_root, url))
