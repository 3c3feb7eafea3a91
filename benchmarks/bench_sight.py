"""Sight benchmarks: exact centre-line all pairs against shapely and tcod, zone-walk all pairs.

Run ``python benchmarks/bench_sight.py`` (``--quick`` for fewer repetitions, ``--full`` to
check every pair of the big maps against the shapely oracle). Prints tables; ratios are
between methods timed in the same run (``reference/performance-anchors.md`` §1, L1–L4):

* centre-line, 30×30 grids with random edge walls and rubble (dense: 10 % / 10 %, sparse:
  3 % / 3 %), every pair of open cells:
  - ``numpy all-pairs``: :func:`questwright.core.sight.allpairs.all_pairs_matrix` on a fresh
    :class:`SightGrid` (table building included);
  - ``CentreLineSight.all_pairs``: the same through a compiled board;
  - ``pure-Python walk``: :meth:`SightGrid.can_see` for every pair;
  - ``shapely, prepared, per pair``: one prepared ``intersects`` per pair against the union
    of blocking squares and walls, the anchors' peer (it decides the closed-set "touch
    blocks" convention, so it is only a speed peer), timed on a sample and scaled;
  - ``shapely oracle, per pair``: :class:`ShapelySightOracle`, which decides our rule
    exactly, timed on a sample and scaled;
  - ``tcod all-sources FOV``: symmetric shadowcasting from every open cell on a doubled
    grid (walls as 3-cell strips, blocking squares as 3×3 blocks), an approximation and a
    speed peer only; its agreement with the exact rule is printed too.
* exactness: numpy all-pairs against the shapely oracle on sampled pairs of the big maps
  and on every pair of 24 random small maps (dense and sparse).
* zone-walk: a 100-zone board (10×10 zones of 2×2 cells, random walls, doors, openings):
  sight for every zone pair, cold (adjacency and rays built) and warm (cached rays).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import shapely

# The shapely oracle is test code (tests/sight/oracle.py), not part of the package.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "sight"))
from oracle import ShapelySightOracle
from questwright.core.board import Board, compile_board
from questwright.core.geometry import Cell, EdgeKey, edge_between
from questwright.core.sight import CentreLineSight, sight_index, zone_sight
from questwright.core.sight.allpairs import all_pairs_matrix
from questwright.core.sight.grid import SightGrid
from questwright.schema.catalog import Catalog
from questwright.schema.model import (
    EdgeKindDef,
    EdgeSpec,
    Geometry,
    Quest,
    System,
    TerrainDef,
    TerrainPatch,
    TileDef,
    TileFace,
    TilePlacement,
    Tileset,
    ZoneDef,
)
from shapely.geometry import LineString, box
from shapely.ops import unary_union


def median_time(fn: Callable[[], Any], runs: int) -> float:
    fn()  # warm-up
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def random_map(
    size: int, walls: float, rubble: float, seed: int
) -> tuple[list[Cell], set[EdgeKey], set[Cell]]:
    rng = random.Random(seed)
    cells = [(x, y) for y in range(size) for x in range(size)]
    edges: set[EdgeKey] = set()
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other[0] < size and other[1] < size and rng.random() < walls:
                edges.add(edge_between((x, y), other))
    blocked = {c for c in cells if rng.random() < rubble}
    return cells, edges, blocked


# ---------------------------------------------------------------------- boards


def _system(model: str) -> System:
    centre = model == "centre-line"
    return System(
        id=f"bench-{model}",
        name="Benchmark",
        geometry=Geometry(
            zoning="cell" if centre else "tile",
            adjacency="octile" if centre else "orthogonal",
            sight=model,
        ),
        edge_kinds={
            "wall": EdgeKindDef("Wall", True, True),
            "door": EdgeKindDef("Door", True, True),
            "opening": EdgeKindDef("Opening", False, False),
            "open": EdgeKindDef("Open", False, False),
        },
        terrain={"rubble": TerrainDef("Rubble", passable=False, blocks_sight=True)},
    )


def _edge_spec(key: EdgeKey, kind: str, **kw: Any) -> EdgeSpec:
    axis, x, y = key
    end = (x + 1, y) if axis == "h" else (x, y + 1)
    return EdgeSpec(kind=kind, from_=(x, y), to=end, **kw)


def compile_one_tile(
    model: str,
    size: tuple[int, int],
    edges: list[EdgeSpec],
    rubble: set[Cell] = frozenset(),  # type: ignore[assignment]
    zones: list[ZoneDef] | None = None,
) -> Board:
    system = _system(model)
    face = TileFace(
        size=size,
        perimeter="wall",
        zones=zones or [],
        edges=edges,
        terrain=[TerrainPatch(kind="rubble", cells=sorted(rubble))] if rubble else [],
    )
    tileset = Tileset(id="bench", system=system.id, tiles=[TileDef(id="map", sides={"A": face})])
    quest = Quest(
        id="bench",
        system=system.id,
        title="Benchmark",
        tiles=[TilePlacement(id="t", tile="map", side="A", at=(0, 0))],
    )
    catalog = Catalog()
    catalog.systems[system.id] = system
    catalog.add_tileset(tileset)
    return compile_board(quest, catalog)


def zone_board(zones_per_side: int = 10, cell: int = 2, seed: int = 7) -> Board:
    """``zones_per_side²`` square zones of ``cell²`` cells; random walls, doors, openings."""
    rng = random.Random(seed)
    n = zones_per_side
    zones = [
        ZoneDef(
            id=f"z{zx}-{zy}",
            kind="room",
            cells=[(zx * cell + i, zy * cell + j) for i in range(cell) for j in range(cell)],
        )
        for zx in range(n)
        for zy in range(n)
    ]
    edges: list[EdgeSpec] = []
    door = 0
    for zx in range(n):
        for zy in range(n):
            for horizontal in (True, False):
                if (horizontal and zx == n - 1) or (not horizontal and zy == n - 1):
                    continue
                for k in range(cell):
                    if horizontal:  # the vertical line between (zx, zy) and (zx+1, zy)
                        key: EdgeKey = ("v", (zx + 1) * cell, zy * cell + k)
                    else:
                        key = ("h", zx * cell + k, (zy + 1) * cell)
                    roll = rng.random()
                    if roll < 0.25:
                        edges.append(_edge_spec(key, "wall"))
                    elif roll < 0.35:
                        door += 1
                        state = rng.choice(["closed", "open", "locked"])
                        edges.append(_edge_spec(key, "door", id=f"d{door}", state=state))
                    elif roll < 0.5:
                        edges.append(_edge_spec(key, "opening"))
    return compile_one_tile("zone-walk", (n * cell, n * cell), edges, zones=zones)


# ---------------------------------------------------------------------- peers


class PreparedShapelyPeer:
    """The anchors' naive peer: one prepared ``intersects`` per pair (touch blocks)."""

    def __init__(self, cells: list[Cell], walls: set[EdgeKey], blocked: set[Cell]) -> None:
        geoms = [box(x, y, x + 1, y + 1) for x, y in blocked]
        for axis, x, y in walls:
            end = (x + 1, y) if axis == "h" else (x, y + 1)
            geoms.append(LineString([(x, y), end]))
        self.union = unary_union(geoms)
        shapely.prepare(self.union)

    def can_see(self, a: Cell, b: Cell) -> bool:
        segment = LineString([(a[0] + 0.5, a[1] + 0.5), (b[0] + 0.5, b[1] + 0.5)])
        return not self.union.intersects(segment)


