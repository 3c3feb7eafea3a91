"""Write the validator fixtures: one folder per issue code, quests that do and do not raise it.

Run from the project root::

    python tests/golden/issues/build_fixtures.py          # write every fixture
    python tests/golden/issues/build_fixtures.py --check  # exit 1 if a file would change

Each fixture is ``<CODE>/<name>.quest.json`` with ``<CODE>/<name>.expected.json``::

    {"raises": [codes that must be reported], "not": [codes that must not be],
     "also": [every other error or warning code the fixture reports today]}

The fixture's intent (``raises`` / ``not``) is written here by hand; ``also`` is filled in
from a validation run so that the test notices any change in what a fixture reports.
Generic rules use the test-only system ``qwtest`` in ``_library/`` (a 5×5 tile of one-cell
zones, walls and doors drawn by the quest); system rules use the bundled systems and
tilesets, starting from small hand-made quests or from the bundled sample quests.

To look at a fixture with the command line, let the catalogue see the test system::

    QUESTWRIGHT_TILESETS=tests/golden/issues/_library questwright validate -v \
        tests/golden/issues/SOFTLOCK_CYCLE/
"""

from __future__ import annotations

import argparse
import copy
import itertools
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
LIBRARY = HERE / "_library"
Json = dict[str, Any]

# --------------------------------------------------------------------------- the test system


def _grid(w: int, h: int) -> list[Json]:
    return [
        {
            "id": f"c{x}{y}",
            "kind": "room",
            "light": "light" if (x + y) % 2 else "shadow",
            "cells": [[x, y]],
            "tags": [],
        }
        for y in range(h)
        for x in range(w)
    ]


QWTEST_SYSTEM: Json = {
    "format": "questwright-system",
    "formatVersion": 1,
    "id": "qwtest",
    "name": "Questwright test system (validator fixtures only)",
    "standIn": "Test-only system for validator fixtures; not a game.",
    "geometry": {"zoning": "tile", "adjacency": "orthogonal", "sight": "zone-walk"},
    "party": {"min": 1, "max": 4},
    "edgeKinds": {
        "open": {"label": "Open", "blocksMove": False, "blocksSight": False},
        "wall": {"label": "Wall", "blocksMove": True, "blocksSight": True},
        "opening": {"label": "Opening", "blocksMove": False, "blocksSight": False},
        "door": {"label": "Door", "blocksMove": True, "blocksSight": True},
        "barrier": {"label": "Barrier", "blocksMove": True, "blocksSight": True},
    },
    "lockKinds": {
        "key": {"label": "Key"},
        "rune": {"label": "Rune"},
        "condition": {"label": "Condition"},
        "code-chip": {"label": "Chip"},
    },
    "terrain": {
        "rubble": {"label": "Rubble", "passable": False, "blocksSight": True},
        "water": {"label": "Water", "passable": False, "blocksSight": False},
    },
    "tokenTypes": {
        "start": {"label": "Start", "anchor": "zone", "limit": 1, "required": True},
        "exit": {"label": "Exit", "anchor": "zone", "limit": 1},
        "key": {"label": "Key", "anchor": "cell", "limit": 4},
        "rune-key": {
            "label": "Rune key",
            "anchor": "cell",
            "limit": 3,
            "properties": {"color": {"type": "enum", "enum": ["red", "blue"], "default": "red"}},
        },
        "treasure": {
            "label": "Treasure",
            "anchor": "zone",
            "properties": {"gold": {"type": "integer", "minimum": 0, "maximum": 5, "default": 1}},
        },
        "relic": {"label": "Relic", "anchor": "zone", "limit": 2},
        "spawn": {"label": "Spawn point", "anchor": "zone"},
        "monster": {
            "label": "Monster",
            "anchor": "cell",
            "footprint": True,
            "properties": {"guards": {"type": "ref", "refTypes": ["door", "treasure"]}},
        },
        "staircase": {
            "label": "Staircase",
            "anchor": "zone",
            "limit": 4,
            "properties": {"group": {"type": "enum", "enum": ["A", "B"]}},
        },
        "chip": {"label": "Chip", "anchor": "edge"},
        "banner": {"label": "Banner", "anchor": "tile"},
    },
    "tileCategories": ["test"],
    "parameters": {
        "doorTokens": 3,
        "spawnTokens": ["spawn", "monster"],
        "pickupTokens": ["key", "treasure", "relic", "rune-key"],
    },
    "tilesets": ["qwtest-tiles"],
}

QWTEST_TILES: Json = {
    "format": "questwright-tileset",
    "formatVersion": 1,
    "id": "qwtest-tiles",
    "system": "qwtest",
    "name": "Test tiles",
    "standIn": "Test-only tiles for validator fixtures.",
    "tiles": [
        {
            "id": "g5",
            "name": "5x5 grid of one-cell zones",
            "category": "test",
            "sides": {"A": {"size": [5, 5], "perimeter": "open", "zones": _grid(5, 5)}},
        },
        {
            "id": "g1",
            "name": "one cell",
            "category": "test",
            "sides": {"A": {"size": [1, 1], "perimeter": "open", "zones": _grid(1, 1)}},
        },
        {
            "id": "duo",
            "name": "double-sided 2x2",
            "category": "test",
            "sides": {
                "A": {"size": [2, 2], "perimeter": "open", "zones": _grid(2, 2)},
                "B": {"size": [2, 2], "perimeter": "open", "zones": _grid(2, 2)},
            },
        },
        {
            "id": "halls",
            "name": "two 2x2 zones side by side",
            "category": "test",
            "sides": {
                "A": {
                    "size": [4, 2],
                    "perimeter": "open",
                    "zones": [
                        {
                            "id": "w",
                            "kind": "room",
                            "light": "light",
                            "cells": [[0, 0], [1, 0], [0, 1], [1, 1]],
                        },
                        {
                            "id": "e",
                            "kind": "room",
                            "light": "light",
                            "cells": [[2, 0], [3, 0], [2, 1], [3, 1]],
                        },
                    ],
                }
            },
        },
        {
            "id": "bad-zone",
            "name": "zone cell off the face (broken on purpose)",
            "category": "test",
            "sides": {
                "A": {
                    "size": [1, 1],
                    "perimeter": "open",
                    "zones": [
                        {"id": "z", "kind": "room", "light": "light", "cells": [[0, 0], [3, 3]]}
                    ],
                }
            },
        },
        {
            "id": "bad-door-space",
            "name": "door space off the face (broken on purpose)",
            "category": "test",
            "sides": {
                "A": {
                    "size": [1, 1],
                    "perimeter": "open",
                    "zones": [{"id": "z", "kind": "room", "light": "light", "cells": [[0, 0]]}],
                    "doorSpaces": [{"id": "ds", "cell": [3, 3]}],
                }
            },
        },
        {
            "id": "holey",
            "name": "cell in no zone (broken on purpose)",
            "category": "test",
            "sides": {
                "A": {
                    "size": [2, 1],
                    "perimeter": "open",
                    "zones": [{"id": "z", "kind": "room", "light": "light", "cells": [[0, 0]]}],
                }
            },
        },
    ],
}

# --------------------------------------------------------------------------- builders


def seg(a: tuple[int, int], b: tuple[int, int]) -> Json:
    return {"from": list(a), "to": list(b)}


def wall(a: tuple[int, int], b: tuple[int, int]) -> Json:
    return {"kind": "wall", **seg(a, b)}


def door(
    did: str,
    a: tuple[int, int],
    b: tuple[int, int],
    state: str = "closed",
    lock: Json | None = None,
) -> Json:
    out: Json = {"id": did, "kind": "door", **seg(a, b), "state": state}
    if lock is not None:
        out["lock"] = lock
    return out


def tok(tid: str, ttype: str, cell: tuple[int, int] | None = None, **extra: Any) -> Json:
    out: Json = {"id": tid, "type": ttype}
    if cell is not None:
        out["cell"] = list(cell)
    props = extra.pop("props", None)
    out.update(extra)
    if props:
        out["properties"] = props
    return out


