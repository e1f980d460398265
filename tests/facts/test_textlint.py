"""The text lint (codes ``MQ3xx``): each family of rules refuses what it is for, names the file, the line of the word
and the field, and lets correct text through; the project's facts and catalogs pass it.

The bad-input corpus (``tests/bad_input/facts.yaml``, the ``text-`` cases) runs one case per family through
``marquoir validate`` and the build; these tests pin each rule's edges."""

from __future__ import annotations

import pytest

from marquoir import pipeline
from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts
from marquoir.textlint import lint
from marquoir.textlint.catalogs import every_catalog, lint_catalog
from marquoir.textlint.run import house_rules, wording, wording_rules

TERMS = """
- kind: term
  id: action-payante
  edition: both
  term: {fr: action payante, en: extra action, ja: 追加のアクション}
  definition: {fr: Une action de plus., en: "One more action, a bought action to some.", ja: 追加のアクション。}
  avoid: {en: [bought action]}
  sources: [{source: r-fr, page: 4}]
  reviewed: 2026-11-30
- kind: term
  id: ligne
  edition: both
  term: {fr: ligne, en: row, ja: 場札}
  definition: {fr: Les cartes., en: The cards., ja: カード。}
  avoid: {ja: [建物の場]}
  sources: [{source: r-fr, page: 2}]
  reviewed: 2026-11-30
- kind: term
  id: apprenti
  edition: both
  term: {fr: apprenti, en: apprentice, ja: 見習い}
  definition: {fr: Un ouvrier., en: A worker., ja: 労働者。}
  sources: [{source: r-fr, page: 2}]
  reviewed: 2026-11-30
"""

FAQ = """
kind: {kind}
id: faq-cas
edition: moyen-age
order: 1
question: {{fr: "Q ?", en: "Q?", ja: "Q？"}}
answer:
  fr: |
    Oui.
    {fr}
  en: |
    Yes.
    {en}
  ja: |
    はい。
    {ja}
details: {{fr: "{dfr}", en: "{den}", ja: "{dja}"}}
sources: [{{source: r-fr, page: 4}}]
reviewed: 2026-11-30
basis: rulebook
"""


def errors_of(rules, fr="Oui.", en="Yes.", ja="はい。", dfr="D.", den="D.", dja="詳細。", kind="faq") -> list:
    """The text lint's errors for one FAQ entry (answer lines fr/en/ja, details dfr/den/dja) beside TERMS."""
    rules.write("communs/termes.yaml", TERMS)
    text = FAQ.format(kind=kind, fr=fr, en=en, ja=ja, dfr=dfr, den=den, dja=dja)
    if kind == "article":
        text = text.replace("order: 1\nquestion:", "path: guides/cas\ntitle:").replace("answer:", "body:")
        text = text.replace("details:", "# details:").replace("basis: rulebook", "")
    rules.write("moyen-age/faq/cas.yaml", text)
    return lint(loader.load(rules.root))


def codes(errors) -> list[str]:
    return [e.code for e in errors]


def test_the_projects_facts_pass_the_lint(project_facts):
    """The current texts pass: the lint needs no exception to run in the suite.

    Mutation: ``QUOTED`` dropped from ``reading()``'s blanks (a source's quoted word counted as a use) → fails on
    the facts that quote one."""
    assert lint(project_facts) == []


def test_an_avoided_word_is_refused_at_its_line_with_the_glossarys_term(rules):
    """MQ301, in the plural too, at the line of the word inside a block text.

    Mutation: ``+ "(?:s|x)?"`` removed from ``phrase()`` → "bought actions" goes unseen; ``at()`` returning the
    field's line → the line is wrong."""
    found = errors_of(rules, en="Two bought actions cost 10 écus.")
    assert codes(found) == ["MQ301"], found
    error = found[0]
    assert error.field == "faq `faq-cas` answer.en" and "«extra action» (term `action-payante`)" in error.message
    path = rules.root / "moyen-age" / "faq" / "cas.yaml"
    assert error.line == path.read_text(encoding="utf-8").split("\n").index("    Two bought actions cost 10 écus.") + 1
    assert str(error).startswith(f"{path}:{error.line}: faq `faq-cas` answer.en: MQ301 «bought actions»")


@pytest.mark.parametrize("en, ja", [
    ('Some call it a "bought action".', "はい。"),  # a quoted word is a mention (of a source's word), not a use
    ("It costs 5 écus.", "建物の場札から取ります。"),  # the term itself holds the avoided 建物の場
    ("Yes.", "「建物の場」と呼ぶ資料もあります。"),
])
def test_a_mention_the_term_itself_or_its_own_entry_is_not_refused(rules, en, ja):
    """The term's own definition names its avoided word (TERMS); quotation marks and the term's own wording are
    allowed.

    Mutation: ``rule.owner != owner`` dropped from ``wording()`` → the term's own definition fails; ``QUOTED``
    dropped from ``reading()`` → the quoted cases fail; ``blank(prose, rule.keep)`` → ``prose`` → 建物の場札 fails."""
    assert errors_of(rules, en=en, ja=ja) == []


