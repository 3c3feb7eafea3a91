"""Drawing a compiled board with QPainter: floors, zones, walls, doors, terrain, features, tokens.

The one board painter for output: ``questwright render`` (PNG/SVG/PDF), the editor's
"export PNG" and the quest sheet's map (which asks for its print extras: tile labels,
starting zones hatched, objective numbers on targets) all draw through :func:`paint_board`,
and the sheet's legend keys through :func:`draw_key`, so that a key always looks like what
it explains. The editor canvas draws the same things as QGraphicsItems, using the same
colours and :func:`token_style` from here so that both look alike. Overlays (reach, sight, coverage,
error refs) are given as per-zone and per-cell colours by the caller, so this module knows
nothing about rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from questwright.core.board import Board
from questwright.core.geometry import STEP, Cell, EdgeKey, edge_cells
from questwright.editor.icons import glyph_for, placed_glyph, short_labels

__all__ = [
    "DOOR_COLORS",
    "LEVEL_COLORS",
    "WALL_COLOR",
    "BoardStyle",
    "Overlay",
    "centre_cell",
    "draw_key",
    "floor_color",
    "level_color",
    "outline_units",
    "paint_board",
    "token_style",
    "zone_color",
]

_ROOM = {"light": QColor("#e9dcc0"), "shadow": QColor("#9c8f7a")}
_CORRIDOR = {"light": QColor("#d5d5cf"), "shadow": QColor("#8a8a86")}
_SPACE = {"light": QColor("#e4e1d6"), "shadow": QColor("#8f8c82")}
_WALL = QColor("#2b2118")
_DOOR = {"closed": QColor("#8b5a2b"), "open": QColor("#c9a46b"), "locked": QColor("#b3261e")}
#: public names of the colours, shared with the editor canvas
WALL_COLOR = _WALL
DOOR_COLORS = _DOOR
_TOKEN_COLORS = [
    "#1f77b4",
    "#2ca02c",
    "#d62728",
    "#9467bd",
    "#8c564b",
    "#e377c2",
    "#17becf",
    "#bcbd22",
    "#ff7f0e",
    "#393b79",
    "#637939",
    "#843c39",
]


@dataclass
class BoardStyle:
    cell: float = 40
    margin: float = 20
    show_zone_lines: bool = True
    show_labels: bool = False
    legend_height: int = 0  # room above the board for an overlay legend
    #: print extras (the quest sheet): each tile's name and side on its top-left cell, and
    #: the starting zones hatched green (how the games' own quest maps show the setup)
    tile_labels: bool = False
    start_hatch: bool = False
    #: tokens drawn with the editor's pictograms where it has one (the quest sheet), else
    #: with their short labels (ST, EX) as ``render`` draws them
    pictograms: bool = False


@dataclass
class Overlay:
    """Extra colour to lay over zones and cells, and refs to mark as errors.

    ``outlines``: ``(colour, cells, label, filled)`` places drawn as outlines (the zones
    overlay).
    """

    zone_colors: dict[str, QColor] = field(default_factory=dict)
    cell_colors: dict[Cell, QColor] = field(default_factory=dict)
    hatched_zones: set[str] = field(default_factory=set)
    marked_cells: set[Cell] = field(default_factory=set)
    marked_edges: set[EdgeKey] = field(default_factory=set)
    arrows: list[tuple[Cell, str]] = field(default_factory=list)
    legend: str | None = None
    outlines: list[tuple[QColor, frozenset[Cell], str, bool]] = field(default_factory=list)


def zone_color(index: int) -> QColor:
    """The zones overlay's colour of the ``index``-th zone: consecutive zones far apart on
    the colour wheel (the golden angle), so that neighbours never look alike."""
    return QColor.fromHsv((index * 137) % 360, 150, 230)


#: per overlay kind: the colour of level 1 (the origin: the hero start's reach, the place
#: sight is from, a camera's or spawn point's own room) and of the lower levels, as the
#: overlays' legends name them (questwright.core.overlays, questwright.core.sight.overlays)
LEVEL_COLORS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "reach": ((46, 160, 67), (255, 160, 0)),  # green reached, amber behind locks
    "sight": ((46, 160, 67), (255, 193, 7)),  # green origin, amber seen (fainter farther)
    "coverage": ((46, 160, 67), (156, 39, 176)),  # green own room, purple watched
}


def level_color(kind: str, level: float) -> QColor:
    """The colour of an overlay level (``1.0``: the origin; lower: fainter)."""
    origin, other = LEVEL_COLORS.get(kind, LEVEL_COLORS["reach"])
    level = max(0.0, min(1.0, level))
    if level >= 1.0:
        return QColor(*origin, 110)
    return QColor(*other, int(50 + 100 * level))


def floor_color(kind: str, light: str) -> QColor:
    table = _ROOM if kind == "room" else _CORRIDOR if kind == "corridor" else _SPACE
    return table.get(light, table["light"])


def token_style(token_type: str, system_color: str | None = None) -> tuple[QColor, str]:
    """Fill colour and a short label (up to two letters) for a token type."""
    if system_color:
        color = QColor(system_color)
    else:
        color = QColor(_TOKEN_COLORS[sum(map(ord, token_type)) % len(_TOKEN_COLORS)])
    parts = [p for p in token_type.replace("_", "-").split("-") if p]
    label = (
        (parts[0][0] + (parts[1][0] if len(parts) > 1 else parts[0][1:2])).upper() if parts else "?"
    )
    return color, label


def _edge_line(key: EdgeKey, s: float, ox: float, oy: float) -> tuple[QPointF, QPointF]:
    axis, x, y = key
    if axis == "h":
        return QPointF(ox + x * s, oy + y * s), QPointF(ox + (x + 1) * s, oy + y * s)
    return QPointF(ox + x * s, oy + y * s), QPointF(ox + x * s, oy + (y + 1) * s)


def terrain_color(board: Board, kind: str) -> QColor:
    """A terrain kind's colour over the floor (the system's, translucent)."""
    system = board.system
    terrain = system.terrain.get(kind) if system else None
    color = QColor(terrain.color if terrain and terrain.color else "#555555")
    color.setAlpha(200)
    return color


def edge_pen(kind: str, s: float) -> QPen:
    """The pen of an edge kind (wall, window, barrier, opening) at ``s`` units per cell."""
    if kind == "window":
        return QPen(QColor("#3b7dd8"), max(2.0, s / 10))
    if kind == "barrier":
        return QPen(QColor("#555555"), max(2.0, s / 8), Qt.PenStyle.DotLine)
    if kind == "opening":
        return QPen(QColor("#2e7d32"), max(1.0, s / 20), Qt.PenStyle.DashDotLine)
    return QPen(_WALL, max(2.0, s / 8), Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)


def _draw_door(painter: QPainter, rect: QRectF, state: str, is_open: bool) -> None:
    color = _DOOR.get(state, _DOOR["closed"])
    if is_open:
        painter.setPen(QPen(color, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(QColor("#2b2118"), 1))
        painter.setBrush(color)
    painter.drawRect(rect)
    if state == "locked":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd54f"))
        r = min(rect.width(), rect.height()) * 0.3
        painter.drawEllipse(rect.center(), r, r)


def _draw_feature_box(painter: QPainter, rect: QRectF, feature_type: str) -> None:
    """A printed feature on a cell: a small white box with its initials."""
    painter.setPen(QPen(QColor("#444444"), 1))
    painter.setBrush(QColor(255, 255, 255, 150))
    painter.drawRect(rect)
    initials = "".join(p[0] for p in feature_type.split("-")[:2] if p).upper()
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, initials)


def _draw_feature_dot(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A printed feature on an edge: a yellow dot."""
    painter.setPen(QPen(QColor("#b3261e"), 1))
    painter.setBrush(QColor("#ffd54f"))
    painter.drawEllipse(centre, radius, radius)


