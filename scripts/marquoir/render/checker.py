"""The case checker page: a reader describes a table and its moves, and the engine judges them in the browser.

One page per edition and language (``moyen-age/verifier.md`` → ``verifier.html``). The page holds a form,
the case as a ``marquoir check`` file, a button and the verdict; the page's script
(``docs/theme/assets/checker/``, shipped as ``assets/checker.js``) drives them and runs the engine in a Web Worker
(``docs/theme/assets/engine/worker.mjs``, Pyodide), which calls :func:`marquoir.web.check`: the verdict is the
command's own.

The script states no word, no rule and no format. Everything it needs is in the JSON configuration written here
(:func:`configuration`):

* the move grammar (:func:`marquoir.engine.moves.grammar`, this edition's forms) and the moves said in words
  (:func:`marquoir.engine.messages.page_move_words`), which it reads, writes and says moves with;
* the case format (:func:`marquoir.scenario.schema.describe`) and what the form shows of it (:func:`form`: the
  keys, their words, the cards each list offers), with the permalink's format and limits (:mod:`marquoir.web`);
* its words (:mod:`.checker_words`), the edition's cards with their names in the page's language and the forms a
  sentence writes them in, the number of players, the plausibility limits (:func:`marquoir.engine.limits.limits`,
  ``SEED_MAX``), the rates of taking money, the options of the disputed points with their values, each value
  labelled by the ruling whose ``option:`` names it (``option_values``) and the option by its title, linked;
  where each engine rule id is explained on the site (the ``engine_rules`` of rule and FAQ facts), and where the
  case of each worked example that opens here is (``verifier.html#example=<id>/<n>``,
  :func:`marquoir.render.steps.example_cases`).

Markup contract (tests and tools outside the project drive it: kept stable): root ``[data-case]``; inside it
``textarea[data-case-yaml]`` (a scenario file), ``button[data-case-run]`` and ``[data-case-verdict]`` whose
``data-exit`` is ``0``, ``1`` or ``2`` exactly as ``marquoir check`` exits, and whose text is the explanation.
"""

from __future__ import annotations

from ..site.markup import for_scripts
from ..vocab import EXAMPLE_NAMES, MONEY
from .blocks import colon, page_header
from .checker_cards import card_kinds, cards
from .checker_words import WORDS, in_money
from .context import Ctx, relative
from .counter import WORDS as COUNTER_WORDS
from .html import render_html
from .labels import CARD_LABELS, LABELS
from .steps import STEPS_LABELS, example_cases_path
from .text import escape_label, pick

PATH = "verifier.md"
"""The page's file name in each edition's folder."""
GUIDE = "verifier-un-cas"
"""The guide to ``marquoir check`` and its file format, linked from the page."""

SHARED_WORDS = {"player": (COUNTER_WORDS, "player"), "add_player": (COUNTER_WORDS, "add"),
                "remove_player": (COUNTER_WORDS, "remove"), "expect_vp": (COUNTER_WORDS, "vp"),
                "ranking": (COUNTER_WORDS, "ranking"), "col_move": (STEPS_LABELS, "move"),
                "col_vp": (STEPS_LABELS, "vp")}
"""The words the checker shares with the score counter and the worked examples' steps tables: said once, there."""

MONEY_WORDS: dict[str, str] = {}
"""The words that name the money, and their Antiquity (sesterces) forms (none now: the words name no money)."""


def word(key: str, edition: str, lang: str) -> str:
    """The checker's word ``key`` for the page of ``edition``: its sesterces form on Antiquity's when it has one."""
    return WORDS(MONEY_WORDS.get(key, key) if MONEY[edition] == "sesterces" else key, lang)

ARTICLES = {"fr": ("le ", "la ", "les ", "l'", "l’"), "en": ("the ",), "ja": ()}
"""Words a card's name may start with that a reader leaves out when typing it (« chapelle » for « La chapelle »)."""

RUN_LIMIT_S = 10
"""Seconds the page waits for one check before it stops the worker and says so (a case that never ends)."""
STALL_LIMIT_S = 60
"""Seconds without any progress while the engine loads before the page gives up (a cut connection)."""


