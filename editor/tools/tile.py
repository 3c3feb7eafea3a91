"""Place tile: a ghost of the chosen face follows the cursor (red where it would overlap).

R turns the ghost clockwise, F turns the tile over to its other side. A click (or Enter at
the keyboard cursor) places the tile with its top-left rotated corner in the cell. Placing
over another tile is refused, as the pieces cannot overlap on a table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QTransform
from questwright.core import edits
from questwright.core.board import compile_board
from questwright.core.geometry import Cell
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import QT_TRANSLATE_NOOP, translate
from questwright.editor.items import BoardPaths
from questwright.editor.tools.base import CanvasEvent, Tool
from questwright.schema.model import Quest, TilePlacement

__all__ = ["TileTool", "next_tile_id"]


def next_tile_id(quest: Quest) -> str:
    """``t1``, ``t2``…: the first free id in the style of the bundled quests."""
    taken = edits.all_ids(quest)
    n = 1
    while f"t{n}" in taken:
        n += 1
    return f"t{n}"


class TileTool(Tool):
    name = "tile"
    label = QT_TRANSLATE_NOOP("Tools", "Place tile")
    shortcut = "T"
    tip = QT_TRANSLATE_NOOP(
        "Tools", "Click to place the tile chosen in the palette; R rotates, F flips"
    )

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self.rotation = 0
        self._cache: dict[tuple[str, str, int, str], tuple[BoardPaths, frozenset[Cell]]] = {}
        self._last: Cell | None = None
        # the id of the tile this tool placed last (the view shows it when it was placed
        # at the keyboard cursor)
        self.last_placed: str | None = None

    def _face(self) -> tuple[BoardPaths, frozenset[Cell]] | None:
        if self.ctx.tile is None or self.ctx.document is None:
            return None
        tile, side = self.ctx.tile
        key = (tile, side, self.rotation, self.doc.quest.system)
        if key not in self._cache:
            quest = Quest(
                id="ghost",
                system=self.doc.quest.system,
                title="ghost",
                tiles=[TilePlacement(id="g", tile=tile, side=side, rotation=self.rotation)],
            )
            board = compile_board(quest, self.doc.catalog)
            self._cache[key] = (BoardPaths.build(board), frozenset(board.cells))
        return self._cache[key]

    def footprint(self, at: Cell) -> tuple[set[Cell], set[Cell]]:
        """(cells the tile would cover, of which already covered)."""
        face = self._face()
        if face is None:
            return set(), set()
        cells = {(x + at[0], y + at[1]) for x, y in face[1]}
        return cells, {c for c in cells if c in self.doc.board.cells}

    def _show(self, at: Cell) -> None:
        self._last = at
        face = self._face()
        if face is None:
            self.ghost_clear()
            return
        paths, _cells = face
        move = QTransform.fromTranslate(at[0] * CELL, at[1] * CELL)
        _all, overlap = self.footprint(at)
        parts = []
        for color, rects in paths.floors:
            c = QColor(color)
            c.setAlpha(170)
            path = QPainterPath()
            for rect in rects:
                path.addRect(rect)
            parts.append((move.map(path), QPen(Qt.PenStyle.NoPen), QBrush(c)))
        wall = QPen(QColor(43, 33, 24, 200), CELL * 0.12)
        parts.append((move.map(paths.walls), wall, QBrush(Qt.BrushStyle.NoBrush)))
        for path in paths.doors.values():
            parts.append((move.map(path), QPen(QColor("#1d140c"), 1), QBrush(QColor("#8b5a2b"))))
        bad = QPainterPath()
        for x, y in overlap:
            bad.addRect(x * CELL, y * CELL, CELL, CELL)
        frame = QColor("#d50000") if overlap else QColor("#2e7d32")
        outline = QPainterPath()
        outline.addRect(move.mapRect(paths.bounds))
        parts.append((bad, QPen(Qt.PenStyle.NoPen), QBrush(QColor(213, 0, 0, 120))))
        parts.append((outline, QPen(frame, CELL * 0.06, Qt.PenStyle.DashLine), QBrush()))
        tile, side = self.ctx.tile or ("", "")
        label = f"{tile} {side} {self.rotation}°" + ("  overlaps!" if overlap else "")
        self.scene.ghost.set_parts(parts, (QPointF(at[0] * CELL, at[1] * CELL - 6), label))

    def mouse_moved(self, ev: CanvasEvent) -> None:
        if self.ctx.tile is not None:
            self._show(ev.cell)

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if not ev.left:
            return
        if self.ctx.tile is None:
            self.ctx.say(translate("TileTool", "Choose a tile in the palette first (Alt+2)"))
            return
        at = ev.cell
        _cells, overlap = self.footprint(at)
        if overlap:
            others = sorted({self.doc.board.cells[c].tile for c in overlap})
            self.ctx.say(
                translate("TileTool", "Not placed: it would overlap {tiles}").format(
                    tiles=", ".join(others)
                )
            )
            return
        tile, side = self.ctx.tile
        edit, ident = edits.place_tile(
            self.doc.quest, tile, side, at, self.rotation, ident=next_tile_id(self.doc.quest)
        )
        self.last_placed = ident
        self.doc.push(
            edit,
            translate("TileTool", "Place tile {tile}{side}").format(tile=tile, side=side),
            select=[ident],
        )
        self._show(at)

    def rotate(self) -> bool:
        self.rotation = (self.rotation + 90) % 360
        if self._last is not None:
            self._show(self._last)
        self.ctx.say(
            translate("TileTool", "Tile rotation {rotation}°").format(rotation=self.rotation)
        )
        return True

    def flip(self) -> bool:
        if self.ctx.tile is None:
            return False
        tile, side = self.ctx.tile
        sides = self.doc.tile_sides().get(tile, [side])
        nxt = sides[(sides.index(side) + 1) % len(sides)] if side in sides else sides[0]
        self.ctx.choose_tile(tile, nxt)
        if self._last is not None:
            self._show(self._last)
        self.ctx.say(translate("TileTool", "Tile side {side}").format(side=nxt))
        return True

    def activate(self) -> None:
        if self._last is not None and self.ctx.scene is not None:
            self._show(self._last)
