"""The site's stylesheets ship without their comments and spare whitespace (scripts/marquoir/site/styles.py), and
nothing else of them changes."""

from __future__ import annotations

import re

import pytest

from marquoir.site import styles
from marquoir.site.scripts import ASSETS, ScriptError
from marquoir.vocab import LANGS

SHEETS = sorted(ASSETS.rglob("*.css"))


def squeezed(css: str) -> str:
    """The characters a minifier may not touch: all but whitespace, comments (none of our strings holds ``/*``) and a
    block's last semicolon."""
    return re.sub(r"\s+", "", re.sub(r"/\*.*?\*/", "", css, flags=re.S)).replace(";}", "}")


@pytest.mark.parametrize(("css", "expected"), [
    (".a .b , .c > .d { color : red ; }", ".a .b,.c>.d{color :red}"),
    ("a :hover{x:y}", "a :hover{x:y}"),  # a space before ":" is a descendant: kept
    ("a { width: calc(100vw - 1rem) }", "a{width:calc(100vw - 1rem)}"),
    ('a::after { content: " ▸ /* kept */  x" ; }', 'a::after{content:" ▸ /* kept */  x"}'),
    ("@media screen and (max-width: 44em) {\n  a { b: c; }\n}", "@media screen and (max-width:44em){a{b:c}}"),
    ("/* a comment */\n.a/* between */.b { x: y !important; }", ".a.b{x:y !important}"),
    ("a[title='it\\'s'] { x: y }", "a[title='it\\'s']{x:y}"),
])
def test_only_comments_and_meaningless_whitespace_go(css, expected):
    """Mutations, each failing here: whitespace dropped before ``:`` too (``a :hover`` → ``a:hover``); strings not
    copied as they are (their spaces squeezed, their ``/*`` read as a comment); ``-`` made tight (``calc`` broken)."""
    assert styles.minify(css) == expected + "\n"


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.relative_to(ASSETS).as_posix())
def test_each_stylesheet_keeps_every_other_character_in_order(sheet):
    source = sheet.read_text(encoding="utf-8")
    out = styles.minify(source)
    assert "/*" not in out and len(out) < len(source)
    assert squeezed(out) == squeezed(source)
    assert styles.minify(out) == out


@pytest.mark.parametrize(("css", "line"), [("a { b: c }\n/* never closed", 2), ('a::after {\n content: "x\n}', 2),
                                            ('a::after { content: "x }', 1)])
def test_an_unclosed_comment_or_string_names_the_file_and_line(css, line):
    """The build stops on it as on a script it cannot join (a ScriptError), naming where."""
    with pytest.raises(ScriptError, match=rf"^docs/theme/assets/x\.css:{line}: a (comment|string) is never closed"):
        styles.minify(css, "docs/theme/assets/x.css")


@pytest.mark.parametrize("lang", LANGS)
def test_the_built_sites_carry_the_stylesheets_minified(built_site, lang):
    """Mutation: the ``stylesheets`` stage left out of post.STAGES → the builder's copies, comments and all, stay and
    this fails."""
    for sheet in SHEETS:
        name = sheet.relative_to(ASSETS).as_posix()
        assert (built_site / lang / "assets" / name).read_text(encoding="utf-8") == styles.minify(
            sheet.read_text(encoding="utf-8")), name
