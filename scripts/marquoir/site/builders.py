"""Step (b) of the build: a site builder turns a staged folder into one language's site, with ``mkdocs.yml``.

Two builders can do it, with the same configuration, theme (Material 9.8 and our ``docs/theme`` overrides) and
plugins; nothing of ours runs inside them (no hook, no plugin of ours: the pages come staged, :mod:`.stage`, and
what is ours is added to the built site afterwards, :mod:`.post`):

* ``mkdocs``: MkDocs 1.6.1, the default;
* ``properdocs``: ProperDocs 1.6.7, a maintained continuation of MkDocs 1.x (module ``properdocs``, command
  ``properdocs``). It serves Material's ``import mkdocs...`` from its own modules once
  ``properdocs.replacement`` is imported, so it must be chosen before anything imports MkDocs in the process:
  :func:`load` says so if it is too late. The suite builds the three sites with it too
  (``tests/site/test_properdocs.py``).

A builder is used through its public commands only: ``config.load_config``, ``commands.build.build``,
``livereload.LiveReloadServer`` (for ``./scripts/serve``) and its ``Abort`` error.
"""

from __future__ import annotations

import importlib
import logging
import sys
from dataclasses import dataclass
from pathlib import Path

from . import config as site_config

NAMES = ("mkdocs", "properdocs")
"""The builders that can build the sites, the default first."""


class BuilderError(Exception):
    """A builder that cannot be used in this process (not installed, or chosen after MkDocs was imported)."""


@dataclass(frozen=True)
class Builder:
    name: str

    def module(self, name: str):
        return importlib.import_module(f"{self.name}.{name}")

    @property
    def Abort(self) -> type[Exception]:  # noqa: N802 (the builder's own exception class)
        return self.module("exceptions").Abort

    def logging(self, verbose: bool) -> None:
        """The builder's messages on stderr (``INFO    -  ...``), Material's too (it logs as ``mkdocs.*``)."""
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(levelname)-7s -  %(message)s"))
        log = logging.getLogger(self.name)
        log.handlers[:] = [handler]
        log.setLevel(logging.DEBUG if verbose else logging.INFO)
        log.propagate = False
        if self.name != "mkdocs":  # Material's loggers are named mkdocs.*: they count as the builder's own
            legacy = logging.getLogger("mkdocs")
            legacy.parent, legacy.propagate = log, True
            legacy.setLevel(logging.NOTSET)

    def config(self, lang: str, docs_dir: Path, site_dir: Path, nav: list, url: str | None = None, **more):
        """``mkdocs.yml`` with ``lang``'s keys (:func:`.config.overrides`), building ``docs_dir`` (staged) into
        ``site_dir`` with the navigation ``nav``; ``url``: the address of the sites (default: the build's)."""
        keys = site_config.overrides(lang, Path(site_dir).parent, url)
        keys.update(docs_dir=str(docs_dir), site_dir=str(site_dir), nav=nav, **more)
        return self.module("config").load_config(str(site_config.CONFIG), **keys)

    def build(self, config, serve_url: str | None = None) -> None:
        """Build the site of ``config`` (``serve_url``: for the live-reload server)."""
        self.module("commands.build").build(config, serve_url=serve_url)

    def live_server(self, **kwargs):
        """The builder's live-reload server (``builder=``, ``host=``, ``port=``, ``root=``, ``mount_path=``)."""
        return self.module("livereload").LiveReloadServer(**kwargs)


def load(name: str = NAMES[0]) -> Builder:
    """The builder ``name`` (:data:`NAMES`), ready to be used in this process."""
    if name not in NAMES:
        raise BuilderError(f"unknown builder {name!r}: choose one of {', '.join(NAMES)}")
    try:
        importlib.import_module(name)
    except ImportError:
        raise BuilderError(f"the builder {name} is not installed: pip install -r requirements.txt") from None
    if name == "properdocs":
        mkdocs = sys.modules.get("mkdocs")
        if mkdocs is not None and mkdocs is not sys.modules["properdocs"]:
            raise BuilderError("ProperDocs must be chosen before MkDocs is imported in the same process")
        importlib.import_module("properdocs.replacement")
    return Builder(name)
