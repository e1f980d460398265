"""MkDocs hook: generates the pages of one language's site from ``rules/``.

Listed under ``hooks:`` in mkdocs.yml. MkDocs loads this file by path, so it
imports the installed ``marquoir`` package absolutely. The facts are loaded and
checked on every (re)build: an invalid fact stops the build with the file and
line, and ``mkdocs serve`` picks up every edit of a YAML fact.

After the pages, each site gets the engine it runs in the reader's browser
(``assets/engine/``: Pyodide and the engine's bundle, :mod:`marquoir.site.runtime`)
and its service worker (``sw.js``, :mod:`marquoir.site.offline`), which lists every
file of the site: it is written last.
"""

from __future__ import annotations

import json
import os
import posixpath
import re
from pathlib import Path

from markupsafe import Markup
from mkdocs.exceptions import PluginError
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.files import File

from marquoir import pipeline
from marquoir.facts.errors import InvalidFacts
from marquoir.paths import rules_dir
from marquoir.render import glossary_links, steps
from marquoir.render.labels import label
from marquoir.site import config as site_config
from marquoir.site import facts_json, offline, runtime, search, titles
from marquoir.vocab import EDITIONS

_site = None
_loaded = None
_terms: list = []
_command = "build"
EXAMPLES_CHECKED = "MARQUOIR_EXAMPLES_CHECKED"


def on_startup(command, dirty):
    """``mkdocs serve`` says so here (the build command calls MkDocs' build directly: "build")."""
    global _command
    _command = command


def on_config(config):
    global _site
    lang = config.theme["language"]
    root = rules_dir()
    try:  # before any page is built: the case checker needs Pyodide in the site
        runtime.check_package()
    except runtime.RuntimeMissing as e:
        raise PluginError(str(e)) from None
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


@event_priority(-50)
def _facts_and_search_index(config):
    """Publish the facts as JSON (``facts.json`` and its schema), the worked examples' cases, and the site's search
    (:mod:`marquoir.site.search`: its documents, made from the facts, and the page's scripts)."""
    site = Path(config.site_dir)
    lang = config.theme["language"]
    facts_json.write(site, _loaded.facts, lang, config.site_url, _loaded.status, rules_dir())
    _write_example_cases(site)
    search.write(site, _loaded.facts, _site, lang)


def _write_example_cases(site: Path):
    """The case of each worked example game, for the checker of its edition (``<edition>/examples.json``): a
    link ``verifier.html#example=<id>/<n>`` names the game, the checker reads its case from there."""
    runs = pipeline.example_runs(_loaded)
    for edition in EDITIONS:
        if steps.checker_page(edition) in _site.pages:
            out = site / steps.example_cases_path(edition)
            out.write_text(json.dumps(steps.example_cases(runs, edition), separators=(",", ":")), encoding="utf-8")


@event_priority(-110)
def _engine_and_service_worker(config):
    """Write the engine the case checker runs (``assets/engine/``), then the service worker, which lists
    every file of the site: last, after every other plugin has written its files."""
    site = Path(config.site_dir)
    runtime.write_engine(site)
    offline.write_service_worker(site, config.theme["language"], serve=_command == "serve")


on_post_build = CombinedEvent(_facts_and_search_index, _engine_and_service_worker)


def on_page_markdown(markdown, page, config, files):
    """The browser tab names the edition of the page: ``Questions fréquentes — Moyen Âge``."""
    generated = _site.pages.get(page.file.src_uri)
    edition = titles.edition_of(page.file.src_uri)
    if generated is not None and edition is not None:
        page.meta["title"] = titles.with_edition(generated.title, edition, config.theme["language"])
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
