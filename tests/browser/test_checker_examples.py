"""A worked example's "open in the checker" link (a[data-open-case], written by the renderer from the example's game)
opens the case checker on that case, and pressing the button reproduces the example's result: exit 0, the same steps
(one example a page here; every example's case is checked in Python and Node)."""

from __future__ import annotations

import posixpath
import re

import pytest
from checker_helpers import WAIT, checker_url, open_checker, run_case
from waits import shown

from marquoir.vocab import EDITIONS
from test_example_steps import BOX, Tables

LINK = re.compile(r'<a [^>]*data-open-case[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*data-open-case')


def example_links(built_site, lang: str) -> list[tuple[str, str]]:
    """(page, href) of every "open in the checker" link of the language's site."""
    out = []
    for path in sorted((built_site / lang).rglob("*.html")):
        for m in LINK.finditer(path.read_text(encoding="utf-8")):
            out.append((path.relative_to(built_site / lang).as_posix(),
                        (m.group(1) or m.group(2)).replace("&amp;", "&")))
    return out


def test_the_first_link_opens_the_checker_on_its_case(page, site_url, built_site):
    """Clicking the link itself: the checker page, the case restored into the form and its link written in the
    address, the example's verdict given without pressing anything. (Each is waited for as a condition: the address
    is rewritten once the example's case is read, after the page is ready.)"""
    links = example_links(built_site, "fr")
    assert links, "no worked example links to the checker"
    where, href = links[0]
    page.goto(f"{site_url}fr/{where}")
    link = page.locator("a[data-open-case]").first
    link.click()
    root = shown(page, "[data-case][data-case-ready]")
    page.wait_for_url("**/verifier.html#case=*", timeout=WAIT)
    assert "Cas restauré depuis le lien." in root.locator("[data-case-notice]").inner_text()
    verdict = shown(root, "[data-case-verdict][data-exit]", timeout=WAIT)
    assert verdict.get_attribute("data-exit") == "0", verdict.inner_text()


def links_with_rows(path) -> list[tuple[str, int]]:
    """(href, rows of its steps table, 0 for a game without one) of every "open in the checker" link of the built page
    ``path``, read by the parser that checks the worked examples' boxes (test_example_steps.Tables)."""
    found = []
    for m in BOX.finditer(path.read_text(encoding="utf-8")):
        box = Tables(m.group("body"))
        found += [(href, 0 if table is None else len(box.tables[table]))
                  for (href, _text), table in zip(box.links, box.link_tables, strict=True)]
    return found


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_pages_first_example_link_reproduces_its_result(pages, site_url, built_site, edition):
    """The first example of each of the edition's pages that opens in the checker, opened in the edition's checker
    (one page, the link's fragment pasted into it): exit 0, and the checker's steps are the example's (as many rows as
    the steps table of that game in the example's box). Every example's case is checked without a browser: its game
    holds and replays the same moves (tests/test_example_steps.py), and the form shows it and writes it back unchanged
    (tests/js/checker/case.test.mjs, on the site's examples.json). One test per edition: the two run side by side.
    Mutation: checker/case.mjs's `fromCase` dropping the setup → the examples that set a table up do not hold and this
    fails."""
    cases = []
    target = f"{edition}/verifier.html"
    for where in sorted({where for where, href in example_links(built_site, "fr")
                         if posixpath.normpath(posixpath.join(posixpath.dirname(where), href.split("#")[0]))
                         == target}):
        # the page's first example not already taken from another page, read from the built page
        taken = {c[1] for c in cases}
        first = next(((href, rows) for href, rows in (
            (posixpath.normpath(posixpath.join(posixpath.dirname(where), href)), rows)
            for href, rows in links_with_rows(built_site / "fr" / where))
            if href.startswith(f"{target}#") and href not in taken), None)
        if first:
            cases.append((where, *first))
    assert len(cases) >= 10
    page = pages()
    root = open_checker(page, checker_url(site_url, "fr", edition))
    for where, href, rows in cases:
        assert href.startswith(f"{edition}/verifier.html#example="), (where, href)
        notice = root.locator("[data-case-notice]")
        notice.evaluate("n => { n.textContent = ''; }")
        page.evaluate("fragment => { location.hash = fragment; }", href.split("#", 1)[1])
        page.wait_for_function("() => document.querySelector('[data-case-notice]').textContent !== ''",
                               timeout=WAIT)
        assert "Cas restauré" in notice.inner_text(), (where, notice.inner_text())
        code, verdict = run_case(root)
        assert code == "0", (where, href[-60:], verdict)
        assert root.locator("table.mq-checker__steps tbody tr").count() == rows, where
