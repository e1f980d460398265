"""The score counter, driven in the real built site: what the page shows of a count (totals, ranking, end, and why
players with the same score are ranked as they are, in the engine's words), bad input marked, 2 to 4 players, the
rules it counts by (from its configuration, the engine's, not from the script), and the counter at the table:
nothing "tied" before anything is entered, values kept across a reload, reset and undo, the ranking in view while
typing on a phone, Material's "back to top" button never over a field.

The count itself (every shared case of tests/data/score_cases.yaml, every bad value, in the three languages) is
tested in Node on the counter's pure module (tests/js/counter/score.test.mjs)."""

from __future__ import annotations

import json
import re

import pytest
from devices import PHONE_SIZE
from waits import shown

from marquoir.engine.messages import ranking_words
from marquoir.render.counter import CRITERIA, WORDS, word
from marquoir.site.typography import as_typed, spaced
from shared_data import score_cases

CASES = score_cases()
PAGE = "moyen-age/fin-de-la-partie.html"
CONFIG = re.compile(r"(<script type=\"application/json\" data-counter-config>)(.*?)(</script>)", re.S)
LANGS = ("fr", "en", "ja")


def open_counter(page, site_url, lang="fr", edition="moyen-age"):
    page.goto(f"{site_url}{lang}/{PAGE.replace('moyen-age', edition)}")
    return shown(page, "[data-score-counter]")


def fill(counter, players):
    add = counter.locator("[data-add]")
    while counter.locator("[data-player]").count() < len(players):
        add.click()
    for row, player in zip(counter.locator("[data-player]").all(), players):
        for field, value in player.items():
            row.locator(f'input[name="{field}"]').fill(value)


def results(counter):
    totals = [t.inner_text() for t in counter.locator("[data-total]").all()]
    ranking = [[int(li.get_attribute("data-rank")), json.loads(li.get_attribute("data-names"))]
               for li in counter.locator("[data-ranking] li").all()]
    end = counter.locator("[data-end]").get_attribute("data-names")
    return totals, ranking, json.loads(end) if end else None


def why(counter):
    """The counter's reasons: the sentences, and what each says as the engine's explanation says it
    (``[before, after, criterion, values]`` or ``[names]``, the criteria named as the engine names them)."""
    engine_name = {value: name for name, value in CRITERIA.items()}
    items = counter.locator("[data-why] li").all()
    said = []
    for li in items:
        if li.get_attribute("data-tied"):
            said.append(json.loads(li.get_attribute("data-tied")))
        else:
            said.append([li.get_attribute("data-before"), li.get_attribute("data-after"),
                         engine_name[li.get_attribute("data-criterion")], json.loads(li.get_attribute("data-values"))])
    return [as_typed(li.inner_text()) for li in items], said


def explained(case):
    """The engine's explanation of a shared case (checked against the engine in tests/engine/test_score_cases.py), in
    the order the counter shows it: each group's separated players, then those nothing separates."""
    return [item for group in case["explained"]
            for item in [*([s["before"], s["after"], s["criterion"], s["values"]] for s in group["separated"]),
                         *group["tied"]]]


def said(case, edition, lang):
    """How the engine says the case's ranking in ``lang`` (the places, then the reasons)."""
    totals = {p["name"]: t for p, t in zip(case["players"], case["totals"])}
    money = "sesterces" if edition == "antiquite" else "ecus"
    return ranking_words([tuple(r) for r in case["ranking"]], totals, case["explained"], lang, money)


def check_case(counter, case, edition, lang):
    totals, ranking, end = results(counter)
    assert totals == [str(t) for t in case["totals"]]
    assert ranking == case["ranking"]
    assert end == case["end"]
    sentences, reasons = why(counter)
    places = [li.inner_text() for li in counter.locator("[data-ranking] li").all()]
    assert all(spaced(place, lang) == place for place in places), places  # set as the build sets a page's text
    places = [as_typed(place) for place in places]
    assert places + sentences == said(case, edition, lang)
    assert reasons == explained(case)
    assert counter.locator("[data-error]").inner_text() == ""
    assert "NaN" not in counter.inner_text() and "undefined" not in counter.inner_text()


