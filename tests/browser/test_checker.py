"""The case checker page in the real built site: the engine runs in the browser (Pyodide in a Web Worker) and gives
the verdict `marquoir check` gives, through the page's markup contract: fill textarea[data-case-yaml], press
button[data-case-run], read [data-case-verdict][data-exit]."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from checker_helpers import checker_url, expected_lines, open_checker, run_case
from devices import PHONE_SIZE
from ime import compose
from waits import shown

from marquoir.render.checker_words import WORDS
from marquoir.scenario.run import check_file
from marquoir.site.typography import as_typed, spaced

TESTS = Path(__file__).parents[1]
CORPUS = TESTS / "bad_input" / "scenarios"


# Every scenario and bad-input file is judged in Python through web.check, the function the page's worker calls
# (tests/test_web_problems.py, tests/test_web.py); the page is given one file of each kind of verdict here, the line
# buttons and a hostile file: what only the transport (page, worker, Pyodide, verdict.mjs) can get wrong.
KINDS = {  # kind of verdict -> a file that gets it
    "holds": TESTS / "scenarios" / "moyen-age" / "rulebook-chapelle.yaml",
    "holds-antiquite": TESTS / "scenarios" / "antiquite" / "invest-tool-send-with-tool.yaml",
    "unmet": CORPUS / "expectation-does-not-hold.yaml",
    "refused": CORPUS / "unexpected-refusal.yaml",
    "malformed": CORPUS / "several-problems.yaml",
}


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_of_verdict_reaches_the_page(checkers, kind):
    """The file pasted into its edition's page: the exit and the kind of verdict `marquoir check` gives it.

    Mutation: checker/verdict.mjs writing data-exit from ``result.kind === "holds" ? 0 : 2`` → the unmet case fails;
    the worker calling check with lang "en" changes no exit but the verdict language
    (test_the_verdict_speaks_the_pages_language)."""
    path = KINDS[kind]
    text = path.read_text(encoding="utf-8")
    root = checkers("fr", "antiquite" if "edition: antiquite" in text else "moyen-age")
    expected = check_file(path, "fr")
    code, verdict = run_case(root, text)
    assert code == str(expected.exit_code), verdict
    assert root.locator("[data-case-verdict]").get_attribute("data-kind") == kind.split("-")[0]
    assert verdict.strip() and "Traceback" not in verdict + root.locator("[data-case-details]").inner_text()


def test_the_line_buttons_go_to_the_lines_the_command_names(checkers):
    """A malformed file: each problem the page lists is on a line `marquoir check` names, and its button selects that
    line of the file. Mutation: ``start + (lines[line - 1] || "").length`` → ``start`` in verdict.mjs's goToLine (the
    line not selected) → fails."""
    root = checkers()
    path = CORPUS / "several-problems.yaml"
    text = path.read_text(encoding="utf-8")
    code, _verdict = run_case(root, text)
    assert code == "2"
    problems = root.locator("[data-case-problems] li")
    lines = [int(x) for x in problems.evaluate_all("items => items.map(li => li.getAttribute('data-line'))") if x]
    assert sorted(set(lines)) == expected_lines(check_file(path, "fr")) and len(lines) >= 3
    area = root.locator("textarea[data-case-yaml]")
    for i, line in enumerate(lines):
        problems.nth(i).locator("button").click()
        selected = area.evaluate("a => a.value.slice(a.selectionStart, a.selectionEnd)")
        assert selected == text.split("\n")[line - 1], (line, selected)


def test_a_hostile_file_is_refused_and_the_page_stays_usable(checkers):
    """A tag an unsafe loader would run and a 600-byte alias bomb: refused as malformed, on the line of the problem,
    nothing run; the next case on the same page gets its verdict.

    Mutation: the problems' ``data-line`` dropped in checker/verdict.mjs → fails."""
    root = checkers()
    for name in ("python-object-tag.yaml", "billion-laughs.yaml"):
        path = CORPUS / name
        expected = check_file(path, "fr")
        code, verdict = run_case(root, path.read_text(encoding="utf-8"))
        assert (code, expected.exit_code) == ("2", 2), verdict
        lines = [int(x) for x in root.locator("[data-case-problems] li").evaluate_all(
            "items => items.map(li => li.getAttribute('data-line'))") if x]
        assert sorted(set(lines)) == expected_lines(expected)
        assert "Traceback" not in verdict + root.locator("[data-case-details]").inner_text()
    code, verdict = run_case(root, "players: [Alice, Bruno]\nmoves: [take 1]\nexpect: {Alice: {ecus: 11}}\n")
    assert code == "0", verdict


