"""The loaded facts, with where each was written and how references resolve.

Fact ids are unique within an edition; a fact of edition ``both`` belongs to
both and its id may be used in neither. A reference ``id`` is looked up in the
referring fact's edition, then in ``both``; ``antiquite:id`` names the edition.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import yamlsafe
from ..vocab import EDITIONS
from .model import Fact

GLOBAL_KINDS = ("source", "term", "article")
"""Kinds shown on pages common to both editions: their ids are unique across editions."""


@dataclass(frozen=True)
class Located:
    """A fact and where it was written."""

    fact: Fact
    file: str
    doc: yamlsafe.Document
    base: tuple

    def line(self, *path) -> int:
        """The line of one of the fact's fields (``line("title", "ja")``)."""
        return self.doc.line(self.base + tuple(path))

    @property
    def key(self) -> tuple[str, str]:
        return key_of(self.fact)


def key_of(fact: Fact) -> tuple[str, str]:
    """Where a fact's id lives: its edition, or ``both`` for the global kinds."""
    return ("both" if fact.kind in GLOBAL_KINDS else fact.edition, fact.id)


class Facts:
    """Every fact, by edition and id."""

    def __init__(self, located: list[Located]):
        self.located = list(located)
        self.by_key: dict[tuple[str, str], Located] = {}
        self.duplicates: list[tuple[Located, Located]] = []
        for loc in self.located:
            clash = self._clash(loc)
            if clash is not None:
                self.duplicates.append((loc, clash))
            else:
                self.by_key[loc.key] = loc
        self._of: dict[tuple[str, str | None], tuple] = {}

    def _clash(self, loc: Located) -> Located | None:
        edition, id_ = loc.key
        if edition == "both":
            for e in ("both", *EDITIONS):
                if (e, id_) in self.by_key:
                    return self.by_key[(e, id_)]
            return None
        return self.by_key.get((edition, id_)) or self.by_key.get(("both", id_))

    def resolve(self, ref: str, edition: str) -> Located | None:
        """The fact a reference names, seen from a fact of ``edition``."""
        if ":" in ref:
            e, id_ = ref.split(":", 1)
            return self.by_key.get((e, id_))
        if edition == "both":
            hits = [self.by_key[(e, ref)] for e in ("both", *EDITIONS) if (e, ref) in self.by_key]
            return hits[0] if len(hits) == 1 else None
        return self.by_key.get((edition, ref)) or self.by_key.get(("both", ref))

    def where(self, fact: Fact) -> Located:
        return self.by_key[key_of(fact)]

    def of(self, kind: str, edition: str | None = None) -> list:
        """Facts of one kind (in an edition, ``both`` included), by ``order`` then id (a new list; the facts are
        found once per kind and edition: the renderer asks a few hundred times per language)."""
        if (kind, edition) not in self._of:
            out = [
                loc.fact for loc in self.by_key.values()
                if loc.fact.kind == kind and (edition is None or loc.fact.edition in (edition, "both"))
            ]
            self._of[(kind, edition)] = tuple(sorted(out, key=lambda f: (getattr(f, "order", 0), f.id)))
        return list(self._of[(kind, edition)])

    def editions(self) -> list[str]:
        """Editions that have an ``edition`` fact, in the site's order."""
        return [f.id for f in self.of("edition")]

    def source(self, id_: str):
        """The source fact with this id, or None."""
        loc = self.by_key.get(("both", id_))
        return loc.fact if loc and loc.fact.kind == "source" else None
