"""The end of the game: the trigger checked at the end of a turn, and the final count written to the log.

[R-FR] p.8: a player who has 17 VP at the end of their turn (buildings and machines; not the
money) triggers the end, and the round is completed. Marquoir's verdict where the rulebook is
silent: when the building deck and the buildings row are both empty at the end of a turn, the
end is triggered the same way (reason ``stall``), so every game ends. Antiquity's option
``sesterces_count_for_17`` counts the money's points towards the 17.
"""

from __future__ import annotations

from .context import Context
from .scoring import penalties, ranking, score
from .state import Log, Player, Table, emit


def check_trigger(t: Table, ctx: Context, p: Player, vp: int, log: Log) -> None:
    """At the end of ``p``'s turn, with ``vp`` from their cards: trigger the end (``t.trigger``) if nothing has yet and
    ``p`` reached the target or the buildings are exhausted."""
    if t.trigger is not None:
        return
    money_counts = ctx.antiquity and ctx.options.sesterces_count_for_17
    points = vp + ctx.coin_points(p.money) if money_counts else vp
    if points >= ctx.rules.end_vp:
        t.trigger = {"player": p.name, "reason": "vp"}
        emit(log, "end-vp-money" if money_counts else "end-vp", player=p.name, vp=points, target=ctx.rules.end_vp)
    elif not t.building_deck and not t.buildings_row:
        t.trigger = {"player": p.name, "reason": "stall"}
        emit(log, "end-stall", player=p.name)


def finish(t: Table, ctx: Context, log: Log) -> None:
    """The game is over: the final score and ranking go to the log."""
    t.over, t.settling = True, False
    t.actions = 0
    t.sent.clear()
    t.exchanges = 0
    by_name = {p.name: p for p in t.players}
    entries, ranked = [], ranking(ctx, t.players)
    for r, names in ranked:
        for name in names:
            p = by_name[name]
            entry = [r, name, score(ctx, p), ctx.vp(p), p.money]
            entries.append(entry + [penalties(ctx, p)] if ctx.antiquity else entry)
    emit(log, "game-over", ranking=entries, winners=ranked[0][1])