def test_a_case_that_never_ends_is_refused_by_the_limit_and_the_next_one_runs(checkers):
    """10,000 `buy` and `end` moves: the engine's plausibility limit refuses the file (no run that never ends),
    said in the page's language (the command's own message, naming the limit, in the folded report); a good case
    right after gives its verdict."""
    root = checkers()
    moves = "".join("  - buy\n  - end\n" for _ in range(5000))
    code, verdict = run_case(root, f"players: [Alice, Bruno]\nmoves:\n{moves}expect: {{}}\n")
    assert code == "2"
    assert root.locator("[data-case-problems] li").first.get_attribute("data-code") == "MQ225"
    assert "nombre au-delà de ce qu'une partie permet" in verdict
    assert "10000" in root.locator(".mq-checker__report pre").text_content()
    code, verdict = run_case(root, "players: [Alice, Bruno]\nmoves: [take 1]\nexpect: {Alice: {ecus: 11}}\n")
    assert code == "0", verdict


def test_the_verdict_speaks_the_pages_language(checkers):
    """The same claim that is wrong in fr, en and ja: exit 1 each time, the verdict in the page's language; the
    tables' headings each start with a capital (« Écus » beside « Rang »), the currency included. Mutation: the
    ``th::first-letter`` rule of checker.css removed → « écus » and this fails in fr and en. The French verdict has the
    no-break spaces the build sets in a page (lib/typeset.mjs). Mutation: ``keepTypeset`` left out of checker/main.mjs
    → « écus : faux » keeps its ordinary space and this fails."""
    case = "players: [Alice, Bruno]\nmoves: [take 2]\nexpect:\n  Alice: {ecus: 14}\n"
    words = {"fr": "Alice a 14 écus : faux (13 écus).", "en": "Alice has 14 écus: wrong (13 écus).",
             "ja": "Aliceの所持金は14コイン：誤りです（実際は13コイン）。"}
    for lang, word in words.items():
        root = checkers(lang)
        code, _verdict = run_case(root, case)
        assert code == "1"
        claims = root.locator("[data-case-claims] li").all_inner_texts()
        assert [as_typed(t) for t in claims] == [word]
        assert claims == [spaced(word, lang)]  # with the spaces the build sets: « 14 écus : faux » held on its line
        headings = [h.strip() for h in root.locator(".mq-checker__scores th").all_inner_texts()]
        assert len(headings) >= 5 and all(h[0] == h[0].upper() for h in headings), headings


# ------------------------------------------------------------------------------------------ the form


def add_move(root, verb: str, **fields):
    builder = root.locator("[data-case-builder]")
    builder.locator("select[data-builder-verb]").select_option(verb)
    for name, value in fields.items():
        builder.locator(f'[data-builder-field="{name}"]').select_option(value)
    builder.locator("[data-builder-add]").click()


def type_move(root, text: str):
    root.locator("input[data-case-typed]").fill(text)
    root.locator("button[data-case-typed-add]").click()


def moves(root) -> list[str]:
    return root.locator("[data-case-moves] li[data-move]").evaluate_all(
        "items => items.map(i => i.getAttribute('data-move'))")


def said(root) -> list[str]:
    return root.locator("[data-case-moves] li[data-move] .mq-checker__said").all_inner_texts()


