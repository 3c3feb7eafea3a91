"""The zone graph: nodes, boundary attributes, door semantics, links, chambers."""

from __future__ import annotations

import networkx as nx
from questwright.core.graph import build_zone_graph, chambers, passable_view, reachable_zones

from tests.helpers import make_board, make_system

THREE_ROOMS = {
    "id": "three",
    "name": "three rooms",
    "sides": {
        "A": {
            "size": [3, 1],
            "zones": [
                {"id": "a", "kind": "room", "cells": [[0, 0]]},
                {"id": "b", "kind": "room", "light": "shadow", "cells": [[1, 0]]},
                {"id": "c", "kind": "corridor", "cells": [[2, 0]]},
            ],
            "edges": [
                {"kind": "opening", "from": [1, 0], "to": [1, 1]},
                {"id": "d", "kind": "door", "from": [2, 0], "to": [2, 1]},
            ],
        }
    },
}
PLACED = [{"id": "t", "tile": "three", "side": "A", "at": [0, 0], "rotation": 0}]


def test_graph_nodes_and_edges_carry_the_contract_attributes() -> None:
    board = make_board([THREE_ROOMS], tiles=PLACED)
    graph = build_zone_graph(board)
    assert set(graph.nodes) == {"t:a", "t:b", "t:c"}
    assert graph.nodes["t:b"]["light"] == "shadow"
    ab = graph.edges["t:a", "t:b"]
    assert ab["move"] == "open" and ab["sight"] and ab["hero"]
    bc = graph.edges["t:b", "t:c"]
    assert bc["move"] == "door" and bc["doors"] == ["t:d"] and not bc["sight"] and not bc["hero"]
    assert bc["boundaries"] == [(("v", 2, 0), "door", "t:d")]


def test_reachability_follows_doors() -> None:
    board = make_board([THREE_ROOMS], tiles=PLACED)
    graph = build_zone_graph(board)
    assert reachable_zones(graph, ["t:a"], ("open",)) == {"t:a", "t:b"}
    assert reachable_zones(graph, ["t:a"], ("open", "door")) == {"t:a", "t:b", "t:c"}
    view = passable_view(graph, ("open",), open_doors={"t:d"})
    assert nx.has_path(view, "t:a", "t:c")


def test_chambers_join_rooms_through_openings_and_open_doors() -> None:
    board = make_board([THREE_ROOMS], tiles=PLACED)
    graph = build_zone_graph(board)
    assert chambers(board, graph) == [frozenset({"t:a", "t:b"})]


def test_staircases_link_zones_without_sight() -> None:
    system = make_system(
        tokenTypes={
            "staircase": {
                "label": "Stairs",
                "anchor": "zone",
                "properties": {"group": {"type": "string"}},
            }
        }
    )
    far = [
        {"id": "t", "tile": "three", "side": "A", "at": [0, 0], "rotation": 0},
        {"id": "u", "tile": "three", "side": "A", "at": [10, 0], "rotation": 0},
    ]
    board = make_board(
        [THREE_ROOMS],
        system,
        tiles=far,
        tokens=[
            {"id": "s1", "type": "staircase", "cell": [0, 0], "properties": {"group": "A"}},
            {"id": "s2", "type": "staircase", "cell": [12, 0], "properties": {"group": "A"}},
        ],
    )
    graph = build_zone_graph(board)
    link = graph.edges["t:a", "u:c"]
    assert link["link"] and not link["sight"] and link["hero"] and not link["enemy"]
    assert "u:c" in reachable_zones(graph, ["t:a"])
    assert "u:c" not in reachable_zones(graph, ["t:a"], who="enemy")


def test_octile_diagonals_respect_the_wedge_rule() -> None:
    system = make_system(geometry={"zoning": "cell", "adjacency": "octile", "sight": "centre-line"})
    tile = {
        "id": "sq",
        "name": "sq",
        "sides": {
            "A": {
                "size": [2, 2],
                "edges": [
                    {"kind": "wall", "from": [1, 0], "to": [1, 1]},
                ],
            }
        },
    }
    board = make_board(
        [tile], system, tiles=[{"id": "t", "tile": "sq", "side": "A", "at": [0, 0], "rotation": 0}]
    )
    graph = build_zone_graph(board)
    assert graph.edges["cell:0,0", "cell:1,1"]["move"] == "open"  # one route is open
    walled = make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "sq", "side": "A", "at": [0, 0], "rotation": 0}],
        edges=[{"kind": "wall", "from": [0, 1], "to": [1, 1]}],
    )
    graph = build_zone_graph(walled)
    assert (
        graph.edges["cell:0,0", "cell:1,1"]["move"] == "blocked"
    )  # both routes walled at the corner
