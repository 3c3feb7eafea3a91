"""The minimap: the whole board in a small picture, with the main view's area framed.

Clicking or dragging in the minimap moves the main view there. The picture is the main
scene rendered into a pixmap at the minimap's scale, redrawn a moment after the scene
last changed (never once per edit or per scroll step: on a big board a full redraw costs
as much as a frame of the whole canvas); scrolling or zooming the main view only moves
the frame. The scale always fits the scene's current board, so opening another quest or
growing this one refits it.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import translate
from questwright.editor.view import CanvasView

__all__ = ["MinimapView"]

#: how long after the last change of the scene the picture is redrawn
REDRAW_DELAY_MS = 250


class MinimapView(QWidget):
    def __init__(self, main: CanvasView) -> None:
        super().__init__()
        self.main = main
        self._scene: QGraphicsScene | None = None
        self._picture: QPixmap | None = None
        #: the scene rectangle shown, and the widget rectangle it is drawn into
        self.source = QRectF(0, 0, 16 * CELL, 10 * CELL)
        self.target = QRectF()
        self.setObjectName("minimap")
        self.setAccessibleName(translate("MinimapView", "Minimap"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(120, 90)
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_DELAY_MS)
        self._redraw.timeout.connect(self.render_picture)
        main.horizontalScrollBar().valueChanged.connect(lambda _v: self.update())
        main.verticalScrollBar().valueChanged.connect(lambda _v: self.update())
        main.zoom_changed.connect(lambda _z: self.update())

    # ------------------------------------------------------------------ scene
    def scene(self) -> QGraphicsScene | None:
        return self._scene

    def setScene(self, scene: QGraphicsScene | None) -> None:
        old = self._scene
        if old is not None:
            for signal, slot in _signals(old, self):
                with contextlib.suppress(RuntimeError, TypeError):  # the scene is gone
                    signal.disconnect(slot)
        self._scene = scene
        self._picture = None
        if scene is not None:
            for signal, slot in _signals(scene, self):
                signal.connect(slot)
        self.refit()

    def _scene_changed(self, *_args: object) -> None:
        self._redraw.start()

    def refit(self) -> None:
        """Fit the scene's board into the widget (the picture follows a moment later)."""
        bounds = getattr(self._scene, "board_bounds", None)
        if bounds is None or bounds.isEmpty():
            bounds = QRectF(0, 0, 16 * CELL, 10 * CELL)
        self.source = QRectF(bounds).adjusted(-CELL, -CELL, CELL, CELL)
        w, h = max(1, self.width()), max(1, self.height())
        scale = min(w / self.source.width(), h / self.source.height())
        width, height = self.source.width() * scale, self.source.height() * scale
        target = QRectF((w - width) / 2, (h - height) / 2, width, height)
        if target != self.target:
            self._picture = None  # drawn at another scale
        self.target = target
        self._redraw.start()

    @property
    def scale(self) -> float:
        """Widget pixels per scene unit."""
        return self.target.width() / self.source.width() if self.source.width() else 1.0

    def render_picture(self) -> None:
        self._redraw.stop()
        self._picture = None
        if self._scene is not None and self.target.width() >= 1 and self.target.height() >= 1:
            ratio = self.devicePixelRatioF()
            picture = QPixmap(
                max(1, round(self.target.width() * ratio)),
                max(1, round(self.target.height() * ratio)),
            )
            picture.setDevicePixelRatio(ratio)
            picture.fill(QColor("#f4f1ea"))
            painter = QPainter(picture)
            # the board, not the pointer's aids: a placement ghost or the keyboard cursor
            # would stay in the picture after they moved on (issue #33, defect 3)
            aids = [
                item
                for item in (
                    getattr(self._scene, "ghost", None),
                    getattr(self._scene, "cursor", None),
                )
                if item is not None and item.isVisible()
            ]
            for item in aids:
                item.setVisible(False)
            try:
                self._scene.render(
                    painter,
                    QRectF(0, 0, self.target.width(), self.target.height()),
                    self.source,
                    Qt.AspectRatioMode.IgnoreAspectRatio,
                )
            finally:
                for item in aids:
                    item.setVisible(True)
            painter.end()
            self._picture = picture
        self.update()

    # ------------------------------------------------------------------ mapping
    def to_scene(self, pos: QPointF) -> QPointF:
        s = self.scale
        return QPointF(
            self.source.left() + (pos.x() - self.target.left()) / s,
            self.source.top() + (pos.y() - self.target.top()) / s,
        )

    def to_widget(self, rect: QRectF) -> QRectF:
        s = self.scale
        return QRectF(
            self.target.left() + (rect.left() - self.source.left()) * s,
            self.target.top() + (rect.top() - self.source.top()) * s,
            rect.width() * s,
            rect.height() * s,
        )

    # ------------------------------------------------------------------ Qt
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#f4f1ea"))
        if self._picture is not None:
            painter.drawPixmap(self.target.topLeft(), self._picture)
        area = self.main.mapToScene(self.main.viewport().rect()).boundingRect()
        painter.setPen(QPen(QColor("#0a58ca"), 1))
        painter.setBrush(QColor(10, 88, 202, 30))
        painter.drawRect(self.to_widget(area))
        painter.end()

    def _go(self, pos: QPointF) -> None:
        self.main.centerOn(self.to_scene(pos))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._go(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._go(event.position())


def _signals(scene: QGraphicsScene, view: MinimapView) -> list[tuple[Any, Any]]:
    """What the minimap listens to: the board's content (a BoardScene says when it
    changed; any other scene's every change) and the board's outline."""
    content = getattr(scene, "content_changed", None)
    out: list[tuple[Any, Any]] = [
        (content if content is not None else scene.changed, view._scene_changed)
    ]
    bounds = getattr(scene, "bounds_changed", None)
    if bounds is not None:
        out.append((bounds, view.refit))
    return out
