"""Validation benchmarks (a script, not a timed test): ``python benchmarks/bench_validate.py``.

Figures reported (median of several runs after a warm-up, in milliseconds):

1. full validation of every bundled quest (target < 100 ms each);
2. full validation of generated 100×100-cell boards (target < 1 s): a descent1 map (cell
   zones, 8-neighbour moves, centre-line sight) and an md1-style map of 2×2-cell zones
   (zone-walk sight), both with walls, doors, locks, keys, monsters and objectives;
3. re-validation after a one-door change with :class:`Revalidator`, against a full run of
   the same revision (target < 1/3): medians of ``--reval-repeat`` runs (201) per bundled
   quest, cycling through every door, both for a door state no cache has seen ("new
   state") and for a door flipped back and forth ("toggle"); see
   :func:`revalidation_ratio`.

``--json FILE`` also writes the figures as JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest, Tileset
from questwright.validators.incremental import Revalidator
from questwright.validators.runner import validate_file, validate_quest

Json = dict[str, Any]


def timed(fn: Callable[[], Any], repeat: int = 7, warmup: int = 2) -> float:
    """Median wall time of ``fn`` in milliseconds."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples)


# --------------------------------------------------------------------------- generated boards


def _room_tile(tile_id: str, size: int, zone: int, perimeter: str) -> Json:
    zones = []
    if zone:
        for zy in range(0, size, zone):
            for zx in range(0, size, zone):
                cells = [[x, y] for y in range(zy, zy + zone) for x in range(zx, zx + zone)]
                light = "shadow" if (zx + zy) // zone % 3 == 0 else "light"
                zones.append(
                    {"id": f"z{zx}-{zy}", "kind": "corridor", "light": light, "cells": cells}
                )
    return {
        "id": tile_id,
        "name": "benchmark block",
        "category": "core" if zone else "room",
        "sides": {"A": {"size": [size, size], "perimeter": perimeter, "zones": zones}},
    }


