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

Antiquity ([PL-ANT]) deals the same way and lays out the investment row: four
open stacks (slaves, tools, loans, universities; not shuffled, any card may be
taken). Its money is ``sesterces`` (``ecus`` is refused, and ``sesterces`` in a
Middle Ages setup); ``workers`` and sites may hold slaves, and a player may
also have ``tools`` (bought, not attached), ``loans`` (taken, not repaid),
``equipped: {worker: [tool or university ids]}`` and ``freed: [slave ids]``.
``investment_row`` lists the cards left in the stacks (the others are set aside).

Inputs above the plausibility limits of :mod:`.limits` are refused, naming the limit: more money
than ``limits(edition)["money"]``, a player's name longer than ``limits(edition)["name"]`` characters.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..vocab import MONEY
from ..yamlsafe import dotted
from .cards import Card, nearest_id
from .limits import limits
from .options import Options
from .rules import EditionRules, is_complete, production
from .state import Player, Table

PLAYER_KEYS = ("ecus", "workers", "sites", "built")
ANTIQUITY_PLAYER_KEYS = ("sesterces", "workers", "tools", "loans", "equipped", "freed", "sites", "built")
TABLE_KEYS = ("buildings_row", "workers_row", "building_deck", "worker_deck")
ANTIQUITY_TABLE_KEYS = TABLE_KEYS + ("investment_row",)


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
        if len(name) > rules.max_name:
            raise ValueError(f"a player's name has at most {rules.max_name} characters, "
                             f"not {len(name)} ({name[:20]!r}...)")
        if name in ANTIQUITY_TABLE_KEYS:
            raise ValueError(f"{name!r} cannot be a player's name (it is a setup key)")
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        raise ValueError(f"two players are named {twice!r}: names must be distinct")
    return names


def deal(players: list[str], rng: random.Random, rules: EditionRules, cards: Mapping[str, Card],
         setup: Mapping | None = None, options: Options | None = None) -> Table:
    """A table for ``players`` (already checked): ``setup`` where it says, the seeded deal elsewhere."""
    given = _Given(players, rules, cards, setup or {}, options or Options())
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

    # Antiquity's investment row: open stacks, in id order (no draw: the seed's deal is unchanged)
    investments: dict[str, list[str]] = {}
    stacked = set(given.rows.get("investment_row", []))
    for kind in rules.investment_types:
        ids = sorted(c.id for c in cards.values() if c.type == kind)
        if "investment_row" in given.rows:
            investments[kind] = [c for c in ids if c in stacked]
            more_box += [c for c in ids if c not in given.named]
        else:
            investments[kind] = [c for c in ids if c not in given.named]

    return Table(players=given.players, building_deck=building_deck, worker_deck=worker_deck,
                 buildings_row=buildings_row, workers_row=workers_row, box=box + more_box, investments=investments)


class SetupError(ValueError):
    """A setup that cannot be a table; ``path`` is where in the setup mapping (e.g. ``("Alice", "workers", 1)``)."""

    def __init__(self, message: str, path: tuple = ()):
        self.path = tuple(path)
        self.message = message
        where = dotted(self.path) if self.path else None
        super().__init__(f"setup: {where}: {message}" if where else f"setup: {message}")


