"""The Antiquity card facts of rules/antiquite/cartes/ as the engine loads them.

The card list is UNVERIFIED: its only source is a student project ([D-SAAD]);
only the counts are confirmed, by the components list of the Polish rulebook
([PL-ANT]). The counts are checked here against [PL-ANT]; the numbers against the dossier's
list, copied into ``tests/data/cards-antiquity-unverified.json`` (provenance in
``tests/data/README.md``), always. Mutation: esclave-1's cost 7 → 8 in
rules/antiquite/cartes/esclaves.yaml → test_investments_match_the_reference fails.
"""

from collections import Counter

import pytest
from engine_helpers import research, slug

from marquoir import yamlsafe
from marquoir.engine.cards import RESOURCES, load_cards
from marquoir.paths import rules_dir

RES = RESOURCES["antiquite"]

# [PL-ANT] components: 33 building cards of which 4 machines; 37 rectangular cards = 18 workers, 6 slaves,
# 4 tools, 4 loans, 4 universities and the first-player card (rules.md §3.1).
PL_ANT = {"building": 29, "machine": 4, "worker": 18, "slave": 6, "tool": 4, "loan": 4, "university": 4}


@pytest.fixture(scope="module")
def cards():
    return load_cards("antiquite")


def of_type(cards, type_):
    return {k: c for k, c in cards.items() if c.type == type_}


# ------------------------------------------------------------ against [PL-ANT]


def test_counts_match_the_polish_rulebook(cards):
    assert Counter(c.type for c in cards.values()) == PL_ANT
    assert PL_ANT["building"] + PL_ANT["machine"] == 33
    assert sum(PL_ANT[k] for k in ("worker", "slave", "tool", "loan", "university")) + 1 == 37


def test_ids(cards):
    workers = of_type(cards, "worker")
    grades = Counter(c.grade for c in workers.values())
    assert grades == {"apprenti": 4, "manoeuvre": 4, "compagnon": 6, "maitre": 4}
    assert set(workers) == {f"{g}-{i}" for g, n in grades.items() for i in range(1, n + 1)}
    assert set(of_type(cards, "machine")) == {"scie", "table-d-architecte", "echafaudage", "palan"}
    assert set(of_type(cards, "slave")) == {f"esclave-{i}" for i in range(1, 7)}
    assert set(of_type(cards, "tool")) == {"outil-maillet", "outil-scie", "outil-equerre", "outil-pinceau"}
    assert set(of_type(cards, "loan")) == {f"emprunt-{i}" for i in range(1, 5)}
    assert set(of_type(cards, "university")) == {
        "universite-pierre", "universite-bois", "universite-architecture", "universite-decoration"}
    buildings = of_type(cards, "building")
    for card_id in ("maison", "marche", "carriere", "abreuvoir", "palais-d-assur", "phare-d-alexandrie",
                    "tour-de-babel", "pyramide", "theatre", "ecole-de-philosophie", "colosse-de-rhodes"):
        assert card_id in buildings


def test_every_card_has_three_names(cards):
    for card in cards.values():
        names = dict(card.names)
        assert all(names.get(lang, "").strip() for lang in ("fr", "en", "ja")), card.id
    # glossary terms in the Japanese names
    assert cards["esclave-1"].name("ja") == "奴隷1" and cards["emprunt-2"].name("ja") == "借金2"
    assert cards["universite-bois"].name("ja") == "大学（木材）"


def test_facts_say_where_they_come_from():
    """Every Antiquity card cites the only list (d-saad) and the count (pl-ant); the files say UNVERIFIED."""
    for path in sorted((rules_dir() / "antiquite" / "cartes").glob("*.yaml")):
        assert "NON VÉRIFIÉ" in path.read_text(encoding="utf-8"), path.name
        for fact in yamlsafe.load(path).data:
            assert fact["edition"] == "antiquite", fact["id"]
            cited = {s["source"] for s in fact["sources"]}
            assert {"d-saad", "pl-ant"} <= cited, fact["id"]


# ------------------------------------------------------------ invariants


def test_workers_wage_is_their_production(cards):
    wages = {"apprenti": 2, "manoeuvre": 3, "compagnon": 4, "maitre": 5}
    for card in of_type(cards, "worker").values():
        assert card.wage == wages[card.grade] == sum(card.produces), card.id


