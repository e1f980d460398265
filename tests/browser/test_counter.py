"""The score counter, driven in the real built site: the shared cases, bad input, 2 to 4 players."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

CASES = yaml.safe_load((Path(__file__).parents[1] / "data" / "score_cases.yaml").read_text(encoding="utf-8"))
PAGE = "moyen-age/fin-de-la-partie.html"


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
