"""Graphics items of the canvas. Each is rebuilt from the compiled board, never edited.

Drawing cost is kept independent of the board size: an item precomputes a few
``QPainterPath`` objects per colour when the model changes, and ``paint`` only strokes and
fills them (a handful of calls per frame), adding text labels only when zoomed in far
enough to read them and only inside the exposed rectangle.

* :class:`BoardItem` — floors, terrain, grid (layer ``floor``); zone and tile lines, walls,
  windows, openings, barriers, doors, printed features (layer ``lines``).
* :class:`TokenLayerItem` — every token, drawn as a coloured disc with a two-letter label
  (edge tokens as squares, tile tokens as badges), camera facing as an arrow.
* :class:`OverlayItem` — zones, zone graph, sight, coverage and reachability overlays.
* :class:`RefsItem` — outlines for refs: the selection (blue) and problem marks (red).
* :class:`GhostItem` — a tool's preview (tile footprint, wall stroke, token).
* :class:`CursorItem` — the keyboard cell cursor.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from questwright.editor.canvas_geometry import CELL, TokenSpot
from questwright.editor.painting import DOOR_COLORS, WALL_COLOR, floor_color, token_style

from questwright.board import Board
from questwright.edits import merge_units
from questwright.geometry import Cell, EdgeKey, edge_cells

__all__ = [
    "BoardItem",
    "BoardPaths",
    "CursorItem",
    "GhostItem",
    "OverlayItem",
    "OverlayPaint",
    "RefsItem",
    "TokenLayerItem",
    "outline_path",
    "units_path",
]

S = CELL


def _lod(painter: QPainter, option: QStyleOptionGraphicsItem) -> float:
    return option.levelOfDetailFromTransform(painter.worldTransform())


def units_path(units: Iterable[EdgeKey]) -> QPainterPath:
    """One path of straight lines along unit edges (collinear runs merged)."""
    path = QPainterPath()
    for (x0, y0), (x1, y1) in merge_units(units):
        path.moveTo(x0 * S, y0 * S)
        path.lineTo(x1 * S, y1 * S)
    return path


def outline_path(cells: Iterable[Cell]) -> QPainterPath:
    """The outline of a set of cells (its boundary edges)."""
    region = set(cells)
    units: list[EdgeKey] = []
    for x, y in region:
        if (x, y - 1) not in region:
            units.append(("h", x, y))
        if (x, y + 1) not in region:
            units.append(("h", x, y + 1))
        if (x - 1, y) not in region:
            units.append(("v", x, y))
        if (x + 1, y) not in region:
            units.append(("v", x + 1, y))
    return units_path(units)


def _cells_path(cells: Iterable[Cell], inset: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    for x, y in cells:
        path.addRect(QRectF(x * S + inset, y * S + inset, S - 2 * inset, S - 2 * inset))
    return path


def _door_rect(key: EdgeKey) -> QRectF:
    axis, x, y = key
    thick = S * 0.24
    if axis == "h":
        return QRectF(x * S + S * 0.1, y * S - thick / 2, S * 0.8, thick)
    return QRectF(x * S - thick / 2, y * S + S * 0.1, thick, S * 0.8)


def _pen(color: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(color), width, style, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin)
    return pen


@dataclass
class BoardPaths:
    """Everything :class:`BoardItem` strokes and fills, precomputed from a board."""

    bounds: QRectF = field(default_factory=QRectF)
    floors: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    terrain: list[tuple[QColor, QPainterPath, list[tuple[QRectF, str]]]] = field(
        default_factory=list
    )
    grid: QPainterPath = field(default_factory=QPainterPath)
    zone_lines: QPainterPath = field(default_factory=QPainterPath)
    tile_lines: QPainterPath = field(default_factory=QPainterPath)
    walls: QPainterPath = field(default_factory=QPainterPath)
    windows: QPainterPath = field(default_factory=QPainterPath)
    barriers: QPainterPath = field(default_factory=QPainterPath)
    openings: QPainterPath = field(default_factory=QPainterPath)
    doors: dict[str, QPainterPath] = field(default_factory=dict)
    lock_marks: list[tuple[QPointF, QColor]] = field(default_factory=list)
    feature_boxes: QPainterPath = field(default_factory=QPainterPath)
    feature_labels: list[tuple[QRectF, str]] = field(default_factory=list)
    feature_edges: QPainterPath = field(default_factory=QPainterPath)

    @classmethod
    def build(cls, board: Board) -> BoardPaths:
        out = cls()
        if board.cells:
            x0, y0, x1, y1 = board.bounds()
            out.bounds = QRectF(x0 * S, y0 * S, (x1 - x0) * S, (y1 - y0) * S)
        system = board.system
        # floors by colour, one path each
        by_color: dict[str, tuple[QColor, list[Cell]]] = {}
        for zone in board.zones.values():
            color = floor_color(zone.kind, zone.light)
            if "abyss" in zone.tags:
                color = QColor("#3a3440")
            by_color.setdefault(color.name(), (color, []))[1].extend(zone.cells)
        out.floors = [(color, _cells_path(cells)) for color, cells in by_color.values()]
        # terrain
        by_terrain: dict[str, list[Cell]] = {}
        for cell, info in board.cells.items():
            if info.terrain:
                by_terrain.setdefault(info.terrain, []).append(cell)
        for kind, cells in sorted(by_terrain.items()):
            tdef = system.terrain.get(kind) if system else None
            color = QColor((tdef.color if tdef and tdef.color else None) or "#6d6d6d")
            color.setAlpha(190)
            label = "".join(p[0] for p in kind.split("-")[:2]).upper()
            labels = [(QRectF(x * S, y * S, S, S), label) for x, y in cells]
            out.terrain.append((color, _cells_path(cells, S * 0.1), labels))
        # lines between cells
        grid: list[EdgeKey] = []
        zone_lines: list[EdgeKey] = []
        tile_lines: list[EdgeKey] = []
        cell_zoning = board.zoning == "cell"
        for key, a, b in board.iter_boundaries():
            if key in board.edges:
                continue
            ca, cb = board.cells[a], board.cells[b]
            if ca.tile != cb.tile:
                tile_lines.append(key)
            elif ca.zone != cb.zone and not cell_zoning:
                zone_lines.append(key)
            else:
                grid.append(key)
        out.grid = units_path(grid)
        out.zone_lines = units_path(zone_lines)
        out.tile_lines = units_path(tile_lines)
        # walls: the board outline and wall edges
        walls: list[EdgeKey] = []
        for x, y in board.cells:
            for key, other in (
                (("h", x, y), (x, y - 1)),
                (("h", x, y + 1), (x, y + 1)),
                (("v", x, y), (x - 1, y)),
                (("v", x + 1, y), (x + 1, y)),
            ):
                if other not in board.cells:
                    walls.append(key)
        windows: list[EdgeKey] = []
        barriers: list[EdgeKey] = []
        openings: list[EdgeKey] = []
        for key, info in board.edges.items():
            a, b = edge_cells(key)
            if a not in board.cells or b not in board.cells:
                continue
            {"wall": walls, "window": windows, "barrier": barriers, "opening": openings}.get(
                info.kind, []
            ).append(key)
        for key, sides in board.edge_sides.items():
            a, b = edge_cells(key)
            if (a in board.cells) != (b in board.cells) and "window" in sides.values():
                windows.append(key)
        out.walls = units_path(walls)
        out.windows = units_path(windows)
        out.barriers = units_path(barriers)
        out.openings = units_path(openings)
        # doors by state
        for door in board.doors.values():
            path = out.doors.setdefault(door.state, QPainterPath())
            for key in door.edges:
                path.addRect(_door_rect(key))
            if door.lock is not None and door.edges:
                centre = _door_rect(door.edges[len(door.edges) // 2]).center()
                color = QColor(door.lock.color or "#ffd54f")
                if not color.isValid():
                    color = QColor("#ffd54f")
                out.lock_marks.append((centre, color))
        # printed features
        for feature in board.features:
            if feature.cell is not None:
                x, y = feature.cell
                rect = QRectF(x * S + 2, y * S + 2, S * 0.42, S * 0.28)
                out.feature_boxes.addRect(rect)
                out.feature_labels.append(
                    (rect, "".join(p[0] for p in feature.type.split("-")[:2]).upper())
                )
            for key in feature.edges:
                a, b = edge_cells(key)
                mid = QPointF((a[0] + b[0] + 1) * S / 2, (a[1] + b[1] + 1) * S / 2)
                out.feature_edges.addEllipse(mid, S * 0.09, S * 0.09)
        return out


class BoardItem(QGraphicsItem):
    """The compiled board; ``layer`` is ``floor`` (under overlays) or ``lines`` (above)."""

    def __init__(self, layer: str, show_grid: bool = True) -> None:
        super().__init__()
        self.layer = layer
        self.paths = BoardPaths()
        self.show_grid = show_grid
        self.setZValue(0 if layer == "floor" else 6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = QFont()
        self._font.setPixelSize(int(S * 0.2))
        self._font.setBold(True)

    def set_paths(self, paths: BoardPaths) -> None:
        self.prepareGeometryChange()
        self.paths = paths
        self.update()

    def boundingRect(self) -> QRectF:
        return self.paths.bounds.adjusted(-S * 0.2, -S * 0.2, S * 0.2, S * 0.2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        p = self.paths
        lod = _lod(painter, option)
        if self.layer == "floor":
            painter.setPen(Qt.PenStyle.NoPen)
            for color, path in p.floors:
                painter.fillPath(path, color)
            for color, path, labels in p.terrain:
                painter.fillPath(path, color)
                if lod * S >= 36:
                    painter.setFont(self._font)
                    painter.setPen(QColor(255, 255, 255, 220))
                    exposed = option.exposedRect
                    for rect, label in labels:
                        if exposed.intersects(rect):
                            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
                    painter.setPen(Qt.PenStyle.NoPen)
            if self.show_grid and lod * S >= 10:
                painter.setPen(QPen(QColor(0, 0, 0, 40), 0))
                painter.drawPath(p.grid)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, lod * S >= 12)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(QColor(70, 55, 40, 150), S * 0.035, Qt.PenStyle.DashLine))
        painter.drawPath(p.zone_lines)
        painter.setPen(_pen(QColor(40, 40, 120, 110), S * 0.05))
        painter.drawPath(p.tile_lines)
        painter.setPen(_pen("#2e7d32", S * 0.06, Qt.PenStyle.DashLine))
        painter.drawPath(p.openings)
        painter.setPen(_pen(WALL_COLOR, S * 0.14))
        painter.drawPath(p.walls)
        painter.setPen(_pen("#6d6d6d", S * 0.12, Qt.PenStyle.DotLine))
        painter.drawPath(p.barriers)
        painter.setPen(_pen("#2f6fd0", S * 0.12))
        painter.drawPath(p.windows)
        painter.setPen(QPen(QColor("#6a9ee8"), S * 0.04))
        painter.drawPath(p.windows)
        for state, path in p.doors.items():
            color = DOOR_COLORS.get(state, DOOR_COLORS["closed"])
            if state == "open":
                painter.setPen(QPen(color.darker(130), S * 0.05))
                painter.setBrush(QColor(255, 255, 255, 160))
            else:
                painter.setPen(QPen(QColor("#1d140c"), S * 0.035))
                painter.setBrush(color)
            painter.drawPath(path)
        if p.lock_marks:
            painter.setPen(QPen(QColor("#1d140c"), S * 0.02))
            for centre, color in p.lock_marks:
                painter.setBrush(color)
                painter.drawEllipse(centre, S * 0.075, S * 0.075)
        painter.setPen(QPen(QColor("#b3261e"), S * 0.025))
        painter.setBrush(QColor("#ffd54f"))
        painter.drawPath(p.feature_edges)
        if lod * S >= 24:
            painter.setPen(QPen(QColor(60, 60, 60, 200), 0))
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.drawPath(p.feature_boxes)
            if lod * S >= 40:
                painter.setFont(self._font)
                exposed = option.exposedRect
                for rect, label in p.feature_labels:
                    if exposed.intersects(rect):
                        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


@dataclass
class _TokenPaint:
    discs: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    glyph_strokes: QPainterPath = field(default_factory=QPainterPath)
    glyph_fills: QPainterPath = field(default_factory=QPainterPath)
    arrows: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    labels: list[tuple[QRectF, str, float]] = field(default_factory=list)
    bounds: QRectF = field(default_factory=QRectF)


class TokenLayerItem(QGraphicsItem):
    """All tokens, batched by colour."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._paint = _TokenPaint()
        self._font = QFont()
        self._font.setBold(True)

    def rebuild(self, board: Board, spots: dict[str, TokenSpot]) -> None:
        from questwright.editor.icons import glyph_for, placed_glyph, short_labels

        system = board.system
        short = short_labels(system)
        strokes, fills = QPainterPath(), QPainterPath()
        discs: dict[str, tuple[QColor, QPainterPath]] = {}
        arrows: dict[str, tuple[QColor, QPainterPath]] = {}
        labels: list[tuple[QRectF, str, float]] = []
        bounds = QRectF()
        for ident, spot in spots.items():
            if spot.r <= 0:
                continue
            token = board.tokens[ident]
            tdef = system.token_types.get(token.type) if system else None
            color, label = token_style(token.type, tdef.color if tdef else None)
            label = short.get(token.type, label)
            glyph = glyph_for(token.type, tdef.icon) if tdef is not None else None
            if tdef is None:
                color, label = QColor("#d50000"), "?"
            entry = discs.setdefault(color.name(), (color, QPainterPath()))
            cx, cy, r = spot.x * S, spot.y * S, spot.r * S
            rect = QRectF(cx - r, cy - r, 2 * r, 2 * r)
            if spot.anchor == "edge":
                entry[1].addRect(rect)
            elif spot.anchor == "tile":
                entry[1].addRoundedRect(rect, r * 0.4, r * 0.4)
            else:
                entry[1].addEllipse(rect)
            if glyph is not None and spot.anchor != "edge":
                stroke, fill = placed_glyph(glyph, cx, cy, r)
                strokes.addPath(stroke)
                fills.addPath(fill)
            else:
                labels.append((rect, label, r))
            bounds = bounds.united(rect.adjusted(-r, -r, r, r))
            facing = token.properties.get("facing")
            if isinstance(facing, str) and facing in ("N", "E", "S", "W"):
                dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[facing]
                arrow = arrows.setdefault(color.name(), (color.darker(150), QPainterPath()))[1]
                tip = QPointF(cx + dx * r * 1.7, cy + dy * r * 1.7)
                base = QPointF(cx + dx * r * 1.05, cy + dy * r * 1.05)
                px, py = -dy * r * 0.45, dx * r * 0.45
                arrow.moveTo(tip)
                arrow.lineTo(base.x() + px, base.y() + py)
                arrow.lineTo(base.x() - px, base.y() - py)
                arrow.closeSubpath()
        self.prepareGeometryChange()
        self._paint = _TokenPaint(
            list(discs.values()), strokes, fills, list(arrows.values()), labels, bounds
        )
        self.update()

    def boundingRect(self) -> QRectF:
        return self._paint.bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        lod = _lod(painter, option)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, lod * S >= 10)
        painter.setPen(QPen(QColor("white"), S * 0.04))
        for color, path in self._paint.discs:
            painter.setBrush(color)
            painter.drawPath(path)
        glyph_pen = QPen(QColor("white"), S * 0.035)
        glyph_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        glyph_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(glyph_pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._paint.glyph_strokes)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPath(self._paint.glyph_fills)
        painter.setPen(QPen(QColor("#202020"), S * 0.015))
        for color, path in self._paint.arrows:
            painter.setBrush(color)
            painter.drawPath(path)
        if lod * S < 14:  # labels too small to read
            return
        exposed = option.exposedRect
        painter.setPen(QColor("white"))
        last_size = -1
        for rect, label, r in self._paint.labels:
            if not exposed.intersects(rect):
                continue
            size = max(4, int(r * (0.95 if len(label) < 2 else 0.8)))
            if size * lod < 4.5:
                continue
            if size != last_size:
                self._font.setPixelSize(size)
                painter.setFont(self._font)
                last_size = size
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


