"""The descent1 round's quest hooks: ``round-start`` and ``round-end`` triggers fire,
objectives timed to a round's start or end are looked at, and a ``round-limit`` loss ends
the game with the quest's own text (docs/engine.md, Triggers).

Before, a descent1 game never fired a timed trigger nor completed a ``hold`` objective, so a
quest with reinforcements at round N, a win at the end of a round or a hold objective
played as if they were not there."""

from __future__ import annotations

from typing import Any

from questwright.engine.rulesets.descent1 import heroes
from questwright.engine.simulate import play_game

from tests.engine.descent1_boards import descent_game

ROOM = ["......", "......", "......"]
START = ("start", "start", (0, 1), {})


def _message(trigger_id: str, event: str, round_no: int, text: str) -> dict[str, Any]:
    return {
        "id": trigger_id,
        "on": {"event": event, "round": round_no},
        "effects": [{"kind": "message", "text": text}],
        "once": True,
    }


def test_round_start_and_round_end_triggers_fire_in_their_round() -> None:
    game = descent_game(
        ROOM,
        tokens=(START,),
        party=1,
        triggers=[
            _message("t-start-2", "round-start", 2, "bells at the start of round two"),
            _message("t-end-1", "round-end", 1, "bells at the end of round one"),
            _message("t-start-1", "round-start", 1, "bells at the start of round one"),
        ],
        max_rounds=3,
    )
    state = play_game(game, 0, bot="random")
    said = [line for line in state.log if "bells" in line]
    assert said == [
        "[r1] bells at the start of round one",
        "[r1] bells at the end of round one",
        "[r2] bells at the start of round two",
    ]


def test_a_round_end_win_effect_wins_the_game_in_that_round() -> None:
    game = descent_game(
        ROOM,
        tokens=(START,),
        party=1,
        triggers=[
            {
                "id": "t-win",
                "on": {"event": "round-end", "round": 2},
                "effects": [{"kind": "win", "text": "dawn breaks"}],
                "once": True,
            }
        ],
        max_rounds=6,
    )
    state = play_game(game, 0, bot="random")
    outcome = state.outcome()
    assert outcome is not None
    assert (outcome["result"], outcome["reason"], outcome["round"]) == ("win", "dawn breaks", 2)


def test_a_hold_objective_is_met_at_the_end_of_a_round() -> None:
    game = descent_game(
        ROOM,
        tokens=(START, ("altar", "objective", (0, 1), {})),
        party=1,
        objectives=[{"id": "o-hold", "kind": "hold", "targets": ["altar"]}],
        max_rounds=4,
    )
    state = play_game(game, 0, bot="goal")
    outcome = state.outcome()
    assert outcome is not None and outcome["result"] == "win", outcome
    assert state.done == ["o-hold"]


def test_a_round_limit_loss_ends_the_game_with_the_quests_text() -> None:
    game = descent_game(
        ROOM,
        tokens=(START,),
        party=1,
        # an objective no game on this board meets (there is no gem), so only time ends it
        objectives=[{"id": "o-never", "kind": "pickup", "targets": ["gem"]}],
        loss=[{"id": "l-time", "kind": "round-limit", "rounds": 3, "text": "the torches die"}],
    )
    state = play_game(game, 0, bot="random")
    outcome = state.outcome()
    assert outcome is not None
    assert (outcome["result"], outcome["reason"], outcome["round"]) == (
        "loss",
        "the torches die",
        3,
    )


def test_a_give_item_effect_hands_a_quest_item_that_an_objective_counts() -> None:
    """descent1 gives quest items (before, give-item did nothing in descent1, so an
    objective carrying a given item could not be won)."""
    game = descent_game(
        ROOM,
        # the hero starts on the altar: only the ember is missing for the hold
        tokens=(START, ("altar", "objective", (0, 1), {})),
        party=1,
        items=[{"id": "ember"}],
        triggers=[
            {
                "id": "t-gift",
                "on": {"event": "round-start", "round": 1},
                "effects": [{"kind": "give-item", "value": "ember", "target": "h1"}],
                "once": True,
            },
            _message("t-gained", "item-gained", 1, "the ember glows"),
        ],
        objectives=[
            {
                "id": "o-out",
                "kind": "hold",
                "targets": ["altar"],
                "properties": {"carrying": ["ember"]},
            }
        ],
        max_rounds=6,
    )
    state = play_game(game, 0, bot="goal")
    assert any(item.startswith("ember:") for item in state.heroes[0].items)
    assert any("the ember glows" in line for line in state.log)
    outcome = state.outcome()
    assert outcome is not None and outcome["result"] == "win", (outcome, state.log[-6:])


def test_a_picked_up_marker_is_gained_too() -> None:
    """A marker a hero picks up fires ``item-gained`` (its kind and id) after ``pickup``,
    as md's quest tokens do and as the quest-logic model has every pick-up (before, no
    descent1 pick-up fired it, so a trigger on gaining a potion never worked in play)."""
    game = descent_game(
        ROOM,
        tokens=(START, ("pot", "potion-healing", (1, 1), {})),
        party=1,
        objectives=[{"id": "o-never", "kind": "pickup", "targets": ["gem"]}],
        triggers=[
            {
                "id": "t-got",
                "on": {"event": "item-gained", "target": "potion-healing"},
                "effects": [{"kind": "message", "text": "a potion"}],
            }
        ],
    )
    state = game.new_initial_state(0)
    heroes.pick_up(state, state.heroes[0], state.tokens["pot"])
    assert "pot" in state.picked and "t-got" in state.fired
