"""The case checker page states no rule: its players, limits, rates, options, verbs, cards and rule links come from the
engine and the facts; its words are in the three languages; its markup contract is there."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from marquoir.engine.errors import rule_ids
from marquoir.engine.limits import SEED_MAX, limits
from marquoir.engine.messages import MONEY as MONEY_WORD
from marquoir.engine.moves import FORMS, NUMBERS
from marquoir.engine.options import ANTIQUITY_ONLY, Options
from marquoir.engine.rules import edition_rules
from marquoir.render.checker import PATH, WORDS, checker_page, configuration
from marquoir.render.context import Ctx
from marquoir.scenario.schema import describe
from marquoir.vocab import EDITIONS, LANGS, MONEY

CONFIG = re.compile(r"<script type=\"application/json\" data-checker-config>(.*?)</script>", re.S)
NUMBER_KINDS = {kind for f in FORMS for field, kind in f.slots if field in NUMBERS}


@pytest.fixture(scope="module")
def facts(project_facts):
    return project_facts


def ctx(facts, edition: str, lang: str) -> Ctx:
    return Ctx(facts, lang, f"{edition}/{PATH}", edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_numbers_are_the_engines(facts, edition):
    """Mutation: `"players": {"min": 2, "max": 5}` written in configuration → fails."""
    rules = edition_rules(edition)
    config = configuration(edition, ctx(facts, edition, "fr"))
    assert config["players"] == {"min": rules.min_players, "max": rules.max_players}
    assert config["limits"] == {**limits(edition), "seed": SEED_MAX}
    assert config["take"] == [spent for spent, _ in rules.take]
    assert config["ruleIds"] == list(rule_ids(edition))
    assert config["words"]["money_dealt"].endswith(str(rules.start_money) + " au départ")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_options_are_the_engines_labelled_by_their_rulings(facts, edition):
    config = configuration(edition, ctx(facts, edition, "en"))
    names = [f.name for f in dataclasses.fields(Options) if edition == "antiquite" or f.name not in ANTIQUITY_ONLY]
    assert [o["name"] for o in config["options"]] == names
    for option in config["options"]:
        default = getattr(Options(), option["name"])
        values = [v["value"] for v in option["values"]]
        assert option["default"] == default and values[0] == default and len(values) >= 2
        Options.of({option["name"]: values[-1]}, edition)  # every value offered is one the engine takes
    by_name = {o["name"]: o for o in config["options"]}
    assert [v["value"] for v in by_name["coin_exchanges"]["values"]] == ["several", "one-per-turn"]
    ruling = next(r for r in facts.of("ruling") if r.option == "coin_exchanges")
    if edition == "moyen-age":
        assert by_name["coin_exchanges"]["label"] == ruling.title.en
    assert by_name["coin_exchanges"]["href"].endswith(f"arbitrages/{ruling.id}.html")
    if edition == "antiquite":
        assert [v["value"] for v in by_name["university_bonus"]["values"]] == [3, 1, 2]
        assert [v["value"] for v in by_name["freed_slave_wage"]["values"]] == ["resources", *range(10)]
        # a Middle Ages ruling labels the option on the Antiquity page, and says so
        assert by_name["coin_exchanges"]["label"] == ("Taking sesterces several times in the same turn "
                                                      "(Middle Ages ruling, applied here)")


@pytest.mark.parametrize("lang", LANGS)
def test_a_ruling_of_the_other_edition_says_this_editions_money(facts, lang):
    """The Middle Ages ruling that labels ``coin_exchanges`` on the Antiquity page says sesterces there, in the page's
    language (the engine's money words), and keeps its own words on the Middle Ages page. Mutation: ``in_money(...)``
    → ``label`` in render.checker.options → fails (écus / コイン on the Antiquity page)."""
    ruling = next(r for r in facts.of("ruling") if r.option == "coin_exchanges")
    title = getattr(ruling.title, lang)
    label = {ed: next(o["label"] for o in configuration(ed, ctx(facts, ed, lang))["options"]
                      if o["name"] == "coin_exchanges") for ed in EDITIONS}
    ecus, sesterces = MONEY_WORD(MONEY["moyen-age"], lang), MONEY_WORD(MONEY["antiquite"], lang)
    assert ecus in title and label["moyen-age"] == title
    assert sesterces in label["antiquite"] and ecus not in label["antiquite"]
    assert label["antiquite"].startswith(title.replace(ecus, sesterces))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_no_option_value_is_shown_as_a_raw_value(facts, edition, lang):
    """Every value the checker offers has words in the page's language: the ruling that names the option labels
    each one (``option_values``), a number stands for itself; nothing is labelled that the engine does not take.

    Mutation: the ``option_values`` of ``prises-d-ecus-par-tour`` left out → ``several`` has no label and this
    fails; ``named.get(...)`` → ``_number(v)`` in render.checker.options → every text value fails."""
    config = configuration(edition, ctx(facts, edition, lang))
    for option in config["options"]:
        for value in option["values"]:
            label = value["label"]
            assert label, (option["name"], value["value"])
            if isinstance(value["value"], str) or isinstance(value["value"], bool):
                assert label != str(value["value"]) and label not in ("True", "False"), (option["name"], label)
    for ruling in facts.of("ruling"):
        for v in ruling.option_values:
            assert ruling.option and Options.of({ruling.option: v.value}, ruling.edition), (ruling.id, v.value)


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_grammar_and_the_cards_are_the_editions(facts, edition):
    """The page gets the engine's move grammar (this edition's forms), a list of cards for each kind of slot, and the
    edition's cards with the forms a sentence writes them in.

    Mutation: the Antiquity forms left in the Middle Ages grammar → fails."""
    config = configuration(edition, ctx(facts, edition, "ja"))
    forms = [f["name"] for f in config["grammar"]["forms"] if f["lang"] is None]
    if edition == "moyen-age":
        assert forms == ["open", "recruit", "send", "take", "buy", "end"]
    else:
        assert forms == [f.name for f in FORMS if f.lang is None]
    typed = [f for f in config["grammar"]["forms"] if f["lang"] is not None]
    assert typed and {f["lang"] for f in typed} == {"ja"}  # the page's own language's forms, none of another's
    assert edition == "antiquite" or not any(f["antiquity"] for f in typed)
    kinds = {kind for f in FORMS for _field, kind in f.slots if kind not in NUMBER_KINDS}
    assert kinds <= set(config["kinds"]), kinds - set(config["kinds"])
    cards = {c["id"]: c for c in config["cards"]}
    assert set(cards) == {c.id for c in facts.of("card", edition)}
    if edition == "moyen-age":
        assert cards["compagnon-3"]["name"] == "職人3" and cards["chapelle"]["type"] == "building"
        fr = {c["id"]: c for c in configuration(edition, ctx(facts, edition, "fr"))["cards"]}
        assert fr["chapelle"]["forms"] == {"": "la chapelle", "a": "à la chapelle", "de": "de la chapelle"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_form_shows_keys_of_the_case_format(facts, edition):
    """Every key the form shows is a key of the scenario format of its edition, in the part the form shows it in;
    every list names cards the page has a list for.

    Mutation: ``"workers"`` → ``"team"`` in render.checker.form → fails."""
    config = configuration(edition, ctx(facts, edition, "fr"))
    case = describe(edition)
    top = {f["key"] for f in case["fields"]}
    assert {f["key"] for f in config["form"]["top"]} <= top
    for record in config["form"]["records"]:
        assert record["key"] in case["records"] and record["section"] in ("table", "expected")
        for part in ("player", "table"):
            known = {f["key"] for f in case["records"][record["key"]][part]}
            for field in record[part]:
                assert field["key"] in known, (record["key"], part, field["key"])
                for list_kind in (field.get("cards"), field.get("values")):
                    assert list_kind is None or list_kind in config["kinds"], (part, list_kind)


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_has_the_markup_contract_and_the_words_of_its_language(facts, lang):
    markdown = checker_page("moyen-age", ctx(facts, "moyen-age", lang))
    for needle in ("data-case ", "<textarea", "data-case-yaml", "<button", "data-case-run", "data-case-verdict"):
        assert needle in markdown
    config = json.loads(CONFIG.search(markdown).group(1))
    assert config["words"]["run"] == WORDS("run", lang)
    assert config["engine"]["worker"] == "../assets/engine/worker.mjs"
    assert 'src="../assets/checker.js"' in markdown and 'href="../assets/checker.css"' in markdown


def test_each_edition_has_its_checker_in_its_navigation(project_sites):
    for lang in LANGS:
        site = project_sites[lang]
        for edition in EDITIONS:
            assert f"{edition}/{PATH}" in site.pages
            section = next(v for item in site.nav for v in item.values() if isinstance(v, list)
                           and any(f"{edition}/index.md" in str(x) for x in v))
            assert {WORDS("title", lang): f"{edition}/{PATH}"} in section


# ------------------------------------------------------------------ what a player reads


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_each_card_shows_its_numbers_beside_its_name(facts, edition, lang):
    """A building's money and VP and what it needs, a worker's resources and wage... in the page's language, and the
    VP of a building or machine (to pick buildings that make a number of VP).
    Mutation: ``card_numbers`` returning "" → fails."""
    config = configuration(edition, ctx(facts, edition, lang))
    words = {"fr": ("PV", "salaire"), "en": ("VP", "wage"), "ja": ("勝利点", "賃金")}[lang]
    for card in config["cards"]:
        assert card["numbers"] and "{" not in card["numbers"], card
        if card["type"] in ("building", "machine"):
            assert words[0] in card["numbers"] and isinstance(card["vp"], int), card
        if card["type"] == "worker":
            assert words[1] in card["numbers"], card
    if edition == "moyen-age" and lang == "fr":
        chapelle = next(c for c in config["cards"] if c["id"] == "chapelle")
        assert chapelle["numbers"].startswith("18 écus · 5 PV · demande "), chapelle


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_refusal_a_claim_can_name_has_a_name_in_each_language(facts, edition):
    """The claims' list of refusals shows names, never ids; every rule id and every old id still read has one.
    Mutation: a RULE_NAMES entry left out (``no-ecus-action``) → fails."""
    from marquoir.engine.errors import REFINED
    from marquoir.engine.messages import RULE_NAMES

    assert set(rule_ids(edition)) | set(REFINED) <= set(RULE_NAMES)
    for lang in LANGS:
        names = configuration(edition, ctx(facts, edition, lang))["ruleNames"]
        assert set(names) == set(rule_ids(edition))
        assert all(name and name != rule and "{" not in name for rule, name in names.items()), names


def test_the_example_names_are_the_checkers_the_counters_and_the_examples(facts):
    """One set of names per language (text review F5): the checker's players, the counter's, and those the worked
    examples' narratives use.
    Mutation: the checker's default names written in its words again (Alice, Bob…) → fails."""
    from marquoir.render.counter import counter
    from marquoir.vocab import EXAMPLE_NAMES

    for lang in LANGS:
        config = configuration("moyen-age", ctx(facts, "moyen-age", lang))
        assert config["words"]["default_names"].split(",") == list(EXAMPLE_NAMES[lang])
        html = counter("moyen-age", Ctx(facts, lang, "moyen-age/fin-de-partie.md", "moyen-age"))
        assert f'placeholder="{EXAMPLE_NAMES[lang][0]}"' in html and f'placeholder="{EXAMPLE_NAMES[lang][1]}"' in html
        narratives = " ".join(getattr(e.narrative, lang) or "" for e in facts.of("example"))
        assert all(name in narratives for name in EXAMPLE_NAMES[lang][:3]), lang


