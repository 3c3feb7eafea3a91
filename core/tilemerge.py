"""Lay placed tiles and merge what they print: the one home of tile laying.

A placed tile is expanded here (side, position, rotation): its cells, zones, printed terrain,
doors and features, and what it prints on each unit edge of its outline and of the inner
lines its face declares (:func:`lay_tile`). Where tiles meet, the unit edge they share is
resolved from every side printed there -- the more blocking side wins, the earlier tile
breaks ties (:func:`resolve_unit`, :func:`merge_units`) -- and a printed door that lost to
a wall on the other side is no door at all (:func:`surviving_edges`, :func:`settle_doors`).

Three callers build boards from tiles and all use these routines:

* the compiler (:func:`questwright.core.board.compile_board`) lays every tile of a quest and
  merges them at once (:func:`merge_tiles`);
* the editor's incremental recompile (:mod:`questwright.core.recompile`) compiles each tile
  alone (:func:`tile_fragment`) and merges the fragments unit by unit as tiles change;
* the engine's layout (:mod:`questwright.engine.layout`) attaches and removes tiles during
  play and settles the unit edges where they meet (:func:`merge_units`, :func:`settle_doors`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import NamedTuple

from questwright.core.board import (
    EDGE_RANK,
    Board,
    BoardProblem,
    CellInfo,
    Door,
    EdgeInfo,
    PlacedFeature,
    PlacedTile,
    Zone,
    overlap_problem,
)
from questwright.core.geometry import (
    Cell,
    EdgeKey,
    edge_between,
    edge_cells,
    neighbours4,
    rotate_cell,
    rotate_direction,
    rotate_vertex,
    rotated_size,
    segment_edges,
)
from questwright.core.text import Text, say, say_n
from questwright.schema.catalog import Catalog
from questwright.schema.model import Quest, TileFace, TilePlacement

__all__ = [
    "Printed",
    "PrintedSide",
    "lay_tile",
    "merge_tiles",
    "merge_units",
    "resolve_unit",
    "settle_doors",
    "surviving_edges",
    "tile_fragment",
]

#: what one tile prints on a unit edge: its kind and, for a door, the door's id
PrintedSide = tuple[str, str | None]
#: per unit edge: what each tile instance prints there
Printed = dict[EdgeKey, dict[str, PrintedSide]]
_DIRECTION_PROPERTIES = ("facing", "direction", "side")


# ---------------------------------------------------------------------- one tile
def _face_cells(face: TileFace) -> set[Cell]:
    w, h = face.size
    void = set(face.void)
    return {(x, y) for y in range(h) for x in range(w) if (x, y) not in void}


class _Layout(NamedTuple):
    """A tile face turned by a rotation, before it is moved to its place: what every
    placement of that face and rotation shares (worked out once per compile)."""

    #: (face cell, turned cell) in the order of the face's cells
    cells: tuple[tuple[Cell, Cell], ...]
    #: the turned unit edges a placement lays: the face's outline, and the inner lines the
    #: face declares, cell by cell in that order as ``(kind, x, y, inner)``
    edges: tuple[tuple[str, int, int, bool], ...]


#: turned layouts by (id of the face, rotation), with the face itself so that an id is only
#: trusted while its face lives: a catalogue's faces are laid again by every compile of
#: every quest (the editor's revalidation, pack checks), so they are worked out once. Bounded:
#: a process that loads catalogues over and over (fuzzing) starts afresh now and then.
_LAYOUTS: dict[tuple[int, int], tuple[TileFace, _Layout]] = {}
_LAYOUTS_MAX = 4096


def _turned(face: TileFace, rot: int) -> _Layout:
    """The face's layout for ``rot``, from the cache when this very face was laid before."""
    key = (id(face), rot)
    found = _LAYOUTS.get(key)
    if found is not None and found[0] is face:
        return found[1]
    if len(_LAYOUTS) >= _LAYOUTS_MAX:
        _LAYOUTS.clear()
    layout = _layout(face, rot)
    _LAYOUTS[key] = (face, layout)
    return layout


def _layout(face: TileFace, rot: int) -> _Layout:
    size = face.size
    turned = [(c, rotate_cell(c, size, rot)) for c in _face_cells(face)]
    inside = {t for _, t in turned}
    declared: set[EdgeKey] = set()
    for spec in face.edges:
        try:
            declared.update(
                segment_edges(
                    rotate_vertex(spec.from_, size, rot), rotate_vertex(spec.to, size, rot)
                )
            )
        except ValueError:
            continue  # reported by each placement
    for door_space in face.door_spaces:
        t = rotate_cell((door_space.cell[0], door_space.cell[1]), size, rot)
        declared.update(edge_between(t, n) for n in neighbours4(t))
    edges = []
    for _, t in turned:
        for n in neighbours4(t):
            key = edge_between(t, n)
            inner = n in inside
            if not inner or key in declared:
                edges.append((key[0], key[1], key[2], inner))
    return _Layout(tuple(turned), tuple(edges))


