"""All-pairs centre-line sight, vectorised with numpy over start cells.

The cells a centre line passes through depend only on the displacement ``d = b − a``
(:func:`questwright.core.sight.grid.line_steps`), and each step's test is a lookup in a
per-quadrant table (:class:`questwright.core.sight.grid.SightGrid`). So for one displacement
the answer for *every* start cell at once is the OR of shifted slices of those tables.

To keep the number of numpy calls small:

* tables are flat (row-major, padded), so a shift is a 1-D slice;
* for every sequence of up to :data:`GRAM` consecutive steps, a combined "gram" table
  holds the OR of their tests (built once per grid, lazily), so one slice covers up to
  :data:`GRAM` steps;
* only half of the displacements are walked (the relation is symmetric when only cells
  block), and a displacement stops early once every start is blocked.

Start cells whose line would leave the bounding box are masked per column; every cell
of a real line stays inside the box, so the flat index arithmetic is exact for them. The
results are kept per start cell and displacement; each cell's row of the answer is then
one rectangular slice of that array (or, for large boxes, scattered per displacement).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

import numpy as np
from questwright.core.geometry import Cell
from questwright.core.sight.grid import SightGrid, line_steps, quadrant

__all__ = ["GRAM", "all_pairs_matrix", "geometric_grid_relation"]

#: Steps merged into one table lookup.
GRAM = 4
#: Above this many bounding-box cells, results are scattered per displacement instead of
#: being kept in a (cells × displacements) array.
DENSE_LIMIT = 2500
_PLANS: dict[tuple[int, int], dict[tuple[int, int], tuple[tuple[int, int], ...]]] = {}
_CHECK_AT = frozenset({2, 5, 11, 23, 47, 95, 191})


class _GramTables:
    """Flat step tables of one grid plus OR-combined tables of step sequences."""

    def __init__(self, grid: SightGrid, gram: int = GRAM) -> None:
        self.grid = grid
        self.gram = gram
        n, w = grid.n, grid.w
        flat = grid.tables.reshape(4, 2, 3, n)
        self.arrays: list[np.ndarray] = []
        #: (quadrant, step kinds) -> index in :attr:`arrays` (middle steps)
        self.ids: dict[tuple[int, tuple[int, ...]], int] = {}
        #: (quadrant, kind) -> index of the last-step table
        self.last: dict[tuple[int, int], int] = {}
        for q in range(4):
            sx = 1 if q & 1 else -1
            sy = 1 if q & 2 else -1
            step_offset = (sx, sy * w, sx + sy * w)
            for kind in range(3):
                self.last[q, kind] = self._add(flat[q, 1, kind])
            previous: dict[tuple[int, ...], tuple[np.ndarray, int]] = {(): (np.zeros(n, bool), 0)}
            for _length in range(gram):
                current: dict[tuple[int, ...], tuple[np.ndarray, int]] = {}
                for (seq, (table, offset)), kind in product(previous.items(), range(3)):
                    combined = table | _shift_flat(flat[q, 0, kind], offset)
                    key = (*seq, kind)
                    self.ids[q, key] = self._add(combined)
                    current[key] = (combined, offset + step_offset[kind])
                previous = current
        # plans depend only on the padded width and the gram length: share them
        # by_code[q][length][code]: the table of a step sequence, code = its kinds in base 3
        self.by_code = [[[0] * 3**length for length in range(gram + 1)] for _ in range(4)]
        for (q, seq), table in self.ids.items():
            code = 0
            for kind in seq:
                code = code * 3 + kind
            self.by_code[q][len(seq)][code] = table
        self._plans = _PLANS.setdefault((grid.w, gram), {})

    def _add(self, array: np.ndarray) -> int:
        self.arrays.append(np.ascontiguousarray(array))
        return len(self.arrays) - 1

    def plan(self, dx: int, dy: int) -> tuple[tuple[int, int], ...]:
        """``(table id, flat offset)`` per lookup for displacement ``(dx, dy)``."""
        found = self._plans.get((dx, dy))
        if found is not None:
            return found
        w, q, gram = self.grid.w, quadrant(dx, dy), self.gram
        steps = line_steps(dx, dy)
        by_code = self.by_code[q]
        ops: list[tuple[int, int]] = []
        last = len(steps) - 1
        code = length = start = 0
        for i in range(last):
            x, y, kind = steps[i]
            if length == 0:
                start = y * w + x
            code = code * 3 + kind
            length += 1
            if length == gram:
                ops.append((by_code[gram][code], start))
                code = length = 0
        if length:
            ops.append((by_code[length][code], start))
        x, y, kind = steps[last]
        ops.append((self.last[q, kind], y * w + x))
        found = tuple(ops)
        self._plans[dx, dy] = found
        return found


def _shift_flat(a: np.ndarray, offset: int) -> np.ndarray:
    """``out[p] = a[p + offset]``; outside the array: True (blocked)."""
    n = a.shape[0]
    out = np.ones(n, dtype=bool)
    if offset >= 0:
        if offset < n:
            out[: n - offset] = a[offset:]
    elif -offset < n:
        out[-offset:] = a[: n + offset]
    return out


def _gram_tables(grid: SightGrid) -> _GramTables:
    found = getattr(grid, "_gram_tables", None)
    if found is None:
        found = _GramTables(grid)
        grid._gram_tables = found  # type: ignore[attr-defined]
    return found


def _displacements(grid: SightGrid) -> list[tuple[int, int]]:
    """Half of all displacements within the box: ``dy > 0``, or ``dy == 0`` and ``dx > 0``."""
    height, width = grid.height, grid.width
    return [
        (dx, dy) for dy in range(height) for dx in range(-(width - 1), width) if dy > 0 or dx > 0
    ]


def _walk_all(grid: SightGrid):  # type: ignore[no-untyped-def]
    """Yield ``(dx, dy, p_lo, blocked)`` per displacement; ``blocked`` is flat from ``p_lo``.

    ``blocked[i]`` is for the start cell with padded flat index ``p_lo + i`` (whole padded
    rows, so the caller must ignore padding columns; they come out blocked).
    """
    grams = _gram_tables(grid)
    arrays = grams.arrays
    w, height, width = grid.w, grid.height, grid.width
    onb = grid.onb.reshape(-1)
    columns = np.arange(grid.n) % w  # padded column of every flat index
    col_ok: dict[int, np.ndarray] = {}
    for dx, dy in _displacements(grid):
        ok = col_ok.get(dx)
        if ok is None:
            # start column c (padded) keeps c and c + dx inside columns 1..width
            ok = (columns >= 1 + max(0, -dx)) & (columns <= width - max(0, dx))
            col_ok[dx] = ok
        p_lo, p_hi = (1 + max(0, -dy)) * w, (1 + height - max(0, dy)) * w
        d = dy * w + dx
        blocked = ~(onb[p_lo:p_hi] & onb[p_lo + d : p_hi + d] & ok[p_lo:p_hi])
        for k, (table, offset) in enumerate(grams.plan(dx, dy)):
            blocked |= arrays[table][p_lo + offset : p_hi + offset]
            if k in _CHECK_AT and blocked.all():
                break
        yield dx, dy, p_lo, blocked


def geometric_grid_relation(grid: SightGrid) -> np.ndarray:
    """``rel[a, b]`` over all bounding-box cells (unpadded, row-major): a sees b.

    Off-board cells see nothing. Uses ``4·(w·h)²`` bytes of scratch.
    """
    height, width, w = grid.height, grid.width, grid.w
    size = height * width
    # seen[padded flat index of a, dy + height - 1, dx + width - 1]
    seen = np.zeros((grid.n, 2 * height - 1, 2 * width - 1), dtype=bool)
    for dx, dy, p_lo, blocked in _walk_all(grid):
        seen[p_lo : p_lo + blocked.shape[0], dy + height - 1, dx + width - 1] = ~blocked
    rel = np.empty((size, size), dtype=bool)
    for ay in range(height):
        for ax in range(width):
            plane = seen[(ay + 1) * w + ax + 1]
            window = plane[
                height - 1 - ay : 2 * height - 1 - ay, width - 1 - ax : 2 * width - 1 - ax
            ]
            rel[ay * width + ax] = window.reshape(-1)
    rel |= rel.T
    rel[np.diag_indices(size)] = grid.onb[1:-1, 1:-1].reshape(-1)
    return rel


def all_pairs_matrix(grid: SightGrid, cells: Sequence[Cell]) -> np.ndarray:
    """``m[i, j]``: ``cells[i]`` sees ``cells[j]`` (geometric sight only, symmetric)."""
    count = len(cells)
    if count == 0:
        return np.zeros((0, 0), dtype=bool)
    height, width, w = grid.height, grid.width, grid.w
    xs = np.fromiter((c[0] - grid.x0 - 1 for c in cells), dtype=np.int64, count=count)
    ys = np.fromiter((c[1] - grid.y0 - 1 for c in cells), dtype=np.int64, count=count)
    inside = (xs >= 0) & (xs < width) & (ys >= 0) & (ys < height)
    if height * width <= DENSE_LIMIT:
        rel = geometric_grid_relation(grid)
        flat = np.where(inside, ys * width + xs, 0)
        out: np.ndarray = rel[np.ix_(flat, flat)]
        out &= inside[:, None] & inside[None, :]
        return out
    # large boxes: scatter each displacement's answers straight into the matrix
    index = np.full(grid.n, -1, dtype=np.int64)
    index[((ys + 1) * w + xs + 1)[inside]] = np.nonzero(inside)[0]
    out = np.zeros((count, count), dtype=bool)
    for dx, dy, p_lo, blocked in _walk_all(grid):
        if blocked.all():
            continue
        size = blocked.shape[0]
        d = dy * w + dx
        ia = index[p_lo : p_lo + size]
        ib = index[p_lo + d : p_lo + d + size]
        ok = ~blocked & (ia >= 0) & (ib >= 0)
        out[ia[ok], ib[ok]] = True
    out |= out.T
    on_board = np.array([grid.on_board(c) for c in cells], dtype=bool)
    out[np.diag_indices(count)] = on_board & inside
    return out
