"""The search in the built sites: its data and scripts in each language, every hit's address an anchor of the site,
the box in every page's header in Material's place, Material's search gone, the search in the offline lists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import material

from marquoir.paths import ROOT
from marquoir.site import search
from marquoir.site.search import assets
from marquoir.site.typography import spaced

LANGS = ("fr", "en", "ja")
HEADER = Path(material.__file__).parent / "templates" / "partials" / "header.html"


def data_of(site: Path, lang: str) -> dict:
    text = (site / lang / search.DATA).read_text(encoding="utf-8")
    return json.loads(text[text.index(".data=") + len(".data="):].rstrip().rstrip(";"))


def test_each_language_has_its_search_and_the_scripts_it_loads(built_site):
    """Mutation: the writer's call left out of the hook's post-build → fails."""
    for lang in LANGS:
        data = data_of(built_site, lang)
        assert data["lang"] == lang and len(data["docs"]) > 300
        for name in ("boot.js", "search.js", "minisearch.js", "search.css"):
            assert (built_site / lang / assets.OUT / name).is_file(), (lang, name)
        assert not list((built_site / lang / assets.OUT).glob("*.mjs"))  # the sources are not shipped


def test_every_hit_leads_to_an_anchor_of_its_page(built_site):
    """Every document's address is a page of the site and, with an anchor, an element of that page (the same in
    the three languages). Mutation: documents.address keeping the ``.md`` suffix → fails."""
    for lang in LANGS:
        data = data_of(built_site, lang)
        ids: dict[str, set] = {}
        for row in data["docs"]:
            path, _, anchor = row[0].partition("#")
            page = built_site / lang / path
            assert page.is_file(), (lang, row[0])
            if path not in ids:
                ids[path] = set(re.findall(r'\bid="([^"]+)"', page.read_text(encoding="utf-8")))
            assert not anchor or anchor in ids[path], (lang, row[0])


def test_what_a_hit_and_the_box_show_has_the_pages_spaces(built_site):
    """A hit's title and short answer, and the box's words, are spaced as the build spaces a page's text (French's
    « une égalité ? » held on its line); what is searched is the same (the search folds those spaces, NFKC: the
    quality figures did not move). Mutations: search.shown returning the document as it was → fails; labels.labels
    without ``spaced`` → fails."""
    for lang in LANGS:
        data = data_of(built_site, lang)
        shown = [text for row in data["docs"] for text in row[3:5]] + list(data["labels"].values())
        assert [text for text in shown if spaced(text, lang) != text] == [], lang
    french = data_of(built_site, "fr")
    assert sum("\u202f?" in row[3] for row in french["docs"]) > 50
    assert "\u00a0:" in french["labels"]["failed"]


def test_material_search_is_gone(built_site):
    """No search plugin, worker, lunr.js language or offline shim is built or loaded; every page has Marquoir's box.
    Mutation: the search plugin back in mkdocs.yml → fails (its index and worker are built)."""
    for lang in LANGS:
        site = built_site / lang
        assert not (site / "search" / "search_index.json").exists()
        for unused in (*assets.MATERIAL_SEARCH, "assets/vendor/iframe-worker"):
            assert not (site / unused).exists(), unused
        for page in ("index.html", "moyen-age/tour.html", "antiquite/faq.html", "glossaire.html"):
            html = (site / page).read_text(encoding="utf-8")
            assert "workers/search" not in html.split('id="__config"')[0] and "iframe-worker" not in html
            assert html.count("data-search-input") == 1 and html.count("data-search-results") == 1, page
            assert 'for="__search"' in html and "assets/search/boot.js" in html
            assert "md-search__input" in html and 'data-md-component="search"' not in html


def test_the_header_is_materials_but_for_the_search(built_site):
    """docs/theme/partials/header.html is Material 9.8's header with its search block replaced by Marquoir's: an
    upgrade of Material that changes its header shows here. Mutation: a line of Material's header changed in ours
    → fails."""
    ours = (ROOT / "docs" / "theme" / "partials" / "header.html").read_text(encoding="utf-8")
    theirs = HEADER.read_text(encoding="utf-8")
    block = re.compile(r'    \{% if "material/search" in config\.plugins %\}.*?\n    \{% endif %\}\n', re.S)
    assert len(block.findall(theirs)) == 1
    strip = lambda text: re.sub(r"[ \t]*\{#-.*?-#\}\n?", "", text, flags=re.S)  # noqa: E731 - the comments
    assert strip(ours).replace('    {% include "partials/mq-search.html" %}\n', "") == strip(block.sub("", theirs))


def test_the_service_worker_keeps_the_search_offline(built_site):
    """Mutation: ``search/data.js`` added to what the site list leaves out (offline.NOT_CACHED) → fails."""
    for lang in LANGS:
        text = (built_site / lang / "sw.js").read_text(encoding="utf-8")
        manifest = json.loads(text[text.index("const MANIFEST = ") + 17:text.index(";\nconst PREFIX")])
        for name in (search.DATA, "assets/search/boot.js", "assets/search/search.js", "assets/search/minisearch.js"):
            assert name in manifest["site"], (lang, name)
