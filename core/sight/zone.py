"""Zone-walk sight (md1, md2, ddd): orthogonal rays from zone to zone, and ddd cameras.

DESIGN §4: from zone Z, for each direction d in N/E/S/W, step into every zone that
touches Z across a unit edge on Z's d side whose kind lets sight through (open, opening,
an open door or a door listed in ``open_doors``; a system's other edge kinds by their
``blocksSight`` flag); keep stepping in the same d from each zone reached. Walls, closed
or locked doors, windows, the board edge and ``blocked_zones`` (destroyed ddd rooms) stop
it; no diagonals. Range is the number of steps; when a ray branches every branch goes on
and a zone keeps the smallest step count at which it is reached.

A blocked zone is not seen, unless the board parameter ``losSeesIntoDestroyed`` is true
(then it is seen but the ray stops there). A viewer standing in a blocked zone sees only
its own zone.

Performance anchor L4: the per-direction neighbours of every zone are computed once per
board (:class:`ZoneAdjacency`); the rays of one door state (opened doors, blocked zones)
are computed on first use and cached per state, so a repeated query is a dict lookup.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field

from questwright.core.board import Board
from questwright.core.geometry import DIRECTIONS, STEP, edge_between
from questwright.core.movement import DOOR, FREE, movement

__all__ = ["ZoneAdjacency", "best_facings", "camera_view", "zone_adjacency", "zone_sight"]

_MAX_STATES = 64


@dataclass
class _State:
    opened: frozenset[str]
    blocked: frozenset[str]
    rays: dict[tuple[str, str], dict[str, int]] = field(default_factory=dict)


@dataclass
class ZoneAdjacency:
    """Per zone and direction: the zones across its edges on that side, and how sight passes.

    ``sides[zone][d][other] = (always, doors)``: ``always`` if some edge lets sight through
    whatever the doors do; else sight passes when one of ``doors`` is open.
    """

    sides: dict[str, dict[str, dict[str, tuple[bool, frozenset[str]]]]]
    sees_into_blocked: bool = False
    states: dict[tuple[frozenset[str], frozenset[str]], _State] = field(default_factory=dict)

    def state(self, opened: frozenset[str], blocked: frozenset[str]) -> _State:
        key = (opened, blocked)
        found = self.states.get(key)
        if found is None:
            if len(self.states) >= _MAX_STATES:
                self.states.pop(next(iter(self.states)))
            found = self.states[key] = _State(opened, blocked)
        return found

    def ray(self, state: _State, zone: str, direction: str) -> dict[str, int]:
        """Zones seen from ``zone`` looking ``direction`` (not ``zone`` itself), with ranges."""
        key = (zone, direction)
        found = state.rays.get(key)
        if found is not None:
            return found
        seen: dict[str, int] = {}
        if zone not in state.blocked:
            opened, blocked = state.opened, state.blocked
            frontier = [zone]
            step = 0
            while frontier:
                step += 1
                following: list[str] = []
                for current in frontier:
                    for other, (always, doors) in self.sides[current][direction].items():
                        if other == zone or other in seen:
                            continue
                        if not always and not (doors & opened):
                            continue
                        if other in blocked:
                            if self.sees_into_blocked:
                                seen[other] = step
                            continue
                        seen[other] = step
                        following.append(other)
                frontier = following
        state.rays[key] = seen
        return seen

    def seen_from_any(self, state: _State, zones: Iterable[str]) -> set[str]:
        """Every zone some zone of ``zones`` sees (the union of their rays, and the zones
        themselves), walked once per direction from all of them together: a zone's view
        on from where a ray reached it does not depend on where the ray began."""
        sources = [z for z in zones if z in self.sides]
        out = set(sources)
        opened, blocked = state.opened, state.blocked
        for direction in DIRECTIONS:
            seen: set[str] = set()
            frontier = [z for z in sources if z not in blocked]
            expanded = set(frontier)
            while frontier:
                following: list[str] = []
                for current in frontier:
                    for other, (always, doors) in self.sides[current][direction].items():
                        if other in seen:
                            continue
                        if not always and not (doors & opened):
                            continue
                        if other in blocked:
                            if self.sees_into_blocked:
                                seen.add(other)
                            continue
                        seen.add(other)
                        if other not in expanded:
                            expanded.add(other)
                            following.append(other)
                frontier = following
            out |= seen
        return out


_ADJACENCY: dict[int, ZoneAdjacency] = {}


def zone_adjacency(board: Board) -> ZoneAdjacency:
    """The board's per-direction zone neighbours (built once per board object)."""
    found = _ADJACENCY.get(id(board))
    if found is not None:
        return found
    sides: dict[str, dict[str, dict[str, tuple[bool, frozenset[str]]]]] = {
        z: {d: {} for d in DIRECTIONS} for z in board.zones
    }
    gates = movement(board).gates("sight")
    for cell, info in board.cells.items():
        zone = info.zone
        if zone not in sides:
            sides[zone] = {d: {} for d in DIRECTIONS}
        for d in DIRECTIONS:
            ox, oy = STEP[d]
            other_cell = (cell[0] + ox, cell[1] + oy)
            other_info = board.cells.get(other_cell)
            if other_info is None or other_info.zone == zone:
                continue
            gate, ident = gates.get(edge_between(cell, other_cell), (FREE, None))
            always, doors = sides[zone][d].get(other_info.zone, (False, frozenset()))
            if gate == DOOR and ident is not None:
                doors = doors | {ident}
            elif gate == FREE:
                always = True
            sides[zone][d][other_info.zone] = (always, doors)
    # keep only neighbours sight can ever reach
    for per_dir in sides.values():
        for d in DIRECTIONS:
            per_dir[d] = {z: v for z, v in per_dir[d].items() if v[0] or v[1]}
    found = ZoneAdjacency(sides, bool(board.parameter("losSeesIntoDestroyed", False)))
    _ADJACENCY[id(board)] = found
    weakref.finalize(board, _ADJACENCY.pop, id(board), None)
    return found


