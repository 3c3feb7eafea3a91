"""Write the third round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe32_fixtures.py           # write them
    python tests/golden/issues/build_probe32_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe32_fixtures.py --score   # found/total by game

A third pass over the rulebooks, written the way the hidden suite of issue #29 is (one
change to a bundled quest: a defect a rulebook states, or a clean near miss beside it),
weighted toward Dark Darker Darkest and Massive Darkness 1 and toward patterns the first two
rounds (``build_probe_fixtures.py``, ``build_probe31_fixtures.py``) do not try: the other
lever room cut off, keys two heroes need, timed triggers at the first round, the lab seal
and the security board, the showdown's moment, corner terminals, door rules of each game.
Same layout and scoring as ``build_probe_fixtures.py`` (``probe-<family>-<game>-<what>``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_probe_fixtures as bp  # noqa: E402
from build_probe_fixtures import (  # noqa: E402
    Json,
    add_trigger,
    objective,
    token,
    trigger,
)

PROBES: list[bp.Probe] = []

probe = bp.registrar(PROBES)


def edge(doc: Json, eid: str) -> Json:
    return next(e for e in doc["edges"] if e["id"] == eid)


def _lose_at(event: str, rnd: int, unless: str) -> Callable[[Json], None]:
    """Lost at ``event`` of round ``rnd`` unless objective ``unless`` is done."""

    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-doom",
                "on": {"event": event, "round": rnd},
                "if": [{"done": [unless], "not": True}],
                "effects": [{"kind": "lose", "text": "Too late."}],
            },
        )

    return change


# =========================================================================== md1: each hero


@probe("QL_TARGET_REMOVED", "H", "tl", "south-lever-cut-off")
def _tl_south_cut(doc: Json) -> None:
    # the south-west lever room (t3:r1) opens only on the corridor t3:c1; the levers'
    # trigger drops it, and every hero must leave by the exit
    trigger(doc, "trg-levers")["effects"].append({"kind": "remove-zone", "target": "t3:c1"})


@probe("QL_TARGET_REMOVED", "H", "tl", "side-room-dropped", defect=False)
def _tl_side_ok(doc: Json) -> None:
    trigger(doc, "trg-levers")["effects"].append({"kind": "remove-zone", "target": "t3:r2"})


@probe("SOFTLOCK_ORDER", "H", "tl", "lever-door-shut-and-locked")
def _tl_lock(doc: Json) -> None:
    # the south lever's door slams and locks for good behind its holder
    edge(doc, "door-7")["lock"] = {"kind": "condition", "requires": ["obj-out"]}
    trigger(doc, "trg-levers")["effects"].append({"kind": "close-door", "target": "door-7"})


@probe("SOFTLOCK_CONSUMED_KEYS", "H", "tl", "one-key-both-lever-doors")
def _tl_key(doc: Json) -> None:
    # both lever rooms' doors take the one key and use it up: the two holders cannot both
    # get in
    doc["tokens"].append({"id": "key", "type": "library", "cell": [1, 3]})
    for eid in ("door-4", "door-7"):
        edge(doc, eid)["state"] = "locked"
        edge(doc, eid)["lock"] = {"kind": "key", "keys": ["key"], "x-consumed": True}


@probe("SOFTLOCK_CONSUMED_KEYS", "H", "tl", "key-kept-both-lever-doors", defect=False)
def _tl_key_ok(doc: Json) -> None:
    doc["tokens"].append({"id": "key", "type": "library", "cell": [1, 3]})
    for eid in ("door-4", "door-7"):
        edge(doc, eid)["state"] = "locked"
        edge(doc, eid)["lock"] = {"kind": "key", "keys": ["key"]}


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "er", "two-altars-round-end")
def _er_altars(doc: Json) -> None:
    # two rooms held at a round's end, parties of one allowed
    doc["objectives"].insert(
        0,
        {
            "id": "obj-altars",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-end"},
            "targets": ["t2:r2", "t4:r4"],
            "text": "End a round with a hero at each altar.",
        },
    )
    objective(doc, "obj-relics")["after"] = ["obj-altars"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "er", "two-altars-pairs", defect=False)
def _er_altars_ok(doc: Json) -> None:
    _er_altars(doc)
    doc["party"]["min"] = 2


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "sc", "solo-count-two-of-three")
def _sc_three(doc: Json) -> None:
    # three seals at once; a lone hero may count for one: parties of two come up short
    doc["objectives"].insert(
        0,
        {
            "id": "obj-seals",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start", "soloCount": 1},
            "targets": ["t1:r1", "t2:r2", "t4:r4"],
            "text": "Start a round with a hero on each seal.",
        },
    )
    objective(doc, "obj-sentry")["after"] = ["obj-seals"]
    doc["party"]["min"] = 2


@probe("TRIGGER_NEVER", "H", "wk", "key-trigger-for-seven")
def _wk_seven(doc: Json) -> None:
    # the vault's unlock waits for a party of seven; md1 plays 1 to 6
    edge(doc, "door-vault")["lock"] = {"kind": "key", "keys": ["vault"]}
    trigger(doc, "trg-key")["if"] = [{"partyMin": 7}]
    trigger(doc, "trg-key")["effects"].append({"kind": "unlock", "target": "door-vault"})


# =========================================================================== md1: time


probe("QL_UNWINNABLE", "T", "wk", "key-by-round-start-1")(_lose_at("round-start", 1, "obj-key"))
probe("QL_TOO_LATE", "T", "wk", "key-by-round-end-1", defect=False)(
    _lose_at("round-end", 1, "obj-key")
)
probe("QL_TOO_LATE", "T", "er", "relics-by-round-end-1")(_lose_at("round-end", 1, "obj-relics"))


@probe("QL_UNWINNABLE", "T", "tl", "levers-timed-by-counter")
def _tl_counter(doc: Json) -> None:
    # a quest counter from 1, one off per round end, lost at 0 unless the levers are held:
    # the levers are 4 zones out, held at the start of round 2 at the earliest
    doc["counters"] = [{"id": "chain", "scope": "quest", "start": 1, "text": "Chain."}]
    add_trigger(
        doc,
        {
            "id": "trg-tick",
            "on": {"event": "round-end"},
            "once": False,
            "effects": [{"kind": "counter", "target": "chain", "value": -1}],
        },
    )
    add_trigger(
        doc,
        {
            "id": "trg-snap",
            "on": {"event": "counter-reached", "target": "chain"},
            "if": [{"done": ["obj-levers"], "not": True}],
            "effects": [{"kind": "lose", "text": "The chain snaps."}],
        },
    )


@probe("QL_TOO_LATE", "T", "sc", "exit-zone-falls-round-1")
def _sc_exit_falls(doc: Json) -> None:
    # the exit corridor caves in at the end of round 1, before the sentry can be reached
    add_trigger(
        doc,
        {
            "id": "trg-cave",
            "on": {"event": "round-end", "round": 1},
            "effects": [{"kind": "remove-zone", "target": "t3:c2"}],
        },
    )


# =========================================================================== md1: set-up


@probe("MD_LEVEL_RANGE", "S", "er", "level-token-6")
def _er_level6(doc: Json) -> None:
    token(doc, "level-3")["properties"]["value"] = 6


@probe("MD_LEVEL_PER_TILE", "S", "sc", "two-levels-on-a-tile")
def _sc_two_levels(doc: Json) -> None:
    doc["tokens"].append(
        {"id": "level-2c", "type": "level", "cell": [8, 10], "properties": {"value": 2}}
    )


@probe("MD_START_EXIT_COUNT", "S", "tl", "two-exits")
def _tl_two_exits(doc: Json) -> None:
    doc["tokens"].append({"id": "exit-2", "type": "exit", "cell": [9, 10]})


@probe("REF_LOCK_CONDITION", "S", "wk", "vault-needs-unknown")
def _wk_vault_ref(doc: Json) -> None:
    edge(doc, "door-vault")["lock"] = {"kind": "condition", "requires": ["obj-warden"]}


@probe("SOFTLOCK_KEY_BEHIND_DOOR", "S", "wk", "key-in-the-vault")
def _wk_cycle(doc: Json) -> None:
    # the vault door opens once the key is picked up; the key now lies beyond it, in the
    # exit room (t2:r1), whose only way in is the vault door
    token(doc, "key")["cell"] = [7, 1]


@probe("MD_DOOR_NO_ROOM", "S", "sc", "door-between-corridors")
def _sc_door_corr(doc: Json) -> None:
    # a door on the line between two corridors (t1:c1 and t2:c1)
    doc["edges"].append(
        {"id": "door-x", "kind": "door", "state": "closed", "from": [6, 2], "to": [6, 3]}
    )


@probe("MD_START_IS_EXIT", "S", "wn", "exit-beside-start")
def _wn_exit(doc: Json) -> None:
    token(doc, "exit")["cell"] = [1, 2]


@probe("REF_TRIGGER_TARGET", "S", "er", "lair-trigger-unknown-token")
def _er_lair(doc: Json) -> None:
    trigger(doc, "trg-relics")["effects"].append({"kind": "reveal", "target": "slot-9"})


@probe("MD_START_CLOSED", "S", "er", "start-in-side-room", defect=True)
def _er_start(doc: Json) -> None:
    token(doc, "start")["cell"] = [4, 4]  # t1:r4 behind door-3


@probe("MD_START_CLOSED", "S", "er", "start-other-corridor", defect=False)
def _er_start_ok(doc: Json) -> None:
    token(doc, "start")["cell"] = [3, 3]  # t1:c3, a corridor


# =========================================================================== ddd


@probe("DDD_CODE_ROOMS", "S", "ha", "terminal-in-inner-room")
def _ha_terminal(doc: Json) -> None:
    # terminals are the corner rooms only
    objective(doc, "obj-code")["targets"] = ["r1c1:room", "r4c1:room", "r2c2:room"]


@probe("DDD_CODE_ROOMS", "S", "ha", "terminal-in-lab")
def _ha_terminal_lab(doc: Json) -> None:
    objective(doc, "obj-code")["targets"] = ["r1c1:room", "r4c1:room", "r1c5:room"]


@probe("DDD_CODE_ROOMS", "S", "hb", "two-terminals", defect=False)
def _hb_two_terminals(doc: Json) -> None:
    # up to three chips, at any corner terminal: two corners still do
    objective(doc, "obj-code")["targets"] = ["r1c1:hall", "r4c5:room"]


@probe("SOFTLOCK_KEY_BEHIND_DOOR", "H", "ha", "lab-opens-once-reached")
def _ha_seal(doc: Json) -> None:
    # the lab's doors wait for the lab to be reached (its seals and their trigger)
    for eid in ("lab-seal-s", "lab-seal-w"):
        edge(doc, eid)["lock"] = {"kind": "condition", "requires": ["obj-lab"]}
    trigger(doc, "trg-lab-open")["on"]["target"] = "obj-lab"


@probe("SOFTLOCK_CYCLE", "H", "hb", "one-seal-needs-the-lab", defect=False)
def _hb_seal_ok(doc: Json) -> None:
    # one of the lab's two doorways waits for the lab; the other opens with the code
    edge(doc, "lab-seal-n")["lock"] = {"kind": "condition", "requires": ["obj-lab"]}


@probe("DDD_CODE", "S", "hb", "darker-with-seven-codes")
def _hb_darker(doc: Json) -> None:
    doc["setup"]["difficulty"] = "darker"


@probe("DDD_DARKEST_COLOURS", "S", "ha", "darkest-orange-thrice")
def _ha_darkest(doc: Json) -> None:
    doc["setup"]["difficulty"] = "darkest"
    doc["setup"]["securitySequence"] = [
        "orange",
        "orange",
        "orange",
        "blue",
        "purple",
        "purple",
        "white",
    ]


@probe("DDD_DARKEST_COLOURS", "S", "hb", "darkest-pairs", defect=False)
def _hb_darkest_ok(doc: Json) -> None:
    doc["setup"]["difficulty"] = "darkest"


@probe("DDD_CODE", "S", "ha", "code-with-red-pair", defect=False)
def _ha_code(doc: Json) -> None:
    # dark mode draws its three chips per game: two reds are two chips' (the box holds 3)
    doc["setup"]["securitySequence"] = ["red", "red", "yellow", "blue", "purple", "purple", "white"]


@probe("LOSS_CONDITION_INVALID", "S", "hb", "four-corners-to-lose")
def _hb_corners(doc: Json) -> None:
    # three corner rooms stand outside the lab: four can never be destroyed
    next(lo for lo in doc["loss"] if lo["kind"] == "corners-destroyed")["properties"]["count"] = 4


@probe("LOSS_CONDITION_INVALID", "S", "ha", "two-corners-to-lose", defect=False)
def _ha_corners_ok(doc: Json) -> None:
    next(lo for lo in doc["loss"] if lo["kind"] == "corners-destroyed")["properties"]["count"] = 2


@probe("DDD_SHOWDOWN_EARLY", "S", "ha", "showdown-at-code")
def _ha_showdown(doc: Json) -> None:
    # the showdown (nemesis revealed, chips dropped) starts when a survivor enters the lab,
    # not when the code breaks
    trigger(doc, "trg-showdown")["on"] = {"event": "objective-complete", "target": "obj-code"}


@probe("QL_UNWINNABLE", "T", "ha", "lab-by-round-start-1")
def _ha_r1(doc: Json) -> None:
    _lose_at("round-start", 1, "obj-lab")(doc)


@probe("DDD_CHIP_COUNT", "S", "hb", "two-chips-one-door")
def _hb_double(doc: Json) -> None:
    doc["tokens"].append(
        {
            "id": "chip-9",
            "type": "code-chip",
            "edge": {"from": [9, 1], "to": [9, 2]},
            "faceDown": True,
            "properties": {"colors": ["green", "white"], "icons": 2},
        }
    )


@probe("DDD_CHIP_COUNT", "S", "hb", "lock-without-chip")
def _hb_lock_nochip(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "chip-4"]


@probe("SETUP_TOKEN_TILE", "S", "hb", "start-in-lab")
def _hb_start_lab(doc: Json) -> None:
    token(doc, "start")["cell"] = [1, 11]


@probe("PARTY_OUT_OF_RANGE", "S", "ha", "party-one-to-five")
def _ha_party_one(doc: Json) -> None:
    doc["party"]["min"] = 1


@probe("PARTY_OUT_OF_RANGE", "S", "hb", "party-three-to-four", defect=False)
def _hb_party_ok(doc: Json) -> None:
    doc["party"] = {"min": 3, "max": 4}


# =========================================================================== md2


@probe("QL_TARGET_REMOVED", "H", "cs", "altar-shard-drops-far-bridge")
def _cs_far_bridge(doc: Json) -> None:
    # the shard beyond the second bridge drops that bridge under its carrier
    trigger(doc, "trg-shard-2")["effects"].append({"kind": "remove-tile", "target": "b2"})
    trigger(doc, "trg-shard-2")["on"] = {"event": "pickup", "target": "shard-2"}


@probe("QL_TOO_LATE", "T", "cs", "shards-by-round-end-1")
def _cs_r1(doc: Json) -> None:
    _lose_at("round-end", 1, "obj-shards")(doc)


@probe("QL_UNWINNABLE", "T", "eb", "throne-by-round-start-1")
def _eb_r1(doc: Json) -> None:
    _lose_at("round-start", 1, "obj-throne")(doc)


@probe("TOKEN_PROPERTY_INVALID", "S", "cs", "portal-needs-seven")
def _cs_portal(doc: Json) -> None:
    token(doc, "portal-2")["properties"]["minHeroes"] = 7


@probe("TOKEN_ON_IMPASSABLE", "S", "cs", "shard-on-abyss")
def _cs_shard(doc: Json) -> None:
    token(doc, "shard-1")["cell"] = [2, 0]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "cs", "two-braziers-solo")
def _cs_braziers(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-braziers",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start"},
            "targets": ["cell:0,1", "cell:8,6"],
            "text": "Start a round with a hero at each brazier.",
        },
    )
    objective(doc, "obj-shards")["after"] = ["obj-braziers"]


# =========================================================================== descent1


@probe("QL_TOO_LATE", "T", "ds", "lantern-by-round-end-1")
def _ds_r1(doc: Json) -> None:
    _lose_at("round-end", 1, "obj-lantern")(doc)


@probe("DESCENT_RUNE_KEY", "S", "st", "rune-key-colour-unknown")
def _st_rune(doc: Json) -> None:
    token(doc, "rune-key-red")["properties"] = {
        **token(doc, "rune-key-red").get("properties", {}),
        "color": "green",
    }


@probe("DESCENT_RUNE_KEY", "S", "st", "red-door-needs-no-key")
def _st_no_key(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "rune-key-red"]


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "ds", "three-glyphs-pairs")
def _ds_glyphs(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-wells",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start", "soloCount": 1},
            "targets": ["cell:3,2", "cell:13,3", "cell:17,5"],
            "text": "Start a turn with a hero at each wellhead.",
        },
    )
    objective(doc, "obj-lantern")["after"] = ["obj-wells"]
    doc["party"] = {"min": 2, "max": 2}


# =========================================================================== machina


@probe("QL_UNWINNABLE", "T", "eh", "chapter-by-round-start-1")
def _eh_r1(doc: Json) -> None:
    _lose_at("round-start", 1, "obj-chapter")(doc)


@probe("MACHINA_CHAPTERS", "S", "eh", "last-chapter-not-blocking")
def _eh_last(doc: Json) -> None:
    doc["setup"]["chapters"][2]["blocking"] = False


# =========================================================================== batch 2


@probe("SETUP_FACE_DOWN", "S", "ha", "code-chip-face-up")
def _ha_chip_up(doc: Json) -> None:
    # code chips go on the lock symbols face down (their icon count showing)
    token(doc, "chip-4")["faceDown"] = False


@probe("CAMERA_NO_ICON", "S", "hb", "camera-in-room-without-icon")
def _hb_cam(doc: Json) -> None:
    token(doc, "cam-5")["cell"] = [10, 10]  # r4c4, no camera icon


@probe("DDD_WINDOW", "S", "hb", "outer-room-windows-inward")
def _hb_window(doc: Json) -> None:
    tile = next(t for t in doc["tiles"] if t["id"] == "r1c3")
    tile["rotation"] = (tile["rotation"] + 180) % 360


@probe("DDD_CATEGORY", "S", "ha", "inner-room-on-the-edge")
def _ha_category(doc: Json) -> None:
    tiles = {t["id"]: t for t in doc["tiles"]}
    a, b = tiles["r1c3"], tiles["r2c3"]
    a["tile"], b["tile"] = b["tile"], a["tile"]
    a["rotation"], b["rotation"] = b["rotation"], a["rotation"]


@probe("DDD_CODE_ROOMS", "S", "ha", "antidote-outside-lab")
def _ha_antidote(doc: Json) -> None:
    # the antidote is in the lab: the lab objective names a room beside it
    objective(doc, "obj-lab")["targets"] = ["r1c4:room"]
    objective(doc, "obj-lab")["zone"] = [10, 1]


@probe("DDD_SHOWDOWN_EARLY", "S", "hb", "showdown-split-at-lab", defect=False)
def _hb_showdown_ok(doc: Json) -> None:
    # the nemesis revealed by a trigger of its own, on the same moment (the lab entered)
    trg = trigger(doc, "trg-showdown")
    trg["effects"] = [e for e in trg["effects"] if e["kind"] != "reveal"]
    add_trigger(
        doc,
        {
            "id": "trg-nemesis",
            "on": {"event": "objective-complete", "target": "obj-lab"},
            "effects": [{"kind": "reveal", "target": "nemesis"}],
        },
    )


@probe("DDD_SHOWDOWN_EARLY", "S", "hb", "chips-drop-at-code")
def _hb_chips_early(doc: Json) -> None:
    # every chip drops once the code breaks (a showdown effect, before anyone is in the lab)
    trg = trigger(doc, "trg-showdown")
    add_trigger(
        doc,
        {
            "id": "trg-chips",
            "on": {"event": "objective-complete", "target": "obj-code"},
            "effects": [e for e in trg["effects"] if e["kind"] == "unlock"],
        },
    )
    trg["effects"] = [e for e in trg["effects"] if e["kind"] != "unlock"]


@probe("SETUP_TOKEN_TILE", "S", "ha", "nemesis-in-lab-other-cell", defect=False)
def _ha_nemesis_ok(doc: Json) -> None:
    token(doc, "nemesis")["cell"] = [14, 2]


@probe("REF_LOCK_KEY", "S", "wk", "vault-needs-two-keys-one-placed")
def _wk_two_keys(doc: Json) -> None:
    edge(doc, "door-vault")["lock"] = {"kind": "key", "keys": ["key", "key-2"]}


@probe("REF_LOCK_KEY", "S", "wk", "vault-needs-two-keys-both-placed", defect=False)
def _wk_two_keys_ok(doc: Json) -> None:
    edge(doc, "door-vault")["lock"] = {"kind": "key", "keys": ["key", "key-2"]}
    doc["tokens"].append({"id": "key-2", "type": "artifact", "cell": [11, 5]})


@probe("QL_OBJECTIVE_NEVER", "S", "er", "one-artifact-in-pool")
def _er_pool(doc: Json) -> None:
    # both relics are needed; the pool now holds one artifact and two lairs
    doc["setup"]["facedownPools"]["relics"] = ["artifact", "lair", "lair"]


@probe("MD_FACEDOWN_POOL", "S", "er", "pool-order-changed", defect=False)
def _er_pool_ok(doc: Json) -> None:
    doc["setup"]["facedownPools"]["relics"] = ["lair", "artifact", "artifact"]


@probe("LINK_UNPAIRED", "S", "sc", "lone-staircase")
def _sc_stairs(doc: Json) -> None:
    doc["tokens"].append({"id": "stairs-1", "type": "staircase", "cell": [11, 11]})


@probe("QL_TOO_LATE", "T", "tl", "levers-timed-by-counter-2", defect=False)
def _tl_counter_ok(doc: Json) -> None:
    _tl_counter(doc)
    doc["counters"][0]["start"] = 2


@probe("QL_TOO_LATE", "T", "sc", "exit-zone-falls-after-sentry", defect=False)
def _sc_exit_ok(doc: Json) -> None:
    add_trigger(
        doc,
        {
            "id": "trg-cave",
            "on": {"event": "objective-complete", "target": "obj-out"},
            "effects": [{"kind": "remove-zone", "target": "t3:c2"}],
        },
    )


@probe("OBJECTIVE_HELD_BY_PARTY", "H", "wn", "hold-two-nests-solo-ok", defect=False)
def _wn_nests_ok(doc: Json) -> None:
    doc["objectives"].insert(
        0,
        {
            "id": "obj-nests",
            "kind": "activate",
            "properties": {"rule": "occupy", "timing": "round-start", "soloCount": 1},
            "targets": ["t2:r1", "t4:r2"],
            "text": "Start a round with a hero in each nest (one will do for a lone hero).",
        },
    )
    objective(doc, "obj-spider")["after"] = ["obj-nests"]


# =========================================================================== batch 3


def _st_key_by(rnd: int) -> Callable[[Json], None]:
    """Stone tusk: lost at the end of round ``rnd`` unless the red rune key is taken (12
    diagonal-or-straight spaces and a door from the starts: a turn's move at most)."""

    def change(doc: Json) -> None:
        add_trigger(
            doc,
            {
                "id": "trg-doom",
                "on": {"event": "round-end", "round": rnd},
                "if": [{"picked": ["rune-key-red"], "not": True}],
                "effects": [{"kind": "lose", "text": "The rune fades."}],
            },
        )

    return change


probe("QL_TOO_LATE", "T", "st", "rune-key-by-round-end-2", defect=False)(_st_key_by(2))


@probe("DESCENT_RUNE_KEY", "S", "st", "rune-door-colour-without-key")
def _st_door_colour(doc: Json) -> None:
    edge(doc, "rune-door-red")["lock"]["color"] = "blue"


@probe("DESCENT_MONSTER_TYPE", "S", "ds", "grell-unknown-type")
def _ds_type(doc: Json) -> None:
    token(doc, "grell")["properties"]["monsterType"] = "dragon-of-probe"


@probe("LINK_UNPAIRED", "S", "ds", "staircase-colours-differ")
def _ds_stairs(doc: Json) -> None:
    token(doc, "stairs-red-down")["properties"]["color"] = "blue"


@probe("PARTY_OUT_OF_RANGE", "S", "st", "party-two-to-four", defect=False)
def _st_party_ok(doc: Json) -> None:
    doc["party"]["min"] = 2


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "potion-moved-in-area", defect=False)
def _ds_potion_ok(doc: Json) -> None:
    token(doc, "potion-h-1")["cell"] = [2, 3]


