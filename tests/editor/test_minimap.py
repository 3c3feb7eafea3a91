"""The minimap fits the quest that is open, follows the board, and moves the main view."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from questwright.core import edits
from questwright.editor.canvas_geometry import CELL
from questwright.editor.mainwindow import MainWindow
from questwright.schema.catalog import bundled_quests_dir

from tests.editor.driver import choose, click_cell, click_edge, key, view_point


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


def _settled_picture(win: MainWindow, qtbot: Any) -> Any:
    """The minimap's picture once it has been redrawn after the last change, drawn again
    now (the board's cached drawing can differ by a pixel from one moment to the next)."""
    qtbot.waitUntil(lambda: not win.minimap._redraw.isActive(), timeout=3000)
    win.minimap.render_picture()
    return win.minimap._picture.toImage()


def _around(win: MainWindow, picture: Any, rect: QRectF) -> list[int]:
    """The picture's pixels over ``rect`` (scene units)."""
    target = win.minimap.target
    shown = win.minimap.to_widget(rect).translated(-target.left(), -target.top())
    shown = shown.toAlignedRect().adjusted(-1, -1, 1, 1)
    return [
        picture.pixel(px, py)
        for px in range(max(0, shown.left()), min(picture.width(), shown.right() + 1))
        for py in range(max(0, shown.top()), min(picture.height(), shown.bottom() + 1))
    ]


def _board_only(win: MainWindow) -> Any:
    """The minimap's picture drawn with the pointer's aids (ghost, keyboard cursor) hidden."""
    scene = win.scene
    aids = [scene.ghost, scene.cursor]
    shown = [item.isVisible() for item in aids]
    for item in aids:
        item.setVisible(False)
    win.minimap.render_picture()
    for item, visible in zip(aids, shown, strict=True):
        item.setVisible(visible)
    return win.minimap._picture.toImage()


def test_the_minimap_shows_the_board_not_the_placement_ghosts(
    window: MainWindow, qtbot: Any
) -> None:
    """Issue #33, defect 3: after undoing a door placed with the Door tool the minimap still
    showed it (the tool's ghost), and a placed tile left its red "overlaps!" ghost there."""
    window.minimap_dock.show()
    window.minimap.resize(240, 180)
    assert window.open_path(bundled_quests_dir() / "md1" / "wardens-key.quest.json", ask=False)
    doc = window.document
    x, y = sorted(doc.board.cells)[len(doc.board.cells) // 2]
    view_point(window, x + 1, y + 0.5)  # where the door goes, as clicking there will
    before = _board_only(window)
    doors = set(doc.board.doors)
    window.set_tool("door")
    click_edge(window, ("v", x + 1, y))
    assert len(doc.board.doors) == len(doors) + 1  # placed
    placed = _settled_picture(window, qtbot)
    door_rect = QRectF((x + 1) * CELL - 4, y * CELL, 8, CELL)
    assert _around(window, placed, door_rect) != _around(window, before, door_rect)  # drawn
    assert placed == _board_only(window)
    key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, widget=window.view)
    assert set(doc.board.doors) == doors  # undone
    undone = _settled_picture(window, qtbot)
    assert undone == _board_only(window)  # before the fix: the door stayed (the tool's ghost)
    # a tile placed with the Tile tool: its ghost (now red, over the new tile) is not drawn
    choose(window, "tile:md1-03:B")
    right = max(cx for cx, _cy in doc.board.cells) + 3
    click_cell(window, (right, 0))
    assert len(doc.quest.tiles) == 3
    assert _settled_picture(window, qtbot) == _board_only(window)
