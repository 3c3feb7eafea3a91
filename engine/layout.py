"""A board that changes in play: tiles attached at joins and removed, as immutable revisions.

The quest lays out the board a game starts on. Some games change it while they are played:
Machina Arcana explores by attaching a new map tile at a join (an edge with a direction
symbol) and scrolls old tiles away; rulesets may remove tiles or zones. A :class:`Layout`
is one revision of a game's board: the compiled :class:`~questwright.core.board.Board`, its
:class:`~questwright.engine.topology.Topology` and the list of :class:`TileChange` that led
to it from the quest's board. Revisions never change; a state holds the one it has reached
(so ``clone()`` copies a reference), ``to_json`` writes its changes, and the
:class:`~questwright.engine.core.Game` keeps every revision it has built by its changes, so
replays, loaded states and search copies that make the same changes share them.

A change touches only what it changes: the new tile is compiled alone (and kept per
placement), its cells, zones, doors and features are laid beside the old board's, the unit
edges where it meets the old tiles are resolved from both sides (the more blocking side
wins: :mod:`questwright.core.tilemerge`, the compiler's own merge), and the topology is
derived from the old one
(:meth:`~questwright.engine.topology.Topology.derive`). A tile brought into play belongs to
no quest layer: quest edges, terrain and tokens are the quest's, on the quest's tiles.

Destroyed or burnt zones (a DDD room) are not revisions but topology key bits
(:meth:`questwright.engine.core.State.destroy_zone`).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from questwright.core.board import Board, PlacedFeature, compile_board
from questwright.core.geometry import Cell, EdgeKey, edge_cells
from questwright.core.roles import Roles
from questwright.core.text import english_count
from questwright.core.tilemerge import PrintedSide, merge_units, settle_doors
from questwright.engine.topology import Topology
from questwright.schema.model import TilePlacement

if TYPE_CHECKING:
    from questwright.engine.core import Game

__all__ = ["OPPOSITE", "Layout", "TileChange", "attach_board", "open_joins", "remove_board"]

#: the direction a join must face to meet a join facing the key
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


@dataclass(frozen=True)
class TileChange:
    """One change of the board: ``attach`` tile ``definition`` (side, position, rotation)
    as instance ``tile``, or ``remove`` the placed tile ``tile``."""

    op: str
    tile: str
    definition: str = ""
    side: str = "A"
    at: tuple[int, int] = (0, 0)
    rotation: int = 0

    def to_json(self) -> dict[str, Any]:
        if self.op == "remove":
            return {"op": "remove", "tile": self.tile}
        return {
            "op": "attach",
            "tile": self.tile,
            "definition": self.definition,
            "side": self.side,
            "at": list(self.at),
            "rotation": self.rotation,
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> TileChange:
        if doc["op"] == "remove":
            return cls("remove", str(doc["tile"]))
        if doc["op"] != "attach":
            raise ValueError(f"unknown board change {doc['op']!r}")
        x, y = doc["at"]
        return cls(
            "attach",
            str(doc["tile"]),
            str(doc["definition"]),
            str(doc["side"]),
            (int(x), int(y)),
            int(doc["rotation"]),
        )

    def placement(self) -> TilePlacement:
        return TilePlacement(
            id=self.tile, tile=self.definition, side=self.side, at=self.at, rotation=self.rotation
        )


class Layout:
    """One revision of a game's board (see the module docstring)."""

    __slots__ = ("_roles", "board", "changes", "topology")

    def __init__(self, board: Board, topology: Topology, changes: tuple[TileChange, ...] = ()):
        self.board = board
        self.topology = topology
        self.changes = changes
        self._roles: Roles | None = None

    @property
    def roles(self) -> Roles:
        """The token roles of this revision's board, made once (states share a revision)."""
        if self._roles is None:
            self._roles = Roles(self.board)
        return self._roles

    def apply(self, game: Game, change: TileChange) -> Layout:
        """The revision after ``change`` (``ValueError`` when the tile does not fit)."""
        if change.op == "attach":
            if change.tile in self.board.tiles:
                raise ValueError(f"tile {change.tile!r} is already on the board")
            fragment = game.tile_fragment(change.placement())
            board = attach_board(self.board, fragment, change.tile)
            topology = self.topology.derive(board, added=[change.tile])
        elif change.op == "remove":
            if change.tile not in self.board.tiles:
                raise ValueError(f"no tile {change.tile!r} on the board")
            board = remove_board(self.board, change.tile)
            topology = self.topology.derive(board, removed=[change.tile])
        else:
            raise ValueError(f"unknown board change {change.op!r}")
        return Layout(board, topology, (*self.changes, change))


