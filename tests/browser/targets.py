"""The touch targets a reader sees, measured against :data:`devices.TOUCH_TARGET` (44 px each way): one walk, shared by
the case checker's test (test_checker_referee.py) and the pages' (test_touch_targets.py)."""

from __future__ import annotations

from devices import TOUCH_TARGET

WALK = """async ([root, least]) => {
  root = root || document;
  // what moves (a menu opening, the search box's × growing in) is measured where it stops
  await Promise.all(document.getAnimations()
    .filter((a) => a.playState === 'running' && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => null)));
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth
      && el.checkVisibility({opacityProperty: true, visibilityProperty: true})
      && !el.closest('details:not([open]) > :not(summary)'); };
  const blockOf = (el) => { let up = el.parentElement;
    while (up.parentElement && getComputedStyle(up).display === 'inline') up = up.parentElement;
    return up; };
  // WCAG 2.5.8's exception: a link set in a sentence (a paragraph's, a list item's, a table cell's) is as high as its
  // line, and so is a column's heading (a worked example's steps table names VP by its glossary term); a link that
  // is the whole of a cell or a paragraph is no word of a sentence: it is measured
  const inText = (el) => { if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = blockOf(el);
    return block.tagName === 'TH' || block.textContent.replace(el.textContent, '').trim() !== ''; };
  // a box to tick (or Material's hidden toggles: the menu, the colours, the search) is tapped through its label; a
  // text box or a list is tapped itself
  const ticks = (el) => ['checkbox', 'radio'].includes(el.type);
  const target = (el) => (el.tagName === 'LABEL' ? el.control && ticks(el.control) : !(ticks(el) && el.labels.length));
  const kinds = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label';
  const controls = [...root.querySelectorAll(kinds)].filter((el) => target(el) && shown(el) && !inText(el));
  const said = (el) => { const r = el.getBoundingClientRect();
    const text = el.innerText || el.value || el.getAttribute('aria-label') || el.title || el.htmlFor || '';
    return `${el.tagName.toLowerCase()} «${text.trim().replace(/\\s+/g, ' ').slice(0, 40)}» `
           + `${Math.round(r.width)}×${Math.round(r.height)}`; };
  const small = (el) => { const r = el.getBoundingClientRect();
    return r.width < least - 0.5 || r.height < least - 0.5; };
  return {measured: controls.map(said), small: controls.filter(small).map(said),
          width: document.scrollingElement.scrollWidth};
}"""
"""The walk, a JavaScript function of ``[root, least]``: once what is moving has stopped, every control under ``root``
(the document if none) that a reader can see — a link, button, text box, list, fold's summary, and the label of a box
to tick (which is then measured as its label; Material's header buttons are such labels) — on the screen's width (the
closed drawer is off it), not transparent, not in a closed fold, and not a link set in a sentence or a column's
heading (a link that is its table cell's whole text is measured); each said as ``tag «text» width×height``: all of
them, those under ``least`` either way, and the page's width."""


def targets(scope) -> dict:
    """The walk (:data:`WALK`) over a page (the whole document) or a Locator (its element): ``measured``, ``small``
    and ``width``."""
    if hasattr(scope, "element_handle"):
        return scope.page.evaluate(WALK, [scope.element_handle(), TOUCH_TARGET])
    return scope.evaluate(WALK, [None, TOUCH_TARGET])
