"""Option ``coin_exchanges`` (issue 12, disputed point): how many times money may be taken in one turn.

The rulebook is silent; Marquoir's verdict (a house rule) is "several, each priced on its own" (the
default, ``several``); Board Game Arena is read as one exchange per turn (``one-per-turn``). Who says
what is in the option's docstring (marquoir.engine.options).
"""

import pytest
from engine_helpers import assert_refused

from marquoir.engine import RULE_IDS, Game, IllegalMove, Options, rule_ids
from marquoir.engine.messages import LANGS

EDITIONS = [("moyen-age", "ecus"), ("antiquite", "sesterces")]


def game(edition, start=0, **options):
    money = "ecus" if edition == "moyen-age" else "sesterces"
    return Game.from_table(["Alice", "Bruno"], setup={"Alice": {money: start}}, edition=edition,
                           options=options or None)


@pytest.mark.parametrize("edition, money", EDITIONS)
def test_several_exchanges_by_default_each_priced_on_its_own(edition, money):
    g = game(edition)
    assert Options().coin_exchanges == "several" and g.state()["options"]["coin_exchanges"] == "several"
    g.take(1)
    g.take(2)
    assert g.ecus("Alice") == 1 + 3 and g.actions_left == 0  # less than one exchange of 3 actions (6)


@pytest.mark.parametrize("edition, money", EDITIONS)
def test_one_exchange_per_turn(edition, money):
    """Mutation: the one-exchange check removed from turn.check_take → fails (the second take is played); and
    ``t.exchanges = 0`` removed from turn.start_turn → fails (Alice's next turn is refused)."""
    g = game(edition, 2, coin_exchanges="one-per-turn")
    assert "take 1" in g.legal_moves()
    g.take(2)
    assert g.ecus("Alice") == 5 and g.actions_left == 1
    assert not any(m.startswith("take ") for m in g.legal_moves())
    refused = assert_refused(g, "take 1", "one-exchange")
    texts = {lang: refused.message(lang) for lang in LANGS}
    assert len(set(texts.values())) == 3 and "{" not in "".join(texts.values())
    word = {"moyen-age": ("écus", "écus", "コイン"),
            "antiquite": ("sesterces", "sesterces", "セステルティウス")}[edition]
    assert word[0] in texts["fr"] and word[1] in texts["en"] and f"{word[2]}の獲得" in texts["ja"]
    assert g.why_not("take 9") == "take-amount"  # an impossible amount is still named as such
    g.buy()  # bought actions do not open a second exchange either
    assert g.why_not("take 1") == "one-exchange"
    g.end_turn()
    g.end_turn()  # Bruno's turn
    assert g.current == "Alice" and g.why_not("take 3") is None  # a new turn, a new exchange
    g.take(3)
    assert g.ecus("Alice") == 5 - 5 + 6


def test_the_rule_and_the_option_exist_in_both_editions():
    assert "one-exchange" in RULE_IDS and "one-exchange" in rule_ids("antiquite")
    assert Options.of({"coin_exchanges": "one-per-turn"}, "moyen-age").coin_exchanges == "one-per-turn"
    with pytest.raises(ValueError, match='coin_exchanges must be "several" or "one-per-turn"'):
        Options.of({"coin_exchanges": "once"}, "moyen-age")


def test_the_message():
    g = game("moyen-age", coin_exchanges="one-per-turn")
    g.take(1)
    with pytest.raises(IllegalMove) as refused:
        g.take(1)
    assert refused.value.message("fr") == ("Vous avez déjà pris des écus pendant ce tour : avec l'option choisie, "
                                           "une seule prise par tour.")
    assert refused.value.message("en") == ("You have already taken écus this turn: with the option chosen, only one "
                                           "exchange per turn.")
    assert refused.value.message("ja") == ("この手番ではすでにコインの獲得を行いました。"
                                           "選んだオプションでは、コインの獲得は1手番に1回までです。")


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_random_games_with_one_exchange_per_turn(edition):
    """Whole games with the option: never two exchanges by one player in one turn, and legal_moves agrees."""
    from marquoir.engine.simulate import random_game

    for seed in range(12):
        takes = []

        def after(g, move, takes=takes):
            if move.verb == "take":
                takes.append((g.round, g.current))
            if not g.over:
                listed = {m for m in g.legal_moves() if m.startswith("take ")}
                assert listed == {f"take {n}" for n in (1, 2, 3) if g.why_not(f"take {n}") is None}, move

        g = random_game(3, seed, edition=edition, coin_exchanges="one-per-turn", on_move=after)
        assert g.over and len(takes) == len(set(takes)) and takes