def test_a_typed_move_with_card_names_is_added_as_a_scenario_line(checkers):
    """The typed box, its button and the list: the move goes to the list in words and to the file with the cards'
    ids (every language's forms, names, articles, accents and full-width forms are read in Node:
    tests/js/checker/moves.test.mjs); what the list says of the move, typed back, is the same move. Mutation: the
    typed move pushed as typed instead of `readTyped`'s line in checker/builder.mjs → fails; the ``[する]`` of
    ``…を…に派遣[する]`` dropped from engine/moves.py → the move said back is refused and this fails."""
    root = checkers("ja")
    type_move(root, "職人３を礼拝堂に派遣")
    type_move(root, "send 職人3 to 礼拝堂")
    assert moves(root) == ["send compagnon-3 to chapelle"] * 2
    assert said(root) == ["職人3を礼拝堂に派遣する"] * 2  # the list says the move in the page's language
    type_move(root, said(root)[0])
    assert moves(root) == ["send compagnon-3 to chapelle"] * 3, root.locator("[data-case-typed-note]").inner_text()
    assert '- "send compagnon-3 to chapelle"' in root.locator("textarea[data-case-yaml]").input_value()


def test_the_enter_that_confirms_a_japanese_conversion_adds_no_move(checkers):
    """Typing 職人 through the input method and confirming the conversion with Enter adds nothing and says nothing:
    the move is still being typed. Mutation: the `composing(event)` test dropped from builder.mjs's keydown → the
    half-typed 職人 is refused in the note and this fails."""
    root = checkers("ja")
    box = root.locator("input[data-case-typed]")
    compose(box, "しょくにん", "職人")
    assert box.input_value() == "職人"
    assert moves(root) == [] and root.locator("[data-case-typed-note]").inner_text() == ""


@pytest.mark.parametrize("lang, typed, says", [
    ("en", "send Craftsman 3 to Chapele", "“Chapele” is not the name of any card. The nearest: The Chapel"),
    ("fr", "envoyer Compagnon 3 sur La chapele", "« La chapele » n'est le nom d'aucune carte. Cartes proches : "
                                                 "La chapelle"),
    ("ja", "職人3を礼拝党に派遣", "「礼拝党」という名前のカードはありません。近いカード：礼拝堂"),
    ("fr", "acheter deux actions", "« acheter deux actions » n'est pas un coup que le vérificateur sait lire. Les "
                                   "coups s'écrivent : ouvrir CARTE"),
])
def test_text_that_is_not_a_move_is_never_added(checkers, lang, typed, says):
    """A typed move the checker cannot read, or that names no card, stays in the box with what was not understood and
    the nearest names in the page's language (never an id); nothing goes to the list or the file.
    Mutation: the move pushed whatever `readTypedMove` says (the old behaviour) → the list is not empty and this
    fails."""
    root = checkers(lang)
    type_move(root, typed)
    assert moves(root) == []
    assert root.locator("input[data-case-typed]").input_value() == typed
    note = as_typed(root.locator("[data-case-typed-note]").inner_text())
    assert note.startswith(says), note
    assert not re.search(r"\b[a-z]+-\d+\b", note)  # the cards by their names, never their ids (compagnon-3)


def test_a_refused_move_says_why_and_links_the_rule_on_the_site(page, site_url, built_site):
    """Mutation: `rule_pages` returning {} → no link and this fails."""
    root = open_checker(page, checker_url(site_url, "fr"))
    add_move(root, "take", n="3")
    add_move(root, "take", n="1")  # no action left
    code, verdict = run_case(root)
    assert code == "2"
    link = root.locator('[data-case-ruling] a[data-case-rule="no-actions"]')
    href = link.get_attribute("href")
    target = built_site / "fr" / "moyen-age" / href.split("#")[0]
    assert target.is_file() and f'id="{href.split("#")[1]}"' in target.read_text(encoding="utf-8")
    link.click()
    page.wait_for_load_state("load")
    assert page.url.endswith(href.split("/")[-1])


