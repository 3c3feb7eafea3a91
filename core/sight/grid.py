"""Exact centre-to-centre sight on a square grid: step tables and the fast per-pair walk.

The segment from the centre of cell ``a`` to the centre of cell ``b`` passes through a
sequence of cells that depends only on the displacement ``b - a``. It is found with the
integer decision variable ``(1 + 2·ix)·ny − (1 + 2·iy)·nx`` (``rules/descent.md`` §2.4,
orthogonal-steps supercover): negative → the next crossing is a vertical grid line (a
horizontal step), positive → a horizontal grid line (a vertical step), zero → exactly a
lattice vertex (a diagonal step). No floating point is involved anywhere.

Whether one step is blocked depends only on the cell it leaves, the step kind and the
quadrant of the direction, so :class:`SightGrid` precomputes, per quadrant and step kind,
a table over all cells (numpy arrays, and the same as one flat ``bytes`` for pure Python):

* horizontal / vertical step: the unit edge crossed blocks sight;
* diagonal step through vertex ``v`` from ``c1`` to ``c2`` with side cells ``s1``, ``s2``
  (the wedge test of §2.5): ``w1 = wall(c1,s1) or wall(s1,c2)``,
  ``w2 = wall(c1,s2) or wall(s2,c2)``; blocked when ``w1 and w2`` (a wall is crossed at
  ``v``: door midpoint, pinch, L-corner); with C2 also when ``(w1 or side1) and (w2 or
  side2)`` (a squeeze between blocking cells, or a blocking cell and a wall); with C1 when
  either side cell blocks (a corner touch);
* every step but the last also fails when it enters a blocking or off-board cell.

With C2w (the default) the board edge counts as a wall, so rock corners act like wall
corners (a graze passes, a pinch blocks). Without C2w only real walls between two board
cells are walls and rock cells act like blocking cells for C1/C2.

Cells are addressed in a padded, row-major layout (one ring of off-board cells around the
board's bounding box) so that every neighbour index exists.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

import numpy as np
from questwright.core.geometry import Cell, EdgeKey, edge_cells
from questwright.core.sight.conventions import DEFAULT_CONVENTIONS, Conventions

__all__ = ["HORIZONTAL", "VERTEX", "VERTICAL", "SightGrid", "line_steps", "quadrant"]

HORIZONTAL, VERTICAL, VERTEX = 0, 1, 2


def quadrant(dx: int, dy: int) -> int:
    """Index 0–3 of the direction's quadrant (a zero component counts as positive)."""
    return (1 if dx >= 0 else 0) | (2 if dy >= 0 else 0)


@lru_cache(maxsize=65536)
def line_steps(dx: int, dy: int) -> tuple[tuple[int, int, int], ...]:
    """Steps ``(x, y, kind)`` of the centre line for displacement ``(dx, dy)``.

    ``(x, y)`` is the cell a step leaves, relative to the start; ``kind`` is
    :data:`HORIZONTAL`, :data:`VERTICAL` or :data:`VERTEX`.

    >>> line_steps(2, 1)
    ((0, 0, 0), (1, 0, 1), (1, 1, 0))
    >>> line_steps(3, 1)
    ((0, 0, 0), (1, 0, 2), (2, 1, 0))
    """
    nx, ny = abs(dx), abs(dy)
    sx = 1 if dx >= 0 else -1
    sy = 1 if dy >= 0 else -1
    ix = iy = x = y = 0
    steps: list[tuple[int, int, int]] = []
    while ix < nx or iy < ny:
        d = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if d < 0:
            steps.append((x, y, HORIZONTAL))
            ix += 1
            x += sx
        elif d > 0:
            steps.append((x, y, VERTICAL))
            iy += 1
            y += sy
        else:
            steps.append((x, y, VERTEX))
            ix += 1
            iy += 1
            x += sx
            y += sy
    return tuple(steps)


#: step-test offsets per padded grid shape and displacement (see :meth:`SightGrid.template`),
#: keyed by ``dy * _KEY + dx``
_TEMPLATES: dict[tuple[int, int], dict[int, tuple[int, ...]]] = {}
_KEY = 1 << 16


