"""The scenario file: read it, check it against the format, and say where every problem is (file:line: field: message).

    edition: moyen-age               # optional (moyen-age)
    players: [Alice, Bruno]          # table order; the first one is the first player
    seed: 3                          # optional (0); deals whatever `setup` does not give
    options: {machines_in_tiebreak: true}
    setup: {...}                     # optional; see marquoir.engine.setup
    moves: [...]                     # played by the current player, in turn order
    expect: {...}                    # checked after the last move

Every key, what it holds, whether it is required and the edition it belongs to are described once, as data,
in :mod:`marquoir.scenario.schema` (also exported as ``rules/schema/scenario.schema.json``). In short:
``expect`` holds, per player: ``ecus``, ``vp``, ``score``, ``actions`` (current player only), ``built``,
``sites``, ``workers`` (the free team), ``turns``, ``rank``; and at the top level: ``winner`` (a name or a
list), ``over``, ``current`` (a name, or null once the game is over), ``end_triggered``, ``buildings_row``,
``workers_row``, ``next_building`` and ``next_worker`` (a card id, null for an empty deck, or ``hidden`` when
the option hides the next worker), and ``error`` (a rule id: the last move must be refused with that rule;
the other expectations are then checked on the unchanged game).

``edition: antiquite`` scenarios write the money ``sesterces`` (in ``setup`` and ``expect``; ``ecus`` is
refused there, as ``sesterces`` is in Middle Ages) and may also use the moves ``invest CARD [on WORKER]``,
``free SLAVE``, ``repay LOAN`` and ``send WORKER to SITE with TOOL``; per player the expectations
``penalties``, ``slaves`` (not freed), ``freed``, ``tools`` (not fitted), ``loans`` (not repaid) and
``equipment`` (worker -> tool and university); at the top level ``settling`` and ``investment_row`` (the
stacks named are compared: ``{loan: [emprunt-3, emprunt-4]}``). A ``score`` may be a decimal (option
``coin_scoring: tenths``): 18.5 is compared exactly.

Numbers above the engine's plausibility limits (:mod:`marquoir.engine.limits`: money, VP, score, moves,
seeds) are refused, naming the limit. A misspelt card id suggests the nearest real one and is reported once,
at the first line where it appears. Every problem of a file is reported (:class:`~marquoir.yamlsafe.YamlErrors`),
except that the engine's own check of the setup (a card named twice, a row too long...) runs only on a
setup whose values are well-formed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import yamlsafe
from ..engine import Game
from ..engine.cards import load_cards
from ..engine.rules import edition_rules
from ..engine.setup import SetupError, check_players
from ..spec import Context, Problem, locate
from ..vocab import EDITIONS
from ..yamlsafe import Document, YamlError
from .codes import code
from .schema import DEFAULT_EDITION, SCENARIO

TABLE_FIELDS = ("edition", "players", "seed", "options", "setup")
"""The keys that make the table: when they are all well-formed, the engine sets the table up (and checks it)."""


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
    """Read and check a scenario file; :class:`~marquoir.yamlsafe.YamlError` naming file, line and field otherwise
    (:class:`~marquoir.yamlsafe.YamlErrors`, with ``errors``, when there are several problems)."""
    return validate(yamlsafe.load(Path(path)))


def loads(text: str, name: str = "<scenario>") -> Scenario:
    return validate(yamlsafe.loads(text, name))


def validate(doc: Document) -> Scenario:
    """Check a read document against :data:`~marquoir.scenario.schema.SCENARIO`, then let the engine set the table
    up; raise every problem found (a YamlError, or YamlErrors for several)."""
    scenario, errors = problems(doc)
    yamlsafe.raise_all(errors)
    assert scenario is not None
    return scenario


def problems(doc: Document) -> tuple[Scenario | None, list[YamlError]]:
    """The scenario of ``doc`` and every problem of it (the scenario is None when there is one)."""
    found = list(_problems(doc))
    scenario = None if found else _scenario(doc)
    errors = [YamlError(doc.file, line, yamlsafe.dotted(p.path), p.message, problem=p.problem, code=code(p.problem),
                        path=p.path, values=p.values)
              for line, p in locate(found, doc.line)]
    return (None if errors else scenario), errors


def _problems(doc: Document):
    data = doc.data
    edition = data.get("edition", DEFAULT_EDITION) if isinstance(data, dict) else DEFAULT_EDITION
    if not isinstance(data, dict) or not isinstance(edition, str) or edition not in EDITIONS:
        # without an edition, neither cards nor limits are known: the keys and the edition only
        ctx = Context(DEFAULT_EDITION, cards={}, players=None, error=None)
        yield from SCENARIO.check_keys(data, (), ctx)
        if isinstance(data, dict):
            yield from SCENARIO.field("edition", DEFAULT_EDITION).kind.check(edition, ("edition",), ctx)
        return
    expect = data.get("expect")
    error = expect.get("error") if isinstance(expect, dict) else None
    ctx = Context(edition, cards=load_cards(edition), players=_players(data.get("players"), edition),
                  error=error if isinstance(error, str) else None)
    problems = list(SCENARIO.check(data, (), ctx))
    yield from problems
    if error is not None and not data.get("moves") and not any(p.path[:2] == ("expect", "error") for p in problems):
        yield Problem(("expect", "error"), "an expected refusal needs a move to refuse", problem="no-move")
    if not any(p.path == () or p.path[0] in TABLE_FIELDS for p in problems):
        yield from _setup_problems(_scenario(doc))


def _players(value: Any, edition: str) -> list[str] | None:
    """The players' names, or None when they are not valid (their problems are reported by the schema)."""
    try:
        return check_players(value, edition_rules(edition))
    except ValueError:
        return None


def _scenario(doc: Document) -> Scenario:
    """The scenario of a document whose table keys are well-formed (moves and expectations may not be yet)."""
    data = doc.data
    moves, expect = data.get("moves"), data.get("expect")
    return Scenario(doc, data.get("edition", DEFAULT_EDITION), list(data["players"]), data.get("seed", 0),
                    dict(data.get("options") or {}), data.get("setup") or {},
                    list(moves) if isinstance(moves, list) else [], expect if isinstance(expect, dict) else {})


def _setup_problems(scenario: Scenario):
    """The engine's own check of the table (a card named twice or of the wrong type, a row too long...)."""
    try:
        scenario.new_game()
    except SetupError as e:
        yield Problem(("setup",) + e.path, e.message, problem="table")
    except ValueError as e:
        yield Problem(("setup",), str(e), problem="table")
