"""A worked example's games as plain data for its box on the page: each move told by the engine in fr, en and ja.

When the pipeline runs the worked examples (:func:`marquoir.doctests.run_examples_with_games`), it keeps the
games each one made (their origin and history, :mod:`marquoir.engine.history`) and turns them here into an
:class:`ExampleRun`: for each game, its steps with the engine's own trace lines in every language (card names
localised), a refused move said with its reason, the figures after each move, and, where the game can be said
as a case, that case and its permalink for the case checker (:mod:`marquoir.web`). The renderer reads these
(:mod:`marquoir.render.steps`) without running anything: the table is made from the example itself, so it
cannot disagree with the doctest.

The engine is imported only when games are turned into data, never when this module is imported.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .i18n import Catalog
from .vocab import EXAMPLE_NAMES, LANGS, SOURCE_LANG

REFUSED = Catalog("worked example refusals", {
    "refused": {"fr": "{player} veut {words} : refusé. {message}",
                "en": "{player} tries to {words}: refused. {message}",
                "ja": "{player}は「{words}」を試みたが、拒否された。{message}"},
    "refused-over": {"fr": "Coup « {move} » : refusé. {message}", "en": "Move “{move}”: refused. {message}",
                     "ja": "「{move}」は拒否された。{message}"},
})
"""How a refused move is told in a steps table (it has no trace line of its own)."""


@dataclass(frozen=True)
class StepRow:
    """One move of a game, as its table row shows it in each language."""

    n: int
    player: str | None
    lines: Mapping[str, tuple[str, ...]]  # lang -> the engine's trace lines of the move (a refusal: one line)
    refused: str | None  # the rule id, when refused
    actions: int | None  # the mover's actions left after the move; None once their turn is over
    money: int | None  # the mover's money after the move
    vp: int | None  # the mover's VP after the move
    completed: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameSteps:
    """One game of a worked example: how it was made, its steps, and the case that replays it (or None)."""

    edition: str
    origin: Mapping  # :meth:`Origin.as_dict <marquoir.engine.history.Origin.as_dict>`
    steps: tuple[StepRow, ...]
    money: Mapping[str, str]  # lang -> the word of the edition's money (écus, sesterces, コイン...)
    case: Mapping | None = None  # the game as a case (marquoir.web.case_of_game), when it can be one
    permalink: str | None = None  # the case checker's fragment payload for ``case``


@dataclass(frozen=True)
class ExampleRun:
    """The games a worked example made when it ran, in the order they were made (``failure``: its doctest failed)."""

    fact: tuple[str, str]  # (edition, id) of the example fact
    games: tuple[GameSteps, ...] = field(default_factory=tuple)
    failure: str | None = None


LATIN = "[A-Za-zÀ-ÖØ-öø-ÿ]"
"""A letter of a Latin name (a name inside another is not it: Alicia is not Alice)."""


def said_names(lines: tuple[str, ...], lang: str) -> tuple[str, ...]:
    """``lines`` with the examples' players named as in ``lang`` (the games name them as in French: Alice is アリス on
    the Japanese page, as in its narrative; :data:`marquoir.vocab.EXAMPLE_NAMES`)."""
    names = [(a, b) for a, b in zip(EXAMPLE_NAMES[SOURCE_LANG], EXAMPLE_NAMES[lang]) if a != b]
    for french, local in names:
        lines = tuple(re.sub(rf"(?<!{LATIN}){re.escape(french)}(?!{LATIN})", local, line) for line in lines)
    return lines


def game_steps(game) -> GameSteps:
    """A game (played or not) as :class:`GameSteps`, in every language."""
    from . import web
    from .engine.errors import IllegalMove
    from .engine.messages import MONEY

    cards, edition = game.cards, game.rules.edition
    rows = []
    for step in game.history:
        if step.refused is None:
            lines = {lang: tuple(step.lines(lang, cards, edition)) for lang in LANGS}
        else:
            rule, params = step.refused
            lines = {}
            for lang in LANGS:
                message = IllegalMove(rule, params, lang=lang, edition=edition).message()
                if step.player is None:
                    text = REFUSED("refused-over", lang, move=step.move, message=message)
                else:
                    text = REFUSED("refused", lang, player=step.player, words=step.words(lang, cards, edition),
                                   message=message)
                lines[lang] = (text,)
        lines = {lang: said_names(lines[lang], lang) for lang in LANGS}
        rows.append(StepRow(step.n, step.player, lines, step.refused and step.refused[0],
                            step.actions_left if step.current is not None and step.current == step.player else None,
                            step.money, step.vp, step.completed))
    case = web.case_of_game(game)
    return GameSteps(edition, game.origin.as_dict() if game.origin else {}, tuple(rows),
                     {lang: MONEY(game.rules.money, lang) for lang in LANGS}, case,
                     web.permalink(case) if case is not None else None)


def example_run(fact: tuple[str, str], games, failure: str | None = None) -> ExampleRun:
    """The :class:`ExampleRun` of an example fact from the games it made."""
    return ExampleRun(fact, tuple(game_steps(g) for g in games), failure)
