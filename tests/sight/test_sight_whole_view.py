"""A whole view at once (``SightGrid.seen_from``, ``CentreLineSight.distances_from``) gives
exactly the pair-by-pair answers (``can_see``, ``distance``) on random boards: holes,
walls, closed and open doors, rubble, pits, water, blocking tokens, staircases, large
figures, and every convention that changes a range."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from questwright.core.geometry import edge_between
from questwright.core.sight import CentreLineSight
from questwright.core.sight import grid as grid_module
from questwright.core.sight.conventions import Conventions
from sightkit import Spec, build_board

SETTINGS = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
)
CONVENTION_SETS = [
    Conventions(),
    Conventions(c1=True),
    Conventions(c2=True, c5=True),
    Conventions(c2w=False, c9=False),
    Conventions(c10="none"),
    Conventions(c10="all", c3=False, c4=True),
]


def random_spec(rng: random.Random, width: int, height: int) -> Spec:
    """A board with a bit of everything sight reads."""
    holes, walls, rubble = (rng.choice(v) for v in ([0.0, 0.1], [0.0, 0.05, 0.2], [0.0, 0.1]))
    cells = {(x, y): None for x in range(width) for y in range(height) if rng.random() >= holes}
    cells = cells or {(0, 0): None}
    spec = Spec(cells=cells)
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other in cells and rng.random() < walls:
                kind = rng.choice(["wall", "wall", "door-closed", "door-open"])
                key = edge_between((x, y), other)
                spec.edges[key] = ("wall", None) if kind == "wall" else ("door", kind[5:])
        roll = rng.random()
        if roll < rubble:
            spec.terrain[(x, y)] = "rubble"
        elif roll < rubble + 0.06:
            spec.terrain[(x, y)] = rng.choice(["pit", "water"])
        elif roll < rubble + 0.09:
            spec.monsters.append((x, y))
        elif roll < rubble + 0.13:
            spec.stairs[(x, y)] = rng.choice("ST")
    return spec


def assert_whole_views_agree(sight: CentreLineSight, stair_tables: bool) -> None:
    grid = sight.grid
    for a in sight.cells:
        stairs = sight.stair_table(a) if stair_tables and sight.stairs else None
        expected = {}
        for b in sight.cells:
            d = sight.distance(a, b, stairs)
            if d is not None:
                expected[b] = d
        found = sight.distances_from(a, stairs)
        assert found == expected, a
        assert list(found) == list(expected), a  # in the board's reading order
        seen = grid.seen_from(a)
        assert seen is not None
        for b in sight.cells:
            assert bool(seen[b[1] - grid.y0 - 1, b[0] - grid.x0 - 1]) is grid.can_see(a, b)


@SETTINGS
@given(
    st.integers(1, 11),
    st.integers(1, 11),
    st.integers(0, 2**31),
    st.sampled_from(range(len(CONVENTION_SETS))),
    st.booleans(),
)
def test_a_whole_view_is_the_pairs_answers(
    width: int, height: int, seed: int, conv_index: int, stair_tables: bool
) -> None:
    rng = random.Random(seed)
    spec = random_spec(rng, width, height)
    board, _ = build_board(
        spec, "centre-line", conventions=CONVENTION_SETS[conv_index].to_mapping()
    )
    doors = sorted(board.doors)
    opened = [d for d in doors if rng.random() < 0.5]
    for tokens in (True, False):
        assert_whole_views_agree(
            CentreLineSight(board, open_doors=opened, token_blockers=tokens), stair_tables
        )


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_view_with_a_large_figure_is_the_pairs_answers(seed: int) -> None:
    rng = random.Random(seed)
    board, _ = build_board(random_spec(rng, 9, 8), "centre-line")
    figure = [(3, 3), (4, 3), (3, 4), (4, 4)]
    sight = CentreLineSight(board, blockers=[figure, (6, 1)])
    assert_whole_views_agree(sight, stair_tables=True)


def test_a_box_too_large_for_the_offsets_answers_pair_by_pair(monkeypatch: Any) -> None:
    rng = random.Random(5)
    board, _ = build_board(random_spec(rng, 7, 6), "centre-line")
    monkeypatch.setattr(grid_module, "VIEW_OFFSETS_LIMIT", 10)
    monkeypatch.setattr(grid_module, "_VIEW_OFFSETS", {})
    sight = CentreLineSight(board)
    a = sight.cells[0]
    assert sight.grid.seen_from(a) is None
    expected = {b: d for b in sight.cells if (d := sight.distance(a, b)) is not None}
    assert sight.distances_from(a) == expected


def test_the_kept_offsets_are_bounded() -> None:
    for size in range(3, 3 + 2 * grid_module.VIEW_SHAPES):
        board, _ = build_board(Spec(cells={(x, 0): None for x in range(size)}), "centre-line")
        sight = CentreLineSight(board)
        assert sight.distances_from((0, 0)) == {(x, 0): x for x in range(size)}
        assert len(grid_module._VIEW_OFFSETS) <= grid_module.VIEW_SHAPES


def test_the_stairs_kept_per_cell_are_bounded_and_give_the_same_ranges(monkeypatch: Any) -> None:
    """The stairs next to a cell are kept per cell for the pair-by-pair stair ranges; the
    cells kept are bounded and a sight that dropped them answers as a fresh one."""
    from questwright.core.sight import line as line_module

    rng = random.Random(11)
    spec = random_spec(rng, 10, 9)
    for i, cell in enumerate(sorted(spec.cells)[::7]):
        spec.stairs[cell] = "ST"[i % 2]
    board, _ = build_board(spec, "centre-line")
    plain = CentreLineSight(board)
    fresh = {(a, b): plain.distance(a, b) for a in sorted(board.cells)[:12] for b in board.cells}
    monkeypatch.setattr(line_module, "STAIRS_NEAR", 3)
    sight = CentreLineSight(board)
    assert sight.stairs
    for (a, b), d in fresh.items():
        assert sight.distance(a, b) == d, (a, b)
        assert len(sight._stairs_near) <= 4
    assert any(d == 2 for d in fresh.values())  # a stair lent its sight


@pytest.mark.parametrize("seed", range(6))
def test_a_sight_with_other_doors_open_is_the_sight_made_with_them(seed: int) -> None:
    """``with_open_doors`` answers every pair as a sight made afresh with those doors open
    (the same blockers, large figures, pits and stairs), and leaves the first one as it
    was."""
    rng = random.Random(seed)
    spec = random_spec(rng, 8, 7)
    for x, y in rng.sample(sorted(spec.cells), 8):
        if (x + 1, y) in spec.cells:
            spec.edges[edge_between((x, y), (x + 1, y))] = ("door", "closed")
    plain = seed % 2 == 1  # nothing but the centre line: can_see is the grid's own walk
    if plain:
        spec.stairs.clear()
        spec.terrain = {c: kind for c, kind in spec.terrain.items() if kind == "rubble"}
    board, _ = build_board(spec, "centre-line", conventions=CONVENTION_SETS[seed].to_mapping())
    doors = sorted(board.doors)
    assert doors
    kwargs: dict[str, Any] = {"blockers": [] if plain else [[(1, 1), (2, 1)]]}
    first = CentreLineSight(board, open_doors=doors[:1], **kwargs)
    assert first._plain is plain
    before = {(a, b): first.distance(a, b) for a in first.cells for b in first.cells}
    for _ in range(3):
        opened = [d for d in doors if rng.random() < 0.5]
        other = first.with_open_doors(opened)
        fresh = CentreLineSight(board, open_doors=opened, **kwargs)
        for a in fresh.cells:
            assert other.distances_from(a) == fresh.distances_from(a)
            for b in fresh.cells:
                assert other.distance(a, b) == fresh.distance(a, b), (a, b)
                assert other.can_see(a, b) is fresh.can_see(a, b)
    assert before == {(a, b): first.distance(a, b) for a in first.cells for b in first.cells}
