"""The renderer's own words: every ``{key: {fr, en, ja}}`` table is an i18n.Catalog, read one way."""

from __future__ import annotations

import importlib
import pkgutil

import marquoir.render
from marquoir.i18n import Catalog
from marquoir.vocab import LANGS


def _modules():
    for info in pkgutil.iter_modules(marquoir.render.__path__):
        yield importlib.import_module(f"marquoir.render.{info.name}")


def _is_text_table(value) -> bool:
    return (isinstance(value, dict) and bool(value)
            and all(isinstance(v, dict) and set(v) == set(LANGS) for v in value.values()))


def test_every_text_table_of_the_renderer_is_a_catalog():
    """Mutation: ``translations.WORDS`` back to a plain dict → fails (it names the table)."""
    plain_tables = [f"{m.__name__}.{name}" for m in _modules() for name, value in vars(m).items()
                    if _is_text_table(value)]
    assert plain_tables == []
    catalogs = {f"{m.__name__}.{name}" for m in _modules() for name, value in vars(m).items()
                if isinstance(value, Catalog) and not name.islower()}
    assert {"marquoir.render.labels.LABELS", "marquoir.render.labels.RESOURCE_NAMES",
            "marquoir.render.labels.CARD_LABELS", "marquoir.render.counter.WORDS",
            "marquoir.render.translations.WORDS"} <= catalogs


def test_catalogs_fill_their_parameters_in_each_language():
    from marquoir.render.labels import CARD_LABELS, RESOURCE_NAMES
    from marquoir.render.translations import WORDS

    assert CARD_LABELS("count_other", "fr", n=3) == "3 cartes"
    assert CARD_LABELS("count_other", "ja", n=3) == "3枚"
    assert RESOURCE_NAMES("knowledge", "en") == "Knowledge"
    assert WORDS("complete", "en", p=50, ok=1, n=2) == "50% translated: 1 of 2 facts."


def test_counts_are_singular_or_plural_as_each_language_counts():
    """"1 carte affichée", "0 carte" (French counts 0 in the singular), "1 card shown", "0 cards", "1枚".

    Mutation: ``plural_form`` returning ``"other"`` always → fails; English rule for French (``n == 1``) → fails."""
    from marquoir.render.labels import CARD_LABELS, counted

    assert [counted(CARD_LABELS, "count_shown", "fr", n) for n in (0, 1, 2)] == [
        "0 carte affichée", "1 carte affichée", "2 cartes affichées"]
    assert [counted(CARD_LABELS, "count_shown", "en", n) for n in (0, 1, 2)] == [
        "0 cards shown", "1 card shown", "2 cards shown"]
    assert [counted(CARD_LABELS, "count", "ja", n) for n in (1, 2)] == ["1枚", "2枚"]
