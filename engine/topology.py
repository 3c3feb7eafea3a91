"""Integer-indexed view of a board for the engine: zones, passages, distances and sight.

A :class:`Topology` is one *revision* of a game's board: built once per
:class:`~questwright.engine.core.Game` for the board the quest lays out, and derived again,
incrementally, when play changes the board (:mod:`questwright.engine.layout`: a tile
attached at a join, a tile removed). Revisions never change once built; every state that
reaches one shares it. Which zones join, and through which door or barrier, comes from the
movement model (:mod:`questwright.core.movement`); this module compiles its answers into
bit masks.

Everything that depends on what is open or gone is keyed by one integer, the *topology
key*: a bit per open door, per destroyed barrier, per removed tile (the md ``remove-tile``
effect) and per removed or destroyed zone. The bits of a revision's board come first in
that order; doors and zones a later revision adds get fresh bits after every bit already
used, so a key means the same thing in every revision that follows. Neighbour lists,
breadth-first distances and sight tables are cached per key, so a game pays for a BFS or
a sight walk only the first time a door state occurs.

Passages are ``(a, b, mask, link)``: always open when ``mask`` is 0, else open when the key
has any bit of ``mask`` (a door or barrier on one of the unit edges between the zones).
Diagonal steps (8-way systems) are *routes* ``(a, b, need)``: open when the key has every
bit of ``need`` — the corner rule of the movement model decides which routes round the
corner count, and a door on a route counts once it is open.

Sight: zone-walk rows per key (:class:`SightRows`, from
:class:`questwright.core.sight.ZoneWalkSightIndex`) and exact centre-line sight per key
(:meth:`Topology.line_sight`, a :class:`questwright.core.sight.CentreLineSight`); figures
that block are answered per query (:mod:`questwright.engine.figures`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from questwright.core.board import Board
from questwright.core.collector import without_gc
from questwright.core.geometry import Cell, EdgeKey, edge_between, edge_cells, segment_edges
from questwright.core.movement import BARRIER, DOOR, FREE, Movement, ZonePair, movement
from questwright.core.search import dense_distances

__all__ = ["INF", "SightRows", "Topology"]

INF = 1 << 20
_DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_ORTHO = ((1, 0), (-1, 0), (0, 1), (0, -1))
_FREE_GATE = (FREE, None)


def _link_mask(groups: tuple[str, ...], gate_bit: dict[str, int]) -> int:
    """A link passage's mask: 0 when an ungated group joins its zones, else the bits of its
    gated groups (open once any of them is)."""
    mask = 0
    for group in groups:
        bit = gate_bit.get(group)
        if bit is None:
            return 0
        mask |= bit
    return mask


def _graph_order(board: Board, pairs: Iterable[ZonePair]) -> Iterator[tuple[str, str, ZonePair]]:
    """The edges of :func:`~questwright.core.graph.build_zone_graph` as its
    ``edges()`` yields them, ``(zone, zone, pair)``, without building the graph: nodes in
    board order (then zones first met in a pair), each node's neighbours in the order its
    pairs come, each edge once from the first of its zones; a later pair of the same two
    zones takes the place of an earlier one, as ``add_edge`` overwrites its attributes."""
    adj: dict[str, dict[str, ZonePair]] = {z: {} for z in board.zones}
    for pair in pairs:
        za, zb = pair.a, pair.b
        row = adj.get(za)
        if row is None:
            row = adj[za] = {}
        row[zb] = pair
        row = adj.get(zb)
        if row is None:
            row = adj[zb] = {}
        row[za] = pair
    seen: set[str] = set()
    for z, row in adj.items():
        for other, pair in row.items():
            if other not in seen:
                yield z, other, pair
        seen.add(z)


class Topology:
    """Zones as ints ``0..n-1`` and everything movement and sight need about them."""

    @without_gc  # tables per zone: the collector's full passes over the board cost more
    def __init__(self, board: Board) -> None:
        self.board = board
        model = movement(board)
        self.movement: Movement = model
        self.zone_ids: list[str] = sorted(board.zones)
        self.index: dict[str, int] = {z: i for i, z in enumerate(self.zone_ids)}
        n = len(self.zone_ids)
        zones = [board.zones[z] for z in self.zone_ids]
        self.light: list[bool] = [z.light != "shadow" for z in zones]
        self.is_room: list[bool] = [z.kind == "room" for z in zones]
        enterable = model.zone_enterable
        self.passable: list[bool] = [bool(enterable(z)) for z in self.zone_ids]
        self.tags: list[tuple[str, ...]] = [z.tags for z in zones]
        #: whether the zone is on this revision's board (a removed tile's zones are not)
        self.present: list[bool] = [True] * n
        self.tile_ids: list[str] = sorted(board.tiles)
        self.tile_index = {t: i for i, t in enumerate(self.tile_ids)}
        self.zone_tile: list[int] = [self.tile_index.get(z.tile or "", -1) for z in zones]
        self.tile_zones: list[list[int]] = [[] for _ in self.tile_ids]
        for i, t in enumerate(self.zone_tile):
            if t >= 0:
                self.tile_zones[t].append(i)
        # doors and barriers
        self.door_ids: list[str] = sorted(board.doors)
        self.door_index = {d: i for i, d in enumerate(self.door_ids)}
        self.barrier_ids: list[str] = list(model.barriers)
        self.barrier_index = {b: i for i, b in enumerate(self.barrier_ids)}
        nd, nb, nt = len(self.door_ids), len(self.barrier_ids), len(self.tile_ids)
        gated = model.link_gates()
        ng = len(gated)
        #: link groups that open on a condition: (key bit, group, objective and trigger ids
        #: that must all be done or fired); the state sets the bit (``open_ready_links``)
        self.link_gates: list[tuple[int, str, tuple[str, ...]]] = [
            (1 << (nd + i), name, needs) for i, (name, needs) in enumerate(gated.items())
        ]
        gate_bit = {name: bit for bit, name, _needs in self.link_gates}
        link_groups = (
            {(p.a, p.b): p.groups for p in model.pairs() if p.way == "link"} if gated else {}
        )
        #: the key bit of each door, link gate, barrier, tile and zone (see the module
        #: docstring; no quest without a gated link has a gate bit, so keys stay as they were)
        self.door_bits: list[int] = [1 << i for i in range(nd)]
        self.barrier_bits: list[int] = [1 << (nd + ng + i) for i in range(nb)]
        self.tile_bits: list[int] = [1 << (nd + ng + nb + i) for i in range(nt)]
        self.zone_bits: list[int] = [1 << (nd + ng + nb + nt + i) for i in range(n)]
        self.next_bit = nd + ng + nb + nt + n
        self.door_mask = (1 << nd) - 1
        #: bits from here up may remove zones (tiles, zones, and doors added later)
        self.removal_shift = nd + ng + nb
        self.all_present = True
        self.initial_key = 0
        for i, d in enumerate(self.door_ids):
            if board.doors[d].is_open:
                self.initial_key |= self.door_bits[i]
        #: whether enemies take links (staircases) as heroes do
        self.enemies_use_links = model.rules.enemies_use_links
        self.door_zones: list[list[tuple[int, int]]] = [[] for _ in self.door_ids]
        self.zone_doors: list[list[int]] = [[] for _ in range(n)]
        self.barrier_zones: list[list[tuple[int, int]]] = [[] for _ in self.barrier_ids]
        self.zone_barriers: list[list[int]] = [[] for _ in range(n)]
        self.passages: list[tuple[int, int, int, bool]] = []
        self.routes: list[tuple[int, int, int]] = []
        # the zone graph's edges, in its order, without building the graph
        index = self.index
        for name_a, name_b, pair in _graph_order(board, model.pairs()):
            a, b = index[name_a], index[name_b]
            if pair.way == "link":
                groups = link_groups.get(
                    (name_a, name_b) if name_a < name_b else (name_b, name_a), ()
                )
                self.passages.append((a, b, _link_mask(groups, gate_bit), True))
            elif pair.way == "corner":
                self._add_corner(a, b, pair.corners, pair.always)
            elif pair.always and len(pair.edges) == 1:  # one plain floor edge: no gate
                self.passages.append((a, b, 0, False))
            else:
                self._add_edge_pair(a, b, sorted(pair.edges))
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
        #: doors of this revision that are open when it comes into play
        self.opened_bits = 0
        self._fresh_caches()

    def _fresh_caches(self) -> None:
        #: (older revision, passages and routes added since): neighbour tables of a key
        #: the older revision already knows are extended instead of built again
        self._delta: (
            tuple[Topology, list[tuple[int, int, int, bool]], list[tuple[int, int, int]]] | None
        ) = None
        #: neighbour lists per door key: (key, diagonal steps?) and (key, "rooms")
        self._neighbours: dict[tuple[int, bool | str], list[tuple[int, ...]]] = {}
        self._dist: dict[tuple[Any, ...], list[int]] = {}
        self._sight: dict[int, SightRows] = {}
        self._lines: dict[int, Any] = {}
        self._boards: dict[tuple[str, ...], Board] = {}
        self._chambers: dict[int, list[int]] = {}

    # ------------------------------------------------------------------ building
    def _gate_bit(self, key: EdgeKey, a: int, b: int) -> int | None:
        """The key bit a unit edge needs (0: none), or ``None`` when it never passes; notes
        the doors and barriers lying between zones ``a`` and ``b``."""
        gate, ident = self.movement.edge_gate(key)
        if gate == FREE:
            return 0
        if gate == DOOR and ident in self.door_index:
            di = self.door_index[ident]
            if (a, b) not in self.door_zones[di]:
                self.door_zones[di].append((a, b))
                if di not in self.zone_doors[a]:
                    self.zone_doors[a].append(di)
                if di not in self.zone_doors[b]:
                    self.zone_doors[b].append(di)
            return self.door_bits[di]
        if gate == BARRIER and ident in self.barrier_index:
            bi = self.barrier_index[ident]
            if (a, b) not in self.barrier_zones[bi]:
                self.barrier_zones[bi].append((a, b))
                self.zone_barriers[a].append(bi)
                self.zone_barriers[b].append(bi)
            return self.barrier_bits[bi]
        return None

    def _add_edge_pair(self, a: int, b: int, keys: Iterable[EdgeKey]) -> None:
        always = False
        mask = 0
        for key in keys:
            bit = self._gate_bit(key, a, b)
            if bit == 0:
                always = True
            elif bit is not None:
                mask |= bit
        if always:
            self.passages.append((a, b, 0, False))
        elif mask:
            self.passages.append((a, b, mask, False))

    def _edge_need(self, gates: dict[EdgeKey, Any], key: EdgeKey) -> int | None:
        """The bits a unit edge between two board cells needs (``None``: never passes)."""
        gate, ident = gates.get(key, _FREE_GATE)
        if gate == FREE:
            return 0
        if gate == DOOR and ident in self.door_index:
            return self.door_bits[self.door_index[ident]]
        if gate == BARRIER and ident in self.barrier_index:
            return self.barrier_bits[self.barrier_index[ident]]
        return None

    def _add_corner(
        self, a: int, b: int, steps: Iterable[tuple[Cell, Cell]], always: bool = False
    ) -> None:
        """Routes of a diagonal step between zones ``a`` and ``b`` (the corner rule).

        The movement model names the two routes round each corner (``corner_routes``); a
        route needs the bits of its two unit edges, and is walled when one of them never
        passes or its middle cell is off the board. ``always``: the model found a plain
        floor route (the pair's ``always``)."""
        if always:  # nothing to need
            self.routes.append((a, b, 0))
            return
        model = self.movement
        both, corner_routes = model.corners_need_both, model.corner_routes
        gates = model.gates("hero")
        need_of = self._edge_need
        needs: set[int] = set()
        for step in steps:
            found: list[int | None] = []
            for route in corner_routes(*step):
                if route is None:
                    found.append(None)
                    continue
                e1, e2 = need_of(gates, route[0]), need_of(gates, route[1])
                found.append(None if e1 is None or e2 is None else e1 | e2)
            r1, r2 = found
            if both:
                if r1 is not None and r2 is not None:
                    needs.add(r1 | r2)
            else:
                if r1 is not None:
                    needs.add(r1)
                if r2 is not None:
                    needs.add(r2)
        if 0 in needs:
            needs = {0}
        for need in sorted(needs):
            self.routes.append((a, b, need))

    # ------------------------------------------------------------------ revisions
    def derive(
        self, board: Board, added: Iterable[str] = (), removed: Iterable[str] = ()
    ) -> Topology:
        """The topology of ``board``, which is this revision's board with the tiles
        ``added`` (new cells at joins) and ``removed``; only what they touch is rebuilt."""
        new = object.__new__(Topology)
        new.board = board
        new.movement = movement(board)
        new.zone_ids = self.zone_ids[:]
        new.index = dict(self.index)
        new.light = self.light[:]
        new.is_room = self.is_room[:]
        new.passable = self.passable[:]
        new.tags = self.tags[:]
        new.present = self.present[:]
        new.tile_ids = self.tile_ids[:]
        new.tile_index = dict(self.tile_index)
        new.zone_tile = self.zone_tile[:]
        new.tile_zones = [z[:] for z in self.tile_zones]
        new.door_ids = self.door_ids[:]
        new.door_index = dict(self.door_index)
        new.barrier_ids = self.barrier_ids
        new.barrier_index = self.barrier_index
        new.door_bits = self.door_bits[:]
        new.barrier_bits = self.barrier_bits
        new.tile_bits = self.tile_bits[:]
        new.zone_bits = self.zone_bits[:]
        new.next_bit = self.next_bit
        new.door_mask = self.door_mask
        new.removal_shift = self.removal_shift
        new.initial_key = self.initial_key
        new.enemies_use_links = self.enemies_use_links
        new.link_gates = self.link_gates
        new.door_zones = [p[:] for p in self.door_zones]
        new.zone_doors = [d[:] for d in self.zone_doors]
        new.barrier_zones = self.barrier_zones
        new.zone_barriers = self.zone_barriers
        new.crossing = dict(self.crossing)
        new.opened_bits = 0
        new._fresh_caches()
        touched_cells: set[Cell] = set()
        dropped: set[int] = set()
        for tile in removed:
            t = new.tile_index.get(tile)
            if t is None:
                continue
            for z in new.tile_zones[t]:
                if new.present[z]:
                    new.present[z] = False
                    new.passable[z] = False
                    dropped.add(z)
            touched_cells |= self.board.tiles[tile].cells if tile in self.board.tiles else set()
        passages = self.passages[:]
        routes = self.routes[:]
        if dropped:
            passages = [p for p in passages if p[0] not in dropped and p[1] not in dropped]
            routes = [r for r in routes if r[0] not in dropped and r[1] not in dropped]
            new.door_zones = [
                [(a, b) for a, b in pairs if a not in dropped and b not in dropped]
                for pairs in new.door_zones
            ]
            for z in dropped:
                new.zone_doors[z] = []
            new.crossing = {
                k: v for k, v in new.crossing.items() if k[0] not in dropped and k[1] not in dropped
            }
        fresh: list[int] = []
        for tile in added:
            placed = board.tiles[tile]
            t = new.tile_index.get(tile)
            if t is None:
                t = new.tile_index[tile] = len(new.tile_ids)
                new.tile_ids.append(tile)
                new.tile_zones.append([])
                new.tile_bits.append(new._fresh_bit())
            zone_ids = sorted({board.cells[c].zone for c in placed.cells if c in board.cells})
            for zone_id in zone_ids:
                zone = board.zones[zone_id]
                known = new.index.get(zone_id)
                if known is not None:
                    z = known
                else:
                    z = new.index[zone_id] = len(new.zone_ids)
                    new.zone_ids.append(zone_id)
                    new.light.append(False)
                    new.is_room.append(False)
                    new.passable.append(False)
                    new.tags.append(())
                    new.present.append(False)
                    new.zone_tile.append(t)
                    new.zone_doors.append([])
                    new.zone_bits.append(new._fresh_bit())
                new.light[z] = zone.light != "shadow"
                new.is_room[z] = zone.kind == "room"
                new.passable[z] = new.movement.zone_enterable(zone_id)
                new.tags[z] = zone.tags
                new.present[z] = True
                new.zone_tile[z] = t
                if z not in new.tile_zones[t]:
                    new.tile_zones[t].append(z)
                fresh.append(z)
            for door_id in sorted(d for d, door in board.doors.items() if door.tile == tile):
                if door_id not in new.door_index:
                    new.door_index[door_id] = len(new.door_ids)
                    new.door_ids.append(door_id)
                    new.door_zones.append([])
                    new.door_bits.append(new._fresh_bit())
                    if board.doors[door_id].is_open:
                        new.opened_bits |= new.door_bits[-1]
            touched_cells |= placed.cells
        # pairs touching a new zone, across the seams
        fresh_set = set(fresh)
        octile = board.adjacency == "octile"
        edge_pairs: dict[tuple[int, int], list[EdgeKey]] = {}
        corner_pairs: dict[tuple[int, int], list[tuple[Cell, Cell]]] = {}
        corner_cells: set[tuple[Cell, Cell]] = set()
        for c in touched_cells:
            near = [(c[0] + dx, c[1] + dy) for dx, dy in _ORTHO]
            if octile:
                near += [(c[0] + dx, c[1] + dy) for dx, dy in _DIAGONALS]
                # diagonal steps among old cells whose routes pass through this cell
                for dx, dy in _DIAGONALS:
                    p, q = (c[0] + dx, c[1]), (c[0], c[1] + dy)
                    if p in touched_cells or q in touched_cells:
                        continue
                    if p in board.cells and q in board.cells:
                        corner_cells.add((min(p, q), max(p, q)))
            if c not in board.cells:
                continue
            za = new.index[board.cells[c].zone]
            for d in near:
                info = board.cells.get(d)
                if info is None:
                    continue
                zb = new.index[info.zone]
                if za == zb or not (za in fresh_set or zb in fresh_set):
                    continue
                pair = (min(za, zb), max(za, zb))
                if d[0] == c[0] or d[1] == c[1]:
                    keys = edge_pairs.setdefault(pair, [])
                    key = edge_between(c, d)
                    if key not in keys:
                        keys.append(key)
                else:
                    step = (c, d) if za < zb else (d, c)
                    steps = corner_pairs.setdefault(pair, [])
                    if step not in steps:
                        steps.append(step)
        again: set[tuple[int, int]] = set()
        for p, q in sorted(corner_cells):
            za, zb = new.index[board.cells[p].zone], new.index[board.cells[q].zone]
            if za == zb or za in fresh_set or zb in fresh_set:
                continue
            pair = (min(za, zb), max(za, zb))
            again.add(pair)  # cell zoning: a pair of diagonal neighbours has this one step
            step = (p, q) if za < zb else (q, p)
            corner_pairs.setdefault(pair, []).append(step)
        if again:
            routes = [r for r in routes if (r[0], r[1]) not in again]
        new.passages = passages
        new.routes = routes
        new.all_present = all(new.present)
        first_passage, first_route = len(passages), len(routes)
        door_pairs_before = [len(p) for p in new.door_zones]
        for (a, b), keys in sorted(edge_pairs.items()):
            new._add_edge_pair(a, b, sorted(keys))
        for (a, b), steps in sorted(corner_pairs.items()):
            if (a, b) not in edge_pairs:
                new._add_corner(a, b, steps)
        for z in {z for a, b in edge_pairs for z in (a, b)}:
            new.zone_doors[z].sort()
        if not dropped:  # neighbour tables may start from the old revision's
            new._delta = (self, new.passages[first_passage:], new.routes[first_route:])
        for di, pairs in enumerate(new.door_zones):
            start = door_pairs_before[di] if di < len(door_pairs_before) else 0
            for a, b in pairs[start:]:
                names = set(new.crossing.get((min(a, b), max(a, b)), ()))
                names.add(new.door_ids[di])
                new.crossing[(min(a, b), max(a, b))] = tuple(sorted(names))
        return new

    def _fresh_bit(self) -> int:
        bit = 1 << self.next_bit
        self.next_bit += 1
        return bit

    # ------------------------------------------------------------------ keys
    def door_bit(self, door: int) -> int:
        return self.door_bits[door]

    def barrier_bit(self, barrier: int) -> int:
        return self.barrier_bits[barrier]

    def tile_bit(self, tile: int) -> int:
        return self.tile_bits[tile]

    def zone_bit(self, zone: int) -> int:
        """The key bit of one removed or destroyed zone (``remove-zone``, a burnt room)."""
        return self.zone_bits[zone]

    def removed_zones(self, key: int) -> set[int]:
        """Zones not in play with this key: off this revision's board, on a removed tile,
        or removed themselves."""
        if not key >> self.removal_shift and self.all_present:
            return set()
        gone = {z for z, here in enumerate(self.present) if not here}
        for t, bit in enumerate(self.tile_bits):
            if key & bit:
                gone.update(self.tile_zones[t])
        for z, bit in enumerate(self.zone_bits):
            if key & bit:
                gone.add(z)
        return gone

    def zone_gone(self, key: int, zone: int) -> bool:
        if key & self.zone_bits[zone] or not self.present[zone]:
            return True
        t = self.zone_tile[zone]
        return t >= 0 and bool(key & self.tile_bits[t])

    def zone_of_cell(self, cell: Cell) -> int:
        """The zone index of a board cell (-1 off the board)."""
        info = self.board.cells.get(cell)
        return self.index[info.zone] if info is not None else -1

    # ------------------------------------------------------------------ movement
    def neighbours(self, key: int, hero: bool = True) -> list[tuple[int, ...]]:
        """Per zone, the zones one step away now; ``hero=False`` asks for enemies, who take
        staircase links only where the system says so (``enemiesUseLinks``)."""
        cache_key = (key, hero)
        found = self._neighbours.get(cache_key)
        if found is not None:
            return found
        if self._delta is not None:
            older, passages, routes = self._delta
            base = older._neighbours.get(cache_key)
            if base is not None:
                found = self._neighbours[cache_key] = self._extend(
                    key, hero, base, passages, routes
                )
                return found
        found = self._neighbours[cache_key] = self._new_neighbours(key, hero)
        return found

    @without_gc  # a set and a tuple per zone (see __init__)
    def _new_neighbours(self, key: int, hero: bool) -> list[tuple[int, ...]]:
        """:meth:`neighbours` worked out from the passages."""
        n = len(self.zone_ids)
        gone = self.removed_zones(key)
        adj: list[set[int]] = [set() for _ in range(n)]
        passable = self.passable
        for a, b, mask, link in self.passages:
            if link and not (hero or self.enemies_use_links):
                continue
            if mask and not (mask & key):
                continue
            if not (passable[a] and passable[b]) or a in gone or b in gone:
                continue
            adj[a].add(b)
            adj[b].add(a)
        for a, b, need in self.routes:
            if key & need != need:
                continue
            if not (passable[a] and passable[b]) or a in gone or b in gone:
                continue
            adj[a].add(b)
            adj[b].add(a)
        return [tuple(sorted(x)) for x in adj]

    def _extend(
        self,
        key: int,
        hero: bool,
        base: list[tuple[int, ...]],
        passages: list[tuple[int, int, int, bool]],
        routes: list[tuple[int, int, int]],
    ) -> list[tuple[int, ...]]:
        """An older revision's neighbour table with the passages added since."""
        result = base + [()] * (len(self.zone_ids) - len(base))
        gone = self.removed_zones(key)
        passable = self.passable
        extra: dict[int, set[int]] = {}
        links = [(a, b) for a, b, mask, link in passages if not mask or mask & key if not link]
        links += [(a, b) for a, b, need in routes if key & need == need]
        for a, b in links:
            if passable[a] and passable[b] and a not in gone and b not in gone:
                extra.setdefault(a, set()).add(b)
                extra.setdefault(b, set()).add(a)
        for z, more in extra.items():
            result[z] = tuple(sorted(set(result[z]) | more))
        return result

    def distances(self, key: int, goals: Iterable[int], hero: bool = False) -> list[int]:
        """Steps from every zone to the nearest goal zone (``INF`` when cut off); cached."""
        goal_tuple = tuple(sorted(set(goals)))
        cache_key = (key, hero, goal_tuple)
        found = self._dist.get(cache_key)
        if found is not None:
            return found
        adj = self.neighbours(key, hero)
        dist = dense_distances(len(self.zone_ids), goal_tuple, adj.__getitem__, INF)
        if len(self._dist) > 200_000:  # a runaway cache is a bug elsewhere; stay bounded
            self._dist.clear()
        self._dist[cache_key] = dist
        return dist

    def cached_distances(self, cache_key: tuple[Any, ...]) -> list[int] | None:
        return self._dist.get(cache_key)

    def store_distances(self, cache_key: tuple[Any, ...], dist: list[int]) -> None:
        self._dist[cache_key] = dist

    # ------------------------------------------------------------------ sight
    def open_doors(self, key: int) -> list[str]:
        return [d for i, d in enumerate(self.door_ids) if key & self.door_bits[i]]

    def sight(self, key: int) -> SightRows:
        """Per zone, ``{zone: range}`` of the zones in zone-walk sight now (itself at 0).

        Rows are computed on first use from one :class:`questwright.core.sight.ZoneWalkSightIndex`
        per topology key and kept.
        """
        found = self._sight.get(key)
        if found is None:
            last = next(reversed(self._sight.values()), None)
            found = self._sight[key] = SightRows(self, key, last)
        return found

    def line_sight(self, key: int) -> Any:
        """Exact centre-line sight on the board with this key's doors open (cached per key):
        a :class:`questwright.core.sight.CentreLineSight` without figures (they are added
        per query, :mod:`questwright.engine.figures`)."""
        found = self._lines.get(key)
        if found is None:
            from questwright.core.sight import CentreLineSight

            board = self._board_for(key)
            found = self._lines[key] = CentreLineSight(
                board, open_doors=self.open_doors(key), token_blockers=False
            )
        return found

    def _board_for(self, key: int) -> Board:
        down = [b for i, b in enumerate(self.barrier_ids) if key & self.barrier_bits[i]]
        return self._without_barriers(down) if down else self.board

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
        doors = key & self.door_mask
        for a, b, mask, link in self.passages:
            if link or not (is_room[a] and is_room[b]):
                continue
            if mask and not (mask & doors):
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
        doors = key & self.door_mask
        for a, b, mask, link in self.passages:
            if link or not (self.is_room[a] and self.is_room[b]):
                continue
            if mask and not (mask & doors):
                continue
            adj[a].append(b)
            adj[b].append(a)
        return [tuple(sorted(x)) for x in adj]


class SightRows:
    """The sight table of one topology key: ``rows[zone] -> {zone: range}``, built lazily."""

    __slots__ = ("_index", "_last", "_plain", "_rows", "_topology")

    @without_gc  # lists per zone (see Topology.__init__)
    def __init__(self, topology: Topology, key: int, last: SightRows | None = None) -> None:
        """``last``: the table of another key (the newest one made), whose rows this one
        takes where the rays of both are the same (:meth:`ZoneWalkSightIndex.same_row`:
        a game opens one door at a time, and most rows read no side of it)."""
        from questwright.core.sight import ZoneWalkSightIndex

        topo = self._topology = topology
        gone = topo.removed_zones(key)
        self._index = ZoneWalkSightIndex(
            topo._board_for(key),
            open_doors=topo.open_doors(key),
            blocked_zones=[topo.zone_ids[z] for z in sorted(gone) if topo.present[z]],
        )
        self._rows: list[dict[int, int] | None] = [
            {} if (z in gone or not topo.passable[z]) else None for z in range(len(topo.zone_ids))
        ]
        #: zones with a row of their own to walk (not removed, passable)
        self._plain = [row is None for row in self._rows]
        self._last = last

    def __getitem__(self, zone: int) -> dict[int, int]:
        row = self._rows[zone]
        if row is None:
            topo = self._topology
            zone_id = topo.zone_ids[zone]
            last = self._last
            if last is not None:
                row = last._rows[zone]
                if row is not None and self._index.same_row(last._index, zone_id):
                    self._rows[zone] = row
                    return row
            index = topo.index
            seen = self._index.visible_zones(zone_id)
            row = self._rows[zone] = {index[z]: r for z, r in seen.items() if z in index}
        return row

    def plain(self, zone: int) -> bool:
        """Whether ``zone`` has a row of its own to walk (in play with this key and
        passable), between which zones sight is symmetric (:meth:`seen_from`)."""
        return self._plain[zone]

    def seen_from(self, viewer: int, zone: int) -> int | None:
        """The range at which ``viewer`` sees ``zone`` (None: not seen), read from the row
        of ``zone`` when both have rows of their own to walk: zone-walk sight is symmetric
        between such zones (a ray crosses the same unit edges either way, and a blocked
        zone between stops it either way), so that one row, a hero's or an object's,
        answers for every zone that may see it without a row built for each of them."""
        if self._plain[viewer] and self._plain[zone]:
            return self[zone].get(viewer)
        return self[viewer].get(zone)

    def __len__(self) -> int:
        return len(self._rows)
