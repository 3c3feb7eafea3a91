#!/usr/bin/env bash
# CI check of the distribution: build the wheel, install it with its dependencies into a
# fresh virtual environment, and use it from a folder outside the source tree:
#   - the wheel carries every package, the JSON Schemas, the tilesets and the sample quests;
#   - `questwright validate` passes on the bundled quests;
#   - a quest pack of the bundled quests builds, verifies and installs;
#   - a signed catalogue of that pack builds (no previews without Qt).
# No PySide6 is needed. Usage: packaging/check_wheel.sh   (PYTHON=python3.11 to choose)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -z "${PYTHON:-}" ]]; then
  if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON=python3; fi
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/qw-wheel.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# The tracked and new (not ignored) files of the work tree, copied to $1.
copy_sources() {
  (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' f; do [[ -f "$f" ]] && printf '%s\0' "$f"; done \
    | xargs -0 cp --parents -t "$1")
}
say() { printf 'check_wheel: %s\n' "$*"; }

BUILD_PY="$PYTHON"
if ! "$PYTHON" -c "import build" >/dev/null 2>&1; then
  say "installing the 'build' front end into a scratch environment"
  "$PYTHON" -m venv "$WORK/tools"
  "$WORK/tools/bin/python" -m pip install --quiet --disable-pip-version-check build
  BUILD_PY="$WORK/tools/bin/python"
fi

say "building the wheel"
# Build from a copy of the sources, so the check neither writes into the work tree
# (build/, *.egg-info) nor packs ignored files.
mkdir "$WORK/src"
if git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
  copy_sources "$WORK/src"
else
  cp -r "$ROOT/." "$WORK/src"
fi
"$BUILD_PY" -m build --wheel --outdir "$WORK/dist" "$WORK/src" >"$WORK/build.log" 2>&1 \
  || { tail -40 "$WORK/build.log"; say "FAILED: wheel build"; exit 1; }
WHEEL="$(ls "$WORK"/dist/questwright-*.whl)"
say "built $(basename "$WHEEL")"

say "installing into a fresh virtual environment"
"$PYTHON" -m venv "$WORK/venv"
VPY="$WORK/venv/bin/python"
"$VPY" -m pip install --quiet --disable-pip-version-check "$WHEEL" >"$WORK/pip.log" 2>&1 \
  || { tail -40 "$WORK/pip.log"; say "FAILED: pip install"; exit 1; }

cd "$WORK"   # away from the source tree
unset PYTHONPATH
export PYTHONNOUSERSITE=1
QW="$WORK/venv/bin/questwright"

"$VPY" - "$ROOT" <<'PY'
"""Everything the wheel must carry is there, and none of it comes from the source tree."""
import importlib, pathlib, sys, tomllib, zipfile

root = pathlib.Path(sys.argv[1])
import questwright
here = pathlib.Path(questwright.__file__).resolve()
assert root not in here.parents, f"questwright imported from the source tree: {here}"
with open(root / "pyproject.toml", "rb") as handle:
    packages = tomllib.load(handle)["tool"]["setuptools"]["packages"]
for name in packages:
    if name == "questwright.editor" or name.startswith("questwright.editor."):
        continue  # needs PySide6, not installed here
    importlib.import_module(name)
from questwright.schema.catalog import bundled_quests_dir, bundled_tilesets_dir
schemas = sorted(p.name for p in (here.parent / "schema").glob("*.schema.json"))
assert {"quest.schema.json", "tileset.schema.json", "system.schema.json", "pack.schema.json", "catalogue.schema.json"} <= set(schemas), schemas
tilesets = sorted(bundled_tilesets_dir().rglob("*.tiles.json"))
systems = sorted(bundled_tilesets_dir().rglob("system.json"))
quests = sorted(bundled_quests_dir().rglob("*.quest.json"))
source_quests = sorted((root / "quests").rglob("*.quest.json"))
source_tilesets = sorted((root / "tilesets").rglob("*.tiles.json"))
assert len(quests) == len(source_quests) > 0, (len(quests), len(source_quests))
assert len(tilesets) == len(source_tilesets) > 0, (len(tilesets), len(source_tilesets))
catalogs = sorted(p.parent.parent.name for p in (here.parent / "locale").glob("*/LC_MESSAGES/questwright.mo"))
assert catalogs == ["de", "fr"], catalogs
editor = here.parent / "editor" / "resources" / "translations"
assert sorted(p.name for p in editor.glob("*.qm")) == ["questwright_de.qm", "questwright_en.qm", "questwright_fr.qm"]
print(f"check_wheel: carries {len(schemas)} schemas, {len(systems)} systems, "
      f"{len(tilesets)} tilesets, {len(quests)} quests")
PY

QUESTS="$("$VPY" -c 'import os, questwright.quests as q; print(os.path.dirname(q.__file__))')"
say "questwright validate $QUESTS"
"$QW" validate "$QUESTS"
say "messages in French from the installed catalogs"
"$QW" --lang fr validate "$QUESTS" | grep -qE "fichiers : [0-9]+ erreurs?,"

say "pack build / verify / install from the installed wheel"
"$QW" pack build "$QUESTS" -o "$WORK/samples.qwpack" --id samples --name "Sample quests" >/dev/null
"$QW" pack verify "$WORK/samples.qwpack" >/dev/null
"$QW" pack install "$WORK/samples.qwpack" --into "$WORK/library"
"$QW" validate "$WORK/library/samples" >/dev/null

say "catalogue keygen / build / sign from the installed wheel"
mkdir "$WORK/packs" && cp "$WORK/samples.qwpack" "$WORK/packs/"
"$QW" catalogue keygen "$WORK/key.pem" >/dev/null
"$QW" catalogue build "$WORK/packs" -o "$WORK/site" --games 1 --key "$WORK/key.pem" 2>/dev/null \
  | grep -q ", signed"
test -s "$WORK/site/index.html" && test -s "$WORK/site/catalogue.json.sig"
say "ok"
