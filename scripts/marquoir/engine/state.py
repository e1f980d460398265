"""The game state: plain mutable records of card ids, changed in place by the moves' effects.

The moves (:mod:`.turn`, :mod:`.investments`, :mod:`.settlement`, put together in :mod:`.verbs`)
are functions of a :class:`Table` and a :class:`~.context.Context`; they append what happens to a
log, a list of events (:func:`emit`). :class:`~.game.Game` holds one table and is the public face;
readers outside the engine (the random policies) get read-only views (:mod:`.views`).

Decks are lists with the top card first. A completed machine is listed in its
owner's ``built`` *and*, as a worker, in their ``team`` or on one of their sites.

Antiquity adds, per player: unattached ``tools``, unpaid ``loans``, ``repaid``
loans, the ``freed`` slaves (a status: the slave stays where it is, in the team
or on a site) and ``equipped`` (worker -> the tool and university attached to
it); and on the table the ``investments`` stacks, whether the current player
has ``invested`` this turn, and whether the end-of-game settlement is running.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

Log = list[dict]
"""The game log: one event per entry, ``{"event": name, **params}`` (told in words by :mod:`.messages`)."""


_SHARED = (str, int, bool, float, type(None))
"""Values a copy of the state shares with the original: they never change in place."""


def copied(value: Any) -> Any:
    """A copy of plain state that shares nothing mutable with ``value``: the records of this module (a
    :class:`Table`, its :class:`Player` records), lists, dicts and tuples copied all the way down, texts and numbers
    shared. What ``copy.deepcopy`` gives for the state, without its memo and its reduce protocol (several times
    faster: a lesson's page previews every move it offers, :meth:`.game.Game.preview`). Anything else is
    deep-copied the standard way."""
    kind = type(value)
    if kind in _SHARED:
        return value
    if kind is list:
        return [v if type(v) in _SHARED else copied(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _SHARED else copied(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(v if type(v) in _SHARED else copied(v) for v in value)
    if kind in (Player, Table):
        record = object.__new__(kind)
        record.__dict__.update({k: v if type(v) in _SHARED else copied(v) for k, v in value.__dict__.items()})
        return record
    return copy.deepcopy(value)


def emit(log: Log, event: str, **params: Any) -> None:
    """Append one event to ``log``."""
    params["event"] = event
    log.append(params)


@dataclass
class Player:
    """One player's money (écus or sesterces) and cards."""

    name: str
    money: int  # the edition's money: écus (Middle Ages) or sesterces (Antiquity)
    team: list[str] = field(default_factory=list)  # free workers, slaves and built machines
    # open site -> workers on it (a site's workers only grow)
    sites: dict[str, tuple[str, ...]] = field(default_factory=dict)
    built: list[str] = field(default_factory=list)  # completed buildings and machines, in order
    turns: int = 0  # turns played (ended)
    tools: list[str] = field(default_factory=list)  # Antiquity: bought, not attached
    loans: list[str] = field(default_factory=list)  # Antiquity: taken, not repaid
    repaid: list[str] = field(default_factory=list)  # Antiquity: repaid at the settlement
    freed: list[str] = field(default_factory=list)  # Antiquity: slaves freed (still in team or on a site)
    equipped: dict[str, list[str]] = field(default_factory=dict)  # Antiquity: worker -> tool / university

    def site_of(self, worker: str) -> str | None:
        """The open site ``worker`` is on, or None."""
        for site, on_site in self.sites.items():
            if worker in on_site:
                return site
        return None

    def to_dict(self, antiquity: bool = False) -> dict:
        data = {
            "name": self.name,
            "ecus": self.money,
            "team": list(self.team),
            "sites": {site: list(workers) for site, workers in self.sites.items()},
            "built": list(self.built),
            "turns": self.turns,
        }
        if antiquity:
            data["sesterces"] = data.pop("ecus")
            data.update(tools=list(self.tools), loans=list(self.loans), repaid=list(self.repaid),
                        freed=list(self.freed), equipped={w: list(c) for w, c in self.equipped.items()})
        return data


@dataclass
class Table:
    """Everything on the table, and whose turn it is."""

    players: list[Player]
    building_deck: list[str]  # top first
    worker_deck: list[str]  # top first
    buildings_row: list[str]
    workers_row: list[str]
    box: list[str] = field(default_factory=list)  # cards a scenario's setup left out of play
    first: int = 0  # index of the first player
    current: int = 0  # index of the player whose turn it is
    round: int = 1  # rounds started (a round starts with the first player)
    actions: int = 0  # actions left this turn
    sent: dict[str, int] = field(default_factory=dict)  # workers sent to each site this turn (cleared in place)
    exchanges: int = 0  # coin exchanges (take N) made this turn
    trigger: dict | None = None  # {"player": name, "reason": "vp" | "stall"} once the end is triggered
    over: bool = False
    investments: dict[str, list[str]] = field(default_factory=dict)  # Antiquity: stack kind -> cards
    invested: int = 0  # Antiquity: investments made this turn
    settling: bool = False  # Antiquity: the end-of-game settlement is running

    @property
    def current_player(self) -> Player:
        """The player whose turn it is (or who is settling)."""
        return self.players[self.current]

    def to_dict(self, antiquity: bool = False) -> dict:
        data = {
            "players": [p.to_dict(antiquity) for p in self.players],
            "building_deck": list(self.building_deck),
            "worker_deck": list(self.worker_deck),
            "buildings_row": list(self.buildings_row),
            "workers_row": list(self.workers_row),
            "box": list(self.box),
            "first": self.players[self.first].name,
            "current": self.players[self.current].name,
            "round": self.round,
            "actions": self.actions,
            "sent": dict(self.sent),
            "exchanges": self.exchanges,
            "trigger": dict(self.trigger) if self.trigger else None,
            "over": self.over,
        }
        if antiquity:
            data.update(investments={k: list(v) for k, v in self.investments.items()}, invested=self.invested,
                        settling=self.settling)
        return data
