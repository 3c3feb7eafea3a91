"""The movement model on small hand-made boards: gates, door states, barriers, the corner
rule, links, settings and who opens which door."""

from __future__ import annotations

from typing import Any

from questwright.core.board import Board
from questwright.core.graph import build_zone_graph, reachable_zones
from questwright.core.movement import EVERY, MOVERS, MovementRules, movement
from questwright.engine.topology import Topology
from questwright.schema.model import Token

from tests.helpers import make_board, make_system, room_tile

OCTILE = {"zoning": "cell", "adjacency": "octile", "sight": "centre-line"}
STAIRS = {"staircase": {"label": "Stairs", "anchor": "zone"}}


def row(*edges: dict[str, Any], **quest: Any) -> Board:
    """Three one-cell rooms side by side: zones t:a, t:b, t:c (x = 0, 1, 2)."""
    tile = {
        "id": "row",
        "name": "row",
        "sides": {
            "A": {
                "size": [3, 1],
                "zones": [
                    {"id": z, "kind": "room", "cells": [[x, 0]]} for x, z in enumerate("abc")
                ],
            }
        },
    }
    system = make_system(
        edgeKinds={"barrier": {"label": "Pillars", "blocksMove": True, "blocksSight": True}}
    )
    placed = [{"id": "t", "tile": "row", "side": "A", "at": [0, 0]}]
    return make_board([tile], system, tiles=placed, edges=list(edges), **quest)


def v(x: int, **spec: Any) -> dict[str, Any]:
    """A quest edge on the vertical line x between (x-1, 0) and (x, 0)."""
    return {"from": [x, 0], "to": [x, 1], **spec}


def test_gates_per_kind_and_mover() -> None:
    board = row(v(1, kind="wall"), v(2, kind="window"))
    model = movement(board)
    assert model.edge_gate(("v", 1, 0)) == ("wall", None)
    assert model.edge_gate(("v", 2, 0), "sight") == ("wall", None)
    assert model.edge_gate(("v", 0, 0)) == ("wall", None)  # the board edge
    opened = row(v(1, kind="opening"))
    assert movement(opened).edge_gate(("v", 1, 0)) == ("free", None)
    assert movement(opened).edge_passes(("v", 2, 0), "sight")  # a plain floor line


def test_a_kind_may_stop_movement_but_not_sight() -> None:
    system = make_system(
        edgeKinds={"rail": {"label": "Rail", "blocksMove": True, "blocksSight": False}}
    )
    tile = room_tile(
        "two", 2, 1, zones=[{"id": "a", "cells": [[0, 0]]}, {"id": "b", "cells": [[1, 0]]}]
    )
    board = make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "two", "side": "A", "at": [0, 0]}],
        edges=[v(1, kind="rail")],
    )
    model = movement(board)
    assert not model.edge_passes(("v", 1, 0), "hero")
    assert not model.edge_passes(("v", 1, 0), "enemy")
    assert model.edge_passes(("v", 1, 0), "sight")
    edge = build_zone_graph(board).edges["t:a", "t:b"]
    assert edge["sight"] and not edge["hero"] and edge["move"] == "blocked"


def test_doors_pass_by_state_or_when_opened() -> None:
    board = row(v(1, id="d1", kind="door"), v(2, id="d2", kind="door", state="open"))
    model = movement(board)
    assert model.edge_gate(("v", 1, 0)) == ("door", "d1")
    assert not model.edge_passes(("v", 1, 0))
    assert model.edge_passes(("v", 1, 0), opened={"d1"})
    assert model.edge_passes(("v", 1, 0), "sight", EVERY)
    assert model.edge_passes(("v", 2, 0), "sight")
    assert board.edge_blocks_move(("v", 1, 0)) and not board.edge_blocks_move(("v", 1, 0), ["d1"])