@probe("SOFTLOCK_ORDER", "S", "eb", "throne-door-waits-for-boss")
def _eb_cycle(doc: Json) -> None:
    edge(doc, "door-throne")["state"] = "locked"
    edge(doc, "door-throne")["lock"] = {"kind": "condition", "requires": ["obj-boss"]}


@probe("MD2_BOSS_SETUP", "S", "eb", "boss-room-other-tile")
def _eb_room(doc: Json) -> None:
    doc["setup"]["bossRoom"] = "t2"


@probe("QL_TOO_LATE", "T", "cs", "shards-by-round-end-3", defect=False)
def _cs_r3(doc: Json) -> None:
    _lose_at("round-end", 3, "obj-shards")(doc)


@probe("MD2_PORTALS", "S", "cs", "portal-for-two", defect=False)
def _cs_portal_ok(doc: Json) -> None:
    token(doc, "portal-2")["properties"]["minHeroes"] = 2


@probe("REF_TRIGGER_TARGET", "S", "cf", "exit-reveal-names-no-token")
def _cf_reveal(doc: Json) -> None:
    next(e for e in trigger(doc, "trg-exit")["effects"] if e["kind"] == "reveal")["target"] = (
        "exit-9"
    )


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "monster-on-closed-door-space")
def _cf_monster_door(doc: Json) -> None:
    token(doc, "scavenger")["cell"] = [3, 1]


