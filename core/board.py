"""Compile a quest into a board: cells, unit edges, doors, zones, terrain, features, tokens.

This is the one place where placed tiles are expanded (side, position, rotation), where tile
perimeters meet and where quest edges override printed ones. Everything downstream — the
zone graph, line of sight, validators, the engine and the editor's scene — reads a
:class:`Board`, never the raw quest geometry. The board is derived data: it is rebuilt from
the model, never saved.

Compiling never raises on bad content: what cannot be placed is recorded in
:attr:`Board.problems` (an unknown tile, overlapping tiles, a segment off the lattice, a
cell outside every zone…) and the rest of the board is still built, so that an author sees
every problem at once.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from questwright.core.collector import without_gc
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
from questwright.core.movement import movement
from questwright.core.params import param_names
from questwright.core.text import Text, say
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Lock, Quest, System, TileFace, Token

__all__ = [
    "EDGE_RANK",
    "Board",
    "BoardProblem",
    "CellInfo",
    "Door",
    "EdgeInfo",
    "PlacedFeature",
    "PlacedTile",
    "Zone",
    "compile_board",
    "index_tokens",
    "overlap_problem",
    "resolve_unit",
]

#: Where two tiles meet, the more blocking side wins.
EDGE_RANK = {"open": 0, "opening": 1, "barrier": 2, "door": 3, "window": 4, "wall": 5}
_DIRECTION_PROPERTIES = ("facing", "direction", "side")


@dataclass(frozen=True)
class BoardProblem:
    """Something in the quest that could not be compiled as written."""

    code: str
    message: str
    path: tuple[str | int, ...]
    refs: tuple[str, ...] = ()
    #: the message as a template and its values, to be shown in another language
    text: Text | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(
        cls, code: str, message: Text, path: tuple[str | int, ...], refs: tuple[str, ...] = ()
    ) -> BoardProblem:
        """A problem whose message is ``message`` (kept as a :class:`Text` too)."""
        return cls(code, str(message), path, refs, message)


@dataclass(frozen=True)
class Zone:
    """A set of cells that counts as one place (a zone, a room of a tile, or a single cell)."""

    id: str
    kind: str
    light: str
    tile: str | None
    cells: frozenset[Cell]
    tags: tuple[str, ...] = ()
    name: str | None = None

    @property
    def passable(self) -> bool:
        return "abyss" not in self.tags


@dataclass
class CellInfo:
    tile: str
    zone: str
    terrain: str | None = None


@dataclass
class EdgeInfo:
    """A unit edge that is not plain ``open`` between two board cells (or that has a door)."""

    key: EdgeKey
    kind: str
    door: str | None = None
    source: str = "tile"  # "tile" or "quest"


@dataclass
class Door:
    """A door over one or more unit edges (descent1 doors span two).

    A door space (``doorSpaces``: a door that occupies a cell, Machina Arcana) is a door on
    the sides of its ``cell`` that are not walls: closed, nothing crosses into the cell and
    sight does not pass it; open, it is a plain space. Its edges share its one state.
    """

    id: str
    edges: tuple[EdgeKey, ...]
    state: str = "closed"
    lock: Lock | None = None
    source: str = "quest"
    tile: str | None = None
    area: str | None = None
    path: tuple[str | int, ...] = ()
    #: the space a door space occupies (``None``: a door on edges)
    cell: Cell | None = None

    @property
    def is_open(self) -> bool:
        return self.state in ("open", "destroyed")


@dataclass(frozen=True)
class PlacedFeature:
    """A printed feature after its tile was placed and rotated."""

    id: str
    type: str
    tile: str
    cell: Cell | None
    edges: tuple[EdgeKey, ...]
    properties: dict[str, Any]


@dataclass(frozen=True)
class PlacedTile:
    id: str
    tile: str
    side: str
    at: Cell
    rotation: int
    size: tuple[int, int]
    cells: frozenset[Cell]
    category: str | None
    index: int


#: footprints up to this many cells are listed whole, larger ones cut to the board's bounds
_SMALL_FOOTPRINT = 64


@dataclass
class Board:
    """A compiled quest. Read-only by convention: rebuild it after the model changes."""

    quest: Quest
    system: System | None
    tiles: dict[str, PlacedTile] = field(default_factory=dict)
    cells: dict[Cell, CellInfo] = field(default_factory=dict)
    edges: dict[EdgeKey, EdgeInfo] = field(default_factory=dict)
    #: per unit edge on a tile perimeter: what each tile instance declared on its side
    edge_sides: dict[EdgeKey, dict[str, str]] = field(default_factory=dict)
    doors: dict[str, Door] = field(default_factory=dict)
    zones: dict[str, Zone] = field(default_factory=dict)
    features: list[PlacedFeature] = field(default_factory=list)
    tokens: dict[str, Token] = field(default_factory=dict)
    token_paths: dict[str, tuple[str | int, ...]] = field(default_factory=dict)
    problems: list[BoardProblem] = field(default_factory=list)
    #: facts derived from the board's geometry (cells, terrain, edges, where doors lie),
    #: which never changes on a compiled board: only door states and locks are patched
    derived: dict[Any, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    # ------------------------------------------------------------------ queries
    @property
    def zoning(self) -> str:
        return self.system.geometry.zoning if self.system else "tile"

    @property
    def adjacency(self) -> str:
        return self.system.geometry.adjacency if self.system else "orthogonal"

    def parameter(self, name: str, default: Any = None) -> Any:
        """A rule parameter: the quest's override, else the system's, else ``default``."""
        if name in self.quest.parameters:
            return self.quest.parameters[name]
        if self.system and name in self.system.parameters:
            return self.system.parameters[name]
        return default

    def zone_of(self, cell: Cell) -> str | None:
        info = self.cells.get(cell)
        return info.zone if info else None

    def edge_kind(self, key: EdgeKey) -> str:
        """``board`` if either side is off the board; else the edge's kind (``open`` default)."""
        a, b = edge_cells(key)
        if a not in self.cells or b not in self.cells:
            return "board"
        info = self.edges.get(key)
        return info.kind if info else "open"

    def door_at(self, key: EdgeKey) -> Door | None:
        info = self.edges.get(key)
        if info is None or info.door is None:
            return None
        return self.doors.get(info.door)

    def door_space_at(self, cell: Cell) -> Door | None:
        """The door space that fills ``cell`` (its doors lie on the cell's sides), if any."""
        x, y = cell
        for key in (("h", x, y), ("h", x, y + 1), ("v", x, y), ("v", x + 1, y)):
            door = self.door_at(key)
            if door is not None and door.cell is not None and tuple(door.cell) == tuple(cell):
                return door
        return None

    def edge_blocks_move(self, key: EdgeKey, open_doors: Iterable[str] = ()) -> bool:
        """Whether the edge stops a hero now (doors by state, or listed as opened).

        Asks :mod:`questwright.core.movement`, the one home of these answers.
        """
        return not movement(self).edge_passes(key, "hero", _container(open_doors))

    def edge_blocks_sight(self, key: EdgeKey, open_doors: Iterable[str] = ()) -> bool:
        """Whether the edge stops sight now (doors by state, or listed as opened)."""
        return not movement(self).edge_passes(key, "sight", _container(open_doors))

    def terrain_def(self, cell: Cell) -> Any:
        info = self.cells.get(cell)
        if info is None or info.terrain is None or self.system is None:
            return None
        return self.system.terrain.get(info.terrain)

    def cell_passable(self, cell: Cell) -> bool:
        """On the board, and its terrain (if any) lets figures stand there."""
        info = self.cells.get(cell)
        if info is None:
            return False
        terrain = self.terrain_def(cell)
        if terrain is not None and not terrain.passable:
            return False
        zone = self.zones.get(info.zone)
        return zone is None or zone.passable

    def cell_blocks_sight(self, cell: Cell) -> bool:
        terrain = self.terrain_def(cell)
        return bool(terrain is not None and terrain.blocks_sight)

    def sight_blocking_cells(self) -> frozenset[Cell]:
        """Cells whose terrain blocks sight (computed once per board)."""
        found: frozenset[Cell] | None = self.derived.get("blocks-sight")
        if found is None:
            found = frozenset(c for c in self.cells if self.cell_blocks_sight(c))
            self.derived["blocks-sight"] = found
        return found

    def cells_with_terrain(self, kinds: Iterable[str]) -> frozenset[Cell]:
        """Cells whose terrain is one of ``kinds`` (computed once per board and kinds)."""
        key = frozenset(kinds)
        found: frozenset[Cell] | None = self.derived.get(key)
        if found is None:
            found = frozenset(c for c, info in self.cells.items() if info.terrain in key)
            self.derived[key] = found
        return found

    def tokens_of_type(self, *types: str) -> list[Token]:
        return [t for t in self.tokens.values() if t.type in types]

    def token_cells(self, token: Token) -> list[Cell]:
        """Cells a token covers (its footprint for large figures), row by row.

        A footprint larger than a few cells is cut to the board's bounding box, so that a
        token of a thousand by a thousand cells costs no more than the board it lies on;
        :meth:`token_off_board` finds where a footprint sticks out.
        """
        if token.cell is None:
            return []
        w, h = token.size or (1, 1)
        x, y = token.cell
        if w * h > _SMALL_FOOTPRINT:
            x0, y0, x1, y1 = self.bounds()
            xs = range(max(x, x0), min(x + w, x1))
            return [(i, j) for j in range(max(y, y0), min(y + h, y1)) for i in xs]
        return [(x + i, y + j) for j in range(h) for i in range(w)]

    def token_off_board(self, token: Token) -> Cell | None:
        """The first cell (row by row) of a token's footprint that is not on the board."""
        if token.cell is None:
            return None
        w, h = token.size or (1, 1)
        x, y = token.cell
        cells = self.cells
        for j in range(y, y + h):
            for i in range(x, x + w):
                # the walk meets a cell off the board after at most as many cells as the
                # board has, however large the token (no bounding box needed: it would cost
                # a pass over the board per token)
                if (i, j) not in cells:
                    return (i, j)
        return None

    def token_zone(self, token: Token) -> str | None:
        return self.zone_of(token.cell) if token.cell is not None else None

    def token_edges(self, token: Token) -> list[EdgeKey]:
        if token.edge is None:
            return []
        try:
            return segment_edges(token.edge.from_, token.edge.to)
        except ValueError:
            return []

    def bounds(self) -> tuple[int, int, int, int]:
        """``(min_x, min_y, max_x + 1, max_y + 1)`` of the board's cells."""
        if not self.cells:
            return (0, 0, 0, 0)
        xs = [c[0] for c in self.cells]
        ys = [c[1] for c in self.cells]
        return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)

    def iter_boundaries(self) -> Iterator[tuple[EdgeKey, Cell, Cell]]:
        """Every unit edge between two board cells, once, with its two cells."""
        for cell in self.cells:
            x, y = cell
            for other in ((x + 1, y), (x, y + 1)):
                if other in self.cells:
                    yield edge_between(cell, other), cell, other


