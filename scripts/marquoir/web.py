"""The case checker's Python side: what the Web Worker of the site calls, in the reader's browser (Pyodide).

:func:`check` checks the text of a scenario file exactly as ``marquoir check FILE --lang LANG`` checks a file
with those contents (the same code path, :func:`marquoir.scenario.run.check_text`: the same exit code, the same
report, the same line numbers), and returns it as one JSON object: the verdict in the reader's language, the
report, and the structured data the page shows (problems, refusal, unmet expectations, the steps with their
figures, the scores and the ranking in sentences). It never raises: an unexpected error is the kind
``internal`` with a plain sentence. The text is data: it is safe-loaded (:mod:`marquoir.yamlsafe`), never run.

The answer, the contract between this module and the page (``docs/theme/assets/checker/run.mjs`` and
``verdict.mjs``; the worker ``assets/engine/worker.mjs`` passes it as a JSON string):

* ``exit`` — 0, 1 or 2, as ``marquoir check`` exits; ``kind`` — ``holds``, ``unmet``, ``refused``, ``malformed``,
  ``cards`` (the card data is invalid) or ``internal``; ``verdict`` — the ruling in ``lang``, as a referee says
  it (:mod:`marquoir.scenario.ruling`: every move allowed and the figures after the last one, or the winner; or the
  first refused move, who played it and why; or why the case could not be replayed: the first problem on its line
  of the file, or, when the case came from the checker's form, in the field of the form it is in), naming the
  expectations only when the case states some; ``rule`` — the rule id of the refusal the ruling names, or null;
  ``claims`` — ``[{text, holds, key, line}]``: each expectation said as a claim, and whether it is right;
  ``report`` — the command's whole output;
* ``problems`` — ``[{line, field, message, code, words}]`` (and ``file`` for a card fact's error): what makes the
  file malformed, each with its stable code (``MQ2xx``; a card fact's ``MQ1xx``, ``rules/README.md``) and, in
  ``words``, in the reader's words (null when the catalog has none: the message is the command's, in English);
* ``refusal`` — the first move refused that nobody expected, ``{n, line, move, rule, message, code}``, or null;
* ``unmet`` — ``[{key, line, expected, found}]``: the expectations that do not hold;
* ``steps`` — one per move played or refused: ``{n, line, player, move, words, lines, refused: {rule, message} or
  null, actions_left, money, vp, completed}``;
* ``scores`` — each player in ranking order ``{player, rank, score, vp, money, penalties}``; ``ranking`` — the
  ranking in sentences; ``over`` — whether the game is over; ``edition``; ``money`` — the money's word in ``lang``.

Only ``exit``, ``kind`` and ``verdict`` are there for an ``internal`` answer.

:func:`case_of_game` writes a game (its origin and history, :mod:`marquoir.engine.history`) as a case: the
keys of a scenario file as plain data, its expectations the game's final figures. :func:`permalink` writes the
checker's address fragment (``verifier.html#case=...``): base64url without padding of the raw-DEFLATE compression
of the UTF-8 JSON ``{"v": 1, "case": {...}}`` (or ``{"v": 1, "yaml": "..."}`` for a file edited by hand). The site
writes the links of its worked examples with it; the page writes a reader's links and reads every link with its
own codec (``docs/theme/assets/checker/permalink.mjs``, held to :data:`PERMALINK`'s limits), tested in Node on
links written here.

Pure Python on the standard library and PyYAML, like the engine and the checker it calls.

>>> import json
>>> text = '''players: [Alice, Bruno]
... setup: {Alice: {ecus: 10, workers: [compagnon-3], sites: {chapelle: [compagnon-5, apprenti-4]}}}
... moves: [send compagnon-3 to chapelle]
... expect: {Alice: {ecus: 24, vp: 5}}
... '''
>>> answer = json.loads(check(text, "en"))
>>> answer["exit"], answer["kind"], answer["verdict"]
(0, 'holds', 'Every move is allowed. After the last one: Alice has 24 écus and 5 VP; Bruno has 10 écus and 0 VP. \
Claims that are right: 2 of 2.')
>>> step = answer["steps"][0]
>>> step["line"], step["lines"][0], (step["actions_left"], step["money"], step["vp"], step["completed"])
(3, 'Alice sends Craftsman 3 to work on the Chapel (1 action, 4 écus).', (2, 24, 5, ['chapelle']))
>>> answer = json.loads(check(text.replace("24", "25"), "fr"))
>>> answer["exit"], answer["unmet"]
(1, [{'key': 'Alice.ecus', 'line': 4, 'expected': '25', 'found': '24'}])
>>> permalink({"players": ["Alice", "Bruno"], "moves": []})
'q1YqU7Iy1FFKTixOVbKqVirISaxMLSpWsopWcszJTE5V0lFyKirNy1eK1VHKzS9LBcnE1tYCAA'
"""

