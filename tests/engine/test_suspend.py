"""Actions that wait for a decision in a greenlet (engine/suspend.py): they go on where they
stopped, and every way a waiting action can be left behind (a copy, too many paused states,
another thread, an error, a state dropped) still plays the game the rules say."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from questwright.engine import suspend
from questwright.engine.actions import EndTurn, Move
from questwright.engine.core import ChanceOutcome, State
from questwright.engine.rng import Rng

from tests.engine.test_chance_batches import DiceState, _game


def _rolled(state: State, faces: tuple[int, ...]) -> State:
    state.apply_action(Move(0, "roll"))
    for face in faces:
        assert state.is_chance_node()
        state.apply_action(ChanceOutcome(face, 6))
    return state


def test_each_die_of_a_batch_is_its_own_node_and_the_rule_runs_once() -> None:
    game = _game()
    state = game.new_initial_state(0)
    _rolled(state, (5, 0, 2))
    assert state.total == 5 + 0 + 2 + 3  # faces 0–5, one added to each
    assert game.__dict__["runs"]["roll"] == 1


def test_more_paused_states_than_are_kept_still_resolve_as_the_rules_say() -> None:
    game = _game()
    paused = []
    for _ in range(suspend.LIMIT + 5):
        state = game.new_initial_state(0)
        state.apply_action(Move(0, "roll"))
        paused.append(state)
    # the oldest were abandoned: they play the roll again from before it
    for state in paused:
        for face in (1, 2, 3):
            state.apply_action(ChanceOutcome(face, 6))
        assert state.total == 2 + 3 + 4
        assert [str(h) for h in state.history()][-4:] == [
            "h1 move roll",
            "chance outcome 1/6",
            "chance outcome 2/6",
            "chance outcome 3/6",
        ]
    runs = game.__dict__["runs"]["roll"]
    assert suspend.LIMIT + 5 < runs <= 2 * (suspend.LIMIT + 5)


def test_a_dropped_paused_state_is_freed_once_it_is_no_longer_kept() -> None:
    game = _game()
    state = game.new_initial_state(0)
    state.apply_action(Move(0, "roll"))
    ref = weakref.ref(state)
    del state
    for _ in range(suspend.LIMIT):  # newer paused states push it out
        other = game.new_initial_state(0)
        other.apply_action(Move(0, "roll"))
    gc.collect()
    assert ref() is None


def test_a_paused_state_answered_in_another_thread_plays_the_same_game() -> None:
    game = _game()
    here = _rolled(game.new_initial_state(0), (4, 4, 1))
    there = game.new_initial_state(0)
    there.apply_action(Move(0, "roll"))
    errors: list[BaseException] = []

    def answer() -> None:
        try:
            for face in (4, 4, 1):
                there.apply_action(ChanceOutcome(face, 6))
        except BaseException as exc:  # reported below
            errors.append(exc)

    worker = threading.Thread(target=answer)
    worker.start()
    worker.join()
    assert not errors
    assert there.history() == here.history()
    assert there.total == here.total


class BrokenDice(DiceState):
    """The second die of a roll breaks the rules' code (a bug in a ruleset)."""

    def _apply_action(self, action: object) -> None:
        if isinstance(action, Move) and self.total == 0:
            self.rng.draws([6])
            raise RuntimeError("a bug in the rules")
        super()._apply_action(action)


def test_an_error_in_the_rules_reaches_the_caller_and_the_next_game_plays_on() -> None:
    game = _game()
    game.ruleset.state_class = BrokenDice  # type: ignore[misc]
    try:
        state = game.new_initial_state(0)
        state.apply_action(Move(0, "roll"))
        with pytest.raises(RuntimeError, match="a bug in the rules"):
            state.apply_action(ChanceOutcome(0, 6))
    finally:
        game.ruleset.state_class = DiceState  # type: ignore[misc]
    assert _rolled(_game().new_initial_state(0), (0, 0, 0)).total == 3


def test_a_game_played_inside_an_action_does_not_take_its_questions() -> None:
    """Rule code that plays a copy of the game (a look-ahead) until the copy pauses: the
    copy's question stays the copy's, the action's own roll is still asked of its state."""
    game = _game()

    class LookAhead(DiceState):
        def _apply_action(self, action: object) -> None:
            if isinstance(action, EndTurn) and self.ends == 0:
                probe = self.clone()
                probe.apply_action(Move(0, "roll"))  # pauses inside this action
                assert probe.is_chance_node()
                self.seen = self.rng.draws([6])[0]
            super()._apply_action(action)

        def _clone_into(self, other: object) -> None:
            super()._clone_into(other)

    game.ruleset.state_class = LookAhead  # type: ignore[misc]
    try:
        state = game.new_initial_state(0)
        state.apply_action(EndTurn(0))
        assert state.is_chance_node() and state.chance_outcomes()[0][0].of == 6
        state.apply_action(ChanceOutcome(5, 6))
        assert state.seen == 5 and state.ends == 1
    finally:
        game.ruleset.state_class = DiceState  # type: ignore[misc]


def test_a_long_game_rebuilds_the_position_before_a_late_pause() -> None:
    """Past a checkpoint's chain of actions a new checkpoint is taken; the position before a
    pause (its JSON) is the one an internal-chance game shows at the same point."""
    game = _game()
    state = game.new_initial_state(0)
    pick = Rng(3)
    for _ in range(150):
        state.apply_action(Move(0, "roll"))
        while state.is_chance_node():
            state.apply_action(ChanceOutcome(pick.below(6), 6))
    total = state.total
    state.apply_action(Move(0, "roll"))
    assert state.is_chance_node()
    shown = state.to_json()
    assert shown["rules"]["total"] == total  # the position before the roll
    back = game.state_from_json(shown)
    for face in (0, 1, 2):
        back.apply_action(ChanceOutcome(face, 6))
        state.apply_action(ChanceOutcome(face, 6))
    assert back == state
