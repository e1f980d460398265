"""Every rules text and FAQ answer says what it rests on, and the loader checks it against its sources."""

from __future__ import annotations

import pytest

from fact_snippets import EXAMPLE
from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts

SECONDARY = """
- kind: source
  id: bga-ja
  edition: moyen-age
  label: BGA-JA
  name: {fr: Aide BGA en japonais, en: BGA help in Japanese, ja: BGA日本語ヘルプ}
  authority: secondary
  title: {fr: Aide BGA, en: BGA help, ja: BGAヘルプ}
  address: https://example.org/bga
  covers: {fr: Tout, en: All, ja: 全部}
  trust: {fr: Moyen, en: Medium, ja: 中}
  reviewed: 2026-11-30
"""

RULING = """
kind: ruling
id: pioche-vide
edition: moyen-age
order: 1
title: {fr: Pioche vide, en: Empty deck, ja: 空の山札}
question: {fr: "Et alors ?", en: "Then?", ja: "それで？"}
claims: [{source: r-fr, says: {fr: Rien., en: Nothing., ja: なし。}}]
verdict: {fr: On continue., en: Play on., ja: 続ける。}
reason: {fr: Parce que., en: Because., ja: なぜなら。}
status: %s
examples: [ex]
sources: [{source: r-fr}]
reviewed: 2026-11-30
"""



def faq(basis: str, source: str = "r-fr", extra: str = "") -> str:
    return f"""
kind: faq
id: q
edition: moyen-age
order: 1
question: {{fr: "Q ?", en: "Q?", ja: "Q？"}}
answer: {{fr: Oui., en: Yes., ja: はい。}}
basis: {basis}
{extra}
sources: [{{source: {source}}}]
reviewed: 2026-11-30
"""


def load_errors(rules) -> list[str]:
    try:
        loader.load(rules.root)
    except InvalidFacts as e:
        return [str(err) for err in e.errors]
    return []


@pytest.fixture
def more(rules):
    rules.write("communs/secondaires.yaml", SECONDARY)
    rules.write("moyen-age/exemples/ex.yaml", EXAMPLE.format())
    return rules


def test_consistent_bases_load(more):
    more.write("moyen-age/arbitrages/pioche-vide.yaml", RULING % "house-rule")
    more.write("moyen-age/faq/a.yaml", faq("rulebook"))
    more.write("moyen-age/faq/b.yaml", faq("secondary", "bga-ja").replace("id: q", "id: q2"))
    more.write("moyen-age/faq/c.yaml", faq("derived", extra="derivation: {fr: 19 // 10 = 1, en: 19 // 10 = 1, "
                                                           "ja: 19 // 10 = 1}").replace("id: q", "id: q3"))
    more.write("moyen-age/faq/d.yaml", faq("house-rule", extra="see: [pioche-vide]").replace("id: q", "id: q4"))
    assert load_errors(more) == []


@pytest.mark.parametrize("basis, source, extra, says", [
    ("rulebook", "bga-ja", "", "basis `rulebook` needs an official source"),
    ("derived", "r-fr", "", "`derivation` (the arithmetic) goes with `basis: derived`"),
    ("rulebook", "r-fr", "derivation: {fr: a, en: a, ja: a}", "`derivation` (the arithmetic) goes with"),
    ("secondary", "r-fr", "", "basis `secondary` needs a secondary source"),
    ("house-rule", "r-fr", "", "basis `house-rule` needs, in `see`, the ruling"),
    ("house-rule", "r-fr", "see: [pioche-vide]", "basis `house-rule` needs, in `see`, the ruling"),
    ("folklore", "r-fr", "", "`folklore` is not allowed here"),
])
def test_a_basis_that_its_sources_do_not_support_is_refused(more, basis, source, extra, says):
    """Mutation: `check_basis` returning early (no check) → every case but the last one loads and fails."""
    more.write("moyen-age/arbitrages/pioche-vide.yaml", RULING % "settled")  # not a house rule
    path = more.write("moyen-age/faq/a.yaml", faq(basis, source, extra))
    found = load_errors(more)
    assert len(found) == 1 and says in found[0], found
    assert found[0].startswith(f"{path}:")


@pytest.mark.parametrize("kind", ["faq", "rule"])
def test_a_rules_text_or_answer_without_a_basis_is_refused(rules, kind):
    """Mutation: `basis: Literal[BASES] | None = None` in facts/model.py (optional again) → both cases load."""
    text = faq("rulebook").replace("basis: rulebook\n", "")
    if kind == "rule":
        text = (text.replace("kind: faq", "kind: rule").replace("question:", "title:").replace("answer:", "body:")
                + "chapter: tour\n")
        rules.write("moyen-age/regles/tour.yaml", "kind: chapter\nid: tour\nedition: moyen-age\norder: 1\n"
                   "title: {fr: Tour, en: Turn, ja: 手番}\nsources: [{source: r-fr}]\nreviewed: 2026-11-30\n")
    path = rules.write(f"moyen-age/{kind}.yaml", text)
    found = load_errors(rules)
    assert len(found) == 1 and found[0].startswith(f"{path}:1: {kind} `q` basis: MQ123 `basis` is required"), found
