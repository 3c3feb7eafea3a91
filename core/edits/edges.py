"""Edits of edges: painting and erasing walls, openings and doors, door spaces, and the door
state cycle.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence

from questwright.core.board import EDGE_RANK, Board
from questwright.core.edits.ids import all_ids, find, unique_id
from questwright.core.edits.model import DOOR_STATES, Batch, Edit, Insert, Remove, SetValue
from questwright.core.geometry import Cell, EdgeKey, edge_cells, segment_edges
from questwright.schema.model import DoorSpace, EdgeSpec, Lock, Quest


def merge_units(units: Iterable[EdgeKey]) -> list[tuple[Cell, Cell]]:
    """Join unit edges into maximal straight segments ``(from, to)``, sorted.

    >>> merge_units([("h", 0, 2), ("h", 1, 2), ("v", 3, 0)])
    [((0, 2), (2, 2)), ((3, 0), (3, 1))]
    """
    out: list[tuple[Cell, Cell]] = []
    rows: dict[int, list[int]] = {}  # h units by their y
    columns: dict[int, list[int]] = {}  # v units by their x
    for a, x, y in set(units):  # one pass (a board's grid has tens of thousands of units)
        if a == "h":
            found = rows.get(y)
            if found is None:
                rows[y] = [x]
            else:
                found.append(x)
        else:
            found = columns.get(x)
            if found is None:
                columns[x] = [y]
            else:
                found.append(y)
    for axis, lines in (("h", rows), ("v", columns)):
        for line, positions in sorted(lines.items()):
            positions.sort()
            start = prev = positions[0]
            for pos in [*positions[1:], None]:
                if pos is not None and pos == prev + 1:
                    prev = pos
                    continue
                if axis == "h":
                    out.append(((start, line), (prev + 1, line)))
                else:
                    out.append(((line, start), (line, prev + 1)))
                if pos is not None:
                    start = prev = pos
    return sorted(out)


def _spec_units(spec: EdgeSpec) -> list[EdgeKey]:
    try:
        return segment_edges(spec.from_, spec.to)
    except ValueError:
        return []


def quest_edge_at(quest: Quest, unit: EdgeKey) -> tuple[int, EdgeSpec] | None:
    """The last quest edge covering ``unit`` (the one that wins), with its index."""
    found = None
    for index, spec in enumerate(quest.edges):
        if unit in _spec_units(spec):
            found = (index, spec)
    return found


def tile_edge_kind(board: Board, unit: EdgeKey) -> str:
    """What the placed tiles alone print on a unit edge (quest edges ignored)."""
    sides = board.edge_sides.get(unit)
    if not sides:
        return "open"
    return max(sides.values(), key=lambda k: EDGE_RANK.get(k, 5))


def _cut(quest: Quest, units: set[EdgeKey]) -> tuple[list[Edit], list[EdgeSpec]]:
    """Remove quest edges touching ``units``; return removals and the leftover pieces.

    A door that loses any of its unit edges is removed whole.
    """
    removals: list[Edit] = []
    leftovers: list[EdgeSpec] = []
    for index in range(len(quest.edges) - 1, -1, -1):
        spec = quest.edges[index]
        own = _spec_units(spec)
        if not units.intersection(own):
            continue
        removals.append(Remove(("edges",), index))
        if spec.kind == "door":
            continue
        rest = [u for u in own if u not in units]
        for start, end in merge_units(rest):
            piece = copy.deepcopy(spec)
            piece.from_, piece.to = start, end
            piece.id = None
            leftovers.append(piece)
    return removals, leftovers


def paint_edges(quest: Quest, board: Board, units: Iterable[EdgeKey], kind: str) -> Edit:
    """Make ``units`` of ``kind`` (``open`` carves printed walls away).

    Quest edges already there are cut back; an override is only written where the tiles
    do not already print ``kind``. Units on the board's outline are skipped (the board edge
    always blocks).
    """
    wanted = {u for u in units if all(c in board.cells for c in edge_cells(u))}
    if not wanted or all(board.edge_kind(u) == kind for u in wanted):
        return Batch()
    needed = {u for u in wanted if tile_edge_kind(board, u) != kind}
    removals, leftovers = _cut(quest, wanted)
    inserts: list[Edit] = []
    index = len(quest.edges) - len([r for r in removals if isinstance(r, Remove)])
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    for start, end in merge_units(needed):
        inserts.append(Insert(("edges",), index, EdgeSpec(kind=kind, from_=start, to=end)))
        index += 1
    return Batch(tuple(removals + inserts))


def erase_edges(quest: Quest, units: Iterable[EdgeKey]) -> Edit:
    """Take quest edges off ``units`` (the printed tile edges show again)."""
    units = set(units)
    removals, leftovers = _cut(quest, units)
    if not removals:
        return Batch()
    index = len(quest.edges) - len(removals)
    inserts: list[Edit] = []
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    return Batch(tuple(removals + inserts))


def door_units(board: Board, unit: EdgeKey, length: int, towards: float = 0.5) -> list[EdgeKey]:
    """``length`` collinear unit edges around ``unit``; ``towards`` (0..1 along the unit)
    picks the side to extend to."""
    axis, x, y = unit
    if length <= 1:
        return [unit]
    start = -(length // 2) if towards < 0.5 else -((length - 1) // 2)
    out = []
    for i in range(start, start + length):
        out.append((axis, x + i, y) if axis == "h" else (axis, x, y + i))
    return out


def place_door(
    quest: Quest,
    units: Sequence[EdgeKey],
    state: str = "closed",
    lock: Lock | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Put a door over contiguous ``units`` (replacing quest edges there); returns (edit, id)."""
    segments = merge_units(units)
    if len(segments) != 1:
        raise ValueError("a door must lie on one straight run of unit edges")
    ident = ident or unique_id(all_ids(quest), "door")
    removals, leftovers = _cut(quest, set(units))
    index = len(quest.edges) - len(removals)
    inserts: list[Edit] = []
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    start, end = segments[0]
    door = EdgeSpec(kind="door", from_=start, to=end, id=ident, state=state, lock=lock)
    inserts.append(Insert(("edges",), index, door))
    return Batch(tuple(removals + inserts)), ident


