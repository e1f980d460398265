"""Typing as a Japanese reader types: through the input method, whose Enter confirms a conversion."""

from __future__ import annotations


def compose(box, reading: str, text: str) -> None:
    """Type ``reading`` in ``box`` (a Playwright locator), convert it to ``text`` and press Enter to confirm the
    conversion, as an input method does (Chromium's own composition, driven through the DevTools protocol: the page
    sees a keydown Enter with ``isComposing`` and key code 229), then the text is committed."""
    box.focus()
    cdp = box.page.context.new_cdp_session(box.page)
    try:
        for word in (reading, text):
            cdp.send("Input.imeSetComposition", {"text": word, "selectionStart": len(word), "selectionEnd": len(word)})
        cdp.send("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "Enter", "code": "Enter",
                                            "windowsVirtualKeyCode": 229, "nativeVirtualKeyCode": 229})
        cdp.send("Input.insertText", {"text": text})
    finally:
        cdp.detach()
