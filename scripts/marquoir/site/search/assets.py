"""The search's vendored script and what Material's search leaves behind, in a built site.

The search's own scripts are ES modules (``docs/theme/assets/search/*.mjs``, tested as they are by Node), joined
into plain scripts with the site's other scripts (:mod:`marquoir.site.scripts`: ``assets/search/boot.js`` on every
page — the search button, the keys that open the box, the highlight of the entry a search opened — and
``assets/search/search.js``, loaded on the first use of the box). Here: ``minisearch.js``, the pinned npm package's
UMD build (``package.json``) without its comments (:func:`~marquoir.site.scripts.strip_comments`: MiniSearch's
19 KB gzipped become 8), loaded with ``search.js``; and the removal of Material's search worker and lunr.js
languages, which MkDocs copies with the theme and nothing loads any more.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from ...paths import ROOT
from ..scripts import strip_comments

MINISEARCH = ROOT / "node_modules" / "minisearch" / "dist" / "umd" / "index.js"
OUT = "assets/search"


def minisearch() -> str:
    """MiniSearch's UMD build, without its comments (its licence stays in ``node_modules``, README names it)."""
    if not MINISEARCH.is_file():
        raise FileNotFoundError(f"{MINISEARCH} is missing: run ./scripts/build (or ./scripts/test), whose setup "
                                "step fetches the pinned npm packages with npm ci")
    code = strip_comments(MINISEARCH.read_text(encoding="utf-8"))
    if "global.MiniSearch = factory()" not in code:
        raise ValueError(f"{MINISEARCH}: its UMD header is not where expected after removing the comments")
    return code


MATERIAL_SEARCH = ("assets/javascripts/workers", "assets/javascripts/lunr")
"""Material's search worker and its lunr.js languages, copied by MkDocs with the theme: unused without its plugin."""


def write(site_dir: Path) -> list[Path]:
    """``minisearch.js`` in ``site_dir/assets/search/``, and :data:`MATERIAL_SEARCH` removed; the files written."""
    folder = Path(site_dir) / OUT
    folder.mkdir(parents=True, exist_ok=True)
    for unused in MATERIAL_SEARCH:
        shutil.rmtree(Path(site_dir) / unused, ignore_errors=True)
    (folder / "minisearch.js").write_text(minisearch(), encoding="utf-8")
    return [folder / "minisearch.js"]
