"""The service worker of a language's site (``site/<lang>/sw.js``): the site offline after one visit.

:func:`write_service_worker` lists the files of a built site in two groups and writes ``sw.js`` from the
template ``sw.js`` next to this module:

* ``site``: what a reader may load while reading, cached when the worker installs (the first visit):
  every page, style, script, image and the search (its data and scripts, ``assets/search/``,
  ``search/data.js``: offline after one visit), except what the site never loads over http(s)
  (:data:`NOT_CACHED`: source maps, the sitemaps);
* ``engine``: ``assets/engine/`` (Pyodide, the engine's bundle, the worker), cached the first time the
  case checker runs, never before (the first view of a page stays light).

Each group is versioned by a hash of its files' paths and contents, so a build that changes any file
gives a new ``sw.js`` (browsers then install it and it replaces the old caches), and a build that changes
nothing gives the same bytes. ``mkdocs serve`` gets a worker that removes itself and its caches instead:
a cache in front of live reload would show stale pages.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

TEMPLATE = Path(__file__).with_name("sw.js")
NAME = "sw.js"
ENGINE_DIR = "assets/engine/"
NOT_CACHED = ("sitemap.xml", "sitemap.xml.gz", NAME)
"""Files of a built site that the site never loads over http(s): the sitemaps (for search engines), the service
worker itself."""

SERVE_WORKER = """/* Marquoir under `mkdocs serve`: no offline cache in front of live reload. This worker removes
   itself and the caches a built site's worker may have left on this address. */
"use strict";
self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    return Promise.all(keys.filter(function (key) { return key.indexOf("mq-") === 0; })
      .map(function (key) { return caches.delete(key); }));
  }).then(function () { return self.registration.unregister(); }));
});
"""


def groups(site_dir: Path) -> tuple[list[str], list[str]]:
    """The ``site`` and ``engine`` files of a built site (paths relative to it, sorted)."""
    site, engine = [], []
    for path in sorted(p for p in site_dir.rglob("*") if p.is_file()):
        rel = path.relative_to(site_dir).as_posix()
        if rel.startswith(ENGINE_DIR):
            engine.append(rel)
        elif rel in NOT_CACHED or rel.endswith(".map"):
            continue
        else:
            site.append(rel)
    return site, engine


def version(site_dir: Path, paths: list[str], digests: dict[str, bytes] | None = None) -> str:
    """A hash of the files' paths and contents (12 hex digits). ``digests``: the SHA-256 of files already hashed
    (by path), which are not read again (the engine's, hashed once for the three sites: :mod:`.engine`)."""
    known = digests or {}
    digest = hashlib.sha256()
    for rel in paths:
        own = known.get(rel) or hashlib.sha256((site_dir / rel).read_bytes()).digest()
        digest.update(rel.encode() + b"\0" + own)
    return digest.hexdigest()[:12]


def manifest(site_dir: Path, lang: str, digests: dict[str, bytes] | None = None) -> dict:
    site, engine = groups(site_dir)
    return {"lang": lang, "site_version": version(site_dir, site),
            "engine_version": version(site_dir, engine, digests), "site": site, "engine": engine}


def write_service_worker(site_dir: Path, lang: str, serve: bool = False,
                         digests: dict[str, bytes] | None = None) -> Path:
    """Write ``sw.js`` at the root of ``site_dir`` (the language's site); its path. ``digests``: see :func:`version`."""
    out = site_dir / NAME
    if serve:
        out.write_text(SERVE_WORKER, encoding="utf-8")
        return out
    data = json.dumps(manifest(site_dir, lang, digests), ensure_ascii=False, indent=1)
    out.write_text(TEMPLATE.read_text(encoding="utf-8").replace("__MANIFEST__", data, 1), encoding="utf-8")
    return out
