"""The lesson's table as the page draws it, and the moves the reader may attempt, each with what it costs.

:func:`table` is plain data, card ids and numbers (the page has the cards' names and words): each player's money,
VP, actions left, team, open sites (the workers on each and what it still needs), completed cards and, in
Antiquity, tools, loans, slaves and what is fitted to each worker; the rows and the decks; the investment row.
:func:`attempts` lists every move the reader may try now, as the ``marquoir check`` grammar writes it, whether the
rules accept it or not (the engine answers when it is tried): each card of the rows, each free member of the team to
each open site, taking money, buying an action, ending the turn, and Antiquity's investments, freeing and repaying.
A move the rules accept carries what it changes (:meth:`Game.preview <marquoir.engine.game.Game.preview>`); a
send, accepted or not, its action cost on that site this turn and its wage, shown before it is confirmed.
"""

from __future__ import annotations

from ..engine.game import Game
from ..engine.messages import move_words
from ..engine.moves import Move, form_of


def needs(game: Game, player: str, site: str, workers: list[str]) -> list[int]:
    """What ``site`` still needs, per resource, with ``workers`` on it."""
    have = [0] * len(game.rules.resources)
    for w in workers:
        have = [a + b for a, b in zip(have, game.production(w, player))]
    return [max(0, r - h) for r, h in zip(game.card(site).requires, have)]


def player(game: Game, name: str) -> dict:
    """One player's side of the table."""
    out = {"name": name, "money": game.ecus(name), "vp": game.vp(name),
           "actions": game.actions_left if game.current == name else 0,
           "team": game.team(name), "built": game.built(name),
           "sites": [{"site": s, "workers": ws, "needs": needs(game, name, s, ws)}
                     for s, ws in game.sites(name).items()]}
    if game.context.antiquity:
        out.update(tools=game.tools(name), loans=game.loans(name), slaves=game.slaves(name), freed=game.freed(name),
                   equipment=game.equipment(name), penalties=game.penalties(name))
    return out


def table(game: Game, me: str, opponent: str) -> dict:
    """The whole table (see the module docstring)."""
    view = game.view
    out = {"round": game.round, "current": game.current, "over": game.over, "trigger": game.trigger,
           "settling": game.settling, "me": player(game, me), "opponent": player(game, opponent),
           "buildings": game.buildings_row, "workers": game.workers_row,
           "decks": {"buildings": view.building_deck_size, "workers": view.worker_deck_size},
           "next": game.next_building()}
    if game.context.antiquity:
        out["investments"] = game.investment_row
    return out


def _candidates(game: Game, me: str) -> list[Move]:
    """Every move the reader may try now (see the module docstring)."""
    if game.over or game.current != me:
        return []
    rules, antiquity = game.rules, game.context.antiquity
    team, sites = game.team(me), list(game.sites(me))
    if game.settling:
        out = [Move("repay", card) for card in game.loans(me)] + [Move("free", s) for s in game.slaves(me)]
        return out + [Move("buy"), Move("end")]
    out = [Move("open", c) for c in game.buildings_row] + [Move("recruit", c) for c in game.workers_row]
    tools = list(dict.fromkeys(game.tools(me))) if antiquity else []
    for site in sites:
        for w in team:
            out.append(Move("send", w, site))
            out += [Move("send", w, site, tool=t) for t in tools]
    out += [Move("take", n=spent) for spent, _gained in rules.take] + [Move("buy")]
    if antiquity:
        for kind, stack in game.investment_row.items():
            for card in stack:
                if kind == "university":
                    out += [Move("invest", card, on=w) for w in team if game.card(w).type != "machine"]
                else:
                    out.append(Move("invest", card))
        out += [Move("free", s) for s in game.slaves(me) if s not in game.freed(me)]
    return out + [Move("end")]


PLACES = {"row-building": "building-row", "row-worker": "worker-row", "worker": "site", "investment": "investment-row",
          "slave": "team", "loan": "team"}
"""Where the page draws a move, by the kind of its first slot in the grammar (:data:`marquoir.engine.moves.FORMS`): on a
card of a row, on one of the reader's sites (for the worker chosen), on the investment row, on the reader's own
cards; any other move (``take N``, ``buy``, ``end``) among the moves of the turn, ``TURN``."""
TURN = "free-moves"


def place(move: Move) -> str:
    form = form_of(move)
    return PLACES.get(form.slots[0][1], TURN) if form is not None and form.slots else TURN


def attempts(game: Game, me: str, lang: str) -> list[dict]:
    """The moves of :func:`_candidates`, each ``{"move", "words", "ok", "place"}`` (:data:`PLACES`), the fields of its
    form (``verb``, ``card``, ``site``, ``n``, ``tool``, ``on``) and what it costs or brings: ``actions`` and
    ``money``, each a change (negative: spent)."""
    cards, edition = game.cards, game.rules.edition
    out = []
    for move in _candidates(game, me):
        text = move.text()
        entry = {"move": text, "words": move_words(text, lang, cards, edition), "place": place(move),
                 **{k: v for k, v in move._asdict().items() if v is not None}}
        if move.verb == "send":
            entry.update(ok=game.why_not(move) is None, actions=-game.send_cost(move.site), money=-game.wage(move.card))
        else:
            change = game.preview(move)
            entry.update(ok=change is not None, **(change or {}))
        out.append(entry)
    return out