def test_the_form_writes_a_file_the_command_accepts(checkers, tmp_path):
    """A table made with the form, its file saved: `marquoir check` gives the exit the page gives."""
    root = checkers()
    players = root.locator("[data-case-players] [data-case-player]")
    players.nth(0).locator('input[data-field="ecus"]').fill("１２")  # full-width digits
    players.nth(0).locator("select").nth(1).select_option("compagnon-3")  # the team
    players.nth(0).get_by_role("button", name="Ouvrir un chantier ici").click()
    site = players.nth(0).locator(".mq-checker__site")
    site.locator("select").first.select_option("chapelle")
    site.locator("select").nth(1).select_option("compagnon-5")
    site.locator("select").nth(1).select_option("apprenti-4")
    add_move(root, "send", card="compagnon-3", site="chapelle")
    root.locator('[data-case-expect] input').nth(0).fill("26")
    text = root.locator("textarea[data-case-yaml]").input_value()
    assert "ecus: 12" in text and "chapelle:" in text
    code, verdict = run_case(root)
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    assert check_file(path, "fr").exit_code == int(code) == 0, verdict
    steps = root.locator("table.mq-checker__steps tbody tr")
    assert "la chapelle" in steps.first.text_content()  # folded, in the reader's words


def test_a_number_outside_the_engines_limits_is_marked_on_its_field(checkers):
    """Negative coins, then more than a game allows, typed in the form: the field is marked with what is wrong, in
    the player's words and with the bound the engine sets (the page receives it with the case format); the case is
    not run until it is corrected. Mutation: checker/form.mjs checking only that the text is a whole number (the old
    ``validNumber``) → -5 is not marked and this fails."""
    from marquoir.engine.limits import limits

    root = checkers("ja")
    field = root.locator("[data-case-players] [data-case-player]").nth(0).locator('input[data-field="ecus"]')
    note = field.locator("xpath=following-sibling::*[contains(@class, 'mq-checker__invalid')]")
    high = limits("moyen-age")["money"]
    for typed, says in [("-5", WORDS("too_low", "ja", low=0, value="-5")),
                        (str(high + 1), WORDS("too_high", "ja", high=high, value=str(high + 1)))]:
        field.fill(typed)
        assert field.get_attribute("aria-invalid") is not None and note.inner_text() == says, note.inner_text()
        root.locator("button[data-case-run]").click()
        assert root.locator("[data-case-notice]").inner_text() == WORDS("fix_fields", "ja")
        assert root.locator("[data-case-verdict]").inner_text() == ""  # nothing run
    field.fill(str(high))
    assert field.get_attribute("aria-invalid") is None and note.inner_text() == ""


def test_a_case_from_the_form_is_ruled_in_its_fields_and_a_file_on_its_lines(checkers):
    """The same worker in two places of Alice's table, set with the form: the ruling names the field of the form
    (Alice's sites), not a line of a file the player never wrote; the same file edited by hand is ruled on its line.
    Mutation: checker/run.mjs not saying the case is the form's (``form: !ui.detached`` left out) → the ruling says
    "6行目" and this fails."""
    from marquoir import web

    root = checkers("ja")
    alice = root.locator("[data-case-players] [data-case-player]").nth(0)
    alice.locator("select").nth(1).select_option("compagnon-3")  # the team
    alice.get_by_role("button", name=WORDS("add_site", "ja")).click()
    site = alice.locator(".mq-checker__site")
    site.locator("select").first.select_option("chapelle")
    site.locator("select").nth(1).select_option("compagnon-3")  # and on the site
    text = root.locator("textarea[data-case-yaml]").input_value()
    code, _ = run_case(root)
    ruling = root.locator("[data-case-ruling]").inner_text()
    assert code == "2" and ruling == json.loads(web.check(text, "ja", "case.yaml", True))["verdict"]
    assert "アリスの建築中の建物：" in ruling and "行目" not in ruling, ruling
    code, _ = run_case(root, text)  # the file, edited by hand
    assert code == "2" and "行目：" in root.locator("[data-case-ruling]").inner_text()


