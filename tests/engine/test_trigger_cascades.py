"""Quest triggers that set each other off (docs/engine.md, Triggers): the engine and the
quest-logic model share one rule. A trigger never fires while it is already running, no
cascade goes deeper than ``TRIGGER_DEPTH`` triggers, and one cascade fires at most
``TRIGGER_CASCADE`` times. Found by the fuzzer: a door-opened trigger that shut and opened
its own door again ran the engine and the validators out of stack
(tests/fuzz/regressions/logic-door-reopens-itself-*.json).
"""

from __future__ import annotations

from typing import Any

from questwright.core.questlogic import QuestLogic
from questwright.core.questlogic.cascade import TRIGGER_CASCADE, TRIGGER_CHECKS, TRIGGER_DEPTH
from questwright.engine.actions import OpenDoor

from tests.engine.boards import gate_game, quiet_first_turn

#: a trigger that shuts the gate and opens it again at every round's start
TICK = {
    "id": "tick",
    "on": {"event": "round-start"},
    "once": False,
    "effects": [
        {"kind": "close-door", "target": "gate"},
        {"kind": "open-door", "target": "gate"},
    ],
}


def _reopening(count: int) -> list[dict[str, Any]]:
    """``count`` triggers on the gate's opening, each shutting it, opening it again and
    counting one on ``firings``."""
    return [
        {
            "id": f"again-{i}",
            "on": {"event": "door-opened", "target": "gate"},
            "once": False,
            "effects": [
                {"kind": "close-door", "target": "gate"},
                {"kind": "open-door", "target": "gate"},
                {"kind": "counter", "target": "firings", "value": 1},
            ],
        }
        for i in range(count)
    ]


def _game(count: int, *also: dict[str, Any]) -> Any:
    """The gate board with ``count`` self-reopening triggers (and ``also`` these)."""
    return gate_game(
        objectives=[{"id": "out", "kind": "escape", "targets": ["exit"]}],
        triggers=[*_reopening(count), *also],
        extra={"counters": [{"id": "firings", "start": 0, "threshold": 100_000}]},
    )


def _open_gate(game: Any) -> Any:
    state = quiet_first_turn(game)
    state.apply_action(OpenDoor(0, "gate"))
    return sum(state.counters["firings"].values())


def test_a_trigger_that_opens_its_own_door_again_fires_once() -> None:
    assert _open_gate(_game(1)) == 1


def test_triggers_setting_each_other_off_stop_at_the_cascade_s_bounds() -> None:
    """Seven triggers that each set all the others off would fire in every order (13,699
    times); the cascade stops after TRIGGER_CASCADE firings."""
    assert _open_gate(_game(7)) == TRIGGER_CASCADE


def test_a_cascade_weighs_a_bounded_number_of_listeners() -> None:
    """Forty such triggers: each firing weighs all forty again, so the cascade stops once
    its nested events have weighed TRIGGER_CHECKS listeners, before its TRIGGER_CASCADE
    firings (a thousand of them weighed each other a million times an event: 27 s for one
    goal-bot game); the event's own forty listeners are all weighed."""
    assert TRIGGER_DEPTH < 40 < TRIGGER_CASCADE
    game = _game(40)
    state = quiet_first_turn(game)
    state.apply_action(OpenDoor(0, "gate"))
    firings = sum(state.counters["firings"].values())
    assert 40 <= firings < TRIGGER_CASCADE
    assert state.cascade.checks == TRIGGER_CHECKS


def test_the_model_counts_the_listeners_it_weighs_as_work() -> None:
    """The quest-logic model charges its work budget for each listener a nested event
    weighs: with 200 self-reopening triggers and a round-start trigger that shuts and opens
    the door again, every round's cascade weighs thousands of listeners, so the walk stops
    at its budget after a few states (580 states and 5 CPU-s when only firings counted)."""
    board = _game(200, TICK).board
    exploration = QuestLogic.build(board).exploration
    assert not exploration.exhaustive and "more than" in str(exploration.stopped)
    assert len(exploration.states) <= 40
