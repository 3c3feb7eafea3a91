"""Explicit chance without re-running everything: a batch of draws (a shuffle, a handful of
dice) is asked one node after another without running the action again, and an action that
asks nothing is played on the state itself (the position before a pausing action is rebuilt
from a checkpoint). Both must leave the game exactly as the one-re-run-per-node design did."""

from __future__ import annotations

import json
from typing import Any, ClassVar

from questwright.engine.actions import EndTurn, Move, Vocabulary
from questwright.engine.core import (
    CHANCE,
    ChanceOutcome,
    Game,
    Ruleset,
    State,
    play_chance,
    sample_batch,
    sample_chance,
)
from questwright.engine.rng import Rng
from questwright.engine.rounds import Round, Turns

from tests.engine.boards import make_game


class DiceState(State):
    """Move rolls three d6 (one batch) and adds them; EndTurn counts; four ends finish."""

    ROUND = Round([Turns("play", order=lambda s: [0])])

    def setup(self) -> None:
        self.total = 0
        self.ends = 0
        self.round = 1
        self.start_rounds()

    def _legal_actions(self) -> list[Any]:
        return [Move(0, "roll"), EndTurn(0)]

    def _apply_action(self, action: Any) -> None:
        runs = self.game.__dict__.setdefault("runs", {"roll": 0, "end": 0})
        if isinstance(action, Move):
            runs["roll"] += 1
            faces = self.rng.draws([6, 6, 6])
            self.total += sum(faces) + 3
            self.say(f"rolled {faces}")
        else:
            runs["end"] += 1
            self.ends += 1
            if self.ends >= 4:
                self.finish("win", "four ends")

    def _clone_into(self, other: Any) -> None:
        other.total = self.total
        other.ends = self.ends

    def _state_json(self) -> dict[str, Any]:
        return {"total": self.total, "ends": self.ends}

    def _load_state(self, doc: dict[str, Any]) -> None:
        self.total, self.ends = doc["total"], doc["ends"]


class Dice(Ruleset):
    system = "dice"
    state_class: ClassVar[type[State]] = DiceState
    vocabulary = Vocabulary(Move, EndTurn)

    @classmethod
    def resolve_party(cls, game: Game, party: Any) -> list[str]:
        return ["one"]


def _game(chance: str = "explicit") -> Game:
    return make_game(["..."], system="md1", ruleset=Dice, chance=chance)


def test_a_batch_of_draws_is_asked_node_by_node_with_two_runs_of_the_action() -> None:
    game = _game()
    state = game.new_initial_state(0)
    state.apply_action(Move(0, "roll"))
    seen = []
    while state.is_chance_node():
        assert state.current_player() == CHANCE
        assert [o.of for o, _ in state.chance_outcomes()] == [6] * 6
        seen.append(len(state.history()))
        state.apply_action(ChanceOutcome(len(seen), 6))
    assert state.total == 2 + 3 + 4  # faces 1, 2, 3, each +1
    assert [str(h) for h in state.history()] == [
        "h1 move roll",
        "chance outcome 1/6",
        "chance outcome 2/6",
        "chance outcome 3/6",
    ]
    assert seen == [1, 2, 3]  # a node per die, the earlier outcomes recorded
    # the rule ran once: it waited at each node and went on from there
    assert game.__dict__["runs"]["roll"] == 1


def test_a_copy_of_a_paused_state_plays_the_action_again_only_after_the_batch() -> None:
    game = _game()
    state = game.new_initial_state(0)
    state.apply_action(Move(0, "roll"))
    copy = state.clone()  # a copy cannot share the original's waiting action
    for face in (1, 2, 3):
        copy.apply_action(ChanceOutcome(face, 6))
        state.apply_action(ChanceOutcome(face, 6))
    assert copy.total == state.total == 2 + 3 + 4
    assert copy.history() == state.history()
    # the original ran the rule once; the copy once more, after the batch's last draw
    assert game.__dict__["runs"]["roll"] == 2


def test_a_paused_action_shows_the_position_before_it_and_branches_independently() -> None:
    game = _game()
    state = game.new_initial_state(0)
    state.apply_action(EndTurn(0))
    state.apply_action(EndTurn(0))
    before = state.clone()
    state.apply_action(Move(0, "roll"))
    assert state.is_chance_node()
    doc, was = state.to_json(), before.to_json()
    assert doc["rules"] == was["rules"] and doc["log"] == was["log"]
    assert state.observation_string(0) == before.observation_string(0)
    kids = [state.child(o) for o, _ in state.chance_outcomes()]
    assert state.to_json() == doc  # branching leaves the paused state as it was
    back = game.state_from_json(json.loads(json.dumps(doc)))
    assert back == state
    for k in kids:
        while k.is_chance_node():
            k.apply_action(ChanceOutcome(0, 6))
    assert [k.total for k in kids] == [3 + i for i in range(6)]


