"""Generate Questwright's stand-in data for Machina Arcana (system ``machina``).

Writes ``tilesets/machina/system.json``, ``tilesets/machina/core.tiles.json`` and two sample
chapters under ``quests/machina/``.  Tile layouts, names and texts are Questwright's own
stand-ins in the game's style, not the publisher's tiles.  Run from the project root::

    python tilesets/machina/tools/build_machina.py           # rewrite the files
    python tilesets/machina/tools/build_machina.py --check   # exit 1 if a file differs

Tiles are drawn as 6x6 character maps (legend in ``TERRAIN``); walls and doors are lattice
segments; join edges (direction symbols) are the middle two units of a side.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
SYSTEM = "machina"
TILESET = "machina-core"
SIZE = 6
STAND_IN = "Questwright's own stand-in data, not the publisher's components."

Json = dict[str, Any]
Cell = tuple[int, int]
Seg = tuple[Cell, Cell]

# map character -> terrain kind ('.' plain floor, 'b' floor with a printed barrel spot)
TERRAIN: dict[str, str] = {
    "t": "floor-trapped",
    "p": "pit",
    "r": "rubble",
    "E": "event-space",
    "C": "chest-space",
    "B": "workbench",
    "R": "recharge-station",
    "L": "trap-lever",
    "H": "chapter-space",
    "S": "spawn-space",
}
JOIN: dict[str, Seg] = {
    "N": ((2, 0), (4, 0)),
    "E": ((6, 2), (6, 4)),
    "S": ((2, 6), (4, 6)),
    "W": ((0, 2), (0, 4)),
}


@dataclass(frozen=True)
class MapTile:
    """A 6x6 map tile in canonical orientation."""

    id: str
    label: str
    name: str
    category: str
    rows: tuple[str, ...]
    joins: str
    walls: tuple[Seg, ...] = ()
    doors: tuple[tuple[str, Seg], ...] = ()
    notes: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


TILES: tuple[MapTile, ...] = (
    MapTile(
        "ma-01",
        "M1",
        "Gatehouse",
        "map",
        ("....E.", ".....S", ".r....", ".r....", "C...b.", "......"),
        "ES",
        walls=(((3, 0), (3, 1)), ((3, 2), (6, 2))),
        doors=(("d1", ((3, 1), (3, 2))),),
        notes="A guard room in the north-east corner behind a door.",
    ),
    MapTile(
        "ma-02",
        "M2",
        "Pressure hall",
        "map",
        ("L....R", ".tttt.", ".tppt.", ".tttt.", "......", "H....S"),
        "WES",
        walls=(((1, 4), (1, 6)), ((4, 4), (4, 6))),
        notes="Trapped floor round a pair of pits; the lever fires every trapped space.",
    ),
    MapTile(
        "ma-03",
        "M3",
        "Workshop",
        "map",
        ("......", ".B..r.", "....r.", "......", ".S..C.", "......"),
        "NEW",
        walls=(((0, 4), (3, 4)), ((4, 4), (6, 4))),
        doors=(("d1", ((3, 4), (4, 4))),),
        notes="A workbench floor; the store strip to the south hides a spawn space.",
    ),
    MapTile(
        "ma-04",
        "M4",
        "Reactor vault",
        "endgame",
        ("E....S", ".p.b..", "......", "..H...", ".b..p.", "....R."),
        "W",
        walls=(((0, 2), (2, 2)), ((3, 2), (6, 2))),
        doors=(("d1", ((2, 2), (3, 2))),),
        notes="Endgame-style tile with one join; the vault strip lies behind a door.",
    ),
    MapTile(
        "ma-05",
        "M5",
        "Pipe gallery",
        "map",
        ("rr..rr", "r...Sr", "..pp..", "......", "rtttLr", "rr..rr"),
        "NESW",
        walls=(((1, 2), (2, 2)), ((4, 2), (5, 2))),
        notes="A crossing with joins on every side, pits in the middle and a trap run.",
    ),
    MapTile(
        "ma-06",
        "M6",
        "Furnace stair",
        "map",
        ("C..b.B", "......", "..rr..", "....b.", "..S...", "H....."),
        "SE",
        walls=(((2, 0), (2, 1)), ((0, 2), (2, 2))),
        doors=(("d1", ((2, 1), (2, 2))),),
        notes="A locked-off store with a chest, barrels by the furnace, a chapter space.",
    ),
)


def seg(a: Cell, b: Cell) -> Json:
    a, b = sorted([a, b])
    return {"from": list(a), "to": list(b)}


def face(tile: MapTile) -> Json:
    assert len(tile.rows) == SIZE and all(len(r) == SIZE for r in tile.rows), tile.id
    by_kind: dict[str, list[list[int]]] = {}
    features: list[Json] = []
    for y, row in enumerate(tile.rows):
        for x, ch in enumerate(row):
            if ch in TERRAIN:
                by_kind.setdefault(TERRAIN[ch], []).append([x, y])
            elif ch == "b":
                features.append({"type": "barrel-spot", "cell": [x, y], "properties": {}})
            elif ch != ".":
                raise ValueError(f"{tile.id}: unknown map character {ch!r}")
    edges: list[Json] = [{"kind": "wall", **seg(*w)} for w in tile.walls]
    edges += [{"id": did, "kind": "door", **seg(*s), "state": "closed"} for did, s in tile.doors]
    for side in tile.joins:
        edges.append({"kind": "open", **seg(*JOIN[side])})
        features.append(
            {"type": "join", "edge": seg(*JOIN[side]), "properties": {"direction": side}}
        )
    return {
        "label": tile.label,
        "size": [SIZE, SIZE],
        "void": [],
        "perimeter": "wall",
        "zones": [],
        "edges": edges,
        "terrain": [{"kind": k, "cells": v} for k, v in sorted(by_kind.items())],
        "features": features,
    }


def tileset_json() -> Json:
    return {
        "format": "questwright-tileset",
        "formatVersion": 1,
        "id": TILESET,
        "system": SYSTEM,
        "name": "Machina Arcana stand-in map tiles",
        "standIn": "Original 6x6 layouts in the game's style, not the printed map tiles. Only "
        "side A is modelled.",
        "x-joins": "Join edges (direction symbols) are the middle two units of a side, so any "
        "two joins meet when their tiles are placed side by side (MA-EDGE-2).",
        "tiles": [
            {
                "id": t.id,
                "name": t.name,
                "category": t.category,
                "sides": {"A": face(t)},
                "x-notes": t.notes,
            }
            for t in TILES
        ],
    }


# --------------------------------------------------------------------------- system


def terrain(label: str, colour: str, description: str, **flags: bool) -> Json:
    base = {
        "passable": True,
        "blocksSight": False,
        "hazard": False,
        "obstacle": False,
        "action": False,
    }
    base.update(flags)
    return {"label": label, "color": colour, "description": description, **base}


def action_space(label: str, colour: str, description: str) -> Json:
    return terrain(label, colour, description, passable=False, obstacle=True, action=True)


def system_json() -> Json:
    params: Json = {
        "startTokens": ["start"],
        "exitTokens": ["exit"],
        "spawnTokens": ["monster"],
        "pickupTokens": ["chest", "objective", "key"],
        "pitTerrain": ["pit"],
        "lethalTerrain": ["pit"],
        "obstacleTokens": ["barrel", "monster"],
        "tileSize": 6,
        "joinLength": 2,
        "moveCost": 1,
        "diagonalCornerRule": "blocked-if-both-routes-walled",
        "rangeMetric": "chebyshev",
        "doorOpenCost": 2,
        "doorCloseCost": 2,
        "doorDestroyCost": 4,
        "enemiesOpenDoors": True,
        "monstersPathThroughClosedDoors": True,
        "exitTileCost": 2,
        "exploreCost": 2,
        "useInventoryCost": 3,
        "tradeCost": 2,
        "eventSpaceCost": 3,
        "chestCost": 3,
        "workbenchCost": 3,
        "rechargeCost": 1,
        "trapLeverCost": 3,
        "litChapterCost": 0,
        "unlitChapterCost": None,
        "sealSpawnCost": None,
        "trapAttack": 3,
        "barrelAttack": 3,
        "essenceCap": 4,
        "gameDie": 10,
        "monsterLevelMax": 4,
        "horrorRatingStart": 8,
        "spawnRatingStart": 8,
        "escapeHeroes": "all",
    }
    notes = {
        "escapeHeroes": "Every explorer leaves by an exit token to end an escape chapter "
        "(player aid: exit tokens).",
        "startTokens": "Token types that mark the explorers' starting spaces.",
        "exitTokens": "Token types that are exit tokens.",
        "spawnTokens": "Token types treated as enemy positions by generic sight checks "
        "(spawn spaces are terrain).",
        "pickupTokens": "Token types an explorer picks up (the quest logic's pick-ups).",
        "pitTerrain": "Terrain kinds that destroy a unit entering them.",
        "lethalTerrain": "Terrain a unit may enter but is destroyed in: never a way through "
        "for reachability checks.",
        "obstacleTokens": "[SRC] Token types that are obstacles to ordinary ranged targeting "
        "(units and exploding barrels); the format has no token-level obstacle flag.",
        "tileSize": "Questwright convention: stand-in map tiles are 6x6 spaces.",
        "joinLength": "[GAP] Join edges are 2 units at the middle of a side (MA-EDGE-2).",
        "moveCost": "[SRC] Stamina per space, diagonals included.",
        "diagonalCornerRule": "[GAP/EXT] A diagonal step is refused only when both routes "
        "round the corner are walled (as descent.md 3.2).",
        "rangeMetric": "[INF] Range counted in 8-neighbour steps.",
        "doorOpenCost": "[SRC] Open or close a door: 2 stamina.",
        "doorCloseCost": "[SRC] 2 stamina.",
        "doorDestroyCost": "[SRC] Destroy a closed door: 4 stamina (explorers and monsters).",
        "enemiesOpenDoors": "[SRC] Monsters break doors; scheming monsters open and close them.",
        "monstersPathThroughClosedDoors": "[SRC] Nearest-explorer counts ignore closed doors.",
        "exitTileCost": "[SRC] Exit the map tile: 2 stamina.",
        "exploreCost": "[SRC] Explore a new map tile: 2 stamina.",
        "useInventoryCost": "[SRC] 3 stamina.",
        "tradeCost": "[SRC] 2 stamina.",
        "eventSpaceCost": "[SRC] 3 stamina.",
        "chestCost": "[INF] Digits garbled; placeholder 3.",
        "workbenchCost": "[INF] Digits garbled; placeholder 3.",
        "rechargeCost": "[SRC] 1 stamina.",
        "trapLeverCost": "[INF] 3, as for scheming monsters.",
        "litChapterCost": "[SRC] Activating a lit chapter space is free.",
        "unlitChapterCost": "[GAP] Stamina plus essence; digits garbled (null: unknown).",
        "sealSpawnCost": "[GAP] Essence-based; digits garbled (null: unknown).",
        "trapAttack": "[GAP] Traps attack 'for 3'; dice or value not settled.",
        "barrelAttack": "[GAP] Barrels attack adjacent units 'for 3'.",
        "essenceCap": "[INF] From the 'ESSENCE 4' header.",
        "gameDie": "[SRC] The d10 game die.",
        "monsterLevelMax": "[SRC] Monster levels 1-4.",
        "horrorRatingStart": "[GAP] Starting horror rating; stand-in.",
        "spawnRatingStart": "[GAP/EXT] Spawn rating; stand-in.",
        "abilityUses": "[SRC] Not set: the player aid's monster loop has no limit (after "
        "each ability played or step taken the monster tries its abilities again while it "
        "has stamina). A quest or pack may set it to cap the uses of each ability a turn.",
    }
    conventions = {
        "C1": False,
        "C2": False,
        "C2w": True,
        "C3": True,
        "C4": False,
        "C5": False,
        "C6": False,
        "C7": True,
        "C8": True,
        "C9": True,
        "C10": "all",
    }
    convention_notes = {
        "C1-C5": "descent.md 2.7 defaults; the sheet gives no LOS geometry, a player summary "
        "says centre to centre [EXT].",
        "C6": "Machina has no area reveal; off.",
        "C7": "No spawn-LOS rule in Machina (spawns use the nearest spawn space); default kept.",
        "C8": "No large monsters on the sheet; default kept.",
        "C9": "No staircases; default kept.",
        "C10": "A Machina pit is a plain passable space for sight (units entering it are "
        "destroyed), so a pit does not limit sight: 'all'.",
    }
    return {
        "format": "questwright-system",
        "formatVersion": 1,
        "id": SYSTEM,
        "name": "Machina Arcana (compatible)",
        "compatibleWith": "Machina Arcana",
        "standIn": STAND_IN,
        "description": "Square spaces on 6x6 stand-in map tiles joined at direction symbols; "
        "8-neighbour movement; centre-to-centre sight. Spaces are terrain: action spaces "
        "are used from a neighbouring space.",
        "geometry": {"zoning": "cell", "adjacency": "octile", "sight": "centre-line"},
        "party": {"min": 1, "max": 4},
        "edgeKinds": {
            "open": {
                "label": "Open",
                "blocksMove": False,
                "blocksSight": False,
                "description": "No wall; also the join edges of a tile.",
            },
            "wall": {
                "label": "Wall",
                "blocksMove": True,
                "blocksSight": True,
                "description": "[SRC] Walls are borders between spaces.",
            },
            "door": {
                "label": "Door",
                "blocksMove": True,
                "blocksSight": True,
                "description": "[SRC/INF] A door is open (passable) or closed (blocks movement "
                "and sight). Modelled on the edge between two spaces, or as a door space "
                "(doorSpaces: the door occupies a space, B.1); a destroyed door is an open door "
                "with a destroyed-door token.",
            },
        },
        "lockKinds": {"condition": {"label": "Chapter condition"}},
        "terrain": {
            "floor-trapped": terrain(
                "Trapped space",
                "#c9a46a",
                "[SRC] Passable; attacked when a trap lever of the same tile fires.",
                hazard=True,
            ),
            "pit": terrain(
                "Pit",
                "#2b2520",
                "[SRC] Passable but a unit moved, pushed or teleported into it is destroyed.",
                hazard=True,
            ),
            "rubble": terrain(
                "Rubble",
                "#8f8a80",
                "[SRC] Impassable and blocks sight.",
                passable=False,
                blocksSight=True,
            ),
            "event-space": action_space(
                "Event space", "#7a5fa0", "[SRC] Action (3): draw an explorer event."
            ),
            "chest-space": action_space(
                "Chest", "#b07a30", "[SRC] Action: draw 2 items, keep one."
            ),
            "workbench": action_space(
                "Workbench", "#6f7f8f", "[SRC] Action: draw 3 items, keep one, free inventory."
            ),
            "recharge-station": action_space(
                "Recharge station", "#3f9fa0", "[SRC] Action (1): roll the recharge die."
            ),
            "trap-lever": action_space(
                "Trap lever",
                "#a03f3f",
                "[SRC] Action: attacks every unit on the trapped spaces of its tile.",
            ),
            "chapter-space": action_space(
                "Chapter space",
                "#d0b040",
                "[SRC] Action: advance to the next chapter (free when lit).",
            ),
            "spawn-space": terrain(
                "Spawn space",
                "#5f8f4f",
                "[SRC] Passable; new monsters appear on the spawn space nearest the rolling "
                "explorer. Sealed: becomes destroyed.",
            ),
            "destroyed": terrain(
                "Destroyed space",
                "#4a4040",
                "[SRC] Impassable obstacle (used-up or sealed space).",
                passable=False,
                obstacle=True,
            ),
        },
        "tokenTypes": {
            "start": {
                "label": "Explorer start",
                "anchor": "cell",
                "limit": 4,
                "required": True,
                "icon": "start",
                "description": "A starting space for one explorer.",
                "properties": {},
            },
            "exit": {
                "label": "Exit token",
                "anchor": "cell",
                "limit": None,
                "icon": "exit",
                "description": "[SRC] Placed by a blocking chapter; every explorer must exit "
                "the tile that holds it before the chapter advances.",
                "properties": {},
                # a unit on a pit is destroyed (reference sheet): no explorer could use it
                "x-notOnTerrain": ["pit"],
            },
            "barrel": {
                "label": "Exploding barrel",
                "anchor": "cell",
                "limit": None,
                "icon": "barrel",
                "blocksMove": True,
                "blocksSight": False,
                "description": "[SRC] Impassable obstacle; any hit makes it attack every "
                "adjacent unit. Obstacle to ordinary ranged targeting (parameter "
                "obstacleTokens).",
                "obstacle": True,
                "properties": {},
                "x-notOnTerrain": ["pit"],
            },
            "light": {
                "label": "Light token",
                "anchor": "cell",
                "limit": None,
                "icon": "light",
                "description": "[SRC] On a chapter space: lit, so activating it is free. "
                "Flips to destroyed when used.",
                "properties": {
                    "destroyed": {
                        "type": "boolean",
                        "default": False,
                        "description": "The destroyed side is up.",
                    }
                },
                # it marks the chapter space it lies on (player aid): nowhere else
                "x-onTerrain": ["chapter-space"],
            },
            "destroyed-marker": {
                "label": "Destroyed token",
                "anchor": "cell",
                "limit": None,
                "icon": "destroyed",
                "description": "[SRC] Marks a used action space or (two of them) a sealed "
                "spawn space.",
                "properties": {},
                # it marks the action or spawn space it lies on (player aid): nowhere else
                "x-onTerrain": [
                    "chapter-space",
                    "chest-space",
                    "event-space",
                    "recharge-station",
                    "spawn-space",
                    "trap-lever",
                    "workbench",
                ],
                # two of them seal a spawn space: a destroyed map space (player aid)
                "x-sealsTerrain": {"spawn-space": 2},
            },
            "destroyed-door": {
                "label": "Destroyed door",
                "anchor": "edge",
                "limit": None,
                "icon": "door-broken",
                "description": "[SRC/INF] On an open door edge: the door is destroyed and can "
                "never be closed again. A quest door may also start with the state destroyed.",
                "properties": {},
                # it marks a door that is no longer closed (player aid)
                "x-onDoorState": ["destroyed", "open"],
            },
            "monster": {
                "label": "Monster",
                "anchor": "cell",
                "limit": None,
                "icon": "monster",
                "description": "A monster placed by the scenario (stand-in stats).",
                # a monster on a pit space is destroyed (reference sheet)
                "x-notOnTerrain": ["pit"],
                # a unit: one a space (player aid: move to an unoccupied space)
                "x-unit": True,
                # one placed face down comes into play only when a trigger reveals it
                "x-faceDownAbsent": True,
                "properties": {
                    "name": {"type": "string", "default": "", "description": "Stand-in name."},
                    "level": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 4,
                        "default": 1,
                        "description": "[SRC] Monster level 1-4.",
                    },
                    "scheming": {
                        "type": "boolean",
                        "default": False,
                        "description": "[SRC] A scheming monster has extra actions.",
                    },
                    "mindless": {
                        "type": "boolean",
                        "default": False,
                        "description": "[SRC] Never moves itself into a pit.",
                    },
                },
            },
        },
        "featureTypes": {
            "join": {
                "label": "Direction symbol",
                "anchor": "edge",
                "description": "[SRC] A tile edge where a new map tile is attached when exploring.",
                "properties": {
                    "direction": {
                        "type": "enum",
                        "enum": ["N", "E", "S", "W"],
                        "default": "N",
                        "description": "The side of the tile the symbol points out of "
                        "(rotates with the tile).",
                    }
                },
            },
            "barrel-spot": {
                "label": "Barrel spot",
                "anchor": "cell",
                "description": "Questwright convention: where a scenario usually sets an "
                "exploding barrel token.",
                "properties": {},
            },
        },
        "tileCategories": ["map", "endgame"],
        "sightConventions": conventions,
        "x-sightConventionNotes": convention_notes,
        "parameters": params,
        "x-parameterNotes": notes,
        "tilesets": [TILESET],
        "x-heroReachPerRound": {
            "unit": "cell",
            "value": 12,
            "why": "the highest stand-in explorer stamina (6), 1 a space, diagonals included; "
            "once more that much after a recharge station or an event space gives stamina "
            "back",
        },
    }


# --------------------------------------------------------------------------- quests


def rot_cell(c: Cell, k: int) -> Cell:
    x, y = c
    for _ in range(k):
        x, y = SIZE - 1 - y, x
    return x, y


@dataclass(frozen=True)
class Place:
    iid: str
    tile: str
    at: Cell
    rot: int = 0  # quarter turns clockwise

    def cell(self, local: Cell) -> list[int]:
        x, y = rot_cell(local, self.rot)
        return [x + self.at[0], y + self.at[1]]


def quest_base(qid: str, title: str, description: str, places: list[Place]) -> Json:
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": qid,
        "system": SYSTEM,
        "title": title,
        "author": "Questwright",
        "description": description,
        "language": "en",
        "license": "CC-BY-4.0",
        "party": {"min": 1, "max": 4},
        "tilesets": [TILESET],
        "tiles": [
            {"id": p.iid, "tile": p.tile, "side": "A", "at": list(p.at), "rotation": p.rot * 90}
            for p in places
        ],
        "edges": [],
        "terrain": [],
        "tokens": [],
        "areas": [],
        "objectives": [],
        "triggers": [],
        "loss": [],
        "setup": {},
        "parameters": {},
        "waivers": [],
    }


CHAPTER_NOTE = (
    "The chapter space is an impassable action space used from a neighbouring space, so the "
    "activate objective names the tile and gives the space in properties.cell; a 'zone' on "
    "the space itself is reported unreachable by the validators."
)


def starts(cells: list[list[int]]) -> list[Json]:
    return [
        {"id": f"start-{n}", "type": "start", "cell": c, "properties": {}}
        for n, c in enumerate(cells, 1)
    ]


def cold_foundry() -> Json:
    gate = Place("t1", "ma-01", (0, 0))
    hall = Place("t2", "ma-02", (6, 0))
    q = quest_base(
        "machina-cold-foundry",
        "The Cold Foundry",
        "Chapter one of a stand-in scenario: cross the gatehouse, force the seam door into "
        "the pressure hall, wake the chapter space, then leave the hall by the exit token.",
        [gate, hall],
    )
    chapter = hall.cell((0, 5))
    q["edges"] = [
        {"id": "seam-door", "kind": "door", "from": [6, 2], "to": [6, 4], "state": "closed"}
    ]
    # a door space (B.1) at the mouth of the gatehouse's guard room: it replaces the tile's
    # printed door on the edge beside it
    q["doorSpaces"] = [{"id": "guard-door", "cell": gate.cell((3, 1)), "state": "closed"}]
    q["tokens"] = [
        *starts([[0, 0], [1, 0], [0, 1], [1, 1]]),
        {"id": "barrel-1", "type": "barrel", "cell": gate.cell((4, 4)), "properties": {}},
        {
            "id": "scavenger",
            "type": "monster",
            "cell": hall.cell((3, 4)),
            "properties": {"name": "Rust scavenger", "level": 1, "mindless": True},
        },
        {
            "id": "crawler",
            "type": "monster",
            "cell": hall.cell((4, 5)),
            "properties": {"name": "Pipe crawler", "level": 1},
        },
        {
            "id": "exit",
            "type": "exit",
            "cell": gate.cell((0, 5)),
            "faceDown": True,
            "properties": {},
        },
    ]
    q["objectives"] = [
        {
            "id": "obj-chapter",
            "kind": "activate",
            "targets": [hall.iid],
            "text": "Activate the chapter space in the pressure hall.",
            "properties": {"terrain": "chapter-space", "cell": chapter},
        },
        {
            "id": "obj-exit",
            "kind": "escape",
            "targets": ["exit"],
            "after": ["obj-chapter"],
            "text": "Blocking chapter: every explorer leaves the gatehouse by the exit token.",
        },
    ]
    q["triggers"] = [
        {
            "id": "trg-exit",
            "on": {"event": "objective-complete", "target": "obj-chapter"},
            "once": True,
            "effects": [
                {"kind": "reveal", "target": "exit"},
                {"kind": "message", "text": "The furnace roars awake. Get out through the gate."},
            ],
        }
    ]
    q["loss"] = [{"id": "loss-explorer", "kind": "hero-dies"}]
    q["setup"] = {
        "chapters": [
            {"id": "I", "title": "The seam door", "blocking": False, "objective": "obj-chapter"},
            {"id": "II", "title": "Out of the gate", "blocking": True, "objective": "obj-exit"},
        ],
        "horrorRating": 6,
        "monsterLevel": 1,
        "monsterThreat": 1,
    }
    q["x-machina"] = {
        "standIn": "Scenario text and chapter list are Questwright's own sample content.",
        "loss": "[GAP] Stand-in: the scenario is lost when an explorer is destroyed.",
        "chapterObjective": CHAPTER_NOTE,
    }
    return q


def engine_heart() -> Json:
    shop = Place("t1", "ma-03", (0, 0))
    gallery = Place("t2", "ma-05", (6, 0))
    vault = Place("t3", "ma-04", (6, 6), rot=1)
    q = quest_base(
        "machina-engine-heart",
        "Heart of the Engine",
        "A three-tile stand-in chapter: from the workshop through the pipe gallery down into "
        "the reactor vault. Light the chapter space, destroy the warden that wakes, and get "
        "out through the workshop.",
        [shop, gallery, vault],
    )
    chapter = vault.cell((2, 3))
    q["edges"] = [
        {"id": "gallery-gate", "kind": "door", "from": [8, 6], "to": [10, 6], "state": "closed"}
    ]
    q["tokens"] = [
        *starts([[0, 0], [1, 0], [0, 1], [2, 1]]),
        {"id": "barrel-1", "type": "barrel", "cell": vault.cell((1, 4)), "properties": {}},
        {"id": "barrel-2", "type": "barrel", "cell": vault.cell((3, 1)), "properties": {}},
        {
            "id": "crawler",
            "type": "monster",
            "cell": gallery.cell((3, 3)),
            "properties": {"name": "Pipe crawler", "level": 1},
        },
        {
            "id": "warden",
            "type": "monster",
            "cell": vault.cell((3, 0)),
            "faceDown": True,
            "properties": {"name": "Engine warden", "level": 3, "scheming": True},
        },
        {
            "id": "exit",
            "type": "exit",
            "cell": shop.cell((5, 0)),
            "faceDown": True,
            "properties": {},
        },
    ]
    q["objectives"] = [
        {
            "id": "obj-chapter",
            "kind": "activate",
            "targets": [vault.iid],
            "text": "Activate the chapter space at the heart of the reactor vault.",
            "properties": {"terrain": "chapter-space", "cell": chapter},
        },
        {
            "id": "obj-warden",
            "kind": "kill",
            "targets": ["warden"],
            "after": ["obj-chapter"],
            "text": "Destroy the engine warden that steps out of the vault.",
        },
        {
            "id": "obj-exit",
            "kind": "escape",
            "targets": ["exit"],
            "after": ["obj-warden"],
            "text": "Every explorer leaves the workshop by the exit token.",
        },
    ]
    q["triggers"] = [
        {
            "id": "trg-warden",
            "on": {"event": "objective-complete", "target": "obj-chapter"},
            "once": True,
            "effects": [
                {"kind": "reveal", "target": "warden"},
                {"kind": "message", "text": "Something heavy unbolts itself in the vault."},
            ],
        },
        {
            "id": "trg-exit",
            "on": {"event": "objective-complete", "target": "obj-warden"},
            "once": True,
            "effects": [
                {"kind": "reveal", "target": "exit"},
                {"kind": "message", "text": "The workshop shutter grinds open."},
            ],
        },
    ]
    q["loss"] = [{"id": "loss-explorer", "kind": "hero-dies"}]
    q["setup"] = {
        "chapters": [
            {"id": "I", "title": "Into the vault", "blocking": False, "objective": "obj-chapter"},
            {"id": "II", "title": "The warden", "blocking": True, "objective": "obj-warden"},
            {"id": "III", "title": "Shutter", "blocking": True, "objective": "obj-exit"},
        ],
        "horrorRating": 7,
        "monsterLevel": 2,
        "monsterThreat": 1,
    }
    q["x-machina"] = {
        "standIn": "Scenario text and chapter list are Questwright's own sample content.",
        "loss": "[GAP] Stand-in: the scenario is lost when an explorer is destroyed.",
        "chapterObjective": CHAPTER_NOTE,
        "lightToken": "The chapter space would carry a light token (lit, free to activate); "
        "left out because light tokens sit on impassable action spaces.",
    }
    return q


# --------------------------------------------------------------------------- output


def dumps(data: Json) -> str:
    """Canonical text, exactly as ``questwright fmt`` writes it (plain JSON as a fallback)."""
    try:
        from questwright.schema.io import check_document, dumps_model, model_from_document
    except ImportError:
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    return str(dumps_model(model_from_document(check_document(data, "<generated>"))))


def main() -> int:
    out = {
        ROOT / "tilesets/machina/system.json": system_json(),
        ROOT / "tilesets/machina/core.tiles.json": tileset_json(),
        ROOT / "quests/machina/cold-foundry.quest.json": cold_foundry(),
        ROOT / "quests/machina/engine-heart.quest.json": engine_heart(),
    }
    check = "--check" in sys.argv[1:]
    stale = []
    for path, data in out.items():
        text = dumps(data)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path.relative_to(ROOT)))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print("wrote", path.relative_to(ROOT))
    for name in stale:
        print(f"{name}: differs from what build_machina.py writes", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
