"""The stable codes of ``marquoir check``'s errors: what makes a scenario file malformed, and a refusal nobody
expected. The problems of reading the YAML are ``MQ201``-``MQ215`` (:data:`marquoir.yamlsafe.READING`, the same last
two digits as the rule facts' ``MQ101``-``MQ115``); the scenario's own are below, each named by the check that finds
it (:class:`marquoir.spec.Problem`'s ``problem``). ``rules/README.md`` lists them with what they mean. A code names a
kind of problem, never its wording: tests and tools compare codes, not messages.

Pure Python, like the checker: it runs in the reader's browser too.
"""

from __future__ import annotations

from .. import yamlsafe

CODES = {
    "mapping": "MQ220",  # a mapping is expected (the file, the setup, a player's entry, the expectations...)
    "unknown-key": "MQ221",
    "elsewhere": "MQ222",  # a key of the other edition (ecus in Antiquity, loans in the Middle Ages)
    "missing-key": "MQ223",
    "type": "MQ224",  # a value of the wrong type (text for a number, a number for a list...)
    "bound": "MQ225",  # a number or a count beyond its limits (the engine's plausibility limits)
    "card": "MQ226",  # a card id of no card of the edition
    "player": "MQ227",  # the players' names, or a name that is not one of them
    "rule": "MQ228",  # a rule id the engine does not have
    "option": "MQ229",  # an engine option, or its value
    "move": "MQ230",  # text that is no move
    "antiquity-move": "MQ231",  # a move only Antiquity has, in a Middle Ages file
    "edition": "MQ232",
    "stack": "MQ233",  # a stack of Antiquity's investment row
    "table": "MQ234",  # the table the setup describes (a card named twice, a row too long...)
    "no-move": "MQ235",  # an expected refusal with no move to refuse
    "refused": "MQ240",  # a move refused that nobody expected (the replay stops there)
}
"""Each problem of a scenario file and its code."""


def code(problem: str) -> str:
    """The code of ``problem``: one of :data:`CODES`, or a reading problem of the YAML."""
    return CODES.get(problem) or yamlsafe.reading_code(2, problem)
