"""Marquoir: rules reference and reference engine for Les Bâtisseurs.

The package lives under ``scripts/``: ``facts`` loads and validates the rule
facts of ``rules/``, ``render`` turns them into pages, ``site`` builds the three
MkDocs sites, ``engine`` plays both games.
"""

LANGS = ("fr", "en", "ja")
"""The site's languages; French is the source language."""
