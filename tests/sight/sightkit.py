"""Test boards for the sight tests: small in-test systems, ASCII maps and random maps.

Boards are built the real way: a :class:`System`, a one-tile :class:`Tileset` and a
:class:`Quest` in a fresh :class:`Catalog`, compiled with ``compile_board``.

ASCII maps use a doubled grid: cell ``(x, y)`` is the character at row ``2y+1``, column
``2x+1``; the edge west of it is at column ``2x`` of that row, the edge north of it at row
``2y``, column ``2x+1``; characters on even/even positions (``+``) are ignored.

* cells, centre-line: ``.`` floor, ``a``–``z`` / ``0``–``9`` named floor cells, ``#``
  rubble (blocks sight), ``%`` pit, ``~`` water, ``M`` a 1×1 monster token, ``S``/``T``
  staircases (``S`` cells form one group, ``T`` another), space or ``x`` no cell;
* cells, zone-walk: any letter or digit is the zone of that cell (zone id ``t:<char>``);
* edges: space — nothing (floor line), ``|`` ``-`` wall, ``D`` closed door, ``L`` locked
  door, ``O`` open door, ``W`` window, ``=`` opening. Collinear runs of the same door
  character are one door, numbered ``d1``, ``d2``… in reading order (id ``t:d1``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import Board, compile_board
from questwright.core.geometry import Cell, EdgeKey, rotate_cell
from questwright.schema.catalog import Catalog
from questwright.schema.model import (
    EdgeKindDef,
    EdgeSpec,
    Geometry,
    PropertyDef,
    Quest,
    System,
    TerrainDef,
    TerrainPatch,
    TileDef,
    TileFace,
    TilePlacement,
    Tileset,
    Token,
    TokenTypeDef,
    ZoneDef,
)
from questwright.schema.serde import from_json

EDGE_CHARS = {
    "|": ("wall", None),
    "-": ("wall", None),
    "D": ("door", "closed"),
    "L": ("door", "locked"),
    "O": ("door", "open"),
    "W": ("window", None),
    "=": ("opening", None),
}
TERRAIN_CHARS = {"#": "rubble", "%": "pit", "~": "water"}
NO_CELL = (" ", "x")


def make_system(model: str, conventions: Mapping[str, Any] | None = None) -> System:
    """A small stand-in system with the given sight model."""
    edge_kinds = {
        "open": EdgeKindDef("Open", False, False),
        "opening": EdgeKindDef("Opening", False, False),
        "wall": EdgeKindDef("Wall", True, True),
        "door": EdgeKindDef("Door", True, True),
        "window": EdgeKindDef("Window", True, True),
    }
    terrain = {
        "rubble": TerrainDef("Rubble", passable=False, blocks_sight=True),
        "pit": TerrainDef("Pit", passable=True, blocks_sight=False),
        "water": TerrainDef("Water", passable=False, blocks_sight=False),
    }
    facing = PropertyDef(type="enum", enum=["N", "E", "S", "W"], default="N")
    token_types = {
        "start": TokenTypeDef("Start", anchor="cell" if model == "centre-line" else "zone"),
        "monster": TokenTypeDef("Monster", blocks_sight=True, blocks_move=True, footprint=True),
        "staircase": TokenTypeDef("Staircase"),
        "spawn": TokenTypeDef("Spawn point"),
        "camera": TokenTypeDef("Camera", anchor="zone", properties={"facing": facing}),
    }
    centre = model == "centre-line"
    return System(
        id=f"test-{model}",
        name=f"Test {model}",
        geometry=Geometry(
            zoning="cell" if centre else "tile",
            adjacency="octile" if centre else "orthogonal",
            sight=model,
        ),
        edge_kinds=edge_kinds,
        terrain=terrain,
        token_types=token_types,
        sight_conventions=dict(conventions or {}),
    )


@dataclass
class Spec:
    """A board in plain data: what the map parser produces and random tests generate."""

    cells: dict[Cell, str | None]  # cell -> zone letter (zone-walk) or None
    edges: dict[EdgeKey, tuple[str, str | None]] = field(default_factory=dict)  # kind, state
    terrain: dict[Cell, str] = field(default_factory=dict)
    names: dict[str, Cell] = field(default_factory=dict)
    monsters: list[Cell] = field(default_factory=list)
    stairs: dict[Cell, str] = field(default_factory=dict)


def parse_map(lines: Sequence[str], model: str) -> Spec:
    """Read an ASCII map (see the module docstring)."""
    width = max(len(line) for line in lines)
    rows = [line.ljust(width) for line in lines]
    h, w = (len(rows) - 1) // 2, (width - 1) // 2
    spec = Spec(cells={})
    for y in range(h):
        for x in range(w):
            ch = rows[2 * y + 1][2 * x + 1]
            if ch in NO_CELL:
                continue
            cell = (x, y)
            if model == "zone-walk":
                spec.cells[cell] = ch
                continue
            spec.cells[cell] = None
            if ch in TERRAIN_CHARS:
                spec.terrain[cell] = TERRAIN_CHARS[ch]
            elif ch == "M":
                spec.monsters.append(cell)
            elif ch in "ST":
                spec.stairs[cell] = ch
            elif ch.islower() or ch.isdigit():
                spec.names[ch] = cell
            elif ch != ".":
                raise ValueError(f"map cell {cell}: unknown character {ch!r}")
    for y in range(h + 1):
        for x in range(w + 1):
            if 2 * y + 1 < len(rows) and 2 * x < width:
                ch = rows[2 * y + 1][2 * x] if y < h else " "
                if ch in EDGE_CHARS and y < h:
                    spec.edges[("v", x, y)] = EDGE_CHARS[ch]
                elif ch != " " and y < h:
                    raise ValueError(f"map edge v:{x},{y}: unknown character {ch!r}")
            if 2 * x + 1 < width and x < w:
                ch = rows[2 * y][2 * x + 1]
                if ch in EDGE_CHARS:
                    spec.edges[("h", x, y)] = EDGE_CHARS[ch]
                elif ch != " ":
                    raise ValueError(f"map edge h:{x},{y}: unknown character {ch!r}")
    return spec


def _door_runs(edges: Mapping[EdgeKey, tuple[str, str | None]]) -> list[list[EdgeKey]]:
    """Collinear runs of door unit edges with the same state, in reading order."""
    doors = {k: v for k, v in edges.items() if v[0] == "door"}
    seen: set[EdgeKey] = set()
    runs: list[list[EdgeKey]] = []
    for key in sorted(doors, key=lambda k: (k[2], k[1], k[0])):
        if key in seen:
            continue
        axis, x, y = key
        run = [key]
        step = (0, 1) if axis == "v" else (1, 0)
        nx, ny = x + step[0], y + step[1]
        while (axis, nx, ny) in doors and doors[(axis, nx, ny)] == doors[key]:
            run.append((axis, nx, ny))
            nx, ny = nx + step[0], ny + step[1]
        seen.update(run)
        runs.append(run)
    return runs


def _segment(keys: Sequence[EdgeKey]) -> tuple[tuple[int, int], tuple[int, int]]:
    axis, x, y = keys[0]
    _, lx, ly = keys[-1]
    if axis == "v":
        return (x, y), (lx, ly + 1)
    return (x, y), (lx + 1, ly)


def build_board(
    spec: Spec,
    model: str,
    *,
    conventions: Mapping[str, Any] | None = None,
    tokens: Iterable[Token] = (),
    parameters: Mapping[str, Any] | None = None,
    rotation: int = 0,
) -> tuple[Board, dict[str, Any]]:
    """Compile ``spec`` as one tile (placed with ``rotation``) and return the board and names.

    ``names`` maps cell names to cells, zone letters to zone ids and ``d1``… to door ids,
    all in the rotated frame. Token cells are given in the unrotated frame.
    """
    system = make_system(model, conventions)
    xs = [c[0] for c in spec.cells]
    ys = [c[1] for c in spec.cells]
    size = (max(xs) + 1, max(ys) + 1)
    face_cells = {(x, y) for x in range(size[0]) for y in range(size[1])}
    zones: list[ZoneDef] = []
    if model == "zone-walk":
        letters = sorted({z for z in spec.cells.values() if z is not None})
        zones = [
            ZoneDef(id=z, kind="room", cells=sorted(c for c, v in spec.cells.items() if v == z))
            for z in letters
        ]
    edges: list[EdgeSpec] = []
    names: dict[str, Any] = {}
    for index, run in enumerate(_door_runs(spec.edges), start=1):
        start, end = _segment(run)
        state = spec.edges[run[0]][1]
        edges.append(EdgeSpec(kind="door", from_=start, to=end, id=f"d{index}", state=state))
        names[f"d{index}"] = f"t:d{index}"
    for key, (kind, _state) in sorted(spec.edges.items()):
        if kind != "door":
            edges.append(EdgeSpec(kind=kind, from_=_segment([key])[0], to=_segment([key])[1]))
    terrain: dict[str, list[Cell]] = {}
    for cell, kind in spec.terrain.items():
        terrain.setdefault(kind, []).append(cell)
    face = TileFace(
        size=size,
        void=sorted(face_cells - set(spec.cells)),
        perimeter="wall",
        zones=zones,
        edges=edges,
        terrain=[TerrainPatch(kind=k, cells=sorted(v)) for k, v in sorted(terrain.items())],
    )
    tileset = Tileset(
        id="test-tiles",
        system=system.id,
        name="Test tiles",
        tiles=[TileDef(id="map", name="Map", sides={"A": face})],
    )

    def place(cell: Cell) -> Cell:
        return rotate_cell(cell, size, rotation)

    all_tokens = list(tokens)
    for i, cell in enumerate(spec.monsters):
        all_tokens.append(Token(id=f"monster-{i}", type="monster", cell=cell))
    for i, (cell, group) in enumerate(sorted(spec.stairs.items())):
        all_tokens.append(
            Token(id=f"stair-{i}", type="staircase", cell=cell, properties={"group": group})
        )
    placed_tokens = []
    for token in all_tokens:
        if token.cell is not None:
            w, h = token.size or (1, 1)
            corners = [
                place((token.cell[0] + i, token.cell[1] + j))
                for i in (0, w - 1)
                for j in (0, h - 1)
            ]
            top_left = (min(c[0] for c in corners), min(c[1] for c in corners))
            size_r = (w, h) if rotation in (0, 180) else (h, w)
            token = Token(
                id=token.id,
                type=token.type,
                cell=top_left,
                size=size_r if token.size else None,
                properties=dict(token.properties),
                area=token.area,
            )
        placed_tokens.append(token)
    quest = Quest(
        id="test-quest",
        system=system.id,
        title="Test",
        tilesets=[tileset.id],
        tiles=[TilePlacement(id="t", tile="map", side="A", at=(0, 0), rotation=rotation)],
        tokens=placed_tokens,
        parameters=dict(parameters or {}),
    )
    catalog = Catalog()
    catalog.systems[system.id] = system
    catalog.add_tileset(tileset)
    board = compile_board(quest, catalog)
    assert not board.problems, board.problems
    for name, cell in spec.names.items():
        names[name] = place(cell)
    if model == "zone-walk":
        for letter in {z for z in spec.cells.values() if z is not None}:
            names[letter] = f"t:{letter}"
    return board, names


def board_from_map(
    lines: Sequence[str], model: str = "centre-line", **kw: Any
) -> tuple[Board, dict[str, Any]]:
    """Parse and compile an ASCII map; see :func:`build_board` for the keywords."""
    return build_board(parse_map(lines, model), model, **kw)


def board_from_documents(
    model: str,
    tiles: list[dict[str, Any]],
    quest: dict[str, Any],
    *,
    conventions: Mapping[str, Any] | None = None,
) -> Board:
    """A "tiny JSON board": tile definitions and a quest body in the file format."""
    system = make_system(model, conventions)
    tileset = Tileset(
        id="test-tiles",
        system=system.id,
        name="Test tiles",
        tiles=[from_json(TileDef, t) for t in tiles],
    )
    body = {"id": "test-quest", "system": system.id, "title": "Test", **quest}
    q = from_json(Quest, body)
    catalog = Catalog()
    catalog.systems[system.id] = system
    catalog.add_tileset(tileset)
    board = compile_board(q, catalog)
    assert not board.problems, board.problems
    return board


def token(id: str, type: str, cell: Cell, **kw: Any) -> Token:
    return Token(id=id, type=type, cell=cell, **kw)
