"""File loading benchmarks (a script, not a timed test): ``python benchmarks/bench_load.py``.

Figures (median of several runs after a warm-up, in milliseconds):

1. ``bundled``: read, check (format, migration, schema) and build the model of every bundled
   system, tileset and quest, all together;
2. ``large_quest``: the same for one generated quest near the size real boards never reach
   (100 tiles on a 60 × 60 board, 2,000 tokens, 2,000 edges; figures before the format's
   limits (at most 100 tiles) came from 625 overlapping tiles on a 100 × 100 board);
3. ``save_large_quest``: the canonical text of that quest (what ``fmt`` and saving write);
4. ``import_schema``: a fresh interpreter importing ``questwright.schema`` (start-up cost).

Compare two trees by running the script with each tree's interpreter in the same session
and dividing the figures (the machine is shared and noisy): ``--json FILE`` writes them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from questwright.schema.catalog import bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.files import read_json
from questwright.schema.io import check_document, dumps_model, model_from_document


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


def _load(path: Path) -> Any:
    return model_from_document(check_document(read_json(path), str(path)))


def large_quest() -> dict[str, Any]:
    """A schema-valid quest far larger than any real one: the most tiles a quest may place
    (100, edge to edge: a 60 × 60 board), 2,000 tokens, 2,000 doors, 1,200 cells of rubble."""
    tiles = [
        {"id": f"t{x}-{y}", "tile": "md1-01", "side": "A", "at": [x, y], "rotation": 0}
        for y in range(0, 60, 6)
        for x in range(0, 60, 6)
    ]
    tokens = [
        {"id": f"k{i}", "type": "treasure", "cell": [i % 60, i // 60], "properties": {"n": i}}
        for i in range(2000)
    ]
    edges = [
        {"id": f"d{i}", "kind": "door", "from": [i % 60, i // 60], "to": [i % 60 + 1, i // 60]}
        for i in range(2000)
    ]
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "bench-large",
        "system": "md1",
        "title": "Large",
        "tiles": tiles,
        "tokens": tokens,
        "edges": edges,
        "terrain": [{"kind": "rubble", "cells": [[x, y] for x in range(60) for y in range(20)]}],
    }


def import_time(repeat: int = 5) -> float:
    code = "import time; t=time.perf_counter(); import questwright.schema; print(time.perf_counter()-t)"
    samples = [
        float(subprocess.check_output([sys.executable, "-c", code], text=True)) * 1000
        for _ in range(repeat)
    ]
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = parser.parse_args(argv)
    bundled = sorted(
        p
        for root in (bundled_tilesets_dir(), bundled_quests_dir())
        for pattern in ("system.json", "*.tiles.json", "*.quest.json")
        for p in root.rglob(pattern)
    )
    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "large.quest.json"
        big.write_text(json.dumps(large_quest(), indent=1), encoding="utf-8")
        model = _load(big)
        figures = {
            "bundled_files": len(bundled),
            "bundled_ms": timed(lambda: [_load(p) for p in bundled]),
            "large_quest_ms": timed(lambda: _load(big)),
            "save_large_quest_ms": timed(lambda: dumps_model(model)),
            "import_schema_ms": import_time(),
        }
    for name, value in figures.items():
        print(f"{name:24} {value:10.2f}" if isinstance(value, float) else f"{name:24} {value:>10}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
