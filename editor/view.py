"""The canvas view: zoom to the cursor, pan, fit, the keyboard cell cursor, drops.

* Wheel zooms about the pointer (Shift+wheel scrolls sideways, Ctrl+wheel scrolls).
* Middle-button drag, or Space held with a left drag, pans.
* Arrow keys move the keyboard cell cursor; Enter/Space acts with the current tool there;
  Shift+arrow acts on that side of the cursor cell (walls, doors, edge tokens);
  Alt+arrow nudges the selection one cell; Ctrl+arrow scrolls; Escape cancels.
* Palette items dropped on the canvas place a tile or a token in the drop cell.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QLabel, QWidget
from questwright.core.geometry import Cell
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import translate

if TYPE_CHECKING:
    from questwright.editor.scene import BoardScene
    from questwright.editor.tools.base import ToolManager

__all__ = ["PALETTE_MIME", "CanvasView"]

PALETTE_MIME = "application/x-questwright-palette"
#: how long the zoom must stay put before board chunks are cached as pixmaps again
ZOOM_SETTLE_MS = 300
MIN_ZOOM, MAX_ZOOM = 0.04, 8.0
_ARROWS = {
    Qt.Key.Key_Left: ("W", -1, 0),
    Qt.Key.Key_Right: ("E", 1, 0),
    Qt.Key.Key_Up: ("N", 0, -1),
    Qt.Key.Key_Down: ("S", 0, 1),
}


#: lines the overlay legend may wrap over before it is elided
LEGEND_LINES = 4


class CanvasView(QGraphicsView):
    """The board canvas."""

    zoom_changed = Signal(float)
    cursor_moved = Signal(object)  # Cell
    nudge_requested = Signal(int, int)
    dropped = Signal(str, object)  # palette payload, Cell
    #: right click with the select tool: (global position) — the window shows its menu
    context_menu_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tools: ToolManager | None = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setAccessibleName(translate("CanvasView", "Board canvas"))
        self._panning: QPointF | None = None
        self.legend = ""
        # The legend is a widget over the viewport, not paint in it: what is painted in the
        # viewport is scrolled with the board (and smeared), a sibling widget stays put.
        self.legend_label = QLabel(self)
        self.legend_label.setObjectName("overlay-legend")
        self.legend_label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.legend_label.setStyleSheet(
            "QLabel { background: rgba(255, 255, 255, 225); color: #202020;"
            " border-radius: 4px; padding: 3px 8px; }"
        )
        self.legend_label.hide()
        self._space = False
        self.cursor_cell: Cell = (0, 0)
        self._zoom_settled = QTimer(self)
        self._zoom_settled.setSingleShot(True)
        self._zoom_settled.setInterval(ZOOM_SETTLE_MS)
        self._zoom_settled.timeout.connect(lambda: self._cache_chunks("device"))
        self.zoom_changed.connect(self._zooming)

    # ------------------------------------------------------------------ scene
    def board_scene(self) -> BoardScene | None:
        return self.scene()  # type: ignore[return-value]

    def set_board_scene(self, scene: BoardScene) -> None:
        self.setScene(scene)
        cells = scene.doc.board.cells
        if cells and self.cursor_cell not in cells:
            # the cursor of another quest's board: to this board's top-left cell, not off it
            # (issue #33, defect 8)
            self.cursor_cell = min(cells, key=lambda c: (c[1], c[0]))
            self.cursor_moved.emit(self.cursor_cell)
        scene.cursor.set_cell(self.cursor_cell)
        scene.cursor.setVisible(self.hasFocus())

    # ------------------------------------------------------------------ zoom
    def _cache_chunks(self, mode: str) -> None:
        scene = self.board_scene()
        if scene is not None and hasattr(scene, "set_chunk_cache"):
            scene.set_chunk_cache(mode)

    def _zooming(self, zoom: float) -> None:
        """Seen from far (a cell a few pixels wide), every chunk is one picture drawn once
        and scaled at each zoom step; nearer, while the zoom changes chunks are stroked
        directly (a pixmap at the view's scale would be redrawn at every step), and once it
        settles they are cached at that scale again."""
        from questwright.editor.scene import FAR_CELL_PX

        if zoom * CELL < FAR_CELL_PX:
            self._zoom_settled.stop()
            self._cache_chunks("far")
        else:
            self._cache_chunks("none")
            self._zoom_settled.start()

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, zoom: float, anchor: QPointF | None = None) -> None:
        """Zoom to ``zoom``, keeping the scene point under ``anchor`` (viewport pixels) there."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        factor = zoom / self.zoom
        old = self.transformationAnchor()
        if anchor is None:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(factor, factor)
        else:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            point = anchor.toPoint()
            fixed = self.mapToScene(point)
            self.scale(factor, factor)
            drift = self.mapFromScene(fixed) - point
            bar_x, bar_y = self.horizontalScrollBar(), self.verticalScrollBar()
            bar_x.setValue(bar_x.value() + drift.x())
            bar_y.setValue(bar_y.value() + drift.y())
        self.setTransformationAnchor(old)
        self.zoom_changed.emit(self.zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.25)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.25)

    def zoom_actual(self) -> None:
        self.set_zoom(1.0)

    def fit(self, rect: QRectF | None = None) -> None:
        scene = self.board_scene()
        if scene is None:
            return
        if rect is None:
            rect = scene.board_bounds
            if rect.isEmpty():
                rect = QRectF(0, 0, 16 * CELL, 10 * CELL)
        self.fitInView(rect.adjusted(-CELL, -CELL, CELL, CELL), Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > 2.0:
            self.set_zoom(2.0)
        self.zoom_changed.emit(self.zoom)

    def frame(self, rect: QRectF) -> None:
        """Show ``rect``: centre on it, zooming out only if it does not fit."""
        if rect.isEmpty():
            return
        view = self.mapToScene(self.viewport().rect()).boundingRect()
        if rect.width() > view.width() * 0.9 or rect.height() > view.height() * 0.9:
            self.fit(rect)
        self.centerOn(rect.center())

    def wheelEvent(self, event: QWheelEvent) -> None:
        mods = event.modifiers()
        if mods & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier):
            super().wheelEvent(event)
            return
        delta = event.angleDelta().y()
        if delta == 0:
            return
        self.set_zoom(self.zoom * math.pow(1.0015, delta), event.position())
        event.accept()

    # ------------------------------------------------------------------ panning
    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.MiddleButton or (
            self._space and event.button() == Qt.MouseButton.LeftButton
        ):
            self._panning = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)
        scene = self.board_scene()
        if scene is not None and event.button() == Qt.MouseButton.LeftButton:
            self.cursor_cell = scene.cursor.cell
            self.cursor_moved.emit(self.cursor_cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None:
            delta = event.position() - self._panning
            self._panning = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(delta.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.LeftButton,
        ):
            self._panning = None
            self.viewport().setCursor(
                Qt.CursorShape.OpenHandCursor if self._space else Qt.CursorShape.ArrowCursor
            )
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        scene = self.board_scene()
        if scene is not None:
            scene.cursor.setVisible(True)
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        scene = self.board_scene()
        if scene is not None:
            scene.cursor.setVisible(False)
        super().focusOutEvent(event)

    def leaveEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        scene = self.board_scene()
        if scene is not None:
            scene.leave()
        super().leaveEvent(event)

    def set_legend(self, text: str) -> None:
        self.legend = text
        self.legend_label.setText(text)
        self.legend_label.setToolTip(text)
        self.legend_label.setVisible(bool(text))
        self._place_legend()

    def _place_legend(self) -> None:
        """Keep the legend in the viewport's top-left corner, wrapped over at most
        :data:`LEGEND_LINES` lines of its width and elided beyond (issue #33, defect 8: a
        coverage legend on one elided line hid most of what it says)."""
        label = self.legend_label
        area = self.viewport().geometry()
        room = max(40, area.width() - 16)
        metrics = label.fontMetrics()
        text = metrics.elidedText(
            self.legend, Qt.TextElideMode.ElideRight, LEGEND_LINES * (room - 24)
        )
        label.setWordWrap(metrics.horizontalAdvance(text) > room - 16)
        label.setText(text)
        width = min(room, label.sizeHint().width()) if not label.wordWrap() else room
        height = label.heightForWidth(width) if label.wordWrap() else label.sizeHint().height()
        label.setGeometry(area.left() + 8, area.top() + 8, width, height)
        label.raise_()

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self._place_legend()

    # ------------------------------------------------------------------ keyboard
    def move_cursor(self, cell: Cell) -> None:
        self.cursor_cell = cell
        scene = self.board_scene()
        if scene is not None:
            scene.cursor.set_cell(cell)
            self.ensureVisible(
                QRectF(cell[0] * CELL, cell[1] * CELL, CELL, CELL), int(CELL), int(CELL)
            )
            if self.tools and self.tools.current:
                self.tools.current.cursor_moved(cell)
        self.cursor_moved.emit(cell)

    def _apply_at_cursor(self, tool: Any, mods: Qt.KeyboardModifier) -> None:
        """Enter or Space: the tool acts at the keyboard cursor; a tile it places there is
        brought into view (it grows right and down from the cursor, issue #33 defect 6)."""
        before = getattr(tool, "last_placed", None)
        tool.apply_at(self.cursor_cell, mods)
        placed = getattr(tool, "last_placed", None)
        scene = self.board_scene()
        if placed is None or placed == before or scene is None:
            return
        tile = scene.doc.board.tiles.get(placed)
        if tile is None or not tile.cells:
            return
        xs = [c[0] for c in tile.cells]
        ys = [c[1] for c in tile.cells]
        rect = QRectF(
            min(xs) * CELL,
            min(ys) * CELL,
            (max(xs) - min(xs) + 1) * CELL,
            (max(ys) - min(ys) + 1) * CELL,
        )
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        if rect.width() > shown.width() or rect.height() > shown.height():
            self.frame(rect)
            return
        roomy = rect.width() + CELL <= shown.width() and rect.height() + CELL <= shown.height()
        margin = int(CELL / 2) if roomy else 0
        self.ensureVisible(rect, margin, margin)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers()
        tool = self.tools.current if self.tools else None
        if (
            key == Qt.Key.Key_Space
            and not event.isAutoRepeat()
            and mods == Qt.KeyboardModifier.NoModifier
        ):
            # Space: act at the cursor on a tap; pan while held with the mouse
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if key in _ARROWS:
            side, dx, dy = _ARROWS[Qt.Key(key)]
            if mods & Qt.KeyboardModifier.AltModifier:
                self.nudge_requested.emit(dx, dy)
            elif mods & Qt.KeyboardModifier.ShiftModifier:
                if tool is None or not tool.apply_side(self.cursor_cell, side, mods):
                    self.move_cursor((self.cursor_cell[0] + dx * 5, self.cursor_cell[1] + dy * 5))
            elif mods & Qt.KeyboardModifier.ControlModifier:
                bar = self.horizontalScrollBar() if dx else self.verticalScrollBar()
                bar.setValue(bar.value() + (dx or dy) * int(CELL * self.zoom * 3))
            else:
                self.move_cursor((self.cursor_cell[0] + dx, self.cursor_cell[1] + dy))
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if tool is not None:
                self._apply_at_cursor(tool, mods)
            event.accept()
            return
        if key == Qt.Key.Key_Escape and tool is not None and tool.cancel():
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            was_panning = self._panning is not None
            self._space = False
            self._panning = None
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            tool = self.tools.current if self.tools else None
            if not was_panning and tool is not None:
                self._apply_at_cursor(tool, event.modifiers())
            event.accept()
            return
        super().keyReleaseEvent(event)

    def contextMenuEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        tool = self.tools.current if self.tools else None
        if tool is not None and tool.name == "select":
            self.context_menu_requested.emit(event.globalPos())
            event.accept()
            return
        event.ignore()  # the other tools use the right button themselves

    # ------------------------------------------------------------------ drag and drop
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(PALETTE_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not event.mimeData().hasFormat(PALETTE_MIME):
            super().dropEvent(event)
            return
        payload = bytes(event.mimeData().data(PALETTE_MIME).data()).decode("utf-8")
        pos = self.mapToScene(event.position().toPoint())
        cell = (math.floor(pos.x() / CELL), math.floor(pos.y() / CELL))
        self.dropped.emit(payload, cell)
        event.acceptProposedAction()
