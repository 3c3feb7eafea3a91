"""Door spaces (doors that occupy a space, Machina Arcana digest B.1 and B.4) on hand-made boards.

A closed door space is impassable and blocks sight; open or destroyed it is a plain
passable space. Explorers open and close it (2) and destroy it (4) from any neighbouring
space; monsters count through it and break it when it blocks them. The format side
(compiling, validating) is tested in ``tests/core`` and ``tests/validators``; here the board
comes from the quest's ``doorSpaces`` (or a tile's) through the real compiler.
"""

from __future__ import annotations

from typing import Any

from questwright.core.board import compile_board
from questwright.engine.actions import Move, OpenDoor
from questwright.engine.rulesets.machina import monsters, spaces
from questwright.engine.rulesets.machina.actions import CloseDoor, DestroyDoor
from questwright.engine.rulesets.machina.state import MachinaState

from tests.engine.machina_boards import machina_game, tile_def
from tests.engine.test_machina_rules import CRAWLER, begin, moves, start

DOOR = {"id": "d", "cell": [1, 1], "state": "closed"}


def acts(state: MachinaState) -> set[str]:
    return set(map(str, state.legal_actions()))


def sees(state: MachinaState, a: tuple[int, int], b: tuple[int, int]) -> bool:
    return bool(state.topology.line_sight(state.key).can_see(a, b))


def test_a_closed_door_space_cannot_be_entered_from_any_side() -> None:
    # the door space at 1,1 in the middle of a 3x3 room: every neighbour of it is floor
    state = start(machina_game(["1..", "...", "..."], door_spaces=[DOOR]))
    begin(state)
    assert "1,1" not in moves(state)  # diagonal from 0,0
    state.pos[0] = (1, 0)
    assert "1,1" not in moves(state)  # straight from 1,0
    assert not state.standable((1, 1))


def test_an_open_door_space_is_a_space_to_stand_on_and_pass() -> None:
    state = start(machina_game(["1#.", "#..", "..."], door_spaces=[DOOR]))
    begin(state)
    assert moves(state) == set()  # walled in by rubble and the closed door space
    state.apply_action(OpenDoor(0, "d"))
    assert state.stamina[0] == 4 and moves(state) == {"1,1"}
    state.apply_action(Move(0, "1,1"))
    assert {"2,0", "2,1", "0,2", "1,2", "2,2"} <= moves(state)


def test_doors_spaces_open_and_close_for_two_and_break_for_four_from_a_diagonal() -> None:
    state = start(machina_game(["1#.", "#..", "..."], door_spaces=[DOOR]))
    begin(state)
    assert {"h1 open d", "h1 destroy d"} <= acts(state)
    state.apply_action(OpenDoor(0, "d"))
    state.apply_action(CloseDoor(0, "d"))
    assert state.stamina[0] == 2 and not state.door_open("d")
    state.stamina[0] = 6
    state.apply_action(DestroyDoor(0, "d"))
    assert state.stamina[0] == 2 and state.door_open("d") and "d" in state.broken
    assert "h1 close d" not in acts(state)  # destroyed: open for good
    assert "1,1" in moves(state)


def test_a_locked_door_space_is_destroyed_never_opened() -> None:
    # a door the quest locks: the explorers break it (4) or it stays shut; the validators'
    # reachability passes it the same way (Movement.opens_itself, doorDestroyCost)
    state = start(machina_game(["1#.", "#..", "..."], door_spaces=[{**DOOR, "state": "locked"}]))
    begin(state)
    assert "h1 destroy d" in acts(state) and "h1 open d" not in acts(state)
    state.apply_action(DestroyDoor(0, "d"))
    assert state.door_open("d") and "1,1" in moves(state)


def test_a_door_space_with_a_unit_in_it_cannot_be_closed() -> None:
    game = machina_game(["1..", "...", "..2"], party=2, door_spaces=[{**DOOR, "state": "open"}])
    state = start(game)
    begin(state)
    assert "h1 close d" in acts(state)
    state.pos[1] = (1, 1)  # h2 stands in the open door space
    state.grid  # noqa: B018 (same board: the door tables hold)
    assert "h1 close d" not in acts(state)


