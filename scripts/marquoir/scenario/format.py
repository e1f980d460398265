"""The scenario file: read it, check every field, and say where a problem is (file:line: field: message).

    edition: moyen-age               # optional (moyen-age)
    players: [Alice, Bruno]          # table order; the first one is the first player
    seed: 3                          # optional (0); deals whatever `setup` does not give
    options: {machines_in_tiebreak: true}
    setup: {...}                     # optional; see marquoir.engine.setup
    moves: [...]                     # played by the current player, in turn order
    expect: {...}                    # checked after the last move

``expect`` holds, per player: ``ecus``, ``vp``, ``score``, ``actions`` (current
player only), ``built``, ``sites``, ``workers`` (the free team), ``turns``,
``rank``; and at the top level: ``winner`` (a name or a list), ``over``,
``current`` (a name, or null once the game is over), ``end_triggered``,
``buildings_row``, ``workers_row``, ``next_building`` and ``next_worker`` (a
card id, null for an empty deck, or ``hidden`` when the option hides the next
worker), and ``error`` (a rule id: the last move
must be refused with that rule; the other expectations are then checked on the
unchanged game).

``edition: antiquite`` scenarios write the money ``sesterces`` (in ``setup`` and
``expect``; ``ecus`` is refused there, as ``sesterces`` is in Middle Ages) and
may also use the moves ``invest CARD [on WORKER]``, ``free SLAVE``, ``repay LOAN``
and ``send WORKER to SITE with TOOL``; per player the expectations
``penalties``, ``slaves`` (not freed), ``freed``, ``tools`` (not fitted),
``loans`` (not repaid) and ``equipment`` (worker -> tool and university); at
the top level ``settling`` and ``investment_row`` (the stacks named are
compared: ``{loan: [emprunt-3, emprunt-4]}``). A ``score`` may be a decimal
(option ``coin_scoring: tenths``): 18.5 is compared exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import yamlsafe
from ..engine import Game, rule_ids
from ..engine.cards import load_cards
from ..engine.options import Options
from ..engine.moves import MoveSyntaxError, parse
from ..engine.rules import EDITIONS
from ..engine.setup import SetupError, check_players
from ..vocab import INVESTMENT_TYPES
from ..yamlsafe import Document, YamlError

TOP_KEYS = ("edition", "players", "seed", "options", "setup", "moves", "expect")
REQUIRED = ("players", "moves", "expect")
PLAYER_EXPECT = {  # key: kind of value
    "ecus": "int", "vp": "int", "score": "int", "actions": "int", "turns": "int", "rank": "int",
    "built": "cards", "workers": "cards", "sites": "sites",
}
TABLE_EXPECT = {
    "winner": "names", "over": "bool", "current": "name", "end_triggered": "bool", "error": "rule",
    "buildings_row": "cards", "workers_row": "cards", "next_building": "card", "next_worker": "card",
}
ANTIQUITY_PLAYER_EXPECT = {
    **{k: v for k, v in PLAYER_EXPECT.items() if k != "ecus"}, "sesterces": "int", "score": "number",
    "penalties": "int", "slaves": "cards", "freed": "cards", "tools": "cards", "loans": "cards", "equipment": "sites",
}
ANTIQUITY_TABLE_EXPECT = {**TABLE_EXPECT, "settling": "bool", "investment_row": "stacks"}
ANTIQUITY_VERBS = ("invest", "free", "repay")
STACKS = INVESTMENT_TYPES


def expect_keys(edition: str) -> tuple[dict, dict]:
    """(per-player, top-level) expectation keys of ``edition``, with the kind of their values."""
    if edition == "antiquite":
        return ANTIQUITY_PLAYER_EXPECT, ANTIQUITY_TABLE_EXPECT
    return PLAYER_EXPECT, TABLE_EXPECT


@dataclass
class Scenario:
    """A checked scenario file."""

    doc: Document
    edition: str
    players: list[str]
    seed: int
    options: dict
    setup: dict
    moves: list[str]
    expect: dict = field(default_factory=dict)

    @property
    def file(self) -> str:
        return self.doc.file

    def line(self, *path: Any) -> int:
        """The line of the value at ``path`` (e.g. ``line("moves", 3)``)."""
        return self.doc.line(tuple(path))

    def new_game(self, lang: str = "fr") -> Game:
        return Game.from_table(self.players, setup=self.setup, seed=self.seed, edition=self.edition,
                               options=self.options, lang=lang)


def load(path: Path | str) -> Scenario:
    """Read and check a scenario file; YamlError naming file, line and field otherwise."""
    return validate(yamlsafe.load(Path(path)))


def loads(text: str, name: str = "<scenario>") -> Scenario:
    return validate(yamlsafe.loads(text, name))


def validate(doc: Document) -> Scenario:
    """Check a read document field by field (the first problem is raised)."""
    data = doc.data

    def fail(path: tuple, message: str) -> YamlError:
        return YamlError(doc.file, doc.line(path), yamlsafe.dotted(path), message)

    if not isinstance(data, dict):
        raise fail((), "a scenario is a mapping of " + ", ".join(TOP_KEYS))
    for key in data:
        if key not in TOP_KEYS:
            raise fail((key,), f"unknown key `{key}` (known: {', '.join(TOP_KEYS)})")
    for key in REQUIRED:
        if key not in data:
            raise fail((), f"missing key `{key}`")

    edition = data.get("edition", "moyen-age")
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise fail(("edition",), f"unknown edition {edition!r} (known: {', '.join(EDITIONS)})")
    cards = load_cards(edition)
    if isinstance(data["players"], list):
        for i, name in enumerate(data["players"]):
            if _trap(name):
                raise fail(("players", i), f"a player's name is text: {_trap(name)}")
    try:
        players = check_players(data["players"], EDITIONS[edition])
    except ValueError as e:
        raise fail(("players",), str(e)) from None
    seed = data.get("seed", 0)
    if not _is_int(seed):
        raise fail(("seed",), f"the seed must be a whole number, not {seed!r}")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise fail(("options",), "a mapping of option: value is expected")
    for key in options:
        try:
            Options.of({key: options[key]}, edition)
        except ValueError as e:
            raise fail(("options", key), str(e)) from None
    setup = data.get("setup") or {}
    if not isinstance(setup, dict):
        raise fail(("setup",), "a mapping of players and rows is expected")

    expect = data["expect"]
    if not isinstance(expect, dict):
        raise fail(("expect",), "a mapping of expectations is expected")
    _check_expect(expect, players, cards, fail, edition)
    error = expect.get("error")

    moves = data["moves"]
    if moves is None:
        moves = []
    if not isinstance(moves, list):
        raise fail(("moves",), "a list of moves is expected (one `- move` per line)")
    if error is not None and not moves:
        raise fail(("expect", "error"), "an expected refusal needs a move to refuse")
    for i, move in enumerate(moves):
        last = i == len(moves) - 1
        if not isinstance(move, str):
            hint = f" ({_trap(move)})" if _trap(move) else ""
            raise fail(("moves", i), f"a move is text such as `take 2`, not {move!r}{hint}")
        try:
            parsed = parse(move)
        except MoveSyntaxError as e:
            if last and error == "bad-move":
                continue
            raise fail(("moves", i), str(e)) from None
        if edition != "antiquite" and (parsed.verb in ANTIQUITY_VERBS or parsed.tool):
            if last and error == "bad-move":
                continue
            what = "with TOOL" if parsed.tool else parsed.verb
            raise fail(("moves", i), f"`{what}` exists only in Antiquity (edition: antiquite)")
        for card in (parsed.card, parsed.site, parsed.tool, parsed.on):
            if card is not None and card not in cards and not (last and error == "unknown-card"):
                raise fail(("moves", i), f"unknown card id `{card}`")

    scenario = Scenario(doc, edition, players, seed, dict(options), setup, list(moves), expect)
    try:
        scenario.new_game()
    except SetupError as e:
        raise fail(("setup",) + e.path, e.message) from None
    except ValueError as e:
        raise fail(("setup",), str(e)) from None
    return scenario


def _check_expect(expect: dict, players: list[str], cards: dict, fail, edition: str = "moyen-age") -> None:
    player_expect, table_expect = expect_keys(edition)
    for key, value in expect.items():
        path = ("expect", key)
        if key in players:
            if not isinstance(value, dict):
                raise fail(path, f"a mapping of {', '.join(player_expect)} is expected")
            for sub, sub_value in value.items():
                if sub == "ecus" and edition == "antiquite":
                    raise fail(path + (sub,), "Antiquity's money is sesterces: write `sesterces`, not `ecus`")
                if sub == "sesterces" and edition != "antiquite":
                    raise fail(path + (sub,), "the Middle Ages money is écus: write `ecus`, not `sesterces`")
                if sub not in player_expect:
                    only = " (Antiquity only)" if sub in ANTIQUITY_PLAYER_EXPECT else ""
                    raise fail(path + (sub,), f"unknown key `{sub}`{only} (known: {', '.join(player_expect)})")
                _check_value(player_expect[sub], sub_value, path + (sub,), players, cards, fail, edition)
        elif key in table_expect:
            _check_value(table_expect[key], value, path, players, cards, fail, edition)
        else:
            only = " (Antiquity only)" if key in ANTIQUITY_TABLE_EXPECT else ""
            raise fail(path, f"unknown key `{key}`{only}: expect a player ({', '.join(players)}) or one of "
                             f"{', '.join(table_expect)}")


def _check_value(kind: str, value: Any, path: tuple, players: list[str], cards: dict, fail,
                 edition: str = "moyen-age") -> None:
    if kind == "int" and not _is_int(value):
        raise fail(path, f"a whole number is expected, not {value!r}")
    if kind == "number" and (isinstance(value, bool) or not isinstance(value, (int, float))):
        raise fail(path, f"a number is expected (18, or 18.5 with tenths), not {value!r}")
    if kind == "bool" and not isinstance(value, bool):
        raise fail(path, f"true or false is expected, not {value!r}")
    if kind == "rule" and value not in rule_ids(edition):
        raise fail(path, f"unknown rule id {value!r} (known: {', '.join(rule_ids(edition))})")
    if kind == "stacks":
        if not isinstance(value, dict):
            raise fail(path, f"a mapping of stack -> list of card ids is expected ({', '.join(STACKS)})")
        for stack, stack_cards in value.items():
            if stack not in STACKS:
                raise fail(path + (stack,), f"unknown stack `{stack}` (known: {', '.join(STACKS)})")
            _check_cards([] if stack_cards is None else stack_cards, path + (stack,), cards, fail)
    if kind in ("name", "names"):
        names = value if kind == "names" and isinstance(value, list) else [value]
        for i, name in enumerate(names):
            if kind == "name" and name is None:
                continue  # current: null once the game is over
            if not isinstance(name, str) or name not in players:
                where = path + (i,) if isinstance(value, list) else path
                hint = f"; {_trap(name)}" if _trap(name) else ""
                raise fail(where, f"unknown player {name!r} (players: {', '.join(players)}){hint}")
    if kind == "cards":
        _check_cards(value, path, cards, fail)
    if kind == "card" and value is not None and (not isinstance(value, str) or value != "hidden" and value not in cards):
        raise fail(path, f"unknown card id `{value}` (a card id, or null, or hidden)")
    if kind == "sites":
        if not isinstance(value, dict):
            raise fail(path, "a mapping of site -> list of workers is expected")
        for site, workers in value.items():
            if site not in cards:
                raise fail(path + (site,), f"unknown card id `{site}`")
            _check_cards([] if workers is None else workers, path + (site,), cards, fail)


def _check_cards(value: Any, path: tuple, cards: dict, fail) -> None:
    if not isinstance(value, list):
        raise fail(path, f"a list of card ids is expected, not {value!r}")
    for i, card in enumerate(value):
        if not isinstance(card, str) or card not in cards:
            hint = f" ({_trap(card)})" if _trap(card) else ""
            raise fail(path + (i,), f"unknown card id `{card}`{hint}")


_trap = yamlsafe.trap


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
