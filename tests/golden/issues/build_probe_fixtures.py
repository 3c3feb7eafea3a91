"""Write the probe fixtures of issue #29: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe_fixtures.py           # write them
    python tests/golden/issues/build_probe_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe_fixtures.py --score   # found/total by game, family

Built the way the hidden second suite of issue #29 was: each of the 13 bundled quests with
ONE change, written from the rulebooks' set-up and quest sections, in three families —
``T`` time (round limits, countdowns, timed triggers against the shortest route), ``H``
each hero (a trigger cutting the board behind the hero who fired it, levers held at once,
one consumed key for two doors, actions needing several heroes against the party sizes) and
``S`` set-up rules of all five games — plus clean near misses (a limit exactly long enough,
a token moved to where the rules allow it). Same layout and ``expected.json`` format as
``build_fixtures.py``: ``<CODE>/probe-<family>-<game>-<what>.quest.json``; a defect must raise
its code, a near miss must not (and must report nothing its base quest does not).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_fixtures as bf  # noqa: E402

Json = dict[str, Any]

BASES = {
    "wk": "quests/md1/wardens-key.quest.json",
    "er": "quests/md1/ember-reliquary.quest.json",
    "tl": "quests/md1/twin-levers.quest.json",
    "sc": "quests/md1/sentrys-crossing.quest.json",
    "wn": "quests/md1/widows-nest.quest.json",
    "eb": "quests/md2/embers-below.quest.json",
    "cs": "quests/md2/cinder-span.quest.json",
    "ha": "quests/ddd/house-ashgrove.quest.json",
    "hb": "quests/ddd/house-blackwater.quest.json",
    "ds": "quests/descent1/drowned-stair.quest.json",
    "st": "quests/descent1/stone-tusk.quest.json",
    "eh": "quests/machina/engine-heart.quest.json",
    "cf": "quests/machina/cold-foundry.quest.json",
}
GAME = {
    "wk": "md1",
    "er": "md1",
    "tl": "md1",
    "sc": "md1",
    "wn": "md1",
    "eb": "md2",
    "cs": "md2",
    "ha": "ddd",
    "hb": "ddd",
    "ds": "descent1",
    "st": "descent1",
    "eh": "machina",
    "cf": "machina",
}

#: (code, family, base, what, change, defect?)
Probe = tuple[str, str, str, str, Callable[[Json], None], bool]
PROBES: list[Probe] = []


def registrar(
    probes: list[Probe],
) -> Callable[..., Callable[[Callable[[Json], None]], Callable[[Json], None]]]:
    """A ``@probe(code, family, base, what, defect=True)`` decorator that adds the change it
    decorates to ``probes`` (each round's builder keeps its own list)."""

    def probe(code: str, family: str, base: str, what: str, defect: bool = True):
        def register(change: Callable[[Json], None]) -> Callable[[Json], None]:
            probes.append((code, family, base, what, change, defect))
            return change

        return register

    return probe


probe = registrar(PROBES)


def token(doc: Json, tid: str) -> Json:
    return next(t for t in doc["tokens"] if t["id"] == tid)


def objective(doc: Json, oid: str) -> Json:
    return next(o for o in doc["objectives"] if o["id"] == oid)


def trigger(doc: Json, tid: str) -> Json:
    return next(t for t in doc["triggers"] if t["id"] == tid)


def loss(doc: Json, kind: str) -> Json:
    return next(lo for lo in doc["loss"] if lo["kind"] == kind)


def add_round_limit(doc: Json, rounds: int) -> None:
    doc.setdefault("loss", []).append(
        {"id": "loss-clock", "kind": "round-limit", "rounds": rounds, "text": "Time runs out."}
    )


def add_trigger(doc: Json, trg: Json) -> None:
    doc.setdefault("triggers", []).append(trg)


def terrain(doc: Json, kind: str, *cells: tuple[int, int]) -> None:
    doc.setdefault("terrain", []).append(
        {"id": f"probe-{kind}", "kind": kind, "cells": [list(c) for c in cells]}
    )


# =========================================================================== time (T)
# md1 reach: 6 zones a round (3 actions of 2 MP); md2: 8; descent1: 16 cells; machina: 12.


def _tl_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        loss(doc, "round-limit")["rounds"] = rounds

    return change


# levers 4 zones away are held at the start of round 2 at the earliest (in place when the
# round starts); their holders walk back to the exit in round 2: exactly long enough
probe("QL_TOO_LATE", "T", "tl", "levers-r1")(_tl_limit(1))
probe("QL_TOO_LATE", "T", "tl", "levers-then-out-r2", defect=False)(_tl_limit(2))


def _sc_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        loss(doc, "round-limit")["rounds"] = rounds

    return change


# the sentry wakes when a hero steps through door-4 (4 zones out); that hero must still
# come back to the exit: more than a round's walk
probe("QL_TOO_LATE", "T", "sc", "sentry-and-back-r1")(_sc_limit(1))
probe("QL_TOO_LATE", "T", "sc", "sentry-and-back-r2", defect=False)(_sc_limit(2))


def _er_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_round_limit(doc, rounds)

    return change


# two relics (caches 2 and 4 zones away) carried to the library (5 zones away): the
# carriers' walk is more than a round
probe("QL_TOO_LATE", "T", "er", "relics-carried-r1")(_er_limit(1))
probe("QL_TOO_LATE", "T", "er", "relics-carried-r2", defect=False)(_er_limit(2))


@probe("QL_UNWINNABLE", "T", "wk", "key-fuse-at-start")
def _wk_fuse(doc: Json) -> None:
    # the cells flood when round 1 starts unless the key is found: before any hero acts
    add_trigger(
        doc,
        {
            "id": "trg-flood",
            "on": {"event": "round-start", "round": 1},
            "if": [{"picked": ["key"], "not": True}],
            "effects": [{"kind": "lose", "text": "The cells flood."}],
        },
    )


@probe("QL_TOO_LATE", "T", "wk", "key-timed-trigger-r2", defect=False)
def _wk_fuse_ok(doc: Json) -> None:
    add_trigger(
        doc,
        {
            "id": "trg-flood",
            "on": {"event": "round-end", "round": 1},
            "if": [{"picked": ["key"], "not": True}],
            "effects": [{"kind": "lose", "text": "The cells flood."}],
        },
    )


def _cs_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_round_limit(doc, rounds)

    return change


# shard 2 is 13 zones out (round 2 at 8 a round) and its carrier walks 7 back to the exit
probe("QL_TOO_LATE", "T", "cs", "shards-and-back-r2")(_cs_limit(2))
probe("QL_TOO_LATE", "T", "cs", "shards-r1")(_cs_limit(1))
probe("QL_TOO_LATE", "T", "cs", "shards-and-back-r3", defect=False)(_cs_limit(3))


def _cs_burn(start: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        doc["counters"] = [
            {"id": "span", "scope": "quest", "start": start, "threshold": 0, "text": "Burn."}
        ]
        add_trigger(
            doc,
            {
                "id": "trg-burn",
                "on": {"event": "round-end"},
                "once": False,
                "effects": [{"kind": "counter", "target": "span", "value": -1}],
            },
        )
        add_trigger(
            doc,
            {
                "id": "trg-burnt",
                "on": {"event": "counter-reached", "target": "span"},
                "effects": [{"kind": "lose", "text": "The span burns away."}],
            },
        )

    return change


# the span burns from the first round: lost when the counter reaches 0 at a round's end;
# shard 2 and back to the exit takes 20 zones, three rounds at 8
probe("QL_TOO_LATE", "T", "cs", "span-countdown-2")(_cs_burn(2))
probe("QL_TOO_LATE", "T", "cs", "span-countdown-3", defect=False)(_cs_burn(3))


def _eb_collapse(rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-collapse",
                "on": {"event": "round-end", "round": rnd},
                "if": [{"done": ["obj-throne"], "not": True}],
                "effects": [{"kind": "lose", "text": "The halls collapse."}],
            },
        )

    return change


probe("QL_TOO_LATE", "T", "eb", "throne-fuse-r1", defect=False)(_eb_collapse(1))


@probe("QL_UNWINNABLE", "T", "eb", "throne-fuse-before")
def _eb_fuse_before(doc: Json) -> None:
    add_trigger(
        doc,
        {
            "id": "trg-collapse",
            "on": {"event": "round-start", "round": 1},
            "if": [{"done": ["obj-throne"], "not": True}],
            "effects": [{"kind": "lose", "text": "The halls collapse."}],
        },
    )


def _ds_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_round_limit(doc, rounds)

    return change


# the lantern is 35 spaces from the start: 3 rounds at 16 spaces (run, fatigue) a round
probe("QL_TOO_LATE", "T", "ds", "lantern-r2")(_ds_limit(2))
probe("QL_TOO_LATE", "T", "ds", "lantern-r3", defect=False)(_ds_limit(3))


def _ds_fuse(rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-drown",
                "on": {"event": "round-start", "round": rnd},
                "if": [{"picked": ["relic-lantern"], "not": True}],
                "effects": [{"kind": "lose", "text": "The cistern floods."}],
            },
        )

    return change


