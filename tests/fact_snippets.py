"""Small rule facts the tests write into a scratch `rules/` folder, as YAML text (one definition each): a source, the
start of a FAQ entry, a worked example. Braces are doubled: each is a `str.format` template."""

from __future__ import annotations

SOURCE = """
- kind: source
  id: {id}
  edition: moyen-age
  label: {label}
  name: {{fr: "{label}", en: "{label}", ja: "{label}"}}
  authority: secondary
  locator: {unit}
  title: {{fr: Source, en: Source, ja: 出典}}
  address: https://example.org/{id}
  covers: {{fr: Tout, en: All, ja: 全部}}
  trust: {{fr: Faible, en: Weak, ja: 低い}}
  reviewed: 2026-11-30
"""
"""A secondary source whose citations point at ``unit`` (page, card or file)."""

FAQ_START = """
- kind: faq
  id: faq-{n}
  edition: moyen-age
  order: {n}
  question: {{fr: "Question {n} ?", en: "Question {n}?", ja: "質問{n}？"}}
  answer: {{fr: Oui., en: Yes., ja: はい。}}
  basis: rulebook
"""
"""A FAQ entry on the rulebook, up to its sources (the test adds them, its review date and the rest)."""

EXAMPLE = """
kind: example
id: ex
edition: moyen-age
title: {{fr: Ex, en: Ex, ja: 例}}
narrative: {{fr: Ex., en: Ex., ja: 例。}}
doctest: |
  >>> 1 + 1
  2
sources: [{{source: r-fr}}]
reviewed: 2026-11-30
"""
"""A worked example that runs, as a file's one fact."""


def item(fact: str) -> str:
    """A fact written as a file's one fact, as an item of a list of facts instead."""
    return "\n- " + fact.strip("\n").replace("\n", "\n  ") + "\n"
