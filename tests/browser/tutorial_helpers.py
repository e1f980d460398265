"""Helpers of the lesson page's browser tests: open the page on a phone, start, follow a hint, play a move, read the
reader's figures through the page's markup contract."""

from __future__ import annotations

WAIT = 120_000  # ms: a cold start of the engine on a loaded two-core machine, with room


def lesson_url(site_url: str, lang: str, edition: str) -> str:
    return f"{site_url}{lang}/{edition}/apprendre.html"


def open_lesson(page, url: str):
    page.goto(url)
    root = page.locator("[data-tutorial][data-tutorial-ready]")
    root.wait_for()
    return root


def answers(root) -> int:
    return int(root.get_attribute("data-tutorial-answers") or 0)


def wait_answer(root, before: int) -> None:
    """Wait for the engine's next answer to be drawn (the root counts them)."""
    root.page.wait_for_function("([root, n]) => Number(root.getAttribute('data-tutorial-answers') || 0) > n",
                                arg=[root.element_handle(), before], timeout=WAIT)


def start(root) -> None:
    before = answers(root)
    root.locator("[data-tutorial-start]").click()
    wait_answer(root, before)
    root.locator("[data-tutorial-game]").wait_for()


def figures(root) -> tuple[int, int, int]:
    me = root.locator("[data-tutorial-me]")
    return tuple(int(me.get_attribute(f"data-{k}")) for k in ("money", "actions", "vp"))


def step(root) -> str | None:
    return root.locator("[data-tutorial-step]").get_attribute("data-step") or None


def hinted(root) -> str:
    """Ask for a hint: the move it marks (``data-suggested``)."""
    root.locator("button[data-tutorial-hint]").click()
    button = root.locator("button[data-move][data-suggested]")
    button.wait_for()
    return button.get_attribute("data-move")


def play(root, move: str) -> None:
    """Press the button of ``move`` and wait for the engine's answer."""
    before = answers(root)
    root.locator(f'button[data-move="{move}"]').click()
    wait_answer(root, before)
