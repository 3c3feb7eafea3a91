"""The whole-board zone pair finder against a plain cell-by-cell walk of the same board."""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st
from questwright.core.geometry import Cell, EdgeKey
from questwright.core.touching import touching


def walk(
    zone_of: dict[Cell, str], marked: set[EdgeKey], corners: bool, both: bool
) -> tuple[list[Any], list[Any]]:
    """The pairs as the movement model's docstring defines them, one cell at a time."""
    edges: dict[tuple[str, str], list[EdgeKey]] = {}
    for (x, y), za in zone_of.items():
        for key, other in ((("v", x + 1, y), (x + 1, y)), (("h", x, y + 1), (x, y + 1))):
            zb = zone_of.get(other)
            if zb is not None and zb != za:
                edges.setdefault((min(za, zb), max(za, zb)), []).append(key)
    edge_pairs = [(a, b, tuple(k), any(e not in marked for e in k)) for (a, b), k in edges.items()]
    steps: dict[tuple[str, str], list[tuple[Cell, Cell]]] = {}
    if corners:
        for cell, za in zone_of.items():
            x, y = cell
            for other in ((x + 1, y + 1), (x - 1, y + 1)):
                zb = zone_of.get(other)
                if zb is None or zb == za:
                    continue
                pair = (min(za, zb), max(za, zb))
                if pair not in edges:
                    steps.setdefault(pair, []).append((cell, other) if za < zb else (other, cell))

    def plain(step: tuple[Cell, Cell]) -> bool:
        (ax, ay), (bx, by) = step
        x, y = max(ax, bx), max(ay, by)
        routes = [
            ((bx, ay), (("v", x, ay), ("h", bx, y))),
            ((ax, by), (("h", ax, y), ("v", x, by))),
        ]
        ok = [m in zone_of and k1 not in marked and k2 not in marked for m, (k1, k2) in routes]
        return all(ok) if both else any(ok)

    corner_pairs = [(a, b, tuple(s), any(map(plain, s))) for (a, b), s in steps.items()]
    return edge_pairs, corner_pairs


def columns(pairs: list[Any]) -> tuple[list[Any], ...]:
    return tuple(list(column) for column in zip(*pairs, strict=True)) if pairs else ([],) * 4


boards = st.fixed_dictionaries(
    {
        "cells": st.lists(
            st.tuples(st.integers(-3, 4), st.integers(-2, 4), st.sampled_from("abcdefghijkl")),
            max_size=50,
        ),
        "marked": st.lists(
            st.tuples(st.sampled_from("vh"), st.integers(-3, 6), st.integers(-2, 6)), max_size=25
        ),
        "corners": st.booleans(),
        "both": st.booleans(),
    }
)


#: one route round the corner of a–b (and of c–d) is walled: the corner rule decides
ONE_ROUTE_WALLED = {
    "cells": [(0, 0, "a"), (1, 0, "c"), (0, 1, "d"), (1, 1, "b")],
    "marked": [("v", 1, 0)],
}


@settings(max_examples=100, deadline=None)
@given(boards)
@example({**ONE_ROUTE_WALLED, "corners": True, "both": True})
@example({**ONE_ROUTE_WALLED, "corners": True, "both": False})
def test_touching_finds_the_pairs_of_a_cell_by_cell_walk(board: dict[str, Any]) -> None:
    zone_of: dict[Cell, str] = {}
    for x, y, zone in board["cells"]:
        zone_of.setdefault((x, y), zone)
    marked = set(board["marked"])
    found = touching(zone_of, marked, corners=board["corners"], corners_need_both=board["both"])
    edge_pairs, corner_pairs = walk(zone_of, marked, board["corners"], board["both"])
    assert found == (columns(edge_pairs), columns(corner_pairs))


def test_a_board_of_one_zone_has_no_pairs() -> None:
    zone_of = {(x, y): "only" for x in range(3) for y in range(3)}
    assert touching(zone_of, set(), corners=True, corners_need_both=False) == (([],) * 4,) * 2
    assert touching({}, set(), corners=True, corners_need_both=False) == (([],) * 4,) * 2