@probe("SOFTLOCK_ORDER", "S", "eh", "gate-waits-for-warden")
def _eh_gate(doc: Json) -> None:
    # the warden wakes in the vault beyond the gallery gate; the gate opens once it is dead
    edge(doc, "gallery-gate")["state"] = "locked"
    edge(doc, "gallery-gate")["lock"] = {"kind": "condition", "requires": ["obj-warden"]}


@probe("MACHINA_CHAPTERS", "S", "cf", "chapter-names-unknown-objective")
def _cf_chapter_ref(doc: Json) -> None:
    doc["setup"]["chapters"][1]["objective"] = "obj-gate"


@probe("QL_TOO_LATE", "T", "eh", "chapter-by-round-end-2", defect=False)
def _eh_r2(doc: Json) -> None:
    _lose_at("round-end", 2, "obj-chapter")(doc)


@probe("QL_TOO_LATE", "T", "cf", "chapter-by-round-end-1", defect=False)
def _cf_r1(doc: Json) -> None:
    # the chapter space is 4 spaces from the starts: in reach in the first round
    _lose_at("round-end", 1, "obj-chapter")(doc)


@probe("MACHINA_START_HAZARD", "S", "cf", "monster-moved-in-hall", defect=False)
def _cf_monster_ok(doc: Json) -> None:
    token(doc, "crawler")["cell"] = [10, 4]


