"""The "learn by playing" page: a lesson of ``rules/`` played against the engine, in the reader's browser.

One page per edition and language (``moyen-age/apprendre.md`` → ``apprendre.html``), from the edition's ``lesson``
fact: its title and introduction, then the game (template ``tutorial.html``), whose script is
``docs/theme/assets/tutorial/`` (shipped as ``assets/tutorial.js``). The runtime starts when the reader presses
"Start": the same Web Worker as the case checker's (``assets/engine/worker.mjs``), which calls
:func:`marquoir.tutorial.web.answer`. Everything the page shows of the game comes from there: the table, the moves
the reader may try with their costs, the refusals (the rule and its message), the opponent's moves in words, the
hint, the ranking. The script draws and sends moves; it states no rule.

Each step's text is written here, from the fact (Markdown, its links resolved), with the rule section it teaches
linked and every unconfirmed point it rests on marked, as on the rules pages: those of the section it teaches and
those the step names. The JSON configuration (:func:`configuration`) holds the lesson's data for the engine (its
players named as the case checker names them in the page's language, :data:`marquoir.vocab.EXAMPLE_NAMES`: Alice is
アリス on the Japanese page; the game kept on the device is the same in every language, its version that of the
lesson as written), the steps' goals, the cards' names and numbers (the engine's cards), the words, the units the
engine writes amounts with, where each rule id is explained (the ``engine_rules`` of rule and FAQ facts, as for the
case checker) and the address of the case checker, which opens the game so far.

Markup contract (tests outside the project drive it: kept stable): root ``[data-tutorial]``; the current step
``[data-tutorial-step]`` with ``data-step`` (its id) holding its goal and text; each move the reader can attempt a
``button[data-move]`` whose value is the move in the ``marquoir check`` grammar (a send's button appears on each of
the reader's sites once its worker is chosen in the team, and at once for the hinted move); the hinted one carries
``data-suggested`` once ``button[data-tutorial-hint]`` was pressed; the reader's figures ``[data-tutorial-me]`` with
``data-money``, ``data-actions`` and ``data-vp``; a refusal ``[data-tutorial-refusal]`` with ``data-rule`` and a link
to the rule; the end ``[data-tutorial-over]`` holding the ranking.
"""

from __future__ import annotations

import hashlib
import json

from ..site.markup import for_scripts
from ..vocab import EXAMPLE_NAMES, MONEY, RESOURCES, SOURCE_LANG
from .blocks import colon, page_header, text_block, unconfirmed_box
from .checker import PATH as CHECKER_PATH
from .checker import RUN_LIMIT_S, STALL_LIMIT_S, engine_facts, rule_pages
from .checker_cards import RESOURCES_SAID, card_parts, resource_word
from .checker_words import WORDS as CHECKER_WORDS
from .context import Ctx, relative
from .counter import WORDS as COUNTER_WORDS
from .html import render_html, safe_markdown
from .labels import CARD_LABELS, LABELS
from .text import escape_label, pick
from .tutorial_words import WORDS

PATH = "apprendre.md"
"""The page's file name in each edition's folder."""
SHARED = {**{key: (CHECKER_WORDS, key) for key in ("stage_download_start", "stage_download", "stage_start",
                                                   "stage_engine", "timeout", "stalled", "failed", "see_rule")},
          "built": (CHECKER_WORDS, "col_completed"), "ranking": (COUNTER_WORDS, "ranking"),
          "resource_n": (RESOURCES_SAID, "amount"), "resource_sep": (RESOURCES_SAID, "sep")}
"""The words the page shares with the case checker (loading the engine, its failures, a rule's link, the completed
cards, how amounts of resources are said) and the score counter (the ranking): the page's key, the catalog and the
key it is written under there."""


def lesson_of(edition: str, ctx: Ctx):
    """The edition's lesson fact, or None."""
    return next(iter(ctx.facts.of("lesson", edition)), None)


def cards(edition: str, lang: str) -> dict[str, dict]:
    """The engine's cards of ``edition``: name in ``lang``, type, and its numbers in words as the case checker's lists
    say them (:func:`~marquoir.render.checker_cards.card_parts`)."""
    from ..engine.cards import load_cards

    return {card.id: {"name": card.name(lang), "type": card.type, "details": card_parts(card, edition, lang)}
            for card in load_cards(edition).values()}


