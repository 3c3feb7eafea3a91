"""The typed, Qt-free model of Questwright files: game systems, tilesets and quests.

Plain dataclasses that mirror the JSON Schemas in this folder field for field (a test checks
that each schema property has a model field). Definitions (systems, tile faces, token types)
live in tilesets; a quest holds instances that refer to them by stable string ids. Derived
data (cells, zones, graph, sight) is computed by :mod:`questwright.core.board`, never stored here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "CORNER_RULES",
    "FORMAT_VERSION",
    "Area",
    "Cell",
    "Condition",
    "Counter",
    "EdgeKindDef",
    "EdgeSpec",
    "Effect",
    "Feature",
    "FeatureTypeDef",
    "Geometry",
    "Lock",
    "LossCondition",
    "MovementParameters",
    "Objective",
    "Party",
    "PropertyDef",
    "Quest",
    "QuestItem",
    "Segment",
    "System",
    "TerrainDef",
    "TerrainPatch",
    "TileDef",
    "TileFace",
    "TilePlacement",
    "Tileset",
    "Token",
    "TokenTypeDef",
    "Trigger",
    "TriggerEvent",
    "Vertex",
    "Waiver",
    "ZoneDef",
]

#: The format version this program writes (and the newest it reads).
FORMAT_VERSION = 1

Cell = tuple[int, int]
Vertex = tuple[int, int]


def _json(name: str, **extra: Any) -> dict[str, Any]:
    return {"json": name, **extra}


def _keep() -> dict[str, Any]:
    return {"keep": True}


# --------------------------------------------------------------------------- shared parts


@dataclass
class Segment:
    """An axis-aligned segment on lattice lines, from one vertex to another."""

    from_: Vertex = field(default=(0, 0), metadata=_json("from"))
    to: Vertex = (0, 0)


@dataclass
class Party:
    """How many heroes a quest (or a system) supports."""

    min: int = 1
    max: int = 4


@dataclass
class Lock:
    """What keeps a door shut: a key token, a rune colour, a code chip or a quest condition."""

    kind: str = "key"
    keys: list[str] = field(default_factory=list)
    color: str | None = None
    requires: list[str] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class EdgeSpec:
    """A wall, door, opening, window, barrier or ``open`` override along a lattice segment."""

    kind: str = "wall"
    from_: Vertex = field(default=(0, 0), metadata=_json("from"))
    to: Vertex = (0, 0)
    id: str | None = None
    state: str | None = None
    lock: Lock | None = None
    area: str | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TerrainPatch:
    """A terrain kind laid on some cells."""

    kind: str = ""
    cells: list[Cell] = field(default_factory=list)
    id: str | None = None
    area: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- game system


@dataclass
class Geometry:
    """How a system's board is cut into zones, moved over and seen across."""

    zoning: str = "tile"
    adjacency: str = "orthogonal"
    sight: str = "zone-walk"
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class EdgeKindDef:
    label: str = ""
    blocks_move: bool = field(default=False, metadata=_json("blocksMove", keep=True))
    blocks_sight: bool = field(default=False, metadata=_json("blocksSight", keep=True))
    description: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TerrainDef:
    label: str = ""
    passable: bool = field(default=True, metadata=_keep())
    blocks_sight: bool = field(default=False, metadata=_json("blocksSight", keep=True))
    hazard: bool = False
    obstacle: bool = False
    action: bool = False
    color: str | None = None
    description: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class PropertyDef:
    """A typed property of a token or feature type."""

    type: str = "string"
    enum: list[Any] = field(default_factory=list)
    ref_types: list[str] = field(default_factory=list, metadata=_json("refTypes"))
    default: Any = None
    minimum: float | None = None
    maximum: float | None = None
    description: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TokenTypeDef:
    label: str = ""
    anchor: str = "cell"
    limit: int | None = None
    required: bool = False
    icon: str | None = None
    color: str | None = None
    description: str | None = None
    properties: dict[str, PropertyDef] = field(default_factory=dict)
    blocks_move: bool = field(default=False, metadata=_json("blocksMove"))
    blocks_sight: bool = field(default=False, metadata=_json("blocksSight"))
    footprint: bool = False
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class FeatureTypeDef:
    label: str = ""
    anchor: str = "cell"
    description: str | None = None
    properties: dict[str, PropertyDef] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class System:
    """A game system: geometry profile, kinds of things, token types and rule parameters."""

    id: str = ""
    name: str = ""
    format: str = field(default="questwright-system", metadata=_keep())
    format_version: int = field(default=FORMAT_VERSION, metadata=_json("formatVersion", keep=True))
    compatible_with: str | None = field(default=None, metadata=_json("compatibleWith"))
    stand_in: str | None = field(default=None, metadata=_json("standIn"))
    description: str | None = None
    geometry: Geometry = field(default_factory=Geometry)
    party: Party = field(default_factory=Party)
    edge_kinds: dict[str, EdgeKindDef] = field(default_factory=dict, metadata=_json("edgeKinds"))
    lock_kinds: dict[str, Any] = field(default_factory=dict, metadata=_json("lockKinds"))
    terrain: dict[str, TerrainDef] = field(default_factory=dict)
    token_types: dict[str, TokenTypeDef] = field(default_factory=dict, metadata=_json("tokenTypes"))
    feature_types: dict[str, FeatureTypeDef] = field(
        default_factory=dict, metadata=_json("featureTypes")
    )
    tile_categories: list[str] = field(default_factory=list, metadata=_json("tileCategories"))
    sight_conventions: dict[str, Any] = field(
        default_factory=dict, metadata=_json("sightConventions")
    )
    parameters: dict[str, Any] = field(default_factory=dict)
    tilesets: list[str] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


