"""The scenario format as data: every key of a scenario file, what it holds, whether it is required, its edition.

:data:`SCENARIO` describes a file (a :class:`marquoir.spec.Record`): the top-level keys, the ``setup`` of a
player and of the rows, the expectations of a player and of the table. :func:`marquoir.scenario.format.validate`
checks a file with it (every problem, each with its line and field) and ``marquoir schema --write`` exports
it as ``rules/schema/scenario.schema.json`` for editors (:func:`json_schema`).

The kinds of value: whole number, number, true or false, card id, list of card ids, sites (card id -> list of
card ids), stacks (investment stack -> list of card ids), player name(s), rule id, options, moves, setup.
What the engine owns stays there and is read from it: the setup's keys (:mod:`marquoir.engine.setup`), the
options and their values (:mod:`marquoir.engine.options`), the move forms (:mod:`marquoir.engine.moves`), the
rule ids (:mod:`marquoir.engine.errors`), the number of players (:mod:`marquoir.engine.rules`) and the
plausibility limits (:mod:`marquoir.engine.limits`: money, VP, moves, seeds).

Pure Python on the standard library and PyYAML, like the checker: it runs in the reader's browser too.
"""

from __future__ import annotations

from typing import Any

from ..engine import rule_ids
from ..engine.errors import RETIRED
from ..engine.limits import SEED_MAX, limits
from ..engine.moves import SLOT, SLOT_WORDS, MoveSyntaxError, form_of, parse, said_forms
from ..engine.options import ANTIQUITY_ONLY, CHOICES, Options, check_value
from ..engine.rules import edition_rules, final_score
from ..engine.setup import ANTIQUITY_PLAYER_KEYS, ANTIQUITY_TABLE_KEYS, PLAYER_KEYS, TABLE_KEYS, check_players
from ..spec import Bool, Context, Field, Kind, ListOf, MapOf, Nullable, Number, Problem, Record, Whole, suggestion
from ..spec import json_schema as _json_schema
from ..vocab import EDITIONS, INVESTMENT_TYPES
from ..yamlsafe import trap

DEFAULT_EDITION = EDITIONS[0]
EDITION_NAMES = {"moyen-age": "Middle Ages", "antiquite": "Antiquity"}
"""The editions as the checker's messages name them ("unknown key `loans` (Antiquity only)")."""
ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
"""What a card id or rule id looks like (the JSON Schema checks no more: the checker knows the ids)."""


# ------------------------------------------------------------------ limits, from the engine


def _limit(name: str):
    return lambda edition: limits(edition)[name]


def _score_limit(edition: str):
    """The largest plausible score: the VP limit and the money limit, counted by the engine's own scoring
    (in tenths, which gives the most)."""
    lim = limits(edition)
    return final_score(lim["vp"], lim["money"], edition_rules(edition), scoring="tenths")


def _actions_limit(edition: str) -> int:
    return edition_rules(edition).free_actions + limits(edition)["moves"]


MONEY_LIMIT = "the plausibility limit of money (no player holds more)"
VP_LIMIT = "the plausibility limit of VP (every building and machine of the edition completed by one player)"
MOVES_LIMIT = "the plausibility limit of moves in one scenario (a real game has a few hundred)"


# ------------------------------------------------------------------ the scenario's own kinds


def _hint(value: Any) -> str:
    found = trap(value)
    return f" ({found})" if found else ""


class CardId(Kind):
    """A card id of the file's edition (``ctx.cards``); ``also`` other accepted texts (``hidden``), ``nullable``
    accepts null. A misspelt id suggests the nearest real one and is reported once, at its first line."""

    label = "card id"

    def __init__(self, *, nullable: bool = False, also: tuple[str, ...] = (), note: str = ""):
        self.nullable, self.also, self.note = nullable, also, note

    def check(self, value, path, ctx):
        if value is None and self.nullable or isinstance(value, str) and (value in ctx.cards or value in self.also):
            return
        hint = trap(value) or (suggestion(value, [*self.also, *ctx.cards])[2:-1] if isinstance(value, str) else "")
        notes = "; ".join(n for n in (self.note, hint) if n)
        yield Problem(path, f"unknown card id `{value}`" + (f" ({notes})" if notes else ""),
                      merge=("card", str(value)) if isinstance(value, str) else None, problem="card")

    def json(self, edition):
        one = {"type": "string", "pattern": ID_PATTERN}
        if self.also:
            one = {"anyOf": [one, {"enum": list(self.also)}]}
        return {"anyOf": [one, {"type": "null"}]} if self.nullable else one


