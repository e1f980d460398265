"""The pages on a 390-px phone, in the three languages: every page of the site walked once per language, each page
checked for what a reader meets there (nothing wider than the screen, folds closed or open; a ruling's verdict before
its sources; the worked examples' steps tables inside their box, the doctest folded, every text readable; the
colours that carry a meaning at 4.5:1 in the light and the dark scheme); the cards as a list with counts in the right
number, and glossary terms that show their definition on a first tap instead of leaving the page."""

from __future__ import annotations

from collections import defaultdict

import pytest
from devices import PHONE_SIZE, SMALL_PHONE_SIZE
from test_pages_colours import CHECKS, contrast_problems
from waits import shown

from marquoir.facts import loader
from marquoir.render.glossary_links import first_sentence
from marquoir.vocab import LANGS


@pytest.fixture(scope="module")
def facts():
    return loader.load()


def pages_of(built_site, lang: str) -> list[str]:
    """Every page of the language's site but the "page not found" one: both editions (rules, summary, FAQ, rulings,
    cards, the lesson, the checker), the home page, the glossary, the comparison, the sources, the changes."""
    root = built_site / lang
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.html") if p.name != "404.html")


OVERFLOW = """() => {
  const width = document.documentElement.clientWidth;
  const wide = [];
  for (const el of document.querySelectorAll('.md-content *')) {
    const box = el.getBoundingClientRect();
    if (!box.width && !box.height) continue;
    const style = getComputedStyle(el);
    const scrolls = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (box.right > width + 0.5 || box.left < -0.5 || scrolls)
      wide.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}–${Math.round(box.right)}`
                + ` (scroll ${el.scrollWidth}/${el.clientWidth}): ${(el.textContent || '').trim().slice(0, 40)}`);
  }
  return {page: document.documentElement.scrollWidth, width, wide: wide.slice(0, 5)};
}"""
"""What on the page goes past the screen or scrolls sideways (the page's own width, and the first five elements)."""

OPEN_FOLDS = "() => document.querySelectorAll('.md-content details').forEach((d) => { d.open = true; })"

VERDICT = """() => {
  const box = (selector) => { const el = document.querySelector(selector);
                              return el ? el.getBoundingClientRect().toJSON() : null; };
  return {question: box('#question'), heading: box('h2#verdict'), verdict: box('.mq-verdict'),
          claims: box('.mq-claims table')};
}"""
"""Where a ruling's question, verdict heading, verdict and claims table are on the first screen."""

CUT_WORDS = """() => {
  const cut = [];
  const check = (selector, word) => {
    for (const element of document.querySelectorAll(selector)) {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        for (const found of node.data.matchAll(word)) {
          const range = document.createRange();
          range.setStart(node, found.index);
          range.setEnd(node, found.index + found[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) cut.push(found[0]);
        }
      }
    }
  };
  check('.md-typeset table:not([class]) :is(td, th), .mq-steps :is(td, th), .mq-cards td',
        /[\\p{Script=Latin}\\p{N}'’]{2,}/gu);
  check('.md-content :is(h1, h3, legend), .md-typeset table:not([class]) th, .md-content a:not(td a)',
        /[\\p{Script=Katakana}ー]{2,}/gu);
  check('.mq-nowrap', /.+/gsu);
  return cut.slice(0, 5);
}"""
"""The words that a line break cuts in two (the first five): in the rules' tables, the steps tables and the cards, a
word in Latin letters; in a page's title, a question (h3), a form's legend, a table's head and a link outside a
table's cells (a source's name as cited, a "see also" link, a term), a Japanese word in katakana (アクション,
BGA日本語ヘルプ; Japanese text may break between any two characters, a loanword in a heading should not; a source's
title on the sources page, one phrase longer than a line, still breaks where it must); what typography keeps whole
(a French verb and its pronoun, « Peut-on », a source's name with a hyphen, « archi-chouette.fr »:
site/typography.py)."""

FIGURES = """() => [...document.querySelectorAll('.mq-facts dd')].filter((figure) => {
  const range = document.createRange();
  range.selectNodeContents(figure);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
}).map((figure) => figure.textContent)"""
"""The figures of an edition's header (players, time, age) that a line break cuts in two or more lines."""

