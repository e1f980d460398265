"""The build in three plain steps: (a) the pages staged as Markdown, (b) a builder run on them, (c) what is ours added
to the built site; each computed once and passed forward, nothing of ours inside the builder (marquoir.site)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from marquoir import pipeline
from marquoir.paths import ROOT
from marquoir.site import build, offline, root_pages, stage
from marquoir.site import engine as engine_files
from marquoir.site.bundle import card_bundle
from marquoir.vocab import LANGS


@pytest.fixture(scope="module")
def loaded():
    return pipeline.checked(run=False)


def sw_manifest(site: Path) -> dict:
    text = (site / "sw.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("const MANIFEST = ") + len("const MANIFEST = "):text.index(";\nconst PREFIX")])


def test_the_staged_folder_holds_the_generated_and_the_hand_written_pages(loaded, tmp_path):
    """The hand-written home page gets its glossary links as the generated pages do, and each edition's page its tab
    title. Mutation: ``with_glossary_links(...)`` → the file's text as it is, in stage.stage → fails."""
    (tmp_path / "ja" / "stale.md").parent.mkdir(parents=True)
    (tmp_path / "ja" / "stale.md").write_text("a page from an older staging", encoding="utf-8")
    staged = stage.stage(loaded, {}, "ja", tmp_path / "ja")
    written = {p.relative_to(staged.docs_dir).as_posix() for p in staged.docs_dir.rglob("*") if p.is_file()}
    assert written == {*staged.site.pages, "index.md"}
    home = (staged.docs_dir / "index.md").read_text(encoding="utf-8")
    assert home.startswith("---\ntitle: Marquoir\n---\n")
    assert 'class="mq-term" href="glossaire.html#' in home
    assert (staged.docs_dir / "moyen-age" / "faq.md").read_text(encoding="utf-8").startswith(
        '---\ntitle: "よくある質問（『中世』）"\n')
    assert staged.nav[0] == {"ホーム": "index.md"} and staged.nav[1:] == staged.site.nav


def test_a_hand_written_file_cannot_take_a_generated_pages_path(loaded, tmp_path):
    """Mutation: the ``if rel in site.pages`` check removed from stage.stage → fails (the generated FAQ overwritten)."""
    (tmp_path / "own" / "fr" / "moyen-age").mkdir(parents=True)
    (tmp_path / "own" / "fr" / "moyen-age" / "faq.md").write_text("# Ma FAQ\n", encoding="utf-8")
    with pytest.raises(stage.StageError, match=r"moyen-age/faq\.md: a generated page has this path"):
        stage.stage(loaded, {}, "fr", tmp_path / "docs", hand_written=tmp_path / "own")


class FakeBuilder:
    """A builder that turns each staged page into a file of the site, and remembers what it was given."""

    name = "fake"
    Abort = RuntimeError

    def __init__(self):
        self.given: list[tuple[str, list]] = []

    def config(self, lang, docs_dir, site_dir, nav, url=None, **more):
        self.given.append((lang, nav))
        return type("Config", (), {"site_url": f"https://example.org/{lang}/", "docs_dir": docs_dir,
                                   "site_dir": site_dir})

    def build(self, config, serve_url=None):
        for page in Path(config.docs_dir).rglob("*.md"):
            out = Path(config.site_dir) / page.relative_to(config.docs_dir).with_suffix(".html")
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(page.read_text(encoding="utf-8"), encoding="utf-8")