def _draw_disc(
    painter: QPainter,
    centre: QPointF,
    radius: float,
    color: QColor,
    label: str,
    glyph: str | None = None,
) -> None:
    """A token: a disc in its colour with its pictogram (the editor's, ``glyph``), else its
    short label."""
    painter.setPen(QPen(QColor("white"), 2))
    painter.setBrush(color)
    painter.drawEllipse(centre, radius, radius)
    if glyph is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawPath(placed_glyph(glyph, centre.x(), centre.y(), radius))
        return
    painter.setPen(QColor("white"))
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        Qt.AlignmentFlag.AlignCenter,
        label,
    )


def _place_centre(board: Board, ident: str, s: float, ox: float, oy: float) -> QPointF | None:
    """Where a number for the zone, tile or door ``ident`` goes: the middle of its cells (a
    cell of its own nearest that middle, so an L-shaped room keeps it inside), or a door's
    middle; None for anything else."""
    door = board.doors.get(ident)
    if door is not None and door.edges:
        ends = [_edge_line(key, s, ox, oy) for key in door.edges]
        xs = [p.x() for pair in ends for p in pair]
        ys = [p.y() for pair in ends for p in pair]
        return QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    zone = board.zones.get(ident)
    tile = board.tiles.get(ident)
    cells = zone.cells if zone is not None else tile.cells if tile is not None else None
    if not cells:
        return None
    mx = sum(c[0] for c in cells) / len(cells) + 0.5
    my = sum(c[1] for c in cells) / len(cells) + 0.5
    cx, cy = min(cells, key=lambda c: ((c[0] + 0.5 - mx) ** 2 + (c[1] + 0.5 - my) ** 2, c))
    return QPointF(ox + (cx + 0.5) * s, oy + (cy + 0.5) * s)


