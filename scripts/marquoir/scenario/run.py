"""Replay a scenario against the engine and compare the expectations: a :class:`Result` tests can read.

Exit codes: 0 every expectation holds; 1 one does not (the key, expected and
found are named); 2 the file is malformed (every problem is named, with its
line and field), the card facts the engine plays with are invalid (every error
of them is named), or a move is refused although no refusal is expected (the
move, its line, the rule id and the message are named). Each error says its stable code (``MQ2xx``,
:mod:`.codes`; a card fact's ``MQ1xx``) before its message.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..engine import Game, IllegalMove
from ..engine.errors import accepts
from ..facts.errors import InvalidFacts
from ..paths import display
from ..yamlsafe import YamlError, decode
from .codes import code
from .format import Scenario, load, loads
from .ruling import problem_message
from .trace import players_list, say, show

_PLAYED = object()  # found value of `error` when the last move was not refused


@dataclass
class UnmetExpectation:
    """One expectation that does not hold: what the file expects and what the game gives."""

    key: str  # e.g. "Alice.ecus", "error", "winner"
    line: int
    expected: Any
    found: Any
    note: str = ""  # replaces `found` in messages when set


@dataclass
class Checked:
    """One expectation compared: whose it is (a player's name, or None for the table's), its key, the values
    compared (as :func:`_normal` makes them), the note that replaces the value found, and whether it holds."""

    player: str | None
    key: str  # e.g. "ecus", "error", "winner"
    line: int
    expected: Any
    found: Any
    note: str
    holds: bool


@dataclass
class Result:
    """What checking one scenario gave: the exit code and the lines to print."""

    file: str
    exit_code: int
    out: list[str] = field(default_factory=list)  # trace and expectations (stdout)
    summary: list[str] = field(default_factory=list)  # failed expectations and the verdict (stdout)
    err: list[str] = field(default_factory=list)  # malformed file, invalid card facts, unexpected refusal (stderr)
    unmet: list[UnmetExpectation] = field(default_factory=list)
    checked: int = 0
    checks: list[Checked] = field(default_factory=list)  # every expectation compared, in the file's order
    game: Game | None = None
    refusal: IllegalMove | None = None
    scenario: Scenario | None = None  # the scenario replayed (None: malformed file or invalid card facts)
    problems: list[YamlError] = field(default_factory=list)  # a malformed file: every problem
    invalid_facts: list = field(default_factory=list)  # invalid card facts: every error (FactError)

    @property
    def ok(self) -> bool:
        return self.exit_code == 0

    @property
    def text(self) -> str:
        return "\n".join(self.out + self.summary + self.err)


def check_file(path: Path | str, lang: str = "fr") -> Result:
    """Read, replay and check one scenario file; a malformed file or invalid card facts give exit code 2 and
    every problem (never an exception)."""
    return _checked(lambda: load(path), display(Path(path)), lang)


def check_text(text: str, name: str = "<scenario>", lang: str = "fr") -> Result:
    """Check the scenario file whose contents are ``text`` exactly as :func:`check_file` checks a file (the same
    limits, the same messages, the same line numbers); ``name`` is the file name the messages give. What the case
    checker in the reader's browser runs (:mod:`marquoir.web`)."""
    return _checked(lambda: loads(decode(text.encode("utf-8", "surrogatepass"), name), name), name, lang)


def _checked(read, file: str, lang: str) -> Result:
    """Read the scenario with ``read()``, then replay and check it; a malformed file or invalid card facts give exit
    code 2 and every problem (never an exception)."""
    try:
        return check(read(), lang)
    except YamlError as e:
        errors = e.coded(2).errors  # a problem of reading the YAML, with its code in the scenarios' family
        lines = [said(error, lang) for error in errors]
        if len(errors) == 1:
            return Result(file, 2, err=[say("malformed", lang, error=lines[0])], problems=errors)
        return Result(file, 2, err=[say("malformed-several", lang, count=len(errors)), *lines], problems=errors)
    except InvalidFacts as e:
        return Result(file, 2, err=[say("invalid-facts", lang, file=file, count=len(e.errors)), *map(str, e.errors)],
                      invalid_facts=list(e.errors))


def said(error: YamlError, lang: str) -> str:
    """One problem of the file as the command prints it (``file:line: field: CODE message``), its message in ``lang``
    where the checker has it in that language (:func:`.ruling.problem_message`: a number out of bounds)."""
    message = problem_message(error, lang)
    if message == error.message:
        return str(error)
    return str(YamlError(error.file, error.line, error.field, message, problem=error.problem, code=error.code))


