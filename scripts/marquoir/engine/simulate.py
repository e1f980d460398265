"""Random complete games, for property tests and benchmarks.

A uniformly random choice among legal moves would buy actions and take écus
forever; a :class:`ProgressPolicy` is random too, but favours progress: it always
completes a site when one send can, otherwise mostly sends useful workers,
opens a site or recruits when it has few, takes écus when short, and opens
buildings when it has nothing better to do (which empties the building deck,
so the stall rule ends even a hopeless game).

In Antiquity it also invests now and then (a loan when short of sesterces, a
slave, a tool, a university on a worker), fits tools when sending, frees slaves
during the game, and settles each player with :meth:`~.game.Game.best_settlement`.

Each random game draws a :class:`Style` from its seed (:func:`style_for`), so that the games
reach every way a game can end: by 17 VP or by the stall rule, and in Antiquity with or
without anything to settle. A policy reads only the game's public queries and its read-only
view (:attr:`~.game.Game.view`).

    python -m marquoir.engine.simulate --games 2000 --players 4   # games per second
    python -m marquoir.engine.simulate --games 1000 --players 3 --edition antiquite
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .cards import load_cards
from .game import Game
from .moves import Move, parse
from .rules import send_actions
from .views import PlayerView, TableView

Policy = Callable[[Game, random.Random], Move]

MAX_MOVES = 20_000
"""A game still running after this many moves is a bug (raised as RuntimeError)."""

END, BUY, TAKE_1 = Move("end"), Move("buy"), Move("take", n=1)


@dataclass(frozen=True)
class Style:
    """How a :class:`ProgressPolicy` plays, so that random games reach every way a game can end."""

    name: str
    opens: bool = False  # keeps opening sites while the row has some: empties the building deck (the stall rule)
    invests: bool = True  # Antiquity: takes loans and buys slaves now and then (a settlement follows)


STYLES = {
    "builder": Style("builder"),
    "opener": Style("opener", opens=True),
    "thrifty": Style("thrifty", invests=False),
    "thrifty-opener": Style("thrifty-opener", opens=True, invests=False),
}
"""The styles, and how often a seed draws each (:func:`style_for`): mostly ``builder`` (games end by 17 VP); some
``opener`` (the stall rule); in Antiquity ``thrifty`` players borrow nothing and buy no slave, so nothing is left
to settle at the end."""
STYLE_WEIGHTS = {"builder": 70, "opener": 10, "thrifty": 12, "thrifty-opener": 8}


def style_for(seed: int) -> Style:
    """The style of the random game of ``seed`` (its own draw: the game's moves use another generator)."""
    pick = random.Random(seed ^ 0x57E1E).randrange(sum(STYLE_WEIGHTS.values()))
    for name, weight in STYLE_WEIGHTS.items():
        pick -= weight
        if pick < 0:
            return STYLES[name]
    raise AssertionError("unreachable")


class ProgressPolicy:
    """A random move that favours progress, read from the game's public, read-only view (:attr:`Game.view`).

    It always completes a site when one send can, otherwise mostly sends useful workers, opens a site or
    recruits when it has few (``opener``: opens while it can), takes money when short; in Antiquity it invests
    now and then (``thrifty``: never a loan nor a slave), fits tools, frees slaves, and settles as well as
    possible. One policy plays one game: its caches (what each site still misses, what each equipped worker
    brings) are kept for the game it last played, and dropped when it is given another game."""

    def __init__(self, style: Style | str = "builder") -> None:
        self.style = STYLES[style] if isinstance(style, str) else style
        self._game: Game | None = None

    def _start(self, game: Game) -> None:
        self._game, self._view, self._antiquity = game, game.view, game.context.antiquity
        self._missing: dict[tuple[str, int], list[tuple[int, int]]] = {}  # (site, workers on it) -> what it misses
        self._judged: dict[tuple[str, int], dict[str, int]] = {}  # (site, workers on it) -> worker -> what it does
        self._production: dict[tuple[str, tuple[str, ...]], tuple[int, ...]] = {}  # (worker, attached) -> produces
        self._tables = _tables(game.rules.edition)
        self._buy_cost = game.rules.buy_cost
        self._one_exchange = game.options.coin_exchanges == "one-per-turn"  # then ask before a second take

    def __call__(self, game: Game, rng: random.Random) -> Move:
        if game is not self._game:
            self._start(game)
        t, antiquity = self._view, self._antiquity
        if antiquity and t.settling:
            best = game.best_settlement()
            return parse(best[0]) if best else END
        p = t.current_player
        actions, money = t.actions, p.money
        buy_cost = self._buy_cost
        prod, wages, reqs = self._tables
        team, sites, equipped = p.team, p.sites, ()
        if antiquity:  # tools, universities and freed slaves change a worker
            equipped = p.equipped
            if equipped:  # what a worker brings changes only when something is fitted to it
                prod, known = dict(prod), self._production
                for w, attached in equipped.items():
                    key = (w, attached)
                    if key not in known:
                        known[key] = game.production(w, p.name)
                    prod[w] = known[key]
            freed = p.freed
            if freed:
                wages = dict(wages)
                for w in freed:
                    wages[w] = game.wage(w, p.name)
        completing, useful = [], []
        # A site's workers only grow until it is completed (then it is gone for good), so within a
        # game (site, number of workers) says what is still missing.
        missing, judged_at, sent = self._missing, self._judged, t.sent
        for site, on_site in sites.items():
            cost = send_actions(sent.get(site, 0))
            key = (site, len(on_site))
            needs = missing.get(key)
            if needs is None:
                req = reqs[site]
                if on_site:
                    have = [sum(col) for col in zip(*[prod[w] for w in on_site])]
                    needs = [(i, r - h) for i, (r, h) in enumerate(zip(req, have)) if r > h]
                else:
                    needs = [(i, r) for i, r in enumerate(req) if r]
                missing[key] = needs
                judged_at[key] = {}
            judged = judged_at[key]  # worker -> 2 completes the site, 1 helps, 0 neither (workers as dealt)
            for w in team:
                wage = wages[w]
                if wage > money:
                    continue
                verdict = None if w in equipped else judged.get(w)
                if verdict is None:
                    pw, covers, helps = prod[w], True, False
                    for i, n in needs:
                        x = pw[i]
                        if x < n:
                            covers = False
                        if x:
                            helps = True
                    verdict = 2 if covers else 1 if helps else 0
                    if w not in equipped:
                        judged[w] = verdict
                if verdict == 2:
                    completing.append((cost, wage, w, site))
                elif verdict:
                    useful.append((cost, w, site))
        if completing:
            cost, wage, w, site = min(completing, key=lambda c: (c[0], c[1], rng.random()))
            if cost <= actions:
                return _with_tool(game, p, Move("send", w, site), rng) if antiquity else Move("send", w, site)
            if money - wage >= buy_cost and rng.random() < 0.8:
                return BUY
        if actions == 0:
            if money >= 3 * buy_cost and rng.random() < 0.05:
                return BUY
            return END
        # weighted kinds of move; only the one picked is made (the others cost no draw)
        choices: list[tuple[float, str]] = []
        cheap = [u for u in useful if u[0] <= actions]
        if cheap:
            choices.append((4.0 if cheap[0][0] == 1 else 1.0, "send"))
        buildings_row = t.buildings_row
        if buildings_row and (len(sites) < 2 or self.style.opens):
            choices.append((8.0 if self.style.opens else 2.0, "open"))
        if len(team) < 3 and (workers_row := t.workers_row):
            choices.append((2.0, "recruit"))
        if money < 8 and self._may_take(game):
            choices.append((2.0, "take"))
        if antiquity:
            choices += _antiquity_choices(game, t, p, money, self.style)
        choices.append((0.2, "end"))
        while True:
            if len(choices) == 1:  # nothing but ending the turn: something to do all the same, now and then
                workers_row = t.workers_row
                if buildings_row and (not useful or rng.random() < 0.3):
                    return Move("open", rng.choice(buildings_row))
                if workers_row and rng.random() < 0.5:
                    return Move("recruit", rng.choice(workers_row))
                if rng.random() < 0.5 and self._may_take(game):
                    return Move("take", n=rng.randint(1, min(actions, 3)))
                return END
            pick = rng.random() * sum(wt for wt, _ in choices)
            kind = choices[-1][1]
            for wt, option in choices:
                pick -= wt
                if pick < 0:
                    kind = option
                    break
            if kind == "send":
                _, w, site = rng.choice(cheap)
                return _with_tool(game, p, Move("send", w, site), rng) if antiquity else Move("send", w, site)
            if kind == "open":
                return Move("open", rng.choice(buildings_row))
            if kind == "recruit":
                return Move("recruit", rng.choice(workers_row))
            if kind == "take":
                return Move("take", n=rng.randint(1, min(actions, 3)))
            if kind == "end":
                return END
            move = _antiquity_move(game, t, p, kind, rng)
            if move is not None:
                return move
            choices = [c for c in choices if c[1] != kind]  # no worker can take that university: pick again

    def _may_take(self, game: Game) -> bool:
        return not self._one_exchange or game.why_not(TAKE_1) != "one-exchange"


def _with_tool(game: Game, p: PlayerView, move: Move, rng: random.Random) -> Move:
    """Fit one of the player's free tools to the worker being sent, now and then (when the rules allow it)."""
    tools = p.tools
    if not tools or rng.random() < 0.3:
        return move
    tool = rng.choice(tools)
    return move._replace(tool=tool) if game.why_not_fit(move.card, tool) is None else move


def _antiquity_choices(game: Game, t: TableView, p: PlayerView, money: int, style: Style) -> list[tuple[float, str]]:
    """Weighted kinds of Antiquity move: an investment (one per turn), freeing a slave."""
    choices = []
    if t.invested < game.rules.investments_per_turn:
        stack = t.stack
        if style.invests and money < 6 and stack("loan"):
            choices.append((1.0, "loan"))
        if style.invests and money >= 9 and stack("slave"):
            choices.append((0.6, "slave"))
        if money >= 4 and stack("tool"):
            choices.append((0.4, "tool"))
        if money >= 9 and stack("university"):
            choices.append((0.4, "university"))
    if game.options.freeing != "end-only" and _unfreed_in_team(game, p):
        choices.append((0.3, "free"))
    return choices


def _antiquity_move(game: Game, t: TableView, p: PlayerView, kind: str, rng: random.Random) -> Move | None:
    """The move of one kind of :func:`_antiquity_choices` (None: a university no worker of the team can take)."""
    if kind == "free":
        return Move("free", rng.choice(_unfreed_in_team(game, p)))
    stack = t.stack(kind)
    if kind == "loan":
        return Move("invest", stack[0])
    card = rng.choice(stack)
    if kind != "university":
        return Move("invest", card)
    fit = [w for w in p.team if game.why_not_fit(w, card, p.name) is None]
    return Move("invest", card, on=rng.choice(fit)) if fit else None


def _unfreed_in_team(game: Game, p: PlayerView) -> list[str]:
    cards, freed = game.cards, p.freed
    return [c for c in p.team if cards[c].type == "slave" and c not in freed]


def uniform_policy(game: Game, rng: random.Random) -> Move:
    """Any legal move, uniformly at random
    (slow, aimless; games still end: buildings get opened, then the stall rule)."""
    return parse(rng.choice(game.legal_moves()))


@cache
def _tables(edition: str) -> tuple[dict, dict, dict]:
    """Per card: produces, wage, requires (plain dicts: the policy runs millions of times)."""
    cards = load_cards(edition)
    return ({c.id: c.produces for c in cards.values()}, {c.id: c.wage for c in cards.values()},
            {c.id: c.requires for c in cards.values()})


def random_game(n_players: int, seed: int, *, policy: Policy | None = None,
                on_move: Callable[[Game, Move], None] | None = None, edition: str = "moyen-age", **options) -> Game:
    """Play a complete game of ``n_players`` from ``seed`` with ``policy`` (default: a new :class:`ProgressPolicy`
    of the seed's style, :func:`style_for`); ``on_move(game, move)`` runs after each move.

    ``edition="antiquite"`` plays Antiquity, settlement included; ``options`` are engine options."""
    names = ["Alice", "Bruno", "Chloé", "Daichi"][:n_players]
    game = Game.new(names, seed, edition=edition, options=options or None)
    rng = random.Random(seed ^ 0x5EED)
    policy = ProgressPolicy(style_for(seed)) if policy is None else policy
    for _ in range(MAX_MOVES):
        if game.over:
            return game
        move = policy(game, rng)
        game.apply(move)
        if on_move is not None:
            on_move(game, move)
    raise RuntimeError(f"game {n_players}p seed {seed} did not end after {MAX_MOVES} moves")


def benchmark(games: int, players: int, edition: str = "moyen-age") -> tuple[float, float]:
    """(games per second, average moves per game) for ``games`` random games."""
    moves = 0

    def count(game: Game, move: Move) -> None:
        nonlocal moves
        moves += 1

    start = time.process_time()  # CPU time: steadier than wall time on a busy machine
    for seed in range(games):
        random_game(players, seed, on_move=count, edition=edition)
    elapsed = time.process_time() - start
    return games / elapsed, moves / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play random complete games and report the speed.")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--edition", default="moyen-age", choices=("moyen-age", "antiquite"))
    args = parser.parse_args(argv)
    rate, moves = benchmark(args.games, args.players, args.edition)
    print(f"{args.games} games of {args.players} players ({args.edition}): {rate:.0f} games/s, "
          f"{moves:.0f} moves per game")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