FORM_STATE = """(root) => ({
  file: root.querySelector('[data-case-yaml]').value, link: root.querySelector('[data-case-link]').value,
  address: location.hash, verdict: root.querySelector('[data-case-result]').innerText.trim(),
  notice: root.querySelector('[data-case-notice]').textContent,
  fileOpen: root.querySelector('[data-case-file-box]').open,
  fields: [...root.querySelectorAll('[data-case-form] input, [data-case-form] select')].map((e) => e.value),
  note: root.querySelector('[data-case-typed-note]').textContent,
  button: root.querySelector('[data-case-new]').textContent})"""
"""What a reader sees of a case: the file, its link (and the address), the verdict, the notice, the file's fold, every
field of the form, the typed box's note, the new case button's words."""


def test_a_new_case_clears_the_form_on_a_second_press_and_keeps_the_engine(page, site_url):
    """After a verdict, "New case": the first press only asks (on the button), anything else done then cancels it; the
    second press leaves the form, file, link, address and verdict as a new page has them; the next case's verdict comes
    from the engine already started (its bundle fetched once).
    Mutation: main.mjs's newCase without its `confirming(true)` test (one press clears) → fails; without
    `renderBuilder(this)` (the typed box's note kept) → fails; without `clearVerdict(this)` → fails."""
    root = open_checker(page, checker_url(site_url, "fr"))
    fresh = root.evaluate(FORM_STATE)
    root.locator('[data-case-players] [data-case-player] input[data-field="ecus"]').first.fill("4")
    type_move(root, "prendre 1")
    root.locator("[data-case-file-box] > summary").click()
    code, _verdict = run_case(root)
    assert code == "0"
    button = root.locator("button[data-case-new]")
    built = root.evaluate(FORM_STATE)
    button.click()
    asking = root.evaluate(FORM_STATE)
    asking["button"] = as_typed(asking["button"])
    assert asking == {**built, "button": WORDS("new_case_confirm", "fr")}  # only the button's words changed
    type_move(root, "prendre 2")  # something else done: the question is dropped
    assert button.inner_text() == WORDS("new_case", "fr")
    button.click()
    assert len(moves(root)) == 2
    button.click()
    assert root.evaluate(FORM_STATE) == fresh
    type_move(root, "prendre 3")
    code, _verdict = run_case(root)
    assert code == "0" and "Alice a 16 écus" in root.locator("[data-case-verdict]").inner_text()  # 10 dealt, not 4
    assert len([url for url in page.requests.urls if url.endswith("/marquoir.zip")]) == 1


def test_the_checker_from_disk_says_it_needs_a_server(page, built_site):
    """file://: the page says so plainly and keeps the file and the link; reading still works."""
    page.goto((built_site / "en" / "moyen-age" / "verifier.html").as_uri())
    root = shown(page, "[data-case][data-case-ready]")
    notice = root.locator("[data-case-notice]")
    assert "needs the site served over http(s)" in notice.inner_text()
    assert root.locator("button[data-case-run]").is_disabled()
    assert 'players:' in root.locator("textarea[data-case-yaml]").input_value()


# ------------------------------------------------------------------------------ at the table, on a phone


NAMES = {"fr": ("Alice", "Bruno", "Ouvrir un chantier ici"), "en": ("Alice", "Bruno", "Add a site"),
         "ja": ("アリス", "ブルーノ", "建築中の建物を追加")}


