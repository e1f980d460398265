"""Helpers shared by the engine tests (imported as a plain module: pytest puts this folder on sys.path)."""

import json
import unicodedata
from collections import Counter

import pytest

from marquoir.engine import IllegalMove
from marquoir.engine.cards import load_cards
from marquoir.paths import ROOT


def places(state, cards=None):
    """Every card id with each place it is in: decks, rows, box, Antiquity's investment stacks,
    and per player open sites, completed cards, workers (a built machine at work counts once,
    as built), tools, loans (repaid too) and what is fitted to workers. With ``cards`` (the
    edition's card records), also check that each card is where its type allows."""
    where = Counter()
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "box"):
        where.update(state[key])
    for kind, stack in state.get("investments", {}).items():
        assert cards is None or all(cards[c].type == kind for c in stack)
        where.update(stack)
    for p in state["players"]:
        at_work = p["team"] + [w for ws in p["sites"].values() for w in ws]
        machines_at_work = [c for c in at_work if c in p["built"]]
        where.update(list(p["sites"]))
        where.update(p["built"])
        where.update(w for w in at_work if w not in machines_at_work)
        if cards is not None:
            assert Counter(machines_at_work) == Counter(c for c in p["built"] if cards[c].type == "machine"), p["name"]
            assert all(cards[s].type in ("building", "machine") for s in list(p["sites"]) + p["built"])
            assert not set(p["sites"]) & set(p["built"])
        if "tools" in p:  # Antiquity
            where.update(p["tools"] + p["loans"] + p["repaid"])
            for attached in p["equipped"].values():
                where.update(attached)
            if cards is not None:
                assert all(cards[c].type == "tool" for c in p["tools"])
                assert all(cards[c].type == "loan" for c in p["loans"] + p["repaid"])
                assert set(p["freed"]) <= {w for w in at_work if cards[w].type == "slave"}
                for worker, attached in p["equipped"].items():
                    assert worker in at_work and cards[worker].type in ("worker", "slave"), worker
                    kinds = Counter(cards[c].type for c in attached)
                    assert set(kinds) <= {"tool", "university"} and max(kinds.values()) == 1, attached
    return where


def assert_each_card_once(state, cards) -> None:
    """Each card of the edition in exactly one place."""
    where = places(state, cards)
    assert set(where) == set(cards) and set(where.values()) == {1}, [c for c, n in where.items() if n != 1]


def slug(name_fr: str) -> str:
    """The card id rule of issue 3: the French name without its article, slugged."""
    text = name_fr.lower()
    for article in ("la ", "le ", "les ", "l'", "l’", "une ", "un "):
        if text.startswith(article):
            text = text[len(article):]
            break
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join(text.replace("'", " ").split())


def play_checked(game, move: str) -> None:
    """Play ``move``: a refusal must be the rule ``why_not`` announced and change nothing; an
    accepted move must be one ``why_not`` accepted."""
    expected = game.why_not(move)
    before, log_size = game.state(), len(game.log)
    try:
        game.play(move)
    except IllegalMove as refused:
        assert refused.rule == expected
        assert game.state() == before and len(game.log) == log_size
    else:
        assert expected is None


def research(name: str):
    """A reference card list of the research dossier, copied into ``tests/data/`` (see its README for provenance)."""
    return json.loads((ROOT / "tests" / "data" / name).read_text(encoding="utf-8"))


def assert_refused(game, move: str, rule: str) -> IllegalMove:
    """``move`` is refused for ``rule``, by ``why_not`` and by ``play``, and the game is exactly as before."""
    before, log = game.state(), list(game.log)
    assert game.why_not(move) == rule
    assert game.state() == before
    with pytest.raises(IllegalMove) as refused:
        game.play(move)
    assert refused.value.rule == rule
    assert game.state() == before and game.log == log
    return refused.value


def buildings_worth(vp: int, taken: set[str], edition: str = "moyen-age") -> list[str]:
    """Completed buildings (not machines) of ``edition`` worth exactly ``vp`` points, none of ``taken`` (the ones
    chosen are added to it): a player's built cards for a table with given scores."""
    chosen, left = [], vp
    for card in sorted(load_cards(edition).values(), key=lambda c: (-c.vp, c.id)):
        if card.type == "building" and card.id not in taken and 0 < card.vp <= left:
            chosen.append(card.id)
            taken.add(card.id)
            left -= card.vp
    assert left == 0, f"cannot make {vp} VP"
    return chosen
