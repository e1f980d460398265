"""The score counter, driven in the real built site: the shared cases, bad input, 2 to 4 players, and
the rules it counts by, which come from its configuration (the engine's), not from the script."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

CASES = yaml.safe_load((Path(__file__).parents[1] / "data" / "score_cases.yaml").read_text(encoding="utf-8"))
PAGE = "moyen-age/fin-de-la-partie.html"
CONFIG = re.compile(r"(<script type=\"application/json\" data-counter-config>)(.*?)(</script>)", re.S)


def open_counter(page, site_url, lang="fr", edition="moyen-age"):
    page.goto(f"{site_url}{lang}/{PAGE.replace('moyen-age', edition)}")
    counter = page.locator("[data-score-counter]")
    counter.wait_for()
    return counter


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


@pytest.mark.parametrize("case", CASES["valid"], ids=[c["case"] for c in CASES["valid"]])
def test_counter_agrees_with_the_shared_cases(page, site_url, case):
    counter = open_counter(page, site_url)
    fill(counter, case["players"])
    totals, ranking, end = results(counter)
    assert totals == [str(t) for t in case["totals"]]
    assert ranking == case["ranking"]
    assert end == case["end"]
    assert counter.locator("[data-error]").inner_text() == ""
    assert "NaN" not in counter.inner_text()


@pytest.mark.parametrize("case", CASES["antiquite"], ids=[c["case"] for c in CASES["antiquite"]])
def test_antiquity_counter_agrees_with_the_shared_cases(page, site_url, case):
    counter = open_counter(page, site_url, "en", "antiquite")
    assert counter.locator('label:has(input[name="ecus"])').first.inner_text().startswith("Sesterces left")
    fill(counter, case["players"])
    totals, ranking, end = results(counter)
    assert totals == [str(t) for t in case["totals"]]
    assert ranking == case["ranking"]
    assert end == case["end"]


@pytest.mark.parametrize("case", CASES["invalid"], ids=[c["case"] for c in CASES["invalid"]])
@pytest.mark.parametrize("lang,words", [("fr", {"err_negative": "négative", "err_number": "nombre entier",
                                                "err_absurd": "plus que possible"}),
                                        ("ja", {"err_negative": "負の数", "err_number": "整数",
                                                "err_absurd": "大きすぎます"})])
def test_bad_values_get_a_visible_message_in_the_pages_language(page, site_url, case, lang, words):
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

    Mutation: ``Math.floor(p[config.money] / 10)`` in marquoir.js → fails; the ranking compared by
    total, vp, ecus whatever the configuration → fails; ``count >= 4`` for the add button → fails."""

    def other_rules(config):
        config.update(moneyPerPoint=5, endVp=18, ranking=["total", "ecus", "vp"], maxPlayers=3)
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


def test_antiquity_penalties_come_from_the_configuration(page, site_url):
    """Mutation: ``- 2 * (p.loans || 0) - (p.slaves || 0)`` in marquoir.js instead of the configuration's
    penalties → fails."""
    serve_other_rules(page, lambda config: config["penalties"].update(loans=3, slaves=4))
    counter = open_counter(page, site_url, "en", "antiquite")
    fill(counter, [{"name": "Alice", "vp": "20", "ecus": "0", "loans": "1", "slaves": "1"},
                   {"name": "Bruno", "vp": "5", "ecus": "", "loans": "", "slaves": ""}])
    totals, ranking, _ = results(counter)
    assert totals == ["13", "5"]  # 20 - 3 - 4
    assert ranking == [[1, ["Alice"]], [2, ["Bruno"]]]
