"""The site's own stylesheets (``docs/theme/assets/**.css``), shipped without their comments and their spare
whitespace: the comments are for whoever edits the files, and a reader's first view of a page carries
``marquoir.css`` (``./scripts/bench``, figure (d)).

:func:`minify` only takes away: comments, and whitespace where CSS gives it no meaning. Every other character is
kept in its order, so a rule cannot change: a run of whitespace becomes one space, dropped next to ``{ } ; , >``
and after ``:``; strings are copied as they are (``content: " ▸"``); a space before ``:`` stays (``a :hover`` is
not ``a:hover``), and so do the spaces of ``calc(100vw - 1rem)`` and of ``@media screen and (…)``.
"""

from __future__ import annotations

from pathlib import Path

from ..paths import display
from .scripts import ASSETS, ScriptError, line_at

TIGHT_AROUND = "{};,>"
"""Characters the whitespace on either side of which CSS ignores."""
TIGHT_AFTER = ":"
"""Characters the whitespace after which CSS ignores (not before: ``a :hover`` is a descendant)."""


class StyleError(ScriptError):
    """A stylesheet the build cannot read (an unclosed comment or string), said with its file and line (the build
    stops on it as on a script it cannot join)."""


def minify(css: str, where: str = "<css>") -> str:
    """``css`` without its comments and its meaningless whitespace (see the module's docstring)."""
    out: list[str] = []  # characters, and strings whole
    i, n = 0, len(css)
    space = False  # whitespace seen since the last character kept

    def fail(at: int, what: str) -> StyleError:
        return StyleError(f"{where}:{line_at(css, at)}: {what}")

    while i < n:
        c = css[i]
        if css.startswith("/*", i):
            end = css.find("*/", i + 2)
            if end < 0:
                raise fail(i, "a comment is never closed (*/)")
            i = end + 2  # a comment counts as nothing: the whitespace around it, if any, stays
            continue
        if c.isspace():
            space, i = True, i + 1
            continue
        if space and out and out[-1][-1] not in TIGHT_AROUND + TIGHT_AFTER and c not in TIGHT_AROUND:
            out.append(" ")
        space = False
        if c in "'\"":
            j = i + 1
            while j < n and css[j] not in (c, "\n"):
                j += 2 if css[j] == "\\" else 1
            if j >= n or css[j] != c:  # the end of the file or of the line came first
                raise fail(i, "a string is never closed")
            out.append(css[i:j + 1])
            i = j + 1
            continue
        if c == "}" and out and out[-1] == ";":
            out.pop()  # the last declaration of a block needs no semicolon
        out.append(c)
        i += 1
    return "".join(out) + "\n"


def minified(assets: Path = ASSETS) -> dict[str, str]:
    """Every stylesheet under ``assets``, minified, by its path under it (``search/search.css``): the same for the
    three sites, so the build makes them once."""
    return {path.relative_to(assets).as_posix(): minify(path.read_text(encoding="utf-8"), display(path))
            for path in sorted(assets.rglob("*.css"))}
