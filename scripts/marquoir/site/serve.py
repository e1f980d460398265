"""``./scripts/serve``: one language's site with live reload, made by the same three steps as the build.

The builder's own live-reload server (:mod:`.builders`) serves a temporary folder; on every change under
``rules/`` (or ``$MARQUOIR_RULES``), ``docs/<lang>/``, ``docs/theme/`` or ``mkdocs.yml`` it calls
:func:`Session.rebuild`: the facts checked and the examples run again, the pages staged (a), built (b), and
what is ours added (c), with the service worker that removes itself (no offline cache in front of live
reload). When a fact is invalid, the errors are printed with their file and line and the last good pages
stay up.
"""

from __future__ import annotations

import shutil
import signal
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .. import pipeline
from ..facts.cards import card_bundle
from ..facts.errors import InvalidFacts
from ..paths import rules_dir
from . import builders, post, stage
from . import config as site_config
from . import engine as engine_files
from .scripts import ScriptError


@dataclass
class Session:
    """One language served from ``work`` (a temporary folder): its site is ``work/site/<lang>``."""

    builder: builders.Builder
    lang: str
    url: str  # the server's address, ending with /
    work: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="marquoir-serve-")))

    @property
    def site_dir(self) -> Path:
        return self.work / "site" / self.lang

    def watched(self) -> list[Path]:
        return [rules_dir(), stage.HAND_WRITTEN / self.lang, stage.HAND_WRITTEN / "theme", site_config.CONFIG]

    def rebuild(self) -> bool:
        """The three steps again; False (the pages left as they were) when a fact is invalid."""
        try:
            loaded = pipeline.checked(run=False)
            runs = pipeline.run_examples(loaded)
        except InvalidFacts as e:
            print(e.report(), file=sys.stderr)
            print("marquoir: the pages were not rebuilt (the last good ones stay up)", file=sys.stderr)
            return False
        staged = stage.stage(loaded, runs, self.lang, self.work / "docs" / self.lang, site_config.repo_links())
        config = self.builder.config(self.lang, staged.docs_dir, self.site_dir, staged.nav, self.url)
        self.builder.build(config, serve_url=config.site_url)
        engine = engine_files.make(self.work / "engine", card_bundle(loaded.facts, loaded.root))
        try:
            post.finish(self.site_dir, post.Context(self.lang, staged.site, loaded, runs, config.site_url,
                                                    rules_dir(), engine, serve=True))
        except ScriptError as e:
            print(f"marquoir: {e}", file=sys.stderr)
            print("marquoir: the page's scripts and styles were not rebuilt (fix the file and save again)",
                  file=sys.stderr)
            return False
        return True


def serve(lang: str, port: int, builder: builders.Builder) -> int:
    """Serve ``lang`` on ``http://127.0.0.1:port/<lang>/`` until Ctrl-C; 2 when the first build finds invalid facts."""
    session = Session(builder, lang, f"http://127.0.0.1:{port}/")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # stopped by a signal: the temporary folder goes too
    try:
        try:
            if not session.rebuild():
                return 2
        except builder.Abort as e:
            print(f"marquoir: the {lang} site was not built: {e}", file=sys.stderr)
            return 1
        server = builder.live_server(builder=session.rebuild, host="127.0.0.1", port=port,
                                     root=str(session.site_dir), mount_path=f"/{lang}/")
        for path in session.watched():
            server.watch(str(path))
        print(f"marquoir: serving the {lang} site on {session.url}{lang}/ (Ctrl-C to stop)", file=sys.stderr)
        try:
            server.serve()
        except KeyboardInterrupt:
            pass
        finally:
            server.shutdown()
        return 0
    finally:
        shutil.rmtree(session.work, ignore_errors=True)
