"""./scripts/build: three sites and a language chooser, strict, nothing built from bad facts."""

from __future__ import annotations

import re

import pytest

from marquoir.site.build import STEPS

LANGS = ("fr", "en", "ja")


def test_three_sites_and_the_root_page(built_site):
    for lang in LANGS:
        assert (built_site / lang / "index.html").is_file()
        assert (built_site / lang / "moyen-age" / "tour.html").is_file()
        html = (built_site / lang / "moyen-age" / "tour.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in html
    root = (built_site / "index.html").read_text(encoding="utf-8")
    assert all(f'href="{lang}/index.html"' in root for lang in LANGS)


def test_the_build_says_what_each_step_took(build_timings):
    """``--timings`` (what ./scripts/bench prints of one build): every step of the build timed, each a positive
    number of seconds. Mutation: the worked examples' step left out of ``clock`` in site/build.py → fails."""
    assert set(build_timings) == set(STEPS)
    assert all(seconds > 0 for seconds in build_timings.values())


def test_page_paths_and_anchors_are_the_same_in_every_language(built_site):
    pages = {lang: {p.relative_to(built_site / lang) for p in (built_site / lang).rglob("*.html")} for lang in LANGS}
    assert pages["fr"] == pages["en"] == pages["ja"]
    ids = {lang: set(re.findall(r'id="([^"]+)"', (built_site / lang / "moyen-age" / "faq.html").read_text("utf-8")))
           for lang in LANGS}
    assert "faq-ecus-17" in ids["fr"] and ids["fr"] == ids["en"] == ids["ja"]


def test_the_language_selector_lists_the_three_sites(built_site):
    html = (built_site / "ja" / "moyen-age" / "faq.html").read_text(encoding="utf-8")
    for lang in LANGS:
        assert f'href="../../{lang}/index.html" hreflang="{lang}"' in html


def test_no_resource_is_loaded_from_outside(built_site):
    # what the browser loads by itself (a canonical or alternate <link> is not fetched)
    outside = re.compile(r'<(?:script|img|iframe|source|link(?![^>]*rel="(?:canonical|alternate)"))\b[^>]*'
                         r'\b(?:src|href)="(?:https?:)?//', re.I)
    for page in built_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not outside.search(text), f"{page}: {outside.search(text).group(0)}"
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text


@pytest.mark.process
def test_timings_asked_into_a_missing_folder_are_refused_before_anything_is_built(tmp_path, run_build):
    """A usage error, said with the option and the folder before the build starts: nothing built, no traceback.
    Mutation: the folder not checked before the build → a traceback after it, and the site built → fails."""
    out, timings = tmp_path / "site", tmp_path / "missing" / "timings.json"
    result = run_build(out, extra=("--timings", str(timings)))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"--timings {timings}: there is no folder {timings.parent}" in result.stderr, result.stderr
    assert not out.exists()


@pytest.mark.process
def test_a_duplicate_key_stops_the_build_naming_file_and_line(repo_rules, tmp_path, run_build):
    path = repo_rules / "moyen-age" / "edition.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "minutes: 45\n", encoding="utf-8")
    out = tmp_path / "site"
    result = run_build(out, {"MARQUOIR_RULES": str(repo_rules)})
    assert result.returncode == 2
    assert re.search(rf"{re.escape(str(path))}:\d+: minutes: MQ113 duplicate key `minutes` "
                     r"\(first written on line \d+\)", result.stderr), result.stderr
    assert not out.exists()


@pytest.mark.process
def test_a_missing_japanese_text_stops_the_build_and_keeps_the_old_site(repo_rules, tmp_path, run_build):
    path = repo_rules / "moyen-age" / "edition.yaml"
    text = path.read_text(encoding="utf-8")
    broken = re.sub(r'\n  ja: "中世の建築士たち"', "", text, count=1)
    assert broken != text
    path.write_text(broken, encoding="utf-8")
    out = tmp_path / "site"
    (out / "fr").mkdir(parents=True)
    (out / "fr" / "index.html").write_text("old site", encoding="utf-8")
    result = run_build(out, {"MARQUOIR_RULES": str(repo_rules)})
    assert result.returncode == 2
    assert re.search(rf"{re.escape(str(path))}:\d+: edition `moyen-age` title.ja: MQ123 the Japanese text is missing",
                     result.stderr), result.stderr
    assert "Traceback" not in result.stderr
    assert (out / "fr" / "index.html").read_text(encoding="utf-8") == "old site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rules", "site"]  # no half-written build left