def _state_of(
    board: Board, adjacency: ZoneAdjacency, open_doors: Iterable[str], blocked: Iterable[str]
) -> _State:
    opened = frozenset(d.id for d in board.doors.values() if d.is_open) | frozenset(open_doors)
    return adjacency.state(opened, frozenset(blocked))


def zone_sight(
    board: Board,
    zone_id: str,
    *,
    open_doors: Iterable[str] = (),
    blocked_zones: Iterable[str] = (),
    directions: str | Iterable[str] = "NESW",
) -> dict[str, int]:
    """Zones seen from ``zone_id`` → range (its own zone at 0); empty for an unknown zone."""
    if zone_id not in board.zones:
        return {}
    adjacency = zone_adjacency(board)
    state = _state_of(board, adjacency, open_doors, blocked_zones)
    result = {zone_id: 0}
    for d in directions:
        for zone, steps in adjacency.ray(state, zone_id, d).items():
            if steps < result.get(zone, steps + 1):
                result[zone] = steps
    return result


def camera_view(
    board: Board,
    zone_id: str,
    facing: str,
    *,
    open_doors: Iterable[str] = (),
    blocked_zones: Iterable[str] = (),
) -> set[str]:
    """A ddd camera's rooms: its own room plus the ray in its one facing."""
    return set(
        zone_sight(
            board,
            zone_id,
            open_doors=open_doors,
            blocked_zones=blocked_zones,
            directions=facing,
        )
    )


def best_facings(
    board: Board,
    zone_id: str,
    *,
    open_doors: Iterable[str] = (),
    blocked_zones: Iterable[str] = (),
) -> set[str]:
    """The facings that see the most rooms (own room counted); ties give all of them."""
    counts = {
        d: len(camera_view(board, zone_id, d, open_doors=open_doors, blocked_zones=blocked_zones))
        for d in DIRECTIONS
    }
    best = max(counts.values())
    return {d for d, c in counts.items() if c == best}
