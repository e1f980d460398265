"""Texts in the three languages: one mechanism for every ``{key: {fr, en, ja}}`` table.

The engine's messages, the checker's lines, the site's labels and the score counter's words are
each a :class:`Catalog`. A catalog checks when it is made that every entry has a non-empty text in
every language (a missing translation is a programming error here, not a page notice: rule facts
have their own, visible, pending state), and ``catalog(key, lang, **params)`` fills one in.
"""

from __future__ import annotations

from collections.abc import Mapping

from .vocab import LANGS


def check_lang(lang: str) -> str:
    """``lang`` if the site has it; ValueError naming the known languages otherwise."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    return lang


class Catalog:
    """A named table of texts: ``key -> {lang: template}``; templates use ``str.format`` fields."""

    def __init__(self, name: str, table: Mapping[str, Mapping[str, str]]):
        for key, texts in table.items():
            if set(texts) != set(LANGS) or not all(isinstance(t, str) and t for t in texts.values()):
                raise ValueError(f"{name}: `{key}` needs a text in each of {', '.join(LANGS)}, has {sorted(texts)}")
        self.name = name
        self.table = {key: dict(texts) for key, texts in table.items()}

    def __call__(self, key: str, lang: str, /, **params) -> str:
        """The text ``key`` in ``lang``, its ``{fields}`` filled from ``params`` (none: the template as is)."""
        template = self.table[key][check_lang(lang)]
        return template.format(**params) if params else template

    def __contains__(self, key: str) -> bool:
        return key in self.table

    def __iter__(self):
        return iter(self.table)

    def of(self, lang: str, keys=None) -> dict[str, str]:
        """Every template (or those of ``keys``) in ``lang``, e.g. for a script's JSON configuration."""
        check_lang(lang)
        return {key: self.table[key][lang] for key in (self.table if keys is None else keys)}

    def __or__(self, other: Catalog) -> Catalog:
        """Both catalogs in one (a key of both is an error)."""
        twice = set(self.table) & set(other.table)
        if twice:
            raise ValueError(f"{self.name} and {other.name} both define {', '.join(sorted(twice))}")
        return Catalog(f"{self.name}+{other.name}", {**self.table, **other.table})
