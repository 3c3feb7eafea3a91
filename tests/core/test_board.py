"""Compiling quests into boards: placement, rotation, tile seams, quest overrides, doors."""

from __future__ import annotations

import pytest
from questwright.core.geometry import edge_between, rotate_cell, rotate_vertex, segment_edges

from tests.helpers import make_board, make_system, room_tile

# A 3×2 tile: a room (x 0-1) and a corridor cell column (x 2) split by a wall with a door.
SPLIT = {
    "id": "split",
    "name": "split",
    "sides": {
        "A": {
            "size": [3, 2],
            "perimeter": "open",
            "zones": [
                {
                    "id": "room",
                    "kind": "room",
                    "light": "shadow",
                    "cells": [[0, 0], [1, 0], [0, 1], [1, 1]],
                },
                {"id": "hall", "kind": "corridor", "cells": [[2, 0], [2, 1]]},
            ],
            "edges": [
                {"kind": "wall", "from": [2, 0], "to": [2, 1]},
                {"id": "d", "kind": "door", "from": [2, 1], "to": [2, 2], "state": "closed"},
            ],
            "features": [{"type": "camera-icon", "cell": [0, 0], "properties": {"facing": "E"}}],
            "terrain": [{"kind": "rubble", "cells": [[1, 1]]}],
        },
        "B": {
            "size": [3, 2],
            "zones": [{"id": "all", "cells": [[x, y] for y in range(2) for x in range(3)]}],
        },
    },
}


