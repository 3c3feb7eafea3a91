"""Integer-indexed view of a board for the engine: zones, passages, distances and sight.

Built once per :class:`~questwright.engine.core.Game` from the board core and shared by
every state of that game. Which zones join, and through which door or barrier, comes from
the movement model (:mod:`questwright.core.movement`, through its zone graph view
:func:`questwright.core.graph.build_zone_graph`); this module compiles its answers into
bit masks. Everything that depends on what is open or gone is keyed by one integer, the
*topology key*: a bit per open door, then a bit per destroyed barrier, then a bit per
removed tile. Neighbour lists, breadth-first distances and sight tables are cached per key,
so a game pays for a BFS or a sight walk only the first time a door state occurs. Sight
and range always come from :func:`questwright.core.sight.zone_sight`; this module only
indexes its answers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from questwright.core.board import Board
from questwright.core.geometry import edge_cells, segment_edges
from questwright.core.graph import build_zone_graph
from questwright.core.movement import BARRIER, DOOR, FREE, movement

__all__ = ["INF", "SightRows", "Topology"]

INF = 1 << 20


class Topology:
    """Zones as ints ``0..n-1`` and everything movement and sight need about them."""

    def __init__(self, board: Board) -> None:
        self.board = board
        graph = build_zone_graph(board)
        self.graph = graph
        self.zone_ids: list[str] = sorted(board.zones)
        self.index: dict[str, int] = {z: i for i, z in enumerate(self.zone_ids)}
        n = len(self.zone_ids)
        zones = [board.zones[z] for z in self.zone_ids]
        self.light: list[bool] = [z.light != "shadow" for z in zones]
        self.is_room: list[bool] = [z.kind == "room" for z in zones]
        self.passable: list[bool] = [bool(graph.nodes[z]["passable"]) for z in self.zone_ids]
        self.tags: list[tuple[str, ...]] = [z.tags for z in zones]
        self.tile_ids: list[str] = sorted(board.tiles)
        self.tile_index = {t: i for i, t in enumerate(self.tile_ids)}
        self.zone_tile: list[int] = [self.tile_index.get(z.tile or "", -1) for z in zones]
        self.tile_zones: list[list[int]] = [[] for _ in self.tile_ids]
        for i, t in enumerate(self.zone_tile):
            if t >= 0:
                self.tile_zones[t].append(i)
        # doors and barriers
        model = movement(board)
        self.movement = model
        self.door_ids: list[str] = sorted(board.doors)
        self.door_index = {d: i for i, d in enumerate(self.door_ids)}
        self.barrier_ids: list[str] = list(model.barriers)
        self.barrier_index = {b: i for i, b in enumerate(self.barrier_ids)}
        nd, nb = len(self.door_ids), len(self.barrier_ids)
        self.barrier_shift = nd
        self.tile_shift = nd + nb
        self.initial_key = 0
        for i, d in enumerate(self.door_ids):
            if board.doors[d].is_open:
                self.initial_key |= 1 << i
        #: whether enemies take links (staircases) as heroes do
        self.enemies_use_links = model.rules.enemies_use_links
        # passages: (a, b, condition mask or 0 = always, link); the graph is the
        # movement model's view, so its edges come in board order
        self.door_zones: list[list[tuple[int, int]]] = [[] for _ in self.door_ids]
        self.zone_doors: list[list[int]] = [[] for _ in range(n)]
        self.barrier_zones: list[list[tuple[int, int]]] = [[] for _ in self.barrier_ids]
        self.zone_barriers: list[list[int]] = [[] for _ in range(n)]
        self.passages: list[tuple[int, int, int, bool]] = []
        for za, zb, data in graph.edges(data=True):
            a, b = self.index[za], self.index[zb]
            if data["link"]:
                self.passages.append((a, b, 0, True))
                continue
            if data["diagonal"]:
                if data["move"] == "open":
                    self.passages.append((a, b, 0, False))
                continue
            always = False
            mask = 0
            for key, _kind, _door in data["boundaries"]:
                gate, ident = model.edge_gate(key)
                if gate == DOOR and ident in self.door_index:
                    di = self.door_index[ident]
                    mask |= 1 << di
                    if (a, b) not in self.door_zones[di]:
                        self.door_zones[di].append((a, b))
                        if di not in self.zone_doors[a]:
                            self.zone_doors[a].append(di)
                        if di not in self.zone_doors[b]:
                            self.zone_doors[b].append(di)
                elif gate == BARRIER and ident in self.barrier_index:
                    bi = self.barrier_index[ident]
                    mask |= 1 << (nd + bi)
                    if (a, b) not in self.barrier_zones[bi]:
                        self.barrier_zones[bi].append((a, b))
                        self.zone_barriers[a].append(bi)
                        self.zone_barriers[b].append(bi)
                elif gate == FREE:
                    always = True
            if always:
                self.passages.append((a, b, 0, False))
            elif mask:
                self.passages.append((a, b, mask, False))
        for lst in self.zone_doors:
            lst.sort()
        # names a ``cross-edge`` trigger may use: doors, barriers and any quest edge with an id
        crossing: dict[tuple[int, int], set[str]] = {}
        for di, pairs in enumerate(self.door_zones):
            for a, b in pairs:
                crossing.setdefault((min(a, b), max(a, b)), set()).add(self.door_ids[di])
        for spec in board.quest.edges:
            if not spec.id:
                continue
            try:
                units = segment_edges(spec.from_, spec.to)
            except ValueError:
                continue
            for unit in units:
                ca, cb = edge_cells(unit)
                za, zb = board.zone_of(ca), board.zone_of(cb)
                if za in self.index and zb in self.index and za != zb:
                    a, b = self.index[za], self.index[zb]
                    crossing.setdefault((min(a, b), max(a, b)), set()).add(spec.id)
        self.crossing: dict[tuple[int, int], tuple[str, ...]] = {
            k: tuple(sorted(v)) for k, v in crossing.items()
        }
        #: neighbour lists per door key: (key, diagonal steps?) and (key, "rooms")
        self._neighbours: dict[tuple[int, bool | str], list[tuple[int, ...]]] = {}
        self._dist: dict[tuple[Any, ...], list[int]] = {}
        self._sight: dict[int, SightRows] = {}
        self._boards: dict[tuple[str, ...], Board] = {}
        self._chambers: dict[int, list[int]] = {}

    # ------------------------------------------------------------------ keys
    def door_bit(self, door: int) -> int:
        return 1 << door

    def barrier_bit(self, barrier: int) -> int:
        return 1 << (self.barrier_shift + barrier)

    def tile_bit(self, tile: int) -> int:
        return 1 << (self.tile_shift + tile)

    def zone_bit(self, zone: int) -> int:
        """The key bit of one removed zone (a ``remove-zone`` effect)."""
        return 1 << (self.tile_shift + len(self.tile_ids) + zone)

    def removed_zones(self, key: int) -> set[int]:
        gone: set[int] = set()
        bits = key >> self.tile_shift
        n_tiles = len(self.tile_ids)
        t = 0
        while bits and t < n_tiles:
            if bits & 1:
                gone.update(self.tile_zones[t])
            bits >>= 1
            t += 1
        z = 0
        while bits:
            if bits & 1:
                gone.add(z)
            bits >>= 1
            z += 1
        return gone

    def zone_gone(self, key: int, zone: int) -> bool:
        if key >> (self.tile_shift + len(self.tile_ids) + zone) & 1:
            return True
        t = self.zone_tile[zone]
        return t >= 0 and bool(key >> (self.tile_shift + t) & 1)

    # ------------------------------------------------------------------ movement
    def neighbours(self, key: int, hero: bool = True) -> list[tuple[int, ...]]:
        """Per zone, the zones one step away now; ``hero=False`` asks for enemies, who take
        staircase links only where the system says so (``enemiesUseLinks``)."""
        cache_key = (key, hero)
        found = self._neighbours.get(cache_key)
        if found is not None:
            return found
        n = len(self.zone_ids)
        gone = self.removed_zones(key)
        adj: list[list[int]] = [[] for _ in range(n)]
        passable = self.passable
        for a, b, mask, link in self.passages:
            if link and not (hero or self.enemies_use_links):
                continue
            if mask and not (mask & key):
                continue
            if not (passable[a] and passable[b]) or a in gone or b in gone:
                continue
            adj[a].append(b)
            adj[b].append(a)
        result = [tuple(sorted(x)) for x in adj]
        self._neighbours[cache_key] = result
        return result

    def distances(self, key: int, goals: Iterable[int], hero: bool = False) -> list[int]:
        """Steps from every zone to the nearest goal zone (``INF`` when cut off); cached."""
        goal_tuple = tuple(sorted(set(goals)))
        cache_key = (key, hero, goal_tuple)
        found = self._dist.get(cache_key)
        if found is not None:
            return found
        adj = self.neighbours(key, hero)
        dist = [INF] * len(self.zone_ids)
        frontier = list(goal_tuple)
        for g in frontier:
            dist[g] = 0
        d = 0
        while frontier:
            d += 1
            nxt = []
            for z in frontier:
                for w in adj[z]:
                    if dist[w] == INF:
                        dist[w] = d
                        nxt.append(w)
            frontier = nxt
        if len(self._dist) > 200_000:  # a runaway cache is a bug elsewhere; stay bounded
            self._dist.clear()
        self._dist[cache_key] = dist
        return dist

    def cached_distances(self, cache_key: tuple[Any, ...]) -> list[int] | None:
        return self._dist.get(cache_key)

    def store_distances(self, cache_key: tuple[Any, ...], dist: list[int]) -> None:
        self._dist[cache_key] = dist

    # ------------------------------------------------------------------ sight
    def sight(self, key: int) -> SightRows:
        """Per zone, ``{zone: range}`` of the zones in line of sight now (zone itself at 0).

        Rows are computed on first use from one :class:`questwright.core.sight.ZoneWalkSightIndex`
        per topology key and kept.
        """
        found = self._sight.get(key)
        if found is None:
            found = self._sight[key] = SightRows(self, key)
        return found

    def _without_barriers(self, barrier_ids: list[str]) -> Board:
        """A shallow copy of the board with the named barrier segments erased (cached)."""
        cache_key = tuple(sorted(barrier_ids))
        found = self._boards.get(cache_key)
        if found is not None:
            return found
        units = self.movement.barrier_edges(barrier_ids)
        edges = {k: v for k, v in self.board.edges.items() if k not in units}
        found = self._boards[cache_key] = replace(self.board, edges=edges)
        return found

    # ------------------------------------------------------------------ chambers
    def chamber_of(self, key: int) -> list[int]:
        """Per zone, a chamber number (room zones joined by openings or open doors) or -1."""
        found = self._chambers.get(key)
        if found is not None:
            return found
        n = len(self.zone_ids)
        parent = list(range(n))

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        is_room = self.is_room
        for a, b, mask, link in self.passages:
            if link or not (is_room[a] and is_room[b]):
                continue
            if mask and not (mask & key & ((1 << self.barrier_shift) - 1)):
                continue
            parent[root(a)] = root(b)
        result = [root(z) if is_room[z] else -1 for z in range(n)]
        self._chambers[key] = result
        return result

    def room_adjacency(self, key: int) -> list[tuple[int, ...]]:
        """Room-to-room steps inside chambers (openings and open doors only)."""
        cache_key = (key, "rooms")
        found = self._neighbours.get(cache_key)
        if found is not None:
            return found
        n = len(self.zone_ids)
        adj: list[list[int]] = [[] for _ in range(n)]
        for a, b, mask, link in self.passages:
            if link or not (self.is_room[a] and self.is_room[b]):
                continue
            if mask and not (mask & key & ((1 << self.barrier_shift) - 1)):
                continue
            adj[a].append(b)
            adj[b].append(a)
        result = [tuple(sorted(x)) for x in adj]
        self._neighbours[cache_key] = result
        return result


class SightRows:
    """The sight table of one topology key: ``rows[zone] -> {zone: range}``, built lazily."""

    __slots__ = ("_index", "_rows", "_topology")

    def __init__(self, topology: Topology, key: int) -> None:
        from questwright.core.sight import ZoneWalkSightIndex

        topo = self._topology = topology
        board = topo.board
        down = [b for i, b in enumerate(topo.barrier_ids) if key & topo.barrier_bit(i)]
        if down:
            board = topo._without_barriers(down)
        gone = topo.removed_zones(key)
        self._index = ZoneWalkSightIndex(
            board,
            open_doors=[d for i, d in enumerate(topo.door_ids) if key & (1 << i)],
            blocked_zones=[topo.zone_ids[z] for z in sorted(gone)],
        )
        self._rows: list[dict[int, int] | None] = [
            {} if (z in gone or not topo.passable[z]) else None for z in range(len(topo.zone_ids))
        ]

    def __getitem__(self, zone: int) -> dict[int, int]:
        row = self._rows[zone]
        if row is None:
            topo = self._topology
            index = topo.index
            seen = self._index.visible_zones(topo.zone_ids[zone])
            row = self._rows[zone] = {index[z]: r for z, r in seen.items() if z in index}
        return row

    def __len__(self) -> int:
        return len(self._rows)
