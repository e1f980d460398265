"""The score counter states no rule: its numbers, its ranking and the numbers in its texts come from the engine."""

from __future__ import annotations

import dataclasses
import html
import json
import re

import pytest

import marquoir.engine.scoring as scoring
from marquoir.engine.messages import ranking_words
from marquoir.facts.base import Facts
from marquoir.render.context import Ctx
from marquoir.render.counter import RANKING_FIELDS, SCRIPT_FIELDS, WORDS, configuration, counter, word
from marquoir.vocab import EDITIONS, LANGS

CONFIG = re.compile(r"<script type=\"application/json\" data-counter-config>(.*?)</script>", re.S)


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


def render(facts, edition: str, lang: str) -> tuple[str, dict]:
    """The counter's Markdown on its page, and its JSON configuration."""
    markdown = counter(edition, Ctx(facts, lang, f"{edition}/fin-de-la-partie.md", edition))
    return markdown, json.loads(CONFIG.search(markdown).group(1))


def visible(markdown: str) -> str:
    """The counter's text outside its script: what the page shows before anything is typed."""
    return re.sub(r"<[^>]+>", " ", CONFIG.sub("", markdown))


def test_the_counters_inputs_and_players_are_the_engines_and_the_editions(facts, monkeypatch):
    """A player's inputs are the engine's penalties, in the engine's order, and the number of players is the edition
    fact's: the counter shows as many players as the fact's least, and accepts up to its most.

    Mutation: the counter's fields written ``["vp", "ecus", "loans", "slaves"]`` for Antiquity in
    counter.configuration → fails; ``"minPlayers": 2`` → fails."""
    real = scoring.score_sheet
    monkeypatch.setattr(scoring, "score_sheet", lambda e: {**real(e), "penalties": {"slaves": 1, "loans": 2}})
    located = [dataclasses.replace(loc, fact=loc.fact.model_copy(update={"players": [3, 5]}))
               if loc.fact.kind == "edition" and loc.fact.id == "antiquite" else loc for loc in facts.located]
    markdown, config = render(Facts(located), "antiquite", "en")
    assert config["fields"] == ["vp", "ecus", "slaves", "loans"]
    assert [config["minPlayers"], config["maxPlayers"]] == [3, 5]
    assert markdown.count('<fieldset class="mq-counter__player" data-player>') == 3
    names = re.findall(r'<input name="(\w+)"', markdown)
    assert names == ["name", "vp", "ecus", "slaves", "loans"] * 3


@pytest.fixture
def other_rules(monkeypatch):
    """The engine's score sheet with other numbers: 18 VP end the game, 5 écus make a point, money
    breaks ties before VP, other penalties and limits."""
    real = scoring.score_sheet

    def sheet(edition: str) -> dict:
        s = real(edition)
        penalties = {"loans": 3, "slaves": 4} if s["penalties"] else {}
        terms = [{"count": "vp", "per": 1, "points": 1}, {"count": "money", "per": 5, "points": 1},
                 *({"count": f, "per": 1, "points": -n} for f, n in penalties.items())]
        return {**s, "end_vp": 18, "end": {"count": "vp", "at": 18}, "money_per_point": 5, "score": terms,
                "ranking": ["score", "money", "vp"], "penalties": penalties,
                "limits": {**s["limits"], "vp": 77, "money": 555}}

    monkeypatch.setattr(scoring, "score_sheet", sheet)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_counter_and_its_texts_follow_the_engines_rules(facts, other_rules, edition, lang):
    """Mutation: ``"at": 17`` for the end in counter.configuration → fails; the French help's "dizaine complète"
    used whatever the number (``word()`` picking ``money_points_10`` for 5) → fails; the tie-break phrases in a
    fixed order (VP, then money) → fails."""
    markdown, config = render(facts, edition, lang)
    assert config["end"]["at"] == 18 and config["score"][1] == {"field": "ecus", "per": 5, "points": 1}
    assert [c["value"] for c in config["criteria"]] == ["total", "ecus", "vp"]
    assert config["limits"]["vp"] == 77 and config["limits"]["ecus"] == 555
    labels = config["labels"]
    for key in ("end", "no_end"):
        assert "18" in labels[key] and "17" not in labels[key]
    shown = visible(markdown)
    assert "17" not in shown and "dizaine" not in shown and " ten " not in shown
    help_ = html.unescape(re.search(r'class="mq-counter__help">([^<]*)<', markdown).group(1))
    assert "5" in help_ and "10" not in help_
    tiebreak = html.unescape(re.search(r'class="mq-counter__tiebreak">([^<]*)<', markdown).group(1))
    money, vp = WORDS(word("by_ecus", edition), lang), WORDS("by_vp", lang)
    assert money + WORDS("then", lang) + vp in tiebreak  # the money first now, as the engine ranks
    if edition == "antiquite":
        assert [t["points"] for t in config["score"][2:]] == [-3, -4]
        assert "3" in help_ and "4" in help_ and "2" not in help_


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_script_gets_only_its_own_fields_to_fill(facts, edition, lang):
    """Every ``{field}`` left in a label is one the script fills; the numbers are already in.

    Mutation: ``{end_vp}`` passed through to the script instead of filled in counter.counter → fails."""
    markdown, config = render(facts, edition, lang)
    left = {m for text in config["labels"].values() for m in re.findall(r"\{(\w+)\}", text)}
    assert left <= set(SCRIPT_FIELDS)
    ranking = config["ranking"]
    said = [*ranking["places"].values(), ranking["tied"], *ranking["reasons"].values(), *ranking["score"].values()]
    assert {m for text in said for m in re.findall(r"\{(\w+)\}", text)} <= {*RANKING_FIELDS, "n"}
    assert "{" not in visible(markdown).replace("{#compteur}", "")