STEPS = """() => {
  const box = (el) => el.getBoundingClientRect();
  return {
    tables: [...document.querySelectorAll('.mq-example table.mq-steps')].map((t) => {
      const wrap = t.closest('.mq-steps-wrap'), example = t.closest('.mq-example');
      return {wrap: !!wrap, overflow: wrap ? getComputedStyle(wrap).overflowX : null,
              wrapRight: wrap ? box(wrap).right : null, exampleRight: box(example).right,
              exampleWidth: example.clientWidth - parseFloat(getComputedStyle(example).paddingLeft)
                - parseFloat(getComputedStyle(example).paddingRight)};
    }),
    notStacked: [...document.querySelectorAll('.mq-example table.mq-steps tbody tr')].filter((row) => {
      const [, move, ...figures] = [...row.cells].map(box);  // the move's number, its words, its figures
      return move.width < 0.75 * box(row).width
        || figures.some((f) => f.top < move.bottom - 1 || f.left < move.left - 1);
    }).length,
    opened: [...document.querySelectorAll('.mq-example details.mq-engine-check')].filter((d) => d.open).length,
    sizes: [...document.querySelectorAll(
        '.mq-example .mq-steps, .mq-example .mq-steps *, .mq-engine-check, .mq-engine-check *')]
      .filter((e) => e.firstChild && e.firstChild.nodeType === 3 && e.textContent.trim())
      .map((e) => parseFloat(getComputedStyle(e).fontSize)),
  };
}"""
"""The worked examples' steps tables (their wrapper, its overflow, where it ends against its box), how many of their
moves are not a block (the move's words across three quarters of the row or less, or a figure not under them), the
doctests left open, and the font size of every text of the tables and the doctests (measured with the doctests
folded: their text still has its size)."""


def wide_problems(found: dict) -> dict | None:
    return found if found["wide"] or found["page"] > found["width"] else None


def verdict_problem(where: dict) -> str | None:
    """Question, verdict heading, verdict, claims in that order, and the verdict heading on the first screen."""
    if None in where.values():
        return f"missing: {[k for k, v in where.items() if v is None]}"
    ys = [where[k]["y"] for k in ("question", "heading", "verdict", "claims")]
    if ys != sorted(ys) or len(set(ys)) < 4:
        return f"out of order: {ys}"
    if where["heading"]["y"] + where["heading"]["height"] >= PHONE_SIZE["height"]:
        return f"the verdict is not on the first screen: {where['heading']}"
    return None