probe("QL_TOO_LATE", "T", "ds", "lantern-fuse-r3")(_ds_fuse(3))
probe("QL_TOO_LATE", "T", "ds", "lantern-fuse-r4", defect=False)(_ds_fuse(4))


def _st_key(rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-rust",
                "on": {"event": "round-end", "round": rnd},
                "if": [{"picked": ["rune-key-red"], "not": True}],
                "effects": [{"kind": "lose", "text": "The rune key crumbles."}],
            },
        )

    return change


# the red rune key is 14 spaces out: round 1 at best; a fuse at round 0's end is before
probe("QL_TOO_LATE", "T", "st", "rune-key-fuse-r1", defect=False)(_st_key(1))


@probe("QL_UNWINNABLE", "T", "st", "rune-key-countdown")
def _st_countdown(doc: Json) -> None:
    doc["counters"] = [{"id": "fuse", "scope": "quest", "start": 1, "text": "Fuse."}]
    add_trigger(
        doc,
        {
            "id": "trg-fuse",
            "on": {"event": "round-start"},
            "once": False,
            "effects": [{"kind": "counter", "target": "fuse", "value": -1}],
        },
    )
    add_trigger(
        doc,
        {
            "id": "trg-fused",
            "on": {"event": "counter-reached", "target": "fuse"},
            "if": [{"picked": ["rune-key-red"], "not": True}],
            "effects": [{"kind": "lose", "text": "The rune key crumbles."}],
        },
    )


