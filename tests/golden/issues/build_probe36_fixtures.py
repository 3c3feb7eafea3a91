"""Write the eighth round of issue #29 probes: bundled quests with one change each.

Run from the project root::

    python tests/golden/issues/build_probe36_fixtures.py           # write them
    python tests/golden/issues/build_probe36_fixtures.py --check   # exit 1 if stale
    python tests/golden/issues/build_probe36_fixtures.py --score   # found/total by game
    python tests/golden/issues/build_probe36_fixtures.py --score --open  # with the open ones

An eighth pass over the set-up, component and special-rule sections of the md2 (French),
descent1 and machina rulebooks: box limits of pieces the earlier rounds left out (pillars,
forges, compass, coins), the starting monster level, a sealed spawn space and what may
stand on it.
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


# =========================================================================== md2 (S)
# the box holds 6 pillar and 4 forge tokens


def _fill(doc: Json, ttype: str, n: int, cells: list[list[int]]) -> None:
    have = sum(1 for t in doc["tokens"] if t["type"] == ttype)
    for i in range(n - have):
        _add(doc, f"{ttype}-x{i}", ttype, cells[i % len(cells)])


@probe("COMPONENT_TOKEN_LIMIT", "S", "cs", "seven-pillars")
def _cs_pillars7(doc: Json) -> None:
    _fill(doc, "pillar", 7, [[3, 1], [2, 1]])


@probe("COMPONENT_TOKEN_LIMIT", "S", "cs", "six-pillars", defect=False)
def _cs_pillars6(doc: Json) -> None:
    _fill(doc, "pillar", 6, [[3, 1], [2, 1]])


@probe("COMPONENT_TOKEN_LIMIT", "S", "cs", "five-forges")
def _cs_forges5(doc: Json) -> None:
    _fill(doc, "forge", 5, [[0, 2], [1, 1]])


@probe("COMPONENT_TOKEN_LIMIT", "S", "cs", "four-forges", defect=False)
def _cs_forges4(doc: Json) -> None:
    _fill(doc, "forge", 4, [[0, 2], [1, 1]])


# =========================================================================== descent1 (S)
# one compass in the box; 9 coin (money) tokens


@probe("COMPONENT_TOKEN_LIMIT", "S", "st", "two-compasses")
def _st_compass2(doc: Json) -> None:
    _add(doc, "compass-2", "compass", [2, 2], north="N")


@probe("COMPONENT_TOKEN_LIMIT", "S", "st", "compass-turned-east", defect=False)
def _st_compass_east(doc: Json) -> None:
    bp.token(doc, "compass")["properties"]["north"] = "E"


@probe("COMPONENT_TOKEN_LIMIT", "S", "st", "ten-coins")
def _st_money10(doc: Json) -> None:
    _fill(doc, "money", 10, [[5, 8], [5, 7]])


@probe("COMPONENT_TOKEN_LIMIT", "S", "st", "nine-coins", defect=False)
def _st_money9(doc: Json) -> None:
    _fill(doc, "money", 9, [[5, 8], [5, 7]])


# =========================================================================== machina (S)
# monster levels go 1-4; a spawn space with two destroyed tokens on it is sealed, and a
# unit standing on a space when it is sealed is destroyed: nothing stands on a sealed one


@probe("MACHINA_MONSTER_LEVEL", "S", "eh", "start-monster-level-5")
def _eh_level5(doc: Json) -> None:
    doc["setup"]["monsterLevel"] = 5


@probe("MACHINA_MONSTER_LEVEL", "S", "eh", "start-monster-level-4", defect=False)
def _eh_level4(doc: Json) -> None:
    doc["setup"]["monsterLevel"] = 4


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "monster-on-sealed-spawn")
def _cf_sealed(doc: Json) -> None:
    bp.token(doc, "scavenger")["cell"] = [5, 1]
    for i in (1, 2):
        _add(doc, f"seal-{i}", "destroyed-marker", [5, 1])


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "monster-on-open-spawn", defect=False)
def _cf_open_spawn(doc: Json) -> None:
    bp.token(doc, "scavenger")["cell"] = [5, 1]


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "barrel-on-sealed-spawn")
def _cf_barrel_sealed(doc: Json) -> None:
    bp.token(doc, "barrel-1")["cell"] = [5, 1]
    for i in (1, 2):
        _add(doc, f"seal-{i}", "destroyed-marker", [5, 1])


@probe("TOKEN_ON_IMPASSABLE", "S", "cf", "sealed-spawn-empty", defect=False)
def _cf_sealed_empty(doc: Json) -> None:
    for i in (1, 2):
        _add(doc, f"seal-{i}", "destroyed-marker", [5, 1])


# =========================================================================== writing


def run(argv: list[str] | None = None) -> int:
    return bp.run_round(PROBES, OPEN, argv)


if __name__ == "__main__":
    raise SystemExit(run())
