"""Antiquity's illegal moves: each new rule id (and the Middle Ages ones it still uses), its messages in fr/en/ja;
a refused move changes nothing."""

import pytest
from engine_helpers import assert_refused

from marquoir.engine import ANTIQUITY_RULE_IDS, RULE_IDS, Game, IllegalMove, rule_ids
from marquoir.engine.messages import LANGS

END = ["pyramide", "jardins-suspendus", "scie"]  # 17 VP
SETUP = {
    "Alice": {"sesterces": 9, "workers": ["compagnon-3", "esclave-1", "esclave-2", "palan"],
              "tools": ["outil-maillet"], "loans": ["emprunt-1"], "freed": ["esclave-2"],
              "equipped": {"compagnon-3": ["universite-pierre", "outil-scie"]}, "built": ["palan"],
              "sites": {"temple": ["esclave-3"], "forum": []}},
    "Bruno": {"workers": ["apprenti-1", "esclave-4"], "tools": ["outil-pinceau"], "loans": ["emprunt-2"]},
    "investment_row": ["esclave-5", "emprunt-3", "emprunt-4", "universite-bois", "universite-decoration"],
}


def antiquity(setup=SETUP, **options):
    return Game.from_table(["Alice", "Bruno"], seed=4, setup=setup, edition="antiquite", options=options or None)


def fresh():
    return antiquity()


def invested():
    game = fresh()
    game.invest("emprunt-3")
    return game


def spent():
    game = fresh()
    game.take(3)
    return game


def poor():
    return antiquity({**SETUP, "Alice": {**SETUP["Alice"], "sesterces": 6}})


def end_only():
    return antiquity(freeing="end-only")


def settling(**options):
    def make():
        setup = {**SETUP, "Alice": {**SETUP["Alice"], "built": END + ["palan"], "sesterces": 4}}
        game = antiquity(setup, **options)
        game.end_turn()
        game.end_turn()
        assert game.settling and game.current == "Alice"
        return game
    return make


def settling_no_actions():
    setup = {**SETUP, "Alice": {**SETUP["Alice"], "built": END + ["palan"], "sesterces": 4,
                                "workers": ["compagnon-3", "esclave-1", "esclave-2", "esclave-4", "esclave-5",
                                            "esclave-6", "palan"]},
             "Bruno": {"workers": ["apprenti-1"]}, "investment_row": []}
    game = antiquity(setup, freeing="end-only")
    game.end_turn()
    game.end_turn()
    for slave in ("esclave-1", "esclave-5", "esclave-6"):
        game.free(slave)
    return game


CASES = [
    # Antiquity's own rules
    ("one-investment", invested, "invest esclave-5"),
    ("one-investment", invested, "invest universite-bois on compagnon-3"),
    ("no-stock", fresh, "invest outil-equerre"),  # every tool is taken
    ("not-in-row-investment", fresh, "invest esclave-6"),  # set aside: the slave stack still holds esclave-5
    ("not-in-row-investment", fresh, "invest emprunt-1"),  # Alice's own loan
    ("not-in-row-investment", fresh, "invest temple"),
    ("invest-target", fresh, "invest universite-bois"),
    ("invest-target", fresh, "invest emprunt-3 on compagnon-3"),
    ("university-on-machine", fresh, "invest universite-bois on palan"),
    ("university-on-slave", fresh, "invest universite-bois on esclave-1"),
    ("already-educated", fresh, "invest universite-bois on compagnon-3"),
    ("not-a-slave", fresh, "free compagnon-3"),
    ("not-a-slave", fresh, "free outil-maillet"),
    ("already-freed", fresh, "free esclave-2"),
    ("slave-busy", fresh, "free esclave-3"),
    ("slave-busy", settling(freeing="end-only"), "free esclave-3"),
    ("slave-not-yours", fresh, "free esclave-4"),  # Bruno's
    ("slave-not-yours", fresh, "free esclave-5"),  # still in the investment row
    ("fit-not-free", fresh, "invest universite-bois on esclave-3"),  # on the temple
    ("fit-not-free", fresh, "invest universite-bois on apprenti-2"),  # Bruno's
    ("tool-not-yours", fresh, "send esclave-2 to forum with outil-pinceau"),  # Bruno's tool
    ("tool-not-yours", fresh, "send esclave-2 to forum with outil-scie"),  # already fitted
    ("tool-not-yours", fresh, "send esclave-2 to forum with emprunt-1"),
    ("tool-not-yours", fresh, "send esclave-2 to forum with universite-bois"),
    ("tool-on-slave", fresh, "send esclave-1 to forum with outil-maillet"),
    ("already-equipped", fresh, "send compagnon-3 to forum with outil-maillet"),
    ("not-a-worker", fresh, "send palan to forum with outil-maillet"),
    ("not-your-loan", fresh, "repay emprunt-2"),
    ("not-your-loan", fresh, "repay outil-maillet"),
    ("end-only", fresh, "repay emprunt-1"),
    ("end-only", end_only, "free esclave-1"),
    ("settlement", settling(), "take 1"),
    ("settlement", settling(), "buy"),
    ("settlement", settling(), "invest esclave-5"),
    ("settlement", settling(), "send compagnon-3 to forum"),
    ("settlement", settling(), "open " + "maison"),
    # Middle Ages rules, Antiquity's cases
    ("no-actions", spent, "invest esclave-5"),
    ("no-actions", spent, "free esclave-1"),
    ("no-actions", settling_no_actions, "free esclave-4"),
    ("no-ecus-investment", poor, "invest esclave-5"),
    ("no-ecus-investment", poor, "invest universite-bois on esclave-2"),
    ("no-ecus-loan", settling(), "repay emprunt-1"),
    ("no-ecus-freeing", settling(), "free esclave-1"),
    ("no-ecus-wage", lambda: antiquity({**SETUP, "Alice": {**SETUP["Alice"], "sesterces": 3}}),
     "send esclave-2 to forum"),
    ("unknown-card", fresh, "invest esclave-9"),
    ("unknown-card", fresh, "invest universite-bois on nobody"),
    ("unknown-card", fresh, "send compagnon-3 to forum with hammer"),
    ("unknown-card", fresh, "free esclave-7"),
    ("unknown-card", fresh, "repay emprunt-5"),
    ("bad-move", fresh, "invest"),
    ("bad-move", fresh, "free esclave-1 now"),
    ("bad-move", fresh, "send compagnon-3 to forum using outil-maillet"),
    ("bad-move", fresh, "invest universite-bois at compagnon-3"),
    ("game-over", lambda: _over(), "repay emprunt-1"),
    ("game-over", lambda: _over(), "free esclave-1"),
    ("game-over", lambda: _over(), "invest esclave-5"),
]


