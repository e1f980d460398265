"""marquoir.web: the browser's case checker gives exactly the verdict of `marquoir check`, plus the page's data.

Every scenario of tests/scenarios and every case of the bad-input corpus is checked both ways, in process: the
command (`marquoir.cli.main(["check", FILE, "--lang", LANG])`, its stdout and stderr captured) and
`marquoir.web.check(TEXT, LANG, NAME)` with the file's text and the name the command shows; the exit code and the
report must be the same, character for character.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
from pathlib import Path

import pytest
import yaml

import permalinks
from marquoir import web
from marquoir.cli import main
from marquoir.engine import Game, IllegalMove
from marquoir.paths import display
from marquoir.scenario import format as scenario_format
from marquoir.scenario import run as scenario_run
from marquoir.scenario.codes import CODES
from marquoir.scenario.ruling import PROBLEM_WORDS, WORDS
from marquoir.vocab import LANGS
from marquoir.yamlsafe import READING

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "scenarios").glob("*/*.yaml"))


def _corpus():
    """The bad-input corpus's own cases and generator (tests/bad_input/test_bad_input.py), loaded by path."""
    spec = importlib.util.spec_from_file_location("bad_input_corpus", HERE / "bad_input" / "test_bad_input.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CORPUS = _corpus()
NOT_TEXT = {"not-utf8"}
"""Corpus cases whose bytes are not UTF-8 text: a page's text area always holds Unicode text, so the browser
never sees them (test_text_that_is_not_unicode_is_malformed covers what it can be given instead)."""
BAD = [c for c in CORPUS.SCENARIO_CASES if c["case"] not in NOT_TEXT]


def command(path: Path, lang: str) -> tuple[int, str]:
    """`marquoir check PATH --lang LANG` in this process: its exit code, then stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", str(path), "--lang", lang])
    return code, out.getvalue() + err.getvalue()


def same_as_the_command(path: Path, lang: str) -> dict:
    answer = json.loads(web.check(path.read_bytes().decode("utf-8"), lang, display(path)))
    code, printed = command(path, lang)
    assert (answer["exit"], answer["report"]) == (code, printed)
    assert "Traceback" not in answer["report"]
    return answer


# ------------------------------------------------------------------ the same verdict as the command


def test_the_corpora_are_there():
    """Mutation: another case (``huge``) added to NOT_TEXT → fails: only what a page cannot hold is left out."""
    assert len(SCENARIOS) >= 40 and len(BAD) >= 40
    assert {c["case"] for c in CORPUS.SCENARIO_CASES} - {c["case"] for c in BAD} == NOT_TEXT


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_every_scenario_gets_the_commands_verdict(path, lang):
    """Mutation: ``result.out + result.summary`` → ``result.out`` for the report in web.answer → fails."""
    answer = same_as_the_command(path, lang)
    assert (answer["exit"], answer["kind"]) == (0, "holds")
    assert len(answer["steps"]) == len(yaml.safe_load(path.read_text(encoding="utf-8"))["moves"] or [])


@pytest.mark.parametrize("case", BAD, ids=[c["case"] for c in BAD])
def test_every_bad_input_gets_the_commands_verdict(case, tmp_path):
    """Mutation: ``decode(text.encode(...), name)`` → ``text`` in run.check_text (no size limit, no byte order
    mark) → the `huge` case fails; ``stdout + stderr`` → ``stderr + stdout`` for the report in web.answer → fails."""
    path = CORPUS.materialise(case, Path("scenarios"), tmp_path / (case.get("file") or f"{case['case']}.yaml"))
    lang = dict(zip(case.get("args", [])[::2], case.get("args", [])[1::2])).get("--lang", "fr")
    answer = same_as_the_command(path, lang)
    assert answer["exit"] == case.get("exit", 2)
    assert answer["kind"] in ({"unmet"} if answer["exit"] == 1 else {"malformed", "refused"})


def test_text_that_is_not_unicode_is_malformed():
    """A lone surrogate (JavaScript strings may hold one) is refused as the command refuses a file that is not UTF-8.

    Mutation: ``"surrogatepass"`` → ``"replace"`` in run.check_text (the surrogate becomes ``?``) → fails."""
    answer = json.loads(web.check("players: [Alice, Bruno]\nmoves: []\nexpect: {}\n# \udc80\n", "en"))
    assert (answer["exit"], answer["kind"]) == (2, "malformed")
    assert answer["problems"] == [{"line": 4, "field": None, "message": answer["problems"][0]["message"],
                                   "code": "MQ203", "words": answer["problems"][0]["words"]}]
    assert "not UTF-8" in answer["problems"][0]["message"] and "Line 4: " in answer["verdict"]
    assert answer["problems"][0]["words"] == "the text holds an unreadable character"


# ------------------------------------------------------------------ the page's data

CHAPELLE = """\
players: [Alice, Bruno]
setup:
  Alice:
    ecus: 10
    workers: [compagnon-3, apprenti-1]
    sites: {chapelle: [compagnon-5, apprenti-4]}
moves:
  - send compagnon-3 to chapelle
  - take 1
  - end
expect:
  Alice: {ecus: 25, vp: 5, turns: 1}
"""


def test_steps_tell_each_move_with_its_figures():
    """Mutation: ``"line": scenario.line("moves", i)`` → ``scenario.line("moves", 0)`` in web.steps → fails."""
    answer = json.loads(web.check(CHAPELLE, "fr"))
    assert (answer["exit"], answer["kind"], answer["edition"], answer["money"], answer["over"]) == (
        0, "holds", "moyen-age", "écus", False)
    steps = answer["steps"]
    assert [(s["n"], s["line"], s["player"], s["move"]) for s in steps] == [
        (1, 8, "Alice", "send compagnon-3 to chapelle"), (2, 9, "Alice", "take 1"), (3, 10, "Alice", "end")]
    assert [(s["actions_left"], s["money"], s["vp"], s["completed"]) for s in steps] == [
        (2, 24, 5, ["chapelle"]), (1, 25, 5, []), (3, 25, 5, [])]
    assert steps[0]["lines"] == [
        "Alice envoie le compagnon 3 travailler à la chapelle (1 action, 4 écus).",
        "Chantier terminé : la chapelle ! Alice gagne 18 écus et 5 PV ; retour dans l'équipe : le compagnon 5, "
        "l'apprenti 4 et le compagnon 3."]
    assert steps[2]["lines"][-1] == "Tour de table 1 — à Bruno de jouer (3 actions, 10 écus)."
    assert steps[1]["words"] == "prendre des écus avec 1 action"
    assert all(s["refused"] is None for s in steps) and answer["refusal"] is None
    assert answer["scores"] == [
        {"player": "Alice", "rank": 1, "score": "7", "vp": 5, "money": 25, "penalties": 0},
        {"player": "Bruno", "rank": 2, "score": "1", "vp": 0, "money": 10, "penalties": 0}]


@pytest.mark.parametrize("lang, verdict, claim", [
    ("fr", "Tous les coups sont permis. Après le dernier : Alice a 25 écus et 5 PV ; Bruno a 10 écus et 0 PV. "
           "Affirmations justes : 2 sur 3.", "Alice a 26 écus : faux (25 écus)."),
    ("en", "Every move is allowed. After the last one: Alice has 25 écus and 5 VP; Bruno has 10 écus and 0 VP. "
           "Claims that are right: 2 of 3.", "Alice has 26 écus: wrong (25 écus)."),
    ("ja", "すべての手が認められます。最後の手の後は、Aliceは25コイン・5勝利点、Brunoは10コイン・0勝利点です。"
           "主張3件のうち、正しいのは2件です。", "Aliceの所持金は26コイン：誤りです（実際は25コイン）。"),
])
def test_an_unmet_expectation_is_a_claim_that_is_wrong(lang, verdict, claim):
    """The ruling answers the game first, then counts the claims that are right; each claim says what the game gives.
    Mutation: ``found=found_text(...)`` → the expected value in ruling.claims → fails."""
    answer = json.loads(web.check(CHAPELLE.replace("ecus: 25", "ecus: 26"), lang))
    assert (answer["exit"], answer["kind"], answer["verdict"]) == (1, "unmet", verdict)
    assert answer["unmet"] == [{"key": "Alice.ecus", "line": 12, "expected": "26", "found": "25"}]
    assert [(c["text"], c["holds"], c["key"]) for c in answer["claims"]][0] == (claim, False, "Alice.ecus")
    assert [c["holds"] for c in answer["claims"]] == [False, True, True]


@pytest.mark.parametrize("lang, built, none", [
    ("fr", "Alice a terminé la chapelle : juste.", "Bruno n'a terminé aucun bâtiment : juste."),
    ("en", "Alice has completed the Chapel: right.", "Bruno has completed no building: right."),
    ("ja", "Aliceが完成させたのは礼拝堂：正しい主張です。", "Brunoが完成させた建物はない：正しい主張です。"),
])
def test_the_buildings_a_player_completed_are_claimed_in_one_sentence(lang, built, none):
    """A claim on what a player completed reads as a sentence, with no second colon, and an empty list says no
    building. Mutations: ``claim-built`` back to « a terminé : {value} » → fails in fr and en; the ``built-none`` case
    left out of claim_text → « Bruno a terminé aucun » and fails."""
    case = CHAPELLE.replace("Alice: {ecus: 25, vp: 5, turns: 1}", "Alice: {built: [chapelle]}\n  Bruno: {built: []}")
    answer = json.loads(web.check(case, lang))
    assert [c["text"] for c in answer["claims"]] == [built, none]


@pytest.mark.parametrize("lang, verdict", [
    ("fr", "Alice ne peut pas prendre des écus avec 4 actions (coup 2). "),
    ("en", "Alice cannot take écus with 4 actions (move 2). "),
    ("ja", "Aliceは2手目で4アクションでコインを獲得することはできません。"),
])
def test_a_refused_move(lang, verdict):
    """The ruling says who cannot play which move, and why; ``rule`` is the rule it breaks (the page links it).
    Mutation: ``if result.refusal is not None: return "refused"`` removed from web._kind → the kind is
    `malformed` → fails."""
    answer = json.loads(web.check(CHAPELLE.replace("take 1", "take 4"), lang))
    message = IllegalMove("take-amount", {"n": 4}, lang=lang).message()
    assert (answer["exit"], answer["kind"], answer["rule"]) == (2, "refused", "take-amount")
    assert answer["verdict"] == verdict + message  # the replay stopped there: no claim was checked
    assert answer["refusal"] == {"n": 2, "line": 9, "move": "take 4", "rule": "take-amount", "message": message,
                                 "code": "MQ240"}
    assert [s["refused"] for s in answer["steps"]] == [None, {"rule": "take-amount", "message": message}]
    assert answer["steps"][1]["lines"] == [] and answer["steps"][1]["money"] == 24  # nothing changed


RULINGS = ("allowed", "no-moves", "over", "refused", "refused-text", "claims", "malformed", "malformed-form", "cards",
           "internal", "right", "wrong")


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_a_ruling_names_no_expectation_when_the_case_states_none(path):
    """Every scenario with its expectations taken out: the ruling says what happened (allowed, refused, who wins)
    and not a word of claims or expectations, in each language.

    Mutation: the claims' sentence added whatever the checks (``if checks:`` → ``if True:`` in ruling.ruling) →
    fails."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["expect"] = {}
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    for lang, words in {"fr": ("attente", "affirm", "attendu"), "en": ("expect", "claim"),
                        "ja": ("期待", "主張")}.items():
        answer = json.loads(web.check(text, lang))
        assert answer["claims"] == [] and answer["verdict"]
        assert not [w for w in words if w in answer["verdict"].lower()], (lang, answer["verdict"])


def test_every_problem_of_a_file_has_the_readers_words():
    """Mutation: the ``card`` entry left out of ruling.PROBLEM_WORDS → fails."""
    assert (set(CODES) - {"refused"}) | set(READING) <= set(PROBLEM_WORDS)


def test_the_japanese_ruling_is_polite_as_the_page_is():
    """Each sentence of a Japanese ruling ends in です・ます, as the page's own text (text review C16); the refusal
    messages the rulings quote already do.

    Mutation: 「ケースを再生できませんでした」→「ケースは再生されなかった」 in ruling.WORDS → fails."""
    plain = []
    for key in RULINGS:
        for sentence in WORDS.table[key]["ja"].split("。"):
            if sentence and not sentence.endswith(("}", "す", "せん", "でした", "）")):
                plain.append((key, sentence))
    assert plain == []


def test_an_expected_refusal_holds_and_says_which():
    """Mutation: ``data["refusal"]`` left None in web.answer → fails."""
    answer = json.loads(web.check(CHAPELLE.replace("  - end\n", "  - take 4\n").replace(
        "expect:\n", "expect:\n  error: take-amount\n").replace(", turns: 1", ""), "en"))
    assert (answer["exit"], answer["kind"]) == (0, "holds")
    assert answer["refusal"]["rule"] == "take-amount" and answer["steps"][-1]["refused"]["rule"] == "take-amount"


@pytest.mark.parametrize("lang, verdict", [
    ("fr", "Le cas n'a pas pu être rejoué. Problèmes dans le fichier : 2. Ligne 8 : une carte qui n'existe pas dans "
           "cette édition."),
    ("en", "The case could not be replayed. Problems in the file: 2. Line 8: a card this edition does not have."),
    ("ja", "ケースを再生できませんでした。ファイルに問題が2件あります。8行目：このエディションにないカードです。")])
def test_a_malformed_file_lists_every_problem(lang, verdict):
    """Each problem with its line, field, stable code and the reader's words (the page shows them; the command's
    message stays in the report; the code is for tools).
    Mutation: ``result.problems or result.invalid_facts`` → ``result.invalid_facts`` in web.answer → fails; the
    ``code`` left out of web._problem → fails."""
    text = CHAPELLE.replace("send compagnon-3 to chapelle", "send compagnon-3 to chapel").replace("ecus: 25", "ecus: x")
    answer = json.loads(web.check(text, lang))
    assert (answer["exit"], answer["kind"]) == (2, "malformed")
    assert [(p["line"], p["field"], p["code"]) for p in answer["problems"]] == [(8, "moves[0]", "MQ226"),
                                                                                (12, "expect.Alice.ecus", "MQ224")]
    assert answer["verdict"] == verdict
    assert [p["words"] for p in answer["problems"]] == [PROBLEM_WORDS(p, lang) for p in ("card", "type")]
    assert answer["steps"] == [] and answer["scores"] == [] and answer["edition"] is None


def test_invalid_card_data(monkeypatch):
    """Mutation: ``invalid_facts=list(e.errors)`` left out of run._checked → the kind is `malformed` → fails."""
    from marquoir.facts.errors import FactError, InvalidFacts

    def broken(edition="moyen-age"):
        raise InvalidFacts([FactError("rules/moyen-age/cartes/batiments.yaml", 12, "card `chapelle` vp", "negative",
                                      "MQ125")])

    monkeypatch.setattr(scenario_format, "load_cards", broken)
    answer = json.loads(web.check(CHAPELLE, "en"))
    assert (answer["exit"], answer["kind"]) == (2, "cards")
    assert answer["verdict"] == "The case could not be replayed: the card data is invalid (errors: 1)."
    assert answer["problems"] == [{"line": 12, "field": "card `chapelle` vp", "message": "negative",
                                   "code": "MQ125", "words": None, "file": "rules/moyen-age/cartes/batiments.yaml"}]


@pytest.mark.parametrize("lang", [*LANGS, "xx"])
def test_an_unexpected_error_is_a_plain_sentence(monkeypatch, lang):
    """Mutation: ``except Exception`` → ``except ValueError`` in web.check → the error escapes → fails."""
    def crash(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(scenario_run, "check_text", crash)
    answer = json.loads(web.check(CHAPELLE, lang))
    assert answer == {"exit": 2, "kind": "internal",
                      "verdict": WORDS("internal", lang if lang in LANGS else "fr")}
    assert "boom" not in answer["verdict"] and "Traceback" not in answer["verdict"]
    assert json.loads(web.check(None, "en"))["kind"] == "internal"  # not text: the worker's mistake, not a crash


TIES = """\
players: [Alice, Bruno, Chloé, Daichi]
setup:
  Alice: {ecus: 22, built: [aqueduc, ferme]}
  Bruno: {ecus: 28, built: [chateau-fort, ecurie]}
  Chloé: {ecus: 12, built: [cathedrale, auberge]}
  Daichi: {ecus: 22, built: [abbaye, chapelle]}
moves: []
expect:
  Chloé: {rank: 1}
"""


@pytest.mark.parametrize("lang, sentences", [
    ("fr", ["1. Chloé : 12 points", "2. Bruno : 12 points", "3. Alice et Daichi : 12 points (ex aequo)",
            "Chloé avant Bruno aux PV de bâtiments et machines, 11 contre 10",
            "Bruno avant Alice aux écus, 28 contre 22",
            "Alice et Daichi ex aequo : rien ne les départage, ils partagent la place"]),
    ("en", ["1. Chloé: 12 points", "2. Bruno: 12 points", "3. Alice and Daichi: 12 points (tied)",
            "Chloé ahead of Bruno on VP from buildings and machines, 11 to 10",
            "Bruno ahead of Alice on écus, 28 to 22",
            "Alice and Daichi tied: nothing separates them, they share the place"]),
    ("ja", ["1位 Chloé：12点", "2位 Bruno：12点", "3位 Alice、Daichi：12点（同点）",
            "ChloéがBrunoより上位（建物と設備の勝利点、11対10）", "BrunoがAliceより上位（コイン、28対22）",
            "Alice、Daichiは同点で、同点の場合の決着でも差がつかないため同順位"]),
])
def test_the_ranking_in_sentences(lang, sentences):
    """Mutation: ``a, b = ...s["values"]`` → reversed (``s["values"][::-1]``) in web.ranking_sentences → fails."""
    answer = json.loads(web.check(TIES, lang))
    assert answer["exit"] == 0 and answer["ranking"] == sentences
    assert [(s["player"], s["rank"]) for s in answer["scores"]] == [("Chloé", 1), ("Bruno", 2), ("Alice", 3),
                                                                     ("Daichi", 3)]


def test_the_tiebreak_without_machines_says_buildings():
    """Mutation: ``"vp" if game.options.machines_in_tiebreak`` → ``"vp" if True`` → fails."""
    text = TIES.replace("moves: []", "options: {machines_in_tiebreak: false}\nmoves: []")
    assert "Chloé ahead of Bruno on VP from buildings, 11 to 10" in json.loads(web.check(text, "en"))["ranking"]


# ------------------------------------------------------------------ a game as a case, the permalink


def test_a_game_from_a_table_is_a_case_that_holds():
    """Mutation: ``mine["actions"] = game.actions_left`` → ``game.actions_left + 1`` in web.final_figures → fails;
    so does ``expect["error"]`` left out."""
    game = Game.from_table(["Alice", "Bruno"], seed=3, options={"coin_exchanges": "one-per-turn"}, setup={
        "Alice": {"ecus": 10, "workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
    game.send("compagnon-3", to="chapelle")
    game.take(1)
    with pytest.raises(IllegalMove):
        game.take(1)  # one exchange per turn: the last move is refused
    case = web.case_of_game(game)
    assert case["seed"] == 3 and case["options"] == {"coin_exchanges": "one-per-turn"}
    assert case["moves"] == ["send compagnon-3 to chapelle", "take 1", "take 1"]
    assert case["expect"]["Alice"] == {"ecus": 25, "vp": 5, "built": ["chapelle"], "actions": 1}
    assert case["expect"]["Bruno"] == {"ecus": 10, "vp": 0}
    assert case["expect"]["error"] == "one-exchange" and "over" not in case["expect"]
    answer = json.loads(web.check(yaml.safe_dump(case, allow_unicode=True, sort_keys=False), "en"))
    assert (answer["exit"], answer["kind"]) == (0, "holds"), answer["report"]
    assert [s["move"] for s in answer["steps"]] == [s.move for s in game.history]


def test_a_finished_game_expects_its_winner():
    """Mutation: ``expect["winner"]`` left out of web.final_figures → fails."""
    game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"built": ["cathedrale", "chapelle", "eglise"]}})
    game.end_turn()
    game.end_turn()
    case = web.case_of_game(game)
    assert case["expect"]["over"] is True and case["expect"]["winner"] == "Alice"
    assert case["expect"]["Alice"]["score"] == 19 and "actions" not in case["expect"]["Alice"]
    assert json.loads(web.check(yaml.safe_dump(case, allow_unicode=True), "fr"))["exit"] == 0


def test_games_a_case_cannot_say():
    """Mutation: ``step is not history[-1]`` → ``False`` in web.case_of_game → fails."""
    assert web.case_of_game(Game.new(["Alice", "Bruno"], seed=1)) is None  # the first player is drawn: not a case
    game = Game.from_table(["Alice", "Bruno"])
    with pytest.raises(IllegalMove):
        game.take(4)
    game.take(1)
    assert web.case_of_game(game) is None  # a case stops at its first refusal
    assert web.case_of_game(Game.from_table(["Alice", "Bruno"], seed=-1)) is None
    assert web.case_of_game(Game.from_table(["Alice", "Bruno"]))["moves"] == []


def test_the_permalink_is_raw_deflate_of_the_json_in_base64url():
    """What the site writes for its worked examples, as the page reads it (the page's reader is tested in Node on
    links written here: tests/js/checker/permalink.test.mjs). Mutation: ``zlib.compressobj(9, zlib.DEFLATED, -15)``
    → ``zlib.compressobj(9)`` (a zlib header) in web.permalink → fails."""
    case = {"players": ["Chloé", "大翔"], "moves": ["take 1"], "expect": {"Chloé": {"ecus": 11}}}
    payload = web.permalink(case)
    assert set(payload) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert permalinks.read(payload) == {"v": web.PERMALINK_VERSION, "case": case}


def test_the_modules_examples_run():
    """The examples in marquoir.web's docstring are run (and there are some). Mutation: the expected verdict of the
    docstring's first case changed → fails."""
    import doctest

    result = doctest.testmod(web)
    assert result.failed == 0 and result.attempted > 5