class _Given:
    """The cards a setup mapping names, checked: known ids, each named once, each where it can be."""

    def __init__(self, players: list[str], rules: EditionRules, cards: Mapping[str, Card], setup: Mapping,
                 options: Options):
        if not isinstance(setup, Mapping):
            raise SetupError(f"setup must be a mapping, not {setup!r}")
        self.rules, self.cards, self.setup, self.options = rules, cards, setup, options
        self.antiquity = bool(rules.investment_types)
        self.player_keys = ANTIQUITY_PLAYER_KEYS if self.antiquity else PLAYER_KEYS
        table_keys = ANTIQUITY_TABLE_KEYS if self.antiquity else TABLE_KEYS
        self.named: dict[str, tuple] = {}  # card -> path where it is named
        self.with_workers: set[str] = set()
        for key in setup:
            if key not in players and key not in table_keys:
                raise SetupError(f"{key!r} is neither a player ({', '.join(players)}) "
                                 f"nor one of {', '.join(table_keys)}", (key,))
        self.players = [self._player(name, setup.get(name)) for name in players]
        self.rows = {key: self._cards(setup[key], (key,), self._row_type(key)) for key in table_keys if key in setup}
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
        if key == "investment_row":
            return self.rules.investment_types
        return self.rules.worker_types if key.startswith("worker") else self.rules.building_types

    def _claim(self, card: Any, path: tuple, types: tuple[str, ...]) -> str:
        if not isinstance(card, str) or card not in self.cards:
            near = nearest_id(card, self.cards) if isinstance(card, str) else None
            raise SetupError(f"unknown card id {card!r}" + (f" (did you mean {near!r}?)" if near else ""), path)
        if card in self.named:
            raise SetupError(f"the card {card!r} is named twice: in {dotted(self.named[card])} and here", path)
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
        keys = self.player_keys
        if not isinstance(entry, Mapping):
            raise SetupError(f"a mapping of {', '.join(keys)} is expected", (name,))
        money = MONEY[self.rules.edition]  # the setup key: ecus or sesterces
        for key in entry:
            if key == "ecus" and self.antiquity:
                raise SetupError("Antiquity's money is sesterces: write `sesterces`, not `ecus`", (name, key))
            if key == "sesterces" and not self.antiquity:
                raise SetupError("the Middle Ages money is écus: write `ecus`, not `sesterces`", (name, key))
            if key not in keys:
                only = " (Antiquity only)" if key in ANTIQUITY_PLAYER_KEYS else ""
                raise SetupError(f"unknown key {key!r}{only} (known: {', '.join(keys)})", (name, key))
        amount = entry.get(money, self.rules.start_money)
        word = "sesterces" if self.antiquity else "écus"
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise SetupError(f"{money} must be a whole number of {word}, 0 or more, not {amount!r}", (name, money))
        most = limits(self.rules.edition)["money"]
        if amount > most:
            raise SetupError(f"{amount} {word} is more than any player holds: the limit is {most}", (name, money))
        player = Player(name, amount)
        site_types = self.rules.building_types
        player.built = self._cards(entry.get("built", []), (name, "built"), site_types)
        placed: set[str] = set()  # built machines named again as workers
        worker_types = self.rules.worker_types + ("machine",) + (("slave",) if self.antiquity else ())

        def worker(card: Any, path: tuple) -> str:
            # A built machine of this player may be named again where it works.
            if isinstance(card, str) and card in player.built and self.cards[card].type == "machine":
                if card in placed:
                    raise SetupError(f"the machine {card!r} is named twice as a worker", path)
                placed.add(card)
                return card
            card = self._claim(card, path, worker_types)
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
            player.sites[site] = tuple(worker(c, path + (i,)) for i, c in enumerate(on_site))
        player.team += [c for c in player.built if self.cards[c].type == "machine" and c not in placed]
        if self.antiquity:
            self._investments(player, entry)
        for site, on_site in player.sites.items():
            total = [sum(col) for col in zip(*[self._production(player, w) for w in on_site])]
            if on_site and is_complete(self.cards[site].requires, total):
                raise SetupError("the workers on it already complete it; list it under `built`", (name, "sites", site))
        return player

    def _production(self, player: Player, worker: str) -> tuple[int, ...]:
        attached = [self.cards[c] for c in player.equipped.get(worker, [])]
        return production(self.cards[worker], attached, self.options.university_bonus)

    def _investments(self, player: Player, entry: Mapping) -> None:
        """Antiquity: the player's freed slaves, tools, loans and the tools and universities on their workers."""
        name, cards, options = player.name, self.cards, self.options
        player.tools = self._cards(entry.get("tools", []), (name, "tools"), ("tool",))
        player.loans = self._cards(entry.get("loans", []), (name, "loans"), ("loan",))
        workers = player.team + [w for ws in player.sites.values() for w in ws]
        freed = entry.get("freed", [])
        if not isinstance(freed, (list, tuple)):
            raise SetupError("a list of slave ids is expected", (name, "freed"))
        for i, slave in enumerate(freed):
            path = (name, "freed", i)
            if slave not in workers or cards[slave].type != "slave":
                raise SetupError(f"{slave!r} is not one of {name}'s slaves (in `workers` or on a site)", path)
            if slave in player.freed:
                raise SetupError(f"{slave!r} is named twice", path)
            player.freed.append(slave)
        equipped = entry.get("equipped", {})
        if not isinstance(equipped, Mapping):
            raise SetupError("a mapping of worker -> list of tool or university ids is expected", (name, "equipped"))
        for target, attached in equipped.items():
            path = (name, "equipped", target)
            if target not in workers:
                raise SetupError(f"{target!r} is not one of {name}'s workers (in `workers` or on a site)", path)
            if cards[target].type not in ("worker", "slave"):
                raise SetupError(f"{target!r} is a {cards[target].type}: tools and universities go on workers", path)
            attached = self._cards([] if attached is None else attached, path, ("tool", "university"))
            slave = cards[target].type == "slave" and target not in player.freed
            for kind, option in (("tool", "tools_on_slaves"), ("university", "university_on_slaves")):
                if sum(cards[c].type == kind for c in attached) > 1:
                    raise SetupError(f"one {kind} per worker", path)
                if slave and not getattr(options, option) and any(cards[c].type == kind for c in attached):
                    raise SetupError(f"an unfreed slave takes no {kind} (option {option})", path)
            if attached:
                player.equipped[target] = attached