def lay_tile(board: Board, printed: Printed, quest: Quest, catalog: Catalog, index: int) -> None:
    """Lay the tile ``quest.tiles[index]`` on ``board``: its cells (an earlier tile keeps a
    cell both cover), zones, printed terrain, doors and features; what it prints on each
    unit edge goes to ``printed`` for :func:`merge_tiles`. Problems go to
    ``board.problems``."""

    def problem(code: str, message: Text, path: tuple[str | int, ...], *refs: str) -> None:
        board.problems.append(BoardProblem.of(code, message, path, tuple(refs)))

    placement = quest.tiles[index]
    path: tuple[str | int, ...] = ("tiles", index)
    if placement.id in board.tiles:
        problem(
            "ID_DUPLICATE",
            say("tile id {tile!r} is used twice", tile=placement.id),
            (*path, "id"),
            placement.id,
        )
        return
    tile = catalog.tile(quest.system, placement.tile)
    if tile is None:
        problem(
            "REF_UNKNOWN_TILE",
            say(
                "tile {tile!r} is not in any {system} tileset",
                tile=placement.tile,
                system=quest.system,
            ),
            (*path, "tile"),
            placement.id,
        )
        return
    face = tile.sides.get(placement.side)
    if face is None:
        sides = ", ".join(sorted(tile.sides))
        problem(
            "REF_UNKNOWN_SIDE",
            say(
                "tile {tile!r} has no side {side!r} (sides: {sides})",
                tile=tile.id,
                side=placement.side,
                sides=sides,
            ),
            (*path, "side"),
            placement.id,
        )
        return
    rot, size = placement.rotation, face.size
    ax, ay = placement.at

    def cell_of(c: Cell) -> Cell:
        rx, ry = rotate_cell(c, size, rot)
        return (rx + ax, ry + ay)

    def vertex_of(v: tuple[int, int]) -> tuple[int, int]:
        rx, ry = rotate_vertex(v, size, rot)
        return (rx + ax, ry + ay)

    layout = _turned(face, rot)
    local_cells = {c for c, _ in layout.cells}
    placed = [(c, (x + ax, y + ay)) for c, (x, y) in layout.cells]
    cells = {g for _, g in placed}
    where = dict(placed)
    overlap = sorted(c for c in cells if c in board.cells)
    if overlap:
        others = sorted({board.cells[c].tile for c in overlap})
        board.problems.append(overlap_problem(placement.id, index, others, len(overlap)))
    board.tiles[placement.id] = PlacedTile(
        placement.id,
        tile.id,
        placement.side,
        placement.at,
        rot,
        rotated_size(size, rot),
        frozenset(cells),
        tile.category,
        index,
    )
    # zones
    zoned: dict[Cell, str] = {}
    if board.zoning == "tile":
        for zone in face.zones:
            zone_id = f"{placement.id}:{zone.id}"
            zcells = []
            for c in zone.cells:
                if c not in local_cells:
                    problem(
                        "GEOM_ZONE_CELL_OFF_TILE",
                        say(
                            "zone {zone!r} of tile {tile!r} lists cell {cell} outside the face",
                            zone=zone.id,
                            tile=tile.id,
                            cell=list(c),
                        ),
                        (*path, "tile"),
                        placement.id,
                    )
                    continue
                zoned[c] = zone_id
                zcells.append(where[c])
            board.zones[zone_id] = Zone(
                zone_id,
                zone.kind,
                zone.light,
                placement.id,
                frozenset(zcells),
                tuple(zone.tags),
                zone.name,
            )
        missing = sorted(local_cells - set(zoned))
        # an unknown system (REF_UNKNOWN_SYSTEM) gives no zoning to check the faces against
        if missing and board.system is not None:
            problem(
                "GEOM_CELL_WITHOUT_ZONE",
                say_n(
                    "{missing_count} cell of tile {tile!r} side {side} belongs to no zone",
                    "{missing_count} cells of tile {tile!r} side {side} belong to no zone",
                    by="missing_count",
                    missing_count=len(missing),
                    tile=tile.id,
                    side=placement.side,
                ),
                (*path, "tile"),
                placement.id,
            )
        for c in missing:
            zone_id = f"{placement.id}:@{c[0]},{c[1]}"
            zoned[c] = zone_id
            board.zones[zone_id] = Zone(
                zone_id, "corridor", "light", placement.id, frozenset({cell_of(c)})
            )
    cell_zoning = board.zoning == "cell"
    for c, g in placed:
        if g in board.cells:
            continue  # overlap already reported; the first tile keeps the cell
        if cell_zoning:
            zone_id = f"cell:{g[0]},{g[1]}"
            board.zones[zone_id] = Zone(zone_id, "space", "light", placement.id, frozenset({g}))
        else:
            zone_id = zoned[c]
        board.cells[g] = CellInfo(placement.id, zone_id)
    # terrain printed on the face
    for patch in face.terrain:
        for c in patch.cells:
            g = cell_of(c)
            if c in local_cells and board.cells.get(g) and board.cells[g].tile == placement.id:
                board.cells[g].terrain = patch.kind
    # edges: the face's own declarations, then the perimeter default
    declared: dict[EdgeKey, tuple[str, str | None]] = {}
    for e_index, spec in enumerate(face.edges):
        try:
            units = segment_edges(vertex_of(spec.from_), vertex_of(spec.to))
        except ValueError as exc:
            problem(
                "GEOM_OFF_LATTICE",
                say(
                    "edge {edge} of tile {tile!r} side {side}: {error}",
                    edge=e_index,
                    tile=tile.id,
                    side=placement.side,
                    error=exc,
                ),
                (*path, "tile"),
                placement.id,
            )
            continue
        door_id = None
        if spec.kind == "door":
            door_id = f"{placement.id}:{spec.id or f'e{e_index}'}"
            existing = board.doors.get(door_id)
            board.doors[door_id] = Door(
                door_id,
                (existing.edges if existing else ()) + tuple(units),
                spec.state or "closed",
                spec.lock,
                "tile",
                placement.id,
                spec.area,
                (*path,),
            )
        for unit in units:
            declared[unit] = (spec.kind, door_id)
    perimeter = (face.perimeter, None)
    for d_index, door_space in enumerate(face.door_spaces):
        c = (int(door_space.cell[0]), int(door_space.cell[1]))
        if c not in local_cells:
            problem(
                "GEOM_DOOR_SPACE_OFF_TILE",
                say(
                    "door space {space!r} of tile {tile!r} side {side} lies on cell {cell}, which is not on the face",
                    space=door_space.id,
                    tile=tile.id,
                    side=placement.side,
                    cell=list(c),
                ),
                (*path, "tile"),
                placement.id,
            )
            continue
        g = cell_of(c)
        door_id = f"{placement.id}:{door_space.id or f'ds{d_index}'}"
        door_edges = []
        for n in neighbours4(g):
            unit = edge_between(g, n)
            kind = declared.get(unit, perimeter if n not in cells else ("open", None))[0]
            if EDGE_RANK.get(kind, 5) <= EDGE_RANK["door"]:
                declared[unit] = ("door", door_id)
                door_edges.append(unit)
        board.doors[door_id] = Door(
            door_id,
            tuple(door_edges),
            door_space.state or "closed",
            door_space.lock,
            "tile",
            placement.id,
            door_space.area,
            (*path,),
            g,
        )
    for kind, x, y, inner in layout.edges:
        key = (kind, x + ax, y + ay)
        if inner and key not in declared:
            continue  # an inner line declared by a face edge that did not lay
        found_sides = printed.get(key)
        if found_sides is None:
            found_sides = printed[key] = {}
        found_sides[placement.id] = declared.get(key, perimeter)
    # features
    for f_index, feat in enumerate(face.features):
        props = dict(feat.properties)
        for name in _DIRECTION_PROPERTIES:
            if isinstance(props.get(name), str):
                props[name] = rotate_direction(props[name], rot)
        edges: tuple[EdgeKey, ...] = ()
        if feat.edge is not None:
            try:
                edges = tuple(segment_edges(vertex_of(feat.edge.from_), vertex_of(feat.edge.to)))
            except ValueError:
                edges = ()
        board.features.append(
            PlacedFeature(
                f"{placement.id}:{feat.id or f'f{f_index}'}",
                feat.type,
                placement.id,
                cell_of(feat.cell) if feat.cell is not None else None,
                edges,
                props,
            )
        )