# ---------------------------------------------------------------------- boards
def _settle_units(
    board: Board, keys: list[EdgeKey], order: list[str], doors: dict[tuple[str, EdgeKey], str]
) -> None:
    """Resolve ``keys`` again from their printed sides (in place on a fresh board);
    ``doors`` names the door each tile prints on each of these edges."""
    rank = {t: i for i, t in enumerate(order)}

    def sides_of(key: EdgeKey) -> dict[str, PrintedSide]:
        return {
            tile: (kind, doors.get((tile, key)) if kind == "door" else None)
            for tile, kind in board.edge_sides.get(key, {}).items()
        }

    merge_units(board.edges, keys, sides_of, board.cells, lambda t: rank.get(t, 0))
    settle_doors(board.doors, board.edges, sorted(set(doors.values())))


def _printed_doors(board: Board, keys: Iterable[EdgeKey]) -> dict[tuple[str, EdgeKey], str]:
    """Per (tile, unit edge) among ``keys``: the door that tile prints there."""
    wanted = set(keys)
    tiles = {t for k in wanted for t in board.edge_sides.get(k, {})}
    out: dict[tuple[str, EdgeKey], str] = {}
    for door in board.doors.values():
        if door.tile in tiles:
            for k in door.edges:
                if k in wanted:
                    out[(door.tile, k)] = door.id
    return out


def _copy(board: Board, **fields: Any) -> Board:
    """A new board sharing ``board``'s unchanged containers (its derived facts are not
    shared: they belong to one board)."""
    new = copy.copy(board)
    new.derived = {}
    for name, value in fields.items():
        setattr(new, name, value)
    return new


def attach_board(board: Board, fragment: Board, tile: str) -> Board:
    """``board`` with the tile of ``fragment`` (compiled alone) laid beside it."""
    if fragment.problems:
        raise ValueError(f"tile {tile!r} cannot be placed: {fragment.problems[0].message}")
    overlap = [c for c in fragment.cells if c in board.cells]
    if overlap:
        raise ValueError(
            f"tile {tile!r} would cover {english_count(len(overlap), 'cell')} of the board"
        )
    placed = fragment.tiles[tile]
    new = _copy(
        board,
        tiles={**board.tiles, tile: dataclasses.replace(placed, index=len(board.tiles))},
        cells={**board.cells, **fragment.cells},
        edges={**board.edges, **fragment.edges},
        edge_sides=dict(board.edge_sides),
        doors={**board.doors, **fragment.doors},
        zones={**board.zones, **fragment.zones},
        features=[*board.features, *fragment.features],
        problems=list(board.problems),
    )
    seams: list[EdgeKey] = []
    for key, sides in fragment.edge_sides.items():
        old = board.edge_sides.get(key)
        if old is None:
            new.edge_sides[key] = dict(sides)
            continue
        new.edge_sides[key] = {**old, **sides}
        seams.append(key)
    if seams:
        doors = _printed_doors(board, seams)
        doors.update(_printed_doors(fragment, seams))
        order = sorted(new.tiles, key=lambda t: new.tiles[t].index)
        _settle_units(new, seams, order, doors)
    return new


