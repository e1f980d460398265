"""The engine scores, ranks and explains the shared table of cases (tests/data/score_cases.yaml) as the counter must.

The browser test of the score counter reads the same file: both sides agree, on the totals, the ranking, who ends
the game and why players with the same score are ranked as they are (``Game.ranking_explained()``).
"""

from __future__ import annotations

import unicodedata

import pytest
from engine_helpers import buildings_worth

from marquoir import Game
from marquoir.engine.scoring import score_sheet
from shared_data import score_cases

CASES = score_cases()


def typed(text: str) -> int:
    """What the counter reads from a field: full-width digits and spaces allowed, empty is 0."""
    text = "".join(unicodedata.normalize("NFKC", text).split())
    return int(text) if text else 0


def test_the_shared_cases_show_every_reason_in_both_editions():
    """The cases the counter is checked on include a tie broken by VP, one broken by money, players nothing
    separates (two, and three in a row), in the Middle Ages; VP and money tie-breaks in Antiquity.

    Mutation: the case ``every-kind-of-reason`` or ``three-tied-on-zero`` left out of the file → fails."""
    def kinds(cases):
        found = set()
        for case in cases:
            for group in case["explained"]:
                found |= {step["criterion"] for step in group["separated"]}
                found |= {f"tied-{len(names)}" for names in group["tied"]}
        return found

    assert kinds(CASES["valid"]) >= {"vp", "money", "tied-2", "tied-3"}
    assert kinds(CASES["antiquite"]) >= {"vp", "money"}


@pytest.mark.parametrize("case", CASES["valid"], ids=[c["case"] for c in CASES["valid"]])
def test_engine_agrees_with_the_shared_cases(case):
    """Mutation: ``"values": [b[differ], a[differ]]`` in engine.scoring.explain → fails (every tie broken by a
    tie-break); the engine's ranking compares écus before VP → fails."""
    taken: set[str] = set()
    names = [p["name"] for p in case["players"]]
    setup = {p["name"]: {"ecus": typed(p["ecus"]), "built": buildings_worth(typed(p["vp"]), taken), "workers": []}
             for p in case["players"]}
    game = Game.from_table(names, setup=setup)
    assert [game.score(n) for n in names] == case["totals"]
    assert [[rank, names_] for rank, names_ in game.ranking()] == case["ranking"]
    assert [n for n in names if game.vp(n) >= score_sheet("moyen-age")["end_vp"]] == case["end"]
    assert game.ranking_explained() == case["explained"]


@pytest.mark.parametrize("case", CASES["antiquite"], ids=[c["case"] for c in CASES["antiquite"]])
def test_engine_agrees_with_the_shared_antiquity_cases(case):
    """Mutation: the same reversed values in engine.scoring.explain → fails (``penalties-do-not-break-ties``,
    ``tie-broken-by-sesterces``)."""
    taken: set[str] = set()
    names = [p["name"] for p in case["players"]]
    loans = iter(f"emprunt-{i}" for i in range(1, 5))
    slaves = iter(f"esclave-{i}" for i in range(1, 7))
    setup = {p["name"]: {"sesterces": typed(p["ecus"]), "built": buildings_worth(typed(p["vp"]), taken, "antiquite"),
                         "loans": [next(loans) for _ in range(typed(p["loans"]))],
                         "workers": [next(slaves) for _ in range(typed(p["slaves"]))]}
             for p in case["players"]}
    game = Game.from_table(names, setup=setup, edition="antiquite")
    assert [game.score(n) for n in names] == case["totals"]
    assert [[rank, names_] for rank, names_ in game.ranking()] == case["ranking"]
    assert [n for n in names if game.vp(n) >= score_sheet("antiquite")["end_vp"]] == case["end"]
    assert game.ranking_explained() == case["explained"]
