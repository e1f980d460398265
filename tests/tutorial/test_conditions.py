"""The condition language of a lesson's steps (marquoir.tutorial.conditions): what it refuses, with the path of the
value, and how the engine judges each kind of test."""

from __future__ import annotations

import pytest

from marquoir.engine import Game
from marquoir.tutorial.conditions import FIGURES, event_params, holds, problems


def game_after_a_send():
    game = Game.from_table(["Alice", "Bruno"], setup={
        "Alice": {"ecus": 20, "workers": ["apprenti-1", "apprenti-6"], "sites": {"maison-rurale": []}}})
    game.send("apprenti-1", to="maison-rurale")
    game.send("apprenti-6", to="maison-rurale")
    return game


@pytest.mark.parametrize("condition, path, says", [
    ([], (), "a list of one or more tests"),
    ({"event": "open"}, (), "a list of one or more tests"),
    ([{"event": "open", "figure": "vp"}], (0,), "either `event: NAME` or `figure: NAME`"),
    ([{"event": "opened"}], (0, "event"), "did you mean `open`?"),
    ([{"event": "send", "cost": 2}], (0, "cost"), "the event `send` has no parameter `cost`"),
    ([{"event": "send", "actions": {"least": 2}}], (0, "actions", "least"), "bounds are min and max"),
    ([{"event": "send", "actions": {"min": "2"}}], (0, "actions", "min"), "a bound is a whole number"),
    ([{"event": "send", "by": "bruno"}], (0, "by"), "`by` is one of me, opponent, anyone"),
    ([{"figure": "points", "min": 1}], (0, "figure"), "unknown figure `points`"),
    ([{"figure": "vp"}], (0,), "compare the figure"),
    ([{"figure": "over", "is": 1}], (0, "is"), "this figure is yes or no"),
    ([{"figure": "vp", "min": 1, "at": 2}], (0, "at"), "unknown key `at`"),
    ([{"figure": "loans", "max": 0}], (0, "figure"), "the figure `loans` is Antiquity's"),
])
def test_a_condition_the_engine_cannot_judge_is_refused_at_its_value(condition, path, says):
    """Mutation: `_figure_problems` without its check of Antiquity's figures → the `loans` case gives no problem and
    fails here."""
    found = problems(condition, "moyen-age")
    assert [p for p, _ in found] == [path], found
    assert says in found[0][1]


def test_every_event_parameter_is_one_the_engine_logs():
    """The parameters a test may name are those the engine's events carry: every key of every event a random game
    logs is allowed for it, and its player too. Mutation: `event_params` without the player (`{"player"} |` left
    out) → every event's `player` is refused and this fails."""
    from marquoir.engine.simulate import random_game

    for edition in ("moyen-age", "antiquite"):
        for seed in range(3):
            for event in random_game(2, seed, edition=edition).log:
                allowed = event_params(event["event"])
                extra = set(event) - {"event", "ranking", "winners"} - allowed
                assert not extra, (event["event"], extra)


def test_events_are_counted_from_the_steps_start_and_by_whom():
    """Mutation: `holds` reading the whole log instead of `log[since:]` → the send before `since` still counts."""
    game = game_after_a_send()
    assert holds([{"event": "send", "actions": 2}], game, "Alice", 0)
    assert holds([{"event": "send", "actions": {"min": 2, "max": 2}}], game, "Alice", 0)
    assert not holds([{"event": "send", "actions": {"min": 3}}], game, "Alice", 0)
    assert not holds([{"event": "send"}], game, "Alice", len(game.log))
    assert not holds([{"event": "send", "by": "opponent"}], game, "Alice", 0)
    assert holds([{"event": "send", "by": "anyone"}], game, "Alice", 0)
    assert holds([{"event": "send", "worker": "apprenti-6", "site": "maison-rurale"}], game, "Alice", 0)


def test_figures_read_the_game_now():
    """Mutation: `actions` read for the reader whatever the turn → Bruno's 3 actions count for Alice and this fails."""
    game = game_after_a_send()
    assert holds([{"figure": "actions", "is": 0}, {"figure": "sites", "is": 1}, {"figure": "my-turn", "is": True}],
                 game, "Alice", 0)
    game.end_turn()
    assert holds([{"figure": "actions", "is": 0}, {"figure": "my-turn", "is": False}], game, "Alice", 0)
    assert holds([{"figure": "actions", "is": 3}], game, "Bruno", 0)
    assert not holds([{"figure": "money", "min": 17}], game, "Alice", 0)
    assert set(FIGURES) >= {"money", "vp", "built", "machines", "triggered", "over"}
