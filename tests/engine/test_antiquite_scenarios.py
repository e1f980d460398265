"""`marquoir check` with `edition: antiquite` scenarios: the verbs, the expectations, the same exit codes (0/1/2)
and file:line messages; the repository's Antiquity scenarios cover every option."""

import pytest

from marquoir import yamlsafe
from marquoir.engine.options import ANTIQUITY_ONLY
from marquoir.paths import ROOT
from marquoir.scenario import check_file
from scenario_helpers import console, write

FOLDER = ROOT / "tests" / "scenarios" / "antiquite"
SCENARIOS = sorted(FOLDER.glob("*.yaml"))

BASE = """\
edition: antiquite
players: [Alice, Bruno]
setup:
  Alice:
    sesterces: 12
    workers: [compagnon-3, esclave-2]
    tools: [outil-maillet]
    sites: {temple: []}
moves:
  - invest universite-bois on compagnon-3
  - send compagnon-3 to temple with outil-maillet
expect:
  Alice: {sesterces: 1, tools: [], equipment: {compagnon-3: [universite-bois, outil-maillet]}}
"""


def check(path, lang="fr"):
    """What `marquoir check PATH --lang LANG` does, in process: (exit code, stdout, stderr)."""
    result = check_file(path, lang)
    return result.exit_code, "\n".join(result.out + result.summary), "\n".join(result.err)


def test_the_folder_covers_every_option_and_the_settlement():
    used = set()
    verbs = set()
    for path in SCENARIOS:
        data = yamlsafe.load(path).data
        assert data["edition"] == "antiquite", path.name
        used |= set(data.get("options") or {})
        verbs |= {move.split()[0] for move in data["moves"]}
    assert used == set(ANTIQUITY_ONLY)
    assert {"invest", "free", "repay", "send", "end", "buy"} <= verbs
    assert len(SCENARIOS) >= 30


def test_base_passes_in_each_language(tmp_path):
    path = write(tmp_path, BASE)
    for lang, line in (("fr", "Alice équipe le compagnon 3 du maillet (sans coût)."),
                       ("en", "Alice sends Craftsman 3 to work on the Temple (1 action, 4 sesterces)."),
                       ("ja", "Aliceは職人3を神殿に派遣した（1アクション、4セステルティウス）。")):
        code, out, err = check(path, lang)
        assert code == 0, out + err
        assert line in out


@pytest.mark.parametrize("change, message", [
    (("sesterces: 1,", "sesterces: 2,"), "scenario.yaml:13: expect.Alice.sesterces: expected 2, found 1"),
    (("tools: []", "tools: [outil-maillet]"), "expect.Alice.tools: expected [outil-maillet], found []"),
    (("Alice: {sesterces: 1,", "settling: true\n  Alice: {sesterces: 1,"),
     "expect.settling: expected true, found false"),
    (("Alice: {sesterces: 1,", "Alice: {penalties: 0, slaves: [], sesterces: 1,"), "expect.Alice.slaves: expected [], "
                                                                                 "found [esclave-2]"),
    (("Alice: {sesterces: 1,", "investment_row: {university: []}\n  Alice: {sesterces: 1,"),
     "expect.investment_row: expected {university: []}, found {university: [universite-architecture, "
     "universite-decoration, universite-pierre]}"),
    (("Alice: {sesterces: 1,", "Alice: {score: 3.5, sesterces: 1,"), "expect.Alice.score: expected 3.5, found -1"),
])
def test_wrong_expectation_exits_1(tmp_path, change, message):
    code, out, err = check(write(tmp_path, BASE.replace(*change)), "en")
    assert code == 1, out + err
    assert message in out


def test_exact_tenths(tmp_path):
    # no VP; 1 sesterce = 0.1 point; one unfreed slave = −1
    text = BASE.replace("edition: antiquite", "edition: antiquite\noptions: {coin_scoring: tenths}").replace(
        "Alice: {sesterces: 1,", "Alice: {score: -0.9, sesterces: 1,")
    assert check_file(write(tmp_path, text), "en").exit_code == 0
    wrong = check_file(write(tmp_path, text.replace("score: -0.9", "score: -0.8999")), "en")
    assert wrong.exit_code == 1 and "expected -0.8999, found -0.9" in wrong.text


