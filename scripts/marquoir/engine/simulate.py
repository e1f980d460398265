"""Random complete games, for property tests and benchmarks.

A uniformly random choice among legal moves would buy actions and take écus
forever; :func:`progress_policy` is random too, but favours progress: it always
completes a site when one send can, otherwise mostly sends useful workers,
opens a site or recruits when it has few, takes écus when short, and opens
buildings when it has nothing better to do (which empties the building deck,
so the stall rule ends even a hopeless game).

In Antiquity it also invests now and then (a loan when short of sesterces, a
slave, a tool, a university on a worker), fits tools when sending, frees slaves
during the game, and settles each player with :meth:`~.game.Game.best_settlement`.

    python -m marquoir.engine.simulate --games 2000 --players 4   # games per second
    python -m marquoir.engine.simulate --games 1000 --players 3 --edition antiquite
"""

from __future__ import annotations

import argparse
import random
import time
from functools import lru_cache
from typing import Callable

from .cards import load_cards
from .game import Game
from .moves import Move, parse
from .rules import send_actions
from .views import PlayerView, TableView

Policy = Callable[[Game, random.Random], Move]

MAX_MOVES = 20_000
"""A game still running after this many moves is a bug (raised as RuntimeError)."""

END, BUY, TAKE_1 = Move("end"), Move("buy"), Move("take", n=1)


class ProgressPolicy:
    """A random move that favours progress, read from the game's public, read-only view (:attr:`Game.view`).

    One policy plays one game: its caches (what each site still misses, what each equipped worker brings)
    are kept for the game it last played, and dropped when it is given another game."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self._missing: dict[tuple[str, int], list[tuple[int, int]]] = {}  # (site, workers on it) -> what it misses
        self._production: dict[tuple[str, tuple[str, ...]], tuple[int, ...]] = {}  # (worker, attached) -> produces

    def __call__(self, game: Game, rng: random.Random) -> Move:
        if game is not self._game:
            self._game, self._missing, self._production = game, {}, {}
        t = game.view
        antiquity = game.context.antiquity
        if antiquity and t.settling:
            best = game.best_settlement()
            return parse(best[0]) if best else END
        p = t.current_player
        actions, money = t.actions, p.money
        buy_cost = game.rules.buy_cost
        prod, wages, reqs = _tables(game.rules.edition)
        team, sites = p.team, p.sites
        if antiquity:  # tools, universities and freed slaves change a worker
            equipped, freed = p.equipped, p.freed
            if equipped:  # what a worker brings changes only when something is fitted to it
                prod, known = dict(prod), self._production
                for w, attached in equipped.items():
                    key = (w, attached)
                    if key not in known:
                        known[key] = game.production(w, p.name)
                    prod[w] = known[key]
            if freed:
                wages = dict(wages)
                for w in freed:
                    wages[w] = game.wage(w, p.name)
        completing, useful = [], []
        # A site's workers only grow until it is completed (then it is gone for good), so within a
        # game (site, number of workers) says what is still missing.
        missing, sent = self._missing, t.sent
        for site, on_site in sites.items():
            cost = send_actions(sent.get(site, 0))
            needs = missing.get((site, len(on_site)))
            if needs is None:
                req = reqs[site]
                if on_site:
                    have = [sum(col) for col in zip(*[prod[w] for w in on_site])]
                    needs = [(i, r - h) for i, (r, h) in enumerate(zip(req, have)) if r > h]
                else:
                    needs = [(i, r) for i, r in enumerate(req) if r]
                missing[(site, len(on_site))] = needs
            for w in team:
                wage = wages[w]
                if wage > money:
                    continue
                pw, covers, helps = prod[w], True, False
                for i, n in needs:
                    x = pw[i]
                    if x < n:
                        covers = False
                    if x:
                        helps = True
                if covers:
                    completing.append((cost, wage, w, site))
                elif helps:
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
        choices: list[tuple[float, Move]] = []
        cheap = [u for u in useful if u[0] <= actions]
        if cheap:
            _, w, site = rng.choice(cheap)
            move = _with_tool(game, p, Move("send", w, site), rng) if antiquity else Move("send", w, site)
            choices.append((4.0 if cheap[0][0] == 1 else 1.0, move))
        buildings_row, workers_row = t.buildings_row, t.workers_row
        if buildings_row and len(sites) < 2:
            choices.append((2.0, Move("open", rng.choice(buildings_row))))
        if workers_row and len(team) < 3:
            choices.append((2.0, Move("recruit", rng.choice(workers_row))))
        if money < 8 and game.why_not(TAKE_1) != "one-exchange":
            choices.append((2.0, Move("take", n=rng.randint(1, min(actions, 3)))))
        if antiquity:
            choices += _antiquity_choices(game, t, p, money, rng)
        if not choices:
            if buildings_row and (not useful or rng.random() < 0.3):
                return Move("open", rng.choice(buildings_row))
            if workers_row and rng.random() < 0.5:
                return Move("recruit", rng.choice(workers_row))
            if rng.random() < 0.5 and game.why_not(TAKE_1) != "one-exchange":
                return Move("take", n=rng.randint(1, min(actions, 3)))
            return END
        choices.append((0.2, END))
        pick = rng.random() * sum(wt for wt, _ in choices)
        for wt, move in choices:
            pick -= wt
            if pick < 0:
                return move
        return choices[-1][1]


def progress_policy(game: Game, rng: random.Random) -> Move:
    """One move of a :class:`ProgressPolicy` kept for ``game`` (a convenience for a single game at a time)."""
    return _shared(game, rng)


_shared = ProgressPolicy()


def _with_tool(game: Game, p: PlayerView, move: Move, rng: random.Random) -> Move:
    """Fit one of the player's free tools to the worker being sent, now and then (when the rules allow it)."""
    tools = p.tools
    if not tools or rng.random() < 0.3:
        return move
    tool = rng.choice(tools)
    return move._replace(tool=tool) if game.why_not_fit(move.card, tool) is None else move


