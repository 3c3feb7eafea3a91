#!/usr/bin/env bash
# Build Questwright's distributions and smoke-test them (run on demand; the frozen build
# takes minutes):
#   dist/questwright-<v>.tar.gz, dist/questwright-<v>-py3-none-any.whl   (python -m build)
#   dist/app/questwright/                      one-folder frozen app (PyInstaller)
#   dist/questwright-<v>-linux-<arch>.tar.gz   that folder + desktop entry, metainfo, icons
# Smoke checks: the wheel passes packaging/check_wheel.sh; the frozen app reports its
# version, validates a bundled quest, renders it to a PNG offscreen, builds and verifies a
# quest pack, and the frozen editor opens the quest offscreen and quits. Options: --skip-wheel-check, --skip-freeze.   PYTHON=python3.11 to choose.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${DIST:-$ROOT/dist}"
if [[ -z "${PYTHON:-}" ]]; then
  if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON=python3; fi
fi
WHEEL_CHECK=1
FREEZE=1
for arg in "$@"; do
  case "$arg" in
    --skip-wheel-check) WHEEL_CHECK=0 ;;
    --skip-freeze) FREEZE=0 ;;
    *) echo "usage: $0 [--skip-wheel-check] [--skip-freeze]" >&2; exit 2 ;;
  esac
done
WORK="$(mktemp -d "${TMPDIR:-/tmp}/qw-build.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
# The tracked and new (not ignored) files of the work tree, copied to $1.
copy_sources() {
  (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' f; do [[ -f "$f" ]] && printf '%s\0' "$f"; done \
    | xargs -0 cp --parents -t "$1")
}
say() { printf 'build: %s\n' "$*"; }
fail() { printf 'build: FAILED: %s\n' "$*" >&2; exit 1; }

VERSION="$("$PYTHON" -c 'import re,sys; print(re.search(r"__version__ = \"([^\"]+)\"", open(sys.argv[1]).read())[1])' "$ROOT/questwright/__init__.py")"
mkdir -p "$DIST"

# 1. sdist and wheel, from a copy of the sources (nothing is written into the tree).
say "questwright $VERSION: sdist and wheel"
mkdir "$WORK/src"
copy_sources "$WORK/src"
"$PYTHON" -m venv "$WORK/tools"
"$WORK/tools/bin/python" -m pip install --quiet --disable-pip-version-check build
"$WORK/tools/bin/python" -m build --outdir "$DIST" "$WORK/src" >"$WORK/build.log" 2>&1 \
  || { tail -40 "$WORK/build.log"; fail "python -m build"; }
WHEEL="$DIST/questwright-$VERSION-py3-none-any.whl"
[[ -f "$WHEEL" ]] || fail "no wheel at $WHEEL"
say "wrote $(basename "$WHEEL") and questwright-$VERSION.tar.gz"
if [[ "$WHEEL_CHECK" == 1 ]]; then
  PYTHON="$PYTHON" "$ROOT/packaging/check_wheel.sh"
fi
[[ "$FREEZE" == 1 ]] || exit 0

# 2. The frozen app, built from the installed wheel (with the gui extra) in a fresh venv.
say "frozen one-folder app (PyInstaller; takes a few minutes)"
"$PYTHON" -m venv "$WORK/freeze"
FPY="$WORK/freeze/bin/python"
"$FPY" -m pip install --quiet --disable-pip-version-check "$WHEEL[gui]" "pyinstaller>=6.0" \
  >"$WORK/pip.log" 2>&1 || { tail -40 "$WORK/pip.log"; fail "pip install for the frozen build"; }
rm -rf "$DIST/app/questwright"
(cd "$WORK" && "$FPY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST/app" --workpath "$WORK/pyi" "$ROOT/packaging/pyinstaller/questwright.spec") \
  || fail "PyInstaller"
APP="$DIST/app/questwright"

# 3. Smoke checks of the frozen app, run from outside the tree and without the venv.
say "smoke checks of $APP"
cd "$WORK"
export QT_QPA_PLATFORM=offscreen
unset PYTHONPATH
"$APP/questwright" --version | grep -q "$VERSION" || fail "questwright --version"
QUESTS="$(find "$APP" -path '*questwright/quests' -type d | head -1)"
[[ -d "$QUESTS" ]] || fail "no bundled quests in the app"
QUEST="$(find "$QUESTS" -name '*.quest.json' | sort | head -1)"
"$APP/questwright" validate "$QUEST" || fail "validate $QUEST"
"$APP/questwright" render "$QUEST" -o "$WORK/smoke.png" >/dev/null || fail "render"
head -c 8 "$WORK/smoke.png" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a$' \
  || fail "render did not write a PNG"
[[ "$(stat -c %s "$WORK/smoke.png")" -gt 1000 ]] || fail "PNG suspiciously small"
"$APP/questwright" pack build "$QUESTS" -o "$WORK/smoke.qwpack" --id smoke >/dev/null || fail "pack build"
"$APP/questwright" pack verify "$WORK/smoke.qwpack" >/dev/null || fail "pack verify"
[[ -x "$APP/questwright-editor" ]] || fail "no questwright-editor program"
# The editor starts, opens the quest, shows its window offscreen and quits.
SHOWN="$(timeout 120 "$APP/questwright-editor" --quit-after-show --no-recovery "$QUEST" 2>"$WORK/editor.err")" \
  || { tail -20 "$WORK/editor.err"; fail "questwright-editor did not start"; }
[[ "$SHOWN" == *shown* ]] || fail "questwright-editor did not show its window"
say "frozen app ok: validated and rendered $(basename "$QUEST") ($(stat -c %s "$WORK/smoke.png") byte PNG)"

# 4. A tarball with the freedesktop files beside the app folder.
ARCH="$(uname -m)"
STAGE="$WORK/stage/questwright-$VERSION"
mkdir -p "$STAGE/share/applications" "$STAGE/share/metainfo" "$STAGE/share/mime/packages"
cp -r "$APP" "$STAGE/app"
cp "$ROOT/packaging/linux/org.questwright.Questwright.desktop" "$STAGE/share/applications/"
cp "$ROOT/packaging/linux/org.questwright.Questwright.metainfo.xml" "$STAGE/share/metainfo/"
cp "$ROOT/packaging/linux/org.questwright.Questwright.mime.xml" \
  "$STAGE/share/mime/packages/org.questwright.Questwright.xml"
mkdir -p "$STAGE/share/icons/hicolor/scalable/apps"
cp -r "$ROOT/packaging/icons/hicolor/." "$STAGE/share/icons/hicolor/"
cp "$ROOT/packaging/icons/org.questwright.Questwright.svg" "$STAGE/share/icons/hicolor/scalable/apps/"
cp "$ROOT/packaging/linux/install.sh" "$STAGE/install.sh"
TARBALL="$DIST/questwright-$VERSION-linux-$ARCH.tar.gz"
tar -C "$WORK/stage" --sort=name --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "questwright-$VERSION"
say "wrote $TARBALL ($(du -h "$TARBALL" | cut -f1))"
