"""The MkDocs configuration of each language's site.

``mkdocs.yml`` is the French site. Each language overrides only what differs:
its docs folder (hand-written home page; the build gives the builder the staged
folder instead, :mod:`.stage`), output folder, address, theme language (labels),
description, footer (``copyright``), the few words the page's scripts write before
they have their data (``extra.marquoir``: marquoir.js, the search box), the words of
the page a missing address shows (``extra.not_found``: ``docs/theme/404.html``) and the
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
from .search.labels import BEFORE_LOAD
from .search.labels import WORDS as SEARCH_WORDS

CONFIG = ROOT / "mkdocs.yml"
DEFAULT_BASE_URL = "http://127.0.0.1:8000/"

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
    """The words marquoir.js and the search box (docs/theme/partials/mq-search.html) write before they have their
    data, in ``lang``."""
    search = {f"search_{key}": text for key, text in SEARCH_WORDS.of(lang, BEFORE_LOAD).items()}
    return {"term_open": LABELS("term_open", lang), **search}


NOT_FOUND = ("title", "text", "home", "search")
"""The words of the page a host shows for an address the site does not have (``docs/theme/404.html``): its heading,
what happened, and its two ways back, the home page and the search."""


def not_found_words(lang: str) -> dict:
    """The words of that page (:data:`NOT_FOUND`), in ``lang``."""
    return {key: LABELS(f"not_found_{key}", lang) for key in NOT_FOUND}


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
    return dict(
        docs_dir=str(ROOT / "docs" / lang),
        site_dir=str(Path(site_root) / lang),
        site_url=f"{url or base_url()}{lang}/",
        site_description=DESCRIPTION[lang],
        copyright=LABELS("copyright", lang),
        theme={**raw["theme"], "language": lang, "palette": palette(raw["theme"]["palette"], lang)},
        markdown_extensions=[permalink_title(item, lang) for item in raw["markdown_extensions"]],
        extra={**raw["extra"], "marquoir": script_labels(lang), "not_found": not_found_words(lang)},
    )
