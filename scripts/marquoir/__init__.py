"""Marquoir: rules reference and reference engine for Les Bâtisseurs.

The package lives under ``scripts/``: ``facts`` loads and validates the rule
facts of ``rules/``, ``render`` turns them into pages, ``site`` builds the three
MkDocs sites, ``engine`` plays both games.
"""

LANGS = ("fr", "en", "ja")
"""The site's languages; French is the source language."""

from .engine import Game, IllegalMove, Options  # noqa: E402  (the API the worked examples use)

__all__ = ["LANGS", "Game", "IllegalMove", "Options"]
