"""Helpers of the lesson page's browser tests: open the page on a phone, start, follow a hint, play a move, read the
reader's figures through the page's markup contract."""

from __future__ import annotations

from waits import CHANGED, shown, until

WAIT = 120_000  # ms: a cold start of the engine on a loaded two-core machine, with room


def lesson_url(site_url: str, lang: str, edition: str) -> str:
    return f"{site_url}{lang}/{edition}/apprendre.html"


def open_lesson(page, url: str):
    page.goto(url)
    return shown(page, "[data-tutorial][data-tutorial-ready]")


def answers(root) -> int:
    return int(root.get_attribute("data-tutorial-answers") or 0)


def wait_answer(root, before: int) -> None:
    """Wait for the engine's next answer to be drawn (the root counts them)."""
    until(root.page, "([root, n]) => Number(root.getAttribute('data-tutorial-answers') || 0) > n",
          [root.element_handle(), before], WAIT)


def start(root) -> None:
    before = answers(root)
    root.locator("[data-tutorial-start]").click()
    wait_answer(root, before)
    shown(root, "[data-tutorial-game]")


def figures(root) -> tuple[int, int, int]:
    """The reader's money, actions left and VP (:data:`STATE`)."""
    return tuple(state(root)["figures"])


def step(root) -> str | None:
    """The current step's id (:data:`STATE`)."""
    return state(root)["step"]


def play(root, move: str) -> None:
    """Press the button of ``move`` and wait for the engine's answer."""
    before = answers(root)
    root.locator(f'button[data-move="{move}"]').click()
    wait_answer(root, before)


STATE = """(root) => {
  const me = root.querySelector('[data-tutorial-me]');
  const id = root.querySelector('[data-tutorial-step]').getAttribute('data-step') || null;
  const text = id && root.querySelector(`[data-step-text="${id}"]`);
  const teaches = text && text.querySelector('.mq-tutorial__teaches a');
  return {
    step: id,
    figures: ['money', 'actions', 'vp'].map((k) => Number(me.getAttribute('data-' + k))),
    text_visible: Boolean(text && text.checkVisibility()),
    teaches: teaches ? teaches.getAttribute('href') : null,
    unconfirmed: root.querySelectorAll('[data-tutorial-step] [data-step-text]:not([hidden]) details.warning').length,
    width: document.documentElement.scrollWidth,
  };
}"""
"""What a reader sees of the lesson now: the step (id, its text shown, the rule it links), the reader's figures, the
unconfirmed points shown, the page's width."""

FOLLOW = """async (root, wait) => {
  const until = (what, ok) => (CHANGED)(root, ok, wait, what);
  /* a tap as a finger makes it: the button scrolled into view, enabled, and the topmost thing at its centre */
  const tap = (button) => {
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (button.disabled || !box.width || !(top === button || button.contains(top)))
      throw new Error(`not tappable: ${button.outerHTML.slice(0, 99)} under ${top ? top.outerHTML.slice(0, 99) : '-'}`);
    button.click();
  };
  const answers = () => Number(root.getAttribute('data-tutorial-answers') || 0);
  const suggested = () => root.querySelector('button[data-move][data-suggested]');
  tap(root.querySelector('button[data-tutorial-hint]'));
  await until('the hint', suggested);
  const move = suggested().getAttribute('data-move'), before = answers();
  tap(suggested());
  await until('the engine\\'s answer to ' + move, () => answers() > before);
  return { move, state: (STATE)(root) };
}""".replace("CHANGED", CHANGED).replace("STATE", STATE)
"""One move as a reader follows the hint: tap the hint, read the move it marks, tap that move, wait for the engine's
answer to be drawn; the move and what the reader then sees (:data:`STATE`). One round trip to the page instead of a
dozen: Playwright's click waits for the button to be still over two frames before each tap (about 35 ms), which made
the lessons played to their end the longest browser tests (46 moves of the Middle Ages lesson: 7.1 s with Playwright's
clicks, 1.3 s so). The refusal, undo, reload and keyboard moves keep Playwright's own clicks and keys."""

BUTTONS = """(root, least) => {
  const shown = [...root.querySelectorAll('button')].filter((b) => b.checkVisibility() && b.getClientRects().length);
  const small = shown.filter((b) => { const r = b.getBoundingClientRect();
                                      return r.width < least || r.height < least || !b.innerText.trim(); })
    .map((b) => `${b.outerHTML.slice(0, 80)} ${Math.round(b.getBoundingClientRect().width)}x`
                + `${Math.round(b.getBoundingClientRect().height)}`);
  const cards = root.querySelectorAll('[data-tutorial-table] .mq-tutorial__card').length;
  const made = root.querySelectorAll('[data-tutorial-table] button.mq-tutorial__card,'
                                     + ' [data-tutorial-table] div.mq-tutorial__card').length;
  return {count: shown.length, small, cards, made};
}"""
"""The lesson's buttons a reader can see (given :data:`devices.TOUCH_TARGET`): how many, those under it either way or
without a text label, and the cards on the table (each a button, or a plain box when it cannot be played)."""


def state(root) -> dict:
    """What the reader sees of the lesson now (:data:`STATE`), read through the page's markup contract."""
    return root.evaluate(STATE)


def follow_hint(root) -> tuple[str, dict]:
    """Follow the hint (:data:`FOLLOW`): the move played, and what the reader sees after it (:data:`STATE`)."""
    done = root.evaluate(FOLLOW, WAIT)
    return done["move"], done["state"]


def keyboard_move(page, root) -> str:
    """Follow the hint with the keyboard alone: the hint button focused and Enter, the focus moved to the suggested
    move, Enter again; the move played."""
    root.locator("button[data-tutorial-hint]").focus()
    page.keyboard.press("Enter")
    shown(root, "button[data-move][data-suggested]")
    assert page.evaluate("document.activeElement.hasAttribute('data-suggested')")
    move = page.evaluate("document.activeElement.getAttribute('data-move')")
    before = answers(root)
    page.keyboard.press("Enter")
    wait_answer(root, before)
    return move