def tile_fragment(
    quest: Quest, catalog: Catalog, placement: TilePlacement
) -> tuple[Board, dict[EdgeKey, PrintedSide]]:
    """``placement`` laid alone (as the only tile of ``quest``, at index 0): its board,
    unmerged (its doors as printed, no unit edge resolved), and what it prints per unit
    edge."""
    alone = dataclasses.replace(
        quest, tiles=[placement], edges=[], door_spaces=[], terrain=[], tokens=[]
    )
    board = Board(quest=alone, system=catalog.system(quest.system))
    printed: Printed = {}
    lay_tile(board, printed, alone, catalog, 0)
    tid = placement.id
    return board, {unit: sides[tid] for unit, sides in printed.items() if tid in sides}


# ---------------------------------------------------------------------- merging


def resolve_unit(
    key: EdgeKey,
    sides: dict[str, PrintedSide],
    on_board: bool,
    index: Callable[[str], int],
) -> EdgeInfo | None:
    """What the tiles printing on a unit edge make of it (``None``: plain open floor).

    ``sides`` maps each tile instance to the kind (and door id) it prints there; ``index``
    gives a tile's place in the quest (the earlier tile wins ties). On the board's edge
    only a printed door is remembered, so that rules can see it.
    """
    if not on_board:
        found = None
        for _tile, (kind, door_id) in sides.items():
            if kind == "door" and door_id:
                found = EdgeInfo(key, "door", door_id, "tile")
        return found
    if len(sides) == 1:  # most unit edges are printed by one tile: its side is the edge
        for kind, door_id in sides.values():
            if kind == "open" or EDGE_RANK.get(kind, 5) <= EDGE_RANK["open"]:
                return None
            return EdgeInfo(key, kind, door_id if kind == "door" else None)
    best_kind, best_door = "open", None
    printed = sorted(sides.items(), key=lambda kv: index(kv[0]))
    for _tile, (kind, door_id) in printed:
        if EDGE_RANK.get(kind, 5) > EDGE_RANK.get(best_kind, 5) or (
            kind == best_kind and best_door is None and door_id
        ):
            best_kind, best_door = kind, door_id
    if best_kind == "open":
        return None
    return EdgeInfo(key, best_kind, best_door if best_kind == "door" else None)