def card_list(label: str = "list of card ids") -> ListOf:
    return ListOf(CardId(), expected="a list of card ids is expected", label=label)


def card_lists(expected: str, label: str) -> MapOf:
    """card id -> list of card ids (a site and its workers, a worker and what is fitted to it); null is []."""
    return MapOf(CardId(), Nullable(card_list()), expected=expected, label=label, key_pattern=ID_PATTERN)


class Stacks(Kind):
    """Antiquity's investment row: stack -> list of card ids (only the stacks named are compared)."""

    label = "stacks"

    def check(self, value, path, ctx):
        if not isinstance(value, dict):
            yield Problem(path, f"a mapping of stack -> list of card ids is expected ({', '.join(INVESTMENT_TYPES)})",
                          problem="mapping")
            return
        for stack, cards in value.items():
            if stack not in INVESTMENT_TYPES:
                yield Problem(path + (stack,), f"unknown stack `{stack}`{suggestion(stack, INVESTMENT_TYPES)} "
                                               f"(known: {', '.join(INVESTMENT_TYPES)})", problem="stack")
            else:
                yield from Nullable(card_list()).check(cards, path + (stack,), ctx)

    def json(self, edition):
        item = Nullable(card_list()).json(edition)
        return {"type": "object", "properties": {s: item for s in INVESTMENT_TYPES}, "additionalProperties": False}


class Players(Kind):
    """The players' names in table order (the engine says how many and what a name is)."""

    label = "player names"

    def check(self, value, path, ctx):
        if isinstance(value, list):
            traps = [(i, trap(name)) for i, name in enumerate(value) if trap(name)]
            for i, found in traps:
                yield Problem(path + (i,), f"a player's name is text: {found}")
            if traps:
                return
        try:
            check_players(value, edition_rules(ctx.edition))
        except ValueError as e:
            yield Problem(path, str(e), problem="player")

    def json(self, edition):
        return {"type": "array", "items": {"type": "string", "minLength": 1}}


class PlayerName(Kind):
    """One of the file's players (``ctx.players``); ``names`` also accepts a list of them; ``nullable`` null."""

    def __init__(self, *, names: bool = False, nullable: bool = False):
        self.names, self.nullable = names, nullable
        self.label = "player name(s)" if names else "player name"

    def check(self, value, path, ctx):
        if value is None and self.nullable:
            return
        several = self.names and isinstance(value, list)
        for i, name in enumerate(value if several else [value]):
            if ctx.players is None or isinstance(name, str) and name in ctx.players:
                continue
            found = trap(name)
            hint = f"; {found}" if found else ""
            near = suggestion(name, ctx.players, quote="'") if isinstance(name, str) else ""
            yield Problem(path + (i,) if several else path,
                          f"unknown player {name!r}{near} (players: {', '.join(ctx.players)}){hint}", problem="player")

    def json(self, edition):
        one = {"type": "string"}
        if self.names:
            return {"anyOf": [one, {"type": "array", "items": one}]}
        return {"anyOf": [one, {"type": "null"}]} if self.nullable else one


class RuleId(Kind):
    """The id of a rule of the edition a move may break (``error: take-amount``)."""

    label = "rule id"

    def check(self, value, path, ctx):
        known = rule_ids(ctx.edition)
        if isinstance(value, str) and value in RETIRED:  # an id that became several, still read (errors.REFINED)
            return
        if not isinstance(value, str) or value not in known:
            near = suggestion(value, known, quote="'") if isinstance(value, str) else ""
            yield Problem(path, f"unknown rule id {value!r}{near} (known: {', '.join(known)})", problem="rule")

    def json(self, edition):
        return {"type": "string", "pattern": ID_PATTERN}


class OptionMap(Kind):
    """Engine options (:class:`marquoir.engine.options.Options`): option -> value, each checked by the engine."""

    label = "options"

    def check(self, value, path, ctx):
        if not isinstance(value, dict):
            yield Problem(path, "a mapping of option: value is expected", problem="mapping")
            return
        for key, given in value.items():
            try:
                Options.of({key: given}, ctx.edition)
            except (ValueError, TypeError) as e:
                yield Problem(path + (key,), str(e), problem="option")

    def json(self, edition):
        properties = {}
        for name, default in vars(Options()).items():
            if edition != "antiquite" and name in ANTIQUITY_ONLY:
                continue
            if name in CHOICES:
                properties[name] = {"enum": list(CHOICES[name])}
            elif isinstance(default, bool):
                properties[name] = {"type": "boolean"}
            else:
                properties[name] = {"description": f"must be {check_value(name, object())}"}
        return {"type": "object", "properties": properties, "additionalProperties": False}


