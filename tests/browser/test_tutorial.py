"""The lesson page in the real built site, on a 390-px phone: each lesson played to its end in fr, en and ja following
the hints only, the page's figures those of the engine's replay in Python at every move, with what a new player meets
on the way (each step's rule linked, the unconfirmed points marked, a refused move explained with a link to its rule,
every button big enough and labelled, the Japanese Antiquity lesson begun with the keyboard alone, the game opened in
the case checker at the end); the undo; a reload that resumes the game; nothing wider than the screen; no request
leaving the origin; the engine's snapshot restored in any language and offline. With ``--screenshots``, a screenshot
of each step goes to test-output/tutorial/."""

from __future__ import annotations

import pytest
from checker_helpers import WAIT as CHECKER_WAIT
from devices import LOCALES, PHONE, PHONE_SIZE, TOUCH_TARGET
from tutorial_helpers import (
    BUTTONS,
    answers,
    figures,
    follow_hint,
    keyboard_move,
    lesson_url,
    open_lesson,
    play,
    start,
    state,
    step,
    wait_answer,
)
from waits import shown, until

from lesson_play import ask, page_lesson
from lesson_play import play as replayed
from marquoir.render.blocks import colon
from marquoir.render.labels import LABELS
from marquoir.site.typography import as_typed, spaced

REFUSED = "take 3"
"""The move tried in the Middle Ages lessons once the first site is open (2 actions left): refused, nothing played."""
KEYBOARD = ("ja", "antiquite", 4)
"""The lesson begun with the keyboard alone (its language, its edition, how many moves), then followed by taps."""
TO_CHECKER = ("fr", "moyen-age")
"""The lesson whose whole game is then opened in the case checker."""


def refused_here(root, built_site, lesson, lang: str, played: list[str]) -> None:
    """Try :data:`REFUSED` after the reader's moves ``played``: the engine's refusal (its rule, its message in the
    page's language, as marquoir.tutorial.web says it in Python), linked to the section that explains it; nothing is
    played."""
    before = state(root)
    answer = ask(lesson, lang, [])
    for move in played:
        answer = ask(lesson, lang, answer["moves"], play=move)
    expected = ask(lesson, lang, answer["moves"], play=REFUSED)["refused"]
    play(root, REFUSED)
    refusal = root.locator("[data-tutorial-refusal]")
    assert refusal.is_visible() and refusal.get_attribute("data-rule") == expected["rule"] == "no-actions"
    assert expected["message"] in as_typed(refusal.inner_text())
    assert state(root) == before
    href = refusal.locator("a").get_attribute("href")
    page, anchor = href.split("#")
    assert page.endswith("tour.html") and anchor == "actions-du-tour", href
    assert f'id="{anchor}"' in (built_site / lang / "moyen-age" / "tour.html").read_text(encoding="utf-8")


