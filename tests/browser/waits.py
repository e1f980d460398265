"""Waiting for what a page shows as soon as it shows it.

Playwright's ``Locator.wait_for`` looks again after 0, 20, 50, 100 and 100 ms, then every 500 ms: an answer the
engine draws after 300 ms is seen at 790 ms (measured with Playwright 1.65 on a paragraph added after 300 ms: 792 ms,
against 302 ms for a ``wait_for_function`` polling at every frame). The browser tests wait for the engine's answers
hundreds of times, so they wait with :func:`shown`: the condition checked at every animation frame.
"""

from __future__ import annotations

SHOWN = """([scope, selector, attached]) => {
  const found = (scope || document).querySelector(selector);
  if (!found) return false;
  if (attached) return true;
  const box = found.getBoundingClientRect();
  return found.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
}"""
"""Whether an element matching the selector is under the scope (the document if none), and (unless ``attached``)
visible as Playwright means it: laid out with a size, and not ``visibility: hidden``."""


def shown(scope, selector: str, timeout: float = 30_000, attached: bool = False):
    """Wait until an element matching the CSS ``selector`` under ``scope`` (a Page, or a Locator whose element it
    must be in) is visible (``attached``: only there); the locator of it."""
    if hasattr(scope, "element_handle"):
        page, handle, found = scope.page, scope.element_handle(timeout=timeout), scope.locator(selector)
    else:
        page, handle, found = scope, None, scope.locator(selector)
    page.wait_for_function(SHOWN, arg=[handle, selector, attached], timeout=timeout, polling="raf")
    return found
