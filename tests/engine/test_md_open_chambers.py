"""Chambers open at the start (issue #29): only where the heroes can walk without a door.

A room joined by an opening to an inner corridor that the heroes reach only through a
closed door is still unexplored at the start: opening the door reveals it (MD1 draws its
Door card; MD2 reveals the room, and a boss room starts its fight). Before, any opening
counted, so such a boss fight never began.
"""

from __future__ import annotations

from tests.engine.boards import make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}


def _game(system: str, openings: tuple[str, ...], start: str = "t1:A"):  # type: ignore[no-untyped-def]
    # A: the start corridor; b: a room behind door d; C: an inner corridor only b opens on
    return make_game(
        ["AbC"],
        system=system,
        rooms="b",
        openings=openings,
        doors=(("d", "t1:A", "t1:b"),),
        tokens=(("start", "start", start, {}),),
        setup=NO_SPAWNS,
    )


def test_md1_a_room_open_only_onto_an_unreached_corridor_is_not_explored_at_the_start() -> None:
    game = _game("md1", ("bC",))
    state = game.new_initial_state(0)
    assert game.topology.index["t1:b"] not in state.game.data.explored0


def test_md1_a_room_open_onto_the_heroes_corridor_is_explored_at_the_start() -> None:
    game = _game("md1", ("bC",), start="t1:C")
    state = game.new_initial_state(0)
    assert game.topology.index["t1:b"] in state.game.data.explored0


def test_md2_a_room_open_only_onto_an_unreached_corridor_is_revealed_by_its_door() -> None:
    game = _game("md2", ("bC",))
    state = game.new_initial_state(0)
    b = game.topology.index["t1:b"]
    assert b not in state.revealed_rooms
    state.open_door(0, None)
    assert b in state.revealed_rooms