EVERY_REASON = next(c for c in CASES["valid"] if c["case"] == "every-kind-of-reason")
BY_SESTERCES = next(c for c in CASES["antiquite"] if c["case"] == "tie-broken-by-sesterces")


@pytest.mark.parametrize("edition,case,lang", [("moyen-age", EVERY_REASON, lang) for lang in LANGS]
                         + [("antiquite", BY_SESTERCES, "ja")], ids=["fr", "en", "ja", "antiquite-ja"])
def test_the_page_shows_the_count_and_why_in_the_engines_words(page, site_url, edition, case, lang):
    """The totals, each place, each reason (the VP tie-break and the money tie-break with both figures, and a
    visible "tied" where nothing separates) and who ends the game, as the page shows them, with the data each item
    carries; full-width brackets in Japanese, no ASCII ones anywhere in its counter.

    Mutation: the reasons not appended to ``whyBox`` in counter/ui.mjs → fails; ``data-criterion`` written as the
    engine's criterion (``money``) instead of the value the markup contract names (``ecus``) → fails; ``keepTypeset``
    left out of counter/ui.mjs → « 1. Chloé : 18 points » keeps its ordinary space in French: fails."""
    counter = open_counter(page, site_url, lang, edition)
    if edition == "antiquite":
        label = WORDS(word("ecus", "antiquite"), lang)
        assert counter.locator('label:has(input[name="ecus"])').first.inner_text().startswith(label)
    fill(counter, case["players"])
    check_case(counter, case, edition, lang)
    assert counter.locator("[data-why]").is_visible()
    if lang == "ja":
        assert not re.search(r"[()]", counter.inner_text())


