"""The canvas overlays: zones, zone graph, sight under the cursor, camera coverage, reach.

What to show comes from the Qt-free core (:mod:`questwright.core.overlays` for reachability,
:mod:`questwright.core.sight.overlays` for sight and coverage, the zone graph for the graph
overlay); this module only turns it into coloured paths for :class:`OverlayItem`. Sight is
recomputed live as the hovered cell changes; the others when the quest changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from questwright.core.geometry import STEP, Cell
from questwright.editor.canvas_geometry import CELL
from questwright.editor.i18n import PLURAL, QT_TRANSLATE_NOOP, said, translate
from questwright.editor.items import OverlayItem, OverlayPaint, outline_path
from questwright.editor.painting import centre_cell, level_color, zone_color

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["OVERLAYS", "OverlayController", "legend_text", "sight_available"]

S = CELL

#: (key, menu text, shortcut, tooltip); the texts are translated in the ``Overlays`` context
OVERLAYS = [
    (
        "zones",
        QT_TRANSLATE_NOOP("Overlays", "&Zones"),
        "Ctrl+1",
        QT_TRANSLATE_NOOP("Overlays", "Outline and label every zone (reveal areas on cell boards)"),
    ),
    (
        "graph",
        QT_TRANSLATE_NOOP("Overlays", "Zone &graph"),
        "Ctrl+2",
        QT_TRANSLATE_NOOP(
            "Overlays", "Zone graph: nodes and passable links (brown: door, red: locked)"
        ),
    ),
    (
        "sight",
        QT_TRANSLATE_NOOP("Overlays", "&Sight under the cursor"),
        "Ctrl+3",
        QT_TRANSLATE_NOOP("Overlays", "What the hovered zone or cell sees"),
    ),
    (
        "coverage",
        QT_TRANSLATE_NOOP("Overlays", "Camera &coverage"),
        "Ctrl+4",
        QT_TRANSLATE_NOOP("Overlays", "Zones and cells the cameras watch"),
    ),
    (
        "reach",
        QT_TRANSLATE_NOOP("Overlays", "&Reachability"),
        "Ctrl+5",
        QT_TRANSLATE_NOOP("Overlays", "Zones reachable from the hero start; unreachable hatched"),
    ),
]


def legend_text(overlay: Any) -> str:
    """The legend of a core overlay in the current language (its template translated in
    the ``Messages`` context, which ``editor/game_strings.py`` lists)."""
    source = getattr(overlay, "source", None)
    if source is None:
        return str(getattr(overlay, "legend", ""))
    return said(source)


def sight_available() -> bool:
    try:
        import questwright.core.sight.overlays  # noqa: F401
    except ImportError:
        return False
    return True


def _cells_path(cells: Any) -> QPainterPath:
    path = QPainterPath()
    for x, y in cells:
        path.addRect(QRectF(x * S, y * S, S, S))
    return path


class OverlayController(QObject):
    """Keeps the overlay item in step with the active overlays, the quest and the hover."""

    legend_changed = Signal(str)

    def __init__(self, document: Document, item: OverlayItem) -> None:
        super().__init__()
        self.doc = document
        self.item = item
        self.active: set[str] = set()
        self.hover: Cell | None = None
        self._hover_key: Any = None
        self.errors: list[str] = []
        self._index: tuple[int, Any] | None = None

    def set_active(self, key: str, on: bool) -> None:
        if on:
            self.active.add(key)
        else:
            self.active.discard(key)
        self.refresh()

    def set_hover(self, cell: Cell | None) -> None:
        self.hover = cell
        if "sight" not in self.active:
            return
        board = self.doc.board
        key = None
        if cell is not None and cell in board.cells:
            key = board.cells[cell].zone if board.zoning == "tile" else cell
        if key != self._hover_key:
            self.refresh()

    # ------------------------------------------------------------------ building
    def refresh(self) -> None:
        data = OverlayPaint()
        self.errors = []
        board = self.doc.board
        legend: list[str] = []
        bounds = QRectF()
        if board.cells:
            x0, y0, x1, y1 = board.bounds()
            bounds = QRectF(x0 * S, y0 * S, (x1 - x0) * S, (y1 - y0) * S)
        order = ["reach", "coverage", "sight", "zones", "graph"]
        for key in order:
            if key not in self.active or not board.cells:
                continue
            try:
                text = getattr(self, f"_build_{key}")(data)
            except Exception as exc:  # an overlay must never take the editor down
                self.errors.append(f"{key}: {type(exc).__name__}: {exc}")
                text = translate(
                    "OverlayController", "{overlay} overlay unavailable ({error})"
                ).format(overlay=key, error=exc)
            if text:
                legend.append(text)
        data.legend = " · ".join(legend)
        self.item.set_data(data, bounds)
        self.legend_changed.emit(data.legend)

    def _fill_levels(self, data: OverlayPaint, overlay: Any) -> None:
        """Fill zones and cells in the colours of the overlay's levels (those its legend
        names: :func:`questwright.editor.painting.level_color`)."""
        board = self.doc.board
        kind = getattr(overlay, "kind", "") or "sight"
        groups: dict[int, tuple[QColor, list[Cell]]] = {}

        def add(level: float, cells: Any) -> None:
            color = level_color(kind, level)
            groups.setdefault(color.rgba(), (color, []))[1].extend(cells)

        for zone_id, level in overlay.zones.items():
            zone = board.zones.get(zone_id)
            if zone is not None:
                add(level, zone.cells)
        for cell, level in overlay.cells.items():
            add(level, [cell])
        for _rgba, (color, cells) in sorted(groups.items()):
            data.fills.append((color, _cells_path(cells)))

    def _build_reach(self, data: OverlayPaint) -> str:
        from questwright.core.overlays import reach_overlay

        board = self.doc.board
        overlay = reach_overlay(board, self.doc.graph)
        self._fill_levels(data, overlay)
        hatch = [c for z in overlay.hatched if z in board.zones for c in board.zones[z].cells]
        data.hatch.addPath(_cells_path(hatch))
        data.hatch_color = QColor(150, 0, 0, 170)
        if not overlay.zones and not board.tokens:
            return translate("OverlayController", "reach: place a hero start")
        return legend_text(overlay)

    def _build_sight(self, data: OverlayPaint) -> str:
        cell = self.hover
        board = self.doc.board
        if cell is None or cell not in board.cells:
            self._hover_key = None
            return translate("OverlayController", "sight: hover a cell")
        self._hover_key = board.cells[cell].zone if board.zoning == "tile" else cell
        overlay = self._sight(cell)
        self._fill_levels(data, overlay)
        self._hatch(data, overlay, QColor(60, 60, 60, 110))
        zone = board.zones.get(board.cells[cell].zone)
        source = zone.cells if zone is not None and board.zoning == "tile" else [cell]
        data.outlines.append((QPen(QColor("#e65100"), S * 0.09), outline_path(source)))
        for c, facing in getattr(overlay, "arrows", []):
            self._arrow(data, c, facing, QColor("#e65100"))
        return legend_text(overlay) or translate("OverlayController", "sight from {place}").format(
            place=self._hover_key
        )

    def _sight(self, cell: Cell) -> Any:
        """Sight overlay data from the core (``sight_overlays``, else the sight index)."""
        board = self.doc.board
        try:
            from questwright.core.sight.overlays import sight_overlay
        except ImportError:
            pass  # no sight_overlays module: use the sight index below
        else:
            return sight_overlay(board, self.doc.graph, f"cell:{cell[0]},{cell[1]}")
        from questwright.core.overlays import OverlayData
        from questwright.core.sight import sight_index

        if self._index is None or self._index[0] != self.doc.revision:
            self._index = (self.doc.revision, sight_index(board))
        zone = board.cells[cell].zone
        seen = self._index[1].visible_zones(zone)
        far = max(seen.values(), default=0) or 1
        n = len(seen) - 1
        seen_text = translate("OverlayController", "%n zone(s) seen", "", PLURAL, n)
        origin = translate("OverlayController", "sight from {place}").format(place=zone)
        data = OverlayData(legend=f"{origin}: {seen_text}")
        for other, distance in seen.items():
            data.zones[other] = 1.0 - 0.6 * distance / far
        return data

    def _build_coverage(self, data: OverlayPaint) -> str:
        from questwright.core.sight.overlays import coverage_overlay

        overlay = coverage_overlay(self.doc.board, self.doc.graph)
        self._fill_levels(data, overlay)
        self._hatch(data, overlay, QColor(60, 60, 60, 90))
        for c, facing in getattr(overlay, "arrows", []):
            self._arrow(data, c, facing, QColor("#6a1b9a"))
        return legend_text(overlay) or translate("OverlayController", "camera coverage")

    def _hatch(self, data: OverlayPaint, overlay: Any, color: QColor) -> None:
        board = self.doc.board
        cells = [
            c
            for z in getattr(overlay, "hatched", ())
            if z in board.zones
            for c in board.zones[z].cells
        ]
        if cells and data.hatch.isEmpty():
            data.hatch.addPath(_cells_path(cells))
            data.hatch_color = color

    def _arrow(self, data: OverlayPaint, cell: Cell, facing: str, color: QColor) -> None:
        dx, dy = STEP.get(facing, (0, 0))
        c = QPointF((cell[0] + 0.5) * S, (cell[1] + 0.5) * S)
        path = QPainterPath(c)
        path.lineTo(c + QPointF(dx * S * 0.48, dy * S * 0.48))
        data.outlines.append((QPen(color, S * 0.07), path))

    def _build_zones(self, data: OverlayPaint) -> str:
        from questwright.core.overlays import zones_overlay

        overlay = zones_overlay(self.doc.board)
        for n, place in enumerate(overlay.outlined):
            color = zone_color(n)
            pen = QPen(color, S * (0.08 if place.filled else 0.06))
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            data.outlines.append((pen, outline_path(place.cells)))
            if place.filled:
                fill = QColor(color)
                fill.setAlpha(35)
                data.fills.append((fill, _cells_path(place.cells)))
            x, y = centre_cell(place.cells)
            data.labels.append((QPointF((x + 0.5) * S, (y + 0.5) * S), place.label))
        return legend_text(overlay)

    def _build_graph(self, data: OverlayPaint) -> str:
        board = self.doc.board
        graph = self.doc.graph
        centre: dict[str, QPointF] = {}
        for zone in board.zones.values():
            if zone.cells:
                x, y = centre_cell(zone.cells)
                centre[zone.id] = QPointF((x + 0.5) * S, (y + 0.5) * S)
        styles = {
            "open": (QColor(46, 125, 50, 220), Qt.PenStyle.SolidLine),
            "door": (QColor(139, 90, 43, 230), Qt.PenStyle.DashLine),
            "locked": (QColor(198, 40, 40, 230), Qt.PenStyle.DashLine),
        }
        paths: dict[str, QPainterPath] = {}
        links = QPainterPath()
        count = 0
        for a, b, attrs in graph.edges(data=True):
            if a not in centre or b not in centre:
                continue
            if attrs.get("link"):
                links.moveTo(centre[a])
                links.lineTo(centre[b])
                continue
            move = attrs.get("move")
            if move not in styles:
                continue
            path = paths.setdefault(move, QPainterPath())
            path.moveTo(centre[a])
            path.lineTo(centre[b])
            count += 1
        thin = board.zoning == "cell"
        for move, path in paths.items():
            color, style = styles[move]
            data.outlines.append((QPen(color, S * (0.04 if thin else 0.07), style), path))
        data.outlines.append((QPen(QColor("#7b1fa2"), S * 0.06, Qt.PenStyle.DotLine), links))
        nodes = QPainterPath()
        blocked = QPainterPath()
        r = S * (0.08 if thin else 0.14)
        for zone_id, point in centre.items():
            passable = graph.nodes[zone_id].get("passable", True) if zone_id in graph else True
            (nodes if passable else blocked).addEllipse(point, r, r)
        data.nodes.append((QColor("#0d47a1"), nodes))
        data.nodes.append((QColor("#616161"), blocked))
        n = graph.number_of_nodes()
        zone_text = translate("OverlayController", "%n zone(s)", "", PLURAL, n)
        link_text = translate("OverlayController", "%n passable link(s)", "", PLURAL, count)
        return translate("OverlayController", "graph: {zones}, {links}").format(
            zones=zone_text, links=link_text
        )