def _eh_limit(rounds: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_round_limit(doc, rounds)

    return change


# machina: the chapter space 7 spaces out, then every explorer back to the exit
probe("QL_TOO_LATE", "T", "eh", "chapter-and-out-r1")(_eh_limit(1))


# =========================================================================== each hero (H)


@probe("QL_TARGET_REMOVED", "H", "tl", "far-lever-cut-off")
def _tl_cut(doc: Json) -> None:
    # the levers' trigger drops the only corridor out of the north-east lever room: the
    # hero holding that lever can never reach the exit, and every hero must leave
    trigger(doc, "trg-levers")["effects"].append({"kind": "remove-zone", "target": "t2:c2"})


@probe("QL_TARGET_REMOVED", "H", "tl", "near-lever-tile-kept", defect=False)
def _tl_cut_ok(doc: Json) -> None:
    trigger(doc, "trg-levers")["effects"].append({"kind": "remove-zone", "target": "t4:r4"})


@probe("QL_TARGET_REMOVED", "H", "sc", "sentry-door-seals-behind")
def _sc_cut(doc: Json) -> None:
    # stepping through door-4 drops the corridor the hero came from, the only way back
    trigger(doc, "trg-wake")["effects"].append({"kind": "remove-zone", "target": "t2:c2"})


@probe("QL_TARGET_REMOVED", "H", "sc", "sentry-door-drops-far-room", defect=False)
def _sc_cut_ok(doc: Json) -> None:
    trigger(doc, "trg-wake")["effects"].append({"kind": "remove-zone", "target": "t4:r4"})


@probe("QL_TARGET_REMOVED", "H", "cs", "shard-drops-bridge")
def _cs_cut(doc: Json) -> None:
    trigger(doc, "trg-shard-2")["effects"].append({"kind": "remove-tile", "target": "b2"})


@probe("QL_TARGET_REMOVED", "H", "cs", "shard-drops-far-room", defect=False)
def _cs_cut_ok(doc: Json) -> None:
    trigger(doc, "trg-shard-2")["effects"].append({"kind": "remove-zone", "target": "t4:se"})


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "tl", "one-hero-two-levers")
def _tl_solo(doc: Json) -> None:
    del objective(doc, "obj-levers")["properties"]["soloCount"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "tl", "solo-two-levers")
