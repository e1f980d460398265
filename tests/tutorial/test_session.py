"""A lesson being played (marquoir.tutorial.session) and the worker's answers about it (marquoir.tutorial.web): the
hint, a refused move, the undo, the steps a move ends, a saved game that no longer fits, the link to the case
checker, and the answer's contract with the page."""

from __future__ import annotations

import json

import pytest
import yaml

import permalinks
from lesson_play import ask, lesson_of
from marquoir.scenario.run import check_text
from marquoir.tutorial import web
from marquoir.tutorial.replay import replay
from marquoir.tutorial.session import Lesson, Session


@pytest.fixture(scope="module")
def middle_ages(project_facts):
    return lesson_of(project_facts, "moyen-age")


@pytest.fixture(scope="module")
def antiquity(project_facts):
    return lesson_of(project_facts, "antiquite")


def test_a_refused_move_is_answered_and_changes_nothing(middle_ages):
    """The rules refuse `take 4`: the answer names the rule and says why in the page's language, the game and its
    history stay as they were (so that the game so far is still a case the checker replays).
    Mutation: `Session.attempt` playing the move and catching the refusal (game.play first) → the refusal is in the
    game's history and this fails."""
    session = Session(middle_ages)
    refused = session.attempt("take 4")
    assert refused.rule == "take-amount"
    assert session.moves == [] and session.game.history == ()
    answer = ask(middle_ages, "en", [], play="take 4")
    assert answer["refused"] == {"move": "take 4", "words": "take écus with 4 actions", "rule": "take-amount",
                                 "message": "Taking écus costs 1, 2 or 3 actions (for 1, 3 or 6 écus), not 4."}
    assert answer["played"] is None and answer["moves"] == []


def test_the_hint_follows_the_steps_moves_in_order_then_the_engines(middle_ages):
    """The step's suggested moves, in order, the reader's other moves skipped over; a move played out of order still
    counts; once they are played (or refused now), the engine's own suggestion.
    Mutation: `Session.hint` without the step's moves (the engine's suggestion only) → fails at once."""
    session = Session(middle_ages)
    assert session.hint() == "open maison-rurale"
    session.attempt("buy")  # not the lesson's move: the hint stays
    assert session.hint() == "open maison-rurale"
    session.attempt("open maison-rurale")
    assert session.current_step.id == "recruter"
    session.attempt("recruit manoeuvre-4")  # the second suggested move first
    assert session.hint() == "recruit apprenti-6"
    lesson = Lesson.of({**middle_ages.data(), "steps": [
        {"id": "vp", "until": [{"figure": "vp", "min": 1}], "moves": ["take 1"]}]})
    session = Session(lesson)
    session.attempt("take 1")
    assert session.hint() in session.game.legal_moves()  # the engine's own, once the step's moves are played


def test_undo_takes_back_only_the_readers_moves_of_this_turn(middle_ages):
    """Mutation: `Session.undoable` without its stop at the start of the reader's turn (its `break` made `pass`) →
    after the turn passed, the undo takes back the opponent's last move and this fails."""
    answer = ask(middle_ages, "fr", ["open maison-rurale", "recruit apprenti-6"])
    assert answer["undo"] == 2
    answer = ask(middle_ages, "fr", answer["moves"], undo=True)
    assert answer["moves"] == ["open maison-rurale"] and answer["undo"] == 1 and answer["step"] == "recruter"
    answer = ask(middle_ages, "fr", answer["moves"], play="end")  # Bruno plays, then it is Alice's turn again
    assert answer["opponent"] and answer["undo"] == 0
    again = ask(middle_ages, "fr", answer["moves"], undo=True)
    assert again["moves"] == answer["moves"]


def test_one_move_may_end_two_steps(antiquity):
    """In the Antiquity lesson the second worker on the house both escalates and completes it: one move, two steps.
    Mutation: `Session._play` checking only one step per move (`if` for `while`) → the completion step waits for
    another completion and the game ends with steps not met."""
    result = replay(antiquity)
    assert result.problems == []
    assert result.ended["escalade"] == result.ended["terminer"]


def test_a_saved_game_that_no_longer_fits_the_lesson_starts_over(middle_ages):
    """Mutation: `session_for` without its `except` → the refused saved move becomes an internal error."""
    answer = ask(middle_ages, "fr", ["open chapelle", "take 3"])
    assert answer["ok"] and answer["restarted"] and answer["moves"] == []
    assert ask(middle_ages, "fr", ["open maison-rurale"])["restarted"] is False


def test_a_request_that_is_not_one_gets_a_sentence():
    """Mutation: `web.answer` without its `except` → the broken JSON raises and this fails."""
    answer = json.loads(web.answer("{not json"))
    assert answer == {"ok": False, "kind": "internal", "message": answer["message"]} and "marquoir check" in \
        answer["message"]


def test_the_game_so_far_opens_in_the_case_checker_and_holds(middle_ages):
    """The link the page gives is the game so far as a case (web.case_of_game): checked as marquoir check checks it,
    it holds, its moves those played, its figures the game's.
    Mutation: `Lesson.new_game` dealing with `Game.new` (the seed alone) instead of `Game.from_table` → the game is
    no case (a case sets up a table) and this fails."""
    answer = ask(middle_ages, "fr", [])
    for _ in range(6):
        answer = ask(middle_ages, "fr", answer["moves"], play=answer["hint"])
    case = permalinks.read(answer["case"])["case"]
    assert case["moves"] == answer["moves"] and len(case["moves"]) > 6  # the opponent's moves too
    result = check_text(yaml.safe_dump(case, allow_unicode=True), "case.yaml", "fr")
    assert result.exit_code == 0, result.out + result.err
    assert case["expect"]["Alice"]["ecus"] == answer["table"]["me"]["money"]


def test_every_move_the_reader_may_try_says_what_it_costs(middle_ages):
    """At the escalation step the second send on the same site shows 2 actions and the worker's wage before it is
    confirmed; the moves of the turn show their preview; a move the rules refuse is still offered, marked.
    Mutation: the send's action cost read from `send_cost` of another site (`move.card`) → fails."""
    answer = ask(middle_ages, "fr", ["open maison-rurale", "recruit apprenti-6", "recruit manoeuvre-4", "end"])
    answer = ask(middle_ages, "fr", answer["moves"], play="send apprenti-1 to maison-rurale")
    assert answer["step"] == "escalade"
    by_move = {a["move"]: a for a in answer["attempts"]}
    second = by_move["send apprenti-6 to maison-rurale"]
    assert (second["ok"], second["actions"], second["money"], second["place"]) == (True, -2, -2, "site")
    assert second["words"] == "envoyer l'apprenti 6 travailler à la maison rurale"
    assert (by_move["take 2"]["actions"], by_move["take 2"]["money"]) == (-2, 3)
    assert (by_move["buy"]["actions"], by_move["buy"]["money"]) == (1, -5)
    assert by_move["take 3"]["ok"] is False and "actions" not in by_move["take 3"]
    assert set(answer) >= {"ok", "moves", "restarted", "step", "done", "ended", "played", "refused", "opponent",
                           "hint", "hint_words", "undo", "table", "attempts", "over", "scores", "ranking", "case"}
