"""The objectives a game reports as done (``simulate``'s "objectives reached", the
transcript) include those met on the event that won it: a quest trigger may say "win" on
the very event that meets an objective, before the objectives are checked (the bundled
Stone Tusk wins on Vorgash's death, which is also its kill objective)."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import OpenDoor

from tests.engine.boards import gate_game, quiet_first_turn


def _game(trigger_effect: str) -> Any:
    return gate_game(
        objectives=[
            {"id": "open-gate", "kind": "open", "targets": ["gate"]},
            {"id": "out", "kind": "escape", "targets": ["exit"], "after": ["open-gate"]},
        ],
        triggers=[
            {
                "id": "gate-wins",
                "on": {"event": "door-opened", "target": "gate"},
                "once": True,
                "effects": [{"kind": trigger_effect, "text": "The gate was the prize."}],
            }
        ],
    )


def _open_gate(game: Any) -> Any:
    state = quiet_first_turn(game)
    state.apply_action(OpenDoor(0, "gate"))
    return state


def test_an_objective_met_by_the_event_a_trigger_wins_on_is_reported_done() -> None:
    state = _open_gate(_game("win"))
    assert state.is_terminal() and state.outcome()["result"] == "win"
    assert state.completed_objectives() == ["open-gate"]


def test_a_game_still_going_reports_only_the_objectives_checked() -> None:
    state = _open_gate(_game("message"))
    assert not state.is_terminal()
    assert state.completed_objectives() == ["open-gate"]
    assert "out" not in state.completed_objectives()
