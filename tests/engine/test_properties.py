"""Engine properties: Hypothesis plays random legal *and* illegal moves on games of 2 to 4 players.

Every move is judged twice: by the engine, and by :func:`broken_rules` below, a second
reading of the rulebook ([R-FR] pp.4-8) written from the card facts in ``rules/`` and the
rulebook's numbers, sharing no code with the engine. A legal move's effect is predicted
the same way (:func:`predict`) and compared with ``game.state()``. So, after every move:

* an illegal move raises ``IllegalMove`` with one of the rules it breaks, and
  ``game.state()`` (and the log) are exactly as before; a legal one is in ``legal_moves()``;
* each of the 84 cards is in exactly one place (a built machine: built, and at work once);
* écus are never negative; each player's VP is the sum of their completed cards' VP;
* the end is only triggered by ``end`` (never mid-turn), and when the game is over every
  player has played the same number of turns; after that every well-formed move is refused
  with ``game-over`` (a text that is not a move still gets ``bad-move``).

The moves are the engine's legal moves, runs of its random progress policy (so games reach
their end), and probes (:func:`probe`) aimed at each rule; ``test_the_probes_break_every_rule``
checks that the probes do break every rule. Deterministic in CI (``derandomize=True``).
"""

from __future__ import annotations

import copy
import random
from collections import Counter, defaultdict
from pathlib import Path

import yaml
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from marquoir.engine import Game, IllegalMove
from marquoir.engine.simulate import ProgressPolicy

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Alice", "Bruno", "Chloé", "Daichi"]

# The rulebook's numbers ([R-FR] pp.2-8), written here again on purpose.
FREE_ACTIONS, BUY_COST, END_VP, ROW, START_ECUS = 3, 5, 17, 5, 10
TAKE = {1: 1, 2: 3, 3: 6}  # actions spent -> écus gained
RESOURCES = ("stone", "wood", "knowledge", "tile")


def read_cards() -> dict[str, dict]:
    """The Middle Ages card facts, read with plain ``yaml.safe_load`` (not the engine's loader)."""
    cards = {}
    for path in sorted((ROOT / "rules" / "moyen-age" / "cartes").glob("*.yaml")):
        for fact in yaml.safe_load(path.read_text(encoding="utf-8")):
            if fact.get("kind") == "card":
                cards[fact["id"]] = fact
    return cards


CARDS = read_cards()
WORKERS = sorted(c for c, f in CARDS.items() if f["type"] == "worker")
SITES = sorted(c for c, f in CARDS.items() if f["type"] in ("building", "machine"))
UNKNOWN = ["chapel", "compagnon-99", "Chapelle", "grue-3"]
MALFORMED = ["", "fly", "open", "recruit", "open chapelle now", "send apprenti-1 chapelle", "send apprenti-1 to",
             "send to chapelle", "take", "take x", "take 1.5", "take 9999999999", "buy 2", "end now", "take 2 3"]


def wage(card: str) -> int:
    return CARDS[card].get("wage", 0) if card in CARDS else 0


def vp_of(built: list[str]) -> int:
    return sum(CARDS[c].get("vp", 0) for c in built)


def me(state: dict) -> dict:
    return next(p for p in state["players"] if p["name"] == state["current"])


def broken_rules(state: dict, move: tuple | None, sent: Counter) -> set[str]:
    """Every rule ``move`` breaks now (empty: it is legal); ``None`` is a text that is not a move.

    ``sent`` counts the workers the current player sent to each site this turn.
    """
    if move is None:
        return {"bad-move"}
    if state["over"]:
        return {"game-over"}
    verb, a, b = move
    p, left, broken = me(state), state["actions"], set()
    if verb in ("open", "recruit"):
        if a not in CARDS:
            return {"unknown-card"}
        if a not in state["buildings_row" if verb == "open" else "workers_row"]:
            broken.add("not-in-row")
        if left < 1:
            broken.add("no-actions")
    elif verb == "send":
        if a not in CARDS or b not in CARDS:
            return {"unknown-card"}
        if a not in p["team"]:
            broken.add("worker-busy" if any(a in ws for ws in p["sites"].values()) else "not-in-team")
        if b not in p["sites"]:
            broken.add("site-finished" if b in p["built"] else "not-your-site")
        if left < sent[b] + 1:  # 1 action for the first worker sent to a site this turn, 2 for the second...
            broken.add("no-actions")
        if p["ecus"] < wage(a):
            broken.add("no-ecus")
    elif verb == "take":
        if a not in TAKE:
            broken.add("take-amount")
        elif left < a:
            broken.add("no-actions")
    elif verb == "buy":
        if p["ecus"] < BUY_COST:
            broken.add("no-ecus")
    return broken


