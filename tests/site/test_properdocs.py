"""The canary: ProperDocs (a maintained continuation of MkDocs 1.x) builds the three sites from the same staged pages
and configuration, and the same pages, anchors and links come out as with MkDocs (marquoir.site.builders)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from marquoir.vocab import LANGS


class Anchors(HTMLParser):
    """The ids and the link targets of a page, in order."""

    def __init__(self):
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.append(attrs["id"])
        if tag in ("a", "link", "script", "img") and (attrs.get("href") or attrs.get("src")):
            self.links.append(f"{tag} {attrs.get('href') or attrs.get('src')}")


def read(page: Path) -> Anchors:
    parsed = Anchors()
    parsed.feed(page.read_text(encoding="utf-8"))
    return parsed


def files(site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}


@pytest.mark.slow  # a build of the three sites of its own (about 10 s)
def test_properdocs_builds_the_same_sites(built_site, tmp_path, run_build):
    """Mutation: ``importlib.import_module("properdocs.replacement")`` removed from builders.load → fails (Material's
    plugins are MkDocs' own then, and ProperDocs refuses them)."""
    out = tmp_path / "site"
    result = run_build(out, extra=("--builder", "properdocs"))
    assert result.returncode == 0, result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    assert "with properdocs" in result.stderr
    assert files(out) == files(built_site)
    pages = 0
    for lang in LANGS:
        for page in sorted((built_site / lang).rglob("*.html")):
            rel = page.relative_to(built_site)
            ours, theirs = read(page), read(out / rel)
            assert theirs.ids == ours.ids, rel
            assert theirs.links == ours.links, rel
            pages += 1
    assert pages > 3 * 50