def merge_units(
    edges: dict[EdgeKey, EdgeInfo],
    keys: Iterable[EdgeKey],
    sides_of: Callable[[EdgeKey], dict[str, PrintedSide] | None],
    cells: dict[Cell, CellInfo],
    index: Callable[[str], int],
) -> None:
    """Resolve the unit edges ``keys`` into ``edges`` (in place): each from the sides
    ``sides_of`` gives (none: plain open floor), on the board where both its cells are in
    ``cells``, ties to the earlier tile by ``index``."""
    for key in keys:
        sides = sides_of(key)
        info = None
        if sides:
            a, b = edge_cells(key)
            info = resolve_unit(key, sides, a in cells and b in cells, index)
        if info is None:
            edges.pop(key, None)
        else:
            edges[key] = info


def surviving_edges(door: Door, edges: dict[EdgeKey, EdgeInfo]) -> tuple[EdgeKey, ...]:
    """The unit edges of a printed door that are still its own after merging (the others
    lost to a more blocking side)."""
    door_id = door.id
    return tuple(k for k in door.edges if (e := edges.get(k)) is not None and e.door == door_id)


def settle_doors(
    doors: dict[str, Door], edges: dict[EdgeKey, EdgeInfo], ids: Iterable[str]
) -> None:
    """Cut the doors ``ids`` (in place in ``doors``) to their :func:`surviving_edges`: a
    printed door that lost every edge to a wall on the other side is no door at all. A door
    that changes is replaced by a copy (boards may share door objects)."""
    for door_id in ids:
        door = doors.get(door_id)
        if door is None:
            continue
        kept = surviving_edges(door, edges)
        if not kept:
            del doors[door_id]
        elif kept != door.edges:
            doors[door_id] = dataclasses.replace(door, edges=kept)


def merge_tiles(board: Board, printed: Printed) -> None:
    """The tile layer of ``board`` from what its laid tiles print (:func:`lay_tile`): the
    printed sides per unit edge, the resolved unit edges and the doors that survive."""
    tiles, edge_sides = board.tiles, board.edge_sides
    for key, sides in printed.items():
        edge_sides[key] = {tile: kind for tile, (kind, _) in sides.items()}
    merge_units(board.edges, printed, printed.get, board.cells, lambda tile: tiles[tile].index)
    settle_doors(board.doors, board.edges, list(board.doors))
