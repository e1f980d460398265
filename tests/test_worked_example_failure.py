"""Breaking the expected output of a worked example fails the suite and names the fact's YAML file."""

from __future__ import annotations

import pytest

import test_worked_examples as worked
from marquoir import pipeline


def test_a_wrong_expected_output_names_the_yaml_file_and_line(repo_rules):
    """The examples are collected as test_worked_examples.py collects them (in-process, from a broken copy
    of rules/), and each is run by its test function: every page, in every language, that shows it fails.

    Mutation: ``PageExample.run`` passing line 1 instead of ``self.line`` to ``run_doctest`` → fails."""
    path = repo_rules / "moyen-age" / "exemples" / "envoyer.yaml"
    text = path.read_text(encoding="utf-8")
    assert "    >>> game.ecus(\"Alice\")\n    24\n" in text
    path.write_text(text.replace("    >>> game.ecus(\"Alice\")\n    24\n", "    >>> game.ecus(\"Alice\")\n    25\n"),
                    encoding="utf-8")
    line = path.read_text(encoding="utf-8").splitlines().index('    >>> game.ecus("Alice")') + 1
    examples = [ex for ex in pipeline.page_examples(root=repo_rules) if ex.id.endswith("::ex-chapelle")]
    assert {ex.lang for ex in examples} == {"fr", "en", "ja"}
    for example in examples:
        with pytest.raises(pytest.fail.Exception) as failed:
            worked.test_worked_example(example)
        report = str(failed.value)
        assert f'File "{path}", line {line}, in ex-chapelle' in report, report
        assert "Expected:\n    25\nGot:\n    24" in report
        assert f"(shown on {example.lang}/{example.page})" in report
