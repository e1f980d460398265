"""Setting up the table: the seeded deal of [R-FR] p.2, and tables given card by card.

The deal, in this order (each step uses the seeded ``random.Random``):
1. the building deck (buildings and machines) is shuffled; the first cards
   are laid in the buildings row;
2. the apprentices are shuffled and one is dealt to each player;
3. the leftover apprentices go back into the worker deck, which is shuffled;
   the first cards are laid in the workers row.

A ``setup`` mapping (the ``setup`` of a scenario file) replaces any part of
the deal: a player's ``ecus``, ``workers`` (free in the team, instead of the
dealt apprentice), ``sites`` (open sites with the workers already on them) and
``built`` (completed cards); the ``buildings_row`` and ``workers_row``; and the
``building_deck`` / ``worker_deck`` (top first: then the cards named nowhere
are set aside, out of play). Everything else is dealt from the seed.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from .cards import Card
from .rules import EditionRules, is_complete
from .state import Player, Table

PLAYER_KEYS = ("ecus", "workers", "sites", "built")
TABLE_KEYS = ("buildings_row", "workers_row", "building_deck", "worker_deck")


def check_players(players: Any, rules: EditionRules) -> list[str]:
    """The players' names, or ValueError saying what is wrong with them."""
    if isinstance(players, str) or not isinstance(players, (list, tuple)):
        raise ValueError(f"players must be a list of names, not {players!r}")
    names = list(players)
    if not rules.min_players <= len(names) <= rules.max_players:
        raise ValueError(f"{rules.min_players} to {rules.max_players} players are needed, not {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"a player's name must be non-empty text, not {name!r}")
        if name in TABLE_KEYS:
            raise ValueError(f"{name!r} cannot be a player's name (it is a setup key)")
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        raise ValueError(f"two players are named {twice!r}: names must be distinct")
    return names


def deal(players: list[str], rng: random.Random, rules: EditionRules, cards: Mapping[str, Card],
         setup: Mapping | None = None) -> Table:
    """A table for ``players`` (already checked): ``setup`` where it says, the seeded deal elsewhere."""
    given = _Given(players, rules, cards, setup or {})
    # sorted ids: the deal of a seed does not depend on the order of the card files
    building_ids = sorted(c.id for c in cards.values() if c.type in rules.building_types)
    worker_ids = sorted(c.id for c in cards.values() if c.type in rules.worker_types)

    pool = [c for c in building_ids if c not in given.named]
    rng.shuffle(pool)
    buildings_row, pool = given.take_row("buildings_row", pool, rules.row_size)
    building_deck, box = given.take_deck("building_deck", pool)

    grade = rules.starting_grade
    starters = [c for c in worker_ids if cards[c].grade == grade and c not in given.named]
    rng.shuffle(starters)
    for player in given.players:
        if player.name not in given.with_workers:
            if not starters:
                raise SetupError(f"no {grade} is left to deal to {player.name}: give their `workers`", (player.name,))
            player.team.append(starters.pop(0))
    dealt = {c for p in given.players for c in p.team}
    pool = [c for c in worker_ids if c not in given.named and c not in dealt]
    rng.shuffle(pool)
    workers_row, pool = given.take_row("workers_row", pool, rules.row_size)
    worker_deck, more_box = given.take_deck("worker_deck", pool)

    return Table(players=given.players, building_deck=building_deck, worker_deck=worker_deck,
                 buildings_row=buildings_row, workers_row=workers_row, box=box + more_box)


class SetupError(ValueError):
    """A setup that cannot be a table; ``path`` is where in the setup mapping (e.g. ``("Alice", "workers", 1)``)."""

    def __init__(self, message: str, path: tuple = ()):
        self.path = tuple(path)
        self.message = message
        where = _dotted(self.path)
        super().__init__(f"setup: {where}: {message}" if where else f"setup: {message}")


def _dotted(path: tuple) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


class _Given:
    """The cards a setup mapping names, checked: known ids, each named once, each where it can be."""

    def __init__(self, players: list[str], rules: EditionRules, cards: Mapping[str, Card], setup: Mapping):
        if not isinstance(setup, Mapping):
            raise SetupError(f"setup must be a mapping, not {setup!r}")
        self.rules, self.cards, self.setup = rules, cards, setup
        self.named: dict[str, tuple] = {}  # card -> path where it is named
        self.with_workers: set[str] = set()
        for key in setup:
            if key not in players and key not in TABLE_KEYS:
                raise SetupError(f"{key!r} is neither a player ({', '.join(players)}) nor one of {', '.join(TABLE_KEYS)}",
                                 (key,))
        self.players = [self._player(name, setup.get(name)) for name in players]
        self.rows = {key: self._cards(setup[key], (key,), self._row_type(key)) for key in TABLE_KEYS if key in setup}
        for key in ("buildings_row", "workers_row"):
            if key in self.rows and len(self.rows[key]) > rules.row_size:
                raise SetupError(f"{len(self.rows[key])} cards; a row holds at most {rules.row_size}", (key,))

    def take_row(self, key: str, pool: list[str], size: int) -> tuple[list[str], list[str]]:
        if key in self.rows:
            return list(self.rows[key]), pool
        return pool[:size], pool[size:]

    def take_deck(self, key: str, pool: list[str]) -> tuple[list[str], list[str]]:
        """The deck, and the cards set aside when the deck is given."""
        if key in self.rows:
            return list(self.rows[key]), pool
        return pool, []

    def _row_type(self, key: str) -> tuple[str, ...]:
        return self.rules.worker_types if key.startswith("worker") else self.rules.building_types

    def _claim(self, card: Any, path: tuple, types: tuple[str, ...]) -> str:
        if not isinstance(card, str) or card not in self.cards:
            raise SetupError(f"unknown card id {card!r}", path)
        if card in self.named:
            raise SetupError(f"the card {card!r} is named twice: in {_dotted(self.named[card])} and here", path)
        if self.cards[card].type not in types:
            raise SetupError(f"{card!r} is a {self.cards[card].type}, not a {' or '.join(types)}", path)
        self.named[card] = path
        return card

    def _cards(self, value: Any, path: tuple, types: tuple[str, ...]) -> list[str]:
        if not isinstance(value, (list, tuple)):
            raise SetupError(f"a list of card ids is expected, not {value!r}", path)
        return [self._claim(card, path + (i,), types) for i, card in enumerate(value)]

    def _player(self, name: str, entry: Any) -> Player:
        entry = {} if entry is None else entry
        if not isinstance(entry, Mapping):
            raise SetupError(f"a mapping of {', '.join(PLAYER_KEYS)} is expected", (name,))
        for key in entry:
            if key not in PLAYER_KEYS:
                raise SetupError(f"unknown key {key!r} (known: {', '.join(PLAYER_KEYS)})", (name, key))
        ecus = entry.get("ecus", self.rules.start_ecus)
        if not isinstance(ecus, int) or isinstance(ecus, bool) or ecus < 0:
            raise SetupError(f"ecus must be a whole number of écus, 0 or more, not {ecus!r}", (name, "ecus"))
        player = Player(name, ecus)
        site_types = self.rules.building_types
        player.built = self._cards(entry.get("built", []), (name, "built"), site_types)
        placed: set[str] = set()  # built machines named again as workers

        def worker(card: Any, path: tuple) -> str:
            # A built machine of this player may be named again where it works.
            if isinstance(card, str) and card in player.built and self.cards[card].type == "machine":
                if card in placed:
                    raise SetupError(f"the machine {card!r} is named twice as a worker", path)
                placed.add(card)
                return card
            card = self._claim(card, path, self.rules.worker_types + ("machine",))
            if self.cards[card].type == "machine":  # a machine at work is a built machine
                player.built.append(card)
                placed.add(card)
            return card

        if "workers" in entry:
            self.with_workers.add(name)
            if not isinstance(entry["workers"], (list, tuple)):
                raise SetupError("a list of card ids is expected", (name, "workers"))
            player.team = [worker(c, (name, "workers", i)) for i, c in enumerate(entry["workers"])]
        sites = entry.get("sites", {})
        if not isinstance(sites, Mapping):
            raise SetupError("a mapping of site -> list of workers is expected", (name, "sites"))
        for site, on_site in sites.items():
            path = (name, "sites", site)
            self._claim(site, path, site_types)
            on_site = [] if on_site is None else on_site
            if not isinstance(on_site, (list, tuple)):
                raise SetupError("a list of workers is expected", path)
            player.sites[site] = [worker(c, path + (i,)) for i, c in enumerate(on_site)]
            total = [sum(self.cards[w].produces[i] for w in player.sites[site]) for i in range(len(self.rules.resources))]
            if player.sites[site] and is_complete(self.cards[site].requires, total):
                raise SetupError("the workers on it already complete it; list it under `built`", path)
        player.team += [c for c in player.built if self.cards[c].type == "machine" and c not in placed]
        return player
