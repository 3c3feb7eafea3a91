"""Merged outlines (shapely): areas as polygons with holes, edge runs joined, seams once."""

from __future__ import annotations

from questwright.core import outlines


def test_an_l_shape_is_one_polygon_with_six_corners() -> None:
    cells = [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2)]
    [(outer, holes)] = outlines.outline_of(outlines.cells_outline(cells))
    assert holes == []
    assert len(outer) == 7  # six corners, the ring closed on the first
    assert set(outer) == {(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)}


def test_a_ring_of_cells_has_a_hole_and_apart_cells_two_polygons() -> None:
    ring = [(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    [(outer, holes)] = outlines.outline_of(outlines.cells_outline(ring))
    assert len(outer) == 5 and len(holes) == 1 and set(holes[0]) == {(1, 1), (2, 1), (2, 2), (1, 2)}
    assert len(outlines.outline_of(outlines.cells_outline([(0, 0), (5, 5)]))) == 2
    assert outlines.outline_of(outlines.cells_outline([])) == []


def test_edge_runs_join_collinear_and_cornering_units() -> None:
    units = [("h", 0, 0), ("h", 1, 0), ("h", 2, 0), ("v", 3, 0), ("v", 3, 1), ("h", 7, 7)]
    runs = sorted(outlines.edge_runs(units), key=len)
    assert len(runs) == 2
    assert runs[0] == [(7, 7), (8, 7)]
    assert set(runs[1]) == {(0, 0), (3, 0), (3, 2)} and len(runs[1]) == 3


def test_boundary_runs_draw_a_shared_seam_once_and_leave_out_the_edge() -> None:
    left = outlines.outline_of(outlines.cells_outline([(0, 0), (0, 1)]))
    right = outlines.outline_of(outlines.cells_outline([(1, 0), (1, 1)]))
    board = outlines.cells_outline([(0, 0), (0, 1), (1, 0), (1, 1)])
    runs = outlines.boundary_runs([left, right], board.boundary)
    assert runs == [[(1, 0), (1, 2)]] or runs == [[(1, 2), (1, 0)]]