def tcod_all_sources(size: int, open_cells: list[Cell], walls: set[EdgeKey], blocked: set[Cell]):  # type: ignore[no-untyped-def]
    """FOV from every open cell on a doubled grid; returns (seconds, visibility matrix)."""
    import tcod.constants
    import tcod.map

    grid = np.ones((2 * size + 1, 2 * size + 1), dtype=bool)
    grid[0, :] = grid[-1, :] = grid[:, 0] = grid[:, -1] = False
    for x, y in blocked:
        grid[2 * y : 2 * y + 3, 2 * x : 2 * x + 3] = False
    for axis, x, y in walls:
        if axis == "v":
            grid[2 * y : 2 * y + 3, 2 * x] = False
        else:
            grid[2 * y, 2 * x : 2 * x + 3] = False
    rows = np.array([2 * y + 1 for _, y in open_cells])
    cols = np.array([2 * x + 1 for x, _ in open_cells])

    def run() -> np.ndarray:
        out = np.empty((len(open_cells), len(open_cells)), dtype=bool)
        for i, (x, y) in enumerate(open_cells):
            fov = tcod.map.compute_fov(
                grid,
                (2 * y + 1, 2 * x + 1),
                radius=0,
                light_walls=True,
                algorithm=tcod.constants.FOV_SYMMETRIC_SHADOWCAST,
            )
            out[i] = fov[rows, cols]
        return out

    return run


# ---------------------------------------------------------------------- benchmarks