# =========================================================================== batch 4


@probe("MD_LEVEL_START", "S", "sc", "start-level-3")
def _sc_start_level(doc: Json) -> None:
    # every game begins at level 1, the heroes on the starting zone
    doc["setup"]["startLevel"] = 3


@probe("MD_LEVEL_START", "S", "sc", "start-level-2-rises-by-script", defect=False)
def _sc_start_level_ok(doc: Json) -> None:
    # a quest that raises the level itself (set-level) may start above 1
    doc["setup"]["startLevel"] = 2
    trigger(doc, "trg-wake")["effects"].append({"kind": "set-level", "value": 3})


@probe("DDD_TRACK", "S", "ha", "darkness-start-1-spelled-out", defect=False)
def _ha_darkness_ok(doc: Json) -> None:
    doc["parameters"] = {**doc.get("parameters", {}), "darknessStart": 1}


@probe("LINK_UNPAIRED", "S", "tl", "staircase-pair-in-one-zone")
def _tl_stairs(doc: Json) -> None:
    for i, cell in enumerate(([0, 2], [1, 3])):  # both in the start corridor t1:c2
        doc["tokens"].append(
            {"id": f"stairs-{i}", "type": "staircase", "cell": cell, "properties": {"group": "A"}}
        )


@probe("LINK_UNPAIRED", "S", "tl", "staircase-pair-two-zones", defect=False)
def _tl_stairs_ok(doc: Json) -> None:
    for i, cell in enumerate(([0, 2], [3, 7])):  # the start corridor and the exit corridor
        doc["tokens"].append(
            {"id": f"stairs-{i}", "type": "staircase", "cell": cell, "properties": {"group": "A"}}
        )


