"""The condition that ends a lesson's step: a small language of data, judged against the game by the engine.

A condition is a list of tests; it holds when every test holds. A test is a mapping of one of two kinds:

* ``event: NAME``: the game logged the event ``NAME`` (an event of the engine's log, told in words by
  :data:`marquoir.engine.messages.EVENT_MESSAGES`: ``open``, ``recruit``, ``send``, ``complete``, ``machine``,
  ``take``, ``buy``, ``end-turn``, ``end-vp``, ``game-over``, ``invest``, ``loan``, ``equip``, ``repay``...) since
  the step began (from the move that ended the step before it), played by the reader (``by: me``, the default),
  the opponent (``by: opponent``) or anyone (``by: anyone``). Its other keys are the event's parameters, each
  equal to a value or within bounds: ``{event: send, actions: 2}`` (a worker sent for 2 actions: the second on
  one site in a turn), ``{event: take, money: {min: 3}}``;
* ``figure: NAME``: one of :data:`FIGURES` now, the reader's (``money``, ``vp``, ``built``...) or the table's
  (``triggered``, ``over``...), equal to ``is`` or within ``min`` / ``max``: ``{figure: built, min: 1}``,
  ``{figure: over, is: true}``.

:func:`problems` says what is wrong with a condition (each problem with the path of its value), :func:`holds`
judges one. Pure Python: it runs in the reader's browser with the engine.

>>> from marquoir.engine import Game
>>> game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"workers": ["compagnon-3"],
...                        "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
>>> game.send("compagnon-3", to="chapelle")
>>> holds([{"event": "complete"}, {"figure": "vp", "min": 5}], game, "Alice", 0)
True
>>> holds([{"event": "send", "actions": 2}], game, "Alice", 0)  # one send, for 1 action
False
>>> holds([{"figure": "over", "is": True}], game, "Alice", 0)
False
>>> for path, message in problems([{"event": "sent"}, {"figure": "vp", "least": 3}], "moyen-age"):
...     print(path, message)
(0, 'event') unknown event `sent` (did you mean `send`?)
(1, 'least') unknown key `least` (a figure takes is, min, max)
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.messages import EVENT_MESSAGES

BY = ("me", "opponent", "anyone")
"""Whose events an ``event`` test counts."""
BOUNDS = ("min", "max")


FIGURES: dict[str, tuple[bool, Callable[[Any, str], Any]]] = {
    # the reader's figures (False: the value is a number) ...
    "money": (False, lambda game, me: game.ecus(me)),
    "vp": (False, lambda game, me: game.vp(me)),
    "actions": (False, lambda game, me: game.actions_left if game.current == me else 0),
    "built": (False, lambda game, me: len(game.built(me))),
    "machines": (False, lambda game, me: sum(game.cards[c].type == "machine" for c in game.built(me))),
    "team": (False, lambda game, me: len(game.team(me))),
    "sites": (False, lambda game, me: len(game.sites(me))),
    "loans": (False, lambda game, me: len(game.loans(me))),
    "slaves": (False, lambda game, me: len(game.slaves(me))),
    "tools": (False, lambda game, me: len(game.tools(me)) + sum(
        game.cards[c].type == "tool" for cs in game.equipment(me).values() for c in cs)),
    "penalties": (False, lambda game, me: game.penalties(me)),
    "round": (False, lambda game, me: game.round),
    # ... and yes-or-no ones (True)
    "my-turn": (True, lambda game, me: game.current == me),
    "triggered": (True, lambda game, me: game.end_triggered),
    "settling": (True, lambda game, me: game.settling),
    "over": (True, lambda game, me: game.over),
}
"""The figures a ``figure`` test reads: name -> (whether it is yes or no, how it is read from the game for the
reader ``me``)."""

_FIELD = re.compile(r"\{(\w+)\}")
_EDITION_WORDS = {"currency", "zero", "take_spend", "take_gain", "forms"}  # what a line says of the edition


def event_params(name: str) -> set[str]:
    """The parameters an event of the log may be tested on: those its trace line names (``{site_a}`` is
    ``site``), and the player who played it."""
    fields = {re.sub(r"_(a|de)$", "", f).lower() for lang in ("fr", "en", "ja")
              for f in _FIELD.findall(EVENT_MESSAGES(name, lang))}
    return {"player"} | fields - _EDITION_WORDS


def _near(word: str, known) -> str:
    close = difflib.get_close_matches(str(word), list(known), n=1)
    return f" (did you mean `{close[0]}`?)" if close else ""


def _value_problems(path: tuple, value: Any, yes_no: bool = False) -> list[tuple[tuple, str]]:
    """A value a parameter or figure is compared with: a scalar, or ``{min, max}`` bounds (whole numbers)."""
    if isinstance(value, Mapping):
        out = [((*path, k), f"unknown key `{k}` (bounds are min and max)") for k in value if k not in BOUNDS]
        out += [((*path, k), "a bound is a whole number") for k in BOUNDS
                if k in value and (not isinstance(value[k], int) or isinstance(value[k], bool))]
        if not value:
            out.append((path, "give min, max or both"))
        return out
    if yes_no and not isinstance(value, bool):
        return [(path, "this figure is yes or no: `is: true` or `is: false`")]
    if not isinstance(value, (str, int, bool)):
        return [(path, "a value is text, a whole number, true or false, or {min, max}")]
    return []


def problems(condition: Any, edition: str) -> list[tuple[tuple, str]]:
    """What is wrong with ``condition`` for a game of ``edition``: ``[(path, message)]`` (none: it can be judged)."""
    if not isinstance(condition, list) or not condition:
        return [((), "a condition is a list of one or more tests")]
    out: list[tuple[tuple, str]] = []
    for i, test in enumerate(condition):
        if not isinstance(test, Mapping) or ("event" in test) == ("figure" in test):
            out.append(((i,), "a test is a mapping with either `event: NAME` or `figure: NAME`"))
        elif "event" in test:
            out += _event_problems(i, test)
        else:
            out += _figure_problems(i, test, edition)
    return out


def _event_problems(i: int, test: Mapping) -> list[tuple[tuple, str]]:
    name = test["event"]
    if name not in EVENT_MESSAGES:
        return [((i, "event"), f"unknown event `{name}`{_near(name, EVENT_MESSAGES)}")]
    out = []
    if test.get("by", "me") not in BY:
        out.append(((i, "by"), f"`by` is one of {', '.join(BY)}"))
    params = event_params(name)
    for key, value in test.items():
        if key in ("event", "by"):
            continue
        if key not in params:
            out.append(((i, key), f"the event `{name}` has no parameter `{key}`{_near(key, params)} "
                                  f"(it has {', '.join(sorted(params))})"))
        else:
            out += _value_problems((i, key), value)
    return out


def _figure_problems(i: int, test: Mapping, edition: str) -> list[tuple[tuple, str]]:
    name = test["figure"]
    if name not in FIGURES:
        return [((i, "figure"), f"unknown figure `{name}`{_near(name, FIGURES)} (known: {', '.join(FIGURES)})")]
    if name in ("loans", "slaves", "tools", "penalties", "settling") and edition != "antiquite":
        return [((i, "figure"), f"the figure `{name}` is Antiquity's")]
    yes_no = FIGURES[name][0]
    out = [((i, k), f"unknown key `{k}` (a figure takes is, min, max)") for k in test
           if k not in ("figure", "is", *BOUNDS)]
    if out:
        return out
    if "is" in test:
        return _value_problems((i, "is"), test["is"], yes_no)
    if yes_no or not any(k in test for k in BOUNDS):
        return [((i,), "compare the figure: `is: VALUE`" + ("" if yes_no else ", `min: N` or `max: N`"))]
    return _value_problems((i,), {k: test[k] for k in BOUNDS if k in test})


def _matches(found: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping):
        if isinstance(found, bool) or not isinstance(found, int):
            return False
        return wanted.get("min", found) <= found <= wanted.get("max", found)
    return found == wanted and type(found) is type(wanted)


def _by(test: Mapping, player: Any, me: str) -> bool:
    who = test.get("by", "me")
    return who == "anyone" or (player == me) == (who == "me")


def holds(condition: list, game, me: str, since: int) -> bool:
    """Whether every test of ``condition`` holds in ``game`` for the reader ``me``; events are those logged from
    ``since`` (an index of ``game.log``) on."""
    log = game.log
    for test in condition:
        if "event" in test:
            name = test["event"]
            wanted = {k: v for k, v in test.items() if k not in ("event", "by")}
            if not any(e["event"] == name and _by(test, e.get("player"), me)
                       and all(k in e and _matches(e[k], v) for k, v in wanted.items())
                       for e in log[since:]):
                return False
        else:
            value = FIGURES[test["figure"]][1](game, me)
            wanted = test["is"] if "is" in test else {k: test[k] for k in BOUNDS if k in test}
            if not _matches(value, wanted):
                return False
    return True
