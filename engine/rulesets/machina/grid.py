"""Per-board tables for Machina's space-by-space questions, built once per board revision.

Every space of a machina board is its own zone (``cell:x,y``). :func:`grid_of` gives, for a
topology (one board revision, shared by every state of a game that reached it), the space of
each zone index, which spaces figures may stand on and which are pits, and cached
breadth-first step counts over the graph a monster counts on (closed doors passable: the
*plan* graph). Dynamic things (barrels, sealed spawn spaces) come in as a blocked set, so a
cached table is reused as long as they do not change.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import Any

from questwright.core.search import dense_distances

__all__ = ["CLOCKWISE", "INF", "Grid", "grid_of"]

Cell = tuple[int, int]
INF = 1 << 20
_CACHE_LIMIT = 20_000
#: the eight directions, clockwise from north: the fixed order that settles a monster's
#: equally good steps (the sheet has no rule; digest §B.4)
CLOCKWISE: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))  # fmt: skip
_GRIDS: weakref.WeakKeyDictionary[Any, Grid] = weakref.WeakKeyDictionary()


class Grid:
    """Space tables of one topology (see the module docstring)."""

    def __init__(self, topology: Any, pits: Iterable[str]) -> None:
        board = topology.board
        self.topology = topology
        ids = topology.zone_ids
        self.cells: list[Cell] = []
        for zone_id in ids:
            x, y = zone_id[5:].split(",")
            self.cells.append((int(x), int(y)))
        self.zone: dict[Cell, int] = {c: i for i, c in enumerate(self.cells)}
        pit_kinds = set(pits)
        self.floor = [board.cell_passable(c) for c in self.cells]
        self.pit = [
            (board.cells[c].terrain in pit_kinds) if c in board.cells else False for c in self.cells
        ]
        plan = topology.initial_key
        for bit in topology.door_bits:
            plan |= bit
        self.plan_bits = plan
        #: door spaces (a door that occupies a space) by the zone of their space
        self.door_space: dict[int, str] = {
            self.zone[door.cell]: door.id
            for door in board.doors.values()
            if door.cell is not None and door.cell in self.zone and door.id in topology.door_index
        }
        self._dist: dict[tuple[Any, ...], list[int]] = {}
        self._around: dict[int, tuple[tuple[int, Cell, str | None], ...]] = {}
        self._doors: dict[int, tuple[str, ...]] = {}
        self._next: dict[tuple[int, int, int], bool] = {}
        self._joins: list[tuple[str, tuple[Cell, ...]]] | None = None
        #: results the bot derives from this board (bounded)
        self.memo: dict[Any, Any] = {}

    def plan_key(self, key: int) -> int:
        """``key`` with every door open (monsters count closed doors as passable)."""
        return key | self.plan_bits

    def distances(
        self,
        key: int,
        starts: Iterable[int],
        blocked: frozenset[int],
        avoid_pits: bool,
    ) -> list[int]:
        """Steps from the ``starts`` zones to every zone over the topology's neighbours for
        ``key``, never entering ``blocked``, non-floor or (``avoid_pits``) pit zones."""
        adj = self.topology.neighbours(key)
        return self._flood(key, starts, blocked, avoid_pits, adj.__getitem__)

    def free_distances(
        self, starts: Iterable[int], blocked: frozenset[int], avoid_pits: bool
    ) -> list[int]:
        """Steps as an ethereal unit counts them: 8-way over the board's spaces, walls and
        doors ignored, never entering ``blocked``, non-floor or (``avoid_pits``) pit zones."""
        return self._flood(
            "free", starts, blocked, avoid_pits, lambda z: [w for w, _, _ in self.around(z)]
        )

    def _flood(
        self,
        graph: Any,
        starts: Iterable[int],
        blocked: frozenset[int],
        avoid_pits: bool,
        next_to: Callable[[int], Iterable[int]],
    ) -> list[int]:
        """Breadth-first steps from ``starts`` over ``next_to`` (cached per ``graph``: a
        topology key, or ``"free"``), never entering ``blocked``, non-floor or pit zones."""
        start = tuple(sorted(set(starts)))
        cache_key = (graph, start, blocked, avoid_pits)
        found = self._dist.get(cache_key)
        if found is not None:
            return found
        floor, pit = self.floor, self.pit

        def onward(z: int) -> list[int]:
            return [
                w
                for w in next_to(z)
                if w not in blocked and floor[w] and not (avoid_pits and pit[w])
            ]

        dist = dense_distances(len(self.cells), start, onward, INF)
        if len(self._dist) > _CACHE_LIMIT:
            self._dist.clear()
        self._dist[cache_key] = dist
        return dist

    # ------------------------------------------------------------------ static neighbourhoods
    def around(self, z: int) -> tuple[tuple[int, Cell, str | None], ...]:
        """The spaces next to zone ``z`` on the board: (zone, cell, terrain), clockwise."""
        found = self._around.get(z)
        if found is None:
            x, y = self.cells[z]
            board = self.topology.board
            out = []
            for dx, dy in CLOCKWISE:
                c = (x + dx, y + dy)
                w = self.zone.get(c)
                info = board.cells.get(c)
                if w is not None and info is not None:  # removed tiles keep their zones
                    out.append((w, c, info.terrain))
            found = self._around[z] = tuple(out)
        return found

    def doors_at(self, z: int) -> tuple[str, ...]:
        """Doors an explorer on zone ``z``'s space reaches (sorted ids): those on its four
        edges (which include a door space beside it or under it) and the door spaces
        diagonally next to it that a step could reach with every door open."""
        found = self._doors.get(z)
        if found is None:
            from questwright.core.geometry import edge_between

            board, index = self.topology.board, self.topology.door_index
            x, y = self.cells[z]
            ids = set()
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                door = board.door_at(edge_between((x, y), (x + dx, y + dy)))
                if door is not None and door.id in index:
                    ids.add(door.id)
            if self.door_space:
                plan = self.topology.neighbours(self.plan_bits)[z]
                for w in plan:
                    door_id = self.door_space.get(w)
                    if door_id is not None:
                        ids.add(door_id)
            found = self._doors[z] = tuple(sorted(ids))
        return found

    def sees_next(self, key: int, a: int, b: int) -> bool:
        """Neighbouring spaces with nothing LOS-blocking between them (walls, closed doors)."""
        cache_key = (key, a, b)
        found = self._next.get(cache_key)
        if found is None:
            sight = self.topology.line_sight(key)
            found = self._next[cache_key] = bool(sight.can_see(self.cells[a], self.cells[b]))
            if len(self._next) > _CACHE_LIMIT:
                self._next.clear()
        return found

    @property
    def joins(self) -> list[tuple[str, tuple[Cell, ...]]]:
        """Open joins (id, the board spaces along them), found once per board revision."""
        if self._joins is None:
            from questwright.core.geometry import edge_cells
            from questwright.engine.layout import open_joins

            board = self.topology.board
            self._joins = [
                (j.id, tuple(c for k in j.edges for c in edge_cells(k) if c in board.cells))
                for j in open_joins(board)
            ]
        return self._joins


def grid_of(topology: Any, pits: Iterable[str]) -> Grid:
    """The grid of ``topology`` (built on first use, then kept with it)."""
    found = _GRIDS.get(topology)
    if found is None:
        found = _GRIDS[topology] = Grid(topology, pits)
    return found
