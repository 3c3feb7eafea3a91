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
    QPixmap,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from questwright.core.board import Board
from questwright.core.edits import merge_units
from questwright.core.geometry import STEP, Cell, EdgeKey, edge_cells
from questwright.editor.canvas_geometry import CELL, TokenSpot
from questwright.editor.painting import (
    DOOR_COLORS,
    WALL_COLOR,
    floor_color,
    outline_units,
    token_style,
)
from questwright.schema.model import System

__all__ = [
    "BoardItem",
    "BoardPaths",
    "CursorItem",
    "GhostItem",
    "OverlayItem",
    "OverlayPaint",
    "RefsItem",
    "TokenLayerItem",
    "join_paths",
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
    return units_path(outline_units(set(cells)))


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


def _door_space_rect(cell: Cell) -> QRectF:
    """The slab a door space shows in the middle of its space."""
    x, y = cell
    return QRectF(x * S + S * 0.2, y * S + S * 0.2, S * 0.6, S * 0.6)


def _pen(color: QColor | str, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(QColor(color), width, style, Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin)
    return pen


CHUNK = 16  # cells per side of a drawing chunk (Qt culls chunks outside the view)
#: cells per side of the pieces a chunk is built from: an edit rebuilds one piece and
#: joins the chunk's pieces again, which is much cheaper than building the chunk
PIECE = 4


def chunk_of(cell: Cell, size: int = CHUNK) -> tuple[int, int]:
    return (cell[0] // size, cell[1] // size)


def chunk_of_piece(piece: tuple[int, int]) -> tuple[int, int]:
    """The chunk a piece belongs to."""
    per = CHUNK // PIECE
    return (piece[0] // per, piece[1] // per)


def merged_rects(cells: Iterable[Cell], inset: float = 0.0) -> list[QRectF]:
    """Few rectangles covering the cells: row runs, then equal runs stacked downward.

    >>> len(merged_rects([(x, y) for x in range(4) for y in range(3)]))
    1
    """
    rows: dict[int, list[int]] = {}
    for x, y in cells:
        rows.setdefault(y, []).append(x)
    runs: list[tuple[int, int, int]] = []  # (y, x0, x1)
    for y, xs in rows.items():
        xs.sort()
        start = prev = xs[0]
        for next_x in [*xs[1:], None]:
            if next_x is not None and next_x == prev + 1:
                prev = next_x
                continue
            runs.append((y, start, prev + 1))
            if next_x is not None:
                start = prev = next_x
    runs.sort()
    open_: dict[tuple[int, int], list[int]] = {}  # (x0, x1) -> [y0, y1]
    done: list[tuple[int, int, int, int]] = []
    for y, x0, x1 in runs:
        key = (x0, x1)
        span = open_.get(key)
        if span is not None and span[1] == y:
            span[1] = y + 1
        else:
            if span is not None:
                done.append((x0, span[0], x1, span[1]))
            open_[key] = [y, y + 1]
    done.extend((x0, y0, x1, y1) for (x0, x1), (y0, y1) in open_.items())
    return [
        QRectF(x0 * S + inset, y0 * S + inset, (x1 - x0) * S - 2 * inset, (y1 - y0) * S - 2 * inset)
        for x0, y0, x1, y1 in done
    ]


@dataclass
class BoardPaths:
    """Everything one :class:`BoardItem` fills and strokes, precomputed from a board."""

    bounds: QRectF = field(default_factory=QRectF)
    floors: list[tuple[QColor, list[QRectF]]] = field(default_factory=list)
    terrain: list[tuple[QColor, list[QRectF], list[tuple[QRectF, str]]]] = field(
        default_factory=list
    )
    #: the cell lines' unit edges; :attr:`grid` is made of them when it is first drawn (the
    #: lines show from 10 px a cell only: a big board opens fitted, without them)
    grid_units: list[EdgeKey] = field(default_factory=list, compare=False)
    _grid: QPainterPath | None = field(default=None, repr=False, compare=False)
    zone_lines: QPainterPath = field(default_factory=QPainterPath)
    tile_lines: QPainterPath = field(default_factory=QPainterPath)
    walls: QPainterPath = field(default_factory=QPainterPath)
    wall_rects: list[QRectF] = field(default_factory=list)
    window_rects: list[QRectF] = field(default_factory=list)
    windows: QPainterPath = field(default_factory=QPainterPath)
    barriers: QPainterPath = field(default_factory=QPainterPath)
    openings: QPainterPath = field(default_factory=QPainterPath)
    doors: dict[str, QPainterPath] = field(default_factory=dict)
    lock_marks: list[tuple[QPointF, QColor]] = field(default_factory=list)
    feature_boxes: QPainterPath = field(default_factory=QPainterPath)
    feature_labels: list[tuple[QRectF, str]] = field(default_factory=list)
    feature_edges: QPainterPath = field(default_factory=QPainterPath)
    #: the cells behind ``floors`` and ``terrain`` (pieces are joined by merging them again)
    floor_cells: dict[str, tuple[QColor, list[Cell]]] = field(default_factory=dict, compare=False)
    terrain_cells: dict[str, list[Cell]] = field(default_factory=dict, compare=False)

    @property
    def grid(self) -> QPainterPath:
        """The cell lines (see :attr:`grid_units`)."""
        if self._grid is None:
            self._grid = units_path(self.grid_units)
        return self._grid

    @classmethod
    def build(cls, board: Board) -> BoardPaths:
        """The whole board as one piece (tile previews, small boards)."""
        return build_chunks(board, whole=True)[1][(0, 0)]


class _Collect:
    """Per-chunk raw data before it becomes paths."""

    def __init__(self) -> None:
        self.cells: dict[str, tuple[QColor, list[Cell]]] = {}
        self.terrain: dict[str, list[Cell]] = {}
        self.units: dict[str, list[EdgeKey]] = {}
        self.doors: dict[str, list[EdgeKey]] = {}
        #: door spaces: the cells doors fill, by state
        self.door_cells: dict[str, list[Cell]] = {}
        self.locks: list[tuple[QPointF, QColor]] = []
        self.features: list[tuple[Cell, str]] = []
        self.feature_edges: list[QPointF] = []


def build_chunks(
    board: Board,
    whole: bool = False,
    only: Iterable[tuple[int, int]] | None = None,
    size: int = CHUNK,
    merge_floors: bool = True,
) -> tuple[QRectF, dict[tuple[int, int], BoardPaths]]:
    """Board bounds and the drawing data of every chunk of ``size`` cells a side (one
    chunk if ``whole``).

    ``only``: build just these chunks (what an edit touched); a chunk left with nothing to
    draw is missing from the result. Everything is gathered cell by cell, so the cost is
    that of the chunks built, not of the board. (The bounds are not computed then.)
    ``merge_floors=False`` leaves the floors as cells (pieces that :func:`join_paths`
    merges into chunks: merging each piece first would be thrown away).
    """
    bounds = QRectF()
    wanted = None if only is None or whole else set(only)
    if board.cells and wanted is None:
        x0, y0, x1, y1 = board.bounds()
        bounds = QRectF(x0 * S, y0 * S, (x1 - x0) * S, (y1 - y0) * S)
    system = board.system
    cells, zones, edges = board.cells, board.zones, board.edges
    raw: dict[tuple[int, int], _Collect] = {}

    def at(cell: Cell) -> _Collect:
        key = (0, 0) if whole else chunk_of(cell, size)
        found = raw.get(key)
        if found is None:
            found = raw[key] = _Collect()
        return found

    def unit_home(key: EdgeKey) -> Cell:
        a, b = edge_cells(key)
        return b if b in cells or a not in cells else a

    def unit_chunk(key: EdgeKey) -> _Collect:
        return at(unit_home(key))

    def drawn_here(key: EdgeKey) -> bool:
        if wanted is None:
            return True
        axis, x, y = key  # the unit's cells: (x, y) and the one above or left of it
        if (x // size, y // size) not in wanted and (
            (x // size, (y - 1) // size) if axis == "h" else ((x - 1) // size, y // size)
        ) not in wanted:
            return False
        return chunk_of(unit_home(key), size) in wanted

    if wanted is None:
        region: Iterable[Cell] = cells
    else:
        region = [
            (x, y)
            for cx, cy in wanted
            for y in range(cy * size, (cy + 1) * size)
            for x in range(cx * size, (cx + 1) * size)
            if (x, y) in cells
        ]
    cell_zoning = board.zoning == "cell"
    colors: dict[str, tuple[QColor, str]] = {}
    for cell in region:
        info = cells[cell]
        chunk = at(cell)
        paint = colors.get(info.zone)
        if paint is None:
            zone = zones.get(info.zone)
            color = floor_color(zone.kind, zone.light) if zone else QColor("#cccccc")
            if zone is not None and "abyss" in zone.tags:
                color = QColor("#3a3440")
            paint = colors[info.zone] = (color, color.name())
        chunk.cells.setdefault(paint[1], (paint[0], []))[1].append(cell)
        if info.terrain:
            chunk.terrain.setdefault(info.terrain, []).append(cell)
        x, y = cell
        for key, other in (
            (("h", x, y), (x, y - 1)),
            (("h", x, y + 1), (x, y + 1)),
            (("v", x, y), (x - 1, y)),
            (("v", x + 1, y), (x + 1, y)),
        ):
            if other not in cells:
                chunk.units.setdefault("wall", []).append(key)  # the board's outline
                sides = board.edge_sides.get(key)
                if sides and "window" in sides.values():
                    chunk.units.setdefault("window", []).append(key)
        # a unit between two board cells is drawn by the lower or right one
        for key, other in ((("h", x, y), (x, y - 1)), (("v", x, y), (x - 1, y))):
            other_info = cells.get(other)
            if other_info is None:
                continue
            edge_info = edges.get(key)
            if edge_info is not None:
                if edge_info.kind in ("wall", "window", "barrier", "opening"):
                    chunk.units.setdefault(edge_info.kind, []).append(key)
            elif info.tile != other_info.tile:
                chunk.units.setdefault("tile", []).append(key)
            elif info.zone != other_info.zone and not cell_zoning:
                chunk.units.setdefault("zone", []).append(key)
            else:
                chunk.units.setdefault("grid", []).append(key)
    for door in board.doors.values():
        if not door.edges or not drawn_here(door.edges[0]):
            continue
        chunk = unit_chunk(door.edges[0])
        chunk.doors.setdefault(door.state, []).extend(door.edges)
        if door.cell is not None:
            at(door.cell).door_cells.setdefault(door.state, []).append(door.cell)
        if door.lock is not None:
            centre = _door_rect(door.edges[len(door.edges) // 2]).center()
            color = QColor(door.lock.color or "#ffd54f")
            chunk.locks.append((centre, color if color.isValid() else QColor("#ffd54f")))
    for feature in board.features:
        if feature.cell is not None and (wanted is None or chunk_of(feature.cell, size) in wanted):
            label = "".join(p[0] for p in feature.type.split("-")[:2]).upper()
            at(feature.cell).features.append((feature.cell, label))
        for key in feature.edges:
            if not drawn_here(key):
                continue
            a, b = edge_cells(key)
            mid = QPointF((a[0] + b[0] + 1) * S / 2, (a[1] + b[1] + 1) * S / 2)
            unit_chunk(key).feature_edges.append(mid)

    chunks: dict[tuple[int, int], BoardPaths] = {}
    for chunk_key, c in raw.items():
        out = BoardPaths()
        if whole:
            out.bounds = QRectF(bounds)
        else:
            out.bounds = QRectF(
                chunk_key[0] * size * S, chunk_key[1] * size * S, size * S, size * S
            )
        out.floor_cells = c.cells
        out.terrain_cells = c.terrain
        if merge_floors:
            _fill_floors(out, system)
        # only the kinds of line this chunk has (most pieces have two or three of nine)
        for kind, units in c.units.items():
            if kind == "grid":
                out.grid_units = units  # its path is made when it is first drawn
                continue
            setattr(out, _UNIT_FIELDS[kind], units_path(units))
            if kind == "wall":
                out.wall_rects = _thick_rects(units, S * 0.14)
            elif kind == "window":
                out.window_rects = _thick_rects(units, S * 0.12)
        for state, keys in c.doors.items():
            path = QPainterPath()
            for k in keys:
                path.addRect(_door_rect(k))
            out.doors[state] = path
        for state, door_cells in c.door_cells.items():
            path = out.doors.setdefault(state, QPainterPath())
            for x, y in door_cells:
                path.addRect(_door_space_rect((x, y)))
        out.lock_marks = c.locks
        for (x, y), label in c.features:
            rect = QRectF(x * S + 2, y * S + 2, S * 0.42, S * 0.28)
            out.feature_boxes.addRect(rect)
            out.feature_labels.append((rect, label))
        for mid in c.feature_edges:
            out.feature_edges.addEllipse(mid, S * 0.09, S * 0.09)
        chunks[chunk_key] = out
    return bounds, chunks


#: the :class:`BoardPaths` field of each kind of unit line ``build_chunks`` collects
_UNIT_FIELDS = {
    "grid": "grid",
    "zone": "zone_lines",
    "tile": "tile_lines",
    "wall": "walls",
    "window": "windows",
    "barrier": "barriers",
    "opening": "openings",
}


def _fill_floors(out: BoardPaths, system: System | None) -> None:
    """Floors and terrain as few rectangles per colour, from their cells."""
    out.floors = [
        (color, merged_rects(group)) for _n, (color, group) in sorted(out.floor_cells.items())
    ]
    out.terrain = []
    for kind, group in sorted(out.terrain_cells.items()):
        tdef = system.terrain.get(kind) if system else None
        color = QColor((tdef.color if tdef and tdef.color else None) or "#6d6d6d")
        color.setAlpha(190)
        label = "".join(p[0] for p in kind.split("-")[:2]).upper()
        labels = [(QRectF(x * S, y * S, S, S), label) for x, y in sorted(group)]
        out.terrain.append((color, merged_rects(group, S * 0.1), labels))


def join_paths(parts: Iterable[BoardPaths], bounds: QRectF, system: System | None) -> BoardPaths:
    """One chunk's drawing data from its pieces' (see :data:`PIECE`)."""
    out = BoardPaths(bounds=QRectF(bounds))
    path_fields = (
        "zone_lines",
        "tile_lines",
        "walls",
        "windows",
        "barriers",
        "openings",
        "feature_boxes",
        "feature_edges",
    )
    floors, terrain = out.floor_cells, out.terrain_cells
    for part in parts:
        for name, (color, group) in part.floor_cells.items():
            floors.setdefault(name, (color, []))[1].extend(group)
        for kind, group in part.terrain_cells.items():
            terrain.setdefault(kind, []).extend(group)
        out.grid_units.extend(part.grid_units)
        for name in path_fields:
            piece = getattr(part, name)
            if not piece.isEmpty():
                getattr(out, name).addPath(piece)
        out.wall_rects.extend(part.wall_rects)
        out.window_rects.extend(part.window_rects)
        for state, path in part.doors.items():
            out.doors.setdefault(state, QPainterPath()).addPath(path)
        out.lock_marks.extend(part.lock_marks)
        out.feature_labels.extend(part.feature_labels)
    _fill_floors(out, system)
    return out


def _thick_rects(units: Iterable[EdgeKey], width: float) -> list[QRectF]:
    """Thick lines along unit edges as rectangles (filling is much cheaper than stroking)."""
    half = width / 2
    rects = []
    for (x0, y0), (x1, y1) in merge_units(units):
        if y0 == y1:
            rects.append(QRectF(x0 * S - half, y0 * S - half, (x1 - x0) * S + width, width))
        else:
            rects.append(QRectF(x0 * S - half, y0 * S - half, width, (y1 - y0) * S + width))
    return rects


_PENS: dict[tuple[object, ...], QPen] = {}


def _line_pen(
    color: QColor | str, width: float, lod: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine
) -> QPen:
    """A pen ``width`` scene units wide; thin on screen it becomes a cheap cosmetic pen.

    Pens are made once per colour, width, style and (for thin ones) on-screen width: a
    frame of a big board strokes thousands of paths with a few dozen distinct pens.
    """
    device = width * lod
    key = (
        color if isinstance(color, str) else color.rgba(),
        width,
        style,
        round(device, 1) if device < 3.0 else None,
    )
    found = _PENS.get(key)
    if found is None:
        if len(_PENS) > 512:
            _PENS.clear()
        found = _PENS[key] = _make_line_pen(color, width, lod, style)
    return found


def _make_line_pen(color: QColor | str, width: float, lod: float, style: Qt.PenStyle) -> QPen:
    device = width * lod
    if device < 3.0:
        pen = QPen(QColor(color), max(1.0, float(round(device))))
        pen.setCosmetic(True)
        if style != Qt.PenStyle.SolidLine and device < 1.2:
            return pen  # dashes that small are noise and slow
        pen.setStyle(style)
        return pen
    return _pen(color, width, style)


#: colours and pens of the board items, made once (a frame draws ~100 chunks)
_C = {
    "zone": QColor(70, 55, 40, 150),
    "tile": QColor(40, 40, 120, 110),
    "window": QColor("#2f6fd0"),
    "open-door": QColor(255, 255, 255, 160),
    "door-edge": QColor("#1d140c"),
    "feature-edge": QColor("#ffd54f"),
    "feature": QColor(255, 255, 255, 170),
    "terrain-label": QColor(255, 255, 255, 220),
}
_OPEN_DOOR_EDGE = DOOR_COLORS["open"].darker(130)
_STROKED = (  # (and the grid, when it has units: its path is made when first drawn)
    *("zone_lines", "tile_lines", "openings", "walls", "windows"),
    *("barriers", "feature_edges", "feature_boxes"),
)
_P = {
    "grid": QPen(QColor(0, 0, 0, 40), 0),
    "window": QPen(QColor("#6a9ee8"), S * 0.04),
    "lock": QPen(QColor("#1d140c"), S * 0.02),
    "feature-edge": QPen(QColor("#b3261e"), S * 0.025),
    "feature": QPen(QColor(60, 60, 60, 200), 0),
}


class BoardItem(QGraphicsItem):
    """One chunk of the compiled board; ``layer`` is ``floor`` (under overlays) or ``lines``."""

    def __init__(self, layer: str, show_grid: bool = True) -> None:
        super().__init__()
        self.layer = layer
        self.paths = BoardPaths()
        self._rect = QRectF()
        self._has: set[str] = set()
        self.show_grid = show_grid
        self.setZValue(0 if layer == "floor" else 6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = QFont()
        self._font.setPixelSize(int(S * 0.2))
        self._font.setBold(True)

    def set_paths(self, paths: BoardPaths, changed: QRectF | None = None) -> None:
        """Show ``paths``; ``changed``: the only area that looks different (a cached chunk
        then draws just that part of its pixmap again), None: all of it."""
        rect = paths.bounds.adjusted(-S * 0.3, -S * 0.3, S * 0.3, S * 0.3)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            changed = None
        self.paths = paths
        # what there is to stroke (a frame of a big board skips hundreds of empty paths)
        self._has = {name for name in _STROKED if not getattr(paths, name).isEmpty()}
        if paths.grid_units:
            self._has.add("grid")
        if changed is None:
            self.update()
        else:
            self.update(changed.adjusted(-S * 0.3, -S * 0.3, S * 0.3, S * 0.3))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        p = self.paths
        has = self._has
        lod = _lod(painter, option)
        near = lod * S >= 12
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, near and self.layer == "lines")
        if self.layer == "floor":
            painter.setPen(Qt.PenStyle.NoPen)
            for color, rects in p.floors:
                painter.setBrush(color)
                painter.drawRects(rects)
            for color, rects, labels in p.terrain:
                painter.setBrush(color)
                painter.drawRects(rects)
                if lod * S >= 36:
                    painter.setFont(self._font)
                    painter.setPen(_C["terrain-label"])
                    exposed = option.exposedRect
                    for rect, label in labels:
                        if exposed.intersects(rect):
                            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
                    painter.setPen(Qt.PenStyle.NoPen)
            if self.show_grid and lod * S >= 10 and "grid" in has:
                pen = _P["grid"]
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(p.grid)
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if lod * S >= 6 and "zone_lines" in has:
            painter.setPen(_line_pen(_C["zone"], S * 0.035, lod, Qt.PenStyle.DashLine))
            painter.drawPath(p.zone_lines)
        if "tile_lines" in has:
            painter.setPen(_line_pen(_C["tile"], S * 0.05, lod))
            painter.drawPath(p.tile_lines)
        if "openings" in has:
            painter.setPen(_line_pen("#2e7d32", S * 0.06, lod, Qt.PenStyle.DashLine))
            painter.drawPath(p.openings)
        if S * 0.14 * lod >= 2.0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(WALL_COLOR)
            painter.drawRects(p.wall_rects)
            painter.setBrush(_C["window"])
            painter.drawRects(p.window_rects)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            if "walls" in has:
                painter.setPen(_line_pen(WALL_COLOR, S * 0.14, lod))
                painter.drawPath(p.walls)
            if "windows" in has:
                painter.setPen(_line_pen("#2f6fd0", S * 0.12, lod))
                painter.drawPath(p.windows)
        if "barriers" in has:
            painter.setPen(_line_pen("#6d6d6d", S * 0.12, lod, Qt.PenStyle.DotLine))
            painter.drawPath(p.barriers)
        if near and "windows" in has:
            painter.setPen(_P["window"])
            painter.drawPath(p.windows)
        for state, path in p.doors.items():
            color = DOOR_COLORS.get(state, DOOR_COLORS["closed"])
            if state == "open":
                painter.setPen(_line_pen(_OPEN_DOOR_EDGE, S * 0.05, lod))
                painter.setBrush(_C["open-door"])
            else:
                painter.setPen(_line_pen(_C["door-edge"], S * 0.035, lod))
                painter.setBrush(color)
            painter.drawPath(path)
        if p.lock_marks and near:
            painter.setPen(_P["lock"])
            for centre, color in p.lock_marks:
                painter.setBrush(color)
                painter.drawEllipse(centre, S * 0.075, S * 0.075)
        if near and "feature_edges" in has:
            painter.setPen(_P["feature-edge"])
            painter.setBrush(_C["feature-edge"])
            painter.drawPath(p.feature_edges)
        if lod * S >= 24 and "feature_boxes" in has:
            painter.setPen(_P["feature"])
            painter.setBrush(_C["feature"])
            painter.drawPath(p.feature_boxes)
            if lod * S >= 40:
                painter.setFont(self._font)
                exposed = option.exposedRect
                for rect, label in p.feature_labels:
                    if exposed.intersects(rect):
                        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


_SPRITES: dict[tuple[str, str | None, str, str, int], QPixmap] = {}


def token_sprite(color: QColor, glyph: str | None, label: str, shape: str, px: int) -> QPixmap:
    """A token icon rendered once at ``px`` device pixels (white halo included), cached."""
    key = (color.name(QColor.NameFormat.HexArgb), glyph, label, shape, px)
    found = _SPRITES.get(key)
    if found is None:
        if len(_SPRITES) > 3000:
            _SPRITES.clear()
        found = QPixmap(px, px)
        found.fill(Qt.GlobalColor.transparent)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        halo = px * 0.055
        outer = QRectF(0.5, 0.5, px - 1.0, px - 1.0)
        inner = outer.adjusted(halo, halo, -halo, -halo)
        painter.setPen(Qt.PenStyle.NoPen)
        for rect, fill in ((outer, QColor("white")), (inner, color)):
            painter.setBrush(fill)
            if shape == "edge":
                painter.drawRect(rect)
            elif shape == "tile":
                painter.drawRoundedRect(rect, rect.width() * 0.2, rect.width() * 0.2)
            else:
                painter.drawEllipse(rect)
        r = inner.width() / 2
        c = inner.center()
        if glyph is not None:
            from questwright.editor.icons import placed_glyph

            painter.setBrush(QColor("white"))
            painter.drawPath(placed_glyph(glyph, c.x(), c.y(), r))
        elif px >= 12:
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(5, int(r * (0.95 if len(label) < 2 else 0.8))))
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, label)
        painter.end()
        _SPRITES[key] = found
    return found


@dataclass
class _TokenPaint:
    #: per token: target rect (halo included), colour, glyph, label, shape
    sprites: list[tuple[QRectF, QColor, str | None, str, str]] = field(default_factory=list)
    rects: list[tuple[QColor, list[QRectF]]] = field(default_factory=list)
    arrows: list[tuple[QColor, QPainterPath]] = field(default_factory=list)
    bounds: QRectF = field(default_factory=QRectF)
    smallest: float = 1.0


_SHORT: dict[int, tuple[object, dict[str, str]]] = {}


def _short_labels(system: System | None) -> dict[str, str]:
    """The system's two-letter token labels, worked out once per system."""
    found = _SHORT.get(id(system))
    if found is None or found[0] is not system:
        from questwright.editor.icons import short_labels

        found = _SHORT[id(system)] = (system, short_labels(system))
    return found[1]


class TokenLayerItem(QGraphicsItem):
    """The tokens of one chunk: cached sprites near, plain squares far away."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._paint = _TokenPaint()

    def rebuild(self, board: Board, spots: dict[str, TokenSpot]) -> None:
        from questwright.editor.icons import glyph_for

        system = board.system
        short = _short_labels(system)
        sprites: list[tuple[QRectF, QColor, str | None, str, str]] = []
        rects: dict[str, tuple[QColor, list[QRectF]]] = {}
        arrows: dict[str, tuple[QColor, QPainterPath]] = {}
        bounds = QRectF()
        smallest = 1.0
        # a chunk holds many tokens of a few types: each type's look is worked out once
        looks: dict[str, tuple[QColor, str, str | None]] = {}
        for ident, spot in spots.items():
            if spot.r <= 0 or ident not in board.tokens:
                continue
            token = board.tokens[ident]
            look = looks.get(token.type)
            if look is None:
                tdef = system.token_types.get(token.type) if system else None
                if tdef is None:
                    look = (QColor("#d50000"), "?", None)
                else:
                    color, label = token_style(token.type, tdef.color)
                    look = (color, short.get(token.type, label), glyph_for(token.type, tdef.icon))
                looks[token.type] = look
            color, label, glyph = look
            cx, cy, r = spot.x * S, spot.y * S, spot.r * S
            smallest = min(smallest, spot.r)
            halo = r * 0.12
            target = QRectF(cx - r - halo, cy - r - halo, 2 * (r + halo), 2 * (r + halo))
            sprites.append(
                (target, color, glyph if spot.anchor != "edge" else None, label, spot.anchor)
            )
            rects.setdefault(color.name(), (color, []))[1].append(
                QRectF(cx - r, cy - r, 2 * r, 2 * r)
            )
            bounds = bounds.united(target.adjusted(-r, -r, r, r))
            facing = token.properties.get("facing")
            if isinstance(facing, str) and facing in STEP:
                dx, dy = STEP[facing]
                arrow = arrows.setdefault(color.name(), (color.darker(150), QPainterPath()))[1]
                tip = QPointF(cx + dx * r * 1.7, cy + dy * r * 1.7)
                base = QPointF(cx + dx * r * 1.1, cy + dy * r * 1.1)
                px, py = -dy * r * 0.45, dx * r * 0.45
                arrow.moveTo(tip)
                arrow.lineTo(base.x() + px, base.y() + py)
                arrow.lineTo(base.x() - px, base.y() - py)
                arrow.closeSubpath()
        self.prepareGeometryChange()
        self._paint = _TokenPaint(
            sprites, list(rects.values()), list(arrows.values()), bounds, smallest
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
        t = self._paint
        lod = _lod(painter, option)
        painter.setPen(Qt.PenStyle.NoPen)
        if t.smallest * S * lod < 3.5:  # far away: plain squares, a few pixels each
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            for color, rects in t.rects:
                painter.setBrush(color)
                painter.drawRects(rects)
            return
        exposed = option.exposedRect
        source = QRectF()
        for target, color, glyph, label, shape in t.sprites:
            if not exposed.intersects(target):
                continue
            px = max(4, round(target.width() * lod))
            pixmap = token_sprite(color, glyph, label, shape, px)
            source.setRect(0, 0, px, px)
            painter.drawPixmap(target, pixmap, source)
        if t.arrows:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(QColor("#202020"), S * 0.015))
            for color, path in t.arrows:
                painter.setBrush(color)
                painter.drawPath(path)


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
        self.overlay_paint = OverlayPaint()
        self._bounds = QRectF()
        self._font = QFont()
        self._font.setPixelSize(int(S * 0.22))

    def set_data(self, data: OverlayPaint, bounds: QRectF) -> None:
        self.prepareGeometryChange()
        self.overlay_paint = data
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
        d = self.overlay_paint
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
        cells_path, edges_path = _cells_path(cells), units_path(edges)
        if cells_path == self._cells and edges_path == self._edges and discs == self._discs:
            return  # the same outlines: nothing to repaint
        self.prepareGeometryChange()
        self._cells = cells_path
        self._outline = outline_path(cells)
        self._edges = edges_path
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
