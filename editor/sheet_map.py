"""The quest sheet's map: the board drawn for print, in vector shapes, with its legend keys.

Unlike the canvas and ``render`` (which draw cell by cell), every area here is one merged
shape from :mod:`questwright.core.outlines`: a zone's floor is one polygon, zone and tile
seams are polylines drawn once, walls and the board's edge are runs joined at their
corners. Tokens are the editor's own icons; objective targets carry their objective's
number; each tile is labelled with its tile and side (how the games' quest maps show the
setup). :func:`draw_key` draws one legend key so that legend and map always agree.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from questwright.core import outlines
from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey
from questwright.editor.icons import draw_token_icon, glyph_for, short_labels
from questwright.editor.painting import DOOR_COLORS, WALL_COLOR, floor_color, token_style
from questwright.editor.sheet_content import LegendEntry

__all__ = ["MapPainter", "draw_key"]

_ZONE_LINE = QColor(70, 60, 50, 150)
_SEAM = QColor(40, 60, 140, 150)
_START = QColor("#1b7f3a")
_EDGE_STYLE = {
    "window": (QColor("#3b7dd8"), Qt.PenStyle.SolidLine, 0.1),
    "barrier": (QColor("#555555"), Qt.PenStyle.DotLine, 0.12),
    "opening": (QColor("#2e7d32"), Qt.PenStyle.DashLine, 0.06),
}


def _path(points: Iterable[tuple[float, float]], origin: QPointF, s: float) -> QPainterPath:
    path = QPainterPath()
    for i, (x, y) in enumerate(points):
        point = QPointF(origin.x() + x * s, origin.y() + y * s)
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    return path


def _area(polygons: list[outlines.Polygon], origin: QPointF, s: float) -> QPainterPath:
    """Polygons with holes as one path (odd-even fill leaves the holes empty)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for outer, holes in polygons:
        for ring in (outer, *holes):
            sub = _path(ring, origin, s)
            sub.closeSubpath()
            path.addPath(sub)
    return path


def _terrain_color(board: Board, kind: str) -> QColor:
    system = board.system
    tdef = system.terrain.get(kind) if system else None
    color = QColor(tdef.color if tdef and tdef.color else "#555555")
    color.setAlpha(170)
    return color


