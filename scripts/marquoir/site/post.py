"""Step (c) of the build: what is ours, added to a language's site once the builder has made it.

:data:`STAGES` is an ordered list of small functions, each called as ``stage(site_dir, ctx)`` with the built
site's folder (``site/<lang>/``) and one :class:`Context`; adding a stage is adding one line. In order:

1. the pages without the templates' indentation, their one-link table cells marked (:mod:`.markup`), first:
   every later stage sees them as shipped;
2. the facts as JSON, ``facts.json`` and its schema (:mod:`.facts_json`);
3. the cases of the worked examples' games, for the checker of each edition (``<edition>/examples.json``);
4. the site's own search (:mod:`.search`): its documents, made from the facts, and MiniSearch;
5. the page's scripts, each joined from its modules (:mod:`.scripts`; the modules themselves leave the site);
   they, MiniSearch and the stylesheets are the same in the three sites: the build makes them once
   (:func:`joined_scripts`);
6. the stylesheets without their comments (:mod:`.styles`), over the copies the builder made;
7. the engine of the case checker, made once for the three sites (:mod:`.engine`);
8. the language chooser and the page of a missing address at the root of the sites (``index.html``, ``404.html``,
   :mod:`.root_pages`; not under ``./scripts/serve``);
9. the service worker (:mod:`.offline`), last: it lists and hashes every file of the site.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..facts.loader import Loaded
from ..render import Site, steps
from ..render.text import link_label
from ..vocab import EDITIONS
from . import engine as engine_files
from . import facts_json, markup, offline, root_pages, scripts, search, styles


@dataclass(frozen=True)
class Context:
    """What the stages know of the site being finished: its language, the rendered pages (``site``: pages, their
    facts, navigation), the facts (``loaded``: facts, translation lock and status) and the worked examples' games
    (``runs``), the site's public address, the rules folder, whether it is served live (``serve``), and the engine
    made once for the build."""

    lang: str
    site: Site
    loaded: Loaded
    runs: dict
    site_url: str
    rules_root: Path
    engine: engine_files.Engine
    serve: bool = False
    joined: Mapping[str, str] = field(default_factory=dict)
    """The scripts and stylesheets the three sites share, made once for the build (:func:`joined_scripts`); what is
    missing is made by the stage."""


MINISEARCH = "search/minisearch.js"


def joined_scripts() -> dict[str, str]:
    """The page's scripts, each joined from its modules (:func:`.scripts.bundles`), MiniSearch without its comments
    (:func:`.search.assets.minisearch`) and the stylesheets (:func:`.styles.minified`), by their path under
    ``assets/``: the same bytes in the three sites, so the build makes them once and every language writes them."""
    return {**scripts.bundles(), MINISEARCH: search.assets.minisearch(), **styles.minified()}


def pages(site_dir: Path, ctx: Context) -> None:
    """The built pages without the indentation the templates wrote (:func:`.markup.tighten`), French text without a
    line break before « ? » or inside « Peut-on », a figure with its sign and a source's name as cited
    (« archi-chouette.fr ») each on one line (:mod:`.typography`), the table cells and list items that are one link
    marked (:func:`.markup.mark_link_cells`, :func:`.markup.mark_link_items`)."""
    markup.finish_pages(site_dir, ctx.lang, whole=[link_label(s, ctx.lang) for s in ctx.loaded.facts.of("source")])


def facts(site_dir: Path, ctx: Context) -> None:
    facts_json.write(site_dir, ctx.loaded.facts, ctx.lang, ctx.site_url, ctx.loaded.status, ctx.rules_root)


def example_cases(site_dir: Path, ctx: Context) -> None:
    """The case of each worked example game, for the checker of its edition (``<edition>/examples.json``): a link
    ``verifier.html#example=<id>/<n>`` names the game, the checker reads its case from there."""
    for edition in EDITIONS:
        if steps.checker_page(edition) in ctx.site.pages:
            out = site_dir / steps.example_cases_path(edition)
            out.write_text(json.dumps(steps.example_cases(ctx.runs, edition), separators=(",", ":")), encoding="utf-8")


def search_stage(site_dir: Path, ctx: Context) -> None:
    """The site's own search (:mod:`.search`): its documents, made from the facts and the rendered pages, and
    MiniSearch; Material's search files, which nothing loads, go."""
    search.write(site_dir, ctx.loaded.facts, ctx.site, ctx.lang, ctx.joined.get(MINISEARCH))


def page_scripts(site_dir: Path, ctx: Context) -> None:
    """The scripts the pages load, each joined from its ES modules (a page read from disk may not load a module
    script); :class:`~.scripts.ScriptError` names the module and line the build cannot join."""
    scripts.write_scripts(site_dir, joined={n: code for n, code in ctx.joined.items() if n in scripts.SCRIPTS} or None)


def stylesheets(site_dir: Path, ctx: Context) -> None:
    """The stylesheets without their comments and spare whitespace (:func:`.styles.minify`), each over the copy the
    builder made of it."""
    made = {n: css for n, css in ctx.joined.items() if n.endswith(".css")} or styles.minified()
    for name, css in made.items():
        (Path(site_dir) / "assets" / name).write_text(css, encoding="utf-8")


def engine(site_dir: Path, ctx: Context) -> None:
    engine_files.install(ctx.engine, site_dir)


def at_the_root(site_dir: Path, ctx: Context) -> None:
    """The language chooser and the page of a missing address, at the root of the sites (:mod:`.root_pages`)."""
    if not ctx.serve:
        (Path(site_dir).parent / "index.html").write_text(root_pages.chooser(), encoding="utf-8")
        (Path(site_dir).parent / "404.html").write_text(root_pages.not_found(ctx.site_url.removesuffix(
            f"{ctx.lang}/")), encoding="utf-8")


def service_worker(site_dir: Path, ctx: Context) -> None:
    offline.write_service_worker(site_dir, ctx.lang, serve=ctx.serve, digests=ctx.engine.digests)


STAGES = (pages, facts, example_cases, search_stage, page_scripts, stylesheets, engine, at_the_root, service_worker)
"""Step (c), in order; each is called as ``stage(site_dir, ctx)``."""


def finish(site_dir: Path, ctx: Context, stages=STAGES) -> None:
    """Run every stage on the built site ``site_dir``."""
    for stage in stages:
        stage(Path(site_dir), ctx)
