"""Waiting for what a page shows as soon as it shows it, without keeping the browser busy.

Playwright's ``Locator.wait_for`` looks again after 0, 20, 50, 100 and 100 ms, then every 500 ms: an answer the
engine draws after 300 ms is seen at 790 ms (measured with Playwright 1.65 on a paragraph added after 300 ms: 792 ms).
``wait_for_function`` polling at every frame sees it at once but makes the page draw 60 frames a second while it
waits (5 s of waiting: 0.46 CPU-seconds against 0.05). The browser tests wait for the engine's answers hundreds of
times, so they wait with :func:`until`: the condition checked in the page on every change of the document (a
MutationObserver) and every 100 ms (what no mutation shows: a stylesheet arriving, a scroll, a cache written).
``wait_for_function`` is no substitute for a condition that is async (Cache Storage, the service worker): it takes
the promise such a function returns for a true value and returns at once (measured: an async condition true after
1.5 s "waited" 0.02 s); :func:`until` awaits it.
"""

from __future__ import annotations

CHANGED = """(scope, ok, wait, what) => new Promise((resolve, reject) => {
  let observer, timer, tick, done = false;
  const end = (fn, value) => {
    if (done) return;
    done = true; observer.disconnect(); clearTimeout(timer); clearInterval(tick); fn(value);
  };
  const check = () => Promise.resolve().then(ok).then((value) => { if (value) end(resolve, true); },
                                                      (error) => end(reject, error));
  observer = new MutationObserver(check);
  observer.observe(scope, { subtree: true, childList: true, attributes: true, characterData: true });
  tick = setInterval(check, 100);
  timer = setTimeout(() => end(reject, new Error(`waited ${wait} ms for ${what}`)), wait);
  check();
})"""
"""The wait itself, a JavaScript function: a promise resolved once ``ok()`` is true (``ok`` may be async: its promise
is awaited), checked at once, on every change under ``scope`` and every 100 ms, rejected after ``wait`` ms naming
``what``. Scripts that wait in the page in the middle of what they do (the lessons' :data:`tutorial_helpers.FOLLOW`)
embed it."""

UNTIL = "async ([arg, wait]) => { const ok = (TEST); return (CHANGED)(document, () => ok(arg), wait, String(ok)); }"
"""The wait for a condition, with ``TEST`` replaced by its source (inlined: a page's policy may forbid building
code)."""

SHOWN = """([scope, selector, attached]) => {
  const found = (scope || document).querySelector(selector);
  if (!found) return false;
  if (attached) return true;
  const box = found.getBoundingClientRect();
  return found.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
}"""
"""Whether an element matching the selector is under the scope (the document if none), and (unless ``attached``)
visible as Playwright means it: laid out with a size, and not ``visibility: hidden``."""


def until(page, test: str, arg=None, timeout: float = 30_000) -> None:
    """Wait until the JavaScript function ``test`` (source text; it may be async) returns a true value for ``arg`` in
    ``page``."""
    page.evaluate(UNTIL.replace("CHANGED", CHANGED).replace("TEST", test), [arg, timeout])


def shown(scope, selector: str, timeout: float = 30_000, attached: bool = False):
    """Wait until an element matching the CSS ``selector`` under ``scope`` (a Page, or a Locator whose element it
    must be in) is visible (``attached``: only there); the locator of it."""
    if hasattr(scope, "element_handle"):
        page, handle = scope.page, scope.element_handle(timeout=timeout)
    else:
        page, handle = scope, None
    until(page, SHOWN, [handle, selector, attached], timeout)
    return scope.locator(selector)