def _over():
    game = settling()()
    game.end_turn()
    game.end_turn()
    assert game.over
    return game


@pytest.mark.parametrize("rule, make, move", CASES, ids=[f"{r}:{m}" for r, _, m in CASES])
def test_refused_move_changes_nothing(rule, make, move):
    game = make()
    error = assert_refused(game, move, rule)
    assert error.edition == "antiquite"
    texts = {lang: error.message(lang) for lang in LANGS}
    assert all(texts.values()) and len(set(texts.values())) == 3
    assert "{" not in "".join(texts.values())
    assert "écu" not in texts["fr"] + texts["en"] and "コイン" not in texts["ja"]  # Antiquity's money: sesterces
    assert move not in game.legal_moves()


def test_every_antiquity_rule_id_is_exercised():
    assert {rule for rule, _, _ in CASES} >= set(ANTIQUITY_RULE_IDS)
    assert set(rule_ids("antiquite")) == set(RULE_IDS) | set(ANTIQUITY_RULE_IDS)
    assert rule_ids("moyen-age") == RULE_IDS


def test_the_api_refuses_like_the_text_moves():
    game = fresh()
    before = game.state()
    for call, rule in ((lambda: game.invest("esclave-5", on="compagnon-3"), "invest-target"),
                       (lambda: game.free("esclave-3"), "slave-busy"),
                       (lambda: game.repay("emprunt-1"), "end-only"),
                       (lambda: game.send("esclave-1", to="forum", tool="outil-maillet"), "tool-on-slave")):
        with pytest.raises(IllegalMove) as refused:
            call()
        assert refused.value.rule == rule and game.state() == before


@pytest.mark.parametrize("move", ["invest apprenti-2", "free apprenti-1", "repay apprenti-1",
                                  "send apprenti-1 to chapelle with grue-1"])
def test_middle_ages_has_no_antiquity_moves(move):
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"workers": ["apprenti-1"], "sites": {"chapelle": []}}})
    before = game.state()
    assert game.why_not(move) == "bad-move"
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.rule == "bad-move" and game.state() == before
    assert refused.value.message("en").endswith(  # the forms listed are the Middle Ages ones
        "Known forms: open CARD, recruit CARD, send WORKER to SITE, take N, buy, end.")


def test_messages_name_the_cards_and_the_money():
    game = poor()
    with pytest.raises(IllegalMove) as refused:
        game.invest("esclave-5")
    assert refused.value.message("fr") == "L'esclave 5 coûte 7 sesterces et vous avez 6 sesterces."
    assert refused.value.message("en") == "Slave 5 costs 7 sesterces and you have 6 sesterces."
    assert refused.value.message("ja") == ("奴隷5には7セステルティウスが必要ですが、"
                                           "所持しているのは6セステルティウスです。")
    game = fresh()
    with pytest.raises(IllegalMove) as refused:
        game.free("esclave-3")
    assert refused.value.message("fr") == ("L'esclave 3 travaille au temple : on n'affranchit qu'un esclave libre dans "
                                           "son équipe, pas sur un chantier.")
    assert refused.value.message("ja") == ("奴隷3は神殿で働いています。"
                                           "解放できるのは、建築中の建物にいないチームの奴隷だけです。")
    with pytest.raises(IllegalMove) as refused:
        game.play("fly")
    assert "invest CARD [on WORKER], free SLAVE, repay LOAN" in refused.value.message("en")


@pytest.mark.parametrize("make", [fresh, invested, spent, settling(), settling(freeing="end-only"), end_only],
                         ids=["fresh", "invested", "spent", "settling", "settling-end-only", "end-only"])
def test_legal_moves_are_exactly_the_accepted_ones(make):
    game = make()
    legal = game.legal_moves()
    assert len(legal) == len(set(legal))
    cards = ["compagnon-3", "esclave-1", "esclave-2", "esclave-3", "esclave-4", "esclave-5", "palan", "apprenti-1",
             "outil-maillet", "outil-scie", "outil-pinceau", "emprunt-1", "emprunt-2", "emprunt-3",
             "universite-bois", "universite-pierre", "temple", "forum"] + game.buildings_row + game.workers_row
    candidates = set(legal) | {"buy", "end"} | {f"take {n}" for n in range(0, 5)}
    for c in cards:
        candidates |= {f"invest {c}", f"free {c}", f"repay {c}", f"open {c}", f"recruit {c}"}
        for w in ("compagnon-3", "esclave-1", "esclave-2", "palan"):
            candidates.add(f"invest {c} on {w}")
            for site in ("temple", "forum"):
                candidates |= {f"send {w} to {site}", f"send {w} to {site} with {c}"}
    for move in sorted(candidates):
        assert (game.why_not(move) is None) == (move in legal), move
