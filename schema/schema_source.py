"""The single source of the JSON Schemas shipped in this folder.

The ``*.schema.json`` files are generated from the dictionaries below by
``python -m questwright.schema.schema_source`` and checked in, so that other tools can read
them; ``tests/schema/test_schemas.py`` fails when a checked-in file is stale or when a
schema property has no field in :mod:`questwright.schema.model`. Every property has a
``description``.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

from questwright.schema.model import MovementParameters

__all__ = ["SCHEMAS", "write_all"]

BASE = "https://questwright.invalid/schema"
X_KEYS = {"^x-": {"description": "Free annotations for authors and tools; kept on save."}}


def _obj(
    description: str,
    properties: dict[str, Any],
    required: list[str] | None = None,
    extensible: bool = True,
) -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "description": description,
        "properties": properties,
        "additionalProperties": False,
    }
    if extensible:
        schema["patternProperties"] = X_KEYS
    if required:
        schema["required"] = required
    return schema


def _s(description: str, **extra: Any) -> dict[str, Any]:
    return {"type": "string", "description": description, **extra}


def _ids(description: str) -> dict[str, Any]:
    return {"type": "array", "description": description, "items": {"$ref": "#/$defs/id"}}


COMMON_DEFS: dict[str, Any] = {
    "id": {
        "type": "string",
        "description": "A stable identifier or ref: letters, digits, '-', '_', '.', ':', '/' or ','.",
        "pattern": "^[A-Za-z0-9][A-Za-z0-9_.:/,-]{0,127}$",
    },
    "cell": {
        "type": "array",
        "description": "A cell [x, y]; x grows right, y grows down.",
        "items": {"type": "integer", "minimum": -100000, "maximum": 100000},
        "minItems": 2,
        "maxItems": 2,
    },
    "vertex": {
        "type": "array",
        "description": "A lattice point [x, y] at the corner of cells.",
        "items": {"type": "integer", "minimum": -100000, "maximum": 100000},
        "minItems": 2,
        "maxItems": 2,
    },
    "size": {
        "type": "array",
        "description": "Width and height in cells.",
        "items": {"type": "integer", "minimum": 1, "maximum": 1000},
        "minItems": 2,
        "maxItems": 2,
    },
    "cells": {
        "type": "array",
        "description": "A list of cells.",
        "items": {"$ref": "#/$defs/cell"},
    },
    "segment": _obj(
        "An axis-aligned segment on lattice lines.",
        {
            "from": {"$ref": "#/$defs/vertex", "description": "First end."},
            "to": {"$ref": "#/$defs/vertex", "description": "Second end."},
        },
        ["from", "to"],
        extensible=False,
    ),
    "edgeKind": _s(
        "What stands on an edge.",
        enum=["open", "wall", "opening", "door", "window", "barrier"],
    ),
    "lock": _obj(
        "What keeps a door shut until it is met.",
        {
            "kind": _s("key, rune, code-chip or condition (the system lists its lock kinds)."),
            "keys": _ids("Token ids of the keys that open it (kind key)."),
            "color": _s("Rune colour (kind rune)."),
            "requires": _ids("Objective or trigger ids that must be done first (kind condition)."),
        },
        ["kind"],
    ),
    "edgeSpec": _obj(
        "A wall, door, opening, window, barrier or open override along a lattice segment.",
        {
            "id": {"$ref": "#/$defs/id", "description": "Stable id (required for doors)."},
            "kind": {"$ref": "#/$defs/edgeKind", "description": "What stands on the segment."},
            "from": {"$ref": "#/$defs/vertex", "description": "First end of the segment."},
            "to": {"$ref": "#/$defs/vertex", "description": "Second end of the segment."},
            "state": _s("Door state.", enum=["closed", "open", "locked"]),
            "lock": {"$ref": "#/$defs/lock", "description": "Lock of a door."},
            "area": {"$ref": "#/$defs/id", "description": "Reveal area that holds it (descent1)."},
            "properties": {"type": "object", "description": "Typed properties."},
        },
        ["kind", "from", "to"],
    ),
    "terrainPatch": _obj(
        "A terrain kind laid on cells.",
        {
            "id": {"$ref": "#/$defs/id", "description": "Stable id."},
            "kind": _s("A terrain kind of the system."),
            "cells": {"$ref": "#/$defs/cells", "description": "Cells it covers."},
            "area": {"$ref": "#/$defs/id", "description": "Reveal area that holds it (descent1)."},
        },
        ["kind", "cells"],
    ),
    "party": _obj(
        "How many heroes are supported.",
        {
            "min": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Fewest."},
            "max": {"type": "integer", "minimum": 1, "maximum": 12, "description": "Most."},
        },
        ["min", "max"],
        extensible=False,
    ),
}


def _declared_parameters(description: str) -> dict[str, Any]:
    """A ``parameters`` object whose movement settings (:class:`MovementParameters`) are
    typed and described; any other rule parameter is free."""
    properties: dict[str, Any] = {}
    defaults = MovementParameters()
    for spec in fields(MovementParameters):
        default = getattr(defaults, spec.name)
        if isinstance(default, bool):
            typed: dict[str, Any] = {"type": "boolean"}
        elif isinstance(default, list):
            typed = {"type": "array", "items": {"type": "string"}}
        else:
            typed = {"type": "string", "enum": spec.metadata["enum"]}
        properties[spec.metadata["json"]] = {
            **typed,
            "description": spec.metadata["description"],
            "default": default,
        }
    return {"type": "object", "description": description, "properties": properties}


def _document(
    name: str,
    description: str,
    properties: dict[str, Any],
    required: list[str],
    defs: dict[str, Any],
) -> dict[str, Any]:
    schema = _obj(description, properties, required)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{BASE}/{name}.schema.json",
        "title": name,
        **schema,
        "$defs": {**COMMON_DEFS, **defs},
    }


def _header(fmt: str) -> dict[str, Any]:
    return {
        "format": {"const": fmt, "description": f"Always '{fmt}'."},
        "formatVersion": {
            "type": "integer",
            "minimum": 1,
            "description": "Version of the file format; older versions are migrated on load.",
        },
    }


PROPERTY_DEF = _obj(
    "A typed property of a token or feature type.",
    {
        "type": _s(
            "Value type.", enum=["string", "integer", "number", "boolean", "enum", "ref", "list"]
        ),
        "enum": {"type": "array", "description": "Allowed values (type enum)."},
        "refTypes": {
            "type": "array",
            "description": "What a ref may point at: token types, or door, zone, objective.",
            "items": {"type": "string"},
        },
        "default": {"description": "Value when the property is absent."},
        "minimum": {"type": "number", "description": "Smallest allowed number."},
        "maximum": {"type": "number", "description": "Largest allowed number."},
        "description": _s("What the property means."),
    },
    ["type"],
)

SYSTEM = _document(
    "system",
    "A game system: geometry profile, edge and terrain kinds, token types, rule parameters.",
    {
        **_header("questwright-system"),
        "id": {
            "$ref": "#/$defs/id",
            "description": "System id (md1, md2, ddd, descent1, machina).",
        },
        "name": _s("Display name."),
        "compatibleWith": _s("The game this system is compatible with."),
        "standIn": _s("Says that the content is our own stand-in, not the publisher's."),
        "description": _s("What the system covers."),
        "geometry": _obj(
            "How the board is cut into zones, moved over and seen across.",
            {
                "zoning": _s(
                    "tile: tiles define zones; cell: every cell is a zone.", enum=["tile", "cell"]
                ),
                "adjacency": _s("Neighbours for movement.", enum=["orthogonal", "octile"]),
                "sight": _s("Line-of-sight model.", enum=["zone-walk", "centre-line"]),
            },
            ["zoning", "adjacency", "sight"],
        ),
        "party": {"$ref": "#/$defs/party", "description": "Hero counts the game supports."},
        "edgeKinds": {
            "type": "object",
            "description": "Edge kinds the system uses, by name.",
            "propertyNames": {"$ref": "#/$defs/edgeKind"},
            "additionalProperties": _obj(
                "An edge kind.",
                {
                    "label": _s("Display name."),
                    "blocksMove": {"type": "boolean", "description": "Blocks movement."},
                    "blocksSight": {"type": "boolean", "description": "Blocks line of sight."},
                    "description": _s("Rules meaning."),
                },
            ),
        },
        "lockKinds": {"type": "object", "description": "Lock kinds the system uses, by name."},
        "terrain": {
            "type": "object",
            "description": "Terrain kinds, by name.",
            "additionalProperties": _obj(
                "A terrain kind.",
                {
                    "label": _s("Display name."),
                    "passable": {"type": "boolean", "description": "Figures may enter it."},
                    "blocksSight": {"type": "boolean", "description": "Blocks line of sight."},
                    "hazard": {"type": "boolean", "description": "Hurts or kills who enters."},
                    "obstacle": {
                        "type": "boolean",
                        "description": "Blocks obstacle-sensitive attacks.",
                    },
                    "action": {
                        "type": "boolean",
                        "description": "An action space used from next to it.",
                    },
                    "color": _s("Fill colour for drawing, #rrggbb."),
                    "description": _s("Rules meaning."),
                },
            ),
        },
        "tokenTypes": {
            "type": "object",
            "description": "Token types, by name.",
            "additionalProperties": _obj(
                "A token type.",
                {
                    "label": _s("Display name."),
                    "anchor": _s("What it is anchored to.", enum=["zone", "cell", "edge", "tile"]),
                    "limit": {
                        "type": ["integer", "null"],
                        "description": "How many the box holds (null: no limit).",
                    },
                    "required": {"type": "boolean", "description": "A quest needs at least one."},
                    "icon": _s("Icon name for the editor."),
                    "color": _s("Colour for drawing, #rrggbb."),
                    "description": _s("Rules meaning."),
                    "properties": {
                        "type": "object",
                        "description": "Typed properties by name.",
                        "additionalProperties": {"$ref": "#/$defs/propertyDef"},
                    },
                    "blocksMove": {"type": "boolean", "description": "Figures cannot enter it."},
                    "blocksSight": {"type": "boolean", "description": "Blocks line of sight."},
                    "footprint": {
                        "type": "boolean",
                        "description": "May cover several cells (size).",
                    },
                },
                ["label", "anchor"],
            ),
        },
        "featureTypes": {
            "type": "object",
            "description": "Things printed on tiles, by name.",
            "additionalProperties": _obj(
                "A printed feature type.",
                {
                    "label": _s("Display name."),
                    "anchor": _s("Cell or edge.", enum=["zone", "cell", "edge"]),
                    "description": _s("Rules meaning."),
                    "properties": {
                        "type": "object",
                        "description": "Typed properties by name.",
                        "additionalProperties": {"$ref": "#/$defs/propertyDef"},
                    },
                },
                ["label"],
            ),
        },
        "tileCategories": {
            "type": "array",
            "description": "Tile categories (ddd: corner, outer, inner, entrance, lab).",
            "items": {"type": "string"},
        },
        "sightConventions": {"type": "object", "description": "Centre-line conventions C1–C10."},
        "parameters": _declared_parameters("Rule parameters; quests may override."),
        "tilesets": _ids("Tileset ids bundled with the system."),
    },
    ["format", "formatVersion", "id", "name", "geometry"],
    {"propertyDef": PROPERTY_DEF},
)

FEATURE = _obj(
    "Something printed on a tile face.",
    {
        "id": {"$ref": "#/$defs/id", "description": "Stable id within the face."},
        "type": _s("A feature type of the system."),
        "cell": {"$ref": "#/$defs/cell", "description": "Cell it sits on."},
        "edge": {"$ref": "#/$defs/segment", "description": "Edge segment it sits on."},
        "properties": {"type": "object", "description": "Typed properties."},
    },
    ["type"],
)

TILESET = _document(
    "tileset",
    "A catalogue of tiles for one game system.",
    {
        **_header("questwright-tileset"),
        "id": {"$ref": "#/$defs/id", "description": "Tileset id."},
        "system": {"$ref": "#/$defs/id", "description": "System id."},
        "name": _s("Display name."),
        "standIn": _s("Says that the tiles are our own stand-ins."),
        "description": _s("What the tileset holds."),
        "tiles": {
            "type": "array",
            "description": "The tiles.",
            "items": _obj(
                "A double-sided (or one-sided) tile.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Tile id."},
                    "name": _s("Display name."),
                    "category": _s("Category (a tileCategory of the system)."),
                    "tags": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "Free tags.",
                    },
                    "sides": {
                        "type": "object",
                        "description": "Faces by side name (A, B).",
                        "minProperties": 1,
                        "additionalProperties": {"$ref": "#/$defs/face"},
                    },
                },
                ["id", "name", "sides"],
            ),
        },
    },
    ["format", "formatVersion", "id", "system", "name", "tiles"],
    {
        "feature": FEATURE,
        "face": _obj(
            "One face of a tile.",
            {
                "label": _s("Printed face name, e.g. 6V."),
                "size": {"$ref": "#/$defs/size", "description": "Width and height in cells."},
                "void": {
                    "$ref": "#/$defs/cells",
                    "description": "Cells of the box not on the tile.",
                },
                "perimeter": _s("Default kind of the outer edges.", enum=["open", "wall"]),
                "zones": {
                    "type": "array",
                    "description": "Zones (tile zoning systems).",
                    "items": _obj(
                        "A zone of the face.",
                        {
                            "id": {"$ref": "#/$defs/id", "description": "Zone id within the face."},
                            "name": _s("Display name."),
                            "kind": _s("Zone kind.", enum=["room", "corridor", "space"]),
                            "light": _s("Lighting.", enum=["light", "shadow"]),
                            "cells": {"$ref": "#/$defs/cells", "description": "Cells of the zone."},
                            "tags": {
                                "type": "array",
                                "items": {"type": "string"},
                                "description": "Free tags (abyss, bridge, central…).",
                            },
                        },
                        ["id", "cells"],
                    ),
                },
                "edges": {
                    "type": "array",
                    "description": "Printed walls, openings, doorways, windows.",
                    "items": {"$ref": "#/$defs/edgeSpec"},
                },
                "terrain": {
                    "type": "array",
                    "description": "Printed terrain.",
                    "items": {"$ref": "#/$defs/terrainPatch"},
                },
                "features": {
                    "type": "array",
                    "description": "Printed features.",
                    "items": {"$ref": "#/$defs/feature"},
                },
            },
            ["size"],
        ),
    },
)

TOKEN = _obj(
    "A typed token placed on the board.",
    {
        "id": {"$ref": "#/$defs/id", "description": "Stable id."},
        "type": _s("A token type of the system."),
        "cell": {"$ref": "#/$defs/cell", "description": "Cell anchor (also used for zone tokens)."},
        "edge": {"$ref": "#/$defs/segment", "description": "Edge anchor."},
        "tile": {"$ref": "#/$defs/id", "description": "Tile instance anchor."},
        "size": {"$ref": "#/$defs/size", "description": "Footprint for large figures."},
        "area": {"$ref": "#/$defs/id", "description": "Reveal area that holds it (descent1)."},
        "faceDown": {"type": "boolean", "description": "Placed face down."},
        "properties": {"type": "object", "description": "Typed properties."},
    },
    ["id", "type"],
)

CONDITION = _obj(
    "A trigger condition; every key given must hold ('not' negates the whole).",
    {
        "counter": {"$ref": "#/$defs/id", "description": "A counter id (with min/max)."},
        "at": {"$ref": "#/$defs/id", "description": "The tile or zone of a per-tile counter."},
        "min": {"type": "integer", "description": "Counter value at least this."},
        "max": {"type": "integer", "description": "Counter value at most this."},
        "picked": _ids("Tokens that have all been picked up."),
        "killed": _ids("Enemy sources or uids that have all been killed."),
        "destroyed": _ids("Objects (pillars, barriers) that have all been destroyed."),
        "done": _ids("Objectives that are all complete."),
        "fired": _ids("Triggers that have all fired."),
        "visited": {"$ref": "#/$defs/id", "description": "A hero has ever entered this zone ref."},
        "heroIn": {"$ref": "#/$defs/id", "description": "A standing hero is in this zone ref now."},
        "enemyIn": {"$ref": "#/$defs/id", "description": "An enemy is in this zone ref now."},
        "enemy": {
            "$ref": "#/$defs/id",
            "description": "With enemyIn: only this enemy (source token id, uid or name).",
        },
        "roundMin": {"type": "integer", "minimum": 1, "description": "Round at least this."},
        "roundMax": {"type": "integer", "minimum": 1, "description": "Round at most this."},
        "roundEvery": {
            "type": "integer",
            "minimum": 1,
            "description": "Every this many rounds counted from roundMin (default 1).",
        },
        "partyMin": {"type": "integer", "minimum": 1, "description": "At least this many heroes."},
        "partyMax": {"type": "integer", "minimum": 1, "description": "At most this many heroes."},
        "not": {"type": "boolean", "description": "Negate the condition."},
    },
)

QUEST = _document(
    "quest",
    "A quest: placed tiles, edges, terrain, tokens, objectives, triggers and loss conditions.",
    {
        **_header("questwright-quest"),
        "id": {"$ref": "#/$defs/id", "description": "Quest id."},
        "system": {"$ref": "#/$defs/id", "description": "Game system id."},
        "title": _s("Title."),
        "author": _s("Author."),
        "description": _s("Introduction for players."),
        "language": _s("Language tag, e.g. en."),
        "license": _s("Licence, e.g. CC-BY-4.0."),
        "party": {"$ref": "#/$defs/party", "description": "Hero counts the quest supports."},
        "tilesets": _ids("Tilesets used besides the system's own."),
        "tiles": {
            "type": "array",
            "description": "Placed tiles.",
            "items": _obj(
                "A placed tile face.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Instance id."},
                    "tile": {"$ref": "#/$defs/id", "description": "Tile id in a tileset."},
                    "side": _s("Face (A or B)."),
                    "at": {
                        "$ref": "#/$defs/cell",
                        "description": "Top-left cell of the rotated footprint.",
                    },
                    "rotation": {
                        "type": "integer",
                        "enum": [0, 90, 180, 270],
                        "description": "Clockwise rotation in degrees.",
                    },
                },
                ["id", "tile", "side", "at", "rotation"],
            ),
        },
        "edges": {
            "type": "array",
            "description": "Quest walls, doors and openings (override tile edges).",
            "items": {"$ref": "#/$defs/edgeSpec"},
        },
        "terrain": {
            "type": "array",
            "description": "Quest terrain.",
            "items": {"$ref": "#/$defs/terrainPatch"},
        },
        "tokens": {"type": "array", "description": "Tokens.", "items": TOKEN},
        "areas": {
            "type": "array",
            "description": "Reveal areas (descent1).",
            "items": _obj(
                "A reveal area.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Area id."},
                    "name": _s("Display name."),
                    "cells": {"$ref": "#/$defs/cells", "description": "Cells of the area."},
                    "text": _s("Text read when it is revealed (our own words)."),
                },
                ["id", "cells"],
            ),
        },
        "objectives": {
            "type": "array",
            "description": "What the heroes must do.",
            "items": _obj(
                "An objective.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Objective id."},
                    "kind": _s(
                        "Objective kind.",
                        enum=[
                            "pickup",
                            "collect",
                            "escape",
                            "hold",
                            "kill",
                            "destroy",
                            "open",
                            "activate",
                            "reach",
                        ],
                    ),
                    "targets": _ids("Ids of the tokens, doors or zones it is about."),
                    "count": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "How many (collect).",
                    },
                    "zone": {
                        "$ref": "#/$defs/cell",
                        "description": "A cell of the zone meant (hold).",
                    },
                    "after": _ids("Objectives that must be done first."),
                    "text": _s("Text for players."),
                    "properties": {"type": "object", "description": "Kind-specific settings."},
                },
                ["id", "kind"],
            ),
        },
        "triggers": {
            "type": "array",
            "description": "Scripted reactions to game events.",
            "items": _obj(
                "A trigger.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Trigger id."},
                    "on": _obj(
                        "The event that fires it.",
                        {
                            "event": _s(
                                "Event kind.",
                                enum=[
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
                                ],
                            ),
                            "target": {
                                "$ref": "#/$defs/id",
                                "description": "What the event concerns.",
                            },
                            "round": {
                                "type": "integer",
                                "minimum": 1,
                                "description": "Round number.",
                            },
                        },
                        ["event"],
                    ),
                    "once": {"type": "boolean", "description": "Fires at most once."},
                    "if": {
                        "type": "array",
                        "description": "Conditions that must all hold when the event comes.",
                        "items": {"$ref": "#/$defs/condition"},
                    },
                    "effects": {
                        "type": "array",
                        "description": "What happens.",
                        "items": _obj(
                            "An effect.",
                            {
                                "kind": _s(
                                    "Effect kind.",
                                    enum=[
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
                                    ],
                                ),
                                "target": {"$ref": "#/$defs/id", "description": "What it acts on."},
                                "value": {"description": "Amount or spawn specification."},
                                "text": _s("Message for players."),
                                "at": {
                                    "$ref": "#/$defs/id",
                                    "description": "Where it acts: the tile or zone of a per-tile "
                                    "or per-zone counter, or a zone ref (counter, refill-treasure); "
                                    "'event' (the tile or zone of the firing event), "
                                    "'lowest-level' (counter: its lowest-level tile).",
                                },
                                "count": {
                                    "type": "integer",
                                    "minimum": 1,
                                    "description": "How many times it is applied (default 1).",
                                },
                            },
                            ["kind"],
                        ),
                    },
                },
                ["id", "on", "effects"],
            ),
        },
        "counters": {
            "type": "array",
            "description": "Numbers the quest keeps: for the whole quest, or one per tile or zone.",
            "items": _obj(
                "A counter (a countdown, a tally of switches, wound tokens on tiles…).",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Counter id."},
                    "scope": _s(
                        "One value (quest) or one per tile or zone.", enum=["quest", "tile", "zone"]
                    ),
                    "start": {
                        "description": "Starting value: an integer (quest scope, or every listed "
                        "tile/zone) or an object of tile or zone ref -> integer.",
                        "type": ["integer", "object"],
                        "additionalProperties": {"type": "integer"},
                    },
                    "threshold": {
                        "type": "integer",
                        "description": "A counter-reached event fires when a value changes to "
                        "this (default 0).",
                    },
                    "text": _s("What it stands for."),
                },
                ["id"],
            ),
        },
        "items": {
            "type": "array",
            "description": "Quest items heroes carry (given by give-item effects).",
            "items": _obj(
                "A quest item kind (a Firework…).",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Item id (kind)."},
                    "name": _s("Display name."),
                    "place": {
                        "type": "integer",
                        "minimum": 1,
                        "description": "Movement points to put it in the hero's zone (absent: "
                        "it cannot be placed).",
                    },
                    "cleanup": _s("When placed ones are discarded.", enum=["never", "round-end"]),
                },
                ["id"],
            ),
        },
        "loss": {
            "type": "array",
            "description": "Ways the heroes lose.",
            "items": _obj(
                "A loss condition.",
                {
                    "id": {"$ref": "#/$defs/id", "description": "Id."},
                    "kind": _s(
                        "Loss kind.",
                        enum=[
                            "lifebringer-empty",
                            "hero-dies",
                            "all-heroes-dead",
                            "enemy-reaches",
                            "enemy-leaves",
                            "round-limit",
                            "conquest-zero",
                            "darkness-end",
                        ],
                    ),
                    "target": {
                        "$ref": "#/$defs/id",
                        "description": "Hero, zone cell or token meant.",
                    },
                    "rounds": {"type": "integer", "minimum": 1, "description": "Round limit."},
                    "text": _s("Text for players."),
                    "properties": {
                        "type": "object",
                        "description": "Kind-specific settings (enemy-reaches: timing).",
                    },
                },
                ["id", "kind"],
            ),
        },
        "setup": {"type": "object", "description": "System-specific setup."},
        "parameters": _declared_parameters("Overrides of the system's parameters."),
        "waivers": {
            "type": "array",
            "description": "Warnings the author accepts, with a reason.",
            "items": _obj(
                "A waiver.",
                {
                    "code": _s("Issue code."),
                    "ref": _s("The ref the warning is about."),
                    "reason": _s("Why it is accepted.", minLength=1),
                },
                ["code", "ref", "reason"],
            ),
        },
    },
    ["format", "formatVersion", "id", "system", "title", "tiles", "tokens"],
    {"condition": CONDITION},
)

#: A semantic version: MAJOR.MINOR.PATCH with an optional pre-release and build suffix.
SEMVER = (
    r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)"
    r"(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$"
)
#: A member path inside a pack: relative, '/'-separated, portable characters only.
MEMBER_PATH = r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}(/[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}){0,7}$"
LANGUAGE_TAG = r"^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"

PACK = _document(
    "pack",
    "The manifest (manifest.json) of a quest pack: a .qwpack zip of quests and tilesets.",
    {
        **_header("questwright-pack"),
        "id": {
            "type": "string",
            "description": "Pack id; also the name of its folder in the library, so lower case "
            "letters, digits, '.', '_' and '-' only.",
            "pattern": "^[a-z0-9][a-z0-9_.-]{0,63}$",
        },
        "name": _s("Display name.", minLength=1, maxLength=200),
        "version": _s(
            "Pack version (semantic version, e.g. 1.2.0); a newer version may replace an "
            "installed older one.",
            pattern=SEMVER,
            maxLength=64,
        ),
        "authors": {
            "type": "array",
            "description": "Authors, as they want to be credited.",
            "items": _s("An author.", minLength=1, maxLength=200),
            "maxItems": 100,
        },
        "license": _s("Licence of the content, preferably an SPDX id (CC-BY-4.0).", maxLength=200),
        "description": _s("What the pack holds.", maxLength=20000),
        "language": _s("Language of name and description.", pattern=LANGUAGE_TAG),
        "translations": {
            "type": "object",
            "description": "Name and description in other languages, by language tag.",
            "propertyNames": {"pattern": LANGUAGE_TAG},
            "additionalProperties": _obj(
                "Translated texts.",
                {
                    "name": _s("Translated name.", maxLength=200),
                    "description": _s("Translated description.", maxLength=20000),
                },
                extensible=False,
            ),
        },
        "systems": _ids("Game systems the quests need (sorted)."),
        "tilesets": _ids("Tileset ids the quests need, bundled or carried (sorted)."),
        "quests": {
            "type": "array",
            "description": "The quests in the pack, in member path order.",
            "items": _obj(
                "A quest entry; it repeats what the quest file says, for catalogues.",
                {
                    "path": _s("Member path inside the zip.", pattern=MEMBER_PATH),
                    "id": {"$ref": "#/$defs/id", "description": "Quest id."},
                    "title": _s("Title."),
                    "system": {"$ref": "#/$defs/id", "description": "System id."},
                    "party": {"$ref": "#/$defs/party", "description": "Hero counts."},
                    "language": _s("Language of the quest text.", pattern=LANGUAGE_TAG),
                    "tilesets": _ids("Tilesets the quest uses."),
                },
                ["path", "id", "title", "system"],
            ),
        },
        "customTilesets": {
            "type": "array",
            "description": "Tilesets carried by the pack (not bundled with Questwright).",
            "items": _obj(
                "A carried tileset.",
                {
                    "path": _s("Member path inside the zip.", pattern=MEMBER_PATH),
                    "id": {"$ref": "#/$defs/id", "description": "Tileset id."},
                    "system": {"$ref": "#/$defs/id", "description": "System id."},
                    "name": _s("Display name."),
                },
                ["path", "id", "system"],
            ),
        },
        "files": {
            "type": "object",
            "description": "sha256 (lower-case hex) of every member except manifest.json, by "
            "member path.",
            "propertyNames": {"pattern": MEMBER_PATH},
            "additionalProperties": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
        },
    },
    ["format", "formatVersion", "id", "name", "version", "quests", "files"],
    {},
)

SCHEMAS: dict[str, dict[str, Any]] = {
    "system": SYSTEM,
    "tileset": TILESET,
    "quest": QUEST,
    "pack": PACK,
}


def write_all(folder: Path | None = None) -> list[Path]:
    """Write every schema file canonically; return the paths written."""
    from questwright.schema.files import dumps

    folder = folder or Path(__file__).parent
    written = []
    for name, schema in SCHEMAS.items():
        path = folder / f"{name}.schema.json"
        path.write_text(dumps(schema), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_all():
        print(written_path)
