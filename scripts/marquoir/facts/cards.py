"""The card facts as plain records: the only reader of ``rules/<edition>/cartes/*.yaml``.

The engine builds its cards from these records (:func:`marquoir.engine.cards.load_cards`), so a
card file that ``marquoir validate`` rejects is rejected here too, with the same file:line:field
errors: nothing is played on card data the fact models refuse. A record is plain JSON-able data
(the browser's engine gets the same records from the build, without pydantic):

* ``id``, ``type`` and ``name`` (``{"fr", "en", "ja"}``, a pending translation ``None``);
* the numbers of the card's type (:data:`marquoir.vocab.CARD_FIELDS`), resource vectors as
  ``{resource: n}`` mappings; the numbers of other types are not in the record.

>>> records = card_records("moyen-age")
>>> next(r for r in records if r["id"] == "chapelle")["requires"]
{'stone': 3, 'wood': 2, 'knowledge': 2, 'tile': 3}
>>> sorted(next(r for r in records if r["id"] == "apprenti-1"))
['grade', 'id', 'name', 'produces', 'type', 'wage']
"""

from __future__ import annotations

from pathlib import Path

from ..paths import display, rules_dir
from ..vocab import CARD_FIELDS, EDITIONS
from .base import Facts, Located
from .errors import CARDS, DUPLICATE_ID, FactError, InvalidFacts
from .loader import load_file


def card_records(edition: str, root: Path | str | None = None) -> list[dict]:
    """Every card of ``edition`` under ``root`` (default ``rules/``), validated by the fact models, as plain
    records in file order; :class:`~.errors.InvalidFacts` listing every problem otherwise."""
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition {edition!r} (known: {', '.join(EDITIONS)})")
    folder = Path(root or rules_dir()) / edition / "cartes"
    errors: list[FactError] = []
    located = [loc for path in sorted(folder.glob("*.yaml")) for loc in load_file(path, errors)]
    return _records(located, edition, folder, errors)


def records_of(facts: Facts, edition: str, root: Path | str | None = None) -> list[dict]:
    """The records :func:`card_records` gives, from facts already loaded (the build's: the card files are not read
    again): the facts of ``root/<edition>/cartes/``, with the same checks."""
    if edition not in EDITIONS:
        raise ValueError(f"unknown edition {edition!r} (known: {', '.join(EDITIONS)})")
    folder = Path(root or rules_dir()) / edition / "cartes"
    shown = Path(display(folder))
    return _records([loc for loc in facts.located if Path(loc.file).parent == shown], edition, folder, [])


def card_bundle(facts: Facts, root: Path | str | None = None) -> dict[str, list[dict]]:
    """The records of every edition from loaded facts, ``{edition: [records]}`` (:func:`records_of`)."""
    return {edition: records_of(facts, edition, root) for edition in EDITIONS}


def _records(located: list[Located], edition: str, folder: Path, errors: list[FactError]) -> list[dict]:
    records: list[dict] = []
    first: dict[str, str] = {}  # id -> where it was first written
    for loc in located:
        fact = loc.fact
        if fact.kind != "card":
            continue
        if fact.edition != edition:
            errors.append(FactError(loc.file, loc.line("edition"), f"card `{fact.id}` edition",
                                    f"a card of {display(folder)} belongs to the edition `{edition}`", CARDS))
            continue
        if fact.id in first:
            errors.append(FactError(loc.file, loc.line("id"), f"card `{fact.id}` id",
                                    f"the id `{fact.id}` is already used by the card of {first[fact.id]}",
                                    DUPLICATE_ID))
            continue
        first[fact.id] = f"{loc.file}:{loc.line('id')}"
        records.append(record(fact))
    if not records and not errors:
        errors.append(FactError(display(folder), 1, "", f"no card facts for {edition}: the engine cannot deal a game",
                                CARDS))
    if errors:
        raise InvalidFacts(errors)
    return records


def record(card) -> dict:
    """One validated card fact (:class:`~.model.Card`) as a plain record."""
    data = {"id": card.id, "type": card.type, "name": {"fr": card.name.fr, "en": card.name.en, "ja": card.name.ja}}
    for name in CARD_FIELDS[card.type]:
        value = getattr(card, name)
        data[name] = dict(value) if isinstance(value, dict) else value
    return data