def quest(system: str, qid: str, **fields: Any) -> Json:
    doc: Json = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": qid,
        "system": system,
        "title": f"Fixture {qid}",
        "description": "Validator fixture (Questwright test data).",
        "tiles": [],
        "tokens": [],
    }
    doc.update(fields)
    return doc


#: the east half of the 5x5 test tile walled off along x = 2 (a door can go at y 2..3)
SPLIT = [wall((2, 0), (2, 2)), wall((2, 3), (2, 5))]
SPLIT_FULL = [wall((2, 0), (2, 5))]


def toy(
    qid: str, *, edges: list[Json] | None = None, tokens: list[Json] | None = None, **fields: Any
) -> Json:
    """The test tile with a start at (0,0), an exit at (4,4) and an escape objective."""
    base_tokens = [tok("start", "start", (0, 0)), tok("exit", "exit", (4, 4))]
    doc = quest(
        "qwtest",
        qid,
        party={"min": 1, "max": 4},
        tiles=[{"id": "t1", "tile": "g5", "side": "A", "at": [0, 0], "rotation": 0}],
        edges=edges if edges is not None else [],
        tokens=base_tokens + (tokens or []),
        objectives=[{"id": "obj-escape", "kind": "escape", "targets": ["exit"]}],
    )
    doc.update(fields)
    return doc


def pocket(
    cell: tuple[int, int], did: str, lock: Json | None = None, state: str = "closed"
) -> list[Json]:
    """Walls round one cell of the test tile (x 3..4 or y 0..4) with a door on its west side."""
    x, y = cell
    out = [door(did, (x, y), (x, y + 1), state, lock)]
    if y > 0:
        out.append(wall((x, y), (x + 1, y)))
    if y < 4:
        out.append(wall((x, y + 1), (x + 1, y + 1)))
    if x < 4:
        out.append(wall((x + 1, y), (x + 1, y + 1)))
    return out