#: Values of the ``diagonalCornerRule`` parameter.
CORNER_RULES = ("blocked-if-both-routes-walled", "blocked-if-either-route-walled")


def _setting(name: str, description: str, **extra: Any) -> dict[str, Any]:
    return {"json": name, "description": description, **extra}


@dataclass
class MovementParameters:
    """The movement settings among a system's ``parameters`` (a quest may override them).

    Not a part of a file of its own: it declares, once, the name, type, default and meaning
    of the parameters that :mod:`questwright.core.movement` reads. The defaults are the
    behaviour of a system that does not set them.
    """

    link_tokens: list[str] = field(
        default_factory=lambda: ["staircase"],
        metadata=_setting(
            "linkTokens",
            "Token types that join the zones they stand in to every zone holding a token of "
            "the same type and group (property group, else color), such as staircases.",
        ),
    )
    enemies_use_links: bool = field(
        default=False,
        metadata=_setting("enemiesUseLinks", "Enemies move through links (staircases) too."),
    )
    enemies_open_doors: bool = field(
        default=False,
        metadata=_setting(
            "enemiesOpenDoors",
            "Enemies open closed, unlocked doors themselves; otherwise they pass only doors "
            "the heroes opened.",
        ),
    )
    enemies_open_locked_doors: bool = field(
        default=False,
        metadata=_setting(
            "enemiesOpenLockedDoors",
            "Enemies pass locked doors (key, rune, code-chip or condition locks) as well.",
        ),
    )
    diagonal_corner_rule: str = field(
        default=CORNER_RULES[0],
        metadata=_setting(
            "diagonalCornerRule",
            "8-way systems: when a diagonal step is refused. blocked-if-both-routes-walled: "
            "only when both routes round the corner are walled; blocked-if-either-route-"
            "walled: when either is. Closed doors and the board edge count as walls.",
            enum=list(CORNER_RULES),
        ),
    )
    lethal_terrain: list[str] = field(
        default_factory=list,
        metadata=_setting(
            "lethalTerrain",
            "Terrain kinds a figure may enter but dies in (pits): never a way through when "
            "the validators look for one.",
        ),
    )


# --------------------------------------------------------------------------- tilesets


@dataclass
class ZoneDef:
    id: str = ""
    kind: str = "room"
    light: str = "light"
    cells: list[Cell] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    name: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Feature:
    """Something printed on a tile face: a camera icon, a lock symbol, an action space…"""

    type: str = ""
    cell: Cell | None = None
    edge: Segment | None = None
    id: str | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TileFace:
    size: tuple[int, int] = (1, 1)
    label: str | None = None
    void: list[Cell] = field(default_factory=list)
    perimeter: str = "open"
    zones: list[ZoneDef] = field(default_factory=list)
    edges: list[EdgeSpec] = field(default_factory=list)
    terrain: list[TerrainPatch] = field(default_factory=list)
    features: list[Feature] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TileDef:
    id: str = ""
    name: str = ""
    category: str | None = None
    tags: list[str] = field(default_factory=list)
    sides: dict[str, TileFace] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Tileset:
    id: str = ""
    system: str = ""
    name: str = ""
    format: str = field(default="questwright-tileset", metadata=_keep())
    format_version: int = field(default=FORMAT_VERSION, metadata=_json("formatVersion", keep=True))
    stand_in: str | None = field(default=None, metadata=_json("standIn"))
    description: str | None = None
    tiles: list[TileDef] = field(default_factory=list, metadata=_keep())
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- quests


