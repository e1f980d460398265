"""The steps tables of a worked example: what its games played, as the engine told it, in the reader's language.

Each game a worked example made (:class:`marquoir.example_steps.GameSteps`, computed when the pipeline ran
the example) is shown under the narrative: a table of its moves (``table.mq-steps``: the engine's trace lines,
card names localised, a refused move with its reason, and the mover's actions left, money and VP after each
move), and, where the game can be said as a case and the site has the case checker of its edition
(``ctx.checkers``), a link that opens it there
(``a[data-open-case]``, ``verifier.html#example=<example id>/<n>``: the checker reads the game's case from
``<edition>/examples.json``, :func:`example_cases`, written with the site, so that neither the pages that show
examples nor the checker page carry them). A game with no move shows only its link. Plain data in, HTML out:
nothing here runs the engine.
"""

from __future__ import annotations

import posixpath

from ..i18n import Catalog
from .context import Ctx, relative
from .html import render_html

STEPS_LABELS = Catalog("worked example steps", {
    "caption": {"fr": "Les coups, tels que le moteur les a joués", "en": "The moves, as the engine played them",
                "ja": "エンジンが実行した手の流れ"},
    "caption_game": {"fr": "Partie {n} : les coups, tels que le moteur les a joués",
                     "en": "Game {n}: the moves, as the engine played them",
                     "ja": "ゲーム{n}：エンジンが実行した手の流れ"},
    "move": {"fr": "Coup et effet", "en": "Move and effect", "ja": "手と結果"},
    "actions": {"fr": "Actions", "en": "Actions", "ja": "残り"},
    "vp": {"fr": "PV", "en": "VP", "ja": "勝利点"},
    "turn_over": {"fr": "tour terminé", "en": "turn over", "ja": "手番終了"},
    "after": {"fr": "Après chaque coup : actions restantes, {money} et PV du joueur qui l'a joué (— : son tour est "
                    "fini).",
              "en": "After each move: the actions left, {money} and VP of the player who made it (—: their turn is "
                    "over).",
              "ja": "各手の後の、その手を行ったプレイヤーの残りアクション・{money}・勝利点（—：手番終了）。"},
    "open": {"fr": "Ouvrir dans le vérificateur", "en": "Open in the case checker", "ja": "ケース検証で開く"},
    "open_game": {"fr": "Ouvrir la partie {n} dans le vérificateur", "en": "Open game {n} in the case checker",
                  "ja": "ゲーム{n}をケース検証で開く"},
    "engine_check": {"fr": "La vérification du moteur", "en": "The engine's check", "ja": "エンジンによる検証"},
})
"""The words around the steps tables and the folded doctest."""

def checker_page(edition: str) -> str:
    """The page of the case checker of ``edition`` (the site's path of its Markdown source)."""
    return f"{edition}/verifier.md"


def shown_games(run) -> list:
    """The games of an example's run worth showing: those that played a move or can be opened as a case."""
    return [g for g in run.games if g.steps or g.permalink]


def example_key(example_id: str, n: int) -> str:
    """How a link names the ``n``-th game shown (from 1) of an example: ``ex-trois-actions/1``."""
    return f"{example_id}/{n}"


def example_cases_path(edition: str) -> str:
    """Where the site keeps the cases of the example games that open in the checker of ``edition``."""
    return f"{edition}/examples.json"


def example_cases(runs: dict, edition: str) -> dict[str, str]:
    """The case of each example game that opens in the checker of ``edition``: example key → permalink payload
    (what ``#case=`` would carry). ``runs``: example key ``(edition, id)`` → its run."""
    cases = {}
    for (_owner, example_id), run in sorted(runs.items()):
        for n, game in enumerate(shown_games(run), start=1):
            if game.permalink and game.edition == edition:
                key = example_key(example_id, n)
                if key in cases and cases[key] != game.permalink:
                    raise ValueError(f"two worked examples named {example_id} open in the {edition} checker")
                cases[key] = game.permalink
    return cases


def case_href(edition: str, key: str, ctx: Ctx) -> str:
    """The address of the case checker of ``edition`` opened on the example game ``key``, relative to the page
    being written."""
    target = posixpath.splitext(checker_page(edition))[0] + ".html"
    return f"{relative(target, ctx.path)}#example={key}"


def steps_html(run, ctx: Ctx, example_id: str = "") -> str:
    """The steps tables and case links of the run (:class:`~marquoir.example_steps.ExampleRun`) of the example
    ``example_id`` in ``ctx.lang``; empty when it made no game worth showing."""
    if run is None:
        return ""
    lang = ctx.lang
    shown = shown_games(run)
    out = []
    for n, game in enumerate(shown, start=1):
        several = len(shown) > 1
        if game.steps:
            rows = [{"n": s.n, "lines": s.lines[lang], "refused": s.refused is not None,
                     "actions": "—" if s.actions is None else s.actions,
                     "money": "—" if s.money is None else s.money, "vp": "—" if s.vp is None else s.vp}
                    for s in game.steps]
            money = game.money[lang]
            out.append(render_html(
                "example_steps.html", rows=rows,
                caption=STEPS_LABELS("caption_game", lang, n=n) if several else STEPS_LABELS("caption", lang),
                move=STEPS_LABELS("move", lang), actions=STEPS_LABELS("actions", lang),
                money=money[:1].upper() + money[1:], vp=STEPS_LABELS("vp", lang),
                turn_over=STEPS_LABELS("turn_over", lang), after=STEPS_LABELS("after", lang, money=money)))
        if game.permalink and game.edition in ctx.checkers:
            label = STEPS_LABELS("open_game", lang, n=n) if several else STEPS_LABELS("open", lang)
            out.append(render_html("example_case_link.html", edition=game.edition, label=label,
                                   href=case_href(game.edition, example_key(example_id, n), ctx)))
    return "".join(part + "\n\n" for part in out)
