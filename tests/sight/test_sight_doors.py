"""Sight grids derived for a new door state (the door overlay of ``sight_line``) equal
grids built from scratch, on the bundled centre-line quests and random door states."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from questwright.core.board import Board, compile_board
from questwright.core.sight import CentreLineSight, sight_index
from questwright.core.sight.grid import SightGrid
from questwright.core.sight.line import blocked_sight_edges, static_blockers
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest

QUESTS = sorted(
    p
    for system in ("descent1", "machina")
    for p in (Path(bundled_quests_dir()) / system).glob("*.quest.json")
)


def _scratch_grid(board: Board, revealed: list[str] | None, token_blockers: bool) -> SightGrid:
    """The grid as built without any cache: walls of this door state, then the blockers."""
    sight = CentreLineSight(board, token_blockers=token_blockers, revealed_areas=revealed)
    edges = blocked_sight_edges(board, (), revealed)
    cells, _ = static_blockers(board, tokens=token_blockers, revealed_areas=revealed)
    return SightGrid.build(board.cells, edges, cells & set(board.cells), sight.conventions)


def _same(a: SightGrid, b: SightGrid) -> None:
    assert (a.x0, a.y0, a.h, a.w) == (b.x0, b.y0, b.h, b.w)
    assert np.array_equal(a.walls_e, b.walls_e)
    assert np.array_equal(a.walls_s, b.walls_s)
    assert np.array_equal(a.blk, b.blk)
    assert np.array_equal(a.tables, b.tables)
    assert a.flat == b.flat


def test_bundled_centre_line_quests_have_doors() -> None:
    assert len(QUESTS) >= 4
    assert all(compile_board(load_quest(p)).doors for p in QUESTS)


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_derived_door_state_equals_scratch(path: Path) -> None:
    quest = load_quest(path)
    kept = compile_board(quest)  # patched in place, as the Revalidator does
    doors = sorted(kept.doors)
    areas = sorted({d.area for d in kept.doors.values() if d.area} | {a.id for a in quest.areas})
    rng = random.Random(path.name)
    for round_ in range(12):
        states = {d: rng.choice(("open", "closed", "locked")) for d in doors}
        for d, state in states.items():
            kept.doors[d].state = state
        fresh = compile_board(quest)  # a new board object: nothing cached for it
        for d, state in states.items():
            fresh.doors[d].state = state
        revealed = [a for a in areas if rng.random() < 0.5] if round_ % 3 == 2 else None
        for token_blockers in (True, False):
            derived = CentreLineSight(kept, token_blockers=token_blockers, revealed_areas=revealed)
            _same(derived.grid, _scratch_grid(fresh, revealed, token_blockers))
        cells, m = CentreLineSight(kept).all_pairs()
        cells2, m2 = CentreLineSight(fresh).all_pairs()
        assert cells == cells2 and np.array_equal(m, m2)
        index, fresh_index = sight_index(kept), sight_index(fresh)
        for cell in rng.sample(sorted(kept.cells), 5):
            assert index.visible_cells(cell) == fresh_index.visible_cells(cell)


def test_derived_grid_with_explicit_blockers_and_open_doors() -> None:
    path = next(p for p in QUESTS if p.name == "stone-tusk.quest.json")
    quest = load_quest(path)
    kept = compile_board(quest)
    rng = random.Random(7)
    cells = sorted(kept.cells)
    doors = sorted(kept.doors)
    for _ in range(10):
        blockers = rng.sample(cells, 6)
        opened = [d for d in doors if rng.random() < 0.5]
        derived = CentreLineSight(kept, blockers=blockers, open_doors=opened)
        fresh = compile_board(quest)
        edges = blocked_sight_edges(fresh, opened)
        static, _ = static_blockers(fresh)
        scratch = SightGrid.build(fresh.cells, edges, static | set(blockers), derived.conventions)
        _same(derived.grid, scratch)


def test_a_door_change_is_seen() -> None:
    """The derived grid follows the door: closing a door can hide cells it showed."""
    path = next(p for p in QUESTS if p.name == "stone-tusk.quest.json")
    board = compile_board(load_quest(path))
    for door in board.doors.values():
        door.state = "open"
    opened = CentreLineSight(board).all_pairs()[1]
    for door in board.doors.values():
        door.state = "closed"
    closed = CentreLineSight(board).all_pairs()[1]
    assert opened.sum() > closed.sum()
    assert not (closed & ~opened).any()


@pytest.mark.parametrize("c1", [False, True])
@pytest.mark.parametrize("c2", [False, True])
@pytest.mark.parametrize("c2w", [False, True])
def test_with_walls_equals_build_on_random_grids(c1: bool, c2: bool, c2w: bool) -> None:
    from questwright.core.sight import Conventions

    conv = Conventions(c1=c1, c2=c2, c2w=c2w)
    rng = random.Random(f"{c1}{c2}{c2w}")
    for _ in range(25):
        w, h = rng.randint(1, 14), rng.randint(1, 14)
        cells = {(x, y) for x in range(w) for y in range(h) if rng.random() < 0.85}
        if not cells:
            continue
        edges = [("v", x, y) for x in range(w + 1) for y in range(h)]
        edges += [("h", x, y) for x in range(w) for y in range(h + 1)]
        walls = {e for e in edges if rng.random() < 0.2}
        blockers = [c for c in cells if rng.random() < 0.1]
        base = SightGrid.build(cells, walls, blockers, conv)
        groups = [rng.sample(edges, rng.randint(1, 3)) for _ in range(rng.randint(1, 3))]
        for blocked in (True, False):
            after = walls | {e for g in groups for e in g} if blocked else walls.difference(*groups)
            where = [[_padded(base, e) for e in g if _between_cells(e, cells)] for g in groups]
            _same(base.with_walls(where, blocked), SightGrid.build(cells, after, blockers, conv))


def _between_cells(edge: tuple[str, int, int], cells: set[tuple[int, int]]) -> bool:
    axis, x, y = edge
    first = (x - 1, y) if axis == "v" else (x, y - 1)
    return first in cells and (x, y) in cells


def _padded(grid: SightGrid, edge: tuple[str, int, int]) -> tuple[int, int, int]:
    """``(axis, r, c)`` of :meth:`SightGrid.with_walls`: the edge east or south of a cell."""
    axis, x, y = edge
    if axis == "v":
        return (0, y - grid.y0, x - 1 - grid.x0)
    return (1, y - 1 - grid.y0, x - grid.x0)


def _flood(board: Board, starts: list[tuple[int, int]], revealed: list[str] | None) -> set:
    """Cells joined to ``starts`` across edges that do not block sight now (a plain flood)."""
    blocked = set(blocked_sight_edges(board, (), revealed))
    seen = {c for c in starts if c in board.cells}
    queue = list(seen)
    while queue:
        x, y = queue.pop()
        for other, key in (
            ((x + 1, y), ("v", x + 1, y)),
            ((x - 1, y), ("v", x, y)),
            ((x, y + 1), ("h", x, y + 1)),
            ((x, y - 1), ("h", x, y)),
        ):
            if other in board.cells and other not in seen and key not in blocked:
                seen.add(other)
                queue.append(other)
    return seen


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sight_regions_reach_equals_a_flood(path: Path) -> None:
    from questwright.core.sight.line import sight_regions

    quest = load_quest(path)
    board = compile_board(quest)
    doors = sorted(board.doors)
    areas = sorted({d.area for d in board.doors.values() if d.area} | {a.id for a in quest.areas})
    cells = sorted(board.cells)
    rng = random.Random(path.name)
    grew = False
    for round_ in range(20):
        for d in doors:
            board.doors[d].state = rng.choice(("open", "closed", "locked"))
        revealed = [a for a in areas if rng.random() < 0.5] if round_ % 2 else None
        starts = rng.sample(cells, 3)
        opened = [d for d in doors if board.doors[d].is_open]
        regions = sight_regions(board, revealed)
        reach = regions.cells_of(regions.reach_regions(starts, opened))
        assert reach == _flood(board, starts, revealed)
        closed = regions.cells_of(regions.reach_regions(starts, ()))
        grew = grew or len(reach) > len(closed)
    assert grew, "no door state joined two regions: the test saw no door matter"


@pytest.mark.parametrize("c1", [False, True])
@pytest.mark.parametrize("c2", [False, True])
@pytest.mark.parametrize("c2w", [False, True])
def test_both_table_builders_agree(c1: bool, c2: bool, c2w: bool) -> None:
    """Small arrays use one gather, large ones views per quadrant: the same tables."""
    from questwright.core.sight import Conventions
    from questwright.core.sight.grid import _tables_by_gather, _tables_by_views

    conv = Conventions(c1=c1, c2=c2, c2w=c2w)
    rng = np.random.default_rng(int(c1) + 2 * int(c2) + 4 * int(c2w))
    for _ in range(30):
        h, w = (int(v) for v in rng.integers(1, 20, 2))
        onb, blk = rng.random((h, w)) < 0.8, rng.random((h, w)) < 0.15
        we, ws = rng.random((h, w)) < 0.25, rng.random((h, w)) < 0.25
        gathered = _tables_by_gather(conv, onb, blk, we, ws)
        assert np.array_equal(gathered, _tables_by_views(conv, onb, blk, we, ws))


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_sight_stays_in_reached_regions_and_ignores_other_doors(path: Path) -> None:
    """What the sight-region scope promises: from a cell, a centre line reaches only the
    regions joined to it through open doors, and what it sees there does not change when
    a door touching none of those regions changes."""
    from questwright.core.sight.line import sight_regions

    quest = load_quest(path)
    board = compile_board(quest)
    doors = sorted(board.doors)
    cells = sorted(board.cells)
    rng = random.Random(path.name)
    far_changes = 0
    for _ in range(8):
        for d in doors:
            board.doors[d].state = rng.choice(("open", "closed"))
        regions = sight_regions(board)
        start = rng.choice(cells)
        opened = [d for d in doors if board.doors[d].is_open]
        reached = regions.reach_regions([start], opened)
        inside = regions.cells_of(reached)
        sight = CentreLineSight(board)
        seen = {c for c in cells if sight.geometric(start, c)}
        assert seen <= inside
        for far in (d for d in doors if d not in regions.touching(reached)):
            board.doors[far].state = "closed" if board.doors[far].is_open else "open"
            after = CentreLineSight(board)
            assert {c for c in cells if after.geometric(start, c)} == seen, far
            board.doors[far].state = "closed" if board.doors[far].is_open else "open"
            far_changes += 1
    assert far_changes, "no door lay outside what the start could see"