def engine_facts(edition: str, lang: str | None = None) -> dict:
    """What the checker reads from the engine, in one place, as plain data: the edition's rules (player counts,
    start money, rates, card types), its plausibility limits and largest seed, its rule ids, its move grammar (the
    forms of this edition: the file's, and those a reader types in ``lang``), and its options (each with its default
    and the values :func:`~marquoir.engine.options.check_value` accepts among the booleans, its text choices and
    small whole numbers)."""
    from dataclasses import fields

    from ..engine.errors import rule_ids
    from ..engine.limits import SEED_MAX, limits
    from ..engine.moves import grammar
    from ..engine.options import ANTIQUITY_ONLY, CHOICES, Options, check_value
    from ..engine.rules import edition_rules

    rules = edition_rules(edition)
    antiquity = bool(rules.investment_types)
    options = []
    for f in fields(Options):
        if antiquity or f.name not in ANTIQUITY_ONLY:
            values = []
            for value in [f.default, True, False, "resources", *CHOICES.get(f.name, ()), *range(0, 10)]:
                if (check_value(f.name, value) is None
                        and not any(value == v and type(value) is type(v) for v in values)):
                    values.append(value)
            options.append({"name": f.name, "default": f.default, "values": values})
    moves = grammar(lang)
    moves["forms"] = [f for f in moves["forms"] if antiquity or not f["antiquity"]]
    return {"rules": rules, "limits": {**limits(edition), "seed": SEED_MAX}, "rule_ids": list(rule_ids(edition)),
            "options": options, "grammar": moves}


def form(edition: str, words: dict) -> dict:
    """What the form shows of the case format (:func:`marquoir.scenario.schema.describe`), and in which words:
    ``top``, the file's own keys the form shows; ``records``, for each key of kind ``record`` (the setup, the
    expectations), the keys of a player's entry (``player``) and of the table (``table``) it shows, and the section
    of the page they go to (``table``, ``expected``). A list names the cards it offers (``cards``: a kind of
    :func:`card_kinds`), a list of sites also those on each site (``values``). Whatever else a case holds is kept as
    it is and never shown."""
    money = MONEY[edition]
    return {
        "top": [{"key": "seed", "label": words["seed"], "placeholder": "0"}],
        "records": [
            {"key": "setup", "section": "table", "player": [
                {"key": money, "label": words["money"], "placeholder": words["money_dealt"]},
                {"key": "built", "label": words["built"], "cards": "built", "vp": True},
                {"key": "workers", "label": words["team"], "cards": "team", "hint": words["team_dealt"]},
                {"key": "sites", "label": words["sites"], "cards": "site", "values": "worker", "item": words["site"],
                 "values_label": words["on_site"], "add": words["add_site"], "remove": words["remove_site"]},
            ], "table": [
                {"key": "buildings_row", "label": words["buildings_row"], "cards": "row-building",
                 "hint": words["row_dealt"]},
                {"key": "workers_row", "label": words["workers_row"], "cards": "row-worker",
                 "hint": words["row_dealt"]},
            ]},
            {"key": "expect", "section": "expected", "player": [
                {"key": money, "label": words["expect_money"]},
                {"key": "vp", "label": words["expect_vp"]},
                {"key": "score", "label": words["expect_score"]},
            ], "table": [
                {"key": "error", "label": words["expect_error"], "none": words["expect_none"]},
            ]},
        ],
    }


def options(engine_options: list[dict], edition: str, ctx: Ctx) -> list[dict]:
    """The engine's options, each labelled by the ruling whose ``option:`` names it (this edition's first, else the
    other edition's, which the label then says) and linked to it, and each value by that ruling's
    ``option_values`` (a number stands for itself)."""
    rulings = [r for r in ctx.facts.of("ruling", edition) if r.option]
    rulings += [r for ed in ctx.facts.editions() if ed != edition for r in ctx.facts.of("ruling", ed) if r.option]
    out = []
    for option in engine_options:
        ruling = next((r for r in rulings if r.option == option["name"]), None)
        label = pick(ruling.title, ctx.lang)[0] if ruling else option["name"]
        if ruling is not None and ruling.edition != edition:
            label = WORDS("other_edition", ctx.lang, title=in_money(label, ruling.edition, edition, ctx.lang),
                          edition=LABELS(f"edition_{ruling.edition}", ctx.lang))
        named = {(type(v.value), v.value): pick(v.label, ctx.lang)[0] for v in (ruling.option_values if ruling else ())}
        values = [{"value": v, "label": named.get((type(v), v), _number(v))} for v in option["values"]]
        out.append({"name": option["name"], "default": option["default"], "values": values, "label": label,
                    "href": _page_href(ctx.href(ruling)) if ruling else None})
    return out


