"""The steps from ``rules/`` to pages, in order: load and validate → run the worked examples → render.

Loading facts renders nothing and runs nothing; rendering runs no example. The commands
(``marquoir validate``, ``render``, the build, the MkDocs hook) and the tests go through these
functions, so the order is written once:

1. :func:`marquoir.facts.loader.load_all` reads every fact, checks it against its model and the
   cross-checks (references, texts), and computes the translation status;
2. :func:`marquoir.doctests.run_examples` runs each worked example once against the engine;
3. :func:`marquoir.render.render_site` turns the facts into the pages of one language.

Any problem raises :class:`~marquoir.facts.errors.InvalidFacts`, listing every error with its
file, line and field; nothing is rendered from invalid facts.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .doctests import PageExample, page_examples as examples_of_page, run_examples
from .facts import loader
from .facts.errors import InvalidFacts
from .facts.loader import Loaded
from .paths import rules_dir
from .render import Site, render_site
from .vocab import LANGS

_examples_ran: dict[Path, tuple] = {}
"""Each folder whose examples passed, with the signature of its files then (a build runs them once)."""


def checked(root: Path | None = None, *, run: bool = True) -> Loaded:
    """Steps 1 and 2: the facts of ``root`` (default ``rules/``), validated, and (``run``) their worked
    examples run; InvalidFacts on any problem. Unchanged files are neither read nor run twice."""
    root = Path(root or rules_dir()).resolve()
    loaded = loader.load_all(root)
    if run:
        signature = loader.signature(root)
        if _examples_ran.get(root) != signature:
            errors = run_examples(loaded.facts)
            if errors:
                raise InvalidFacts(errors)
            _examples_ran[root] = signature
    return loaded


def checked_or_report(root: Path | None = None, *, run: bool = True) -> Loaded | None:
    """For commands: :func:`checked`, or None after printing every error to stderr."""
    try:
        return checked(root, run=run)
    except InvalidFacts as e:
        print(e.report(), file=sys.stderr)
        return None


def render(loaded: Loaded, lang: str, repo=None) -> Site:
    """Step 3: every generated page of the site in ``lang`` (``repo``: links from each fact to its file)."""
    return render_site(loaded.facts, lang, loaded.status, repo=repo)


def page_examples(langs=LANGS, root: Path | None = None) -> list[PageExample]:
    """Every worked example box of every generated page, in every language (what the site shows,
    for the tests to run). The facts are validated first; the examples are not run here."""
    loaded = checked(root, run=False)
    found = []
    for lang in langs:
        for page in render(loaded, lang).pages.values():
            found.extend(examples_of_page(lang, page.path, page.markdown, loaded.facts))
    return found