def unconfirmed_of(step, lesson, ctx: Ctx) -> list:
    """The unconfirmed rulings a step rests on: those of the section it teaches, then its own, each once."""
    taught = ctx.facts.resolve(step.teaches, lesson.edition).fact
    refs = list(dict.fromkeys([*getattr(taught, "unconfirmed", []), *step.unconfirmed]))
    return [ctx.facts.resolve(ref, lesson.edition).fact for ref in refs]


def step_blocks(lesson, ctx: Ctx) -> list[dict]:
    """Each step as the template writes it: its id, goal, text (Markdown made safe), the link to what it teaches and
    its unconfirmed points (Markdown boxes, as on the rules pages)."""
    out = []
    for step in lesson.steps:
        taught = ctx.facts.resolve(step.teaches, lesson.edition).fact
        title = pick(taught.title if taught.kind == "rule" else taught.question, ctx.lang)[0]
        link = f"[{escape_label(title)}]({ctx.href(taught)})"
        teaches = escape_label(WORDS("teaches", ctx.lang, title="\0")).replace("\0", link)
        body = (text_block(step.text, ctx) if step.text else "") + teaches + "\n{: .mq-tutorial__teaches }\n\n"
        # folded (one tap opens it), so that the table stays in view on a phone
        body += "".join(unconfirmed_box(r, ctx).replace("!!! warning", "??? warning", 1)
                        for r in unconfirmed_of(step, lesson, ctx))
        out.append({"id": step.id, "goal": pick(step.goal, ctx.lang)[0], "body": safe_markdown(body.rstrip())})
    return out


def played_lesson(lesson, lang: str):
    """The lesson as the page in ``lang`` plays it (:class:`marquoir.tutorial.session.Lesson`): its players named as
    the case checker names them in that language (:data:`marquoir.vocab.EXAMPLE_NAMES`: Alice is アリス)."""
    from ..tutorial.session import Lesson

    return Lesson.of_fact(lesson).named(dict(zip(EXAMPLE_NAMES[SOURCE_LANG], EXAMPLE_NAMES[lang])))


def configuration(lesson, ctx: Ctx) -> dict:
    """Everything the script needs, as plain data (see the module's docstring)."""
    from ..engine.messages import UNITS
    from ..tutorial.session import Lesson

    edition, lang = lesson.edition, ctx.lang
    neutral = Lesson.of_fact(lesson)
    data = played_lesson(lesson, lang).data()
    money = MONEY[edition]
    words = WORDS.of(lang) | {key: catalog(there, lang) for key, (catalog, there) in SHARED.items()}
    words.update(money=CARD_LABELS(money, lang), vp=CARD_LABELS("vp", lang), colon=colon(lang))
    return {
        "lang": lang,
        "edition": edition,
        "lesson": data,
        "version": hashlib.sha256(json.dumps(neutral.data(), sort_keys=True).encode()).hexdigest()[:12],
        "store": f"marquoir.tutorial.v1.{edition}",
        "keep": engine_facts(edition)["limits"]["moves"],
        "words": words,
        "typography": for_scripts(lang),
        "units": {unit: {n: UNITS(f"{unit}.{n}", lang) for n in ("one", "other")} for unit in ("actions", money, "vp")},
        "money": money,
        "resources": [resource_word(r, lang) for r in RESOURCES[edition]],  # as a sentence says them: « pierre 1 »
        "cards": cards(edition, lang),
        "steps": [{"id": s.id, "goal": pick(s.goal, lang)[0]} for s in lesson.steps],
        "rules": rule_pages(edition, ctx, engine_facts(edition)["rule_ids"]),
        "checker": relative(f"{edition}/{CHECKER_PATH[:-3]}.html", ctx.path) if edition in ctx.checkers else None,
        "engine": {"worker": relative("assets/engine/worker.mjs", ctx.path), "runSeconds": RUN_LIMIT_S,
                   "stallSeconds": STALL_LIMIT_S},
    }


def tutorial_page(edition: str, ctx: Ctx) -> str:
    """The page's Markdown: its title, the lesson's introduction and the game's HTML."""
    lesson = lesson_of(edition, ctx)
    ctx.shown.append(lesson)
    config = configuration(lesson, ctx)
    html = render_html("tutorial.html", edition=edition, config=config, words=config["words"],
                       steps=step_blocks(lesson, ctx), unconfirmed_label=LABELS("unconfirmed_title", ctx.lang),
                       css=relative("assets/tutorial.css", ctx.path),
                       script=relative("assets/tutorial.js", ctx.path))
    return (page_header(escape_label(pick(lesson.title, ctx.lang)[0]), ctx) + text_block(lesson.intro, ctx)
            + html + "\n\n")
