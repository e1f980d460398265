"""What a game remembers besides its state: how it was made (:class:`Origin`) and what was played (:class:`Step`).

Every move played or refused through a public move method of :class:`~.game.Game` (``open``, ``send``,
``play``, ``apply``, ``settle``...) adds one :class:`Step` to ``game.history``: the move as a scenario
line, who played it, the events it logged, the refusal if a rule refused it, and the figures after it.
The history is not game state: :meth:`Game.state` does not include it, and a refused move still changes
nothing on the table. Together with ``game.origin`` it says everything needed to replay the game, e.g. as
a ``marquoir check`` case (:func:`marquoir.web.case_of_game`).

:func:`on_new_game` calls back whoever asked for the games made while a block of code runs (the worked
examples' runner, :mod:`marquoir.doctests`, keeps the games of each example this way).

>>> from marquoir.engine import Game, IllegalMove
>>> made = []
>>> with on_new_game(made.append):
...     game = Game.from_table(["Alice", "Bruno"], setup={
...         "Alice": {"workers": ["compagnon-3"], "sites": {"chapelle": ["compagnon-5", "apprenti-4"]}}})
...     game.send("compagnon-3", to="chapelle")
...     try:
...         game.take(4)
...     except IllegalMove:
...         pass
>>> made == [game], game.origin.how, game.origin.setup["Alice"]["workers"]
(True, 'from_table', ['compagnon-3'])
>>> for s in game.history:
...     print(s.n, s.move, s.player, s.refused, s.actions_left, s.money, s.vp, s.completed)
1 send compagnon-3 to chapelle Alice None 2 24 5 ('chapelle',)
2 take 4 Alice ('take-amount', {'n': 4}) 2 24 5 ()
>>> print(game.history[0].lines("en", game.cards, game.rules.edition)[0])
Alice sends Craftsman 3 to work on the Chapel (1 action, 4 écus).
>>> game.history[1].words("fr", game.cards, game.rules.edition)
'prendre des écus avec 4 actions'
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from .errors import Refusal
from .messages import event_lines, move_words

NEW, FROM_TABLE = "new", "from_table"


@dataclass(frozen=True)
class Origin:
    """How a game was made: by :meth:`Game.new <.game.Game.new>` (``how="new"``: dealt from the seed, the first
    player given or drawn) or :meth:`Game.from_table <.game.Game.from_table>` (``how="from_table"``: the
    ``setup`` given, the rest dealt from the seed, the first listed player starts)."""

    how: str
    edition: str
    players: tuple[str, ...]
    seed: int
    options: Mapping[str, Any]  # the options that differ from the defaults, by name
    setup: Mapping[str, Any] | None = None  # from_table: the setup as given (a plain copy); new: None
    first_player: str | None = None  # new: the first player as given (None: drawn with the seed)

    def as_dict(self) -> dict:
        """Plain JSON-able data (a copy)."""
        return {"how": self.how, "edition": self.edition, "players": list(self.players), "seed": self.seed,
                "options": dict(self.options), "setup": copy.deepcopy(plain(self.setup)),
                "first_player": self.first_player}


@dataclass(frozen=True)
class Step:
    """One move played or refused, and the figures right after it.

    ``move`` is the move as a scenario line (``send compagnon-3 to chapelle``; text that is not a move stays
    as written); ``player`` the player whose turn it was (None once the game was over); ``events`` the log
    events the move added (none when refused); ``refused`` the rule id and the parameters of its message, or
    None; ``actions_left`` the actions the current player has left after the move (after ``end``: the next
    player's); ``money`` and ``vp`` the mover's money and VP after it; ``completed`` the buildings and
    machines it completed; ``current`` whose turn it is after it (the mover's until ``end``; None once the game
    is over)."""

    n: int  # 1 for the first move
    move: str
    player: str | None
    events: tuple[Mapping, ...]
    refused: Refusal | None
    actions_left: int
    money: int | None
    vp: int | None
    completed: tuple[str, ...] = ()
    current: str | None = None

    def lines(self, lang: str, cards: Mapping, edition: str) -> list[str]:
        """The engine's trace lines of this move in ``lang`` (none for a refused move)."""
        out: list[str] = []
        for event in self.events:
            out.extend(event_lines(event, lang, cards, edition))
        return out

    def words(self, lang: str, cards: Mapping, edition: str) -> str:
        """The move in words in ``lang``, card names localised: ``envoyer le compagnon 3 travailler à la chapelle``
        (text that is not a move is quoted as written)."""
        return move_words(self.move, lang, cards, edition)

    def as_dict(self) -> dict:
        """Plain JSON-able data (the events as logged; ``refused`` as ``{"rule", "params"}``)."""
        return {"n": self.n, "move": self.move, "player": self.player, "events": [dict(e) for e in self.events],
                "refused": None if self.refused is None else {"rule": self.refused[0],
                                                               "params": dict(self.refused[1])},
                "actions_left": self.actions_left, "money": self.money, "vp": self.vp,
                "completed": list(self.completed), "current": self.current}


def completed_by(events) -> tuple[str, ...]:
    """The buildings and machines completed in ``events`` (the ``complete`` events), in order."""
    return tuple(e["site"] for e in events if e.get("event") == "complete")


def plain(value: Any) -> Any:
    """``value`` as plain data: mappings as dicts, lists and tuples as lists (a setup given as any mapping)."""
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


# ----------------------------------------------------------------- the games made

_callback: ContextVar[Callable[[Any], None] | None] = ContextVar("marquoir_on_new_game", default=None)
"""The callback of the innermost :func:`on_new_game` block running in this context (none outside one)."""


@contextmanager
def on_new_game(callback: Callable[[Any], None]) -> Iterator[None]:
    """Call ``callback(game)`` with every :class:`~.game.Game` made while the block runs, in the order they are made.
    The callback is the caller's (nothing is kept here); an outer block's callback is called too."""
    outer = _callback.get()

    def both(game) -> None:
        callback(game)
        if outer is not None:
            outer(game)

    token = _callback.set(both)
    try:
        yield
    finally:
        _callback.reset(token)


def new_game(game) -> None:
    """Called by each new :class:`~.game.Game`: the callback of the :func:`on_new_game` block running, if any."""
    callback = _callback.get()
    if callback is not None:
        callback(game)