def remove_board(board: Board, tile: str) -> Board:
    """``board`` without the placed tile ``tile`` (its neighbours' edges become the board's
    edge again)."""
    placed = board.tiles[tile]
    cells = {c: info for c, info in board.cells.items() if info.tile != tile}
    zones = {z: zone for z, zone in board.zones.items() if zone.tile != tile}
    doors = {d: door for d, door in board.doors.items() if door.tile != tile}
    touched: list[EdgeKey] = []
    edge_sides: dict[EdgeKey, dict[str, str]] = {}
    for key, sides in board.edge_sides.items():
        if tile in sides:
            rest = {t: k for t, k in sides.items() if t != tile}
            if rest:
                edge_sides[key] = rest
                touched.append(key)
        else:
            edge_sides[key] = sides
    edges = {
        k: info
        for k, info in board.edges.items()
        if not (edge_cells(k)[0] in placed.cells or edge_cells(k)[1] in placed.cells)
        or k in edge_sides
    }
    doors_printed = _printed_doors(board, touched)
    new = _copy(
        board,
        tiles={t: p for t, p in board.tiles.items() if t != tile},
        cells=cells,
        edges=edges,
        edge_sides=edge_sides,
        doors=doors,
        zones=zones,
        features=[f for f in board.features if f.tile != tile],
        problems=list(board.problems),
    )
    order = sorted(new.tiles, key=lambda t: new.tiles[t].index)
    _settle_units(new, touched, order, doors_printed)
    return new


def compile_fragment(game: Game, placement: TilePlacement) -> Board:
    """One tile compiled alone with the quest's system and parameters."""
    quest = dataclasses.replace(
        game.quest,
        tiles=[placement],
        edges=[],
        door_spaces=[],
        tokens=[],
        terrain=[],
        areas=[],
    )
    return compile_board(quest, game.catalog)


# ---------------------------------------------------------------------- joins
def _direction(feature: PlacedFeature) -> str:
    return str(feature.properties.get("direction", ""))


def _outside(key: EdgeKey, direction: str) -> Cell:
    """The cell beyond a unit edge in a direction."""
    a, b = edge_cells(key)
    return b if direction in ("E", "S") else a


def open_joins(board: Board, feature_type: str = "join") -> list[PlacedFeature]:
    """Join features (edges with a direction) with nothing on the board beyond them."""
    out = []
    for feature in board.features:
        if feature.type != feature_type or not feature.edges:
            continue
        direction = _direction(feature)
        if direction not in OPPOSITE:
            continue
        if all(_outside(k, direction) not in board.cells for k in feature.edges):
            out.append(feature)
    return out


def fits(
    game: Game,
    layout: Layout,
    join: PlacedFeature,
    definition: str,
    tile: str,
    *,
    feature_type: str = "join",
) -> list[TileChange]:
    """Every way to attach tile ``definition`` (as instance ``tile``) so that one of its
    joins meets ``join`` face to face without covering a cell of the board: same unit
    edges, opposite directions. In a stable order (side, rotation, join)."""
    target = sorted(join.edges)
    want = OPPOSITE.get(_direction(join))
    spec = game.catalog.tile(game.quest.system, definition)
    if spec is None or want is None:
        return []
    out: list[TileChange] = []
    for side in sorted(spec.sides):
        for rotation in (0, 90, 180, 270):
            origin = game.tile_fragment(TilePlacement(tile, definition, side, (0, 0), rotation))
            for feature in origin.features:
                if feature.type != feature_type or _direction(feature) != want:
                    continue
                mine = sorted(feature.edges)
                if len(mine) != len(target) or mine[0][0] != target[0][0]:
                    continue
                dx, dy = target[0][1] - mine[0][1], target[0][2] - mine[0][2]
                if any(
                    (k[0], k[1] + dx, k[2] + dy) != t for k, t in zip(mine, target, strict=True)
                ):
                    continue
                if any((x + dx, y + dy) in layout.board.cells for x, y in origin.cells):
                    continue
                change = TileChange("attach", tile, definition, side, (dx, dy), rotation)
                if change not in out:
                    out.append(change)
    return out
