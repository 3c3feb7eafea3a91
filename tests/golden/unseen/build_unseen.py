"""Write the "unseen" validator test quests: new quests per system and one-defect variants.

Run from the project root::

    python tests/golden/unseen/build_unseen.py          # write every quest and expected file
    python tests/golden/unseen/build_unseen.py --check  # exit 1 if a file would change

Each system folder holds clean quests ``<name>.quest.json`` (expected: no errors and no
warnings) and variants ``<name>--<defect>.quest.json`` that each break one thing a quest
author could get wrong. Every quest has ``<name>.expected.json``::

    {"defect": "what was broken", "raises": [codes that must be reported],
     "also": [other error/warning codes the defect rightly causes]}

Unlike the rule fixtures, ``raises`` and ``also`` are written here by hand, from the game's
rules, and are never filled in from a validation run: ``tests/validators/test_unseen.py``
checks that the validator reports exactly them (as errors or warnings; infos are free).
All quests are Questwright's own stand-in content written in the games' style.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
Json = dict[str, Any]
Mutator = Callable[[Json], None]

STAND_IN = " (Questwright original test quest in the game's style; not a published quest.)"


def door(
    did: str, a: tuple[int, int], b: tuple[int, int], state: str = "closed", **extra: Any
) -> Json:
    return {"id": did, "kind": "door", "from": list(a), "to": list(b), "state": state, **extra}


def edge(kind: str, a: tuple[int, int], b: tuple[int, int], **extra: Any) -> Json:
    return {"kind": kind, "from": list(a), "to": list(b), **extra}


def tok(tid: str, ttype: str, cell: tuple[int, int], **props: Any) -> Json:
    out: Json = {"id": tid, "type": ttype, "cell": list(cell)}
    if props:
        out["properties"] = props
    return out


def tile(tid: str, name: str, side: str, at: tuple[int, int], rotation: int = 0) -> Json:
    return {"id": tid, "tile": name, "side": side, "at": list(at), "rotation": rotation}


def quest(system: str, qid: str, title: str, description: str, **fields: Any) -> Json:
    doc: Json = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": qid,
        "system": system,
        "title": title,
        "author": "Questwright tests",
        "description": description + STAND_IN,
        "language": "en",
        "license": "CC-BY-4.0",
    }
    doc.update(fields)
    return doc


def find(doc: Json, key: str, oid: str) -> Json:
    for item in doc[key]:
        if item.get("id") == oid:
            return item
    raise KeyError(oid)


# --------------------------------------------------------------------------- registry

#: (system, name, quest, defect, raises, also)
QUESTS: list[tuple[str, str, Json, str, list[str], list[str]]] = []


def clean(system: str, name: str, doc: Json) -> Json:
    QUESTS.append((system, name, doc, "", [], []))
    return doc


def variant(
    system: str,
    base: str,
    base_doc: Json,
    defect: str,
    description: str,
    change: Mutator,
    raises: list[str],
    also: list[str] | None = None,
) -> None:
    doc = copy.deepcopy(base_doc)
    doc["id"] = f"{doc['id']}--{defect}"
    change(doc)
    QUESTS.append((system, f"{base}--{defect}", doc, description, raises, also or []))


# --------------------------------------------------------------------------- md1


def md1_bellfounder() -> None:
    doc = clean(
        "md1",
        "bellfounder",
        quest(
            "md1",
            "unseen-md1-bellfounder",
            "The Bellfounder's Ledger",
            "The bellfounder's ledger names the crypt where the cracked bell was buried. Take "
            "it from the scriptorium and it unlocks the bell-chamber, where the way out waits.",
            party={"min": 1, "max": 6},
            tilesets=["md1-core"],
            tiles=[tile("t1", "md1-02", "A", (0, 0)), tile("t2", "md1-04", "A", (6, 0))],
            edges=[
                door("door-scriptorium", (2, 2), (3, 2)),
                door("door-vestry", (4, 4), (5, 4)),
                door("door-cells", (2, 4), (2, 5)),
                door("door-ossuary", (8, 1), (8, 2)),
                door("door-nave", (6, 4), (7, 4)),
                door(
                    "door-bell-west",
                    (10, 3),
                    (10, 4),
                    "locked",
                    lock={"kind": "condition", "requires": ["obj-ledger"]},
                    properties={"roomOrder": ["t2:r3", "t2:r2", "t2:r5"]},
                ),
                door(
                    "door-bell-south",
                    (10, 5),
                    (10, 6),
                    "locked",
                    lock={"kind": "condition", "requires": ["obj-ledger"]},
                ),
            ],
            tokens=[
                tok("start", "start", (0, 2)),
                tok("exit", "exit", (11, 0)),
                tok("ledger", "library", (0, 5)),
                tok("level-1", "level", (2, 3), value=1),
                tok("level-2", "level", (7, 2), value=2),
                tok("treasure-1", "treasure", (4, 0), special=False),
                tok("treasure-2", "treasure", (5, 5), special=False),
                tok("treasure-3", "treasure", (6, 0), special=False),
                tok("treasure-4", "treasure", (11, 5), special=True),
                tok("guard-ossuary", "guard", (7, 0), enemyClass="mob"),
                tok("guard-nave", "guard", (7, 5), enemyClass="agent", stationary=True),
            ],
            objectives=[
                {
                    "id": "obj-ledger",
                    "kind": "pickup",
                    "targets": ["ledger"],
                    "text": "Take the bellfounder's ledger from the cells.",
                },
                {
                    "id": "obj-escape",
                    "kind": "escape",
                    "targets": ["exit"],
                    "after": ["obj-ledger"],
                    "text": "Open the bell-chamber and leave.",
                },
            ],
            loss=[{"id": "loss-lifebringer", "kind": "lifebringer-empty"}],
            setup={"lifebringer": 2, "startLevel": 1},
        ),
    )
    name = "bellfounder"

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("md1", name, doc, defect, text, change, raises, list(also))

    def move(tid: str, cell: tuple[int, int]) -> Mutator:
        return lambda d: find(d, "tokens", tid).update(cell=list(cell))

    v(
        "key-behind-door",
        "The ledger that opens the bell-chamber lies inside the bell-chamber.",
        move("ledger", (11, 4)),
        ["SOFTLOCK_KEY_BEHIND_DOOR"],
        "REACH_OBJECTIVE",
        "REACH_EXIT",
        "REACH_ZONE",
        "REACH_TOKEN",
    )

    def wall_off_exit(d: Json) -> None:
        find(d, "tokens", "exit")["cell"] = [4, 1]
        d["edges"].append(edge("wall", (3, 0), (3, 1)))

    v(
        "exit-walled-in",
        "The exit sits in a side room whose only opening was drawn over with a wall.",
        wall_off_exit,
        ["REACH_EXIT"],
        "REACH_OBJECTIVE",
        "REACH_ZONE",
        "REACH_TOKEN",
    )
    v(
        "objective-missing-token",
        "The pickup objective names a token id that is not placed (typo).",
        lambda d: find(d, "objectives", "obj-ledger").update(targets=["ledgr"]),
        ["REF_OBJECTIVE_TARGET"],
    )

    def swap_levels(d: Json) -> None:
        find(d, "tokens", "level-1")["properties"]["value"] = 2
        find(d, "tokens", "level-2")["properties"]["value"] = 1

    v(
        "levels-swapped",
        "The level tokens are swapped: the start tile is level 2, the far tile level 1.",
        swap_levels,
        ["MD_LEVEL_START", "MD_LEVEL_ORDER"],
    )
    v(
        "level-gap",
        "The second level token says 3: no tile carries level 2.",
        lambda d: find(d, "tokens", "level-2")["properties"].update(value=3),
        ["MD_LEVEL_RANGE"],
        "MD_LEVEL_PATROL",
    )
    v(
        "two-exits",
        "A second exit token is placed (the box has one).",
        lambda d: d["tokens"].append(tok("exit-2", "exit", (5, 2))),
        ["MD_START_EXIT_COUNT", "COMPONENT_TOKEN_LIMIT"],
    )
    v(
        "party-seven",
        "The quest claims 1-7 heroes; the game supports up to 6.",
        lambda d: d.update(party={"min": 1, "max": 7}),
        ["PARTY_OUT_OF_RANGE"],
    )

    def door_one_off(d: Json) -> None:
        find(d, "edges", "door-vestry").update({"from": [5, 4], "to": [6, 4]})

    v(
        "door-one-cell-off",
        "The vestry door is drawn one cell east of the doorway, on the wall beside it.",
        door_one_off,
        ["DOOR_SEALS_NOTHING"],
        "MD_CHAMBER_OPEN",
    )
    v(
        "tiles-overlap",
        "The second tile is placed one column too far west and overlaps the first.",
        lambda d: find(d, "tiles", "t2").update(at=[5, 0]),
        ["GEOM_TILE_OVERLAP"],
        "DOOR_SAME_ZONE",
        "MD_CHAMBER_OPEN",
        "REACH_OBJECTIVE",
        "TOKEN_OFF_BOARD",
    )
    v(
        "tile-used-twice",
        "The second tile is the other face of the first tile.",
        lambda d: find(d, "tiles", "t2").update(tile="md1-02", side="B"),
        ["COMPONENT_TILE_TWICE"],
        "DOOR_SAME_ZONE",
        "MD_CHAMBER_OPEN",
    )


def md1_drowned_chapter() -> None:
    name = "drowned-chapter"
    doc = clean(
        "md1",
        name,
        quest(
            "md1",
            "unseen-md1-drowned-chapter",
            "The Drowned Chapter",
            "The monks sealed their chapter house with a stone only their abbot carried. "
            "Find the seal-stone in the flooded dormitories and leave through the chapter.",
            party={"min": 2, "max": 4},
            tilesets=["md1-core"],
            tiles=[tile("t1", "md1-07", "B", (0, 0), 90), tile("t2", "md1-09", "A", (6, 0), 180)],
            edges=[
                door(
                    "door-dorms",
                    (3, 3),
                    (3, 4),
                    properties={"roomOrder": ["t1:r3", "t1:r5", "t1:r4"]},
                ),
                door("door-dorms-north", (2, 1), (2, 2)),
                door("door-cellar", (4, 1), (4, 2)),
                door("door-refectory", (3, 4), (4, 4)),
                door("door-stores", (7, 2), (8, 2)),
                door("door-crypt", (6, 4), (7, 4)),
                door("door-sacristy", (10, 5), (10, 6)),
                door(
                    "door-chapter",
                    (11, 1),
                    (11, 2),
                    "locked",
                    lock={"kind": "key", "keys": ["seal-stone"]},
                ),
            ],
            tokens=[
                tok("start", "start", (4, 2)),
                tok("exit", "exit", (11, 0)),
                tok("seal-stone", "artifact", (0, 5)),
                tok("level-1", "level", (5, 3), value=1),
                tok("level-2", "level", (8, 4), value=2),
                tok("treasure-1", "treasure", (5, 0)),
                tok("treasure-2", "treasure", (4, 5)),
                tok("treasure-3", "treasure", (6, 0)),
                tok("treasure-4", "treasure", (11, 5), special=True),
                tok("treasure-5", "treasure", (7, 5)),
                tok("guard-crypt", "guard", (6, 5)),
                tok("roamer", "roaming-start", (11, 2), monster="random-lesser"),
            ],
            objectives=[
                {
                    "id": "obj-stone",
                    "kind": "pickup",
                    "targets": ["seal-stone"],
                    "text": "Recover the abbot's seal-stone.",
                },
                {
                    "id": "obj-escape",
                    "kind": "escape",
                    "targets": ["exit"],
                    "after": ["obj-stone"],
                    "text": "Unseal the chapter house and leave.",
                },
            ],
            triggers=[
                {
                    "id": "trg-chapter",
                    "on": {"event": "door-opened", "target": "door-chapter"},
                    "once": True,
                    "effects": [{"kind": "message", "text": "Water pours in behind you."}],
                }
            ],
            loss=[{"id": "loss-lifebringer", "kind": "lifebringer-empty"}],
            setup={"lifebringer": 2, "startLevel": 1},
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("md1", name, doc, defect, text, change, raises, list(also))

    v(
        "stone-behind-its-door",
        "The seal-stone is placed in the chapter house it unseals.",
        lambda d: find(d, "tokens", "seal-stone").update(cell=[11, 1]),
        ["SOFTLOCK_KEY_BEHIND_DOOR"],
        "REACH_OBJECTIVE",
        "REACH_EXIT",
        "REACH_ZONE",
        "TRIGGER_NEVER",
    )
    v(
        "lock-names-missing-key",
        "The chapter door's lock names a key id that is not placed.",
        lambda d: find(d, "edges", "door-chapter")["lock"].update(keys=["seal-stone-2"]),
        ["REF_LOCK_KEY"],
        "DOOR_NEVER_OPENS",
        "REACH_OBJECTIVE",
        "REACH_EXIT",
        "REACH_ZONE",
        "TRIGGER_NEVER",
    )
    v(
        "exit-at-start",
        "The exit was dropped in the start corridor.",
        lambda d: find(d, "tokens", "exit").update(cell=[5, 2]),
        ["MD_START_IS_EXIT"],
    )
    v(
        "door-off-board",
        "An extra door is drawn on the outer edge of the map.",
        lambda d: d["edges"].append(door("door-outside", (12, 3), (12, 4))),
        ["DOOR_LEADS_NOWHERE"],
    )
    v(
        "trigger-missing-door",
        "The trigger listens to a door id that does not exist.",
        lambda d: find(d, "triggers", "trg-chapter")["on"].update(target="door-chapterhouse"),
        ["REF_TRIGGER_TARGET"],
    )

    def crossed_keys(d: Json) -> None:
        find(d, "edges", "door-crypt").update(
            state="locked", lock={"kind": "key", "keys": ["crypt-key"]}
        )
        find(d, "tokens", "seal-stone")["cell"] = [7, 5]
        d["tokens"].append(tok("crypt-key", "artifact", (11, 1)))

    v(
        "keys-crossed",
        "The seal-stone lies in the crypt, and the crypt's key lies in the chapter house.",
        crossed_keys,
        ["SOFTLOCK_CYCLE"],
        "REACH_EXIT",
        "REACH_OBJECTIVE",
        "REACH_TOKEN",
        "REACH_ZONE",
        "SPAWN_CANNOT_REACH",
        "TRIGGER_NEVER",
    )
    v(
        "single-staircase",
        "A staircase token without its partner.",
        lambda d: d["tokens"].append(tok("stairs-a", "staircase", (9, 3), group="A")),
        ["LINK_UNPAIRED"],
    )
    v(
        "duplicate-id",
        "Two treasures share one id.",
        lambda d: find(d, "tokens", "treasure-5").update(id="treasure-4"),
        ["ID_DUPLICATE"],
    )
    v(
        "party-min-above-max",
        "The party range is written backwards.",
        lambda d: d.update(party={"min": 4, "max": 2}),
        ["PARTY_OUT_OF_RANGE"],
    )


# --------------------------------------------------------------------------- md2


def md2_ashen_gallery() -> None:
    name = "ashen-gallery"
    doc = clean(
        "md2",
        name,
        quest(
            "md2",
            "unseen-md2-ashen-gallery",
            "The Ashen Gallery",
            "A sigil hidden in the east hall opens the shrine where the Ember Heart burns. "
            "Carry the heart out before the gallery crumbles into the abyss.",
            party={"min": 1, "max": 6},
            tilesets=["md2-core"],
            tiles=[
                tile("t1", "md2-02", "A", (0, 0)),
                tile("t2", "md2-04", "A", (3, 0), 90),
                tile("t3", "md2-05", "A", (0, 3)),
                tile("t4", "md2-07", "A", (3, 3)),
            ],
            edges=[
                door("door-west", (1, 1), (1, 2)),
                door("door-east", (2, 0), (2, 1)),
                door("door-gallery-north", (5, 1), (5, 2)),
                door("door-gallery-south", (4, 2), (5, 2)),
                door("door-hall-north", (1, 4), (2, 4)),
                door("door-hall-south", (1, 5), (2, 5)),
                door(
                    "door-shrine",
                    (4, 4),
                    (4, 5),
                    "locked",
                    lock={"kind": "condition", "requires": ["obj-sigil"]},
                ),
            ],
            tokens=[
                tok("start", "start", (1, 2)),
                tok("exit", "exit", (5, 3)),
                tok("sigil", "objective", (1, 4), label="Sigil"),
                tok("heart", "objective", (3, 3), label="Ember Heart"),
                tok("loot-1", "loot", (0, 0), scaled=True),
                tok("loot-2", "loot", (5, 0), scaled=True),
                tok("loot-3", "loot", (2, 4), scaled=True),
                tok("spawn-1", "spawn", (2, 0)),
                tok("spawn-2", "spawn", (5, 2)),
                tok("spawn-3", "spawn", (0, 4)),
                tok("portal-1", "portal", (4, 0), kind="standard", minHeroes=1),
                tok("portal-2", "portal", (4, 5), kind="standard", minHeroes=5),
                tok("portal-rm", "portal", (0, 5), kind="roaming", minHeroes=1),
                tok("chest-1", "chest", (4, 2), great=False),
                tok("trap-1", "trap", (1, 1), kind="spike"),
                tok("fountain-1", "fountain", (4, 3)),
            ],
            objectives=[
                {"id": "obj-sigil", "kind": "pickup", "targets": ["sigil"]},
                {"id": "obj-heart", "kind": "pickup", "targets": ["heart"], "after": ["obj-sigil"]},
                {
                    "id": "obj-escape",
                    "kind": "escape",
                    "targets": ["exit"],
                    "after": ["obj-heart"],
                    "properties": {"heroes": "all"},
                },
            ],
            triggers=[
                {
                    "id": "trg-heart",
                    "on": {"event": "pickup", "target": "heart"},
                    "once": True,
                    "effects": [
                        {"kind": "spawn", "target": "portal-rm", "text": "A Roaming Monster."}
                    ],
                }
            ],
            loss=[
                {"id": "loss-lifebringer", "kind": "lifebringer-empty"},
                {"id": "loss-rounds", "kind": "round-limit", "rounds": 12},
            ],
            setup={"darknessTrack": True},
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("md2", name, doc, defect, text, change, raises, list(also))

    v(
        "loot-in-abyss",
        "A loot marker is placed on the abyss corner of the gallery tile.",
        lambda d: find(d, "tokens", "loot-2").update(cell=[3, 0]),
        ["TOKEN_ON_IMPASSABLE"],
    )
    v(
        "no-roaming-portal",
        "The Roaming-Monster portal became a standard one although the Darkness track is used.",
        lambda d: find(d, "tokens", "portal-rm")["properties"].update(kind="standard"),
        ["MD2_PORTALS"],
    )
    v(
        "room-without-door",
        "The door of the north-east room (spawn marker inside) was forgotten.",
        lambda d: d["edges"].remove(find(d, "edges", "door-east")),
        ["MD2_ROOM_NO_DOOR"],
    )
    v(
        "portals-for-three-plus",
        "The only always-used standard portal is marked 3+, so 1-2 heroes have none.",
        lambda d: find(d, "tokens", "portal-1")["properties"].update(minHeroes=3),
        ["PARTY_COUNT_FAILS"],
    )
    v(
        "objectives-wait-for-each-other",
        "The sigil objective is ordered after the escape, which waits for it in turn.",
        lambda d: find(d, "objectives", "obj-sigil").update(after=["obj-escape"]),
        ["OBJECTIVE_ORDER_CYCLE"],
        "REACH_TOKEN",
        "REACH_ZONE",
        "TRIGGER_NEVER",
    )
    v(
        "trigger-unlocks-token",
        "The heart trigger unlocks the start token instead of the shrine door.",
        lambda d: find(d, "triggers", "trg-heart")["effects"].append(
            {"kind": "unlock", "target": "start"}
        ),
        ["TRIGGER_TARGET_KIND"],
    )
    v(
        "sigil-in-shrine",
        "The sigil that opens the shrine lies in the shrine.",
        lambda d: find(d, "tokens", "sigil").update(cell=[3, 4]),
        ["SOFTLOCK_KEY_BEHIND_DOOR"],
        "REACH_OBJECTIVE",
        "REACH_TOKEN",
        "REACH_ZONE",
        "TRIGGER_NEVER",
    )
    v(
        "heart-before-sigil",
        "The objective order is reversed: the sigil must be found after the heart it reveals.",
        lambda d: (
            find(d, "objectives", "obj-sigil").update(after=["obj-heart"]),
            find(d, "objectives", "obj-heart").pop("after"),
        ),
        ["SOFTLOCK_ORDER"],
        "REACH_OBJECTIVE",
        "REACH_TOKEN",
        "REACH_ZONE",
        "TRIGGER_NEVER",
    )


def md2_sunken_causeway() -> None:
    name = "sunken-causeway"
    doc = clean(
        "md2",
        name,
        quest(
            "md2",
            "unseen-md2-sunken-causeway",
            "The Sunken Causeway",
            "Two drowned reliquaries hold the halves of the causeway seal. Gather both, cross "
            "the old bridge and leave by the ferryman's stair.",
            party={"min": 1, "max": 6},
            tilesets=["md2-core", "md2-bridges"],
            tiles=[
                tile("t1", "md2-03", "A", (0, 0)),
                tile("b1", "md2-bridge-1", "A", (3, 1)),
                tile("t2", "md2-02", "B", (4, 0)),
                tile("t3", "md2-01", "A", (0, 3)),
            ],
            edges=[
                door("door-vault", (0, 1), (1, 1)),
                door("door-reliquary", (2, 2), (2, 3)),
                door("door-chapel", (1, 4), (2, 4)),
                door("door-ferry", (5, 1), (6, 1)),
            ],
            tokens=[
                tok("start", "start", (1, 5)),
                tok("exit", "exit", (6, 1)),
                tok("seal-1", "objective", (2, 2), label="Seal half"),
                tok("seal-2", "objective", (6, 0), label="Seal half"),
                tok("loot-1", "loot", (5, 0), scaled=True),
                tok("loot-2", "loot", (1, 3), scaled=True),
                tok("spawn-1", "spawn", (0, 0)),
                tok("spawn-2", "spawn", (2, 3)),
                tok("spawn-3", "spawn", (4, 0)),
                tok("portal-1", "portal", (1, 1), kind="standard", minHeroes=1),
                tok("portal-rm", "portal", (5, 2), kind="roaming", minHeroes=1),
                tok("trap-1", "trap", (0, 4), kind="bear"),
                tok("forge-1", "forge", (2, 4)),
            ],
            objectives=[
                {
                    "id": "obj-seals",
                    "kind": "collect",
                    "targets": ["seal-1", "seal-2"],
                    "count": 2,
                    "text": "Gather both halves of the seal.",
                },
                {
                    "id": "obj-escape",
                    "kind": "escape",
                    "targets": ["exit"],
                    "after": ["obj-seals"],
                },
            ],
            loss=[
                {"id": "loss-lifebringer", "kind": "lifebringer-empty"},
                {"id": "loss-rounds", "kind": "round-limit", "rounds": 15},
            ],
            setup={"darknessTrack": True},
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("md2", name, doc, defect, text, change, raises, list(also))

    v(
        "bridge-one-row-low",
        "The bridge is laid one row too low, between a walled room and the abyss.",
        lambda d: find(d, "tiles", "b1").update(at=[3, 2]),
        ["MD2_BRIDGE"],
        "REACH_EXIT",
        "REACH_OBJECTIVE",
        "REACH_ZONE",
        "REACH_TOKEN",
        "SPAWN_CANNOT_REACH",
    )
    v(
        "count-three",
        "The collect objective asks for three seal halves; two are placed.",
        lambda d: find(d, "objectives", "obj-seals").update(count=3),
        ["OBJECTIVE_COUNT"],
    )
    v(
        "round-limit-without-rounds",
        "The round limit forgot its number of rounds.",
        lambda d: find(d, "loss", "loss-rounds").pop("rounds"),
        ["LOSS_CONDITION_INVALID"],
    )
    v(
        "five-portals",
        "Five portals are placed; the box holds four (three standard, one roaming).",
        lambda d: d["tokens"].extend(
            [
                tok("portal-2", "portal", (0, 1), kind="standard"),
                tok("portal-3", "portal", (5, 1), kind="standard"),
                tok("portal-4", "portal", (0, 5), kind="standard"),
            ]
        ),
        ["COMPONENT_TOKEN_LIMIT"],
    )
    v(
        "trap-kind-typo",
        "The trap's kind is not one of the game's trap kinds.",
        lambda d: find(d, "tokens", "trap-1")["properties"].update(kind="bears"),
        ["TOKEN_PROPERTY_INVALID"],
    )


# --------------------------------------------------------------------------- ddd
# The two houses were laid out once with the tileset's house solver
# (tilesets/ddd/tools/build_ddd.py, new seeds and lab corners) and are kept as files here;
# their variants are written by hand below.


def _load(system: str, name: str) -> Json:
    doc: Json = json.loads((HERE / system / f"{name}.quest.json").read_text(encoding="utf-8"))
    return doc


def _edge_of(d: Json, tid: str) -> Json:
    return find(d, "tokens", tid)["edge"]


def ddd_harrow() -> None:
    name = "harrow"
    doc = clean("ddd", name, _load("ddd", name))

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("ddd", name, doc, defect, text, change, raises, list(also))

    v(
        "camera-faces-north",
        "The parlour camera faces north (2 rooms) instead of south (3 rooms).",
        lambda d: find(d, "tokens", "cam-4")["properties"].update(facing="N"),
        ["CAMERA_FACING"],
    )
    v(
        "camera-off-icon",
        "The parlour camera was put in the hall below, which has no camera icon.",
        lambda d: find(d, "tokens", "cam-4").update(cell=[10, 7]),
        ["CAMERA_NO_ICON", "CAMERA_ICON_EMPTY"],
        "CAMERA_FACING",
    )
    v(
        "corner-chip-two-icons",
        "The chip on the north-west corner's lock symbol has only two icons.",
        lambda d: find(d, "tokens", "chip-1")["properties"].update(
            colors=["blue", "purple"], icons=2
        ),
        ["DDD_CORNER_CHIP"],
    )
    v(
        "chip-on-passage",
        "A code chip was put on the passage next to its lock symbol.",
        lambda d: find(d, "tokens", "chip-5").update(edge={"from": [10, 6], "to": [11, 6]}),
        ["DDD_LOCK_ON_PASSAGE", "DDD_CHIP_COUNT"],
    )
    v(
        "party-one",
        "The house claims 1-5 survivors; the game is for 2-5.",
        lambda d: d.update(party={"min": 1, "max": 5}),
        ["PARTY_OUT_OF_RANGE"],
    )
    v(
        "sequence-too-long",
        "Dark mode with eight security tokens.",
        lambda d: d["setup"]["securitySequence"].append("red"),
        ["DDD_CODE"],
    )
    v(
        "outer-tile-turned",
        "The north outer tile next to the corner is turned round: its window faces the house "
        "(its doorways still meet doorways, so nothing else is wrong).",
        lambda d: find(d, "tiles", "r1c2").update(rotation=180),
        ["DDD_WINDOW"],
    )


def ddd_gallowmere() -> None:
    name = "gallowmere"
    doc = clean("ddd", name, _load("ddd", name))

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("ddd", name, doc, defect, text, change, raises, list(also))

    v(
        "camera-faces-west",
        "The east camera of the north wing is turned to face west.",
        lambda d: find(d, "tokens", "cam-4")["properties"].update(facing="W"),
        ["CAMERA_FACING"],
    )
    v(
        "chip-missing",
        "One lock symbol was left without its chip.",
        lambda d: d["tokens"].remove(find(d, "tokens", "chip-8")),
        ["DDD_CHIP_COUNT"],
    )
    v(
        "two-chips-one-lock",
        "Two chips were stacked on one lock symbol.",
        lambda d: d["tokens"].append(
            {
                "id": "chip-10",
                "type": "code-chip",
                "edge": copy.deepcopy(_edge_of(d, "chip-8")),
                "faceDown": True,
                "properties": {"colors": ["red", "yellow"], "icons": 2},
            }
        ),
        ["DDD_CHIP_COUNT"],
    )
    v(
        "no-lab",
        "The lab tile was replaced by a spare corner tile (whose camera icon and lock symbol "
        "then lack their camera and chip, and the nemesis is no longer in a lab).",
        lambda d: find(d, "tiles", "r4c1").update(tile="ddd-c5"),
        ["DDD_LAB"],
        "CAMERA_ICON_EMPTY",
        "DDD_CHIP_COUNT",
        "SETUP_TOKEN_TILE",
    )
    v(
        "darker-seven-tokens",
        "Darker mode with only seven security tokens.",
        lambda d: d["setup"]["securitySequence"].pop(),
        ["DDD_CODE"],
    )


# --------------------------------------------------------------------------- descent1


def _cells(x0: int, y0: int, w: int, h: int) -> list[list[int]]:
    return [[x, y] for y in range(y0, y0 + h) for x in range(x0, x0 + w)]


def monster(
    tid: str, cell: tuple[int, int], area: str, mtype: str, rank: str = "normal", **extra: Any
) -> Json:
    out = tok(tid, "monster", cell, monsterType=mtype, rank=rank, **extra.pop("props", {}))
    out["area"] = area
    out.update(extra)
    return out


def in_area(token: Json, area: str) -> Json:
    token["area"] = area
    return token


def descent_cistern() -> None:
    name = "sunless-cistern"
    a1, a2, a3 = "area-1", "area-2", "area-3"
    doc = clean(
        "descent1",
        name,
        quest(
            "descent1",
            "unseen-descent1-sunless-cistern",
            "The Sunless Cistern",
            "Below the well house lies a drowned cistern, and beyond its red-rune door the "
            "Warden of the Deep keeps the city's water foul. Find the rune key and end him.",
            party={"min": 1, "max": 4},
            tilesets=["descent1-core"],
            tiles=[
                tile("t1", "d1-room-4x4", "A", (1, 0)),
                tile("t2", "d1-corridor-4", "A", (2, 4)),
                tile("t3", "d1-room-pool", "A", (0, 8)),
                tile("t4", "d1-corridor-2", "A", (2, 14)),
                tile("t5", "d1-room-6x6", "A", (0, 16)),
            ],
            areas=[
                {
                    "id": a1,
                    "name": "The Well House",
                    "cells": _cells(1, 0, 4, 4) + _cells(2, 4, 2, 4),
                },
                {
                    "id": a2,
                    "name": "The Cistern",
                    "cells": _cells(0, 8, 6, 6) + _cells(2, 14, 2, 2),
                },
                {"id": a3, "name": "The Warden's Vault", "cells": _cells(0, 16, 6, 6)},
            ],
            edges=[
                door("door-cistern", (2, 8), (4, 8), area=a1),
                door(
                    "rune-door-red",
                    (2, 16),
                    (4, 16),
                    area=a2,
                    lock={"kind": "rune", "color": "red"},
                ),
            ],
            tokens=[
                in_area(tok("glyph-start", "glyph", (2, 1), active=True), a1),
                in_area(tok("start-1", "start", (1, 1), seat=1), a1),
                in_area(tok("start-2", "start", (3, 1), seat=2), a1),
                in_area(tok("start-3", "start", (2, 2), seat=3), a1),
                in_area(tok("start-4", "start", (3, 2), seat=4), a1),
                in_area(tok("money-1", "money", (4, 0)), a1),
                in_area(tok("potion-h-1", "potion-healing", (3, 6)), a1),
                monster("skeleton-1", (5, 9), a2, "skeleton"),
                monster("beastman-1", (0, 12), a2, "beastman"),
                monster("hound-1", (4, 12), a2, "hell-hound", "master", size=[1, 2]),
                in_area(tok("rune-key-red", "rune-key", (5, 13), color="red"), a2),
                in_area(tok("chest-1", "chest", (0, 8), tier="copper"), a2),
                in_area(tok("spawn-hint-1", "spawn-hint", (0, 13), note="Behind the pool."), a2),
                monster(
                    "warden",
                    (2, 18),
                    a3,
                    "giant",
                    "named",
                    size=[2, 2],
                    props={"name": "The Warden of the Deep", "wounds": 20, "armor": 2},
                ),
                monster("skeleton-2", (0, 20), a3, "skeleton"),
                in_area(tok("glyph-vault", "glyph", (5, 21), active=False), a3),
                in_area(tok("chest-2", "chest", (0, 21), tier="gold"), a3),
            ],
            objectives=[
                {
                    "id": "obj-warden",
                    "kind": "kill",
                    "targets": ["warden"],
                    "text": "Slay the Warden.",
                }
            ],
            triggers=[
                {
                    "id": "trg-win",
                    "on": {"event": "enemy-killed", "target": "warden"},
                    "once": True,
                    "effects": [{"kind": "win"}],
                }
            ],
            setup={"startArea": a1, "defeat": "conquest-zero", "startConquest": 5},
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("descent1", name, doc, defect, text, change, raises, list(also))

    v(
        "rune-key-behind-rune-door",
        "The red rune key lies in the vault behind the red rune door.",
        lambda d: find(d, "tokens", "rune-key-red").update(cell=[5, 20], area=a3),
        ["SOFTLOCK_KEY_BEHIND_DOOR"],
        "REACH_OBJECTIVE",
        "REACH_TOKEN",
        "REACH_ZONE",
        "SPAWN_CANNOT_REACH",
        "TRIGGER_NEVER",
    )
    v(
        "rune-door-no-key",
        "The rune door is blue; only a red key is placed.",
        lambda d: find(d, "edges", "rune-door-red")["lock"].update(color="blue"),
        ["DESCENT_RUNE_KEY"],
        "REACH_OBJECTIVE",
        "REACH_TOKEN",
        "REACH_ZONE",
        "SPAWN_CANNOT_REACH",
        "TRIGGER_NEVER",
    )
    v(
        "spawn-hint-in-sight",
        "The spawn hint is placed in the corridor straight below the start room.",
        lambda d: find(d, "tokens", "spawn-hint-1").update(cell=[2, 7], area=a1),
        ["SIGHT_SPAWN_VISIBLE"],
    )
    v(
        "door-three-wide",
        "The cistern door is drawn three spaces wide.",
        lambda d: find(d, "edges", "door-cistern").update({"from": [1, 8], "to": [4, 8]}),
        ["DESCENT_DOOR_SHAPE"],
    )
    v(
        "door-in-later-area",
        "The cistern door is listed in the cistern's area instead of the well house's.",
        lambda d: find(d, "edges", "door-cistern").update(area=a2),
        ["DESCENT_DOOR_AREA"],
        "DESCENT_START_SEES_AREA",
    )
    v(
        "monster-in-pool",
        "A skeleton is placed in the water of the pool.",
        lambda d: find(d, "tokens", "skeleton-1").update(cell=[2, 10]),
        ["DESCENT_MONSTER_SPACE"],
        "TOKEN_ON_IMPASSABLE",
    )
    v(
        "giant-too-small",
        "The named giant is given a 1x2 base.",
        lambda d: find(d, "tokens", "warden").update(size=[1, 2]),
        ["DESCENT_MONSTER_FOOTPRINT"],
    )
    v(
        "five-heroes",
        "The quest claims up to five heroes.",
        lambda d: d.update(party={"min": 1, "max": 5}),
        ["PARTY_OUT_OF_RANGE"],
    )
    v(
        "start-far-from-glyph",
        "One hero start space is two spaces away from the activated glyph.",
        lambda d: find(d, "tokens", "start-4").update(cell=[4, 3]),
        ["DESCENT_START_SPACES"],
    )
    v(
        "token-in-wrong-area",
        "The chest in the cistern is listed in the well-house area.",
        lambda d: find(d, "tokens", "chest-1").update(area=a1),
        ["DESCENT_TOKEN_AREA"],
    )


def descent_bonepicker() -> None:
    name = "bonepicker-bend"
    a1, a2, a3 = "area-1", "area-2", "area-3"
    area1 = _cells(2, 2, 6, 6)
    area1 = [c for c in area1 if not (c[0] >= 6 and c[1] <= 5)]
    doc = clean(
        "descent1",
        name,
        quest(
            "descent1",
            "unseen-descent1-bonepicker-bend",
            "The Bonepicker's Bend",
            "A scavenger ogre has dragged a caravan's strongbox down past the bend. Take the "
            "yellow rune key from its lookout and corner it in the ossuary.",
            party={"min": 2, "max": 4},
            tilesets=["descent1-core"],
            tiles=[
                tile("t1", "d1-room-l", "A", (2, 2)),
                tile("t2", "d1-dead-end-1", "A", (3, 1), 180),
                tile("t3", "d1-dead-end-2", "A", (0, 3), 90),
                tile("t4", "d1-bend", "A", (8, 6), 90),
                tile("t5", "d1-corridor-2", "A", (10, 10)),
                tile("t6", "d1-room-4x4", "A", (9, 12)),
                tile("t7", "d1-dead-end-1", "A", (10, 16)),
            ],
            areas=[
                {
                    "id": a1,
                    "name": "The Camp",
                    "cells": area1 + _cells(3, 1, 2, 1) + _cells(0, 3, 2, 2),
                },
                {
                    "id": a2,
                    "name": "The Bend",
                    "cells": _cells(8, 6, 4, 2) + _cells(10, 8, 2, 2) + _cells(10, 10, 2, 2),
                },
                {
                    "id": a3,
                    "name": "The Ossuary",
                    "cells": _cells(9, 12, 4, 4) + _cells(10, 16, 2, 1),
                },
            ],
            edges=[
                door("door-bend", (8, 6), (8, 8), area=a1),
                door(
                    "rune-door-yellow",
                    (10, 12),
                    (12, 12),
                    area=a2,
                    lock={"kind": "rune", "color": "yellow"},
                ),
            ],
            tokens=[
                in_area(tok("glyph-start", "glyph", (4, 4), active=True), a1),
                in_area(tok("start-1", "start", (3, 3), seat=1), a1),
                in_area(tok("start-2", "start", (4, 3), seat=2), a1),
                in_area(tok("start-3", "start", (5, 4), seat=3), a1),
                in_area(tok("start-4", "start", (4, 5), seat=4), a1),
                monster("beastman-1", (0, 3), a1, "beastman"),
                in_area(tok("potion-v-1", "potion-vitality", (4, 1)), a1),
                monster("razorwing-1", (9, 7), a2, "razorwing"),
                in_area(tok("rune-key-yellow", "rune-key", (11, 6), color="yellow"), a2),
                in_area(tok("spawn-hint-1", "spawn-hint", (11, 9), note="Bend corner."), a2),
                monster(
                    "bonepicker",
                    (10, 13),
                    a3,
                    "ogre",
                    "named",
                    size=[2, 2],
                    props={"name": "Bonepicker", "wounds": 16, "armor": 2, "speed": 3},
                ),
                in_area(tok("chest-1", "chest", (12, 15), tier="silver"), a3),
                in_area(tok("potion-h-1", "potion-healing", (10, 16)), a3),
            ],
            objectives=[{"id": "obj-ogre", "kind": "kill", "targets": ["bonepicker"]}],
            triggers=[
                {
                    "id": "trg-win",
                    "on": {"event": "enemy-killed", "target": "bonepicker"},
                    "once": True,
                    "effects": [{"kind": "win"}],
                }
            ],
            setup={"startArea": a1, "defeat": "conquest-zero", "startConquest": 4},
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("descent1", name, doc, defect, text, change, raises, list(also))

    v(
        "glyph-not-active",
        "The start glyph is left inactive.",
        lambda d: find(d, "tokens", "glyph-start")["properties"].update(active=False),
        ["DESCENT_GLYPH_START"],
    )
    v(
        "areas-overlap",
        "The bend's area also lists two spaces of the camp.",
        lambda d: find(d, "areas", a2)["cells"].extend([[7, 6], [7, 7]]),
        ["DESCENT_AREA_CELLS"],
    )
    v(
        "space-in-no-area",
        "The west alcove was left out of every area.",
        lambda d: find(d, "areas", a1).update(
            cells=[c for c in find(d, "areas", a1)["cells"] if c[0] >= 2]
        ),
        ["DESCENT_AREA_CELLS"],
    )
    v(
        "two-yellow-keys",
        "A second yellow rune key is placed.",
        lambda d: d["tokens"].append(
            in_area(tok("rune-key-yellow-2", "rune-key", (3, 1), color="yellow"), a1)
        ),
        ["DESCENT_RUNE_KEY"],
    )
    v(
        "ogre-through-wall",
        "The ogre's base pokes out of the ossuary into the rock.",
        lambda d: find(d, "tokens", "bonepicker").update(cell=[12, 13]),
        ["DESCENT_MONSTER_FOOTPRINT"],
        "TOKEN_OFF_BOARD",
    )
    v(
        "monster-on-start",
        "The beastman is placed on a hero start space.",
        lambda d: find(d, "tokens", "beastman-1").update(cell=[4, 5]),
        ["DESCENT_MONSTER_SPACE", "DESCENT_START_SPACES"],
    )
    v(
        "door-in-the-open",
        "The bend door is drawn in the middle of the camp, where nothing flanks its north end.",
        lambda d: find(d, "edges", "door-bend").update({"from": [5, 6], "to": [5, 8]}),
        ["DESCENT_DOOR_FLANK"],
        "DOOR_SEALS_NOTHING",
        "DESCENT_START_SEES_AREA",
    )


# --------------------------------------------------------------------------- machina


def machina_pressure_vaults() -> None:
    name = "pressure-vaults"
    doc = clean(
        "machina",
        name,
        quest(
            "machina",
            "unseen-machina-pressure-vaults",
            "The Pressure Vaults",
            "The vault engines are venting. Reach the chapter console past the trapped "
            "gallery, then get out through the sealed strongroom before the pressure blows.",
            party={"min": 1, "max": 4},
            tilesets=["machina-core"],
            tiles=[
                tile("t1", "ma-03", "A", (0, 0)),
                tile("t2", "ma-05", "A", (6, 0)),
                tile("t3", "ma-06", "A", (6, 6), 180),
            ],
            tokens=[
                tok("start-1", "start", (0, 2)),
                tok("start-2", "start", (1, 2)),
                tok("start-3", "start", (0, 3)),
                tok("start-4", "start", (1, 3)),
                tok("hound", "monster", (7, 3), name="Gear hound", level=1),
                tok("crawler", "monster", (8, 7), name="Boiler crawler", level=2),
                tok("barrel-1", "barrel", (7, 8)),
                # face down until the console is used: no chapter space can be activated
                # while an exit token is placed (the player aid; the engine plays it so)
                {**tok("exit", "exit", (10, 11)), "faceDown": True},
            ],
            triggers=[
                {
                    "id": "trg-exit",
                    "on": {"event": "objective-complete", "target": "obj-console"},
                    "once": True,
                    "effects": [{"kind": "reveal", "target": "exit"}],
                }
            ],
            objectives=[
                {
                    "id": "obj-console",
                    "kind": "activate",
                    "targets": ["t3"],
                    "properties": {"cell": [11, 6], "terrain": "chapter-space"},
                    "text": "Activate the chapter console.",
                },
                {
                    "id": "obj-out",
                    "kind": "escape",
                    "targets": ["exit"],
                    "after": ["obj-console"],
                    "text": "Leave through the strongroom.",
                },
            ],
            loss=[{"id": "loss-explorer", "kind": "hero-dies"}],
            setup={
                "chapters": [
                    {
                        "id": "I",
                        "title": "The console",
                        "blocking": False,
                        "objective": "obj-console",
                    },
                    {"id": "II", "title": "Blow-out", "blocking": True, "objective": "obj-out"},
                ],
                "horrorRating": 8,
                "monsterLevel": 1,
                "monsterThreat": 1,
            },
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("machina", name, doc, defect, text, change, raises, list(also))

    v(
        "console-walled-in",
        "Two extra walls close the chapter console off from every neighbouring space.",
        lambda d: d.setdefault("edges", []).extend(
            [edge("wall", (11, 6), (11, 7)), edge("wall", (11, 7), (12, 7))]
        ),
        ["MACHINA_ACTION_ACCESS"],
    )
    v(
        "barrel-on-spawn",
        "A barrel is placed on the strongroom tile's spawn space.",
        lambda d: find(d, "tokens", "barrel-1").update(cell=[9, 7]),
        ["MACHINA_SPAWN_REACH"],
    )
    v(
        "start-on-pit",
        "An explorer start is put on the pit of the trapped gallery.",
        lambda d: find(d, "tokens", "start-4").update(cell=[8, 2]),
        ["MACHINA_START_HAZARD"],
    )
    v(
        "three-starts",
        "Only three start spaces for up to four explorers.",
        lambda d: d["tokens"].remove(find(d, "tokens", "start-4")),
        ["PARTY_COUNT_FAILS"],
    )
    v(
        "strongroom-sealed",
        "The strongroom door is drawn over with a wall (its chest is lost too).",
        lambda d: d.setdefault("edges", []).append(edge("wall", (10, 10), (10, 11))),
        ["REACH_EXIT"],
        "MACHINA_ACTION_ACCESS",
        "REACH_OBJECTIVE",
        "REACH_ZONE",
    )
    v(
        "five-explorers",
        "The scenario claims five explorers.",
        lambda d: d.update(party={"min": 1, "max": 5}),
        ["PARTY_OUT_OF_RANGE"],
    )


def machina_furnace() -> None:
    name = "furnace-descent"
    doc = clean(
        "machina",
        name,
        quest(
            "machina",
            "unseen-machina-furnace-descent",
            "The Furnace Descent",
            "Vent the great furnace from its gallery console, then push on to the core and "
            "seal it while the Stoker hunts you through the heat.",
            party={"min": 1, "max": 4},
            tilesets=["machina-core"],
            tiles=[
                tile("t1", "ma-01", "A", (0, 0)),
                tile("t2", "ma-02", "A", (6, 0)),
                tile("t3", "ma-04", "A", (12, 0)),
            ],
            tokens=[
                tok("start-1", "start", (0, 0)),
                tok("start-2", "start", (1, 0)),
                tok("start-3", "start", (0, 1)),
                tok("start-4", "start", (1, 1)),
                tok("barrel-1", "barrel", (4, 4)),
                tok("rustling", "monster", (9, 4), name="Rustling", level=1, mindless=True),
                tok("stoker", "monster", (15, 4), name="The Stoker", level=3, scheming=True),
            ],
            objectives=[
                {
                    "id": "obj-vent",
                    "kind": "activate",
                    "targets": ["t2"],
                    "properties": {"cell": [6, 5], "terrain": "chapter-space"},
                    "text": "Vent the furnace from the gallery console.",
                },
                {
                    "id": "obj-seal",
                    "kind": "activate",
                    "targets": ["t3"],
                    "after": ["obj-vent"],
                    "properties": {"cell": [14, 3], "terrain": "chapter-space"},
                    "text": "Seal the core.",
                },
            ],
            loss=[{"id": "loss-explorer", "kind": "hero-dies"}],
            setup={
                "chapters": [
                    {"id": "I", "title": "Venting", "blocking": False, "objective": "obj-vent"},
                    {"id": "II", "title": "The core", "blocking": True, "objective": "obj-seal"},
                ],
                "horrorRating": 8,
                "monsterLevel": 2,
                "monsterThreat": 1,
            },
        ),
    )

    def v(defect: str, text: str, change: Mutator, raises: list[str], *also: str) -> None:
        variant("machina", name, doc, defect, text, change, raises, list(also))

    v(
        "lever-walled-in",
        "Two extra walls shut the trap lever in its corner.",
        lambda d: d.setdefault("edges", []).extend(
            [edge("wall", (7, 0), (7, 1)), edge("wall", (6, 1), (7, 1))]
        ),
        ["MACHINA_ACTION_ACCESS"],
    )
    v(
        "core-walled-off",
        "A wall is drawn over the gallery's east join, cutting the core off.",
        lambda d: d.setdefault("edges", []).append(edge("wall", (12, 2), (12, 4))),
        ["REACH_OBJECTIVE"],
        "MACHINA_ACTION_ACCESS",
        "MACHINA_SPAWN_REACH",
        "REACH_ZONE",
        "SPAWN_CANNOT_REACH",
    )
    v(
        "door-off-board",
        "A door is drawn on the outer wall of the core.",
        lambda d: d.setdefault("edges", []).append(door("door-nowhere", (18, 2), (18, 4))),
        ["DOOR_LEADS_NOWHERE"],
    )
    v(
        "barrel-on-console",
        "A barrel stands on the core console.",
        lambda d: d["tokens"].append(tok("barrel-2", "barrel", (14, 3))),
        ["TOKEN_ON_IMPASSABLE"],
    )
    v(
        "monster-level-five",
        "The Stoker is given level 5; monster levels go to 4.",
        lambda d: find(d, "tokens", "stoker")["properties"].update(level=5),
        ["TOKEN_PROPERTY_INVALID"],
    )


BUILDERS: list[Callable[[], None]] = [
    md1_bellfounder,
    md1_drowned_chapter,
    md2_ashen_gallery,
    md2_sunken_causeway,
    ddd_harrow,
    ddd_gallowmere,
    descent_cistern,
    descent_bonepicker,
    machina_pressure_vaults,
    machina_furnace,
]


# --------------------------------------------------------------------------- writing


def write_all(check: bool = False) -> int:
    sys.path.insert(0, str(ROOT))
    from questwright.schema.files import dumps

    for builder in BUILDERS:
        builder()
    outputs: dict[Path, str] = {}
    for system, name, doc, defect, raises, also in QUESTS:
        folder = HERE / system
        expected = {"defect": defect, "raises": sorted(raises), "also": sorted(also)}
        outputs[folder / f"{name}.quest.json"] = dumps(doc)
        outputs[folder / f"{name}.expected.json"] = json.dumps(expected, indent=2) + "\n"
    changed = [
        p for p, text in outputs.items() if not p.exists() or p.read_text(encoding="utf-8") != text
    ]
    if check:
        for path in changed:
            print(f"would change: {path.relative_to(ROOT)}")
        return 1 if changed else 0
    for path in changed:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(outputs[path], encoding="utf-8")
    print(f"{len(QUESTS)} quests, {len(changed)} file(s) written")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    return write_all(args.check)


if __name__ == "__main__":
    raise SystemExit(main())
