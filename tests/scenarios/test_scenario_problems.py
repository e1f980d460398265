"""What `marquoir check` says about a wrong file: every problem (not only the first), the engine's plausibility
limits by name, the nearest real card id for a misspelt one (once, at its first line), and invalid card facts
reported as such, never as a traceback."""

from __future__ import annotations

import pytest

from marquoir.engine.limits import SEED_MAX, limits
from marquoir.facts.errors import FactError, InvalidFacts
from marquoir.scenario import check_file
from marquoir.scenario import format as scenario_format
from marquoir.yamlsafe import YamlErrors
from scenario_helpers import BASE, marquoir, write


def cli(*args: str) -> tuple[int, str, str]:
    """`marquoir check ARGS` in process: (exit code, stdout, stderr)."""
    done = marquoir("check", *args)
    return done.returncode, done.stdout, done.stderr


def test_every_problem_of_a_file_is_reported(tmp_path):
    """Mutation: in format.problems, keep only the first problem (``found = found[:1]``) → fails."""
    text = (BASE.replace("ecus: 10", "ecus: ten").replace("moves:", "seed: -1\nmoves:")
            .replace("  Alice: {ecus: 24, vp: 5}", "  Alice: {ecus: 24, vp: five, colour: red}\n  winner: Zoe"))
    code, out, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert lines[0] == "Malformed scenario file (5 problems):"
    assert [line.split(": ")[0].rsplit(":", 1)[-1] + " " + line.split(": ")[1] for line in lines[1:]] == [
        "4 setup.Alice.ecus", "7 seed", "11 expect.Alice.colour", "11 expect.Alice.vp", "12 expect.winner"]
    assert "scenario.yaml:4: setup.Alice.ecus: MQ224 a whole number of écus is expected, not 'ten'" in err
    assert "scenario.yaml:11: expect.Alice.vp: MQ224 a whole number is expected, not 'five'" in err


def test_every_problem_is_a_yaml_error_with_file_line_field_and_message(tmp_path):
    """Mutation: drop the lower bound of `rank` (``Whole(None, ...)``) → the second problem is missing → fails."""
    path = write(tmp_path, BASE.replace("vp: 5", "vp: 5, colour: red, rank: 0"))
    with pytest.raises(YamlErrors) as caught:
        scenario_format.load(path)
    assert [(e.line, e.field, e.message) for e in caught.value.errors] == [
        (10, "expect.Alice.colour", "unknown key `colour` (known: ecus, vp, score, actions, turns, rank, built, "
                                    "sites, workers)"),
        (10, "expect.Alice.rank", "1 or more is expected, not 0")]
    assert all(e.file.endswith("scenario.yaml") for e in caught.value.errors)


def test_the_setup_is_checked_by_the_engine_even_when_expectations_are_wrong(tmp_path):
    """Mutation: run the engine's setup check only when there is no other problem → the first message is missing."""
    text = BASE.replace("sites: {chapelle: [compagnon-5, apprenti-4]}", "sites: {chapelle: [compagnon-3]}").replace(
        "vp: 5", "vp: 5, colour: red")
    code, _, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2
    assert "scenario.yaml:6: setup.Alice.sites.chapelle[0]: MQ234 the card 'compagnon-3' is named twice" in err
    assert "scenario.yaml:10: expect.Alice.colour: MQ221 unknown key `colour`" in err


# ------------------------------------------------------------------ plausibility limits


@pytest.mark.parametrize("edition", ["moyen-age", "antiquite"])
def test_money_above_the_limit_is_refused_naming_the_limit(tmp_path, edition):
    """Mutation: drop the upper bound of the setup money (``Whole(0, None, ...)``) → fails."""
    money = "ecus" if edition == "moyen-age" else "sesterces"
    limit = limits(edition)["money"]
    text = (f"edition: {edition}\nplayers: [Alice, Bruno]\nsetup:\n  Alice: {{{money}: {10**30}}}\n"
            f"moves: []\nexpect:\n  Alice: {{{money}: {limit + 1}}}\n")
    code, _, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2
    assert (f"scenario.yaml:4: setup.Alice.{money}: MQ225 {10**30} is more than {limit}, the plausibility limit of "
            "money (no player holds more)") in err
    assert (f"scenario.yaml:7: expect.Alice.{money}: MQ225 {limit + 1} is more than {limit}, the plausibility "
            "limit") in err
    ok = text.replace(str(10**30), str(limit)).replace(f"{money}: {limit + 1}", f"{money}: {limit}")
    assert check_file(write(tmp_path, ok), "en").exit_code == 0  # the limit itself is plausible


def test_vp_and_score_above_the_limit_are_refused(tmp_path):
    """Mutation: drop the upper bound of `vp` (``Whole(0, None, ...)``) → fails."""
    vp = limits("moyen-age")["vp"]
    text = BASE.replace("vp: 5", f"vp: {vp + 1}, score: 100000")
    code, _, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2
    assert f"expect.Alice.vp: MQ225 {vp + 1} is more than {vp}, the plausibility limit of VP" in err
    assert "expect.Alice.score: MQ225 100000 is more than " in err and "the plausibility limit of a score" in err


def test_more_moves_than_the_limit_is_refused(tmp_path):
    """A case that never ends is refused before it is played. Mutation: drop the length check in Moves → fails."""
    n = limits("moyen-age")["moves"]
    text = "players: [Alice, Bruno]\nmoves:\n" + "  - buy\n" * (n + 1) + "expect: {}\n"
    code, _, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2
    assert f"scenario.yaml:2: moves: MQ225 {n + 1} moves are more than {n}, the plausibility limit of moves" in err


