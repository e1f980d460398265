"""Illegal moves: one exception type carrying the id of the rule the move breaks.

Rule ids are public and stable (scenario files write ``error: RULE-ID``); the
texts that explain them, in French, English and Japanese, are in
:mod:`.messages`. A refused move never changes the game.
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "game-over": "the game is over: no move is accepted any more",
    "unknown-card": "no card of the edition has this id",
    "not-in-row": "the card is not in the row it must be taken from",
    "no-actions": "the player has fewer actions left than the move costs",
    "no-ecus": "the player has fewer écus than the move costs (a wage, a bought action)",
    "not-in-team": "the worker is not a free member of the player's team (someone else's, in a row, a machine not built yet)",
    "worker-busy": "the worker is already on one of the player's sites until it is completed",
    "not-your-site": "the card is not one of the player's open sites",
    "site-finished": "the site is one of the player's completed cards",
    "take-amount": "écus are taken with 1, 2 or 3 actions only",
    "hidden-card": "the next worker is hidden (option next_worker_visible is off)",
    "bad-move": "the move text cannot be read",
}
"""Every rule id, with what it means (the player-facing texts are in :mod:`.messages`)."""

RULE_IDS = tuple(RULES)


class IllegalMove(Exception):
    """A move the rules refuse; ``rule`` is a stable id from :data:`RULES`, ``params`` what the message needs."""

    def __init__(self, rule: str, params: dict | None = None, *, lang: str = "fr", edition: str = "moyen-age"):
        if rule not in RULES:
            raise ValueError(f"unknown rule id {rule!r}")
        self.rule = rule
        self.params = dict(params or {})
        self.lang = lang
        self.edition = edition
        super().__init__(rule, self.params)

    def message(self, lang: str | None = None) -> str:
        """The explanation in ``lang`` (default: the game's language)."""
        from .cards import load_cards
        from .messages import rule_message

        return rule_message(self.rule, self.params, lang or self.lang, load_cards(self.edition))

    def __str__(self) -> str:
        return self.message()

    def __repr__(self) -> str:
        return f"IllegalMove({self.rule!r}, {self.params!r})"