def test_plain_actions_between_pauses_replay_to_the_same_game() -> None:
    sampler = Rng(5)
    game = _game()
    state = game.new_initial_state(3)
    for action in [EndTurn(0), Move(0, "roll"), EndTurn(0), EndTurn(0), Move(0, "roll")]:
        state.apply_action(action)
        while state.is_chance_node():
            state.apply_action(ChanceOutcome(sampler.below(6), 6))
        again = game.replay(3, state.history())
        assert again == state and again.total == state.total
    state.apply_action(EndTurn(0))
    assert state.is_terminal() and state.ends == 4


def test_internal_chance_draws_the_same_numbers_as_one_below_each() -> None:
    a, b = Rng(11), Rng(11)
    assert a.draws([6, 4, 20, 2]) == [b.below(6), b.below(4), b.below(20), b.below(2)]


def test_sample_batch_answers_all_but_the_last_draw_as_node_by_node_sampling_does() -> None:
    game = _game()
    by_node, batched = game.new_initial_state(0), game.new_initial_state(0)
    for state in (by_node, batched):
        state.apply_action(Move(0, "roll"))
    one, many = Rng(7), Rng(7)
    while by_node.is_chance_node():
        by_node.apply_action(sample_chance(by_node, one))
    sample_batch(batched, many)
    # the last draw of the batch is left: the action goes on only when it is answered
    assert batched.is_chance_node() and len(batched.history()) == 3
    assert game.runs["roll"] == 2  # (each state ran the action once, nothing more yet)
    sample_batch(batched, many)  # at a batch's last draw: nothing to do
    assert len(batched.history()) == 3
    batched.apply_action(sample_chance(batched, many))
    assert not batched.is_chance_node()
    assert batched.history() == by_node.history()
    assert json.dumps(batched.to_json()) == json.dumps(by_node.to_json())
    sample_batch(batched, many)  # not a chance node: nothing happens
    assert batched.history() == by_node.history()


def test_the_log_is_written_out_when_read_and_reads_the_same_in_copies() -> None:
    state = _game("internal").new_initial_state(3)
    state.apply_action(Move(0, "roll"))
    copy = state.clone()  # copied before the line was ever read
    state.apply_action(Move(0, "roll"))
    assert len(state.log) == 2 and len(copy.log) == 1
    assert copy.log[0] == state.log[0] and copy.log[0].startswith("[r1] rolled [")
    state.log.clear()  # a caller may empty the list it is given
    state.apply_action(Move(0, "roll"))
    assert len(state.log) == 1 and state.log[0].startswith("[r1] rolled [")
    state.log = ["an older line"]
    state.say("{n} more", n=2)
    assert state.log == ["an older line", "[r1] 2 more"]


def test_play_chance_plays_a_batch_as_node_by_node_sampling_does() -> None:
    game = _game()
    by_node, fused = game.new_initial_state(0), game.new_initial_state(0)
    one, many = Rng(7), Rng(7)
    for _ in range(3):
        for state in (by_node, fused):
            state.apply_action(Move(0, "roll"))
        while by_node.is_chance_node():
            by_node.apply_action(sample_chance(by_node, one))
        play_chance(fused, many)  # the whole batch, and the action goes on
        assert not fused.is_chance_node()
        assert fused.history() == by_node.history()
        assert json.dumps(fused.to_json()) == json.dumps(by_node.to_json())
    assert one.state == many.state  # the same numbers drawn
    assert game.runs["roll"] == 6  # each roll ran once in each state


def test_play_chance_on_a_copy_of_a_paused_state_plays_the_action_again() -> None:
    """A copy cannot go on with the original's waiting action: it plays the action again
    from the position before it, with the whole batch answered."""
    game = _game()
    state = game.new_initial_state(0)
    state.apply_action(Move(0, "roll"))
    copy = state.clone()
    play_chance(copy, Rng(2))
    play_chance(state, Rng(2))
    assert copy.history() == state.history() and copy.total == state.total
    assert game.runs["roll"] == 2  # the original once, the copy once more


def test_only_a_paused_state_builds_its_view_on_a_read() -> None:
    """A plain state's class has no ``__getattr__`` (every attribute read of the rules and
    the bots takes Python's fast path); a paused state shows the position before its
    action, built when a field of it is first read, and goes back to its class after."""
    game = _game()
    state = game.new_initial_state(0)
    plain = type(state)
    assert "__getattr__" not in vars(plain) and not hasattr(plain, "__getattr__")
    state.apply_action(EndTurn(0))
    state.apply_action(Move(0, "roll"))
    assert state.is_chance_node() and hasattr(type(state), "__getattr__")
    assert isinstance(state, plain) and type(state).__name__ == plain.__name__
    assert state.ends == 1 and state.total == 0  # the position before the roll
    copy = state.clone()
    assert type(copy) is plain and copy.ends == 1
    play_chance(state, Rng(0))
    assert type(state) is plain and not state.is_chance_node() and state.total > 0