def _draw_badge(painter: QPainter, centre: QPointF, radius: float, text: str) -> None:
    """A small black lozenge with ``text`` at a token's lower right (objective numbers)."""
    size = max(4.0, radius * 1.1)
    font = QFont()
    font.setPixelSize(max(4, int(size * 0.7)))
    font.setBold(True)
    painter.setFont(font)
    width = max(size, painter.fontMetrics().horizontalAdvance(text) + size * 0.4)
    box = QRectF(
        centre.x() + radius * 0.9 - width / 2, centre.y() + radius * 0.9 - size / 2, width, size
    )
    painter.setPen(QPen(QColor("white"), max(0.5, size * 0.08)))
    painter.setBrush(QColor("#111111"))
    painter.drawRoundedRect(box, size / 2, size / 2)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _token_look(board: Board, token_type: str) -> tuple[QColor, str]:
    system = board.system
    ttype = system.token_types.get(token_type) if system else None
    color, label = token_style(token_type, ttype.color if ttype else None)
    return color, short_labels(system).get(token_type, label)


def _token_glyph(board: Board, token_type: str) -> str | None:
    """The editor's pictogram for a token type (None: the short label is drawn)."""
    system = board.system
    ttype = system.token_types.get(token_type) if system else None
    return glyph_for(token_type, ttype.icon if ttype else None)


