"""The case checker page states no rule: its players, limits, rates, options, verbs, cards and rule links come from the
engine and the facts; its words are in the three languages; its markup contract is there."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from marquoir.engine.errors import rule_ids
from marquoir.engine.limits import SEED_MAX, limits
from marquoir.engine.options import ANTIQUITY_ONLY, Options
from marquoir.engine.rules import edition_rules
from marquoir.facts import loader
from marquoir.render import render_site
from marquoir.render.checker import PATH, WORDS, checker_page, configuration
from marquoir.render.context import Ctx
from marquoir.vocab import EDITIONS, LANGS

CONFIG = re.compile(r"<script type=\"application/json\" data-checker-config>(.*?)</script>", re.S)
SCRIPT = Path(__file__).parents[2] / "docs" / "theme" / "assets" / "checker.js"


@pytest.fixture(scope="module")
def facts():
    return loader.load()


def ctx(facts, edition: str, lang: str) -> Ctx:
    return Ctx(facts, lang, f"{edition}/{PATH}", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_numbers_are_the_engines(facts, edition):
    """Mutation: `"players": {"min": 2, "max": 5}` written in configuration → fails."""
    rules = edition_rules(edition)
    config = configuration(edition, ctx(facts, edition, "fr"))
    assert config["players"] == {"min": rules.min_players, "max": rules.max_players}
    assert config["limits"] == {**limits(edition), "seed": SEED_MAX}
    assert config["take"] == [spent for spent, _ in rules.take]
    assert config["ruleIds"] == list(rule_ids(edition))
    assert config["words"]["money_dealt"].endswith(str(rules.start_money) + " au départ")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_options_are_the_engines_labelled_by_their_rulings(facts, edition):
    config = configuration(edition, ctx(facts, edition, "en"))
    names = [f.name for f in dataclasses.fields(Options) if edition == "antiquite" or f.name not in ANTIQUITY_ONLY]
    assert [o["name"] for o in config["options"]] == names
    for option in config["options"]:
        default = getattr(Options(), option["name"])
        assert option["default"] == default and option["values"][0] == default and len(option["values"]) >= 2
        Options.of({option["name"]: option["values"][-1]}, edition)  # every value offered is one the engine takes
    by_name = {o["name"]: o for o in config["options"]}
    assert by_name["coin_exchanges"]["values"] == ["several", "one-per-turn"]
    ruling = next(r for r in facts.of("ruling") if r.option == "coin_exchanges")
    assert by_name["coin_exchanges"]["label"] == ruling.title.en
    assert by_name["coin_exchanges"]["href"].endswith(f"arbitrages/{ruling.id}.html")
    if edition == "antiquite":
        assert by_name["university_bonus"]["values"] == [3, 1, 2]
        assert by_name["freed_slave_wage"]["values"] == ["resources", *range(10)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_verbs_and_cards_are_the_editions(facts, edition):
    config = configuration(edition, ctx(facts, edition, "ja"))
    verbs = {v["verb"]: [f["name"] for f in v["fields"]] for v in config["verbs"]}
    if edition == "moyen-age":
        assert verbs == {"open": ["card"], "recruit": ["card"], "send": ["card", "site"], "take": ["n"], "buy": [],
                         "end": []}
    else:
        assert verbs["send"] == ["card", "site", "tool"] and verbs["invest"] == ["card", "on"] and "free" in verbs
    cards = {c["id"]: c for c in config["cards"]}
    assert set(cards) == {c.id for c in facts.of("card", edition)}
    if edition == "moyen-age":
        assert cards["compagnon-3"]["name"] == "職人3" and cards["chapelle"]["type"] == "building"


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_has_the_markup_contract_and_the_words_of_its_language(facts, lang):
    markdown = checker_page("moyen-age", ctx(facts, "moyen-age", lang))
    for needle in ("data-case ", "<textarea", "data-case-yaml", "<button", "data-case-run", "data-case-verdict"):
        assert needle in markdown
    config = json.loads(CONFIG.search(markdown).group(1))
    assert config["words"]["run"] == WORDS("run", lang)
    assert config["engine"]["worker"] == "../assets/engine/worker.mjs"
    assert 'src="../assets/checker.js"' in markdown and 'href="../assets/checker.css"' in markdown


def test_each_edition_has_its_checker_in_its_navigation(facts):
    for lang in LANGS:
        site = render_site(facts, lang)
        for edition in EDITIONS:
            assert f"{edition}/{PATH}" in site.pages
            section = next(v for item in site.nav for v in item.values() if isinstance(v, list)
                           and any(f"{edition}/index.md" in str(x) for x in v))
            assert {WORDS("title", lang): f"{edition}/{PATH}"} in section


def test_the_script_states_no_rule_and_no_word():
    """The only numbers in checker.js are its own (word positions in a move line, exit codes, the size limits of a
    link, base64's groups of 4, megabytes, "utf-8"); no card id, no rule id, no verb's words, no language.
    Mutation: the 17 VP that end a game written in the script (`var END_VP = 17;`) → fails."""
    source = re.sub(r"/\*.*?\*/", "", SCRIPT.read_text(encoding="utf-8"), flags=re.S)
    numbers = set(re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w])", source))
    assert numbers <= {"0", "1", "2", "3", "4", "5", "6", "8", "16", "200", "1000", "1e6", "12", "200000", "1000000",
                       "0x8000", "000"}, numbers
    for word in ("chapelle", "compagnon", "écus", "sesterces", "no-actions", "Alice", "Vérifier", "Check the case",
                 "17"):
        assert word not in source, word
