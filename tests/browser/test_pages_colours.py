"""Colours read as they are rendered, in the light and the dark scheme: the counter's error, the "verified example"
mark, the basis and status badges and the muted lines reach 4.5:1 against the background they are drawn on (WCAG AA
for text). Mutation: the dark scheme's rule for outlined buttons taken out of marquoir.css → the case checker's are
Material's brown, 2.5:1, and the phone walk of test_pages.py fails. The pages of :data:`CHECKS` are measured in the
three languages as test_pages.py walks the site (:func:`contrast_problems`); here, a phone set to dark opens the site
dark."""

from __future__ import annotations

from devices import PHONE

CONTRAST = """(selector) => {
  function rgba(text) {
    const m = text.match(/rgba?\\(([^)]+)\\)/);
    if (!m) return null;
    const parts = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return {r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1};
  }
  function over(top, bottom) {  // top drawn over an opaque bottom
    return {r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
            b: top.b * top.a + bottom.b * (1 - top.a), a: 1};
  }
  function background(el) {  // the colour behind el: its own and its ancestors' backgrounds, blended
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; }
    }
    let colour = {r: 255, g: 255, b: 255, a: 1};
    for (let i = layers.length - 1; i >= 0; i--) colour = over(layers[i], colour);
    return colour;
  }
  function luminance(c) {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  }
  const found = [];
  for (const el of document.querySelectorAll(selector)) {
    if (!el.getClientRects().length) continue;
    const bg = background(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
    found.push({ratio: (hi + 0.05) / (lo + 0.05), color: getComputedStyle(el).color,
                background: `rgb(${Math.round(bg.r)}, ${Math.round(bg.g)}, ${Math.round(bg.b)})`,
                text: el.textContent.trim().slice(0, 30)});
  }
  return found;
}"""

CHECKS = [
    # (page, selector, what it is)
    ("moyen-age/fin-de-la-partie.html", "[data-score-counter] [data-error]", "the counter's error"),
    ("moyen-age/tour.html", ".mq-example__checked", "the verified-example mark"),
    ("moyen-age/faq.html", ".mq-basis__label", "basis badges (official, derived, house rule)"),
    ("antiquite/faq.html", ".mq-basis__label", "basis badges (secondary)"),
    ("moyen-age/arbitrages/pioche-vide.html", ".mq-status", "a ruling's status"),
    ("moyen-age/arbitrages/index.html", ".mq-status", "the rulings index's status marks"),
    ("antiquite/arbitrages/affranchissement.html", ".mq-status, .mq-confidence", "an unconfirmed ruling"),
    ("moyen-age/faq.html", ".mq-sources, .mq-see, .mq-reviewed", "muted lines"),
    ("moyen-age/verifier.html", ".mq-checker .md-button:not(.md-button--primary)", "the checker's outlined buttons"),
]


SCHEME = "() => document.body.getAttribute('data-md-color-scheme')"
STILL = """(still) => {
  if (still) {
    const style = document.createElement('style');
    style.id = 'mq-test-still';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  } else {
    for (const el of document.querySelectorAll('body *')) getComputedStyle(el).color;  // the new colours applied
    document.getElementById('mq-test-still').remove();
  }
}"""
"""With ``true``, the page's colours change at once (Material's buttons fade to theirs, and a page the browser keeps
in the background does not play the fade); with ``false``, as before, the new colours already applied."""
DARK, LIGHT = "slate", "default"


def toggle(page, scheme: str) -> None:
    """Press the header's light/dark toggle (Material's palette) until the page is in ``scheme``."""
    page.evaluate(STILL, True)  # the colours measured are those the page fades to
    page.locator(f'form[data-md-component="palette"] input[data-md-color-scheme="{scheme}"]').evaluate("i => i.click()")
    page.wait_for_function(f"() => ({SCHEME})() === '{scheme}'")
    page.evaluate(STILL, False)


def contrast_problems(page, checks: list[tuple[str, str]]) -> list:
    """The texts of ``checks`` ((selector, what it is), on the page open now) under 4.5:1, in the light scheme and,
    after the header's toggle, in the dark one; the page is left light. The counter's error is made to show first (a
    negative VP typed)."""
    assert page.evaluate(SCHEME) == LIGHT
    low = []
    for scheme in (LIGHT, DARK):
        if scheme == DARK:
            toggle(page, DARK)
        for selector, what in checks:
            if "data-error" in selector:
                page.locator('[data-score-counter] [data-player] input[name="vp"]').first.fill("-3")
                assert page.locator(selector).inner_text().strip()
            found = page.evaluate(CONTRAST, selector)
            if not found:
                low.append((scheme, what, "not found"))
            low += [(scheme, what, f) for f in found if f["ratio"] < 4.5]
    toggle(page, LIGHT)
    return low


def test_a_phone_in_dark_mode_gets_the_dark_scheme_and_its_colours(browser, site_url):
    """A reader whose phone is set to dark opens the site dark (the palette follows the system's preference), and the
    colours of a page reach 4.5:1 there; every page of CHECKS, in both schemes and in the three languages, is checked
    by test_pages.test_every_page_on_a_phone.
    Mutation: the palette's ``media`` entries left out of mkdocs.yml → the site opens light and this fails;
    ``--mq-ok-fg: #81c784`` → ``#2e7d32`` (3.1:1) → fails."""
    context = browser.new_context(color_scheme="dark", **PHONE)
    try:
        page = context.new_page()
        page.goto(f"{site_url}ja/moyen-age/tour.html")
        assert page.evaluate(SCHEME) == DARK
        found = page.evaluate(CONTRAST, ".mq-example__checked")
        assert found and [f for f in found if f["ratio"] < 4.5] == []
    finally:
        context.close()
