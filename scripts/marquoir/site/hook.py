"""MkDocs hook: generates the pages of one language's site from ``rules/``.

Listed under ``hooks:`` in mkdocs.yml. MkDocs loads this file by path, so it
imports the installed ``marquoir`` package absolutely. The facts are loaded and
checked on every (re)build: an invalid fact stops the build with the file and
line, and ``mkdocs serve`` picks up every edit of a YAML fact.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
from pathlib import Path

from markupsafe import Markup

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File

from marquoir import pipeline
from marquoir.facts.errors import InvalidFacts
from marquoir.paths import rules_dir
from marquoir.render import glossary_links
from marquoir.render.labels import label
from marquoir.site import config as site_config, facts_json
from marquoir.site import search_index

_site = None
_loaded = None
_terms: list = []
EXAMPLES_CHECKED = "MARQUOIR_EXAMPLES_CHECKED"


def on_config(config):
    global _site
    lang = config.theme["language"]
    root = rules_dir()
    try:
        # the build command has run the worked examples once already; `mkdocs serve` runs them on each rebuild
        loaded = pipeline.checked(root, run=not os.environ.get(EXAMPLES_CHECKED))
    except InvalidFacts as e:
        raise PluginError("\n" + e.report()) from None
    _site = pipeline.render(loaded, lang, repo=site_config.repo_links())
    global _loaded, _terms
    _loaded = loaded
    titles = [getattr(ed.title, lang) for ed in loaded.facts.of("edition")] + ["Marquoir", "建築士"]
    _terms = glossary_links.entries(loaded.facts.of("term"), loaded.facts.of("card"), titles, lang)
    # the hand-written home page (docs/<lang>/index.md) first, then the generated pages
    config.nav = [{label("home", lang): "index.md"}, *_site.nav]
    return config


ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def on_env(env, config, files):
    """A filter for docs/theme/main.html: the head without its hreflang alternates."""
    env.filters["mq_without_alternates"] = lambda html: Markup(ALTERNATE.sub("", str(html)))
    return env


def on_post_build(config):
    """Publish the facts as JSON (``facts.json`` and its schema), and rewrite the search index: each
    document as a reader needs it (site/search_index.py: its edition, the answer as snippet, no page
    furniture), as compact UTF-8 (Material escapes every non-ASCII character, six bytes for each
    Japanese one). Runs before the offline plugin copies the index into search_index.js."""
    facts_json.write(Path(config.site_dir), _loaded.facts, config.theme["language"], config.site_url,
                     _loaded.status, rules_dir())
    path = Path(config.site_dir) / "search" / "search_index.json"
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
        lang = config.theme["language"]
        data = search_index.rewrite(data, search_index.plans(_site), lang, site_config.EDITION_BOOST)
        path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def on_page_markdown(markdown, page, config, files):
    """The browser tab names the edition of the page: ``Questions fréquentes — Moyen Âge``."""
    generated = _site.pages.get(page.file.src_uri)
    edition = search_index.edition_of(page.file.src_uri)
    if generated is not None and edition is not None:
        page.meta["title"] = search_index.with_edition(generated.title, edition, config.theme["language"])
    return markdown


NO_GLOSSARY_LINKS = ("glossaire.md", "sources.md", "traductions.md")


def on_page_content(html, page, config, files):
    """Link each game term, the first time the page uses it, to its glossary entry."""
    path = page.file.src_uri
    if path in NO_GLOSSARY_LINKS or path.endswith("/cartes.md"):
        return html
    href = posixpath.relpath("glossaire.html", posixpath.dirname(page.file.dest_uri) or ".")
    return glossary_links.link_terms(html, _terms, href, config.theme["language"])


def on_files(files, config):
    for page in _site.pages.values():
        files.append(File.generated(config, page.path, content=page.markdown))
    return files