def big_board(system: str, seed: int = 7, cells: int = 100) -> tuple[Quest, Catalog]:
    """A generated ``cells``×``cells`` board of 10×10 blocks with walls, doors and tokens."""
    rng = random.Random(seed)
    catalog = default_catalog()
    zone = 0 if system == "descent1" else 2
    tileset: Json = {
        "format": "questwright-tileset",
        "formatVersion": 1,
        "id": f"bench-{system}",
        "system": system,
        "name": "benchmark blocks",
        "tiles": [_room_tile(f"bench-{system}-10", 10, zone, "opening" if zone == 0 else "open")],
    }
    catalog.add_tileset(serde.from_json(Tileset, tileset))
    blocks = cells // 10
    tiles = [
        {
            "id": f"b{bx}-{by}",
            "tile": f"bench-{system}-10",
            "side": "A",
            "at": [bx * 10, by * 10],
            "rotation": 0,
        }
        for by in range(blocks)
        for bx in range(blocks)
    ]
    edges: list[Json] = []
    doors: list[str] = []
    # walls between blocks, each with a two-space door (descent1) or a one-edge door
    width = 2 if system == "descent1" else 1
    n = 0
    for by in range(blocks):
        for bx in range(blocks):
            x, y = bx * 10, by * 10
            if bx:
                gap = y + rng.randrange(1, 8)
                edges += [
                    {"kind": "wall", "from": [x, y], "to": [x, gap]},
                    {"kind": "wall", "from": [x, gap + width], "to": [x, y + 10]},
                ]
                n += 1
                doors.append(f"door-{n}")
                edges.append(
                    {
                        "id": f"door-{n}",
                        "kind": "door",
                        "from": [x, gap],
                        "to": [x, gap + width],
                        "state": "closed",
                    }
                )
            if by:
                gap = x + rng.randrange(1, 8)
                edges += [
                    {"kind": "wall", "from": [x, y], "to": [gap, y]},
                    {"kind": "wall", "from": [gap + width, y], "to": [x + 10, y]},
                ]
                n += 1
                doors.append(f"door-{n}")
                edges.append(
                    {
                        "id": f"door-{n}",
                        "kind": "door",
                        "from": [gap, y],
                        "to": [gap + width, y],
                        "state": "closed",
                    }
                )
    tokens: list[Json] = []
    objectives: list[Json] = []
    if system == "descent1":
        tokens.append(
            {"id": "glyph", "type": "glyph", "cell": [3, 3], "properties": {"active": True}}
        )
        tokens += [
            {"id": f"start-{i}", "type": "start", "cell": [2 + i, 2], "properties": {"seat": i + 1}}
            for i in range(4)
        ]
        # a rune door near the far corner and its key half-way
        edges[-1]["lock"] = {"kind": "rune", "color": "red"}
        edges[-1]["state"] = "locked"
        tokens.append(
            {"id": "rune-key", "type": "rune-key", "cell": [55, 45], "properties": {"color": "red"}}
        )
        for i in range(40):
            tokens.append(
                {
                    "id": f"m{i}",
                    "type": "monster",
                    "cell": [rng.randrange(5, 98), rng.randrange(5, 98)],
                    "properties": {"monsterType": "skeleton"},
                }
            )
        for i in range(8):
            tokens.append(
                {
                    "id": f"hint-{i}",
                    "type": "spawn-hint",
                    "cell": [rng.randrange(20, 98), rng.randrange(20, 98)],
                }
            )
        tokens.append(
            {
                "id": "boss",
                "type": "monster",
                "cell": [96, 96],
                "size": [2, 2],
                "properties": {"monsterType": "ogre", "rank": "named"},
            }
        )
        objectives.append({"id": "obj-boss", "kind": "kill", "targets": ["boss"]})
        terrain = [
            {
                "id": "rubble",
                "kind": "rubble",
                "cells": [[rng.randrange(10, 99), rng.randrange(10, 99)] for _ in range(60)],
            }
        ]
    else:
        tokens += [
            {"id": "start", "type": "start", "cell": [1, 1]},
            {"id": "exit", "type": "exit", "cell": [98, 98]},
            {"id": "key", "type": "library", "cell": [52, 47]},
        ]
        edges[-1]["lock"] = {"kind": "condition", "requires": ["obj-key"]}
        edges[-1]["state"] = "locked"
        for i in range(30):
            tokens.append(
                {
                    "id": f"guard-{i}",
                    "type": "guard",
                    "cell": [rng.randrange(0, 99), rng.randrange(0, 99)],
                }
            )
        for level, cell in ((1, [4, 4]), (2, [35, 35]), (3, [65, 65]), (4, [95, 90])):
            tokens.append(
                {
                    "id": f"level-{level}",
                    "type": "level",
                    "cell": cell,
                    "properties": {"value": level},
                }
            )
        objectives += [
            {"id": "obj-key", "kind": "pickup", "targets": ["key"]},
            {"id": "obj-escape", "kind": "escape", "targets": ["exit"], "after": ["obj-key"]},
        ]
        terrain = []
    doc = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": f"bench-{system}-{cells}",
        "system": system,
        "title": "Benchmark board",
        "party": {"min": 1, "max": 4},
        "tiles": tiles,
        "edges": edges,
        "terrain": terrain,
        "tokens": tokens,
        "objectives": objectives,
    }
    return serde.from_json(Quest, doc), catalog


def toggle_door(quest: Quest, door_id: str) -> Quest:
    """A copy of ``quest`` with one door's state flipped (closed ↔ open)."""
    doc = serde.to_json(quest)
    for edge in doc.get("edges", []):
        if edge.get("id") == door_id:
            edge["state"] = "open" if edge.get("state") != "open" else "closed"
    return serde.from_json(Quest, doc)


# --------------------------------------------------------------------------- re-validation