@pytest.mark.slow  # a build of the three languages, a stand-in for the builder (about 1.7 s): the whole suite runs it
def test_the_build_runs_the_examples_and_makes_the_engine_once(tmp_path, monkeypatch):
    """Three languages, one run of the worked examples and one engine (hashed once); step (c) adds what is ours, the
    service worker last, listing everything the other stages wrote and versioning the engine by its files.

    Mutation: ``runs = pipeline.run_examples(loaded)`` moved into the loop over the languages (build.build)
    → fails; ``engine_files.make(...)`` moved into that loop → fails; the engine made without the loaded cards
    (``engine_files.make(work / "engine")``: the bundle reads the card files again) → fails; ``service_worker`` before
    ``engine`` in post.STAGES → fails (the engine is not in its lists)."""
    calls = {"examples": 0, "engine": 0}
    real = pipeline.run_examples_with_games

    def examples(facts):
        calls["examples"] += 1
        return real(facts)

    def write_engine(folder, cards=None):
        calls["engine"] += 1
        calls["cards"] = {edition: len(records) for edition, records in (cards or {}).items()}
        (folder / "assets" / "engine").mkdir(parents=True)
        (folder / "assets" / "engine" / "marquoir.zip").write_bytes(b"the bundle")

    monkeypatch.setattr(pipeline, "run_examples_with_games", examples)
    monkeypatch.setattr(engine_files.runtime, "write_engine", write_engine)
    builder = FakeBuilder()
    assert build.build(tmp_path / "site", list(LANGS), builder) == 0
    read = {edition: len(records) for edition, records in card_bundle().items()}  # the card files, read here
    assert calls == {"examples": 1, "engine": 1, "cards": read}  # the build gave the engine the cards it had loaded
    assert [lang for lang, _ in builder.given] == list(LANGS)
    for lang in LANGS:
        site = tmp_path / "site" / lang
        assert (site / "assets" / "engine" / "marquoir.zip").read_bytes() == b"the bundle"
        cases = json.loads((site / "moyen-age" / "examples.json").read_text(encoding="utf-8"))
        assert cases and all(key.count("/") == 1 for key in cases)
        facts = json.loads((site / "facts.json").read_text(encoding="utf-8"))
        assert facts["lang"] == lang
        manifest = sw_manifest(site)
        assert manifest["engine"] == ["assets/engine/marquoir.zip"]
        assert {"facts.json", "facts.schema.json", "moyen-age/examples.json", "index.html"} <= set(manifest["site"])
        assert manifest["engine_version"] == offline.version(site, manifest["engine"])
    assert (tmp_path / "site" / "index.html").read_text(encoding="utf-8") == root_pages.chooser()
    assert (tmp_path / "site" / "404.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]  # the staging and the engine's folder are gone


@pytest.mark.process
def test_mkdocs_yml_runs_nothing_of_ours_and_no_site_module_imports_a_builder():
    """No hook in mkdocs.yml; the modules of the build import no builder, so that the builder is chosen when it is
    loaded (ProperDocs must come first). Mutation: ``import mkdocs`` at the top of site/post.py → fails."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    assert "hooks" not in config
    assert not any(isinstance(p, dict) and any("marquoir" in str(v) for v in p.values()) for p in config["plugins"])
    code = ("import sys, marquoir.site.build, marquoir.site.serve, marquoir.render.cli; "
            "print(sorted(m for m in ('mkdocs', 'properdocs') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_head_has_no_hreflang_alternates(built_site):
    """The language selector of the header links the three sites; the head has no relative hreflang link.

    Mutation: the ``site_meta`` block removed from docs/theme/main.html → fails."""
    for lang in LANGS:
        for page in ("index.html", "moyen-age/faq.html"):
            text = (built_site / lang / page).read_text(encoding="utf-8")
            head = text[:text.index("</head>")]
            assert "hreflang" not in head, (lang, page)
            assert f'hreflang="{lang}"' in text[text.index("</head>"):]


def test_the_engine_is_linked_where_the_file_system_allows_it(tmp_path):
    """Mutation: ``os.link`` → ``shutil.copyfile`` in engine.install → fails."""
    folder = tmp_path / "made"
    (folder / "assets" / "engine").mkdir(parents=True)
    (folder / "assets" / "engine" / "marquoir.zip").write_bytes(b"zip")
    made = engine_files.Engine(folder, {"assets/engine/marquoir.zip": b"digest"})
    for lang in ("fr", "en"):
        engine_files.install(made, tmp_path / lang)
    linked = [tmp_path / lang / "assets" / "engine" / "marquoir.zip" for lang in ("fr", "en")]
    assert linked[0].samefile(linked[1]) and linked[0].samefile(folder / "assets" / "engine" / "marquoir.zip")
    shutil.rmtree(folder)
    assert linked[1].read_bytes() == b"zip"  # the site keeps it once the build's folder is gone
