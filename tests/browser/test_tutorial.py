"""The lesson page in the real built site, on a 390-px phone: each lesson played to its end in fr, en and ja following
the hints only, the page's figures those of the engine's replay in Python at every move; a refused move explained with
a link that lands on its rule; the undo; a reload that resumes the game; the keyboard alone; every card a button with
a text label, every target 44 px or more, nothing wider than the screen; no request leaving the origin; and offline
after the first start. With ``--screenshots``, a screenshot of each step goes to test-output/tutorial/."""

from __future__ import annotations

import pytest
from devices import LOCALES, PHONE, PHONE_SIZE
from tutorial_helpers import (
    answers,
    figures,
    follow_hint,
    lesson_url,
    open_lesson,
    play,
    start,
    state,
    step,
    wait_answer,
)
from waits import shown, until

from lesson_play import lesson_of
from lesson_play import play as replayed
from marquoir.render.labels import LABELS


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_each_lesson_is_played_to_its_end_following_the_hints(phones, site_url, project_facts, screenshot, edition,
                                                              lang):
    """At every move the hint is the replay's, the figures are the replay's (marquoir.tutorial.web in Python), the
    step is the replay's; each step's rule is linked and, in Antiquity, each unconfirmed point of the rule it teaches
    is marked; the page never scrolls sideways; the end shows the ranking the engine says.
    Mutation: tutorial/table.mjs writing the reader's money from the opponent's side (`t.opponent.money`) → the
    figures differ and this fails; tutorial/panel.mjs showing the next step's text (`config.steps[index + 1]`) → the
    step's own text is hidden and this fails."""
    lesson = lesson_of(project_facts, edition)
    expected, last = replayed(lesson, lang)
    page = phones()
    root = open_lesson(page, lesson_url(site_url, lang, edition))
    start(root)
    steps = {s.id: s for s in project_facts.of("lesson", edition)[0].steps}
    shot = set()
    for seen in expected:
        now = state(root)
        assert now["step"] == seen.step
        if seen.step and seen.step not in shot:
            shot.add(seen.step)
            taught = steps[seen.step].teaches
            assert now["text_visible"] and now["teaches"].endswith(f"#{taught}"), now
            if edition == "antiquite":
                rule = project_facts.resolve(taught, edition).fact
                assert now["unconfirmed"] == len(set(rule.unconfirmed) | set(steps[seen.step].unconfirmed))
            screenshot(page, f"tutorial/{edition}-{lang}-{len(shot):02d}-{seen.step}.png")
        assert follow_hint(root) == seen.move
        after = state(root)
        assert tuple(after["figures"]) == (seen.money, seen.actions, seen.vp), seen
        assert after["width"] <= PHONE_SIZE["width"]
    over = shown(root, "[data-tutorial-over]")
    assert over.locator("[data-tutorial-ranking] li").all_inner_texts() == last["ranking"]
    assert over.locator("[data-tutorial-final] li").all_inner_texts() == last["count"] != []
    screenshot(page, f"tutorial/{edition}-{lang}-end.png")


def test_a_refused_move_explains_itself_and_its_link_lands_on_the_rule(phones, site_url):
    """After opening a site (2 actions left), taking écus with 3 actions is refused: the engine's rule id, its message
    in the page's language and a link to the section whose engine_rules names it; nothing is played.
    Mutation: tutorial/panel.mjs leaving out the link (`config.rules` not read) → fails."""
    for lang, message in (("fr", "Ce coup coûte 3 actions et il vous reste 2 actions"),
                          ("ja", "この操作には3アクションが必要ですが、残りは2アクションです")):
        page = phones()
        root = open_lesson(page, lesson_url(site_url, lang, "moyen-age"))
        start(root)
        play(root, "open maison-rurale")
        before = figures(root)
        play(root, "take 3")
        refusal = root.locator("[data-tutorial-refusal]")
        assert refusal.is_visible() and refusal.get_attribute("data-rule") == "no-actions"
        assert message in refusal.inner_text()
        assert figures(root) == before and step(root) == "recruter"
        link = refusal.locator("a")
        href = link.get_attribute("href")
        assert href.endswith("tour.html#actions-du-tour")
        link.click()
        page.wait_for_url("**/tour.html#actions-du-tour")
        assert page.locator("#actions-du-tour").is_visible()


