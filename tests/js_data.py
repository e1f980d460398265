"""The data the page's pure modules are tested on, made by Python from the same sources the Python tests use.

``tests/test_js.py`` writes each provider's result as ``<name>.json`` into one folder before it runs the
JavaScript tests, and passes that folder in ``MARQUOIR_JS_DATA``; a test reads it with
``tests/js/data.mjs`` (``data("score_cases")``). A provider is a function returning JSON-serialisable data, whose
parameters, if any, name what of the session it needs (:func:`provide`: the checked facts ``loaded``, the worked
examples' ``runs``, the rendered pages ``sites``, each made once per session by tests/conftest.py): the shared
fixtures (``tests/data/``, ``tests/scenarios/``) or what the engine and the renderer hand the page (so that the page's
scripts are tested on the very data they receive), and what Python makes of them (how the engine reads and says each
move, the links it writes, how it says a ranking), for the JavaScript to agree with: the providers run before Node
starts, so Python's side is computed here.
"""

from __future__ import annotations

import inspect
import json
import re
from pathlib import Path

import shared_data
from marquoir import yamlsafe
from marquoir.vocab import EDITIONS, LANGS

TESTS = Path(__file__).resolve().parent
SCENARIOS = sorted((TESTS / "scenarios").rglob("*.yaml"))
COUNTER_CONFIG = re.compile(r"<script type=\"application/json\" data-counter-config>(.*?)</script>", re.S)


def _ctx(facts, edition: str, lang: str, page: str):
    from marquoir.render.context import Ctx

    return Ctx(facts, lang, f"{edition}/{page}", edition)


def score_cases():
    """``tests/data/score_cases.yaml``: the scoring cases shared by the engine and the score counter."""
    return shared_data.score_cases()


def counter_configs(loaded):
    """``{edition: {lang: the counter's configuration}}``, as the page carries it."""
    from marquoir.render.counter import counter

    return {edition: {lang: json.loads(COUNTER_CONFIG.search(
        counter(edition, _ctx(loaded.facts, edition, lang, "fin.md"))).group(1))
                      for lang in LANGS} for edition in EDITIONS}


def counter_sentences():
    """How the engine says the ranking of each shared score case (:func:`marquoir.engine.messages.ranking_words`),
    ``{edition: {case: {lang: [sentences]}}}``: the places, then the reasons."""
    from marquoir.engine.messages import ranking_words
    from marquoir.engine.rules import edition_rules

    cases = score_cases()
    out = {}
    for edition, group in (("moyen-age", cases["valid"]), ("antiquite", cases["antiquite"])):
        out[edition] = {}
        for case in group:
            totals = {p["name"]: t for p, t in zip(case["players"], case["totals"])}
            ranking = [(rank, names) for rank, names in case["ranking"]]
            out[edition][case["case"]] = {
                lang: ranking_words(ranking, totals, case["explained"], lang, edition_rules(edition).money)
                for lang in LANGS}
    return out


def checker_configs(loaded):
    """``{edition: {lang: the case checker's configuration}}``, as the page carries it."""
    from marquoir.render.checker import configuration

    return {edition: {lang: configuration(edition, _ctx(loaded.facts, edition, lang, "verifier.md")) for lang in LANGS}
            for edition in EDITIONS}


def _move(line):
    from marquoir.engine.moves import FORMS, MoveSyntaxError, form_of, parse

    try:
        move = parse(line)
    except MoveSyntaxError:
        return None
    name = form_of(move).name
    typed = {lang: [{"text": text, "antiquity": f.antiquity}
                    for f in FORMS if f.lang == lang and f.name == name
                    for text in dict.fromkeys((f.write(move), f.write(move, optional=False)))] for lang in LANGS}
    return {"fields": {k: v for k, v in move._asdict().items() if v is not None}, "text": move.text(), "typed": typed}


def scenarios():
    """Every file of ``tests/scenarios/`` as the engine reads it: its path, its edition, its data (when it is a
    mapping), and each of its moves as Python reads it (the move's fields, or None for text that is no move), writes
    it back (:meth:`Move.text`), writes it in each form a reader types it in, per language (``typed``: the text, with
    and without the words that may be left out, and whether the form is Antiquity's only), and says it in each language
    (:func:`marquoir.engine.messages.move_words`)."""
    from marquoir.engine.cards import load_cards
    from marquoir.engine.messages import move_words
    from marquoir.web import permalink

    out = []
    for path in SCENARIOS:
        data = yamlsafe.load(path).data
        edition = data.get("edition", EDITIONS[0]) if isinstance(data, dict) else EDITIONS[0]
        edition = edition if edition in EDITIONS else EDITIONS[0]
        lines = data.get("moves") if isinstance(data, dict) and isinstance(data.get("moves"), list) else []
        moves = []
        for line in lines:
            if isinstance(line, str):
                read = _move(line)
                words = {lang: move_words(line, lang, load_cards(edition), edition) for lang in LANGS} if read else None
                moves.append({"line": line, "read": read, "words": words})
        out.append({"path": path.relative_to(TESTS).as_posix(), "edition": edition,
                    "data": data if isinstance(data, dict) else None, "moves": moves,
                    "link": permalink(data) if isinstance(data, dict) else None})
    return out