@pytest.mark.parametrize("change, where, message", [
    (("sesterces: 12", "ecus: 12"), "scenario.yaml:5: setup.Alice.ecus:", "Antiquity's money is sesterces"),
    (("{sesterces: 1,", "{ecus: 1,"), "scenario.yaml:13: expect.Alice.ecus:", "write `sesterces`, not `ecus`"),
    (("{sesterces: 1,", "{coins: 1,"), "scenario.yaml:13: expect.Alice.coins:", "unknown key `coins`"),
    (("with outil-maillet", "with outil-marteau"), "scenario.yaml:11: moves[1]:", "unknown card id `outil-marteau`"),
    (("on compagnon-3\n", "on nobody\n"), "scenario.yaml:10: moves[0]:", "unknown card id `nobody`"),
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\noptions: {freeing: never}"),
     "scenario.yaml:3: options.freeing:", '"anytime" or "bga-ant-en" or "end-only"'),
    (("players: [Alice, Bruno]", "players: [Alice, Bruno]\noptions: {coin_scoring: 10}"),
     "scenario.yaml:3: options.coin_scoring:", '"tens" or "tenths"'),
    (("Alice: {sesterces: 1,", "investment_row: {slaves: []}\n  Alice: {sesterces: 1,"),
     "scenario.yaml:13: expect.investment_row.slaves:", "unknown stack `slaves`"),
    (("Alice: {sesterces: 1,", "Alice: {score: many, sesterces: 1,"), "scenario.yaml:13: expect.Alice.score:",
     "a number is expected"),
    (("Alice: {sesterces: 1,", "error: no-money\n  Alice: {sesterces: 1,"), "scenario.yaml:13: expect.error:",
     "unknown rule id"),
    (("tools: [outil-maillet]", "tools: [outil-maillet]\n    freed: [compagnon-3]"),
     "scenario.yaml:8: setup.Alice.freed[0]:", "not one of Alice's slaves"),
    (("tools: [outil-maillet]", "tools: [outil-maillet]\n    equipped: {esclave-2: [outil-scie]}"),
     "scenario.yaml:8: setup.Alice.equipped.esclave-2:", "option tools_on_slaves"),
])
def test_malformed_antiquity_file_exits_2_naming_the_line(tmp_path, change, where, message):
    old, new = change
    assert old in BASE
    code, out, err = check(write(tmp_path, BASE.replace(old, new)))
    assert code == 2, out + err
    assert where in err and message in err, err


@pytest.mark.parametrize("move", ["invest apprenti-1", "free apprenti-1", "repay apprenti-1",
                                  "send apprenti-1 to chapelle with grue-1"])
def test_antiquity_moves_in_a_middle_ages_file_exit_2(tmp_path, move):
    text = f"players: [Alice, Bruno]\nmoves:\n  - {move}\nexpect:\n  over: false\n"
    code, _, err = check(write(tmp_path, text))
    assert code == 2
    assert "scenario.yaml:3: moves[0]:" in err and "exists only in Antiquity" in err
    refused = text.replace("  over: false", "  error: bad-move")  # as an expected refusal it is a valid scenario
    assert check(write(tmp_path, refused))[0] == 0


@pytest.mark.parametrize("text, message", [
    ("players: [Alice, Bruno]\nsetup:\n  Alice: {sesterces: 3}\nmoves: []\nexpect:\n  over: false\n",
     "scenario.yaml:3: setup.Alice.sesterces: MQ222 the Middle Ages money is écus"),
    ("players: [Alice, Bruno]\nmoves: []\nexpect:\n  Alice: {sesterces: 10}\n",
     "scenario.yaml:4: expect.Alice.sesterces: MQ222 the Middle Ages money is écus: write `ecus`"),
    ("players: [Alice, Bruno]\nmoves: []\nexpect:\n  Alice: {loans: []}\n",
     "scenario.yaml:4: expect.Alice.loans: MQ222 unknown key `loans` (Antiquity only)"),
    ("players: [Alice, Bruno]\nmoves: []\nexpect:\n  settling: false\n",
     "scenario.yaml:4: expect.settling: MQ222 unknown key `settling` (Antiquity only)"),
    ("players: [Alice, Bruno]\noptions: {shared_win: true}\nmoves: []\nexpect:\n  over: false\n",
     "scenario.yaml:2: options.shared_win: MQ229 option shared_win applies to Antiquity only"),
    ("players: [Alice, Bruno]\nmoves: [end]\nexpect:\n  error: one-investment\n",
     "scenario.yaml:4: expect.error: MQ228 unknown rule id 'one-investment'"),
])
def test_middle_ages_files_refuse_antiquity_keys(tmp_path, text, message):
    code, _, err = check(write(tmp_path, text), "en")
    assert code == 2 and message in err, err


@pytest.mark.process
def test_unexpected_refusal_exits_2_naming_move_line_rule_and_message(tmp_path):
    """Through the console script: exit code and stderr as a reader sees them."""
    text = BASE.replace("  - send compagnon-3", "  - invest emprunt-1\n  - send compagnon-3")
    done = console("check", write(tmp_path, text), "--lang", "en")
    assert done.returncode == 2
    assert ("scenario.yaml:11: moves[1]: MQ240 the move “invest emprunt-1” was refused (one-investment) but no "
            "refusal is expected: You have already invested this turn: one investment per turn.") in done.stderr


def test_expected_refusal_of_an_antiquity_rule(tmp_path):
    text = BASE.replace("  - send compagnon-3 to temple with outil-maillet",
                        "  - send esclave-2 to temple with outil-maillet").replace(
        "  Alice: {sesterces: 1, tools: [], equipment: {compagnon-3: [universite-bois, outil-maillet]}}",
        "  error: tool-on-slave\n  Alice: {sesterces: 5, tools: [outil-maillet]}")
    result = check_file(write(tmp_path, text), "ja")
    assert result.exit_code == 0, result.text
    assert ("拒否（tool-on-slave）：奴隷2は奴隷なので、解放するまで道具を装備できません"
            "（それを認めるオプションを選んだ場合を除く）。") in result.text
