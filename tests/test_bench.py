"""./scripts/bench: a smoke test (no timing is asserted anywhere) and the first-view weigher on a tiny site."""

import gzip
import subprocess
import sys

from marquoir.bench import first_view


def test_bench_help_runs():
    done = subprocess.run([sys.executable, "-m", "marquoir.bench", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--skip-tests" in done.stdout and "search_index.json" in done.stdout


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
    from marquoir.bench import median, runtime_bytes

    engine = tmp_path / "fr" / "assets" / "engine"
    (engine / "runtime").mkdir(parents=True)
    files = [engine / "worker.mjs", engine / "marquoir.zip", engine / "runtime" / "pyodide.asm.wasm"]
    for i, path in enumerate(files):
        path.write_bytes(bytes(range(256)) * (i + 3))
    (tmp_path / "fr" / "index.html").write_text("not the engine")
    assert runtime_bytes(tmp_path) == sum(len(gzip.compress(p.read_bytes(), compresslevel=6)) for p in files)
    assert median([3.0, 1.0, 2.0]) == 2.0 and median([4.0, 1.0, 2.0, 3.0]) == 2.5