TIED = {"fr": "ex aequo", "en": "tied", "ja": "同点"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_nothing_is_tied_while_nothing_is_entered(page, site_url, lang, edition):
    """An empty counter shows a hint, no ranking and no "tied"; names alone change nothing; the first number typed
    ranks everyone, and a real tie (0 and 0) is then shown as one.

    Mutation: ``var ranks = ranking(players, config.ranking)`` whatever was entered → fails."""
    counter = open_counter(page, site_url, lang, edition)
    summary, hint = counter.locator("[data-summary]"), counter.locator("[data-empty]")
    for names in ([], ["Alice", "Bruno"]):
        fill(counter, [{"name": n} for n in names])
        assert hint.is_visible() and hint.inner_text() == WORDS("empty", lang)
        assert counter.locator("[data-ranking] li").count() == 0 and counter.locator("[data-why] li").count() == 0
        assert TIED[lang] not in summary.inner_text() and "（同点）" not in counter.inner_text()
    counter.locator('[data-player] input[name="vp"]').first.fill("0")
    assert not hint.is_visible()
    assert TIED[lang] in counter.locator("[data-ranking] li").first.inner_text()
    assert json.loads(counter.locator("[data-why] li").first.get_attribute("data-tied")) == ["Alice", "Bruno"]


@pytest.mark.parametrize("case,lang,words", [
    (CASES["invalid"][0], "fr", {"err_negative": "négative"}), (CASES["invalid"][2], "ja", {"err_number": "整数"})],
    ids=["negative-fr", "not-a-number-ja"])
def test_bad_values_get_a_visible_message_in_the_pages_language(page, site_url, case, lang, words):
    """The field is marked invalid, its total a dash, the message shown, no ranking (every bad value of the shared
    cases is read in Node: tests/js/counter/score.test.mjs). Mutation: ``aria-invalid`` not set in counter/ui.mjs →
    fails."""
    counter = open_counter(page, site_url, lang)
    fill(counter, case["players"])
    error = counter.locator("[data-error]")
    assert words[case["error"]] in error.inner_text()
    assert "Alice" in error.inner_text()
    assert counter.locator("[data-total]").first.inner_text() == "—"
    assert counter.locator('[aria-invalid="true"]').count() == 1
    assert counter.locator("[data-ranking] li").count() == 0
    assert "NaN" not in counter.inner_text()


def test_two_to_four_players(page, site_url):
    counter = open_counter(page, site_url, "en")
    rows = counter.locator("[data-player]")
    add, remove = counter.locator("[data-add]"), counter.locator("[data-remove]")
    assert rows.count() == 2 and remove.first.is_disabled()
    add.click()
    add.click()
    assert rows.count() == 4 and add.is_disabled()
    assert [r.locator("legend").inner_text() for r in rows.all()] == ["Player 1", "Player 2", "Player 3", "Player 4"]
    remove.nth(1).click()
    assert rows.count() == 3 and not add.is_disabled()
    assert rows.nth(1).locator("legend").inner_text() == "Player 2"


def test_every_input_has_a_label_and_the_keyboard_reaches_it(page, site_url):
    counter = open_counter(page, site_url, "ja")
    for input_ in counter.locator("input").all():
        assert input_.evaluate("e => e.labels.length") == 1
        assert input_.evaluate("e => e.labels[0].textContent.trim().length") > 0
    first = counter.locator('input[name="name"]').first
    first.focus()
    page.keyboard.type("花子")
    page.keyboard.press("Tab")
    page.keyboard.type("１７")
    page.keyboard.press("Tab")
    page.keyboard.type("１９")
    assert counter.locator("[data-total]").first.inner_text() == "18"
    assert "花子" in counter.locator("[data-end]").inner_text()


def serve_other_rules(page, change):
    """Serve the counter's pages with their configuration changed by ``change(config)`` (as if the engine's
    rules said otherwise): the script must count by what it is given."""

    def handle(route):
        response = route.fetch()

        def edit(m: re.Match) -> str:
            config = json.loads(m.group(2))
            change(config)
            return m.group(1) + json.dumps(config, ensure_ascii=False).replace("<", "\\u003c") + m.group(3)

        body, found = CONFIG.subn(edit, response.text(), count=1)
        assert found == 1, "no counter configuration on the page"
        route.fulfill(response=response, body=body)

    page.route(re.compile(r".*/fin-de-la-partie\.html$"), handle)


def test_the_counter_counts_by_the_rules_of_its_configuration(page, site_url):
    """5 écus a point, 18 VP end the game, money breaks ties before VP, 3 players at most, 20 VP at most.

    Mutation: the money's term read with ``per: 10`` whatever the configuration in counter/score.mjs → fails; the
    ranking compared by total, vp, ecus whatever the configuration → fails; ``count >= 4`` for the add button →
    fails."""

    def other_rules(config):
        config["score"][1]["per"] = 5
        config["end"]["at"] = 18
        config["criteria"] = [config["criteria"][0], config["criteria"][2], config["criteria"][1]]
        config.update(maxPlayers=3)
        config["limits"]["vp"] = 20
        config["labels"]["no_end"] = "nobody yet (18)"

    serve_other_rules(page, other_rules)
    counter = open_counter(page, site_url, "en")
    fill(counter, [{"name": "Alice", "vp": "17", "ecus": "14"}, {"name": "Bruno", "vp": "15", "ecus": "20"}])
    totals, ranking, end = results(counter)
    assert totals == ["19", "19"]  # 17 + 14 // 5, 15 + 20 // 5
    assert ranking == [[1, ["Bruno"]], [2, ["Alice"]]]  # tied: the most écus first
    assert end == [] and counter.locator("[data-end]").inner_text() == "nobody yet (18)"
    add = counter.locator("[data-add]")
    add.click()
    assert counter.locator("[data-player]").count() == 3 and add.is_disabled()
    counter.locator("[data-player]").nth(2).locator('input[name="vp"]').fill("21")
    assert "at most 20" in counter.locator("[data-error]").inner_text()


# Keeping values across a reload, the reset and its undo, and putting a removed player back are the script's
# behaviour, the same whatever the page's language: each of the three tests below marked ONE LANGUAGE runs in one, the
# three languages shared among them (the words each shows are the catalog's, handed to the page as data, each of them
# in fr, en and ja; the count, the ranking and their words are checked in every language above).


def typed_values(counter):
    return [{i.get_attribute("name"): i.input_value() for i in row.locator("input").all()}
            for row in counter.locator("[data-player]").all()]


@pytest.mark.parametrize("lang", ["ja"])  # ONE LANGUAGE
def test_values_are_kept_across_a_reload(page, site_url, lang):
    """Each edition and language page keeps its own values on the device; a reload gives back the players, what
    was typed (as typed) and the ranking.

    Mutation: ``save()`` removed from update() in counter/ui.mjs → fails; the storage key without the edition
    (``STORE_PREFIX + root.getAttribute("data-lang")``) → fails (Antiquity shows the Middle Ages values)."""
    counter = open_counter(page, site_url, lang)
    case = EVERY_REASON
    fill(counter, case["players"])
    counter.locator('[data-player] input[name="ecus"]').first.fill("２２")
    before = typed_values(counter)
    page.reload()
    shown(page, "[data-score-counter]")
    assert typed_values(counter) == before and len(before) == 4
    check_case(counter, case, "moyen-age", lang)
    other = "en" if lang != "en" else "ja"
    for elsewhere in ((lang, "antiquite"), (other, "moyen-age")):
        fresh = open_counter(page, site_url, *elsewhere)
        assert fresh.locator("[data-player]").count() == 2
        assert all(v == "" for row in typed_values(fresh) for v in row.values())
    counter = open_counter(page, site_url, lang)
    assert typed_values(counter) == before


HOSTILE_NAME = '<img src=x onerror="window.mqHacked=1">'


@pytest.mark.parametrize("stored,expected", [
    ("{not json", None),
    ('"a string"', None),
    ('{"players": "Alice"}', None),
    ('{"players": [{"name": "Alice"}]}', None),  # fewer players than the game has
    (json.dumps({"players": [{"name": "P"}] * 5}), None),  # more
    (json.dumps({"players": [{"name": HOSTILE_NAME, "vp": 12, "ecus": {"x": 1}, "__proto__": {"vp": "9"}},
                             None, ]}),
     [{"name": HOSTILE_NAME, "vp": "", "ecus": ""}, {"name": "", "vp": "", "ecus": ""}]),
    (json.dumps({"players": [{"name": "Alice", "vp": "7" * 5000}, {"name": "Bruno", "vp": "3", "extra": "x"}]}),
     [{"name": "Alice", "vp": "7" * 200, "ecus": ""}, {"name": "Bruno", "vp": "3", "ecus": ""}]),
], ids=["not-json", "string", "players-not-a-list", "too-few", "too-many", "wrong-types", "long-and-extra"])
def test_stored_values_are_read_as_data(page, site_url, stored, expected):
    """Whatever is in the storage entry, the page works: unusable data gives a fresh counter (and is dropped);
    only strings are taken, as the values of fields (a stored name is text, never markup), cut to a sane length.

    Mutation: ``JSON.parse`` outside the try in load() → fails (a page error); values taken whatever their type
    (no ``typeof value === "string"``) → fails; no length cut → fails."""
    counter = open_counter(page, site_url, "en")
    key = "marquoir.counter.v1.moyen-age.en"
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, stored])
    page.reload()
    shown(page, "[data-score-counter]")
    blank = [{"name": "", "vp": "", "ecus": ""}] * 2
    assert typed_values(counter) == (expected or blank)
    assert page.evaluate("window.mqHacked") is None
    assert counter.locator("img").count() == 0
    if expected is None:
        assert page.evaluate("k => localStorage.getItem(k)", key) is None


