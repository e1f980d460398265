"""Breaking the expected output of a worked example fails the suite and names the fact's YAML file and line."""

from __future__ import annotations

import pytest

import test_worked_examples as worked
from marquoir import pipeline


@pytest.mark.slow  # every fact of a copy of rules/ checked (about 0.6 s): the whole suite runs it
def test_a_wrong_expected_output_names_the_yaml_file_and_line(repo_rules):
    """The example's test (test_worked_examples.test_worked_example) run on a broken copy of rules/: it fails, with the
    file, the line of the failing ``>>>``, what was expected and what came.

    Mutation: ``failure_of`` passing line 1 instead of the doctest's line in the file to ``run_doctest`` → fails."""
    path = repo_rules / "moyen-age" / "exemples" / "envoyer.yaml"
    text = path.read_text(encoding="utf-8")
    assert "    >>> game.ecus(\"Alice\")\n    24\n" in text
    path.write_text(text.replace("    >>> game.ecus(\"Alice\")\n    24\n", "    >>> game.ecus(\"Alice\")\n    25\n"),
                    encoding="utf-8")
    line = path.read_text(encoding="utf-8").splitlines().index('    >>> game.ecus("Alice")') + 1
    broken = pipeline.checked(repo_rules, run=False)
    with pytest.raises(pytest.fail.Exception) as failed:
        worked.test_worked_example(("moyen-age", "ex-chapelle"), broken)
    report = str(failed.value)
    assert f'File "{path}", line {line}, in ex-chapelle' in report, report
    assert "Expected:\n    25\nGot:\n    24" in report
    assert f"worked example `ex-chapelle` of {path} failed" in report
