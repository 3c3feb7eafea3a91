"""Goal-bot stalls found by the sweep of clean quests the engine never won (issue #29,
item 5: what the model calls winnable, the engine completes), each on a small hand-made
board.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from questwright.engine.actions import Attack, Begin, EndTurn
from questwright.engine.bots import make_bot
from questwright.engine.rulesets.machina.goal import goal_action

from tests.engine.boards import add_enemy, make_game
from tests.engine.machina_boards import Scripted, machina_game
from tests.engine.test_generic import crawl_game, goal_results


def test_machina_goal_bot_stands_on_a_reach_objective_s_space() -> None:
    """A ``reach`` chapter is met by an explorer *on* one of its spaces (rules B.2): the
    goal bot used to stop next to the space and end its turn there, round after round
    (the clean fixtures of RULES_OBJECTIVE_UNPLAYED: 0 of 20 goal games won)."""
    game = machina_game(
        ["1...."],
        objectives=[{"id": "obj-r", "kind": "reach", "targets": ["cell:3,0"]}],
        chapters=[{"id": "I", "blocking": False, "objective": "obj-r"}],
    )
    state = game.new_initial_state(0)
    state.rng = Scripted([0] * 10)
    state.apply_action(Begin(0))
    for _ in range(8):
        action = goal_action(state, 0)
        if isinstance(action, EndTurn) or state.is_terminal():
            break
        state.apply_action(action)
    assert "obj-r" in state.done


def test_md1_hero_held_in_its_zone_shoots_what_it_reaches() -> None:
    """md1's engagement lock holds a hero in a zone with an enemy; a ranger has no strike
    in its own zone, only at range. The goal bot ended its turn there with three actions
    unused, turn after turn (the unseen Bellfounder: the ranger idle from round 5 on)."""
    game = make_game(
        ["ABCDE", "fGhIj"],
        party=2,
        tokens=(("start", "start", "t1:A", {}), ("exit", "exit", "t1:E", {})),
        setup={"flags": {"noEvents": True, "noReinforcements": True}},
    )
    state = game.new_initial_state(0)
    state.enemies.clear()
    state.apply_action(EndTurn(0))  # the ranger's turn
    state.heroes[1].zone = game.topology.index["t1:B"]
    add_enemy(state, "t1:B", health=99)  # holds it in B
    far = add_enemy(state, "t1:D", health=99)
    assert not state.can_leave(state.heroes[1])
    assert make_bot("goal", 0).choose(state) == Attack(1, "ranged", far.uid)


def _locked_door(lock: dict[str, Any]) -> dict[str, Any]:
    """door-1 across the board's middle, locked by ``lock``."""
    return {
        "id": "door-1",
        "kind": "door",
        "from": [4, 1],
        "to": [4, 3],
        "state": "locked",
        "lock": lock,
    }


def test_a_rune_key_of_the_lock_s_colour_opens_a_rune_door(tmp_path: Path) -> None:
    """The shared crawler rules opened key and condition locks only; a rune lock (a rune
    key of its colour picked up, as the quest-logic model has it) never opened, so the
    hero picked up the key and waited (LOCK_KIND_UNKNOWN's clean fixture: 0 of 20 goal
    games won, now 20 of 20). Here a red rune door, a blue and a red rune key."""
    door = _locked_door({"kind": "rune", "color": "red"})
    blue = {"id": "rk-b", "type": "rune-key", "cell": [2, 2], "properties": {"color": "blue"}}
    red = {"id": "rk-r", "type": "rune-key", "cell": [0, 2], "properties": {"color": "red"}}
    game = crawl_game(tmp_path, [blue, red], door=door)
    state = game.new_initial_state(0)
    d = game.topology.door_index["door-1"]
    assert not state.door_openable(d)
    state.picked["rk-b"] = 0  # the wrong colour
    assert not state.door_openable(d)
    state.picked["rk-r"] = 0
    assert state.door_openable(d)


def test_with_the_whole_quest_settled_the_goal_heroes_fetch_the_key_first(tmp_path: Path) -> None:
    """The model settles a key in the heroes' region, the door it opens and the pick-up
    behind it: its plan from the start has no step left, and the goal bot, heading for the
    objective through doors it can open now, found no way and waited (the clean fixtures of
    REACH_OBJECTIVE and SOFTLOCK_CONSUMED_KEYS: 0 of 60 goal games won, now 60 of 60)."""
    door = _locked_door({"kind": "key", "keys": ["k1"]})
    tokens = [
        {"id": "k1", "type": "key", "cell": [0, 2]},
        {"id": "gem", "type": "treasure", "cell": [8, 2]},
    ]
    game = crawl_game(
        tmp_path,
        tokens,
        door=door,
        objectives=[{"id": "obj-gem", "kind": "pickup", "targets": ["gem"], "text": "Take it."}],
    )
    assert goal_results(game, seeds=3) == ["win", "win", "win"]