@pytest.mark.parametrize("lang", ["fr", "en", "ja"])
def test_a_player_builds_a_two_player_case_with_a_disputed_move_on_a_phone(checkers, screenshot, lang):
    """On a 390-px-wide screen: two players, a table set with the form, a disputed move (a second coin exchange
    in one turn, Board Game Arena's reading chosen in the options), the verdict read; with ``--screenshots``, a
    screenshot is saved in test-output/checker/ for a person to look at. Nothing is wider than the screen."""
    root = checkers(lang)
    page = root.page
    first, second, add_site = NAMES[lang]
    players = root.locator("[data-case-players] [data-case-player]")
    assert players.count() == 2
    assert players.nth(0).locator('input[data-field="name"]').input_value() == first
    players.nth(0).locator('input[data-field="ecus"]').fill("4")
    players.nth(0).get_by_role("button", name=add_site).click()
    players.nth(0).locator(".mq-checker__site select").first.select_option("chapelle")
    root.locator('[data-option="coin_exchanges"] input').nth(1).check()  # one exchange per turn
    add_move(root, "take", n="1")
    add_move(root, "take", n="2")  # the disputed move: a second exchange in the same turn
    root.locator("select[data-expect-error]").select_option("one-exchange")
    code, verdict = run_case(root)
    assert code == "0", verdict  # refused as expected, by the option's rule
    assert page.evaluate("document.scrollingElement.scrollWidth") <= PHONE_SIZE["width"]
    screenshot(page, f"checker/phone-{lang}.png")
    # the same move with the default option: accepted, so the expected refusal does not hold
    root.locator('[data-option="coin_exchanges"] input').nth(0).check()
    code, verdict = run_case(root)
    assert code == "1", verdict
    screenshot(page, f"checker/phone-{lang}-default-option.png")