def draw_key(
    painter: QPainter,
    rect: QRectF,
    kind: str,
    key: str,
    board: Board,
    pictograms: bool = False,
) -> None:
    """A legend key in ``rect`` (one cell's square), drawn by the code that draws the map:
    ``kind`` is ``token`` (``key`` its type), ``floor`` (``KIND/LIGHT``), ``start``,
    ``terrain``, ``door`` (a state) or ``edge`` (an edge kind)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = rect.width()
    if kind == "token":
        font = QFont()
        font.setPixelSize(max(4, int(s * 0.3)))
        font.setBold(True)
        painter.setFont(font)
        color, label = _token_look(board, key)
        glyph = _token_glyph(board, key) if pictograms else None
        _draw_disc(painter, rect.center(), s * 0.42, color, label, glyph)
    elif kind in ("floor", "start", "terrain"):
        floor, _, light = key.partition("/") if kind == "floor" else ("room", "", "light")
        painter.fillRect(rect, floor_color(floor, light))
        if kind == "start":
            painter.fillRect(rect, _START_HATCH)
        elif kind == "terrain":
            inset = s * 0.08
            painter.fillRect(rect.adjusted(inset, inset, -inset, -inset), terrain_color(board, key))
        painter.setPen(QPen(QColor(0, 0, 0, 60), 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect)
    elif kind == "door":
        thick = s * 0.22
        bar = QRectF(rect.left() + s * 0.12, rect.center().y() - thick / 2, s * 0.76, thick)
        _draw_door(painter, bar, key, key == "open")
    elif kind == "edge":
        painter.setPen(edge_pen(key, s))
        y = rect.center().y()
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    elif kind == "feature":
        font = QFont()
        font.setPixelSize(max(3, int(s * 0.22)))
        painter.setFont(font)
        box = QRectF(rect.left(), rect.center().y() - s * 0.2, s, s * 0.4)
        _draw_feature_box(painter, box, key)
    elif kind == "feature-edge":
        _draw_feature_dot(painter, rect.center(), s * 0.14)
    painter.restore()


_START_HATCH = QBrush(QColor(27, 127, 58, 110), Qt.BrushStyle.BDiagPattern)


def paint_board(
    painter: QPainter,
    board: Board,
    style: BoardStyle | None = None,
    overlay: Overlay | None = None,
    badges: Mapping[str, str] | None = None,
) -> None:
    """Paint ``board`` with its top-left board cell at ``style.margin``; ``badges``: a
    text to show on tokens (by id), as the quest sheet numbers objective targets."""
    style = style or BoardStyle()
    s = float(style.cell)
    x0, y0, _, _ = board.bounds()
    ox, oy = style.margin - x0 * s, style.margin + style.legend_height - y0 * s
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    system = board.system

    def cell_rect(c: Cell) -> QRectF:
        return QRectF(ox + c[0] * s, oy + c[1] * s, s, s)

    # floors
    painter.setPen(Qt.PenStyle.NoPen)
    for cell, info in board.cells.items():
        zone = board.zones.get(info.zone)
        color = floor_color(zone.kind, zone.light) if zone else QColor("#cccccc")
        painter.fillRect(cell_rect(cell), color)
        if info.terrain and system and info.terrain in system.terrain:
            painter.fillRect(
                cell_rect(cell).adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08),
                terrain_color(board, info.terrain),
            )
    if style.start_hatch:
        from questwright.core.overlays import start_zones

        for zone_id in start_zones(board):
            for c in board.zones[zone_id].cells:
                painter.fillRect(cell_rect(c), _START_HATCH)
    # grid
    painter.setPen(QPen(QColor(0, 0, 0, 28), 1))
    for cell in board.cells:
        painter.drawRect(cell_rect(cell))
    # overlays under the walls
    if overlay:
        for zone_id, color in overlay.zone_colors.items():
            zone = board.zones.get(zone_id)
            if zone:
                for c in zone.cells:
                    painter.fillRect(cell_rect(c), color)
        for c, color in overlay.cell_colors.items():
            painter.fillRect(cell_rect(c), color)
        if overlay.hatched_zones:
            brush = QBrush(QColor(120, 0, 0, 150), Qt.BrushStyle.BDiagPattern)
            for zone_id in overlay.hatched_zones:
                zone = board.zones.get(zone_id)
                if zone:
                    for c in zone.cells:
                        painter.fillRect(cell_rect(c), brush)
    if overlay:
        font = QFont()
        font.setPixelSize(max(8, int(s * 0.26)))
        painter.setFont(font)
        for color, cells, label, filled in overlay.outlines:
            if filled:
                fill = QColor(color)
                fill.setAlpha(110)
                for c in cells:
                    painter.fillRect(cell_rect(c), fill)
            painter.setPen(QPen(color, max(2.0, s / 14)))
            for key in outline_units(cells):
                painter.drawLine(*_edge_line(key, s, ox, oy))
            if label and cells:
                middle = centre_cell(cells)
                painter.setPen(QColor(20, 20, 60))
                painter.drawText(
                    cell_rect(middle).adjusted(-s, 0, s, 0), Qt.AlignmentFlag.AlignCenter, label
                )
    # zone boundaries (floor lines) and tile outlines
    if style.show_zone_lines:
        painter.setPen(QPen(QColor(60, 50, 40, 110), max(1.0, s / 30), Qt.PenStyle.DashLine))
        for key, a, b in board.iter_boundaries():
            if board.cells[a].zone != board.cells[b].zone and key not in board.edges:
                painter.drawLine(*_edge_line(key, s, ox, oy))
    painter.setPen(QPen(QColor(40, 40, 120, 90), max(1.0, s / 20)))
    for key, a, b in board.iter_boundaries():
        if board.cells[a].tile != board.cells[b].tile and key not in board.edges:
            painter.drawLine(*_edge_line(key, s, ox, oy))
    # walls: explicit edges and the board edge
    wall_pen = edge_pen("wall", s)
    painter.setPen(wall_pen)
    for cell in board.cells:
        x, y = cell
        for key, other in (
            (("h", x, y), (x, y - 1)),
            (("h", x, y + 1), (x, y + 1)),
            (("v", x, y), (x - 1, y)),
            (("v", x + 1, y), (x + 1, y)),
        ):
            if other not in board.cells:
                painter.drawLine(*_edge_line(key, s, ox, oy))
    for key, edge_info in board.edges.items():
        a, b = edge_cells(key)
        if a not in board.cells or b not in board.cells:
            continue
        if edge_info.kind in ("wall", "window", "barrier", "opening"):
            painter.setPen(wall_pen if edge_info.kind == "wall" else edge_pen(edge_info.kind, s))
            painter.drawLine(*_edge_line(key, s, ox, oy))
    # windows and doors on the board edge still show (ddd windows face outside)
    for key, sides in board.edge_sides.items():
        a, b = edge_cells(key)
        if (a in board.cells) == (b in board.cells):
            continue
        if "window" in sides.values():
            painter.setPen(edge_pen("window", s))
            painter.drawLine(*_edge_line(key, s, ox, oy))
    # doors
    for door in board.doors.values():
        for key in door.edges:
            p1, p2 = _edge_line(key, s, ox, oy)
            thick = s * 0.22
            if key[0] == "h":
                rect = QRectF(p1.x() + s * 0.12, p1.y() - thick / 2, s * 0.76, thick)
            else:
                rect = QRectF(p1.x() - thick / 2, p1.y() + s * 0.12, thick, s * 0.76)
            _draw_door(painter, rect, door.state, door.is_open)
        if door.cell is not None:  # a door space: a slab in the middle of its space
            x, y = door.cell
            slab = QRectF(ox + (x + 0.2) * s, oy + (y + 0.2) * s, s * 0.6, s * 0.6)
            _draw_door(painter, slab, door.state, door.is_open)
    # features
    font = QFont()
    font.setPixelSize(max(7, int(s * 0.22)))
    painter.setFont(font)
    for feature in board.features:
        if feature.cell is not None:
            r = cell_rect(feature.cell)
            _draw_feature_box(
                painter,
                QRectF(r.left() + s * 0.05, r.top() + s * 0.05, s * 0.36, s * 0.26),
                feature.type,
            )
        for key in feature.edges:
            p1, p2 = _edge_line(key, s, ox, oy)
            _draw_feature_dot(painter, (p1 + p2) / 2, s * 0.1)
    # tokens
    font.setPixelSize(max(8, int(s * 0.3)))
    font.setBold(True)
    painter.setFont(font)
    # Several 1×1 tokens in one cell share it in a grid, so that none hides another.
    crowd: dict[Cell, int] = {}
    for token in board.tokens.values():
        if token.cell is not None and not token.size:
            crowd[token.cell] = crowd.get(token.cell, 0) + 1
    seen: dict[Cell, int] = {}
    labels = short_labels(system)
    badged: list[tuple[QPointF, float, str]] = []
    for ident, token in board.tokens.items():
        ttype = system.token_types.get(token.type) if system else None
        color, label = token_style(token.type, ttype.color if ttype else None)
        label = labels.get(token.type, label)
        badge = badges.get(ident) if badges else None
        glyph = _token_glyph(board, token.type) if style.pictograms else None
        if token.cell is not None:
            w, h = token.size or (1, 1)
            r = QRectF(ox + token.cell[0] * s, oy + token.cell[1] * s, w * s, h * s)
            radius = min(w, h) * s * 0.3
            centre = r.center()
            count = crowd.get(token.cell, 1) if not token.size else 1
            if count > 1:
                n = seen.get(token.cell, 0)
                seen[token.cell] = n + 1
                side = 2 if count <= 4 else 3
                step = s / side
                radius = step * 0.42
                col, row = n % side, (n // side) % side
                centre = QPointF(r.left() + (col + 0.5) * step, r.top() + (row + 0.5) * step)
            _draw_disc(painter, centre, radius, color, label, glyph)
            if badge:
                badged.append((centre, radius, badge))
            facing = token.properties.get("facing")
            # Any text may stand in a hostile file's "facing": only a compass point draws.
            if isinstance(facing, str) and facing in STEP:
                dx, dy = STEP[facing]
                tip = centre + QPointF(dx * radius * 1.6, dy * radius * 1.6)
                painter.setPen(QPen(color.darker(), 3))
                painter.drawLine(centre + QPointF(dx * radius, dy * radius), tip)
        elif token.edge is not None:
            for key in board.token_edges(token):
                p1, p2 = _edge_line(key, s, ox, oy)
                mid = (p1 + p2) / 2
                painter.setPen(QPen(QColor("white"), 1))
                painter.setBrush(color)
                painter.drawRect(QRectF(mid.x() - s * 0.14, mid.y() - s * 0.14, s * 0.28, s * 0.28))
                if badge:
                    badged.append((mid, s * 0.14, badge))
                    badge = None
        elif token.tile is not None and token.tile in board.tiles:
            cells = board.tiles[token.tile].cells
            if cells:  # a token on a whole tile: a disc in its middle
                cx = (min(c[0] for c in cells) + max(c[0] for c in cells) + 1) / 2
                cy = (min(c[1] for c in cells) + max(c[1] for c in cells) + 1) / 2
                centre = QPointF(ox + cx * s, oy + cy * s)
                _draw_disc(painter, centre, s * 0.35, color, label, glyph)
                if badge:
                    badged.append((centre, s * 0.35, badge))
    # objectives on a place: a zone, a tile or a door carries the number too (issue #33)
    for ident, badge in (badges or {}).items():
        if ident in board.tokens:
            continue
        spot = _place_centre(board, ident, s, ox, oy)
        if spot is not None:
            badged.append((spot, s * 0.3, badge))
    for centre, radius, text in badged:
        _draw_badge(painter, centre, radius, text)
    if style.tile_labels:
        _tile_labels(painter, board, s, ox, oy)
    # error marks and overlay arrows on top
    if overlay:
        painter.setPen(QPen(QColor("#d50000"), max(2.0, s / 12)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for c in overlay.marked_cells:
            painter.drawRect(cell_rect(c).adjusted(2, 2, -2, -2))
        for key in overlay.marked_edges:
            painter.drawLine(*_edge_line(key, s, ox, oy))
        for c, facing in overlay.arrows:
            r = cell_rect(c)
            dx, dy = STEP.get(facing, (0, 0))
            path = QPainterPath(r.center())
            path.lineTo(r.center() + QPointF(dx * s * 0.45, dy * s * 0.45))
            painter.drawPath(path)
        if overlay.legend and style.legend_height:
            font.setPixelSize(12)
            font.setBold(False)
            painter.setFont(font)
            painter.setPen(QColor("black"))
            width = painter.device().width() if painter.device() else 600
            painter.drawText(
                QRectF(style.margin, 4, max(100, width - 2 * style.margin), style.legend_height),
                int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                overlay.legend,
            )


def _tile_labels(painter: QPainter, board: Board, s: float, ox: float, oy: float) -> None:
    """Each tile's name and side in a white box on its top-left cell, on top of the rest
    (the setup must stay readable)."""
    font = QFont()
    font.setPixelSize(max(4, int(s * 0.24)))
    font.setBold(False)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    for placed in board.tiles.values():
        if not placed.cells:
            continue
        y = min(c[1] for c in placed.cells)
        x = min(c[0] for c in placed.cells if c[1] == y)
        text = f"{placed.tile} {placed.side}"
        box = QRectF(
            ox + x * s + s * 0.1,
            oy + y * s + s * 0.1,
            metrics.horizontalAdvance(text) + s * 0.12,
            metrics.height(),
        )
        painter.setPen(QPen(QColor(40, 60, 140, 150), max(0.5, s / 60)))
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRect(box)
        painter.setPen(QColor("#1f2d6b"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def outline_units(cells: frozenset[Cell] | set[Cell]) -> list[EdgeKey]:
    """The unit edges around a set of cells."""
    out: list[EdgeKey] = []
    for x, y in cells:
        if (x, y - 1) not in cells:
            out.append(("h", x, y))
        if (x, y + 1) not in cells:
            out.append(("h", x, y + 1))
        if (x - 1, y) not in cells:
            out.append(("v", x, y))
        if (x + 1, y) not in cells:
            out.append(("v", x + 1, y))
    return out


def centre_cell(cells: Iterable[Cell]) -> Cell:
    """The cell nearest the middle of ``cells`` (where a label goes)."""
    cells = list(cells)
    mx = sum(c[0] for c in cells) / len(cells)
    my = sum(c[1] for c in cells) / len(cells)
    return min(cells, key=lambda c: ((c[0] - mx) ** 2 + (c[1] - my) ** 2, c))


def board_pixel_size(board: Board, style: BoardStyle) -> tuple[int, int]:
    x0, y0, x1, y1 = board.bounds()
    return (
        int((x1 - x0) * style.cell + 2 * style.margin),
        int((y1 - y0) * style.cell + 2 * style.margin + style.legend_height),
    )


def cells_of_refs(board: Board, refs: Iterable[str]) -> tuple[set[Cell], set[EdgeKey]]:
    """Cells and edges to mark for issue refs (cells, edges, zones, tokens, tiles, doors)."""
    from contextlib import suppress

    from questwright.core.geometry import parse_ref, segment_edges

    cells: set[Cell] = set()
    edges: set[EdgeKey] = set()
    for ref in refs:
        parsed = parse_ref(ref)
        if parsed is not None and len(parsed) == 2:
            cells.add(parsed)  # type: ignore[arg-type]
        elif parsed is not None:
            edges.add(parsed)  # type: ignore[arg-type]
        elif ref in board.zones:
            cells |= set(board.zones[ref].cells)
        elif ref in board.tokens:
            token = board.tokens[ref]
            cells |= set(board.token_cells(token))
            edges |= set(board.token_edges(token))
        elif ref in board.doors:
            edges |= set(board.doors[ref].edges)
        elif ref in board.tiles:
            cells |= set(board.tiles[ref].cells)
        else:  # a quest wall, window, opening or barrier with an id
            for spec in board.quest.edges:
                if spec.id == ref:
                    with suppress(ValueError):  # off the lattice: a board problem says so
                        edges |= set(segment_edges(spec.from_, spec.to))
    return cells, edges