@pytest.mark.parametrize("text", [
    'Take one exchange (`coin_exchanges: "one-per-turn"`).',  # an option and its value, in code
    "It is refused (rule `one-exchange`).",  # a rule id, in code
    "Turn on coin_scoring to count tenths.",  # an option name, bare
    "Option end-only: at the settlement only.",  # a hyphenated option value, bare
])
def test_an_engine_id_or_option_in_a_readers_text_is_refused(rules, text):
    """MQ302. Mutation: ``ENGINE_WORDS`` reduced to the option names (``frozenset(OPTION_NAMES)``) → the rule id
    case passes unseen; ``BARE`` without its hyphenated option values → the end-only case passes unseen."""
    assert codes(errors_of(rules, en=text)) == ["MQ302"]


def test_a_link_to_a_fact_whose_id_is_an_option_value_is_not_refused(rules):
    """A source may be named after what an option value is named after (``bga-ant-en``): a link's target is an id the
    reader never sees (the link shows the fact's label), so it is no engine word.

    Mutation: ``blank(text, CODE_SPAN)`` in ``lint_engine_words`` without ``LINK_TARGET`` → the link is refused."""
    rules.write("communs/plus.yaml", """
        - kind: term
          id: end-only
          edition: both
          term: {fr: fin, en: end, ja: 終了}
          definition: {fr: La fin., en: The end., ja: 終わり。}
          sources: [{source: r-fr, page: 2}]
          reviewed: 2026-11-30
        """)
    assert errors_of(rules, en="It differs from [[end-only]] and from [[end-only|the other help]].") == []


def test_an_option_name_glued_to_japanese_is_found_and_a_guide_may_name_the_engines_words(rules):
    """Japanese writes an option name without spaces; a guide documents the case files, where ids are what the reader
    types, and a card id in code is not the engine's word.

    Mutation: the bare pattern's lookbehind ``(?<![A-Za-z0-9_`-])`` → ``(?<![\\w`])`` (a kana is a word character) →
    the Japanese case passes unseen; ``ENGINE_EXEMPT_KINDS = ()`` → the guide fails."""
    assert codes(errors_of(rules, ja="オプションcoin_scoringで選べます。")) == ["MQ302"]
    assert errors_of(rules, en="Send `compagnon-3` to `chapelle`.") == []
    assert errors_of(rules, kind="article", en="Write `error: one-exchange` or `coin_exchanges: one-per-turn`.") == []


@pytest.mark.parametrize("lang, text, code", [
    ("ja", "コイン40枚", "MQ310"), ("ja", "コインを40枚持っています", "MQ310"), ("ja", "1・3・6枚のコイン", "MQ310"),
    ("ja", "セステルティウス5枚", "MQ310"),
    ("en", "Yes for Marquoir.", "MQ320"), ("en", "Board Game Arena's helps say so.", "MQ321"),
    ("en", "the online helps", "MQ321"), ("en", "starting three constructions", "MQ322"),
    ("en", "start a construction and send a worker", "MQ322"),
    ("fr", "corrigés le 2026-12-01 d'après", "MQ303"), ("en", "since 2026-12-01.", "MQ303"),
    ("ja", "2026-12-01にレビューで直した", "MQ303"),
])
def test_each_house_rule_refuses_its_wording(lang, text, code):
    """Mutations: the MQ310 pattern's second half (``NUMBERS 枚の コイン``) removed → 「1・3・6枚のコイン」 passes;
    ``rule.lang in (lang, EACH)`` → ``rule.lang == lang`` in textlint.run.wording → MQ303 finds nothing."""
    assert [c for _at, c, _m in wording(text, lang, house_rules())] == [code]


@pytest.mark.parametrize("lang, text", [
    ("ja", "40コイン"), ("ja", "硬貨40枚（銀貨25枚）"), ("ja", "借金1枚につき15セステルティウス"),
    ("en", "Marquoir's rule is that you may."), ("en", "it helps a player"), ("en", "Start construction"),
    ("en", "a construction site"), ("en", "the card lies on a construction side"), ("en", "before construction"),
    ("fr", "le 1er décembre 2026"), ("en", "the file `2026-12-01.md`"), ("ja", "2026年12月1日に"),
    ("en", "cards 12026-12-011"),
])
def test_the_house_rules_let_correct_wording_through(lang, text):
    """Mutation: ``(?!\\s+(?:sites?|sides?)\\b)`` removed from MQ322 → "a construction site" is refused."""
    assert list(wording(text, lang, house_rules())) == []


