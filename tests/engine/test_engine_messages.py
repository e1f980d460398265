"""Every rule id and every trace line exists in French, English and Japanese, with the fixed glossary."""

import re

import pytest

from marquoir.engine import RULE_IDS, Game
from marquoir.engine.messages import EVENT_MESSAGES, LANGS, RULE_MESSAGES, amount, card_forms, event_line, rule_message
from marquoir.engine.simulate import random_game

SAMPLE = {"id": "chapel", "card": "chapelle", "worker": "compagnon-3", "site": "chateau-fort", "new": "halles",
          "row": "buildings", "need": 2, "left": 1, "buy": 5, "cost": 4, "have": 3, "n": 4, "text": "fly",
          "player": "Alice", "round": 2, "actions": 1, "money": 18, "wage": 4, "vp": 5, "workers": ["apprenti-4"],
          "target": 17, "rank": 1, "score": 19, "bonus": 1, "names": ["Alice", "Bruno"]}


def test_rule_messages_cover_every_rule_in_every_language():
    assert set(RULE_MESSAGES) == set(RULE_IDS)
    for rule, texts in RULE_MESSAGES.table.items():
        assert set(texts) == set(LANGS), rule


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_renders(lang, cards):
    for rule in RULE_IDS:
        text = rule_message(rule, SAMPLE, lang, cards)
        assert text and "{" not in text and "}" not in text, rule
    for event in EVENT_MESSAGES:
        text = event_line({"event": event, **SAMPLE}, lang, cards)
        assert text and "{" not in text, event


def test_every_event_of_real_games_has_a_line(cards):
    seen = set()
    for seed in range(30):
        game = random_game(3, seed)
        seen |= {e["event"] for e in game.log}
        for lang in LANGS:
            assert all(game.trace(lang))
    assert seen <= set(EVENT_MESSAGES)
    assert {"turn", "open", "recruit", "refill", "send", "complete", "take", "end-turn", "end-vp", "game-over"} <= seen


def test_glossary():
    for templates in list(RULE_MESSAGES.table.values()) + list(EVENT_MESSAGES.table.values()):
        texts = {lang: re.sub(r"\{[^}]*\}", "", t) for lang, t in templates.items()}
        assert not re.search(r"\b[Cc]oins?\b", texts["en"]), texts["en"]  # English says écus
        assert "écu" not in texts["ja"] and "ecu" not in texts["ja"].lower()
        assert "sou" not in texts["fr"].split()
    ja = " ".join(t["ja"] for t in RULE_MESSAGES.table.values())
    for term in ("建築の着手", "追加のアクション", "建築中の建物", "労働者", "設備"):
        assert term in ja, term
    assert amount(4, "ecus", "ja") == "4コイン" and amount(5, "vp", "ja") == "5勝利点"
    assert amount(1, "ecus", "fr") == "1 écu" and amount(0, "ecus", "fr") == "0 écu"
    assert amount(0, "ecus", "en") == "0 écus" and amount(2, "actions", "en") == "2 actions"
    assert amount(7, "vp", "fr") == "7 PV" and amount(7, "vp", "en") == "7 VP"


@pytest.mark.parametrize("card, lang, forms", [
    ("chapelle", "fr", ("la chapelle", "La chapelle", "à la chapelle", "de la chapelle")),
    ("chateau-fort", "fr", ("le château-fort", "Le château-fort", "au château-fort", "du château-fort")),
    ("halles", "fr", ("les halles", "Les halles", "aux halles", "des halles")),
    ("eglise", "fr", ("l'église", "L'église", "à l'église", "de l'église")),
    ("compagnon-3", "fr", ("le compagnon 3", "Le compagnon 3", "au compagnon 3", "du compagnon 3")),
    ("apprenti-4", "fr", ("l'apprenti 4", "L'apprenti 4", "à l'apprenti 4", "de l'apprenti 4")),
    ("grue-1", "fr", ("la grue (1 PV)", "La grue (1 PV)", "à la grue (1 PV)", "de la grue (1 PV)")),
    ("four-2", "fr", ("le four à tuiles (2 PV)", "Le four à tuiles (2 PV)", "au four à tuiles (2 PV)",
                      "du four à tuiles (2 PV)")),
    ("chapelle", "en", ("the Chapel", "The Chapel", "the Chapel", "the Chapel")),
    ("grue-1", "en", ("the Crane (1 VP)", "The Crane (1 VP)", "the Crane (1 VP)", "the Crane (1 VP)")),
    ("compagnon-3", "en", ("Craftsman 3", "Craftsman 3", "Craftsman 3", "Craftsman 3")),
    ("chapelle", "ja", ("礼拝堂", "礼拝堂", "礼拝堂", "礼拝堂")),
])
def test_card_names_in_sentences(card, lang, forms, cards):
    got = card_forms(card, lang, cards)
    assert (got[""], got["cap"], got["a"], got["de"]) == forms


def test_trace_of_the_rulebook_example():
    game = Game.from_table(["Alice", "Bruno"], setup={
        "Alice": {"workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
    game.send("compagnon-3", to="chapelle")
    assert game.trace("fr")[1:] == [
        "Alice envoie le compagnon 3 travailler à la chapelle (1 action, 4 écus).",
        "Chantier terminé : la chapelle ! Alice gagne 18 écus et 5 PV ; retour dans l'équipe : "
        "le compagnon 5, l'apprenti 4 et le compagnon 3.",
    ]
    assert game.trace("en")[1] == "Alice sends Craftsman 3 to work on the Chapel (1 action, 4 écus)."
    assert game.trace("ja")[1] == "Aliceは職人3を礼拝堂に派遣した（1アクション、4コイン）。"
