#!/usr/bin/env bash
# Type-check Questwright with mypy (configuration: [tool.mypy] in pyproject.toml).
#
# Why a script: setuptools maps the folders core/, schema/, validators/, engine/, editor/,
# tilesets/ and quests/ under the import root `questwright.` and the editable install
# resolves them with an import hook that mypy cannot follow (even `import questwright` is "not
# found"). So scripts/linktree.py builds the installed layout as a tree of links inside the
# ignored .mypy_cache/, rebuilt on every run (new files are seen at once):
#     .mypy_cache/tree/questwright/cli.py         -> questwright/cli.py
#     .mypy_cache/tree/questwright/core/board.py  -> core/board.py   (and so on for each folder)
# mypy checks `-p questwright` with that tree first on its search path, and the paths in
# its messages are mapped back to the source files.
#
# Usage: scripts/typecheck.sh [extra mypy options]     (MYPY=... to choose the mypy command)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
if [[ -z "${MYPY:-}" ]]; then
  if [[ -x .venv/bin/mypy ]]; then MYPY=.venv/bin/mypy; else MYPY=mypy; fi
fi

TREE=.mypy_cache/tree
mkdir -p .mypy_cache
# One run at a time rebuilds the tree and uses the cache (e.g. the test and a manual run).
if command -v flock >/dev/null 2>&1; then
  exec 9>.mypy_cache/typecheck.lock
  flock 9
fi
PYTHON="$(dirname "$MYPY")/python"
[[ -x "$PYTHON" ]] || PYTHON=python3
# The folders pyproject.toml maps under questwright. (scripts/linktree.py reads the mapping).
mapfile -t MAPPED < <("$PYTHON" scripts/linktree.py "$TREE")

# Map .mypy_cache/tree/questwright/<folder>/... back to <folder>/... and the rest to
# questwright/...; keep mypy's exit status.
set +e
MYPYPATH="$ROOT/$TREE" "$MYPY" --config-file pyproject.toml "$@" -p questwright 2>&1 \
  | sed -E \
    -e "s#^(\\./)?\\.mypy_cache/tree/questwright/($(IFS='|'; echo "${MAPPED[*]}"))/#\\2/#" \
    -e "s#^(\\./)?\\.mypy_cache/tree/questwright/#questwright/#"
status=${PIPESTATUS[0]}
exit "$status"