@probe("REF_LOCK_CONDITION", "S", "ha", "lab-seal-needs-unknown")
def _ha_seal_ref(doc: Json) -> None:
    edge(doc, "lab-seal-w")["lock"] = {"kind": "condition", "requires": ["obj-codes"]}


@probe("DDD_TRACK", "S", "hb", "darkness-starts-on-3")
def _hb_darkness(doc: Json) -> None:
    # the darkness marker starts on the track's first space
    doc["parameters"] = {**doc.get("parameters", {}), "darknessStart": 3}


@probe("DDD_TRACK", "S", "ha", "first-event-zombie-start")
def _ha_event(doc: Json) -> None:
    # the event marker starts on darkness, so the first round's event is a zombie spawn
    doc["parameters"] = {**doc.get("parameters", {}), "eventStart": "zombie"}


@probe("TOKEN_PROPERTY_INVALID", "S", "hb", "chip-with-four-icons")
def _hb_chip4(doc: Json) -> None:
    chip = token(doc, "chip-8")
    chip["properties"]["icons"] = 4
    chip["properties"]["colors"] = ["orange", "blue", "yellow", "white"]


@probe("DDD_CHIP_COUNT", "S", "ha", "corner-chip-colours-icons-differ")
def _ha_chip_colours(doc: Json) -> None:
    # a 3-icon chip on a corner lock showing two colours
    token(doc, "chip-1")["properties"]["colors"] = ["green", "blue"]


