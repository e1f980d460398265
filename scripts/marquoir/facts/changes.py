"""The checks of a fact's ``changes:`` list (:class:`~marquoir.facts.model.Change`), each error with its code.

A change records what a reader was told before and is told now: the list is newest first, no change is dated
after the fact's last review, ``before`` and ``after`` differ and hold one line each, and every source cited
exists. A malformed entry (a missing or unknown field, a wrong type) is reported by the loader with ``MQ150``.
The codes are listed in ``rules/README.md``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from ..vocab import LANGS
from .base import Facts, Located
from .checks import check_ref, error_at
from .errors import FactError

MALFORMED = "MQ150"
"""A ``changes:`` entry that does not fit the model (given by the loader to pydantic's errors under ``changes``)."""
CODES = {
    "MQ150": "a `changes:` entry does not fit the model (a field missing, unknown or of the wrong type)",
    "MQ151": "the changes are not listed newest first",
    "MQ152": "a change is dated after the fact's `reviewed` date",
    "MQ153": "a change's `before` and `after` say the same thing",
    "MQ154": "a change's `before` or `after` holds more than one line",
    "MQ155": "a change cites an unknown source",
}
"""Each code of this module, with what it means (the table in ``rules/README.md`` says the same)."""


def coded(errors, code: str) -> Iterator[FactError]:
    for e in errors:
        yield dataclasses.replace(e, code=code)


def check_changes(facts: Facts, loc: Located) -> Iterator[FactError]:
    """The errors of ``loc``'s changes, each at the line of its field."""
    fact = loc.fact
    for i, change in enumerate(fact.changes):
        if i and change.date > fact.changes[i - 1].date:
            yield from coded([error_at(loc, ("changes", i, "date"),
                                       f"{change.date} is newer than the change above it "
                                       f"({fact.changes[i - 1].date}): list the changes newest first")], "MQ151")
        if change.date > fact.reviewed:
            yield from coded([error_at(loc, ("changes", i, "date"),
                                       f"the change is dated {change.date}, after the fact's last review "
                                       f"({fact.reviewed}): a change is a review, set `reviewed` to its date")],
                             "MQ152")
        for lang in LANGS:
            before, after = getattr(change.before, lang), getattr(change.after, lang)
            if before is not None and before.strip() == (after or "").strip():
                yield from coded([error_at(loc, ("changes", i, "after", lang),
                                           "`before` and `after` say the same thing: say what changed")], "MQ153")
            for name, text in (("before", before), ("after", after)):
                if text is not None and "\n" in text.strip():
                    yield from coded([error_at(loc, ("changes", i, name, lang),
                                               f"`{name}` is one line (the Changes page shows it on one line): "
                                               "put the details in `why`")], "MQ154")
        for j, cite in enumerate(change.sources):
            yield from coded(check_ref(facts, loc, ("changes", i, "sources", j, "source"), cite.source,
                                       ("source",), "source"), "MQ155")
