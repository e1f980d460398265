"""The project's vocabulary, defined once: languages, editions, resources, card types.

Plain data on the standard library: the engine and the scenario checker (which also run in the
reader's browser), the fact models, the renderer and the commands all import it from here.
"""

from __future__ import annotations

LANGS = ("fr", "en", "ja")
"""The site's languages, French first: it is the source language."""
SOURCE_LANG = "fr"
TRANSLATED = tuple(lang for lang in LANGS if lang != SOURCE_LANG)
"""The languages translated from French."""

EDITIONS = ("moyen-age", "antiquite")
"""The editions, in the site's order."""

RESOURCES: dict[str, tuple[str, ...]] = {
    "moyen-age": ("stone", "wood", "knowledge", "tile"),
    "antiquite": ("stone", "wood", "architecture", "decoration"),
}
"""Resource names of each edition, in the order of every resource vector."""
ALL_RESOURCES = tuple(dict.fromkeys(r for edition in EDITIONS for r in RESOURCES[edition]))

EXAMPLE_NAMES: dict[str, tuple[str, ...]] = {
    "fr": ("Alice", "Bruno", "Chloé", "Denis"),
    "en": ("Alice", "Bruno", "Chloé", "Denis"),
    "ja": ("アリス", "ブルーノ", "クロエ", "ドニ"),
}
"""The players of the examples in each language, in table order: the worked examples' (their games name them as
in French), the case checker's and the score counter's first names; one per seat of the largest table."""

MONEY = {"moyen-age": "ecus", "antiquite": "sesterces"}
"""The word for each edition's money, as written in scenario files and messages."""

BASES = ("rulebook", "derived", "house-rule", "secondary")
"""What a rules text or FAQ answer rests on, shown to the reader: the official rulebook itself; a
consequence of it worked out by arithmetic (``derived``, with the arithmetic); Marquoir's own verdict
where the rulebook is silent (``house-rule``, with the ruling that explains it); secondary sources only."""

LOCATORS = ("page", "card", "file")
"""What the citations of a source point at (its ``locator``): a page of a document (the default), a card in the
source's own numbering of the cards (the scans' card 77), or a file of a program's repository. A citation's
``page:`` holds such a place, and the site says it in the reader's words (``p. 6``, ``carte 77``, ``file
cartes_antiquite.csv``)."""

FAQ_THEMES = ("setup", "actions", "workers-sites", "machines", "money", "investments", "end-score")
"""The groups of a FAQ page, in order (``investments``: Antiquity only)."""

GRADES = ("apprenti", "manoeuvre", "compagnon", "maitre")
"""Worker grades, lowest first ([R-FR] p.3)."""

INVESTMENT_TYPES = ("slave", "tool", "loan", "university")
"""The stacks of Antiquity's investment row, in the order they are laid out ([PL-ANT])."""

CARD_TYPES = ("building", "machine", "worker") + INVESTMENT_TYPES

CARD_FIELDS: dict[str, tuple[str, ...]] = {
    "building": ("requires", "ecus", "vp"),
    "machine": ("requires", "ecus", "vp", "produces"),
    "worker": ("grade", "wage", "produces"),
    "slave": ("produces", "cost", "penalty"),
    "tool": ("bonus", "cost"),
    "loan": ("gain", "repay", "penalty"),
    "university": ("bonus", "cost"),
}
"""The numbers each type of card carries (and no other): requirements, money and VP of a building,
grade, wage and resources of a worker; Antiquity's investments: price, bonus, loan terms, penalty."""

CARD_NUMBERS = ("grade", "requires", "produces", "bonus", "ecus", "vp", "wage", "cost", "gain", "repay", "penalty")
"""Every number field a card may carry (the union of :data:`CARD_FIELDS`)."""
VECTORS = ("requires", "produces", "bonus")
"""Card fields that hold one number per resource of the edition."""
