"""Step (a) of the build: each language's pages as Markdown in a staging folder, ready for a site builder.

The folder holds the generated pages (:func:`marquoir.pipeline.render`: glossary links, tab titles and the
worked examples' checker links already decided by the renderer) and the hand-written files of
``docs/<lang>/`` (the home page), whose Markdown gets its glossary links here, as the generated pages do. The
navigation goes to the builder with it (:class:`Staged`). Nothing is written that a later step removes.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from .. import pipeline
from ..facts.loader import Loaded
from ..paths import ROOT
from ..render import Site
from ..render.labels import LABELS
from ..render.page_file import with_glossary_links

HAND_WRITTEN = ROOT / "docs"
"""``docs/<lang>/``: the pages written by hand (each language's home page)."""


class StageError(Exception):
    """A hand-written file with the path of a generated page (which one would win is not said anywhere)."""


@dataclass(frozen=True)
class Staged:
    """One language's pages, staged: the folder a builder reads (``docs_dir``), its navigation, and the rendered
    site they were written from (for the steps after the builder)."""

    lang: str
    docs_dir: Path
    site: Site
    nav: list


def navigation(site: Site) -> list:
    """The site's navigation: the hand-written home page first, then the generated pages."""
    return [{LABELS("home", site.lang): "index.md"}, *site.nav]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def stage(loaded: Loaded, runs: dict, lang: str, docs_dir: Path, repo=None,
          hand_written: Path = HAND_WRITTEN) -> Staged:
    """Write ``lang``'s pages into ``docs_dir`` (emptied first): rendered from ``loaded`` with the worked examples'
    ``runs``, then the hand-written ``hand_written/<lang>/`` files."""
    site = pipeline.render(loaded, lang, runs, repo=repo)
    docs_dir = Path(docs_dir)
    shutil.rmtree(docs_dir, ignore_errors=True)
    for page in site.pages.values():
        _write(docs_dir / page.path, page.markdown)
    own = Path(hand_written) / lang
    for source in sorted(p for p in own.rglob("*") if p.is_file()):
        rel = source.relative_to(own).as_posix()
        if rel in site.pages:
            raise StageError(f"{source}: a generated page has this path; rename the hand-written file")
        if source.suffix == ".md":
            _write(docs_dir / rel, with_glossary_links(source.read_text(encoding="utf-8"), rel, site.glossary, lang))
        else:
            (docs_dir / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, docs_dir / rel)
    return Staged(lang, docs_dir, site, navigation(site))