@pytest.mark.parametrize("seed, message", [
    (-1, "seed: MQ225 0 or more is expected, not -1"),
    (SEED_MAX + 1, f"seed: MQ225 {SEED_MAX + 1} is more than {SEED_MAX}, the largest seed (a seed is a whole number "
                   "from 0 to 2**31 - 1)"),
])
def test_seeds_outside_0_to_2_31_are_refused(tmp_path, seed, message):
    """Mutation: ``Whole(None, None, ...)`` for the seed → both cases fail."""
    code, _, err = cli(write(tmp_path, BASE.replace("moves:", f"seed: {seed}\nmoves:")), "--lang", "en")
    assert code == 2 and f"scenario.yaml:7: {message}" in err
    assert check_file(write(tmp_path, BASE.replace("moves:", f"seed: {SEED_MAX}\nmoves:")), "en").exit_code == 0


# ------------------------------------------------------------------ did you mean


def test_a_misspelt_card_id_suggests_the_nearest_and_is_reported_once_at_its_first_line(tmp_path):
    """Mutation: give the card-id problems no ``merge`` key → three messages, no "also on lines" → fails.
    Mutation: no ``suggestion`` in CardId → no "did you mean" → fails."""
    text = (BASE.replace("sites: {chapelle: [compagnon-5, apprenti-4]}", "sites: {chapel: [compagnon-5, apprenti-4]}")
            .replace("send compagnon-3 to chapelle", "send compagnon-3 to chapel")
            .replace("  Alice: {ecus: 24, vp: 5}", "  Alice: {ecus: 24, vp: 5, built: [chapel]}"))
    code, _, err = cli(write(tmp_path, text), "--lang", "en")
    assert code == 2
    assert err.count("chapel`") == 1, err
    assert ("scenario.yaml:6: setup.Alice.sites.chapel: MQ226 unknown card id `chapel` (did you mean `chapelle`?) "
            "(also on lines 8, 10)") in err


@pytest.mark.parametrize("old, new, message", [
    ("send compagnon-3 to chapelle", "send compagnon-3 to chapele",
     "scenario.yaml:8: moves[0]: MQ226 unknown card id `chapele` (did you mean `chapelle`?)"),
    ("workers: [compagnon-3]", "workers: [compagon-3]",
     "scenario.yaml:5: setup.Alice.workers[0]: MQ226 unknown card id `compagon-3` (did you mean `compagnon-3`?)"),
    ("Alice: {ecus: 24, vp: 5}", "Alice: {built: [chappelle]}",
     "scenario.yaml:10: expect.Alice.built[0]: MQ226 unknown card id `chappelle` (did you mean `chapelle`?)"),
    ("Alice: {ecus: 24, vp: 5}", "next_worker: hiden",
     "scenario.yaml:10: expect.next_worker: MQ226 unknown card id `hiden` (a card id, or null, or hidden; "
     "did you mean `hidden`?)"),
    ("Alice: {ecus: 24, vp: 5}", "Alice: {ecus: 24, vp: 5}\n  Bruo: {vp: 0}",
     "scenario.yaml:11: expect.Bruo: MQ221 unknown key `Bruo` (did you mean `Bruno`?): expect a player (Alice, Bruno)"),
    ("Alice: {ecus: 24, vp: 5}", "Alice: {ecu: 24, vp: 5}",
     "scenario.yaml:10: expect.Alice.ecu: MQ221 unknown key `ecu` (did you mean `ecus`?)"),
    ("Alice: {ecus: 24, vp: 5}", "error: take-amout",
     "scenario.yaml:10: expect.error: MQ228 unknown rule id 'take-amout' (did you mean 'take-amount'?)"),
])
def test_did_you_mean_everywhere(tmp_path, old, new, message):
    assert old in BASE
    code, _, err = cli(write(tmp_path, BASE.replace(old, new)), "--lang", "en")
    assert code == 2 and message in err, err


# ------------------------------------------------------------------ invalid card facts


BROKEN = InvalidFacts([FactError("rules/moyen-age/cartes/batiments.yaml", 12, "card `chapelle` vp",
                                 "must be greater than or equal to 0")])


@pytest.mark.parametrize("where", ["validate", "replay"])
def test_invalid_card_facts_exit_2_with_their_errors_not_a_traceback(tmp_path, monkeypatch, where):
    """The engine raises InvalidFacts from load_cards when the card facts are invalid (while the file is checked,
    or later while it is replayed): the checker prints every error and exits 2.
    Mutation: remove ``except InvalidFacts`` from run.check_file → the exception escapes → fails."""
    def load_cards(edition="moyen-age"):
        raise BROKEN

    if where == "validate":
        monkeypatch.setattr(scenario_format, "load_cards", load_cards)
    else:
        monkeypatch.setattr(scenario_format.Scenario, "new_game", lambda self, lang="fr": load_cards())
        monkeypatch.setattr(scenario_format, "_setup_problems", lambda scenario: iter(()))
    code, out, err = cli(write(tmp_path, BASE), "--lang", "en")
    assert code == 2
    assert "The card facts are invalid: the scenario" in err and "cannot be replayed (1 error(s)):" in err
    assert "rules/moyen-age/cartes/batiments.yaml:12: card `chapelle` vp: must be greater than or equal to 0" in err
    assert "Traceback" not in out + err