def check(scenario: Scenario, lang: str = "fr") -> Result:
    """Replay ``scenario``'s moves, then compare its expectations."""
    game = scenario.new_game(lang)
    result = Result(scenario.file, 0, game=game, scenario=scenario)
    out = result.out
    players = players_list(scenario.players, lang)
    out.append(say("header", lang, file=scenario.file, players=players, seed=scenario.seed))
    out += game.trace(lang)
    expected_error = scenario.expect.get("error")
    found_error: Any = None
    last = len(scenario.moves) - 1
    for i, text in enumerate(scenario.moves):
        line = scenario.line("moves", i)
        out.append(say("move", lang, n=i + 1, line=line, move=text))
        start = len(game.log)
        try:
            game.play(text)
        except IllegalMove as refused:
            out.append("  " + say("refused", lang, rule=refused.rule, message=refused.message(lang)))
            if i == last and expected_error is not None:
                found_error = refused.rule
                break
            result.exit_code, result.refusal = 2, refused
            result.err.append(say("unexpected", lang, file=scenario.file, line=line, index=i, move=text,
                                  rule=refused.rule, message=refused.message(lang), code=code("refused")))
            return result
        out += ["  " + line_ for line_ in game.trace(lang, start)]
        if i == last:
            found_error = _PLAYED
    _compare(scenario, game, found_error, result, lang)
    return result


def _compare(scenario: Scenario, game: Game, found_error: Any, result: Result, lang: str) -> None:
    checks: list[tuple[str, tuple, Any, Any, str]] = []  # key, path, expected, found, note
    for key, value in scenario.expect.items():
        if key in scenario.players:
            for sub, expected in value.items():
                found, note = _player_value(game, key, sub, lang)
                checks.append((f"{key}.{sub}", ("expect", key, sub), _normal(sub, expected), _normal(sub, found), note))
        elif key == "error":
            note = say("played", lang) if found_error is _PLAYED else ""
            found = None if found_error is _PLAYED else value if accepts(value, found_error) else found_error
            checks.append(("error", ("expect", key), value, found, note))
        else:
            found = _table_value(game, key)
            if key == "investment_row" and isinstance(value, dict):  # only the stacks named are compared
                found = {stack: found.get(stack, []) for stack in value}
            checks.append((key, ("expect", key), _normal(key, value), _normal(key, found), ""))
    result.out.append(say("expectations", lang))
    for key, path, expected, found, note in checks:
        result.checked += 1
        player, sub = (path[1], path[2]) if len(path) == 3 else (None, path[1])
        result.checks.append(Checked(player, sub, scenario.line(*path), expected, found, note,
                                     expected == found and not note))
        if expected == found and not note:
            result.out.append(say("holds", lang, key=key, expected=show(expected)))
            continue
        result.unmet.append(UnmetExpectation(key, scenario.line(*path), expected, found, note))
        result.out.append(say("differs", lang, key=key, expected=show(expected), found=note or show(found)))
    for u in result.unmet:
        result.summary.append(say("unmet", lang, file=scenario.file, line=u.line, key=f"expect.{u.key}",
                                  expected=show(u.expected), found=u.note or show(u.found)))
    if result.unmet:
        result.exit_code = 1
        result.summary.append(say("failed", lang, file=scenario.file, count=len(result.unmet), total=result.checked))
    else:
        result.summary.append(say("ok", lang, file=scenario.file, total=result.checked))


def _player_value(game: Game, player: str, key: str, lang: str) -> tuple[Any, str]:
    if key == "actions":
        if game.current != player:
            return None, say("not-current", lang, player=player, current=show(game.current))
        return game.actions_left, ""
    if key == "rank":
        return next(r for r, names in game.ranking() if player in names), ""
    getters = {"ecus": game.ecus, "vp": game.vp, "score": game.score, "turns": game.turns_played,
               "built": game.built, "workers": game.team, "sites": game.sites,
               "sesterces": game.sesterces, "penalties": game.penalties, "slaves": game.slaves, "freed": game.freed,
               "tools": game.tools, "loans": game.loans, "equipment": game.equipment}
    return getters[key](player), ""


def _table_value(game: Game, key: str) -> Any:
    if key == "next_worker":
        try:
            return game.next_worker()
        except IllegalMove:
            return "hidden"
    return {"winner": lambda: game.winners, "over": lambda: game.over, "current": lambda: game.current,
            "end_triggered": lambda: game.end_triggered, "buildings_row": lambda: game.buildings_row,
            "workers_row": lambda: game.workers_row, "next_building": game.next_building,
            "settling": lambda: game.settling, "investment_row": lambda: game.investment_row}[key]()


def _normal(key: str, value: Any) -> Any:
    """Values compared without regard to order where order means nothing (teams, built cards, winners); scores
    as exact numbers (an expected 18.5 is 37/2, never a rounded float)."""
    if key in ("built", "workers", "slaves", "freed", "tools", "loans"):
        return sorted(value)
    if key == "winner":
        return sorted(value) if isinstance(value, list) else [value]
    if key in ("sites", "equipment", "investment_row") and isinstance(value, dict):
        return {site: sorted(workers or []) for site, workers in sorted(value.items())}
    if key == "score" and isinstance(value, (int, float, Fraction)) and not isinstance(value, bool):
        exact = Fraction(str(value)) if isinstance(value, float) else Fraction(value)
        return int(exact) if exact.denominator == 1 else exact
    return value
