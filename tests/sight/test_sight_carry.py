"""Centre-line sight grids and sight regions carried across an edit of walls equal fresh
builds.

The recompiler hands each new board the grids the last one built (per view: revealed
areas, conventions; per door state and blocking cells), with the walls that changed set
anew by :meth:`SightGrid.with_walls`, and its sight regions with those beside the changed
walls flooded again (``core.sight.line.carry_line_sight``). Here plain walls are laid and
taken away all over the boards of every bundled centre-line quest, and every carried grid
is compared, array by array, with one built from nothing on the new board, every carried
set of regions with :func:`sight_regions` of a board compiled from nothing.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import numpy as np
import pytest
from questwright.core.board import Board, compile_board
from questwright.core.recompile import Recompiler
from questwright.core.sight import line
from questwright.core.sight.grid import SightGrid
from questwright.core.sight.line import (
    _OVERLAYS,
    _REGIONS,
    CentreLineSight,
    _DoorOverlay,
    sight_regions,
)
from questwright.schema.catalog import Catalog, bundled_quests_dir, bundled_tilesets_dir
from questwright.schema.io import load_quest
from questwright.schema.model import EdgeSpec, Quest

CATALOG = Catalog([bundled_tilesets_dir()])
LINE_QUESTS = sorted(
    p
    for p in bundled_quests_dir().rglob("*.quest.json")
    if p.parent.name in ("descent1", "machina")
)


def _views(board: Board) -> None:
    """Build grids and regions in a few views and door states, as the validators do."""
    areas = [a.id for a in board.quest.areas][:1]
    CentreLineSight(board)
    CentreLineSight(board, open_doors=list(board.doors)[:1])
    sight_regions(board)
    if areas:
        CentreLineSight(board, revealed_areas=areas)
        sight_regions(board, areas)


def _same_regions(board: Board) -> int:
    """Compare every carried set of sight regions of ``board`` with a fresh one."""
    fresh = compile_board(board.quest, CATALOG)
    count = 0
    for key, found in list(board.derived.items()):
        if isinstance(key, tuple) and key[0] == _REGIONS:
            assert found == sight_regions(fresh, key[1])
            count += 1
    return count


def _fresh(board: Board, revealed: frozenset[str] | None, conv: object, state: tuple) -> SightGrid:
    closed, blockers = state
    overlay = _DoorOverlay(board, revealed, conv)  # type: ignore[arg-type]
    edges = list(overlay.walls)
    for door in closed:
        edges += overlay.door_keys[door]
    return SightGrid.build(overlay.cells, edges, blockers, overlay.conventions)


def _same_grids(board: Board) -> int:
    """Compare every carried grid of ``board`` with a fresh build; how many there were."""
    overlays = board.derived.get(_OVERLAYS) or {}
    count = 0
    for (revealed, conv), overlay in overlays.items():
        fresh_walls = _DoorOverlay(board, revealed, conv).walls
        assert set(overlay.walls) == set(fresh_walls)
        for state, grid in overlay._grids.items():
            fresh = _fresh(board, revealed, conv, state)
            assert np.array_equal(grid.walls_e, fresh.walls_e)
            assert np.array_equal(grid.walls_s, fresh.walls_s)
            assert np.array_equal(grid.tables, fresh.tables)
            count += 1
    return count


def _edits(quest: Quest, board: Board, n: int) -> list[Quest]:
    """Plain walls laid on ``n`` free unit edges between board cells, one after another
    (each revision keeps the earlier walls), then taken away again in turn; every other
    section is the very object of ``quest`` (as the editor and the Revalidator hand them)."""
    rng = random.Random(quest.id)
    free = [
        key
        for key, a, b in board.iter_boundaries()
        if key not in board.edges and a in board.cells and b in board.cells
    ]
    out: list[Quest] = []
    walls: list[EdgeSpec] = []
    for axis, x, y in rng.sample(free, min(n, len(free))):
        walls.append(EdgeSpec("wall", (x, y), (x, y + 1) if axis == "v" else (x + 1, y)))
        out.append(dataclasses.replace(quest, edges=[*quest.edges, *walls]))
    while walls:
        walls.pop(0)
        out.append(dataclasses.replace(quest, edges=[*quest.edges, *walls]))
    return out


@pytest.mark.parametrize("path", LINE_QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_carried_grids_equal_fresh_builds(path: Path) -> None:
    quest = load_quest(path)
    recompiler = Recompiler(CATALOG)
    board = recompiler.update(quest)
    _views(board)
    carried = regions = 0
    for revision in _edits(quest, board, 12):
        board = recompiler.update(revision)
        assert recompiler.mode == "updated"
        carried += _same_grids(board)
        regions += _same_regions(board)
        _views(board)  # the next edit carries grids of this board's door states too
        assert _same_grids(board)
    assert carried >= 12  # grids were carried at every step
    assert regions >= 12  # regions too


def test_carried_grids_are_checked() -> None:
    """The comparison above fails when a wall taken away is not taken out of the grids."""
    quest = load_quest(LINE_QUESTS[0])
    recompiler = Recompiler(CATALOG)
    board = recompiler.update(quest)
    _views(board)
    saved = SightGrid.with_walls

    def lays_only(grid: SightGrid, groups: list, blocked: bool) -> SightGrid:
        return saved(grid, groups, blocked) if blocked else grid

    edits = _edits(quest, board, 3)
    try:
        SightGrid.with_walls = lays_only  # type: ignore[method-assign]
        with pytest.raises(AssertionError):
            for revision in edits:
                board = recompiler.update(revision)
                _same_grids(board)
                _views(board)
    finally:
        SightGrid.with_walls = saved  # type: ignore[method-assign]


def test_carried_regions_are_checked() -> None:
    """The comparison above fails when the regions beside a changed wall are kept as they
    were."""
    quest = load_quest(LINE_QUESTS[0])
    recompiler = Recompiler(CATALOG)
    board = recompiler.update(quest)
    _views(board)
    saved = line._carry_regions
    try:
        line._carry_regions = lambda board, old, *rest: old  # type: ignore[assignment]
        with pytest.raises(AssertionError):
            for revision in _edits(quest, board, 4):
                board = recompiler.update(revision)
                _same_regions(board)
                _views(board)
    finally:
        line._carry_regions = saved  # type: ignore[assignment]


def test_no_grid_is_carried_across_a_door_edit() -> None:
    """A door laid, or a wall on the board's rim, leaves the new board to build its own
    grids and regions."""
    quest = load_quest(LINE_QUESTS[0])
    recompiler = Recompiler(CATALOG)
    board = recompiler.update(quest)
    _views(board)
    key = next(
        k
        for k, a, b in board.iter_boundaries()
        if k not in board.edges and a in board.cells and b in board.cells
    )
    axis, x, y = key
    door = EdgeSpec("door", (x, y), (x, y + 1) if axis == "v" else (x + 1, y), id="d-new")
    board = recompiler.update(dataclasses.replace(quest, edges=[*quest.edges, door]))
    assert recompiler.mode == "updated"
    assert _OVERLAYS not in board.derived
    assert not any(isinstance(k, tuple) and k[0] == _REGIONS for k in board.derived)
    _views(board)
    x, y = next((x, y) for x, y in sorted(board.cells) if (x + 1, y) not in board.cells)
    axis, x = "v", x + 1  # the east side of a space on the rim
    wall = EdgeSpec("wall", (x, y), (x, y + 1) if axis == "v" else (x + 1, y))
    board = recompiler.update(dataclasses.replace(quest, edges=[*quest.edges, door, wall]))
    assert recompiler.mode == "updated"
    assert _OVERLAYS not in board.derived