def test_a_closed_door_space_blocks_sight_through_it_open_it_does_not() -> None:
    state = start(machina_game(["...", "1.2", "..."], party=2, door_spaces=[DOOR]))
    assert not sees(state, (0, 1), (2, 1))  # straight through the door space
    assert not sees(state, (0, 0), (2, 2))  # diagonally through its centre
    assert sees(state, (0, 1), (1, 0))  # grazing its corner, as past rubble (C1 off)
    spaces.set_door(state, "d", True)
    assert sees(state, (0, 1), (2, 1)) and sees(state, (0, 0), (2, 2))


def test_a_monster_counts_through_a_closed_door_space_and_breaks_it_from_a_diagonal() -> None:
    # the crawler's only way to the explorer is diagonally through the door space at 2,1
    rows = ["1.##", "##.#", "###M"]
    game = machina_game(rows, monsters=[{**CRAWLER}], door_spaces=[{"id": "d", "cell": [2, 1]}])
    state = start(game, [0, 0])
    assert monsters.nearest_explorer(state, "m1") == 0  # counted through the closed door space
    monsters.monster_turn(state, "m1")  # stamina 4: break the door space (4), nothing left to step
    assert "d" in state.broken and state.monster_cell("m1") == (3, 2)


def test_a_monster_walks_through_an_open_door_space() -> None:
    rows = ["1.##", "##.#", "###M"]
    door = {"id": "d", "cell": [2, 1], "state": "open"}
    state = start(machina_game(rows, monsters=[{**CRAWLER}], door_spaces=[door]), [0, 0, 0])
    monsters.monster_turn(state, "m1")
    assert state.monster_cell("m1") == (1, 0)  # through 2,1, then next to h1 and attacks
    assert "d" not in state.broken


def test_nothing_is_placed_in_a_closed_door_space() -> None:
    # the nearest free space to 1,1 is itself while open, a neighbour while closed
    state = start(machina_game(["1..", "...", "..."], door_spaces=[DOOR]))
    assert spaces.free_space_near(state, (1, 1)) == (1, 0)
    spaces.set_door(state, "d", True)
    assert spaces.free_space_near(state, (1, 1)) == (1, 1)


def test_a_door_space_printed_on_a_tile_turns_with_it() -> None:
    printed: dict[str, Any] = tile_def(
        "doorway", ["...", "...", "..."], door_spaces=[{"id": "ds", "cell": [2, 0]}]
    )
    game = machina_game(["1"], deck=[printed])
    quest = game.quest
    from questwright.schema.model import TilePlacement

    quest.tiles.append(TilePlacement("t2", "doorway", "A", (1, 0), 90))
    board = compile_board(quest, game.catalog)
    door = board.doors["t2:ds"]
    assert door.cell == (3, 2)  # 2,0 of a 3x3 face turned a quarter clockwise, at 1,0
    assert len(door.edges) == 2 and not board.problems  # the face's wall perimeter stays


def test_nothing_teleports_into_a_closed_door_space() -> None:
    from questwright.engine.rulesets.machina.abilities import teleport_spaces

    state = start(machina_game(["1#.", "#..", "..."], door_spaces=[DOOR]))
    assert (1, 1) not in teleport_spaces(state, (0, 0), 2)
    spaces.set_door(state, "d", True)
    assert (1, 1) in teleport_spaces(state, (0, 0), 2)


def test_a_door_space_in_a_gap_of_a_wall_seals_the_gap_for_steps_and_sight() -> None:
    # a wall between 0,0 and 1,0; the door space 1,1 fills the gap below it
    wall = {"kind": "wall", "from": [1, 0], "to": [1, 1]}
    state = start(machina_game(["...", "1.."], edges=[wall], door_spaces=[DOOR]))
    begin(state)
    assert "1,0" not in moves(state)  # no squeezing diagonally past the closed door
    assert not sees(state, (0, 1), (1, 0))
    spaces.set_door(state, "d", True)
    assert "1,0" in moves(state) and sees(state, (0, 1), (1, 0))
