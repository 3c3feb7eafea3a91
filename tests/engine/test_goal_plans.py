"""The goal bot sets off the trigger that creates what the next objective needs."""

from __future__ import annotations

from questwright.engine.simulate import play_game

from tests.engine.boards import make_game

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}


def test_goal_bot_crosses_the_edge_whose_trigger_spawns_the_kill_target() -> None:
    game = make_game(
        ["ABCDE", "fghij"],
        party=2,
        doors=(("gate", "t1:C", "t1:D"),),
        tokens=(("start", "start", "t1:A", {}),),
        objectives=[{"id": "obj-sentry", "kind": "kill", "targets": ["sentry"]}],
        triggers=[
            {
                "id": "wake",
                "on": {"event": "cross-edge", "target": "gate"},
                "effects": [
                    {
                        "kind": "spawn",
                        "target": "t1:E",
                        "value": {"roamingMonster": "High Troll", "id": "sentry"},
                    }
                ],
            }
        ],
        setup=NO_SPAWNS,
        max_rounds=8,
    )
    state = play_game(game, 3)
    assert "wake" in state.fired  # before the fix the bot had no goal and never crossed