def test_undo_and_a_reload_keep_the_game(phones, site_url):
    """The undo takes back the reader's last move of the turn; a reload offers to resume and resumes the same game,
    step and figures (kept on the device); starting again clears it.
    Mutation: tutorial/main.mjs not keeping the moves (`keepGame` left out of `show`) → the reload starts a new game
    and this fails."""
    page = phones()
    root = open_lesson(page, lesson_url(site_url, "en", "moyen-age"))
    start(root)
    play(root, "open maison-rurale")
    play(root, "recruit apprenti-6")
    assert figures(root) == (10, 1, 0) and step(root) == "recruter"
    before = answers(root)
    root.locator("button[data-tutorial-undo]").click()
    wait_answer(root, before)
    assert figures(root) == (10, 2, 0) and root.locator('button[data-move="recruit apprenti-6"]').count() == 1
    play(root, "recruit apprenti-6")
    play(root, "recruit manoeuvre-4")
    play(root, "end")
    assert root.locator("[data-tutorial-replay] li[data-opponent-move]").count() >= 1
    kept = (figures(root), step(root))
    page.reload()
    root = open_lesson(page, lesson_url(site_url, "en", "moyen-age"))
    assert root.locator("[data-tutorial-start]").inner_text() == "Resume the game"
    start(root)
    assert (figures(root), step(root)) == kept == ((10, 3, 0), "envoyer")
    assert "Game resumed" in root.locator("[data-tutorial-notice]").inner_text()
    for _ in range(2):
        root.locator("button[data-tutorial-restart]").click()  # the second press confirms
    wait_answer(root, answers(root) - 1)
    page.wait_for_function("() => document.querySelector('[data-tutorial-step]').getAttribute('data-step') "
                           "=== 'trois-actions'")
    assert figures(root) == (10, 3, 0)


def test_the_lesson_is_played_with_the_keyboard_and_fits_a_phone(phones, site_url):
    """Every card is a button with a text label, every button at least 44 px each way, nothing wider than the screen;
    the hint moves the focus to the suggested move, Enter plays it.
    Mutation: tutorial.css without the buttons' `min-height: 44px` (`.mq-tutorial .md-button`) → the hint and undo
    buttons are smaller and this fails."""
    page = phones()
    root = open_lesson(page, lesson_url(site_url, "ja", "antiquite"))
    root.locator("[data-tutorial-start]").focus()
    before = answers(root)
    page.keyboard.press("Enter")
    wait_answer(root, before)
    for _ in range(4):  # open, recruit, the loan, the end of the turn
        root.locator("button[data-tutorial-hint]").focus()
        page.keyboard.press("Enter")
        shown(root, "button[data-move][data-suggested]")
        assert page.evaluate("document.activeElement.hasAttribute('data-suggested')")
        before = answers(root)
        page.keyboard.press("Enter")
        wait_answer(root, before)
    assert step(root) == "envoyer" and root.locator("button[data-card]").count() >= 2
    buttons = root.locator("button:visible")
    for i in range(buttons.count()):
        button = buttons.nth(i)
        box = button.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, button.inner_text()
        assert button.inner_text().strip(), button.evaluate("b => b.outerHTML")
    cards = root.locator("[data-tutorial-table] .mq-tutorial__card")
    assert cards.count() == root.locator("[data-tutorial-table] button.mq-tutorial__card").count() + \
        root.locator("[data-tutorial-table] div.mq-tutorial__card").count()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_SIZE["width"]


def test_the_unconfirmed_points_are_named_as_on_the_rules_pages(phones, site_url):
    """The Antiquity lesson's first step teaches the actions of the turn, whose freeing of a slave is unconfirmed: the
    step shows it under the rules pages' own heading, with the link to its ruling."""
    page = phones()
    root = open_lesson(page, lesson_url(site_url, "fr", "antiquite"))
    start(root)
    box = root.locator('[data-step-text="trois-actions"] details.warning')
    assert box.count() == 1
    assert box.locator("summary").inner_text().startswith(LABELS("unconfirmed_title", "fr"))
    assert box.locator('a[href$="arbitrages/affranchissement.html"]').count() == 1


def test_the_lesson_works_offline_after_the_first_start(browser, built_site):
    """Once the lesson has started once (the service worker keeps the site, and the engine after its first answer),
    the server gone and the browser offline, the page reloads, resumes the game and plays on.
    Mutation: sw.js answering from the network only (its cache lookup left out) → the reload offline finds nothing
    and this fails."""
    from test_offline import Server, controlled, engine_cached

    server = Server(built_site)
    context = browser.new_context(locale=LOCALES["fr"], **PHONE)
    try:
        page = context.new_page()
        root = open_lesson(page, lesson_url(server.url, "fr", "moyen-age"))
        controlled(page)
        start(root)
        play(root, "open maison-rurale")
        engine_cached(page)
        server.stop()
        context.set_offline(True)
        page.reload()
        root = open_lesson(page, lesson_url(server.url, "fr", "moyen-age"))
        start(root)
        assert step(root) == "recruter" and figures(root) == (10, 2, 0)
        play(root, "recruit apprenti-6")
        assert figures(root) == (10, 1, 0)
    finally:
        context.close()


