"""The MkDocs configuration of each language's site.

``mkdocs.yml`` is the French site. Each language overrides only what differs:
its docs folder (hand-written home page; the build gives the builder the staged
folder instead, :mod:`.stage`), output folder, address, theme
language (labels, search segmenter), search settings, description, footer
(``copyright``), the few words marquoir.js writes (``extra.marquoir``) and the
theme's words that Material does not translate itself (the palette toggle's
titles, the headings' permanent-link titles), all from the site's catalog.
The settings of a build: the site's address (``MARQUOIR_SITE_URL``) and the
repository of the facts (``MARQUOIR_REPO_URL``, ``MARQUOIR_REPO_BRANCH``).
Plain data: the builder (:mod:`.builders`) loads the configuration with them.
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml

from ..paths import ROOT, rules_dir
from ..render.labels import LABELS
from ..render.repo import RepoLinks
from ..vocab import LANGS

CONFIG = ROOT / "mkdocs.yml"
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"

SCRIPTS = {
    "hiragana": "[\u3040-\u309f]",
    "katakana": "[\u30a0-\u30ff\uff66-\uff9f]",
    "kanji": "[\u3400-\u4dbf\u4e00-\u9fff\u3005]",
    "digit": "[0-9\uff10-\uff19]",
    "latin": "[A-Za-z\u00c0-\u024f]",
}


def _script_pairs():
    """Every ordered pair of different scripts: a word boundary lies between them."""
    return [(a, b) for x, a in SCRIPTS.items() for y, b in SCRIPTS.items() if x != y]


SEARCH = {
    # French and English: split on spaces, hyphens, apostrophes (l'écu, d'actions) and punctuation.
    "fr": {"lang": "fr", "separator": r"[\s\-'’,;:!?=\[\]()\"/«»]+|\.(?!\d)"},
    "en": {"lang": "en", "separator": r"[\s\-'’,;:!?=\[\]()\"/]+|\.(?!\d)"},
    # Japanese: theme.language ja makes the search worker segment words with TinySegmenter,
    # but a query is only split on the separator, so an unspaced query such as 追加のアクション
    # (how Board Game Arena writes its terms) would be one unknown word: the separator also
    # cuts where the script changes (kanji, hiragana, katakana, digits, Latin letters).
    "ja": {"lang": "ja", "separator": r"[\s\-、。，．・「」『』（）()\[\]！？!?：:]+|" + "|".join(
        f"(?<={a})(?={b})" for a, b in _script_pairs())},
}

SEARCH_FIELDS = {
    # Material's own fields: the title counts most; `tags` hold the edition (search/search_index.py), so that
    # a query naming it ("égalité antiquité") ranks that edition first without drowning the other words
    "title": {"boost": 1000},
    "text": {"boost": 1},
    "tags": {"boost": 1000},
    # searched, never shown (search_index.HIDDEN_FIELDS): the words readers type, then the rest of an entry
    "keywords": {"boost": 10},
    "more": {"boost": 1},
}
for _settings in SEARCH.values():
    _settings["fields"] = SEARCH_FIELDS

EDITION_BOOST = {"moyen-age": 1.25}
"""Search results of the Middle Ages (the common box) rank first when both editions match equally."""

DESCRIPTION = {
    "fr": "Règles, FAQ et points litigieux des Bâtisseurs (Moyen Âge, Antiquité), vérifiés par un moteur de référence.",
    "en": "Rules, FAQ and disputed rulings of The Builders (Middle Ages, Antiquity), checked by a reference engine.",
    "ja": "『中世の建築士たち』『古代の建築士たち』のルール、FAQ、判断の分かれる点。リファレンスエンジンで検証済み。",
}


def base_url() -> str:
    """Where the sites are published (``$MARQUOIR_SITE_URL``), ending with ``/``."""
    url = os.environ.get("MARQUOIR_SITE_URL") or DEFAULT_BASE_URL
    return url if url.endswith("/") else url + "/"


def address_warning() -> str | None:
    """What the build says when the site address is the default (canonical links and the sitemap would
    then name 127.0.0.1: right for a local build, wrong for a deployed one), else None."""
    if base_url() != DEFAULT_BASE_URL:
        return None
    return (f"marquoir: warning: the site address is the default {DEFAULT_BASE_URL}: canonical links and the "
            "sitemap name it. Before building for deployment, set MARQUOIR_SITE_URL to the public address "
            "(e.g. MARQUOIR_SITE_URL=https://rules.example.org/ ./scripts/build).")


def repo_links() -> RepoLinks | None:
    """The repository holding ``rules/`` (``$MARQUOIR_REPO_URL``, branch ``$MARQUOIR_REPO_BRANCH``, default
    main), for each fact's "edit" and "report a problem" links; None (no links) when it is not set."""
    url = (os.environ.get("MARQUOIR_REPO_URL") or "").strip()
    if not url:
        return None
    return RepoLinks(url.rstrip("/"), os.environ.get("MARQUOIR_REPO_BRANCH") or "main", rules_dir())


def script_labels(lang: str) -> dict:
    """The words marquoir.js writes itself (the page gives it the rest), in ``lang``."""
    return {"term_open": LABELS("term_open", lang)}


def palette(schemes: list[dict], lang: str) -> list[dict]:
    """``mkdocs.yml``'s colour schemes with the toggle's title in ``lang``: each toggle names the scheme it switches
    to (the light scheme's toggle goes dark)."""
    keys = {"default": "palette_to_dark", "slate": "palette_to_light"}
    return [{**s, "toggle": {**s["toggle"], "name": LABELS(keys[s["scheme"]], lang)}} for s in schemes]


def permalink_title(extension, lang: str):
    """A Markdown extension of ``mkdocs.yml``, the ``toc`` one with its heading links titled in ``lang``."""
    if isinstance(extension, dict) and "toc" in extension:
        return {"toc": {**extension["toc"], "permalink_title": LABELS("permalink", lang)}}
    return extension


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
        copyright=LABELS("copyright", lang),
        theme={**raw["theme"], "language": lang, "palette": palette(raw["theme"]["palette"], lang)},
        markdown_extensions=[permalink_title(item, lang) for item in raw["markdown_extensions"]],
        plugins=plugins,
        extra={**raw["extra"], "marquoir": script_labels(lang)},
    )
