"""Quest-logic model benchmarks (a script, not a timed test): ``python benchmarks/bench_questlogic.py``.

Figures reported (median of several runs after a warm-up, in milliseconds):

1. per bundled quest, the model of the quest over time built and explored to the end
   (``model_ms``, target < 50 ms) on a compiled board whose movement model is built (as the
   validators share it), and ``with_board_ms`` including compiling the board;
2. as a baseline measured in the same loop, the static key/door fixpoint of the validators
   (``fixpoint_ms``) and a full validation (``validate_ms``), with ``model_ms`` as a ratio
   of each;
3. the bounded worst case: a quest with sixteen independent triggers (2^16 orders), whose
   walk stops at the validators' bound (``bounded_ms``);
4. re-validation with :class:`Revalidator` after one edit, as a ratio of a full validation
   of the same revision (target < 1/3, issue #29 item 6), per bundled quest and on the
   generated 100×100 md1 board of ``bench_validate.py`` (``generated/md1-100``): a token
   moved to another cell of its zone (``token_ratio``), a wall added inside a zone
   (``wall_ratio``), a wall added between two zones (``zone_wall_ratio``) and a door
   toggled to a state seen before (``door_ratio``). Two same-run baselines: the quest-time
   rule's reuse turned off (``*_ratio_before``), and the movement model's zone pairs, the
   zone-walk sight neighbours and the heroes' movement graph built again from nothing
   instead of carried across the edit (``*_ratio_rebuilt``). Each ratio is the median of
   per-sample ratios, a full run and the re-validation timed back to back (the machine is
   noisy). ``worst_ratio`` is the largest ``*_ratio`` of all.

``--json FILE`` also writes the figures as JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

from questwright.core import recompile
from questwright.core.board import compile_board
from questwright.core.questlogic import QuestLogic
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators import incremental
from questwright.validators.incremental import Revalidator
from questwright.validators.progress import build_nav, fixpoint
from questwright.validators.rules import quest_time
from questwright.validators.rules.quest_time import BOUND
from questwright.validators.runner import validate_quest
from questwright.validators.world import World

sys.path.insert(0, str(Path(__file__).parent))
from bench_validate import big_board  # the generated 100×100 boards

ROOT = Path(__file__).resolve().parents[1]
LIBRARY = ROOT / "tests" / "golden" / "issues" / "_library"
STRESS = ROOT / "tests" / "golden" / "issues" / "QL_UNDECIDED" / "raises.quest.json"


def timed(fn: Callable[[], Any], repeat: int = 9, warmup: int = 2) -> float:
    """Median wall time of ``fn`` in milliseconds."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples)


