"""Write the second round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe31_fixtures.py           # write them
    python tests/golden/issues/build_probe31_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe31_fixtures.py --score   # found/total by game

A second pass over the rulebooks' set-up and quest sections, written the way the hidden
suite of issue #29 is (one change to a bundled quest, a defect the rulebook states, or a
clean near miss beside it), for patterns ``build_probe_fixtures.py`` does not try: other
token types under the same placement rules, countdowns counted differently, effects that
lock rather than remove, references that go stale, and Machina's chapter rules. Same
layout and scoring as ``build_probe_fixtures.py`` (``probe-<family>-<game>-<what>``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_probe_fixtures as bp  # noqa: E402
from build_probe_fixtures import Json, add_round_limit, add_trigger, objective, terrain, token  # noqa: E402

PROBES: list[bp.Probe] = []

probe = bp.registrar(PROBES)


def _countdown(counter_start: int, event: str, guard: Json) -> Callable[[Json], None]:
    """A quest counter from ``counter_start`` down by one at each ``event``, lost at 0."""

    def change(doc: Json) -> None:
        doc["counters"] = [
            {
                "id": "fuse",
                "scope": "quest",
                "start": counter_start,
                "threshold": 0,
                "text": "Fuse.",
            }
        ]
        add_trigger(
            doc,
            {
                "id": "trg-tick",
                "on": {"event": event},
                "once": False,
                "effects": [{"kind": "counter", "target": "fuse", "value": -1}],
            },
        )
        add_trigger(
            doc,
            {
                "id": "trg-fused",
                "on": {"event": "counter-reached", "target": "fuse"},
                "if": [guard],
                "effects": [{"kind": "lose", "text": "The fuse burns out."}],
            },
        )

    return change


# =========================================================================== time (T)

# sentry's crossing: a countdown of round ends instead of the round limit
probe("QL_TOO_LATE", "T", "sc", "countdown-1")(
    _countdown(1, "round-end", {"done": ["obj-out"], "not": True})
)
probe("QL_TOO_LATE", "T", "sc", "countdown-2", defect=False)(
    _countdown(2, "round-end", {"done": ["obj-out"], "not": True})
)
# warden's key: the key and the exit are each 3 zones out (a hero each, doors and the
# pick-up included: 6 movement points), so one round is exactly long enough
probe("QL_TOO_LATE", "T", "wk", "round-limit-1", defect=False)(lambda d: add_round_limit(d, 1))
probe("QL_TOO_LATE", "T", "wk", "round-limit-3", defect=False)(lambda d: add_round_limit(d, 3))
# embers below: the throne door by round 1's end is reachable; by round 0 not
probe("QL_UNWINNABLE", "T", "eb", "throne-countdown-start")(
    _countdown(1, "round-start", {"done": ["obj-throne"], "not": True})
)
# engine heart: limit long enough
probe("QL_TOO_LATE", "T", "eh", "round-limit-4", defect=False)(lambda d: add_round_limit(d, 4))
# drowned stair: the relic fuse at round 2's end (35 spaces: 3 rounds)
probe("QL_TOO_LATE", "T", "ds", "lantern-fuse-end-r2")(
    lambda d: add_trigger(
        d,
        {
            "id": "trg-drown",
            "on": {"event": "round-end", "round": 2},
            "if": [{"picked": ["relic-lantern"], "not": True}],
            "effects": [{"kind": "lose", "text": "The cistern floods."}],
        },
    )
)
probe("QL_TOO_LATE", "T", "ds", "lantern-fuse-end-r3", defect=False)(
    lambda d: add_trigger(
        d,
        {
            "id": "trg-drown",
            "on": {"event": "round-end", "round": 3},
            "if": [{"picked": ["relic-lantern"], "not": True}],
            "effects": [{"kind": "lose", "text": "The cistern floods."}],
        },
    )
)


# =========================================================================== each hero (H)


@probe("QL_TARGET_REMOVED", "H", "sc", "sentry-wake-drops-exit")
def _sc_drop_exit(doc: Json) -> None:
    # the hero who wakes the sentry drops the exit's zone: nobody can leave any more
    trg = next(t for t in doc["triggers"] if t["id"] == "trg-wake")
    trg["effects"].append({"kind": "remove-zone", "target": "t3:c2"})


@probe("QL_TOO_LATE", "T", "wn", "spider-starts-at-exit", defect=False)
def _wn_spider(doc: Json) -> None:
    # the spider walks off from the exit zone at its first activation, but the exit is
    # 2 zones from the start: at best the heroes are on it in round 1 (combat has no
    # duration a quest file can tell)
    token(doc, "spider")["cell"] = list(token(doc, "exit")["cell"])


@probe("QL_TARGET_REMOVED", "T", "tl", "far-lever-tile-falls-at-start")
def _tl_fall(doc: Json) -> None:
    add_trigger(
        doc,
        {
            "id": "trg-fall",
            "on": {"event": "round-start", "round": 1},
            "effects": [{"kind": "remove-tile", "target": "t3"}],
        },
    )


@probe("COMPONENT_TOKEN_LIMIT", "S", "er", "five-special-treasures")
def _er_special_treasure(doc: Json) -> None:
    for t in doc["tokens"]:
        if t["type"] == "treasure":
            t["properties"] = {**t.get("properties", {}), "special": True}
    doc["tokens"].append(
        {"id": "treasure-5", "type": "treasure", "cell": [1, 1], "properties": {"special": True}}
    )


@probe("REF_OBJECTIVE_AFTER", "S", "wk", "escape-after-unknown")
def _wk_after(doc: Json) -> None:
    objective(doc, "obj-escape")["after"] = ["obj-keys"]


@probe("COMPONENT_TOKEN_LIMIT", "S", "cs", "seven-spike-traps")
def _cs_traps(doc: Json) -> None:
    for i in range(7):
        doc["tokens"].append(
            {"id": f"spike-{i}", "type": "trap", "cell": [1, 2], "properties": {"kind": "spike"}}
        )


@probe("MD_START_IS_EXIT", "S", "cs", "exit-in-start-zone")
def _cs_exit(doc: Json) -> None:
    token(doc, "exit")["cell"] = list(token(doc, "start")["cell"])


@probe("SOFTLOCK_KEY_BEHIND_DOOR", "S", "st", "rune-key-behind-its-door")
def _st_key_behind(doc: Json) -> None:
    token(doc, "rune-key-red")["cell"] = [22, 3]
    token(doc, "rune-key-red")["area"] = "area-3"


@probe("SOFTLOCK_KEY_BEHIND_DOOR", "S", "st", "rune-key-elsewhere-before", defect=False)
def _st_key_ok(doc: Json) -> None:
    token(doc, "rune-key-red")["cell"] = [16, 10]


@probe("DESCENT_GLYPH_START", "S", "st", "start-glyph-inactive")
def _st_glyph_off(doc: Json) -> None:
    token(doc, "glyph-start")["properties"]["active"] = False


@probe("DESCENT_NAMED_MONSTER", "S", "st", "named-without-wounds")
def _st_named(doc: Json) -> None:
    del token(doc, "vorgash")["properties"]["wounds"]


@probe("SIGHT_SPAWN_VISIBLE", "S", "st", "spawn-hint-on-pit")
def _st_hint_pit(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "spawn-hint-1")["cell"]))


@probe("DESCENT_MONSTER_FOOTPRINT", "S", "st", "ogre-across-door")
def _st_ogre(doc: Json) -> None:
    token(doc, "ogre-1")["cell"] = [7, 3]


@probe("PARTY_OUT_OF_RANGE", "S", "ha", "six-survivors")
def _ha_party(doc: Json) -> None:
    doc["party"]["max"] = 6


@probe("SETUP_TOKEN_TILE", "S", "ha", "nemesis-in-entrance")
def _ha_nemesis_entrance(doc: Json) -> None:
    token(doc, "nemesis")["cell"] = [8, 10]


@probe("SETUP_TOKEN_TILE", "S", "ha", "start-other-entrance-cell", defect=False)
def _ha_start_ok(doc: Json) -> None:
    token(doc, "start")["cell"] = [8, 10]


@probe("DDD_CHIP_COUNT", "S", "ha", "one-chip-short")
def _ha_chip(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "chip-9"]


@probe("QL_TARGET_REMOVED", "H", "wk", "key-shuts-vault-door", defect=False)
def _wk_shut(doc: Json) -> None:
    # the vault door shuts again behind the key's finder: its condition still holds
    trg = next(t for t in doc["triggers"] if t["id"] == "trg-key")
    trg.setdefault("effects", []).append({"kind": "close-door", "target": "door-vault"})


@probe("QL_TARGET_REMOVED", "H", "eh", "door-shut-behind", defect=False)
def _eh_lock(doc: Json) -> None:
    # a door space shut behind the explorers when the chapter space is used: explorers
    # open (or destroy) doors themselves, so nothing is cut off
    doc["doorSpaces"] = [{"id": "probe-door", "cell": [3, 0], "state": "open"}]
    add_trigger(
        doc,
        {
            "id": "trg-lock",
            "on": {"event": "objective-complete", "target": "obj-chapter"},
            "effects": [{"kind": "close-door", "target": "probe-door"}],
        },
    )


# =========================================================================== set-up (S)


@probe("MD_START_EXIT_COUNT", "S", "wk", "two-starts")
def _wk_two_starts(doc: Json) -> None:
    doc["tokens"].append({"id": "start-2", "type": "start", "cell": [7, 2]})


@probe("MD_LEVEL_START", "S", "er", "start-tile-level-2")
def _er_level(doc: Json) -> None:
    token(doc, "level-1")["properties"] = {
        **token(doc, "level-1").get("properties", {}),
        "value": 2,
    }


@probe("MD_START_EXIT_COUNT", "S", "eb", "two-starts")
def _eb_two_starts(doc: Json) -> None:
    doc["tokens"].append({"id": "start-2", "type": "start", "cell": [5, 1]})


@probe("MD2_PORTALS", "S", "cs", "no-roaming-portal")
def _cs_no_rm(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "portal-rm"]


@probe("MD2_BOSS_SETUP", "S", "eb", "boss-outside-throne")
def _eb_boss_out(doc: Json) -> None:
    token(doc, "boss")["cell"] = [1, 0]


@probe("TOKEN_ON_IMPASSABLE", "S", "cs", "fountain-on-abyss")
def _cs_fountain(doc: Json) -> None:
    token(doc, "fountain-1")["cell"] = [2, 0]


@probe("SETUP_TOKEN_ROOM", "S", "cs", "spawn-moved-within-room", defect=False)
def _cs_spawn_ok(doc: Json) -> None:
    token(doc, "spawn-1")["cell"] = [1, 2]


@probe("SETUP_COMPONENT_COUNT", "S", "eb", "three-lifebringers", defect=False)
def _eb_life_ok(doc: Json) -> None:
    doc["setup"]["lifebringers"] = 3


@probe("DESCENT_MONSTER_SPACE", "S", "st", "monster-on-start-space")
def _st_on_start(doc: Json) -> None:
    token(doc, "beastman-2")["cell"] = list(token(doc, "start-1")["cell"])


@probe("DESCENT_MONSTER_SPACE", "S", "st", "monster-on-water")
def _st_water(doc: Json) -> None:
    terrain(doc, "water", tuple(token(doc, "razorwing-1")["cell"]))


@probe("DESCENT_MONSTER_SPACE", "S", "ds", "monster-on-start-glyph")
def _ds_glyph(doc: Json) -> None:
    token(doc, "razorwing-1")["cell"] = list(token(doc, "glyph-start")["cell"])


@probe("SETUP_TOKEN_TERRAIN", "S", "ds", "potion-on-pit")
def _ds_potion(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "potion-v-1")["cell"]))


@probe("SETUP_TOKEN_TERRAIN", "S", "st", "chest-on-slime")
def _st_chest(doc: Json) -> None:
    terrain(doc, "slime", tuple(token(doc, "chest-1")["cell"]))


@probe("TOKEN_ON_IMPASSABLE", "S", "st", "chest-on-water")
def _st_chest_water(doc: Json) -> None:
    terrain(doc, "water", tuple(token(doc, "chest-1")["cell"]))


@probe("SIGHT_SPAWN_VISIBLE", "S", "st", "spawn-hint-in-start-area")
def _st_hint(doc: Json) -> None:
    token(doc, "spawn-hint-1")["cell"] = [2, 4]


@probe("DESCENT_CONQUEST", "S", "ds", "no-starting-conquest")
def _ds_conquest(doc: Json) -> None:
    doc["setup"]["startConquest"] = 0


@probe("COMPONENT_TOKEN_LIMIT", "S", "ha", "nine-cameras")
def _ha_cams(doc: Json) -> None:
    for i in (8, 9):
        doc["tokens"].append({"id": f"cam-{i}", "type": "camera", "cell": [5 + i, 9]})


@probe("DDD_BURN_LAB", "S", "hb", "burn-on-lab")
def _hb_burn(doc: Json) -> None:
    doc["tokens"].append({"id": "burn-1", "type": "burn", "cell": [1, 10]})


@probe("SETUP_TOKEN_TILE", "S", "ha", "second-start-outside-entrance")
def _ha_start2(doc: Json) -> None:
    doc["tokens"].append({"id": "start-2", "type": "start", "cell": [1, 1]})


@probe("MACHINA_CHAPTERS", "S", "cf", "exit-on-board-from-start")
def _cf_exit_up(doc: Json) -> None:
    token(doc, "exit").pop("faceDown", None)


@probe("MACHINA_CHAPTERS", "S", "cf", "chapter-space-moved-off")
def _cf_chapter_cell(doc: Json) -> None:
    objective(doc, "obj-chapter")["properties"]["cell"] = [6, 4]  # floor beside it


@probe("MACHINA_CHAPTERS", "S", "eh", "chapter-space-in-blocking-chapter")
def _eh_blocking(doc: Json) -> None:
    doc["setup"]["chapters"][0]["blocking"] = True


@probe("MACHINA_CHAPTERS", "S", "cf", "exit-revealed-by-chapter", defect=False)
def _cf_exit_ok(doc: Json) -> None:
    # the exit token face down at set-up, its trigger unchanged; only moved beside the gate
    token(doc, "exit")["cell"] = [0, 3]


@probe("MACHINA_CHAPTERS", "S", "eh", "chapter-space-other-cell", defect=False)
def _eh_other_space(doc: Json) -> None:
    objective(doc, "obj-chapter")["properties"]["cell"] = [8, 8]


@probe("MACHINA_START_HAZARD", "S", "cf", "start-on-spawn-space")
def _cf_start_spawn(doc: Json) -> None:
    token(doc, "start-2")["cell"] = [5, 1]


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "start-on-chapter-space")
def _cf_start_chapter(doc: Json) -> None:
    token(doc, "start-2")["cell"] = [6, 5]


@probe("QL_OBJECTIVE_NEVER", "S", "eh", "exit-revealed-at-round-start")
def _eh_exit_early(doc: Json) -> None:
    next(t for t in doc["triggers"] if t["id"] == "trg-exit")["on"] = {
        "event": "round-start",
        "round": 1,
    }


@probe("MACHINA_BARREL", "S", "eh", "barrel-two-from-start", defect=False)
def _eh_barrel_ok(doc: Json) -> None:
    token(doc, "barrel-1")["cell"] = [4, 3]


@probe("TOKEN_ON_IMPASSABLE", "S", "eh", "monster-on-rubble")
def _eh_rubble(doc: Json) -> None:
    terrain(doc, "rubble", tuple(token(doc, "crawler")["cell"]))


@probe("MACHINA_START_HAZARD", "S", "eh", "start-on-pit-far", defect=True)
def _eh_start_pit(doc: Json) -> None:
    terrain(doc, "pit", tuple(token(doc, "start-4")["cell"]))


@probe("MACHINA_BARREL", "S", "cf", "barrel-beside-start")
def _cf_barrel(doc: Json) -> None:
    token(doc, "barrel-1")["cell"] = [2, 1]


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "exit-on-rubble")
def _cf_exit_rubble(doc: Json) -> None:
    terrain(doc, "rubble", tuple(token(doc, "exit")["cell"]))


# =========================================================================== third batch


# stone tusk: Vorgash 22+ spaces out behind the red rune door, the key on the way (a
# ranged attack can reach him sooner: a one-round limit is no sure defect either)
probe("QL_TOO_LATE", "T", "st", "vorgash-r2", defect=False)(lambda d: add_round_limit(d, 2))
# cold foundry: the chapter space 4 spaces out, then every explorer 5 to the exit
probe("QL_TOO_LATE", "T", "cf", "chapter-and-out-r2", defect=False)(lambda d: add_round_limit(d, 2))
probe("QL_TOO_LATE", "T", "eb", "throne-r1", defect=False)(lambda d: add_round_limit(d, 1))


@probe("SETUP_FACE_DOWN", "S", "cs", "fountain-face-up")
def _cs_fountain_up(doc: Json) -> None:
    token(doc, "fountain-1")["faceDown"] = False


@probe("SETUP_FACE_DOWN", "S", "eb", "great-chest-face-up")
def _eb_chest_up(doc: Json) -> None:
    token(doc, "chest-1")["faceDown"] = False


@probe("SETUP_FACE_DOWN", "S", "eb", "forge-face-up", defect=False)
def _eb_forge_up(doc: Json) -> None:
    doc["tokens"].append({"id": "forge-1", "type": "forge", "cell": [1, 0], "faceDown": False})


@probe("COMPONENT_TOKEN_LIMIT", "S", "eb", "five-fountains")
def _eb_fountains(doc: Json) -> None:
    for i in range(2, 6):
        doc["tokens"].append(
            {"id": f"fountain-{i}", "type": "fountain", "cell": [1, 0], "faceDown": True}
        )


@probe("PARTY_OUT_OF_RANGE", "S", "hb", "solo-survivor")
def _hb_solo(doc: Json) -> None:
    doc["party"]["min"] = 1


@probe("PARTY_OUT_OF_RANGE", "S", "tl", "seven-heroes")
def _tl_seven(doc: Json) -> None:
    doc["party"]["max"] = 7


@probe("PARTY_OUT_OF_RANGE", "S", "ds", "five-heroes")
def _ds_five(doc: Json) -> None:
    doc["party"]["max"] = 5


@probe("PARTY_OUT_OF_RANGE", "S", "cf", "five-explorers")
def _cf_five(doc: Json) -> None:
    doc["party"]["max"] = 5


# =========================================================================== fourth batch


@probe("SOFTLOCK_KEY_BEHIND_DOOR", "H", "wk", "vault-waits-for-escape")
def _wk_vault_cycle(doc: Json) -> None:
    # the vault door, the only way to the exit, opens once the escape is done
    for edge in doc["edges"]:
        if edge["id"] == "door-vault":
            edge["lock"] = {"kind": "condition", "requires": ["obj-escape"]}


@probe("REF_OBJECTIVE_TARGET", "S", "tl", "lever-zone-misnamed")
def _tl_target(doc: Json) -> None:
    objective(doc, "obj-levers")["targets"] = ["t2:r1", "t3:r9"]


@probe("REF_TRIGGER_TARGET", "S", "sc", "sentry-spawn-at-missing-level")
def _sc_spawn_at(doc: Json) -> None:
    trg = next(t for t in doc["triggers"] if t["id"] == "trg-wake")
    next(e for e in trg["effects"] if e["kind"] == "spawn")["target"] = "level-9"


@probe("START_MISSING", "S", "wn", "spider-heads-for-no-exit")
def _wn_no_exit(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "exit"]
    doc["loss"] = [lo for lo in doc["loss"] if lo["kind"] != "enemy-leaves"]


@probe("MD2_BOSS_SETUP", "S", "eb", "no-arena-tokens")
def _eb_no_arena(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["type"] != "boss-arena"]


@probe("OBJECTIVE_COUNT", "S", "cs", "three-shards-of-two")
def _cs_count(doc: Json) -> None:
    objective(doc, "obj-shards")["count"] = 3


@probe("LINK_UNPAIRED", "S", "ds", "one-staircase-end")
def _ds_stairs(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "stairs-red-down"]


@probe("DESCENT_TOKEN_AREA", "S", "st", "monster-in-wrong-area")
def _st_area(doc: Json) -> None:
    token(doc, "hound-1")["area"] = "area-3"


@probe("DESCENT_CHEST_TABLE", "S", "st", "chest-tier-without-table")
def _st_table(doc: Json) -> None:
    del doc["setup"]["chestTable"]["gold"]


@probe("PARTY_COUNT_FAILS", "S", "st", "three-start-spaces-for-four")
def _st_starts(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "start-4"]
    token(doc, "beastman-2")["cell"] = [5, 4]


@probe("CAMERA_FACING", "S", "ha", "camera-faces-wall")
def _ha_cam(doc: Json) -> None:
    token(doc, "cam-1")["properties"]["facing"] = "N"


@probe("SETUP_COMPONENT_COUNT", "S", "hb", "two-nemeses")
def _hb_two(doc: Json) -> None:
    doc["tokens"].append({"id": "nemesis-2", "type": "nemesis", "cell": [0, 11]})


@probe("MACHINA_START_HAZARD", "S", "eh", "monster-beside-start", defect=False)
def _eh_beside(doc: Json) -> None:
    token(doc, "crawler")["cell"] = [3, 2]


@probe("PARTY_COUNT_FAILS", "S", "cf", "three-starts-for-four")
def _cf_starts(doc: Json) -> None:
    doc["tokens"] = [t for t in doc["tokens"] if t["id"] != "start-4"]


@probe("MACHINA_START_HAZARD", "S", "eh", "monster-on-start")
def _eh_overlap(doc: Json) -> None:
    token(doc, "crawler")["cell"] = list(token(doc, "start-2")["cell"])


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    bp.PROBES[:] = PROBES
    return bp.main(argv)


if __name__ == "__main__":
    raise SystemExit(run())
