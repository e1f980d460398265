"""The loader refuses every kind of bad fact, naming file, line and field."""

from __future__ import annotations

import pytest

from marquoir.facts import loader
from marquoir.facts.errors import InvalidFacts


def errors(rules) -> list[str]:
    with pytest.raises(InvalidFacts) as e:
        loader.load(rules.root)
    return [str(err) for err in e.value.errors]


def one_error(rules) -> str:
    found = errors(rules)
    assert len(found) == 1, found
    return found[0]


FAQ = """
kind: faq
id: faq-test
edition: moyen-age
order: 1
question: {{fr: "Question ?", en: "Question?", ja: "質問？"}}
answer:
  fr: Oui.
  en: Yes.
  ja: {ja}
sources: [{{source: {source}, page: {page}}}]
reviewed: {reviewed}
basis: rulebook
"""


def faq(**kw) -> str:
    values = dict(ja="はい。", source="r-fr", page=6, reviewed="2026-11-30")
    values.update(kw)
    return FAQ.format(**values)


def test_the_projects_own_rules_are_valid(project_facts):
    facts = project_facts
    assert len(facts.by_key) > 90
    assert {loc.fact.kind for loc in facts.by_key.values()} >= {
        "source", "edition", "chapter", "rule", "faq", "ruling", "example", "term", "card"}


def test_a_valid_fact_loads(rules):
    rules.write("moyen-age/faq/a.yaml", faq())
    facts = loader.load(rules.root)
    assert facts.resolve("faq-test", "moyen-age").fact.answer.en == "Yes."


def test_duplicate_key_names_file_line_and_key(rules):
    path = rules.write("moyen-age/faq/a.yaml", faq() + "order: 2\n")
    msg = one_error(rules)
    assert msg.startswith(f"{path}:13: order: MQ113 duplicate key `order` (first written on line 4)")


def test_missing_japanese_text(rules):
    rules.write("moyen-age/faq/a.yaml", faq().replace("  ja: はい。\n", ""))
    msg = one_error(rules)
    assert ":6: faq `faq-test` answer.ja: MQ123 the Japanese text is missing" in msg


def test_pending_translation_is_allowed(rules):
    rules.write("moyen-age/faq/a.yaml", faq(ja="null"))
    facts = loader.load(rules.root)
    assert facts.resolve("faq-test", "moyen-age").fact.answer.ja is None


def test_yes_no_trap(rules):
    rules.write("moyen-age/faq/a.yaml", faq(ja="yes"))
    msg = one_error(rules)
    assert ":9: faq `faq-test` answer.ja: MQ125 YAML read this as true" in msg and "quotes" in msg


def test_one_point_ten_trap(rules):
    rules.write("moyen-age/faq/a.yaml", faq(page="1.10"))
    msg = one_error(rules)
    assert "sources[0].page: MQ125 YAML read this as the number 1.1" in msg and "'1.10'" in msg


def test_unknown_field_suggests_the_right_one(rules):
    rules.write("moyen-age/faq/a.yaml", faq() + "keyword: [x]\n")
    assert "unknown field `keyword` (did you mean `keywords`?)" in one_error(rules)


def test_wrong_date(rules):
    rules.write("moyen-age/faq/a.yaml", faq(reviewed="'30/11/2026'"))
    assert "reviewed: MQ125 a date is expected, written YYYY-MM-DD" in one_error(rules)


def test_unknown_source(rules):
    path = rules.write("moyen-age/faq/a.yaml", faq(source="r-frr"))
    msg = one_error(rules)
    assert msg.startswith(f"{path}:10: faq `faq-test` sources[0].source: MQ126 unknown source `r-frr` "
                          "(did you mean `r-fr`?)")


def test_unknown_example_and_inline_reference(rules):
    rules.write("moyen-age/faq/a.yaml", faq() + "examples: [ex-nowhere]\nsee: [faq-nowhere]\n")
    found = errors(rules)
    assert any("examples[0]: MQ126 unknown example `ex-nowhere`" in e for e in found)
    assert any("see[0]: MQ126 unknown fact `faq-nowhere`" in e for e in found)
    rules.write("moyen-age/faq/a.yaml", faq(ja="'[[nulle-part]]'"))
    assert "answer.ja: MQ126 unknown fact `nulle-part`" in one_error(rules)


def test_duplicate_id_across_files(rules):
    rules.write("moyen-age/faq/a.yaml", faq())
    first = rules.write("moyen-age/faq/b.yaml", faq())
    msg = one_error(rules)
    assert "the id `faq-test` is already used in" in msg and ("a.yaml:2" in msg or "b.yaml:2" in msg)
    assert str(first.parent) in msg