# the shifted inputs every quadrant's tables read, as (input, dx, dy) with dx, dy given
# per quadrant by sx, sy (the step direction) and ex, ey (0 going east/south, -1 going
# west/north: the wall a step crosses is the cell's own east/south edge or its
# neighbour's); inputs: 0 east walls, 1 south walls, 2 side-blocking cells, 3 solid cells
_VIEWS: tuple[tuple[int, int | str, int | str], ...] = (
    (0, "ex", 0),  # the wall a horizontal step crosses
    (1, 0, "ey"),  # the wall a vertical step crosses
    (1, "sx", "ey"),  # the vertical wall beyond the horizontal neighbour
    (0, "ex", "sy"),  # the horizontal wall beyond the vertical neighbour
    (2, "sx", 0),  # side cell 1 of a diagonal step
    (2, 0, "sy"),  # side cell 2
    (3, "sx", 0),  # the cell entered by a horizontal step
    (3, 0, "sy"),  # … by a vertical step
    (3, "sx", "sy"),  # … by a diagonal step
)
_GATHER: dict[tuple[int, int], np.ndarray] = {}


def _gather_index(h: int, w: int) -> np.ndarray:
    """Flat indices into the four stacked, padded ``(h + 2) × (w + 2)`` inputs that give
    every view of :data:`_VIEWS` for every quadrant: shape ``(9, 4, h, w)``."""
    found = _GATHER.get((h, w))
    if found is not None:
        return found
    ph, pw = h + 2, w + 2
    rows = np.arange(h)[:, None]
    cols = np.arange(w)[None, :]
    index = np.empty((len(_VIEWS), 4, h, w), dtype=np.intp)
    for q in range(4):
        sx, sy = (1 if q & 1 else -1), (1 if q & 2 else -1)
        shift = {"sx": sx, "sy": sy, "ex": 0 if sx == 1 else -1, "ey": 0 if sy == 1 else -1}
        for v, (source, dx, dy) in enumerate(_VIEWS):
            ox = shift[dx] if isinstance(dx, str) else dx
            oy = shift[dy] if isinstance(dy, str) else dy
            index[v, q] = source * ph * pw + (rows + 1 + oy) * pw + (cols + 1 + ox)
    if len(_GATHER) > 256:
        _GATHER.clear()
    _GATHER[(h, w)] = index
    return index


#: whole-view step offsets per padded grid shape (see :func:`_view_offsets`); each holds
#: about ``4·(2h)·(2w)·(h + w)`` bytes
_VIEW_OFFSETS: dict[tuple[int, int], np.ndarray] = {}
#: shapes whose whole-view offsets are kept at once
VIEW_SHAPES = 4
#: above this many offsets (``(2h - 3)·(2w - 3)·(h + w - 4)``) a grid answers a whole view
#: pair by pair (a 50 × 50 box holds about a million)
VIEW_OFFSETS_LIMIT = 8_000_000


def _view_offsets(h: int, w: int) -> np.ndarray | None:
    """Every :meth:`SightGrid.template` of a padded ``h × w`` grid at once:
    ``offsets[dy + height - 1, dx + width - 1, i]`` is the ``i``-th step's test of
    displacement ``(dx, dy)`` (``height``, ``width``: the unpadded box), a template
    shorter than the longest repeating its last test (an empty one, ``(0, 0)``, tests
    index 0: the caller answers a cell for itself). The steps are :func:`line_steps`'
    integer walk run for every displacement side by side, so the templates are the same
    numbers. ``None`` when the array would be larger than :data:`VIEW_OFFSETS_LIMIT`."""
    found = _VIEW_OFFSETS.get((h, w))
    if found is not None:
        return found
    height, width = h - 2, w - 2
    longest = max(0, height - 1) + max(0, width - 1)
    if (2 * height - 1) * (2 * width - 1) * max(1, longest) > VIEW_OFFSETS_LIMIT:
        return None
    n = h * w
    grid_dy, grid_dx = np.meshgrid(
        np.arange(-(height - 1), height, dtype=np.int64),
        np.arange(-(width - 1), width, dtype=np.int64),
        indexing="ij",
    )
    dx, dy = grid_dx.reshape(-1), grid_dy.reshape(-1)
    nx, ny = np.abs(dx), np.abs(dy)
    sx = np.where(dx >= 0, 1, -1)
    sy = np.where(dy >= 0, 1, -1)
    q = (dx >= 0).astype(np.int64) | np.where(dy >= 0, 2, 0)
    ix = np.zeros_like(dx)
    iy = np.zeros_like(dx)
    x = np.zeros_like(dx)
    y = np.zeros_like(dx)
    offsets = np.zeros((dx.shape[0], max(1, longest)), dtype=np.int32)
    previous = np.zeros(dx.shape[0], dtype=np.int64)
    for i in range(longest):
        active = (ix < nx) | (iy < ny)
        d = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        kind = np.where(d < 0, HORIZONTAL, np.where(d > 0, VERTICAL, VERTEX))
        across = active & (d <= 0)
        down = active & (d >= 0)
        step_x, step_y = x, y
        ix = ix + across
        iy = iy + down
        x = x + sx * across
        y = y + sy * down
        last = (ix >= nx) & (iy >= ny)
        offset = ((q * 2 + last) * 3 + kind) * n + step_y * w + step_x
        previous = np.where(active, offset, previous)
        offsets[:, i] = previous
    found = offsets.reshape(2 * height - 1, 2 * width - 1, -1)
    if len(_VIEW_OFFSETS) >= VIEW_SHAPES:
        _VIEW_OFFSETS.clear()
    _VIEW_OFFSETS[(h, w)] = found
    return found


