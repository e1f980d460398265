"""Illegal moves: each rule id, with its messages; a refused move changes nothing."""

import pytest
from engine_helpers import assert_refused

from marquoir.engine import RULE_IDS, Game, IllegalMove
from marquoir.engine.messages import LANGS

SETUP = {
    "Alice": {"ecus": 4, "workers": ["apprenti-1", "compagnon-1"], "built": ["tonnelle"],
              "sites": {"chapelle": ["maitre-1"], "cathedrale": []}},
    "Bruno": {"workers": ["apprenti-2"], "sites": {"eglise": []}},
    "buildings_row": ["lavoir", "forge", "ferme", "hotel", "grue-1"],
    "workers_row": ["maitre-2", "compagnon-2", "manoeuvre-4", "apprenti-3", "compagnon-5"],
}


def fresh(**changes):
    return Game.from_table(["Alice", "Bruno"], seed=2, setup={**SETUP, **changes})


def spent():
    game = fresh()
    game.take(3)
    return game


def finished():
    game = Game.from_table(["Alice", "Bruno"], setup={"Bruno": {"built": ["cathedrale", "chateau-fort", "grue-2"]}})
    game.end_turn()
    game.end_turn()
    return game


def exchanged():
    """Option coin_exchanges: one-per-turn, after one exchange."""
    game = Game.from_table(["Alice", "Bruno"], seed=2, setup=SETUP, options={"coin_exchanges": "one-per-turn"})
    game.take(1)
    return game


def escalated():
    game = fresh(Alice={"ecus": 20, "workers": ["apprenti-1", "apprenti-3"], "sites": {"cathedrale": []}},
                 workers_row=[])
    game.send("apprenti-1", to="cathedrale")
    game.take(1)
    return game


CASES = [
    ("game-over", finished, "end"),
    ("game-over", finished, "open tonnelle"),
    ("unknown-card", fresh, "open chapel"),
    ("unknown-card", fresh, "recruit compagnon-99"),
    ("unknown-card", fresh, "send compagnon-99 to chapelle"),
    ("unknown-card", fresh, "send apprenti-1 to nowhere"),
    ("not-in-row-building", fresh, "open cathedrale"),
    ("not-in-row-building", fresh, "open maitre-2"),
    ("not-in-row-worker", fresh, "recruit apprenti-2"),
    ("not-in-row-worker", fresh, "recruit lavoir"),
    ("no-actions", spent, "open lavoir"),
    ("no-actions", spent, "recruit maitre-2"),
    ("no-actions", spent, "send apprenti-1 to cathedrale"),
    ("no-actions", spent, "take 1"),
    ("no-actions", escalated, "send apprenti-3 to cathedrale"),
    ("no-ecus-action", lambda: fresh(Alice={"ecus": 4}), "buy"),
    ("no-ecus-wage", lambda: fresh(Alice={"ecus": 1, "workers": ["apprenti-1"], "sites": {"chapelle": []}}),
     "send apprenti-1 to chapelle"),
    ("not-in-team", fresh, "send apprenti-2 to cathedrale"),
    ("not-in-team", fresh, "send maitre-2 to cathedrale"),
    ("not-in-team", fresh, "send grue-1 to cathedrale"),
    ("not-in-team", fresh, "send tonnelle to cathedrale"),
    ("worker-busy", fresh, "send maitre-1 to cathedrale"),
    ("not-your-site", fresh, "send apprenti-1 to eglise"),
    ("not-your-site", fresh, "send apprenti-1 to lavoir"),
    ("not-your-site", fresh, "send apprenti-1 to compagnon-1"),
    ("site-finished", fresh, "send apprenti-1 to tonnelle"),
    ("one-exchange", exchanged, "take 1"),
    ("one-exchange", exchanged, "take 2"),
    ("take-amount", fresh, "take 4"),
    ("take-amount", fresh, "take 0"),
    ("take-amount", fresh, "take -2"),
    ("bad-move", fresh, "build chapelle"),
    ("bad-move", fresh, "send apprenti-1 chapelle"),
    ("bad-move", fresh, "take two"),
    ("bad-move", fresh, "open"),
    ("bad-move", fresh, ""),
    ("bad-move", fresh, "end now"),
]


