"""Helpers shared by the engine tests (imported as a plain module: pytest puts this folder on sys.path)."""

import unicodedata
from collections import Counter

from marquoir.engine import IllegalMove


def places(state):
    """Every card id with each place it is in (a built machine is also a worker in its team or on a site)."""
    where = Counter()
    for key in ("building_deck", "worker_deck", "buildings_row", "workers_row", "box"):
        where.update(state[key])
    for p in state["players"]:
        machines_at_work = [c for c in p["team"] + [w for ws in p["sites"].values() for w in ws] if c in p["built"]]
        where.update(c for c in p["team"] if c not in machines_at_work)
        where.update(list(p["sites"]))
        where.update(w for ws in p["sites"].values() for w in ws if w not in machines_at_work)
        where.update(p["built"])
    return where


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