CENTRE_HEADER = (
    f"{'map':7} {'pairs':>8} {'blocked':>8} | {'numpy':>8} {'board API':>9} "
    f"{'py walk':>8} | {'shapely prep':>12} {'shapely exact':>13} {'tcod':>7} | "
    f"{'prep/np':>8} {'exact/np':>8} {'np/tcod':>8} | {'exact':>6} {'tcod agr':>8}"
)


def bench_centre_line(args: argparse.Namespace) -> list[str]:
    lines = [CENTRE_HEADER, "-" * len(CENTRE_HEADER)]
    for name, walls_p, rubble_p, seed in (("dense", 0.10, 0.10, 1), ("sparse", 0.03, 0.03, 2)):
        lines += _bench_map(args, name, walls_p, rubble_p, seed)
    sample = 2000 if args.quick else 6000
    lines.append(
        f"(shapely timed on {sample:,} sampled pairs and scaled; 'exact' = numpy vs the "
        f"shapely oracle on {'every pair' if args.full else 'the sampled pairs'})"
    )
    return lines


def _bench_map(
    args: argparse.Namespace, name: str, walls_p: float, rubble_p: float, seed: int
) -> list[str]:
    runs = 3 if args.quick else 7
    sample = 2000 if args.quick else 6000
    size = 30
    cells, walls, blocked = random_map(size, walls_p, rubble_p, seed)
    open_cells = [c for c in cells if c not in blocked]
    n = len(open_cells)
    pairs = n * (n - 1) // 2

    def numpy_all() -> np.ndarray:
        grid = SightGrid.build(cells, walls, blocked)
        return all_pairs_matrix(grid, open_cells)

    t_numpy = median_time(numpy_all, runs)
    matrix = numpy_all()
    blocked_share = 1 - (matrix.sum() - n) / (n * n - n)

    board = compile_one_tile(
        "centre-line", (size, size), [_edge_spec(k, "wall") for k in sorted(walls)], rubble=blocked
    )

    def board_all() -> None:
        CentreLineSight(board).all_pairs(open_cells)

    t_board = median_time(board_all, runs)
    grid = SightGrid.build(cells, walls, blocked)

    def py_walk() -> None:
        for i, a in enumerate(open_cells):
            for b in open_cells[i + 1 :]:
                grid.can_see(a, b)

    t_py = median_time(py_walk, 1)

    rng = random.Random(seed)
    picks = [(rng.randrange(n), rng.randrange(n)) for _ in range(sample)]
    picks = [(i, j) for i, j in picks if i != j]
    peer = PreparedShapelyPeer(cells, walls, blocked)
    start = time.perf_counter()
    for i, j in picks:
        peer.can_see(open_cells[i], open_cells[j])
    t_prep = (time.perf_counter() - start) / len(picks) * pairs
    oracle = ShapelySightOracle(cells, walls, blocked)
    start = time.perf_counter()
    answers = [oracle.can_see(open_cells[i], open_cells[j]) for i, j in picks]
    t_exact = (time.perf_counter() - start) / len(picks) * pairs
    checked = len(picks)
    agree = sum(bool(matrix[i, j]) == ans for (i, j), ans in zip(picks, answers, strict=True))
    if args.full:
        agree = checked = 0
        for i in range(n):
            for j in range(i + 1, n):
                checked += 1
                agree += bool(matrix[i, j]) == oracle.can_see(open_cells[i], open_cells[j])

    run_tcod = tcod_all_sources(size, open_cells, walls, blocked)
    t_tcod = median_time(run_tcod, runs)
    fov = run_tcod()
    sym = fov & fov.T
    upper = np.triu_indices(n, 1)
    tcod_agree = float((sym[upper] == matrix[upper]).mean())
    lines = [
        f"{name:7} {pairs:>8,} {blocked_share:>7.1%} | {t_numpy * 1e3:>6.1f}ms "
        f"{t_board * 1e3:>7.1f}ms {t_py * 1e3:>6.0f}ms | {t_prep:>11.2f}s "
        f"{t_exact:>12.2f}s {t_tcod * 1e3:>5.1f}ms | {t_prep / t_numpy:>7.0f}× "
        f"{t_exact / t_numpy:>7.0f}× {t_numpy / t_tcod:>7.1f}× | "
        f"{agree / checked:>6.1%} {tcod_agree:>8.1%}"
    ]
    if agree != checked:
        lines.append(f"  !! {checked - agree} of {checked} pairs differ from the oracle")
    return lines