def test_unknown_kind(rules):
    rules.write("moyen-age/x.yaml", "kind: regle\nid: x\n")
    assert "`kind` must be one of source, edition" in one_error(rules)


def test_raw_html_attribute_lists_and_images_are_refused(rules):
    for text, expected in [("'<script>alert(1)</script>'", "raw HTML is not allowed"),
                           ("'Oui {: onclick=\"x\"}'", "attribute lists"),
                           ("'![x](https://example.org/x.png)'", "images are not allowed"),
                           ("'[x](javascript:alert(1))'", "link target `javascript:")]:
        rules.write("moyen-age/faq/a.yaml", faq(ja=text))
        assert expected in one_error(rules), text


def test_yaml_tags_are_refused(rules):
    rules.write("moyen-age/faq/a.yaml", faq(ja="!!python/object/apply:os.system [echo hacked]"))
    assert "the tag tag:yaml.org,2002:python/object/apply:os.system is not allowed" in one_error(rules)


def test_broken_yaml_and_non_utf8(rules):
    rules.write("moyen-age/faq/a.yaml", "kind: faq\nid: [oops\n")
    assert "malformed YAML" in one_error(rules)
    path = rules.root / "moyen-age/faq/a.yaml"
    path.write_bytes("kind: faq\nid: caf\xe9\n".encode("latin-1"))
    assert f"{path}:2: MQ103 the file is not UTF-8" in one_error(rules)


EXAMPLE = """
- kind: faq
  id: faq-test
  edition: moyen-age
  order: 1
  question: {{fr: Q, en: Q, ja: Q}}
  answer: {{fr: R, en: A, ja: A}}
  examples: [ex-test]
  basis: rulebook
  sources: [{{source: r-fr}}]
  reviewed: 2026-11-30
- kind: example
  id: ex-test
  edition: moyen-age
  title: {{fr: T, en: T, ja: T}}
  narrative: {{fr: N, en: N, ja: N}}
  doctest: |
{doctest}
  sources: [{{source: r-fr}}]
  reviewed: 2026-11-30
"""


def example(doctest: str) -> str:
    return EXAMPLE.format(doctest="\n".join("    " + line for line in doctest.splitlines()))


def test_doctests_are_checked(rules):
    rules.write("moyen-age/ex.yaml", example(">>> 1 + 1\n2"))
    loader.load(rules.root)
    cases = [("just text", "the doctest has no `>>>` example"),
             (">>> 1 +\n", "does not compile"),
             (">>> import os\n", "may only import from marquoir (found `os`)"),
             (">>> from marquoir import Game\n>>> open('x')\n", "`open` is not allowed"),
             (">>> ().__class__\n", "`__class__` is not allowed")]
    for code, expected in cases:
        path = rules.write("moyen-age/ex.yaml", example(code))
        msg = one_error(rules)
        assert expected in msg, (code, msg)
        assert msg.startswith(f"{path}:1") , msg  # line 16 or 17: the doctest's own line


def test_doctest_error_names_the_doctest_line(rules):
    path = rules.write("moyen-age/ex.yaml", example(">>> 1\n1\n>>> import os"))
    assert one_error(rules).startswith(f"{path}:19: example `ex-test` doctest:")


def test_unused_example_is_an_error(rules):
    text = example(">>> 1\n1").replace("  examples: [ex-test]\n", "")
    rules.write("moyen-age/ex.yaml", text)
    assert "not used by any rule, FAQ entry or ruling" in one_error(rules)


def test_all_errors_are_reported_at_once(rules):
    rules.write("moyen-age/faq/a.yaml", faq(ja="yes", source="nope"))
    rules.write("moyen-age/faq/b.yaml", "kind: faq\nid: b\n")
    assert len(errors(rules)) >= 3


def test_headings_in_texts_carry_their_anchor(rules):
    rules.write("moyen-age/faq/a.yaml", faq(ja="'## 見出し\n\n本文'"))
    assert "the heading `## 見出し` needs an anchor" in one_error(rules)
    rules.write("moyen-age/faq/a.yaml", faq(ja="'## 見出し {#titre}\n\n本文'"))
    loader.load(rules.root)
    rules.write("moyen-age/faq/a.yaml", faq(ja="'## 見出し {#titre onclick=x}\n\n本文'"))
    found = errors(rules)
    assert any("needs an anchor" in e for e in found) and any("attribute lists" in e for e in found)