@pytest.mark.parametrize("lang, text, refused", [
    ("fr", "Comme [[r-fr]], p. 4.", True), ("en", "As [[r-fr]] says.", True),
    ("fr", "Comme le dit [[r-fr|la règle]].", False), ("en", "As [[r-fr|the rulebook]] says.", False),
    ("ja", "[[r-fr]]と同じです。", False), ("fr", "Voir [[action-payante]].", False),
    ("fr", "Le code `[[r-fr]]` d'un lien.", False),
])
def test_a_link_to_a_source_in_a_sentence_says_its_own_words(rules, lang, text, refused):
    """MQ304: in French and English a link to a source carries the words the sentence needs (the source's name alone
    has no article); Japanese may link it bare; a link to another fact, or one inside code, is not concerned.

    Mutations: ``m.group(2) is None`` dropped from lint_source_links → the labelled links are refused; ``lang not
    in LATIN`` → ``lang == "ja"`` → nothing is refused; ``blank(text, CODE_SPAN)`` → ``text`` → the link in code
    is refused."""
    found = errors_of(rules, **{lang: text})
    assert codes(found) == (["MQ304"] if refused else []), found
    if refused:
        assert found[0].field == f"faq `faq-cas` answer.{lang}" and "article" in found[0].message


def test_a_fact_counts_a_worker_one_way_in_japanese(rules):
    """MQ311: 見習い counted in 枚 (cards) in the answer and in 人 (people) in the details; ordinals (2人目) and
    rates (1人につき, 1枚ずつ) are not counts.

    Mutation: ``(?!目|につき|ずつ)`` removed from ``counts()`` → the second case is refused."""
    found = errors_of(rules, ja="見習い6枚です。", dja="2人プレイでは見習いが4人残ります。")
    assert codes(found) == ["MQ311"] and found[0].field == "faq `faq-cas` details.ja", found
    assert "見習い is counted in 枚 in answer.ja and in 人 here" in found[0].message
    rates = "見習い1人につき2コイン、見習いを1枚ずつ配り、2人目も派遣します。"
    assert errors_of(rules, ja="見習い6枚です。", dja=rates) == []


def test_validate_reports_the_lint_with_the_other_errors(rules):
    """The lint runs where the facts are checked against the engine (``pipeline.checked``), so that ``marquoir
    validate``, the build and the suite refuse a text it refuses.

    Mutation: ``+ textlint.lint(loaded.facts)`` removed from ``pipeline.checked`` → no error is raised."""
    rules.write("communs/termes.yaml", TERMS)
    rules.write("moyen-age/faq/cas.yaml", FAQ.format(kind="faq", fr="Oui.", en="Yes for Marquoir.", ja="はい。",
                                                     dfr="D.", den="D.", dja="詳細。"))
    with pytest.raises(InvalidFacts) as raised:
        pipeline.checked(rules.root, run=False)
    assert [e.code for e in raised.value.errors] == ["MQ320"]


CHECKER = {"case checker"}
"""The case checker's words (``render/checker_words.py``), checked on their own below."""


def test_the_catalogs_follow_the_glossary_and_the_house_rules(project_facts):
    """The site's labels, the counter's and the steps tables' words and the engine's messages, read by the same
    wording rules as the facts, and with no option's name or coded value (MQ302).

    Mutations: 「建物の場札」 → 「建物の列」 in engine/messages.py's ROWS → fails (MQ301); « (option coin_exchanges:
    one-per-turn) » put back in the French one-exchange refusal → fails (MQ302)."""
    rules = wording_rules(project_facts)
    catalogs = [c for c in every_catalog() if c.name not in CHECKER]
    assert len(catalogs) > 10
    assert [e for c in catalogs for e in lint_catalog(c, rules)] == []


def test_the_case_checkers_words_follow_the_glossary(project_facts):
    """The case checker's own words read by the same wording rules (the rows are lignes, 場札: the glossary's).

    Mutation: « Les lignes » → « Les rangées » in render/checker_words.py → fails (MQ301)."""
    rules = wording_rules(project_facts)
    assert [e for c in every_catalog() if c.name in CHECKER for e in lint_catalog(c, rules)] == []


def test_an_unlinted_language_or_an_empty_table_changes_nothing(rules):
    """A term's avoided words apply to their own language only (a French text may say "bought action").

    Mutation: ``rule.lang == lang`` dropped from ``wording()`` → the French text is refused."""
    assert errors_of(rules, fr="Le bought action des Anglais.") == []
