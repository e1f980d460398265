"""The steps tables of the worked examples on a phone: in a 390-px-wide screen (an example box about 321 px wide),
no table pushes the page sideways; a table wider than its box scrolls inside its own wrapper."""

from __future__ import annotations

import pytest

PAGES = ["moyen-age/faq.html", "antiquite/faq.html", "moyen-age/fin-de-la-partie.html", "antiquite/tour.html"]

MEASURE = """() => {
  const box = (el) => el.getBoundingClientRect();
  return {
    page: document.documentElement.scrollWidth, inner: window.innerWidth,
    tables: [...document.querySelectorAll('.mq-example table.mq-steps')].map((t) => {
      const wrap = t.closest('.mq-steps-wrap'), example = t.closest('.mq-example');
      return {wrap: !!wrap, overflow: wrap ? getComputedStyle(wrap).overflowX : null,
              wrapRight: wrap ? box(wrap).right : null, exampleRight: box(example).right,
              exampleWidth: example.clientWidth - parseFloat(getComputedStyle(example).paddingLeft)
                - parseFloat(getComputedStyle(example).paddingRight),
              scroll: wrap ? wrap.scrollWidth : 0, client: wrap ? wrap.clientWidth : 0};
    }),
    details: [...document.querySelectorAll('.mq-example details.mq-engine-check')].map((d) => d.open),
  };
}"""


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
@pytest.mark.parametrize("path", PAGES)
def test_the_steps_fit_a_phone(phone, site_url, path, lang):
    """Mutation: ``overflow-x: auto`` taken out of ``.mq-steps-wrap`` in marquoir.css → fails."""
    phone.goto(f"{site_url}{lang}/{path}")
    seen = phone.evaluate(MEASURE)
    assert seen["tables"], "no steps table on the page"
    assert seen["page"] <= seen["inner"], f"the page scrolls sideways: {seen['page']} px in {seen['inner']}"
    assert min(t["exampleWidth"] for t in seen["tables"]) <= 325  # inside the phone's example box: about 321 px
    for table in seen["tables"]:
        assert table["wrap"] and table["overflow"] == "auto", table
        assert table["wrapRight"] <= table["exampleRight"] + 0.5, table  # the wrapper stays in its box
    assert seen["details"] and not any(seen["details"])  # the doctest folded


SIZES = """() => [...document.querySelectorAll(
    '.mq-example .mq-steps, .mq-example .mq-steps *, .mq-engine-check, .mq-engine-check *')]
  .filter((e) => e.firstChild && e.firstChild.nodeType === 3 && e.textContent.trim())
  .map((e) => parseFloat(getComputedStyle(e).fontSize))"""


def test_the_steps_and_the_folded_check_are_at_a_readable_size(phone, site_url):
    """Every text of the steps tables and of the folded doctest is at least 12 px on a phone (Lighthouse's
    "legible font sizes", part of its best practices: 100 on the measured pages).
    Mutation: ``.md-typeset details.mq-engine-check { font-size: .75rem }`` removed from marquoir.css → the
    doctest's code is Material's 10.9 px and this fails."""
    phone.goto(f"{site_url}fr/moyen-age/tour.html")
    sizes = phone.evaluate(SIZES)
    assert len(sizes) > 20
    assert min(sizes) >= 12, sorted(sizes)[:5]
