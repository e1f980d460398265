"""The checks of a fact's ``changes:`` list (:class:`~marquoir.facts.model.Change`), each error with its code.

A change records what a reader was told before and is told now: the list is newest first, no change is dated
after the fact's last review, ``before`` and ``after`` differ and hold one line each, and every source cited
exists. A malformed entry (a missing or unknown field, a wrong type) is reported by the loader with ``MQ150``.
The codes are defined with the facts' others (:mod:`.errors`) and listed in ``rules/README.md``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from ..vocab import LANGS
from .base import Facts, Located
from .checks import check_ref, error_at
from .errors import (
    CHANGE_AFTER_REVIEW,
    CHANGE_LINES,
    CHANGE_MALFORMED,
    CHANGE_ORDER,
    CHANGE_SAME,
    CHANGE_SOURCE,
    FactError,
)

MALFORMED = CHANGE_MALFORMED


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
                                       f"({fact.changes[i - 1].date}): list the changes newest first")], CHANGE_ORDER)
        if change.date > fact.reviewed:
            yield from coded([error_at(loc, ("changes", i, "date"),
                                       f"the change is dated {change.date}, after the fact's last review "
                                       f"({fact.reviewed}): a change is a review, set `reviewed` to its date")],
                             CHANGE_AFTER_REVIEW)
        for lang in LANGS:
            before, after = getattr(change.before, lang), getattr(change.after, lang)
            if before is not None and before.strip() == (after or "").strip():
                yield from coded([error_at(loc, ("changes", i, "after", lang),
                                           "`before` and `after` say the same thing: say what changed")], CHANGE_SAME)
            for name, text in (("before", before), ("after", after)):
                if text is not None and "\n" in text.strip():
                    yield from coded([error_at(loc, ("changes", i, name, lang),
                                               f"`{name}` is one line (the Changes page shows it on one line): "
                                               "put the details in `why`")], CHANGE_LINES)
        for j, cite in enumerate(change.sources):
            yield from coded(check_ref(facts, loc, ("changes", i, "sources", j, "source"), cite.source,
                                       ("source",), "source"), CHANGE_SOURCE)