@dataclass
class TilePlacement:
    """A tile face placed on the board: ``at`` is the top-left of the rotated footprint."""

    id: str = ""
    tile: str = ""
    side: str = "A"
    at: Cell = (0, 0)
    rotation: int = field(default=0, metadata=_keep())
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Token:
    """A typed token anchored to one cell, one edge segment or one tile."""

    id: str = ""
    type: str = ""
    cell: Cell | None = None
    edge: Segment | None = None
    tile: str | None = None
    size: tuple[int, int] | None = None
    area: str | None = None
    face_down: bool | None = field(default=None, metadata=_json("faceDown"))
    properties: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Area:
    """A reveal area (descent1): its contents appear when a hero first sees one of its cells."""

    id: str = ""
    name: str | None = None
    cells: list[Cell] = field(default_factory=list)
    text: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Objective:
    id: str = ""
    kind: str = "reach"
    targets: list[str] = field(default_factory=list)
    count: int | None = None
    zone: Cell | None = None
    after: list[str] = field(default_factory=list)
    text: str | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TriggerEvent:
    event: str = "round-start"
    target: str | None = None
    round: int | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Effect:
    kind: str = "message"
    target: str | None = None
    value: Any = None
    text: str | None = None
    at: str | None = None
    count: int | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Condition:
    """A trigger condition: every field given must hold (``not_`` negates the whole)."""

    counter: str | None = None
    at: str | None = None
    min: int | None = None
    max: int | None = None
    picked: list[str] = field(default_factory=list)
    killed: list[str] = field(default_factory=list)
    destroyed: list[str] = field(default_factory=list)
    done: list[str] = field(default_factory=list)
    fired: list[str] = field(default_factory=list)
    visited: str | None = None
    hero_in: str | None = field(default=None, metadata=_json("heroIn"))
    enemy_in: str | None = field(default=None, metadata=_json("enemyIn"))
    enemy: str | None = None
    round_min: int | None = field(default=None, metadata=_json("roundMin"))
    round_max: int | None = field(default=None, metadata=_json("roundMax"))
    round_every: int | None = field(default=None, metadata=_json("roundEvery"))
    party_min: int | None = field(default=None, metadata=_json("partyMin"))
    party_max: int | None = field(default=None, metadata=_json("partyMax"))
    not_: bool | None = field(default=None, metadata=_json("not"))
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Trigger:
    id: str = ""
    on: TriggerEvent = field(default_factory=TriggerEvent)
    once: bool = field(default=True, metadata=_keep())
    if_: list[Condition] = field(default_factory=list, metadata=_json("if"))
    effects: list[Effect] = field(default_factory=list, metadata=_keep())
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Counter:
    """A number the quest keeps: one value, or one per tile or zone."""

    id: str = ""
    scope: str = "quest"
    start: Any = None
    threshold: int | None = None
    text: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class QuestItem:
    """A quest item kind heroes carry; ``place`` MP puts one in the hero's zone."""

    id: str = ""
    name: str | None = None
    place: int | None = None
    cleanup: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class LossCondition:
    id: str = ""
    kind: str = "round-limit"
    target: str | None = None
    rounds: int | None = None
    text: str | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Waiver:
    """An author's written decision to accept a warning on one ref."""

    code: str = ""
    ref: str = ""
    reason: str = ""
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Quest:
    id: str = ""
    system: str = ""
    title: str = ""
    format: str = field(default="questwright-quest", metadata=_keep())
    format_version: int = field(default=FORMAT_VERSION, metadata=_json("formatVersion", keep=True))
    author: str | None = None
    description: str | None = None
    language: str | None = None
    license: str | None = None
    party: Party | None = None
    tilesets: list[str] = field(default_factory=list)
    tiles: list[TilePlacement] = field(default_factory=list, metadata=_keep())
    edges: list[EdgeSpec] = field(default_factory=list)
    terrain: list[TerrainPatch] = field(default_factory=list)
    tokens: list[Token] = field(default_factory=list, metadata=_keep())
    areas: list[Area] = field(default_factory=list)
    objectives: list[Objective] = field(default_factory=list)
    triggers: list[Trigger] = field(default_factory=list)
    counters: list[Counter] = field(default_factory=list)
    items: list[QuestItem] = field(default_factory=list)
    loss: list[LossCondition] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    parameters: dict[str, Any] = field(default_factory=dict)
    waivers: list[Waiver] = field(default_factory=list)
    extras: dict[str, Any] = field(default_factory=dict)