def _tl_solo2(doc: Json) -> None:
    objective(doc, "obj-levers")["properties"]["soloCount"] = 2


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "tl", "pairs-only", defect=False)
def _tl_pairs(doc: Json) -> None:
    del objective(doc, "obj-levers")["properties"]["soloCount"]
    doc["party"]["min"] = 2


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "tl", "three-levers")
def _tl_three(doc: Json) -> None:
    obj = objective(doc, "obj-levers")
    obj["targets"].append("t4:r4")
    obj["properties"]["soloCount"] = 1
    doc["party"]["min"] = 2
    doc["party"]["max"] = 2


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "ha", "two-corners-held")
def _ha_hold(doc: Json) -> None:
    # ddd: hold two corner rooms at once at a round's start, with parties of 2 to 5 ... and
    # a third room: a party of two cannot
    doc["objectives"].insert(
        0,
        {
            "id": "obj-watch",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start"},
            "targets": ["r1c1:room", "r4c1:room", "r4c5:room"],
            "text": "Stand guard in three corners at once.",
        },
    )
    objective(doc, "obj-code")["after"] = ["obj-watch"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "ha", "two-corners-held-ok", defect=False)
def _ha_hold_ok(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-watch",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start"},
            "targets": ["r1c1:room", "r4c1:room"],
            "text": "Stand guard in two corners at once.",
        },
    )
    objective(doc, "obj-code")["after"] = ["obj-watch"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "cf", "two-spaces-held")
def _cf_hold(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-valves",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start"},
            "targets": ["cell:4,3", "cell:0,5"],
            "text": "Hold both valves at the start of a round.",
        },
    )
    objective(doc, "obj-chapter")["after"] = ["obj-valves"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "st", "two-glyphs-held")
def _st_hold(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-hold",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start"},
            "targets": ["cell:4,4", "cell:2,1"],
            "text": "Stand on the glyph and the compass at a round's start.",
        },
    )
    objective(doc, "obj-kill-vorgash")["after"] = ["obj-hold"]


@probe("SOFTLOCK_CONSUMED_KEYS", "H", "wk", "one-key-two-doors")
def _wk_keys(doc: Json) -> None:
    # the warden's key opens the vault door and the cell door before the key, and is used
    # up by the first it opens
    for edge in doc["edges"]:
        if edge["id"] in ("door-vault", "door-7"):
            edge["state"] = "locked"
            edge["lock"] = {"kind": "key", "keys": ["key"], "x-consumed": True}
    # the key lies beyond door-7 no more: it is where door-vault's heroes come from
    token(doc, "key")["cell"] = [5, 5]


@probe("SOFTLOCK_CONSUMED_KEYS", "H", "wk", "one-key-one-door", defect=False)
def _wk_key_ok(doc: Json) -> None:
    for edge in doc["edges"]:
        if edge["id"] == "door-vault":
            edge["lock"] = {"kind": "key", "keys": ["key"], "x-consumed": True}


@probe("TRIGGER_NEVER", "H", "ha", "showdown-for-six")
def _ha_party(doc: Json) -> None:
    # the showdown (the nemesis revealed) starts only for a party of six; 2 to 5 play
    trigger(doc, "trg-showdown")["if"] = [{"partyMin": 6}]


@probe("TRIGGER_NEVER", "H", "hb", "showdown-for-five", defect=False)
def _hb_party(doc: Json) -> None:
    # only a party of five gets the showdown: some party size the quest allows can win
    trigger(doc, "trg-showdown")["if"] = [{"partyMin": 5}]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "eh", "three-explorers-needed")
