"""What every page builder needs: the facts, the language, the page being
written, where each fact lives (its "home") and how to link there."""

from __future__ import annotations

import functools
import posixpath
from dataclasses import dataclass, field

from ..facts.base import Facts, key_of
from ..facts.model import Fact
from ..vocab import EDITIONS


def home(fact: Fact, edition: str | None = None, example_homes: dict | None = None) -> tuple[str, str | None]:
    """The page path (``.md``) and anchor where ``fact`` is shown."""
    ed = fact.edition if fact.edition != "both" else (edition or EDITIONS[0])
    kind = fact.kind
    if kind == "edition":
        return f"{fact.id}/index.md", None
    if kind == "chapter":
        return f"{ed}/{fact.id}.md", None
    if kind == "rule":
        return f"{ed}/{fact.chapter}.md", fact.id
    if kind == "faq":
        return f"{ed}/faq.md", fact.id
    if kind == "ruling":
        return f"{ed}/arbitrages/{fact.id}.md", None
    if kind == "card":
        return f"{ed}/cartes.md", fact.id
    if kind == "term":
        return "glossaire.md", fact.id
    if kind == "source":
        return "sources.md", fact.id
    if kind == "article":
        return f"{fact.path}.md", None
    if kind == "lesson":
        return f"{ed}/apprendre.md", None
    if kind == "example":
        path = (example_homes or {}).get(key_of(fact))
        return (path or f"{ed}/index.md"), fact.id
    raise ValueError(kind)  # pragma: no cover


@functools.lru_cache(maxsize=4096)
def relative(path: str, page: str) -> str:
    """``path`` relative to the folder of the page ``page`` (a site renders thousands of links among a few pages)."""
    return posixpath.relpath(path, posixpath.dirname(page) or ".")


def title_of(fact: Fact):
    """The Title (or Text) that names a fact in links."""
    for name in ("title", "question", "name", "term"):
        if hasattr(fact, name):
            return getattr(fact, name)
    return None


@dataclass
class Ctx:
    facts: Facts
    lang: str
    path: str  # the page being written, e.g. "moyen-age/tour.md"
    edition: str | None = None
    status: dict = field(default_factory=dict)  # fact key -> {lang: "ok" | "missing" | "outdated"}
    example_homes: dict = field(default_factory=dict)  # example key -> page path of its first use
    shown: list = field(default_factory=list)  # facts shown on the page (for its sources and review date)
    anchored: set = field(default_factory=set)  # example ids already given their anchor on this page
    repo: object = None  # RepoLinks (render/repo.py): each fact's "edit" and "report" links; None: no links
    runs: dict = field(default_factory=dict)  # example key -> its games as data (marquoir.example_steps.ExampleRun)
    checkers: frozenset = frozenset()  # the editions whose case checker page the site has

    def at(self, path: str, edition: str | None = None) -> Ctx:
        """The same context for another page."""
        return Ctx(self.facts, self.lang, path, edition, self.status, self.example_homes, [], repo=self.repo,
                   runs=self.runs, checkers=self.checkers)

    def href(self, fact: Fact) -> str:
        """A relative Markdown link target from this page to ``fact``."""
        path, anchor = home(fact, self.edition, self.example_homes)
        rel = relative(path, self.path)
        if rel == posixpath.basename(self.path) and anchor and path == self.path:
            rel = ""
        return f"{rel}#{anchor}" if anchor else rel

    def href_path(self, path: str, anchor: str | None = None) -> str:
        rel = relative(path, self.path)
        return f"{rel}#{anchor}" if anchor else rel

    def translation(self, fact: Fact) -> str:
        """``ok``, ``missing`` or ``outdated`` for this page's language."""
        if self.lang == "fr":
            return "ok"
        return self.status.get(key_of(fact), {}).get(self.lang, "ok")