def test_machines(cards):
    for card in of_type(cards, "machine").values():
        assert (card.vp, card.ecus, card.wage) == (2, 0, 0), card.id
        assert sorted(card.produces) == [0, 0, 0, 3], card.id
        assert sum(card.requires) == 3, card.id
    produced = {c.id: RES[c.produces.index(3)] for c in of_type(cards, "machine").values()}
    assert produced == {"scie": "wood", "table-d-architecte": "architecture", "echafaudage": "decoration",
                        "palan": "stone"}


def test_investments(cards):
    for card in of_type(cards, "slave").values():
        assert (card.cost, card.penalty, card.wage) == (7, 1, 0) and sum(card.produces) == 4, card.id
    for card in of_type(cards, "loan").values():
        assert (card.gain, card.repay, card.penalty, card.cost) == (10, 15, 2, 0), card.id
    for type_, cost, bonus in (("tool", 2, 1), ("university", 7, 3)):
        kinds = of_type(cards, type_).values()
        assert all(c.cost == cost and sorted(c.bonus) == [0, 0, 0, bonus] for c in kinds)
        assert sorted(c.bonus.index(bonus) for c in kinds) == [0, 1, 2, 3]  # one per resource


def test_buildings(cards):
    buildings = of_type(cards, "building")
    assert all(c.produces == (0, 0, 0, 0) and c.wage == 0 for c in buildings.values())
    assert sum(c.vp for c in buildings.values()) == 93  # + 4 machines × 2 VP
    assert (cards["pyramide"].requires, cards["pyramide"].ecus, cards["pyramide"].vp) == ((4, 4, 4, 4), 18, 8)


# ------------------------------------------------------- against the dossier


@pytest.fixture(scope="module")
def reference():
    return research("cards-antiquity-unverified.json")


def test_buildings_match_the_reference(cards, reference):
    buildings = of_type(cards, "building")
    assert len(reference["buildings"]) == len(buildings)
    for ref in reference["buildings"]:
        card = buildings[slug(ref["name_fr"])]
        assert card.requires == tuple(ref[r] for r in RES), card.id
        assert (card.ecus, card.vp) == (ref["coins"], ref["vp"]), card.id
        assert slug(card.name("fr")) == slug(ref["name_fr"])  # names corrected: "Le palais d'Assur", "Le théâtre"


def test_machines_match_the_reference(cards, reference):
    assert len(reference["machines"]) == 4
    for ref in reference["machines"]:
        card = cards[slug(ref["name_fr"])]
        assert card.type == "machine"
        assert card.requires == tuple(ref[r] for r in RES), card.id
        assert card.produces == tuple(ref["produces"]), card.id
        assert (card.ecus, card.vp) == (ref["coins"], ref["vp"]), card.id


def test_workers_match_the_reference_in_order(cards, reference):
    seen: Counter = Counter()
    assert len(reference["workers"]) == 18
    for ref in reference["workers"]:
        seen[ref["type_fr"]] += 1
        card = cards[f"{ref['type_fr']}-{seen[ref['type_fr']]}"]
        assert card.produces == tuple(ref[r] for r in RES), card.id
        assert card.wage == ref["wage"], card.id


def test_investments_match_the_reference(cards, reference):
    for i, ref in enumerate(reference["slaves"], 1):
        card = cards[f"esclave-{i}"]
        assert card.produces == tuple(ref[r] for r in RES)
        assert (card.cost, -card.penalty) == (ref["buy"], ref["penalty"])
    tools = {"un maillet": "outil-maillet", "une scie": "outil-scie", "une equerre": "outil-equerre",
             "un pinceau": "outil-pinceau"}
    for ref in reference["tools"]:
        card = cards[tools[ref["name_fr"]]]
        assert card.bonus == tuple(ref[r] for r in RES) and card.cost == ref["cost"]
    universities = sorted(of_type(cards, "university").values(), key=lambda c: c.bonus, reverse=True)
    for ref, card in zip(reference["universities"], universities):
        assert card.bonus == tuple(ref[r] for r in RES) and card.cost == ref["cost"]
    (loan,) = reference["loans"]  # one model in the list; [PL-ANT] counts 4 cards
    for card in of_type(cards, "loan").values():
        assert (card.gain, card.repay, -card.penalty) == (loan["gain"], loan["repay"], loan["penalty"])
