"""The case checker's cards: which cards each list of the page offers, and each card as the page shows it (its name
in the page's language, the forms a sentence writes it in, its numbers in words)."""

from __future__ import annotations

from ..i18n import Catalog
from ..vocab import MONEY, RESOURCES
from .checker_words import WORDS
from .context import Ctx
from .labels import RESOURCE_NAMES
from .text import pick


def card_kinds(rules) -> dict[str, list[str]]:
    """The card types each list of the page offers, from the edition's rules
    (:class:`~marquoir.engine.rules.EditionRules`): one list per kind of slot of the move grammar
    (:data:`marquoir.engine.moves.FORMS`: ``row-building``, ``worker``, ``site``...) and per list of the form
    (``built``, ``team``; ``vp-pick``: the cards a number of VP of completed buildings is made of). A list is a
    help, not a rule: the engine judges the move, whatever card it names."""
    investments = list(rules.investment_types)
    buildings = list(rules.building_types)
    workers = list(rules.worker_types) + (["slave"] if "slave" in investments else [])
    return {
        "row-building": buildings, "row-worker": list(rules.worker_types), "worker": workers + ["machine"],
        "site": buildings, "tool": [t for t in investments if t == "tool"], "investment": investments,
        "student": workers, "slave": [t for t in investments if t == "slave"],
        "loan": [t for t in investments if t == "loan"], "built": buildings, "team": workers,
        "vp-pick": [t for t in buildings if t == "building"],
    }


def cards(edition: str, ctx: Ctx) -> list[dict]:
    """The edition's cards: id, type, name in the page's language, the forms a sentence writes the name in
    (:func:`marquoir.engine.messages.card_forms`: ``""``, ``cap``, ``a``, ``de``) where they differ from it, its
    numbers in words (:func:`card_numbers`, shown beside its name in the lists) and, for a building or a machine,
    its VP (to pick the completed buildings that make a number of VP)."""
    from ..engine.cards import load_cards
    from ..engine.messages import card_forms

    engine_cards = load_cards(edition)
    out = []
    for c in ctx.facts.of("card", edition):
        name = pick(c.name, ctx.lang)[0]
        forms = {k: v for k, v in card_forms(c.id, ctx.lang, engine_cards).items() if v != name}
        card = engine_cards[c.id]
        entry = {"id": c.id, "type": c.type, "name": name, **({"forms": forms} if forms else {}),
                 "numbers": card_numbers(card, edition, ctx.lang)}
        if c.type in ("building", "machine"):
            entry["vp"] = card.vp
        out.append(entry)
    return out


def card_numbers(card, edition: str, lang: str) -> str:
    """A card's numbers in a few words, as a player reads them on it (:func:`card_parts`, joined)."""
    return " · ".join(card_parts(card, edition, lang))


def resource_word(resource: str, lang: str) -> str:
    """A resource's name inside a sentence: « pierre », "stone", 石材 (the cards' column headings are capitalised)."""
    return RESOURCE_NAMES(resource, lang) if lang == "ja" else RESOURCE_NAMES(resource, lang).lower()


RESOURCES_SAID = Catalog("resources said", {
    "amount": {"fr": "{name} {n}", "en": "{name} {n}", "ja": "{name}{n}"},
    "sep": {"fr": ", ", "en": ", ", "ja": "・"},
})
"""How a sentence says amounts of resources: each (``amount``), and between two (``sep``). :func:`resources_said`
uses them; the lesson's page receives them (its configuration's ``resource_n`` and ``resource_sep``)."""


def resources_said(vector, edition: str, lang: str) -> str:
    """Amounts of resources (in the edition's order) as a sentence says them, the zeros left out: « pierre 4, bois 3 »,
    "stone 4, wood 3", 「石材4・木材3」 (the case checker and the search's card hits; the lesson's page, in its own
    script, with the same words, :func:`resource_word`, and the same forms, :data:`RESOURCES_SAID`)."""
    return RESOURCES_SAID("sep", lang).join(RESOURCES_SAID("amount", lang, name=resource_word(r, lang), n=n)
                                            for r, n in zip(RESOURCES[edition], vector) if n)


def card_parts(card, edition: str, lang: str) -> list[str]:
    """A card's numbers, each in a few words, as a player reads them on it: a building's money and VP and what it
    needs, a machine's VP and what it makes, a worker's resources and wage, an investment's price... (the case
    checker's lists show them beside the card's name, the lesson's page under it)."""
    from ..engine.messages import amount

    money = MONEY[edition]

    def resources(vector) -> str:
        return resources_said(vector, edition, lang)

    def word(key: str, **values) -> str:
        return WORDS(key, lang, **values)

    kind = card.type
    if kind == "building":
        parts = [amount(card.ecus, money, lang), amount(card.vp, "vp", lang),
                 word("num_needs", what=resources(card.requires))]
    elif kind == "machine":
        parts = [amount(card.vp, "vp", lang), word("num_makes", what=resources(card.produces)),
                 word("num_needs", what=resources(card.requires))]
    elif kind == "worker":
        parts = [resources(card.produces), word("num_wage", money=amount(card.wage, money, lang))]
    elif kind == "slave":
        parts = [resources(card.produces), word("num_price", money=amount(card.cost, money, lang)),
                 word("num_penalty", vp=amount(card.penalty, "vp", lang))]
    elif kind in ("tool", "university"):
        parts = [word("num_adds", what=resources(card.bonus)), word("num_price", money=amount(card.cost, money, lang))]
    else:  # a loan
        parts = [word("num_brings", money=amount(card.gain, money, lang)),
                 word("num_repay", money=amount(card.repay, money, lang)),
                 word("num_penalty", vp=amount(card.penalty, "vp", lang))]
    return [p for p in parts if p]
