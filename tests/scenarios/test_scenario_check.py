"""`marquoir check`: the repository's scenarios pass; wrong, malformed and refused scenarios fail clearly."""

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hypothesis_budget import examples
from marquoir.scenario import check_file, loads
from marquoir.scenario.format import validate
from marquoir.yamlsafe import Document, YamlError
from scenario_helpers import BASE, console, marquoir, write

HERE = Path(__file__).parent
SCENARIOS = sorted((HERE / "moyen-age").glob("*.yaml")) + sorted((HERE / "antiquite").glob("*.yaml"))


# ------------------------------------------------------- the repository's own


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 40


@pytest.mark.process
def test_all_repository_scenarios_pass_with_the_console_script():
    done = console("check", *SCENARIOS)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    assert done.stdout.count("\nOK : ") == len(SCENARIOS)


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_each_scenario_passes(path):
    """Each file holds and checks at least one expectation: what a file claims does not depend on the language of
    the report (tests/test_web.py checks each file's verdict and report in the three languages, as the command
    prints them). Mutation: an expectation never compared (``checked`` not counted in scenario.run) → fails."""
    result = check_file(path, "fr")
    assert result.exit_code == 0, result.text
    assert result.unmet == [] and result.checked > 0


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_each_scenario_says_what_it_shows_and_cites_a_source(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    header = []
    for line in lines:
        if not line.startswith("#"):
            break
        header.append(line)
    assert header, "the file must start with a comment saying what it shows"
    assert "Source:" in " ".join(header), "the opening comment must cite a source"


def test_every_faq_answer_and_verdict_has_a_scenario():
    stems = [p.stem for p in SCENARIOS]
    for n in range(1, 18):
        assert any(s.startswith(f"faq-{n:02d}-") for s in stems), f"FAQ {n}"
    for n in range(1, 11):
        assert any(s.startswith(f"d{n:02d}-") for s in stems), f"D{n}"
    for name in ("rulebook-chapelle", "score-19-and-20-ecus", "stall-rule", "more-than-3-actions-refused",
                 "faq-06-same-worker-twice", "faq-12-take-ecus-with-bought-actions", "faq-15-empty-building-deck"):
        assert name in stems


def test_trace_in_each_language():
    chapelle = HERE / "moyen-age" / "rulebook-chapelle.yaml"
    fr = marquoir("check", chapelle).stdout
    assert "Alice envoie le compagnon 3 travailler à la chapelle (1 action, 4 écus)." in fr
    assert "Chantier terminé : la chapelle ! Alice gagne 18 écus et 5 PV" in fr
    en = marquoir("check", chapelle, "--lang", "en").stdout
    assert "Alice sends Craftsman 3 to work on the Chapel (1 action, 4 écus)." in en
    assert en.rstrip().splitlines()[-1].startswith("OK: ")
    ja = marquoir("check", chapelle, "--lang", "ja").stdout
    assert "Aliceは職人3を礼拝堂に派遣した（1アクション、4コイン）。" in ja
    assert "礼拝堂が完成した。Aliceは18コインと5勝利点を得て" in ja


# ------------------------------------------------------- wrong expectations


def test_wrong_expectation_exits_1_naming_key_expected_and_found(tmp_path):
    path = write(tmp_path, BASE.replace("ecus: 24", "ecus: 25"))
    done = marquoir("check", path, "--lang", "en")
    assert done.returncode == 1
    assert "scenario.yaml:10: expect.Alice.ecus: expected 25, found 24" in done.stdout
    assert "FAILED: " in done.stdout and "1 of 2 expectations do not hold" in done.stdout
    fr = marquoir("check", path)
    assert fr.returncode == 1 and "expect.Alice.ecus : attendu 25, trouvé 24" in fr.stdout


@pytest.mark.parametrize("expect, message", [
    ("  Alice: {built: [eglise]}", "expect.Alice.built: expected [eglise], found [chapelle]"),
    ("  Alice: {sites: {chapelle: []}}", "expect.Alice.sites: expected {chapelle: []}, found {}"),
    ("  winner: Bruno", "expect.winner: expected [Bruno], found [Alice]"),
    ("  over: true", "expect.over: expected true, found false"),
    ("  current: Bruno", "expect.current: expected Bruno, found Alice"),
    ("  Bruno: {actions: 3}",
     "expect.Bruno.actions: expected 3, found (it is not Bruno's turn; current player: Alice)"),
    ("  error: no-ecus", "expect.error: expected no-ecus, found (the move was played, no refusal)"),
])
def test_each_kind_of_expectation_can_fail(tmp_path, expect, message):
    text = BASE.replace("  Alice: {ecus: 24, vp: 5}", expect)
    result = check_file(write(tmp_path, text), "en")
    assert result.exit_code == 1
    assert any(message in line for line in result.summary), result.summary


def test_refused_with_another_rule_than_expected(tmp_path):
    text = BASE.replace("send compagnon-3 to chapelle", "take 4").replace("  Alice: {ecus: 24, vp: 5}",
                                                                           "  error: no-actions")
    result = check_file(write(tmp_path, text), "en")
    assert result.exit_code == 1 and "expect.error: expected no-actions, found take-amount" in result.text


# ------------------------------------------------------------ malformed files


@pytest.mark.parametrize("change, line, field, message", [
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\ncolour: red"), 2, "colour", "unknown key `colour`"),
    (("expect:\n  Alice: {ecus: 24, vp: 5}\n", ""), 1, None, "missing key `expect`"),
    (("ecus: 10", "ecus: ten"), 4, "setup.Alice.ecus", "whole number"),
    (("workers: [compagnon-3]", "workers: [compagnon-33]"), 5, "setup.Alice.workers[0]",
     "unknown card id `compagnon-33` (did you mean `compagnon-3`?)"),
    (("sites: {chapelle: [compagnon-5, apprenti-4]}", "sites: {chapelle: [compagnon-5, compagnon-3]}"), 6,
     "setup.Alice.sites.chapelle[1]", "'compagnon-3' is named twice"),
    (("  Alice:\n    ecus", "  Zoe:\n    ecus"), 3, "setup.Zoe", "neither a player"),
    (("Alice: {ecus: 24", "Zoe: {ecus: 24"), 10, "expect.Zoe", "unknown key `Zoe`"),
    (("vp: 5}", "vp: five}"), 10, "expect.Alice.vp", "whole number"),
    (("vp: 5}", "vp: 5, colour: red}"), 10, "expect.Alice.colour", "unknown key `colour`"),
    (("  - send compagnon-3 to chapelle", "  - send compagnon-3 to chapel"), 8, "moves[0]", "unknown card id `chapel`"),
    (("  - send compagnon-3 to chapelle", "  - send compagnon-3 chapelle"), 8, "moves[0]", "cannot read the move"),
    (("  - send compagnon-3 to chapelle", "  - 3"), 8, "moves[0]", "a move is text"),
    (("players: [Alice, Bruno]", "players: [Alice]"), 1, "players", "2 to 4 players"),
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\nseed: yes"), 2, "seed", "whole number"),
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\noptions: {turbo: true}"), 2, "options.turbo",
     "unknown option"),
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\nedition: renaissance"), 2, "edition", "unknown edition"),
    (("vp: 5}", "vp: 5}\n  error: no-money"), 11, "expect.error", "unknown rule id"),
    (("moves:", "moves: [\n"), 9, None, "malformed YAML"),
    (("ecus: 10", "ecus: 10\n    ecus: 11"), 5, "setup.Alice.ecus", "duplicate key"),
    (("sites: {chapelle: [compagnon-5, apprenti-4]}", "sites: {tonnelle: [manoeuvre-7]}"), 6,
     "setup.Alice.sites.tonnelle", "already complete"),
])
def test_malformed_file_exits_2_naming_the_line(tmp_path, change, line, field, message):
    old, new = change
    assert old in BASE
    path = write(tmp_path, BASE.replace(old, new))
    done = marquoir("check", path)
    assert done.returncode == 2, done.stdout + done.stderr
    where = f"scenario.yaml:{line}:" + (f" {field}:" if field else "")
    assert where in done.stderr, done.stderr
    assert message in done.stderr