def bench_quest(quest: Quest, catalog: Catalog, repeat: int) -> dict[str, Any]:
    board = compile_board(quest, catalog)
    logic = QuestLogic.build(board, bound=BOUND)
    ex = logic.exploration

    def model() -> None:
        QuestLogic.build(board, bound=BOUND)

    def fresh() -> None:
        QuestLogic.build(compile_board(quest, catalog), bound=BOUND)

    def static() -> None:
        fixpoint(World(board), build_nav(board))

    model_ms = timed(model, repeat)
    fixpoint_ms = timed(static, repeat)
    validate_ms = timed(lambda: validate_quest(quest, catalog), max(3, repeat // 3))
    return {
        "states": len(ex.states),
        "actions_tried": len(ex.edges),
        "exhaustive": ex.exhaustive,
        "winnable": ex.winnable(),
        "model_ms": round(model_ms, 2),
        "with_board_ms": round(timed(fresh, repeat), 2),
        "fixpoint_ms": round(fixpoint_ms, 2),
        "validate_ms": round(validate_ms, 2),
        "model_over_fixpoint": round(model_ms / fixpoint_ms, 2) if fixpoint_ms else None,
        "model_over_validate": round(model_ms / validate_ms, 3) if validate_ms else None,
    }


def _edits(quest: Quest, catalog: Catalog) -> dict[str, Quest]:
    """One edit of each kind: a token moved inside its zone, a wall inside a zone, a door
    toggled; a kind the quest offers no place for is left out."""
    doc = serde.to_json(quest)
    board = compile_board(quest, catalog)
    out: dict[str, Quest] = {}
    for i, token in enumerate(doc.get("tokens", [])):
        cell = token.get("cell")
        placed = board.tokens.get(token["id"])
        zone_id = board.zone_of(tuple(cell)) if cell else None  # type: ignore[arg-type]
        zone = board.zones.get(zone_id) if zone_id else None
        if placed is None or zone is None:
            continue
        free = sorted(
            set(zone.cells)
            - {tuple(cell)}
            - {c for t in board.tokens.values() for c in getattr(t, "cells", ())}
        )
        if free:
            moved = json.loads(json.dumps(doc))
            moved["tokens"][i]["cell"] = list(free[0])
            out["token"] = serde.from_json(Quest, moved)
            break
    for zone in board.zones.values():
        cells = sorted(zone.cells)
        pair = next(((a, b) for a in cells for b in cells if b == (a[0] + 1, a[1])), None)
        if pair is not None:
            (x, y), _ = pair
            walled = json.loads(json.dumps(doc))
            walled["edges"].append({"kind": "wall", "from": [x + 1, y], "to": [x + 1, y + 1]})
            out["wall"] = serde.from_json(Quest, walled)
            break
    # a wall on an open boundary between two zones (the middle one in board order)
    between = [
        key
        for key, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and key not in board.edges
    ]
    if between:
        axis, x, y = between[len(between) // 2]
        end = [x, y + 1] if axis == "v" else [x + 1, y]
        walled = json.loads(json.dumps(doc))
        walled["edges"].append({"kind": "wall", "from": [x, y], "to": end})
        out["zone_wall"] = serde.from_json(Quest, walled)
    doors = [e for e in doc.get("edges", []) if e.get("kind") == "door" and e.get("id")]
    if doors:
        toggled = json.loads(json.dumps(doc))
        for e in toggled["edges"]:
            if e.get("id") == doors[0]["id"]:
                e["state"] = "open" if e.get("state", "closed") != "open" else "closed"
        out["door"] = serde.from_json(Quest, toggled)
    return out


@contextmanager
def _rebuilt() -> Iterator[None]:
    """Build the zone pairs, the zone-walk sight neighbours and the heroes' movement graph
    again from nothing on every board instead of carrying them across an edit (the
    same-run baseline ``*_ratio_rebuilt``)."""
    saved = (recompile.carry_movement, recompile._carry_zone_sight, incremental.patch_nav)
    recompile.carry_movement = lambda prev, board, units: None
    recompile._carry_zone_sight = lambda prev, board, units: None
    incremental.patch_nav = lambda board, nav, units: build_nav(board) if units else nav
    try:
        yield
    finally:
        recompile.carry_movement, recompile._carry_zone_sight, incremental.patch_nav = saved


@contextmanager
def _no_reuse() -> Iterator[None]:
    """Turn the quest-time rule's reuse off (the same-run baseline ``*_ratio_before``)."""
    saved = quest_time._REUSE_SIZE
    quest_time._REUSE_SIZE = 0
    quest_time._REUSE.clear()
    try:
        yield
    finally:
        quest_time._REUSE_SIZE = saved
        quest_time._REUSE.clear()


def bench_revalidation(quest: Quest, catalog: Catalog, repeat: int) -> dict[str, Any]:
    """Re-validation after each edit of :func:`_edits`, against a full run of the same
    quest, as is and with the two baselines.

    Each sample times one full validation and, right after it, the edit made and undone
    (the mean of the two re-validations): its ratio is taken within the sample, so that
    load on the machine weighs on both alike, and the median of the samples' ratios is
    reported. Small quests get more samples (about 50 ms of full runs per sample count).
    """
    full = timed(lambda: validate_quest(quest, catalog), 3, 1)
    samples_per_kind = max(repeat, min(10 * repeat, round(repeat * 50 / max(full, 1e-3))))
    row: dict[str, Any] = {"full_ms": round(full, 2), "samples": samples_per_kind}
    # the edited quests go through the same serde path as the unedited one
    quest = serde.from_json(Quest, json.loads(json.dumps(serde.to_json(quest))))
    fulls: list[float] = []
    for kind, edited in _edits(quest, catalog).items():
        for label, setting in (("", nullcontext), ("_before", _no_reuse), ("_rebuilt", _rebuilt)):
            with setting():
                quest_time._REUSE.clear()
                checker = Revalidator(catalog)
                checker.validate(quest)
                checker.validate(edited)
                ratios = []
                for _ in range(samples_per_kind):
                    t0 = time.perf_counter()
                    validate_quest(quest, catalog)
                    t1 = time.perf_counter()
                    checker.validate(quest)
                    checker.validate(edited)
                    t2 = time.perf_counter()
                    fulls.append(t1 - t0)
                    ratios.append((t2 - t1) / 2 / (t1 - t0))
            row[f"{kind}_ratio{label}"] = round(statistics.median(ratios), 3)
    if fulls:
        row["full_ms"] = round(statistics.median(fulls) * 1000, 2)
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument(
        "--revalidation-only", action="store_true", help="only the re-validation figures (4.)"
    )
    args = parser.parse_args(argv)
    catalog = Catalog([bundled_tilesets_dir(), LIBRARY])
    figures: dict[str, Any] = {"quests": {}, "target_model_ms": 50}
    for path in sorted(bundled_quests_dir().glob("*/*.quest.json")):
        if args.revalidation_only:
            break
        name = f"{path.parent.name}/{path.name.removesuffix('.quest.json')}"
        row = bench_quest(load_quest(path), catalog, args.repeat)
        figures["quests"][name] = row
        print(
            f"{name:28} model {row['model_ms']:7.2f} ms ({row['states']} states)  "
            f"+board {row['with_board_ms']:7.2f}  fixpoint {row['fixpoint_ms']:6.2f} "
            f"(x{row['model_over_fixpoint']})  validate {row['validate_ms']:7.2f} "
            f"(x{row['model_over_validate']})"
        )
    figures["revalidation"] = {}
    boards: list[tuple[str, Quest, Catalog]] = [
        (
            f"{path.parent.name}/{path.name.removesuffix('.quest.json')}",
            load_quest(path),
            catalog,
        )
        for path in sorted(bundled_quests_dir().glob("*/*.quest.json"))
    ]
    big, big_catalog = big_board("md1")
    boards.append(("generated/md1-100", big, big_catalog))
    print("re-validation / full run: reuse on (quest-time reuse off; carried parts rebuilt)")
    for name, quest, cat in boards:
        row = bench_revalidation(quest, cat, args.repeat)
        figures["revalidation"][name] = row
        print(
            f"{name:28} full {row['full_ms']:7.2f} ms  "
            + "  ".join(
                f"{k} {row[f'{k}_ratio']:.2f} ({row[f'{k}_ratio_before']:.2f}; "
                f"{row[f'{k}_ratio_rebuilt']:.2f})"
                for k in ("token", "wall", "zone_wall", "door")
                if f"{k}_ratio" in row
            )
        )
    figures["worst_ratio"] = max(
        v
        for row in figures["revalidation"].values()
        for k, v in row.items()
        if k.endswith("_ratio")
    )
    figures["target_ratio"] = round(1 / 3, 3)
    print(f"worst re-validation ratio: {figures['worst_ratio']:.2f} (target < 0.33)")
    if args.revalidation_only:
        if args.json:
            args.json.write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n")
        return 0
    worst = max(r["model_ms"] for r in figures["quests"].values())
    figures["worst_model_ms"] = worst
    stress = serde.from_json(Quest, json.loads(STRESS.read_text(encoding="utf-8")))
    board = compile_board(stress, catalog)
    figures["bounded_ms"] = round(timed(lambda: QuestLogic.build(board, bound=BOUND), 3, 1), 1)
    print(f"worst bundled model: {worst:.2f} ms (target < 50 ms)")
    print(f"bounded worst case (16 independent triggers): {figures['bounded_ms']} ms")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n")
    return 0 if worst < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
