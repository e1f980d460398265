"""Helpers of the case checker's browser tests: open the page, paste a file, run it, read the verdict."""

from __future__ import annotations

from waits import shown

from test_web_problems import command_lines as expected_lines  # noqa: F401 (the browser tests' name for it)

WAIT = 90_000  # ms: a cold start on a loaded two-core machine, with room


def checker_url(site_url: str, lang: str = "fr", edition: str = "moyen-age") -> str:
    return f"{site_url}{lang}/{edition}/verifier.html"


def open_checker(page, url: str):
    page.goto(url)
    return shown(page, "[data-case][data-case-ready]")


def paste(root, text: str) -> None:
    """Put ``text`` in the file as a paste does (the value, then an input event): quicker than typing it."""
    root.locator("textarea[data-case-yaml]").evaluate(
        "(area, text) => { area.value = text; area.dispatchEvent(new Event('input', {bubbles: true})); }", text)


def run_case(root, text: str | None = None) -> tuple[str, str]:
    """Paste the file (when given), press the button, wait for the verdict: (data-exit, its text)."""
    if text is not None:
        paste(root, text)
    root.locator("button[data-case-run]").click()
    verdict = shown(root, "[data-case-verdict][data-exit], [data-case-verdict][data-state]", timeout=WAIT)
    return verdict.get_attribute("data-exit"), verdict.inner_text()
