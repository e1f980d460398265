"""Every internal link and anchor of the built site resolves, in every language;
text from the rule files reaches the pages as text, never as markup."""

from __future__ import annotations

import functools
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.checker = False  # the case checker's root ([data-case]) is on the page

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.checker = self.checker or "data-case" in attrs
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("name"):
            self.ids.add(attrs["name"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])


@functools.cache
def example_cases(path: Path) -> dict:
    """The worked examples' cases a checker reads (``<edition>/examples.json``), read once per file."""
    return json.loads(path.read_text(encoding="utf-8"))


def parse(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


@pytest.fixture(scope="module")
def pages(built_site) -> dict[Path, Page]:
    """Every page of the built site, parsed once (about 20 MB of HTML: seconds of parsing)."""
    return {p: parse(p) for p in built_site.rglob("*.html")}


def test_every_internal_link_and_anchor_resolves(built_site, pages):
    checked, broken = 0, []
    for path, page in pages.items():
        for href in page.links:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
                continue
            if parts.path.startswith("/"):  # the 404 pages link from the site's root, as deployed
                target = (built_site / unquote(parts.path).lstrip("/")).resolve()
            else:
                target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if target.is_dir():
                target = target / "index.html"
            checked += 1
            if target not in pages:
                if not target.exists():
                    broken.append(f"{path.relative_to(built_site)}: {href} (no such file)")
                continue
            if parts.fragment.startswith(("case=", "example=")):  # for the checker's script, not an anchor
                if not pages[target].checker:
                    broken.append(f"{path.relative_to(built_site)}: {href} (no case checker there)")
                elif parts.fragment.startswith("example=") and unquote(parts.fragment[8:]) not in example_cases(
                        target.parent / "examples.json"):
                    broken.append(f"{path.relative_to(built_site)}: {href} (the checker has no such example)")
            elif parts.fragment and parts.fragment not in pages[target].ids:
                broken.append(f"{path.relative_to(built_site)}: {href} (no such anchor)")
    assert checked > 1000
    assert broken == [], "\n".join(broken[:50])


def test_every_fact_anchor_is_the_same_in_the_three_languages(built_site, pages):
    for fr_page in (built_site / "fr").rglob("*.html"):
        rel = fr_page.relative_to(built_site / "fr")
        ids = [pages[built_site / lang / rel].ids for lang in ("fr", "en", "ja")]
        facts = [{i for i in s if not i.startswith("__") and not re.match(r"^_\d+$", i)} for s in ids]
        assert facts[0] == facts[1] == facts[2], rel


@pytest.mark.slow  # a build of its own (one language); the renderer's tests check the escaping while editing
def test_rule_text_reaches_the_page_as_text(repo_rules, tmp_path, run_build):
    path = repo_rules / "moyen-age" / "faq" / "texte.yaml"
    path.write_text("""# yaml-language-server: $schema=../../schema/facts.schema.json
kind: faq
id: faq-texte
edition: moyen-age
order: 999
question: {fr: "Que vaut 5 < 6 & {x} ?", en: "What is 5 < 6 & {x}?", ja: "5 < 6 & {x} とは？"}
answer:
  fr: "Rien : 5 < 6 & {x} reste du texte, et `<b>gras</b>` reste du code."
  en: "Nothing: 5 < 6 & {x} stays text, and `<b>bold</b>` stays code."
  ja: "何もありません。5 < 6 & {x} は文字のまま、`<b>bold</b>` はコードのままです。"
basis: rulebook
sources: [{source: r-fr}]
reviewed: 2026-11-30
""", encoding="utf-8")
    out = tmp_path / "site"
    result = run_build(out, {"MARQUOIR_RULES": str(repo_rules)}, langs=("en",))  # one language: a third of the time
    assert result.returncode == 0, result.stderr
    html = (out / "en" / "moyen-age" / "faq.html").read_text(encoding="utf-8")
    assert "Nothing: 5 &lt; 6 &amp; {x} stays text" in html or "Nothing: 5 &lt; 6 &amp; &#123;x} stays text" in html
    assert "<code>&lt;b&gt;bold&lt;/b&gt;</code>" in html
    assert "<b>bold</b>" not in html
