"""Compile a quest into a board: cells, unit edges, doors, zones, terrain, features, tokens.

This is where a quest becomes a board: its tiles are laid and merged by
:mod:`questwright.core.tilemerge` (the one home of tile laying: side, position, rotation,
where tile perimeters meet), then quest edges override printed ones and the quest's door
spaces, terrain and tokens are laid over them (:func:`lay_quest_edges` and its siblings,
which :mod:`questwright.core.recompile` lays again over a tile layer it keeps). Everything
downstream — the zone graph, line of sight, validators, the engine and the editor's scene —
reads a :class:`Board`, never the raw quest geometry. The board is derived data: it is rebuilt from
the model, never saved.

Compiling never raises on bad content: what cannot be placed is recorded in
:attr:`Board.problems` (an unknown tile, overlapping tiles, a segment off the lattice, a
cell outside every zone…) and the rest of the board is still built, so that an author sees
every problem at once.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from questwright.core.collector import without_gc
from questwright.core.geometry import (
    Cell,
    EdgeKey,
    edge_between,
    edge_cells,
    neighbours4,
    segment_edges,
)
from questwright.core.movement import movement
from questwright.core.params import param_names
from questwright.core.text import Text, say, say_n
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Lock, Quest, System, Token

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
    "lay_quest_door_spaces",
    "lay_quest_edges",
    "lay_quest_terrain",
    "lock_doors_with_tokens",
    "overlap_problem",
]

#: Where two tiles meet, the more blocking side wins.
EDGE_RANK = {"open": 0, "opening": 1, "barrier": 2, "door": 3, "window": 4, "wall": 5}


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


def _problem(
    board: Board, code: str, message: Text, path: tuple[str | int, ...], *refs: str
) -> None:
    board.problems.append(BoardProblem.of(code, message, path, tuple(refs)))


# ---------------------------------------------------------------------- quest layers
# The quest's own layers, laid over the tile layer (by the compiler, and again by
# questwright.core.recompile over a tile layer it keeps); their problems go to the board.
def _claim_door_id(board: Board, door_id: str, path: tuple[str | int, ...], index: int) -> str:
    """``door_id`` for a quest door, or ``<id>@<index>`` when another door already
    has it (reported as ``ID_DUPLICATE``)."""
    if door_id not in board.doors:
        return door_id
    _problem(
        board,
        "ID_DUPLICATE",
        say("door id {door!r} is used twice", door=door_id),
        (*path, "id"),
        door_id,
    )
    return f"{door_id}@{index}"


def lay_quest_edges(board: Board) -> None:
    for index, spec in enumerate(board.quest.edges):
        path: tuple[str | int, ...] = ("edges", index)
        try:
            units = segment_edges(spec.from_, spec.to)
        except ValueError as exc:
            _problem(
                board,
                "GEOM_OFF_LATTICE",
                say("edge {edge}: {error}", edge=spec.id or index, error=exc),
                path,
                *([spec.id] if spec.id else []),
            )
            continue
        door_id = None
        if spec.kind == "door":
            door_id = _claim_door_id(board, spec.id or f"door@{index}", path, index)
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
                _problem(
                    board,
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


def lay_quest_door_spaces(board: Board) -> None:
    """The quest's door spaces: a door on each side of the cell that is not a wall (a
    side on the board's edge stays the board's edge)."""
    for index, spec in enumerate(board.quest.door_spaces):
        path: tuple[str | int, ...] = ("doorSpaces", index)
        cell = (int(spec.cell[0]), int(spec.cell[1]))
        if cell not in board.cells:
            _problem(
                board,
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
        door_id = _claim_door_id(board, spec.id, path, index)
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


def lay_quest_terrain(board: Board) -> None:
    known = board.system.terrain if board.system else {}
    for index, patch in enumerate(board.quest.terrain):
        if board.system and patch.kind not in known:
            _problem(
                board,
                "REF_UNKNOWN_TERRAIN",
                say(
                    "terrain kind {kind!r} is not defined by {system}",
                    kind=patch.kind,
                    system=board.quest.system,
                ),
                ("terrain", index, "kind"),
                *([patch.id] if patch.id else []),
            )
        for c_index, c in enumerate(patch.cells):
            info = board.cells.get(c)
            if info is None:
                _problem(
                    board,
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


def lock_doors_with_tokens(board: Board) -> None:
    """Tokens of the system's ``lockingTokens`` types on a door's edge lock it (ddd chips)."""
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


def overlap_problem(tile_id: str, index: int, others: list[str], cells: int) -> BoardProblem:
    """The problem of the tile at ``index`` covering ``cells`` cells of earlier ``others``."""
    return BoardProblem.of(
        "GEOM_TILE_OVERLAP",
        say_n(
            "tile {tile!r} overlaps {others} on {cells} cell",
            "tile {tile!r} overlaps {others} on {cells} cells",
            by="cells",
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
    # tile laying has a module of its own, which builds on this one's board types
    from questwright.core.tilemerge import Printed, lay_tile, merge_tiles

    catalog = catalog or default_catalog()
    system = catalog.system(quest.system)
    board = Board(quest=quest, system=system)
    if system is None:
        refused = catalog.system_problem(quest.system)
        _problem(
            board,
            "REF_UNKNOWN_SYSTEM",
            say("unknown game system {system!r}", system=quest.system)
            if refused is None
            else say(
                "unknown game system {system!r}: its system.json was refused: {problem}",
                system=quest.system,
                problem=str(refused),
            ),
            ("system",),
        )
    printed: Printed = {}
    for index in range(len(quest.tiles)):
        lay_tile(board, printed, quest, catalog, index)
    merge_tiles(board, printed)
    lay_quest_edges(board)
    lay_quest_door_spaces(board)  # door spaces lie over the edges round them
    lay_quest_terrain(board)
    index_tokens(board, quest)
    lock_doors_with_tokens(board)
    return board
