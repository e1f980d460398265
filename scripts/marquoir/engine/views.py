"""Read-only views of the game state, for readers outside the moves (the random policies of :mod:`.simulate`).

A view reads the live table: it always shows the current state, and gives back tuples and read-only
mappings, never the engine's own lists, so a reader cannot change the game by mistake.

>>> from marquoir.engine import Game
>>> game = Game.from_table(["Alice", "Bruno"], setup={"Alice": {"workers": ["apprenti-1"], "sites": {"tonnelle": []}}})
>>> view = game.view
>>> view.current_player.team, dict(view.current_player.sites), view.actions
(('apprenti-1',), {'tonnelle': ()}, 3)
>>> game.take(1)
>>> view.actions, view.current_player.money
(2, 11)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .state import Player, Table

_NOTHING: Mapping = MappingProxyType({})


class PlayerView:
    """One player, read-only (see :class:`~.state.Player` for what each field holds)."""

    __slots__ = ("_p", "_sites")

    def __init__(self, player: Player):
        self._p = player
        self._sites = MappingProxyType(player.sites)  # changed in place, its values tuples: read-only all the way

    @property
    def name(self) -> str:
        return self._p.name

    @property
    def money(self) -> int:
        return self._p.money

    @property
    def team(self) -> tuple[str, ...]:
        return tuple(self._p.team)

    @property
    def sites(self) -> Mapping[str, tuple[str, ...]]:
        return self._sites

    @property
    def built(self) -> tuple[str, ...]:
        return tuple(self._p.built)

    @property
    def turns(self) -> int:
        return self._p.turns

    @property
    def tools(self) -> tuple[str, ...]:
        return tuple(self._p.tools)

    @property
    def loans(self) -> tuple[str, ...]:
        return tuple(self._p.loans)

    @property
    def freed(self) -> tuple[str, ...]:
        return tuple(self._p.freed)

    @property
    def equipped(self) -> Mapping[str, tuple[str, ...]]:
        equipped = self._p.equipped
        return MappingProxyType({w: tuple(c) for w, c in equipped.items()}) if equipped else _NOTHING


class TableView:
    """The whole table, read-only (see :class:`~.state.Table`)."""

    __slots__ = ("_t", "_players", "_sent")

    def __init__(self, table: Table):
        self._t = table
        self._players = tuple(PlayerView(p) for p in table.players)
        self._sent = MappingProxyType(table.sent)  # the table clears it in place: always the live one

    @property
    def players(self) -> tuple[PlayerView, ...]:
        return self._players

    @property
    def current_player(self) -> PlayerView:
        """The player whose turn it is (or who is settling; the last one once the game is over)."""
        return self._players[self._t.current]

    @property
    def actions(self) -> int:
        return self._t.actions

    @property
    def sent(self) -> Mapping[str, int]:
        """Workers sent to each site this turn."""
        return self._sent

    @property
    def buildings_row(self) -> tuple[str, ...]:
        return tuple(self._t.buildings_row)

    @property
    def workers_row(self) -> tuple[str, ...]:
        return tuple(self._t.workers_row)

    @property
    def building_deck_size(self) -> int:
        return len(self._t.building_deck)

    @property
    def worker_deck_size(self) -> int:
        return len(self._t.worker_deck)

    @property
    def investments(self) -> Mapping[str, tuple[str, ...]]:
        """Antiquity: the cards left in each stack of the investment row."""
        return MappingProxyType({k: tuple(v) for k, v in self._t.investments.items()})

    def stack(self, kind: str) -> tuple[str, ...]:
        """Antiquity: the cards left in one stack of the investment row
        (``slave``, ``tool``, ``loan``, ``university``)."""
        return tuple(self._t.investments[kind])

    @property
    def invested(self) -> int:
        """Antiquity: investments made this turn."""
        return self._t.invested

    @property
    def settling(self) -> bool:
        return self._t.settling

    @property
    def over(self) -> bool:
        return self._t.over

    @property
    def round(self) -> int:
        return self._t.round
