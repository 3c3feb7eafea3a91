"""Place tokens of the system's types (chosen in the palette), erase things, pick refs.

Tokens anchor as their type says: zone and cell tokens to the clicked cell, edge tokens to
the nearest unit edge, tile tokens to the tile under the cursor. The erase tool removes the
topmost thing under the cursor: a token, then a quest edge, then a tile (with its tokens).
The pick tool is used by the quest panel to choose an objective's targets on the canvas.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from questwright.core import edits
from questwright.core.geometry import Cell, EdgeKey
from questwright.editor.canvas_geometry import CELL, side_edge, tokens_at
from questwright.editor.i18n import QT_TRANSLATE_NOOP, data_label, translate
from questwright.editor.painting import token_style
from questwright.editor.tools.base import CanvasEvent, EditorContext, Tool

__all__ = ["EraseTool", "PickTool", "TokenTool"]


def _segment(key: EdgeKey) -> tuple[Cell, Cell]:
    axis, x, y = key
    return ((x, y), (x + 1, y)) if axis == "h" else ((x, y), (x, y + 1))


class TokenTool(Tool):
    name = "token"
    label = QT_TRANSLATE_NOOP("Tools", "Place token")
    shortcut = "K"
    tip = QT_TRANSLATE_NOOP("Tools", "Click to place a token of the type chosen in the palette")

    def _anchor(self) -> str:
        system = self.doc.system
        ttype = self.ctx.token_type
        tdef = system.token_types.get(ttype) if system and ttype else None
        return tdef.anchor if tdef else "cell"

    def mouse_moved(self, ev: CanvasEvent) -> None:
        ttype = self.ctx.token_type
        if ttype is None:
            self.ghost_clear()
            return
        system = self.doc.system
        tdef = system.token_types.get(ttype) if system else None
        color, _label = token_style(ttype, tdef.color if tdef else None)
        color.setAlpha(170)
        anchor = self._anchor()
        path = QPainterPath()
        if anchor == "edge":
            (x0, y0), (x1, y1) = _segment(ev.edge[0])
            c = QPointF((x0 + x1) / 2 * CELL, (y0 + y1) / 2 * CELL)
            path.addRect(c.x() - CELL * 0.17, c.y() - CELL * 0.17, CELL * 0.34, CELL * 0.34)
        else:
            x, y = ev.cell
            path.addEllipse(QPointF((x + 0.5) * CELL, (y + 0.5) * CELL), CELL * 0.34, CELL * 0.34)
        tip = QPointF(path.boundingRect().right() + 4, path.boundingRect().top())
        self.scene.ghost.set_parts(
            [(path, QPen(QColor("white"), CELL * 0.04), QBrush(color))],
            (tip, tdef.label if tdef else ttype),
        )

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if ev.left:
            anchor = self._anchor()
            if anchor == "edge":
                self.place(edge=_segment(ev.edge[0]))
            else:
                self.place(cell=ev.cell)

    def place(self, *, cell: Cell | None = None, edge: tuple[Cell, Cell] | None = None) -> bool:
        doc = self.doc
        ttype = self.ctx.token_type
        if ttype is None:
            self.ctx.say(translate("TokenTool", "Choose a token type in the palette first (Alt+2)"))
            return False
        system = doc.system
        tdef = system.token_types.get(ttype) if system else None
        anchor = tdef.anchor if tdef else "cell"
        board = doc.board
        tile = None
        if anchor == "tile":
            tile = board.cells[cell].tile if cell in board.cells else None
            if tile is None:
                self.ctx.say(translate("TokenTool", "A tile token goes on a placed tile"))
                return False
            cell = None
        elif anchor == "edge":
            if edge is None:
                return False
        elif cell not in board.cells:
            self.ctx.say(
                translate("TokenTool", "Not placed: cell {cell} is not on the board").format(
                    cell=list(cell or ())
                )
            )
            return False
        edit, ident = edits.place_token(
            doc.quest, system, ttype, cell=cell, edge=edge if anchor == "edge" else None, tile=tile
        )
        pushed = doc.push(
            edit,
            translate("TokenTool", "Place {label}").format(
                label=data_label(tdef.label) if tdef else ttype
            ),
            select=[ident],
        )
        if tdef and tdef.limit is not None:
            used = sum(1 for t in doc.quest.tokens if t.type == ttype)
            if used > tdef.limit:
                self.ctx.say(
                    translate(
                        "TokenTool", "{used} {label} tokens placed; the box has {limit}"
                    ).format(used=used, label=tdef.label, limit=tdef.limit)
                )
        return pushed

    def apply_side(self, cell: Cell, side: str, modifiers: Qt.KeyboardModifier) -> bool:
        if self._anchor() != "edge":
            return False
        self.place(edge=_segment(side_edge(cell, side)))
        return True


class EraseTool(Tool):
    name = "erase"
    label = QT_TRANSLATE_NOOP("Tools", "Erase")
    shortcut = "E"
    tip = QT_TRANSLATE_NOOP(
        "Tools", "Click or drag to remove tokens, quest edges and tiles under the cursor"
    )

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self._active = False

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if not ev.left:
            return
        self._active = True
        self.doc.undo_stack.beginMacro(translate("Tools", "Erase"))
        self.erase_at(ev, tiles=True)

    def mouse_moved(self, ev: CanvasEvent) -> None:
        if self._active:
            self.erase_at(ev, tiles=False)  # dragging never sweeps whole tiles away
        path = QPainterPath()
        x, y = ev.cell
        path.addRect(x * CELL, y * CELL, CELL, CELL)
        self.scene.ghost.set_parts(
            [(path, QPen(QColor("#d50000"), CELL * 0.05), QBrush(QColor(213, 0, 0, 40)))]
        )

    def mouse_released(self, ev: CanvasEvent) -> None:
        if self._active:
            self._active = False
            self.doc.undo_stack.endMacro()

    def erase_at(self, ev: CanvasEvent, tiles: bool = True) -> bool:
        doc = self.doc
        hits = tokens_at(self.scene.spots, ev.x, ev.y)
        if hits:
            return doc.push(
                edits.delete_objects(doc.quest, doc.board, hits[:1]),
                translate("EraseTool", "Erase token"),
            )
        key, dist, _frac = ev.edge
        if dist < 0.2 and edits.quest_edge_at(doc.quest, key) is not None:
            return doc.push(
                edits.erase_edges(doc.quest, [key]), translate("EraseTool", "Erase edge")
            )
        cell = ev.cell
        info = doc.board.cells.get(cell)
        if info is not None and tiles:
            return doc.push(
                edits.delete_objects(doc.quest, doc.board, [info.tile]),
                translate("EraseTool", "Erase tile"),
            )
        return False

    def apply_at(self, cell: Cell, modifiers: Qt.KeyboardModifier) -> None:
        self.erase_at(CanvasEvent.at_cell(cell, modifiers))

    def apply_side(self, cell: Cell, side: str, modifiers: Qt.KeyboardModifier) -> bool:
        key = side_edge(cell, side)
        if edits.quest_edge_at(self.doc.quest, key) is not None:
            self.doc.push(
                edits.erase_edges(self.doc.quest, [key]), translate("EraseTool", "Erase edge")
            )
        return True


class PickTool(Tool):
    """Choose one ref on the canvas for a form field, then return to the previous tool."""

    name = "pick"
    label = QT_TRANSLATE_NOOP("Tools", "Pick")
    tip = QT_TRANSLATE_NOOP("Tools", "Click a token, door, tile or zone; Escape cancels")

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__(ctx)
        self.callback: Callable[[str | None, Cell], None] | None = None
        self.on_done: Callable[[], None] | None = None

    def start(self, callback: Callable[[str | None, Cell], None], done: Callable[[], None]) -> None:
        self.callback = callback
        self.on_done = done
        self.ctx.say(
            translate(
                "PickTool", "Pick on the canvas (Enter at the keyboard cursor); Escape cancels"
            )
        )

    def mouse_moved(self, ev: CanvasEvent) -> None:
        hits = self.scene.hit(ev.x, ev.y) or [self.doc.board.zone_of(ev.cell) or ""]
        path = QPainterPath()
        x, y = ev.cell
        path.addRect(x * CELL, y * CELL, CELL, CELL)
        self.scene.ghost.set_parts(
            [(path, QPen(QColor("#7b1fa2"), CELL * 0.06), QBrush(QColor(123, 31, 162, 40)))],
            (QPointF((x + 1) * CELL + 4, y * CELL), hits[0] if hits else ""),
        )

    def mouse_pressed(self, ev: CanvasEvent) -> None:
        if not ev.left:
            return
        hits = self.scene.hit(ev.x, ev.y)
        ref = hits[0] if hits else self.doc.board.zone_of(ev.cell)
        if ref is not None and self.doc.kind_of(ref) == "tile":
            ref = self.doc.board.zone_of(ev.cell) or ref
        self._finish(ref, ev.cell)

    def mouse_released(self, ev: CanvasEvent) -> None:
        pass

    def _finish(self, ref: str | None, cell: Cell) -> None:
        callback, done = self.callback, self.on_done
        self.callback = self.on_done = None
        if callback is not None:
            callback(ref, cell)
        if done is not None:
            done()

    def cancel(self) -> bool:
        done = self.on_done
        self.callback = self.on_done = None
        if done is not None:
            done()
        return True
