"""Marquoir's own search (issue #15): built from the facts, searched in the page.

For each language, :func:`data` gathers what the page's search needs: the documents
(:mod:`.documents`: one per FAQ entry, ruling, rules section, term, card, guide section and page), the words
derived from the facts (:mod:`.words`: synonyms, each edition's own words and names), how the language is cut
into words (:mod:`.language`), the ranking's weights (:mod:`.ranking`) and the words the search box shows
(:mod:`.labels`), those and a hit's title and answer with the spaces the build sets in a page's text
(:mod:`..typography`). :func:`write` puts it into a built site with the page's scripts (:mod:`.assets`).
The page tokenises and ranks (``docs/theme/assets/search/``); MiniSearch, from npm, indexes and scores.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from ...render.page_file import edition_name
from ..typography import spaced
from . import assets
from .documents import FIELDS, Doc, documents
from .labels import kind_names, labels
from .language import LANGUAGE
from .ranking import RANKING
from .words import edition_names, markers, synonyms

DATA = "search/data.js"
"""The language's search data, in the language's site: a script (it loads from ``file://``, where a fetch of a
JSON file is refused), that hands the data to the page's search (``window.MarquoirSearch.data``)."""
GLOBAL = "MarquoirSearch"

__all__ = ["DATA", "Doc", "data", "documents", "write"]


def data(facts, site, lang: str) -> dict:
    """Everything the page's search receives for ``lang``, as JSON-ready data."""
    editions = {e: edition_name(e, lang) for e in facts.editions()}
    return {
        "lang": lang,
        "labels": labels(lang),
        "editions": {**editions, "both": labels(lang)["both"]},
        "kinds": kind_names(lang),
        "language": LANGUAGE[lang],
        "synonyms": synonyms(facts, lang),
        "markers": markers(facts, lang),
        "names": edition_names(),
        "ranking": RANKING,
        "fields": list(FIELDS),
        "docs": [shown(d, lang).row() for d in documents(facts, site, lang)],
    }


SHOWN = ("t", "a")
"""The fields a hit shows as they are: its title and its short answer."""


def shown(doc: Doc, lang: str) -> Doc:
    """``doc`` with the texts a hit shows (:data:`SHOWN`) spaced as the build spaces a page's text (« une égalité ? »
    held on its line: :mod:`..typography`); the search reads them as before, its folding (NFKC) making each no-break
    space an ordinary one."""
    return replace(doc, **{field: spaced(getattr(doc, field), lang) for field in SHOWN})


def script(value: dict) -> str:
    """``value`` as the script :data:`DATA` (compact UTF-8 JSON; ``</`` escaped so that no text closes a tag)."""
    body = json.dumps(value, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return f"(self.{GLOBAL}=self.{GLOBAL}||{{}}).data={body};\n"


def write(site_dir: Path, facts, site, lang: str, minisearch: str | None = None) -> list[Path]:
    """Write the search of ``lang`` into its built site ``site_dir``: its data and the page's scripts (``minisearch``:
    :func:`.assets.minisearch`'s code, made once for the three sites); the files."""
    out = Path(site_dir) / DATA
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(script(data(facts, site, lang)), encoding="utf-8")
    return [out, *assets.write(Path(site_dir), minisearch)]