def _container(ids: Iterable[str]) -> Container[str]:
    return ids if isinstance(ids, Container) else frozenset(ids)


# ---------------------------------------------------------------------- compiling


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


class _Compiler:
    def __init__(self, quest: Quest, catalog: Catalog, board: Board | None = None) -> None:
        self.quest = quest
        self.catalog = catalog
        system = catalog.system(quest.system)
        # ``board``: lay the quest's own layers over a given tile layer (core.recompile)
        self.board = board if board is not None else Board(quest=quest, system=system)
        # unit edge -> {tile instance: (kind, door id or None)}
        self.contrib: dict[EdgeKey, dict[str, tuple[str, str | None]]] = {}
        if system is None:
            self.problem(
                "REF_UNKNOWN_SYSTEM",
                say("unknown game system {system!r}", system=quest.system),
                ("system",),
            )

    def problem(self, code: str, message: Text, path: tuple[str | int, ...], *refs: str) -> None:
        self.board.problems.append(BoardProblem.of(code, message, path, tuple(refs)))

    def run(self) -> Board:
        for index in range(len(self.quest.tiles)):
            self.place_tile(index)
        self.resolve_tile_edges()
        self.apply_quest_edges()
        self.apply_quest_door_spaces()
        self.apply_quest_terrain()
        self.place_tokens()
        self.lock_doors_with_tokens()
        return self.board

    # -------------------------------------------------------------- tiles
    def place_tile(self, index: int) -> None:
        placement = self.quest.tiles[index]
        path: tuple[str | int, ...] = ("tiles", index)
        board = self.board
        if placement.id in board.tiles:
            self.problem(
                "ID_DUPLICATE",
                say("tile id {tile!r} is used twice", tile=placement.id),
                (*path, "id"),
                placement.id,
            )
            return
        tile = self.catalog.tile(self.quest.system, placement.tile)
        if tile is None:
            self.problem(
                "REF_UNKNOWN_TILE",
                say(
                    "tile {tile!r} is not in any {system} tileset",
                    tile=placement.tile,
                    system=self.quest.system,
                ),
                (*path, "tile"),
                placement.id,
            )
            return
        face = tile.sides.get(placement.side)
        if face is None:
            sides = ", ".join(sorted(tile.sides))
            self.problem(
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
                        self.problem(
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
            if missing:
                self.problem(
                    "GEOM_CELL_WITHOUT_ZONE",
                    say(
                        "{missing_count} cell(s) of tile {tile!r} side {side} belong to no zone",
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
                self.problem(
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
                self.problem(
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
        contrib = self.contrib
        for kind, x, y, inner in layout.edges:
            key = (kind, x + ax, y + ay)
            if inner and key not in declared:
                continue  # an inner line declared by a face edge that did not lay
            found_sides = contrib.get(key)
            if found_sides is None:
                found_sides = contrib[key] = {}
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
                    edges = tuple(
                        segment_edges(vertex_of(feat.edge.from_), vertex_of(feat.edge.to))
                    )
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

    def resolve_tile_edges(self) -> None:
        board = self.board
        cells, tiles, edge_sides, edges = board.cells, board.tiles, board.edge_sides, board.edges

        def index(tile: str) -> int:
            return tiles[tile].index

        for key, sides in self.contrib.items():
            edge_sides[key] = {tile: kind for tile, (kind, _) in sides.items()}
            a, b = edge_cells(key)
            info = resolve_unit(key, sides, a in cells and b in cells, index)
            if info is not None:
                edges[key] = info
        # a printed door that lost to a wall on the other side is no door at all
        for door_id, door in list(board.doors.items()):
            kept = tuple(
                k for k in door.edges if board.edges.get(k) and board.edges[k].door == door_id
            )
            if kept:
                door.edges = kept
            else:
                del board.doors[door_id]

    # -------------------------------------------------------------- quest layers
    def _claim_door_id(self, door_id: str, path: tuple[str | int, ...], index: int) -> str:
        """``door_id`` for a quest door, or ``<id>@<index>`` when another door already
        has it (reported as ``ID_DUPLICATE``)."""
        if door_id not in self.board.doors:
            return door_id
        self.problem(
            "ID_DUPLICATE",
            say("door id {door!r} is used twice", door=door_id),
            (*path, "id"),
            door_id,
        )
        return f"{door_id}@{index}"

    def apply_quest_edges(self) -> None:
        board = self.board
        for index, spec in enumerate(self.quest.edges):
            path: tuple[str | int, ...] = ("edges", index)
            try:
                units = segment_edges(spec.from_, spec.to)
            except ValueError as exc:
                self.problem(
                    "GEOM_OFF_LATTICE",
                    say("edge {edge}: {error}", edge=spec.id or index, error=exc),
                    path,
                    *([spec.id] if spec.id else []),
                )
                continue
            door_id = None
            if spec.kind == "door":
                door_id = self._claim_door_id(spec.id or f"door@{index}", path, index)
                board.doors[door_id] = Door(
                    door_id,
                    tuple(units),
                    spec.state or "closed",
                    spec.lock,
                    "quest",
                    None,
                    spec.area,
                    path,
                )
            for unit in units:
                previous = board.edges.get(unit)
                if (
                    door_id is not None
                    and previous is not None
                    and previous.source == "quest"
                    and previous.door is not None
                    and previous.door != door_id
                ):
                    self.problem(
                        "GEOM_DOOR_OVERLAP",
                        say(
                            "door {door!r} lies on the same edge as door {previous!r}, which it replaces there",
                            door=door_id,
                            previous=previous.door,
                        ),
                        path,
                        door_id,
                        previous.door,
                        f"edge:{unit[0]}:{unit[1]},{unit[2]}",
                    )
                if (
                    previous
                    and previous.door
                    and previous.door in board.doors
                    and previous.door != door_id
                ):
                    old = board.doors[previous.door]
                    old.edges = tuple(k for k in old.edges if k != unit)
                    if not old.edges:
                        del board.doors[old.id]
                if spec.kind == "open":
                    board.edges.pop(unit, None)
                else:
                    board.edges[unit] = EdgeInfo(unit, spec.kind, door_id, "quest")

    def apply_quest_door_spaces(self) -> None:
        """The quest's door spaces: a door on each side of the cell that is not a wall (a
        side on the board's edge stays the board's edge)."""
        board = self.board
        for index, spec in enumerate(self.quest.door_spaces):
            path: tuple[str | int, ...] = ("doorSpaces", index)
            cell = (int(spec.cell[0]), int(spec.cell[1]))
            if cell not in board.cells:
                self.problem(
                    "GEOM_OFF_BOARD",
                    say(
                        "door space {space!r} lies on cell {cell}, which is not on the board",
                        space=spec.id,
                        cell=list(cell),
                    ),
                    (*path, "cell"),
                    spec.id,
                    f"cell:{cell[0]},{cell[1]}",
                )
                continue
            door_id = self._claim_door_id(spec.id, path, index)
            sides = []
            for n in neighbours4(cell):
                if n not in board.cells:
                    continue
                unit = edge_between(cell, n)
                previous = board.edges.get(unit)
                if previous is not None and EDGE_RANK.get(previous.kind, 5) > EDGE_RANK["door"]:
                    continue
                if previous is not None and previous.door and previous.door in board.doors:
                    old = board.doors[previous.door]
                    old.edges = tuple(k for k in old.edges if k != unit)
                    if not old.edges and old.cell is None:
                        del board.doors[old.id]
                board.edges[unit] = EdgeInfo(unit, "door", door_id, "quest")
                sides.append(unit)
            board.doors[door_id] = Door(
                door_id,
                tuple(sides),
                spec.state or "closed",
                spec.lock,
                "quest",
                None,
                spec.area,
                path,
                cell,
            )

    def apply_quest_terrain(self) -> None:
        board = self.board
        known = board.system.terrain if board.system else {}
        for index, patch in enumerate(self.quest.terrain):
            if board.system and patch.kind not in known:
                self.problem(
                    "REF_UNKNOWN_TERRAIN",
                    say(
                        "terrain kind {kind!r} is not defined by {system}",
                        kind=patch.kind,
                        system=self.quest.system,
                    ),
                    ("terrain", index, "kind"),
                    *([patch.id] if patch.id else []),
                )
            for c_index, c in enumerate(patch.cells):
                info = board.cells.get(c)
                if info is None:
                    self.problem(
                        "GEOM_OFF_BOARD",
                        say(
                            "terrain {patch} lies on cell {cell}, which is not on the board",
                            patch=patch.id or index,
                            cell=list(c),
                        ),
                        ("terrain", index, "cells", c_index),
                        f"cell:{c[0]},{c[1]}",
                    )
                    continue
                info.terrain = patch.kind

    def place_tokens(self) -> None:
        index_tokens(self.board, self.quest)

    def lock_doors_with_tokens(self) -> None:
        """Tokens of the system's ``lockingTokens`` types on a door's edge lock it (ddd chips)."""
        board = self.board
        locking = set(param_names(board, "lockingTokens", []))
        if not locking:
            return
        for token in board.tokens.values():
            if token.type not in locking:
                continue
            for key in board.token_edges(token):
                door = board.door_at(key)
                # A chip locks its doorway even where the doorway is printed open (ddd).
                if door is not None:
                    door.state = "locked"
                    door.lock = door.lock or Lock(kind="code-chip", keys=[token.id])


def resolve_unit(
    key: EdgeKey,
    sides: dict[str, tuple[str, str | None]],
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
    best_kind, best_door = "open", None
    # (most unit edges are printed by one tile: nothing to sort)
    printed = (
        sides.items() if len(sides) == 1 else sorted(sides.items(), key=lambda kv: index(kv[0]))
    )
    for _tile, (kind, door_id) in printed:
        if EDGE_RANK.get(kind, 5) > EDGE_RANK.get(best_kind, 5) or (
            kind == best_kind and best_door is None and door_id
        ):
            best_kind, best_door = kind, door_id
    if best_kind == "open":
        return None
    return EdgeInfo(key, best_kind, best_door if best_kind == "door" else None)


def overlap_problem(tile_id: str, index: int, others: list[str], cells: int) -> BoardProblem:
    """The problem of the tile at ``index`` covering ``cells`` cells of earlier ``others``."""
    return BoardProblem.of(
        "GEOM_TILE_OVERLAP",
        say(
            "tile {tile!r} overlaps {others} on {cells} cell(s)",
            tile=tile_id,
            others=", ".join(map(repr, others)),
            cells=cells,
        ),
        ("tiles", index, "at"),
        (tile_id, *others),
    )


def index_tokens(board: Board, quest: Quest) -> None:
    """(Re)build ``board.tokens`` and ``board.token_paths`` from ``quest.tokens``.

    Token problems (duplicate ids) from an earlier indexing are replaced, so the editor can
    refresh tokens after a token-only edit without recompiling the whole board.
    """
    board.problems = [p for p in board.problems if p.path[:1] != ("tokens",)]
    board.tokens = {}
    board.token_paths = {}
    for index, token in enumerate(quest.tokens):
        path: tuple[str | int, ...] = ("tokens", index)
        if token.id in board.tokens:
            board.problems.append(
                BoardProblem.of(
                    "ID_DUPLICATE",
                    say("token id {token!r} is used twice", token=token.id),
                    (*path, "id"),
                    (token.id,),
                )
            )
            continue
        board.tokens[token.id] = token
        board.token_paths[token.id] = path


@without_gc
def compile_board(quest: Quest, catalog: Catalog | None = None) -> Board:
    """Compile ``quest`` against the systems and tilesets of ``catalog``.

    >>> from questwright.schema.model import Quest
    >>> compile_board(Quest(id="q", system="nowhere", title="t")).problems[0].code
    'REF_UNKNOWN_SYSTEM'
    """
    return _Compiler(quest, catalog or default_catalog()).run()
