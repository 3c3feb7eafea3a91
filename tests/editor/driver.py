"""Drive the editor like a user: clicks on cells and edges, drags, keys, palette choices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from questwright.editor.canvas_geometry import CELL
from questwright.editor.mainwindow import MainWindow
from questwright.schema import serde

__all__ = [
    "choose",
    "click_cell",
    "click_edge",
    "drag_vertices",
    "key",
    "settle",
    "snapshot",
    "view_point",
    "wait_validated",
]

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def settle() -> None:
    """Let queued work (panel rebuilds, view fitting) run, as the event loop would."""
    for _ in range(3):
        QApplication.processEvents()


def snapshot(win: MainWindow) -> dict[str, Any]:
    return serde.to_json(win.document.quest)


def view_point(win: MainWindow, x: float, y: float) -> QPoint:
    """Viewport coordinates of a point in cell units (scrolled into view first)."""
    settle()  # let queued view changes (fit after opening) happen first
    scene_point = QPointF(x * CELL, y * CELL)
    win.view.centerOn(scene_point)
    return win.view.mapFromScene(scene_point)


def click_cell(
    win: MainWindow, cell: tuple[int, int], button: Qt.MouseButton = LEFT, mods: Any = NO_MOD
) -> None:
    pos = view_point(win, cell[0] + 0.5, cell[1] + 0.5)
    QTest.mouseMove(win.view.viewport(), pos)
    QTest.mouseClick(win.view.viewport(), button, mods, pos)
    settle()


def click_edge(win: MainWindow, key: tuple[str, int, int], along: float = 0.5) -> None:
    axis, x, y = key
    px, py = (x + along, y) if axis == "h" else (x, y + along)
    pos = view_point(win, px, py)
    QTest.mouseMove(win.view.viewport(), pos)
    QTest.mouseClick(win.view.viewport(), LEFT, NO_MOD, pos)
    settle()


def drag_vertices(
    win: MainWindow, start: tuple[int, int], end: tuple[int, int], button: Qt.MouseButton = LEFT
) -> None:
    view_point(win, (start[0] + end[0]) / 2, (start[1] + end[1]) / 2)  # centre the view once
    a = win.view.mapFromScene(QPointF(start[0] * CELL, start[1] * CELL))
    b = win.view.mapFromScene(QPointF(end[0] * CELL, end[1] * CELL))
    viewport = win.view.viewport()
    QTest.mouseMove(viewport, a)
    QTest.mousePress(viewport, button, NO_MOD, a)
    steps = 6
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, a + (b - a) * i / steps)
    QTest.mouseRelease(viewport, button, NO_MOD, b)
    settle()


def key(keycode: Qt.Key | str, mods: Any = NO_MOD, widget: QWidget | None = None) -> None:
    """Press a key on the focused widget, as a user would."""
    target = widget or QApplication.focusWidget()
    assert target is not None, "nothing has keyboard focus"
    if isinstance(keycode, str):
        QTest.keyClicks(target, keycode, mods)
    else:
        QTest.keyClick(target, keycode, mods)
    settle()


def choose(win: MainWindow, payload: str) -> None:
    """Choose a palette entry with a click and Enter, as a user would."""
    palette = win.palette
    assert palette.select_payload(payload), payload
    lst = palette.tiles if payload.startswith("tile:") else palette.tokens
    lst.setFocus()
    QTest.keyClick(lst, Qt.Key.Key_Return)
    settle()


def wait_validated(qtbot: Any, win: MainWindow, timeout: int = 15000) -> list[Any]:
    """Wait for the Problems panel to show the current revision; its issues."""
    qtbot.waitUntil(
        lambda: win.runner is not None and win.runner.revision == win.document.revision,
        timeout=timeout,
    )
    return list(win.runner.issues)


def choose_in_box(box: Any, value: Any, what: str) -> None:
    """Pick the item whose data is ``value`` in a combo box with the keyboard, as a user
    would: down from the current item, then from the top (``what`` names it in failures)."""
    box.setFocus()
    for start in (None, Qt.Key.Key_Home):
        if start is not None:
            QTest.keyClick(box, start)
        for _ in range(box.count()):
            if box.currentData() == value:
                return
            QTest.keyClick(box, Qt.Key.Key_Down)
    raise AssertionError(f"no {value!r} in {what}")


def choose_bot(dialog: Any, name: str) -> None:
    """Pick ``name`` in the simulation report's Bot field with the keyboard."""
    choose_in_box(dialog.bot, name, "the Bot field")


def open_simulation(win: MainWindow, path: Any) -> Any:
    """Open the quest at ``path`` and its simulation report, as a user would (the menu
    action); the dialog."""
    assert win.open_path(path, ask=False)
    settle()
    win.actions_["simulate"].trigger()
    dialog = win.sim_dialog
    assert dialog is not None
    return dialog