def test_missing_file_exits_2(tmp_path):
    done = marquoir("check", tmp_path / "nowhere.yaml")
    assert done.returncode == 2 and "cannot read the file" in done.stderr


def test_not_a_mapping(tmp_path):
    done = marquoir("check", write(tmp_path, "- end\n"))
    assert done.returncode == 2 and "a scenario is a mapping" in done.stderr


def test_unsafe_yaml_is_refused(tmp_path):
    done = marquoir("check", write(tmp_path, BASE.replace("seed", "x") + "x: !!python/object:os.system {}\n"))
    assert done.returncode == 2 and "scenario.yaml:" in done.stderr


# --------------------------------------------------------- unexpected refusal


def test_unexpected_refusal_exits_2_naming_move_line_rule_and_message(tmp_path):
    text = BASE.replace("  - send compagnon-3 to chapelle", "  - take 3\n  - send compagnon-3 to chapelle")
    done = marquoir("check", write(tmp_path, text), "--lang", "en")
    assert done.returncode == 2
    assert ("scenario.yaml:9: moves[1]: MQ240 the move “send compagnon-3 to chapelle” was refused (no-actions) but no "
            "refusal is expected: This move costs 1 action and you have 0 actions left") in done.stderr
    assert "▶ Move 2 (line 9): send compagnon-3 to chapelle" in done.stdout  # the trace up to the refusal


