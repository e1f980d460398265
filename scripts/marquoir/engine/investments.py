"""Antiquity's investments: the moves ``invest``, ``free``, ``repay`` and fitting a tool when sending.

Each move is a check, ``check_X(t, ctx, move)``, which returns the rule it breaks
(or None) without touching anything, and an effect, ``do_X(t, ctx, move, log)``,
which runs only after the check passed; both are functions of the public state
(:class:`~.state.Table`) and the :class:`~.context.Context`, put in the table of
moves of :mod:`.verbs` (which checks first what every move shares: the game is not
over, the cards exist, the move is Antiquity's, the phase allows it). Sources
(rules.md §3.3; ids of ``rules/communs/sources.yaml``):

* one investment per turn, for 1 action (bga-ant-en, ilnanoborbone, gamesfanatic);
* a slave costs 7 sesterces, joins the team and works without a wage (bga-ant-en);
* a tool costs 2, is kept until it is fitted to a worker being sent, at no cost
  (bga-ant-en, islaythedragon); one tool per worker; it stays there (option ``tool_stays``);
* a loan brings 10 sesterces (bga-ant-en, bga-ant-de);
* a university costs 7 (ilnanoborbone, d-saad) and is laid at once on a worker
  that is not a slave (every source), one per worker; its bonus is option ``university_bonus``;
* a slave is freed for 1 action when it is free in the team (bga-ant-en); at the
  end of the game too, only a slave not on a site may be freed by default (bga-ant-de):
  see option ``freeing`` and :mod:`.settlement`.

Marquoir's readings where the sources are silent: a university goes on a worker
free in the team (not on a site: what a worker brings is counted when it is
sent); tools and universities go on worker cards (workers and slaves), not on
machines; neither changes a wage.

>>> from marquoir.engine import Game
>>> game = Game.from_table(["Alice", "Bruno"], edition="antiquite", setup={
...     "Alice": {"workers": ["apprenti-3"], "sites": {"maison": []}}})
>>> game.invest("outil-scie")
>>> game.send("apprenti-3", to="maison", tool="outil-scie")
>>> game.built("Alice"), game.sesterces("Alice"), game.equipment("Alice")
(['maison'], 16, {'apprenti-3': ['outil-scie']})
>>> game.why_not("invest esclave-1")
'one-investment'
"""


from __future__ import annotations

from .context import Context
from .errors import Refusal
from .moves import Move
from .settlement import frees_at_work
from .state import Log, Player, Table, emit

# ------------------------------------------------------------------ checks


