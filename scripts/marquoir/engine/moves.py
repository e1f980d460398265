"""Moves as text, the scenario verbs, parsed and written in one place.

    open CARD             take a building (or machine) from the row as a new site
    recruit CARD          take a worker from the row into the team
    send WORKER to SITE   send a free worker (or built machine) to one of your sites
    take N                spend N actions (1, 2 or 3) on écus
    buy                   pay écus for one more action
    end                   end the turn
"""

from __future__ import annotations

import re
from typing import NamedTuple

VERBS = ("open", "recruit", "send", "take", "buy", "end")
FORMS = "open CARD, recruit CARD, send WORKER to SITE, take N, buy, end"

_INT = re.compile(r"[+-]?\d{1,9}")


class MoveSyntaxError(ValueError):
    """Text that is not a move (the game refuses it with rule ``bad-move``)."""


class Move(NamedTuple):
    """One move: ``verb`` and, as the verb needs, ``card`` (open, recruit, send: the worker), ``site`` (send) or ``n`` (take)."""

    verb: str
    card: str | None = None
    site: str | None = None
    n: int | None = None

    def text(self) -> str:
        """The move written as a scenario line: ``Move("send", "compagnon-3", "chapelle").text() == "send compagnon-3 to chapelle"``."""
        if self.verb == "send":
            return f"send {self.card} to {self.site}"
        if self.verb == "take":
            return f"take {self.n}"
        if self.verb in ("open", "recruit"):
            return f"{self.verb} {self.card}"
        return self.verb


def parse(text: str) -> Move:
    """Read one move; MoveSyntaxError when the text is not one of the forms above."""
    if not isinstance(text, str):
        raise MoveSyntaxError(f"a move is a line of text, not {type(text).__name__}")
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb in ("open", "recruit") and len(words) == 2:
        return Move(verb, card=words[1])
    if verb == "send" and len(words) == 4 and words[2].lower() == "to":
        return Move("send", card=words[1], site=words[3])
    if verb == "take" and len(words) == 2 and _INT.fullmatch(words[1]):
        return Move("take", n=int(words[1]))
    if verb in ("buy", "end") and len(words) == 1:
        return Move(verb)
    raise MoveSyntaxError(f"cannot read the move {text!r} (forms: {FORMS})")


def open_(card: str) -> str:
    """``open CARD``."""
    return Move("open", card=card).text()


def recruit(card: str) -> str:
    """``recruit CARD``."""
    return Move("recruit", card=card).text()


def send(worker: str, site: str) -> str:
    """``send WORKER to SITE``."""
    return Move("send", card=worker, site=site).text()


def take(n: int) -> str:
    """``take N``."""
    return Move("take", n=n).text()
