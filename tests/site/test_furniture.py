"""The furniture of the built English and Japanese sites is in their language: no French or English word the theme,
an extension or our catalogs write is left behind in a tooltip, an accessible name, a placeholder or the visible
text around the page's content (header, navigation, table of contents, footer).

What counts as another language's word is derived, never listed here: every text of Material's language files,
of Python-Markdown's heading links, of ``mkdocs.yml`` and of the project's catalogs in the other languages (minus
the words the page's own language writes the same, such as "FAQ"); and on the Japanese site, any run of Latin
words that is not a name every language shares (the site's name, the language selector's names).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import material
import pytest
import yaml
from markdown.extensions.toc import TocExtension

from marquoir.site.config import CONFIG
from marquoir.textlint.catalogs import every_catalog

ATTRIBUTES = {"title", "aria-label", "alt", "placeholder"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
UNREAD = {"script", "style", "code", "pre"}  # not furniture: data, or the reader's own text
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]")
LATIN_WORD = re.compile(r"[A-Za-zÀ-ÿ]{2,}")


class Furniture(HTMLParser):
    """Every attribute a reader hears or sees (:data:`ATTRIBUTES`) and every text outside the article."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.found: list[tuple[str, str]] = []

    def handle_starttag(self, tag, attrs):
        self.found.extend((name, value.strip()) for name, value in attrs if name in ATTRIBUTES and value)
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        while self.open and self.open.pop() != tag:
            pass

    def handle_data(self, data):
        if data.strip() and "article" not in self.open and not UNREAD.intersection(self.open):
            self.found.append(("text", data.strip()))


def furniture(page: Path) -> list[tuple[str, str]]:
    parser = Furniture()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.found


def material_words(lang: str) -> set[str]:
    """The texts of Material's language file for ``lang``."""
    partial = Path(material.__file__).parent / "templates" / "partials" / "languages" / f"{lang}.html"
    pairs = re.findall(r'"([a-z.]+)": "(.*)"', partial.read_text(encoding="utf-8"))
    return {text for key, text in pairs if text and not key.startswith("search.config") and key != "language"}


def config_words() -> set[str]:
    """The texts ``mkdocs.yml`` writes (French: it is the French site's file)."""
    raw = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    words = {raw["site_description"], raw["copyright"]}
    return words | {scheme["toggle"]["name"] for scheme in raw["theme"]["palette"]}


@pytest.fixture(scope="module")
def words() -> dict[str, set[str]]:
    """Each language's known texts: Material's, the catalogs', and (French) mkdocs.yml's and Python-Markdown's
    default heading-link title (English); not the language selector's names, which every site shows."""
    known = {lang: material_words(lang) for lang in ("fr", "en", "ja")}
    for catalog in every_catalog():
        for texts in catalog.table.values():
            for lang, text in texts.items():
                if "{" not in text:
                    known[lang].add(text.strip())
    known["fr"] |= config_words()
    known["en"].add(TocExtension().getConfigs()["permalink_title"])
    selector = {alt["name"] for alt in yaml.safe_load(CONFIG.read_text(encoding="utf-8"))["extra"]["alternate"]}
    return {lang: texts - selector for lang, texts in known.items()}  # each language's own name is shown everywhere


@pytest.fixture(scope="module")
def neutral(project_facts) -> set[str]:
    """The Latin words the Japanese site may show: the site's name, the language selector's names, what every
    language of a catalog writes alike ("FAQ"), and the sources' names as the Japanese pages cite them (a site's own
    name: « maxoe.com », « Il Nano Borbone »)."""
    raw = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    names = [raw["site_name"], *(alt["name"] for alt in raw["extra"]["alternate"])]
    names += [source.name.ja for source in project_facts.of("source")]
    names += [t["ja"] for catalog in every_catalog() for t in catalog.table.values() if len(set(t.values())) == 1]
    return {w for name in names for w in LATIN_WORD.findall(name)}


def foreign(value: str, lang: str, words: dict[str, set[str]], neutral: set[str]) -> bool:
    """Whether ``value`` is another language's text on a page in ``lang``."""
    if value in set().union(*(w for other, w in words.items() if other != lang)) - words[lang]:
        return True
    latin = LATIN_WORD.findall(value)
    return lang == "ja" and bool(latin) and not JAPANESE.search(value) and not set(latin) <= neutral


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_french_or_english_furniture_is_left_on_the_other_sites(built_site, words, neutral, lang):
    """Every built page of the site: its tooltips, accessible names, alternative texts, placeholders and the
    visible text outside its article are in the site's language.

    Mutation: ``"palette": palette(...)`` removed from site/config.overrides (mkdocs.yml's French toggle titles on
    every site) → fails in en and ja with "Mode sombre"; ``permalink_title(...)`` removed (the heading links'
    English "Permanent link") → fails in ja."""
    pages = sorted((built_site / lang).rglob("*.html"))
    assert len(pages) > 40
    left, seen = {}, {}
    for page in pages:
        for where, value in furniture(page):
            if seen.setdefault(value, foreign(value, lang, words, neutral)):
                left.setdefault((where, value), page.relative_to(built_site).as_posix())
    assert not left, "\n".join(f"{where}={value!r} (first on {page})" for (where, value), page in sorted(left.items()))


def test_the_furniture_check_tells_another_language_from_the_pages_own(words, neutral):
    """The detector itself: a French theme string on the English site, an English one on the Japanese site and a
    bare Latin label on the Japanese site are foreign; the site's name, "FAQ" and Japanese text are not.

    Mutation: the first ``return True`` of ``foreign`` → ``return False`` → fails ("Mode sombre" on the English
    site goes unseen)."""
    def no(value, lang):
        return not foreign(value, lang, words, neutral)

    assert foreign("Mode sombre", "en", words, neutral) and foreign("Permanent link", "ja", words, neutral)
    assert foreign("Switch to dark mode", "ja", words, neutral) and foreign("Next page", "ja", words, neutral)
    assert no("Marquoir", "ja") and no("FAQ", "ja") and no("FAQ", "en") and no("Français", "ja")
    assert no("ダークモードに切り替え", "ja") and no("Switch to dark mode", "en") and no("Marquoir - Marquoir", "ja")
    assert no("日本語", "en") and no("English", "ja")