from __future__ import annotations

import base64
import json
import zlib
from fractions import Fraction
from typing import Any

from .vocab import LANGS
from .yamlsafe import MAX_BYTES

PERMALINK_VERSION = 1
PERMALINK = {"version": PERMALINK_VERSION, "payload": 200_000, "inflated": MAX_BYTES, "depth": 12}
"""The permalink's format version and the limits its reader (the page's ``checker/permalink.mjs``) holds it to:
characters of the payload, bytes once inflated (a scenario file's limit, :data:`marquoir.yamlsafe.MAX_BYTES`),
nesting of the data (a case nests 6 deep)."""

# ------------------------------------------------------------------ the check


def check(text: str, lang: str, name: str = "case.yaml", form: bool = False) -> str:
    """Check the scenario file ``text`` as ``marquoir check`` would check a file ``name`` with these contents, in
    ``lang``; the answer as a JSON object (its keys: the module docstring). ``form``: the case came from the
    checker's form, not from a file the reader wrote (a malformed case's ruling names the field, not the line)."""
    try:
        data = answer(text, lang, name, form)
    except Exception:  # noqa: BLE001 - the page gets a sentence, never a traceback
        data = internal(lang)
    return json.dumps(data, ensure_ascii=False)


def internal(lang: str) -> dict:
    """The answer to an unexpected error: exit 2, kind ``internal``, a plain sentence (French for an unknown
    language)."""
    from .scenario.ruling import WORDS

    return {"exit": 2, "kind": "internal", "verdict": WORDS("internal", lang if lang in LANGS else LANGS[0])}


def answer(text: str, lang: str, name: str = "case.yaml", form: bool = False) -> dict:
    """The answer of :func:`check` as plain data (it may raise on an unexpected error; :func:`check` does not)."""
    from .scenario.codes import code
    from .scenario.run import check_text
    from .scenario.trace import show

    if not isinstance(text, str) or not isinstance(name, str):
        raise TypeError("the case and its name are text")
    result = check_text(text, name, lang)
    stdout = "".join(line + "\n" for line in result.out + result.summary)
    stderr = "".join(line + "\n" for line in result.err)
    game, scenario = result.game, result.scenario
    data: dict[str, Any] = {
        "exit": result.exit_code, "kind": _kind(result), "verdict": "", "report": stdout + stderr,
        "problems": [_problem(p, lang) for p in result.problems or result.invalid_facts],
        "refusal": None,
        "unmet": [{"key": u.key, "line": u.line, "expected": show(u.expected), "found": u.note or show(u.found)}
                  for u in result.unmet],
        "steps": [], "scores": [], "ranking": [], "over": None, "edition": None, "money": None,
        "rule": None, "claims": [],
    }
    if game is not None and scenario is not None:
        from .engine.messages import MONEY
        from .scenario import ruling

        data["steps"] = steps(game, scenario, lang)
        data["refusal"] = next(({"n": s["n"], "line": s["line"], "move": s["move"], **s["refused"],
                                 "code": code("refused")} for s in data["steps"] if s["refused"]), None)
        data.update(scores=scores(game, lang), ranking=ranking_sentences(game, lang), over=game.over,
                    edition=game.rules.edition, money=MONEY(game.rules.money, lang))
        refused = next((s["refused"]["rule"] for s in data["steps"] if s["refused"]), None)
        data["rule"] = refused
        data["claims"] = ruling.claims(game, result.checks, refused, lang)
    data["verdict"] = verdict(data, result, lang, form is True)
    return data


def _kind(result) -> str:
    if result.exit_code == 0:
        return "holds"
    if result.exit_code == 1:
        return "unmet"
    if result.refusal is not None:
        return "refused"
    if result.invalid_facts:
        return "cards"
    return "malformed"


def _problem(error, lang: str) -> dict:
    """A YamlError of the file (or a FactError of the card data) as ``{"line", "field", "message", "code", "words"}``
    (and ``file`` when it is not the case's); ``words``: the problem in the reader's words, or None."""
    from .facts.errors import FactError
    from .scenario.ruling import problem_words

    words = problem_words(error, lang)
    out = {"line": error.line, "field": error.field, "message": error.message, "code": error.code, "words": words}
    if isinstance(error, FactError):
        out["file"] = error.file
    return out


def verdict(data: dict, result, lang: str, form: bool = False) -> str:
    """The ruling of ``data`` (its kind) in ``lang`` (:mod:`marquoir.scenario.ruling`): what a referee says of the
    case, naming no expectation unless the case states some (a malformed case's problem in the field of the form it
    is in when the case came from the ``form``, on its line of the file otherwise)."""
    from .scenario import ruling

    if data["kind"] == "cards":
        return ruling.WORDS("cards", lang, count=len(result.invalid_facts))
    if data["kind"] == "malformed":
        return ruling.malformed(result.problems, lang, form)
    return ruling.ruling(result.game, data["steps"], result.checks, lang)


