"""The hint once the reader has left the lesson's plan (marquoir.tutorial.plan and Session.advice): the Japanese audit's
deviation (another building started at the first step, then only the hints followed) played to the end through the
page's answers, every step reached and no hint a move that loses; the way found from the reader's own table; a goal
out of reach; what a losing move is; the examples of the lesson's modules."""

from __future__ import annotations

import doctest
import importlib

import pytest

from lesson_play import Seen, ask, lesson_of, play
from marquoir.engine import Game
from marquoir.tutorial import plan
from marquoir.tutorial.session import Lesson, Session
from marquoir.vocab import EDITIONS


@pytest.fixture(scope="module")
def lessons(project_facts):
    return {edition: lesson_of(project_facts, edition) for edition in EDITIONS}


def other_openings(lesson: Lesson) -> list[str]:
    """Starting another building of the lesson's first row than the one its first step suggests."""
    suggested = lesson.steps[0].moves[0]
    return [f"open {card}" for card in lesson.setup["buildings_row"] if f"open {card}" != suggested]


def losing(seen: list[Seen]) -> list[str]:
    """The hints followed that lose money, each with its move's number: écus taken after an action was bought in the
    same turn (5 écus for 1, 3 or 6), or a turn ended with an action bought and left unused."""
    out, bought, actions = [], False, None
    for n, s in enumerate(seen):
        if s.course is not None:
            if s.move == "buy":
                bought = True
            elif s.move.startswith("take ") and bought:
                out.append(f"{n}: {s.move} after buying an action")
            elif s.move == "end" and bought and actions:
                out.append(f"{n}: end with {actions} bought action(s) unused")
        if s.move == "end":
            bought = False
        actions = s.actions
    return out


def test_losing_finds_what_it_is_meant_to_find():
    """The test's own judge, on made-up games: buying then taking écus, and ending with the bought action unused,
    are found; buying then using the action on a site is not."""
    def seen(*moves_actions):
        return [Seen("s", move, 0, actions, 0, (), False, "lesson") for move, actions in moves_actions]

    assert losing(seen(("buy", 1), ("take 1", 0))) == ["1: take 1 after buying an action"]
    assert losing(seen(("take 3", 0), ("buy", 1), ("end", 3))) == ["2: end with 1 bought action(s) unused"]
    assert losing(seen(("buy", 1), ("send apprenti-1 to chapelle", 0), ("end", 3), ("take 1", 2))) == []


@pytest.mark.slow  # every other opening played to the lesson's end: 2 s of the fast loop, left to the whole suite
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_reader_who_starts_another_building_is_led_through_every_step_without_a_losing_move(lessons, edition):
    """The audit's deviation (ja audit, finding 10), with each other building of the first row: the reader starts it
    at the first step, then follows only the hints, through the page's answers (web.answer, in Japanese), to the end
    of the game. Every step is reached, in the lesson's order; the hints leave the lesson's plan (course ``own``);
    no hint takes écus after buying an action in the same turn, or ends a turn with a bought action unused.
    Mutation: `Session._way` without the reader's own way (the step's suggested move while the rules accept one,
    else the engine's move, as before) → in Antiquity, with the temple started first, the game ends before the
    completing step and this fails. Mutation: `plan.wasteful` never judging a take (`if verb == "take": return
    False`) → in Antiquity, with the temple, a hint takes 1 sesterce after an action was bought: this fails."""
    lesson = lessons[edition]
    for first in other_openings(lesson):
        seen, last = play(lesson, "ja", own=(first,))
        ended = [step for s in seen for step in s.ended]
        assert ended == [s.id for s in lesson.steps], (first, ended)
        assert last["over"] and last["ranking"]
        assert "own" in {s.course for s in seen}, first
        assert losing(seen) == [], (first, losing(seen))


