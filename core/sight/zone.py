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
board (:class:`ZoneAdjacency`), and a board the recompiler makes after a wall or door edit
takes them from the board before, worked out again only beside the unit edges that
changed (:func:`carry_adjacency`); the rays of one door state (opened doors, blocked
zones) are computed on first use and cached per state, so a repeated query is a dict
lookup, and a new door state starts with the rays of a near one that read no side of the
doors in which the two differ (:meth:`ZoneAdjacency.state`).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field

from questwright.core.board import Board
from questwright.core.geometry import DIRECTIONS, STEP, Cell, EdgeKey, edge_between, edge_cells
from questwright.core.movement import DOOR, FREE, Gate, movement

__all__ = [
    "ZoneAdjacency",
    "best_facings",
    "camera_view",
    "carry_adjacency",
    "zone_adjacency",
    "zone_sight",
]

_MAX_STATES = 64
#: a new door state takes the rays of one of the newest states this many back
_CARRY_LOOK = 4
#: ... when at most this many doors differ between the two
_CARRY_DOORS = 8
#: answers of :meth:`ZoneAdjacency.seen_from_any` kept per door state
_MAX_VIEWS = 16


@dataclass
class _State:
    opened: frozenset[str]
    blocked: frozenset[str]
    rays: dict[tuple[str, str], dict[str, int]] = field(default_factory=dict)
    #: for :meth:`ZoneAdjacency.seen_by_another`: the zones whose rays (every direction)
    #: are counted, how many of those rays hold each zone, and the rays among them not
    #: counted yet (a carry across an edit dropped them: :func:`_carry_rays`); one value,
    #: replaced whole and never changed, so that two threads asking at once each count
    #: from the same tally
    tally: tuple[tuple[str, ...], dict[str, int], frozenset[tuple[str, str]]] | None = None
    #: for :meth:`ZoneAdjacency.seen_from_any`: per tuple of source zones, what they see
    #: and, per direction, the zones whose side that way the walk read (a carry across an
    #: edit keeps the answers that read none of the sides that changed)
    views: dict[tuple[str, ...], tuple[frozenset[str], dict[str, frozenset[str]]]] = field(
        default_factory=dict
    )


@dataclass
class ZoneAdjacency:
    """Per zone and direction: the zones across its edges on that side, and how sight passes.

    ``sides[zone][d][other] = (always, doors)``: ``always`` if some edge lets sight through
    whatever the doors do; else sight passes when one of ``doors`` is open.
    """

    sides: dict[str, dict[str, dict[str, tuple[bool, frozenset[str]]]]]
    sees_into_blocked: bool = False
    states: dict[tuple[frozenset[str], frozenset[str]], _State] = field(default_factory=dict)

    #: per door, the sides (zone, direction) an edge of that door lies on (built on first
    #: use of :meth:`state`; the sides are never changed in place)
    door_sides: dict[str, set[tuple[str, str]]] | None = None

    def state(self, opened: frozenset[str], blocked: frozenset[str]) -> _State:
        """The rays of one door state; a new state takes the rays of the newest known
        state with the same blocked zones and at most :data:`_CARRY_DOORS` doors
        opened or closed differently that read no side of those doors (a game opens
        its doors one at a time)."""
        key = (opened, blocked)
        found = self.states.get(key)
        if found is None:
            if len(self.states) >= _MAX_STATES:
                self.states.pop(next(iter(self.states)))
            found = self.states[key] = self._carried(opened, blocked) or _State(opened, blocked)
        return found

    def _carried(self, opened: frozenset[str], blocked: frozenset[str]) -> _State | None:
        """A new state with the rays of a near one (:meth:`state`), or None."""
        for n, near in enumerate(reversed(self.states.values())):
            if n >= _CARRY_LOOK:
                return None
            if near.blocked != blocked or not near.rays:
                continue
            if abs(len(near.opened) - len(opened)) > _CARRY_DOORS:
                continue
            differ = near.opened ^ opened
            if len(differ) > _CARRY_DOORS:
                continue
            if self.door_sides is None:
                door_sides: dict[str, set[tuple[str, str]]] = {}
                for zone, per_dir in self.sides.items():
                    for d, side in per_dir.items():
                        for always, doors in side.values():
                            if not always:
                                for door in doors:
                                    door_sides.setdefault(door, set()).add((zone, d))
                self.door_sides = door_sides
            by_direction: dict[str, set[str]] = {}
            for door in differ:
                for zone, d in self.door_sides.get(door, ()):
                    by_direction.setdefault(d, set()).add(zone)
            return _carry_state(near, by_direction, opened, blocked)
        return None

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

    def seen_by_another(self, state: _State, zones: Iterable[str]) -> set[str]:
        """Zones some zone of ``zones`` sees, other than itself: the union of their rays.

        The rays are counted per zone they hold, once per state; a state carried across
        an edit (:func:`_carry_rays`) takes the counts with the rays it dropped taken
        away, and only those rays are walked and counted again here."""
        zones = tuple(zones)
        tally = state.tally
        if tally is None or tally[0] != zones:
            tally = (zones, {}, frozenset((zone, d) for zone in zones for d in DIRECTIONS))
        counted, counts, uncounted = tally
        if uncounted:
            counts = dict(counts)
            for zone, d in uncounted:
                for other in self.ray(state, zone, d):
                    counts[other] = counts.get(other, 0) + 1
            state.tally = (counted, counts, frozenset())
        return {zone for zone, n in counts.items() if n}

    def seen_from_any(self, state: _State, zones: Iterable[str]) -> set[str]:
        """Every zone some zone of ``zones`` sees (the union of their rays, and the zones
        themselves), walked once per direction from all of them together: a zone's view
        on from where a ray reached it does not depend on where the ray began.

        Remembered per door state and sources, with the sides each walk read, so that a
        state carried across an edit (:func:`_carry_rays`) keeps the answers that read
        no side that changed."""
        sources = tuple(z for z in zones if z in self.sides)
        known = state.views.get(sources)
        if known is not None:
            return set(known[0])
        out = set(sources)
        opened, blocked = state.opened, state.blocked
        read: dict[str, frozenset[str]] = {}
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
            read[direction] = frozenset(expanded)  # the zones whose side this way was read
        if len(state.views) >= _MAX_VIEWS:
            state.views.pop(next(iter(state.views)), None)
        state.views[sources] = (frozenset(out), read)
        return out