@probe("REF_AREA", "S", "st", "start-area-unknown")
def _st_area(doc: Json) -> None:
    doc["setup"]["startArea"] = "area-9"


@probe("DESCENT_CONQUEST", "S", "st", "start-conquest-three", defect=False)
def _st_conquest_ok(doc: Json) -> None:
    doc["setup"]["startConquest"] = 3


@probe("MD2_BOSS_SETUP", "S", "eb", "arena-list-names-no-token")
def _eb_arena_ref(doc: Json) -> None:
    doc["setup"]["bossArena"] = ["arena-1", "arena-9"]


@probe("SOFTLOCK_ORDER", "H", "cs", "shard-shrine-door-sealed-behind")
def _cs_shrine(doc: Json) -> None:
    # the first shard's pick-up shuts its room's door for good: every hero must leave
    edge(doc, "door-2")["lock"] = {"kind": "condition", "requires": ["obj-escape"]}
    trigger(doc, "trg-shard-1")["effects"].append({"kind": "close-door", "target": "door-2"})


@probe("QL_TARGET_REMOVED", "H", "eh", "warden-kill-drops-exit-zone")
def _eh_exit_gone(doc: Json) -> None:
    # the warden's death brings the workshop roof down on the exit token's space
    trigger(doc, "trg-exit")["effects"].append({"kind": "remove-zone", "target": "cell:5,0"})


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    bp.PROBES[:] = PROBES
    return bp.main(argv)


if __name__ == "__main__":
    raise SystemExit(run())
