"""The README's example runs as it is written."""

import re

from marquoir.doctests import run_doctest
from marquoir.paths import ROOT


def test_the_readme_engine_example_holds():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```pycon\n(.*?)^```", text, re.S | re.M)
    assert blocks
    start = text[: text.index(blocks[0])].count("\n") + 1
    failure = run_doctest(blocks[0], "readme", "README.md", start)
    assert failure is None, failure.report