def test_barriers_pass_once_destroyed() -> None:
    board = row(v(1, id="pillars", kind="barrier"))
    model = movement(board)
    assert model.edge_gate(("v", 1, 0)) == ("barrier", "pillars")
    assert not model.edge_passes(("v", 1, 0), "hero", opened=EVERY)
    assert model.edge_passes(("v", 1, 0), "hero", destroyed={"pillars"})
    assert model.edge_passes(("v", 1, 0), "sight", destroyed={"pillars"})
    assert model.barrier_edges(["pillars"]) == {("v", 1, 0)}
    # nameless barriers get their quest position as id, as the engine keys them
    assert list(movement(row(v(2, kind="barrier"))).barriers) == ["barrier@0"]


def test_who_opens_which_door() -> None:
    board = row(
        v(1, id="plain", kind="door"),
        v(2, id="rune", kind="door", state="locked", lock={"kind": "rune", "color": "red"}),
    )
    plain, rune = board.doors["plain"], board.doors["rune"]
    model = movement(board)
    assert model.opens_itself(plain, "hero") and not model.opens_itself(rune, "hero")
    assert not model.opens_itself(plain, "enemy") and not model.opens_itself(plain, "sight")
    bold = movement(row(*_door_edges(board), parameters={"enemiesOpenDoors": True}))
    assert bold.opens_itself(plain, "enemy") and not bold.opens_itself(rune, "enemy")
    any_door = movement(row(*_door_edges(board), parameters={"enemiesOpenLockedDoors": True}))
    assert any_door.opens_itself(rune, "enemy")


def _door_edges(board: Board) -> list[dict[str, Any]]:
    return [
        {"from": list(s.from_), "to": list(s.to), "id": s.id, "kind": s.kind, "state": s.state}
        for s in board.quest.edges
    ]


def square(*edges: dict[str, Any], **params: Any) -> Board:
    """A 2×2 cell board of an 8-way system."""
    system = make_system(geometry=OCTILE)
    tile = {"id": "sq", "name": "sq", "sides": {"A": {"size": [2, 2]}}}
    return make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "sq", "side": "A", "at": [0, 0]}],
        edges=list(edges),
        parameters=params,
    )


EAST_OF_00 = {"kind": "wall", "from": [1, 0], "to": [1, 1]}
SOUTH_OF_00 = {"kind": "wall", "from": [0, 1], "to": [1, 1]}


def test_corner_rule_both_routes() -> None:
    model = movement(square(EAST_OF_00))
    assert model.step_passes((0, 0), (1, 1))  # the route through (0, 1) is open
    model = movement(square(EAST_OF_00, SOUTH_OF_00))
    assert not model.step_passes((0, 0), (1, 1))
    assert not model.step_passes((0, 0), (1, 1), "sight")
    assert model.step_passes((1, 0), (0, 1))  # the other diagonal does not touch them


def test_corner_rule_either_route() -> None:
    model = movement(square(EAST_OF_00, diagonalCornerRule="blocked-if-either-route-walled"))
    assert not model.step_passes((0, 0), (1, 1))
    assert movement(square(diagonalCornerRule="blocked-if-either-route-walled")).step_passes(
        (0, 0), (1, 1)
    )


def test_a_closed_door_walls_a_corner_until_opened() -> None:
    door = {"id": "d", "kind": "door", "from": [0, 1], "to": [1, 1]}
    model = movement(square(EAST_OF_00, door))
    assert not model.step_passes((0, 0), (1, 1))
    assert model.step_passes((0, 0), (1, 1), opened={"d"})
    pair = model.pair("cell:0,0", "cell:1,1")
    assert pair is not None and pair.way == "corner"
    assert model.pair_passes(pair, "hero", opened={"d"})


