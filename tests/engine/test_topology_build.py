"""A game's topology is built from the movement model's zone pairs without the networkx zone
graph (issue #29 item 4), and whole sight views ask the grid straight when no figure blocks:
both give the answers of the zone graph and of the centre line with every check, on bundled
quests of every system and on a small board with staircases."""

from __future__ import annotations

import random
from typing import Any

import pytest
from questwright.core.graph import build_zone_graph
from questwright.core.movement import movement
from questwright.core.sight import CentreLineSight
from questwright.core.sight.line import chebyshev
from questwright.engine.core import Game
from questwright.engine.topology import Topology
from questwright.schema.catalog import bundled_quests_dir

from tests.engine.descent1_boards import descent_game

QUESTS = sorted(str(p) for p in bundled_quests_dir().glob("*/*.quest.json"))

ROWS = [
    "....#.....#....",
    "....#.....#....",
    "....#.....#....",
    "..........#....",
]


def _stairs_board() -> Any:
    reds = [(0, 0), (3, 2), (6, 1), (12, 0), (14, 3), (8, 3)]
    tokens = tuple((f"st{i}", "staircase", c, {"color": "red"}) for i, c in enumerate(reds))
    return descent_game(ROWS, tokens=tokens, party=1).board


def _boards() -> list[Any]:
    return [Game(q).board for q in QUESTS] + [_stairs_board()]


def _graph_passages(board: Any) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
    """Passages and routes read from the zone graph's edges, in its order (the old build)."""
    topo = object.__new__(Topology)
    topo.__init__(board)  # tables of doors and bits; passages and routes made again below
    model, index = topo.movement, topo.index
    topo.passages, topo.routes = [], []
    for za, zb, data in build_zone_graph(board).edges(data=True):
        a, b = index[za], index[zb]
        if data["link"]:
            topo.passages.append((a, b, 0, True))
        elif data["diagonal"]:
            pair = model.pair(za, zb)
            assert pair is not None
            topo._add_corner(a, b, pair.corners, pair.always)
        else:
            topo._add_edge_pair(a, b, [key for key, _kind, _door in data["boundaries"]])
    return topo.passages, topo.routes


def test_the_topology_takes_the_zone_graphs_edges_in_its_order() -> None:
    for board in _boards():
        topo = Topology(board)
        expected = _graph_passages(board)
        # gated links aside (none on these boards), the tables are those of the graph
        assert not topo.link_gates
        assert (topo.passages, topo.routes) == expected


def test_links_and_steps_come_in_the_graphs_order_on_a_board_with_staircases() -> None:
    board = _stairs_board()
    pairs = movement(board).pairs()
    assert any(p.way == "link" for p in pairs)
    topo = Topology(board)
    order = [(topo.zone_ids[a], topo.zone_ids[b]) for a, b, _m, _l in topo.passages]
    graph_order = [e for e in build_zone_graph(board).edges() if not _is_diagonal(board, e)]
    assert order == graph_order


def _is_diagonal(board: Any, edge: tuple[str, str]) -> bool:
    pair = movement(board).pair(*edge)
    return pair is not None and pair.way == "corner"


@pytest.mark.parametrize("with_figures", [False, True])
def test_sight_distance_is_the_centre_line_with_every_check(with_figures: bool) -> None:
    for board in _boards():
        cells = sorted(board.cells)
        rng = random.Random(7)
        blockers = None
        if with_figures:  # large figures: their own spaces never block their sight (C4)
            blockers = [frozenset(cells[i : i + 2]) for i in range(0, min(60, len(cells)), 9)]
        sight = CentreLineSight(board, blockers=blockers, specials=False)
        starts = rng.sample(cells, min(12, len(cells)))
        if with_figures:
            starts += [min(f) for f in blockers or ()]
        for a in starts:
            for b in rng.sample(cells, min(120, len(cells))):
                want = 0 if a == b else (chebyshev(a, b) if sight.geometric(a, b) else None)
                assert sight.distance(a, b) == want, (a, b)