_ADJACENCY: dict[int, ZoneAdjacency] = {}


def zone_adjacency(board: Board) -> ZoneAdjacency:
    """The board's per-direction zone neighbours (built once per board object, or carried
    from an earlier board by :func:`carry_adjacency`)."""
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
            _add_neighbour(board, gates, sides[zone][d], cell, zone, d)
    # keep only neighbours sight can ever reach
    for per_dir in sides.values():
        for d in DIRECTIONS:
            per_dir[d] = _reachable(per_dir[d])
    return _keep(board, ZoneAdjacency(sides, _sees_into_blocked(board)))


def _add_neighbour(
    board: Board,
    gates: dict[EdgeKey, Gate],
    side: dict[str, tuple[bool, frozenset[str]]],
    cell: Cell,
    zone: str,
    d: str,
) -> None:
    """Note in ``side`` (``zone``'s neighbours on its ``d`` side) how sight crosses the
    unit edge from ``cell`` to its neighbour in direction ``d``."""
    ox, oy = STEP[d]
    other_cell = (cell[0] + ox, cell[1] + oy)
    other_info = board.cells.get(other_cell)
    if other_info is None or other_info.zone == zone:
        return
    gate, ident = gates.get(edge_between(cell, other_cell), (FREE, None))
    always, doors = side.get(other_info.zone, (False, frozenset()))
    if gate == DOOR and ident is not None:
        doors = doors | {ident}
    elif gate == FREE:
        always = True
    side[other_info.zone] = (always, doors)


def _reachable(
    side: dict[str, tuple[bool, frozenset[str]]],
) -> dict[str, tuple[bool, frozenset[str]]]:
    return {z: v for z, v in side.items() if v[0] or v[1]}


def _sees_into_blocked(board: Board) -> bool:
    return bool(board.parameter("losSeesIntoDestroyed", False))


def _keep(board: Board, adjacency: ZoneAdjacency) -> ZoneAdjacency:
    _ADJACENCY[id(board)] = adjacency
    weakref.finalize(board, _ADJACENCY.pop, id(board), None)
    return adjacency