#: up to this many cells, :func:`_tables_by_gather` is faster than :func:`_tables_by_views`
#: (numpy's per-call cost dominates small arrays; a gather costs per element)
GATHER_LIMIT = 1600


def _build_tables(
    conv: Conventions, onb: np.ndarray, blk: np.ndarray, we: np.ndarray, ws: np.ndarray
) -> np.ndarray:
    """``tables[q, kind, step, r, c]``: kind 0 a middle step, kind 1 the last step.

    This runs for every door state the validators look at, on whole boards and on small
    crops round one door; both ways give the same tables.
    """
    if onb.size <= GATHER_LIMIT:
        return _tables_by_gather(conv, onb, blk, we, ws)
    return _tables_by_views(conv, onb, blk, we, ws)


def _tables_by_gather(
    conv: Conventions, onb: np.ndarray, blk: np.ndarray, we: np.ndarray, ws: np.ndarray
) -> np.ndarray:
    """:func:`_build_tables` for small arrays: every shift is by at most one cell, so the
    inputs are stacked inside a one-cell ring of ``True`` (off the box everything blocks)
    and one gather (:func:`_gather_index`) picks every shifted input of all four
    quadrants at once; the tables are then a dozen whole-array operations."""
    h, w = onb.shape
    solid = ~onb | blk
    stacked = np.ones((4, h + 2, w + 2), dtype=bool)
    inner = stacked[:, 1:-1, 1:-1]
    if conv.c2w:
        # the board edge is a wall: rock corners behave like wall corners
        east, south = onb.copy(), onb.copy()
        east[:, :-1] ^= onb[:, 1:]
        south[:-1, :] ^= onb[1:, :]
        inner[0] = we | east
        inner[1] = ws | south
        inner[2] = blk
    else:
        inner[0] = we
        inner[1] = ws
        inner[2] = solid
    inner[3] = solid
    x_wall, y_wall, y_beyond, x_beyond, side1, side2, enter_x, enter_y, enter_xy = stacked.reshape(
        -1
    )[_gather_index(h, w)]
    w1 = x_wall | y_beyond
    w2 = y_wall | x_beyond
    vertex = w1 & w2
    if conv.c2:
        vertex |= (w1 | side1) & (w2 | side2)
    if conv.c1:
        vertex |= side1 | side2
    tables = np.empty((4, 2, 3, h, w), dtype=bool)
    tables[:, 1, 0] = x_wall
    tables[:, 1, 1] = y_wall
    tables[:, 1, 2] = vertex
    np.bitwise_or(x_wall, enter_x, out=tables[:, 0, 0])
    np.bitwise_or(y_wall, enter_y, out=tables[:, 0, 1])
    np.bitwise_or(vertex, enter_xy, out=tables[:, 0, 2])
    return tables


