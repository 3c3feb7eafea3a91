"""Render a quest board to PNG, SVG or PDF offscreen (``questwright render``).

Uses a QGuiApplication on the ``offscreen`` platform when no display is set, so it runs on
headless machines and in CI. Overlays come from :mod:`questwright.core.overlays` and, for sight
and coverage, :mod:`questwright.core.sight`; error refs from the validators are outlined in red.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from questwright.core.board import Board
from questwright.core.overlays import OverlayData
from questwright.editor.overlays import legend_text
from questwright.editor.painting import (
    BoardStyle,
    Overlay,
    board_pixel_size,
    cells_of_refs,
    level_color,
    paint_board,
    zone_color,
)

__all__ = ["ensure_gui_app", "overlay_from_data", "render_board", "zones_overlay"]

OVERLAY_KINDS = ("zones", "reach", "sight", "coverage")


def ensure_gui_app() -> QGuiApplication:
    """The running Qt application, or a new offscreen one."""
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication([])
    return app  # type: ignore[return-value]


def overlay_from_data(data: OverlayData) -> Overlay:
    """Colours for overlay data, those its legend names (:func:`level_color`)."""
    overlay = Overlay(legend=legend_text(data) or None)
    for zone, level in data.zones.items():
        overlay.zone_colors[zone] = level_color(data.kind, level)
    for cell, level in data.cells.items():
        overlay.cell_colors[cell] = level_color(data.kind, level)
    overlay.hatched_zones = set(data.hatched)
    overlay.arrows = list(data.arrows)
    for n, place in enumerate(data.outlined):
        overlay.outlines.append((zone_color(n), place.cells, place.label, place.filled))
    return overlay


def zones_overlay(board: Board) -> Overlay:
    """Each zone (descent1: each area) tinted and outlined in a colour of its own and
    labelled, so that ``render --overlay zones`` shows where one zone ends and the next
    begins (the places of :func:`questwright.core.overlays.zones_overlay`, as the canvas
    shows them)."""
    from questwright.core.overlays import zones_overlay as zone_places

    data = zone_places(board)
    data.outlined = [dataclasses.replace(place, filled=True) for place in data.outlined]
    return overlay_from_data(data)


def render_board(
    board: Board,
    out: str | os.PathLike[str],
    *,
    overlay: Overlay | None = None,
    cell: int = 40,
) -> Path:
    """Draw ``board`` to ``out``; the suffix picks PNG, SVG or PDF."""
    ensure_gui_app()
    style = BoardStyle(cell=cell, legend_height=34 if overlay and overlay.legend else 0)
    width, height = board_pixel_size(board, style)
    path = Path(out)
    suffix = path.suffix.lower()
    if suffix == ".svg":
        generator = QSvgGenerator()
        generator.setFileName(str(path))
        generator.setSize(QSize(width, height))
        generator.setViewBox(QRectF(0, 0, width, height))
        generator.setTitle(board.quest.title)
        painter = QPainter(generator)
        paint_board(painter, board, style, overlay)
        painter.end()
    elif suffix == ".pdf":
        writer = QPdfWriter(str(path))
        # One page the size of the picture; QPageSize takes a QSize only as points without a
        # unit, so the size goes in as a QSizeF with its unit.
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize.Unit.Point))
        writer.setTitle(board.quest.title)
        writer.setCreator("Questwright")
        writer.setPageMargins(QMarginsF(0, 0, 0, 0))
        writer.setResolution(72)
        painter = QPainter(writer)
        paint_board(painter, board, style, overlay)
        painter.end()
    else:
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_board(painter, board, style, overlay)
        painter.end()
        if not image.save(str(path)):
            raise OSError(f"cannot write image {path}")
    return path


def mark_refs(board: Board, overlay: Overlay, refs: list[str]) -> None:
    cells, edges = cells_of_refs(board, refs)
    overlay.marked_cells |= cells
    overlay.marked_edges |= edges
