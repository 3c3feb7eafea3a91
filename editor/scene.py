"""The canvas scene: graphics items built from a document, input forwarded to the tools.

``BoardScene`` listens to :attr:`Document.changed` and redraws only what the edit changed
on the board (:attr:`Document.delta`): the chunks holding the cells, unit edges, doors and
tiles it touched, and the token chunks of the tokens that moved or changed; a full redraw
only when the board was compiled from scratch. Mouse input becomes
:class:`~questwright.editor.tools.base.CanvasEvent` for the current tool. Hit tests use the
compiled board and the token layout, never the items.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent
from questwright.core.board import Board
from questwright.core.edits import Change, quest_edge_at
from questwright.core.geometry import Cell, edge_cells, edge_ref
from questwright.core.recompile import BoardDelta
from questwright.editor.canvas_geometry import (
    CELL,
    TokenLayout,
    TokenSpot,
    edge_near,
    tokens_at,
)
from questwright.editor.items import (
    CHUNK,
    PIECE,
    BoardItem,
    BoardPaths,
    CursorItem,
    GhostItem,
    OverlayItem,
    RefsItem,
    TokenLayerItem,
    build_chunks,
    chunk_of,
    chunk_of_piece,
    join_paths,
)
from questwright.editor.overlays import OverlayController
from questwright.editor.tools.base import CanvasEvent

if TYPE_CHECKING:
    from questwright.editor.document import Document
    from questwright.editor.tools.base import ToolManager

__all__ = ["BoardScene"]

S = CELL
_MARGIN = 12  # cells of empty floor around the board, so there is room to build


class BoardScene(QGraphicsScene):
    """The items of one document."""

    hover_changed = Signal(object)  # Cell | None
    #: the board's outline changed size (tiles placed, moved or removed)
    bounds_changed = Signal()
    #: what the board shows changed (an edit was drawn)
    content_changed = Signal()

    def __init__(
        self, document: Document, tools: ToolManager | None = None, show_grid: bool = True
    ) -> None:
        super().__init__()
        self.doc = document
        self.tools = tools
        self.show_grid = show_grid
        self.board_bounds = QRectF()
        self.board_items: dict[tuple[int, int], tuple[BoardItem, BoardItem]] = {}
        self.token_items: dict[tuple[int, int], TokenLayerItem] = {}
        self.layout: TokenLayout | None = None
        self._pieces: dict[tuple[int, int], BoardPaths] = {}
        self._token_chunk: dict[str, tuple[int, int]] = {}
        self._chunk_tokens: dict[tuple[int, int], set[str]] = {}
        #: how board chunks are cached: "device" (pixmaps at the view's scale), "none"
        #: (stroked every frame, while the zoom changes), "far" (a fixed-size pixmap per
        #: chunk, scaled: the level of detail of a board seen from far away)
        self._cache_chunks = "device"
        #: the board the items show
        self.drawn: Board | None = None
        self.overlay_item = OverlayItem()
        self.selection_item = RefsItem(QColor("#0a58ca"), 30, 50)
        self.marks_item = RefsItem(QColor("#d50000"), 25, 60)
        self.ghost = GhostItem()
        self.cursor = CursorItem()
        for item in (
            self.overlay_item,
            self.marks_item,
            self.selection_item,
            self.ghost,
            self.cursor,
        ):
            self.addItem(item)
        self.overlays = OverlayController(document, self.overlay_item)
        self.hover: Cell | None = None
        self._pressed = False
        document.changed.connect(self._on_changed)
        document.selection_changed.connect(self.refresh_selection)
        document.marks_changed.connect(lambda _refs: self.refresh_marks())
        self.rebuild()

    # ------------------------------------------------------------------ model → items
    def rebuild(self) -> None:
        self.rebuild_board()
        self.refresh_tokens()
        self.overlays.refresh()
        self.content_changed.emit()

    def rebuild_board(self, only: set[tuple[int, int]] | None = None) -> None:
        """Rebuild the board's drawing (floors, lines, walls, doors) from the compiled
        board: every piece, or ``only`` these pieces (see :data:`PIECE`) and the chunks
        holding them."""
        board = self.doc.board
        self.drawn = board
        bounds, pieces = build_chunks(board, only=only, size=PIECE, merge_floors=False)
        if only is None:
            self._pieces = pieces
            chunks = {chunk_of_piece(key) for key in pieces} | set(self.board_items)
        else:
            for key in only:
                found = pieces.get(key)
                if found is None:
                    self._pieces.pop(key, None)
                else:
                    self._pieces[key] = found
            chunks = {chunk_of_piece(key) for key in only}
        per = CHUNK // PIECE
        for key in chunks:
            parts = [
                part
                for dx in range(per)
                for dy in range(per)
                if (part := self._pieces.get((key[0] * per + dx, key[1] * per + dy)))
            ]
            pair = self.board_items.get(key)
            if not parts:
                if pair is not None:
                    for item in self.board_items.pop(key):
                        self.removeItem(item)
                continue
            rect = QRectF(key[0] * CHUNK * S, key[1] * CHUNK * S, CHUNK * S, CHUNK * S)
            paths = join_paths(parts, rect, board.system)
            if pair is None:
                pair = (BoardItem("floor", self.show_grid), BoardItem("lines"))
                for item in pair:
                    _set_cache(item, self._cache_chunks)
                    self.addItem(item)
                self.board_items[key] = pair
            changed = None
            if only is not None:  # what the touched pieces of this chunk cover
                changed = QRectF()
                for piece in only:
                    if chunk_of_piece(piece) == key:
                        changed = changed.united(
                            QRectF(piece[0] * PIECE * S, piece[1] * PIECE * S, PIECE * S, PIECE * S)
                        )
            for item in pair:
                item.set_paths(paths, changed)
                if self._cache_chunks == "far":  # the picture's size follows the chunk's
                    _set_cache(item, "far")
        if only is None:
            self._set_bounds(bounds)

    def set_chunk_cache(self, mode: str) -> None:
        """How board chunks are drawn (see ``_cache_chunks``). A chunk changes only when an
        edit touches it, so with ``device`` a frame after an edit, a token move over it, a
        selection or a scroll copies pixmaps instead of stroking paths again; the view
        turns it to ``none`` while the zoom changes near (every step would throw the
        pixmaps away) and to ``far`` when a cell is a few pixels wide, where one picture
        per chunk, drawn once at :data:`FAR_CELL_PX` pixels a cell, serves every zoom."""
        if mode == self._cache_chunks:
            return
        self._cache_chunks = mode
        for pair in self.board_items.values():
            for item in pair:
                _set_cache(item, mode)

    def _set_bounds(self, bounds: QRectF) -> None:
        changed = bounds != self.board_bounds
        self.board_bounds = bounds
        self._update_rect(bounds)
        if changed:
            self.bounds_changed.emit()

    def _update_rect(self, bounds: QRectF) -> None:
        m = _MARGIN * S
        if bounds.isEmpty():
            bounds = QRectF(0, 0, 24 * S, 16 * S)
        rect = bounds.adjusted(-m, -m, m, m)
        self.setSceneRect(rect.united(self.sceneRect()) if not self.sceneRect().isEmpty() else rect)

    def refresh_tokens(
        self, changed: set[str] | frozenset[str] | None = None, tiles: frozenset[str] = frozenset()
    ) -> None:
        """Lay the tokens out again and redraw the chunks where something changed.

        ``changed`` names tokens whose data changed and ``tiles`` tiles that moved (their
        tokens follow); None: everything is laid out and redrawn.
        """
        board = self.doc.board
        if changed is None or self.layout is None:
            self.layout = TokenLayout(board)
            touched: set[str] = set(self._token_chunk) | set(self.layout.spots)
        else:
            touched = self.layout.update(board, changed, tiles) | set(changed)
        spots = self.layout.spots
        dirty: set[tuple[int, int]] = set()
        for ident in touched:
            old = self._token_chunk.pop(ident, None)
            if old is not None:
                dirty.add(old)
                members = self._chunk_tokens.get(old)
                if members is not None:
                    members.discard(ident)
            spot = spots.get(ident)
            if spot is not None and ident in board.tokens:
                key = chunk_of((int(spot.x), int(spot.y)))
                self._token_chunk[ident] = key
                self._chunk_tokens.setdefault(key, set()).add(ident)
                dirty.add(key)
        paths = board.token_paths
        for key in dirty:
            members = self._chunk_tokens.get(key)
            item = self.token_items.get(key)
            if not members:
                self._chunk_tokens.pop(key, None)
                if item is not None:
                    self.removeItem(self.token_items.pop(key))
                continue
            if item is None:
                item = self.token_items[key] = TokenLayerItem()
                self.addItem(item)
            ordered = sorted(members, key=lambda ident: paths[ident][1])
            item.rebuild(board, {ident: spots[ident] for ident in ordered})
        self.refresh_selection()
        self.refresh_marks()

    @property
    def spots(self) -> dict[str, TokenSpot]:
        """Where each token is drawn (cell units)."""
        return self.layout.spots if self.layout is not None else {}

    def refresh_selection(self) -> None:
        self.selection_item.set_refs(self.doc.board, self.spots, self.doc.selection)

    def refresh_marks(self) -> None:
        self.marks_item.set_refs(self.doc.board, self.spots, self.doc.marks)

    def _on_changed(self, change: Change) -> None:
        delta = self.doc.delta
        before = self.drawn
        if delta.full or before is None:
            self.rebuild_board()
            self.refresh_tokens()
        else:
            board = self.doc.board
            pieces = _dirty_pieces(before, board, delta)
            if pieces:
                self.rebuild_board(pieces)
            self.drawn = board
            if delta.tiles:
                self._set_bounds(_board_rect(board))
            if delta.tokens or delta.tiles:
                self.refresh_tokens(delta.tokens, delta.tiles)
            else:
                self.refresh_selection()
                if self.doc.marks:
                    self.refresh_marks()
        if self.overlays.active:
            self.overlays.refresh()
        self.content_changed.emit()

    def set_show_grid(self, on: bool) -> None:
        self.show_grid = on
        for floor, _lines in self.board_items.values():
            floor.show_grid = on
            floor.update()
        self.update()

    # ------------------------------------------------------------------ hit tests
    def hit(self, x: float, y: float) -> list[str]:
        """Refs under a point, topmost first: tokens, then a door near the point (else the
        quest's wall, window, opening or barrier there: its id, or ``edge:…`` when it has
        none), the door space filling the cell, then the tile."""
        board = self.doc.board
        refs = tokens_at(self.spots, x, y)
        key, dist, _frac = edge_near(x, y)
        if dist < 0.18:
            door = board.door_at(key)
            if door is not None:
                refs.append(door.id)
            else:
                found = quest_edge_at(self.doc.quest, key)
                if found is not None and found[1].kind not in ("door", "open"):
                    refs.append(found[1].id or edge_ref(key))
        cell = (math.floor(x), math.floor(y))
        space = board.door_space_at(cell)
        if space is not None and space.id not in refs:
            refs.append(space.id)
        info = board.cells.get(cell)
        if info is not None:
            refs.append(info.tile)
        return refs

    def refs_in_rect(self, x0: float, y0: float, x1: float, y1: float) -> list[str]:
        """Tokens whose centre and tiles any of whose cells lie in the rectangle."""
        board = self.doc.board
        found = [
            ident
            for ident, s in self.spots.items()
            if s.r > 0 and x0 <= s.x <= x1 and y0 <= s.y <= y1
        ]
        tokens = set(found)
        for tile in board.tiles.values():
            for cx, cy in tile.cells:
                if cx + 1 > x0 and cx < x1 and cy + 1 > y0 and cy < y1:
                    found.append(tile.id)
                    break
        return [r for r in found if r in tokens] + [r for r in found if r not in tokens]

    # ------------------------------------------------------------------ input
    def _event(self, event: QGraphicsSceneMouseEvent) -> CanvasEvent:
        pos = event.scenePos()
        return CanvasEvent(
            pos.x() / S, pos.y() / S, event.button(), event.buttons(), event.modifiers()
        )

    def _set_hover(self, ev: CanvasEvent | None) -> None:
        cell = ev.cell if ev is not None else None
        if cell != self.hover:
            self.hover = cell
            self.overlays.set_hover(cell)
            self.hover_changed.emit(cell)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() not in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton):
            event.ignore()
            return
        ev = self._event(event)
        self._pressed = True
        self.cursor.set_cell(ev.cell)
        if self.tools and self.tools.current:
            self.tools.current.mouse_pressed(ev)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        ev = self._event(event)
        self._set_hover(ev)
        if self.tools and self.tools.current:
            self.tools.current.mouse_moved(ev)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        ev = self._event(event)
        if self._pressed and self.tools and self.tools.current:
            self.tools.current.mouse_released(ev)
        self._pressed = False
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        ev = self._event(event)
        if self.tools and self.tools.current:
            self.tools.current.mouse_double_clicked(ev)
        event.accept()

    def leave(self) -> None:
        """The pointer left the view."""
        self._set_hover(None)
        if self.tools and self.tools.current:
            self.tools.current.hover_left()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#f4f1ea"))
        scale = painter.worldTransform().m11()
        if scale * S < 9:
            return
        x0, x1 = math.floor(rect.left() / S), math.ceil(rect.right() / S)
        y0, y1 = math.floor(rect.top() / S), math.ceil(rect.bottom() / S)
        lines = [QLineF(x * S, rect.top(), x * S, rect.bottom()) for x in range(x0, x1 + 1)]
        lines += [QLineF(rect.left(), y * S, rect.right(), y * S) for y in range(y0, y1 + 1)]
        pen = QPen(QColor(0, 0, 0, 22), 0)
        painter.setPen(pen)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawLines(lines)


#: pixels per cell of a chunk's picture seen from far away (the view goes "far" below it;
#: under the 10 where the grid appears, so a far picture shows what direct drawing would)
FAR_CELL_PX = 9


def _set_cache(item: QGraphicsItem, mode: str) -> None:
    if mode == "far":
        rect = item.boundingRect()
        size = QSize(
            max(1, round(rect.width() / S * FAR_CELL_PX)),
            max(1, round(rect.height() / S * FAR_CELL_PX)),
        )
        item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)
    elif mode == "device":
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    else:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)


def _board_rect(board: Board) -> QRectF:
    if not board.cells:
        return QRectF()
    x0, y0, x1, y1 = board.bounds()
    return QRectF(x0 * S, y0 * S, (x1 - x0) * S, (y1 - y0) * S)


def _dirty_pieces(before: Board, after: Board, delta: BoardDelta) -> set[tuple[int, int]]:
    """The pieces of the drawing an edit changed: around its cells (a neighbour draws the
    line between them), its unit edges, its doors (where they were and are), its tiles."""
    pieces: set[tuple[int, int]] = set()
    for x, y in delta.cells:
        for cell in ((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            pieces.add(chunk_of(cell, PIECE))
    for unit in delta.units:
        for cell in edge_cells(unit):
            pieces.add(chunk_of(cell, PIECE))
    for door_id in delta.doors:
        for board in (before, after):
            door = board.doors.get(door_id)
            if door is not None and door.edges:
                for cell in edge_cells(door.edges[0]):
                    pieces.add(chunk_of(cell, PIECE))
    for tile_id in delta.tiles:
        for board in (before, after):
            tile = board.tiles.get(tile_id)
            if tile is not None:
                pieces.update(chunk_of(cell, PIECE) for cell in tile.cells)
    return pieces
