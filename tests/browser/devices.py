"""The screens and languages the browser tests open pages in, defined once for every module (the fixtures that open
them are in conftest.py: ``page``, ``phone``, ``phones``, ``search_pages``, ``phone_search_pages``)."""

from __future__ import annotations

PHONE_SIZE = {"width": 390, "height": 844}
"""A phone's screen in CSS pixels (nothing on a page may be wider)."""
SMALL_PHONE_SIZE = {"width": 360, "height": 740}
"""The narrowest phone the widest pages are read on (a page's walk is at PHONE_SIZE)."""
PHONE = {"viewport": PHONE_SIZE, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
"""A touch phone, as a browser context's options."""
TOUCH_TARGET = 44
"""The least width and height of a control a reader taps, in CSS pixels (WCAG 2.5.5; the project's standard)."""
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
"""A laptop's window, as a browser context's options."""
LOCALES = {"fr": "fr-FR", "en": "en-GB", "ja": "ja-JP"}
"""A reader's browser locale for each of the site's languages (the root page's chooser reads it)."""
LOCALE = LOCALES["fr"]
"""The browser's locale of the kept contexts (conftest.Contexts), whatever the page's language."""


def options_key(options: dict) -> str:
    """A set of a context's options as a key (the same options in any order give the same key): what the kept
    contexts and pages are filed under."""
    return repr(sorted(options.items()))
