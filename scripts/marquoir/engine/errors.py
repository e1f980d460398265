"""Illegal moves: one exception type carrying the id of the rule the move breaks.

Rule ids are public and stable (scenario files write ``error: RULE-ID``); the
texts that explain them, in French, English and Japanese, are in
:mod:`.messages`. A refused move never changes the game. A rule that means something
else for another verb has an id of its own (the money short for a wage, an extra
action, an investment...), so that each refusal leads to the rule it is about; the
ids that used to name several of them are still read in a scenario's ``error:``
(:data:`REFINED`, :func:`accepts`).
"""

from __future__ import annotations

RULES: dict[str, str] = {
    "game-over": "the game is over: no move is accepted any more",
    "unknown-card": "no card of the edition has this id",
    "not-in-row-building": "open: the card is not in the buildings row",
    "not-in-row-worker": "recruit: the card is not in the workers row",
    "no-actions": "the player has fewer actions left than the move costs",
    "no-ecus-wage": "send: the player has less money (écus, sesterces) than the worker's wage",
    "no-ecus-action": "buy: the player has less money than an extra action costs",
    "not-in-team": "the worker is not a free member of the player's team "
                   "(someone else's, in a row, a machine not built yet)",
    "worker-busy": "the worker is already on one of the player's sites until it is completed",
    "not-your-site": "the card is not one of the player's open sites",
    "site-finished": "the site is one of the player's completed cards",
    "take-amount": "écus are taken with 1, 2 or 3 actions only",
    "one-exchange": "a second coin exchange (take N) in the same turn, with option coin_exchanges: one-per-turn",
    "hidden-card": "the next worker is hidden (option next_worker_visible is off)",
    "bad-move": "the move text cannot be read (or is not a move of the edition)",
}
"""Every rule id of the Middle Ages game, with what it means (the player-facing texts are in :mod:`.messages`)."""

ANTIQUITY_RULES: dict[str, str] = {
    "not-in-row-investment": "invest: the card is not one of the investment row's",
    "no-ecus-investment": "invest: the player has fewer sesterces than the card costs",
    "no-ecus-freeing": "free, at the end-of-game settlement: the player has fewer sesterces than freeing costs",
    "no-ecus-loan": "repay: the player has fewer sesterces than repaying the loan costs",
    "fit-not-free": "a tool or a university goes on a worker free in the player's team (not on a site, not "
                    "someone else's)",
    "one-investment": "a second investment in the same turn (one per turn: bga-ant-en, ilnanoborbone, gamesfanatic)",
    "no-stock": "the investment stack of that card is empty",
    "invest-target": "a university needs one of the player's workers (`on WORKER`); other investments take none",
    "not-a-worker": "a tool goes on a worker card (a worker, a slave), not on a machine",
    "university-on-machine": "invest: a university goes on a worker card (a worker, a slave), not on a machine",
    "not-a-slave": "only a slave can be freed",
    "slave-not-yours": "free: the slave is not one of the player's (someone else's, or still in the investment row)",
    "already-freed": "the slave has already been freed",
    "slave-busy": "the slave is on a site: only a slave free in the team can be freed for an action",
    "tool-not-yours": "the card is not one of the player's tools not yet fitted to a worker",
    "tool-on-slave": "an unfreed slave takes no tool (option tools_on_slaves)",
    "university-on-slave": "an unfreed slave cannot go to university (option university_on_slaves)",
    "already-equipped": "the worker already carries a tool (one per worker)",
    "already-educated": "the worker already has a university (one per worker)",
    "not-your-loan": "the card is not one of the player's unpaid loans",
    "end-only": "repaying loans (and, with option freeing: end-only, freeing slaves) "
                "waits for the end-of-game settlement",
    "settlement": "during the end-of-game settlement only repay, free and end are allowed",
}
"""The rule ids Antiquity adds to :data:`RULES` (it also breaks every rule of the Middle Ages game)."""

REFINED: dict[str, tuple[str, ...]] = {
    "no-ecus": ("no-ecus-wage", "no-ecus-action", "no-ecus-investment", "no-ecus-freeing", "no-ecus-loan"),
    "not-in-row": ("not-in-row-building", "not-in-row-worker", "not-in-row-investment"),
    "not-in-team": ("fit-not-free", "slave-not-yours"),
    "not-a-worker": ("university-on-machine",),
    "worker-busy": ("fit-not-free",),
}
"""The ids a scenario's ``error:`` may still write for the refusals they used to name (``no-ecus`` was the wage, the
extra action and an investment): each stands for its own id, when it still is one, and the ids it became."""
RETIRED = tuple(old for old in REFINED if old not in {**RULES, **ANTIQUITY_RULES})
"""The old ids that are no rule of the engine any more, only read in a scenario's ``error:``."""


def accepts(expected: str, found: str) -> bool:
    """Whether a scenario that expects a refusal by ``expected`` is answered by a refusal by ``found``."""
    return found == expected or found in REFINED.get(expected, ())


Refusal = tuple[str, dict]
"""Why a move is refused: a rule id and the parameters of its message (checks return one, or None)."""

RULE_IDS = tuple(RULES)
ANTIQUITY_RULE_IDS = tuple(ANTIQUITY_RULES)
ALL_RULES = {**RULES, **ANTIQUITY_RULES}


def rule_ids(edition: str = "moyen-age") -> tuple[str, ...]:
    """The rule ids a game of ``edition`` can break."""
    return RULE_IDS + (ANTIQUITY_RULE_IDS if edition == "antiquite" else ())


class IllegalMove(Exception):
    """A move the rules refuse; ``rule`` is a stable id from :data:`RULES` or :data:`ANTIQUITY_RULES`, ``params``
    what the message needs."""

    def __init__(self, rule: str, params: dict | None = None, *, lang: str = "fr", edition: str = "moyen-age"):
        if rule not in ALL_RULES:
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

        return rule_message(self.rule, self.params, lang or self.lang, load_cards(self.edition), self.edition)

    def __str__(self) -> str:
        return self.message()

    def __repr__(self) -> str:
        return f"IllegalMove({self.rule!r}, {self.params!r})"
