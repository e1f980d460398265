"""The text lint over the code's catalogs: the site's labels, the score counter's and the steps tables' words, the
engine's messages follow the glossary and the house rules as the facts do (the same wording rules, and no option's
name or coded value: MQ302; templates are read with their ``{fields}`` as they are)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable, Iterator

from .. import __path__ as PACKAGE_PATH
from ..i18n import Catalog
from .run import Wording, bare_engine_words, wording


def every_catalog() -> list[Catalog]:
    """Every catalog of the package's modules (each module imported; the command entry points left out)."""
    found: dict[int, Catalog] = {}
    for info in pkgutil.walk_packages(PACKAGE_PATH, "marquoir."):
        if not info.name.endswith("__main__"):
            module = importlib.import_module(info.name)
            found.update({id(v): v for v in vars(module).values() if isinstance(v, Catalog)})
    return sorted(found.values(), key=lambda c: c.name)


def lint_catalog(catalog: Catalog, rules: Iterable[Wording]) -> Iterator[str]:
    """Each text of ``catalog`` the wording rules find wrong: ``catalog name, key.lang: CODE message``."""
    rules = list(rules)
    for key, texts in catalog.table.items():
        for lang, text in texts.items():
            for _start, code, message in [*wording(text, lang, rules), *bare_engine_words(text)]:
                yield f"{catalog.name}, {key}.{lang}: {code} {message}"