def _eh_solo(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-pumps",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-end"},
            "targets": ["cell:3,0", "cell:7,7", "cell:10,9"],
            "text": "End a round with an explorer at each pump.",
        },
    )
    objective(doc, "obj-chapter")["after"] = ["obj-pumps"]
    doc["party"]["min"] = 2


# =========================================================================== set-up (S)


@probe("SETUP_TOKEN_ROOM", "S", "er", "special-location-in-corridor")
def _er_special(doc: Json) -> None:
    token(doc, "reliquary")["cell"] = [8, 6]  # t4:c1, a corridor


@probe("SETUP_TOKEN_ROOM", "S", "er", "special-location-other-room", defect=False)
def _er_special_ok(doc: Json) -> None:
    token(doc, "reliquary")["cell"] = [11, 6]  # still t4:r2


@probe("MD_START_CLOSED", "S", "wk", "start-behind-door")
def _wk_start(doc: Json) -> None:
    token(doc, "start")["cell"] = [11, 1]  # t2:r2, a room behind closed doors


@probe("MD_START_CLOSED", "S", "tl", "start-in-room")
def _tl_start(doc: Json) -> None:
    token(doc, "start")["cell"] = [0, 0]  # t1:r1 behind a door


@probe("MD_START_IS_EXIT", "S", "sc", "exit-on-start")
def _sc_exit(doc: Json) -> None:
    token(doc, "exit")["cell"] = [1, 2]


@probe("SETUP_TOKEN_ROOM", "S", "cs", "spawn-in-corridor")
def _cs_spawn(doc: Json) -> None:
    token(doc, "spawn-2")["cell"] = [9, 1]  # t3:e, a corridor


@probe("SETUP_TOKEN_ROOM", "S", "eb", "spawn-in-corridor")
def _eb_spawn(doc: Json) -> None:
    token(doc, "spawn-1")["cell"] = [1, 1]  # t1:c, a corridor


@probe("SETUP_TOKEN_ROOM", "S", "eb", "spawn-other-room", defect=False)
def _eb_spawn_ok(doc: Json) -> None:
    token(doc, "spawn-1")["cell"] = [1, 0]  # t1:n, a room


@probe("SETUP_COMPONENT_COUNT", "S", "eb", "four-lifebringers")
def _eb_life(doc: Json) -> None:
    doc["setup"]["lifebringers"] = 4


@probe("SETUP_COMPONENT_COUNT", "S", "cs", "lifebringers-by-heroes")
def _cs_life(doc: Json) -> None:
    doc["parameters"] = {**doc.get("parameters", {}), "lifebringersByHeroes": [4, 4, 3, 3, 2, 2]}


@probe("MD2_BOSS_CARD", "S", "eb", "boss-without-card")
def _eb_boss(doc: Json) -> None:
    token(doc, "boss")["properties"] = {**token(doc, "boss").get("properties", {})}
    token(doc, "boss")["properties"]["name"] = "Nameless Horror of Probe"


@probe("TOKEN_ON_IMPASSABLE", "S", "cs", "loot-on-abyss")
def _cs_abyss(doc: Json) -> None:
    token(doc, "loot-1")["cell"] = [2, 0]  # t1:ne, abyss


@probe("SETUP_TOKEN_TILE", "S", "ha", "start-outside-entrance")
def _ha_start(doc: Json) -> None:
    token(doc, "start")["cell"] = [4, 10]  # r4c2


@probe("SETUP_TOKEN_TILE", "S", "hb", "nemesis-outside-lab")
def _hb_nemesis(doc: Json) -> None:
    token(doc, "nemesis")["cell"] = [4, 10]  # r4c2


@probe("SETUP_TOKEN_TILE", "S", "ha", "nemesis-outside-lab")
def _ha_nemesis(doc: Json) -> None:
    token(doc, "nemesis")["cell"] = [10, 1]  # r1c4


@probe("SETUP_TOKEN_TILE", "S", "hb", "nemesis-other-lab-space", defect=False)
def _hb_nemesis_ok(doc: Json) -> None:
    token(doc, "nemesis")["cell"] = [0, 10]  # still r4c1


