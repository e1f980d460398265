"""Helpers of the case checker's browser tests: open the page, paste a file, run it, read the verdict."""

from __future__ import annotations

from devices import options_key
from waits import shown, until

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


def new_case(root) -> None:
    """Press the page's "New case" twice (the first press only asks): the form as a new page has it."""
    button = root.locator("button[data-case-new]")
    button.click()
    button.click()
    until(root.page, "() => !document.querySelector('[data-case-new][data-confirm]')")


class KeptCheckers:
    """One checker page per language, edition and screen, kept for an xdist worker's whole run (conftest's
    ``checkers``): the first test opens it, each later one starts from a new case (:func:`new_case`), the engine
    already started: one start of the engine per page instead of one per test. A page a test took elsewhere (a link
    followed) is opened again. ``options``: the screen by default (a phone)."""

    def __init__(self, pages, site_url: str, **options):
        self.pages, self.site_url, self.options, self.kept = pages, site_url, options, {}

    def __call__(self, lang: str = "fr", edition: str = "moyen-age", **options):
        options = options or self.options
        key, url = (lang, edition, options_key(options)), checker_url(self.site_url, lang, edition)
        root = self.kept.get(key)
        if root is not None and not root.page.is_closed() and root.page.url.split("#")[0] == url:
            new_case(root)
        else:
            root = self.kept[key] = open_checker(self.pages(**options), url)
        return root
