"""Property tests of both sight models on random boards (hypothesis).

* centre-line sight is symmetric when only cells and edges block;
* centre-line sight agrees 100 % with the independent shapely oracle on random maps,
  dense and sparse, for the default conventions and the other C1/C2/C2w settings;
  the numpy all-pairs matrix, the per-pair walk and the reference walk agree too;
* zone-walk sight never crosses a wall, window or closed door, and sees exactly the
  zones that an orthogonal walk over passable edges reaches;
* rotating a whole board by 90°, 180° or 270° rotates its sight relation.

Random boards are compiled the real way (one tile in a test system, see ``sightkit``);
the oracle's walls and blockers are taken from the random spec, not from the library.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracle import ShapelySightOracle
from questwright.core.geometry import STEP, edge_between, rotate_cell, rotate_direction
from questwright.core.sight import CentreLineSight, zone_sight
from questwright.core.sight.conventions import Conventions
from questwright.core.sight.walk import reference_walk
from sightkit import Spec, build_board

SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
)
CONVENTION_SETS = [
    Conventions(),
    Conventions(c1=True),
    Conventions(c2=True),
    Conventions(c2w=False),
    Conventions(c2w=False, c2=True),
]


@st.composite
def centre_specs(draw: Any, max_size: int = 9) -> Spec:
    """A random centre-line board: holes, walls, closed and open doors, rubble."""
    width = draw(st.integers(2, max_size))
    height = draw(st.integers(2, max_size))
    holes = draw(st.sampled_from([0.0, 0.1, 0.25]))
    walls = draw(st.sampled_from([0.0, 0.03, 0.1, 0.25]))
    rubble = draw(st.sampled_from([0.0, 0.03, 0.1, 0.25]))
    rng = random.Random(draw(st.integers(0, 2**31)))
    cells = {(x, y): None for x in range(width) for y in range(height) if rng.random() >= holes}
    if not cells:
        cells = {(0, 0): None}
    spec = Spec(cells=cells)
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other in cells and rng.random() < walls:
                kind = rng.choice(["wall", "wall", "door-closed", "door-open"])
                key = edge_between((x, y), other)
                spec.edges[key] = ("wall", None) if kind == "wall" else ("door", kind[5:])
        if rng.random() < rubble:
            spec.terrain[(x, y)] = "rubble"
    return spec


def _sight_walls(spec: Spec) -> set[Any]:
    """Edges that block sight, read from the spec (walls and closed doors)."""
    return {k for k, (kind, state) in spec.edges.items() if kind == "wall" or state == "closed"}


def _rubble(spec: Spec) -> set[Any]:
    return {c for c, kind in spec.terrain.items() if kind == "rubble"}


@SETTINGS
@given(centre_specs())
def test_centre_line_is_symmetric_when_only_cells_block(spec: Spec) -> None:
    board, _ = build_board(spec, "centre-line")
    sight = CentreLineSight(board)
    cells, matrix = sight.all_pairs()
    assert (matrix == matrix.T).all()
    for a in cells:
        for b in cells:
            assert sight.can_see(a, b) == sight.can_see(b, a)


@SETTINGS
@given(centre_specs(), st.sampled_from(range(len(CONVENTION_SETS))))
def test_centre_line_agrees_with_shapely_oracle(spec: Spec, conv_index: int) -> None:
    conv = CONVENTION_SETS[conv_index]
    board, _ = build_board(spec, "centre-line", conventions=conv.to_mapping())
    sight = CentreLineSight(board)
    assert sight.conventions == conv
    oracle = ShapelySightOracle(spec.cells, _sight_walls(spec), _rubble(spec), conv)
    cells, matrix = sight.all_pairs()
    walls = _sight_walls(spec)
    rubble = _rubble(spec)
    for i, a in enumerate(cells):
        for j, b in enumerate(cells):
            expected = oracle.can_see(a, b)
            assert bool(matrix[i, j]) is expected, (a, b)
            assert sight.can_see(a, b) is expected, (a, b)
            reason = reference_walk(
                a,
                b,
                on_board=spec.cells.__contains__,
                wall=lambda c1, c2: edge_between(c1, c2) in walls,
                blocks=rubble.__contains__,
                conventions=conv,
            )
            assert (reason is None) is expected, (a, b, reason)


@pytest.mark.parametrize(
    ("seed", "walls", "rubble", "holes"),
    [(1, 0.10, 0.10, 0.0), (2, 0.03, 0.03, 0.0), (3, 0.2, 0.2, 0.1), (4, 0.0, 0.05, 0.2)],
    ids=["dense", "sparse", "very-dense", "holes"],
)
def test_centre_line_oracle_on_larger_maps(
    seed: int, walls: float, rubble: float, holes: float
) -> None:
    rng = random.Random(seed)
    cells = {(x, y): None for x in range(14) for y in range(12) if rng.random() >= holes}
    spec = Spec(cells=cells)
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other in cells and rng.random() < walls:
                spec.edges[edge_between((x, y), other)] = ("wall", None)
        if rng.random() < rubble:
            spec.terrain[(x, y)] = "rubble"
    board, _ = build_board(spec, "centre-line")
    cells_list, matrix = CentreLineSight(board).all_pairs()
    oracle = ShapelySightOracle(spec.cells, _sight_walls(spec), _rubble(spec))
    mismatches = [
        (a, b)
        for i, a in enumerate(cells_list)
        for j, b in enumerate(cells_list)
        if i < j and bool(matrix[i, j]) != oracle.can_see(a, b)
    ]
    assert mismatches == []


# ---------------------------------------------------------------------- zone-walk


@st.composite
def zone_specs(draw: Any, max_size: int = 7) -> Spec:
    """A random zone-walk board: irregular zones and every edge kind between them."""
    width = draw(st.integers(1, max_size))
    height = draw(st.integers(1, max_size))
    merge = draw(st.sampled_from([0.2, 0.5, 0.8]))
    blocked = draw(st.sampled_from([0.0, 0.2, 0.5]))
    rng = random.Random(draw(st.integers(0, 2**31)))
    cells = [(x, y) for x in range(width) for y in range(height) if rng.random() >= 0.08]
    if not cells:
        cells = [(0, 0)]
    parent = {c: c for c in cells}

    def find(c: Any) -> Any:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    present = set(cells)
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other in present and rng.random() < merge:
                parent[find(other)] = find((x, y))
    roots = sorted({find(c) for c in cells})
    zone_of = {c: f"z{roots.index(find(c))}" for c in cells}
    spec = Spec(cells=dict(zone_of))
    for x, y in cells:
        for other in ((x + 1, y), (x, y + 1)):
            if other in present and zone_of[other] != zone_of[(x, y)]:
                key = edge_between((x, y), other)
                if rng.random() < blocked:
                    kind = rng.choice(["wall", "window", "closed", "locked", "open"])
                    if kind in ("closed", "locked", "open"):
                        spec.edges[key] = ("door", kind)
                    else:
                        spec.edges[key] = (kind, None)
                elif rng.random() < 0.3:
                    spec.edges[key] = ("opening", None)
    return spec


def _passes(spec: Spec, key: Any) -> bool:
    kind, state = spec.edges.get(key, ("open", None))
    if kind == "door":
        return state == "open"
    return kind in ("open", "opening")


@SETTINGS
@given(zone_specs())
def test_zone_walk_never_crosses_walls_or_closed_doors(spec: Spec) -> None:
    board, _ = build_board(spec, "zone-walk")
    zone_of = {c: f"t:{z}" for c, z in spec.cells.items()}
    cells_of: dict[str, set[Any]] = {}
    for c, z in zone_of.items():
        cells_of.setdefault(z, set()).add(c)
    for origin in sorted(cells_of):
        combined: dict[str, int] = {origin: 0}
        for d in "NESW":
            dx, dy = STEP[d]
            seen = zone_sight(board, origin, directions=d)
            # the walk of DESIGN §4, recomputed from the spec
            expected = {origin: 0}
            frontier = {origin}
            step = 0
            while frontier:
                step += 1
                following = set()
                for zone in frontier:
                    for x, y in cells_of[zone]:
                        other = (x + dx, y + dy)
                        target = zone_of.get(other)
                        if target is None or target == zone or target in expected:
                            continue
                        if _passes(spec, edge_between((x, y), other)):
                            following.add(target)
                for target in following:
                    expected[target] = step
                frontier = following
            assert seen == expected, (origin, d)
            # every zone reached has a predecessor one step back across a passing edge
            for zone, r in seen.items():
                if r == 0:
                    continue
                assert any(
                    seen.get(zone_of.get((x - dx, y - dy), "")) == r - 1
                    and _passes(spec, edge_between((x - dx, y - dy), (x, y)))
                    for x, y in cells_of[zone]
                ), (origin, d, zone)
            for zone, r in seen.items():
                combined[zone] = min(r, combined.get(zone, r))
        assert zone_sight(board, origin) == combined


@SETTINGS
@given(zone_specs())
def test_zone_walk_opening_doors_only_adds_sight(spec: Spec) -> None:
    board, _ = build_board(spec, "zone-walk")
    every_door = list(board.doors)
    for origin in board.zones:
        closed = zone_sight(board, origin)
        opened = zone_sight(board, origin, open_doors=every_door)
        assert set(closed) <= set(opened)
        assert all(opened[z] <= r for z, r in closed.items())


# ---------------------------------------------------------------------- rotation


@SETTINGS
@given(centre_specs(max_size=7), st.sampled_from([90, 180, 270]))
def test_rotating_a_centre_line_board_rotates_its_sight(spec: Spec, rotation: int) -> None:
    board0, _ = build_board(spec, "centre-line")
    board1, _ = build_board(spec, "centre-line", rotation=rotation)
    xs = [c[0] for c in spec.cells]
    ys = [c[1] for c in spec.cells]
    size = (max(xs) + 1, max(ys) + 1)
    s0, s1 = CentreLineSight(board0), CentreLineSight(board1)
    cells0, m0 = s0.all_pairs()
    cells1, m1 = s1.all_pairs()
    position1 = {c: i for i, c in enumerate(cells1)}
    turned = [position1[rotate_cell(c, size, rotation)] for c in cells0]
    assert (m1[turned][:, turned] == m0).all()


@SETTINGS
@given(zone_specs(max_size=6), st.sampled_from([90, 180, 270]))
def test_rotating_a_zone_board_rotates_its_sight(spec: Spec, rotation: int) -> None:
    board0, _ = build_board(spec, "zone-walk")
    board1, _ = build_board(spec, "zone-walk", rotation=rotation)
    assert set(board0.zones) == set(board1.zones)
    for origin in board0.zones:
        assert zone_sight(board0, origin) == zone_sight(board1, origin)
        for d in "NESW":
            turned = rotate_direction(d, rotation)
            assert zone_sight(board0, origin, directions=d) == zone_sight(
                board1, origin, directions=turned
            )
