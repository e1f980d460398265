# Sourced by ./scripts/serve, build, test, bench: creates or updates .venv from
# the pinned requirements, then installs Marquoir itself (editable, so the
# `marquoir` command runs the working tree).
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
export PATH="$VENV/bin:$PATH"
cd "$ROOT"
