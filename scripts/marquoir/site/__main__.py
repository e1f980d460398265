"""``python -m marquoir.site build|serve``: what ./scripts/build and ./scripts/serve run."""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path

from .. import pipeline
from ..paths import ROOT, rules_dir
from ..vocab import LANGS
from . import config as site_config

ROOT_PAGE = ROOT / "docs" / "index.html"


def _logging(verbose: bool) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(levelname)-7s -  %(message)s"))
    log = logging.getLogger("mkdocs")
    log.handlers[:] = [handler]
    log.setLevel(logging.DEBUG if verbose else logging.INFO)
    log.propagate = False


def build(out: Path, langs: list[str], verbose: bool = False) -> int:
    """Build every language into a temporary folder, then swap it in: a failed build leaves ``out`` as it was."""
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.exceptions import Abort

    _logging(verbose)
    if pipeline.checked_or_report() is None:  # fail early, once, with every error of the facts
        return 2
    os.environ["MARQUOIR_EXAMPLES_CHECKED"] = "1"  # the hook need not run them again for each language
    warning = site_config.address_warning()
    if warning:
        print(warning, file=sys.stderr)
    out = Path(out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
    try:
        for lang in langs:
            print(f"marquoir: building the {lang} site", file=sys.stderr)
            cfg = site_config.config_for(lang, tmp)
            cfg["strict"] = True
            try:
                mkdocs_build(cfg)
            except Abort as e:
                print(f"marquoir: the {lang} site was not built: {e}", file=sys.stderr)
                return 1
        shutil.copyfile(ROOT_PAGE, tmp / "index.html")
        if out.exists():
            old = out.with_name(f".{out.name}-old")
            shutil.rmtree(old, ignore_errors=True)
            out.rename(old)
            tmp.rename(out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            tmp.rename(out)
        print(f"marquoir: built {', '.join(langs)} and the language chooser in {out}", file=sys.stderr)
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def serve(lang: str, port: int, verbose: bool = False) -> int:
    import copy

    import mkdocs.commands.serve as mkdocs_serve_module

    # `mkdocs serve` reloads the configuration on every rebuild with the same keyword
    # arguments, and MkDocs empties the plugin settings it is given: hand it a fresh copy each time.
    load = mkdocs_serve_module.load_config
    mkdocs_serve_module.load_config = lambda *a, **kw: load(*a, **copy.deepcopy(kw))
    mkdocs_serve = mkdocs_serve_module.serve
    _logging(verbose)
    url = f"http://127.0.0.1:{port}/"
    kwargs = site_config.overrides(lang, ROOT / "site", url)
    kwargs.pop("site_dir")
    print(f"marquoir: serving the {lang} site on {url}{lang}/ (Ctrl-C to stop)", file=sys.stderr)
    # watch the rule facts actually used (rules/, or $MARQUOIR_RULES)
    mkdocs_serve(str(site_config.CONFIG), dev_addr=f"127.0.0.1:{port}", livereload=True,
                 watch=[str(rules_dir())], **kwargs)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m marquoir.site")
    sub = parser.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build", help="build site/fr, site/en, site/ja and site/index.html")
    b.add_argument("--out", type=Path, default=ROOT / "site")
    b.add_argument("--lang", action="append", choices=LANGS, help="only this language (repeatable)")
    b.add_argument("-v", "--verbose", action="store_true")
    s = sub.add_parser("serve", help="serve one language with live reload")
    s.add_argument("lang", nargs="?", default="fr", choices=LANGS)
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.cmd == "build":
        return build(args.out, args.lang or list(LANGS), args.verbose)
    return serve(args.lang, args.port, args.verbose)


if __name__ == "__main__":
    sys.exit(main())
