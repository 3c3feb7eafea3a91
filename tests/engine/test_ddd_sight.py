"""Dark Darker Darkest: the house, line of sight and cameras (digest §A.1–§A.3, §A.6 step 3),
with the rulebook's worked examples for line of sight and camera views."""

from __future__ import annotations

import pytest
from questwright.engine.rulesets.ddd import fire, monsters, survivors

from tests.engine.ddd_houses import (
    SURVIVOR,
    TERROR,
    d,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

# After the rulebook's line-of-sight example: Lucy (h1) sees token 1 beside her but not
# token 2 in a locked room; Bruce (h2) sees neither token 3 (a destroyed room between) nor
# token 4, nor token 1 (diagonal); Leo (h3) steps into the hallway and sees tokens 3 and 4.
SIGHT_PLAN = ["O O O C", "O O O O", "E O O O"]
SIGHT_LINKS = [
    ("r1c1", "r1c2", "chip"),  # token 2's room is locked
    ("r1c2", "r1c3"),  # Lucy -> token 1
    ("r2c2", "r2c3"),  # Bruce -> the room that burns down
    ("r2c3", "r2c4"),  # -> token 3
    ("r1c4", "r2c4"),  # token 4 above token 3
    ("r2c4", "r3c4"),  # the hallway below token 3
    ("r3c3", "r3c4"),  # Leo's way into the hallway
    ("r3c1", "r3c2"),
    ("r3c2", "r3c3"),
    ("r2c2", "r3c2"),
    ("r1c2", "r2c2"),
    ("r2c1", "r3c1"),
]


def _sight_game() -> object:
    return house(SIGHT_PLAN, links=SIGHT_LINKS, party=3, parameters={"gridRows": 3, "gridCols": 4})


def test_line_of_sight_follows_the_rulebook_example() -> None:
    state = quiet(_sight_game().new_initial_state(0))
    put(state, 0, "r1c2")  # Lucy
    put(state, 1, "r2c2")  # Bruce
    put(state, 2, "r3c3")  # Leo, before the hallway
    tokens = {1: "r1c3", 2: "r1c1", 3: "r2c4", 4: "r1c4"}
    fire.destroy_tile(state, state.house.topology.tile_index["r2c3"], "fire")
    state.hidden = {zone(state, ref): (2,) for ref in tokens.values()}
    monsters.look_around(state)
    seen = {k for k, ref in tokens.items() if zone(state, ref) not in state.hidden}
    assert seen == {1}  # token 2 is locked away, 3 and 4 hide behind the ruin and a wall
    survivors.enter_room(state, 2, zone(state, "r3c4"))  # Leo enters the hallway
    monsters.look_around(state)
    seen = {k for k, ref in tokens.items() if zone(state, ref) not in state.hidden}
    assert seen == {1, 3, 4}
    assert state.zombies[zone(state, "r2c4")] == 2 and state.zombies[zone(state, "r1c4")] == 2


def test_sight_is_orthogonal_only_and_stops_at_walls_locks_and_ruins() -> None:
    state = quiet(_sight_game().new_initial_state(0))
    rows = state.house.sight(state.key)
    here = rows[zone(state, "r2c2")]
    assert zone(state, "r1c3") not in here  # diagonal
    assert zone(state, "r2c4") in here  # straight through the open room
    assert zone(state, "r2c1") not in here  # a wall
    assert zone(state, "r1c1") not in rows[zone(state, "r1c2")]  # a chip on the doorway
    fire.destroy_tile(state, state.house.topology.tile_index["r2c3"], "fire")
    here = state.house.sight(state.key)[zone(state, "r2c2")]
    assert zone(state, "r2c3") not in here and zone(state, "r2c4") not in here
    # unlocking opens the view
    chip = state.house.chips[0]
    state.key |= state.house.topology.door_bit(chip.door)
    assert zone(state, "r1c1") in state.house.sight(state.key)[zone(state, "r1c2")]


# After the rulebook's camera example: a camera facing west sees four rooms — its own, the
# passage on the split tile to its left (not the storeroom, which has no opening toward the
# camera), the next tile, and the corner room behind an open door.
CAMERA_PLAN = ["C O O O", "O O E O"]
CAMERA_LINKS = [
    ("r1c1", "r1c2", "door"),
    ("r1c2", "r1c3:hall"),
    ("r1c3:hall", "r1c4"),
    ("r1c3:hall", "r1c3:store", "door"),
    ("r1c3:store", "r2c3"),
    ("r2c3", "r2c4"),
    ("r1c4", "r2c4"),
]


def _camera_game(cameras: list[tuple[str, str]], party: int = 2) -> object:
    return house(
        CAMERA_PLAN,
        split={"r1c3": "S"},
        links=CAMERA_LINKS,
        cameras=cameras,
        party=party,
    )


def test_camera_view_follows_the_rulebook_example() -> None:
    from questwright.core.sight.zone import best_facings

    game = _camera_game([("r1c4", "W")])
    state = quiet(game.new_initial_state(0))
    view = {state.zone_id(z) for z in monsters.camera_view(state, 0)}
    assert view == {"r1c4:room", "r1c3:hall", "r1c2:room", "r1c1:room"}
    assert best_facings(game.board, "r1c4:room") == {"W"}


def test_a_camera_checks_each_room_it_sees_with_survivor_dice_and_the_terror_die(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = quiet(_camera_game([("r1c4", "W"), ("r1c1", "E")], party=3).new_initial_state(0))
    put(state, 0, "r1c2")
    put(state, 1, "r1c2")
    put(state, 2, "r2c3")  # unseen by both cameras
    calls: list[tuple[str, int]] = []
    monkeypatch.setattr(
        monsters, "terror", lambda state, face, room, team: calls.append((face, room))
    )
    # camera 1: two survivors -> two dice and the terror die; a failure strikes
    # camera 2 sees the same room: checked again; no failure, nothing happens
    script(
        state,
        faces(SURVIVOR, "success", "failure"),
        faces(TERROR, "fire"),
        faces(SURVIVOR, "aim", "retreat"),
        faces(TERROR, "horde"),
    )
    monsters.camera_check(state)
    assert calls == [("fire", zone(state, "r1c2"))]
    assert not state.rng.values  # exactly two checks of the one room


def test_a_locked_room_is_one_whose_every_doorway_holds_a_chip() -> None:
    game = house(
        ["C O O", "O E O"],
        links=[
            ("r1c1", "r1c2", "chip"),
            ("r1c1", "r2c1", "chip"),
            ("r1c2", "r2c2"),
            ("r1c3", "r1c2", "chip"),
            ("r1c3", "r2c3"),
            ("r2c1", "r2c2"),
        ],
    )
    state = quiet(game.new_initial_state(0))
    assert state.house.locked(zone(state, "r1c1"), state.key)  # both doorways chipped
    assert not state.house.locked(zone(state, "r1c3"), state.key)  # a second, open way in
    chip = state.house.chips[0]
    state.key |= state.house.topology.door_bit(chip.door)
    assert not state.house.locked(zone(state, "r1c1"), state.key)


def test_location_rolls_name_the_grid_tile_row_by_d4_and_column_by_d6() -> None:
    state = quiet(
        house(
            ["C O O", "O E O"],
            links=[
                ("r1c1", "r1c2"),
                ("r1c2", "r1c3"),
                ("r1c2", "r2c2"),
                ("r2c1", "r2c2"),
                ("r2c2", "r2c3"),
            ],
        ).new_initial_state(0)
    )
    put(state, 0, "r2c1")
    put(state, 1, "r2c1")
    script(state, d(1, 3), 0)  # row 1, column 3; the token drawn
    state.spawn_pile = [4]
    monsters.spawn_roll(state, "test")
    assert state.hidden == {zone(state, "r1c3"): (4,)}  # out of sight: face down