def load_bundled(rel: str) -> Json:
    return json.loads((ROOT / rel).read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- fixtures

Fixture = tuple[str, str, Json, list[str], list[str]]  # code, name, quest, raises, not
FIXTURES: list[Fixture] = []


def fx(
    code: str, name: str, doc: Json, raises: list[str] | None = None, not_: list[str] | None = None
) -> None:
    FIXTURES.append((code, name, doc, raises or [], not_ or []))


def pair(code: str, bad: Json, good: Json, also_not: list[str] | None = None) -> None:
    """A fixture that raises ``code`` and a near miss that does not."""
    fx(code, "raises", bad, [code])
    fx(code, "clean", good, [], [code, *(also_not or [])])


def generic() -> None:
    """Rules that apply to every system, on the qwtest system."""
    D = door
    # ---- basics
    pair("REF_UNKNOWN_SYSTEM", {**toy("unknown-system"), "system": "nowhere"}, toy("known-system"))
    bad = toy("unknown-tile")
    bad["tiles"].append(
        {"id": "t2", "tile": "no-such-tile", "side": "A", "at": [5, 0], "rotation": 0}
    )
    pair("REF_UNKNOWN_TILE", bad, toy("known-tile"))
    bad = toy("unknown-side")
    bad["tiles"][0]["side"] = "C"
    pair("REF_UNKNOWN_SIDE", bad, toy("known-side"))
    pair(
        "REF_UNKNOWN_TERRAIN",
        toy("unknown-terrain", terrain=[{"id": "lava-1", "kind": "lava", "cells": [[2, 2]]}]),
        toy("known-terrain", terrain=[{"id": "rubble-1", "kind": "rubble", "cells": [[2, 2]]}]),
    )
    pair(
        "ID_DUPLICATE",
        toy("dup-id", tokens=[tok("t-a", "treasure", (1, 1)), tok("t-a", "treasure", (1, 2))]),
        toy("unique-id", tokens=[tok("t-a", "treasure", (1, 1)), tok("t-b", "treasure", (1, 2))]),
    )
    bad = toy("overlap")
    bad["tiles"].append({"id": "t2", "tile": "g1", "side": "A", "at": [4, 4], "rotation": 0})
    good = toy("no-overlap")
    good["tiles"].append({"id": "t2", "tile": "g1", "side": "A", "at": [5, 4], "rotation": 0})
    pair("GEOM_TILE_OVERLAP", bad, good)
    pair(
        "GEOM_OFF_LATTICE",
        toy("diagonal-wall", edges=[{"kind": "wall", "from": [1, 1], "to": [2, 2]}]),
        toy("straight-wall", edges=[wall((1, 1), (1, 2))]),
    )
    pair(
        "GEOM_OFF_BOARD",
        toy("terrain-off-board", terrain=[{"id": "r1", "kind": "rubble", "cells": [[7, 7]]}]),
        toy("terrain-on-board", terrain=[{"id": "r1", "kind": "rubble", "cells": [[3, 1]]}]),
    )
    bad = toy("zone-cell-off-tile")
    bad["tiles"].append({"id": "t2", "tile": "bad-zone", "side": "A", "at": [5, 0], "rotation": 0})
    pair("GEOM_ZONE_CELL_OFF_TILE", bad, good)
    bad = toy("door-space-off-tile")
    bad["tiles"].append(
        {"id": "t2", "tile": "bad-door-space", "side": "A", "at": [5, 0], "rotation": 0}
    )
    pair("GEOM_DOOR_SPACE_OFF_TILE", bad, good)
    bad = toy("cell-without-zone")
    bad["tiles"].append({"id": "t2", "tile": "holey", "side": "A", "at": [5, 0], "rotation": 0})
    pair("GEOM_CELL_WITHOUT_ZONE", bad, good)
    bad = toy("island")
    bad["tiles"].append({"id": "t2", "tile": "g1", "side": "A", "at": [8, 8], "rotation": 0})
    good = toy(
        "island-linked",
        tokens=[
            tok("st-a", "staircase", (4, 0), props={"group": "A"}),
            tok("st-b", "staircase", (8, 8), props={"group": "A"}),
        ],
    )
    good["tiles"].append({"id": "t2", "tile": "g1", "side": "A", "at": [8, 8], "rotation": 0})
    pair("GEOM_ISLAND", bad, good)
    pair(
        "REF_UNKNOWN_TOKEN_TYPE",
        toy("unknown-token-type", tokens=[tok("x", "dragon-egg", (1, 1))]),
        toy("known-token-type", tokens=[tok("x", "treasure", (1, 1))]),
    )
    pair(
        "TOKEN_OFF_BOARD",
        toy("token-off-board", tokens=[tok("x", "treasure", (9, 9))]),
        toy("token-on-board", tokens=[tok("x", "treasure", (3, 3))]),
    )
    pair(
        "TOKEN_BAD_ANCHOR",
        toy("chip-on-cell", tokens=[tok("c", "chip", (1, 1))]),
        toy("chip-on-edge", tokens=[{"id": "c", "type": "chip", "edge": seg((1, 1), (1, 2))}]),
    )
    bad = toy("no-start")
    bad["tokens"] = [t for t in bad["tokens"] if t["type"] != "start"]
    pair("START_MISSING", bad, toy("has-start"))

    # ---- references
    bad = toy("objective-target-missing")
    bad["objectives"].append({"id": "obj-x", "kind": "pickup", "targets": ["ghost"]})
    good = toy("objective-target-present", tokens=[tok("gem", "treasure", (3, 0))])
    good["objectives"].append({"id": "obj-x", "kind": "pickup", "targets": ["gem"]})
    pair("REF_OBJECTIVE_TARGET", bad, good)
    bad = toy("after-missing")
    bad["objectives"][0]["after"] = ["obj-nope"]
    good = toy("after-present", tokens=[tok("gem", "treasure", (3, 0))])
    good["objectives"].insert(0, {"id": "obj-gem", "kind": "pickup", "targets": ["gem"]})
    good["objectives"][1]["after"] = ["obj-gem"]
    pair("REF_OBJECTIVE_AFTER", bad, good)
    bad = toy(
        "trigger-target-missing",
        triggers=[
            {
                "id": "trg",
                "on": {"event": "pickup", "target": "ghost"},
                "effects": [{"kind": "message", "text": "Hi."}],
            }
        ],
    )
    good = toy(
        "trigger-target-present",
        tokens=[tok("gem", "treasure", (3, 0))],
        triggers=[
            {
                "id": "trg",
                "on": {"event": "pickup", "target": "gem"},
                "effects": [{"kind": "message", "text": "Hi."}],
            }
        ],
    )
    pair("REF_TRIGGER_TARGET", bad, good)
    kinds = toy(
        "trigger-targets-by-name",
        tokens=[tok("gem", "treasure", (3, 0))],
        triggers=[
            {
                "id": "trg-kind",
                "on": {"event": "pickup", "target": "treasure"},
                "effects": [{"kind": "give-xp", "target": "picker", "value": 2}],
            },
            {
                "id": "trg-item",
                "on": {"event": "item-gained", "target": "silver-sword"},
                "effects": [{"kind": "message", "text": "A fine blade."}],
            },
            {
                "id": "trg-cell",
                "on": {"event": "enter-zone", "target": "t1:c44"},
                "effects": [{"kind": "win"}],
            },
        ],
    )
    fx("REF_TRIGGER_TARGET", "clean-names", kinds, [], ["REF_TRIGGER_TARGET", "TRIGGER_NEVER"])
    good = toy("kill-all", tokens=[tok("orc", "monster", (3, 3))])
    good["objectives"].append({"id": "obj-kill", "kind": "kill", "targets": ["all"]})
    fx("REF_OBJECTIVE_TARGET", "clean-kill-all", good, [], ["REF_OBJECTIVE_TARGET"])
    pair(
        "REF_LOCK_KEY",
        toy(
            "lock-key-missing",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "key", "keys": ["k-ghost"]})],
        ),
        toy(
            "lock-key-present",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "key", "keys": ["k1"]})],
            tokens=[tok("k1", "key", (1, 4))],
        ),
    )
    pair(
        "REF_LOCK_CONDITION",
        toy(
            "lock-condition-missing",
            edges=[
                *SPLIT,
                D("d1", (2, 2), (2, 3), "locked", {"kind": "condition", "requires": ["obj-ghost"]}),
            ],
        ),
        toy(
            "lock-condition-present",
            edges=[
                *SPLIT,
                D("d1", (2, 2), (2, 3), "locked", {"kind": "condition", "requires": ["obj-gem"]}),
            ],
            tokens=[tok("gem", "treasure", (1, 4))],
            objectives=[
                {"id": "obj-gem", "kind": "pickup", "targets": ["gem"]},
                {"id": "obj-escape", "kind": "escape", "targets": ["exit"]},
            ],
        ),
    )
    pair(
        "LOCK_KIND_UNKNOWN",
        toy(
            "lock-kind-unknown",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "riddle"})],
        ),
        toy(
            "lock-kind-known",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "rune", "color": "red"})],
            tokens=[tok("rk", "rune-key", (1, 1), props={"color": "red"})],
        ),
    )
    pair(
        "REF_AREA",
        toy("area-missing", tokens=[tok("gem", "treasure", (1, 1), area="area-9")]),
        toy(
            "area-present",
            tokens=[tok("gem", "treasure", (1, 1), area="area-1")],
            areas=[{"id": "area-1", "cells": [[1, 1]]}],
        ),
    )
    pair(
        "TOKEN_PROPERTY_INVALID",
        toy("property-invalid", tokens=[tok("gem", "treasure", (1, 1), props={"gold": 9})]),
        toy("property-valid", tokens=[tok("gem", "treasure", (1, 1), props={"gold": 3})]),
    )
    pair(
        "TOKEN_PROPERTY_UNKNOWN",
        toy("property-unknown", tokens=[tok("gem", "treasure", (1, 1), props={"golld": 3})]),
        toy(
            "property-known",
            tokens=[tok("gem", "treasure", (1, 1), props={"gold": 3, "x-note": "free"})],
        ),
    )
    pair(
        "REF_TOKEN_PROPERTY",
        toy(
            "property-ref-missing",
            tokens=[tok("orc", "monster", (1, 1), props={"guards": "ghost"})],
        ),
        toy(
            "property-ref-present",
            tokens=[
                tok("gem", "treasure", (1, 2)),
                tok("orc", "monster", (1, 1), props={"guards": "gem"}),
            ],
        ),
    )
    bad = toy("id-ambiguous", tokens=[tok("gem", "treasure", (1, 1))])
    bad["objectives"].append({"id": "gem", "kind": "pickup", "targets": ["exit"]})
    good = toy("id-distinct", tokens=[tok("gem", "treasure", (1, 1))])
    good["objectives"].append({"id": "obj-gem", "kind": "pickup", "targets": ["gem"]})
    pair("ID_AMBIGUOUS", bad, good)
    pair(
        "EDGE_KIND_UNKNOWN",
        toy("edge-kind-unknown", edges=[{"kind": "window", **seg((1, 1), (1, 2))}]),
        toy("edge-kind-known", edges=[{"kind": "opening", **seg((1, 1), (1, 2))}]),
    )
    pair(
        "REF_WAIVER",
        toy("waiver-unknown", waivers=[{"code": "NO_SUCH_CODE", "ref": "exit", "reason": "Test."}]),
        toy(
            "waiver-known",
            tokens=[tok("gem", "treasure", (1, 1), props={"golld": 1})],
            waivers=[
                {"code": "TOKEN_PROPERTY_UNKNOWN", "ref": "gem", "reason": "Test: kept on purpose."}
            ],
        ),
    )
    pair(
        "WAIVER_UNUSED",
        toy("waiver-unused", waivers=[{"code": "REACH_ZONE", "ref": "*", "reason": "Test."}]),
        quest(
            "qwtest",
            "waiver-used",
            edges=SPLIT_FULL,
            tiles=[{"id": "t1", "tile": "g5", "side": "A", "at": [0, 0], "rotation": 0}],
            tokens=[tok("start", "start", (0, 0)), tok("exit", "exit", (0, 4))],
            objectives=[{"id": "obj-escape", "kind": "escape", "targets": ["exit"]}],
            waivers=[{"code": "REACH_ZONE", "ref": "*", "reason": "Test: the east is scenery."}],
        ),
    )

    # ---- reachability
    pair(
        "REACH_EXIT",
        toy("exit-walled", edges=SPLIT_FULL),
        toy("exit-door", edges=[*SPLIT, D("d1", (2, 2), (2, 3))]),
    )
    bad = toy(
        "objective-walled",
        edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "key", "keys": ["k1"]})],
        tokens=[tok("k1", "key", (3, 4)), tok("gem", "treasure", (4, 0))],
    )
    bad["objectives"] = [{"id": "obj-gem", "kind": "pickup", "targets": ["gem"]}]
    good = toy(
        "objective-key-outside",
        edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", {"kind": "key", "keys": ["k1"]})],
        tokens=[tok("k1", "key", (1, 4)), tok("gem", "treasure", (4, 0))],
    )
    good["objectives"] = [{"id": "obj-gem", "kind": "pickup", "targets": ["gem"]}]
    fx(
        "REACH_OBJECTIVE",
        "behind-locked-door",
        bad,
        ["REACH_OBJECTIVE", "SOFTLOCK_KEY_BEHIND_DOOR"],
    )
    fx("REACH_OBJECTIVE", "clean", good, [], ["REACH_OBJECTIVE", "SOFTLOCK_KEY_BEHIND_DOOR"])
    bad = toy("objective-walls", edges=SPLIT_FULL, tokens=[tok("gem", "treasure", (4, 0))])
    bad["objectives"] = [{"id": "obj-gem", "kind": "pickup", "targets": ["gem"]}]
    fx("REACH_OBJECTIVE", "behind-walls", bad, ["REACH_OBJECTIVE"])
    bad = toy("zones-walled", edges=SPLIT_FULL, tokens=[])
    bad["tokens"] = [tok("start", "start", (0, 0)), tok("exit", "exit", (0, 4))]
    good = toy("zones-door", edges=[*SPLIT, D("d1", (2, 2), (2, 3))], tokens=[])
    good["tokens"] = [tok("start", "start", (0, 0)), tok("exit", "exit", (0, 4))]
    pair("REACH_ZONE", bad, good)
    pair(
        "REACH_TOKEN",
        toy(
            "token-walled",
            edges=[*pocket((4, 0), "d1", None, "closed")[1:], wall((4, 0), (4, 1))],
            tokens=[tok("gem", "treasure", (4, 0))],
        ),
        toy("token-door", edges=pocket((4, 0), "d1"), tokens=[tok("gem", "treasure", (4, 0))]),
    )
    pair(
        "DOOR_NEVER_OPENS",
        toy("door-locked-forever", edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked")]),
        toy(
            "door-unlocked-by-trigger",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked")],
            tokens=[tok("lever", "treasure", (1, 1))],
            triggers=[
                {
                    "id": "trg-lever",
                    "on": {"event": "pickup", "target": "lever"},
                    "effects": [{"kind": "unlock", "target": "d1"}],
                }
            ],
        ),
    )
    bad = toy(
        "spawn-stuck",
        edges=[*pocket((4, 0), "d1", None, "locked")[1:], wall((4, 0), (4, 1))],
        tokens=[tok("sp", "spawn", (4, 0))],
    )
    good = toy("spawn-door", edges=pocket((4, 0), "d1"), tokens=[tok("sp", "spawn", (4, 0))])
    pair("SPAWN_CANNOT_REACH", bad, good)

    # ---- soft-locks
    key_door = {"kind": "key", "keys": ["k1"]}
    pair(
        "SOFTLOCK_KEY_BEHIND_DOOR",
        toy(
            "key-behind-own-door",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", key_door)],
            tokens=[tok("k1", "key", (4, 0))],
        ),
        toy(
            "key-before-door",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", key_door)],
            tokens=[tok("k1", "key", (0, 4))],
        ),
    )
    bad = toy(
        "key-door-cycle",
        edges=pocket((4, 0), "dA", {"kind": "key", "keys": ["kB"]}, "locked")
        + pocket((4, 4), "dB", {"kind": "key", "keys": ["kA"]}, "locked"),
        tokens=[tok("kA", "key", (4, 0)), tok("kB", "key", (4, 4))],
    )
    good = toy(
        "key-door-chain",
        edges=pocket((4, 0), "dA", {"kind": "key", "keys": ["kB"]}, "locked")
        + pocket((4, 4), "dB", {"kind": "key", "keys": ["kA"]}, "locked"),
        tokens=[tok("kA", "key", (4, 0)), tok("kB", "key", (0, 4))],
    )
    fx("SOFTLOCK_CYCLE", "raises", bad, ["SOFTLOCK_CYCLE"], ["SOFTLOCK_KEY_BEHIND_DOOR"])
    fx("SOFTLOCK_CYCLE", "clean", good, [], ["SOFTLOCK_CYCLE"])
    bad = toy(
        "order-deadlock",
        edges=pocket(
            (4, 0), "d-vault", {"kind": "condition", "requires": ["obj-escape"]}, "locked"
        ),
        tokens=[tok("gem", "treasure", (4, 0))],
        objectives=[
            {"id": "obj-gem", "kind": "pickup", "targets": ["gem"]},
            {"id": "obj-escape", "kind": "escape", "targets": ["exit"], "after": ["obj-gem"]},
        ],
    )
    good = copy.deepcopy(bad)
    good["id"] = "order-fine"
    good["objectives"][1].pop("after")
    pair("SOFTLOCK_ORDER", bad, good)
    consumed = {"keysConsumed": True}
    bad = toy(
        "consumed-keys",
        edges=pocket((4, 0), "d-side", {"kind": "key", "keys": ["k1"]}, "locked")
        + pocket((4, 2), "d-goal", {"kind": "key", "keys": ["k1"]}, "locked"),
        tokens=[tok("k1", "key", (1, 1)), tok("gem", "treasure", (4, 2))],
        objectives=[{"id": "obj-gem", "kind": "pickup", "targets": ["gem"]}],
        parameters=consumed,
    )
    good = toy(
        "consumed-keys-enough",
        edges=pocket((4, 0), "d-side", {"kind": "key", "keys": ["k1", "k2"]}, "locked")
        + pocket((4, 2), "d-goal", {"kind": "key", "keys": ["k1", "k2"]}, "locked"),
        tokens=[tok("k1", "key", (1, 1)), tok("k2", "key", (1, 3)), tok("gem", "treasure", (4, 2))],
        objectives=[{"id": "obj-gem", "kind": "pickup", "targets": ["gem"]}],
        parameters=consumed,
    )
    pair("SOFTLOCK_CONSUMED_KEYS", bad, good)
    # one key, two doors the objectives both need: no order at all wins (issue #29)
    two = toy(
        "consumed-keys-no-order",
        edges=pocket((4, 0), "d-side", {"kind": "key", "keys": ["k1"]}, "locked")
        + pocket((4, 2), "d-goal", {"kind": "key", "keys": ["k1"]}, "locked"),
        tokens=[
            tok("k1", "key", (1, 1)),
            tok("gem", "treasure", (4, 2)),
            tok("ring", "treasure", (4, 0)),
        ],
        objectives=[{"id": "obj-gem", "kind": "pickup", "targets": ["gem", "ring"]}],
        parameters=consumed,
    )
    fx("SOFTLOCK_CONSUMED_KEYS", "raises-no-order", two, ["SOFTLOCK_CONSUMED_KEYS"])
    two_keys = copy.deepcopy(two)
    two_keys["id"] = "consumed-keys-two-keys"
    two_keys["tokens"].append(tok("k2", "key", (1, 3)))
    for edge in two_keys["edges"]:
        if edge.get("lock"):
            edge["lock"]["keys"] = ["k1", "k2"]
    fx("SOFTLOCK_CONSUMED_KEYS", "clean-two-keys", two_keys, [], ["SOFTLOCK_CONSUMED_KEYS"])
    # consumable doors in open floor: more than the search takes on (14), none needed
    spots = [(x, y) for y in range(1, 5) for x in range(5)]

    def many_doors(qid: str, n: int) -> Json:
        return toy(
            qid,
            edges=[
                door(f"d{i}", (x, y), (x + 1, y), "locked", {"kind": "key", "keys": ["k1"]})
                for i, (x, y) in enumerate(spots[:n])
            ],
            tokens=[tok("k1", "key", (0, 0))],
            parameters=consumed,
        )

    pair(
        "SOFTLOCK_UNDECIDED",
        many_doors("consumed-keys-fifteen-doors", 15),
        many_doors("consumed-keys-fourteen-doors", 14),
    )

    # ---- objectives and triggers
    bad = toy("order-cycle", tokens=[tok("gem", "treasure", (1, 1))])
    bad["objectives"] = [
        {"id": "obj-a", "kind": "pickup", "targets": ["gem"], "after": ["obj-b"]},
        {"id": "obj-b", "kind": "escape", "targets": ["exit"], "after": ["obj-a"]},
    ]
    good = copy.deepcopy(bad)
    good["id"] = "order-line"
    good["objectives"][0].pop("after")
    pair("OBJECTIVE_ORDER_CYCLE", bad, good)
    bad = toy("no-targets")
    bad["objectives"].append({"id": "obj-x", "kind": "pickup"})
    pair("OBJECTIVE_NO_TARGETS", bad, toy("targets"))
    bad = toy(
        "count-too-high", tokens=[tok("g1", "treasure", (1, 1)), tok("g2", "treasure", (1, 2))]
    )
    bad["objectives"].append(
        {"id": "obj-g", "kind": "collect", "count": 3, "targets": ["g1", "g2"]}
    )
    good = copy.deepcopy(bad)
    good["id"] = "count-fits"
    good["objectives"][1]["count"] = 2
    pair("OBJECTIVE_COUNT", bad, good)
    bad = toy("open-a-token", edges=[*SPLIT, D("d1", (2, 2), (2, 3))])
    bad["objectives"].append({"id": "obj-open", "kind": "open", "targets": ["exit"]})
    good = toy("open-a-door", edges=[*SPLIT, D("d1", (2, 2), (2, 3))])
    good["objectives"].append({"id": "obj-open", "kind": "open", "targets": ["d1"]})
    pair("OBJECTIVE_TARGET_KIND", bad, good)
    bad = toy("no-goal", objectives=[])
    good = toy(
        "win-trigger",
        objectives=[],
        triggers=[
            {
                "id": "trg-win",
                "on": {"event": "enter-zone", "target": "exit"},
                "effects": [{"kind": "win"}],
            }
        ],
    )
    pair("OBJECTIVE_NONE", bad, good)
    pair(
        "TRIGGER_TARGET_KIND",
        toy(
            "unlock-a-token",
            tokens=[tok("gem", "treasure", (1, 1))],
            triggers=[
                {
                    "id": "trg",
                    "on": {"event": "pickup", "target": "gem"},
                    "effects": [{"kind": "unlock", "target": "exit"}],
                }
            ],
        ),
        toy(
            "unlock-a-door",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked")],
            tokens=[tok("gem", "treasure", (1, 1))],
            triggers=[
                {
                    "id": "trg",
                    "on": {"event": "pickup", "target": "gem"},
                    "effects": [{"kind": "unlock", "target": "d1"}],
                }
            ],
        ),
    )
    pair(
        "TRIGGER_NEVER",
        toy(
            "trigger-too-late",
            loss=[{"id": "loss-rounds", "kind": "round-limit", "rounds": 8}],
            triggers=[
                {
                    "id": "trg",
                    "on": {"event": "round-start", "round": 12},
                    "effects": [{"kind": "message", "text": "Too late."}],
                }
            ],
        ),
        toy(
            "trigger-in-time",
            loss=[{"id": "loss-rounds", "kind": "round-limit", "rounds": 8}],
            triggers=[
                {
                    "id": "trg",
                    "on": {"event": "round-start", "round": 5},
                    "effects": [{"kind": "message", "text": "In time."}],
                }
            ],
        ),
    )
    pair(
        "LOSS_CONDITION_INVALID",
        toy("round-limit-no-rounds", loss=[{"id": "loss-rounds", "kind": "round-limit"}]),
        toy("round-limit-rounds", loss=[{"id": "loss-rounds", "kind": "round-limit", "rounds": 9}]),
    )
    fx(
        "LOSS_CONDITION_INVALID",
        "ddd-loss-elsewhere",
        toy("ddd-loss-elsewhere", loss=[{"id": "loss-antidote", "kind": "antidote-holder-dies"}]),
        ["LOSS_CONDITION_INVALID"],
    )

    # ---- doors
    halls = quest(
        "qwtest",
        "halls",
        tiles=[{"id": "t1", "tile": "halls", "side": "A", "at": [0, 0], "rotation": 0}],
        tokens=[tok("start", "start", (0, 0)), tok("exit", "exit", (3, 1))],
        objectives=[{"id": "obj-escape", "kind": "escape", "targets": ["exit"]}],
    )
    bad = copy.deepcopy(halls)
    bad["id"] = "door-beside-gap"
    bad["edges"] = [D("d1", (2, 0), (2, 1))]
    good = copy.deepcopy(halls)
    good["id"] = "door-in-wall"
    good["edges"] = [D("d1", (2, 0), (2, 1)), wall((2, 1), (2, 2))]
    pair("DOOR_SEALS_NOTHING", bad, good)
    bad = copy.deepcopy(good)
    bad["id"] = "door-inside-zone"
    bad["edges"].append(D("d2", (1, 0), (1, 1)))
    pair("DOOR_SAME_ZONE", bad, good)
    pair(
        "DOOR_LEADS_NOWHERE",
        toy("door-off-board", edges=[D("d-out", (0, 1), (0, 2))]),
        toy("door-inside", edges=[*SPLIT, D("d1", (2, 2), (2, 3))]),
    )
    pair(
        "DOOR_STATE_LOCK",
        toy(
            "open-door-locked",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "open", key_door)],
            tokens=[tok("k1", "key", (0, 4))],
        ),
        toy(
            "locked-door-locked",
            edges=[*SPLIT, D("d1", (2, 2), (2, 3), "locked", key_door)],
            tokens=[tok("k1", "key", (0, 4))],
        ),
    )

    # ---- tokens
    pair(
        "TOKEN_ON_IMPASSABLE",
        toy(
            "treasure-on-rubble",
            terrain=[{"id": "r1", "kind": "rubble", "cells": [[2, 2]]}],
            tokens=[tok("gem", "treasure", (2, 2))],
        ),
        toy(
            "treasure-beside-rubble",
            terrain=[{"id": "r1", "kind": "rubble", "cells": [[2, 2]]}],
            tokens=[tok("gem", "treasure", (2, 3))],
        ),
    )
    pair(
        "LINK_UNPAIRED",
        toy("lone-stair", tokens=[tok("st-a", "staircase", (1, 1), props={"group": "A"})]),
        toy(
            "stair-pair",
            tokens=[
                tok("st-a", "staircase", (1, 1), props={"group": "A"}),
                tok("st-b", "staircase", (3, 3), props={"group": "A"}),
            ],
        ),
    )
    pair(
        "TOKEN_SIZE",
        toy("sized-treasure", tokens=[tok("gem", "treasure", (1, 1), size=[2, 2])]),
        toy("sized-monster", tokens=[tok("ogre", "monster", (1, 1), size=[2, 2])]),
    )

    # ---- components and party
    pair(
        "COMPONENT_TOKEN_LIMIT",
        toy("three-relics", tokens=[tok(f"r{i}", "relic", (1, i)) for i in range(3)]),
        toy("two-relics", tokens=[tok(f"r{i}", "relic", (1, i)) for i in range(2)]),
    )
    four = [D(f"d{i}", (i + 1, 0), (i + 1, 1)) for i in range(4)]
    pair(
        "COMPONENT_DOOR_LIMIT",
        toy("four-doors", edges=four),
        toy("three-doors", edges=four[:3]),
        also_not=[],
    )
    bad = toy("duo-twice")
    bad["tiles"] += [
        {"id": "t2", "tile": "duo", "side": "A", "at": [5, 0], "rotation": 0},
        {"id": "t3", "tile": "duo", "side": "B", "at": [5, 2], "rotation": 0},
    ]
    good = toy("g1-twice")
    good["tiles"] += [
        {"id": "t2", "tile": "g1", "side": "A", "at": [5, 0], "rotation": 0},
        {"id": "t3", "tile": "g1", "side": "A", "at": [5, 1], "rotation": 0},
    ]
    pair("COMPONENT_TILE_TWICE", bad, good)
    pair(
        "PARTY_OUT_OF_RANGE",
        toy("party-too-big", party={"min": 1, "max": 6}),
        toy("party-fits", party={"min": 2, "max": 4}),
    )