def test_the_way_is_found_from_the_readers_own_table(lessons):
    """The audit's game: the arbour (tonnelle) started instead of the farmhouse; at the escalation step, the
    farmhouse the step names is not the reader's, and the hint sends a second worker to the arbour, for 2 actions.
    Mutation: `plan._best` ranking the ways found the other way round (`min` for `max`) → the sending step already
    hints another worker and this fails."""
    lesson = lessons["moyen-age"]
    answer = ask(lesson, "ja", [])
    for move in ("open tonnelle", "recruit apprenti-6", "recruit manoeuvre-4", "end"):
        answer = ask(lesson, "ja", answer["moves"], play=move)
    assert (answer["step"], answer["hint"], answer["course"]) == ("envoyer", "send apprenti-1 to tonnelle", "own")
    answer = ask(lesson, "ja", answer["moves"], play=answer["hint"])
    assert answer["step"] == "escalade" and answer["course"] == "own"
    hinted = next(a for a in answer["attempts"] if a["move"] == answer["hint"])
    assert (hinted["verb"], hinted["site"], hinted["actions"]) == ("send", "tonnelle", -2)
    assert answer["hint_words"] == "見習い6を東屋に派遣する"


def test_on_the_lessons_plan_the_hint_follows_it(lessons):
    """Following the hints from the start, every hint is the lesson's own (course ``lesson``).
    Mutation: `Session._way` checking the step's suggested moves against the goal without their first one
    (`script[1:]`) → a step's single suggested move is no longer seen to reach its goal, the hint leaves the plan
    at the first step and this fails."""
    for lesson in lessons.values():
        seen, _ = play(lesson, "fr")
        assert {s.course for s in seen} == {"lesson"}


def test_a_goal_out_of_reach_gets_the_engines_move_and_says_so():
    """A step whose goal is out of reach within two turns (30 VP from the first turn): the hint is the engine's own
    move, never a losing one, and its course says the goal is out of reach.
    Mutation: `Session._way` answering `OWN` for the engine's move → fails."""
    lesson = Lesson.of({"id": "far", "edition": "moyen-age", "players": ["Alice", "Bruno"], "seed": 3,
                        "steps": [{"id": "far", "until": [{"figure": "vp", "min": 30}], "moves": ["take 3"]}]})
    session = Session(lesson)
    move, course = session.advice()
    assert course == "out-of-reach" and move in session.game.legal_moves()
    assert not plan.wasteful(session.game, "Alice", move)


def test_a_losing_move_is_one_that_pays_for_an_action_it_does_not_use():
    """Taking écus after buying an action, ending the turn with a bought action, buying an action that completes
    nothing: wasteful; buying the action that completes a site, or taking écus with free actions: not.
    Mutation: `plan.wasteful` counting the actions bought in the whole game (no stop at the turn's start in
    `bought`) → the take of the next turn is judged wasteful and this fails."""
    game = Game.from_table(["Alice", "Bruno"], setup={
        "Alice": {"ecus": 20, "workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
    assert not plan.wasteful(game, "Alice", "take 1")
    assert plan.wasteful(game, "Alice", "buy") is False  # compagnon 3 completes the chapel with it
    for move in ("take 3", "buy"):
        game.play(move)
    assert plan.wasteful(game, "Alice", "take 1") and plan.wasteful(game, "Alice", "end")
    game.play("send compagnon-3 to chapelle")
    assert not plan.wasteful(game, "Alice", "end")
    assert plan.wasteful(game, "Alice", "buy")  # no site left to complete
    game.play("end")
    game.play("end")  # Bruno's turn
    assert not plan.wasteful(game, "Alice", "take 1")


@pytest.mark.parametrize("name", ["marquoir.tutorial.plan", "marquoir.tutorial.session",
                                  "marquoir.tutorial.conditions"])
def test_the_examples_in_the_lessons_modules_hold(name):
    """Each module's examples (its doctests) run and hold.
    Mutation: `plan.MOST_MOVES = 3` → the way with a bought action (four moves) is not found and this fails."""
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
