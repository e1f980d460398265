"""./scripts/serve: one language with live reload; editing a YAML fact updates the page."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from marquoir.paths import ROOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url: str, contains: str, timeout: float = 60) -> str:
    deadline, last = time.time() + timeout, ""
    while time.time() < deadline:
        try:
            last = urllib.request.urlopen(url, timeout=5).read().decode("utf-8")
            if contains in last:
                return last
        except OSError:
            pass
        time.sleep(0.1)  # polling: the condition above is what is waited for
    raise AssertionError(f"{url} never contained {contains!r}")


def wait_for(path, contains: str, timeout: float = 60) -> str:
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = path.read_text(encoding="utf-8") if path.exists() else ""
        if contains in text:
            return text
        time.sleep(0.1)  # polling: the condition above is what is waited for
    raise AssertionError(f"{path} never contained {contains!r}")


@pytest.mark.slow  # a server started, a site built, then rebuilt (about 10 s): not needed while editing
def test_serve_rebuilds_when_a_fact_changes(repo_rules, tmp_path):
    """Then an invalid fact is reported with its file and line, and the last good pages stay up.

    Mutation: ``return False`` → ``raise`` in serve.Session.rebuild's InvalidFacts branch → fails (no report)."""
    port = free_port()
    log = tmp_path / "serve.log"
    with open(log, "w", encoding="utf-8") as err:
        server = subprocess.Popen([sys.executable, "-m", "marquoir.site", "serve", "en", "--port", str(port)],
                                  cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err, text=True,
                                  env={**os.environ, "MARQUOIR_RULES": str(repo_rules)})
    try:
        url = f"http://127.0.0.1:{port}/en/moyen-age/faq.html"
        fetch(url, "Do écus count towards the 17 points?")
        path = repo_rules / "moyen-age" / "faq" / "fin-de-partie.yaml"
        text = path.read_text(encoding="utf-8")
        assert "Do écus count towards the 17 points?" in text
        path.write_text(text.replace("Do écus count towards the 17 points?",
                                     "Do écus ever count towards the 17 points?"), encoding="utf-8")
        fetch(url, "Do écus ever count towards the 17 points?")
        # the root address sends readers to the language being served
        assert urllib.request.urlopen(f"http://127.0.0.1:{port}/").geturl().endswith("/en/")
        # the case checker's engine is served too; the service worker only removes itself (no cache before live reload)
        for path in ("assets/engine/worker.mjs", "assets/engine/marquoir.zip",
                     "assets/engine/runtime/pyodide.asm.wasm"):
            assert urllib.request.urlopen(f"http://127.0.0.1:{port}/en/{path}").status == 200
        assert "unregister()" in fetch(f"http://127.0.0.1:{port}/en/sw.js", "unregister()")
        edition = repo_rules / "moyen-age" / "edition.yaml"
        edition.write_text(edition.read_text(encoding="utf-8") + "minutes: 45\n", encoding="utf-8")
        report = wait_for(log, "duplicate key `minutes`")
        assert f"{edition}:" in report and "the last good ones stay up" in report and "Traceback" not in report
        assert "Do écus ever count towards the 17 points?" in fetch(url, "Do écus ever count towards the 17 points?")
    finally:
        server.terminate()
        server.wait(timeout=20)
