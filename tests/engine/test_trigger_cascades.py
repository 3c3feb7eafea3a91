"""Quest triggers that set each other off (docs/engine.md, Triggers): the engine and the
quest-logic model share one rule. A trigger never fires while it is already running, no
cascade goes deeper than ``TRIGGER_DEPTH`` triggers, and one cascade fires at most
``TRIGGER_CASCADE`` times. Found by the fuzzer: a door-opened trigger that shut and opened
its own door again ran the engine and the validators out of stack
(tests/fuzz/regressions/logic-door-reopens-itself-*.json).
"""

from __future__ import annotations

from typing import Any

from questwright.core.questlogic.cascade import TRIGGER_CASCADE, TRIGGER_DEPTH
from questwright.engine.actions import OpenDoor
from questwright.validators.runner import validate_quest

from tests.engine.boards import make_game, quiet_first_turn

NO_SPAWNS = {"flags": {"noEvents": True, "noReinforcements": True}}


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


def _game(count: int) -> Any:
    return make_game(
        ["ABCDE"],
        party=1,
        doors=(("gate", "t1:B", "t1:C"),),
        tokens=(("start", "start", "t1:B", {}), ("exit", "exit", "t1:E", {})),
        objectives=[{"id": "out", "kind": "escape", "targets": ["exit"]}],
        triggers=_reopening(count),
        setup=NO_SPAWNS,
        extra={"counters": [{"id": "firings", "start": 0, "threshold": 100_000}]},
    )


def _open_gate(game: Any) -> Any:
    state = quiet_first_turn(game)
    state.apply_action(OpenDoor(0, "gate"))
    return sum(state.counters["firings"].values())


def test_a_trigger_that_opens_its_own_door_again_fires_once() -> None:
    assert _open_gate(_game(1)) == 1


def test_triggers_setting_each_other_off_stop_at_the_cascade_s_bounds() -> None:
    """Forty triggers that each set all the others off would fire in every order; the
    cascade stops after TRIGGER_CASCADE firings, none deeper than TRIGGER_DEPTH."""
    assert TRIGGER_DEPTH < 40 < TRIGGER_CASCADE
    assert _open_gate(_game(40)) == TRIGGER_CASCADE


def test_the_validators_walk_the_same_quests_without_an_internal_error() -> None:
    for count in (1, 40):
        game = _game(count)
        codes = {issue.code for issue in validate_quest(game.board.quest, game.catalog)}
        assert "INTERNAL_RULE_ERROR" not in codes, codes
