"""Merged outlines of a compiled board, computed with shapely (DESIGN §3).

A zone, a tile or the whole board is a set of unit cells; drawn cell by cell it is a mosaic
of squares, and its outline a stack of unit edges. Here the cells are merged into polygons
(with holes where the shape surrounds something else) and runs of unit edges into
polylines, so that a drawing — the printable quest sheet — strokes each outline once, with
proper corners and dash patterns that run on round them.

Everything is returned as plain coordinates in cell units (x right, y down): the callers
draw with whatever they like and need not know shapely.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey
from shapely import box, line_merge, simplify, unary_union
from shapely.geometry import LineString, MultiLineString

__all__ = [
    "Point",
    "Polygon",
    "boundary_runs",
    "cells_outline",
    "edge_runs",
    "outline_of",
    "tile_outlines",
    "zone_outlines",
]

Point = tuple[float, float]
#: an outer ring and its holes, each a closed list of points
Polygon = tuple[list[Point], list[list[Point]]]


def cells_outline(cells: Iterable[Cell]) -> Any:
    """The shapely geometry covered by ``cells`` (a Polygon or MultiPolygon; empty if none).

    Each row's runs of neighbouring cells go in as one rectangle, so the union has a row's
    worth of pieces to merge rather than a cell's (ten times fewer on a 10-wide zone).
    """
    rows: dict[int, list[int]] = {}
    for x, y in cells:
        rows.setdefault(y, []).append(x)
    pieces = []
    for y, xs in rows.items():
        xs.sort()
        start = previous = xs[0]
        for x in xs[1:]:
            if x != previous + 1:
                pieces.append(box(start, y, previous + 1, y + 1))
                start = x
            previous = x
        pieces.append(box(start, y, previous + 1, y + 1))
    return unary_union(pieces)


def outline_of(geometry: Any) -> list[Polygon]:
    """The polygons of a shapely area as coordinate rings (outer ring, holes)."""
    if geometry.is_empty:
        return []
    geometry = simplify(geometry, 0)  # drop the corners of the unit squares along straight runs
    parts = getattr(geometry, "geoms", [geometry])
    found: list[Polygon] = []
    for part in parts:
        if part.geom_type != "Polygon":
            continue
        outer = [(float(x), float(y)) for x, y in part.exterior.coords]
        holes = [[(float(x), float(y)) for x, y in ring.coords] for ring in part.interiors]
        found.append((outer, holes))
    return found


def zone_outlines(board: Board) -> dict[str, list[Polygon]]:
    """Each zone's cells merged into polygons."""
    return {ident: outline_of(cells_outline(zone.cells)) for ident, zone in board.zones.items()}


def tile_outlines(board: Board) -> dict[str, list[Polygon]]:
    """Each placed tile's cells merged into polygons."""
    return {ident: outline_of(cells_outline(tile.cells)) for ident, tile in board.tiles.items()}


def _lines(geometry: Any) -> list[list[Point]]:
    if geometry.is_empty:
        return []
    geometry = simplify(geometry, 0)
    parts = getattr(geometry, "geoms", [geometry])
    return [[(float(x), float(y)) for x, y in part.coords] for part in parts if part.length > 0]


def edge_runs(keys: Iterable[EdgeKey]) -> list[list[Point]]:
    """Unit edges joined into the fewest polylines (a wall of six edges is one line)."""
    lines: dict[tuple[str, int], list[int]] = {}
    for axis, x, y in set(keys):
        lines.setdefault((axis, y if axis == "h" else x), []).append(x if axis == "h" else y)
    segments = []
    for (axis, fixed), spots in lines.items():
        # straight runs first (cheap), then shapely joins the runs that meet at corners
        spots.sort()
        start = previous = spots[0]
        for spot in [*spots[1:], None]:
            if spot is not None and spot == previous + 1:
                previous = spot
                continue
            a, b = (
                ((start, fixed), (previous + 1, fixed))
                if axis == "h"
                else ((fixed, start), (fixed, previous + 1))
            )
            segments.append(LineString([a, b]))
            if spot is not None:
                start = previous = spot
    if not segments:
        return []
    return _lines(line_merge(MultiLineString(segments)))


def boundary_runs(outlines: Iterable[list[Polygon]], leave_out: Any = None) -> list[list[Point]]:
    """The boundaries of several areas merged into polylines, each shared stretch once.

    ``leave_out`` (a shapely geometry, typically the board's own outline) is subtracted, so
    that zone or tile seams are not drawn again over the board's edge.
    """
    rings = [
        LineString(ring)
        for polygons in outlines
        for outer, holes in polygons
        for ring in (outer, *holes)
    ]
    if not rings:
        return []
    merged = unary_union(rings)
    if leave_out is not None and not leave_out.is_empty:
        merged = merged.difference(leave_out)
    if merged.is_empty or merged.geom_type not in ("LineString", "MultiLineString"):
        merged = unary_union(
            [g for g in getattr(merged, "geoms", []) if g.geom_type.endswith("LineString")]
        )
    return _lines(line_merge(merged)) if not merged.is_empty else []
