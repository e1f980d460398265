# Sourced by ./scripts/serve, build, test, bench: creates or updates .venv from
# the pinned requirements, then installs Marquoir itself (editable, so the
# `marquoir` command runs the working tree). It also fetches what the engine
# needs in the reader's browser, which the site build copies into each site
# (nothing of it is committed): Pyodide, pinned with its integrity hash in
# package-lock.json, into node_modules/ (npm ci --ignore-scripts), and PyYAML's
# source distribution, pinned with its hash in requirements-browser.txt, into
# .cache/browser/ (its pure-Python package extracted to .cache/browser/pyyaml/yaml/).
# Each is fetched again only when it is missing or its pin changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
stamp="$VENV/.marquoir-installed"
if [ ! -x "$VENV/bin/python" ]; then
    echo "marquoir: creating $VENV" >&2
    "$PY" -m venv "$VENV"
fi
if [ ! -f "$stamp" ] || [ "$ROOT/requirements.txt" -nt "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    echo "marquoir: installing pinned requirements into .venv" >&2
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r "$ROOT/requirements.txt"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -e "$ROOT"
    touch "$stamp"
fi

# --- the engine in the browser (README: The case checker) -------------------------------
BROWSER="$ROOT/.cache/browser"
mkdir -p "$BROWSER"
_pin() { sha256sum "$1" | cut -d' ' -f1; }   # what a stamp records: the pin file's hash
if [ ! -f "$ROOT/node_modules/pyodide/pyodide.asm.wasm" ] \
        || [ "$(cat "$BROWSER/npm.stamp" 2>/dev/null)" != "$(_pin "$ROOT/package-lock.json")" ]; then
    if ! command -v npm >/dev/null 2>&1; then
        echo "marquoir: npm is missing. The site's case checker runs the engine in the browser with Pyodide," >&2
        echo "marquoir: which the setup fetches with npm: install Node.js and npm (Debian: apt-get install nodejs npm)" >&2
        echo "marquoir: and run this command again." >&2
        exit 1
    fi
    echo "marquoir: fetching Pyodide (package-lock.json, integrity checked) into node_modules/" >&2
    (cd "$ROOT" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
    _pin "$ROOT/package-lock.json" > "$BROWSER/npm.stamp"
fi
if [ ! -f "$BROWSER/pyyaml/yaml/__init__.py" ] \
        || [ "$(cat "$BROWSER/pip.stamp" 2>/dev/null)" != "$(_pin "$ROOT/requirements-browser.txt")" ]; then
    echo "marquoir: fetching PyYAML's source distribution (requirements-browser.txt, hash checked) into .cache/browser/" >&2
    rm -rf "$BROWSER"/pyyaml-*.tar.gz "$BROWSER/pyyaml"
    "$VENV/bin/python" -m pip download --quiet --disable-pip-version-check --require-hashes --no-binary :all: \
        --no-deps -r "$ROOT/requirements-browser.txt" -d "$BROWSER"
    # its pure-Python package (lib/yaml/*.py) into .cache/browser/pyyaml/yaml/, which the site's bundle ships
    "$VENV/bin/python" - "$BROWSER" <<'PY'
import pathlib, sys, tarfile
browser = pathlib.Path(sys.argv[1])
out = browser / "pyyaml" / "yaml"
out.mkdir(parents=True)
with tarfile.open(next(browser.glob("pyyaml-*.tar.gz"))) as sdist:
    for member in sdist.getmembers():
        parts = member.name.split("/")
        if member.isfile() and parts[1:3] == ["lib", "yaml"] and len(parts) == 4 and parts[3].endswith(".py"):
            (out / parts[3]).write_bytes(sdist.extractfile(member).read())
PY
    _pin "$ROOT/requirements-browser.txt" > "$BROWSER/pip.stamp"
fi

export PATH="$VENV/bin:$PATH"
cd "$ROOT"
