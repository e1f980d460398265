"""The built pages without the indentation of the templates that made them, with their language's no-break spaces,
and the table cells and list items that are one link marked as such.

Material's templates and the Markdown's HTML indent every tag: on a page of the rules, a tenth of the page a reader
downloads gzipped is that indentation (``./scripts/bench``, figure (d)). :func:`tighten` turns each run of whitespace
between two tags (``>`` whitespace ``<``) into one line break, which a browser lays out exactly as the run: in
normal text, any run of whitespace is one space or nothing. It leaves alone the elements whose whitespace a reader
sees or a script reads: ``pre``, ``textarea``, ``code`` and ``kbd`` (Material keeps their spaces), ``script`` and
``style``. It touches no attribute and no text: only runs of whitespace that are a whole text between two tags
(an attribute's value holding ``>`` whitespace ``<`` would be read as such a run: none does, since the templates,
Markdown and our renderer escape ``<`` in attributes, and ``tests/site/test_markup.py`` checks every built page).

:func:`mark_link_cells` gives the class :data:`LINK_CELL` to a link that is the whole of its table's cell (the rules'
tables name an action, a card or a term in their first column): the stylesheet makes such a link as tall as a finger
needs (44 px) and as wide as its cell; no stylesheet can tell it from a link within a cell's sentence.

:func:`mark_link_items` does the same for a list item of the page's text that is one link (a menu's row).

:func:`outside_kept` is the walk tighten shares with :mod:`.typography` (French spaces before ``?``): each part of a
page outside the kept elements, changed; :func:`finish_pages` makes the four changes in one pass over the pages.
"""

from __future__ import annotations

import re
from pathlib import Path

from . import typography

KEPT = ("pre", "textarea", "code", "kbd", "script", "style")
"""Elements copied as they are, from their opening tag to their closing tag (nested ones included: ``<kbd>``)."""
_KEPT = re.compile(r"<(" + "|".join(KEPT) + r")[\s>]")
_TAGS = {name: re.compile(rf"<(/?){name}[\s>]") for name in KEPT}
_GAP = re.compile(r">\s+<")
LINK_CELL = "mq-cell-link"
"""The class of a link that is its table cell's whole content (marquoir.css sizes it)."""
_LINK_CELL = re.compile(r"(<td\b[^>]*>)\s*<a\b([^>]*)>((?:(?!</?a\b|</?t[dh]\b).)*)</a>\s*(?=</td>)", re.S)
LINK_ITEM = "mq-item-link"
"""The class of a link that is its list item's whole content in a page's text: a list of such items is a menu (an
edition's chapters, the facts that cite a source), each link a row as tall as a finger needs (marquoir.css)."""
_LINK_ITEM = re.compile(r"(<li\b[^>]*>)\s*<a\b([^>]*)>((?:(?!</?a\b|</?li\b).)*)</a>\s*(?=</li>)", re.S)
_ARTICLE = re.compile(r"<article\b.*?</article>", re.S)


def for_scripts(lang: str) -> dict:
    """What a page's script needs to set, in the texts it writes, the spaces the build sets in the pages
    (docs/theme/assets/lib/typeset.mjs): :mod:`.typography`'s rules of ``lang`` as one pattern, each rule a group
    (lookarounds and classes only: JavaScript reads Python's), the space each group becomes, and the elements whose
    text is kept as written (:data:`KEPT`)."""
    pattern, spaces = typography.rules_of(lang)
    return {"pattern": pattern, "spaces": spaces, "kept": list(KEPT)}


def _closed(html: str, name: str, at: int) -> int:
    """Where the element ``name`` opened before ``at`` closes: the index of its closing tag's ``>`` (the end of
    ``html`` if it never does)."""
    depth, tags = 1, _TAGS[name]
    while depth:
        tag = tags.search(html, at)
        if tag is None:
            return len(html)
        depth += -1 if tag.group(1) else 1
        at = tag.end()
    end = html.find(">", at - 1)
    return len(html) if end < 0 else end


def outside_kept(html: str, change) -> str:
    """``html`` with ``change(part)`` applied to each part outside :data:`KEPT` (a part holds tags and the texts
    between them; a kept element's opening ``<`` ends the part before it and its closing ``>`` starts the next)."""
    out, at = [], 0
    while True:
        found = _KEPT.search(html, at)
        if found is None:
            out.append(change(html[at:]))
            return "".join(out)
        start = found.start() + 1  # the kept element's first "<" closes the gap before it,
        out.append(change(html[at:start]))
        at = _closed(html, found.group(1), found.end())  # and its last ">" opens the gap after it
        out.append(html[start:at])


def _tight(part: str) -> str:
    return _GAP.sub(">\n<", part)


def tighten(html: str) -> str:
    """``html`` with each run of whitespace between two tags made one line break, but inside :data:`KEPT`."""
    return outside_kept(html, _tight)


def _marking(name: str):
    def marked(found: re.Match) -> str:
        start, attrs, text = found.groups()
        attrs = (attrs.replace('class="', f'class="{name} ', 1) if 'class="' in attrs
                 else f'{attrs} class="{name}"')
        return f"{start}<a{attrs}>{text}</a>"
    return marked


def mark_link_cells(html: str) -> str:
    """``html`` with each table cell (``td``: a heading cell names its column) whose whole content is one link giving
    that link the class :data:`LINK_CELL` (a cell with text beside its link is left as it is)."""
    return _LINK_CELL.sub(_marking(LINK_CELL), html)


def mark_link_items(html: str) -> str:
    """``html`` with each list item of the page's text (``<article>``: the menus of the theme are left alone) whose
    whole content is one link giving that link the class :data:`LINK_ITEM`."""
    return _ARTICLE.sub(lambda article: _LINK_ITEM.sub(_marking(LINK_ITEM), article.group(0)), html)


def finish_pages(site_dir: Path, lang: str, whole=()) -> None:
    """Every page of a built site in ``lang`` (``*.html``), in one pass: tightened (:func:`tighten`), its spaces and
    hyphens where a line may not break made so and the words of ``whole`` kept whole (:func:`.typography.typesetter`,
    each text of the site worked out once), its link cells and link items marked
    (:func:`mark_link_cells`, :func:`mark_link_items`), in place."""
    typeset = typography.typesetter(lang, typography.whole(whole))

    def finished(part: str) -> str:
        return _tight(typeset(part))

    for page in Path(site_dir).rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        done = mark_link_items(mark_link_cells(outside_kept(html, finished)))
        if done != html:
            page.write_text(done, encoding="utf-8")
