"""What a page's Markdown file holds around its body: the glossary links and the front matter.

Every page a builder is given is finished here, the generated ones (:func:`marquoir.render.render_site`) and
the hand-written home pages (:mod:`marquoir.site.stage`), so that the builder only turns Markdown into HTML:

* the first use of each game term links to the glossary (:mod:`.glossary_links`), except on the pages
  that define or list the terms (:data:`NO_GLOSSARY_LINKS`, the cards pages);
* the front matter: the title of the browser tab, which names the page's edition
  (``Questions fréquentes — Moyen Âge``): both editions have pages of the same names (two FAQs, two "Matériel"
  chapters), so the tab, the search results and anything else that shows a page's title out of its place name the
  edition with it (:func:`with_edition`).
"""

from __future__ import annotations

import json

from ..vocab import EDITIONS
from .glossary_links import Entry, glossary_href, link_terms
from .labels import LABELS

NO_GLOSSARY_LINKS = ("glossaire.md", "sources.md", "traductions.md")
"""Pages whose terms are not linked: the glossary itself, the sources and the translation status."""


def edition_of(path: str) -> str | None:
    """The edition a page belongs to: the first folder of its path (``moyen-age/faq.md``), or None."""
    first = path.split("/", 1)[0]
    return first if first in EDITIONS and "/" in path else None


def edition_name(edition: str, lang: str) -> str:
    """An edition's short name in ``lang``: ``Moyen Âge``, ``Antiquity``, ``古代``."""
    return LABELS(f"edition_{edition}", lang)


def with_edition(title: str, edition: str | None, lang: str) -> str:
    """``Questions fréquentes — Moyen Âge``; a title that already names its edition is left alone."""
    if edition is None:
        return title
    name = edition_name(edition, lang)
    return title if name in title else LABELS("with_edition", lang, title=title, edition=name)


def links_terms(path: str) -> bool:
    """Whether the page at ``path`` (``moyen-age/tour.md``) links the game terms it uses to the glossary."""
    return path not in NO_GLOSSARY_LINKS and not path.endswith("/cartes.md")


def with_glossary_links(markdown: str, path: str, glossary: list[Entry], lang: str) -> str:
    """The page's Markdown with its first use of each term linked to the glossary, where the page links terms."""
    if not links_terms(path):
        return markdown
    return link_terms(markdown, glossary, glossary_href(path), lang)


def front_matter(*, title: str | None = None) -> str:
    """The YAML front matter of a generated page (empty when it needs none): ``title`` names the browser tab."""
    if title is None:
        return ""
    lines = [f"title: {json.dumps(title, ensure_ascii=False)}"]
    return "---\n" + "\n".join(lines) + "\n---\n\n"
