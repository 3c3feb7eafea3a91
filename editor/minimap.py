"""The minimap: the whole board in a small view, with the main view's area framed.

Clicking or dragging in the minimap moves the main view there. It shares the main scene,
so it redraws from the same model events and costs no extra state.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QResizeEvent
from PySide6.QtWidgets import QGraphicsView
from questwright.editor.canvas_geometry import CELL
from questwright.editor.view import CanvasView

__all__ = ["MinimapView"]


class MinimapView(QGraphicsView):
    def __init__(self, main: CanvasView) -> None:
        super().__init__()
        self.main = main
        self.setObjectName("minimap")
        self.setAccessibleName("Minimap")
        self.setInteractive(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(120, 90)
        main.horizontalScrollBar().valueChanged.connect(lambda _v: self.viewport().update())
        main.verticalScrollBar().valueChanged.connect(lambda _v: self.viewport().update())
        main.zoom_changed.connect(lambda _z: self.viewport().update())

    def refit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        bounds = scene.board_bounds  # type: ignore[attr-defined]
        if bounds.isEmpty():
            bounds = QRectF(0, 0, 16 * CELL, 10 * CELL)
        self.fitInView(
            bounds.adjusted(-CELL, -CELL, CELL, CELL), Qt.AspectRatioMode.KeepAspectRatio
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        area = self.main.mapToScene(self.main.viewport().rect()).boundingRect()
        painter.setPen(QPen(QColor("#0a58ca"), 0))
        painter.setBrush(QColor(10, 88, 202, 30))
        painter.drawRect(area)

    def _go(self, pos: QPointF) -> None:
        self.main.centerOn(self.mapToScene(pos.toPoint()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._go(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._go(event.position())

    def wheelEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        event.ignore()