@probe("DDD_ENTRANCE", "S", "hb", "entrance-moved")
def _hb_entrance(doc: Json) -> None:
    doc["parameters"] = {**doc.get("parameters", {}), "entranceCol": 1}


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "chest-on-pit")
def _ds_chest(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "chest-1")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "glyph-on-slime")
def _ds_glyph(doc: Json) -> None:
    terrain(doc, "slime", tuple(token(doc, "glyph-cistern")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "st", "rune-key-on-pit")
def _st_key_pit(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "rune-key-red")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "st", "pit-beside-potion", defect=False)
def _st_water(doc: Json) -> None:
    x, y = token(doc, "potion-h-1")["cell"]
    terrain(doc, "pit", (x + 1, y))


@probe("DESCENT_MONSTER_SPACE", "S", "st", "monster-on-pit")
def _st_monster(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "skeleton-1")["cell"]))


@probe("DESCENT_MONSTER_SPACE", "S", "ds", "monster-on-pit")
def _ds_monster(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "skeleton-1")["cell"]))


@probe("DESCENT_START_SPACES", "S", "st", "start-on-pit")
def _st_start(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "start-2")["cell"]))


@probe("MACHINA_CHAPTERS", "S", "eh", "chapters-swapped")
def _eh_chapters(doc: Json) -> None:
    ch = doc["setup"]["chapters"]
    ch[0]["objective"], ch[1]["objective"] = ch[1]["objective"], ch[0]["objective"]


@probe("MACHINA_CHAPTERS", "S", "cf", "chapters-swapped")
def _cf_chapters(doc: Json) -> None:
    ch = doc["setup"]["chapters"]
    ch[0]["objective"], ch[1]["objective"] = ch[1]["objective"], ch[0]["objective"]


@probe("MACHINA_START_HAZARD", "S", "cf", "start-on-pit")
def _cf_start(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "start-3")["cell"]))


@probe("TOKEN_ON_IMPASSABLE", "S", "eh", "start-in-door-space")
def _eh_start_door(doc: Json) -> None:
    doc["doorSpaces"] = [{"id": "probe-door", "cell": [2, 1], "state": "closed"}]


@probe("MACHINA_START_HAZARD", "S", "cf", "start-on-trapped-floor")
def _cf_trap(doc: Json) -> None:
    terrain(doc, "floor-trapped", tuple(token(doc, "start-4")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "eh", "barrel-on-pit")
def _eh_barrel(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "barrel-1")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "cf", "monster-on-pit")
def _cf_monster(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "scavenger")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "eh", "exit-on-pit")
def _eh_exit(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "exit")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "cf", "monster-beside-pit", defect=False)
def _cf_monster_ok(doc: Json) -> None:
    x, y = token(doc, "scavenger")["cell"]
    terrain(doc, "pit", (x, y - 1))


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "start-on-closed-door-space")
def _cf_start_door(doc: Json) -> None:
    token(doc, "start-4")["cell"] = [3, 1]  # the guard door's space, closed


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "start-beside-door-space", defect=False)
def _cf_start_door_ok(doc: Json) -> None:
    token(doc, "start-4")["cell"] = [2, 1]  # beside the guard door's space


@probe("MACHINA_START_HAZARD", "S", "eh", "start-on-rubble-nearby", defect=False)
def _eh_near(doc: Json) -> None:
    terrain(doc, "rubble", (4, 1))


# =========================================================================== more variants


