"""An independent shapely oracle for centre-line sight (tests and benchmarks only).

It decides the same rule as :mod:`questwright.core.sight.grid` from plain geometry, written
without the step tables or the wedge formula (DESIGN §4: shapely is the cross-check, not
the decision):

* **blocking cells** (and, without C2w, off-board rock): the segment must not meet the
  *interior* of their union (minus the two endpoint cells). With C1 a mere touch blocks:
  the closed union is used instead.
* **walls** (blocking unit edges; with C2w also every edge between a board cell and
  rock): every point where the segment meets them is found with shapely. A point off the
  lattice vertices is a proper crossing and blocks. At a vertex the question is whether
  the line *passes through* the wall network there: a small disc around the vertex is cut
  by the walls meeting it (and, with C2, by the blocking cells touching it); the line is
  blocked when the points just before and just after the vertex lie in different pieces.

Coordinates are floats here; vertex tests use a tolerance of 1e-6, far below the
smallest distance (about 1/(2·size)) between a crossing and a lattice vertex on boards
of up to a few hundred cells. This is exactly why the engine does not use shapely.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import shapely
from questwright.core.geometry import Cell, EdgeKey, edge_cells
from questwright.core.sight.conventions import DEFAULT_CONVENTIONS, Conventions
from shapely.geometry import LineString, Point, box
from shapely.ops import unary_union

__all__ = ["ShapelySightOracle"]

_EPS = 1e-6
_DISC = 0.3
_PROBE = 0.2


def _edge_line(key: EdgeKey) -> LineString:
    axis, x, y = key
    if axis == "h":
        return LineString([(x, y), (x + 1, y)])
    return LineString([(x, y), (x, y + 1)])


class ShapelySightOracle:
    """Centre-line sight decided with shapely geometry (slow; for cross-checks)."""

    def __init__(
        self,
        cells: Iterable[Cell],
        blocked_edges: Iterable[EdgeKey],
        blockers: Iterable[Cell] = (),
        conventions: Conventions = DEFAULT_CONVENTIONS,
    ) -> None:
        self.cells = set(cells)
        self.conventions = conventions
        conv = conventions
        walls: set[EdgeKey] = set()
        for key in blocked_edges:
            a, b = edge_cells(key)
            if a in self.cells and b in self.cells:
                walls.add(key)
        solid = {c for c in blockers if c in self.cells}
        if self.cells:
            xs = [c[0] for c in self.cells]
            ys = [c[1] for c in self.cells]
            rock = {
                (x, y)
                for x in range(min(xs) - 1, max(xs) + 2)
                for y in range(min(ys) - 1, max(ys) + 2)
                if (x, y) not in self.cells
            }
        else:
            rock = set()
        if conv.c2w:
            for x, y in self.cells:
                for key, other in (
                    (("v", x, y), (x - 1, y)),
                    (("v", x + 1, y), (x + 1, y)),
                    (("h", x, y), (x, y - 1)),
                    (("h", x, y + 1), (x, y + 1)),
                ):
                    if other not in self.cells:
                        walls.add(key)
        else:
            solid |= rock
        self.wall_keys = walls
        self.solid = solid
        self.walls = unary_union([_edge_line(k) for k in sorted(walls)]) if walls else None
        if self.walls is not None:
            shapely.prepare(self.walls)
        self._solid_geom: dict[frozenset[Cell], tuple[object, object]] = {}

    def _solid_for(self, exclude: frozenset[Cell]) -> tuple[Any, Any]:
        """(closed union, slightly shrunk union) of the blocking cells minus ``exclude``."""
        found = self._solid_geom.get(exclude)
        if found is None:
            boxes = [box(x, y, x + 1, y + 1) for x, y in sorted(self.solid - exclude)]
            closed = unary_union(boxes) if boxes else None
            shrunk = closed.buffer(-_EPS) if closed is not None else None
            for geom in (closed, shrunk):
                if geom is not None:
                    shapely.prepare(geom)
            found = (closed, shrunk)
            if len(self._solid_geom) > 4096:
                self._solid_geom.clear()
            self._solid_geom[exclude] = found
        return found

    def can_see(self, a: Cell, b: Cell) -> bool:
        if a == b:
            return a in self.cells
        if a not in self.cells or b not in self.cells:
            return False
        pa = (a[0] + 0.5, a[1] + 0.5)
        pb = (b[0] + 0.5, b[1] + 0.5)
        segment = LineString([pa, pb])
        exclude = frozenset(c for c in (a, b) if c in self.solid)
        closed, shrunk = self._solid_for(exclude)
        if self.conventions.c1:
            if closed is not None and closed.intersects(segment):
                return False
        elif shrunk is not None and shrunk.intersects(segment):
            return False
        vertices: set[tuple[int, int]] = set()
        if self.walls is not None and self.walls.intersects(segment):
            for x, y in shapely.get_coordinates(segment.intersection(self.walls)):
                vx, vy = round(x), round(y)
                if abs(x - vx) > _EPS or abs(y - vy) > _EPS:
                    return False  # crosses a wall between two vertices
                vertices.add((vx, vy))
        if self.conventions.c2 and closed is not None and closed.intersects(segment):
            # corner touches of blocking cells: a squeeze between two of them may block
            for x, y in shapely.get_coordinates(segment.intersection(closed)):
                vertices.add((round(x), round(y)))
        length = segment.length
        return not any(self._vertex_blocks(v, pa, pb, length, exclude) for v in vertices)

    def _vertex_blocks(
        self,
        v: tuple[int, int],
        pa: tuple[float, float],
        pb: tuple[float, float],
        length: float,
        exclude: frozenset[Cell],
    ) -> bool:
        vx, vy = v
        ux, uy = (pb[0] - pa[0]) / length, (pb[1] - pa[1]) / length
        before = Point(vx - ux * _PROBE, vy - uy * _PROBE)
        after = Point(vx + ux * _PROBE, vy + uy * _PROBE)
        cuts = []
        for key in (("h", vx - 1, vy), ("h", vx, vy), ("v", vx, vy - 1), ("v", vx, vy)):
            if key in self.wall_keys:
                cuts.append(_edge_line(key).buffer(_EPS))
        if self.conventions.c2:
            for cell in ((vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy)):
                if cell in self.solid and cell not in exclude:
                    cuts.append(box(cell[0], cell[1], cell[0] + 1, cell[1] + 1).buffer(_EPS))
        if not cuts:
            return False
        pieces = Point(vx, vy).buffer(_DISC, quad_segs=16).difference(unary_union(cuts))
        for piece in getattr(pieces, "geoms", [pieces]):
            if piece.contains(before) and piece.contains(after):
                return False
        return True
