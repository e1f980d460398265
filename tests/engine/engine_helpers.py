"""Helpers shared by the engine tests (imported as a plain module: pytest puts this folder on sys.path)."""

from collections import Counter


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
