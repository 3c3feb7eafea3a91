"""Render the PNG icons from ``packaging/icons/org.questwright.Questwright.svg``.

Writes ``packaging/icons/hicolor/<N>x<N>/apps/org.questwright.Questwright.png`` for the
freedesktop icon sizes and ``packaging/icons/org.questwright.Questwright.png`` (256 px, for
PyInstaller and the editor window). The PNGs are checked in; run this after changing the SVG:
``QT_QPA_PLATFORM=offscreen python packaging/make_icons.py``. A build tool, so it may use Qt
(the library code outside ``editor/`` stays Qt-free).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent / "icons"
APP_ID = "org.questwright.Questwright"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int, path: Path) -> None:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG"):
        raise OSError(f"cannot write {path}")


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / f"{APP_ID}.svg"))
    if not renderer.isValid():
        print("invalid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        render(renderer, size, HERE / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    render(renderer, 256, HERE / f"{APP_ID}.png")
    print(f"wrote {len(SIZES) + 1} PNGs below {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
