"""Japanese text broken into lines as Japanese is typeset, on a phone: no line starts with a small kana or the long
vowel mark (アクシ/ョン, プレイヤ/ー: the line-start rules Japanese readers expect), and the glossary's table keeps
each Japanese term on one line instead of one character a line."""

from __future__ import annotations

import pytest

NOT_AT_LINE_START = "ァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖー々ヽヾゝゞ"
"""The characters a Japanese line must not start with (small kana, the long vowel mark, iteration marks)."""

LINE_STARTS = """(forbidden) => {
  const found = [];
  const walker = document.createTreeWalker(document.querySelector('.md-content') || document.body,
                                           NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    if (!node.parentElement.closest(':lang(ja)') || !node.parentElement.getClientRects().length) continue;
    let previous = null;
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = range.getBoundingClientRect();
      if (!box.width && !box.height) continue;
      if (previous && box.top > previous.bottom - 1 && box.left < previous.left && forbidden.includes(text[i])) {
        found.push(text.slice(Math.max(0, i - 6), i) + '/' + text.slice(i, i + 4));
      }
      previous = box;
    }
  }
  return found;
}"""

TERMS_ON_MORE_THAN_ONE_LINE = """() => [...document.querySelectorAll('.mq-glossary td[lang=ja]')].filter(cell => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1;
}).map(cell => cell.textContent)"""


@pytest.mark.parametrize("path", ["moyen-age/tour.html", "glossaire.html", "antiquite/tour.html"])
def test_no_japanese_line_starts_with_a_small_kana_or_a_long_vowel_mark(phone, site_url, path):
    """Mutation: ``line-break: strict`` for Japanese left out of marquoir.css → アクシ/ョン and the like on each
    page."""
    phone.goto(f"{site_url}ja/{path}")
    assert phone.evaluate(LINE_STARTS, NOT_AT_LINE_START) == []


@pytest.mark.parametrize("lang", ["ja", "fr"])
def test_the_glossary_table_keeps_each_japanese_term_on_one_line(phone, site_url, lang):
    """On a phone each row is stacked, the page's language first, and no Japanese term is broken (the page walk of
    test_pages checks that the table fits the screen). Mutations: ``word-break: keep-all`` on the table's Japanese
    cells left out → チ/ー/ム, one character a line (the three columns side by side); the stacked rows' ``@media``
    block removed from marquoir.css → the Japanese column, kept whole, pushes the table past the screen, and
    test_pages fails; the reader's language not put first in pages.glossary_page → fails in fr."""
    phone.goto(f"{site_url}{lang}/glossaire.html")
    assert phone.locator(".mq-glossary td[lang=ja]").count() > 40
    assert phone.evaluate(TERMS_ON_MORE_THAN_ONE_LINE) == []
    first = phone.locator(".mq-glossary tbody tr").first.locator("td").first
    assert first.get_attribute("lang") == lang
