"""./scripts/bench: a smoke test (no timing is asserted anywhere), how builds are timed and compared
(interleaved, medians), and the first-view weigher on a tiny site."""

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from marquoir.bench import Figure, first_view, summary
from marquoir.bench_build import Run, cores_busy, cost, interleaved, machine_busy, spread, steps_rows, timed
from marquoir.site.build import STEPS


@pytest.mark.process
def test_bench_help_runs():
    done = subprocess.run([sys.executable, "-m", "marquoir.bench", "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--skip-tests" in done.stdout and "first search downloads" in done.stdout
    assert "./scripts/test --fast" in done.stdout and "interleaved" in done.stdout


def test_the_two_builds_take_turns():
    """Mutation: ``interleaved`` running all of one command's runs, then the other's → fails."""
    calls = []
    times = interleaved(3, {"ours": ["a"], "plain": ["b"]}, timer=lambda args: calls.append(args[0]) or len(calls))
    assert calls == ["a", "b", "a", "b", "a", "b"]
    assert times == {"ours": [1, 3, 5], "plain": [2, 4, 6]}


@pytest.mark.process
def test_a_run_is_timed_in_wall_and_cpu_time():
    """The CPU time is the command's own (a child process that spins for a while), not the bench's.

    Mutation: ``children_cpu`` reading RUSAGE_SELF → fails (the bench itself does nothing meanwhile); the machine's
    busy time taken as nothing in ``timed`` → fails."""
    spin = [sys.executable, "-c", "import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass"]
    run = timed(spin, lambda args: subprocess.run(args, check=True))
    assert isinstance(run, Run) and run.cpu >= 0.25 and run.wall >= run.cpu * 0.5
    if machine_busy() is not None:  # Linux, as CI: the machine was at least as busy as the child
        busy, cores = run.busy
        assert busy >= 0.2 and cores >= busy


def test_the_machines_busy_time_is_read_from_proc_stat():
    """Busy: user, nice, system, irq, softirq; idle, iowait and steal only count in all.

    Mutation: idle counted as busy in bench_build.cores_busy → fails; steal counted as busy → fails."""
    assert cores_busy("cpu  100 5 20 800 30 2 3 40 0 0\n") == (130, 1000)


def test_one_noisy_run_does_not_flip_the_verdict():
    """The cost is the median of the side-by-side ratios: one run slowed down threefold leaves it at +10 %.

    Mutation: the mean of the ratios instead of the median → fails (+50 %)."""
    ours, plain = [11.0, 11.0, 33.0, 11.0, 11.0], [10.0] * 5
    median, low, high = cost(ours, plain)
    assert round(median, 6) == 10.0 and round(low, 6) == 10.0 and round(high, 6) == 230.0
    assert spread(ours) == "11.0 s (11.0–33.0 s, 5 runs)"


def test_the_suite_figure_is_pytests_closing_line():
    assert summary("....\n[100%]\n===== 1578 passed, 7 skipped in 25.10s =====\n") == "1578 passed, 7 skipped in 25.10s"
    assert summary("1 failed, 1581 passed in 52.1s\nFAILED tests/test_lint.py::test_ruff - Fai...\n") == (
        "1 failed, 1581 passed in 52.1s")  # whatever pytest prints after it
    assert summary("ImportError while loading conftest\n") == "?"


def test_first_view_counts_the_page_its_stylesheets_and_scripts(tmp_path):
    page = tmp_path / "fr" / "moyen-age" / "tour.html"
    page.parent.mkdir(parents=True)
    (tmp_path / "fr" / "assets").mkdir()
    (tmp_path / "fr" / "assets" / "a.css").write_text("body { color: red }\n" * 50)
    (tmp_path / "fr" / "assets" / "b.js").write_text("console.log(1);\n" * 50)
    page.write_text('<link rel="icon" href="../assets/a.css"><link rel="stylesheet" href="../assets/a.css?v=2">'
                    '<script>inline()</script><script src="../assets/b.js"></script><p>Tour</p>')
    total, files = first_view(tmp_path)
    assert [name for name, _ in files] == ["fr/moyen-age/tour.html", "fr/assets/a.css", "fr/assets/b.js"]
    expected = [page, tmp_path / "fr" / "assets" / "a.css", tmp_path / "fr" / "assets" / "b.js"]
    assert total == sum(len(gzip.compress(p.read_bytes(), compresslevel=6)) for p in expected)


def test_the_runtime_figure_weighs_every_file_of_the_engine_gzipped(tmp_path):
    from marquoir.bench_browser import runtime_bytes

    engine = tmp_path / "fr" / "assets" / "engine"
    (engine / "runtime").mkdir(parents=True)
    files = [engine / "worker.mjs", engine / "marquoir.zip", engine / "runtime" / "pyodide.asm.wasm"]
    for i, path in enumerate(files):
        path.write_bytes(bytes(range(256)) * (i + 3))
    (tmp_path / "fr" / "index.html").write_text("not the engine")
    assert runtime_bytes(tmp_path) == sum(len(gzip.compress(p.read_bytes(), compresslevel=6)) for p in files)


def test_the_verdict_figures_are_medians_next_to_their_targets(tmp_path, monkeypatch):
    """(g): one slow cold run and one slow warm run do not move the figures.
    Mutation: the mean instead of statistics.median in bench_browser.browser_engine → 3.0 s and 40 ms: fails."""
    from marquoir import bench, bench_browser

    monkeypatch.setattr(bench_browser, "verdict_times", lambda site, runs, say: ([1000, 6000, 2000], [10, 90, 20]))
    rows = {f.name.split(" (")[0]: f for f in bench_browser.browser_engine(tmp_path, 3, bench.Figure, print)}
    assert rows["(g) first verdict, cold"].value == "2.0 s" and rows["(g) first verdict, cold"].ok
    assert rows["(g) verdict, warm"].value == "20 ms" and rows["(g) verdict, warm"].ok


def test_the_pages_figures_are_medians_next_to_their_targets():
    """(h): one slow later visit does not move the median; each figure says its target and whether it is met.
    Mutation: `rows` taking the mean of the later visits → 2.2 s and the target is missed: fails."""
    from marquoir.bench_pages import rows

    times = {"lesson_first": [4000.0, 6000.0, 4500.0], "lesson_later": [500.0, 600.0, 9000.0, 550.0, 700.0],
             "move": [20.0, 30.0, 250.0], "checker_later": [700.0, 800.0, 1600.0]}
    found = [(value, target, ok) for _name, value, target, ok in rows(times)]
    assert found == [("4.5 s", "≤ 5 s", True), ("0.60 s", "≤ 1.5 s", True), ("30 ms", "≤ 100 ms", True),
                                    ("0.80 s", "≤ 1.5 s", True)]


def test_one_more_build_says_where_its_time_went(tmp_path):
    """The steps as the build timed them, in its order, then the rest of the run's wall time (starting Python, the
    imports), and the checks before any page as a share of the plain build. Mutation: the worked examples left out
    of the checks' share → fails."""
    spent = {"facts": 0.3, "examples": 0.1, "shared": 0.05, "staged": 0.4, "built": 3.0, "finished": 0.5}

    def run(args):  # the build, as far as the bench sees it: it writes its --timings file
        Path(args[args.index("--timings") + 1]).write_text(json.dumps(spent), encoding="utf-8")

    steps, checks = steps_rows(tmp_path, 4.0, Figure, run)
    assert steps.value.split(" · ")[:len(STEPS)] == [f"{STEPS[step]} {spent[step]:.2f} s" for step in STEPS]
    assert steps.value.split(" · ")[-1].startswith("starting Python and the imports ")
    assert checks.value == "+10.0 % (0.40 s)"