def test_corner_routes_name_the_edges_round_a_corner() -> None:
    model = movement(square())
    # through (1, 0): the edge east of (0, 0), then the one south of (1, 0); through (0, 1)
    assert model.corner_routes((0, 0), (1, 1)) == (
        (("v", 1, 0), ("h", 1, 1)),
        (("h", 0, 1), ("v", 1, 1)),
    )
    assert model.corner_routes((1, 1), (0, 0)) == (
        (("v", 1, 1), ("h", 0, 1)),
        (("h", 1, 1), ("v", 1, 0)),
    )
    # a middle cell off the board is no route at all
    assert model.corner_routes((1, 0), (2, 1)) == (None, (("h", 1, 1), ("v", 2, 1)))


def _corner(board: Board) -> Any:
    pair = movement(board).pair("cell:0,0", "cell:1,1")
    assert pair is not None and pair.way == "corner"
    return pair


def test_a_corner_pair_with_a_plain_route_passes_without_asking() -> None:
    door = {"id": "d", "kind": "door", "from": [0, 1], "to": [1, 1]}
    assert _corner(square()).always
    assert _corner(square(EAST_OF_00)).always  # the route through (0, 1) is plain floor
    assert not _corner(square(EAST_OF_00, door)).always  # it depends on the door
    strict = "blocked-if-either-route-walled"
    assert _corner(square(diagonalCornerRule=strict)).always
    assert not _corner(square(EAST_OF_00, diagonalCornerRule=strict)).always
    # "always" never says more than the corner rule itself
    for edges in ((), (EAST_OF_00,), (EAST_OF_00, SOUTH_OF_00), (EAST_OF_00, door)):
        for rule in ("blocked-if-both-routes-walled", strict):
            model = movement(square(*edges, diagonalCornerRule=rule))
            pair = model.pair("cell:0,0", "cell:1,1")
            assert pair is not None
            if pair.always:
                assert all(model.corner_open(a, b, m) for a, b in pair.corners for m in MOVERS)


def test_orthogonal_systems_have_no_diagonal_steps() -> None:
    board = make_board(
        [
            room_tile(
                "r",
                2,
                2,
                zones=[{"id": f"z{x}{y}", "cells": [[x, y]]} for x in (0, 1) for y in (0, 1)],
            )
        ],
        tiles=[{"id": "t", "tile": "r", "side": "A", "at": [0, 0]}],
    )
    model = movement(board)
    assert not model.step_passes((0, 0), (1, 1))
    assert all(p.way == "edge" for p in model.pairs())


def linked(**params: Any) -> Board:
    system = make_system(tokenTypes=STAIRS)
    tiles = [room_tile("r", 1, 1)]
    placed = [
        {"id": "up", "tile": "r", "side": "A", "at": [0, 0]},
        {"id": "down", "tile": "r", "side": "A", "at": [5, 0]},
    ]
    tokens = [
        {"id": "s1", "type": "staircase", "cell": [0, 0], "properties": {"group": "A"}},
        {"id": "s2", "type": "staircase", "cell": [5, 0], "properties": {"group": "A"}},
    ]
    return make_board(tiles, system, tiles=placed, tokens=tokens, parameters=params)


def test_links_join_heroes_and_never_sight() -> None:
    model = movement(linked())
    (pair,) = model.pairs()
    assert (pair.a, pair.b, pair.way) == ("down:z", "up:z", "link")
    assert model.pair_passes(pair, "hero")
    assert not model.pair_passes(pair, "enemy")
    assert not model.pair_passes(pair, "sight")
    assert model.link_groups() == {"staircase:A": [(0, 0), (5, 0)]}


def test_enemies_use_links_when_the_system_says_so() -> None:
    board = linked(enemiesUseLinks=True)
    model = movement(board)
    (pair,) = model.pairs()
    assert model.pair_passes(pair, "enemy") and not model.pair_passes(pair, "sight")
    graph = build_zone_graph(board)
    assert reachable_zones(graph, ["up:z"], who="enemy") == {"up:z", "down:z"}
    topo = Topology(board)
    assert topo.neighbours(topo.initial_key, hero=False)[0] == (1,)
    plain = Topology(linked())
    assert plain.neighbours(plain.initial_key, hero=False)[0] == ()