def steps_problems(seen: dict) -> list:
    """Each steps table in a wrapper that scrolls inside the example's box (about 321 px wide on a phone), each move a
    block with its figures under it, the doctest folded, no text under 12 px (Lighthouse's "legible font sizes")."""
    found = []
    for table in seen["tables"]:
        if not table["wrap"] or table["overflow"] != "auto" or table["wrapRight"] > table["exampleRight"] + 0.5 \
                or table["exampleWidth"] > 325:
            found.append(table)
    if seen["notStacked"]:
        found.append(f"{seen['notStacked']} move(s) not stacked")
    if seen["opened"]:
        found.append(f"{seen['opened']} doctest(s) open")
    if seen["sizes"] and min(seen["sizes"]) < 12:
        found.append(f"text under 12 px: {sorted(seen['sizes'])[:5]}")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_on_a_phone(phone, site_url, built_site, facts, lang):
    """Each page of the site opened once on a 390-px phone, and what a reader meets there checked:

    - no element of the content goes past the screen or scrolls sideways, folds closed or all open: long code lines
      wrap, tables fit, a ruling's sources stack, the cards are a list, ids do not widen anything;
    - a ruling's verdict comes after its question and before its sources, its heading on the first screen;
    - each worked example's steps table sits in a wrapper that scrolls inside the example's box, each move a block
      with its figures under it, its doctest folded, every text of both at 12 px or more;
    - no word of the rules' tables, the steps tables or the cards is cut by a line break, nor a Japanese
      loanword of a heading (アクション), nor a French verb and its pronoun (« Peut-on »), nor any figure of an
      edition's header (« 2 à 4 » joueurs, « 10 ans et + »);
    - on the pages of ``test_pages_colours.CHECKS``, the colours that carry a meaning reach 4.5:1 in the light
      scheme and, after the header's toggle, in the dark one.

    Mutations, each failing here: the phone layout of the cards (the ``max-width: 37.49em`` block of cards.css)
    removed (fr and en: the Japanese tables happen to fit); ``white-space: pre-wrap`` of code removed (the pages
    with worked examples); the phone's table cells back to ``overflow-wrap: anywhere`` in marquoir.css (fr and en:
    the actions table's "Recrute-r"), or only the code in them (the checker's guide: "edi-tio-n"); the header
    figures' ``flex-wrap: wrap`` and ``white-space: nowrap`` taken out of marquoir.css (« 2 / à / 4 », fr and en);
    ``.mq-nowrap { white-space: nowrap }`` taken out of marquoir.css (« comptent- / ils » on the rulings' menu, fr);
    ``.mq-steps th a`` left out of the steps heads' rule ("Ac/tio/ns" on the rulings, fr and en); the cards' rank
    cell not spanning two columns ("Compagn/on", "Apprentic/e"); the Japanese ``word-break: auto-phrase`` rule taken
    out ("アク/ション", ja), or for the links outside a table's cells but the sources' and "see also" ones, as it was
    ("アク/ション" in a link of Antiquity's ruling on freeing a slave; 「カー/ドのスキャン画像」 in a FAQ's basis line,
    ja); the verdict box written after the claims table in pages.ruling_page; ``overflow-x: auto`` taken out of
    ``.mq-steps-wrap``; the steps tables' phone block taken out of marquoir.css (a table again: every move not
    stacked); ``.md-typeset details.mq-engine-check { font-size: .75rem }`` removed (the
    doctest's code is Material's 10.9 px); the group list's links made ``white-space: pre`` (the FAQ, open);
    ``--mq-error-fg: #ff8a80`` → ``#c62828`` (2.4:1 on slate: dark only)."""
    rulings = {f"{r.edition}/arbitrages/{r.id}.html" for r in facts.of("ruling")}
    checks = defaultdict(list)
    for path, selector, what in CHECKS:
        checks[path].append((selector, what))
    problems: dict[str, dict] = defaultdict(dict)
    with_steps = 0
    walked = pages_of(built_site, lang)
    assert set(rulings) | set(checks) <= set(walked)
    for path in walked:
        phone.goto(f"{site_url}{lang}/{path}")
        if path in rulings and (problem := verdict_problem(phone.evaluate(VERDICT))):
            problems["verdict"][path] = problem
        steps = phone.evaluate(STEPS)
        with_steps += bool(steps["tables"])
        if problem := steps_problems(steps):
            problems["steps"][path] = problem
        if path in checks and (problem := contrast_problems(phone, checks[path])):
            problems["colours"][path] = problem
        if problem := wide_problems(phone.evaluate(OVERFLOW)):
            problems["wide"][path] = problem
        if cut := phone.evaluate(CUT_WORDS):
            problems["words cut in two"][path] = cut
        if cut := phone.evaluate(FIGURES):
            problems["figures on several lines"][path] = cut
        phone.evaluate(OPEN_FOLDS)
        if problem := wide_problems(phone.evaluate(OVERFLOW)):
            problems["wide, folds open"][path] = problem
    assert dict(problems) == {}
    assert len(walked) > 50 and with_steps >= 4


