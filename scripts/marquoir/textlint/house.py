"""The house rules of the text lint, per language: wording the glossary alone cannot say.

Each rule is data: its code (``MQ3xx``, listed in ``rules/README.md``), the language it applies to, what it
matches (a regular expression over the text's prose, or :data:`COUNTED` for the counters of one fact) and what
the writer should do instead. The glossary gives the other half of the lint: each term's ``avoid`` words
(code ``MQ301``). Keep a rule precise enough never to fire on a correct text: a rule that needs exceptions is
a bad rule.
"""

from __future__ import annotations

from dataclasses import dataclass

DIGITS = r"[0-9０-９]+"
NUMBERS = DIGITS + r"(?:\s*[・、〜～–-]\s*" + DIGITS + r")*"
"""A number or a list or range of numbers (``1・3・6``, ``2〜4``)."""


EACH = "each"
"""A house rule's language when it applies to the texts of every language."""


@dataclass(frozen=True)
class HouseRule:
    code: str
    lang: str  # a language, or EACH
    pattern: str  # over the prose (code, link targets, addresses and quoted words blanked); case-insensitive
    message: str  # what to write instead; the match is quoted before it


HOUSE_RULES = (
    HouseRule("MQ303", EACH, r"(?<![0-9])[0-9]{4}-[0-9]{2}-[0-9]{2}(?![0-9])",
              "a date written as 2026-12-01 reads as a code to a player: write it in words, in the text's language "
              "(le 1er décembre 2026, 1 December 2026, 2026年12月1日)"),
    HouseRule("MQ310", "ja", r"(?:コイン|セステルティウス)\s*[をがはも]?\s*" + DIGITS + r"\s*枚"
                             r"|" + NUMBERS + r"\s*枚\s*の\s*(?:コイン|セステルティウス)",
              "コイン and セステルティウス are amounts, not objects: write 40コイン (or 硬貨40枚 for the coins "
              "themselves), never a counter 枚 after the money"),
    HouseRule("MQ320", "en", r"\bfor Marquoir\b",
              "\"for Marquoir\" is a French calque (pour Marquoir): write \"Marquoir's rule is…\", "
              "\"under Marquoir's rules…\" or \"Marquoir says…\""),
    HouseRule("MQ321", "en", r"\b(?:Arena(?:'s)?|online|English|German|French|Japanese|Polish|the|from|both)\s+helps\b",
              "\"help\" (a help page) has no plural here: write \"help pages\""),
    HouseRule("MQ322", "en", r"\bconstructions\b"
                             r"|\b(?:a|one|two|three|four|several)\s+construction\b(?!\s+(?:sites?|sides?)\b)",
              "\"construction\" is the action, not a countable thing: write \"a site\" / \"three sites\" "
              "(start construction on a building)"),
)
"""Wording rules matched in the texts of one language."""

COUNTED = ("apprenti", "manoeuvre", "compagnon", "maitre", "ouvrier", "esclave")
"""Glossary terms (workers) that Japanese counts in 枚 as cards and in 人 as people: one fact counts each of them
one way (code ``MQ311``; ``2人目``, ``1人につき`` and ``1枚ずつ`` are ordinals and rates, not counts)."""

COUNTED_CODE = "MQ311"
COUNTED_MESSAGE = ("{word} is counted in {first} in {where} and in {other} here: in one fact, count the cards in 枚 "
                   "(the box, the deck, a deal) or the workers in 人 (a team, a site), not both")