def predict(state: dict, move: tuple, sent: Counter) -> dict:
    """The state after the legal ``move``, by the rulebook."""
    s = copy.deepcopy(state)
    verb, a, b = move
    p = me(s)
    if verb in ("open", "recruit"):
        row, deck = ("buildings_row", "building_deck") if verb == "open" else ("workers_row", "worker_deck")
        s[row].remove(a)
        if s[deck]:
            s[row].append(s[deck].pop(0))  # the row is refilled from the top of the deck
        s["actions"] -= 1
        if verb == "open":
            p["sites"][a] = []
        else:
            p["team"].append(a)
    elif verb == "take":
        s["actions"] -= a
        p["ecus"] += TAKE[a]
    elif verb == "buy":
        s["actions"] += 1
        p["ecus"] -= BUY_COST
    elif verb == "send":
        s["actions"] -= sent[b] + 1
        p["ecus"] -= wage(a)
        p["team"].remove(a)
        p["sites"][b].append(a)
        on_site, site = p["sites"][b], CARDS[b]
        made = {r: sum(CARDS[w].get("produces", {}).get(r, 0) for w in on_site) for r in RESOURCES}
        if all(made[r] >= site["requires"][r] for r in RESOURCES):  # each resource on its own
            del p["sites"][b]
            p["team"] += on_site
            p["ecus"] += site.get("ecus", 0)
            p["built"].append(b)
            if site["type"] == "machine":
                p["team"].append(b)  # a built machine joins the team
    elif verb == "end":
        p["turns"] += 1
        if s["trigger"] is None:
            if vp_of(p["built"]) >= END_VP:
                s["trigger"] = {"player": p["name"], "reason": "vp"}
            elif not s["building_deck"] and not s["buildings_row"]:
                s["trigger"] = {"player": p["name"], "reason": "stall"}
        names = [q["name"] for q in s["players"]]
        nxt = names[(names.index(p["name"]) + 1) % len(names)]
        s["sent"] = {}
        if s["trigger"] is not None and nxt == s["first"]:  # the round is complete
            s["over"], s["current"], s["actions"] = True, None, 0
        else:
            s["current"], s["actions"] = nxt, FREE_ACTIONS
            s["round"] += nxt == s["first"]
    return s


def comparable(state: dict) -> dict:
    """What the rules decide, order-free where order means nothing (a team, a row, the workers on a site)."""
    return {
        "players": [(p["name"], p["ecus"], sorted(p["team"]), {s: sorted(w) for s, w in p["sites"].items()},
                     sorted(p["built"]), p["turns"]) for p in state["players"]],
        "rows": (sorted(state["buildings_row"]), sorted(state["workers_row"])),
        "decks": (state["building_deck"], state["worker_deck"], state["box"]),
        "turn": (state["current"], state["actions"], state["round"], state["first"]),
        "end": (state["trigger"], state["over"]),
    }


def check_cards(state: dict) -> None:
    """Each of the 84 cards in exactly one place; a built machine is also at work (team or site) once."""
    where = defaultdict(list)
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "box"):
        for card in state[key]:
            where[card].append(key)
    for p in state["players"]:
        for card in p["team"]:
            where[card].append((p["name"], "team"))
        for site, workers in p["sites"].items():
            where[site].append((p["name"], "site"))
            for w in workers:
                where[w].append((p["name"], "at work"))
        for card in p["built"]:
            where[card].append((p["name"], "built"))
    assert len(CARDS) == 84 and set(where) == set(CARDS), set(CARDS) ^ set(where)
    for card, places in where.items():
        kind = CARDS[card]["type"]
        built = [pl for pl in places if pl[-1] == "built"]
        if kind == "machine" and built:
            owner = built[0][0]
            assert sorted(places, key=str) in ([(owner, "at work"), (owner, "built")],
                                               [(owner, "built"), (owner, "team")]), (card, places)
            continue
        assert len(places) == 1, (card, places)
        place = places[0] if isinstance(places[0], str) else places[0][1]
        ok = ("worker_deck", "workers_row", "team", "at work") if kind == "worker" else \
             ("building_deck", "buildings_row", "box", "site", "built")
        assert place in ok, (card, place)
    assert len(state["buildings_row"]) <= ROW and len(state["workers_row"]) <= ROW


