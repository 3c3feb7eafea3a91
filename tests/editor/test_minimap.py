"""The minimap fits the quest that is open, follows the board, and moves the main view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from questwright.core import edits
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir


def _fits(win: MainWindow) -> bool:
    """The board (plus its one-cell margin) fills the minimap on one axis."""
    minimap = win.minimap
    assert win.scene is not None
    bounds = win.scene.board_bounds
    shown = minimap.to_widget(bounds)
    w, h = minimap.width(), minimap.height()
    full = abs(minimap.target.width() - w) < 1.5 or abs(minimap.target.height() - h) < 1.5
    inside = shown.left() >= -0.5 and shown.right() <= w + 0.5
    return full and inside and shown.width() > 0


def test_open_refits_the_minimap_to_the_new_quest(window: MainWindow, qtbot: Any) -> None:
    window.minimap_dock.show()
    window.minimap.resize(200, 150)
    big = bundled_quests_dir() / "ddd" / "house-ashgrove.quest.json"
    small = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
    assert window.open_path(big, ask=False)
    qtbot.wait(10)
    assert _fits(window)
    scale_big = window.minimap.scale
    assert window.open_path(small, ask=False)
    qtbot.wait(10)
    assert _fits(window)  # before the fix: still at the previous quest's scale
    assert window.minimap.scale != scale_big


def test_the_minimap_follows_the_board_and_moves_the_view(window: MainWindow, qtbot: Any) -> None:
    window.minimap.resize(200, 150)
    assert window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    doc = window.document
    before = window.minimap.scale
    tile = doc.quest.tiles[0]
    doc.push(edits.SetValue(("tiles", 0, "at"), (tile.at[0] + 30, tile.at[1])), "far away")
    assert window.minimap.scale < before  # the board grew: the minimap zooms out
    qtbot.waitUntil(lambda: window.minimap._picture is not None, timeout=2000)
    target = window.minimap.to_widget(window.scene.board_bounds).center()
    qtbot.mouseClick(window.minimap, Qt.MouseButton.LeftButton, pos=target.toPoint())
    centre = window.view.mapToScene(window.view.viewport().rect().center())
    expected = window.minimap.to_scene(QPointF(target.toPoint()))
    assert abs(centre.x() - expected.x()) < 60 and abs(centre.y() - expected.y()) < 60
