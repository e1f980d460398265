"""Shared fixtures of the engine tests."""

import pytest

from marquoir.engine.cards import load_cards


@pytest.fixture(scope="session")
def cards():
    return load_cards("moyen-age")