def opened_in_the_checker(page, root) -> None:
    """The lesson's link opens the case checker on the game so far (the engine writes it as the worked examples'
    cases are written): the checker restores it and, checked, it holds."""
    root.locator("a[data-tutorial-case]").click()
    page.wait_for_url("**/moyen-age/verifier.html#case=*")
    checker = shown(page, "[data-case][data-case-ready]")
    assert "Cas restauré depuis le lien." in checker.locator("[data-case-notice]").inner_text()
    assert "open maison-rurale" in checker.locator("textarea[data-case-yaml]").input_value()
    checker.locator("button[data-case-run]").click()
    verdict = shown(checker, "[data-case-verdict][data-exit]", timeout=CHECKER_WAIT)
    assert verdict.get_attribute("data-exit") == "0", verdict.inner_text()


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_each_lesson_is_played_to_its_end_following_the_hints(phones, site_url, built_site, project_facts, screenshot,
                                                              edition, lang):
    """At every move the hint is the replay's, the figures are the replay's (marquoir.tutorial.web in Python), the
    step is the replay's, the page never scrolls sideways; at each step its rule is linked, every button the reader
    sees is at least 44 px each way with a text label and every card is a button or a plain box, and, in Antiquity,
    each unconfirmed point of the rule it teaches is marked (the first step's under the rules pages' own heading, with
    the link to its ruling). In the Middle Ages, taking écus with 3 actions once a site is open is refused with the
    engine's message and a link to its rule, and nothing is played. The Japanese Antiquity lesson is started and begun
    with the keyboard alone (the hint moves the focus to the suggested move, Enter plays it). The end shows the ranking
    the engine says; the French Middle Ages game then opens in the case checker, where it holds.
    The ranking at the end has the no-break spaces the build sets in a page (« 1. Alice : 16 points »), and the
    figures' labels end as the pages end a label (« Écus : », "Coins:", 「コイン：」: render.blocks.colon).
    Mutations: ``keepTypeset`` left out of tutorial/main.mjs → fails in French; tutorial/table.mjs writing the
    figures' labels without the configuration's colon (as it did, a stylesheet adding ":" in every language) → fails;
    tutorial/table.mjs writing the reader's money from the opponent's side (`t.opponent.money`) → the
    figures differ and this fails; tutorial/panel.mjs showing the next step's text (`config.steps[index + 1]`) → the
    step's own text is hidden and this fails; tutorial/panel.mjs leaving out the refusal's link (`config.rules` not
    read) → fails; tutorial.css without the buttons' `min-height: 44px` (`.mq-tutorial .md-button`) → the hint and
    undo buttons are smaller and this fails; tutorial/main.mjs linking the checker without the engine's case
    (`answer.case` left out of the link) → the checker opens on an empty form and this fails."""
    lesson = page_lesson(project_facts, edition, lang)
    expected, last = replayed(lesson, lang)
    page = phones()
    root = open_lesson(page, lesson_url(site_url, lang, edition))
    keys = KEYBOARD[2] if (lang, edition) == KEYBOARD[:2] else 0
    if keys:
        root.locator("[data-tutorial-start]").focus()
        before = answers(root)
        page.keyboard.press("Enter")
        wait_answer(root, before)
        shown(root, "[data-tutorial-game]")
    else:
        start(root)
    steps = {s.id: s for s in project_facts.of("lesson", edition)[0].steps}
    shot, played = set(), []
    now = state(root)
    for seen in expected:
        assert now["step"] == seen.step
        if seen.step and seen.step not in shot:
            shot.add(seen.step)
            taught = steps[seen.step].teaches
            assert now["text_visible"] and now["teaches"].endswith(f"#{taught}"), now
            buttons = root.evaluate(BUTTONS, TOUCH_TARGET)
            assert buttons["count"] >= 2 and buttons["small"] == [] and buttons["cards"] == buttons["made"], buttons
            if edition == "antiquite":
                rule = project_facts.resolve(taught, edition).fact
                assert now["unconfirmed"] == len(set(rule.unconfirmed) | set(steps[seen.step].unconfirmed))
                if len(shot) == 1:
                    box = root.locator(f'[data-step-text="{seen.step}"] details.warning')
                    assert box.count() == 1
                    assert box.locator("summary").inner_text().startswith(LABELS("unconfirmed_title", lang))
                    assert box.locator('a[href$="arbitrages/affranchissement.html"]').count() == 1
            if len(shot) == 1:  # the figures' labels end as the language ends a label (« Écus : », 「コイン：」)
                labels = root.locator("[data-tutorial-me] dt").all_inner_texts()
                assert labels and all(label.endswith(spaced(colon(lang).rstrip(), lang)) for label in labels), labels
            screenshot(page, f"tutorial/{edition}-{lang}-{len(shot):02d}-{seen.step}.png")
        if edition == "moyen-age" and len(played) == 1:
            refused_here(root, built_site, lesson, lang, played)
        if len(played) < keys:
            move = keyboard_move(page, root)
            now = state(root)
        else:
            move, now = follow_hint(root)
        assert move == seen.move
        played.append(move)
        assert tuple(now["figures"]) == (seen.money, seen.actions, seen.vp), seen
        assert now["width"] <= PHONE_SIZE["width"]
    over = shown(root, "[data-tutorial-over]")
    ranking = over.locator("[data-tutorial-ranking] li").all_inner_texts()
    assert ranking == [spaced(place, lang) for place in last["ranking"]]  # with the spaces the build sets
    assert [as_typed(t) for t in over.locator("[data-tutorial-final] li").all_inner_texts()] == last["count"] != []
    screenshot(page, f"tutorial/{edition}-{lang}-end.png")
    if (lang, edition) == TO_CHECKER:
        opened_in_the_checker(page, root)


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


