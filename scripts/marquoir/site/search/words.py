"""The words the page's search needs besides the documents, all derived from the facts and the vocabulary.

- :func:`synonyms`: each glossary term with the other words readers type for it (its aliases), in the
  language: a query saying ワーカー, "coins" or "tie" also searches 労働者, écu, départage;
- :func:`markers`: the words that may belong to one edition only, so that a query using them ranks that
  edition first: the glossary's terms of one edition (with their aliases), the edition's money and
  resource names (``vocab.MONEY``, ``vocab.RESOURCES``) and its card names; the page leaves out those an
  entry of the other edition or of both also uses (建築 in 建築の着手);
- :func:`edition_names`: each edition's name in the three languages (a query naming it ranks it first
  whatever else it says).

Never a hand-written list: adding a term, a card or a keyword to ``rules/`` changes what these return.
The page tokenises every word it receives itself, as it tokenises the documents and the query
(``docs/theme/assets/search/text.mjs``).
"""

from __future__ import annotations

import re

from ...render.labels import CARD_LABELS, LABELS, RESOURCE_NAMES
from ...vocab import EDITIONS, LANGS, MONEY, RESOURCES
from .plain import text_of

NAME_NOISE = re.compile(r"[(（][^)）]*[)）]|\d+")
"""What a card's name carries besides its name: ``Grue (1 PV)``, ``Emprunt 3``."""


def names(term, lang: str) -> list[str]:
    """A glossary term's own names in ``lang``: ``point de victoire (PV)`` → point de victoire, PV;
    ``bâtiment / terminé`` → bâtiment, terminé."""
    text = text_of(term.term, lang)
    parts = re.split(r"\s*/\s*|\s*\(\s*|\s*\)\s*", text)
    return [p for p in parts if p]


def synonyms(facts, lang: str) -> list[list[list[str]]]:
    """Each glossary term that has aliases as ``[its names, its aliases]``."""
    out = []
    for t in facts.of("term"):
        own = names(t, lang)
        aliases = [a for a in getattr(t.aliases, lang) if a not in own]
        if aliases:
            out.append([own, aliases])
    return out


def edition_names() -> dict[str, list[str]]:
    """Each edition's short name in every language (a French reader may type "Antiquity")."""
    return {e: list(dict.fromkeys(LABELS(f"edition_{e}", lang) for lang in LANGS)) for e in EDITIONS}


def _card_name(card, lang: str) -> str:
    return " ".join(NAME_NOISE.sub(" ", text_of(card.name, lang)).split())


def _candidates(facts, edition: str, lang: str) -> list[str]:
    """What may mark ``edition``: its own glossary terms and their aliases, its money and resource names that the
    other edition does not share, its card names."""
    out = []
    for t in facts.of("term"):
        if t.edition == edition:
            out += names(t, lang) + list(getattr(t.aliases, lang))
    others = [e for e in EDITIONS if e != edition]
    if all(MONEY[e] != MONEY[edition] for e in others):
        out.append(CARD_LABELS(MONEY[edition], lang))
    out += [RESOURCE_NAMES(r, lang) for r in RESOURCES[edition] if all(r not in RESOURCES[e] for e in others)]
    out += [_card_name(c, lang) for c in facts.of("card") if c.edition == edition]
    return [w for w in dict.fromkeys(out) if w]


def markers(facts, lang: str) -> dict[str, list[str]]:
    """The words that may mark each edition in ``lang``: its own glossary terms and their aliases, its money and
    resource names that the other edition does not share, its card names. The page keeps those that no entry of
    another edition, or of both, uses too (``docs/theme/assets/search/query.mjs``: there the words are cut as in
    the index)."""
    return {edition: _candidates(facts, edition, lang) for edition in EDITIONS}