def check_invest(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``invest CARD [on WORKER]``: one investment per turn, for 1 action and the card's price."""
    card, on = move.card, move.on
    rules, cards = ctx.rules, ctx.cards
    kind = cards[card].type
    if kind not in rules.investment_types:
        return "not-in-row-investment", {"card": card, "row": "investments"}
    if t.invested >= rules.investments_per_turn:
        return "one-investment", {}
    stack = t.investments[kind]
    if card not in stack:
        if stack:
            return "not-in-row-investment", {"card": card, "row": "investments"}
        return "no-stock", {"card": card}
    if (kind == "university") != (on is not None):
        return "invest-target", {"card": card}
    p = t.current_player
    if on is not None:
        refusal = check_fit(ctx, p, on, card)
        if refusal:
            return refusal
    if t.actions < rules.invest_actions:
        return "no-actions", {"need": rules.invest_actions, "left": t.actions, "buy": rules.buy_cost}
    if p.money < cards[card].cost:
        return "no-ecus-investment", {"cost": cards[card].cost, "have": p.money, "card": card}
    return None


def check_fit(ctx: Context, p: Player, worker: str, card: str) -> Refusal | None:
    """Whether tool or university ``card`` may go on ``worker`` (a free member of ``p``'s team)."""
    cards = ctx.cards
    kind = cards[card].type
    if kind != "university" and card not in p.tools:
        return "tool-not-yours", {"card": card}
    if worker not in p.team:
        return "fit-not-free", {"worker": worker}
    if cards[worker].type not in ("worker", "slave"):
        return ("university-on-machine" if kind == "university" else "not-a-worker"), {"worker": worker}
    slave = cards[worker].type == "slave" and worker not in p.freed
    attached = [cards[c].type for c in p.equipped.get(worker, [])]
    if kind == "university":
        if slave and not ctx.options.university_on_slaves:
            return "university-on-slave", {"worker": worker}
        if "university" in attached:
            return "already-educated", {"worker": worker}
    else:
        if slave and not ctx.options.tools_on_slaves:
            return "tool-on-slave", {"worker": worker}
        if "tool" in attached:
            return "already-equipped", {"worker": worker}
    return None


def check_free(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``free SLAVE``: a slave free in the team, during a turn for 1 action or at the settlement (option
    ``freeing``; with ``bga-ant-en`` a slave on a site may be freed at the settlement too)."""
    slave, rules = move.card, ctx.rules
    p = t.current_player
    if ctx.cards[slave].type != "slave":
        return "not-a-slave", {"worker": slave}
    site = p.site_of(slave)
    if slave not in p.team and site is None:
        return "slave-not-yours", {"worker": slave}
    if slave in p.freed:
        return "already-freed", {"worker": slave}
    end_only = ctx.options.freeing == "end-only"
    if not t.settling and end_only:
        return "end-only", {}
    if site is not None and not (t.settling and frees_at_work(ctx)):
        return "slave-busy", {"worker": slave, "site": site}
    if t.settling and not end_only:
        cost = rules.freeing_end_cost
        return ("no-ecus-freeing", {"cost": cost, "have": p.money}) if p.money < cost else None
    if t.actions < rules.freeing_actions:
        return "no-actions", {"need": rules.freeing_actions, "left": t.actions, "buy": rules.buy_cost}
    return None


def check_repay(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """``repay LOAN``: at the end-of-game settlement only, for the loan's price."""
    loan = move.card
    p = t.current_player
    if loan not in p.loans:
        return "not-your-loan", {"card": loan}
    if not t.settling:
        return "end-only", {}
    cost = ctx.cards[loan].repay
    if p.money < cost:
        return "no-ecus-loan", {"cost": cost, "have": p.money, "card": loan}
    return None


# ----------------------------------------------------------------- effects


def do_invest(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """Take the card from its stack (1 action); a loan pays, the others are paid for."""
    card, on = move.card, move.on
    p, c, actions = t.current_player, ctx.cards[card], ctx.rules.invest_actions
    t.actions -= actions
    t.invested += 1
    t.investments[c.type].remove(card)
    if c.type == "loan":
        p.money += c.gain
        p.loans.append(card)
        emit(log, "loan", player=p.name, card=card, money=c.gain, actions=actions)
        return
    p.money -= c.cost
    emit(log, "invest", player=p.name, card=card, actions=actions, cost=c.cost)
    if c.type == "slave":
        p.team.append(card)
        emit(log, "slave", player=p.name, worker=card)
    elif c.type == "tool":
        p.tools.append(card)
    else:
        p.equipped.setdefault(on, []).append(card)
        emit(log, "educate", player=p.name, card=card, worker=on, n=ctx.options.university_bonus)


def do_free(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """Free the slave: 1 action during a turn; at the settlement 5 sesterces, or 1 action (option ``freeing``)."""
    slave, rules = move.card, ctx.rules
    p = t.current_player
    p.freed.append(slave)
    if not t.settling:
        t.actions -= rules.freeing_actions
        emit(log, "free", player=p.name, worker=slave, actions=rules.freeing_actions, wage=ctx.wage(p, slave))
    elif ctx.options.freeing == "end-only":
        t.actions -= rules.freeing_actions
        emit(log, "free-end-action", player=p.name, worker=slave, actions=rules.freeing_actions)
    else:
        p.money -= rules.freeing_end_cost
        emit(log, "free-end", player=p.name, worker=slave, cost=rules.freeing_end_cost)


def do_repay(t: Table, ctx: Context, move: Move, log: Log) -> None:
    """Repay the loan (15 sesterces, no action)."""
    loan = move.card
    p, cost = t.current_player, ctx.cards[loan].repay
    p.money -= cost
    p.loans.remove(loan)
    p.repaid.append(loan)
    emit(log, "repay", player=p.name, card=loan, cost=cost)


def fit_tool(p: Player, worker: str, tool: str, log: Log) -> None:
    """Fit ``tool`` (checked by :func:`check_fit`) to ``worker`` on its way to a site, at no cost."""
    p.tools.remove(tool)
    p.equipped.setdefault(worker, []).append(tool)
    emit(log, "equip", player=p.name, worker=worker, card=tool)


def return_tools(ctx: Context, p: Player, workers: list[str], log: Log) -> None:
    """Option ``tool_stays: false``: the tools of ``workers`` (back from a completed site) return to ``p``."""
    cards = ctx.cards
    for w in workers:
        for c in [c for c in p.equipped.get(w, []) if cards[c].type == "tool"]:
            p.equipped[w].remove(c)
            if not p.equipped[w]:
                del p.equipped[w]
            p.tools.append(c)
            emit(log, "unequip", player=p.name, card=c)


# ------------------------------------------------------------ legal moves


def candidates(t: Table, ctx: Context) -> list[str]:
    """The investments the current player may make now, and the slaves they might free (to be checked)."""
    rules, cards = ctx.rules, ctx.cards
    p, out = t.current_player, []
    if t.invested < rules.investments_per_turn and t.actions >= rules.invest_actions:
        for kind, stack in t.investments.items():
            for card in stack:
                if cards[card].cost > p.money:
                    continue
                if kind != "university":
                    out.append(f"invest {card}")
                else:
                    out += [f"invest {card} on {w}" for w in p.team if check_fit(ctx, p, w, card) is None]
    return out + [f"free {s}" for s in ctx.unfreed(p)]