def test_a_ranking_the_counter_cannot_follow_is_an_error(monkeypatch):
    real = scoring.score_sheet
    monkeypatch.setattr(scoring, "score_sheet", lambda e: {**real(e), "ranking": ["score", "machines"]})
    with pytest.raises(ValueError, match="machines"):
        configuration("moyen-age", (2, 4))


SITE_WORDING = {  # how the site says the points of the money (glossary, rules, summaries)
    ("moyen-age", "fr"): "1 point par dizaine complète d'écus",
    ("moyen-age", "en"): "1 point for every full 10 écus",
    ("moyen-age", "ja"): "10コインにつき1勝利点（端数は数えない）",
    ("antiquite", "fr"): "1 point par dizaine complète de sesterces",
    ("antiquite", "en"): "1 point for every full 10 sesterces",
    ("antiquite", "ja"): "10セステルティウスにつき1勝利点（端数は数えない）",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_help_says_complete_tens_as_the_site_does(facts, edition, lang):
    """With the engine's 10 per point, the help uses the site's wording (French has a word for ten; the number
    itself is the score sheet's, as the test with 5 per point above shows).

    Mutation: the key ``money_points_10`` removed from WORDS (French back to "tranche complète de 10 écus") → fails;
    the Japanese "10コインごとに1点" → fails; "残っているコインの枚数" back in the Japanese help → fails."""
    markdown, _ = render(facts, edition, lang)
    help_ = html.unescape(re.search(r'class="mq-counter__help">([^<]*)<', markdown).group(1))
    assert SITE_WORDING[edition, lang] in help_
    assert "tranche" not in help_ and "complete set" not in help_ and "ごとに" not in help_
    assert "コインの枚数" not in help_  # 枚 counts coins as objects; the money is counted in コイン


EXPLAINED = [{"score": 18, "players": ["Chloé", "Bruno", "Alice", "Daichi"], "tied": [["Alice", "Daichi"]],
              "separated": [{"before": "Chloé", "after": "Bruno", "criterion": "vp", "values": [17, 16]},
                            {"before": "Bruno", "after": "Alice", "criterion": "money", "values": [28, 22]}]},
             {"score": 9, "players": ["Emma", "Farid"], "separated": [], "tied": [["Emma", "Farid"]]}]


@pytest.mark.parametrize("money,lang,expected", [
    ("ecus", "fr", ["Chloé avant Bruno aux PV de bâtiments et machines, 17 contre 16",
                    "Bruno avant Alice aux écus, 28 contre 22",
                    "Alice et Daichi ex aequo : rien ne les départage, ils partagent la place",
                    "Emma et Farid ex aequo : rien ne les départage, ils partagent la place"]),
    ("ecus", "en", ["Chloé ahead of Bruno on VP from buildings and machines, 17 to 16",
                    "Bruno ahead of Alice on écus, 28 to 22",
                    "Alice and Daichi tied: nothing separates them, they share the place",
                    "Emma and Farid tied: nothing separates them, they share the place"]),
    ("ecus", "ja", ["ChloéがBrunoより上位（建物と設備の勝利点、17対16）",
                    "BrunoがAliceより上位（コイン、28対22）",
                    "Alice、Daichiは同点で、同点の場合の決着でも差がつかないため同順位",
                    "Emma、Faridは同点で、同点の場合の決着でも差がつかないため同順位"]),
    ("sesterces", "fr", ["Chloé avant Bruno aux PV de bâtiments et machines, 17 contre 16",
                         "Bruno avant Alice aux sesterces, 28 contre 22",
                         "Alice et Daichi ex aequo : rien ne les départage, ils partagent la place",
                         "Emma et Farid ex aequo : rien ne les départage, ils partagent la place"]),
])
def test_the_engines_explanation_in_the_engines_words(money, lang, expected):
    """Each tie-break that separated two players, with both figures, then those nothing separates, in the order
    of the engine's explanation; the glossary's terms (PV, écus/sesterces, 勝利点, コイン). The case checker's verdict
    and the score counter say the ranking with these words (the counter's script is checked against this function
    in Node: tests/js/counter/score.test.mjs).

    Mutation: ``a, b = (number(v, lang) for v in s["values"])`` reversed in messages.ranking_words → fails; the tied
    groups before the separated ones → fails; the money's word not the edition's → the sesterces case fails."""
    assert ranking_words([], {}, EXPLAINED, lang, money) == expected


@pytest.mark.parametrize("edition", EDITIONS)
def test_japanese_counter_texts_use_full_width_brackets(facts, edition):
    """What the Japanese counter shows or the script writes has （） and ：, never ASCII brackets or colons.

    Mutation: ``"place-tied"`` in Japanese ``"{rank}位 {names}：{score} (同点)"`` → fails."""
    markdown, config = render(facts, edition, "ja")
    ranking = config["ranking"]
    texts = [visible(markdown).replace("{#compteur}", ""), *config["labels"].values(), *ranking["places"].values(),
             ranking["tied"], *ranking["reasons"].values()]
    for text in texts:
        assert not re.search(r"[():]", text), text
    assert ranking["places"]["tied"].endswith("（同点）")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_script_has_the_words_of_every_tie_break_it_may_name(facts, other_rules, edition):
    """Mutation: only the VP sentence in the ranking's words (the script could not name the money tie-break) →
    fails."""
    _, config = render(facts, edition, "fr")
    assert {c["name"] for c in config["criteria"][1:]} <= set(config["ranking"]["reasons"])
    assert ("aux sesterces" if edition == "antiquite" else "aux écus") in config["ranking"]["reasons"]["money"]
