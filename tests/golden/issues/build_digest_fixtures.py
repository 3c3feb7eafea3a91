"""Write the fixtures of the digest-rule codes added for docs/dev/digest-rules.md.

Run from the project root::

    python tests/golden/issues/build_digest_fixtures.py          # write them
    python tests/golden/issues/build_digest_fixtures.py --check  # exit 1 if stale

Same layout and ``expected.json`` format as ``build_fixtures.py``: per code a quest that
raises it and a near miss that does not, each starting from a bundled sample quest (the
Warden's Key and the Ember Reliquary for md1, Embers Below for md2) changed in one place.
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


def fixtures() -> list[Fixture]:
    return md_fixtures()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    sys.exit(write(fixtures(), parser.parse_args().check))