def _number(value) -> str | None:
    """A number's label: itself (None for any other value, which a ruling must label)."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else None


def _page_href(href: str) -> str:
    """A Markdown page link as the built site's address (``x.md#a`` → ``x.html#a``)."""
    path, _, anchor = href.partition("#")
    if path.endswith(".md"):
        path = path[:-3] + ".html"
    return f"{path}#{anchor}" if anchor else path


def rule_pages(edition: str, ctx: Ctx, known: list[str] | None = None) -> dict[str, dict]:
    """Where each engine rule id (``known``: the edition's) is explained on the site, as ``{rule id: {href,
    title}}``: the first rule section, then FAQ entry, of the edition whose ``engine_rules`` lists it; else the
    other edition's (an Antiquity game refused by a rule only the Middle Ages pages explain, such as
    ``hidden-card``)."""
    known = engine_facts(edition)["rule_ids"] if known is None else known
    out: dict[str, dict] = {}
    for ed in [edition, *(e for e in ctx.facts.editions() if e != edition)]:
        for kind in ("rule", "faq"):
            for fact in ctx.facts.of(kind, ed):
                for rule in fact.engine_rules:
                    if rule in known and rule not in out:
                        text = fact.title if kind == "rule" else fact.question
                        out[rule] = {"href": _page_href(ctx.href(fact)), "title": pick(text, ctx.lang)[0]}
    return out


PICKER = {"ends_turn": "end", "adds_worker": "recruit", "adds_site": "open", "sends": "send", "team": "team",
          "worker_slot": "worker", "site_slot": "site"}
"""The verbs whose moves change which cards the move builder's lists offer first: the turn passing to the next
player, a worker joining the team, a site opened, a worker sent; the list of the form (:func:`form`) that holds the
free team; the kinds of slot (:data:`marquoir.engine.moves.FORMS`) whose lists offer the acting player's free workers
and open sites first. A help, not a rule: every card stays in the list, and the engine judges the move."""


def configuration(edition: str, ctx: Ctx) -> dict:
    """Everything the script needs, as plain data (see the module's docstring)."""
    from ..engine.messages import JOINS, UNITS, page_move_words, rule_name
    from ..engine.moves import SLOT_WORDS, said_forms
    from ..scenario.schema import describe
    from ..web import PERMALINK

    lang = ctx.lang
    engine = engine_facts(edition, lang)
    rules = engine["rules"]
    money = MONEY[edition]
    words = {key: word(key, edition, lang) for key in WORDS if key not in MONEY_WORDS.values()}
    words.update({key: catalog(name, lang) for key, (catalog, name) in SHARED_WORDS.items()})
    words["money"] = CARD_LABELS(money, lang)
    words["money_dealt"] = WORDS("money_dealt", lang, start=rules.start_money)
    words["expect_money"] = WORDS("expect_money", lang, money=words["money"])
    words["default_names"] = ",".join(EXAMPLE_NAMES[lang])
    words["typed_forms"] = ("、" if lang == "ja" else ", ").join(
        said_forms(lambda kind: SLOT_WORDS(kind, lang), antiquity=bool(rules.investment_types), lang=lang))
    type_words = {"building": "buildings", "machine": "machines", "worker": "workers", "slave": "slaves",
                  "tool": "tools", "loan": "loans", "university": "universities"}
    words.update({f"type_{t}": CARD_LABELS(w, lang) for t, w in type_words.items()})
    return {
        "lang": lang,
        "edition": edition,
        "words": words,
        "grammar": engine["grammar"],
        "moveWords": page_move_words(edition, lang),
        "case": describe(edition),
        "form": form(edition, words),
        "link": PERMALINK,
        "articles": list(ARTICLES[lang]),
        "cards": cards(edition, ctx),
        "kinds": card_kinds(rules),
        "take": [spent for spent, _gained in rules.take],
        "players": {"min": rules.min_players, "max": rules.max_players},
        "limits": engine["limits"],
        "options": options(engine["options"], edition, ctx),
        "rules": rule_pages(edition, ctx, engine["rule_ids"]),
        "ruleIds": engine["rule_ids"],
        "ruleNames": {rule: rule_name(rule, lang, edition) for rule in engine["rule_ids"]},
        "picker": PICKER,
        "units": {"vp": {n: UNITS(f"vp.{n}", lang) for n in ("one", "other")}},
        "join": list(JOINS[lang]),
        "typography": for_scripts(lang),
        "examples": relative(example_cases_path(edition), ctx.path),
        "engine": {"worker": relative("assets/engine/worker.mjs", ctx.path),
                   "runSeconds": RUN_LIMIT_S, "stallSeconds": STALL_LIMIT_S},
    }


