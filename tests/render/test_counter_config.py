"""The score counter states no rule: its numbers, its ranking and the numbers in its texts come from the engine."""

from __future__ import annotations

import html
import json
import re

import pytest

import marquoir.engine.scoring as scoring
from marquoir.facts import loader
from marquoir.render.context import Ctx
from marquoir.render.counter import SCRIPT_FIELDS, WORDS, configuration, counter, word
from marquoir.vocab import EDITIONS, LANGS

CONFIG = re.compile(r"<script type=\"application/json\" data-counter-config>(.*?)</script>", re.S)


@pytest.fixture(scope="module")
def facts():
    return loader.load()


def render(facts, edition: str, lang: str) -> tuple[str, dict]:
    """The counter's Markdown on its page, and its JSON configuration."""
    markdown = counter(edition, Ctx(facts, lang, f"{edition}/fin-de-la-partie.md", edition))
    return markdown, json.loads(CONFIG.search(markdown).group(1))


def visible(markdown: str) -> str:
    """The counter's text outside its script: what the page shows before anything is typed."""
    return re.sub(r"<[^>]+>", " ", CONFIG.sub("", markdown))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_configuration_is_the_engines_score_sheet(facts, edition):
    """Mutation: ``"limits"`` from a table of the renderer (``{"vp": 150, "ecus": 999, ...}``) → fails."""
    sheet = scoring.score_sheet(edition)
    _, config = render(facts, edition, "fr")
    assert config["moneyPerPoint"] == sheet["money_per_point"]
    assert config["endVp"] == sheet["end_vp"]
    assert config["penalties"] == sheet["penalties"]
    assert config["fields"] == ["vp", "ecus", *sheet["penalties"]]
    assert config["limits"] == {"vp": sheet["limits"]["vp"], "ecus": sheet["limits"]["money"],
                                **{f: sheet["limits"][f] for f in sheet["penalties"]}}
    assert config["ranking"] == [{"score": "total", "money": "ecus"}.get(c, c) for c in sheet["ranking"]]
    edition_fact = next(e for e in facts.of("edition") if e.id == edition)
    assert [config["minPlayers"], config["maxPlayers"]] == list(edition_fact.players)


@pytest.fixture
def other_rules(monkeypatch):
    """The engine's score sheet with other numbers: 18 VP end the game, 5 écus make a point, money
    breaks ties before VP, other penalties and limits."""
    real = scoring.score_sheet

    def sheet(edition: str) -> dict:
        s = real(edition)
        s = {**s, "end_vp": 18, "money_per_point": 5, "ranking": ["score", "money", "vp"],
             "limits": {**s["limits"], "vp": 77, "money": 555}}
        if s["penalties"]:
            s["penalties"] = {"loans": 3, "slaves": 4}
        return s

    monkeypatch.setattr(scoring, "score_sheet", sheet)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_counter_and_its_texts_follow_the_engines_rules(facts, other_rules, edition, lang):
    """Mutation: ``"endVp": 17`` in counter.configuration → fails; the French help's "dizaine complète"
    used whatever the number (``word()`` picking ``money_points_10`` for 5) → fails; the tie-break phrases in a fixed order (VP, then money) → fails."""
    markdown, config = render(facts, edition, lang)
    assert (config["endVp"], config["moneyPerPoint"]) == (18, 5)
    assert config["ranking"] == ["total", "ecus", "vp"]
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
        assert config["penalties"] == {"loans": 3, "slaves": 4}
        assert "3" in help_ and "4" in help_ and "2" not in help_


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_script_gets_only_its_own_fields_to_fill(facts, edition, lang):
    """Every ``{field}`` left in a label is one the script fills; the numbers are already in.

    Mutation: ``{end_vp}`` passed through to the script instead of filled in counter.counter → fails."""
    markdown, config = render(facts, edition, lang)
    left = {m for text in config["labels"].values() for m in re.findall(r"\{(\w+)\}", text)}
    assert left <= set(SCRIPT_FIELDS)
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