@pytest.mark.parametrize("lang", LANGS)
def test_the_checker_is_found_as_the_way_to_settle_a_dispute(facts, project_sites, lang):
    """The home page's first link, each edition's start page and the command-line guide (for contributors) lead to
    the checker, named as the way to settle a case.
    Mutation: ``settle_lead`` left out of pages.edition_page → fails."""
    from marquoir.paths import ROOT

    title = WORDS("title", lang)
    home = (ROOT / "docs" / lang / "index.md").read_text(encoding="utf-8")
    first = next(line for line in home.splitlines() if line.startswith("- "))
    assert f"[{title}](moyen-age/verifier.md)" in first and "(antiquite/verifier.md)" in first
    site = project_sites[lang]
    for edition in EDITIONS:
        assert f"[{title}](verifier.md)" in site.pages[f"{edition}/index.md"].markdown
    guide = site.pages["verifier.md"].markdown
    assert "(moyen-age/verifier.md)" in guide and "(antiquite/verifier.md)" in guide


@pytest.mark.parametrize("lang", LANGS)
def test_a_ruling_page_says_its_option_in_the_readers_words(facts, project_sites, lang):
    """The ruling's engine option as the case checker offers it: its values by the ruling's words, the default
    marked; its id only in the folded engine check.
    Mutation: the old line (``Engine option: `coin_exchanges```) back in pages.ruling_page → fails."""
    site = project_sites[lang]
    for ruling in [r for r in facts.of("ruling") if r.option]:
        page = site.pages[f"{ruling.edition}/arbitrages/{ruling.id}.md"].markdown
        line = re.sub(r"<[^>]+>", "", next(text for text in page.split("\n\n") if "{: .mq-option }" in text))
        assert ruling.option not in line, line
        for v in ruling.option_values:
            assert getattr(v.label, lang).split("（")[0].split(" (")[0] in line, (ruling.id, line)