@pytest.mark.parametrize("lang", LANGS)
def test_the_widest_pages_fit_a_small_phone(phone, site_url, lang):
    """On a 360-px phone, folds open: the pages with the most worked examples (Antiquity's turn, both FAQs, whose
    examples sit in folds) and those with the widest tables (the comparison, the workers' grades): each move a block,
    no word of the steps cut in two (a table's move column was 80 px there: « manœuvr/e », "constructi/on"), nothing
    wider than the screen (the comparison's table was 372 px, a Japanese move's figures 284 px in a 263-px fold).
    Mutations: the steps tables' phone block taken out of marquoir.css → fails (every move a table row again); the
    moves' rows made ``white-space: nowrap`` (their figures on one line) → fails (ja: Antiquity's FAQ); the phone's
    table cells' padding back to ``.6em .7em`` → fails (fr: the comparison and the grades)."""
    phone.set_viewport_size(SMALL_PHONE_SIZE)
    for path in ("antiquite/tour.html", "moyen-age/faq.html", "antiquite/faq.html", "comparaison.html",
                 "moyen-age/but-du-jeu.html"):
        phone.goto(f"{site_url}{lang}/{path}")
        phone.evaluate(OPEN_FOLDS)
        steps = phone.evaluate(STEPS)
        assert not steps["notStacked"], (path, steps["notStacked"])
        assert phone.evaluate(CUT_WORDS) == [], path
        assert wide_problems(phone.evaluate(OVERFLOW)) is None, path


@pytest.mark.parametrize("lang, one, two", [("fr", "1 carte affichée", "cartes affichées"),
                                           ("en", "1 card shown", "cards shown"), ("ja", "1枚を表示中", "枚を表示中")])
def test_the_cards_are_a_list_on_a_phone_and_counts_agree(phone, site_url, lang, one, two):
    """Mutations: ``data-count-" + pluralForm(shown)`` → ``data-count-other`` in cards/table.mjs → fails in fr
    and en; the card's id put back in its own cell after the name in card_table.html → fails."""
    phone.goto(f"{site_url}{lang}/moyen-age/cartes.html")
    table = phone.locator('table[data-card-table="building"]')
    row = table.locator("tr#chapelle")
    box = row.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE_SIZE["width"]
    cells = row.locator("td[data-label]")
    assert cells.count() >= 6
    label = cells.first.evaluate("td => getComputedStyle(td, '::before').content")
    assert cells.first.get_attribute("data-label") in label  # each number shows its column's name
    name = row.locator("td").first.inner_text()
    assert cells.first.evaluate("td => td.previousElementSibling.innerText") == name  # no id under the name
    count = phone.locator('[data-filter-for="building"] [data-filter-count]')
    assert count.inner_text().endswith(two) and not count.inner_text().startswith("1 ")
    phone.locator('[data-filter-for="building"] [data-filter-text]').fill("chapelle")
    assert count.inner_text() == one
    assert table.locator("tbody tr:visible").count() == 1


def _open_a_term(phone, site_url, lang):
    phone.goto(f"{site_url}{lang}/moyen-age/tour.html")
    link = phone.locator(".md-content a.mq-term").nth(2)
    link.scroll_into_view_if_needed()
    return link, link.get_attribute("href")


@pytest.mark.parametrize("lang", LANGS)
def test_a_glossary_term_shows_its_definition_on_the_first_tap(phone, site_url, facts, lang):
    """Mutation: ``if (lastPointer !== "touch" && lastPointer !== "pen") return;`` → ``return;`` always in
    glossary-taps.mjs (every tap follows the link) → fails."""
    link, href = _open_a_term(phone, site_url, lang)
    term = facts.resolve(href.split("#")[1], "moyen-age").fact
    start = phone.url
    link.tap()
    tip = shown(phone, ".mq-term-tip", timeout=3000)
    assert phone.url == start
    definition = first_sentence(getattr(term.definition, lang))
    assert definition and definition in tip.inner_text()
    box = tip.bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE_SIZE["width"]
    assert link.get_attribute("aria-describedby") == "mq-term-tip"
    link.tap()  # the second tap goes to the glossary
    phone.wait_for_url(f"**/glossaire.html#{term.id}")


def test_with_a_mouse_a_glossary_term_is_an_ordinary_link(page, site_url):
    """Mutation: the pointer test removed (every click opens the box) → fails."""
    page.goto(f"{site_url}en/moyen-age/tour.html")
    link = page.locator(".md-content a.mq-term").nth(2)
    href = link.get_attribute("href")
    link.click()
    page.wait_for_url(f"**/{href.split('/')[-1]}")
    assert page.locator(".mq-term-tip").count() == 0