def place_door_space(
    quest: Quest,
    cell: Sequence[int],
    state: str = "closed",
    lock: Lock | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Make the space ``cell`` a door space (a door that occupies it, docs/format.md),
    replacing a quest door space already there; returns (edit, id)."""
    where = (int(cell[0]), int(cell[1]))
    removals: list[Edit] = [
        Remove(("door_spaces",), index)
        for index in reversed(range(len(quest.door_spaces)))
        if tuple(quest.door_spaces[index].cell) == where
    ]
    ident = ident or unique_id(all_ids(quest), "door")
    space = DoorSpace(id=ident, cell=where, state=state, lock=lock)
    index = len(quest.door_spaces) - len(removals)
    return Batch((*removals, Insert(("door_spaces",), index, space))), ident


def next_door_state(state: str | None) -> str:
    """The state a click gives a door: closed → open → locked → closed (others close)."""
    state = state or "closed"
    return DOOR_STATES[(DOOR_STATES.index(state) + 1) % 3] if state in DOOR_STATES else "closed"


def cycle_door(quest: Quest, board: Board, door_id: str) -> tuple[Edit, str]:
    """Next state closed → open → locked → closed (a destroyed one closes again); a printed
    door or door space gets a quest override."""
    door = board.doors.get(door_id)
    found = find(quest, door_id)
    if found is not None and found[0] in ("edges", "door_spaces"):
        name, index, spec = found
        return SetValue((name, index, "state"), next_door_state(spec.state)), door_id
    if door is None:
        return Batch(), door_id
    nxt = next_door_state(door.state)
    ident = unique_id(all_ids(quest), "door")
    if door.cell is not None:
        return place_door_space(quest, door.cell, nxt, copy.deepcopy(door.lock), ident)
    return place_door(quest, list(door.edges), nxt, copy.deepcopy(door.lock), ident)