def tutorial_configs(loaded):
    """``{edition: {lang: the lesson page's configuration}}``, as the page carries it."""
    from marquoir.render.tutorial import configuration

    facts = loaded.facts
    return {edition: {lang: configuration(facts.of("lesson", edition)[0], _ctx(facts, edition, lang, "apprendre.md"))
                      for lang in LANGS} for edition in EDITIONS}


RESOURCE_VECTORS = ([1, 2, 0, 0], [0, 0, 1, 3], [5, 4, 4, 4], [0, 0, 0, 2])


def resources_said():
    """``{edition: {lang: [[vector, what the case checker says of it]]}}`` (render/checker_cards.resources_said), for
    the lesson's page to say the same."""
    from marquoir.render.checker_cards import resources_said as said

    return {edition: {lang: [[v, said(v, edition, lang)] for v in RESOURCE_VECTORS] for lang in LANGS}
            for edition in EDITIONS}


def tutorial_answers(loaded):
    """``{lang: the engine's answer}`` at the Middle Ages lesson's escalation step (the apprentice sent, the second
    worker's send to the same site offered for 2 actions), as the worker gives it to the page."""
    from lesson_play import ask, lesson_of

    lesson = lesson_of(loaded.facts, "moyen-age")
    moves = ["open maison-rurale", "recruit apprenti-6", "recruit manoeuvre-4", "end"]
    return {lang: ask(lesson, lang, ask(lesson, lang, moves)["moves"], play="send apprenti-1 to maison-rurale")
            for lang in LANGS}


TYPESET_SAMPLES = ("Ai-je gagné ?", "Oui : « non »", "Vrai ; faux !", "1 / 0 / 2 / 0", "25 × 1", "= 100", "p. 4",
                   "Pourquoi ?\nParce que", "Déjà\u00a0: fait")


def typography(loaded):
    """``{lang: {"rules": what the page's scripts receive (site/markup.for_scripts), "cases": [[text, the text as the
    build sets it in a page (site/typography.spaced)]]}}``: every word the case checker and the lessons hand their
    page in that language, and a few samples, for lib/typeset.mjs to set them alike."""
    from marquoir.site import markup
    from marquoir.site.typography import spaced

    configs = (checker_configs(loaded), tutorial_configs(loaded))
    out = {}
    for lang in LANGS:
        words = {w for c in configs for e in EDITIONS for w in c[e][lang]["words"].values() if isinstance(w, str)}
        out[lang] = {"rules": markup.for_scripts(lang),
                     "cases": [[text, spaced(text, lang)] for text in sorted(words | set(TYPESET_SAMPLES))]}
    return out


def search_data(loaded, sites):
    """What the build writes for each language's search (``search/data.js``: :func:`marquoir.site.search.data`, the
    function the build calls, on the pages as the build renders them), by language."""
    from marquoir.site import search

    return {lang: search.data(loaded.facts, sites[lang], lang) for lang in LANGS}


def search_queries():
    """``tests/search/queries.yaml``: the search-quality suite (players' questions and the entries that answer)."""
    return yamlsafe.load(TESTS / "search" / "queries.yaml").data


def search_fresh():
    """``tests/search/fresh.yaml``: the second quality set, questions written before the search was tuned on them."""
    return yamlsafe.load(TESTS / "search" / "fresh.yaml").data


def example_cases(runs):
    """The case of every worked example game that opens in a checker, by edition and example key, as the page reads it
    from the site's ``<edition>/examples.json`` (:func:`marquoir.render.steps.example_cases`, the permalink payload
    read back): the page's form must show each and write it back unchanged."""
    import permalinks
    from marquoir.render import steps

    return {edition: {key: permalinks.read(payload)["case"]
                      for key, payload in steps.example_cases(runs, edition).items()}
            for edition in EDITIONS}


def search_scripts():
    """The search's scripts as the build writes them into a site (``assets/search/``): bundled, without comments."""
    from marquoir.site import scripts
    from marquoir.site.search import assets

    return {"search.js": scripts.bundle(scripts.SCRIPTS["search/search.js"]), "minisearch.js": assets.minisearch()}


PROVIDERS = {
    "score_cases": score_cases,
    "counter_configs": counter_configs,
    "counter_sentences": counter_sentences,
    "checker_configs": checker_configs,
    "scenarios": scenarios,
    "example_cases": example_cases,
    "tutorial_configs": tutorial_configs,
    "tutorial_answers": tutorial_answers,
    "resources_said": resources_said,
    "search_data": search_data,
    "typography": typography,
    "search_queries": search_queries,
    "search_fresh": search_fresh,
    "search_scripts": search_scripts,
}
"""Name → provider; each test module asks only for what it uses."""


def provide(provider, **session):
    """What ``provider`` makes, given the parts of ``session`` its parameters name (``loaded``, ``runs``, ``sites``)."""
    return provider(**{name: session[name] for name in inspect.signature(provider).parameters})