def probe(state: dict, pick) -> tuple[str, tuple | None]:
    """A move aimed at one rule: cards from the wrong row, busy workers, other players' sites and workers,
    completed sites, unknown ids, takes of 0/4/-1, buys, ends and unreadable texts. ``pick(options)`` chooses."""
    p = me(state) if state["current"] else state["players"][0]
    others = [q for q in state["players"] if q is not p]
    free, at_work, sites = p["team"], [w for ws in p["sites"].values() for w in ws], list(p["sites"])
    their_sites = [s for q in others for s in q["sites"]] + [c for q in others for c in q["built"]]
    their_workers = [c for q in others for c in q["team"]] + [w for q in others for ws in q["sites"].values() for w in ws]

    def card(*groups):
        options = [c for group in groups for c in group]
        return pick(options or WORKERS + SITES)

    kind = pick(["open", "open elsewhere", "recruit", "recruit elsewhere", "send", "send busy",
                 "send to theirs", "send theirs", "send to built", "send anything", "take", "buy", "end", "unreadable"])
    if kind == "open":
        return read(f"open {card(state['buildings_row'])}")
    if kind == "open elsewhere":
        return read(f"open {card(state['workers_row'], state['building_deck'][:2], sites, their_sites, UNKNOWN)}")
    if kind == "recruit":
        return read(f"recruit {card(state['workers_row'])}")
    if kind == "recruit elsewhere":
        return read(f"recruit {card(state['buildings_row'], state['worker_deck'][:2], free, their_workers, UNKNOWN)}")
    if kind.startswith("send"):
        worker = card({"send busy": at_work, "send theirs": their_workers,
                       "send anything": WORKERS + SITES + UNKNOWN}.get(kind, free))
        site = card({"send to theirs": their_sites, "send to built": p["built"],
                     "send anything": WORKERS + SITES + UNKNOWN}.get(kind, sites))
        return read(f"send {worker} to {site}")
    if kind == "take":
        return read(f"take {pick([-1, 0, 1, 2, 3, 4, 6])}")
    if kind == "unreadable":
        return pick(MALFORMED), None
    return read(kind)


def read(text: str) -> tuple[str, tuple]:
    """A well-formed move text and its reading (verb, a, b): ``send W to S`` -> ("send", W, S), ``take 2`` -> ("take", 2, None)."""
    words = text.split()
    if words[0] == "send":
        return text, ("send", words[1], words[3])
    if words[0] == "take":
        return text, ("take", int(words[1]), None)
    return text, (words[0], words[1] if len(words) > 1 else None, None)


