"""The board condensed for quest logic: regions of zones that always go together, and gates.

Between two events of a quest the heroes walk freely, so what matters is which parts of the
board they can get to, not the zones themselves. A *region* is a set of passable zones joined
by free steps (open floor, openings, open-floor diagonals) that every removal effect of the
quest removes together or not at all. Regions are joined by *gates*: a door (passable once
open), a destructible barrier (passable once destroyed) or a staircase link (always, for
heroes only). A gate is a frozenset of alternatives — ``door:ID``, ``barrier:ID``,
``link:GROUP`` — any of which lets a figure through; ``None`` is a free step.

Built from :class:`Moves`, read off the one movement model (:func:`moves_of`), so that the
movement rules stay those of the validators, the engine and the editor.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from questwright.core.board import Board
from questwright.core.geometry import edge_cells
from questwright.core.movement import BARRIER, DOOR, FREE, movement
from questwright.core.search import flood

__all__ = ["Gate", "Moves", "Regions", "build_regions", "moves_of"]

Gate = frozenset[str] | None


@dataclass
class Regions:
    """Regions of a board (see the module docstring)."""

    members: list[tuple[str, ...]]
    region_of: dict[str, int]
    #: per region: other region -> gate (``None`` free); heroes' view
    adj: list[dict[int, Gate]]
    #: per region: other region -> gate, for enemies (no links)
    enemy_adj: list[dict[int, Gate]]
    #: removal units (what one remove effect takes away), as region sets
    units: list[frozenset[int]] = field(default_factory=list)
    #: the two sides of each door and barrier, as regions
    sides: dict[str, frozenset[int]] = field(default_factory=dict)
    #: zone pairs (by region) crossed by each named edge (door, barrier, quest edge)
    crossings: dict[str, frozenset[int]] = field(default_factory=dict)
    _beside: dict[str, frozenset[int]] | None = field(default=None, repr=False, compare=False)

    def regions_of(self, zones: Iterable[str]) -> frozenset[int]:
        return frozenset(self.region_of[z] for z in zones if z in self.region_of)

    def flood(
        self,
        sources: Iterable[int],
        opened: frozenset[str],
        removed: frozenset[int] = frozenset(),
        *,
        enemy: bool = False,
    ) -> frozenset[int]:
        """Regions reachable from ``sources`` through free steps and open gates."""
        adj = self.enemy_adj if enemy else self.adj

        def onward(r: int) -> Iterator[int]:
            for other, gate in adj[r].items():
                if other not in removed and (gate is None or not gate.isdisjoint(opened)):
                    yield other

        return frozenset(flood((s for s in sources if s not in removed), onward))

    def grow(
        self,
        part: frozenset[int],
        starts: Iterable[int],
        opened: AbstractSet[str],
        removed: AbstractSet[int],
        added: set[int] | None = None,
    ) -> frozenset[int]:
        """``flood(part, opened, removed)`` for a ``part`` already closed under all but a
        few newly opened gates: only ``starts`` (the regions beside those gates) can lead
        out of it, so the walk starts there instead of from every region of the part, and
        the part is copied only when it grows. Regions it gains are put in ``added``."""
        if removed and not removed.isdisjoint(part):
            part = frozenset(part - removed)
        adj = self.adj

        def onward(r: int) -> Iterator[int]:
            for other, gate in adj[r].items():
                if (
                    other not in part
                    and other not in removed
                    and (gate is None or not gate.isdisjoint(opened))
                ):
                    yield other

        inside = [r for r in starts if r in part]
        new = flood(inside, onward).difference(inside)  # (``onward`` never re-enters part)
        if not new:
            return part
        if added is not None:
            added |= new
        return part | new

    def beside(self, gate: str) -> frozenset[int]:
        """Regions with a step through ``gate`` (``door:ID``, ``barrier:ID``, a link group)."""
        index = self._beside
        if index is None:
            built: dict[str, set[int]] = {}
            for r, row in enumerate(self.adj):
                for gates in row.values():
                    for g in gates or ():
                        built.setdefault(g, set()).add(r)
            index = self._beside = {g: frozenset(rs) for g, rs in built.items()}
        return index.get(gate, frozenset())

    def components(self, regions: frozenset[int], opened: frozenset[str]) -> list[frozenset[int]]:
        """``regions`` split into the parts joined by free steps and open gates among them."""
        left = set(regions)
        adj = self.adj

        def onward(r: int) -> Iterator[int]:
            for other, gate in adj[r].items():
                if other in left and (gate is None or not gate.isdisjoint(opened)):
                    yield other

        out = []
        while left:
            part = flood([min(left)], onward)
            left -= part
            out.append(frozenset(part))
        return sorted(out, key=min)

    def gates_out(self, regions: frozenset[int]) -> set[str]:
        """Gate alternatives on the border of ``regions`` (what would let the heroes on)."""
        out: set[str] = set()
        for r in regions:
            for other, gate in self.adj[r].items():
                if other not in regions and gate is not None:
                    out |= gate
        return out


@dataclass
class Moves:
    """How figures step between zones, by zone index: ``zones`` in board order, which are
    ``passable``, and per pair of neighbouring zones ``(i, j, gate, enemies)``: its gate
    (``None`` free, else the alternatives that open it) and whether enemies may take it.
    See :func:`moves_of`."""

    zones: list[str]
    passable: list[bool]
    steps: list[tuple[int, int, Gate, bool]]


def moves_of(board: Board) -> Moves:
    """:class:`Moves` read off the one movement model (:mod:`questwright.core.movement`).

    Passable zones are those a figure may stand in alive (``lethalTerrain`` excluded). An
    edge pair's gate is the closed doors or barriers (by id) any of which lets figures
    through; a door open at setup is a free step, unless a ``close-door`` effect may shut
    it. Links become a gate of their group, which enemies take only with
    ``enemiesUseLinks``. A corner step counts when the corner rule lets it through as the
    board is set up.
    """
    model = movement(board)
    zones = list(board.zones)
    index = {z: i for i, z in enumerate(zones)}
    passable = [model.zone_enterable(z, lethal=False) for z in zones]
    enemies_link = model.rules.enemies_use_links
    # a destroyed door is never closed again (DOOR_DESTROYED_CLOSED): no effect shuts it
    closable = {
        str(e.target) for t in board.quest.triggers for e in t.effects if e.kind == "close-door"
    } - {d.id for d in board.doors.values() if d.state == "destroyed"}
    steps: list[tuple[int, int, Gate, bool]] = []
    for pair in model.pairs():
        i, j = index[pair.a], index[pair.b]
        if not (passable[i] and passable[j]):
            continue
        if pair.way == "link":
            group = model.link_name(pair.a, pair.b) or f"{pair.a}|{pair.b}"
            steps.append((i, j, frozenset({f"link:{group}"}), enemies_link))
        elif pair.way == "corner":
            if any(model.corner_open(a, b) for a, b in pair.corners):
                steps.append((i, j, None, True))
        else:
            alternatives: set[str] = set()
            free = False
            for kind, ident in model.pair_gates(pair, "hero"):
                if kind == FREE or (
                    kind == DOOR and model.door_open(ident or "") and ident not in closable
                ):
                    free = True
                    break
                if kind == DOOR and ident:
                    alternatives.add(f"door:{ident}")
                elif kind == BARRIER and ident:
                    alternatives.add(f"barrier:{ident}")
            if free:
                steps.append((i, j, None, True))
            elif alternatives:
                steps.append((i, j, frozenset(alternatives), True))
    return Moves(zones, passable, steps)


def build_regions(
    board: Board,
    moves: Moves,
    removal_units: Iterable[frozenset[str]] = (),
    named_edges: dict[str, frozenset[frozenset[str]]] | None = None,
) -> Regions:
    """Condense ``moves`` into regions (see the module docstring).

    ``removal_units`` are zone sets that quest effects may remove; ``named_edges`` maps the
    id of a quest edge to the zone pairs it lies between (for ``cross-edge`` events).
    """
    zones, passable = moves.zones, moves.passable
    index = {z: i for i, z in enumerate(zones)}
    units = [frozenset(u) for u in removal_units]
    signature: list[tuple[int, ...]] = [()] * len(zones)
    for number, unit in enumerate(units):
        for z in unit:
            i = index.get(z)
            if i is not None:
                signature[i] = (*signature[i], number)

    # components of the free steps between zones of one signature, labelled by a walk
    free: list[list[int]] = [[] for _ in zones]
    gates: list[tuple[int, int, Gate, bool]] = []
    for i, j, gate, enemy in moves.steps:
        if not (passable[i] and passable[j]):
            continue
        if gate is None and signature[i] == signature[j]:
            free[i].append(j)
            free[j].append(i)
        else:
            gates.append((i, j, gate, enemy))
    label = [-1] * len(zones)
    members: list[list[str]] = []
    for first in range(len(zones)):
        if not passable[first] or label[first] >= 0:
            continue
        number = len(members)
        part = sorted(flood([first], lambda i: (o for o in free[i] if label[o] < 0)))
        for i in part:
            label[i] = number
        members.append([zones[i] for i in part])
    region_of = {z: label[i] for i, z in enumerate(zones) if label[i] >= 0}
    n = len(members)
    adj: list[dict[int, Gate]] = [{} for _ in range(n)]
    enemy_adj: list[dict[int, Gate]] = [{} for _ in range(n)]
    sides: dict[str, set[int]] = {}
    crossings: dict[str, set[int]] = {}
    for a, b, gate, enemy in gates:
        ra, rb = label[a], label[b]
        for g in gate or ():
            sides.setdefault(g.split(":", 1)[1], set()).update((ra, rb))
        if ra == rb:
            continue
        for table, allowed in ((adj, True), (enemy_adj, enemy)):
            if not allowed:
                continue
            for x, y in ((ra, rb), (rb, ra)):
                if y in table[x] and table[x][y] is None:
                    continue
                if gate is None:
                    table[x][y] = None
                else:
                    table[x][y] = (table[x].get(y) or frozenset()) | gate
    for door in board.doors.values():
        for key in door.edges:
            for cell in edge_cells(key):
                side = board.zone_of(cell)
                if side is not None and side in region_of:
                    sides.setdefault(door.id, set()).add(region_of[side])
    for name, pairs in (named_edges or {}).items():
        for pair in pairs:
            crossings.setdefault(name, set()).update(region_of[z] for z in pair if z in region_of)
    return Regions(
        [tuple(m) for m in members],
        region_of,
        adj,
        enemy_adj,
        [frozenset(region_of[z] for z in u if z in region_of) for u in units],
        {k: frozenset(v) for k, v in sides.items()},
        {k: frozenset(v) for k, v in crossings.items()},
    )