def _tl_flood(start: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        # once the levers are down the tunnels flood: lost when the counter reaches 0 at a
        # round's end
        doc["counters"] = [{"id": "flood", "scope": "quest", "start": start, "text": "Flood."}]
        add_trigger(
            doc,
            {
                "id": "trg-flood",
                "on": {"event": "round-end"},
                "once": False,
                "if": [{"done": ["obj-levers"]}],
                "effects": [{"kind": "counter", "target": "flood", "value": -1}],
            },
        )
        add_trigger(
            doc,
            {
                "id": "trg-flooded",
                "on": {"event": "counter-reached", "target": "flood"},
                "effects": [{"kind": "lose", "text": "The tunnels flood."}],
            },
        )

    return change


# the levers' holders are 4 zones or less from the exit: out in the round they hold them
probe("QL_TOO_LATE", "T", "tl", "flood-after-levers-1", defect=False)(_tl_flood(1))


@probe("QL_TARGET_REMOVED", "H", "cs", "first-shard-drops-bridge")
def _cs_cut1(doc: Json) -> None:
    trigger(doc, "trg-shard-1")["effects"].append({"kind": "remove-tile", "target": "b1"})


@probe("COMPONENT_TOKEN_LIMIT", "S", "eb", "two-roaming-portals")
def _eb_portals(doc: Json) -> None:
    token(doc, "portal-1")["properties"] = {"kind": "roaming"}
    token(doc, "portal-rm")["properties"] = {"kind": "roaming"}


@probe("SETUP_TOKEN_ROOM", "S", "cs", "spawn-on-bridge")
def _cs_spawn_bridge(doc: Json) -> None:
    token(doc, "spawn-1")["cell"] = [6, 1]  # the first bridge


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "money-on-slime")
def _ds_money(doc: Json) -> None:
    terrain(doc, "slime", tuple(token(doc, "money-1")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "st", "start-glyph-on-pit")
def _st_glyph(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "glyph-start")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "relic-on-slime")
def _ds_relic(doc: Json) -> None:
    terrain(doc, "slime", tuple(token(doc, "relic-lantern")["cell"]))


@probe("MACHINA_CHAPTERS", "S", "eh", "last-chapters-swapped")
def _eh_chapters2(doc: Json) -> None:
    ch = doc["setup"]["chapters"]
    ch[1]["objective"], ch[2]["objective"] = ch[2]["objective"], ch[1]["objective"]


@probe("DDD_LAB", "S", "hb", "lab-inside")
def _hb_lab(doc: Json) -> None:
    tiles = {t["id"]: t for t in doc["tiles"]}
    lab = next(t for t in doc["tiles"] if t["tile"] == "ddd-lab")
    inner = tiles["r2c2"]
    lab["tile"], inner["tile"] = inner["tile"], lab["tile"]
    lab["rotation"], inner["rotation"] = inner["rotation"], lab["rotation"]


@probe("DDD_ENTRANCE", "S", "ha", "entrance-swapped")
def _ha_entrance(doc: Json) -> None:
    tiles = {t["id"]: t for t in doc["tiles"]}
    a, b = tiles["r4c3"], tiles["r4c4"]
    a["tile"], b["tile"] = b["tile"], a["tile"]
    a["rotation"], b["rotation"] = b["rotation"], a["rotation"]


@probe("DDD_CORNER_CHIP", "S", "hb", "corner-chip-two-icons")
def _hb_chip(doc: Json) -> None:
    for t in doc["tokens"]:
        if t["type"] == "code-chip" and t["properties"].get("icons") == 3:
            t["properties"]["icons"] = 2
            t["properties"]["colors"] = t["properties"]["colors"][:2]
            break


def _cs_bridge_burns(event: str, rnd: int) -> Callable[[Json], None]:
    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-burn",
                "on": {"event": event, "round": rnd},
                "effects": [{"kind": "remove-tile", "target": "b1"}],
            },
        )

    return change


# the first bridge burns away: the far shard's carrier (13 zones out, 8 back to this side of
# the bridge) is across it by the end of round 3 at the earliest
probe("QL_TOO_LATE", "T", "cs", "bridge-burns-end-r2")(_cs_bridge_burns("round-end", 2))
probe("QL_TOO_LATE", "T", "cs", "bridge-burns-end-r1")(_cs_bridge_burns("round-end", 1))
probe("QL_TOO_LATE", "T", "cs", "bridge-burns-start-r2")(_cs_bridge_burns("round-start", 2))
probe("QL_TOO_LATE", "T", "cs", "bridge-burns-end-r3", defect=False)(
    _cs_bridge_burns("round-end", 3)
)


@probe("QL_TARGET_REMOVED", "H", "wk", "key-room-sealed-every-hero")
def _wk_all_cut(doc: Json) -> None:
    # every hero must leave; taking the key drops the corridor out of its room
    objective(doc, "obj-escape")["properties"]["heroes"] = "all"
    trigger(doc, "trg-key")["effects"].append({"kind": "remove-zone", "target": "t2:c2"})