def test_refusal_before_the_last_move_is_unexpected_even_with_an_error_expected(tmp_path):
    text = BASE.replace("  - send compagnon-3 to chapelle", "  - take 4\n  - end").replace(
        "  Alice: {ecus: 24, vp: 5}", "  error: take-amount")
    result = check_file(write(tmp_path, text), "fr")
    assert result.exit_code == 2 and result.refusal.rule == "take-amount"
    assert "moves[0]: MQ240 le coup « take 4 » est refusé (take-amount)" in result.err[0]


@pytest.mark.process
def test_exit_code_is_the_worst_of_several_files(tmp_path):
    good = write(tmp_path, BASE, "good.yaml")
    wrong = write(tmp_path, BASE.replace("ecus: 24", "ecus: 2"), "wrong.yaml")
    broken = write(tmp_path, BASE.replace("players", "joueurs"), "broken.yaml")
    assert marquoir("check", good, wrong).returncode == 1
    assert console("check", good, wrong, broken).returncode == 2  # the process's own exit code
    quiet = marquoir("check", "-q", good)
    assert quiet.returncode == 0 and quiet.stdout.count("\n") == 1


# ------------------------------------------------------------ robustness


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from(
        ["Alice", "Bruno", "chapelle", "compagnon-3", "end", "take 2", "send compagnon-3 to chapelle", "x"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["players", "moves", "expect", "setup", "seed", "options", "Alice", "Bruno", "ecus",
                         "workers", "sites", "built", "buildings_row", "chapelle", "error", "winner", "vp"]),
        inner, max_size=5),
    max_leaves=20)


@settings(max_examples=examples(300), deadline=None)
@given(data=st.fixed_dictionaries({"players": st.just(["Alice", "Bruno"]), "moves": VALUES, "expect": VALUES},
                                  optional={"setup": VALUES, "seed": VALUES, "options": VALUES}))
def test_any_data_is_either_valid_or_a_yaml_error(data):
    try:
        scenario = validate(Document("fuzz.yaml", data))
    except YamlError as e:
        assert re.match(r"fuzz\.yaml(:\d+)?: ", str(e))
        return
    from marquoir.scenario import check

    assert check(scenario, "en").exit_code in (0, 1, 2)


def test_loads_from_text():
    scenario = loads(BASE, "inline.yaml")
    assert scenario.players == ["Alice", "Bruno"] and scenario.line("moves", 0) == 8


@pytest.mark.parametrize("expected, exit_code", [("no-ecus-action", 0), ("no-ecus", 0), ("no-ecus-wage", 1),
                                                 ("not-in-row", 1)])
def test_an_old_id_still_stands_for_the_refusals_it_named(tmp_path, expected, exit_code):
    """``no-ecus`` named the money short for a wage, an extra action and an investment; a file that expects it is
    answered by any of them (``engine.errors.REFINED``); a file that names another refusal is not (exit 1), even
    with a retired id, which is still read as a rule id (not a malformed file, exit 2).

    Mutation: ``accepts`` comparing the ids only (``found == expected``) → the ``no-ecus`` case fails (exit 1)."""
    path = tmp_path / "case.yaml"
    path.write_text(f"players: [Alice, Bruno]\nsetup: {{Alice: {{ecus: 4}}}}\nmoves: [buy]\n"
                    f"expect: {{error: {expected}}}\n", encoding="utf-8")
    assert check_file(path, "en").exit_code == exit_code
