"""Marquoir: rules reference and reference engine for Les Bâtisseurs.

The package lives under ``scripts/``: ``facts`` loads and validates the rule facts of ``rules/``,
``render`` turns them into pages, ``pipeline`` runs those steps in order, ``site`` builds the three
MkDocs sites, ``engine`` plays both games and ``scenario`` replays scenario files against it.

``from marquoir import Game`` is what the worked examples write; the engine is imported only then,
so that importing ``marquoir.render`` or ``marquoir.facts`` does not load it.
"""

from __future__ import annotations

__all__ = ["Game", "IllegalMove", "Options"]


def __getattr__(name: str):
    if name in __all__:
        from . import engine

        return getattr(engine, name)
    raise AttributeError(f"module 'marquoir' has no attribute {name!r}")