@probe("QL_TARGET_TRAP", "H", "sc", "room-trap-drops-corridor")
def _sc_enter_cut(doc: Json) -> None:
    # stepping into the sentry's room drops the corridor behind: every hero must leave
    add_trigger(
        doc,
        {
            "id": "trg-trap",
            "on": {"event": "enter-zone", "target": "t2:r1"},
            "effects": [{"kind": "remove-zone", "target": "t2:c2"}],
        },
    )


@probe("MD2_BOSS_SETUP", "S", "eb", "arena-off-the-throne")
def _eb_arena(doc: Json) -> None:
    token(doc, "arena-1")["cell"] = [4, 1]  # t2:c, a tile removed when the fight starts


@probe("MD2_BOSS_SETUP", "S", "eb", "arena-elsewhere-in-throne", defect=False)
def _eb_arena_ok(doc: Json) -> None:
    token(doc, "arena-1")["cell"] = [5, 5]  # t3:nw, still the throne room


# =========================================================================== writing


def built() -> list[tuple[str, str, str, str, Json, bool]]:
    """(code, name, family, base key, quest, defect) of every probe."""
    out = []
    for code, family, base, what, change, defect in PROBES:
        doc = bf._strip(bf.load_bundled(BASES[base]), f"probe-{GAME[base]}-{base}-{what}")
        change(doc)
        kind = "raises" if defect else "clean"
        out.append((code, f"probe-{family}-{GAME[base]}-{what}-{kind}", family, base, doc, defect))
    return out


def loud(issues: list[Any]) -> set[str]:
    return {i.code for i in issues if i.severity.value != "info" and not i.waived}


def score() -> int:
    base_loud = {k: loud(bf.validate(bf.load_bundled(p))) for k, p in BASES.items()}
    rows: dict[tuple[str, str], list[int]] = {}
    alarms: list[str] = []
    for code, name, family, base, doc, defect in built():
        try:
            issues = bf.validate(doc)
        except Exception as exc:
            print(f"BROKEN {name}: {exc}")
            continue
        new = loud(issues) - base_loud[base]
        every = {i.code for i in issues}
        key = (GAME[base], family)
        row = rows.setdefault(key, [0, 0, 0, 0])
        if defect:
            row[1] += 1
            hit = code in every or bool(new)
            row[0] += hit
            mark = "ok " if code in every else ("new" if new else "MISS")
            print(f"{mark:4} {name}: expected {code}; new {sorted(new)}")
        else:
            row[3] += 1
            if new or code in loud(issues):
                alarms.append(name)
                print(f"ALARM {name}: new {sorted(new)}")
                for i in issues:
                    if i.code in new:
                        print(f"      {i}")
            else:
                row[2] += 1
    print()
    for (game, family), (f, t, c, n) in sorted(rows.items()):
        print(f"{game:9} {family}: found {f}/{t}  near misses clean {c}/{n}")
    f = sum(r[0] for r in rows.values())
    t = sum(r[1] for r in rows.values())
    print(f"total: found {f}/{t}, false alarms {len(alarms)}")
    return 0


def write(check: bool) -> int:
    for code, name, _family, _base, doc, defect in built():
        bf.fx(code, name, doc, [code] if defect else [], [] if defect else [code])
    bf.BUILDERS[:] = []
    return bf.write_all(check)


def run_round(probes: list[Probe], open_probes: list[Probe], argv: list[str] | None = None) -> int:
    """Run :func:`main` on one round's probes (a later round's builder); ``--open`` adds the
    probes no check finds yet (scored, never written)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    PROBES[:] = probes
    if "--open" in argv:
        argv.remove("--open")
        PROBES.extend(open_probes)
    return main(argv)


def add_token(doc: Json, tid: str, ttype: str, cell: list[int], **props: object) -> None:
    """Append a token of ``ttype`` at ``cell`` (with ``props`` as its properties, if any)."""
    tok: Json = {"id": tid, "type": ttype, "cell": cell}
    if props:
        tok["properties"] = dict(props)
    doc["tokens"].append(tok)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--score", action="store_true")
    args = parser.parse_args(argv)
    if args.score:
        return score()
    return write(args.check)


if __name__ == "__main__":
    raise SystemExit(main())
