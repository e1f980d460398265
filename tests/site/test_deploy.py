"""A build for deployment: with the site's address set, canonical links, the sitemap and the published
facts name it and never 127.0.0.1; with the repository's address set, each fact links to its file.
Without the address, the build says that it is building for this machine only."""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys

import pytest

from marquoir.paths import ROOT
from marquoir.site import config as site_config
from marquoir.site.build import build

SITE = "https://regles.example.org/marquoir/"
REPO = "https://github.com/example/marquoir"

pytestmark = pytest.mark.slow  # a build of its own (one language, a third of the three): the whole suite runs it

DEPLOYED = "ja"
"""The language the deployed build makes: the address and the repository reach every language's site by the same
code (site/config.overrides, the renderer's fact links), so one site, not French, shows them."""


@pytest.fixture(scope="module")
def deployed(tmp_path_factory):
    """The real build command with both addresses set (built once for the module, in :data:`DEPLOYED`)."""
    out = tmp_path_factory.mktemp("deployed") / "site"
    env = {**os.environ, "MARQUOIR_SITE_URL": SITE, "MARQUOIR_REPO_URL": REPO, "MARQUOIR_REPO_BRANCH": "main"}
    result = subprocess.run([sys.executable, "-m", "marquoir.site", "build", "--out", str(out), "--lang", DEPLOYED],
                            cwd=ROOT, capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    return out, result.stderr


def test_a_deployed_build_names_its_address_and_never_127_0_0_1(deployed):
    """Mutation: ``site_url=f"{url or base_url()}{lang}/"`` → ``DEFAULT_BASE_URL`` in site/config.overrides → fails."""
    out, stderr = deployed
    assert "warning" not in stderr.lower()
    assert sorted(p.name for p in out.iterdir() if p.is_dir()) == [DEPLOYED]
    for lang in (DEPLOYED,):
        pages = list((out / lang).rglob("*.html"))
        assert len(pages) > 40
        for page in pages:
            text = page.read_text(encoding="utf-8")
            assert "127.0.0.1" not in text, page
            canonical = re.search(r'<link rel="canonical" href="([^"]+)"', text)
            if page.name != "404.html":
                assert canonical and canonical.group(1).startswith(f"{SITE}{lang}/"), page
        sitemap = (out / lang / "sitemap.xml").read_text(encoding="utf-8")
        locations = re.findall(r"<loc>([^<]+)</loc>", sitemap)
        assert len(locations) > 40 and all(loc.startswith(f"{SITE}{lang}/") for loc in locations)
        assert "127.0.0.1" not in gzip.decompress((out / lang / "sitemap.xml.gz").read_bytes()).decode()
        facts = json.loads((out / lang / "facts.json").read_text(encoding="utf-8"))
        assert facts["site"] == f"{SITE}{lang}/"
        assert all(f["url"].startswith(f"{SITE}{lang}/") for f in facts["facts"])
        assert "127.0.0.1" not in json.dumps(facts)


def test_with_the_repository_set_each_fact_links_to_its_file(deployed):
    """In the site's words (the English ones and each link's target: tests/render/test_pages_render.py).
    Mutation: ``return None`` at the top of site/config.repo_links → fails (no links)."""
    out, _ = deployed
    lang, edit, report = DEPLOYED, "この項目を編集", "問題を報告"
    faq = (out / lang / "moyen-age" / "faq.html").read_text(encoding="utf-8")
    links = re.findall(r'<p class="mq-fact-links" data-search-exclude>(.*?)</p>', faq, re.S)
    assert len(links) >= 40
    assert f'<a href="{REPO}/edit/main/rules/moyen-age/faq/' in links[0] and f">{edit}</a>" in links[0]
    assert f'<a href="{REPO}/issues/new?title=' in links[0] and f">{report}</a>" in links[0]


def test_the_build_warns_when_the_address_is_the_default(tmp_path, monkeypatch, capsys):
    """Mutation: ``return None`` at the top of site/config.address_warning → fails."""
    monkeypatch.delenv("MARQUOIR_SITE_URL", raising=False)
    assert build(tmp_path / "site", []) == 0  # no language: the checks, the warning and the root page only
    err = capsys.readouterr().err
    assert "warning: the site address is the default http://127.0.0.1:8000/" in err
    assert "MARQUOIR_SITE_URL" in err
    monkeypatch.setenv("MARQUOIR_SITE_URL", SITE)
    assert site_config.address_warning() is None
    assert build(tmp_path / "site2", []) == 0
    assert "warning" not in capsys.readouterr().err