def _strip(doc: Json, qid: str) -> Json:
    doc = copy.deepcopy(doc)
    doc["id"] = qid
    doc["title"] = f"Fixture {qid}"
    return doc


def _drop(doc: Json, *ids: str) -> Json:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] not in ids]
    return doc


def _token(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


def md_fixtures() -> None:
    """Massive Darkness rules, on the bundled sample quests with one change each."""
    wk = load_bundled("quests/md1/wardens-key.quest.json")
    er = load_bundled("quests/md1/ember-reliquary.quest.json")
    eb = load_bundled("quests/md2/embers-below.quest.json")

    bad = _strip(wk, "md1-two-exits")
    bad["tokens"].append(tok("exit-2", "exit", (11, 5)))
    pair("MD_START_EXIT_COUNT", bad, _strip(wk, "md1-one-exit"))
    bad = _strip(wk, "md1-start-is-exit")
    _token(bad, "exit")["cell"] = [1, 3]
    pair("MD_START_IS_EXIT", bad, _strip(wk, "md1-start-not-exit"))
    bad = _strip(wk, "md1-levels-gap")
    _token(bad, "level-2")["properties"]["value"] = 3
    pair("MD_LEVEL_RANGE", bad, _strip(wk, "md1-levels-1-2"))
    bad = _strip(wk, "md1-start-tile-level-2")
    bad["tokens"].append(tok("level-2b", "level", (3, 3), props={"value": 2}))
    pair("MD_LEVEL_START", bad, _strip(wk, "md1-start-tile-level-1"))
    fx("MD_LEVEL_PER_TILE", "raises", bad, ["MD_LEVEL_PER_TILE"])
    fx(
        "MD_LEVEL_PER_TILE",
        "clean",
        _strip(wk, "md1-one-level-per-tile"),
        [],
        ["MD_LEVEL_PER_TILE"],
    )
    bad = _drop(_strip(wk, "md1-only-level-1"), "level-2")
    fx("MD_LEVEL_PATROL", "raises", bad, ["MD_LEVEL_PATROL"])
    fx("MD_LEVEL_PATROL", "clean", _strip(wk, "md1-levels-for-patrols"), [], ["MD_LEVEL_PATROL"])
    fx("MD_TREASURE_LEVEL", "raises", bad, ["MD_TREASURE_LEVEL"])
    good = _strip(wk, "md1-treasure-level-current")
    good = _drop(good, "level-2")
    good["setup"]["treasureLevel"] = "current"
    fx("MD_TREASURE_LEVEL", "clean", good, [], ["MD_TREASURE_LEVEL"])
    bad = _strip(er, "md1-levels-fall")
    _token(bad, "level-2a")["properties"]["value"] = 3
    _token(bad, "level-3")["properties"]["value"] = 2
    pair("MD_LEVEL_ORDER", bad, _strip(er, "md1-levels-rise"))
    bad = _strip(er, "md1-big-chamber")
    bad["edges"].append({"kind": "opening", **seg((6, 10), (6, 11))})
    pair("MD_CHAMBER_ROOMS", bad, _strip(er, "md1-small-chambers"))
    bad = _strip(er, "md1-ambiguous-rooms")
    bad["waivers"] = []
    for edge in bad["edges"]:
        edge.pop("properties", None)
    pair("MD_CHAMBER_AMBIGUOUS", bad, _strip(er, "md1-rooms-in-order"))
    fx(
        "MD_CHAMBER_AMBIGUOUS",
        "clean-no-ties",
        _strip(wk, "md1-no-ties"),
        [],
        ["MD_CHAMBER_AMBIGUOUS"],
    )
    bad = _strip(wk, "md1-door-into-open-chamber")
    bad["edges"] = [e for e in bad["edges"] if e["id"] != "door-2"]
    bad["edges"].append({"kind": "opening", **seg((3, 2), (4, 2))})
    pair("MD_CHAMBER_OPEN", bad, _strip(wk, "md1-doors-into-closed-chambers"))
    bad = _strip(wk, "md1-room-open-to-corridor")
    bad["edges"].append({"kind": "open", **seg((4, 4), (5, 4))})
    pair("MD_ROOM_ENCLOSED", bad, _strip(wk, "md1-rooms-walled"))
    bad = _strip(er, "md1-pool-too-small")
    bad["setup"]["facedownPools"]["relics"] = ["artifact", "lair"]
    pair("MD_FACEDOWN_POOL", bad, _strip(er, "md1-pool-fits"))
    good = _strip(wk, "md1-no-hiding")
    good["tokens"] += [tok("guard-1", "guard", (0, 0)), tok("guard-2", "guard", (5, 5))]
    fx("SIGHT_SAFE_SPOT", "raises", _strip(wk, "md1-hiding-spots"), ["SIGHT_SAFE_SPOT"])
    fx("SIGHT_SAFE_SPOT", "clean", good, [], ["SIGHT_SAFE_SPOT"])

    bad = _strip(wk, "md1-key-in-the-vault")
    _token(bad, "key")["cell"] = [7, 0]
    fx("SOFTLOCK_KEY_BEHIND_DOOR", "md1-key-in-vault", bad, ["SOFTLOCK_KEY_BEHIND_DOOR"])
    bad = _strip(eb, "md2-loot-in-abyss")
    bad["tokens"].append(tok("loot-x", "loot", (3, 2), props={"scaled": True}))
    fx("TOKEN_ON_IMPASSABLE", "md2-abyss", bad, ["TOKEN_ON_IMPASSABLE"])
    bad = _drop(_strip(eb, "md2-no-roaming-portal"), "portal-rm")
    pair("MD2_PORTALS", bad, _strip(eb, "md2-portals"))
    bridges = quest(
        "md2",
        "md2-bridge",
        party={"min": 1, "max": 6},
        tilesets=["md2-core", "md2-bridges"],
        tiles=[
            {"id": "t1", "tile": "md2-01", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "b1", "tile": "md2-bridge-1", "side": "A", "at": [3, 1], "rotation": 0},
            {"id": "t2", "tile": "md2-03", "side": "A", "at": [4, 0], "rotation": 0},
        ],
        tokens=[tok("start", "start", (0, 1)), tok("exit", "exit", (6, 2))],
        objectives=[{"id": "obj-escape", "kind": "escape", "targets": ["exit"]}],
    )
    bad = _strip(bridges, "md2-bridge-dangling")
    bad["tiles"] = [
        {"id": "t1", "tile": "md2-01", "side": "A", "at": [0, 0], "rotation": 0},
        {"id": "t2", "tile": "md2-03", "side": "A", "at": [3, 0], "rotation": 0},
        {"id": "b1", "tile": "md2-bridge-1", "side": "A", "at": [1, 3], "rotation": 0},
    ]
    _token(bad, "exit")["cell"] = [5, 2]
    pair("MD2_BRIDGE", bad, bridges)
    bad = _strip(eb, "md2-room-without-door")
    bad["edges"] = [e for e in bad["edges"] if e["id"] != "door-3"]
    pair("MD2_ROOM_NO_DOOR", bad, _strip(eb, "md2-rooms-with-doors"))
    bad = _strip(eb, "md2-loot-for-six")
    spots = [(0, 0), (0, 1), (1, 1), (2, 2), (3, 1), (4, 2), (5, 2)]
    bad["tokens"] += [
        tok(f"loot-x{i}", "loot", c, props={"scaled": True}) for i, c in enumerate(spots)
    ]
    fx("PARTY_COUNT_FAILS", "md2-loot", bad, ["PARTY_COUNT_FAILS"])
    fx("PARTY_COUNT_FAILS", "md2-clean", _strip(eb, "md2-loot-fits"), [], ["PARTY_COUNT_FAILS"])
    bad = _strip(eb, "md2-walled-corner")
    bad["edges"].append(wall((0, 1), (1, 1)))
    pair("SIGHT_HIDDEN_ZONE", bad, _strip(eb, "md2-all-seen"))


def descent_base(qid: str) -> Json:
    """Room A (start, area-1), a 2-wide corridor behind a door, room B (area-2)."""
    area1 = [[x, y] for y in range(4) for x in range(4)]
    area2 = [[x, y] for y in range(4, 6) for x in (1, 2)] + [
        [x, y] for y in range(6, 10) for x in range(4)
    ]
    return quest(
        "descent1",
        qid,
        party={"min": 1, "max": 4},
        tilesets=["descent1-core"],
        tiles=[
            {"id": "t1", "tile": "d1-room-4x4", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "t2", "tile": "d1-corridor-2", "side": "A", "at": [1, 4], "rotation": 0},
            {"id": "t3", "tile": "d1-room-4x4", "side": "A", "at": [0, 6], "rotation": 0},
        ],
        edges=[door("door-1", (1, 4), (3, 4)) | {"area": "area-1"}],
        areas=[
            {"id": "area-1", "name": "Hall", "cells": area1},
            {"id": "area-2", "name": "Den", "cells": area2},
        ],
        tokens=[
            tok("glyph", "glyph", (1, 1), area="area-1", props={"active": True}),
            *[
                tok(f"start-{i + 1}", "start", c, area="area-1", props={"seat": i + 1})
                for i, c in enumerate([(0, 0), (1, 0), (2, 0), (0, 1)])
            ],
            tok(
                "boss",
                "monster",
                (1, 7),
                area="area-2",
                size=[2, 2],
                props={"monsterType": "ogre", "rank": "master"},
            ),
            tok("hint", "spawn-hint", (0, 9), area="area-2"),
        ],
        objectives=[{"id": "obj-kill", "kind": "kill", "targets": ["boss"]}],
        setup={"startArea": "area-1", "startConquest": 5},
    )


def descent_fixtures() -> None:
    base = descent_base("d1-base")
    bad = _strip(base, "d1-board-too-large")  # 2,556 cells; centre-line boards: 2,500
    bad["tiles"] += [
        {
            "id": f"big-{i}",
            "tile": "d1-room-6x6",
            "side": "A",
            "at": [10 + 6 * (i % 10), 6 * (i // 10)],
            "rotation": 0,
        }
        for i in range(70)
    ]
    pair("GEOM_BOARD_TOO_LARGE", bad, base)
    bad = _strip(base, "d1-glyph-inactive")
    _token(bad, "glyph")["properties"]["active"] = False
    pair("DESCENT_GLYPH_START", bad, base)
    bad = _strip(base, "d1-start-far")
    _token(bad, "start-4")["cell"] = [3, 3]
    pair("DESCENT_START_SPACES", bad, base)
    bad = _strip(base, "d1-door-too-wide")
    bad["edges"][0].update(seg((1, 4), (4, 4)))
    pair("DESCENT_DOOR_SHAPE", bad, base)
    bad = _strip(base, "d1-door-in-the-open")
    bad["edges"].append(door("door-2", (1, 2), (3, 2)) | {"area": "area-1"})
    fx("DESCENT_DOOR_FLANK", "raises", bad, ["DESCENT_DOOR_FLANK"])
    fx("DESCENT_DOOR_FLANK", "clean", base, [], ["DESCENT_DOOR_FLANK"])
    bad = _strip(base, "d1-rune-without-key")
    bad["edges"][0].update({"state": "locked", "lock": {"kind": "rune", "color": "red"}})
    good = _strip(bad, "d1-rune-with-key")
    good["tokens"].append(tok("rk", "rune-key", (3, 3), area="area-1", props={"color": "red"}))
    pair("DESCENT_RUNE_KEY", bad, good)
    bad = _strip(base, "d1-rune-key-behind-its-door")
    bad["edges"][0].update({"state": "locked", "lock": {"kind": "rune", "color": "red"}})
    bad["tokens"].append(tok("rk", "rune-key", (3, 9), area="area-2", props={"color": "red"}))
    fx(
        "SOFTLOCK_KEY_BEHIND_DOOR",
        "d1-rune-key",
        bad,
        ["SOFTLOCK_KEY_BEHIND_DOOR"],
        ["DESCENT_RUNE_KEY"],
    )
    bad = _strip(base, "d1-door-in-later-area")
    bad["edges"][0]["area"] = "area-2"
    pair("DESCENT_DOOR_AREA", bad, base)
    bad = _strip(base, "d1-area-gap")
    bad["areas"][1]["cells"] = bad["areas"][1]["cells"][:-2]
    bad["areas"][0]["cells"].append([1, 4])
    pair("DESCENT_AREA_CELLS", bad, base)
    bad = _strip(base, "d1-token-wrong-area")
    _token(bad, "boss")["area"] = "area-1"
    pair("DESCENT_TOKEN_AREA", bad, base)
    bad = _strip(base, "d1-no-door")
    bad["edges"] = []
    pair("DESCENT_START_SEES_AREA", bad, base)
    bad = _strip(base, "d1-monster-in-pit")
    bad["terrain"] = [{"id": "pit-1", "kind": "pit", "cells": [[2, 8]]}]
    pair("DESCENT_MONSTER_SPACE", bad, base)
    bad = _strip(base, "d1-ogre-small")
    _token(bad, "boss")["size"] = [1, 1]
    pair("DESCENT_MONSTER_FOOTPRINT", bad, base)
    bad = _strip(base, "d1-hint-in-view")
    _token(bad, "hint").update({"cell": [3, 3], "area": "area-1"})
    pair("SIGHT_SPAWN_VISIBLE", bad, base)
    bad = _strip(base, "d1-glyph-cramped")
    _token(bad, "glyph")["cell"] = [0, 0]
    bad = _drop(bad, "start-1", "start-2", "start-3", "start-4")
    bad["terrain"] = [{"id": "rubble-1", "kind": "rubble", "cells": [[1, 0], [1, 1]]}]
    fx("PARTY_COUNT_FAILS", "d1-cramped-start", bad, ["PARTY_COUNT_FAILS"])
    fx("PARTY_COUNT_FAILS", "d1-clean", base, [], ["PARTY_COUNT_FAILS"])


def _tile(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tiles"] if t["id"] == tid)


def _swap_tiles(doc: Json, a: str, b: str) -> Json:
    ta, tb = _tile(doc, a), _tile(doc, b)
    ta["tile"], tb["tile"] = tb["tile"], ta["tile"]
    ta["rotation"], tb["rotation"] = tb["rotation"], ta["rotation"]
    return doc


def ddd_fixtures() -> None:
    """Dark Darker Darkest rules, on the bundled Ashgrove house with one change each."""
    house = load_bundled("quests/ddd/house-ashgrove.quest.json")
    base = _strip(house, "ddd-house")
    # three corner rooms outside the lab: a fourth can never be destroyed
    bad = _strip(house, "ddd-four-corners")
    next(x for x in bad["loss"] if x["kind"] == "corners-destroyed")["properties"]["count"] = 4
    fx("LOSS_CONDITION_INVALID", "ddd-four-corners", bad, ["LOSS_CONDITION_INVALID"])
    fx("LOSS_CONDITION_INVALID", "ddd-three-corners", base, [], ["LOSS_CONDITION_INVALID"])
    bad = _strip(house, "ddd-hole")
    bad["tiles"] = [t for t in bad["tiles"] if t["id"] != "r2c3"]
    pair("DDD_GRID", bad, base)
    pair("DDD_CATEGORY", _swap_tiles(_strip(house, "ddd-outer-inside"), "r1c2", "r2c2"), base)
    pair("DDD_ENTRANCE", _swap_tiles(_strip(house, "ddd-entrance-moved"), "r4c2", "r4c3"), base)
    bad = _strip(house, "ddd-chip-on-lab")
    bad["tokens"].append(
        {
            "id": "chip-x",
            "type": "code-chip",
            "edge": seg((12, 1), (12, 2)),
            "faceDown": True,
            "properties": {"icons": 2, "colors": "red,blue"},
        }
    )
    pair("DDD_LAB", bad, base)
    bad = _strip(house, "ddd-window-inside")
    _tile(bad, "r1c3")["rotation"] = 180
    pair("DDD_WINDOW", bad, base)
    bad = _strip(house, "ddd-doorway-on-wall")
    _tile(bad, "r2c4")["rotation"] = 0
    pair("DDD_DOORWAY_WALL", bad, base)
    bad = _strip(house, "ddd-chip-on-passage")
    _token(bad, "chip-3")["edge"] = seg((6, 4), (6, 5))
    pair("DDD_LOCK_ON_PASSAGE", bad, base)
    bad = _drop(_strip(house, "ddd-symbol-without-chip"), "chip-7")
    pair("DDD_CHIP_COUNT", bad, base)
    bad = _strip(house, "ddd-corner-two-icons")
    _token(bad, "chip-1")["properties"] = {"icons": 2, "colors": "orange,purple"}
    pair("DDD_CORNER_CHIP", bad, base)
    bad = _strip(house, "ddd-code-unsolvable")
    bad["setup"]["chipPlanting"] = "fixed"  # the quest's chip colours are played
    bad["setup"]["securitySequence"] = [
        "white",
        "white",
        "white",
        "purple",
        "purple",
        "purple",
        "red",
    ]
    pair("DDD_CODE", bad, base)
    # hundreds of chips that all share one colour: the lab-code search stops at its bound
    bad = _strip(house, "ddd-code-undecided")
    bad["setup"]["chipPlanting"] = "fixed"
    others = [f"tone-{i}" for i in range(30)]
    bad["setup"]["securitySequence"] = ["red", *others]
    edge = _token(bad, "chip-3")["edge"]
    for i, (a, b) in enumerate(itertools.combinations(others, 2)):
        bad["tokens"].append(
            {
                "id": f"chip-star-{i}",
                "type": "code-chip",
                "edge": edge,
                "faceDown": True,
                "properties": {"icons": 3, "colors": ["red", a, b]},
            }
        )
    pair("DDD_CODE_UNDECIDED", bad, base)
    good = _strip(house, "ddd-no-sequence")
    good["setup"].pop("securitySequence")
    fixed = _strip(house, "ddd-chips-fixed")
    fixed["setup"]["chipPlanting"] = "fixed"
    fx("DDD_DARKNESS_COST", "raises", fixed, ["DDD_DARKNESS_COST"])
    # chips planted per game (the default): the quest's chip colours are not played
    fx("DDD_DARKNESS_COST", "planted", base, [], ["DDD_DARKNESS_COST", "DDD_CODE"])
    fx("DDD_DARKNESS_COST", "clean", good, [], ["DDD_DARKNESS_COST"])
    bad = _strip(house, "ddd-camera-facing-wall")
    _token(bad, "cam-2")["properties"]["facing"] = "S"
    pair("CAMERA_FACING", bad, base)
    bad = _strip(house, "ddd-camera-off-icon")
    _token(bad, "cam-7")["cell"] = [4, 10]
    pair("CAMERA_NO_ICON", bad, base)
    pair("CAMERA_ICON_EMPTY", _drop(_strip(house, "ddd-icon-without-camera"), "cam-5"), base)
    bad = _strip(house, "ddd-one-survivor")
    bad["party"] = {"min": 1, "max": 5}
    fx("PARTY_OUT_OF_RANGE", "ddd-one-survivor", bad, ["PARTY_OUT_OF_RANGE"])
    fx("PARTY_OUT_OF_RANGE", "ddd-two-to-five", base, [], ["PARTY_OUT_OF_RANGE"])
    cameras = [t["id"] for t in house["tokens"] if t["type"] == "camera"]
    good = _drop(_strip(house, "ddd-no-cameras"), *cameras)
    fx("CAMERA_COVERAGE", "raises", base, ["CAMERA_COVERAGE"])
    fx("CAMERA_COVERAGE", "clean", good, ["CAMERA_ICON_EMPTY"], ["CAMERA_COVERAGE"])


def machina_fixtures() -> None:
    """Machina Arcana rules, on the bundled Cold Foundry with one change each."""
    cf = load_bundled("quests/machina/cold-foundry.quest.json")
    base = _strip(cf, "ma-foundry")

    def rubble(doc: Json, *cells: tuple[int, int]) -> Json:
        doc.setdefault("terrain", []).append(
            {
                "id": f"rubble-x{len(doc.get('terrain', []))}",
                "kind": "rubble",
                "cells": [list(c) for c in cells],
            }
        )
        return doc

    bad = rubble(_strip(cf, "ma-event-walled-in"), (3, 0), (5, 0), (3, 1), (4, 1), (5, 1))
    pair("MACHINA_ACTION_ACCESS", bad, base)
    bad = _strip(cf, "ma-lever-without-traps")
    bad.setdefault("terrain", []).append({"id": "lever-x", "kind": "trap-lever", "cells": [[2, 0]]})
    pair("MACHINA_TRAP_LEVER", bad, base)
    bad = _strip(cf, "ma-barrel-on-spawn")
    bad["tokens"].append(tok("barrel-x", "barrel", (5, 1)))
    pair("MACHINA_SPAWN_REACH", bad, base)
    bad = _strip(cf, "ma-start-on-spawn")
    _token(bad, "start-4")["cell"] = [5, 1]
    pair("MACHINA_START_HAZARD", bad, base)
    bad = rubble(_strip(cf, "ma-join-blocked"), (2, 5), (3, 5))
    pair("MACHINA_JOIN_EDGE", bad, base)
    bad = _drop(_strip(cf, "ma-three-starts"), "start-4")
    fx("PARTY_COUNT_FAILS", "ma-three-starts", bad, ["PARTY_COUNT_FAILS"])
    good = _strip(bad, "ma-three-explorers")
    good["party"] = {"min": 1, "max": 3}
    fx("PARTY_COUNT_FAILS", "ma-three-explorers", good, [], ["PARTY_COUNT_FAILS"])


# --------------------------------------------------------------------------- writing


def validate(doc: Json) -> list[Any]:
    from questwright.schema import serde
    from questwright.schema.catalog import Catalog, bundled_tilesets_dir
    from questwright.schema.io import check_document
    from questwright.schema.model import Quest
    from questwright.validators.runner import validate_quest

    check_document(doc, doc["id"])  # fixtures must pass the schema
    catalog = _CATALOG.get("c")
    if catalog is None:
        catalog = _CATALOG["c"] = Catalog([bundled_tilesets_dir(), LIBRARY])
    return validate_quest(serde.from_json(Quest, doc), catalog)


_CATALOG: dict[str, Any] = {}


def write_all(check: bool = False) -> int:
    sys.path.insert(0, str(ROOT))
    from questwright.schema.files import dumps

    outputs: dict[Path, str] = {
        LIBRARY / "qwtest" / "system.json": dumps(QWTEST_SYSTEM),
        LIBRARY / "qwtest" / "test.tiles.json": dumps(QWTEST_TILES),
    }
    if not check:
        for path, text in outputs.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for builder in BUILDERS:
        builder()
    problems = 0
    for code, name, doc, raises, not_ in FIXTURES:
        folder = HERE / code
        issues = validate(doc)
        found = {i.code for i in issues if i.severity.value != "info" and not i.waived}
        found_all = {i.code for i in issues}
        missing = [c for c in raises if c not in found_all]
        wrong = [c for c in not_ if c in found_all]
        if missing or wrong:
            problems += 1
            print(f"{code}/{name}: missing {missing} unexpected {wrong}", file=sys.stderr)
            for issue in issues:
                print(f"    {issue}", file=sys.stderr)
        expected = {
            "raises": sorted(raises),
            "not": sorted(not_),
            "also": sorted(found - set(raises)),
        }
        outputs[folder / f"{name}.quest.json"] = dumps(doc)
        outputs[folder / f"{name}.expected.json"] = json.dumps(expected, indent=2) + "\n"
    changed = [
        p for p, text in outputs.items() if not p.exists() or p.read_text(encoding="utf-8") != text
    ]
    if check:
        for path in changed:
            print(f"would change: {path.relative_to(ROOT)}")
        return 1 if changed or problems else 0
    for path in changed:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(outputs[path], encoding="utf-8")
    print(f"{len(FIXTURES)} fixtures, {len(changed)} file(s) written, {problems} problem(s)")
    return 1 if problems else 0


BUILDERS: list[Callable[[], None]] = [
    generic,
    md_fixtures,
    descent_fixtures,
    ddd_fixtures,
    machina_fixtures,
]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    return write_all(args.check)


if __name__ == "__main__":
    raise SystemExit(main())