class Moves(Kind):
    """The moves, played in turn order by the current player (:mod:`marquoir.engine.moves`); the last one may be
    unreadable (or name an unknown card) when the file expects exactly that refusal."""

    label = "moves"

    def check(self, value, path, ctx):
        if value is None:
            return
        if not isinstance(value, list):
            yield Problem(path, "a list of moves is expected (one `- move` per line)")
            return
        high = limits(ctx.edition)["moves"]
        if len(value) > high:
            yield Problem(path, f"{len(value)} moves are more than {high}, {MOVES_LIMIT}", problem="bound")
            return
        for i, move in enumerate(value):
            yield from self._move(move, path + (i,), ctx, ctx.error if i == len(value) - 1 else None)

    def _move(self, move: Any, path: tuple, ctx: Context, error: str | None):
        if not isinstance(move, str):
            yield Problem(path, f"a move is text such as `take 2`, not {move!r}{_hint(move)}")
            return
        try:
            parsed = parse(move)
        except MoveSyntaxError as e:
            if error != "bad-move":
                yield Problem(path, str(e), problem="move")
            return
        form = form_of(parsed)
        if ctx.edition != "antiquite" and form.antiquity:
            if error != "bad-move":
                what = SLOT.sub(lambda m: SLOT_WORDS(m.group(2), "en"), form.text)
                yield Problem(path, f"`{what}` exists only in Antiquity (edition: antiquite)", problem="antiquity-move")
            return
        if error != "unknown-card":
            for card in (parsed.card, parsed.site, parsed.tool, parsed.on):
                if card is not None:
                    yield from CardId().check(card, path, ctx)

    def json(self, edition):
        forms = ", ".join(said_forms(lambda kind: SLOT_WORDS(kind, "en"), antiquity=edition == "antiquite"))
        return {"anyOf": [{"type": "array", "items": {"type": "string", "description": f"a move: {forms}"}},
                          {"type": "null"}]}


# ------------------------------------------------------------------ setup


def _player_keys(edition: str) -> tuple[str, ...]:
    return ANTIQUITY_PLAYER_KEYS if edition == "antiquite" else PLAYER_KEYS


def _table_keys(edition: str) -> tuple[str, ...]:
    return ANTIQUITY_TABLE_KEYS if edition == "antiquite" else TABLE_KEYS


def _is_player(key: str, ctx: Context) -> bool:
    return ctx.players is None or key in ctx.players


def _players(ctx: Context) -> list[str]:
    return list(ctx.players or [])


ECUS_ELSEWHERE = "Antiquity's money is sesterces: write `sesterces`, not `ecus`"
SESTERCES_ELSEWHERE = "the Middle Ages money is écus: write `ecus`, not `sesterces`"
MA, ANT = "moyen-age", "antiquite"

SETUP_PLAYER = Record([
    Field("ecus", Whole(0, _limit("money"), expected="a whole number of écus is expected", limit=MONEY_LIMIT),
          "the écus the player has (default: the rulebook's start)", edition=MA, elsewhere=ECUS_ELSEWHERE),
    Field("sesterces", Whole(0, _limit("money"), expected="a whole number of sesterces is expected", limit=MONEY_LIMIT),
          "the sesterces the player has (default: the start)", edition=ANT, elsewhere=SESTERCES_ELSEWHERE),
    Field("workers", card_list(), "the free workers of the team, instead of the dealt apprentice"),
    Field("tools", card_list(), "tools bought, not yet fitted to a worker", edition=ANT),
    Field("loans", card_list(), "loans taken, not repaid", edition=ANT),
    Field("equipped", card_lists("a mapping of worker -> list of tool or university ids is expected", "equipment"),
          "worker -> the tool and university fitted to it", edition=ANT),
    Field("freed", card_list(), "slaves already freed (in `workers` or on a site)", edition=ANT),
    Field("sites", card_lists("a mapping of site -> list of workers is expected", "sites"),
          "open sites -> the workers already on them"),
    Field("built", card_list(), "completed buildings and machines"),
], expected=lambda known: f"a mapping of {', '.join(known)} is expected", edition_names=EDITION_NAMES,
    label="a player's setup")

