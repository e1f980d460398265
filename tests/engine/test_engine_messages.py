"""Every rule id and every trace line exists in French, English and Japanese, with the fixed glossary."""

import re

import pytest

from marquoir.engine import ANTIQUITY_RULE_IDS, RULE_IDS, Game
from marquoir.engine.cards import load_cards
from marquoir.engine.messages import (
    ANTIQUITY_RULE_MESSAGES,
    EVENT_MESSAGES,
    HINTS,
    LANGS,
    MOVE_WORDS,
    RANKING_WORDS,
    RULE_MESSAGES,
    RULE_NAMES,
    amount,
    card_forms,
    event_line,
    rule_message,
    rule_name,
    with_de,
)
from marquoir.engine.moves import FILE_FORMS, SLOT, SLOT_WORDS
from marquoir.engine.options import NAMES
from marquoir.engine.simulate import random_game
from marquoir.textlint.run import BARE_WORD

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


PLAYER_TEXTS = (RULE_MESSAGES, ANTIQUITY_RULE_MESSAGES, RULE_NAMES, EVENT_MESSAGES, MOVE_WORDS, RANKING_WORDS, HINTS)
"""The engine's catalogs a player reads: refusals, their names, trace lines, moves in words, the ranking."""

OPTION_CODE = re.compile("|".join([BARE_WORD.pattern] + [rf"\b{re.escape(name)}\s*:" for name in NAMES]))
"""An engine option as the code writes it: the text lint's bare option words (a name with an underscore, a coded
value: MQ302, which reads these catalogs too), or a name and its value (``freeing: end-only``)."""

COMMANDS = {w.lower() for f in FILE_FORMS for w in SLOT.sub(" ", f.text).split()}
"""The fixed words of a scenario file's moves (open, send, to, end, repay...): English commands."""

ORDINARY = {"fr": {"on"}, "en": COMMANDS, "ja": set()}
"""The commands that are also plain words of the language (French "on"; in English, all of them)."""


def _prose(template: str) -> str:
    return re.sub(r"\{\w+\}", " ", template)


def _code_in(text: str, lang: str) -> list[str]:
    """What ``text`` (a template, in ``lang``) says in the engine's code: an option's name or coded value, a
    command of the move grammar outside the language's own words or alone in brackets ("(end)"), the slot words
    of the grammar ("invest CARD on WORKER")."""
    prose = _prose(text)
    found = [m.group(0) for m in OPTION_CODE.finditer(prose)]
    found += [w for w in re.findall(r"[A-Za-z]+", prose) if w.lower() in COMMANDS - ORDINARY[lang]]
    found += [m.group(0) for m in re.finditer(r"[(（`]\s*([A-Za-z]+)\s*[)）`]", prose)
              if m.group(1).lower() in COMMANDS]
    slots = {SLOT_WORDS(kind, lang) for kind in SLOT_WORDS} if lang != "ja" else set()
    found += [w for w in re.findall(r"\b[A-Z]{2,}\b", prose) if w in slots]
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_engine_code_in_what_a_player_reads(lang):
    """No message says an option as the code names it (``tool_stays``, ``freeing: end-only``) or a move in the
    scenario file's English commands (``(end)``, ``invest CARD on WORKER``): a player reads the option and the
    move in the words of the language.

    Mutations: " (option tool_stays off)" put back at the end of EVENT_MESSAGES["unequip"]["en"] → fails;
    " (end)" put back after « puis termine » in EVENT_MESSAGES["settlement"]["fr"] → fails; « (invest CARTE on
    OUVRIER) » put back in ANTIQUITY_RULE_MESSAGES["invest-target"]["fr"] → fails."""
    found = {f"{c.name}, {key}": code for c in PLAYER_TEXTS for key, texts in c.table.items()
             if (code := _code_in(texts[lang], lang))}
    assert found == {}


def test_the_code_finder_finds_code():
    """The finder above is not blind: it finds each kind of code it looks for, and passes plain sentences."""
    assert _code_in("une prise (option coin_exchanges: one-per-turn).", "fr") == ["coin_exchanges", "one-per-turn"]
    assert _code_in("（freeing: end-only オプション）", "ja") == ["freeing:", "end-only", "end"]
    assert _code_in("puis termine (end).", "fr") == ["end", "(end)"]
    assert _code_in("then finishes (end).", "en") == ["(end)"]
    assert _code_in("（invest カード on 労働者）", "ja") == ["invest", "on"]
    assert _code_in("A university goes on a worker (invest CARD on WORKER).", "en") == ["CARD", "WORKER"]
    assert _code_in("on n'affranchit qu'un esclave libre ; freeing a slave", "fr") == []
    assert _code_in("Freeing a slave at the end: send it, then end the turn.", "en") == []


ELISION = re.compile(r"\b(?:de|que|le|la|ne|se|je|me|te) [aàâäeéèêëiîïoôöuùûüyœæ]", re.IGNORECASE)
"""French written without its elision: « de Alice », « de écus » (d'Alice, d'écus)."""


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
@pytest.mark.parametrize("player", ["Alice", "Bruno", "Ève"])
def test_french_elides_before_a_vowel(edition, player):
    """Every French refusal, refusal name and trace line, with a player whose name begins with a vowel or not,
    elides « de » where French does (« l'équipe d'Alice », « une seule prise d'écus »).

    Mutations: with_de returning "de " + name always → fails (« l'équipe de Alice »); RULE_NAMES["one-exchange"]
    back to « prise de {currency} » → fails in Middle Ages (« prise de écus »)."""
    cards = load_cards(edition)
    params = {**SAMPLE, "player": player, "names": [player, "Bruno"]}
    rules = RULE_IDS + (ANTIQUITY_RULE_IDS if edition == "antiquite" else ())
    texts = [rule_message(rule, params, "fr", cards, edition) for rule in rules]
    texts += [rule_name(rule, "fr", edition) for rule in RULE_NAMES]
    texts += [event_line({"event": event, **params}, "fr", cards, edition) for event in EVENT_MESSAGES]
    assert [t for t in texts if ELISION.search(t)] == []
    assert f"l'équipe {with_de(player, 'fr')}" in event_line({"event": "slave", **params}, "fr", cards, edition)


@pytest.mark.parametrize("name, lang, written", [
    ("Alice", "fr", "d'Alice"), ("Ève", "fr", "d'Ève"), ("Yann", "fr", "d'Yann"), ("Bruno", "fr", "de Bruno"),
    ("Hugo", "fr", "de Hugo"), ("la chapelle", "fr", "de la chapelle"), ("Alice", "en", "Alice"),
    ("アリス", "ja", "アリス"),
])
def test_with_de(name, lang, written):
    assert with_de(name, lang) == written
