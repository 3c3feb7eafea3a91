"""The typed, Qt-free model of Questwright files: game systems, tilesets and quests.

Each class is the one declaration of a file object: its fields carry their JSON key,
description and limits (:func:`~questwright.schema.spec.prop`), and the JSON Schemas in this
folder are generated from them (:mod:`.generate`). Definitions (systems, tile faces, token
types) live in tilesets; a quest holds instances that refer to them by stable string ids.
Derived data (cells, zones, graph, sight) is computed by :mod:`questwright.core.board`, never
stored here. Pack manifests are declared in :mod:`.manifest`, rule parameters and setup in
:mod:`.parameters`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questwright.schema.spec import (
    COUNT_LIMIT,
    EDGES_LIMIT,
    FACE_ZONES_LIMIT,
    ROUND_LIMIT,
    TILES_LIMIT,
    TOKENS_LIMIT,
    VALUE_LIMIT,
    Cell,
    Cells,
    Id,
    Size,
    TokenSize,
    Value,
    Vertex,
    prop,
)

__all__ = [
    "ENEMY_RULES",
    "FORMAT_VERSION",
    "Area",
    "Cell",
    "ChosenHero",
    "Condition",
    "Counter",
    "DoorSpace",
    "EdgeKindDef",
    "EdgeSpec",
    "Effect",
    "Feature",
    "FeatureTypeDef",
    "Geometry",
    "Lock",
    "LossCondition",
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
    "enemy_rule_problem",
    "enemy_rules_schema",
]


def _parameters() -> tuple[dict[str, type], type]:
    # Imported when a schema is generated, not when a file is loaded (start-up time).
    from questwright.schema.parameters import PARAMETERS, OtherParameters

    return PARAMETERS, OtherParameters


def _setups() -> tuple[dict[str, type], type]:
    from questwright.schema.parameters import SETUPS, OtherSetup

    return SETUPS, OtherSetup


def _sight_conventions() -> type:
    from questwright.schema.parameters import SightConventions

    return SightConventions


def _edge_properties() -> type:
    from questwright.schema.parameters import EdgeProperties

    return EdgeProperties


#: The format version this program writes (and the newest it reads).
FORMAT_VERSION = 1
VERSION_DOC = "Version of the file format; older versions are migrated on load."


# --------------------------------------------------------------------------- shared parts


@dataclass
class Segment:
    """An axis-aligned segment on lattice lines."""

    from_: Vertex = prop("First end.", (0, 0), json="from", required=True)
    to: Vertex = prop("Second end.", (0, 0), required=True)


@dataclass
class Party:
    """How many heroes are supported."""

    min: int = prop("Fewest.", 1, required=True, minimum=1, maximum=12)
    max: int = prop("Most.", 4, required=True, minimum=1, maximum=12)


@dataclass
class Lock:
    """What keeps a door shut until it is met."""

    kind: str = prop(
        "key, rune, code-chip or condition (the system lists its lock kinds).",
        "key",
        required=True,
    )
    keys: list[Id] = prop("Token ids of the keys that open it (kind key).", factory=list)
    color: str | None = prop("Rune colour (kind rune).", None)
    requires: list[Id] = prop(
        "Objective or trigger ids that must be done first (kind condition).", factory=list
    )
    extras: dict[str, Any] = field(default_factory=dict)


EDGE_KINDS = ["open", "wall", "opening", "door", "window", "barrier"]


@dataclass
class EdgeSpec:
    """A wall, door, opening, window, barrier or open override along a lattice segment."""

    kind: str = prop("What stands on the segment.", "wall", required=True, enum=EDGE_KINDS)
    from_: Vertex = prop("First end of the segment.", (0, 0), json="from", required=True)
    to: Vertex = prop("Second end of the segment.", (0, 0), required=True)
    id: Id | None = prop("Stable id (required for doors).", None)
    state: str | None = prop(
        "Door state (destroyed: open for good, never closed again; Machina Arcana).",
        None,
        enum=["closed", "open", "locked", "destroyed"],
    )
    lock: Lock | None = prop("Lock of a door.", None)
    area: Id | None = prop("Reveal area that holds it (descent1).", None)
    properties: dict[str, Value] = prop(
        "Typed properties (the keys the rules read: docs/format.md, Edge properties).",
        factory=dict,
        shape=_edge_properties,
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class DoorSpace:
    """A door that occupies a space (Machina Arcana's door spaces): closed, the space is
    impassable and blocks sight; open or destroyed, it is a passable space."""

    id: Id = prop("Stable id (shared with the doors on edges).", "", required=True)
    cell: Cell = prop("The space the door occupies.", (0, 0), required=True)
    state: str | None = prop(
        "Door state (absent: closed; destroyed: open for good, never closed again).",
        None,
        enum=["closed", "open", "locked", "destroyed"],
    )
    lock: Lock | None = prop("Lock of the door.", None)
    area: Id | None = prop("Reveal area that holds it (descent1).", None)
    properties: dict[str, Value] = prop("Typed properties.", factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TerrainPatch:
    """A terrain kind laid on cells."""

    kind: str = prop("A terrain kind of the system.", "", required=True)
    cells: Cells = prop("Cells it covers.", factory=list, required=True)
    id: Id | None = prop("Stable id.", None)
    area: Id | None = prop("Reveal area that holds it (descent1).", None)
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- game system


@dataclass
class Geometry:
    """How the board is cut into zones, moved over and seen across."""

    zoning: str = prop(
        "tile: tiles define zones; cell: every cell is a zone.",
        "tile",
        required=True,
        enum=["tile", "cell"],
    )
    adjacency: str = prop(
        "Neighbours for movement.", "orthogonal", required=True, enum=["orthogonal", "octile"]
    )
    sight: str = prop(
        "Line-of-sight model.", "zone-walk", required=True, enum=["zone-walk", "centre-line"]
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class EdgeKindDef:
    """An edge kind."""

    label: str = prop("Display name.", "")
    blocks_move: bool = prop("Blocks movement.", False, json="blocksMove", keep=True)
    blocks_sight: bool = prop("Blocks line of sight.", False, json="blocksSight", keep=True)
    description: str | None = prop("Rules meaning.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TerrainDef:
    """A terrain kind."""

    label: str = prop("Display name.", "")
    passable: bool = prop("Figures may enter it.", True, keep=True)
    blocks_sight: bool = prop("Blocks line of sight.", False, json="blocksSight", keep=True)
    hazard: bool = prop("Hurts or kills who enters.", False)
    obstacle: bool = prop("Blocks obstacle-sensitive attacks.", False)
    action: bool = prop("An action space used from next to it.", False)
    color: str | None = prop("Fill colour for drawing, #rrggbb.", None)
    description: str | None = prop("Rules meaning.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class PropertyDef:
    """A typed property of a token or feature type."""

    type: str = prop(
        "Value type.",
        "string",
        required=True,
        enum=["string", "integer", "number", "boolean", "enum", "ref", "list"],
    )
    enum: list[Any] = prop("Allowed values (type enum).", factory=list)
    ref_types: list[str] = prop(
        "What a ref may point at: token types, or door, zone, objective.",
        factory=list,
        json="refTypes",
    )
    default: Any = prop("Value when the property is absent.", None)
    minimum: float | None = prop("Smallest allowed number.", None)
    maximum: float | None = prop("Largest allowed number.", None)
    description: str | None = prop("What the property means.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TokenTypeDef:
    """A token type."""

    label: str = prop("Display name.", "", required=True)
    anchor: str = prop(
        "What it is anchored to.", "cell", required=True, enum=["zone", "cell", "edge", "tile"]
    )
    limit: int | None = prop(
        "How many the box holds (null: no limit).",
        None,
        nullable=True,
        minimum=0,
        maximum=COUNT_LIMIT,
    )
    required: bool = prop("A quest needs at least one.", False)
    icon: str | None = prop("Icon name for the editor.", None)
    color: str | None = prop("Colour for drawing, #rrggbb.", None)
    description: str | None = prop("Rules meaning.", None)
    properties: dict[str, PropertyDef] = prop("Typed properties by name.", factory=dict)
    blocks_move: bool = prop("Figures cannot enter it.", False, json="blocksMove")
    blocks_sight: bool = prop("Blocks line of sight.", False, json="blocksSight")
    footprint: bool = prop("May cover several cells (size).", False)
    obstacle: bool | None = prop(
        "An obstacle: ordinary ranged targeting cannot pass it (targeting that ignores "
        "obstacles can); Machina Arcana's exploding barrels. Absent: not an obstacle.",
        None,
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class FeatureTypeDef:
    """A printed feature type."""

    label: str = prop("Display name.", "", required=True)
    anchor: str = prop("Cell or edge.", "cell", enum=["zone", "cell", "edge"])
    description: str | None = prop("Rules meaning.", None)
    properties: dict[str, PropertyDef] = prop("Typed properties by name.", factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class System:
    """A game system: geometry profile, edge and terrain kinds, token types, rule parameters."""

    id: Id = prop("System id (md1, md2, ddd, descent1, machina).", "", required=True)
    name: str = prop("Display name.", "", required=True)
    format: str = prop(
        "Always 'questwright-system'.",
        "questwright-system",
        required=True,
        const="questwright-system",
    )
    format_version: int = prop(
        VERSION_DOC, FORMAT_VERSION, json="formatVersion", required=True, minimum=1
    )
    compatible_with: str | None = prop(
        "The game this system is compatible with.", None, json="compatibleWith"
    )
    stand_in: str | None = prop(
        "Says that the content is our own stand-in, not the publisher's.", None, json="standIn"
    )
    description: str | None = prop("What the system covers.", None)
    geometry: Geometry = prop("How the board is cut into zones.", factory=Geometry, required=True)
    party: Party = prop("Hero counts the game supports.", factory=Party)
    edge_kinds: dict[str, EdgeKindDef] = prop(
        "Edge kinds the system uses, by name.",
        factory=dict,
        json="edgeKinds",
        keys={"enum": EDGE_KINDS},
    )
    lock_kinds: dict[str, Any] = prop(
        "Lock kinds the system uses, by name.", factory=dict, json="lockKinds"
    )
    terrain: dict[str, TerrainDef] = prop("Terrain kinds, by name.", factory=dict)
    token_types: dict[str, TokenTypeDef] = prop(
        "Token types, by name.", factory=dict, json="tokenTypes"
    )
    feature_types: dict[str, FeatureTypeDef] = prop(
        "Things printed on tiles, by name.", factory=dict, json="featureTypes"
    )
    tile_categories: list[str] = prop(
        "Tile categories (ddd: corner, outer, inner, entrance, lab).",
        factory=list,
        json="tileCategories",
    )
    sight_conventions: dict[str, Any] = prop(
        "Centre-line conventions C1–C10.",
        factory=dict,
        json="sightConventions",
        shape=_sight_conventions,
    )
    parameters: dict[str, Any] = prop(
        "Rule parameters, typed by the system id; quests may override them.",
        factory=dict,
        by=("id", _parameters),
    )
    tilesets: list[Id] = prop("Tileset ids bundled with the system.", factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- tilesets


@dataclass
class ZoneDef:
    """A zone of the face."""

    id: Id = prop("Zone id within the face.", "", required=True)
    kind: str = prop("Zone kind.", "room", enum=["room", "corridor", "space"])
    light: str = prop("Lighting.", "light", enum=["light", "shadow"])
    cells: Cells = prop("Cells of the zone.", factory=list, required=True)
    tags: list[str] = prop("Free tags (abyss, bridge, central…).", factory=list)
    name: str | None = prop("Display name.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Feature:
    """Something printed on a tile face: a camera icon, a lock symbol, an action space…"""

    type: str = prop("A feature type of the system.", "", required=True)
    cell: Cell | None = prop("Cell it sits on.", None)
    edge: Segment | None = prop("Edge segment it sits on.", None)
    id: Id | None = prop("Stable id within the face.", None)
    properties: dict[str, Value] = prop("Typed properties.", factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TileFace:
    """One face of a tile."""

    size: Size = prop("Width and height in cells.", (1, 1), required=True)
    label: str | None = prop("Printed face name, e.g. 6V.", None)
    void: Cells = prop("Cells of the box not on the tile.", factory=list)
    perimeter: str = prop("Default kind of the outer edges.", "open", enum=["open", "wall"])
    zones: list[ZoneDef] = prop(
        "Zones (tile zoning systems).", factory=list, maxItems=FACE_ZONES_LIMIT
    )
    edges: list[EdgeSpec] = prop("Printed walls, openings, doorways, windows.", factory=list)
    door_spaces: list[DoorSpace] = prop(
        "Printed doors that occupy a space.", factory=list, json="doorSpaces"
    )
    terrain: list[TerrainPatch] = prop("Printed terrain.", factory=list)
    features: list[Feature] = prop("Printed features.", factory=list)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class TileDef:
    """A double-sided (or one-sided) tile."""

    id: Id = prop("Tile id.", "", required=True)
    name: str = prop("Display name.", "", required=True)
    category: str | None = prop("Category (a tileCategory of the system).", None)
    tags: list[str] = prop("Free tags.", factory=list)
    sides: dict[str, TileFace] = prop(
        "Faces by side name (A, B).", factory=dict, required=True, minProperties=1
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Tileset:
    """A catalogue of tiles for one game system."""

    id: Id = prop("Tileset id.", "", required=True)
    system: Id = prop("System id.", "", required=True)
    name: str = prop("Display name.", "", required=True)
    format: str = prop(
        "Always 'questwright-tileset'.",
        "questwright-tileset",
        required=True,
        const="questwright-tileset",
    )
    format_version: int = prop(
        VERSION_DOC, FORMAT_VERSION, json="formatVersion", required=True, minimum=1
    )
    stand_in: str | None = prop("Says that the tiles are our own stand-ins.", None, json="standIn")
    description: str | None = prop("What the tileset holds.", None)
    tiles: list[TileDef] = prop("The tiles.", factory=list, required=True)
    extras: dict[str, Any] = field(default_factory=dict)


# --------------------------------------------------------------------------- quests


@dataclass
class TilePlacement:
    """A placed tile face: ``at`` is the top-left of the rotated footprint."""

    id: Id = prop("Instance id.", "", required=True)
    tile: Id = prop("Tile id in a tileset.", "", required=True)
    side: str = prop("Face (A or B).", "A", required=True)
    at: Cell = prop("Top-left cell of the rotated footprint.", (0, 0), required=True)
    rotation: int = prop("Clockwise rotation in degrees.", 0, required=True, enum=[0, 90, 180, 270])
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Token:
    """A typed token placed on the board, anchored to one cell, one edge segment or one tile."""

    id: Id = prop("Stable id.", "", required=True)
    type: str = prop("A token type of the system.", "", required=True)
    cell: Cell | None = prop("Cell anchor (also used for zone tokens).", None)
    edge: Segment | None = prop("Edge anchor.", None)
    tile: Id | None = prop("Tile instance anchor.", None)
    size: TokenSize | None = prop("Footprint for large figures.", None)
    area: Id | None = prop("Reveal area that holds it (descent1).", None)
    face_down: bool | None = prop("Placed face down.", None, json="faceDown")
    properties: dict[str, Value] = prop("Typed properties.", factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Area:
    """A reveal area (descent1): its contents appear when a hero first sees one of its cells."""

    id: Id = prop("Area id.", "", required=True)
    name: str | None = prop("Display name.", None)
    cells: Cells = prop("Cells of the area.", factory=list, required=True)
    text: str | None = prop("Text read when it is revealed (our own words).", None)
    extras: dict[str, Any] = field(default_factory=dict)


OBJECTIVE_KINDS = [
    "pickup",
    "collect",
    "escape",
    "hold",
    "kill",
    "destroy",
    "open",
    "activate",
    "reach",
    "lure",
]


@dataclass
class Objective:
    """An objective."""

    id: Id = prop("Objective id.", "", required=True)
    kind: str = prop("Objective kind.", "reach", required=True, enum=OBJECTIVE_KINDS)
    targets: list[Id] = prop("Ids of the tokens, doors or zones it is about.", factory=list)
    count: int | None = prop("How many (collect).", None, minimum=1, maximum=COUNT_LIMIT)
    zone: Cell | None = prop("A cell of the zone meant (hold).", None)
    after: list[Id] = prop("Objectives that must be done first.", factory=list)
    text: str | None = prop("Text for players.", None)
    properties: dict[str, Value] = prop("Kind-specific settings.", factory=dict)
    extras: dict[str, Any] = field(default_factory=dict)


TRIGGER_EVENTS = [
    "pickup",
    "enter-zone",
    "cross-edge",
    "door-opened",
    "round-start",
    "round-end",
    "enemy-killed",
    "item-gained",
    "objective-complete",
    "object-destroyed",
    "hero-round-start",
    "counter-reached",
    "chamber-revealed",
    "enemy-enters-zone",
    "activated",
    "hero-killed",
    "event-drawn",
    "deck-reshuffled",
]


@dataclass
class TriggerEvent:
    """The event that fires a trigger."""

    event: str = prop("Event kind.", "round-start", required=True, enum=TRIGGER_EVENTS)
    target: Id | None = prop("What the event concerns.", None)
    round: int | None = prop("Round number.", None, minimum=1, maximum=ROUND_LIMIT)
    extras: dict[str, Any] = field(default_factory=dict)


EFFECT_KINDS = [
    "spawn",
    "give-xp",
    "reveal",
    "open-door",
    "close-door",
    "unlock",
    "remove-tile",
    "win",
    "lose",
    "message",
    "wake",
    "give-item",
    "counter",
    "damage",
    "set-level",
    "remove-zone",
    "set-enemy",
    "refill-treasure",
    "destroy",
    "discard",
    "choose-hero",
]

#: What a ``set-enemy`` effect may set on an enemy, and what a monster's ``skills`` in a
#: stand-in content file give it from the start: rule -> (JSON type, allowed values or
#: ``None``, what it does). The md1/md2 rulesets read these keys, the content schema and
#: the validators check them; docs/engine.md explains each.
ENEMY_RULES: dict[str, tuple[str, tuple[str, ...] | None, str]] = {
    "script": (
        "string",
        ("", "stationary", "to-exit", "seek"),
        "Replaces the activation: stationary, to-exit (walks to the Exit), seek (lured).",
    ),
    "dormant": ("boolean", None, "Does not act until woken."),
    "invulnerable": ("boolean", None, "Cannot be attacked or wounded."),
    "goal": ("string", None, "Every move heads for this token or zone, start or exit."),
    "drag": ("boolean", None, "Fallen heroes in its zone move with it."),
    "decoy": ("boolean", None, "An object enemies attack first, as the top-XP hero."),
    "lure": ("string", None, "seek: the token kind or quest item it heads for."),
    "steps": ("integer", None, "seek: zones moved per activation."),
    "crush": ("boolean", None, "seek: kills heroes and enemies in the zones it enters."),
    "slippery": (
        "boolean",
        None,
        "md1: not held by the engagement lock; it moves out of a zone holding heroes.",
    ),
    "regenerate": ("integer", None, "Heals this many wounds when its activation starts."),
    "reinforce": (
        "integer",
        None,
        "When its activation starts, every Mob in play gains this many minions.",
    ),
}


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "boolean": (bool,),
    "integer": (int,),
}


def enemy_rule_problem(key: str, value: Any) -> str | None:
    """Why ``key: value`` is not a valid enemy rule (:data:`ENEMY_RULES`), or ``None``."""
    spec = ENEMY_RULES.get(key)
    if spec is None:
        return f"rule {key!r} is not an enemy rule"
    kind, allowed, _ = spec
    ok = isinstance(value, _JSON_TYPES[kind])
    if kind == "integer":
        ok = ok and not isinstance(value, bool) and value >= 0
    if not ok:
        want = "a whole number, 0 or more" if kind == "integer" else f"a {kind}"
        return f"rule {key!r} wants {want}, not {value!r}"
    if allowed is not None and value not in allowed:
        return f"rule {key!r} is {value!r}, not one of {', '.join(map(repr, allowed))}"
    return None


def enemy_rules_schema() -> dict[str, Any]:
    """The JSON Schema of a set of enemy rules (:data:`ENEMY_RULES`)."""
    props: dict[str, Any] = {}
    for key, (kind, allowed, doc) in ENEMY_RULES.items():
        entry: dict[str, Any] = {"type": kind, "description": doc}
        if allowed is not None:
            entry["enum"] = list(allowed)
        if kind == "integer":
            entry["minimum"] = 0
        props[key] = entry
    return {
        "type": "object",
        "description": "Enemy rules (the set-enemy vocabulary, docs/engine.md).",
        "properties": props,
        "additionalProperties": False,
    }


@dataclass
class Effect:
    """An effect."""

    kind: str = prop("Effect kind.", "message", required=True, enum=EFFECT_KINDS)
    target: Id | None = prop("What it acts on.", None)
    value: Value = prop("Amount or spawn specification.", None)
    text: str | None = prop("Message for players.", None)
    at: Id | None = prop(
        "Where it acts: the tile or zone of a per-tile or per-zone counter, or a zone ref "
        "(counter, refill-treasure); 'event' (the tile or zone of the firing event), "
        "'lowest-level' (counter: its lowest-level tile).",
        None,
    )
    count: int | None = prop(
        "How many times it is applied (default 1).", None, minimum=1, maximum=100
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Condition:
    """A trigger condition; every key given must hold ('not' negates the whole)."""

    counter: Id | None = prop("A counter id (with min/max).", None)
    at: Id | None = prop("The tile or zone of a per-tile counter.", None)
    min: int | None = prop(
        "Counter value at least this.", None, minimum=-VALUE_LIMIT, maximum=VALUE_LIMIT
    )
    max: int | None = prop(
        "Counter value at most this.", None, minimum=-VALUE_LIMIT, maximum=VALUE_LIMIT
    )
    picked: list[Id] = prop("Tokens that have all been picked up.", factory=list)
    killed: list[Id] = prop("Enemy sources or uids that have all been killed.", factory=list)
    destroyed: list[Id] = prop(
        "Objects (pillars, barriers) that have all been destroyed.", factory=list
    )
    done: list[Id] = prop("Objectives that are all complete.", factory=list)
    fired: list[Id] = prop("Triggers that have all fired.", factory=list)
    visited: Id | None = prop("A hero has ever entered this zone ref.", None)
    hero_in: Id | None = prop("A standing hero is in this zone ref now.", None, json="heroIn")
    enemy_in: Id | None = prop("An enemy is in this zone ref now.", None, json="enemyIn")
    enemy: Id | None = prop("With enemyIn: only this enemy (source token id, uid or name).", None)
    hero: Id | None = prop(
        "With heroIn: only this hero (h1…h12, or the id of a chosen hero).", None
    )
    round_min: int | None = prop(
        "Round at least this.", None, json="roundMin", minimum=1, maximum=ROUND_LIMIT
    )
    round_max: int | None = prop(
        "Round at most this.", None, json="roundMax", minimum=1, maximum=ROUND_LIMIT
    )
    round_every: int | None = prop(
        "Every this many rounds counted from roundMin (default 1).",
        None,
        json="roundEvery",
        minimum=1,
        maximum=ROUND_LIMIT,
    )
    party_min: int | None = prop(
        "At least this many heroes.", None, json="partyMin", minimum=1, maximum=12
    )
    party_max: int | None = prop(
        "At most this many heroes.", None, json="partyMax", minimum=1, maximum=12
    )
    not_: bool | None = prop("Negate the condition.", None, json="not")
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Trigger:
    """A trigger: scripted reactions to a game event."""

    id: Id = prop("Trigger id.", "", required=True)
    on: TriggerEvent = prop("The event that fires it.", factory=TriggerEvent, required=True)
    once: bool = prop("Fires at most once.", True, keep=True)
    if_: list[Condition] = prop(
        "Conditions that must all hold when the event comes.", factory=list, json="if"
    )
    effects: list[Effect] = prop("What happens.", factory=list, required=True)
    text: str | None = prop(
        "What the players read when it fires (our own words): shown in the editor, the quest "
        "sheet and play.",
        None,
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Counter:
    """A counter (a countdown, a tally of switches, wound tokens on tiles…)."""

    id: Id = prop("Counter id.", "", required=True)
    scope: str = prop(
        "One value (quest) or one per tile or zone.", "quest", enum=["quest", "tile", "zone"]
    )
    start: Any = prop(
        "Starting value: an integer (quest scope, or every listed tile/zone) or an object of "
        "tile or zone ref -> integer.",
        None,
        schema={
            "type": ["integer", "object"],
            "minimum": -VALUE_LIMIT,
            "maximum": VALUE_LIMIT,
            "additionalProperties": {
                "type": "integer",
                "minimum": -VALUE_LIMIT,
                "maximum": VALUE_LIMIT,
            },
            "maxProperties": COUNT_LIMIT,
        },
    )
    threshold: int | None = prop(
        "A counter-reached event fires when a value changes to this (default 0).",
        None,
        minimum=-VALUE_LIMIT,
        maximum=VALUE_LIMIT,
    )
    text: str | None = prop("What it stands for.", None)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class QuestItem:
    """A quest item kind heroes carry (a Firework…); ``place`` MP puts one in the hero's zone."""

    id: Id = prop("Item id (kind).", "", required=True)
    name: str | None = prop("Display name.", None)
    place: int | None = prop(
        "Movement points to put it in the hero's zone (absent: it cannot be placed).",
        None,
        minimum=1,
        maximum=100,
    )
    cleanup: str | None = prop("When placed ones are discarded.", None, enum=["never", "round-end"])
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class ChosenHero:
    """A hero singled out for the quest ("the Chosen One", "the antidote holder"): chosen at
    setup, or named during play by a ``choose-hero`` effect. Objectives, conditions, effects
    and losses refer to the hero by this id wherever they take a hero."""

    id: Id = prop("Id the quest refers to the hero by.", "", required=True)
    name: str | None = prop("Display name.", None)
    when: str = prop(
        "setup: chosen before the first round; play: a choose-hero effect names the hero.",
        "setup",
        enum=["setup", "play"],
    )
    hero: Id | None = prop(
        "At setup: this hero (h1…h12); absent: the players' choice (random in simulations).",
        None,
    )
    text: str | None = prop("What the role means for players.", None)
    extras: dict[str, Any] = field(default_factory=dict)


LOSS_KINDS = [
    "lifebringer-empty",
    "hero-dies",
    "all-heroes-dead",
    "enemy-reaches",
    "enemy-leaves",
    "round-limit",
    "conquest-zero",
    "darkness-end",
    "antidote-holder-dies",
    "corners-destroyed",
]


@dataclass
class LossCondition:
    """A loss condition."""

    id: Id = prop("Id.", "", required=True)
    kind: str = prop("Loss kind.", "round-limit", required=True, enum=LOSS_KINDS)
    target: Id | None = prop("Hero, zone cell or token meant.", None)
    rounds: int | None = prop("Round limit.", None, minimum=1, maximum=ROUND_LIMIT)
    text: str | None = prop("Text for players.", None)
    properties: dict[str, Value] = prop(
        "Kind-specific settings (enemy-reaches: timing; hero-dies: cause; corners-destroyed: "
        "count, byFire).",
        factory=dict,
    )
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Waiver:
    """An author's written decision to accept a warning on one ref."""

    code: str = prop("Issue code.", "", required=True)
    ref: str = prop("The ref the warning is about.", "", required=True)
    reason: str = prop("Why it is accepted.", "", required=True, minLength=1)
    extras: dict[str, Any] = field(default_factory=dict)


@dataclass
class Quest:
    """A quest: placed tiles, edges, terrain, tokens, objectives, triggers and loss conditions."""

    id: Id = prop("Quest id.", "", required=True)
    system: Id = prop("Game system id.", "", required=True)
    title: str = prop("Title.", "", required=True)
    format: str = prop(
        "Always 'questwright-quest'.", "questwright-quest", required=True, const="questwright-quest"
    )
    format_version: int = prop(
        VERSION_DOC, FORMAT_VERSION, json="formatVersion", required=True, minimum=1
    )
    author: str | None = prop("Author.", None)
    description: str | None = prop("Introduction for players.", None)
    language: str | None = prop("Language tag, e.g. en.", None)
    license: str | None = prop("Licence, e.g. CC-BY-4.0.", None)
    party: Party | None = prop("Hero counts the quest supports.", None)
    tilesets: list[Id] = prop("Tilesets used besides the system's own.", factory=list)
    tiles: list[TilePlacement] = prop(
        "Placed tiles.", factory=list, required=True, maxItems=TILES_LIMIT
    )
    edges: list[EdgeSpec] = prop(
        "Quest walls, doors and openings (override tile edges).",
        factory=list,
        maxItems=EDGES_LIMIT,
    )
    door_spaces: list[DoorSpace] = prop(
        "Quest doors that occupy a space (override the tile edges round it).",
        factory=list,
        json="doorSpaces",
        maxItems=EDGES_LIMIT,
    )
    terrain: list[TerrainPatch] = prop("Quest terrain.", factory=list)
    tokens: list[Token] = prop("Tokens.", factory=list, required=True, maxItems=TOKENS_LIMIT)
    areas: list[Area] = prop("Reveal areas (descent1).", factory=list)
    objectives: list[Objective] = prop("What the heroes must do.", factory=list)
    triggers: list[Trigger] = prop("Scripted reactions to game events.", factory=list)
    counters: list[Counter] = prop(
        "Numbers the quest keeps: for the whole quest, or one per tile or zone.", factory=list
    )
    items: list[QuestItem] = prop(
        "Quest items heroes carry (given by give-item effects).", factory=list
    )
    chosen: list[ChosenHero] = prop(
        "Heroes singled out by the quest, referred to by id.", factory=list
    )
    loss: list[LossCondition] = prop("Ways the heroes lose.", factory=list)
    setup: dict[str, Any] = prop(
        "System-specific setup, typed by the system id.",
        factory=dict,
        by=("system", _setups),
    )
    parameters: dict[str, Any] = prop(
        "Overrides of the system's parameters, typed by the system id.",
        factory=dict,
        by=("system", _parameters),
    )
    waivers: list[Waiver] = prop("Warnings the author accepts, with a reason.", factory=list)
    extras: dict[str, Any] = field(default_factory=dict)