def option_line(ruling, ctx: Ctx) -> str:
    """What a ruling page says of its engine option, in the reader's words: the case checker replays the point each
    way, the values named by the ruling (``option_values``), the default marked (the option's id stays in the folded
    engine check and in ``facts.json``)."""
    from ..engine.options import Options

    default = getattr(Options(), ruling.option)
    edition = ruling.edition if ruling.edition in ctx.checkers else next(iter(sorted(ctx.checkers)), None)
    title = escape_label(WORDS("title", ctx.lang))
    checker = f"[{title}]({ctx.href_path(f'{edition}/{PATH}')})" if edition else title
    values = []
    for v in ruling.option_values:
        label = escape_label(pick(v.label, ctx.lang)[0])
        same = v.value == default and type(v.value) is type(default)
        values.append(WORDS("default", ctx.lang, value=label) if same else label)
    sep = "、" if ctx.lang == "ja" else " ; " if ctx.lang == "fr" else "; "
    text = (WORDS("option_line", ctx.lang, checker=checker, values=sep.join(values)) if values
            else WORDS("option_line_numbers", ctx.lang, checker=checker, default=default))
    return f"{text}\n{{: .mq-option }}\n\n"


def settle_lead(edition: str, ctx: Ctx) -> str:
    """The line that leads a reader of the edition's pages to its checker, as the way to settle a dispute."""
    link = f"[{escape_label(WORDS('title', ctx.lang))}]({ctx.href_path(f'{edition}/{PATH}')})"
    return f"{WORDS('settle', ctx.lang, link=link)}\n{{: .mq-settle }}\n\n"


def guide_lead(ctx: Ctx) -> str:
    """The line at the top of the command-line guide (for contributors) that leads a player to the checkers."""
    links = " · ".join(f"[{escape_label(pick(ed.title, ctx.lang)[0])}]({ctx.href_path(f'{ed.id}/{PATH}')})"
                       for ed in ctx.facts.of("edition") if ed.id in ctx.checkers)
    return f"{WORDS('guide_checkers', ctx.lang, links=links)}\n{{: .mq-settle }}\n\n" if links else ""


def checker_page(edition: str, ctx: Ctx) -> str:
    """The page's Markdown: its title and the checker's HTML (template ``checker.html``)."""
    config = configuration(edition, ctx)
    words = config["words"]
    guide = next((a for a in ctx.facts.of("article") if a.id == GUIDE), None)
    html = render_html(
        "checker.html", edition=edition, config=config, words=words,
        guide_href=_page_href(ctx.href(guide)) if guide else None,
        guide_title=pick(guide.title, ctx.lang)[0] if guide else None, colon=colon(ctx.lang),
        css=relative("assets/checker.css", ctx.path), script=relative("assets/checker.js", ctx.path))
    return page_header(escape_label(words["title"]), ctx) + html + "\n\n"
