"""The moves as one table: each verb's check, effect, the cards it names and when it may be played.

Every move is judged the same way, in this order, from the table's data (the *preamble*), then by
its own check:

1. ``game-over`` once the game is over;
2. ``unknown-card`` for the first card id of the move that names no card of the edition (with the
   nearest real id, ``near``, when one is close: the message asks "did you mean ...?");
3. ``bad-move`` for a move (or a form of a move) that only Antiquity has, in a Middle Ages game;
4. ``settlement`` for a move of the turn during Antiquity's end-of-game settlement (``end-only``
   for a move of the settlement during a turn);
5. the verb's own check (:mod:`.turn`, :mod:`.investments`), which looks at the cards before the costs.

Only :meth:`Game.apply <.game.Game.apply>` plays a move (the one dispatcher): it runs the verb's effect when
:func:`refusal` found nothing, so a refused move changes nothing.

>>> from marquoir.engine.cards import load_cards
>>> from marquoir.engine.context import Context
>>> from marquoir.engine.moves import parse
>>> from marquoir.engine.options import Options
>>> from marquoir.engine.rules import edition_rules
>>> from marquoir.engine.state import Player, Table
>>> ctx = Context(edition_rules("moyen-age"), load_cards("moyen-age"), Options())
>>> t = Table([Player("Alice", 10, team=["apprenti-1"]), Player("Bruno", 10)], building_deck=["eglise"],
...           worker_deck=[], buildings_row=["chapelle"], workers_row=[], actions=3)
>>> refusal(t, ctx, parse("open chapel")), refusal(t, ctx, parse("free apprenti-1"))
(('unknown-card', {'id': 'chapel', 'near': 'chapelle'}), ('bad-move', {'text': 'free apprenti-1'}))
>>> refusal(t, ctx, parse("send apprenti-1 to eglise")), refusal(t, ctx, parse("open chapelle")) is None
(('not-your-site', {'site': 'eglise'}), True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import investments, settlement, turn
from .cards import nearest_id
from .context import Context
from .errors import Refusal
from .moves import FILE_FORMS, NUMBERS, Move, parse
from .state import Log, Table

Check = Callable[[Table, Context, Move], "Refusal | None"]
Effect = Callable[[Table, Context, Move, Log], None]

TURN, SETTLEMENT = "turn", "settlement"
PHASE_RULE = {TURN: "end-only", SETTLEMENT: "settlement"}
"""The rule that refuses a move in a phase it is not allowed in: during a turn, a move that waits for the
settlement; during the settlement, a move of the turn."""


@dataclass(frozen=True)
class Verb:
    """One verb of the table: how it is checked and played, and what the preamble checks first."""

    check: Check
    effect: Effect
    # from the verb's forms in the grammar (_verb):
    cards: tuple[str, ...] = ()  # fields of the Move that name cards, checked in this order (unknown-card)
    antiquity: bool = False  # a move of Antiquity only (bad-move in a Middle Ages game)
    antiquity_fields: tuple[str, ...] = ()  # fields only Antiquity's form of the move has (send ... with TOOL)
    phases: tuple[str, ...] = (TURN,)  # when it may be played: during a turn, at the settlement
    settlement_option: tuple[str, Any] | None = None  # also at the settlement, but only when this option has this value

    @property
    def card_fields(self) -> tuple[int, ...]:
        """The positions in a :class:`~.moves.Move` of :attr:`cards` (read on every move: a tuple index is fast)."""
        return tuple(Move._fields.index(name) for name in self.cards)

    def allowed(self, phase: str, ctx: Context) -> bool:
        """Whether the verb may be played in ``phase`` with the game's options."""
        if phase in self.phases:
            return True
        option = self.settlement_option
        return phase == SETTLEMENT and option is not None and getattr(ctx.options, option[0]) == option[1]


def _verb(name: str, check: Check, effect: Effect, **when) -> Verb:
    """The row of verb ``name``: its check and effect, when it may be played (``phases``, ``settlement_option``),
    and what its forms in the grammar (:data:`.moves.FORMS`) say: the fields that name cards, in the order they
    are written, and what only Antiquity has (every form of the verb, or the fields of its Antiquity forms)."""
    forms = [f for f in FILE_FORMS if f.verb == name]
    if not forms:
        raise ValueError(f"the verb {name!r} has no form in engine.moves.FORMS")
    cards = tuple(dict.fromkeys(x for f in forms for x in f.fields if x not in NUMBERS))
    everywhere = {x for f in forms if not f.antiquity for x in f.fields}
    only_antiquity = tuple(dict.fromkeys(x for f in forms if f.antiquity for x in f.fields if x not in everywhere))
    return Verb(check, effect, cards=cards, antiquity=all(f.antiquity for f in forms),
                antiquity_fields=() if all(f.antiquity for f in forms) else only_antiquity, **when)


MOVES: dict[str, Verb] = {
    "open": _verb("open", turn.check_open, turn.do_open),
    "recruit": _verb("recruit", turn.check_recruit, turn.do_recruit),
    "send": _verb("send", turn.check_send, turn.do_send),
    "take": _verb("take", turn.check_take, turn.do_take),
    # end-only: the actions that free slaves at the settlement may be bought
    "buy": _verb("buy", turn.check_buy, turn.do_buy, settlement_option=("freeing", "end-only")),
    "end": _verb("end", turn.check_end, turn.do_end, phases=(TURN, SETTLEMENT)),
    "invest": _verb("invest", investments.check_invest, investments.do_invest),
    # when each of these is allowed depends on more than the phase: their own checks say end-only
    "free": _verb("free", investments.check_free, investments.do_free, phases=(TURN, SETTLEMENT)),
    "repay": _verb("repay", investments.check_repay, investments.do_repay, phases=(TURN, SETTLEMENT)),
}
"""Every verb of the grammar (:data:`.moves.FORMS`), in the order of its forms: what the engine does with it."""

_PREAMBLE = {name: (verb, verb.card_fields) for name, verb in MOVES.items()}


def refusal(t: Table, ctx: Context, move: Move) -> Refusal | None:
    """The rule ``move`` breaks now, with its message's parameters, or None when it is legal (changes nothing)."""
    entry = _PREAMBLE.get(move.verb)
    if entry is None:
        return "bad-move", {"text": move.text()}
    if t.over:
        return "game-over", {}
    verb, fields = entry
    cards = ctx.cards
    for i in fields:
        card = move[i]
        if card is not None and card not in cards:
            near = nearest_id(card, cards)
            return "unknown-card", {"id": card, "near": near} if near else {"id": card}
    if not ctx.antiquity and (verb.antiquity or verb.antiquity_fields and any(
            getattr(move, f) is not None for f in verb.antiquity_fields)):
        return "bad-move", {"text": move.text()}
    phase = SETTLEMENT if t.settling else TURN
    if phase not in verb.phases and not verb.allowed(phase, ctx):
        return PHASE_RULE[phase], {}
    return verb.check(t, ctx, move)


def legal_moves(t: Table, ctx: Context) -> list[str]:
    """Every move the current player may play now, as text (none once the game is over)."""
    if t.over:
        return []
    if t.settling:
        return [m for m in settlement.candidates(t, ctx) if _legal(t, ctx, m)] + ["end"]
    first, last = turn.legal(t, ctx)
    if ctx.antiquity:
        first += [m for m in investments.candidates(t, ctx) if m.startswith("invest ") or _legal(t, ctx, m)]
    return first + last


def _legal(t: Table, ctx: Context, text: str) -> bool:
    return refusal(t, ctx, parse(text)) is None