SETUP = Nullable(Record([
    Field("buildings_row", card_list(), "the buildings row (at most the row's size)"),
    Field("workers_row", card_list(), "the workers row (at most the row's size)"),
    Field("building_deck", card_list(), "the building deck, top first (the cards named nowhere are set aside)"),
    Field("worker_deck", card_list(), "the worker deck, top first (the cards named nowhere are set aside)"),
    Field("investment_row", card_list(), "the cards left in the investment stacks (the others are set aside)",
          edition=ANT),
], expected="a mapping of players and rows is expected", other=Nullable(SETUP_PLAYER), is_other=_is_player,
    other_names=_players, edition_names=EDITION_NAMES, label="setup",
    unknown=lambda key, note, hint, known, ctx: (f"{key!r} is neither a player ({', '.join(_players(ctx))}) "
                                                 f"nor one of {', '.join(known)}{hint}")))


# ------------------------------------------------------------------ expectations

EXPECT_PLAYER = Record([
    Field("ecus", Whole(0, _limit("money"), limit=MONEY_LIMIT), "the player's écus", edition=MA,
          elsewhere=ECUS_ELSEWHERE),
    Field("sesterces", Whole(0, _limit("money"), limit=MONEY_LIMIT), "the player's sesterces", edition=ANT,
          elsewhere=SESTERCES_ELSEWHERE),
    Field("vp", Whole(0, _limit("vp"), limit=VP_LIMIT), "VP of the player's completed buildings and machines"),
    Field("score", Whole(None, _score_limit, limit="the plausibility limit of a score (the limits of VP and money)"),
          "the final score (VP and the points of the money)", edition=MA),
    Field("score", Number(None, _score_limit, expected="a number is expected (18, or 18.5 with tenths)",
                          limit="the plausibility limit of a score (the limits of VP and money)"),
          "the final score, less the penalties; 18.5 with option coin_scoring: tenths (compared exactly)", edition=ANT),
    Field("penalties", Whole(0), "VP lost to unpaid loans and unfreed slaves", edition=ANT),
    Field("actions", Whole(0, _actions_limit, limit="the turn's free actions and one bought per move"),
          "actions left this turn (the current player only)"),
    Field("turns", Whole(0, _limit("moves"), limit=MOVES_LIMIT), "turns the player has finished"),
    Field("rank", Whole(1, lambda edition: edition_rules(edition).max_players,
                        limit="the number of players at most"), "the player's rank (1: first; shared ranks are equal)"),
    Field("built", card_list(), "completed buildings and machines (any order)"),
    Field("sites", card_lists("a mapping of site -> list of workers is expected", "sites"),
          "open sites -> the workers on them (any order)"),
    Field("workers", card_list(), "the free team: workers and built machines not on a site (any order)"),
    Field("slaves", card_list(), "slaves not freed (any order)", edition=ANT),
    Field("freed", card_list(), "slaves freed (any order)", edition=ANT),
    Field("tools", card_list(), "tools not fitted to a worker (any order)", edition=ANT),
    Field("loans", card_list(), "loans not repaid (any order)", edition=ANT),
    Field("equipment", card_lists("a mapping of site -> list of workers is expected", "equipment"),
          "worker -> the tool and university fitted to it", edition=ANT),
], expected=lambda known: f"a mapping of {', '.join(known)} is expected", edition_names=EDITION_NAMES,
    label="a player's expectations")

EXPECT = Record([
    Field("winner", PlayerName(names=True), "the winner, or the list of those who share the win"),
    Field("over", Bool(), "whether the game is over"),
    Field("current", PlayerName(nullable=True), "the player whose turn it is (null once the game is over)"),
    Field("end_triggered", Bool(), "whether the end of the game is triggered"),
    Field("error", RuleId(), "the rule the last move must break: it is refused, and the rest is checked on the "
                             "unchanged game"),
    Field("buildings_row", card_list(), "the buildings row (in order)"),
    Field("workers_row", card_list(), "the workers row (in order)"),
    Field("next_building", CardId(nullable=True, note="a card id, or null"),
          "the top card of the building deck (null: empty)"),
    Field("next_worker", CardId(nullable=True, also=("hidden",), note="a card id, or null, or hidden"),
          "the top card of the worker deck (null: empty; hidden when option next_worker_visible is off)"),
    Field("settling", Bool(), "whether the end-of-game settlement is under way", edition=ANT),
    Field("investment_row", Stacks(), "the investment stacks named, compared ({loan: [emprunt-3, emprunt-4]})",
          edition=ANT),
], expected="a mapping of expectations is expected", other=EXPECT_PLAYER, is_other=_is_player, other_names=_players,
    edition_names=EDITION_NAMES, label="expectations",
    unknown=lambda key, note, hint, known, ctx: (f"unknown key `{key}`{note}{hint}: expect a player "
                                                 f"({', '.join(_players(ctx))}) or one of {', '.join(known)}"))