def test_a_worker_that_hangs_is_stopped_in_time_and_the_next_run_works(browser, site_url, built_site):
    """A bundle whose check never returns for one case (served in place of the real one): the page stops the
    worker after its time limit, says so in its language, and the next press starts a fresh worker that answers.
    The page is served with a limit of 3 s instead of its 10 (the limit is the page's data: the wait is shorter,
    the behaviour the same; the page's own limit is the one render/checker.py gives it, read here).
    Mutation: no time limit on the check stage (`watch(engine.runSeconds, ...)` left out) → only the loading limit
    stops the worker, after 60 s and saying the engine stopped loading, and this fails."""
    import io
    import json
    import zipfile

    from marquoir.render.checker import RUN_LIMIT_S

    source = io.BytesIO((built_site / "fr" / "assets" / "engine" / "marquoir.zip").read_bytes())
    patched = io.BytesIO()
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(patched, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "marquoir/web.py":
                data += (b"\n\n_check = check\n\n\ndef check(text, lang, name='case.yaml', form=False):\n"
                         b"    while 'HANG-FOREVER' in text:\n        pass\n"
                         b"    return _check(text, lang, name, form)\n")
            zout.writestr(info, data)
    context = browser.new_context(service_workers="block")  # every request reaches the route below
    context.route("**/assets/engine/marquoir.zip",
                  lambda route: route.fulfill(body=patched.getvalue(), content_type="application/zip"))
    limit, written = 3, f'"runSeconds": {RUN_LIMIT_S}'

    def shorter(route):
        response = route.fetch()
        route.fulfill(response=response, body=response.text().replace(written, f'"runSeconds": {limit}'))

    context.route("**/fr/moyen-age/verifier.html", shorter)
    try:
        page = context.new_page()
        root = open_checker(page, checker_url(site_url, "fr"))
        config = json.loads(root.locator("[data-checker-config]").text_content())
        assert config["engine"]["runSeconds"] == limit
        code, verdict = run_case(root, "# HANG-FOREVER\nplayers: [Alice, Bruno]\nmoves: []\nexpect: {}\n")
        assert code is None and root.locator("[data-case-verdict]").get_attribute("data-state") == "failed"
        assert as_typed(verdict) == ("Pas de réponse au bout de 3 s : le calcul a été arrêté. Le prochain essai repart "
                                     "d'un moteur neuf.")
        code, verdict = run_case(root, "players: [Alice, Bruno]\nmoves: [take 1]\nexpect: {Alice: {ecus: 11}}\n")
        assert code == "0", verdict
    finally:
        context.close()


def test_the_permalink_round_trips(pages, site_url):
    """A case made with the form (names, money, cards, a site, a row, an option, moves from the lists and typed, an
    expectation), then its link opened in a new page: the same form, the same file, the same verdict. And a file
    edited by hand travels as it is, comments included.
    Mutation: `toCase` leaving out the options → the file plays by the default (the second take is accepted) and
    this fails."""
    page = pages()
    root = open_checker(page, checker_url(site_url, "en"))
    players = root.locator("[data-case-players] [data-case-player]")
    players.nth(0).locator('input[data-field="name"]').fill("Zoé «1»")
    players.nth(0).locator('input[data-field="ecus"]').fill("7")
    players.nth(0).locator("select").nth(0).select_option("grue-1")  # a completed machine
    players.nth(0).get_by_role("button", name="Add a site").click()
    players.nth(0).locator(".mq-checker__site select").first.select_option("chapelle")
    root.locator("[data-case-rows] select").first.select_option("eglise")
    root.locator('[data-option="coin_exchanges"] input').nth(1).check()
    add_move(root, "take", n="1")
    type_move(root, "take 1")
    root.locator("[data-case-expect] input").nth(0).fill("8")
    code, verdict = run_case(root)
    assert code == "2"  # the second exchange is refused by the option: nobody expected it
    text = root.locator("textarea[data-case-yaml]").input_value()
    assert "coin_exchanges" in text and '"Zoé «1»"' in text
    link = root.locator("[data-case-link]").input_value()
    assert link == page.url and "#case=" in link

    other = pages()
    again = open_checker(other, link)
    assert again.locator("[data-case-notice]").inner_text() == "Case restored from the link."
    assert again.locator("textarea[data-case-yaml]").input_value() == text
    assert again.locator('[data-case-player="0"] input[data-field="name"]').input_value() == "Zoé «1»"
    assert again.locator('[data-option="coin_exchanges"] label:has(input:checked)').inner_text() == \
        "one exchange per turn (Board Game Arena)"
    assert run_case(again) == (code, verdict)

    edited = "# a comment that only a file keeps\n" + text.replace("expect:", "expect:\n  error: one-exchange")
    run_case(root, edited)
    link = root.locator("[data-case-link]").input_value()
    third = pages()
    restored = open_checker(third, link)
    assert restored.locator("textarea[data-case-yaml]").input_value() == edited
    assert restored.locator("[data-case-detached]").is_visible()
    assert run_case(restored)[0] == "0"  # the refusal is expected now, and Zoé has 7 + 1 écus


def test_the_file_is_downloaded_as_case_yaml_and_the_file_and_link_copied(browser, site_url):
    context = browser.new_context(accept_downloads=True, locale="en-GB")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    try:
        page = context.new_page()
        root = open_checker(page, checker_url(site_url, "en"))
        type_move(root, "take 2")
        text = root.locator("textarea[data-case-yaml]").input_value()
        root.locator("[data-case-file-box] > summary").click()  # the file is folded under the verdict
        with page.expect_download() as download:
            root.locator("[data-case-download]").click()
        assert download.value.suggested_filename == "case.yaml"
        assert Path(download.value.path()).read_text(encoding="utf-8") == text
        root.locator("[data-case-copy-file]").click()
        page.wait_for_function("() => document.querySelector('[data-case-notice]').textContent !== ''")
        assert root.locator("[data-case-notice]").inner_text() == "Copied."  # once the clipboard has answered
        assert page.evaluate("navigator.clipboard.readText()") == text
        root.locator("[data-case-copy-link]").click()
        assert page.evaluate("navigator.clipboard.readText()") == root.locator("[data-case-link]").input_value()
    finally:
        context.close()