def _padded(a: np.ndarray, fill: bool) -> np.ndarray:
    """``a`` inside a one-cell ring of ``fill`` (so every ±1 shift is a view)."""
    h, w = a.shape
    out = np.ones((h + 2, w + 2), dtype=bool) if fill else np.zeros((h + 2, w + 2), dtype=bool)
    out[1:-1, 1:-1] = a
    return out


def _tables_by_views(
    conv: Conventions, onb: np.ndarray, blk: np.ndarray, we: np.ndarray, ws: np.ndarray
) -> np.ndarray:
    """:func:`_build_tables` for large arrays: per quadrant, a dozen operations on views.

    Each input is padded once with its fill value, and a shifted array
    ``a[r + dy, c + dx]`` is the view ``P[1 + dy :, 1 + dx :]`` of the padded ``P``.
    """
    solid = ~onb | blk
    h, w = onb.shape
    if conv.c2w:
        # the board edge is a wall: rock corners behave like wall corners
        p_onb = _padded(onb, False)
        we = we | (onb ^ p_onb[1 : h + 1, 2 : w + 2])
        ws = ws | (onb ^ p_onb[2 : h + 2, 1 : w + 1])
        side = blk
    else:
        side = solid
    p_we, p_ws = _padded(we, True), _padded(ws, True)
    p_side, p_solid = _padded(side, True), _padded(solid, True)

    def view(p: np.ndarray, dx: int, dy: int) -> np.ndarray:
        return p[1 + dy : 1 + dy + h, 1 + dx : 1 + dx + w]

    tables = np.empty((4, 2, 3, h, w), dtype=bool)
    for sx in (1, -1):
        for sy in (1, -1):
            q = quadrant(sx, sy)
            # the wall a step east/west (south/north) crosses: the cell's own east (south)
            # edge, or its west (north) neighbour's
            ex, ey = (0 if sx == 1 else -1), (0 if sy == 1 else -1)
            x_wall, y_wall = view(p_we, ex, 0), view(p_ws, 0, ey)
            w1 = x_wall | view(p_ws, sx, ey)
            w2 = y_wall | view(p_we, ex, sy)
            last = tables[q, 1]
            np.bitwise_and(w1, w2, out=last[2])
            side1, side2 = view(p_side, sx, 0), view(p_side, 0, sy)
            if conv.c2:
                last[2] |= (w1 | side1) & (w2 | side2)
            if conv.c1:
                last[2] |= side1 | side2
            last[0] = x_wall
            last[1] = y_wall
            middle = tables[q, 0]
            np.bitwise_or(last[0], view(p_solid, sx, 0), out=middle[0])
            np.bitwise_or(last[1], view(p_solid, 0, sy), out=middle[1])
            np.bitwise_or(last[2], view(p_solid, sx, sy), out=middle[2])
    return tables


