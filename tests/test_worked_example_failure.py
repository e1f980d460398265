"""Breaking the expected output of a worked example fails the suite and names the fact's YAML file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_a_wrong_expected_output_names_the_yaml_file_and_line(repo_rules):
    path = repo_rules / "moyen-age" / "exemples" / "envoyer.yaml"
    text = path.read_text(encoding="utf-8")
    assert "    >>> game.ecus(\"Alice\")\n    24\n" in text
    path.write_text(text.replace("    >>> game.ecus(\"Alice\")\n    24\n", "    >>> game.ecus(\"Alice\")\n    25\n"),
                    encoding="utf-8")
    line = path.read_text(encoding="utf-8").splitlines().index('    >>> game.ecus("Alice")') + 1
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                             str(ROOT / "tests" / "test_worked_examples.py"), "-k", "ex-chapelle"],
                            cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "MARQUOIR_RULES": str(repo_rules)})
    assert result.returncode == 1, result.stdout
    assert f'File "{path}", line {line}, in ex-chapelle' in result.stdout, result.stdout
    assert "Expected:\n    25\nGot:\n    24" in result.stdout
    summary = result.stdout.strip().splitlines()[-1]
    assert " failed" in summary and "passed" not in summary  # every page, in every language, that shows it