@pytest.mark.parametrize("lang", ["fr"])  # ONE LANGUAGE
def test_reset_clears_everything_and_can_be_undone(page, site_url, lang):
    """Mutation: the reset not removing the storage entry (``save()`` skipped in setRows) → fails after the
    reload; ``setRows(snapshot())`` instead of ``setRows(values)`` in the undo → fails; the rule
    ``.mq-counter .md-button[hidden]`` removed from counter.css (Material's buttons ignore ``hidden``: the undo
    is always shown) → fails."""
    counter = open_counter(page, site_url, lang)
    fill(counter, EVERY_REASON["players"])
    before = typed_values(counter)
    status, undo = counter.locator("[data-status]"), counter.locator("[data-undo]")
    assert not undo.is_visible()
    counter.locator("[data-reset]").click()
    assert typed_values(counter) == [{"name": "", "vp": "", "ecus": ""}] * 2
    assert counter.locator("[data-ranking] li").count() == 0 and counter.locator("[data-empty]").is_visible()
    assert status.inner_text() == WORDS("cleared", lang) and undo.is_visible()
    undo.click()
    assert typed_values(counter) == before and not undo.is_visible() and status.inner_text() == ""
    check_case(counter, EVERY_REASON, "moyen-age", lang)
    counter.locator("[data-reset]").click()
    page.reload()
    shown(page, "[data-score-counter]")
    assert typed_values(counter) == [{"name": "", "vp": "", "ecus": ""}] * 2
    assert not undo.is_visible()