def test_link_tokens_setting_names_the_linking_types() -> None:
    assert not movement(linked(linkTokens=["portal"])).pairs()


def test_settings_defaults_system_values_and_quest_overrides() -> None:
    rules = MovementRules.of(row())
    assert rules == MovementRules(
        link_tokens=("staircase",),
        enemies_use_links=False,
        enemies_open_doors=False,
        enemies_open_locked_doors=False,
        diagonal_corner_rule="blocked-if-both-routes-walled",
        lethal_terrain=(),
    )
    system = make_system(parameters={"enemiesOpenDoors": True, "lethalTerrain": ["pit"]})
    tile = room_tile("r", 1, 1)
    placed = [{"id": "t", "tile": "r", "side": "A", "at": [0, 0]}]
    board = make_board([tile], system, tiles=placed)
    assert MovementRules.of(board).enemies_open_doors
    assert MovementRules.of(board).lethal_terrain == ("pit",)
    board = make_board([tile], system, tiles=placed, parameters={"enemiesOpenDoors": False})
    assert not MovementRules.of(board).enemies_open_doors
    # a value of the wrong type counts as missing
    board = make_board([tile], system, tiles=placed, parameters={"diagonalCornerRule": "no"})
    assert MovementRules.of(board).diagonal_corner_rule == "blocked-if-both-routes-walled"


def test_lethal_terrain_is_enterable_but_no_way_through() -> None:
    system = make_system(
        terrain={"pit": {"label": "Pit", "passable": True}},
        parameters={"lethalTerrain": ["pit"]},
        geometry=OCTILE,
    )
    tile = {"id": "sq", "name": "sq", "sides": {"A": {"size": [2, 1]}}}
    board = make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "sq", "side": "A", "at": [0, 0]}],
        terrain=[{"kind": "pit", "cells": [[1, 0]]}],
    )
    model = movement(board)
    assert model.zone_enterable("cell:1,0")
    assert not model.zone_enterable("cell:1,0", lethal=False)


def test_heroes_break_a_barrier_beside_a_locked_door() -> None:
    """The validators' reach: a barrier is always a way for heroes, even where the same
    two zones also meet across a locked door (found by the agreement property test)."""
    from questwright.validators.context import CheckContext

    system = make_system(
        edgeKinds={"barrier": {"label": "Pillars", "blocksMove": True, "blocksSight": True}}
    )
    tile = room_tile(
        "halves",
        2,
        2,
        zones=[{"id": "a", "cells": [[0, 0], [0, 1]]}, {"id": "b", "cells": [[1, 0], [1, 1]]}],
    )
    board = make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "halves", "side": "A", "at": [0, 0]}],
        edges=[
            {"id": "pillars", "kind": "barrier", "from": [1, 0], "to": [1, 1]},
            {"id": "d", "kind": "door", "state": "locked", "from": [1, 1], "to": [1, 2]},
        ],
        tokens=[{"id": "start", "type": "start", "cell": [0, 0]}],
    )
    ctx = CheckContext(board.quest, board=board)
    assert set(ctx.progress.zones) == {"t:a", "t:b"}
    assert build_zone_graph(board).edges["t:a", "t:b"]["move"] == "locked"


def test_a_link_group_lists_each_cell_once_in_token_order() -> None:
    """Tokens on one cell of a group count once, first come first (a group of thousands
    of stairs was each cell's look through the list); another group may hold the cell."""
    board = linked()
    for i, (cell, group) in enumerate([((5, 0), "A"), ((0, 0), "B"), ((0, 0), "A")]):
        tid = f"extra{i}"
        board.tokens[tid] = Token(id=tid, type="staircase", cell=cell, properties={"group": group})
    assert movement(board).link_groups() == {
        "staircase:A": [(0, 0), (5, 0)],
        "staircase:B": [(0, 0)],
    }
