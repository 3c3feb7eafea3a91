"""Scheming monsters and doors (Machina Arcana digest B.3/B.4, "scheming") on hand-made boards.

The sheet gives scheming monsters extra door actions (open or close a door, destroy an open
or closed one) but no policy; ours is the stand-in ``door`` ability (``action`` open, close
or destroy) of docs/engine.md. The Valve sniper (stamina 3, a ranged attack of range 4)
opens and closes doors; tests give the Pipe crawler (stamina 4, melee only) a destroy.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.rulesets.machina import monsters
from questwright.engine.rulesets.machina.state import MachinaState

from tests.engine.machina_boards import machina_game
from tests.engine.test_machina_abilities import card
from tests.engine.test_machina_rules import CRAWLER, start

SNIPER = {"name": "Valve sniper", "level": 2}
DESTROY = {"name": "Wrecker", "effect": "door", "action": "destroy", "cost": 4}


def said(state: MachinaState) -> str:
    return " ".join(state.log)


def test_a_scheming_monster_opens_a_closed_door_in_its_way_instead_of_breaking_it() -> None:
    door = {"id": "d", "kind": "door", "state": "closed", "from": [3, 0], "to": [3, 1]}
    state = start(machina_game(["1...M"], monsters=[SNIPER], edges=[door]))
    monsters.monster_turn(state, "m1")  # a step (1), then the door is in its way: open it (2)
    assert state.monster_cell("m1") == (3, 0)
    assert state.door_open("d") and "d" not in state.broken and "m1 opens d" in said(state)


def test_a_scheming_monster_steps_round_a_closed_door_rather_than_open_it() -> None:
    door = {"id": "d", "kind": "door", "state": "closed", "from": [3, 2], "to": [3, 3]}
    state = start(machina_game(["1...", "....", "...M"], monsters=[SNIPER], edges=[door]))
    monsters.monster_turn(state, "m1")  # a free diagonal step gets it nearer: the door stays shut
    assert not state.door_open("d") and state.monster_cell("m1") == (2, 1)


def test_a_scheming_monster_opens_the_first_door_clockwise_from_north_on_a_tie() -> None:
    # two closed door spaces, north-west ("a") and north-east ("b"), equally near h1
    rows = ["..1..", "#.#.#", "##M##"]
    spaces = [{"id": "a", "cell": [1, 1]}, {"id": "b", "cell": [3, 1]}]
    state = start(machina_game(rows, monsters=[SNIPER], door_spaces=spaces))
    monsters.monster_turn(state, "m1")  # open (2), then step into the open door space (1)
    assert state.door_open("b") and not state.door_open("a")
    assert state.monster_cell("m1") == (3, 1)


def _shut_out(party: int) -> MachinaState:
    # a wall down x=3 but for an open door between 2,2 and 3,2; h2 (if any) beyond it
    rows = ["1......2", ".#......", "..M....."]
    edges = [
        {"kind": "wall", "from": [3, 0], "to": [3, 2]},
        {"id": "d", "kind": "door", "state": "open", "from": [3, 2], "to": [3, 3]},
    ]
    if party == 1:
        rows[0] = "1......."
    return start(machina_game(rows, party=party, monsters=[SNIPER], edges=edges))


def test_a_scheming_monster_shuts_a_door_on_another_explorers_way_to_it() -> None:
    state = _shut_out(party=2)
    assert monsters.nearest_explorer(state, "m1") == 0
    monsters.monster_turn(state, "m1")  # close (2): h2 is cut off; then a step toward h1 (1)
    assert not state.door_open("d") and "m1 closes d" in said(state)
    assert state.monster_cell("m1") != (2, 2)


def test_a_scheming_monster_leaves_open_a_door_on_nobodys_way() -> None:
    state = _shut_out(party=1)
    monsters.monster_turn(state, "m1")
    assert state.door_open("d")


def _wrecker(rows: list[str]) -> Any:
    door = {"id": "d", "kind": "door", "state": "open", "from": [4, 0], "to": [4, 1]}
    game = machina_game(rows, monsters=[{**CRAWLER}], edges=[door])
    card(game, "m1-crawler", abilities=[DESTROY])
    return start(game, [0, 0, 0])


def test_a_scheming_monster_destroys_an_open_door_an_explorer_could_shut() -> None:
    state = _wrecker(["..1.M"])  # h1 stands next to the door's far space
    monsters.monster_turn(state, "m1")  # destroy (4): it stays open for good
    assert "d" in state.broken and state.monster_cell("m1") == (4, 0)


def test_a_scheming_monster_walks_through_an_open_door_nobody_watches() -> None:
    state = _wrecker(["1...M"])
    monsters.monster_turn(state, "m1")
    assert "d" not in state.broken and state.monster_cell("m1") == (1, 0)