def bench_small_maps() -> list[str]:
    differ = total = 0
    maps = 0
    for seed in range(24):
        dense = seed % 2 == 0
        cells, walls, blocked = random_map(
            10, 0.15 if dense else 0.03, 0.15 if dense else 0.03, 100 + seed
        )
        grid = SightGrid.build(cells, walls, blocked)
        matrix = all_pairs_matrix(grid, cells)
        oracle = ShapelySightOracle(cells, walls, blocked)
        for i, a in enumerate(cells):
            for j in range(i + 1, len(cells)):
                total += 1
                differ += bool(matrix[i, j]) != oracle.can_see(a, cells[j])
        maps += 1
    return [
        f"exactness on {maps} random 10×10 maps (dense and sparse): "
        f"{total - differ:,} of {total:,} pairs agree with the shapely oracle "
        f"({(total - differ) / total:.1%})"
    ]


def bench_queries(args: argparse.Namespace) -> list[str]:
    cells, walls, blocked = random_map(30, 0.10, 0.10, 1)
    rng = random.Random(5)
    open_cells = [c for c in cells if c not in blocked]
    figures = rng.sample(open_cells, 12)
    board = compile_one_tile(
        "centre-line", (30, 30), [_edge_spec(k, "wall") for k in sorted(walls)], rubble=blocked
    )
    sight = CentreLineSight(board, blockers=figures)
    picks = [(rng.choice(open_cells), rng.choice(open_cells)) for _ in range(20000)]
    start = time.perf_counter()
    for a, b in picks:  # cold: builds the line templates of every displacement met
        sight.can_see(a, b)
    t_cold = (time.perf_counter() - start) / len(picks)
    start = time.perf_counter()
    for a, b in picks:
        sight.can_see(a, b)
    t_walk = (time.perf_counter() - start) / len(picks)
    start = time.perf_counter()
    for a, b in picks:
        sight.grid.can_see(a, b)
    t_grid = (time.perf_counter() - start) / len(picks)
    peer = PreparedShapelyPeer(cells, walls, blocked | set(figures))
    start = time.perf_counter()
    for a, b in picks[:4000]:
        peer.can_see(a, b)
    t_shapely = (time.perf_counter() - start) / 4000
    start = time.perf_counter()
    for _ in range(50):
        CentreLineSight(board, blockers=figures)
    t_build = (time.perf_counter() - start) / 50
    return [
        "single queries, dense 30×30 with 12 figures (20,000 random pairs):",
        f"  CentreLineSight.can_see {t_walk * 1e6:.2f} µs (first pass {t_cold * 1e6:.2f} µs), "
        f"SightGrid.can_see "
        f"{t_grid * 1e6:.2f} µs, prepared shapely {t_shapely * 1e6:.1f} µs "
        f"({t_shapely / t_walk:.0f}× the full call); new CentreLineSight with "
        f"12 figures {t_build * 1e3:.2f} ms",
    ]


def bench_zone_walk(args: argparse.Namespace) -> list[str]:
    runs = 5 if args.quick else 15
    board = zone_board()
    zones = list(board.zones)

    def cold_sight_only() -> int:
        from questwright.core.sight import zone as sight_zone

        sight_zone._ADJACENCY.pop(id(board), None)
        return sum(len(zone_sight(board, z)) for z in zones)

    def warm() -> None:
        for z in zones:
            zone_sight(board, z)

    t_cold = median_time(cold_sight_only, runs)
    t_warm = median_time(warm, runs)
    seen = cold_sight_only()
    index = sight_index(board)
    for z in zones:
        index.visible_zones(z)
    picks = [(random.choice(zones), random.choice(zones)) for _ in range(20000)]
    start = time.perf_counter()
    for a, b in picks:
        index.can_see_zone(a, b)
    t_query = (time.perf_counter() - start) / len(picks)
    pairs = len(zones) ** 2
    return [
        f"zone-walk, {len(zones)} zones ({pairs:,} ordered pairs, {seen:,} visible):",
        f"  every pair, cold (adjacency + rays built): {t_cold * 1e3:.2f} ms; warm (cached "
        f"rays): {t_warm * 1e3:.2f} ms; one can_see_zone query: {t_query * 1e6:.2f} µs",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--full", action="store_true", help="oracle-check every big-map pair")
    args = parser.parse_args(argv)
    import tcod

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"Python {platform.python_version()}, numpy {np.__version__}, shapely "
        f"{shapely.__version__}, tcod {tcod.__version__}; {os.cpu_count()} CPUs, "
        f"load average {load:.2f}; medians of repeated runs after a warm-up"
    )
    print()
    print("Exact centre-line sight, all pairs of open cells on 30×30 grids")
    for line in bench_centre_line(args):
        print(line)
    print()
    for line in bench_small_maps():
        print(line)
    print()
    for line in bench_queries(args):
        print(line)
    print()
    for line in bench_zone_walk(args):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