SNAPSHOT = """async () => {
    const cache = await caches.open('mq-snapshot');
    const keys = await cache.keys();
    if (keys.length !== 1) return null;
    return [keys[0].url, (await (await cache.match(keys[0])).arrayBuffer()).byteLength];
}"""


def started_as(page, url: str, engine: str):
    """The lesson at ``url`` opened in ``page`` and started, its engine started as ``engine`` says (``started``: as on
    a first visit; ``restored``: from the snapshot)."""
    root = open_lesson(page, url)
    start(root)
    assert root.get_attribute("data-tutorial-engine") == engine
    return root


def plays_on(root, kept: tuple, move: str, then: tuple) -> None:
    """The game kept on the device goes on: its step and figures (``kept``) as they were, ``move`` played, then its
    figures ``then``."""
    assert step(root) == "recruter" and figures(root) == kept
    play(root, move)
    assert figures(root) == then


def test_after_the_first_start_the_engine_restores_in_any_language_and_offline(browser, built_site):
    """After the first answer the worker keeps a memory snapshot of the engine (one for the three sites, keyed by
    Pyodide's version and the bundle's hash), and the service worker the site and the engine's files. The next visit
    restores the snapshot and plays the same game, in another language too; the server gone and the browser offline,
    the page reloads, resumes the game from the snapshot and plays on. A snapshot that does not restore (here,
    damaged) is dropped: the engine starts as on a first visit, offline, from the files the service worker kept,
    answers, and keeps a new snapshot.
    Mutation: engine/worker.mjs without `keepForNextTime` → no snapshot is kept and this fails; `restored` without its
    `catch` → the damaged snapshot breaks the start and this fails; snapshot.mjs's address relative to the worker's
    own folder (``new URL("snapshot/" + key + ".bin", self.location.href)``, one snapshot per language) → the Japanese
    visit starts cold and this fails; sw.js answering from the network only (its cache lookup left out) → the reload
    offline finds nothing and this fails."""
    from test_offline import Server, controlled, engine_cached

    server = Server(built_site)
    context = browser.new_context(locale=LOCALES["fr"], **PHONE)
    try:
        page = context.new_page()
        french = lesson_url(server.url, "fr", "moyen-age")
        root = open_lesson(page, french)
        controlled(page)
        start(root)
        assert root.get_attribute("data-tutorial-engine") == "started"
        play(root, "open maison-rurale")
        until(page, SNAPSHOT, timeout=60_000)
        url, size = page.evaluate(SNAPSHOT)
        assert url.startswith(f"{server.url}mq-snapshot/314.0.7-") and size > 10_000_000
        engine_cached(page)

        plays_on(started_as(context.new_page(), french, "restored"), (10, 2, 0), "recruit apprenti-6", (10, 1, 0))
        # the same reader in the Japanese site: the same snapshot
        started_as(context.new_page(), lesson_url(server.url, "ja", "antiquite"), "restored")
        assert page.evaluate(SNAPSHOT)[0] == url

        server.stop()
        context.set_offline(True)
        page.reload()
        plays_on(started_as(page, french, "restored"), (10, 1, 0), "recruit manoeuvre-4", (10, 0, 0))

        page.evaluate("""async (url) => (await caches.open('mq-snapshot')).put(url,
            new Response(new Uint8Array(64)))""", url)
        third = context.new_page()
        root = started_as(third, french, "started")
        assert figures(root) == (10, 0, 0)
        until(third, f"async () => {{ const s = await ({SNAPSHOT})(); return s && s[1] > 10000000; }}",
              timeout=60_000)
    finally:
        context.close()