class MapPainter:
    """Draws one board into a rectangle of a page, at the largest scale that fits."""

    def __init__(self, board: Board, target_numbers: dict[str, list[int]] | None = None) -> None:
        self.board = board
        self.targets = target_numbers or {}
        x0, y0, x1, y1 = board.bounds()
        self.origin_cell = (x0, y0)
        self.size_cells = (max(1, x1 - x0), max(1, y1 - y0))
        self.board_shape = outlines.cells_outline(board.cells)
        self.zones = outlines.zone_outlines(board)
        self.tiles = outlines.tile_outlines(board)
        system = board.system
        self.labels = short_labels(system)
        self.starts = set(_start_zones(board))

    def scale_for(self, width: float, height: float) -> float:
        """Points per cell to fit ``width`` × ``height``."""
        w, h = self.size_cells
        return min(width / w, height / h)

    def size_at(self, s: float) -> tuple[float, float]:
        return self.size_cells[0] * s, self.size_cells[1] * s

    def paint(self, painter: QPainter, top_left: QPointF, s: float) -> None:
        """Draw the board with its top-left cell at ``top_left``, ``s`` points per cell."""
        board = self.board
        origin = QPointF(
            top_left.x() - self.origin_cell[0] * s, top_left.y() - self.origin_cell[1] * s
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # floors, one shape per zone
        painter.setPen(Qt.PenStyle.NoPen)
        for ident, zone in board.zones.items():
            painter.setBrush(floor_color(zone.kind, zone.light))
            painter.drawPath(_area(self.zones.get(ident, []), origin, s))
        # terrain, one shape per kind
        kinds: dict[str, list[Cell]] = {}
        for cell, info in board.cells.items():
            if info.terrain:
                kinds.setdefault(info.terrain, []).append(cell)
        for kind, cells in sorted(kinds.items()):
            painter.setBrush(_terrain_color(board, kind))
            shape = outlines.outline_of(
                outlines.cells_outline(cells).buffer(-0.08, join_style="mitre")
            )
            painter.drawPath(_area(shape, origin, s))
        # starting zones: a green hatch
        if self.starts:
            painter.setBrush(QBrush(QColor(27, 127, 58, 90), Qt.BrushStyle.BDiagPattern))
            for ident in self.starts:
                painter.drawPath(_area(self.zones.get(ident, []), origin, s))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # zone lines and tile seams, each shared stretch once, not over the board's edge
        edge = self.board_shape.boundary
        drawn = set(board.edges)
        pen = QPen(_ZONE_LINE, max(0.4, s * 0.03), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        for run in outlines.boundary_runs(self.zones.values(), edge):
            painter.drawPath(_path(run, origin, s))
        painter.setPen(QPen(_SEAM, max(0.5, s * 0.05)))
        for run in outlines.boundary_runs(self.tiles.values(), edge):
            painter.drawPath(_path(run, origin, s))
        # walls and the board's edge, joined
        wall = QPen(WALL_COLOR, max(1.2, s * 0.12), Qt.PenStyle.SolidLine)
        wall.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        wall.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(wall)
        for outer, holes in outlines.outline_of(self.board_shape):
            for ring in (outer, *holes):
                painter.drawPath(_path(ring, origin, s))
        walls = [k for k in drawn if board.edges[k].kind == "wall" and self._inside(k)]
        for run in outlines.edge_runs(walls):
            painter.drawPath(_path(run, origin, s))
        for kind, (color, style, width) in _EDGE_STYLE.items():
            keys = [k for k in drawn if board.edges[k].kind == kind]
            if kind == "window":
                keys += [k for k, sides in board.edge_sides.items() if "window" in sides.values()]
            if keys:
                painter.setPen(QPen(color, max(1.0, s * width), style, Qt.PenCapStyle.FlatCap))
                for run in outlines.edge_runs(set(keys)):
                    painter.drawPath(_path(run, origin, s))
        self._doors(painter, origin, s)
        self._tokens(painter, origin, s)
        self._tile_labels(painter, origin, s)  # on top: the setup must stay readable
        painter.restore()

    def _inside(self, key: EdgeKey) -> bool:
        from questwright.core.geometry import edge_cells

        a, b = edge_cells(key)
        return a in self.board.cells and b in self.board.cells

    def _doors(self, painter: QPainter, origin: QPointF, s: float) -> None:
        for door in self.board.doors.values():
            for run in _door_runs(door.edges):
                (ax, ay), (bx, by) = run[0], run[-1]
                thick = s * 0.24
                if ay == by:  # horizontal
                    rect = QRectF(
                        origin.x() + min(ax, bx) * s + s * 0.1,
                        origin.y() + ay * s - thick / 2,
                        abs(bx - ax) * s - s * 0.2,
                        thick,
                    )
                else:
                    rect = QRectF(
                        origin.x() + ax * s - thick / 2,
                        origin.y() + min(ay, by) * s + s * 0.1,
                        thick,
                        abs(by - ay) * s - s * 0.2,
                    )
                _door_shape(painter, rect, door.state, door.is_open)

    def _tile_labels(self, painter: QPainter, origin: QPointF, s: float) -> None:
        font = QFont()
        font.setPointSizeF(max(3.5, min(7.0, s * 0.22)))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        for placed in self.board.tiles.values():
            if not placed.cells:
                continue
            y = min(c[1] for c in placed.cells)
            x = min(c[0] for c in placed.cells if c[1] == y)
            text = f"{placed.tile} {placed.side}"
            box = QRectF(
                origin.x() + x * s + s * 0.14,
                origin.y() + y * s + s * 0.14,
                metrics.horizontalAdvance(text) + 4,
                metrics.height(),
            )
            painter.setPen(QPen(_SEAM, 0.5))
            painter.setBrush(QColor(255, 255, 255, 215))
            painter.drawRect(box)
            painter.setPen(QColor("#1f2d6b"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _tokens(self, painter: QPainter, origin: QPointF, s: float) -> None:
        board = self.board
        system = board.system
        crowd: dict[Cell, list[str]] = {}
        for ident, token in board.tokens.items():
            if token.cell is not None and not token.size:
                crowd.setdefault(token.cell, []).append(ident)
        for ident, token in board.tokens.items():
            tdef = system.token_types.get(token.type) if system else None
            color, short = token_style(token.type, tdef.color if tdef else None)
            glyph = glyph_for(token.type, tdef.icon if tdef else None)
            label = self.labels.get(token.type, short)
            if token.cell is not None:
                w, h = token.size or (1, 1)
                cell_box = QRectF(
                    origin.x() + token.cell[0] * s, origin.y() + token.cell[1] * s, w * s, h * s
                )
                here = crowd.get(token.cell, [ident]) if not token.size else [ident]
                rect = _crowd_rect(cell_box, here.index(ident), len(here))
            elif token.edge is not None:
                keys = board.token_edges(token)
                if not keys:
                    continue
                axis, x, y = keys[len(keys) // 2]
                mid = QPointF(
                    origin.x() + (x + (0.5 if axis == "h" else 0)) * s,
                    origin.y() + (y + (0.5 if axis == "v" else 0)) * s,
                )
                rect = QRectF(mid.x() - s * 0.22, mid.y() - s * 0.22, s * 0.44, s * 0.44)
            elif token.tile is not None and token.tile in board.tiles:
                cells = board.tiles[token.tile].cells
                cx = (min(c[0] for c in cells) + max(c[0] for c in cells) + 1) / 2
                cy = (min(c[1] for c in cells) + max(c[1] for c in cells) + 1) / 2
                rect = QRectF(
                    origin.x() + cx * s - s * 0.35, origin.y() + cy * s - s * 0.35, s * 0.7, s * 0.7
                )
            else:
                continue
            draw_token_icon(painter, rect, color, glyph, label)
            numbers = self.targets.get(ident)
            if numbers:
                _badge(painter, rect, ",".join(map(str, numbers)))


def _door_runs(edges: tuple[EdgeKey, ...]) -> list[list[tuple[float, float]]]:
    """A door's unit edges as runs: one straight run directly (the usual door), else merged."""
    axes = {axis for axis, _x, _y in edges}
    if len(axes) == 1 and edges:
        axis = next(iter(axes))
        fixed = {y if axis == "h" else x for _a, x, y in edges}
        along = sorted(x if axis == "h" else y for _a, x, y in edges)
        if len(fixed) == 1 and along == list(range(along[0], along[0] + len(along))):
            c = next(iter(fixed))
            if axis == "h":
                return [[(along[0], c), (along[-1] + 1, c)]]
            return [[(c, along[0]), (c, along[-1] + 1)]]
    return outlines.edge_runs(edges)


def _start_zones(board: Board) -> list[str]:
    from questwright.core.overlays import start_zones

    return start_zones(board)


def _crowd_rect(cell: QRectF, index: int, count: int) -> QRectF:
    """Where the ``index``-th of ``count`` tokens in one cell goes (a 2×2 or 3×3 grid)."""
    if count <= 1:
        side = min(cell.width(), cell.height()) * 0.72
        return QRectF(cell.center().x() - side / 2, cell.center().y() - side / 2, side, side)
    per_row = 2 if count <= 4 else 3
    step = cell.width() / per_row
    col, row = index % per_row, (index // per_row) % per_row
    pad = step * 0.08
    return QRectF(
        cell.left() + col * step + pad,
        cell.top() + row * step + pad,
        step - 2 * pad,
        step - 2 * pad,
    )


def _badge(painter: QPainter, icon: QRectF, text: str) -> None:
    """The objective number on a target's icon (a small black disc, lower right)."""
    size = max(4.0, icon.width() * 0.5)
    font = QFont()
    font.setPointSizeF(max(3.0, size * 0.62))
    font.setBold(True)
    painter.setFont(font)
    width = max(size, painter.fontMetrics().horizontalAdvance(text) + size * 0.4)
    box = QRectF(icon.right() - width * 0.6, icon.bottom() - size * 0.6, width, size)
    painter.setPen(QPen(QColor("white"), max(0.4, size * 0.08)))
    painter.setBrush(QColor("#111111"))
    painter.drawRoundedRect(box, size / 2, size / 2)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _door_shape(painter: QPainter, rect: QRectF, state: str, is_open: bool) -> None:
    color = DOOR_COLORS.get(state, DOOR_COLORS["closed"])
    if is_open:
        painter.setPen(QPen(color, max(0.8, min(rect.width(), rect.height()) * 0.25)))
        painter.setBrush(QColor("white"))
    else:
        painter.setPen(QPen(WALL_COLOR, 0.6))
        painter.setBrush(color)
    painter.drawRect(rect)
    if state == "locked":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd54f"))
        r = min(rect.width(), rect.height()) * 0.32
        painter.drawEllipse(rect.center(), r, r)


def draw_key(painter: QPainter, rect: QRectF, entry: LegendEntry, board: Board) -> None:
    """The legend key of ``entry`` in ``rect`` (a square), drawn as the map draws it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    system = board.system
    if entry.kind == "token":
        tdef = system.token_types.get(entry.key) if system else None
        color, short = token_style(entry.key, tdef.color if tdef else None)
        label = short_labels(system).get(entry.key, short)
        draw_token_icon(
            painter, rect, color, glyph_for(entry.key, tdef.icon if tdef else None), label
        )
    elif entry.kind == "floor":
        kind, _, light = entry.key.partition("/")
        painter.setPen(QPen(_ZONE_LINE, 0.5))
        painter.setBrush(floor_color(kind, light))
        painter.drawRect(rect)
    elif entry.kind == "start":
        painter.setPen(QPen(_ZONE_LINE, 0.5))
        painter.setBrush(floor_color("room", "light"))
        painter.drawRect(rect)
        painter.setBrush(QBrush(QColor(27, 127, 58, 160), Qt.BrushStyle.BDiagPattern))
        painter.drawRect(rect)
    elif entry.kind == "terrain":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(floor_color("room", "light"))
        painter.drawRect(rect)
        painter.setBrush(_terrain_color(board, entry.key))
        painter.drawRect(
            rect.adjusted(
                rect.width() * 0.1, rect.height() * 0.1, -rect.width() * 0.1, -rect.height() * 0.1
            )
        )
    elif entry.kind == "door":
        thick = rect.height() * 0.32
        bar = QRectF(rect.left() + 1, rect.center().y() - thick / 2, rect.width() - 2, thick)
        _door_shape(painter, bar, entry.key, entry.key == "open")
    elif entry.kind == "edge":
        y = rect.center().y()
        if entry.key == "wall":
            pen = QPen(
                WALL_COLOR,
                max(1.2, rect.height() * 0.2),
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.FlatCap,
            )
        else:
            color, style, width = _EDGE_STYLE.get(
                entry.key, (QColor("#777777"), Qt.PenStyle.SolidLine, 0.1)
            )
            pen = QPen(color, max(1.0, rect.height() * width * 2), style, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    painter.restore()