def _antiquity_choices(game: Game, t: TableView, p: PlayerView, money: int,
                       rng: random.Random) -> list[tuple[float, Move]]:
    """Weighted Antiquity moves: an investment (one per turn), freeing a slave."""
    cards, choices = game.cards, []
    if t.invested < game.rules.investments_per_turn:
        stack = t.stack
        if money < 6 and (loans := stack("loan")):
            choices.append((1.0, Move("invest", loans[0])))
        if money >= 9 and (slaves := stack("slave")):
            choices.append((0.6, Move("invest", rng.choice(slaves))))
        if money >= 4 and (tools := stack("tool")):
            choices.append((0.4, Move("invest", rng.choice(tools))))
        if money >= 9 and (universities := stack("university")):
            card = rng.choice(universities)
            fit = [w for w in p.team if game.why_not_fit(w, card, p.name) is None]
            if fit:
                choices.append((0.4, Move("invest", card, on=rng.choice(fit))))
    if game.options.freeing == "anytime":
        freed = p.freed
        slaves = [c for c in p.team if cards[c].type == "slave" and c not in freed]
        if slaves:
            choices.append((0.3, Move("free", rng.choice(slaves))))
    return choices


def uniform_policy(game: Game, rng: random.Random) -> Move:
    """Any legal move, uniformly at random (slow, aimless; games still end: buildings get opened, then the stall rule)."""
    return parse(rng.choice(game.legal_moves()))


@lru_cache(maxsize=None)
def _tables(edition: str) -> tuple[dict, dict, dict]:
    """Per card: produces, wage, requires (plain dicts: the policy runs millions of times)."""
    cards = load_cards(edition)
    return ({c.id: c.produces for c in cards.values()}, {c.id: c.wage for c in cards.values()},
            {c.id: c.requires for c in cards.values()})


def random_game(n_players: int, seed: int, *, policy: Policy | None = None,
                on_move: Callable[[Game, Move], None] | None = None, edition: str = "moyen-age", **options) -> Game:
    """Play a complete game of ``n_players`` from ``seed`` with ``policy`` (default: a new :class:`ProgressPolicy`);
    ``on_move(game, move)`` runs after each move.

    ``edition="antiquite"`` plays Antiquity, settlement included; ``options`` are engine options."""
    names = ["Alice", "Bruno", "Chloé", "Daichi"][:n_players]
    game = Game.new(names, seed, edition=edition, options=options or None)
    rng = random.Random(seed ^ 0x5EED)
    policy = ProgressPolicy() if policy is None else policy
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
