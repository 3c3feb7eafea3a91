#!/usr/bin/env sh
# Install the frozen Questwright for the current user (no root needed):
#   the app folder            -> ~/.local/lib/questwright
#   questwright, -editor      -> ~/.local/bin (symbolic links)
#   desktop entry, metainfo, icons, file types -> ~/.local/share
# Run from the unpacked questwright-<version> folder:  ./install.sh     (./install.sh --uninstall)
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
DATA="${XDG_DATA_HOME:-$PREFIX/share}"
APP_ID=org.questwright.Questwright

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$PREFIX/lib/questwright"
  rm -f "$PREFIX/bin/questwright" "$PREFIX/bin/questwright-editor"
  rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
        "$DATA/mime/packages/$APP_ID.xml"
  find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
  echo "Questwright removed (your quests and installed packs are kept)."
  exit 0
fi

mkdir -p "$PREFIX/lib" "$PREFIX/bin"
rm -rf "$PREFIX/lib/questwright.new"
cp -r "$HERE/app" "$PREFIX/lib/questwright.new"
rm -rf "$PREFIX/lib/questwright"
mv "$PREFIX/lib/questwright.new" "$PREFIX/lib/questwright"
ln -sf "$PREFIX/lib/questwright/questwright" "$PREFIX/bin/questwright"
ln -sf "$PREFIX/lib/questwright/questwright-editor" "$PREFIX/bin/questwright-editor"
mkdir -p "$DATA"
cp -r "$HERE/share/." "$DATA/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$DATA/applications" || true
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$DATA/mime" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Questwright installed: run 'questwright-editor' or find it in your applications menu."
case ":$PATH:" in *":$PREFIX/bin:"*) ;; *) echo "Add $PREFIX/bin to your PATH to run it from a terminal." ;; esac
