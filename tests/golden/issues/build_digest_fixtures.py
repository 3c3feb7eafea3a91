"""Write the fixtures of the digest-rule codes added for docs/dev/digest-rules.md.

Run from the project root::

    python tests/golden/issues/build_digest_fixtures.py          # write them
    python tests/golden/issues/build_digest_fixtures.py --check  # exit 1 if stale

Same layout and ``expected.json`` format as ``build_fixtures.py``: per code a quest that
raises it and a near miss that does not, each starting from a bundled sample quest (the
Warden's Key and the Ember Reliquary for md1, Embers Below for md2, the Stone-Tusk and the
Drowned Stair for descent1, Ashgrove House for ddd, the Engine Heart for machina) changed in
one place.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_fixtures as bf  # noqa: E402
from build_quest_time_fixtures import write  # noqa: E402

Json = dict[str, Any]
Fixture = tuple[str, str, Json, list[str], list[str]]


def _quest(rel: str, qid: str) -> Json:
    doc = bf.load_bundled(rel)
    doc["id"] = qid
    return doc


def wardens(qid: str) -> Json:
    return _quest("quests/md1/wardens-key.quest.json", qid)


def ember(qid: str) -> Json:
    return _quest("quests/md1/ember-reliquary.quest.json", qid)


def embers(qid: str) -> Json:
    return _quest("quests/md2/embers-below.quest.json", qid)


def _token(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


def md_fixtures() -> list[Fixture]:
    out: list[Fixture] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    # G7: a door between the two corridors t1:c1 and t1:c2; the near miss leads into a room
    bad = wardens("md-door-no-room")
    bad["edges"].append(bf.door("door-x", (2, 2), (2, 3)))
    good = wardens("md-door-room")
    pair("MD_DOOR_NO_ROOM", bad, good)
    # G8: a door on the wall between rooms t1:r1 and t1:r2, which an opening already joins
    bad = wardens("md-door-in-chamber")
    bad["edges"].append(bf.door("door-x", (3, 0), (3, 1)))
    pair("MD_DOOR_IN_CHAMBER", bad, wardens("md-door-chambers"))
    # R4: the heroes start in room t1:r3, shut by door-3
    bad = wardens("md-start-closed")
    _token(bad, "start")["cell"] = [0, 4]
    good = wardens("md-start-open")
    good["edges"][2]["state"] = "open"  # door-3 stands open
    _token(good, "start")["cell"] = [0, 4]
    pair("MD_START_CLOSED", bad, good)
    # L5: tile t2 has rooms but no level token
    bad = wardens("md-level-agent-tile")
    bad["tokens"] = [t for t in bad["tokens"] if t["id"] != "level-2"]
    pair("MD_LEVEL_AGENT_TILE", bad, wardens("md-level-agent-tile-ok"))
    # L8: a door from t1:r4 (level 1) into t2:r4 (level 2) across the tile seam
    bad = wardens("md-level-door-raise")
    bad["edges"].append(bf.door("door-seam", (6, 4), (6, 5)))
    good = wardens("md-level-door-same")
    good["edges"].append(bf.door("door-seam", (6, 4), (6, 5)))
    _token(good, "level-2")["properties"]["value"] = 1
    pair("MD_LEVEL_DOOR_RAISE", bad, good)
    # D4: the Ember Reliquary has chambers with two doors; the Warden's Key has none
    good = wardens("md-chamber-one-door")
    for edge in good["edges"]:
        if edge["id"] in ("door-2", "door-6"):  # each chamber keeps one door
            edge.update(kind="wall", id=edge["id"].replace("door", "wall"))
            edge.pop("state", None)
    pair("MD_CHAMBER_DOORS", wardens("md-chamber-doors"), good)
    # T5: a stationary guard in the zone of the key (t2:r4); the near miss patrols
    bad = wardens("md-objective-guarded")
    bad["tokens"].append(bf.tok("guard-1", "guard", (7, 5), props={"stationary": True}))
    good = wardens("md-objective-patrolled")
    good["tokens"].append(bf.tok("guard-1", "guard", (7, 5), props={"stationary": False}))
    pair("OBJECTIVE_GUARDED", bad, good)
    # T7: the reliquary must be held with no enemy, but where?
    bad = ember("md-hold-no-scope")
    next(o for o in bad["objectives"] if o["kind"] == "hold")["properties"].pop("scope")
    pair("OBJECTIVE_HOLD_SCOPE", bad, ember("md-hold-scope"))
    # A6: the boss fight without its arena
    bad = embers("md2-boss-no-arena")
    bad["tokens"] = [t for t in bad["tokens"] if t["type"] != "boss-arena"]
    bad["setup"].pop("bossArena", None)
    pair("MD2_BOSS_SETUP", bad, embers("md2-boss-arena"))
    # V2: enemies must not reach the key; a guard behind a door nothing opens cannot
    bad = wardens("md-defence-reach")
    bad["loss"].append({"id": "loss-key", "kind": "enemy-reaches", "target": "key"})
    bad["tokens"].append(bf.tok("guard-1", "guard", (11, 0)))
    bad["edges"][4]["state"] = "locked"  # door-5 and door-6, into t2:r2's chamber
    bad["edges"][5]["state"] = "locked"
    bad["waivers"] = [
        {"code": "SPAWN_CANNOT_REACH", "ref": "guard-1", "reason": "Walled in on purpose."}
    ]
    good = copy.deepcopy(bad)
    good["id"] = "md-defence-reached"
    good["edges"][4]["state"] = "closed"
    good["edges"][5]["state"] = "closed"
    good["waivers"] = []
    pair("MD_DEFENCE_REACH", bad, good)

    # A5: two collapsing tiles at one level
    def collapse(qid: str, levels: tuple[int, int], start: dict[str, int]) -> Json:
        doc = wardens(qid)
        _token(doc, "level-1")["properties"]["value"] = levels[0]
        _token(doc, "level-2")["properties"]["value"] = levels[1]
        doc["counters"] = [{"id": "collapse", "scope": "tile", "start": start}]
        doc["triggers"] += [
            {
                "id": "trg-tick",
                "on": {"event": "round-end"},
                "once": False,
                "effects": [
                    {"kind": "counter", "target": "collapse", "value": -1, "at": "lowest-level"}
                ],
            },
            {
                "id": "trg-fall",
                "on": {"event": "counter-reached", "target": "collapse"},
                "once": False,
                "effects": [{"kind": "remove-zone", "target": "event"}],
            },
        ]
        return doc

    pair(
        "QL_COUNTER_TIE",
        collapse("ql-counter-tie", (1, 1), {"t1": 4, "t2": 6}),
        collapse("ql-counter-no-tie", (1, 2), {"t1": 4, "t2": 6}),
    )
    # R4: the start tile is the lowest and falls when the first round ends
    pair(
        "QL_START_REMOVED",
        collapse("ql-start-removed", (1, 2), {"t1": 1, "t2": 6}),
        collapse("ql-start-kept", (1, 2), {"t1": 2, "t2": 6}),
    )
    return out


def tusk(qid: str) -> Json:
    return _quest("quests/descent1/stone-tusk.quest.json", qid)


def ashgrove(qid: str) -> Json:
    return _quest("quests/ddd/house-ashgrove.quest.json", qid)


def heart(qid: str) -> Json:
    return _quest("quests/machina/engine-heart.quest.json", qid)


def _area(doc: Json, aid: str) -> Json:
    return next(a for a in doc["areas"] if a["id"] == aid)


def descent_fixtures() -> list[Fixture]:
    out: list[Fixture] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    # G3: a far space of area-3 listed in area-1 instead
    bad = tusk("descent-area-split")
    far = _area(bad, "area-3")["cells"].pop()
    _area(bad, "area-1")["cells"].append(far)
    pair("DESCENT_AREA_SPLIT", bad, tusk("descent-area-whole"))
    # G4: a dead end touching the first room only at its corner
    bad = tusk("descent-pinch")
    bad["tiles"].append(
        {"id": "t13", "tile": "d1-dead-end-1", "side": "A", "at": [8, 7], "rotation": 0}
    )
    good = tusk("descent-no-pinch")
    good["tiles"].append(
        {"id": "t13", "tile": "d1-dead-end-1", "side": "A", "at": [8, 8], "rotation": 0}
    )
    pair("DESCENT_PINCH", bad, good)
    # D10: the Stone-Tusk's area loses its door back to area-2 (a staircase leads in)
    pair(
        "DESCENT_MONSTER_SEALED",
        _quest("quests/descent1/drowned-stair.quest.json", "descent-sealed"),
        tusk("descent-not-sealed"),
    )
    # S5: no conquest to start with
    bad = tusk("descent-no-conquest")
    bad["setup"]["startConquest"] = 0
    pair("DESCENT_CONQUEST", bad, tusk("descent-conquest"))
    # T2: the gold chests have no third entry
    bad = tusk("descent-chest-table")
    del bad["setup"]["chestTable"]["gold"]["3"]
    pair("DESCENT_CHEST_TABLE", bad, tusk("descent-chest-table-full"))
    # T4: an encounter with nothing to say
    bad = tusk("descent-encounter-empty")
    _token(bad, "encounter-1")["properties"] = {}
    good = tusk("descent-encounter-effect")
    _token(good, "encounter-1")["properties"].pop("text")
    pair("DESCENT_ENCOUNTER", bad, good)
    # T3: the budget is shown when the quest starts with some conquest (near miss: none)
    good = tusk("descent-no-budget")
    good["setup"]["startConquest"] = 0
    pair("DESCENT_CONQUEST_BUDGET", tusk("descent-budget"), good)
    # M5: the Stone-Tusk without its wounds
    bad = tusk("descent-named-no-stats")
    _token(bad, "vorgash")["properties"].pop("wounds")
    pair("DESCENT_NAMED_MONSTER", bad, tusk("descent-named-stats"))
    # M6: a monster of a type the system does not know
    bad = tusk("descent-monster-type")
    _token(bad, "skeleton-1")["properties"]["monsterType"] = "wyrm"
    pair("DESCENT_MONSTER_TYPE", bad, tusk("descent-monster-type-known"))
    # M4: more master ogres than figures (the quest's parameters give the supply)
    bad = tusk("descent-figure-supply")
    types = copy.deepcopy(
        bf.load_bundled("tilesets/descent1/system.json")["parameters"]["monsterTypes"]
    )
    types["beastman"]["figures"] = {"normal": 4, "master": 1}
    bad["parameters"] = {"monsterTypes": types}
    bad["tokens"].append(
        bf.tok(
            "beastman-m-2", "monster", (3, 3), props={"monsterType": "beastman", "rank": "master"}
        )
    )
    good = copy.deepcopy(bad)
    good["id"] = "descent-figure-supply-ok"
    good["parameters"]["monsterTypes"]["beastman"]["figures"] = {"normal": 4, "master": 2}
    pair("DESCENT_FIGURE_SUPPLY", bad, good)
    # P3: a large spawn hint squeezed between the pillars; the near miss has room
    bad = tusk("descent-spawn-large")
    _token(bad, "spawn-hint-2")["cell"] = [22, 1]
    pair("DESCENT_SPAWN_LARGE", bad, tusk("descent-spawn-large-room"))
    # P2: the share is shown for areas with doors
    good = tusk("descent-no-doors")
    good["areas"] = []
    pair("DESCENT_HIDDEN_SHARE", tusk("descent-hidden-share"), good)
    return out


def ddd_fixtures() -> list[Fixture]:
    out: list[Fixture] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    # EDGE-3: r1c2 becomes the outer tile whose west doorway has a lock symbol, facing the
    # symbol on r1c1's east doorway (the two trade places with r4c2)
    bad = ashgrove("ddd-double-lock")
    tiles = {t["id"]: t for t in bad["tiles"]}
    tiles["r1c2"]["tile"], tiles["r4c2"]["tile"] = tiles["r4c2"]["tile"], tiles["r1c2"]["tile"]
    pair("DDD_DOUBLE_LOCK", bad, ashgrove("ddd-single-locks"))
    # LOCK-4: nine chips, five of them 3-icon, for two or three survivors
    bad = ashgrove("ddd-chip-balance")
    bad["party"] = {"min": 2, "max": 3}
    good = ashgrove("ddd-chip-balance-ok")
    good["party"] = {"min": 4, "max": 5}
    pair("DDD_CHIP_BALANCE", bad, good)
    # SEC-8: a Darkest sequence with red three times
    bad = ashgrove("ddd-darkest-colours")
    bad["setup"]["difficulty"] = "darkest"
    bad["setup"]["securitySequence"] = ["red", "red", "red", "green", "blue", "white", "yellow"]
    good = ashgrove("ddd-darkest-colours-ok")
    good["setup"]["difficulty"] = "darkest"
    pair("DDD_DARKEST_COLOURS", bad, good)
    # FIRE-1: north twice, east never
    bad = ashgrove("ddd-fire-map")
    bad["parameters"] = {"fireDirMap": {"1": "N", "2": "N", "3": "S", "4": "W"}}
    good = ashgrove("ddd-fire-map-ok")
    good["parameters"] = {"fireDirMap": {"1": "E", "2": "N", "3": "W", "4": "S"}}
    pair("DDD_FIRE_MAP", bad, good)
    # TRACK-1: a fire space off the track
    bad = ashgrove("ddd-track")
    bad["parameters"] = {"darknessFireSpace": 7}
    good = ashgrove("ddd-track-ok")
    good["parameters"] = {"darknessFireSpace": 5}
    pair("DDD_TRACK", bad, good)
    # ADV-1: the advanced icons are shown while the advanced rules are off
    good = ashgrove("ddd-advanced-on")
    good["parameters"] = {"advancedRooms": True}
    pair("DDD_ADVANCED_ICONS", ashgrove("ddd-advanced-off"), good)
    # REACH-3: rooms behind chips are counted
    good = ashgrove("ddd-nothing-enwalled")
    good["tokens"] = [t for t in good["tokens"] if t["type"] != "code-chip"]
    for edge in good["edges"]:
        if edge.get("lock", {}).get("kind") == "code-chip":
            edge.pop("lock")
            edge["state"] = "closed"
    pair("DDD_ENWALLED", ashgrove("ddd-enwalled"), good)
    # FIRE-2: a burn marker on the lab; the near miss burns the hall next door
    bad = ashgrove("ddd-burn-lab")
    bad["tokens"].append(bf.tok("burn-1", "burn", tile="r1c5"))
    good = ashgrove("ddd-burn-hall")
    good["tokens"].append(bf.tok("burn-1", "burn", tile="r1c4"))
    pair("DDD_BURN_LAB", bad, good)
    # REACH-4: the terminal room r1c1 walled in where its two doorways were
    bad = ashgrove("ddd-terminal-walled")
    for edge in bad["edges"]:
        if edge["id"] in ("lock-1", "lock-2"):
            edge.pop("lock", None)
            edge.pop("state", None)
            edge["kind"] = "wall"
    bad["tokens"] = [t for t in bad["tokens"] if t["id"] not in ("chip-1", "chip-2")]
    pair("DDD_TERMINAL_REACH", bad, ashgrove("ddd-terminal-reached"))
    # REACH-2: the entrance hall walled in
    bad = ashgrove("ddd-entrance-walled")
    bad["edges"] += [bf.wall((6, 9), (6, 12)), bf.wall((9, 9), (9, 12)), bf.wall((6, 9), (9, 9))]
    pair("DDD_ENTRANCE_REACH", bad, ashgrove("ddd-entrance-open"))
    return out


def machina_fixtures() -> list[Fixture]:
    out: list[Fixture] = []

    def pair(code: str, bad: Json, good: Json) -> None:
        out.append((code, "raises", bad, [code], []))
        out.append((code, "clean", good, [], [code]))

    # MA-CHAP-1: the last chapter does not block
    bad = heart("machina-chapters")
    bad["setup"]["chapters"][-1]["blocking"] = False
    pair("MACHINA_CHAPTERS", bad, heart("machina-chapters-ok"))
    # chapter order against objective order: the warden's chapter comes first, but its
    # objective waits for the vault's (issue #29); the near miss orders the objectives so
    bad = heart("machina-chapters-order")
    chapters = bad["setup"]["chapters"]
    chapters[0]["objective"], chapters[1]["objective"] = "obj-warden", "obj-chapter"
    chapters[0]["blocking"], chapters[1]["blocking"] = True, False
    good = copy.deepcopy(bad)
    good["id"] = "machina-chapters-order-ok"
    by_id = {o["id"]: o for o in good["objectives"]}
    by_id["obj-chapter"]["after"] = ["obj-warden"]
    by_id["obj-warden"].pop("after", None)
    # the warden's chapter comes first, so the warden is in play from the set-up (face
    # down, a Machina monster waits for a reveal, which the vault's chapter gave it)
    for token in good["tokens"]:
        if token["id"] == "warden":
            token.pop("faceDown", None)
    good["triggers"] = [t for t in good["triggers"] if t["id"] != "trg-warden"]
    out.append(("MACHINA_CHAPTERS", "raises-order", bad, ["MACHINA_CHAPTERS"], []))
    out.append(("MACHINA_CHAPTERS", "clean-order", good, [], ["MACHINA_CHAPTERS"]))
    # MA-SPAWN-2: rubble all round the spawn space at (1,4); an explorer next to it
    bad = heart("machina-spawn-no-room")
    around = [[x, y] for x in (0, 1, 2) for y in (3, 4, 5) if (x, y) != (1, 4)]
    bad["terrain"] = [{"id": "rubble-1", "kind": "rubble", "cells": around}]
    pair("MACHINA_SPAWN_ROOM", bad, heart("machina-spawn-room"))
    bad = heart("machina-spawn-ambush")
    _token(bad, "start-4")["cell"] = [2, 3]
    pair("MACHINA_SPAWN_AMBUSH", bad, heart("machina-spawn-apart"))
    # MA-SPAWN-3: tile t2's spawn space paved over with a trapped floor
    bad = heart("machina-spawn-per-tile")
    bad["terrain"] = [{"id": "trap-1", "kind": "floor-trapped", "cells": [[10, 1]]}]
    good = heart("machina-spawn-moved")
    good["terrain"] = [{"id": "trap-1", "kind": "floor-trapped", "cells": [[9, 1]]}]
    pair("MACHINA_SPAWN_PER_TILE", bad, good)
    # MA-BARREL-1: a barrel among the starting explorers
    bad = heart("machina-barrel")
    bad["tokens"].append(bf.tok("barrel-3", "barrel", (1, 2)))
    good = heart("machina-barrel-apart")
    good["tokens"].append(bf.tok("barrel-3", "barrel", (3, 3)))
    pair("MACHINA_BARREL", bad, good)
    # MA-LOS-1: a spawn space in plain sight of the start
    bad = heart("machina-spawn-sight")
    bad["terrain"] = [{"id": "spawn-x", "kind": "spawn-space", "cells": [[4, 1]]}]
    pair("MACHINA_SPAWN_SIGHT", bad, heart("machina-spawn-hidden"))
    # MA-REACH-2: the gallery gate locked: what lies behind opens only if it is destroyed
    bad = heart("machina-door-only")
    next(e for e in bad["edges"] if e["id"] == "gallery-gate")["state"] = "locked"
    pair("MACHINA_DOOR_ONLY", bad, heart("machina-door-opens"))
    return out


def fixtures() -> list[Fixture]:
    return md_fixtures() + descent_fixtures() + ddd_fixtures() + machina_fixtures()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(write(fixtures(), parser.parse_args().check))