def steps(game, scenario, lang: str) -> list[dict]:
    """One entry per move played or refused, in order: its line in the file, the move as written, its trace lines in
    ``lang``, the refusal (rule id and message in ``lang``) or None, and the figures after it."""
    from .engine.errors import IllegalMove

    cards, edition = game.cards, game.rules.edition
    out = []
    for step in game.history:
        i = step.n - 1
        refused = None
        if step.refused is not None:
            rule, params = step.refused
            refused = {"rule": rule, "message": IllegalMove(rule, params, lang=lang, edition=edition).message()}
        out.append({"n": step.n, "line": scenario.line("moves", i), "player": step.player,
                    "move": scenario.moves[i], "words": step.words(lang, cards, edition),
                    "lines": step.lines(lang, cards, edition), "refused": refused,
                    "actions_left": step.actions_left, "money": step.money, "vp": step.vp,
                    "completed": list(step.completed)})
    return out


def scores(game, lang: str) -> list[dict]:
    """Each player in ranking order: rank, score (written in ``lang``: 18,5 in French with exact tenths), VP, money,
    penalties."""
    from .engine.messages import number

    return [{"player": name, "rank": rank, "score": number(game.score(name), lang), "vp": game.vp(name),
             "money": game.ecus(name), "penalties": game.penalties(name)}
            for rank, names in game.ranking() for name in names]


def ranking_sentences(game, lang: str) -> list[str]:
    """The ranking in sentences in ``lang`` (:func:`marquoir.engine.messages.ranking_words`): each place with its
    score, then what separated the players of the same score and who nothing separates."""
    from .engine.messages import ranking_words

    scores = {name: game.score(name) for name in game.players}
    return ranking_words(game.ranking(), scores, game.ranking_explained(), lang, game.rules.money,
                         machines=game.options.machines_in_tiebreak)


# ------------------------------------------------------------------ a game as a case


def case_of_game(game) -> dict | None:
    """The game as a case (the keys of a scenario file as plain data: edition, players, seed, options, setup, moves,
    expect), or None when a case cannot say it: a game not made with ``Game.from_table``, a seed a case cannot hold,
    a move that is not a scenario line, a refused move before the last one (a case stops at a refusal), more moves
    than a case may have. The expectations are the game's final figures (and ``error`` when the last move was
    refused), so that checking the case holds and replays the same steps."""
    from .engine.limits import SEED_MAX, limits
    from .engine.moves import MoveSyntaxError, parse

    origin = game.origin
    if origin is None or origin.how != "from_table" or not 0 <= origin.seed <= SEED_MAX:
        return None
    history = game.history
    if len(history) > limits(origin.edition)["moves"]:
        return None
    for step in history:
        try:
            parse(step.move)
        except MoveSyntaxError:
            return None
        if step.refused is not None and step is not history[-1]:
            return None
    case: dict[str, Any] = {"edition": origin.edition, "players": list(origin.players)}
    if origin.seed:
        case["seed"] = origin.seed
    if origin.options:
        case["options"] = dict(origin.options)
    if origin.setup:
        case["setup"] = origin.as_dict()["setup"]
    case["moves"] = [step.move for step in history]
    case["expect"] = final_figures(game)
    return case


def final_figures(game) -> dict:
    """What a case expects of a game as it stands: per player the money, VP, completed cards (when any) and
    Antiquity's penalties (when any), the current player's actions; once the game is over, that it is and its winner
    and each player's score; ``error`` when the last move was refused. (Short: the case travels in a link.)"""
    money = game.rules.money
    expect: dict[str, Any] = {}
    for name in game.players:
        mine: dict[str, Any] = {money: game.ecus(name), "vp": game.vp(name)}
        if game.over:
            mine["score"] = _number(game.score(name))
        if game.built(name):
            mine["built"] = game.built(name)
        if game.rules.investment_types and game.penalties(name):
            mine["penalties"] = game.penalties(name)
        if name == game.current:
            mine["actions"] = game.actions_left
        expect[name] = mine
    if game.over:
        expect["over"] = True
        winners = game.winners
        expect["winner"] = winners[0] if len(winners) == 1 else winners
    if game.history and game.history[-1].refused is not None:
        expect["error"] = game.history[-1].refused[0]
    return expect


def _number(value) -> int | float:
    """A score as JSON writes it: a whole number, or exact tenths as a decimal (18.5)."""
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    return value


# ------------------------------------------------------------------ the permalink


def permalink(case: dict) -> str:
    """The address fragment's payload for ``case`` (after ``#case=``): base64url, no padding, of the raw DEFLATE of
    the UTF-8 JSON ``{"v": 1, "case": case}``."""
    raw = json.dumps({"v": PERMALINK_VERSION, "case": case}, ensure_ascii=False, separators=(",", ":"))
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw.encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
