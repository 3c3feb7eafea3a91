"""Generate Questwright's stand-in data for Dark Darker Darkest (system ``ddd``).

Writes ``tilesets/ddd/system.json``, ``tilesets/ddd/core.tiles.json`` and two sample houses
under ``quests/ddd/``.  All tile layouts, names and texts are Questwright's own stand-ins, not the
publisher's components.  Run from the project root::

    python tilesets/ddd/tools/build_ddd.py [--check]

The script also solves each house (tile choice and inner-tile rotations so that every doorway or
passage meets a doorway or passage), computes the camera facings with the zone-walk rule of
DESIGN §4 and plants the code chips so that the lab code is solvable in the chosen mode.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
SYSTEM = "ddd"
TILESET = "ddd-core"
SIDES = ("N", "E", "S", "W")
DELTA = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPEN_CHARS = "PDL"  # passage, doorway, doorway with a lock symbol
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "white")
FUNCTIONS = ("sprinkler", "virus-cabinet", "medic-bay", "ammo-reserve", "terminal")
STAND_IN = "Questwright's own stand-in data, not the publisher's components."

Json = dict[str, Any]
Cell = tuple[int, int]
Unit = tuple[str, int, int]


# --------------------------------------------------------------------------- tiles


@dataclass(frozen=True)
class TileSpec:
    """One DDD room tile in canonical orientation.

    ``sides`` gives the middle of the N, E, S, W sides: ``P`` passage, ``D`` doorway, ``L``
    doorway with a lock symbol, ``W`` window, ``-`` wall.  Corner and lab tiles face the outside
    with N and W, outer tiles with N, the entrance hall with S.  ``split`` is ``None`` or the
    side of the 1x3 storeroom followed by the kind of the internal connection (``P``, ``D``,
    ``L`` or ``-`` for walled off).
    """

    id: str
    label: str
    name: str
    category: str
    sides: str
    split: str | None = None
    store: str = "Storeroom"
    camera: bool = False
    function: str | None = None
    extras: tuple[str, ...] = ()


TILES: tuple[TileSpec, ...] = (
    # corners: outside is N and W
    TileSpec("ddd-c1", "C1", "Sprinkler control", "corner", "WL" + "DW", function="sprinkler"),
    TileSpec(
        "ddd-c2",
        "C2",
        "Quarantine ward",
        "corner",
        "WDLW",
        split="ND",
        store="Sealed cabinet alcove",
        camera=True,
        function="virus-cabinet",
    ),
    TileSpec("ddd-c3", "C3", "Infirmary", "corner", "WL-W", function="medic-bay"),
    TileSpec(
        "ddd-c4",
        "C4",
        "Armoury",
        "corner",
        "WPDW",
        split="SD",
        store="Cartridge store",
        function="ammo-reserve",
        extras=("defense-room",),
    ),
    TileSpec("ddd-c5", "C5", "Server room", "corner", "WPLW", camera=True, function="terminal"),
    TileSpec("ddd-lab", "LAB", "Laboratory", "lab", "WDDW"),
    TileSpec(
        "ddd-e1", "E1", "Entrance hall", "entrance", "PD-D", camera=True, extras=("direction-key",)
    ),
    # outer tiles: outside is N
    TileSpec("ddd-o01", "O1", "Long gallery", "outer", "WPDP", camera=True),
    TileSpec("ddd-o02", "O2", "Library", "outer", "WDLD"),
    TileSpec("ddd-o03", "O3", "Kitchen", "outer", "WP-D", split="ND", store="Pantry"),
    TileSpec("ddd-o04", "O4", "Study", "outer", "WLPP"),
    TileSpec("ddd-o05", "O5", "Boiler room", "outer", "WDD-", extras=("gas-leak",)),
    TileSpec("ddd-o06", "O6", "Conservatory", "outer", "WP-P", camera=True),
    TileSpec("ddd-o07", "O7", "Upper landing", "outer", "WDPD", split="W-", store="Linen store"),
    TileSpec("ddd-o08", "O8", "Music room", "outer", "WDDL", extras=("defense-room",)),
    TileSpec("ddd-o09", "O9", "Servants' hall", "outer", "W-DD", split="EL", store="Strongroom"),
    TileSpec("ddd-o10", "O10", "Trophy room", "outer", "W-PD", camera=True),
    TileSpec("ddd-o11", "O11", "Chapel", "outer", "WDDD", extras=("lurking-creature",)),
    # inner tiles: no outside
    TileSpec("ddd-i01", "I1", "Grand stair", "inner", "PPPP", camera=True),
    TileSpec("ddd-i02", "I2", "Dining room", "inner", "DLDP"),
    TileSpec("ddd-i03", "I3", "Back corridor", "inner", "PDP-", split="WD", store="Cloakroom"),
    TileSpec("ddd-i04", "I4", "Nursery", "inner", "D-LD", camera=True),
    TileSpec("ddd-i05", "I5", "Billiard room", "inner", "PD-D"),
    TileSpec("ddd-i06", "I6", "Cellar stair", "inner", "DPDP", split="N-", store="Wine vault"),
    TileSpec("ddd-i07", "I7", "Parlour", "inner", "LPDP", camera=True),
    TileSpec("ddd-i08", "I8", "Morning room", "inner", "DDDD", extras=("gas-leak",)),
    TileSpec("ddd-i09", "I9", "Laundry", "inner", "P-DD", split="ED", store="Drying room"),
)

MID: dict[str, tuple[Cell, Cell]] = {
    "N": ((1, 0), (2, 0)),
    "E": ((3, 1), (3, 2)),
    "S": ((1, 3), (2, 3)),
    "W": ((0, 1), (0, 2)),
}
# internal split line for a storeroom on the given side: (wall, middle, wall) segments
SPLIT_LINE: dict[str, tuple[tuple[Cell, Cell], ...]] = {
    "W": (((1, 0), (1, 1)), ((1, 1), (1, 2)), ((1, 2), (1, 3))),
    "E": (((2, 0), (2, 1)), ((2, 1), (2, 2)), ((2, 2), (2, 3))),
    "N": (((0, 1), (1, 1)), ((1, 1), (2, 1)), ((2, 1), (3, 1))),
    "S": (((0, 2), (1, 2)), ((1, 2), (2, 2)), ((2, 2), (3, 2))),
}
ALL_CELLS: list[Cell] = [(x, y) for y in range(3) for x in range(3)]
# where printed icons go, first free cell of the main room (hall) first
SPOT_ORDER: tuple[Cell, ...] = (
    (1, 1),
    (0, 0),
    (2, 0),
    (0, 2),
    (2, 2),
    (1, 0),
    (0, 1),
    (2, 1),
    (1, 2),
)
CAMERA_SPOTS: tuple[Cell, ...] = ((2, 2), (0, 2), (2, 0), (0, 0))


def seg(a: Cell, b: Cell) -> Json:
    return {"from": list(a), "to": list(b)}


def store_cells(side: str) -> list[Cell]:
    pick: Callable[[Cell], bool] = {
        "W": lambda c: c[0] == 0,
        "E": lambda c: c[0] == 2,
        "N": lambda c: c[1] == 0,
        "S": lambda c: c[1] == 2,
    }[side]
    return [c for c in ALL_CELLS if pick(c)]


def face_a(spec: TileSpec) -> Json:
    """The normal side of a tile."""
    zones: list[Json] = []
    edges: list[Json] = []
    features: list[Json] = []
    if spec.split:
        side, internal = spec.split[0], spec.split[1]
        store = store_cells(side)
        hall = [c for c in ALL_CELLS if c not in store]
        zones.append(zone("hall", hall, []))
        zones.append(zone("store", store, ["storeroom"]))
        wall1, mid, wall2 = SPLIT_LINE[side]
        if internal == "-":
            edges.append({"kind": "wall", **seg(wall1[0], wall2[1])})
        else:
            edges.append({"kind": "wall", **seg(*wall1)})
            edges.append(edge_for(internal, mid, "din"))
            edges.append({"kind": "wall", **seg(*wall2)})
            if internal == "L":
                features.append({"type": "lock-symbol", "edge": seg(*mid), "properties": {}})
    else:
        zones.append(zone("room", ALL_CELLS, []))
    for side, char in zip(SIDES, spec.sides, strict=True):
        if char == "-":
            continue
        edges.append(edge_for(char, MID[side], "d" + side.lower()))
        if char == "L":
            features.append({"type": "lock-symbol", "edge": seg(*MID[side]), "properties": {}})
    hall_cells = zones[0]["cells"]
    spots = [c for c in SPOT_ORDER if list(c) in hall_cells]

    def place(ftype: str, props: Json | None = None, spot: Cell | None = None) -> None:
        cell = spot if spot is not None else spots[0]
        if cell in spots:
            spots.remove(cell)
        features.append({"type": ftype, "cell": list(cell), "properties": props or {}})

    if spec.function:
        place("room-function", {"function": spec.function}, (1, 1))
    if spec.camera:
        place("camera-icon", spot=next(c for c in CAMERA_SPOTS if c in spots))
    if spec.split:
        place("spawn-room")
    for extra in spec.extras:
        place(extra, spot=(1, 2) if extra == "direction-key" else None)
    return {
        "label": spec.label,
        "size": [3, 3],
        "void": [],
        "perimeter": "wall",
        "zones": zones,
        "edges": edges,
        "terrain": [],
        "features": features,
    }


def face_b(spec: TileSpec) -> Json:
    """The destroyed side: one burnt-out room keeping the gaps of side A (profile default)."""
    edges: list[Json] = []
    for side, char in zip(SIDES, spec.sides, strict=True):
        if char in OPEN_CHARS:
            edges.append({"kind": "opening", **seg(*MID[side])})
        elif char == "W":
            edges.append({"kind": "window", **seg(*MID[side])})
    return {
        "label": spec.label + " ruin",
        "size": [3, 3],
        "void": [],
        "perimeter": "wall",
        "zones": [zone("ruin", ALL_CELLS, ["destroyed", "flames"])],
        "edges": edges,
        "terrain": [{"kind": "destroyed", "cells": [list(c) for c in ALL_CELLS]}],
        "features": [],
    }


def zone(zid: str, cells: Iterable[Cell], tags: list[str]) -> Json:
    return {
        "id": zid,
        "kind": "room",
        "light": "light",
        "cells": [list(c) for c in sorted(cells, key=lambda c: (c[1], c[0]))],
        "tags": tags,
    }


def edge_for(char: str, mid: tuple[Cell, Cell], door_id: str) -> Json:
    if char == "P":
        return {"kind": "opening", **seg(*mid)}
    if char in "DL":
        return {"id": door_id, "kind": "door", **seg(*mid), "state": "open"}
    if char == "W":
        return {"kind": "window", **seg(*mid)}
    raise ValueError(char)


def tile_json(spec: TileSpec) -> Json:
    tile: Json = {
        "id": spec.id,
        "name": spec.name,
        "category": spec.category,
        "sides": {"A": face_a(spec), "B": face_b(spec)},
    }
    if spec.split:
        tile["x-rooms"] = {"hall": spec.name, "store": spec.store}
    return tile


def tileset_json() -> Json:
    return {
        "format": "questwright-tileset",
        "formatVersion": 1,
        "id": TILESET,
        "system": SYSTEM,
        "name": "Dark Darker Darkest stand-in room tiles",
        "standIn": "Original 3x3 room layouts in the game's style, not the printed tiles. "
        "Side A is the normal room, side B the destroyed (burnt-out) room.",
        "x-orientation": "Canonical orientation: corner and lab tiles have the outside on N and "
        "W, outer tiles on N, the entrance hall on S. Openings are one cell wide at the middle "
        "of a side.",
        "tiles": [tile_json(t) for t in TILES],
    }


# --------------------------------------------------------------------------- system


def prop(ptype: str, description: str, **more: Any) -> Json:
    return {"type": ptype, "description": description, **more}


def system_json() -> Json:
    notes = {
        "startTokens": "Token types that mark the survivors' start.",
        "lockingTokens": "Token types that lock the doorway they lie on (code chips).",
        "cameraTokens": "Token types that are cameras (coverage, facing checks).",
        "spawnTokens": "Token types that are enemy spawn points for sight checks.",
        "labCellClass": "[INF] The lab takes one of the four corner cells (nemesis targets the "
        "3 corners outside the lab). 'any' lets validators only warn.",
        "functionCorners": "[INF] Corner rooms with a function: the 3 corners that are not the lab.",
        "gridRows": "[SRC] 4 rows of tiles (d4 picks the row).",
        "gridCols": "[SRC] 5 columns of tiles (d6 picks the column, 6 is re-rolled or falls back).",
        "entranceRow": "[SRC] Entrance hall row (1-based, top to bottom).",
        "entranceCol": "[SRC] Entrance hall column (1-based, left to right).",
        "tileCells": "Questwright convention: a room tile is 3x3 cells.",
        "securitySlots": "[SRC] Security board side: 7 slots (dark), 8 (darker); [INF] darkest "
        "uses the 7-slot side.",
        "maxCodeChipsPlaced": "[SRC] At most 3 chips are ever placed on the security board.",
        "cornerLockChipIcons": "[SRC] Lock symbols in corner rooms receive 3-icon chips.",
        "codeChipMix": "[SRC] 2-icon less 3-icon chips on the lock symbols, by party size: "
        "nearly as many of each with 4 or 5 players (0). With 2 or 3 the rulebook advises a few "
        "more 2-icon chips, left to the author (not set: drawn as they come). The rulebook: more "
        "2-icon chips make the game easier, more 3-icon chips harder.",
        "losSeesIntoDestroyed": "[GAP] Whether a destroyed room is itself seen; default no.",
        "destroyedTileRooms": "[GAP] A destroyed tile is one room (side B).",
        "destroyedConnectsWhereNeighbourOpens": "[GAP] Side B connects on every side where the "
        "neighbour has a passage or doorway (side B keeps side A's gaps as passages).",
        "destroyedEntryCost": "[GAP] Energy lost entering a destroyed tile (3, as burn count).",
        "burnToDestroy": "[SRC] A tile flips to side B at its 3rd burn marker.",
        "fireDirMap": "[GAP] d4 result to fire-spread direction; the printed key was an image.",
        "darknessTrackLength": "[SRC] Darkness positions 1..5; 5 starts the final round.",
        "darknessStart": "[SRC] The darkness marker starts on position 1.",
        "darknessFireSpace": "[GAP] Darkness space with the fire icon; placeholder 3.",
        "eventCycle": "[SRC] Event track cycle; the marker starts on 'darkness' and advances "
        "before resolving.",
        "eventStart": "[SRC] Starting event space.",
        "zombieMovePoints": "[SRC] Rooms a reacting horde may move.",
        "zombieTriggerAdjacency": "[SRC] Hordes react if orthogonally or diagonally adjacent.",
        "startingAP": "[SRC] AP by party size: 4 for 2-3 survivors, 3 for 4-5.",
        "showdownMovePerAP": "[SRC] Rooms per AP during the showdown.",
        "nemesisCornerLoss": "[SRC] The team loses when the nemesis has destroyed this many "
        "corners.",
        "splitTileSpawnPolicy": "[GAP] Location roll on a split tile: the room marked with a "
        "'spawn-room' feature receives the token; 'choose' lets players pick.",
        "cameraFacingRule": "[SRC] A camera faces the direction that sees most rooms (own room "
        "counts); ties: any of the best.",
        "advancedRooms": "[SRC] Gas leak, defense room and lurking creature icons are used only "
        "in the advanced game.",
        "codeTokenColours": "[GAP] Colour counts of the 21 code tokens are not in the text; "
        "stand-in: 7 colours x 3.",
        "componentLimits": "[SRC] Box counts (A.7 DDD-COMP-1).",
        "zombieDieFaces": "[INF] Survivor die faces.",
    }
    params: Json = {
        "startTokens": ["start"],
        "lockingTokens": ["code-chip"],
        "cameraTokens": ["camera"],
        "spawnTokens": ["spawn", "zombie", "creature"],
        "labCellClass": "corner",
        "functionCorners": 3,
        "gridRows": 4,
        "gridCols": 5,
        "entranceRow": 4,
        "entranceCol": 3,
        "tileCells": 3,
        "securitySlots": {"dark": 7, "darker": 8, "darkest": 7},
        "maxCodeChipsPlaced": 3,
        "cornerLockChipIcons": 3,
        "codeChipMix": {"4": 0, "5": 0},
        "losSeesIntoDestroyed": False,
        "destroyedTileRooms": 1,
        "destroyedConnectsWhereNeighbourOpens": True,
        "destroyedEntryCost": 3,
        "burnToDestroy": 3,
        "fireDirMap": {"1": "N", "2": "E", "3": "S", "4": "W"},
        "darknessTrackLength": 5,
        "darknessStart": 1,
        "darknessFireSpace": 3,
        "eventCycle": ["zombie", "fire", "darkness"],
        "eventStart": "darkness",
        "zombieMovePoints": 2,
        "zombieTriggerAdjacency": "octile",
        "startingAP": {"2": 4, "3": 4, "4": 3, "5": 3},
        "showdownMovePerAP": 2,
        "nemesisCornerLoss": 3,
        "splitTileSpawnPolicy": "spawn-room",
        "cameraFacingRule": "max-rooms",
        "advancedRooms": False,
        "codeTokenColours": {c: 3 for c in COLOURS},
        "componentLimits": {
            "tiles": 27,
            "cameras": 8,
            "codeChips": 41,
            "codeTokens": 21,
            "spawnTokens": 23,
            "zombies": 32,
            "burnMarkers": 20,
            "virusTokens": 11,
            "entrapTokens": 5,
            "creatureBoards": 3,
            "nemesisBoards": 2,
        },
    }
    del notes["zombieDieFaces"]
    colour_desc = (
        "[SRC/INF] Colours of the chip's icons (" + ", ".join(COLOURS) + "); as many as "
        "'icons'. Each colour also stands for the equipment symbol that unlocks it."
    )
    function_enum = {"type": "enum", "enum": list(FUNCTIONS)}
    return {
        "format": "questwright-system",
        "formatVersion": 1,
        "id": SYSTEM,
        "name": "Dark Darker Darkest (compatible)",
        "compatibleWith": "Dark Darker Darkest",
        "standIn": STAND_IN,
        "geometry": {"zoning": "tile", "adjacency": "orthogonal", "sight": "zone-walk"},
        "party": {"min": 2, "max": 5},
        "edgeKinds": {
            "open": {"label": "Floor line", "blocksMove": False, "blocksSight": False},
            "wall": {"label": "Wall", "blocksMove": True, "blocksSight": True},
            "opening": {
                "label": "Passage",
                "blocksMove": False,
                "blocksSight": False,
                "description": "[SRC] An open gap that can never be locked.",
            },
            "door": {
                "label": "Doorway",
                "blocksMove": True,
                "blocksSight": True,
                "description": "[SRC] A doorway has no door leaf: printed doorways are 'open'. "
                "It is locked while a code chip sits on its lock symbol (quest edge with lock "
                "'code-chip', and a code-chip token on the edge); the flags describe that "
                "locked state. Chips never block fire.",
            },
            "window": {
                "label": "Window",
                "blocksMove": True,
                "blocksSight": True,
                "description": "[SRC] An outside wall with a window; must face outside the house.",
            },
        },
        "lockKinds": {
            "code-chip": {"label": "Code chip on a lock symbol"},
            "condition": {"label": "Lab seal (opens when the lab code is broken)"},
        },
        "terrain": {
            "destroyed": {
                "label": "Destroyed (flames)",
                "passable": True,
                "blocksSight": True,
                "hazard": True,
                "obstacle": False,
                "action": False,
                "color": "#7a2410",
            }
        },
        "tokenTypes": {
            "start": {
                "label": "Survivors' start (entrance hall)",
                "description": "[SRC] Survivors enter in the entrance hall (also where zombified survivors return).",
                "anchor": "zone",
                "limit": 1,
                "required": True,
                "icon": "start",
                "properties": {},
                "x-onTileCategory": ["entrance"],
            },
            "camera": {
                "label": "Camera",
                "description": "[SRC] One per camera icon; sees its own room plus the zone-walk ray in its facing. Removed when its tile is destroyed or the showdown starts.",
                "anchor": "zone",
                "limit": 8,
                "icon": "camera",
                "properties": {
                    "facing": {
                        "type": "enum",
                        "enum": list(SIDES),
                        "default": "N",
                        "description": "[SRC] The one orthogonal direction the camera looks; "
                        "chosen at setup to see the most rooms.",
                    }
                },
            },
            "code-chip": {
                "label": "Code chip",
                "description": "[SRC] One face-down chip per lock symbol; while on the doorway it blocks movement, sight, zombies, creatures and cameras (not fire). Corner lock symbols take 3-icon chips.",
                "anchor": "edge",
                "limit": 41,
                "icon": "chip",
                "blocksMove": True,
                "blocksSight": True,
                "properties": {
                    "icons": prop(
                        "integer",
                        "[SRC] Number of equipment icons (the face-down '2' or '3' side).",
                        minimum=2,
                        maximum=3,
                        default=2,
                    ),
                    "colors": prop("list", colour_desc, default=[]),
                },
            },
            "spawn": {
                "label": "Zombie spawn token",
                "description": "[SRC] Face-down horde token; converts into zombies as soon as a survivor has sight of its room.",
                "anchor": "zone",
                "limit": 23,
                "icon": "spawn",
                "properties": {
                    "zombies": prop(
                        "integer",
                        "[SRC] Zombies printed on the back (1-6); placed face down.",
                        minimum=1,
                        maximum=6,
                        default=2,
                    )
                },
            },
            "zombie": {
                "label": "Zombie",
                "description": "A zombie figure placed by a quest or a converted spawn token.",
                "anchor": "zone",
                "limit": 32,
                "icon": "zombie",
                "properties": {},
            },
            "fire": {
                "label": "Fire token",
                "description": "[SRC] The single roaming fire; spreads by the fireDirMap roll.",
                "anchor": "tile",
                "limit": 1,
                "icon": "fire",
                "properties": {},
            },
            "burn": {
                "label": "Burn marker",
                "description": "[SRC] Burn markers sit on tiles; the 3rd destroys the tile (flip to side B).",
                "anchor": "tile",
                "limit": 20,
                "icon": "burn",
                "properties": {},
            },
            "creature": {
                "label": "Creature",
                "description": "[SRC] At most one creature is in the house; stats come from its board (stand-in data).",
                "anchor": "zone",
                "limit": 3,
                "icon": "creature",
                "properties": {
                    "board": prop("string", "Stand-in creature board id.", default=""),
                    "fireResistant": prop("boolean", "[SRC] Ignores fire.", default=False),
                },
            },
            "nemesis": {
                "label": "Nemesis",
                "description": "[SRC] Placed in the lab when the showdown starts; heads for the corners outside the lab.",
                "anchor": "zone",
                "limit": 2,
                "icon": "nemesis",
                "x-onTileCategory": ["lab"],
                "properties": {
                    "board": prop(
                        "string", "Stand-in nemesis board id; empty: random.", default=""
                    ),
                    "appears": {
                        "type": "enum",
                        "enum": ["setup", "showdown"],
                        "default": "showdown",
                        "description": "[SRC] The nemesis is placed in the lab when the "
                        "showdown starts; 'showdown' tokens are not in play before.",
                    },
                },
            },
            "function": {
                "label": "Room function marker",
                "description": "Questwright extension: overrides the printed function of a corner room for one quest.",
                "anchor": "zone",
                "limit": None,
                "icon": "function",
                "properties": {
                    "function": {
                        **function_enum,
                        "default": "terminal",
                        "description": "Quest override of a corner room's function (e.g. the "
                        "'terminal only' variant).",
                    },
                },
            },
            "searched": {
                "label": "Searched cube",
                "description": "[SRC] Marks a room as searched (no further search there).",
                "anchor": "zone",
                "limit": None,
                "icon": "cube",
                "properties": {},
            },
        },
        "featureTypes": {
            "camera-icon": {"label": "Camera icon", "anchor": "zone", "properties": {}},
            "lock-symbol": {"label": "Lock symbol", "anchor": "edge", "properties": {}},
            "room-function": {
                "label": "Room function",
                "anchor": "zone",
                "properties": {
                    "function": {
                        **function_enum,
                        "default": "terminal",
                        "description": "[SRC] Corner room function; every corner is also a "
                        "terminal for entering code chips.",
                    }
                },
            },
            "direction-key": {
                "label": "Direction key (fire spread)",
                "anchor": "zone",
                "properties": {},
            },
            "gas-leak": {"label": "Gas leak (advanced)", "anchor": "zone", "properties": {}},
            "defense-room": {
                "label": "Defense room (advanced)",
                "anchor": "zone",
                "properties": {},
            },
            "lurking-creature": {
                "label": "Lurking creature (advanced)",
                "anchor": "zone",
                "properties": {},
            },
            "spawn-room": {
                "label": "Spawn room of a split tile",
                "anchor": "zone",
                "properties": {},
            },
        },
        "tileCategories": ["corner", "outer", "inner", "entrance", "lab"],
        "parameters": params,
        "x-parameterNotes": notes,
        "tilesets": [TILESET],
        "x-heroReachPerRound": {
            "unit": "zone",
            "value": 7,
            "why": "4 action points at most (the energy track's side for 2 or 3 players), 1 a "
            "room, one more from an extra-AP skill and a first move for free from a free-move "
            "skill (the stand-in skills of content.json), plus the one room a fear result may "
            "move a survivor",
        },
    }


# --------------------------------------------------------------------------- board model


def rot_vertex(v: Cell, k: int, size: int = 3) -> Cell:
    x, y = v
    for _ in range(k):
        x, y = size - y, x
    return x, y


def rot_cell(c: Cell, k: int, size: int = 3) -> Cell:
    x, y = c
    for _ in range(k):
        x, y = size - 1 - y, x
    return x, y


def rot_side(side: str, k: int) -> str:
    return SIDES[(SIDES.index(side) + k) % 4]


def units(a: Cell, b: Cell) -> list[Unit]:
    (x1, y1), (x2, y2) = a, b
    if y1 == y2:
        return [("h", x, y1) for x in range(min(x1, x2), max(x1, x2))]
    return [("v", x1, y) for y in range(min(y1, y2), max(y1, y2))]


def unit_between(a: Cell, b: Cell) -> Unit:
    (x1, y1), (x2, y2) = a, b
    if y1 == y2:
        return ("v", max(x1, x2), y1)
    return ("h", x1, max(y1, y2))


RANK = {"wall": 5, "window": 4, "door": 3, "barrier": 2, "opening": 1, "open": 0}
SPEC_BY_ID = {t.id: t for t in TILES}


@dataclass
class Placed:
    iid: str
    spec: TileSpec
    row: int  # 1-based
    col: int
    rot: int  # quarter turns clockwise

    @property
    def origin(self) -> Cell:
        return (3 * (self.col - 1), 3 * (self.row - 1))

    def cell(self, local: Cell) -> Cell:
        x, y = rot_cell(local, self.rot)
        return (x + self.origin[0], y + self.origin[1])

    def vertex(self, local: Cell) -> Cell:
        x, y = rot_vertex(local, self.rot)
        return (x + self.origin[0], y + self.origin[1])

    def side_char(self, board_side: str) -> str:
        canonical = rot_side(board_side, -self.rot % 4)
        return self.spec.sides[SIDES.index(canonical)]


@dataclass
class Board:
    """Just enough of a compiled DDD board to choose camera facings and check the layout."""

    placed: list[Placed]
    quest_edges: list[Json]

    def __post_init__(self) -> None:
        self.zone_of: dict[Cell, str] = {}
        self.zone_cells: dict[str, list[Cell]] = {}
        contrib: dict[Unit, list[tuple[int, str, str]]] = {}
        for p in self.placed:
            face = face_a(p.spec)
            for z in face["zones"]:
                zid = f"{p.iid}:{z['id']}"
                cells = [p.cell(tuple(c)) for c in z["cells"]]
                self.zone_cells[zid] = cells
                for c in cells:
                    self.zone_of[c] = zid
            local: dict[Unit, tuple[str, str]] = {}
            for side in SIDES:
                for a, b in _side_segments(side):
                    for u in units(p.vertex(a), p.vertex(b)):
                        local[u] = ("wall", "closed")
            for e in face["edges"]:
                for u in units(p.vertex(tuple(e["from"])), p.vertex(tuple(e["to"]))):
                    local[u] = (e["kind"], e.get("state", "closed"))
            for u, (kind, state) in local.items():
                contrib.setdefault(u, []).append((RANK[kind], kind, state))
        self.edge: dict[Unit, tuple[str, str]] = {
            u: (max(v)[1], max(v)[2]) for u, v in contrib.items()
        }
        for e in self.quest_edges:
            for u in units(tuple(e["from"]), tuple(e["to"])):
                self.edge[u] = (e["kind"], e.get("state", "closed"))

    def kind(self, a: Cell, b: Cell) -> tuple[str, str]:
        return self.edge.get(unit_between(a, b), ("open", "open"))

    def sight_ok(self, a: Cell, b: Cell) -> bool:
        kind, state = self.kind(a, b)
        return kind in ("open", "opening") or (kind == "door" and state == "open")

    def move_ok(self, a: Cell, b: Cell, chips_removed: bool = True) -> bool:
        """Movement; with ``chips_removed`` every doorway counts as passable."""
        kind, state = self.kind(a, b)
        if kind == "door" and not chips_removed:
            return state == "open"
        return kind in ("open", "opening", "door")

    def neighbours(self, zid: str, side: str | None = None) -> Iterator[tuple[str, Cell, Cell]]:
        for c in self.zone_cells[zid]:
            for s in (side,) if side else SIDES:
                dx, dy = DELTA[s]
                nb = (c[0] + dx, c[1] + dy)
                other = self.zone_of.get(nb)
                if other and other != zid:
                    yield other, c, nb

    def ray(self, zid: str, side: str) -> set[str]:
        seen: set[str] = set()
        frontier = [zid]
        while frontier:
            nxt = []
            for r in frontier:
                for other, a, b in self.neighbours(r, side):
                    if other == zid or other in seen or not self.sight_ok(a, b):
                        continue
                    seen.add(other)
                    nxt.append(other)
            frontier = nxt
        return seen

    def best_facings(self, zid: str) -> tuple[list[str], dict[str, int]]:
        counts = {s: 1 + len(self.ray(zid, s)) for s in SIDES}
        best = max(counts.values())
        return [s for s in SIDES if counts[s] == best], counts

    def reachable(self, start: str, chips_removed: bool = True) -> set[str]:
        seen = {start}
        stack = [start]
        while stack:
            z = stack.pop()
            for other, a, b in self.neighbours(z):
                if other not in seen and self.move_ok(a, b, chips_removed):
                    seen.add(other)
                    stack.append(other)
        return seen


def _side_segments(side: str) -> list[tuple[Cell, Cell]]:
    return {
        "N": [((0, 0), (3, 0))],
        "S": [((0, 3), (3, 3))],
        "W": [((0, 0), (0, 3))],
        "E": [((3, 0), (3, 3))],
    }[side]


# --------------------------------------------------------------------------- house solver


def position_class(r: int, c: int) -> str:
    if (r, c) in ((1, 1), (1, 5), (4, 1), (4, 5)):
        return "corner"
    if (r, c) == (4, 3):
        return "entrance"
    if 2 <= r <= 3 and 2 <= c <= 4:
        return "inner"
    return "outer"


CORNER_ROT = {(1, 1): 0, (1, 5): 1, (4, 5): 2, (4, 1): 3}


def outer_rot(r: int, c: int) -> int:
    if r == 1:
        return 0
    if c == 5:
        return 1
    if r == 4:
        return 2
    return 3


def outside_sides(r: int, c: int) -> set[str]:
    out = set()
    if r == 1:
        out.add("N")
    if r == 4:
        out.add("S")
    if c == 1:
        out.add("W")
    if c == 5:
        out.add("E")
    return out


STRICT_KINDS = True  # doorways meet doorways and passages meet passages


def fits(p: Placed, grid: dict[Cell, Placed]) -> bool:
    outside = outside_sides(p.row, p.col)
    for side in SIDES:
        ch = p.side_char(side)
        if side in outside:
            if ch in OPEN_CHARS:
                return False
            continue
        if ch == "W":
            return False
        dr, dc = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}[side]
        other = grid.get((p.row + dr, p.col + dc))
        if other is None:
            continue
        och = other.side_char(rot_side(side, 2))
        if (ch in OPEN_CHARS) != (och in OPEN_CHARS):
            return False
        if STRICT_KINDS and ch in OPEN_CHARS and (ch == "P") != (och == "P"):
            return False
        if ch == "L" and och == "L":
            return False
    return True


def solve_house(fixed: dict[Cell, str], pool: list[str], seed: int, lab_at: Cell) -> list[Placed]:
    """Backtracking search: fill the 4x5 grid with tiles from ``pool`` (plus ``fixed``)."""
    rng = random.Random(seed)
    order = [(r, c) for r in range(1, 5) for c in range(1, 6)]
    grid: dict[Cell, Placed] = {}
    used: set[str] = set()
    candidates_cache: dict[Cell, list[str]] = {}
    for pos in order:
        if pos in fixed:
            candidates_cache[pos] = [fixed[pos]]
            continue
        cls = "lab" if pos == lab_at else position_class(*pos)
        ids = [t for t in pool if SPEC_BY_ID[t].category == cls and t not in fixed.values()]
        rng.shuffle(ids)
        candidates_cache[pos] = ids

    def rotations(pos: Cell, spec: TileSpec) -> list[int]:
        if spec.category in ("corner", "lab"):
            return [CORNER_ROT[pos]]
        if spec.category == "outer":
            return [outer_rot(*pos)]
        rots = [0, 1, 2, 3]
        rng.shuffle(rots)
        return rots

    def step(i: int) -> bool:
        if i == len(order):
            board = Board(list(grid.values()), [])
            entrance = next(p for p in grid.values() if p.spec.category == "entrance")
            return len(board.reachable(f"{entrance.iid}:room")) == len(board.zone_cells)
        pos = order[i]
        for tid in candidates_cache[pos]:
            if tid in used:
                continue
            spec = SPEC_BY_ID[tid]
            for k in rotations(pos, spec):
                p = Placed(f"r{pos[0]}c{pos[1]}", spec, pos[0], pos[1], k)
                if fits(p, grid):
                    grid[pos] = p
                    used.add(tid)
                    if step(i + 1):
                        return True
                    del grid[pos]
                    used.discard(tid)
        return False

    if not step(0):
        raise SystemExit(f"no house found for seed {seed}")
    return [grid[pos] for pos in order]


# --------------------------------------------------------------------------- quests


@dataclass(frozen=True)
class HouseSpec:
    id: str
    title: str
    description: str
    seed: int
    lab_at: Cell
    pool: tuple[str, ...]
    difficulty: str
    layout: str = ""  # tile labels row by row, rows split by "/"; empty: search the pool


def transformed_features(p: Placed, ftype: str) -> list[Json]:
    out = []
    for f in face_a(p.spec)["features"]:
        if f["type"] != ftype:
            continue
        if "edge" in f:
            a = p.vertex(tuple(f["edge"]["from"]))
            b = p.vertex(tuple(f["edge"]["to"]))
            a, b = sorted([a, b])
            out.append({"edge": seg(a, b), "properties": f["properties"]})
        else:
            out.append({"cell": list(p.cell(tuple(f["cell"]))), "properties": f["properties"]})
    return out


def best_removal(rem: Counter[str], chips: list[list[str]], k: int) -> int:
    """Exact search of DDD-SEC-9 (digest A.4): tokens removable with up to k more chips."""
    if k == 0 or sum(rem.values()) == 0:
        return 0
    best = 0
    for i, chip in enumerate(chips):
        others = chips[:i] + chips[i + 1 :]
        r = rem.copy()
        got = 0
        for c in chip:
            if r[c] > 0:
                r[c] -= 1
                got += 1
        best = max(best, got + best_removal(+r, others, k - 1))
        for c in [c for c in rem if rem[c] > 0]:
            r = rem.copy()
            r[c] -= 1
            best = max(best, 1 + best_removal(+r, others, k - 1))
    return best


def plant_chips(
    locks: list[tuple[Json, bool]], difficulty: str, rng: random.Random
) -> tuple[list[list[str]], list[str]]:
    """Chip colours per lock (same order) and the security sequence."""
    n = len(locks)
    if n < 3:
        raise SystemExit("a house needs at least 3 lock symbols")
    pool = Counter({c: 3 for c in COLOURS})
    three = rng.sample(COLOURS, 3)
    two_a = rng.sample(COLOURS, 2)
    two_b = rng.sample([c for c in COLOURS if Counter(three + two_a)[c] < 3], 2)
    sequence = three + two_a + two_b
    pool.subtract(sequence)
    if difficulty == "darker":
        extra = rng.choice([c for c in COLOURS if pool[c] > 0])
        sequence.append(extra)
    corner_idx = [i for i, (_, corner) in enumerate(locks) if corner]
    other_idx = [i for i, (_, corner) in enumerate(locks) if not corner]
    rng.shuffle(corner_idx)
    rng.shuffle(other_idx)
    chips: list[list[str] | None] = [None] * n
    slot3 = corner_idx.pop() if corner_idx else other_idx.pop()
    chips[slot3] = three
    for chip in (two_a, two_b):
        chips[other_idx.pop()] = chip
    for i in corner_idx:
        chips[i] = rng.sample(COLOURS, 3)
    for j, i in enumerate(other_idx):
        chips[i] = rng.sample(COLOURS, 3 if j % 2 == 0 else 2)
    return [c for c in chips if c is not None], sorted(sequence, key=COLOURS.index)


def house_json(spec: HouseSpec) -> tuple[Json, list[str]]:
    by_label = {t.label: t.id for t in TILES}
    fixed = {
        (1 + i // 5, 1 + i % 5): by_label[label]
        for i, label in enumerate(spec.layout.replace("/", " ").split())
    }
    placed = solve_house(fixed, list(spec.pool), spec.seed, spec.lab_at)
    report: list[str] = []
    rng = random.Random(spec.seed * 7919)
    lab = next(p for p in placed if p.spec.category == "lab")
    entrance = next(p for p in placed if p.spec.category == "entrance")

    # locks and chips
    locks: list[tuple[Json, bool]] = []
    for p in placed:
        for f in transformed_features(p, "lock-symbol"):
            locks.append((f["edge"], p.spec.category == "corner"))
    chip_colours, sequence = plant_chips(locks, spec.difficulty, rng)
    quest_edges: list[Json] = []
    tokens: list[Json] = []
    entrance_cell = entrance.cell((1, 1))
    tokens.append({"id": "start", "type": "start", "cell": list(entrance_cell), "properties": {}})
    for n, ((edge, _corner), colours) in enumerate(zip(locks, chip_colours, strict=True), 1):
        quest_edges.append(
            {
                "id": f"lock-{n}",
                "kind": "door",
                **edge,
                "state": "locked",
                "lock": {"kind": "code-chip"},
            }
        )
        tokens.append(
            {
                "id": f"chip-{n}",
                "type": "code-chip",
                "edge": edge,
                "faceDown": True,
                "properties": {"icons": len(colours), "colors": colours},
            }
        )
    lab_doors: list[str] = []
    for side in SIDES:
        if lab.side_char(side) in OPEN_CHARS:
            canonical = rot_side(side, -lab.rot % 4)
            a, b = sorted([lab.vertex(MID[canonical][0]), lab.vertex(MID[canonical][1])])
            did = f"lab-seal-{side.lower()}"
            lab_doors.append(did)
            quest_edges.append(
                {
                    "id": did,
                    "kind": "door",
                    **seg(a, b),
                    "state": "locked",
                    "lock": {"kind": "condition", "requires": ["obj-code"]},
                }
            )
    board = Board(placed, quest_edges)

    # cameras
    cam_n = 0
    for p in placed:
        for f in transformed_features(p, "camera-icon"):
            cam_n += 1
            cell = tuple(f["cell"])
            best, counts = board.best_facings(board.zone_of[cell])
            tokens.append(
                {
                    "id": f"cam-{cam_n}",
                    "type": "camera",
                    "cell": list(cell),
                    "properties": {"facing": best[0]},
                }
            )
            report.append(f"cam-{cam_n} {p.iid} {p.spec.name}: rooms {counts} -> {best}")
    if cam_n > 8:
        raise SystemExit(f"{spec.id}: {cam_n} camera icons (max 8)")
    lab_zone = f"{lab.iid}:room"
    lab_cell = lab.cell((1, 1))
    tokens.append(
        {
            "id": "nemesis",
            "type": "nemesis",
            "cell": list(lab_cell),
            "properties": {"appears": "showdown", "board": ""},
        }
    )

    # checks
    entrance_zone = board.zone_of[entrance_cell]
    reach = board.reachable(entrance_zone)
    missing = set(board.zone_cells) - reach
    if missing:
        raise SystemExit(f"{spec.id}: rooms unreachable with chips removed: {sorted(missing)}")
    free = board.reachable(entrance_zone, chips_removed=False)
    free_terminals = [
        z for z in free if z.split(":")[0] in {p.iid for p in placed if p.spec.category == "corner"}
    ]
    report.append(
        f"{spec.id}: rooms {len(board.zone_cells)}, open from entrance "
        f"{len(free)}, terminals open {free_terminals}"
    )
    three_corner = all(
        len(c) == 3 for (_, corner), c in zip(locks, chip_colours, strict=True) if corner
    )
    seq_len = {"dark": 7, "darker": 8}[spec.difficulty]
    assert len(sequence) == seq_len and three_corner
    cost = len(sequence) - best_removal(Counter(sequence), chip_colours, 3)
    report.append(
        f"{spec.id}: {len(locks)} locks, chips 3-icon={sum(len(c) == 3 for c in chip_colours)} "
        f"2-icon={sum(len(c) == 2 for c in chip_colours)}, sequence {sequence}, "
        f"darkness cost {cost}"
    )
    report.append(
        "layout: "
        + " | ".join(
            " ".join(f"{p.spec.label}@{p.rot * 90}" for p in placed if p.row == r)
            for r in range(1, 5)
        )
    )
    corners = [p for p in placed if p.spec.category == "corner"]
    terminals = [f"{p.iid}:{'hall' if p.spec.split else 'room'}" for p in corners]
    quest: Json = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": spec.id,
        "system": SYSTEM,
        "title": spec.title,
        "author": "Questwright",
        "description": spec.description,
        "language": "en",
        "license": "CC-BY-4.0",
        "party": {"min": 2, "max": 5},
        "tilesets": [TILESET],
        "tiles": [
            {
                "id": p.iid,
                "tile": p.spec.id,
                "side": "A",
                "at": list(p.origin),
                "rotation": p.rot * 90,
            }
            for p in placed
        ],
        "edges": quest_edges,
        "terrain": [],
        "tokens": tokens,
        "areas": [],
        "objectives": [
            {
                "id": "obj-code",
                "kind": "activate",
                "targets": terminals,
                "text": "Break the lab code: clear the security sequence by feeding code chips "
                "into the corner terminals (at most three) or by paying darkness.",
                "properties": {"securityBoard": True},
            },
            {
                "id": "obj-lab",
                "kind": "reach",
                "targets": [lab_zone],
                "zone": list(lab_cell),
                "after": ["obj-code"],
                "text": "Get a survivor into the opened laboratory to claim the antidote.",
            },
            {
                "id": "obj-nemesis",
                "kind": "kill",
                "targets": ["nemesis"],
                "after": ["obj-lab"],
                "text": "Showdown: bring the nemesis down before it wrecks three corner rooms.",
            },
        ],
        "triggers": [
            {
                "id": "trg-lab-open",
                "on": {"event": "objective-complete", "target": "obj-code"},
                "once": True,
                "effects": [{"kind": "unlock", "target": d} for d in lab_doors]
                + [
                    {
                        "kind": "message",
                        "text": "The last code light goes green: the lab doors slide open.",
                    }
                ],
            },
            {
                "id": "trg-showdown",
                "on": {"event": "objective-complete", "target": "obj-lab"},
                "once": True,
                "effects": [
                    {"kind": "unlock", "target": f"lock-{n}"} for n in range(1, len(locks) + 1)
                ]
                + [
                    {"kind": "reveal", "target": "nemesis"},
                    {
                        "kind": "message",
                        "text": "Showdown: every chip drops, the cameras die and the nemesis "
                        "wakes in the lab.",
                    },
                ],
            },
        ],
        "loss": [
            {
                "id": "loss-darkness",
                "kind": "darkness-end",
                "text": "The darkness marker reaches its last space and that round ends with "
                "nobody in the lab.",
            },
            {
                "id": "loss-antidote",
                "kind": "antidote-holder-dies",
                "text": "The survivor who took the antidote dies.",
            },
            {
                "id": "loss-corners",
                "kind": "corners-destroyed",
                "properties": {"count": 3},
                "text": "The nemesis destroys three corner rooms.",
            },
        ],
        "setup": {"difficulty": spec.difficulty, "securitySequence": sequence},
        "parameters": {},
        "waivers": [],
    }
    return quest, report


HOUSE_POOL_1 = (
    "ddd-c1", "ddd-c3", "ddd-c5", "ddd-lab", "ddd-e1",
    "ddd-o01", "ddd-o02", "ddd-o03", "ddd-o04", "ddd-o05", "ddd-o06", "ddd-o07", "ddd-o08",
    "ddd-o09", "ddd-o10", "ddd-o11",
    "ddd-i01", "ddd-i02", "ddd-i03", "ddd-i04", "ddd-i05", "ddd-i06", "ddd-i07", "ddd-i08",
    "ddd-i09",
)  # fmt: skip
HOUSE_POOL_2 = ("ddd-c2", "ddd-c4", *HOUSE_POOL_1)

HOUSES = (
    HouseSpec(
        id="ddd-house-ashgrove",
        title="Ashgrove House",
        description="A stand-in house for a first evening: the lab sits in the north-east "
        "corner, the code is planted cleanly (dark mode). Break the code, reach the lab, then "
        "stop the nemesis before it wrecks three corners.",
        seed=63,
        lab_at=(1, 5),
        pool=HOUSE_POOL_1,
        difficulty="dark",
        layout="C1 O11 O10 O5 LAB / O4 I7 I1 I3 O7 / O1 I8 I6 I4 O9 / C5 O8 E1 O2 C3",
    ),
    HouseSpec(
        id="ddd-house-blackwater",
        title="Blackwater Clinic",
        description="A harder stand-in house: the lab hides in the south-west corner behind "
        "split rooms, and the code chips lie spread over the house (dark mode).",
        seed=25,
        lab_at=(4, 1),
        pool=HOUSE_POOL_2,
        difficulty="dark",
        layout="C4 O6 O4 O2 C2 / O5 I4 I6 I8 O8 / O9 I2 I3 I5 O10 / LAB O7 E1 O11 C3",
    ),
)


# --------------------------------------------------------------------------- output


def dumps(data: Json) -> str:
    """Canonical text, exactly as ``questwright fmt`` writes it (plain JSON as a fallback)."""
    try:
        from questwright.schema.io import check_document, dumps_model, model_from_document
    except ImportError:
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    return str(dumps_model(model_from_document(check_document(data, "<generated>"))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only print the solver report")
    args = parser.parse_args(argv)
    out: dict[Path, Json] = {
        ROOT / "tilesets/ddd/system.json": system_json(),
        ROOT / "tilesets/ddd/core.tiles.json": tileset_json(),
    }
    for house in HOUSES:
        quest, report = house_json(house)
        print("\n".join(report))
        out[ROOT / f"quests/ddd/{house.id.removeprefix('ddd-')}.quest.json"] = quest
    if not args.check:
        for path, data in out.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(dumps(data), encoding="utf-8")
            print("wrote", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
