"""Lighthouse scores of the built site: the home page, a rules page and the score
counter page of each language, served with gzip like a real host.

    ./scripts/lighthouse            (builds, then prints a Markdown table for the README)

Needs Node.js and npm (Lighthouse is installed into .lighthouse/ on first use) and
Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from .paths import ROOT
from .staticserve import serve

VERSION = "12.8.2"
PAGES = ("index.html", "moyen-age/tour.html", "moyen-age/fin-de-la-partie.html")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
FLAGS = ("--headless=new --no-sandbox --disable-gpu --disable-background-networking "
         "--disable-component-update --disable-sync --no-first-run")


def lighthouse_bin() -> Path:
    prefix = ROOT / ".lighthouse"
    binary = prefix / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        print(f"installing lighthouse {VERSION} into {prefix}", file=sys.stderr)
        subprocess.run(["npm", "install", "--silent", "--prefix", str(prefix), f"lighthouse@{VERSION}"], check=True)
    return binary


def scores(binary: Path, url: str) -> dict[str, int]:
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run([str(binary), url, "--quiet", f"--chrome-flags={FLAGS}", "--output=json",
                        f"--output-path={out.name}", f"--only-categories={','.join(CATEGORIES)}"],
                       check=True,
                       env={**os.environ, "CHROME_PATH": os.environ.get("CHROME_PATH", "/usr/bin/chromium")})
        report = json.loads(Path(out.name).read_text(encoding="utf-8"))
    return {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="an already built site (default: build one)")
    args = parser.parse_args()
    binary = lighthouse_bin()
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            subprocess.run([sys.executable, "-m", "marquoir.site", "build", "--out", str(site)], check=True,
                           stderr=subprocess.DEVNULL)
        server = serve(str(site), 0)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        print(f"Lighthouse {VERSION}, {dt.date.today().isoformat()}, mobile emulation, gzip static server\n")
        print("| page | " + " | ".join(CATEGORIES) + " |")
        print("|---|" + "---|" * len(CATEGORIES))
        for lang in ("fr", "en", "ja"):
            for page in PAGES:
                s = scores(binary, f"{base}{lang}/{page}")
                print(f"| {lang}/{page} | " + " | ".join(str(s[c]) for c in CATEGORIES) + " |", flush=True)
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
