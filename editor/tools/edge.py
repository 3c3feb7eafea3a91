"""Paint walls, openings, windows and barriers along lattice lines, and place doors.

Edge painting: click an edge for one unit, or drag from a lattice vertex along a line for a
straight run (the larger of the two drag directions wins). Right-drag carves the run open
(removing printed walls). Shift+arrow paints the side of the keyboard cursor's cell.

Doors: click an edge to put a door there (``door length`` unit edges, taken from the
system's tiles); click an existing door to cycle closed → open → locked.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from questwright.core import edits
from questwright.core.board import Door
from questwright.core.geometry import Cell, EdgeKey, edge_cells, segment_edges
from questwright.editor.canvas_geometry import CELL, side_edge
from questwright.editor.i18n import QT_TRANSLATE_NOOP, translate
from questwright.editor.items import units_path
from questwright.editor.tools.base import CanvasEvent, EditorContext, Tool

__all__ = ["DoorTool", "EdgeTool"]

_COLORS = {
    "wall": "#2b2118",
    "opening": "#2e7d32",
    "window": "#2f6fd0",
    "barrier": "#6d6d6d",
    "open": "#d50000",
}
_LABELS = {
    "wall": QT_TRANSLATE_NOOP("Tools", "Wall"),
    "opening": QT_TRANSLATE_NOOP("Tools", "Opening"),
    "window": QT_TRANSLATE_NOOP("Tools", "Window"),
    "barrier": QT_TRANSLATE_NOOP("Tools", "Barrier"),
    "open": QT_TRANSLATE_NOOP("Tools", "Carve open"),
}
_SHORTCUTS = {
    "wall": "W",
    "opening": "O",
    "window": "Shift+W",
    "barrier": "Shift+B",
    "open": "Shift+O",
}


class EdgeTool(Tool):
    """Paints one edge kind."""

    def __init__(self, ctx: EditorContext, kind: str) -> None:
        super().__init__(ctx)
        self.kind = kind
        self.name = f"edge-{kind}"
        self.label = translate("Tools", _LABELS.get(kind, kind.title()))
        self.shortcut = _SHORTCUTS.get(kind, "")
        self.tip = translate(
            "Tools", "{label}: click an edge or drag along a line; right-drag carves open"
        ).format(label=self.label)
        self._start: tuple[int, int] | None = None
        self._button = Qt.MouseButton.NoButton

    def _run(self, start: tuple[int, int], end: tuple[int, int]) -> list[EdgeKey]:
        dx, dy = end[0] - start[0], end[1] - start[1]
        if dx == 0 and dy == 0:
            return []
        if abs(dx) >= abs(dy):
            return segment_edges(start, (end[0], start[1]))
        return segment_edges(start, (start[0], end[1]))

    def _preview(self, units: list[EdgeKey], kind: str) -> None:
        pen = QPen(QColor(_COLORS.get(kind, "#202020")), CELL * 0.16)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        glow = QPen(QColor(255, 235, 59, 180), CELL * 0.3)
        path = units_path(units)
        self.scene.ghost.set_parts(
            [
                (path, glow, QBrush(Qt.BrushStyle.NoBrush)),
                (path, pen, QBrush(Qt.BrushStyle.NoBrush)),
            ]
        )

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if ev.button not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            return
        self._start = ev.vertex
        self._button = ev.button

    def mouse_moved(self, ev: CanvasEvent) -> None:
        kind = "open" if self._button == Qt.MouseButton.RightButton else self.kind
        if self._start is None:
            self._preview([ev.edge[0]], self.kind)
            return
        units = self._run(self._start, ev.vertex) or [ev.edge[0]]
        self._preview(units, kind)

    def mouse_released(self, ev: CanvasEvent) -> None:
        if self._start is None:
            return
        units = self._run(self._start, ev.vertex) or [ev.edge[0]]
        kind = "open" if self._button == Qt.MouseButton.RightButton else self.kind
        self._start = None
        self._button = Qt.MouseButton.NoButton
        self.paint(units, kind)
        self._preview([ev.edge[0]], self.kind)

    def paint(self, units: list[EdgeKey], kind: str) -> bool:
        doc = self.doc
        edit = edits.paint_edges(doc.quest, doc.board, units, kind)
        if not edit:
            on_board = any(all(c in doc.board.cells for c in edge_cells(u)) for u in units)
            self.ctx.say(
                translate("EdgeTool", "Nothing to change there")
                if on_board
                else translate(
                    "EdgeTool",
                    "Edges are painted between two board cells (the board's outline always blocks)",
                )
            )
            return False
        n = len(units)
        return doc.push(
            edit,
            translate("EdgeTool", "{label} × {count}").format(
                label=translate("Tools", _LABELS.get(kind, kind)), count=n
            )
            if n > 1
            else translate("Tools", _LABELS.get(kind, kind)),
        )

    def apply_at(self, cell: Cell, modifiers: Qt.KeyboardModifier) -> None:
        self.ctx.say(
            translate(
                "EdgeTool", "{label}: Shift+arrow paints that side of the cursor cell"
            ).format(label=self.label)
        )

    def apply_side(self, cell: Cell, side: str, modifiers: Qt.KeyboardModifier) -> bool:
        kind = "open" if modifiers & Qt.KeyboardModifier.ControlModifier else self.kind
        self.paint([side_edge(cell, side)], kind)
        return True

    def cancel(self) -> bool:
        if self._start is not None:
            self._start = None
            self.ghost_clear()
            return True
        return False


class DoorTool(Tool):
    name = "door"
    label = QT_TRANSLATE_NOOP("Tools", "Door")
    shortcut = "D"
    tip = QT_TRANSLATE_NOOP(
        "Tools",
        "Click an edge to place a door; click a door to cycle closed → open → locked; "
        "Shift+click a space to make it a door space (a door that fills the space)",
    )

    def _units(self, ev: CanvasEvent) -> list[EdgeKey]:
        key, _dist, frac = ev.edge
        return edits.door_units(self.doc.board, key, self.ctx.door_length, frac)

    @staticmethod
    def _space_click(ev: CanvasEvent) -> bool:
        return bool(ev.modifiers & Qt.KeyboardModifier.ShiftModifier)

    def mouse_moved(self, ev: CanvasEvent) -> None:
        if self._space_click(ev):
            x, y = ev.cell
            path = QPainterPath()
            path.addRect(x * CELL + CELL * 0.1, y * CELL + CELL * 0.1, CELL * 0.8, CELL * 0.8)
            taken = self.doc.board.door_space_at(ev.cell) is not None
            color = QColor(255, 235, 59, 150) if taken else QColor(139, 90, 43, 150)
            self.scene.ghost.set_parts([(path, QPen(QColor("#1d140c"), 1), QBrush(color))])
            return
        key = ev.edge[0]
        door = self.doc.board.door_at(key)
        units = list(door.edges) if door else self._units(ev)
        path = QPainterPath()
        for axis, x, y in units:
            if axis == "h":
                path.addRect(x * CELL + CELL * 0.1, y * CELL - CELL * 0.13, CELL * 0.8, CELL * 0.26)
            else:
                path.addRect(x * CELL - CELL * 0.13, y * CELL + CELL * 0.1, CELL * 0.26, CELL * 0.8)
        color = QColor(139, 90, 43, 150) if door is None else QColor(255, 235, 59, 150)
        self.scene.ghost.set_parts([(path, QPen(QColor("#1d140c"), 1), QBrush(color))])

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if ev.left and self._space_click(ev):
            self.door_space_at(ev.cell)
        elif ev.left:
            key = ev.edge[0]
            self.door_at(key, self._units(ev))

    def _cycle(self, door: Door) -> bool:
        """Give ``door`` (on edges or filling a space) its next state, undoably."""
        doc = self.doc
        edit, ident = edits.cycle_door(doc.quest, doc.board, door.id)
        state = edits.next_door_state(door.state)
        return doc.push(
            edit, translate("DoorTool", "Door {state}").format(state=state), select=[ident]
        )

    def door_space_at(self, cell: Cell) -> bool:
        """Make ``cell`` a door space, or cycle the state of the one already there."""
        doc = self.doc
        board = doc.board
        door = board.door_space_at(cell)
        if door is not None:
            return self._cycle(door)
        if cell not in board.cells:
            self.ctx.say(translate("DoorTool", "A door space goes on a board cell"))
            return False
        edit, ident = edits.place_door_space(doc.quest, cell)
        return doc.push(edit, translate("DoorTool", "Place door space"), select=[ident])

    def door_at(self, key: EdgeKey, units: list[EdgeKey]) -> bool:
        doc = self.doc
        board = doc.board
        door = board.door_at(key)
        if door is not None:
            return self._cycle(door)
        if not all(c in board.cells for u in units for c in edge_cells(u)):
            self.ctx.say(translate("DoorTool", "A door goes between two board cells"))
            return False
        edit, ident = edits.place_door(doc.quest, units)
        return doc.push(edit, translate("DoorTool", "Place door"), select=[ident])

    def apply_at(self, cell: Cell, modifiers: Qt.KeyboardModifier) -> None:
        if modifiers & Qt.KeyboardModifier.ShiftModifier:
            self.door_space_at(cell)
            return
        self.ctx.say(
            translate(
                "DoorTool",
                "Door: Shift+arrow puts a door on that side of the cursor cell; "
                "Shift+Enter makes the cell a door space",
            )
        )

    def apply_side(self, cell: Cell, side: str, modifiers: Qt.KeyboardModifier) -> bool:
        key = side_edge(cell, side)
        self.door_at(key, edits.door_units(self.doc.board, key, self.ctx.door_length, 0.6))
        return True
