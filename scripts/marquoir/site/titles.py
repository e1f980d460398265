"""Which edition a page belongs to, and its title naming that edition (``Questions fréquentes — Moyen Âge``).

Both editions have pages of the same names (two FAQs, two "Matériel" chapters): the browser tab, the search
results and anything else that shows a page's title out of its place name the edition with it.
"""

from __future__ import annotations

from ..render.labels import LABELS
from ..vocab import EDITIONS


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
