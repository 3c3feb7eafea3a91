"""The Dark Darker Darkest house as the engine sees it: tiles on the grid, rooms, locks, cameras.

:class:`House` is built once per game from the compiled board (shared by every state) and
answers the questions the rules ask of the house layout (rules digest §A.1–§A.3):

* the **grid**: each placed tile's row and column (1-based, row 1 at the top), the tile a
  location roll names, the tile a fire step enters (the grid neighbour in a compass
  direction, walls and chips ignored);
* **rooms** (zones) and their tiles; the lab, the entrance hall, the corner rooms and their
  functions (every corner room is also a terminal);
* **code chips** on doorways: which door each locks, its icons, and the tile whose lock
  symbol holds it (the chip leaves the game when that tile is destroyed);
* **adjacency** as the rules use it for zombies, hordes and reinforcements: rooms that touch
  orthogonally or only at a corner, whatever stands between them;
* the **grid distance** a zombie may never increase (Manhattan distance between room
  centres, in whole units);
* **movement and sight per topology key**: the core's topology gives the passages and the
  zone-walk sight rows; destroyed rooms are zone bits of the key, which block sight and the
  monsters, while survivors may still walk into them (:meth:`survivor_steps`).

Nothing here changes during play; per-key answers are cached on the house.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING, Any

from questwright.core.geometry import STEP
from questwright.core.params import param_bool, param_int
from questwright.core.search import breadth_first, dense_distances

if TYPE_CHECKING:
    from questwright.engine.core import Game

__all__ = ["DIRS", "Chip", "House"]

#: compass directions in the order fire directions and rays are listed
DIRS = ("N", "E", "S", "W")
_CORNER_FUNCTIONS = ("sprinkler", "virus-cabinet", "medic-bay", "ammo-reserve", "terminal")


class Chip:
    """A code chip on a doorway: its token id, the door it locks (door index), its colours,
    and the tile whose lock symbol holds it (``-1``: none known, then either side's tile)."""

    __slots__ = ("colours", "door", "icons", "id", "tiles")

    def __init__(self, id: str, door: int, colours: tuple[str, ...], tiles: tuple[int, ...]):
        self.id = id
        self.door = door
        self.colours = colours
        self.icons = len(colours)
        self.tiles = tiles


class House:
    """Static facts about a quest's house (see the module docstring)."""

    def __init__(self, game: Game) -> None:
        board, topo = game.board, game.topology
        self.topology = topo
        self.board = board
        n = len(topo.zone_ids)
        self.n = n
        self.rows = param_int(board, "gridRows", 4, 1, 20)
        self.cols = param_int(board, "gridCols", 5, 1, 20)
        size = param_int(board, "tileCells", 3, 1, 20)
        x0, y0, _x1, _y1 = board.bounds()
        # ---- tiles on the grid
        self.tile_ids = topo.tile_ids
        nt = len(self.tile_ids)
        self.tile_pos: list[tuple[int, int] | None] = [None] * nt
        self.grid: dict[tuple[int, int], int] = {}
        self.category: list[str] = [""] * nt
        for t, tile_id in enumerate(self.tile_ids):
            placed = board.tiles[tile_id]
            self.category[t] = placed.category or ""
            dx, dy = placed.at[0] - x0, placed.at[1] - y0
            if dx % size == 0 and dy % size == 0:
                pos = (dy // size + 1, dx // size + 1)
                self.tile_pos[t] = pos
                self.grid.setdefault(pos, t)
        self.zone_tile: list[int] = topo.zone_tile
        self.tile_zones: list[list[int]] = topo.tile_zones
        #: tile index one grid step away in each direction (-1: outside the house)
        self.tile_step: list[dict[str, int]] = []
        for t in range(nt):
            cell = self.tile_pos[t]
            steps: dict[str, int] = {}
            for d in DIRS:
                if cell is None:
                    steps[d] = -1
                    continue
                dx, dy = STEP[d]
                steps[d] = self.grid.get((cell[0] + dy, cell[1] + dx), -1)
            self.tile_step.append(steps)
        # ---- special tiles
        self.lab_tiles = frozenset(t for t in range(nt) if self.category[t] == "lab")
        self.lab_zones = frozenset(z for t in self.lab_tiles for z in self.tile_zones[t])
        start = [tok for tok in board.tokens.values() if tok.type == "start"]
        start_zone = board.token_zone(start[0]) if start else None
        if start_zone is None:
            entrance = [t for t in range(nt) if self.category[t] == "entrance"]
            if not entrance:
                raise ValueError("a ddd house needs a start token or an entrance hall")
            self.start = min(self.tile_zones[entrance[0]])
        else:
            self.start = topo.index[start_zone]
        self.entrance_tile = self.zone_tile[self.start]
        # ---- corner rooms and their functions (every corner room is also a terminal)
        corner_cells = {(1, 1), (1, self.cols), (self.rows, 1), (self.rows, self.cols)}
        corner_tiles = [
            t
            for t in range(nt)
            if t not in self.lab_tiles
            and (self.category[t] == "corner" or self.tile_pos[t] in corner_cells)
        ]
        self.corner_tiles = frozenset(corner_tiles)
        function: dict[int, str] = {}
        for feature in board.features:
            if feature.type != "room-function" or feature.cell is None:
                continue
            zone = board.zone_of(feature.cell)
            if zone is not None:
                function[topo.index[zone]] = str(feature.properties.get("function", "terminal"))
        for tok in board.tokens.values():  # a quest's override of a corner's function
            if tok.type == "function" and tok.cell is not None:
                zone = board.zone_of(tok.cell)
                if zone is not None:
                    props = tok.properties if isinstance(tok.properties, dict) else {}
                    function[topo.index[zone]] = str(props.get("function", "terminal"))
        self.function: dict[int, str] = {}
        for t in corner_tiles:
            zones = self.tile_zones[t]
            marked = [z for z in zones if z in function]
            for z in marked or zones:
                f = function.get(z, "terminal")
                self.function[z] = f if f in _CORNER_FUNCTIONS else "terminal"
        if not param_bool(board, "cornerFunctions", True):
            self.function = dict.fromkeys(self.function, "terminal")
        self.corner_rooms = frozenset(self.function)
        # ---- split tiles: where a location roll puts a token
        spawn_room: dict[int, int] = {}
        for feature in board.features:
            if feature.type == "spawn-room" and feature.cell is not None:
                zone = board.zone_of(feature.cell)
                if zone is not None:
                    z = topo.index[zone]
                    spawn_room.setdefault(self.zone_tile[z], z)
        self.spawn_room = spawn_room
        # ---- code chips on doorways
        lock_tiles: dict[Any, int] = {}
        for feature in board.features:
            if feature.type == "lock-symbol":
                for key in feature.edges:
                    lock_tiles[key] = topo.tile_index.get(feature.tile, -1)
        self.chips: list[Chip] = []
        for tok in sorted(board.tokens.values(), key=lambda t: t.id):
            if tok.type != "code-chip":
                continue
            keys = board.token_edges(tok)
            door = next((board.door_at(k) for k in keys if board.door_at(k) is not None), None)
            if door is None or door.id not in topo.door_index:
                continue
            props = tok.properties if isinstance(tok.properties, dict) else {}
            given = props.get("colors") or props.get("colours") or ()
            colours = (
                tuple(c for c in given if isinstance(c, str))[:6] if isinstance(given, list) else ()
            )
            owner = next((lock_tiles[k] for k in keys if k in lock_tiles), -1)
            if owner >= 0:
                tiles: tuple[int, ...] = (owner,)
            else:
                sides = {
                    self.zone_tile[z]
                    for pair in topo.door_zones[topo.door_index[door.id]]
                    for z in pair
                }
                tiles = tuple(sorted(t for t in sides if t >= 0))
            self.chips.append(Chip(tok.id, topo.door_index[door.id], colours, tiles))
        self.chip_index = {c.id: i for i, c in enumerate(self.chips)}
        #: per room, the chips on its doorways
        self.room_chips: list[tuple[int, ...]] = [() for _ in range(n)]
        for i, chip in enumerate(self.chips):
            for pair in topo.door_zones[chip.door]:
                for z in pair:
                    if i not in self.room_chips[z]:
                        self.room_chips[z] = (*self.room_chips[z], i)
        #: doors of the lab's rooms (its seals open when the code is broken)
        self.lab_doors = tuple(sorted(d for z in self.lab_zones for d in topo.zone_doors[z]))
        self.defense_rooms = frozenset(
            topo.index[z]
            for f in board.features
            if f.type == "defense-room" and f.cell is not None
            for z in [board.zone_of(f.cell)]
            if z is not None
        )
        # ---- rooms and their connections (passages of the topology)
        self.passages_of: list[list[int]] = [[] for _ in range(n)]  # masks, 0 = always open
        for a, b, mask, _link in topo.passages:
            self.passages_of[a].append(mask)
            self.passages_of[b].append(mask)
        #: doors beside each room (door index -> the zones it joins)
        self.door_rooms: list[tuple[int, ...]] = [
            tuple(sorted({z for pair in pairs for z in pair})) for pairs in topo.door_zones
        ]
        # ---- geometric adjacency (orthogonal or at a corner) and grid distance
        cells = {z: board.zones[zid].cells for z, zid in enumerate(topo.zone_ids)}
        zone_at = {c: z for z, cs in cells.items() for c in cs}
        ortho: list[set[int]] = [set() for _ in range(n)]
        touch: list[set[int]] = [set() for _ in range(n)]
        for c, z in zone_at.items():
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if dx == dy == 0:
                        continue
                    other = zone_at.get((c[0] + dx, c[1] + dy))
                    if other is None or other == z:
                        continue
                    touch[z].add(other)
                    if dx == 0 or dy == 0:
                        ortho[z].add(other)
        self.ortho: list[frozenset[int]] = [frozenset(s) for s in ortho]
        self.touching: list[frozenset[int]] = [frozenset(s) for s in touch]
        self.diagonal: list[frozenset[int]] = [frozenset(touch[z] - ortho[z]) for z in range(n)]
        centre: list[tuple[Fraction, Fraction]] = []
        for z in range(n):
            cs = cells[z]
            k = len(cs) or 1
            centre.append((Fraction(sum(c[0] for c in cs), k), Fraction(sum(c[1] for c in cs), k)))
        scale = lcm(*(f.denominator for c in centre for f in c)) if centre else 1
        #: Manhattan distance between room centres (scaled to whole numbers)
        self.grid_dist: list[list[int]] = [
            [
                int((abs(centre[a][0] - centre[b][0]) + abs(centre[a][1] - centre[b][1])) * scale)
                for b in range(n)
            ]
            for a in range(n)
        ]
        # ---- cameras placed by the quest
        self.cameras: list[tuple[str, int, str]] = []
        for tok in sorted(board.tokens.values(), key=lambda t: t.id):
            if tok.type == "camera" and tok.cell is not None:
                zone = board.zone_of(tok.cell)
                if zone is not None:
                    props = tok.properties if isinstance(tok.properties, dict) else {}
                    facing = props.get("facing", "N")
                    facing = facing if facing in DIRS else "N"
                    self.cameras.append((tok.id, topo.index[zone], facing))
        #: all zone bits of the topology key (destroyed rooms)
        self.zone_mask = 0
        for z in range(n):
            self.zone_mask |= topo.zone_bit(z)
        self._steps: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self._rays: dict[tuple[int, int, str], tuple[int, ...]] = {}
        #: per (key, camera): the rooms it sees; per (key, blocked, target): zombie routes
        self.camera_cache: dict[tuple[int, int], frozenset[int]] = {}
        self.route_cache: dict[Any, tuple[list[int], list[bool]]] = {}
        #: the goal bot's tours (``tour``: room distances and tour lengths by open doors)
        self.tour_cache: dict[Any, Any] = {}
        #: the goal bot's per-position tables (fire, threat, cameras, routes) by what they read
        self.context_cache: dict[Any, tuple[Any, ...]] = {}

    # ------------------------------------------------------------------ grid
    def tile_at(self, row: int, col: int) -> int:
        """The tile at a grid position (-1: none)."""
        return self.grid.get((row, col), -1)

    def room_of_tile(self, tile: int) -> int:
        """The room a location roll on ``tile`` names: the only room, or the room of a split
        tile marked with a ``spawn-room`` feature, else its first room."""
        zones = self.tile_zones[tile]
        if len(zones) == 1:
            return zones[0]
        return self.spawn_room.get(tile, min(zones))

    def tile_name(self, tile: int) -> str:
        return self.tile_ids[tile]

    # ------------------------------------------------------------------ movement and sight
    def survivor_steps(self, key: int, gone: int) -> list[tuple[int, ...]]:
        """Per room, the rooms a survivor may step into now: open connections (passages,
        doorways without a chip), destroyed rooms included (``gone``: the key's zone bits)."""
        cache = (key, gone)
        found = self._steps.get(cache)
        if found is None:
            found = self.topology.neighbours(key & ~gone)
            self._steps[cache] = found
        return found

    def monster_steps(self, key: int) -> list[tuple[int, ...]]:
        """Per room, the rooms a monster may step into now (destroyed rooms excluded)."""
        return self.topology.neighbours(key, False)

    def sight(self, key: int) -> Any:
        """Zone-walk sight rows of this key: ``rows[zone] -> {zone: range}``."""
        return self.topology.sight(key)

    def ray_next(self, key: int, zone: int, direction: str) -> tuple[int, ...]:
        """The rooms one step from ``zone`` in ``direction`` through an open connection."""
        cache = (key, zone, direction)
        found = self._rays.get(cache)
        if found is None:
            from questwright.core.sight.zone import zone_adjacency

            topo = self.topology
            sides = zone_adjacency(self.board).sides[topo.zone_ids[zone]][direction]
            steps = set(self.survivor_steps(key, 0)[zone])
            found = tuple(sorted(topo.index[o] for o in sides if topo.index[o] in steps))
            self._rays[cache] = found
        return found

    def direction_to(self, rows: Any, a: int, b: int, key: int) -> str | None:
        """The compass direction of the straight line from room ``a`` to room ``b`` (None
        when ``b`` is not on one of ``a``'s rays)."""
        if a == b:
            return None
        for d in DIRS:
            # b is reached along the rays even where it is not in ``rows``

            def onward(z: int, d: str = d) -> Iterator[int]:
                return (o for o in self.ray_next(key, z, d) if o == b or o in rows)

            if b in breadth_first([a], onward, until=b.__eq__):
                return d
        return None

    def locked(self, zone: int, key: int) -> bool:
        """A locked room: it has connections and every one is closed now (chips, seals)."""
        masks = self.passages_of[zone]
        if not masks:
            return False
        return all(m and not (m & key) for m in masks)

    def path_distances(
        self, steps: list[tuple[int, ...]], goals: set[int], blocked: set[int]
    ) -> list[int]:
        """Breadth-first steps from every room to the nearest of ``goals`` over ``steps``,
        never entering ``blocked`` rooms (goals may be blocked: they are where it ends)."""
        onward = (
            (lambda z: [o for o in steps[z] if o not in blocked]) if blocked else steps.__getitem__
        )
        return dense_distances(self.n, goals, onward, 1 << 20)