def revalidation_ratio(quest: Quest, catalog: Catalog, runs: int) -> dict[str, Any] | None:
    """Median times of a full run and of re-validations after a one-door change.

    Run ``i`` toggles door ``i mod n`` (every door of the quest in turn) and times, one
    right after the other so that they share the machine's current load: a full
    :func:`validate_quest` of the changed quest; a fresh :class:`Revalidator` that has
    validated the unchanged quest (not timed) validating the changed one (*new state*: no
    cache has seen that door state); and a long-lived Revalidator per door validating the
    changed quest and then the unchanged one again (*toggle*: both calls timed, each one
    door change from the previous revision). Ratios are medians over medians.
    """
    doors = [e.id for e in quest.edges if e.kind == "door" and e.id]
    if not doors:
        return None
    changed = {door: toggle_door(quest, door) for door in doors}
    togglers: dict[str, Revalidator] = {}
    for door in doors:
        togglers[door] = Revalidator(catalog)
        togglers[door].validate(quest)
        togglers[door].validate(changed[door])  # warm-up
    full: list[float] = []
    fresh: list[float] = []
    toggle: list[float] = []
    clock = time.perf_counter
    for i in range(runs + 1):  # run 0 is a warm-up
        door = doors[i % len(doors)]
        q2 = changed[door]
        t0 = clock()
        validate_quest(q2, catalog)
        t1 = clock()
        reval = Revalidator(catalog)
        reval.validate(quest)
        t2 = clock()
        reval.validate(q2)
        t3 = clock()
        togglers[door].validate(q2)
        t4 = clock()
        togglers[door].validate(quest)
        t5 = clock()
        if i:
            full.append(t1 - t0)
            fresh.append(t3 - t2)
            toggle += [t4 - t3, t5 - t4]
    same = True
    for q2 in changed.values():
        reval = Revalidator(catalog)
        reval.validate(quest)
        got, expected = reval.validate(q2), validate_quest(q2, catalog)
        same = same and [str(i) for i in got] == [str(i) for i in expected]
    one = statistics.median(full)
    return {
        "doors": len(doors),
        "runs": runs,
        "full_ms": round(one * 1000, 3),
        "new_state_ms": round(statistics.median(fresh) * 1000, 3),
        "ratio": round(statistics.median(fresh) / one, 3),
        "toggle_ms": round(statistics.median(toggle) * 1000, 3),
        "toggle_ratio": round(statistics.median(toggle) / one, 3),
        "same_issues": same,
    }


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument(
        "--reval-repeat",
        type=int,
        default=201,
        help="runs per bundled quest for the re-validation ratio (medians; default 201)",
    )
    args = parser.parse_args(argv)
    figures: dict[str, Any] = {"bundled": {}, "generated": {}, "revalidate": {}}
    catalog = default_catalog()

    print("full validation of bundled quests (median ms, target < 100):")
    print(f"  {'quest':40} {'rules':>8} {'file':>8}   (file: read, schema check, model, rules)")
    for path in sorted(bundled_quests_dir().rglob("*.quest.json")):
        quest = load_quest(path)
        ms = timed(lambda q=quest: validate_quest(q, catalog), args.repeat)
        file_ms = timed(lambda p=path: validate_file(p, catalog), args.repeat)
        issues = validate_quest(quest, catalog)
        name = str(path.relative_to(bundled_quests_dir()))
        figures["bundled"][name] = {"rules_ms": round(ms, 2), "file_ms": round(file_ms, 2)}
        print(f"  {name:40} {ms:8.2f} {file_ms:8.2f}   ({len(issues)} issue(s))")

    print("full validation of generated 100×100-cell boards (median ms, target < 1000):")
    big: dict[str, tuple[Quest, Catalog]] = {}
    for system in ("descent1", "md1"):
        quest, cat = big_board(system)
        big[system] = (quest, cat)
        ms = timed(lambda q=quest, c=cat: validate_quest(q, c), max(3, args.repeat // 2), 1)
        issues = validate_quest(quest, cat)
        figures["generated"][system] = round(ms, 1)
        print(f"  {system:40} {ms:8.1f}   ({len(issues)} issue(s), {len(quest.tiles)} tiles)")

    print(
        "re-validation after a one-door change (target < 1/3 of a full run); medians of "
        f"{args.reval_repeat} runs per bundled quest, {max(3, args.repeat // 2)} per generated "
        "board, cycling through every door:"
    )
    print("  new state: a Revalidator that has seen only the quest before the change")
    print("  toggle:    one Revalidator flipping the door back and forth (states seen before)")
    cases = [
        (str(p.relative_to(bundled_quests_dir())), load_quest(p), catalog, args.reval_repeat)
        for p in sorted(bundled_quests_dir().rglob("*.quest.json"))
    ]
    cases += [(f"generated {s}", q, c, max(3, args.repeat // 2)) for s, (q, c) in big.items()]
    for name, quest, cat, runs in cases:
        row = revalidation_ratio(quest, cat, runs)
        if row is None:
            continue
        figures["revalidate"][name] = row
        print(
            f"  {name:36} full {row['full_ms']:7.2f}   new state {row['new_state_ms']:6.2f} "
            f"ratio {row['ratio']:4.2f}   toggle {row['toggle_ms']:6.2f} "
            f"ratio {row['toggle_ratio']:4.2f}   ({row['doors']} door(s), {row['runs']} runs, "
            f"{'same issues' if row['same_issues'] else 'ISSUES DIFFER'})"
        )
    rows = figures["revalidate"]
    if rows:
        worst = max(rows, key=lambda n: rows[n]["ratio"])
        print(
            f"worst new-state ratio {rows[worst]['ratio']:.2f} ({worst}); worst toggle ratio "
            f"{max(r['toggle_ratio'] for r in rows.values()):.2f}; target < 0.33"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
