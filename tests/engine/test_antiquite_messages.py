"""Antiquity's texts: every rule and trace line in fr/en/ja, in sesterces, with the glossary's terms."""

import re
from fractions import Fraction

import pytest

from marquoir.engine import ANTIQUITY_RULE_IDS, RULE_IDS
from marquoir.engine.cards import load_cards
from marquoir.engine.messages import (
    ANTIQUITY_RULE_MESSAGES,
    EVENT_MESSAGES,
    LANGS,
    amount,
    card_forms,
    event_line,
    rule_message,
)
from marquoir.engine.simulate import random_game

CARDS = load_cards("antiquite")
SAMPLE = {"id": "temple-9", "card": "universite-bois", "worker": "esclave-1", "site": "palais-d-assur", "new": "maison",
          "row": "investments", "need": 2, "left": 1, "buy": 5, "cost": 7, "have": 3, "n": 3, "text": "fly",
          "player": "Alice", "round": 2, "actions": 1, "money": 18, "wage": 4, "vp": 5, "workers": ["apprenti-4"],
          "target": 17, "rank": 1, "score": Fraction(37, 2), "bonus": 1, "names": ["Alice", "Bruno"]}


def test_antiquity_rule_messages_cover_every_rule_in_every_language():
    assert set(ANTIQUITY_RULE_MESSAGES) == set(ANTIQUITY_RULE_IDS)
    assert not set(ANTIQUITY_RULE_IDS) & set(RULE_IDS)
    for texts in ANTIQUITY_RULE_MESSAGES.table.values():
        assert set(texts) == set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_renders_in_sesterces(lang):
    for rule in RULE_IDS + ANTIQUITY_RULE_IDS:
        text = rule_message(rule, SAMPLE, lang, CARDS, "antiquite")
        assert text and "{" not in text and "}" not in text, rule
        assert "écu" not in text and "コイン" not in text, (rule, text)
    for event in EVENT_MESSAGES:
        text = event_line({"event": event, **SAMPLE}, lang, CARDS, "antiquite")
        assert text and "{" not in text, event
        assert "écu" not in text and "コイン" not in text, (event, text)


def test_middle_ages_texts_are_unchanged_by_the_parameters():
    cards = load_cards("moyen-age")
    params = {"n": 4, "text": "fly", "player": "Alice", "card": "grue-1", "actions": 1}
    assert rule_message("take-amount", params, "fr", cards) == \
        "Prendre des écus coûte 1, 2 ou 3 actions (pour 1, 3 ou 6 écus), pas 4."
    assert rule_message("take-amount", params, "ja", cards) == \
        "コインの獲得に使えるのは1・2・3アクション（それぞれ1・3・6コイン）だけで、4アクションは使えません。"
    assert rule_message("bad-move", params, "en", cards) == ("Cannot read the move “fly”. Known forms: open CARD, "
                                                             "recruit CARD, send WORKER to SITE, take N, buy, end.")
    assert event_line({"event": "recruit", **params}, "fr", cards) == \
        "Alice recrute la grue (1 PV) (1 action, sans payer d'écus)."
    assert event_line({"event": "machine", **params}, "ja", cards) == \
        "クレーン（1勝利点）は設備なので、賃金0コインの労働者としてチームに加わる。"


def test_money_and_scores():
    assert amount(1, "sesterces", "fr") == "1 sesterce" and amount(0, "sesterces", "fr") == "0 sesterce"
    assert amount(0, "sesterces", "en") == "0 sesterces" and amount(7, "sesterces", "ja") == "7セステルティウス"
    assert amount(Fraction(37, 2), "score", "fr") == "18,5 points"
    assert amount(Fraction(37, 2), "score", "en") == "18.5 points"
    assert amount(Fraction(3, 2), "score", "fr") == "1,5 point" and amount(Fraction(19, 10), "score", "ja") == "1.9点"
    assert event_line({"event": "recruit", "player": "A", "card": "maitre-1", "actions": 1}, "fr", CARDS,
                      "antiquite") == "A recrute le maître 1 (1 action, sans payer de sesterces)."