class SightGrid:
    """Compiled sight tables of one board state (cells, blocking edges, blocking cells).

    Build it with :meth:`build`; query with :meth:`can_see` (pure Python, exact) or
    hand :attr:`tables` to :func:`questwright.core.sight.allpairs.all_pairs_matrix`.
    """

    def __init__(
        self,
        x0: int,
        y0: int,
        onb: np.ndarray,
        walls_e: np.ndarray,
        walls_s: np.ndarray,
        blk: np.ndarray,
        conventions: Conventions = DEFAULT_CONVENTIONS,
        tables: np.ndarray | None = None,
    ) -> None:
        """Padded arrays (one off-board ring included): use :meth:`build` instead.

        ``tables``: the step tables of exactly these arrays when already known."""
        self.conventions = conventions
        #: padded origin: cell (x0, y0) has index 0
        self.x0, self.y0 = x0, y0
        self.h: int
        self.w: int
        self.h, self.w = onb.shape
        self.n = self.h * self.w
        #: unpadded size of the bounding box
        self.width, self.height = self.w - 2, self.h - 2
        self.onb, self.blk = onb, blk & onb
        #: ``walls_e[r, c]``: the edge east of cell (c, r) blocks; ``walls_s``: the edge south
        self.walls_e, self.walls_s = walls_e, walls_s
        self.solid = ~onb | self.blk
        self.tables = (
            _build_tables(conventions, onb, self.blk, walls_e, walls_s)
            if tables is None
            else tables
        )
        self.flat = self.tables.tobytes()
        self._flat_array: np.ndarray | None = None
        # templates depend only on the padded shape: share them between grids
        self._templates = _TEMPLATES.setdefault((self.h, self.w), {})

    @classmethod
    def build(
        cls,
        cells: Iterable[Cell],
        blocked_edges: Iterable[EdgeKey],
        blockers: Iterable[Cell] = (),
        conventions: Conventions = DEFAULT_CONVENTIONS,
    ) -> SightGrid:
        """Tables for board ``cells``; only edges between two board cells count as walls."""
        cell_set = cells if isinstance(cells, (set, frozenset)) else set(cells)
        if cell_set:
            xy = np.array(list(cell_set), dtype=np.int64)
            min_x, min_y = (int(v) for v in xy.min(axis=0))
            max_x, max_y = (int(v) for v in xy.max(axis=0))
        else:
            xy = np.zeros((0, 2), dtype=np.int64)
            min_x = min_y = 0
            max_x = max_y = -1
        x0, y0 = min_x - 1, min_y - 1
        h, w = max_y - min_y + 3, max_x - min_x + 3
        onb = np.zeros((h, w), dtype=bool)
        onb[xy[:, 1] - y0, xy[:, 0] - x0] = True
        we = np.zeros((h, w), dtype=bool)
        ws = np.zeros((h, w), dtype=bool)
        for key in blocked_edges:
            first, second = edge_cells(key)
            if first not in cell_set or second not in cell_set:
                continue
            if key[0] == "v":
                we[first[1] - y0, first[0] - x0] = True
            else:
                ws[first[1] - y0, first[0] - x0] = True
        blk = np.zeros((h, w), dtype=bool)
        for x, y in blockers:
            r, c = y - y0, x - x0
            if 0 <= r < h and 0 <= c < w:
                blk[r, c] = True
        return cls(x0, y0, onb, we, ws, blk, conventions)

    def with_blockers(self, blockers: Iterable[Cell], *, replace: bool = False) -> SightGrid:
        """A grid with more blocking cells (or only these, with ``replace``)."""
        blk = np.zeros_like(self.blk) if replace else self.blk.copy()
        for cell in blockers:
            r, c = cell[1] - self.y0, cell[0] - self.x0
            if 0 <= r < self.h and 0 <= c < self.w:
                blk[r, c] = True
        return SightGrid(
            self.x0, self.y0, self.onb, self.walls_e, self.walls_s, blk, self.conventions
        )

    def without(self, cells: Iterable[Cell]) -> SightGrid:
        """A grid where ``cells`` do not block (a large figure's own or target spaces)."""
        blk = self.blk.copy()
        for cell in cells:
            r, c = cell[1] - self.y0, cell[0] - self.x0
            if 0 <= r < self.h and 0 <= c < self.w:
                blk[r, c] = False
        return SightGrid(
            self.x0, self.y0, self.onb, self.walls_e, self.walls_s, blk, self.conventions
        )

    def with_walls(
        self, groups: Iterable[Sequence[tuple[int, int, int]]], blocked: bool
    ) -> SightGrid:
        """The same grid with groups of unit edges (e.g. each door's) set to ``blocked``.

        Edges are ``(axis, r, c)`` in padded array coordinates: axis 0 the edge east of
        cell ``(c, r)`` (:attr:`walls_e`), axis 1 the edge south of it (:attr:`walls_s`).
        Only the tables near the edges are recomputed: a table entry depends on the walls
        at most one cell away from its cell, so per group the entries up to two cells
        round its bounding box are rebuilt from the arrays cropped four cells round it,
        and the rest is copied. The result is identical to a grid built from scratch.
        """
        groups = [list(g) for g in groups if g]
        if not groups:
            return self
        we, ws = self.walls_e.copy(), self.walls_s.copy()
        for group in groups:
            for axis, r, c in group:
                (we if axis == 0 else ws)[r, c] = blocked
        tables = self.tables.copy()
        h, w = self.h, self.w
        for group in groups:
            rows = [r for _, r, _ in group]
            cols = [c for _, _, c in group]
            lo_r, hi_r, lo_c, hi_c = min(rows), max(rows), min(cols), max(cols)
            cr0, cr1 = max(0, lo_r - 4), min(h, hi_r + 5)
            cc0, cc1 = max(0, lo_c - 4), min(w, hi_c + 5)
            pr0, pr1 = max(0, lo_r - 2), min(h, hi_r + 3)
            pc0, pc1 = max(0, lo_c - 2), min(w, hi_c + 3)
            crop = (slice(cr0, cr1), slice(cc0, cc1))
            sub = _build_tables(
                self.conventions, self.onb[crop], self.blk[crop], we[crop], ws[crop]
            )
            tables[..., pr0:pr1, pc0:pc1] = sub[..., pr0 - cr0 : pr1 - cr0, pc0 - cc0 : pc1 - cc0]
        return SightGrid(
            self.x0, self.y0, self.onb, we, ws, self.blk, self.conventions, tables=tables
        )

    # ------------------------------------------------------------------ queries
    def index(self, cell: Cell) -> int:
        """Flat padded index of a cell (no bounds check)."""
        return (cell[1] - self.y0) * self.w + (cell[0] - self.x0)

    def on_board(self, cell: Cell) -> bool:
        r, c = cell[1] - self.y0, cell[0] - self.x0
        return 0 <= r < self.h and 0 <= c < self.w and bool(self.onb[r, c])

    def template(self, dx: int, dy: int) -> tuple[int, ...]:
        """Offsets into :attr:`flat` (relative to the start index) of every step's test."""
        key = dy * _KEY + dx
        found = self._templates.get(key)
        if found is not None:
            return found
        steps = line_steps(dx, dy)
        q = quadrant(dx, dy)
        n, w = self.n, self.w
        last = len(steps) - 1
        found = tuple(
            ((q * 2 + (1 if i == last else 0)) * 3 + kind) * n + y * w + x
            for i, (x, y, kind) in enumerate(steps)
        )
        self._templates[key] = found
        return found

    def can_see(self, a: Cell, b: Cell) -> bool:
        """Geometric sight between two board cells (endpoints never block)."""
        ax, ay = a
        dx, dy = b[0] - ax, b[1] - ay
        if not (dx or dy):
            return True
        steps = self._templates.get(dy * _KEY + dx)
        if steps is None:
            steps = self.template(dx, dy)
        flat = self.flat
        base = (ay - self.y0) * self.w + ax - self.x0
        for offset in steps:  # noqa: SIM110 (a plain loop is the fastest here)
            if flat[base + offset]:
                return False
        return True

    def seen_from(self, a: Cell) -> np.ndarray | None:
        """:meth:`can_see` from board cell ``a`` to every cell of the bounding box at once:
        ``seen[y - y0 - 1, x - x0 - 1]`` (off-board cells ``False``, ``a`` itself
        ``True``). The same step tests as :meth:`can_see`, gathered with numpy
        (:func:`_view_offsets`). ``None`` when the box is too large for that."""
        offsets = _view_offsets(self.h, self.w)
        if offsets is None:
            return None
        height, width = self.height, self.width
        cx, cy = a[0] - self.x0 - 1, a[1] - self.y0 - 1
        window = offsets[height - 1 - cy : 2 * height - 1 - cy, width - 1 - cx : 2 * width - 1 - cx]
        flat = self._flat_array
        if flat is None:
            flat = self._flat_array = np.frombuffer(self.flat, dtype=np.bool_)
        base = (cy + 1) * self.w + cx + 1
        seen: np.ndarray = ~flat[window + base].any(axis=2)
        seen &= self.onb[1:-1, 1:-1]
        seen[cy, cx] = True
        return seen

    def blocked_by(self, a: Cell, b: Cell) -> tuple[Cell, int] | None:
        """The first blocked step ``(cell left, step kind)``, or ``None`` when visible."""
        if a == b:
            return None
        flat = self.flat
        base = self.index(a)
        steps = line_steps(b[0] - a[0], b[1] - a[1])
        for offset, (x, y, kind) in zip(
            self.template(b[0] - a[0], b[1] - a[1]), steps, strict=True
        ):
            if flat[base + offset]:
                return (a[0] + x, a[1] + y), kind
        return None

    def board_cells(self) -> list[Cell]:
        rows, cols = np.nonzero(self.onb)
        return [(int(c) + self.x0, int(r) + self.y0) for r, c in zip(rows, cols, strict=True)]
