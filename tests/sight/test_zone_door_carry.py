"""Zone-walk rays carried from one door state to the next equal fresh walks, and zone-walk
sight is symmetric between zones that are not blocked (hypothesis, random boards).

A game opens its doors one at a time; a new door state takes the rays of a near one that
read no side of the doors in which the two differ (``ZoneAdjacency.state``). The md1
enemies' phase reads a hero's or an object's row for every zone that may see it, which
holds only if sight is symmetric (``engine.topology.SightRows.seen_from``).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from questwright.core.geometry import DIRECTIONS
from questwright.core.sight.zone import ZoneAdjacency, zone_adjacency
from sightkit import build_board
from test_sight_properties import zone_specs

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=True,
)


def _fresh(adjacency: ZoneAdjacency, opened: frozenset[str], blocked: frozenset[str]) -> Any:
    """The same sides with no door state known: every ray walked from nothing."""
    fresh = ZoneAdjacency(adjacency.sides, adjacency.sees_into_blocked)
    return fresh, fresh.state(opened, blocked)


@SETTINGS
@given(zone_specs(), st.integers(0, 2**31))
def test_rays_carried_across_door_states_equal_fresh_walks(spec: Any, seed: int) -> None:
    board, _ = build_board(spec, "zone-walk")
    rng = random.Random(seed)
    zones = sorted(board.zones)
    blocked = frozenset(z for z in zones if rng.random() < 0.1)
    doors = sorted(board.doors)
    adjacency = zone_adjacency(board)
    opened: set[str] = set()
    carried = 0
    for _ in range(2 * len(doors) + 1):
        state = adjacency.state(frozenset(opened), blocked)
        before = dict(state.rays)
        fresh, fresh_state = _fresh(adjacency, frozenset(opened), blocked)
        for zone in zones:
            for d in DIRECTIONS:
                assert adjacency.ray(state, zone, d) == fresh.ray(fresh_state, zone, d), (
                    sorted(opened),
                    zone,
                    d,
                )
        carried += len(before)
        if doors:
            door = rng.choice(doors)
            opened ^= {door}  # opened, or closed again
    assert carried or not doors or len(zones) < 2


@SETTINGS
@given(zone_specs(), st.integers(0, 2**31))
def test_zone_walk_sight_is_symmetric_between_unblocked_zones(spec: Any, seed: int) -> None:
    board, _ = build_board(spec, "zone-walk")
    rng = random.Random(seed)
    zones = sorted(board.zones)
    blocked = frozenset(z for z in zones if rng.random() < 0.15)
    opened = frozenset(d for d in board.doors if rng.random() < 0.5)
    adjacency = zone_adjacency(board)
    state = adjacency.state(opened, blocked)

    def row(zone: str) -> dict[str, int]:
        out = {zone: 0}
        for d in DIRECTIONS:
            for other, steps in adjacency.ray(state, zone, d).items():
                out[other] = min(steps, out.get(other, steps))
        return out

    rows = {z: row(z) for z in zones if z not in blocked}
    for a, seen in rows.items():
        for b in rows:
            assert seen.get(b) == rows[b].get(a), (a, b)
