"""The goal bot sets off the trigger that creates what the next objective needs."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.simulate import play_game

from tests.engine.boards import make_game
from tests.engine.test_quest_patterns import _immortal_game

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


def _seal_game() -> Any:
    """A locked vault in front of the exit, unlocked by picking up the seal."""
    return make_game(
        ["ABCDE", "fghij"],
        party=2,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("seal", "library", "t1:i", {}),
            ("exit", "exit", "t1:E", {}),
        ),
        extra_edges=[
            {
                "id": "vault",
                "kind": "door",
                "state": "closed",
                "lock": {"kind": "condition"},
                "from": [4, 0],
                "to": [4, 1],
            },
            {"kind": "wall", "from": [4, 1], "to": [5, 1]},
        ],
        objectives=[{"id": "out", "kind": "escape", "targets": ["exit"]}],
        triggers=[
            {
                "id": "unseal",
                "on": {"event": "pickup", "target": "seal"},
                "effects": [{"kind": "unlock", "target": "vault"}],
            }
        ],
        setup=NO_SPAWNS,
        max_rounds=12,
    )


def test_goal_bot_picks_up_what_unlocks_the_way_to_the_exit() -> None:
    game = _seal_game()
    state = play_game(game, 3)
    assert "seal" in state.picked  # before: the bot waited by the locked door
    assert state.outcome()["result"] == "win"


@pytest.mark.parametrize(
    ("lock", "objectives"),
    [
        ({"kind": "key", "keys": ["seal"]}, []),
        # the door waits for an objective the model settles with the pick-up
        (
            {"kind": "condition", "requires": ["got-seal"]},
            [{"id": "got-seal", "kind": "pickup", "targets": ["seal"]}],
        ),
    ],
    ids=["key", "condition"],
)
def test_goal_bot_fetches_what_a_locked_door_the_plan_opens_next_waits_for(
    lock: dict[str, Any], objectives: list[dict[str, Any]]
) -> None:
    # The seal lies in the heroes' own region, so the model takes its pick-up for granted
    # and plans "open the vault" first: the old bot stood at the door until the game ended
    # (the unseen md1 quest "The Drowned Chapter": no goal-bot game ever took its stone).
    game = make_game(
        ["ABCDE", "fghij"],
        party=2,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("seal", "artifact", "t1:f", {}),
            ("exit", "exit", "t1:E", {}),
        ),
        extra_edges=[
            {
                "id": "vault",
                "kind": "door",
                "state": "locked",
                "lock": lock,
                "from": [4, 0],
                "to": [4, 1],
            },
            {"kind": "wall", "from": [4, 1], "to": [5, 1]},
        ],
        objectives=[*objectives, {"id": "out", "kind": "escape", "targets": ["exit"]}],
        # a trigger on the door makes opening it a step of the plan of its own
        triggers=[
            {
                "id": "creak",
                "on": {"event": "door-opened", "target": "vault"},
                "effects": [{"kind": "message", "text": "The vault groans open."}],
            }
        ],
        setup=NO_SPAWNS,
        max_rounds=12,
    )
    state = play_game(game, 3)
    assert "seal" in state.picked
    assert state.outcome()["result"] == "win"


def test_goal_bot_meets_a_spawn_triggers_condition_before_setting_it_off() -> None:
    # The sentry comes when a hero enters the crypt, but only once the torch is picked up:
    # the model plans torch, crypt, kill; the old bot waited in the crypt without the torch.
    game = make_game(
        ["ABCDE", "fghij"],
        party=2,
        tokens=(
            ("start", "start", "t1:A", {}),
            ("torch", "library", "t1:E", {}),
        ),
        objectives=[{"id": "obj-sentry", "kind": "kill", "targets": ["sentry"]}],
        triggers=[
            {
                "id": "wake",
                "on": {"event": "enter-zone", "target": "t1:f"},
                "if": [{"picked": ["torch"]}],
                "once": False,
                "effects": [
                    {
                        "kind": "spawn",
                        "target": "t1:j",
                        "value": {"roamingMonster": "High Troll", "id": "sentry"},
                    }
                ],
            }
        ],
        setup=NO_SPAWNS,
        max_rounds=12,
    )
    state = play_game(game, 3)
    assert "torch" in state.picked
    assert "wake" in state.fired


def test_goal_bot_carries_the_idol_out() -> None:
    # Escaping wins only with the idol in hand; the idol lies off the way to the Exit.
    game = make_game(
        ["ABCDE", "fghij"],
        party=2,
        tokens=(
            ("start", "start", "t1:C", {}),
            ("idol", "library", "t1:f", {}),
            ("exit", "exit", "t1:E", {}),
        ),
        extra={"items": [{"id": "idol"}]},
        objectives=[
            {
                "id": "out",
                "kind": "escape",
                "targets": ["exit"],
                "properties": {"carrying": ["idol"]},
            }
        ],
        triggers=[
            {
                "id": "take",
                "on": {"event": "pickup", "target": "idol"},
                "effects": [{"kind": "give-item", "value": "idol"}],
            }
        ],
        setup=NO_SPAWNS,
        max_rounds=12,
    )
    state = play_game(game, 3)
    assert "idol" in state.picked
    assert state.outcome()["result"] == "win"


def test_goal_bot_lures_the_immortal_onto_the_bridge_before_it_falls() -> None:
    # Q5: the Immortal follows fireworks; the bridge falls when both pillars are destroyed.
    # The model plans "destroy p1, destroy p2" counting on the Immortal standing on the
    # bridge; the bot fetches fireworks, places them there and holds off the last pillar
    # until the Immortal stands on the bridge. The old bot broke the bridge under nobody.
    game = _immortal_game()
    results = [play_game(game, seed).outcome()["result"] for seed in range(40)]
    assert "win" in results


def test_each_game_has_its_own_planning_budget() -> None:
    """The model's work is bounded per game played, not per quest: a report plays hundreds
    of games with one quest, and the games after a spent shared budget had no plan at all.
    A plan cut short by a spent budget is not kept for the other games."""
    from questwright.engine.rulesets.md.plan import planner_for

    game = _seal_game()
    spent, fresh = game.new_initial_state(0), game.new_initial_state(1)
    planner = planner_for(game)
    planner.budget(spent).left = 0  # this game has used up its work
    assert planner.plan(spent).steps == ()
    assert planner.plan(fresh).steps != ()  # the same quest state, another game: planned
    assert planner.budget(fresh).left > 0
    state = play_game(game, 3)
    assert state.outcome()["result"] == "win"


def test_kills_the_quest_cannot_name_do_not_split_the_plan_cache() -> None:
    """A mob's engine id in the kill list is nothing the model can tell apart: the same
    quest state with or without it has one plan, asked of the model once."""
    from questwright.engine.rulesets.md.plan import planner_for

    game = _seal_game()
    planner = planner_for(game)
    state = game.new_initial_state(5)
    first = planner.plan(state)
    other = state.clone()
    other.killed.add("m99")  # a mob the quest never named
    assert planner.key(other) == planner.key(state)
    assert planner.plan(other) is first


def test_a_searchs_simulations_never_spend_the_played_games_planning_budget() -> None:
    """Issue #28: the search's simulations plan from states the played game may never
    reach; sharing its budget they had spent it by round 4-6 of the rulebook's hollow-heart
    and hounds-hoard, and the party played on without a plan. Now they have their own."""
    from questwright.engine.bots import make_bot
    from questwright.engine.rulesets.md.plan import planner_for

    game = _seal_game()
    planner = planner_for(game)
    state = game.new_initial_state(0)
    bot = make_bot("search", 0)
    simulated = bot.determinize(state, state.current_player()).clone()
    planner.budget(simulated).left = 0  # the simulations have planned a lot
    assert planner.plan(simulated).steps == ()  # cut short, and not kept for the game
    assert planner.plan(state).steps != ()  # the played game still plans
    # a copy of the played game is the played game; a simulation's copies stay one
    assert state.clone().drawn_at is None
    assert simulated.drawn_at == simulated.clone().drawn_at == (state.round, state.active)


def test_a_searchs_simulations_plan_within_their_bound(monkeypatch: Any) -> None:
    """The simulations' work is bounded per game (issue #29's bounded work), and one turn
    of the search cannot spend the later turns' share."""
    from questwright.engine.rulesets.md import plan

    monkeypatch.setattr(plan, "SEARCH_GAME_WORK", 25)
    monkeypatch.setattr(plan, "SEARCH_TURN_WORK", 10)
    game = _seal_game()
    planner = plan.planner_for(game)
    state = game.new_initial_state(0)
    simulated = state.resample_from_infostate(state.current_player(), state.rng.copy())
    given = []
    for turn in range(4):
        simulated.drawn_at = (turn, 0)  # drawn at the game's next turn
        budget = planner.budget(simulated)
        given.append(budget.total)
        assert planner.budget(simulated) is budget  # the turn's simulations share it
        budget.left = -2  # spent (an exploration may overshoot by its last step)
    assert given == [10, 10, 1, 0]  # 25 - 12 - 12: an overshoot counts
    assert planner.budget(state).left == plan.GAME_WORK  # the played game's is untouched
