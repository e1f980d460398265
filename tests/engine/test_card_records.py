"""One reader of the card files: the engine plays only on card facts that the fact models accept.

``marquoir.facts.cards.card_records`` reads ``rules/<edition>/cartes/`` through the validated
models; ``engine.cards.load_cards`` builds its cards from those records only, or from records
installed by the caller (the browser's bundle), in which case the facts are never imported.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from marquoir.engine import Game
from marquoir.engine.cards import (
    card_from_record,
    card_records_given,
    forget_card_records,
    install_card_records,
    load_cards,
)
from marquoir.facts import loader
from marquoir.facts.cards import card_records, records_of
from marquoir.facts.errors import InvalidFacts
from marquoir.paths import ROOT
from marquoir.vocab import CARD_FIELDS, CARD_NUMBERS


def break_card(root, edition, file, card_id, old, new):
    """Replace ``old`` by ``new`` in the fact of ``card_id`` (the first occurrence after its id)."""
    path = root / edition / "cartes" / file
    text = path.read_text(encoding="utf-8")
    at = text.index(f"id: {card_id}\n")
    i = text.index(old, at)
    path.write_text(text[:i] + new + text[i + len(old):], encoding="utf-8")
    return text[:i].count("\n") + 1  # the line of the change


@pytest.mark.parametrize("old, new, field, says", [
    ("  vp: 5\n", "", "card `chapelle`", "a building card needs `vp`"),
    ("ecus: 18", "ecus: 100", "card `chapelle` ecus", "less than or equal to 99"),
    ("ecus: 18", "ecus: '18'", "card `chapelle` ecus", "whole number"),
])
def test_a_card_validate_rejects_is_not_played(repo_rules, old, new, field, says):
    """A card file that ``marquoir validate`` rejects makes load_cards raise InvalidFacts with file, line and field.

    Mutation: load_cards reading the YAML itself with ``fact.get("vp", 0)`` defaults (the former reader) → fails
    (no InvalidFacts: the chapelle is dealt with 0 VP, or 100 écus)."""
    line = break_card(repo_rules, "moyen-age", "batiments.yaml", "chapelle", old, new)
    with pytest.raises(InvalidFacts) as invalid:
        load_cards("moyen-age")
    (error,) = invalid.value.errors
    assert error.file.endswith("moyen-age/cartes/batiments.yaml")
    assert error.field == field and says in error.message, str(error)
    assert abs(error.line - line) <= 8  # the line of the fact's field (a missing field: the fact's first line)
    with pytest.raises(InvalidFacts):
        Game.new(["Alice", "Bruno"], seed=1)


def test_every_error_is_listed(repo_rules):
    break_card(repo_rules, "moyen-age", "batiments.yaml", "chapelle", "ecus: 18", "ecus: 100")
    break_card(repo_rules, "moyen-age", "ouvriers.yaml", "apprenti-1", "wage: 2", "wage: -1")
    with pytest.raises(InvalidFacts) as invalid:
        card_records("moyen-age")
    assert [e.field for e in invalid.value.errors] == ["card `chapelle` ecus", "card `apprenti-1` wage"]


def test_a_card_of_the_wrong_edition_or_twice(repo_rules):
    path = repo_rules / "moyen-age" / "cartes" / "batiments.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("id: cabane\n", "id: tonnelle\n", 1), encoding="utf-8")
    tools = (repo_rules / "antiquite" / "cartes" / "outils.yaml").read_text(encoding="utf-8")
    (repo_rules / "moyen-age" / "cartes" / "outils.yaml").write_text(tools, encoding="utf-8")
    with pytest.raises(InvalidFacts) as invalid:
        card_records("moyen-age")
    messages = [f"{e.file.rsplit('/', 1)[-1]} {e.field}: {e.message}" for e in invalid.value.errors]
    assert messages[0].startswith("batiments.yaml card `tonnelle` id: the id `tonnelle` is already used by the card")
    assert messages[1:] == [f"outils.yaml card `outil-{t}` edition: a card of {repo_rules}/moyen-age/cartes belongs "
                            "to the edition `moyen-age`" for t in ("maillet", "scie", "equerre", "pinceau")]


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_the_loaded_facts_give_the_records_the_files_give(project, edition):
    """The build hands the engine the records of the facts it has loaded (``records_of``), not the files read again.
    Mutation: ``records_of`` keeping every card fact of the edition wherever its file is → the wrong-folder case below
    fails."""
    assert records_of(project.facts, edition, project.root) == card_records(edition)


def test_the_loaded_facts_are_checked_as_the_files_are(repo_rules):
    """A card in another edition's folder (which the loader accepts: its ids are new) is refused from the loaded facts
    too, with the same errors."""
    tools = (repo_rules / "antiquite" / "cartes" / "outils.yaml").read_text(encoding="utf-8")
    (repo_rules / "moyen-age" / "cartes" / "outils.yaml").write_text(tools.replace("id: outil-", "id: copie-outil-"),
                                                                     encoding="utf-8")
    facts = loader.load(repo_rules)
    with pytest.raises(InvalidFacts) as from_files:
        card_records("moyen-age")
    with pytest.raises(InvalidFacts) as from_facts:
        records_of(facts, "moyen-age", repo_rules)
    assert [str(e) for e in from_facts.value.errors] == [str(e) for e in from_files.value.errors]


def test_records_given_for_a_block_are_forgotten_after_it():
    records = [dict(r, ecus=19) if r["id"] == "chapelle" else r for r in card_records("moyen-age")]
    with card_records_given({"moyen-age": records}):
        assert load_cards("moyen-age")["chapelle"].ecus == 19
    assert load_cards("moyen-age")["chapelle"].ecus == 18


def test_no_card_files(rules):
    with pytest.raises(InvalidFacts, match="no card facts for moyen-age"):
        load_cards("moyen-age")


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_records_hold_exactly_the_fields_of_their_type(edition):
    for record in card_records(edition):
        assert set(record) == {"id", "type", "name"} | set(CARD_FIELDS[record["type"]]), record["id"]
        assert set(record["name"]) == {"fr", "en", "ja"}
        json.dumps(record)  # plain data: the site's bundle is JSON
    cards = load_cards(edition)
    assert list(cards) == [r["id"] for r in card_records(edition)]


def test_absent_numbers_are_zero_and_vectors_follow_the_edition_order():
    record = {"id": "x", "type": "tool", "name": {"fr": "X", "en": "Ex", "ja": None},
              "bonus": {"decoration": 1, "stone": 0, "wood": 0, "architecture": 0}, "cost": 2}
    card = card_from_record(record, "antiquite")
    assert card.bonus == (0, 0, 0, 1) and card.cost == 2
    assert all(getattr(card, f) in (0, (0, 0, 0, 0), None) for f in CARD_NUMBERS if f not in ("bonus", "cost"))
    assert card.name("ja") == "X" and card.name("en") == "Ex"


def test_the_cache_follows_the_rules_folder(repo_rules, monkeypatch):
    """Cards are read once per (rules folder, edition): a test that points MARQUOIR_RULES elsewhere gets its own."""
    monkeypatch.delenv("MARQUOIR_RULES")
    ours = load_cards("moyen-age")
    break_card(repo_rules, "moyen-age", "batiments.yaml", "chapelle", "ecus: 18", "ecus: 17")
    monkeypatch.setenv("MARQUOIR_RULES", str(repo_rules))
    theirs = load_cards("moyen-age")
    assert theirs["chapelle"].ecus == 17 and theirs is load_cards("moyen-age")
    monkeypatch.delenv("MARQUOIR_RULES")
    assert load_cards("moyen-age") is ours and ours["chapelle"].ecus == 18


def test_installed_records_win_and_can_be_forgotten():
    records = [dict(r) for r in card_records("moyen-age")]
    chapelle = next(r for r in records if r["id"] == "chapelle")
    chapelle["ecus"] = 19
    try:
        install_card_records({"moyen-age": records})
        assert load_cards("moyen-age")["chapelle"].ecus == 19
    finally:
        forget_card_records("moyen-age")
    assert load_cards("moyen-age")["chapelle"].ecus == 18


@pytest.mark.process
def test_installed_records_never_import_the_facts():
    """The browser gives the engine the build's records: the engine plays without marquoir.facts or pydantic.

    Mutation: ``from ..facts.cards import card_records`` at the top of engine/cards.py → fails."""
    bundle = {edition: card_records(edition) for edition in ("moyen-age", "antiquite")}
    code = (
        "import json, sys\n"
        "from marquoir.engine.cards import install_card_records\n"
        "install_card_records(json.loads(sys.stdin.read()))\n"
        "from marquoir.engine.simulate import random_game\n"
        "for edition in ('moyen-age', 'antiquite'):\n"
        "    game = random_game(3, 5, edition=edition)\n"
        "    assert game.over, edition\n"
        "    game.trace('ja')\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('marquoir.facts', 'pydantic')))\n"
        "print(bad)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], input=json.dumps(bundle), capture_output=True, text=True,
                            cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
