"""The two pages at the root of the sites, from one hand-written template (``docs/index.html``):

* ``index.html``, the language chooser: a link to each language's site (relative: it works from disk too), and a
  script that sends a reader whose browser asks for one of the three languages to that language's site;
* ``404.html``, the page a host such as GitHub Pages or Netlify shows for any address the sites do not have (one page
  for the whole site: each language's own ``<lang>/404.html`` serves hosts set up per folder): what happened in the
  three languages (the words of the languages' own pages, render/labels.py), and the same three links, from the site's
  root path, since the host shows the page at the missing address's depth. It sends no one anywhere by itself.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from ..paths import ROOT
from ..vocab import LANGS
from .config import not_found_words
from .typography import spaced

TEMPLATE = ROOT / "docs" / "index.html"
"""The template of both pages, written by hand."""

_ENV = Environment(loader=FileSystemLoader(TEMPLATE.parent), autoescape=True, undefined=StrictUndefined,
                   keep_trailing_newline=True)


def chooser() -> str:
    """``index.html``: the language chooser."""
    return _ENV.get_template(TEMPLATE.name).render(base="", missing=[])


def not_found(site_url: str) -> str:
    """``404.html``: the page of a missing address, its links from the path of ``site_url`` (the sites' address);
    each language's words with its no-break spaces (:func:`.typography.spaced`: « adresse : »)."""
    missing = [{"lang": lang, **{key: spaced(words, lang) for key, words in not_found_words(lang).items()}}
               for lang in LANGS]
    return _ENV.get_template(TEMPLATE.name).render(base=urlsplit(site_url).path or "/", missing=missing)