def test_unrotated_tile_compiles_zones_edges_and_door() -> None:
    board = make_board(
        [SPLIT], tiles=[{"id": "t", "tile": "split", "side": "A", "at": [5, 5], "rotation": 0}]
    )
    assert not board.problems
    assert len(board.cells) == 6
    assert board.zone_of((5, 5)) == "t:room" and board.zone_of((7, 6)) == "t:hall"
    assert board.edge_kind(("v", 7, 5)) == "wall"
    assert board.edge_kind(("v", 7, 6)) == "door"
    assert board.doors["t:d"].edges == (("v", 7, 6),)
    assert board.cells[(6, 6)].terrain == "rubble"
    assert board.edge_kind(("h", 5, 5)) == "board"


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
def test_rotation_moves_everything_with_the_tile(rotation: int) -> None:
    board = make_board(
        [SPLIT],
        tiles=[{"id": "t", "tile": "split", "side": "A", "at": [0, 0], "rotation": rotation}],
    )
    assert not board.problems
    size = (3, 2)
    for local, zone in (((0, 0), "t:room"), ((2, 1), "t:hall")):
        assert board.zone_of(rotate_cell(local, size, rotation)) == zone
    door_edge = segment_edges(
        rotate_vertex((2, 1), size, rotation), rotate_vertex((2, 2), size, rotation)
    )
    assert board.doors["t:d"].edges == tuple(door_edge)
    assert board.cells[rotate_cell((1, 1), size, rotation)].terrain == "rubble"
    (feature,) = board.features
    assert feature.cell == rotate_cell((0, 0), size, rotation)
    assert feature.properties["facing"] == "NESW"[(1 + rotation // 90) % 4]


def test_rotated_size_and_cells_match() -> None:
    board = make_board(
        [SPLIT], tiles=[{"id": "t", "tile": "split", "side": "A", "at": [0, 0], "rotation": 90}]
    )
    assert set(board.cells) == {(x, y) for x in range(2) for y in range(3)}
    assert board.tiles["t"].size == (2, 3)


def test_more_blocking_side_wins_where_tiles_meet() -> None:
    walled = room_tile("walled", 2, 2, perimeter="wall")
    door_e = room_tile(
        "door_e",
        2,
        2,
        perimeter="wall",
        edges=[{"id": "d", "kind": "door", "from": [2, 0], "to": [2, 1]}],
    )
    door_w = room_tile(
        "door_w",
        2,
        2,
        perimeter="wall",
        edges=[{"id": "d", "kind": "door", "from": [0, 0], "to": [0, 1]}],
    )
    both = make_board(
        [door_e, door_w],
        tiles=[
            {"id": "a", "tile": "door_e", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "b", "tile": "door_w", "side": "A", "at": [2, 0], "rotation": 0},
        ],
    )
    assert both.edge_kind(("v", 2, 0)) == "door"
    assert set(both.doors) == {"a:d"}  # the doorways merged into the first tile's door
    assert both.edge_sides[("v", 2, 0)] == {"a": "door", "b": "door"}
    mixed = make_board(
        [door_e, walled],
        tiles=[
            {"id": "a", "tile": "door_e", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "b", "tile": "walled", "side": "A", "at": [2, 0], "rotation": 0},
        ],
    )
    assert mixed.edge_kind(("v", 2, 0)) == "wall"
    assert not mixed.doors  # a doorway facing a wall is no door
    assert mixed.edge_sides[("v", 2, 0)] == {"a": "door", "b": "wall"}


def test_quest_edges_override_tile_edges() -> None:
    board = make_board(
        [room_tile("r", 4, 2)],
        tiles=[{"id": "t", "tile": "r", "side": "A", "at": [0, 0], "rotation": 0}],
        edges=[
            {"kind": "wall", "from": [2, 0], "to": [2, 2]},
            {
                "id": "door-1",
                "kind": "door",
                "from": [2, 1],
                "to": [2, 2],
                "state": "locked",
                "lock": {"kind": "key", "keys": ["k"]},
            },
        ],
    )
    assert board.edge_kind(("v", 2, 0)) == "wall"
    assert board.door_at(("v", 2, 1)).id == "door-1"
    assert board.doors["door-1"].lock.keys == ["k"]
    assert board.edge_blocks_move(("v", 2, 1))
    assert not board.edge_blocks_move(("v", 2, 1), open_doors={"door-1"})


def test_quest_open_edge_erases_a_printed_wall() -> None:
    tile = room_tile("r", 2, 1, edges=[{"kind": "wall", "from": [1, 0], "to": [1, 1]}])
    board = make_board(
        [tile],
        tiles=[{"id": "t", "tile": "r", "side": "A", "at": [0, 0], "rotation": 0}],
        edges=[{"kind": "open", "from": [1, 0], "to": [1, 1]}],
    )
    assert board.edge_kind(("v", 1, 0)) == "open"


def test_problems_are_collected_not_raised() -> None:
    board = make_board(
        [room_tile("r", 2, 2)],
        tiles=[
            {"id": "t", "tile": "r", "side": "A", "at": [0, 0], "rotation": 0},
            {"id": "u", "tile": "r", "side": "A", "at": [1, 1], "rotation": 0},
            {"id": "v", "tile": "missing", "side": "A", "at": [9, 9], "rotation": 0},
            {"id": "w", "tile": "r", "side": "Z", "at": [9, 9], "rotation": 0},
        ],
        edges=[{"kind": "wall", "from": [0, 0], "to": [1, 1]}],
        terrain=[{"kind": "lava", "cells": [[50, 50]]}],
    )
    codes = sorted(p.code for p in board.problems)
    assert codes == [
        "GEOM_OFF_BOARD",
        "GEOM_OFF_LATTICE",
        "GEOM_TILE_OVERLAP",
        "REF_UNKNOWN_SIDE",
        "REF_UNKNOWN_TERRAIN",
        "REF_UNKNOWN_TILE",
    ]
    assert len(board.cells) == 7  # both real tiles kept their cells, the first wins the overlap


def test_cell_zoning_makes_every_cell_a_zone() -> None:
    system = make_system(geometry={"zoning": "cell", "adjacency": "octile", "sight": "centre-line"})
    board = make_board(
        [room_tile("r", 3, 2)],
        system,
        tiles=[{"id": "t", "tile": "r", "side": "A", "at": [0, 0], "rotation": 0}],
    )
    assert len(board.zones) == 6
    assert board.zone_of((2, 1)) == "cell:2,1"


def test_locking_tokens_lock_their_door() -> None:
    system = make_system(parameters={"lockingTokens": ["chip"]})
    tile = room_tile("r", 2, 1, edges=[{"id": "d", "kind": "door", "from": [1, 0], "to": [1, 1]}])
    board = make_board(
        [tile],
        system,
        tiles=[{"id": "t", "tile": "r", "side": "A", "at": [0, 0], "rotation": 0}],
        tokens=[{"id": "c1", "type": "chip", "edge": {"from": [1, 0], "to": [1, 1]}}],
    )
    assert board.doors["t:d"].state == "locked"
    assert board.doors["t:d"].lock.kind == "code-chip"


def test_edge_between_and_back() -> None:
    assert edge_between((0, 0), (1, 0)) == ("v", 1, 0)
    with pytest.raises(ValueError):
        edge_between((0, 0), (1, 1))
