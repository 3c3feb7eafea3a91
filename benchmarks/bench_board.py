"""Benchmark: load and compile a generated 100×100-cell board; build its zone graph.

Run: ``python benchmarks/bench_board.py``. Prints the median of several runs after a
warm-up. Target (issue 2): load + compile a 100×100 board with ≥ 1,000 zones under 1 s.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from _gen import write_fixture
from questwright.core.board import compile_board
from questwright.core.graph import build_zone_graph
from questwright.schema.catalog import Catalog
from questwright.schema.io import load_quest


def measure(quest_path: Path, catalog: Catalog, runs: int = 5) -> dict[str, float]:
    times: dict[str, list[float]] = {"load": [], "compile": [], "graph": []}
    board = None
    for i in range(runs + 1):
        t0 = time.perf_counter()
        quest = load_quest(quest_path)
        t1 = time.perf_counter()
        board = compile_board(quest, catalog)
        t2 = time.perf_counter()
        build_zone_graph(board)
        t3 = time.perf_counter()
        if i:  # first run is the warm-up
            times["load"].append(t1 - t0)
            times["compile"].append(t2 - t1)
            times["graph"].append(t3 - t2)
    assert board is not None and not board.problems, board.problems[:3] if board else None
    out = {k: statistics.median(v) * 1000 for k, v in times.items()}
    out["zones"] = len(board.zones)
    out["cells"] = len(board.cells)
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rows = []
        for system_id, zoning in (("bench", "tile"), ("benchcell", "cell")):
            quest = write_fixture(folder, system_id, zoning, tokens=2000)
            catalog = Catalog([folder])
            r = measure(quest, catalog)
            rows.append((system_id, zoning, r))
        print(
            f"{'board':12} {'cells':>6} {'zones':>6} {'load ms':>8} {'compile ms':>10} {'graph ms':>9} {'total ms':>9}"
        )
        for system_id, zoning, r in rows:
            total = r["load"] + r["compile"] + r["graph"]
            print(
                f"{system_id + '/' + zoning:12} {r['cells']:6.0f} {r['zones']:6.0f} {r['load']:8.1f} "
                f"{r['compile']:10.1f} {r['graph']:9.1f} {total:9.1f}"
            )


if __name__ == "__main__":
    main()