def carry_adjacency(prev: Board, board: Board, units: Iterable[EdgeKey]) -> None:
    """Give ``board`` the zone neighbours of ``prev``, worked out again beside ``units``.

    For a board with the same cells and zones as ``prev`` whose unit edges differ only on
    ``units`` (what :mod:`questwright.core.recompile` hands out after a wall, door or
    token edit). The neighbours of a zone on one side are listed in the order a fresh
    build meets them (the board's cell order), so the result is the one
    :func:`zone_adjacency` would build. The rays cached per door state are kept when no
    side changed (a wall laid where another edge still lets sight through), else those
    that read no changed side (:func:`_carry_rays`). Nothing is done if ``prev`` never
    had its neighbours computed.
    """
    old = _ADJACENCY.get(id(prev))
    if old is None or id(board) in _ADJACENCY:
        return
    if old.sees_into_blocked != _sees_into_blocked(board):
        return
    cells = board.cells
    redo: set[tuple[str, str]] = set()
    for key in units:
        a, b = edge_cells(key)  # west or north cell first
        ia, ib = cells.get(a), cells.get(b)
        if ia is None or ib is None or ia.zone == ib.zone:
            continue
        east = key[0] == "v"
        redo.add((ia.zone, "E" if east else "S"))
        redo.add((ib.zone, "W" if east else "N"))
    if not redo:
        _keep(board, old)  # states and rays hold too: they depend on the sides alone
        return
    sides = dict(old.sides)
    if any(zone_id not in sides for zone_id, _d in redo):
        return
    gates = movement(board).gates("sight")
    # the zones' cells in board order, as a fresh build meets them (a zone may list cells
    # an earlier tile covers: those are not the zone's on the board)
    wanted = {zone_id for zone_id, _d in redo}
    mine: dict[str, list[Cell]] = {zone_id: [] for zone_id in wanted}
    for cell, info in cells.items():
        if info.zone in wanted:
            mine[info.zone].append(cell)
    changed: set[tuple[str, str]] = set()
    for zone_id, d in redo:
        side: dict[str, tuple[bool, frozenset[str]]] = {}
        for cell in mine[zone_id]:
            _add_neighbour(board, gates, side, cell, zone_id, d)
        found = _reachable(side)
        if list(found.items()) == list(old.sides[zone_id][d].items()):
            continue  # the same neighbours, passing alike, in the same order
        if sides[zone_id] is old.sides[zone_id]:
            sides[zone_id] = dict(old.sides[zone_id])
        sides[zone_id][d] = found
        changed.add((zone_id, d))
    if not changed:
        _keep(board, old)  # every side as it was: states and rays hold too
        return
    _keep(board, ZoneAdjacency(sides, old.sees_into_blocked, _carry_rays(old, changed)))


def _carry_rays(
    old: ZoneAdjacency, changed: set[tuple[str, str]]
) -> dict[tuple[frozenset[str], frozenset[str]], _State]:
    """The door states of ``old`` with the rays that a change of the sides ``changed``
    (zone, direction) leaves as they were: a ray looking ``d`` from ``zone`` reads only the
    ``d`` sides of ``zone`` and of the zones it reaches, so one that reads none of the
    changed sides is the ray a fresh walk would find."""
    # per direction, the zones whose side that way changed (a ray looking elsewhere reads
    # none of them: kept without a look at the zones it reaches)
    by_direction: dict[str, set[str]] = {}
    for zone, d in changed:
        by_direction.setdefault(d, set()).add(zone)
    return {
        key: _carry_state(state, by_direction, state.opened, state.blocked)
        for key, state in old.states.items()
    }


def _carry_state(
    state: _State,
    by_direction: dict[str, set[str]],
    opened: frozenset[str],
    blocked: frozenset[str],
) -> _State:
    """``state``'s rays, views and tally for the door state ``opened``/``blocked``, less
    those that read a side ``by_direction`` names (per direction, the zones whose side
    that way changed: a ray looking elsewhere reads none of them, and is kept without a
    look at the zones it reaches)."""
    moved_in = by_direction.get
    dropped = [
        ray_key
        for ray_key, seen in state.rays.items()
        if (moved := moved_in(ray_key[1])) is not None
        and (ray_key[0] in moved or not moved.isdisjoint(seen))
    ]
    rays = dict(state.rays)  # the others, in their order
    for ray_key in dropped:
        del rays[ray_key]
    carried = _State(opened, blocked, rays)
    # a view whose walk read none of the changed sides is the one a fresh walk finds
    carried.views = {
        sources: view
        for sources, view in state.views.items()
        if all(view[1][d].isdisjoint(moved) for d, moved in by_direction.items())
    }
    tally = state.tally
    if tally is not None and not dropped:
        carried.tally = tally  # one value, never changed: shared
    elif tally is not None:
        # the counts of :meth:`ZoneAdjacency.seen_by_another` without the rays dropped
        # (those counted: a ray still uncounted was never added), which are counted
        # again when next asked
        counted, counts, uncounted = tally[0], dict(tally[1]), set(tally[2])
        zones = set(counted)
        for ray_key in dropped:
            if ray_key[0] not in zones or ray_key in uncounted:
                continue
            uncounted.add(ray_key)
            for other in state.rays[ray_key]:
                counts[other] -= 1
        carried.tally = (counted, counts, frozenset(uncounted))
    return carried


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
