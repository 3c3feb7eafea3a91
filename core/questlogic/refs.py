"""What a quest reference names on a compiled board.

Objectives, triggers, locks and effects refer to things by id: a token, a door, a zone, a
``cell:x,y``, a placed tile, a reveal area, a quest edge, an objective, a trigger or a
counter. :class:`Refs` answers what an id names and which zones it occupies, for the quest
logic model (:mod:`.model`).

Action spaces (Machina chests, chapter spaces…) are used from next door: a reference to
one names the passable neighbouring zones a figure stands in to use it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from questwright.core.board import Board
from questwright.core.geometry import edge_cells, parse_ref, segment_edges
from questwright.core.movement import EVERY, movement
from questwright.schema.model import Token

__all__ = ["Ref", "Refs", "action_use_zones", "is_action_zone"]


def is_action_zone(board: Board, zone: str) -> bool:
    """A zone made only of action spaces (used from a neighbouring space)."""
    z = board.zones.get(zone)
    if z is None or not z.cells:
        return False
    for cell in z.cells:
        terrain = board.terrain_def(cell)
        if terrain is None or not terrain.action:
            return False
    return True


def action_use_zones(board: Board, zone: str) -> frozenset[str]:
    """Where a figure stands to use ``zone``: itself, or for an action space the passable
    neighbouring spaces not walled off from it (8 neighbours in 8-way games; doors may be
    opened, walls and barriers stay)."""
    if not is_action_zone(board, zone):
        return frozenset({zone})
    model = movement(board)
    octile = board.adjacency == "octile"
    found: set[str] = set()
    for cell in board.zones[zone].cells:
        x, y = cell
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                if (dx, dy) == (0, 0) or (dx and dy and not octile):
                    continue
                other = (x + dx, y + dy)
                near = board.zone_of(other)
                if near is None or near == zone or not board.cell_passable(other):
                    continue
                if is_action_zone(board, near):
                    continue
                if model.step_passes(cell, other, "hero", opened=EVERY):
                    found.add(near)
    return frozenset(found)


@dataclass(frozen=True)
class Ref:
    """What an id names: ``kind`` is token, door, zone, tile, area, objective, trigger,
    counter, edge or unknown; ``zones`` the zones it occupies (where a figure stands to use
    it)."""

    id: str
    kind: str
    zones: frozenset[str] = frozenset()


class Refs:
    """Reference lookups over one compiled board (read-only).

    ``use_zones(zone)`` says where a figure stands to use a zone (default
    :func:`action_use_zones`; the validators pass their world's, which caches it).
    """

    def __init__(
        self, board: Board, use_zones: Callable[[str], frozenset[str]] | None = None
    ) -> None:
        self.board = board
        self.use_zones = use_zones or (lambda zone: action_use_zones(board, zone))
        self._cache: dict[str, Ref] = {}

    # ------------------------------------------------------------------ zones
    @cached_property
    def tile_zones(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {}
        for zone in self.board.zones.values():
            if zone.tile:
                out.setdefault(zone.tile, []).append(zone.id)
        return {tile: tuple(zones) for tile, zones in out.items()}

    def token_zones(self, token: Token) -> frozenset[str]:
        """Zones a token occupies: its cells' zones (use zones for action spaces), an edge's
        two sides, or a tile's zones."""
        board = self.board
        if token.cell is not None:
            zones: set[str] = set()
            for cell in board.token_cells(token):
                z = board.zone_of(cell)
                if z is not None:
                    zones |= self.use_zones(z)
            return frozenset(zones)
        if token.edge is not None:
            out = set()
            for key in board.token_edges(token):
                for cell in edge_cells(key):
                    z = board.zone_of(cell)
                    if z:
                        out.add(z)
            return frozenset(out)
        if token.tile is not None:
            return frozenset(self.tile_zones.get(token.tile, ()))
        return frozenset()

    @cached_property
    def areas(self) -> dict[str, frozenset[str]]:
        board = self.board
        out = {}
        for area in board.quest.areas:
            zones = {board.zone_of(c) for c in area.cells}
            out[area.id] = frozenset(z for z in zones if z)
        return out

    @cached_property
    def quest_edges(self) -> dict[str, frozenset[str]]:
        """Zones beside each quest edge that has an id."""
        board = self.board
        out: dict[str, frozenset[str]] = {}
        for spec in board.quest.edges:
            if not spec.id:
                continue
            try:
                keys = segment_edges(spec.from_, spec.to)
            except ValueError:
                keys = []
            zones = set()
            for key in keys:
                zones |= {board.zone_of(c) for c in edge_cells(key)} - {None}
            out[spec.id] = frozenset(z for z in zones if z)
        return out

    def resolve(self, ref: str) -> Ref:
        """What ``ref`` names (see the module docstring)."""
        found = self._cache.get(ref)
        if found is None:
            found = self._cache[ref] = self._resolve(ref)
        return found

    def _resolve(self, ref: str) -> Ref:
        board = self.board
        token = board.tokens.get(ref)
        if token is not None:
            return Ref(ref, "token", self.token_zones(token))
        door = board.doors.get(ref)
        if door is not None:
            sides = {board.zone_of(c) for key in door.edges for c in edge_cells(key)}
            return Ref(ref, "door", frozenset(z for z in sides if z))
        if ref in board.zones:
            return Ref(ref, "zone", self.use_zones(ref))
        if ref.startswith("cell:"):
            cell = parse_ref(ref)
            zone = board.zone_of(cell) if isinstance(cell, tuple) and len(cell) == 2 else None
            if zone is not None:
                return Ref(ref, "zone", self.use_zones(zone))
        if ref in board.tiles:
            return Ref(ref, "tile", frozenset(self.tile_zones.get(ref, ())))
        if ref in self.areas:
            return Ref(ref, "area", self.areas[ref])
        quest = board.quest
        if any(o.id == ref for o in quest.objectives):
            return Ref(ref, "objective")
        if any(t.id == ref for t in quest.triggers):
            return Ref(ref, "trigger")
        if any(c.id == ref for c in quest.counters):
            return Ref(ref, "counter")
        if ref in self.quest_edges:
            return Ref(ref, "edge", self.quest_edges[ref])
        return Ref(ref, "unknown")

    def zones(self, ref: str | None) -> frozenset[str]:
        return self.resolve(ref).zones if ref else frozenset()

    @cached_property
    def zone_names(self) -> dict[str, tuple[str, ...]]:
        """Names an event about a zone carries: its id, its tile and the tokens placed in it
        (what an ``enter-zone`` trigger's target may be)."""
        board = self.board
        names: dict[str, list[str]] = {z.id: [z.id] for z in board.zones.values()}
        for zone in board.zones.values():
            if zone.tile:
                names[zone.id].append(zone.tile)
        for token in board.tokens.values():
            where = board.token_zone(token)
            if where in names:
                names[where].append(token.id)
        return {z: tuple(n) for z, n in names.items()}
