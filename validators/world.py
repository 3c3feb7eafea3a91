"""What the validators know about a compiled quest: where things are and what role they play.

A :class:`World` is built once per quest revision (see :class:`CheckContext`). It answers the
questions every rule pack asks again and again: which zones a token, door, tile or objective
target occupies; where the heroes start; which tokens are exits, keys or enemy spawn points in
this game system; and which tokens an objective or trigger is about. Roles come from the
system's ``parameters`` when it names them (``startTokens``, ``exitTokens``,
``spawnTokens``, ``runeKeyTokens``, ``linkTokens``…) and otherwise from the defaults below,
one line per bundled system.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from questwright.core.board import Board, Door
from questwright.core.geometry import Cell, cell_ref, edge_cells, parse_ref, segment_edges
from questwright.core.movement import movement
from questwright.core.questlogic.refs import action_use_zones, is_action_zone
from questwright.core.roles import SPAWN_DEFAULTS, Roles
from questwright.schema.model import Objective, Token

__all__ = ["SPAWN_DEFAULTS", "Target", "World"]


@dataclass(frozen=True)
class Target:
    """What an id in an objective, trigger or lock stands for on the board."""

    id: str
    kind: str  # token, door, zone, tile, area, objective, trigger, edge, unknown
    zones: frozenset[str] = frozenset()
    token: Token | None = None
    door: Door | None = None


@dataclass
class World:
    """Lookups over one compiled board (read-only)."""

    board: Board
    _zone_tiles: dict[str, list[str]] = field(default_factory=dict)
    _token_zones: dict[str, frozenset[str]] = field(default_factory=dict)
    _use_zones: dict[str, frozenset[str]] = field(default_factory=dict)
    _door_zones: dict[str, tuple[Door, frozenset[str]]] = field(
        default_factory=dict, repr=False, compare=False
    )
    #: derived tables other modules build once per board (progress: the explain rules)
    derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    # ---------------------------------------------------------------- parameters
    @property
    def system_id(self) -> str:
        return self.board.quest.system

    @cached_property
    def roles(self) -> Roles:
        """Which token types play which part (the core's one home for it)."""
        return Roles(self.board)

    def types(self, parameter: str, default: Iterable[str]) -> tuple[str, ...]:
        return self.roles.types(parameter, default)

    @property
    def start_types(self) -> tuple[str, ...]:
        return self.roles.start_types

    @property
    def exit_types(self) -> tuple[str, ...]:
        return self.roles.exit_types

    @property
    def spawn_types(self) -> tuple[str, ...]:
        return self.roles.spawn_types

    @property
    def pickup_types(self) -> tuple[str, ...]:
        return self.roles.pickup_types

    @property
    def rune_key_types(self) -> tuple[str, ...]:
        return self.roles.rune_key_types

    @property
    def link_types(self) -> tuple[str, ...]:
        """Token types that link zones (staircases): the movement model's ``linkTokens``."""
        return movement(self.board).rules.link_tokens

    @property
    def lethal_terrain(self) -> tuple[str, ...]:
        """Terrain a figure may enter but dies in (Machina pits): no way for reachability."""
        return movement(self.board).rules.lethal_terrain

    # ---------------------------------------------------------------- zones
    def cell_zone(self, cell: Cell | None) -> str | None:
        return self.board.zone_of(cell) if cell is not None else None

    def is_action_zone(self, zone: str) -> bool:
        """A zone made of action spaces (Machina chests, chapter spaces…), used from next door."""
        return is_action_zone(self.board, zone)

    def use_zones(self, zone: str) -> frozenset[str]:
        """Where a figure stands to use ``zone``: itself, or for action spaces the passable
        neighbouring spaces not walled off from it (8 neighbours in octile games)."""
        found = self._use_zones.get(zone)
        if found is None:
            found = self._use_zones[zone] = action_use_zones(self.board, zone)
        return found

    def usable(self, zones: frozenset[str]) -> frozenset[str]:
        out: set[str] = set()
        for z in zones:
            out |= self.use_zones(z)
        return frozenset(out)

    def tile_zones(self, tile_id: str) -> list[str]:
        if not self._zone_tiles:
            for zone in self.board.zones.values():
                if zone.tile:
                    self._zone_tiles.setdefault(zone.tile, []).append(zone.id)
        return self._zone_tiles.get(tile_id, [])

    def token_zones(self, token: Token) -> frozenset[str]:
        """Zones a token occupies: its cell's zone (or footprint), an edge's two sides, a tile."""
        found = self._token_zones.get(token.id)
        if found is None or self.board.tokens.get(token.id) is not token:
            found = self._token_zones[token.id] = self._compute_token_zones(token)
        return found

    def _compute_token_zones(self, token: Token) -> frozenset[str]:
        board = self.board
        if token.cell is not None:
            zones = {board.zone_of(c) for c in board.token_cells(token)}
            return self.usable(frozenset(z for z in zones if z))
        if token.edge is not None:
            out = set()
            for key in board.token_edges(token):
                for c in edge_cells(key):
                    z = board.zone_of(c)
                    if z:
                        out.add(z)
            return frozenset(out)
        if token.tile is not None:
            return frozenset(self.tile_zones(token.tile))
        return frozenset()

    def door_zones(self, door: Door) -> frozenset[str]:
        """Zones beside a door's edges (asked many times per revision: kept per door)."""
        found = self._door_zones.get(door.id)
        if found is not None and found[0] is door:
            return found[1]
        out = set()
        for key in door.edges:
            for c in edge_cells(key):
                z = self.board.zone_of(c)
                if z:
                    out.add(z)
        zones = frozenset(out)
        self._door_zones[door.id] = (door, zones)
        return zones

    # ---------------------------------------------------------------- roles
    def tokens(self, types: Iterable[str]) -> list[Token]:
        wanted = set(types)
        return [t for t in self.board.tokens.values() if t.type in wanted]

    @cached_property
    def start_cells(self) -> list[Cell]:
        """Cells heroes may start on: start tokens, else activated glyphs (descent1)."""
        cells = [t.cell for t in self.tokens(self.start_types) if t.cell is not None]
        if not cells:
            for glyph in self.tokens(("glyph",)):
                if glyph.cell is not None and glyph.properties.get("active") is True:
                    cells.append(glyph.cell)
        return [c for c in cells if c in self.board.cells]

    @cached_property
    def start_zones(self) -> list[str]:
        zones: list[str] = []
        for cell in self.start_cells:
            z = self.board.zone_of(cell)
            if z and z not in zones:
                zones.append(z)
        return zones

    @cached_property
    def exits(self) -> list[Token]:
        return self.tokens(self.exit_types)

    @cached_property
    def spawns(self) -> list[Token]:
        """Enemy spawn tokens (dormant roaming monsters excepted; see :mod:`core.roles`)."""
        return self.roles.spawn_tokens

    # ---------------------------------------------------------------- targets
    @cached_property
    def objectives(self) -> dict[str, Objective]:
        return {o.id: o for o in self.board.quest.objectives}

    @cached_property
    def triggers(self) -> dict[str, object]:
        return {t.id: t for t in self.board.quest.triggers}

    @cached_property
    def areas(self) -> dict[str, list[Cell]]:
        return {a.id: list(a.cells) for a in self.board.quest.areas}

    @property
    def token_kinds(self) -> frozenset[str]:
        """Token type names, and the kinds face-down slots may reveal (md1 pools)."""
        return self.roles.token_kinds

    def tokens_of_kind(self, kind: str) -> list[str]:
        """Tokens of type ``kind``, and face-down slots whose pool may reveal ``kind``."""
        return self.roles.tokens_of_kind(kind)

    @cached_property
    def spawned_names(self) -> frozenset[str]:
        """Names enemies get from spawn effects (``value`` names or ``id``s), for kill targets."""
        names: set[str] = set()
        for trig in self.board.quest.triggers:
            for effect in trig.effects:
                if effect.kind != "spawn":
                    continue
                value = effect.value
                if isinstance(value, str):
                    names.add(value)
                elif isinstance(value, dict):
                    names |= {str(value[k]) for k in ("id", "name", "what") if k in value}
        return frozenset(names)

    def resolve(self, ref: str) -> Target:
        """What ``ref`` names: a token, door, zone, tile, area, objective, trigger, counter
        or edge."""
        board = self.board
        token = board.tokens.get(ref)
        if token is not None:
            return Target(ref, "token", self.token_zones(token), token=token)
        door = board.doors.get(ref)
        if door is not None:
            return Target(ref, "door", self.door_zones(door), door=door)
        if ref in board.zones:
            return Target(ref, "zone", self.use_zones(ref))
        if ref.startswith("cell:"):
            cell = parse_ref(ref)
            zone = board.zone_of(cell) if isinstance(cell, tuple) and len(cell) == 2 else None
            if zone is not None:
                return Target(ref, "zone", self.use_zones(zone))
        if ref in board.tiles:
            return Target(ref, "tile", frozenset(self.tile_zones(ref)))
        if ref in self.areas:
            zones = {board.zone_of(c) for c in self.areas[ref]}
            return Target(ref, "area", frozenset(z for z in zones if z))
        if ref in self.objectives:
            return Target(ref, "objective")
        if ref in self.triggers:
            return Target(ref, "trigger")
        if any(c.id == ref for c in board.quest.counters):
            return Target(ref, "counter")
        for spec in board.quest.edges:
            if spec.id == ref:
                zones = set()
                try:
                    keys = segment_edges(spec.from_, spec.to)
                except ValueError:
                    keys = []
                for key in keys:
                    zones |= {board.zone_of(c) for c in edge_cells(key)} - {None}
                return Target(ref, "edge", frozenset(z for z in zones if z))
        return Target(ref, "unknown")

    def objective_zone(self, objective: Objective) -> str | None:
        return self.cell_zone(objective.zone) if objective.zone is not None else None

    def objective_zones(self, objective: Objective) -> frozenset[str]:
        """Where heroes stand for the objective's ``zone`` (its use zones for action spaces)."""
        zone = self.objective_zone(objective)
        return self.use_zones(zone) if zone is not None else frozenset()

    def describe_zone(self, zone: str) -> str:
        z = self.board.zones.get(zone)
        if z is None:
            return zone
        if self.board.zoning == "cell":
            return zone
        first = min(z.cells, key=lambda c: (c[1], c[0])) if z.cells else None
        return f"{zone}" + (f" ({cell_ref(first)})" if first else "")