# ------------------------------------------------------------------ the file

class Edition(Kind):
    """One of :data:`marquoir.vocab.EDITIONS`."""

    label = "edition"

    def check(self, value, path, ctx):
        if not isinstance(value, str) or value not in EDITIONS:
            near = suggestion(value, EDITIONS, quote="'") if isinstance(value, str) else ""
            yield Problem(path, f"unknown edition {value!r}{near} (known: {', '.join(EDITIONS)})", problem="edition")

    def json(self, edition):
        return {"const": edition}


SCENARIO = Record([
    Field("edition", Edition(), f"the edition played (default: {DEFAULT_EDITION})"),
    Field("players", Players(), "the players' names in table order; the first one plays first", required=True),
    Field("seed", Whole(0, SEED_MAX, expected="the seed must be a whole number",
                        limit="the largest seed (a seed is a whole number from 0 to 2**31 - 1)"),
          "deals whatever `setup` does not give (default: 0)"),
    Field("options", Nullable(OptionMap()), "engine options where the sources differ (marquoir.engine.options)"),
    Field("setup", SETUP, "the table where it differs from the seed's deal: players and rows (marquoir.engine.setup)"),
    Field("moves", Moves(), "the moves, one per line, played by the current player in turn order", required=True),
    Field("expect", EXPECT, "what must hold after the last move: per player and for the table", required=True),
], expected=lambda known: f"a scenario is a mapping of {', '.join(known)}", edition_names=EDITION_NAMES,
    label="scenario")
TOP_KEYS = tuple(f.name for f in SCENARIO.fields)


def setup_keys(edition: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(a player's setup keys, the rows' keys) that the engine reads in ``edition`` (:mod:`marquoir.engine.setup`):
    the keys :data:`SETUP` describes must be these (a test checks it)."""
    return _player_keys(edition), _table_keys(edition)


def json_schema() -> dict:
    """The JSON Schema of a scenario file, one definition per edition (chosen by ``edition``)."""
    return _json_schema({edition: SCENARIO for edition in EDITIONS}, default=DEFAULT_EDITION,
                        title="Marquoir scenario",
                        description="A scenario file for `marquoir check`: a table, moves, and what must hold after "
                                    "them (see the guide verifier.md). Generated from marquoir.scenario.schema.")


# ------------------------------------------------------------------ the format as the case checker's page reads it

KIND_NAMES: tuple[tuple[type, str], ...] = (
    (Whole, "whole"), (Number, "number"), (Bool, "bool"), (ListOf, "cards"), (MapOf, "card-lists"),
    (CardId, "card"), (Players, "player-names"), (PlayerName, "player"), (RuleId, "rule"),
    (OptionMap, "option-values"), (Moves, "move-lines"), (Stacks, "stacks"), (Edition, "edition-id"),
    (Record, "record"),
)
"""The name the page knows each kind of value by (every list is of card ids, every mapping of lists too); no name is
a key of the format, so that a script that names a kind names no key."""


def _kind_name(kind) -> str:
    kind = kind.kind if isinstance(kind, Nullable) else kind
    return next(name for cls, name in KIND_NAMES if isinstance(kind, cls))


def _fields(record: Record, edition: str) -> list[dict]:
    return [{"key": f.name, "kind": _kind_name(f.kind), **({"required": True} if f.required else {}),
             **(f.kind.kind if isinstance(f.kind, Nullable) else f.kind).bounds(edition)}
            for f in record.fields if f.in_edition(edition)]


def describe(edition: str) -> dict:
    """The scenario format of ``edition`` as plain data, for the case checker's page, which reads and writes a case
    from it (``docs/theme/assets/checker/case.mjs``) instead of knowing any key: the top-level keys, each with the
    name of its kind (:data:`KIND_NAMES`), whether it is required and, for a number, its bounds (``low``, ``high``:
    the engine's plausibility limits, which the form marks a number outside of); and for each key of kind
    ``record`` (the setup, the expectations), the keys of a player's entry (``player``: the entries keyed by a
    player's name) and those of the table (``table``)."""
    records = {}
    for f in SCENARIO.fields:
        record = f.kind.kind if isinstance(f.kind, Nullable) else f.kind
        if isinstance(record, Record) and f.in_edition(edition):
            player = record.other.kind if isinstance(record.other, Nullable) else record.other
            records[f.name] = {"table": _fields(record, edition), "player": _fields(player, edition)}
    return {"fields": _fields(SCENARIO, edition), "records": records}