SNAPSHOT = """async () => {
    const cache = await caches.open('mq-snapshot');
    const keys = await cache.keys();
    if (keys.length !== 1) return null;
    return [keys[0].url, (await (await cache.match(keys[0])).arrayBuffer()).byteLength];
}"""


def test_a_later_visit_starts_from_the_snapshot_made_after_the_first_start(browser, site_url):
    """After the first answer the worker keeps a memory snapshot of the engine (one for the three sites, keyed by
    Pyodide's version and the bundle's hash); the next visit restores it and plays the same game, in another language
    too. A snapshot that does not restore (here, damaged) is dropped: the engine starts as on a first visit, answers,
    and keeps a new one.
    Mutation: engine/worker.mjs without `keepForNextTime` → no snapshot is kept and this fails; `restored` without its
    `catch` → the damaged snapshot breaks the start and this fails; snapshot.mjs's address relative to the worker's
    own folder (``new URL("snapshot/" + key + ".bin", self.location.href)``, one snapshot per language) → the Japanese
    visit starts cold and this fails."""
    context = browser.new_context(locale=LOCALES["fr"], **PHONE)
    try:
        page = context.new_page()
        root = open_lesson(page, lesson_url(site_url, "fr", "moyen-age"))
        start(root)
        assert root.get_attribute("data-tutorial-engine") == "started"
        play(root, "open maison-rurale")
        until(page, SNAPSHOT, timeout=60_000)
        url, size = page.evaluate(SNAPSHOT)
        assert url.startswith(f"{site_url}mq-snapshot/314.0.7-") and size > 10_000_000
        again = context.new_page()
        root = open_lesson(again, lesson_url(site_url, "fr", "moyen-age"))
        start(root)
        assert root.get_attribute("data-tutorial-engine") == "restored"
        assert step(root) == "recruter" and figures(root) == (10, 2, 0)
        play(root, "recruit apprenti-6")
        assert figures(root) == (10, 1, 0)
        elsewhere = context.new_page()  # the same reader in the Japanese site: the same snapshot
        root = open_lesson(elsewhere, lesson_url(site_url, "ja", "antiquite"))
        start(root)
        assert root.get_attribute("data-tutorial-engine") == "restored"
        assert page.evaluate(SNAPSHOT)[0] == url
        again.evaluate("""async (url) => (await caches.open('mq-snapshot')).put(url,
            new Response(new Uint8Array(64)))""", url)
        third = context.new_page()
        root = open_lesson(third, lesson_url(site_url, "fr", "moyen-age"))
        start(root)
        assert root.get_attribute("data-tutorial-engine") == "started"
        assert figures(root) == (10, 1, 0)
        until(third, f"async () => {{ const s = await ({SNAPSHOT})(); return s && s[1] > 10000000; }}",
              timeout=60_000)
    finally:
        context.close()


def test_the_game_so_far_opens_in_the_case_checker(phones, site_url):
    """The link opens the case checker on the game so far (the engine writes it as the worked examples' cases are
    written): the checker restores it and, checked, it holds.
    Mutation: tutorial/main.mjs linking the checker without the engine's case (`answer.case` left out of the link) →
    the checker opens on an empty form and this fails."""
    from checker_helpers import WAIT

    page = phones()
    root = open_lesson(page, lesson_url(site_url, "fr", "moyen-age"))
    start(root)
    for move in ("open maison-rurale", "recruit apprenti-6", "recruit manoeuvre-4", "end"):
        play(root, move)
    root.locator("a[data-tutorial-case]").click()
    page.wait_for_url("**/moyen-age/verifier.html#case=*")
    checker = shown(page, "[data-case][data-case-ready]")
    assert "Cas restauré depuis le lien." in checker.locator("[data-case-notice]").inner_text()
    assert "open maison-rurale" in checker.locator("textarea[data-case-yaml]").input_value()
    checker.locator("button[data-case-run]").click()
    verdict = shown(checker, "[data-case-verdict][data-exit]", timeout=WAIT)
    assert verdict.get_attribute("data-exit") == "0", verdict.inner_text()