class Referee:
    """One game and the rulebook model: plays moves and checks each one (see the module's docstring)."""

    def __init__(self, n: int, seed: int):
        self.game = Game.new(NAMES[:n], seed)
        self.rng = random.Random(seed)
        self.policy = ProgressPolicy()
        self.sent = Counter()  # workers sent to each site in this turn
        self.refused = Counter()  # rule ids of the refused moves
        state = self.game.state()
        assert state["actions"] == FREE_ACTIONS and state["round"] == 1 and state["trigger"] is None
        for p in state["players"]:
            assert p["ecus"] == START_ECUS and not p["sites"] and not p["built"] and p["turns"] == 0
            assert [CARDS[c].get("grade") for c in p["team"]] == ["apprenti"]
        assert len(state["buildings_row"]) == len(state["workers_row"]) == ROW
        assert len(state["building_deck"]) == len(SITES) - ROW
        assert len(state["worker_deck"]) == len(WORKERS) - ROW - n
        self.check(state)

    def play(self, text: str, move: tuple | None) -> None:
        game = self.game
        before, logged, listed = game.state(), len(game.log), game.legal_moves()
        broken = broken_rules(before, move, self.sent)
        said = game.why_not(text)
        try:
            game.play(text)
        except IllegalMove as refused:
            assert broken, f"{text!r} was refused ({refused.rule}) but breaks no rule"
            assert refused.rule in broken, (text, refused.rule, broken)
            assert said == refused.rule, (text, said, refused.rule)
            assert game.state() == before, f"the refused {text!r} changed the game"
            assert len(game.log) == logged, f"the refused {text!r} was logged"
            self.refused[refused.rule] += 1
            return
        assert not broken, f"{text!r} was played although it breaks {sorted(broken)}"
        assert said is None and text in listed, (text, said)
        after = game.state()
        assert comparable(after) == comparable(predict(before, move, self.sent)), text
        if move[0] != "end":  # the end is checked at the end of a turn only
            assert (after["trigger"], after["over"]) == (before["trigger"], before["over"]), text
        if move[0] == "send":
            self.sent[move[2]] += 1
        elif move[0] == "end":
            self.sent.clear()
        self.check(after)
        for listed_text in game.legal_moves():  # every listed move is legal by the rulebook too
            assert not broken_rules(after, read(listed_text)[1], self.sent), listed_text
        if after["over"] and not before["over"]:
            self.nothing_after_the_end(after)

    def policy_move(self) -> None:
        """One move of the engine's random progress policy (it ends games in a few hundred moves)."""
        self.play(*read(self.policy(self.game, self.rng).text()))

    def probe(self) -> None:
        self.play(*probe(self.game.state(), self.rng.choice))

    def check(self, state: dict) -> None:
        check_cards(state)
        for p in state["players"]:
            assert p["ecus"] >= 0, p["name"]
            vp = vp_of(p["built"])
            assert self.game.vp(p["name"]) == vp, p["name"]
            assert self.game.score(p["name"]) == vp + p["ecus"] // 10, p["name"]
        # players before the current one (from the first player) have played one more turn; all equal at the end
        names = [p["name"] for p in state["players"]]
        start = names.index(state["first"])
        turns = [p["turns"] for p in state["players"]]
        turns = turns[start:] + turns[:start]
        if state["over"]:
            assert len(set(turns)) == 1 and state["trigger"] is not None, turns
        else:
            done = (names.index(state["current"]) - start) % len(names)
            assert turns == [state["round"]] * done + [state["round"] - 1] * (len(names) - done), turns

    def nothing_after_the_end(self, state: dict) -> None:
        """Once the game is over, every well-formed move is refused with ``game-over``."""
        assert self.game.legal_moves() == [] and self.game.current is None
        texts = ["end", "buy", "take 1", "take 3", "take 4", "open chapel"]
        texts += [f"open {c}" for c in state["buildings_row"]] + [f"recruit {c}" for c in state["workers_row"]]
        for p in state["players"]:
            texts += [f"send {w} to {s}" for w in p["team"] for s in list(p["sites"]) + p["built"]]
        for text in texts:
            try:
                self.game.play(text)
            except IllegalMove as refused:
                assert refused.rule == "game-over", (text, refused.rule)
            else:
                raise AssertionError(f"{text!r} was played after the end of the game")
        assert self.game.state() == state


class Table(RuleBasedStateMachine):
    """Hypothesis chooses the players, the seed and the moves: legal ones, probes, runs of sensible moves."""

    @initialize(n=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
    def deal(self, n, seed):
        self.referee = Referee(n, seed)

    @rule(data=st.data())
    def a_legal_move(self, data):
        moves = self.referee.game.legal_moves()
        if moves:
            self.referee.play(*read(data.draw(st.sampled_from(moves), label="legal move")))

    @rule(data=st.data())
    def a_probe(self, data):
        pick = lambda options: data.draw(st.sampled_from(options))  # noqa: E731
        self.referee.play(*probe(self.referee.game.state(), pick))

    @precondition(lambda self: not self.referee.game.over)
    @rule(k=st.integers(1, 100))
    def sensible_moves_and_probes(self, k):
        for _ in range(k):
            if self.referee.game.over:
                break
            self.referee.policy_move()
            self.referee.probe()

    @precondition(lambda self: not self.referee.game.over)
    @rule()
    def to_the_end(self):
        for _ in range(20_000):
            if self.referee.game.over:
                return
            self.referee.policy_move()
            self.referee.probe()
        raise AssertionError("the game did not end")


# derandomize: the same examples on every run (CI). No shrinking: a game played to its end is long
# to shrink (minutes), and a failure's message already names the move, the rule and the state.
Table.TestCase.settings = settings(
    max_examples=80, stateful_step_count=20, deadline=None, derandomize=True, database=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
TestEngineProperties = Table.TestCase

MIDDLE_AGES_RULES = {"game-over", "unknown-card", "not-in-row", "no-actions", "no-ecus", "not-in-team",
                     "worker-busy", "not-your-site", "site-finished", "take-amount", "bad-move"}


def test_the_probes_break_every_rule():
    """The probes have teeth: over a few games they break every Middle Ages rule (``hidden-card`` is not a move)."""
    refused = Counter()
    for seed in range(9):
        referee = Referee(2 + seed % 3, seed)
        while not referee.game.over:
            referee.policy_move()
            referee.probe()
        for _ in range(20):
            referee.probe()
        refused += referee.refused
    assert set(refused) == MIDDLE_AGES_RULES, MIDDLE_AGES_RULES - set(refused)
    assert min(refused.values()) >= 5, refused