@dataclass
class OverlayPaint:
    """Colours laid over zones and cells, hatching, lines and labels, in scene units."""

    fills: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    hatch: QPainterPath = field(default_factory=QPainterPath)
    hatch_color: QColor = field(default_factory=lambda: QColor(150, 0, 0, 170))
    outlines: list[tuple[QPen, QPainterPath]] = field(default_factory=list)
    nodes: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    labels: list[tuple[QPointF, str]] = field(default_factory=list)
    legend: str = ""


class OverlayItem(QGraphicsItem):
    """Overlays between the floors and the walls."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.data = OverlayPaint()
        self._bounds = QRectF()
        self._font = QFont()
        self._font.setPixelSize(int(S * 0.22))

    def set_data(self, data: OverlayPaint, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self.data = data
        self._bounds = bounds.adjusted(-S, -S, S, S)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        d = self.data
        lod = _lod(painter, option)
        painter.setPen(Qt.PenStyle.NoPen)
        for color, path in d.fills:
            painter.fillPath(path, color)
        if not d.hatch.isEmpty():
            brush = QBrush(d.hatch_color, Qt.BrushStyle.BDiagPattern)
            brush.setTransform(painter.worldTransform().inverted()[0])
            painter.fillPath(d.hatch, brush)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, path in d.outlines:
            painter.setPen(pen)
            painter.drawPath(path)
        painter.setPen(QPen(QColor("white"), S * 0.03))
        for color, path in d.nodes:
            painter.setBrush(color)
            painter.drawPath(path)
        if d.labels and lod * S >= 28:
            painter.setFont(self._font)
            exposed = option.exposedRect
            for point, text in d.labels:
                rect = QRectF(point.x() - S, point.y() - S * 0.2, 2 * S, S * 0.4)
                if not exposed.intersects(rect):
                    continue
                painter.setPen(QColor(255, 255, 255, 230))
                painter.drawText(rect.translated(1, 1), Qt.AlignmentFlag.AlignCenter, text)
                painter.setPen(QColor(20, 20, 60))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class RefsItem(QGraphicsItem):
    """Outlines cells, edges and token discs named by refs (selection or problem marks)."""

    def __init__(self, color: QColor, z: float, fill_alpha: int = 40) -> None:
        super().__init__()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.color = color
        self.fill = QColor(color)
        self.fill.setAlpha(fill_alpha)
        self._cells = QPainterPath()
        self._outline = QPainterPath()
        self._edges = QPainterPath()
        self._discs = QPainterPath()
        self._bounds = QRectF()

    def set_refs(
        self,
        board: Board,
        spots: dict[str, TokenSpot],
        refs: Iterable[str],
        zone_ids: dict[str, list[Cell]] | None = None,
    ) -> None:
        from questwright.editor.painting import cells_of_refs

        refs = list(refs)
        token_refs = [r for r in refs if r in spots]
        other = [r for r in refs if r not in spots]
        cells, edges = cells_of_refs(board, other)
        discs = QPainterPath()
        for ident in token_refs:
            s = spots[ident]
            r = (s.r + 0.07) * S
            discs.addEllipse(QPointF(s.x * S, s.y * S), r, r)
        self.prepareGeometryChange()
        self._cells = _cells_path(cells)
        self._outline = outline_path(cells)
        self._edges = units_path(edges)
        self._discs = discs
        rect = (
            self._cells.boundingRect()
            .united(self._edges.boundingRect())
            .united(self._discs.boundingRect())
        )
        self._bounds = rect.adjusted(-S * 0.3, -S * 0.3, S * 0.3, S * 0.3)
        self.update()

    def is_empty(self) -> bool:
        return self._cells.isEmpty() and self._edges.isEmpty() and self._discs.isEmpty()

    def bounds(self) -> QRectF:
        return self._bounds

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillPath(self._cells, self.fill)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(self.color, S * 0.08))
        painter.drawPath(self._outline)
        painter.setPen(_pen(self.color, S * 0.2))
        painter.drawPath(self._edges)
        painter.setPen(QPen(self.color, S * 0.07))
        painter.drawPath(self._discs)


class GhostItem(QGraphicsItem):
    """A tool's preview: a list of ``(path, pen, brush)`` in scene coordinates."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._parts: list[tuple[QPainterPath, QPen, QBrush]] = []
        self._text: tuple[QPointF, str] | None = None
        self._bounds = QRectF()

    def set_parts(
        self,
        parts: list[tuple[QPainterPath, QPen, QBrush]],
        text: tuple[QPointF, str] | None = None,
    ) -> None:
        self.prepareGeometryChange()
        self._parts = parts
        self._text = text
        rect = QRectF()
        for path, *_style in parts:
            rect = rect.united(path.boundingRect())
        if text is not None:
            rect = rect.united(QRectF(text[0].x() - S, text[0].y() - S, 4 * S, 2 * S))
        self._bounds = rect.adjusted(-S * 0.3, -S * 0.3, S * 0.3, S * 0.3)
        self.update()

    def clear(self) -> None:
        self.set_parts([])

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        for path, pen, brush in self._parts:
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.drawPath(path)
        if self._text is not None:
            font = QFont()
            font.setPixelSize(int(S * 0.3))
            painter.setFont(font)
            painter.setPen(QColor("#202020"))
            painter.drawText(self._text[0], self._text[1])


class CursorItem(QGraphicsItem):
    """The keyboard cell cursor: a dashed frame around one cell."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.cell: Cell = (0, 0)

    def set_cell(self, cell: Cell) -> None:
        self.cell = cell
        self.setPos(cell[0] * S, cell[1] * S)

    def boundingRect(self) -> QRectF:
        return QRectF(-S * 0.15, -S * 0.15, S * 1.3, S * 1.3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("white"), S * 0.1))
        painter.drawRect(QRectF(0, 0, S, S))
        painter.setPen(QPen(QColor("#0a58ca"), S * 0.06, Qt.PenStyle.DashLine))
        painter.drawRect(QRectF(0, 0, S, S))