@pytest.mark.parametrize("card, lang, forms", [
    ("palais-d-assur", "fr", ("le palais d'Assur", "Le palais d'Assur", "au palais d'Assur", "du palais d'Assur")),
    ("jardins-suspendus", "fr", ("les jardins suspendus", "Les jardins suspendus", "aux jardins suspendus",
                                 "des jardins suspendus")),
    ("abreuvoir", "fr", ("l'abreuvoir", "L'abreuvoir", "à l'abreuvoir", "de l'abreuvoir")),
    ("echafaudage", "fr", ("l'échafaudage", "L'échafaudage", "à l'échafaudage", "de l'échafaudage")),
    ("table-d-architecte", "fr", ("la table d'architecte", "La table d'architecte", "à la table d'architecte",
                                  "de la table d'architecte")),
    ("palan", "fr", ("le palan", "Le palan", "au palan", "du palan")),
    ("esclave-3", "fr", ("l'esclave 3", "L'esclave 3", "à l'esclave 3", "de l'esclave 3")),
    ("emprunt-2", "fr", ("l'emprunt 2", "L'emprunt 2", "à l'emprunt 2", "de l'emprunt 2")),
    ("outil-maillet", "fr", ("le maillet", "Le maillet", "au maillet", "du maillet")),
    ("outil-equerre", "fr", ("l'équerre", "L'équerre", "à l'équerre", "de l'équerre")),
    ("universite-pierre", "fr", ("l'université (pierre)", "L'université (pierre)", "à l'université (pierre)",
                                 "de l'université (pierre)")),
    ("palan", "en", ("the Hoist", "The Hoist", "the Hoist", "the Hoist")),
    ("outil-scie", "en", ("the Handsaw", "The Handsaw", "the Handsaw", "the Handsaw")),
    ("esclave-3", "en", ("Slave 3", "Slave 3", "Slave 3", "Slave 3")),
    ("esclave-3", "ja", ("奴隷3", "奴隷3", "奴隷3", "奴隷3")),
])
def test_card_names_in_sentences(card, lang, forms):
    got = card_forms(card, lang, CARDS)
    assert (got[""], got["cap"], got["a"], got["de"]) == forms


def test_glossary_terms():
    ja = " ".join(t["ja"] for t in ANTIQUITY_RULE_MESSAGES.table.values())
    ja += " ".join(EVENT_MESSAGES.table[e]["ja"]
                   for e in ("invest", "slave", "free", "repay", "equip", "unpaid", "settlement"))
    for term in ("奴隷", "道具", "大学", "解放", "借金", "投資", "設備", "建築中の建物"):
        assert term in ja, term
    fr = " ".join(t["fr"] for t in ANTIQUITY_RULE_MESSAGES.table.values())
    for term in ("esclave", "outil", "université", "affranchi", "emprunt", "investissement", "chantier"):
        assert term in fr, term
    for texts in ANTIQUITY_RULE_MESSAGES.table.values():
        plain = {lang: re.sub(r"\{[^}]*\}", "", t) for lang, t in texts.items()}
        assert not re.search(r"\b[Cc]oins?\b", plain["en"]) and "prisoner" not in plain["en"].lower()


def test_every_event_of_real_games_has_a_line_in_every_language():
    seen = set()
    for seed in range(25):
        game = random_game(3, seed, edition="antiquite")
        seen |= {e["event"] for e in game.log}
        for lang in LANGS:
            lines = game.trace(lang)
            assert all(lines) and not any("{" in line for line in lines)
            assert not any("écu" in line or "コイン" in line for line in lines)
    assert seen <= set(EVENT_MESSAGES)
    assert {"invest", "loan", "slave", "educate", "equip", "free", "free-end", "settlement", "settle-turn",
            "unpaid", "unfreed", "settle-end", "game-over"} <= seen
