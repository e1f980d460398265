"""``engine_rules`` on rule and FAQ facts: the ids of the engine's rules a text explains, checked against the
engine when the facts are loaded (``pipeline.checked``: the facts themselves do not import the engine), so that
the case checker links every refused move to the text that explains it."""

from __future__ import annotations

import pytest

from marquoir import pipeline
from marquoir.engine.errors import rule_ids
from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts
from marquoir.paths import rules_dir
from marquoir.render.checker import rule_pages
from marquoir.render.context import Ctx

FAQ = """
kind: faq
id: q
edition: {edition}
order: 1
question: {{fr: "Q ?", en: "Q?", ja: "Q？"}}
answer: {{fr: Oui., en: Yes., ja: はい。}}
engine_rules: {rules}
basis: rulebook
sources: [{{source: r-fr}}]
reviewed: 2026-11-30
"""


def load_errors(rules) -> list[str]:
    try:
        pipeline.checked(rules.root, run=False)
    except InvalidFacts as e:
        return [str(err) for err in e.errors]
    return []


def test_engine_rule_ids_of_the_edition_load(rules):
    rules.write("moyen-age/faq/a.yaml", FAQ.format(edition="moyen-age", rules="[no-actions, one-exchange]"))
    assert load_errors(rules) == []


@pytest.mark.parametrize("edition, given, says", [
    ("moyen-age", "[no-action]",
     "`no-action` is not a rule id of the engine for moyen-age (did you mean `no-actions`?)"),
    ("moyen-age", "[no-stock]", "`no-stock` is not a rule id of the engine for moyen-age"),  # Antiquity's only
    ("both", "[settlement]", "`settlement` is not a rule id of the engine for moyen-age and antiquite"),
    ("moyen-age", "[No-Actions]", "lowercase letters, digits and single hyphens"),
])
def test_an_id_the_engine_does_not_have_is_refused_with_file_line_and_field(rules, edition, given, says):
    """Mutation: `pipeline.engine_rule_errors` returning nothing → the first three load without error and fail."""
    if edition == "antiquite" or edition == "both":
        rules.write("antiquite/edition.yaml", (rules.root / "moyen-age" / "edition.yaml").read_text("utf-8")
                    .replace("id: moyen-age\nedition: moyen-age", "id: antiquite\nedition: antiquite"))
    path = rules.write("moyen-age/faq/a.yaml", FAQ.format(edition=edition, rules=given))
    found = load_errors(rules)
    assert len(found) == 1 and says in found[0], found
    line = FAQ.lstrip().split("\n").index("engine_rules: {rules}") + 1
    assert found[0].startswith(f"{path}:{line}: faq `q` engine_rules"), found


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_every_refusal_a_player_can_meet_is_explained_on_the_site(edition):
    """Every rule id a move of the edition can be refused with links to a rule section or FAQ entry, except
    `bad-move` (a line that is not a move: the refusal quotes the move forms itself).
    Mutation: `rule_pages` reading only the edition's own facts → Antiquity's `hidden-card` (explained by the
    Middle Ages FAQ, the option being the same) has no page and this fails; so does deleting any
    `engine_rules:` line from rules/."""
    facts = loader.load(rules_dir())
    pages = rule_pages(edition, Ctx(facts, "en", f"{edition}/verifier.md", edition))
    assert set(pages) == set(rule_ids(edition)) - {"bad-move"}
    for page in pages.values():
        assert ".html#" in page["href"] and not page["href"].startswith(("/", "http")) and page["title"]
    assert pages["hidden-card"]["href"] == ("faq.html#faq-carte-suivante" if edition == "moyen-age"
                                           else "../moyen-age/faq.html#faq-carte-suivante")
