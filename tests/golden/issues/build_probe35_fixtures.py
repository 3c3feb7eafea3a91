"""Write the seventh round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe35_fixtures.py           # write them
    python tests/golden/issues/build_probe35_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe35_fixtures.py --score   # found/total by game
    python tests/golden/issues/build_probe35_fixtures.py --score --open  # with the open ones

A seventh pass over the set-up, component and special-rule sections of the MD1 and ddd
rulebooks (the two games with the most hidden defects), then the rest: what the box holds
once a quest's face-down pools are counted with the tokens it places, the wound tokens a
Lifebringer is loaded with, the one fire token and where it may burn, and starting values.
Same layout and scoring as ``build_probe_fixtures.py`` (``probe-<family>-<game>-<what>``).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import build_probe_fixtures as bp  # noqa: E402
from build_probe_fixtures import Json  # noqa: E402

PROBES: list[bp.Probe] = []
#: probes no check finds yet (see /work/notes and docs/dev/digest-rules.md): scored with
#: ``--score --open``, never written as fixtures
OPEN: list[bp.Probe] = []

probe = bp.registrar(PROBES)


_add = bp.add_token


# =========================================================================== components (S)
# ember-reliquary draws its three face-down slots from the pool artifact, artifact, lair;
# the box holds 2 Artifact, 3 Lair and 1 Library token


@probe("MD_FACEDOWN_POOL", "S", "er", "pool-three-artifacts")
def _er_pool_artifacts(doc: Json) -> None:
    doc["setup"]["facedownPools"]["relics"] = ["artifact", "artifact", "artifact"]


@probe("MD_FACEDOWN_POOL", "S", "er", "third-artifact-beside-pool")
def _er_third_artifact(doc: Json) -> None:
    # two artifacts in the face-down pool and a third placed face up
    _add(doc, "artifact-3", "artifact", [1, 3])


@probe("MD_FACEDOWN_POOL", "S", "er", "second-lair-beside-pool", defect=False)
def _er_second_lair(doc: Json) -> None:
    _add(doc, "lair-2", "lair", [1, 3])


# the box holds 30 normal and 4 special treasure tokens
@probe("COMPONENT_TOKEN_LIMIT", "S", "wk", "thirty-one-normal-treasures")
def _wk_treasures31(doc: Json) -> None:
    normal = sum(
        1
        for t in doc["tokens"]
        if t["type"] == "treasure" and not t.get("properties", {}).get("special")
    )
    for i in range(31 - normal):
        _add(doc, f"treasure-x{i}", "treasure", [4, 0], special=False)


@probe("COMPONENT_TOKEN_LIMIT", "S", "wk", "thirty-normal-treasures", defect=False)
def _wk_treasures30(doc: Json) -> None:
    normal = sum(
        1
        for t in doc["tokens"]
        if t["type"] == "treasure" and not t.get("properties", {}).get("special")
    )
    for i in range(30 - normal):
        _add(doc, f"treasure-x{i}", "treasure", [4, 0], special=False)


# the Lifebringer is loaded with wound tokens; the box holds 20
@probe("SETUP_COMPONENT_COUNT", "S", "wk", "lifebringer-21")
def _wk_lifebringer21(doc: Json) -> None:
    doc["setup"]["lifebringer"] = 21


@probe("SETUP_COMPONENT_COUNT", "S", "wk", "lifebringer-5", defect=False)
def _wk_lifebringer5(doc: Json) -> None:
    doc["setup"]["lifebringer"] = 5


@probe("MD_LEVEL_START", "S", "wk", "start-level-6")
def _wk_start6(doc: Json) -> None:
    doc["setup"]["startLevel"] = 6


@probe("TOKEN_PROPERTY_INVALID", "S", "sc", "guard-level-6")
def _sc_guard6(doc: Json) -> None:
    g = [t for t in doc["tokens"] if t["type"] == "guard"]
    if g:
        g[0].setdefault("properties", {})["level"] = 6
    else:
        _add(doc, "guard-x", "guard", [1, 1], level=6)


# =========================================================================== ddd (S)
# house-blackwater: the lab is r4c1 (cells x 0-2, y 9-11); one fire token in the box, and
# the fire never moves into the lab


@probe("DDD_BURN_LAB", "S", "hb", "fire-on-lab")
def _hb_fire_lab(doc: Json) -> None:
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r4c1"})


@probe("DDD_BURN_LAB", "S", "hb", "fire-on-inner-room", defect=False)
def _hb_fire_inner(doc: Json) -> None:
    # the fire token always comes with a burn marker on the room it starts in
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r2c3"})
    doc["tokens"].append({"id": "burn-1", "type": "burn", "tile": "r2c3"})


@probe("DDD_FIRE_STATE", "S", "hb", "fire-without-burn")
def _hb_fire_no_burn(doc: Json) -> None:
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r2c3"})


@probe("DDD_FIRE_STATE", "S", "hb", "three-burns-one-room")
def _hb_three_burns(doc: Json) -> None:
    # a third burn marker destroys the room: the markers go and the tile turns over
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r2c3"})
    for i in range(3):
        doc["tokens"].append({"id": f"burn-{i}", "type": "burn", "tile": "r2c3"})


@probe("DDD_FIRE_STATE", "S", "hb", "two-burns-one-room", defect=False)
def _hb_two_burns(doc: Json) -> None:
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r2c3"})
    for i in range(2):
        doc["tokens"].append({"id": f"burn-{i}", "type": "burn", "tile": "r2c3"})


@probe("COMPONENT_TOKEN_LIMIT", "S", "hb", "thirty-three-zombies")
def _hb_zombies33(doc: Json) -> None:
    for i in range(33):
        _add(doc, f"zombie-{i}", "zombie", [4 + i % 2, 4])


@probe("COMPONENT_TOKEN_LIMIT", "S", "hb", "twenty-four-spawns")
def _hb_spawn24(doc: Json) -> None:
    for i in range(24):
        _add(doc, f"spawn-{i}", "spawn", [4 + i % 2, 7])


@probe("DDD_CODE", "S", "hb", "dark-with-eight-codes")
def _hb_dark8(doc: Json) -> None:
    doc["setup"]["securitySequence"].append("white")


@probe("COMPONENT_TOKEN_LIMIT", "S", "hb", "two-fires")
def _hb_two_fires(doc: Json) -> None:
    doc["tokens"].append({"id": "fire", "type": "fire", "tile": "r2c3"})
    doc["tokens"].append({"id": "fire-2", "type": "fire", "tile": "r3c3"})


@probe("COMPONENT_TOKEN_LIMIT", "S", "hb", "four-creatures")
def _hb_creatures(doc: Json) -> None:
    for i, c in enumerate(([4, 4], [7, 4], [10, 4], [4, 7])):
        _add(doc, f"creature-{i}", "creature", c)


@probe("COMPONENT_TOKEN_LIMIT", "S", "hb", "three-creatures", defect=False)
def _hb_creatures3(doc: Json) -> None:
    for i, c in enumerate(([4, 4], [7, 4], [10, 4])):
        _add(doc, f"creature-{i}", "creature", c)


@probe("DDD_LAB_OCCUPIED", "S", "hb", "zombies-in-the-lab")
def _hb_zombie_lab(doc: Json) -> None:
    _add(doc, "zombie-1", "zombie", [1, 10])


@probe("DDD_LAB_OCCUPIED", "S", "hb", "spawn-in-the-lab")
def _hb_spawn_lab(doc: Json) -> None:
    _add(doc, "spawn-1", "spawn", [1, 10])


@probe("DDD_LAB_OCCUPIED", "S", "hb", "spawn-in-inner-room", defect=False)
def _hb_spawn_inner(doc: Json) -> None:
    _add(doc, "spawn-1", "spawn", [7, 7])


@probe("SETUP_COMPONENT_COUNT", "S", "hb", "two-nemeses-one-quest")
def _hb_nemesis2(doc: Json) -> None:
    _add(doc, "nemesis-2", "nemesis", [2, 10], appears="showdown", board="")


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    return bp.run_round(PROBES, OPEN, argv)


if __name__ == "__main__":
    raise SystemExit(run())
