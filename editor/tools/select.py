"""Select and move: click, Shift/Ctrl-click to toggle, rubber band, drag with cell snapping.

Dragging shows the selection outline moved; releasing pushes one ``move_objects`` edit, so
a whole drag is one undo step. A tile moves with the tokens and quest edges on it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from questwright.core import edits
from questwright.core.geometry import Cell
from questwright.editor.canvas_geometry import CELL
from questwright.editor.commands import MergeId
from questwright.editor.i18n import QT_TRANSLATE_NOOP, translate
from questwright.editor.tools.base import CanvasEvent, Tool

__all__ = ["SelectTool", "movable"]


def movable(doc_kind: str | None) -> bool:
    return doc_kind in ("tile", "token", "door", "edge")


class SelectTool(Tool):
    name = "select"
    label = QT_TRANSLATE_NOOP("Tools", "Select / move")
    shortcut = "V"
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Click to select, drag to move (snaps to cells), drag on empty floor for a rubber band",
    )

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self._press: CanvasEvent | None = None
        self._dragging = False
        self._band = False
        self._offset: Cell = (0, 0)

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if ev.right:
            self._select_for_menu(ev)
            return
        if not ev.left:
            return
        self._press = ev
        self._dragging = False
        hits = self.scene.hit(ev.x, ev.y)
        target = hits[0] if hits else None
        selection = list(self.doc.selection)
        if target is None:
            self._band = True
            if not (ev.shift or ev.ctrl):
                self.doc.set_selection([])
            return
        self._band = False
        if ev.shift or ev.ctrl:
            if target in selection:
                selection.remove(target)
            else:
                selection.append(target)
            self.doc.set_selection(selection)
        elif target not in selection:
            self.doc.set_selection([target])

    def _select_for_menu(self, ev: CanvasEvent) -> None:
        """A right click selects what it lands on, so that the context menu that follows acts
        on it: the selection stays when the topmost object there is selected, and an empty
        spot clears it (as in file managers and Tiled)."""
        hits = self.scene.hit(ev.x, ev.y)
        if not hits:
            self.doc.set_selection([])
        elif hits[0] not in self.doc.selection:
            self.doc.set_selection([hits[0]])

    def mouse_moved(self, ev: CanvasEvent) -> None:
        if self._press is None:
            return
        dx, dy = ev.x - self._press.x, ev.y - self._press.y
        if self._band:
            x0, y0 = min(ev.x, self._press.x), min(ev.y, self._press.y)
            rect = QRectF(x0 * CELL, y0 * CELL, abs(dx) * CELL, abs(dy) * CELL)
            path = QPainterPath()
            path.addRect(rect)
            pen = QPen(QColor("#0a58ca"), 0, Qt.PenStyle.DashLine)
            self.scene.ghost.set_parts([(path, pen, QBrush(QColor(10, 88, 202, 30)))])
            return
        if not self._dragging and math.hypot(dx, dy) < 0.3:
            return
        self._dragging = True
        self._offset = (round(dx), round(dy))
        self.scene.selection_item.setPos(self._offset[0] * CELL, self._offset[1] * CELL)

    def mouse_released(self, ev: CanvasEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            return
        if self._band:
            self._band = False
            self.ghost_clear()
            x0, x1 = sorted((press.x, ev.x))
            y0, y1 = sorted((press.y, ev.y))
            if x1 - x0 < 0.05 and y1 - y0 < 0.05:
                return
            found = self.scene.refs_in_rect(x0, y0, x1, y1)
            if ev.shift or ev.ctrl:
                found = list(dict.fromkeys([*self.doc.selection, *found]))
            self.doc.set_selection(found)
            return
        self.scene.selection_item.setPos(0, 0)
        if self._dragging and self._offset != (0, 0):
            self.move_selection(*self._offset)
        self._dragging = False
        self._offset = (0, 0)

    def mouse_double_clicked(self, ev: CanvasEvent) -> None:
        self.ctx.say(
            translate("SelectTool", "Edit the selected object in the Properties panel (Alt+3)")
        )

    def move_selection(self, dx: int, dy: int, merge: bool = False) -> bool:
        doc = self.doc
        ids = [r for r in doc.selection if movable(doc.kind_of(r)) and doc.find(r)]
        if not ids:
            return False
        edit = edits.move_objects(doc.quest, doc.board, ids, dx, dy)
        return doc.push(
            edit,
            translate("SelectTool", "Move {count} objects").format(count=len(ids))
            if len(ids) > 1
            else translate("SelectTool", "Move one object"),
            merge_id=MergeId.MOVE if merge else MergeId.NONE,
            merge_key=tuple(ids),
            select=list(doc.selection),
        )

    def apply_at(self, cell: Cell, modifiers: Qt.KeyboardModifier) -> None:
        hits = self.scene.hit(cell[0] + 0.5, cell[1] + 0.5)
        additive = bool(
            modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        )
        selection = list(self.doc.selection) if additive else []
        if hits:
            # cycle through what lies in the cell on repeated Enter
            current = [h for h in hits if h in self.doc.selection]
            pick = hits[0]
            if current and not additive:
                pick = hits[(hits.index(current[0]) + 1) % len(hits)]
            if pick in selection:
                selection.remove(pick)
            else:
                selection.append(pick)
        self.doc.set_selection(selection)

    def cancel(self) -> bool:
        if self._press is not None:
            self._press = None
            self._band = self._dragging = False
            self.scene.selection_item.setPos(0, 0)
            self.ghost_clear()
            return True
        if self.doc.selection:
            self.doc.set_selection([])
            return True
        return False