@pytest.mark.parametrize("lang", ["en"])  # ONE LANGUAGE
def test_a_removed_player_can_be_put_back(page, site_url, lang):
    """Removing a player says who and offers an undo, which puts the player back in place with what was typed;
    typing something else withdraws the offer.

    Mutation: setRows(values) without ``values`` (the undo rebuilds the current rows) → fails; the undo offer
    kept after typing (no dropUndo on input) → fails."""
    counter = open_counter(page, site_url, lang)
    fill(counter, EVERY_REASON["players"])
    before = typed_values(counter)
    status, undo = counter.locator("[data-status]"), counter.locator("[data-undo]")
    counter.locator("[data-player]").nth(1).locator("[data-remove]").click()
    assert [row["name"] for row in typed_values(counter)] == ["Alice", "Chloé", "Daichi"]
    assert status.inner_text() == WORDS("removed", lang, player="Bruno") and undo.is_visible()
    undo.click()
    assert typed_values(counter) == before
    check_case(counter, EVERY_REASON, "moyen-age", lang)
    assert page.evaluate("document.activeElement.name") == "name"
    assert counter.locator('[data-player] input[name="name"]').nth(1).evaluate("e => e === document.activeElement")
    counter.locator("[data-player]").nth(3).locator("[data-remove]").click()
    assert undo.is_visible()
    counter.locator('[data-player] input[name="vp"]').first.fill("5")
    assert not undo.is_visible() and status.inner_text() == ""
    page.reload()
    shown(page, "[data-score-counter]")
    assert [row["name"] for row in typed_values(counter)] == ["Alice", "Bruno", "Chloé"]


ABOVE_KEYBOARD = {**PHONE_SIZE, "height": 460}
"""The part of a phone's screen an on-screen keyboard leaves for the page (about 380 px of keyboard)."""


def next_frames(page):
    """Let the page run its animation frames (the counter's scroll adjustments, Material's header)."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


SCROLLED = """([before, down]) => {
    const y = window.scrollY, last = window.__mqLastScroll;
    window.__mqLastScroll = y;
    const end = down ? y + window.innerHeight >= document.documentElement.scrollHeight - 1 : y <= 0;
    return (y !== before || end) && y === last;
}"""
"""Whether the page has moved from ``before`` (or cannot move further that way) and stayed still for a frame."""


def wheel(page, dy: int) -> None:
    """Turn the mouse wheel by ``dy`` pixels and wait until the page has scrolled and stopped: the scroll events have
    then reached the page's handlers (Material shows its "back to top" button on the way up)."""
    before = page.evaluate("() => { window.__mqLastScroll = NaN; return window.scrollY; }")
    page.mouse.wheel(0, dy)
    page.wait_for_function(SCROLLED, arg=[before, dy > 0], polling="raf")


