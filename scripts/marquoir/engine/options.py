"""Engine options: the choices the sources leave open, each with Marquoir's default.

Every option has a docstring (the string under it) saying who says what; source
ids are those of ``rules/communs/sources.yaml``. Antiquity's options
(:data:`ANTIQUITY_ONLY`) are refused in a Middle Ages game. Board Game Arena's
reading is the default wherever it has one.

>>> Options.of({"coin_exchanges": "one-per-turn"}, "moyen-age").coin_exchanges
'one-per-turn'
>>> Options.of({"freeing": "end-only"}, "moyen-age")
Traceback (most recent call last):
  ...
ValueError: option freeing applies to Antiquity only (edition antiquite)
>>> check_value("university_bonus", 4), check_value("coin_scoring", "tenths")
('a whole number 1 to 3', None)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Options:
    """Choices the sources leave open (rules.md §1.2, §1.7 for Middle Ages, §3 for Antiquity)."""

    next_worker_visible: bool = True
    """Whether the top card of the worker deck is visible. r-fr says so for buildings only; bga-ja shows both."""

    machines_in_tiebreak: bool = True
    """The first tie-break counts machines' VP with buildings' (bga-th-diff "buildings"; r-fr counts both for 17)."""

    coin_exchanges: str = "several"
    """How many times money may be taken (``take N``) in one turn; both editions. r-fr (p.4, p.6) is silent: it
    gives the rates (1, 3 or 6 écus for 1, 2 or 3 actions) and lets every action be any of the four, repeated.
    ``"several"`` (default, Marquoir's house rule, ruling D14 ``prises-d-ecus-par-tour``): as many exchanges as the
    actions allow, each priced on its own at the rates (1 + 2 actions give 1 + 3 écus, never a better rate than
    6 for 3). ``"one-per-turn"``: Board Game Arena's reading, one exchange of 1 to 3 actions per turn (bga-fr: the
    coin button clicked one to three times in a row; bga-be-diff: "max at 3 actions for 6 coins"); a second
    ``take`` in the turn is refused (rule ``one-exchange``). bga-ja and the Antiquity sources say nothing more."""

    # ------------------------------------------------------------- Antiquity

    freeing: str = "anytime"
    """How and when a slave is freed, and which slaves. ``"anytime"`` (default): during your turn for 1 action
    (bga-ant-en), and at the end-of-game settlement for 5 sesterces each (bga-ant-en), in both cases only a slave
    that is not on a site: bga-ant-de allows freeing at the end only for slaves not at work, and
    confluences-ludiques speaks of paying to free the "available" slaves (Marquoir applies the same limit during
    the game). ``"bga-ant-en"``: the same prices, but at the settlement any slave may be freed, even one on a site,
    as bga-ant-en sets no such limit on its end-of-game price (the site will not be completed anyway).
    ``"end-only"`` (bga-ant-de, gamesfanatic): only at the settlement, for 1 action each and only slaves not
    on a site; each player settles with the turn's 3 free actions and may buy more at 5 sesterces (Marquoir's
    reading: no source says what an action is worth once the last round is over)."""

    freed_slave_wage: str | int = "resources"
    """The wage of a freed slave, which no source gives (bga-ant-en: it "must be paid" once freed).
    ``"resources"`` (default): the total of its resources, the Middle Ages invariant (wage = production,
    r-fr cards) — 4 for every slave of d-saad's list. A whole number 0–9 sets it (d-saad's engine uses 5)."""

    tools_on_slaves: bool = False
    """Whether an unfreed slave may take a tool. No per bga-ant-en and ilnanoborbone ("non schiavo");
    gamesfanatic says any worker, "even a prisoner" (true)."""

    tool_stays: bool = True
    """Whether a tool stays on the worker it was fitted to for the rest of the game (default; bga-ant-en and
    islaythedragon say it is fitted when the worker is sent, at no cost, and nothing about taking it back).
    ``false``: the tool comes back to its owner when the site its worker was on is completed (d-saad's
    engine can take a tool back); it may then be fitted to another worker."""

    university_bonus: int = 3
    """What a university adds to its worker: this many of the university's resource. 3 is d-saad's list,
    the only source with a number (stertagier and insimilion only say it is laid over a worker card);
    1 or 2 let a reader test a smaller bonus. The wage does not change (no source says it does)."""

    university_on_slaves: bool = False
    """Whether an unfreed slave may go to university. No per every source (bga-ant-en, ilnanoborbone,
    the glossary's reading of stertagier); the option exists only to show what the rule prevents."""

    coin_scoring: str = "tens"
    """How sesterces score. ``"tens"`` (default): 1 point per complete 10 (bga-ant-de, like r-fr for écus).
    ``"tenths"``: 0.1 point per sesterce (confluences-ludiques, d-saad's engine); scores are then exact
    fractions (``fractions.Fraction``), never rounded."""

    shared_win: bool = False
    """Ties. Default: the Middle Ages tie-breaks (VP of buildings and machines, then sesterces; r-fr p.8),
    which no Antiquity source confirms. ``true``: players with the same score share the win at once
    (confluences-ludiques)."""

    sesterces_count_for_17: bool = False
    """Whether sesterces count towards the 17 points that end the game. Default no, by analogy with
    Middle Ages (r-fr p.8); bga-ant-en, bga-ant-de and goblins only say "17 points"."""

    def as_dict(self) -> dict[str, Any]:
        """Every option by name, in a new dict (the values are plain: text, numbers, true or false; what
        ``dataclasses.asdict`` gives, without its deep copy, which took half the time of :meth:`Game.state`)."""
        return {name: getattr(self, name) for name in NAMES}

    @classmethod
    def of(cls, value: Options | Mapping | None, edition: str | None = None) -> Options:
        """Options from an Options, a mapping of option names (ValueError for unknown names or bad values), or None.

        With ``edition="moyen-age"``, Antiquity's options are refused.
        """
        if value is None:
            return cls()
        if isinstance(value, cls):
            if edition == "moyen-age":
                default = cls()
                for name in ANTIQUITY_ONLY:
                    if getattr(value, name) != getattr(default, name):
                        raise ValueError(f"option {name} applies to Antiquity only (edition antiquite)")
            return value
        if not isinstance(value, Mapping):
            raise ValueError(f"options must be a mapping, not {value!r}")
        for key, given in value.items():
            if key not in NAMES:
                raise ValueError(f"unknown option {key!r} (known: {', '.join(NAMES)})")
            if edition == "moyen-age" and key in ANTIQUITY_ONLY:
                raise ValueError(f"option {key} applies to Antiquity only (edition antiquite)")
            problem = check_value(key, given)
            if problem:
                raise ValueError(f"option {key} must be {problem}, not {given!r}")
        return cls(**value)


NAMES = tuple(f.name for f in fields(Options))
"""The options' names, in the order they are declared."""

ANTIQUITY_ONLY = ("freeing", "freed_slave_wage", "tools_on_slaves", "tool_stays", "university_bonus",
                  "university_on_slaves", "coin_scoring", "shared_win", "sesterces_count_for_17")
"""Options that only Antiquity has."""

CHOICES: dict[str, tuple[Any, ...]] = {
    "coin_exchanges": ("several", "one-per-turn"),
    "freeing": ("anytime", "bga-ant-en", "end-only"),
    "coin_scoring": ("tens", "tenths"),
}
"""Options with a fixed list of text values."""


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def check_value(name: str, value: Any) -> str | None:
    """What ``value`` should be for option ``name`` (None when it is fine)."""
    if name in CHOICES:
        return None if value in CHOICES[name] else " or ".join(f'"{c}"' for c in CHOICES[name])
    if name == "freed_slave_wage":
        return None if value == "resources" or _whole(value, 0, 9) else '"resources" or a whole number 0 to 9'
    if name == "university_bonus":
        return None if _whole(value, 1, 3) else "a whole number 1 to 3"
    return None if isinstance(value, bool) else "true or false"
