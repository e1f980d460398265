"""Moves as text, the scenario verbs, parsed and written in one place.

    open CARD             take a building (or machine) from the row as a new site
    recruit CARD          take a worker from the row into the team
    send WORKER to SITE   send a free worker (or built machine) to one of your sites
    take N                spend N actions (1, 2 or 3) on écus
    buy                   pay écus for one more action
    end                   end the turn (at Antiquity's settlement: finish settling)

Antiquity adds:

    send WORKER to SITE with TOOL   send, fitting one of your free tools to the worker
    invest CARD [on WORKER]         take a card of the investment row (a university goes on WORKER)
    free SLAVE                      free a slave
    repay LOAN                      repay a loan (end-of-game settlement)

>>> parse("send compagnon-3 to chapelle")
Move(verb='send', card='compagnon-3', site='chapelle', n=None, tool=None, on=None)
>>> parse("  TAKE 2 ").text(), Move("invest", "universite-bois", on="apprenti-1").text()
('take 2', 'invest universite-bois on apprenti-1')
>>> for text in ("take two", "open", "fly"):
...     try:
...         parse(text)
...     except MoveSyntaxError:
...         print("not a move:", text)
not a move: take two
not a move: open
not a move: fly
"""

from __future__ import annotations

import re
from typing import NamedTuple

FORMS = ("open CARD, recruit CARD, send WORKER to SITE [with TOOL], take N, buy, end, "
         "invest CARD [on WORKER], free SLAVE, repay LOAN")

_INT = re.compile(r"[+-]?\d{1,9}")


class MoveSyntaxError(ValueError):
    """Text that is not a move (the game refuses it with rule ``bad-move``)."""


class Move(NamedTuple):
    """One move: ``verb`` and, as the verb needs, ``card`` (open, recruit, invest, free, repay; send: the worker),
    ``site`` (send), ``n`` (take), ``tool`` (send with a tool) or ``on`` (invest in a university: the worker)."""

    verb: str
    card: str | None = None
    site: str | None = None
    n: int | None = None
    tool: str | None = None
    on: str | None = None

    def text(self) -> str:
        """The move written as a scenario line:
        ``Move("send", "compagnon-3", "chapelle").text() == "send compagnon-3 to chapelle"``."""
        if self.verb == "send":
            return f"send {self.card} to {self.site}" + (f" with {self.tool}" if self.tool else "")
        if self.verb == "take":
            return f"take {self.n}"
        if self.verb == "invest":
            return f"invest {self.card}" + (f" on {self.on}" if self.on else "")
        if self.verb in ("open", "recruit", "free", "repay"):
            return f"{self.verb} {self.card}"
        return self.verb


def parse(text: str) -> Move:
    """Read one move; MoveSyntaxError when the text is not one of the forms above."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move is a line of text, not {type(text).__name__}")
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb in ("open", "recruit", "invest", "free", "repay") and len(words) == 2:
        return Move(verb, card=words[1])
    if verb == "invest" and len(words) == 4 and words[2].lower() == "on":
        return Move("invest", card=words[1], on=words[3])
    if verb == "send" and len(words) == 4 and words[2].lower() == "to":
        return Move("send", card=words[1], site=words[3])
    if verb == "send" and len(words) == 6 and words[2].lower() == "to" and words[4].lower() == "with":
        return Move("send", card=words[1], site=words[3], tool=words[5])
    if verb == "take" and len(words) == 2 and _INT.fullmatch(words[1]):
        return Move("take", n=int(words[1]))
    if verb in ("buy", "end") and len(words) == 1:
        return Move(verb)
    raise MoveSyntaxError(f"cannot read the move {text!r} (forms: {FORMS})")