@pytest.mark.parametrize("rule, make, move", CASES, ids=[f"{r}:{m}" for r, _, m in CASES])
def test_refused_move_changes_nothing(rule, make, move):
    game = make()
    error = assert_refused(game, move, rule)
    texts = {lang: error.message(lang) for lang in LANGS}
    assert all(texts.values()) and len(set(texts.values())) == 3
    assert str(error) == texts["fr"]  # the game's language
    assert move not in game.legal_moves()


def test_every_rule_id_is_exercised():
    assert {rule for rule, _, _ in CASES} | {"hidden-card"} == set(RULE_IDS)


def test_hidden_card_changes_nothing():
    game = fresh()
    hidden = Game.from_table(["Alice", "Bruno"], seed=2, setup=SETUP, options={"next_worker_visible": False})
    before = hidden.state()
    with pytest.raises(IllegalMove) as refused:
        hidden.next_worker()
    assert refused.value.rule == "hidden-card" and hidden.state() == before
    assert game.next_worker() == before["worker_deck"][0]


def test_message_follows_the_game_language():
    for lang in LANGS:
        game = Game.from_table(["Alice", "Bruno"], setup=SETUP, lang=lang)
        with pytest.raises(IllegalMove) as refused:
            game.open("cathedrale")
        assert str(refused.value) == refused.value.message(lang)
    game = Game.from_table(["Alice", "Bruno"], setup=SETUP, lang="ja")
    with pytest.raises(IllegalMove) as refused:
        game.send("maitre-1", to="cathedrale")
    assert str(refused.value) == "親方1はすでに礼拝堂で働いています。建物が完成するまで、その労働者は動かせません。"
    assert refused.value.message("fr").startswith("Le maître 1 travaille déjà à la chapelle")
    assert refused.value.message("en").startswith("Master 1 is already working on the Chapel")


def test_checks_look_at_the_card_before_the_cost():
    game = spent()
    assert game.why_not("open cathedrale") == "not-in-row-building"
    assert game.why_not("open lavoir") == "no-actions"


def test_illegal_move_needs_a_known_rule():
    with pytest.raises(ValueError):
        IllegalMove("no-such-rule")


def test_legal_moves_are_exactly_the_accepted_ones():
    game = fresh(Alice={"ecus": 9, "workers": ["apprenti-1", "compagnon-1", "maitre-3"],
                        "sites": {"chapelle": ["maitre-1"], "cathedrale": []}})
    game.send("apprenti-1", to="cathedrale")
    legal = game.legal_moves()
    assert "send compagnon-1 to cathedrale" in legal and "send maitre-3 to chapelle" in legal
    candidates = set(legal)
    for verb in ("open", "recruit"):
        candidates |= {f"{verb} {c}" for c in SETUP["buildings_row"] + SETUP["workers_row"] + ["cathedrale"]}
    candidates |= {f"send {w} to {s}" for w in ("apprenti-1", "compagnon-1", "maitre-3", "maitre-1", "apprenti-2")
                   for s in ("chapelle", "cathedrale", "eglise", "tonnelle")}
    candidates |= {f"take {n}" for n in range(-1, 6)} | {"buy", "end"}
    for move in sorted(candidates):
        assert (game.why_not(move) is None) == (move in legal), move


@pytest.mark.parametrize("move, near", [("open chapel", "chapelle"), ("open Chapelle", "chapelle"),
                                        ("send apprenti-1 to cathedral", "cathedrale"),
                                        ("recruit compagnon-99", "compagnon-9"), ("open xyzzy", None)])
def test_a_misspelt_card_is_refused_with_the_nearest_real_id(move, near):
    """``unknown-card`` as before, and the message asks "did you mean ...?" in each language when an id is close.

    Mutation: ``near`` left out of the refusal's parameters in verbs.refusal → fails."""
    game = fresh()
    error = assert_refused(game, move, "unknown-card")
    assert error.params.get("near") == near
    texts = {lang: error.message(lang) for lang in LANGS}
    if near:
        assert texts["fr"].endswith(f" Vouliez-vous dire « {near} » ?")
        assert texts["en"].endswith(f" Did you mean “{near}”?")
        assert texts["ja"].endswith(f"「{near}」のことですか？")
    else:
        assert not any("?" in t or "？" in t for t in texts.values()), texts


def test_a_misspelt_card_in_a_setup_is_named_with_the_nearest_real_id():
    with pytest.raises(ValueError, match=r"unknown card id 'chapel' \(did you mean 'chapelle'\?\)"):
        Game.from_table(["Alice", "Bruno"], setup={"Alice": {"sites": {"chapel": []}}})
