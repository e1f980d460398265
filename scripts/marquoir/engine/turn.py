"""The moves of a turn, in both editions ([R-FR] pp.4-8): open, recruit, send, take, buy, end.

Each move is a check, ``check_X(t, ctx, move)``, which returns the rule it breaks (or None)
without touching anything, and an effect, ``do_X(t, ctx, move, log)``, which runs only after
the check passed and appends what happens to ``log``; both are functions of the public state
(:class:`~.state.Table`) and the :class:`~.context.Context`. They are put together, with
Antiquity's moves, in the table of :mod:`.verbs`, which first checks what every move shares
(the game is not over, the cards exist, the move is one of the edition, the phase allows it).
"""

from __future__ import annotations

from . import settlement
from .context import Context
from .ending import check_trigger, finish
from .errors import Refusal
from .investments import check_fit, fit_tool, return_tools
from .moves import Move
from .rules import is_complete, send_actions
from .state import Log, Table, emit

# ------------------------------------------------------------------ checks


def check_open(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``open CARD``: a card of the buildings row, for 1 action."""
    return _check_row(t, ctx, move.card, t.buildings_row, "buildings", "not-in-row-building")


def check_recruit(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``recruit CARD``: a card of the workers row, for 1 action (no money)."""
    return _check_row(t, ctx, move.card, t.workers_row, "workers", "not-in-row-worker")


def _check_row(t: Table, ctx: Context, card: str, row: list[str], row_name: str, rule: str) -> Refusal | None:
    if card not in row:
        return rule, {"card": card, "row": row_name}
    if t.actions < 1:
        return "no-actions", {"need": 1, "left": t.actions, "buy": ctx.rules.buy_cost}
    return None


def check_send(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``send WORKER to SITE [with TOOL]``: a free worker of the team to one of the player's open sites, for the
    site's escalating action cost and the worker's wage; Antiquity may fit a free tool on the way."""
    worker, site, tool = move.card, move.site, move.tool
    p = t.current_player
    if worker not in p.team:
        where = p.site_of(worker)
        return ("worker-busy", {"worker": worker, "site": where}) if where else ("not-in-team", {"worker": worker})
    if site not in p.sites:
        if site in p.built:
            return "site-finished", {"site": site}
        return "not-your-site", {"site": site}
    if tool is not None:
        if ctx.cards[tool].type != "tool":
            return "tool-not-yours", {"card": tool}
        refusal = check_fit(ctx, p, worker, tool)
        if refusal:
            return refusal
    cost = send_actions(t.sent.get(site, 0))
    if t.actions < cost:
        return "no-actions", {"need": cost, "left": t.actions, "buy": ctx.rules.buy_cost}
    wage = ctx.wage(p, worker)
    if p.money < wage:
        return "no-ecus-wage", {"cost": wage, "have": p.money, "worker": worker}
    return None


def check_take(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``take N``: 1, 2 or 3 actions for the edition's rates;
    once a turn with option ``coin_exchanges: one-per-turn``."""
    n = move.n
    if not isinstance(n, int) or isinstance(n, bool) or ctx.rules.take_rate(n) is None:
        return "take-amount", {"n": n}
    if t.exchanges and ctx.options.coin_exchanges == "one-per-turn":
        return "one-exchange", {}
    if t.actions < n:
        return "no-actions", {"need": n, "left": t.actions, "buy": ctx.rules.buy_cost}
    return None


def check_buy(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``buy``: one more action for the edition's price, any number of times."""
    p = t.current_player
    if p.money < ctx.rules.buy_cost:
        return "no-ecus-action", {"cost": ctx.rules.buy_cost, "have": p.money}
    return None


def check_end(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``end``: always allowed while the game runs."""
    return None


# ----------------------------------------------------------------- effects


def do_open(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """The card becomes an open site; its slot of the row is refilled at once."""
    p = t.current_player
    t.actions -= 1
    emit(log, "open", player=p.name, card=move.card, actions=1)
    take_from_row(t.buildings_row, t.building_deck, move.card, "buildings", log)
    p.sites[move.card] = ()


def do_recruit(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """The card joins the team; its slot of the row is refilled at once."""
    p = t.current_player
    t.actions -= 1
    emit(log, "recruit", player=p.name, card=move.card, actions=1)
    take_from_row(t.workers_row, t.worker_deck, move.card, "workers", log)
    p.team.append(move.card)


def do_send(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """The worker goes on the site (with its tool); a site whose requirements are all met is completed: its money
    is paid, its workers come back, a machine joins the team."""
    worker, site, tool = move.card, move.site, move.tool
    p, cards = t.current_player, ctx.cards
    cost, wage = send_actions(t.sent.get(site, 0)), ctx.wage(p, worker)
    if tool is not None:
        fit_tool(p, worker, tool, log)
    t.actions -= cost
    t.sent[site] = cost
    p.money -= wage
    p.team.remove(worker)
    on_site = p.sites[site] = p.sites[site] + (worker,)
    emit(log, "send", player=p.name, worker=worker, site=site, actions=cost, wage=wage)
    card = cards[site]
    total = [sum(column) for column in zip(*[ctx.production(p, w) for w in on_site])]
    if is_complete(card.requires, total):
        del p.sites[site]
        p.team.extend(on_site)
        p.money += card.ecus
        p.built.append(site)
        emit(log, "complete", player=p.name, site=site, money=card.ecus, vp=card.vp, workers=list(on_site))
        if not ctx.options.tool_stays:
            return_tools(ctx, p, on_site, log)
        if card.type == "machine":
            p.team.append(site)
            emit(log, "machine", player=p.name, card=site)


def do_take(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """The actions are spent for the rate's money."""
    p, gained = t.current_player, ctx.rules.take_rate(move.n)
    t.actions -= move.n
    t.exchanges += 1
    p.money += gained
    emit(log, "take", player=p.name, money=gained, actions=move.n)


def do_buy(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """The price is paid for one more action."""
    p = t.current_player
    p.money -= ctx.rules.buy_cost
    t.actions += 1
    emit(log, "buy", player=p.name, cost=ctx.rules.buy_cost)


def do_end(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """End the turn (unused actions are lost), check the end of the game, pass to the next player; after the round
    of the trigger, the game is over (Antiquity: the settlement begins). At the settlement: finish settling."""
    if t.settling:
        settlement.end(t, ctx, log)
        return
    p = t.current_player
    p.turns += 1
    vp = ctx.vp(p)
    emit(log, "end-turn", player=p.name, vp=vp, money=p.money)
    check_trigger(t, ctx, p, vp, log)
    nxt = (t.current + 1) % len(t.players)
    if t.trigger is not None and nxt == t.first:
        if ctx.rules.settlement:
            settlement.start(t, ctx, log)
        else:
            finish(t, ctx, log)
        return
    t.current = nxt
    if nxt == t.first:
        t.round += 1
    start_turn(t, ctx, log)


def start_turn(t: Table, ctx: Context, log: Log) -> None:
    """The current player's turn begins with the free actions."""
    t.actions = ctx.rules.free_actions
    t.sent.clear()
    t.invested = 0
    t.exchanges = 0
    p = t.current_player
    emit(log, "turn", round=t.round, player=p.name, actions=t.actions, money=p.money)


def take_from_row(row: list[str], deck: list[str], card: str, row_name: str, log: Log) -> None:
    """Take ``card`` out of ``row``; the top of ``deck`` fills its slot, or the row gets shorter (no reshuffle)."""
    i = row.index(card)
    if deck:
        row[i] = deck.pop(0)
        emit(log, "refill", row=row_name, card=row[i])
    else:
        del row[i]
        emit(log, "refill-empty", row=row_name)


# ------------------------------------------------------------ legal moves


def legal(t: Table, ctx: Context) -> tuple[list[str], list[str]]:
    """The current player's legal moves of a turn, built legal: (open, recruit and send moves; take, buy and end)."""
    p, rules = t.current_player, ctx.rules
    first: list[str] = []
    if t.actions >= 1:
        first += [f"open {c}" for c in t.buildings_row]
        first += [f"recruit {c}" for c in t.workers_row]
    for site in p.sites:
        cost = send_actions(t.sent.get(site, 0))
        if cost <= t.actions:
            for w in p.team:
                if ctx.wage(p, w) <= p.money:
                    first.append(f"send {w} to {site}")
                    first += [f"send {w} to {site} with {tool}" for tool in dict.fromkeys(p.tools)
                              if check_fit(ctx, p, w, tool) is None]
    one_taken = t.exchanges and ctx.options.coin_exchanges == "one-per-turn"
    last = [] if one_taken else [f"take {n}" for n, _ in rules.take if n <= t.actions]
    if p.money >= rules.buy_cost:
        last.append("buy")
    return first, last + ["end"]
