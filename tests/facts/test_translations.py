"""Translation status: missing and outdated translations are computed, never guessed."""

from __future__ import annotations

from marquoir import cli
from marquoir.facts import loader
from marquoir.facts.translations import read_lock, stamp, status
from marquoir.paths import rules_dir

TERM = """
kind: term
id: chantier
edition: both
term: {fr: chantier, en: site, ja: 建築中の建物}
definition: {fr: Un bâtiment commencé., en: A started building., ja: 建築中の建物。}
sources: [{source: r-fr}]
reviewed: 2026-11-30
"""


def test_every_fact_is_translated_and_up_to_date(project_facts):
    todo = {k: v for k, v in status(project_facts, read_lock(rules_dir())).items() if set(v.values()) != {"ok"}}
    assert todo == {}, f"run `marquoir translations` ({len(todo)} facts to translate or review)"


def test_a_french_change_makes_translations_outdated_until_stamped(rules):
    path = rules.write("communs/chantier.yaml", TERM)
    facts = loader.load(rules.root)
    assert status(facts, {})[("both", "chantier")] == {"en": "outdated", "ja": "outdated"}
    stamp(facts, rules.root, ["en", "ja"], ["chantier"])
    assert status(facts, read_lock(rules.root))[("both", "chantier")] == {"en": "ok", "ja": "ok"}
    path.write_text(TERM.replace("Un bâtiment commencé.", "Un bâtiment pas encore terminé."), encoding="utf-8")
    facts = loader.load(rules.root)
    assert status(facts, read_lock(rules.root))[("both", "chantier")] == {"en": "outdated", "ja": "outdated"}
    # an English-only change does not make anything outdated
    path.write_text(TERM.replace("A started building.", "A building begun."), encoding="utf-8")
    stamp(loader.load(rules.root), rules.root, ["en", "ja"], ["chantier"])
    assert status(loader.load(rules.root), read_lock(rules.root))[("both", "chantier")]["en"] == "ok"


def test_a_pending_translation_is_missing(rules):
    rules.write("communs/chantier.yaml", TERM.replace("ja: 建築中の建物。", "ja: null"))
    facts = loader.load(rules.root)
    stamp(facts, rules.root, ["en", "ja"], None)
    assert status(facts, read_lock(rules.root))[("both", "chantier")] == {"en": "ok", "ja": "missing"}


def test_the_command_reports_and_checks(rules, capsys):
    """``marquoir translations`` run in-process (``cli.main``) on a small rules folder."""
    rules.write("communs/chantier.yaml", TERM)

    def run(*args):
        code = cli.main(["translations", *args])
        return code, capsys.readouterr().out

    code, out = run("--check")
    assert code == 1 and "outdated both/chantier" in out
    assert "en: 0/4 facts translated and up to date (0 %)" in out
    assert run("--stamp", "en", "--stamp", "ja", "--all")[0] == 0
    code, out = run("--check")
    assert code == 0 and "ja: 4/4 facts translated and up to date (100 %)" in out
