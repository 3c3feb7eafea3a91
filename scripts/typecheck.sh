#!/usr/bin/env bash
# Type-check Questwright with mypy (configuration: [tool.mypy] in pyproject.toml).
#
# Why a script: setuptools maps the folders schema/, validators/, engine/, editor/, tilesets/
# and quests/ under the import root `questwright.` and the editable install resolves them with
# an import hook that mypy cannot follow (even `import questwright` is "not found"). So we
# build what setuptools' strict editable mode builds -- a link tree with the installed
# layout -- but of symlinks, rebuilt on every run (new files are seen at once), inside the
# ignored .mypy_cache/, and without touching the virtual environment:
#     .mypy_cache/tree/questwright/<file>   -> questwright/<file>
#     .mypy_cache/tree/questwright/schema   -> schema/        (and so on for each folder)
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

# The package-dir mapping of pyproject.toml (tests/test_typecheck.py keeps them equal).
MAPPED=(schema validators engine editor tilesets quests)

TREE=.mypy_cache/tree
PKG="$TREE/questwright"
mkdir -p "$PKG"
# One run at a time rebuilds the tree and uses the cache (e.g. the test and a manual run).
if command -v flock >/dev/null 2>&1; then
  exec 9>.mypy_cache/typecheck.lock
  flock 9
fi
# The root package: one link per entry, so the mapped folders can sit beside them.
find "$PKG" -maxdepth 1 -type l -delete
for entry in questwright/* questwright/.[!.]*; do
  [[ -e "$entry" ]] || continue
  name="$(basename "$entry")"
  [[ "$name" == __pycache__ ]] && continue
  ln -sfn "$ROOT/$entry" "$PKG/$name"
done
for folder in "${MAPPED[@]}"; do
  ln -sfn "$ROOT/$folder" "$PKG/$folder"
done

# Map .mypy_cache/tree/questwright/<folder>/... back to <folder>/... and the rest to
# questwright/...; keep mypy's exit status.
set +e
MYPYPATH="$ROOT/$TREE" "$MYPY" --config-file pyproject.toml "$@" -p questwright 2>&1 \
  | sed -E \
    -e "s#^(\\./)?\\.mypy_cache/tree/questwright/($(IFS='|'; echo "${MAPPED[*]}"))/#\\2/#" \
    -e "s#^(\\./)?\\.mypy_cache/tree/questwright/#questwright/#"
status=${PIPESTATUS[0]}
exit "$status"
