"""The card facts of rules/moyen-age/cartes/ as the engine loads them.

They are compared with the research dossier's verified card list, copied into
``tests/data/cards-middle-ages.json`` (provenance in ``tests/data/README.md``), so the
comparison always runs. Mutation: the tonnelle's écus 8 → 9 in rules/moyen-age/cartes/batiments.yaml
→ test_buildings_match_the_reference fails (and the (VP, écus) pattern test).
"""

from collections import Counter

import pytest
from engine_helpers import research, slug

from marquoir.engine.cards import RESOURCES, load_cards

RES = RESOURCES["moyen-age"]

# (VP, écus) of a building, by the total of its requirements (rules.md §4.1)
PATTERN = {2: (0, 8), 3: (1, 6), 5: (2, 10), 6: (3, 12), 7: (3, 14), 8: (4, 16),
           10: (5, 18), 12: (6, 20), 16: (7, 20), 17: (8, 20)}


def of_type(cards, type_):
    return {k: c for k, c in cards.items() if c.type == type_}


# ---------------------------------------------------------------- invariants


def test_84_cards_with_unique_ids(cards):
    assert len(cards) == 84
    assert Counter(c.type for c in cards.values()) == {"building": 34, "machine": 8, "worker": 42}


def test_worker_grades_and_ids(cards):
    workers = of_type(cards, "worker")
    counts = Counter(c.grade for c in workers.values())
    assert counts == {"apprenti": 6, "manoeuvre": 12, "compagnon": 16, "maitre": 8}
    expected = {f"{g}-{i}" for g, n in counts.items() for i in range(1, n + 1)}
    assert set(workers) == expected
    wages = {"apprenti": 2, "manoeuvre": 3, "compagnon": 4, "maitre": 5}
    for card in workers.values():
        assert card.wage == wages[card.grade], card.id


def test_wage_equals_production_for_every_worker(cards):
    for card in of_type(cards, "worker").values():
        assert card.wage == sum(card.produces), card.id
        assert card.requires == (0, 0, 0, 0) and card.vp == 0 and card.ecus == 0


def test_machines(cards):
    machines = of_type(cards, "machine")
    assert set(machines) == {f"{k}-{v}" for k in ("grue", "scie", "instrument", "four") for v in (1, 2)}
    produced = {"grue": 0, "scie": 1, "instrument": 2, "four": 3}  # stone, wood, knowledge, tile
    for card in machines.values():
        kind, vp = card.id.rsplit("-", 1)
        assert card.ecus == 0 and card.wage == 0, card.id
        assert card.vp == int(vp)
        expected = [0, 0, 0, 0]
        expected[produced[kind]] = 2 if card.vp == 1 else 3
        assert list(card.produces) == expected, card.id
        assert sum(card.requires) == card.vp + 1, card.id
    assert sum(c.vp for c in machines.values()) == 12


def test_building_vp_and_ecus_follow_the_total_requirement(cards):
    buildings = of_type(cards, "building")
    for card in buildings.values():
        assert (card.vp, card.ecus) == PATTERN[sum(card.requires)], card.id
        assert card.produces == (0, 0, 0, 0) and card.wage == 0
    assert sum(c.vp for c in buildings.values()) == 110
    assert Counter(sum(c.requires) for c in buildings.values()) == {
        2: 2, 3: 5, 5: 4, 6: 5, 7: 4, 8: 6, 10: 5, 12: 1, 16: 1, 17: 1}


def test_rulebook_example_cards(cards):
    """[R-FR] p.6: the Chapelle needs 3/2/2/3 for 18 écus and 5 VP; compagnon-3 is the 0/0/1/3 compagnon."""
    chapelle = cards["chapelle"]
    assert (chapelle.requires, chapelle.ecus, chapelle.vp) == ((3, 2, 2, 3), 18, 5)
    assert (cards["compagnon-3"].produces, cards["compagnon-3"].wage) == ((0, 0, 1, 3), 4)


def test_every_card_has_three_names(cards):
    for card in cards.values():
        names = dict(card.names)
        assert {"fr", "en", "ja"} <= set(names), card.id
        assert all(names[lang].strip() for lang in ("fr", "en", "ja")), card.id


# ------------------------------------------------------- against the dossier


@pytest.fixture(scope="module")
def reference():
    return research("cards-middle-ages.json")


def test_buildings_match_the_reference(cards, reference):
    buildings = of_type(cards, "building")
    assert len(reference["buildings"]) == len(buildings) == 34
    for ref in reference["buildings"]:
        card = buildings[slug(ref["name_fr"])]
        assert card.requires == tuple(ref[r] for r in RES), card.id
        assert (card.ecus, card.vp) == (ref["coins"], ref["vp"]), card.id
        assert card.name("fr") == ref["name_fr"] and card.name("en") == ref["name_en"], card.id


def test_machines_match_the_reference(cards, reference):
    kinds = {"grue": "grue", "scie-circulaire": "scie", "instrument-de-mesure": "instrument", "four-a-tuiles": "four"}
    assert len(reference["machines"]) == 8
    for ref in reference["machines"]:
        card = cards[f"{kinds[slug(ref['name_fr'])]}-{ref['vp']}"]
        assert card.type == "machine"
        assert card.requires == tuple(ref[r] for r in RES), card.id
        assert card.produces == tuple(ref["produces"][r] for r in RES), card.id
        assert (card.ecus, card.vp) == (ref["coins"], ref["vp"]), card.id


def test_workers_match_the_reference_in_order(cards, reference):
    grades = {"Apprenti": "apprenti", "Manœuvre": "manoeuvre", "Compagnon": "compagnon", "Maître": "maitre"}
    seen: Counter = Counter()
    assert len(reference["workers"]) == 42
    for ref in reference["workers"]:
        grade = grades[ref["type_fr"]]
        seen[grade] += 1
        card = cards[f"{grade}-{seen[grade]}"]
        assert card.grade == grade
        assert card.produces == tuple(ref[r] for r in RES), card.id
        assert card.wage == ref["wage"], card.id


def test_loading_is_cached_and_keyed_by_edition():
    assert load_cards("moyen-age") is load_cards("moyen-age")
