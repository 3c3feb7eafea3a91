"""Which zones of a compiled board touch, found for the whole board at once with numpy.

:meth:`questwright.core.movement.Movement.pairs` is built on this: every pair of zones that
share unit edges, and (8-way systems) every pair that touches only at a corner, in board
order: pairs in the order their first unit edge (corner step) comes when the board's cells
are walked in their order, east edge before south edge (south-east step before
south-west), and each pair's edges (steps) in that order too.

On a 100×100 board of cell zones this is forty thousand neighbour questions; asked one
cell at a time in Python they cost more than the rest of the movement model together, so
the board is laid out as a grid of zone numbers and every question asked at once. The
zones are numbered in the order of their ids, so that "zone ``a`` before zone ``b``" is
the same question for numbers and for ids.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np
from questwright.core.geometry import Cell, EdgeKey

#: zone pairs as columns: zones ``a``, zones ``b`` (``a < b``), the unit edges or diagonal
#: steps ``(cell of a, cell of b)`` of each pair, whether one of them is plain (see
#: :func:`touching`)
Touch = tuple[list[str], list[str], list[tuple[Any, ...]], list[bool]]


def touching(
    zone_of: Mapping[Cell, str],
    marked: Iterable[EdgeKey],
    *,
    corners: bool,
    corners_need_both: bool,
) -> tuple[Touch, Touch]:
    """The zone pairs sharing unit edges, and (``corners``) those touching at a corner only.

    ``zone_of`` maps every board cell to its zone, in board order; ``marked`` holds the unit
    edges that are not plain floor (the board's recorded edges). An edge pair is *plain* when one of its edges is plain
    floor; a corner pair when, for one of its steps, a route round the corner is (both
    routes, ``corners_need_both``): its middle cell is on the board and its two unit edges
    are plain floor. The routes are those of ``Movement.corner_routes``.
    """
    n = len(zone_of)
    if not n:
        return ([], [], [], []), ([], [], [], [])
    names = sorted(set(zone_of.values()))
    number = {name: i for i, name in enumerate(names)}
    cells = list(zone_of)
    xy = np.fromiter((v for cell in cells for v in cell), np.int64, 2 * n).reshape(n, 2)
    zone = np.fromiter((number[z] for z in zone_of.values()), np.int64, n)
    # a grid of zone numbers (-1: no cell) with one empty cell of margin all round
    x0, y0 = int(xy[:, 0].min()) - 1, int(xy[:, 1].min()) - 1
    gx, gy = xy[:, 0] - x0, xy[:, 1] - y0
    grid = np.full((int(gy.max()) + 2, int(gx.max()) + 2), -1, np.int64)
    grid[gy, gx] = zone
    plain_v, plain_h = _plain_grids(grid.shape, x0, y0, marked)
    count = len(names)

    def step(dx: int, dy: int) -> tuple[np.ndarray, np.ndarray]:
        """Cells whose neighbour at (dx, dy) is in another zone, and that zone."""
        other = grid[gy + dy, gx + dx]
        found = np.flatnonzero((other >= 0) & (other != zone))
        return found, other[found]

    # unit edges: east of a cell (``v`` at x + 1), then south (``h`` at y + 1)
    east, east_zone = step(1, 0)
    south, south_zone = step(0, 1)
    cell = np.concatenate([east, south])
    other = np.concatenate([east_zone, south_zone])
    south_of = np.concatenate([np.zeros(len(east), bool), np.ones(len(south), bool)])
    walk = np.argsort(np.concatenate([2 * east, 2 * south + 1]), kind="stable")
    cell, other, south_of = cell[walk], other[walk], south_of[walk]
    mine = zone[cell]
    key = np.minimum(mine, other) * count + np.maximum(mine, other)
    plain = np.where(south_of, plain_h[gy[cell] + 1, gx[cell]], plain_v[gy[cell], gx[cell] + 1])
    edge_list: list[Any] = [
        ("h", x, y + 1) if s else ("v", x + 1, y)
        for (x, y), s in zip((cells[i] for i in cell.tolist()), south_of.tolist(), strict=True)
    ]
    edge_pairs = _grouped(names, key, count, edge_list, plain)
    edge_key = key
    if not corners:
        return edge_pairs, ([], [], [], [])
    # diagonal steps: south-east of a cell, then south-west; pairs sharing an edge are not
    # corner pairs
    south_east, se_zone = step(1, 1)
    south_west, sw_zone = step(-1, 1)
    cell = np.concatenate([south_east, south_west])
    other = np.concatenate([se_zone, sw_zone])
    dx = np.concatenate([np.ones(len(south_east), np.int64), -np.ones(len(south_west), np.int64)])
    walk = np.argsort(np.concatenate([2 * south_east, 2 * south_west + 1]), kind="stable")
    cell, other, dx = cell[walk], other[walk], dx[walk]
    mine = zone[cell]
    key = np.minimum(mine, other) * count + np.maximum(mine, other)
    keep = ~np.isin(key, edge_key)
    cell, other, dx, mine, key = cell[keep], other[keep], dx[keep], mine[keep], key[keep]
    # the two routes round the corner from (x, y) to (x + dx, y + 1): through (x + dx, y),
    # over v(max(x, x + dx), y) and h(x + dx, y + 1); through (x, y + 1), over h(x, y + 1)
    # and v(max(x, x + dx), y + 1)
    cx, cy = gx[cell], gy[cell]
    vx = np.maximum(cx, cx + dx)
    route1 = (grid[cy, cx + dx] >= 0) & plain_v[cy, vx] & plain_h[cy + 1, cx + dx]
    route2 = (grid[cy + 1, cx] >= 0) & plain_h[cy + 1, cx] & plain_v[cy + 1, vx]
    plain = (route1 & route2) if corners_need_both else (route1 | route2)
    forward = (mine < other).tolist()
    step_list: list[Any] = []
    for i, d, first in zip(cell.tolist(), dx.tolist(), forward, strict=True):
        x, y = cells[i]
        there = (x + d, y + 1)
        step_list.append(((x, y), there) if first else (there, (x, y)))
    return edge_pairs, _grouped(names, key, count, step_list, plain)


def _plain_grids(
    shape: tuple[int, ...], x0: int, y0: int, marked: Iterable[EdgeKey]
) -> tuple[np.ndarray, np.ndarray]:
    """Whether each ``v`` and each ``h`` unit edge of the grid is plain floor (not
    ``marked``), indexed like the grid: ``[y - y0, x - x0]``."""
    plain_v = np.ones(shape, bool)
    plain_h = np.ones(shape, bool)
    height, width = shape
    for edge in marked:
        kind, x, y = edge
        gx, gy = x - x0, y - y0
        if 0 <= gx < width and 0 <= gy < height:
            (plain_v if kind == "v" else plain_h)[gy, gx] = False
    return plain_v, plain_h


def _grouped(
    names: list[str], key: np.ndarray, count: int, items: list[Any], plain: np.ndarray
) -> Touch:
    """Items (in board order) grouped by zone pair ``key``; pairs in order of first item."""
    if not len(key):
        return [], [], [], []
    by_pair = np.argsort(key, kind="stable")
    ordered = key[by_pair]
    starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
    any_plain = np.logical_or.reduceat(plain[by_pair], starts)
    ends = np.r_[starts[1:], len(key)]
    order = np.argsort(by_pair[starts], kind="stable")  # by each pair's first item
    first, last = starts[order], ends[order]
    a, b = np.divmod(ordered[first], count)
    grouped = [items[i] for i in by_pair.tolist()]  # each pair's items side by side
    chosen: list[tuple[Any, ...]]
    if len(starts) == len(key):  # one item each (cell zoning): no slicing
        chosen = [(grouped[i],) for i in first.tolist()]
    else:
        bounds = zip(first.tolist(), last.tolist(), strict=True)
        chosen = [tuple(grouped[i:j]) for i, j in bounds]
    name = names.__getitem__
    return (
        list(map(name, a.tolist())),
        list(map(name, b.tolist())),
        chosen,
        any_plain[order].tolist(),
    )