def overlap(a, b) -> bool:
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_ranking_stays_in_view_while_typing_on_a_phone(phone, site_url, lang):
    """With the keyboard up (460 px left of a 390 × 844 screen), focusing and typing in each field of four players
    keeps the ranking summary on screen under the header, up to date, and the field itself visible below it.

    Mutation: ``position: sticky`` of .mq-counter__summary removed from counter.css → fails; keepInView() made a
    no-op in counter/ui.mjs → fails (fields end up under the summary)."""
    phone.set_viewport_size(ABOVE_KEYBOARD)
    counter = open_counter(phone, site_url, lang)
    for _ in range(2):
        counter.locator("[data-add]").tap()
    summary, first = counter.locator("[data-summary]"), counter.locator("[data-ranking] li").first
    header = phone.locator(".md-header").bounding_box()
    height = ABOVE_KEYBOARD["height"]

    def in_view(box, where):
        s, f = summary.bounding_box(), box.bounding_box()
        assert s["y"] >= header["y"] + header["height"] - 1, (where, s, header)
        assert s["y"] + s["height"] <= height, (where, s)
        assert f["y"] >= s["y"] + s["height"] - 1 and f["y"] + f["height"] <= height, (where, f, s)

    typed = []
    for i, row in enumerate(counter.locator("[data-player]").all()):
        name = f"P{i + 1}"
        for field, value in (("name", name), ("vp", str(10 + i)), ("ecus", str(5 * i))):
            box = row.locator(f'input[name="{field}"]')
            box.focus()
            next_frames(phone)
            box.press_sequentially(value)
            next_frames(phone)
            in_view(box, (i, field))
            if field == "vp":  # the newest player has the most VP: first in the ranking, seen at once
                assert json.loads(first.get_attribute("data-names")) == [name]
                assert name in summary.inner_text()
            typed.append(box)
    assert len(typed) == 12
    # Back up the form (Shift+Tab) to correct each value, up the page: a field above the screen comes back into
    # view under the summary, not behind it. The digit added makes P4's 13 VP a refused 131: the error shows in
    # the summary, which grows, and the field stays clear of it.
    for box in reversed(typed[:-1]):
        for _ in range(3):  # a remove button on the way
            phone.keyboard.press("Shift+Tab")
            if box.evaluate("e => e === document.activeElement"):
                break
        assert box.evaluate("e => e === document.activeElement")
        next_frames(phone)
        box.press("End")
        box.press_sequentially("1")
        next_frames(phone)
        in_view(box, box.get_attribute("name"))
    assert typed[0].input_value() == "P11"
    assert counter.locator("[data-error]").inner_text() != ""


@pytest.mark.parametrize("lang", LANGS)
def test_back_to_top_never_covers_a_field(phone, site_url, lang):
    """Material's "back to top" button shows when the reader scrolls up; at 390 px, whichever field has the focus,
    the button is hidden or covers no field of the counter.

    Mutation: the rule ``[data-mq-counter-in-view] .md-top { display: none; }`` removed from counter.css → fails
    (the button sits on the second player's fields)."""
    counter = open_counter(phone, site_url, lang)
    counter.locator("[data-add]").tap()
    fields = counter.locator("input")
    top = phone.locator(".md-top")
    phone.mouse.move(195, 400)
    for field in fields.all():
        field.scroll_into_view_if_needed()
        wheel(phone, 300)  # down, then up: Material shows the button on the way up
        wheel(phone, -200)
        field.focus()
        next_frames(phone)
        if top.is_visible():
            button = top.bounding_box()
            covered = [f.get_attribute("name") for f in fields.all() if overlap(button, f.bounding_box())]
            assert covered == [], f"back to top over {covered} while {field.get_attribute('name')} has the focus"
