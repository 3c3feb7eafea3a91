"""Sight index: one interface over zone-walk and centre-line sight, by zone id.

Two models, chosen by ``system.geometry.sight``:

* ``zone-walk`` (md1, md2, ddd) — orthogonal rays from zone to zone:
  :func:`zone_sight`, and ddd cameras :func:`camera_view` / :func:`best_facings`
  (implemented in :mod:`questwright.core.sight.zone`);
* ``centre-line`` (descent1, machina) — exact centre-to-centre segments with the
  conventions C1–C10: :class:`CentreLineSight` (:mod:`questwright.core.sight.line`, on top of
  :mod:`questwright.core.sight.grid`, :mod:`questwright.core.sight.allpairs` and the reference walk
  :mod:`questwright.core.sight.walk`).

:func:`sight_index` hides the difference behind zone ids: for centre-line boards the
zones are the cells (``cell:x,y``) and the range is the Chebyshev distance.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

import numpy as np
from questwright.core.board import Board
from questwright.core.geometry import DIRECTIONS, Cell, parse_ref
from questwright.core.sight.conventions import Conventions
from questwright.core.sight.line import CentreLineSight, chebyshev
from questwright.core.sight.zone import zone_adjacency

__all__ = [
    "CentreLineSightIndex",
    "SightIndex",
    "ZoneWalkSightIndex",
    "carry_sight",
    "sight_index",
    "sight_model",
]


class SightIndex(Protocol):
    """What :func:`sight_index` returns, whatever the model."""

    model: str

    def visible_zones(self, zone_id: str) -> dict[str, int]: ...

    def seen_from_any(self, zones: Iterable[str]) -> set[str]: ...

    def can_see_zone(self, a: str, b: str) -> bool: ...

    def visible_cells(self, cell: Cell) -> set[Cell]: ...


def sight_model(board: Board) -> str:
    """``zone-walk`` or ``centre-line`` (the system's ``geometry.sight``)."""
    if board.system is None:
        return "zone-walk"
    return board.system.geometry.sight


class ZoneWalkSightIndex:
    """Sight between zones of a zone-walk board, for the door states when it was made."""

    model = "zone-walk"

    def __init__(
        self,
        board: Board,
        *,
        open_doors: Iterable[str] = (),
        blocked_zones: Iterable[str] = (),
    ) -> None:
        self.board = board
        self.open_doors = frozenset(open_doors)
        self.blocked_zones = frozenset(blocked_zones)
        self._adjacency = zone_adjacency(board)
        opened = frozenset(d.id for d in board.doors.values() if d.is_open) | self.open_doors
        self._state = self._adjacency.state(opened, self.blocked_zones)
        self._cache: dict[str, dict[str, int]] = {}

    def visible_zones(self, zone_id: str) -> dict[str, int]:
        """Zones seen from ``zone_id`` → range (own zone 0; empty for an unknown zone)."""
        found = self._cache.get(zone_id)
        if found is None:
            found = {}
            if zone_id in self.board.zones:
                found[zone_id] = 0
                for d in DIRECTIONS:
                    for zone, steps in self._adjacency.ray(self._state, zone_id, d).items():
                        if steps < found.get(zone, steps + 1):
                            found[zone] = steps
            self._cache[zone_id] = found
        return found

    def same_row(self, other: ZoneWalkSightIndex, zone_id: str) -> bool:
        """Whether :meth:`visible_zones` of ``zone_id`` is the same here as in ``other``, an
        index of the same board: the same ray objects every way (a door state carries the
        rays of another that read no side of the doors in which they differ), and the
        same zones blocked."""
        mine, theirs = self._state, other._state
        if (
            other._adjacency is not self._adjacency
            or other.board is not self.board
            or (mine.blocked is not theirs.blocked and mine.blocked != theirs.blocked)
        ):
            return False
        rays, old = mine.rays, theirs.rays
        for d in DIRECTIONS:
            ray = rays.get((zone_id, d))
            if ray is None or ray is not old.get((zone_id, d)):
                return False
        return True

    def seen_from_any(self, zones: Iterable[str]) -> set[str]:
        """Zones any of ``zones`` sees, themselves included (one walk for all of them)."""
        return self._adjacency.seen_from_any(
            self._state, (z for z in zones if z in self.board.zones)
        )

    def seen_by_another(self) -> set[str]:
        """Zones some other zone sees: every ray of every zone (a ray never holds the zone
        it starts from), without the ranges :meth:`visible_zones` works out per zone."""
        return self._adjacency.seen_by_another(self._state, self.board.zones)

    def can_see_zone(self, a: str, b: str) -> bool:
        found = self._cache.get(a)
        if found is None:
            found = self.visible_zones(a)
        return b in found

    def range(self, a: str, b: str) -> int | None:
        return self.visible_zones(a).get(b)

    def visible_cells(self, cell: Cell) -> set[Cell]:
        """Cells of every zone seen from the zone of ``cell``."""
        zone = self.board.zone_of(cell)
        if zone is None:
            return set()
        out: set[Cell] = set()
        for other in self.visible_zones(zone):
            out |= self.board.zones[other].cells
        return out


class CentreLineSightIndex:
    """Cell-to-cell sight of a centre-line board, with zones as cells (``cell:x,y``).

    A snapshot of the door states when it was made. Rows are computed per cell on demand;
    once many cells were asked for, the whole relation is computed at once with numpy
    (:meth:`CentreLineSight.all_pairs`).
    """

    model = "centre-line"

    def __init__(self, board: Board, **kw: Any) -> None:
        self.board = board
        self.sight = CentreLineSight(board, **kw)
        self._rows: dict[Cell, dict[Cell, int]] = {}
        self._matrix: tuple[list[Cell], np.ndarray] | None = None
        self._position: dict[Cell, int] = {}
        self._switch_after = max(16, len(board.cells) // 8)

    def matrix(self) -> tuple[list[Cell], np.ndarray]:
        """``(cells, m)``: the whole relation (see :meth:`CentreLineSight.all_pairs`)."""
        if self._matrix is None:
            self._matrix = self.sight.all_pairs()
            self._position = {c: i for i, c in enumerate(self._matrix[0])}
        return self._matrix

    def _row(self, cell: Cell) -> dict[Cell, int]:
        found = self._rows.get(cell)
        if found is not None:
            return found
        if self._matrix is None and len(self._rows) >= self._switch_after:
            self.matrix()
        sight = self.sight
        if self._matrix is not None and cell in self._position:
            cells, m = self._matrix
            seen = [cells[j] for j in np.nonzero(m[self._position[cell]])[0]]
            if sight.stairs:
                found = {b: sight.distance(cell, b) or 0 for b in seen}
            else:
                found = {b: chebyshev(cell, b) for b in seen}
        else:
            found = sight.ranges_from(cell)
        self._rows[cell] = found
        return found

    def _cells_of(self, zone_id: str) -> frozenset[Cell]:
        zone = self.board.zones.get(zone_id)
        if zone is not None:
            return zone.cells
        ref = parse_ref(zone_id)
        if isinstance(ref, tuple) and len(ref) == 2 and ref in self.board.cells:
            return frozenset({ref})
        return frozenset()

    def visible_zones(self, zone_id: str) -> dict[str, int]:
        """Zones (cells ``cell:x,y`` in cell zoning) seen from a zone → nearest range."""
        out: dict[str, int] = {}
        for a in self._cells_of(zone_id):
            for b, distance in self._row(a).items():
                zone = self.board.zone_of(b)
                if zone is not None and distance < out.get(zone, distance + 1):
                    out[zone] = distance
        return out

    def seen_from_any(self, zones: Iterable[str]) -> set[str]:
        """Zones any of ``zones`` sees, themselves included."""
        out: set[str] = set()
        for zone in zones:
            out.update(self.visible_zones(zone))
        return out

    def can_see_zone(self, a: str, b: str) -> bool:
        targets = self._cells_of(b)
        return any(t in self._row(s) for s in self._cells_of(a) for t in targets)

    def visible_cells(self, cell: Cell) -> set[Cell]:
        return set(self._row(cell))

    def can_see(self, a: Cell, b: Cell) -> bool:
        return b in self._row(a)


# The cache lives on the board (``board.derived``), not in a module-level table keyed by
# ``id(board)``: an index holds its board, so such a table kept every board ever indexed
# alive (a leak of about 0.5 MB per validation) and a reused id could meet a stale entry.
_INDEXES = "sight.indexes"


def sight_index(board: Board, **kw: Any) -> ZoneWalkSightIndex | CentreLineSightIndex:
    """The sight index of a board in its current door states.

    Cached per board object, door states and keyword arguments: call it again after a
    door opens (an index object keeps the door states it was made with). Keywords:
    zone-walk ``open_doors``, ``blocked_zones``; centre-line those of
    :class:`CentreLineSight` (``blockers``, ``conventions``, ``open_doors``,
    ``token_blockers``, ``revealed_areas``, ``specials``).
    """
    opened = frozenset(d.id for d in board.doors.values() if d.is_open)
    try:
        key: Any = (opened, tuple(sorted((k, _freeze(v)) for k, v in kw.items())))
        hash(key)
    except TypeError:
        key = None
    per_board: dict[Any, Any] | None = board.derived.get(_INDEXES)
    if per_board is None:
        per_board = board.derived[_INDEXES] = {}
    if key is not None and key in per_board:
        return per_board[key]  # type: ignore[no-any-return]
    index: ZoneWalkSightIndex | CentreLineSightIndex
    if sight_model(board) == "centre-line":
        index = CentreLineSightIndex(board, **kw)
    else:
        index = ZoneWalkSightIndex(board, **kw)
    if key is not None:
        if len(per_board) > 16:
            per_board.clear()
        per_board[key] = index
    return index


def carry_sight(old: Board, new: Board) -> None:
    """Let ``new`` use the sight indexes made for ``old``.

    For a board that sees exactly as ``old`` does (same cells, zones, edges and doors,
    and for centre-line sight the same tokens), as :mod:`questwright.core.recompile`
    hands out after a token or door-state edit: indexes are keyed by the doors that are
    open, so the two boards share one cache.
    """
    found = old.derived.get(_INDEXES)
    if found is None or _INDEXES in new.derived:
        return
    new.derived[_INDEXES] = found


def _freeze(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool, type(None), Conventions)):
        return value
    if type(value) is frozenset and all(type(v) is str for v in value):
        return value  # door or zone ids (asked on every validation): already frozen
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return frozenset(_freeze(v) for v in value)
    return tuple(_freeze(v) for v in value)
