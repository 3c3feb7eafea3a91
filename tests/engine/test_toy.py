"""The test ruleset (``toy.py``) end to end: every hook of the engine core in one game."""

from __future__ import annotations

import json
from typing import Any

from questwright.engine.actions import EndTurn, Move, Switch
from questwright.engine.bots import make_bot
from questwright.engine.core import CHANCE, Game
from questwright.engine.rng import Rng
from questwright.engine.rounds import TeamTurns, Turns

from tests.engine.toy import Collapse, Explore, Pass, Spawn, Spring, relic_run


def _play_until(game: Game, seed: int, test: Any, bot: str = "goal") -> Any:
    """The first state of a seeded bot game where ``test`` holds (or the end)."""
    state = game.new_initial_state(seed)
    player = make_bot(bot, seed)
    while not (state.is_terminal() or test(state)):
        state.apply_action(player.choose(state))
    return state


def _find(game: Game, test: Any, bot: str = "random") -> tuple[int, Any]:
    """A seed whose bot game reaches a state where ``test`` holds, and that state."""
    for seed in range(60):
        state = _play_until(game, seed, test, bot)
        if test(state):
            return seed, state
    raise AssertionError("no game got there")


def test_players_sides_and_zero_sum_returns() -> None:
    game = relic_run()
    assert [(p.name, p.side) for p in game.players] == [
        ("h1", "heroes"),
        ("h2", "heroes"),
        ("wd", "warden"),
    ]
    state = _play_until(game, 3, lambda s: False)
    assert sorted(state.returns()) in ([-1.0, -1.0, 1.0], [-1.0, 1.0, 1.0])
    assert sum(state.returns()[:2]) == -2 * state.returns()[2]


def test_the_team_phase_interleaves_and_hands_over_once_between_actions() -> None:
    state = relic_run().new_initial_state(0)
    assert isinstance(state.current_phase(), TeamTurns) and state.current_player() == 0
    assert Switch(0, 1) in state.legal_actions()
    state.apply_action(Switch(0, 1))
    assert state.current_player() == 1
    assert Switch(1, 0) not in state.legal_actions()  # h2 must act first
    move = next(a for a in state.legal_actions() if isinstance(a, Move))
    state.apply_action(move)
    while state.is_chance_node() or state.pending_choice():
        state.apply_action(state.legal_actions()[-1])  # let any trap pass
    assert Switch(1, 0) in state.legal_actions()
    state.apply_action(Switch(1, 0))
    state.apply_action(EndTurn(0))  # h1 is done; the turn goes back to h2
    assert state.current_player() == 1 and 0 not in state.team_members()
    state.apply_action(EndTurn(1))
    assert isinstance(state.current_phase(), Turns) and state.current_player() == 2


def test_the_warden_answers_an_interrupt_inside_a_heros_move() -> None:
    game = relic_run()
    seed, state = _find(game, lambda s: s.pending_choice() is not None, "goal")
    assert state.current_player() == 2  # the Warden decides in h-something's move
    kind, options = state.pending_choice()
    assert kind == "trap" and any("spring" in o for o in options)
    hero_moves = [e for e in state.history() if isinstance(e, Move)]
    assert hero_moves and str(state.history()[-1]) == str(hero_moves[-1])
    spring = next(a for a in state.legal_actions() if isinstance(a, Spring))
    health = list(state.health)
    state.apply_action(spring)
    assert sum(state.health) == sum(health) - 1
    assert spring in state.history()
    assert game.replay(seed, state.history()) == state


def test_the_hidden_hand_is_only_the_wardens() -> None:
    game = relic_run()
    state = game.new_initial_state(4)
    hand = sorted(state.hand)
    assert hand and all(card not in state.observation_string(0) for card in hand)
    assert all(card in state.observation_string(2) for card in hand)
    assert all(card not in state.information_state_string(1) for card in hand)
    draws = [e for e in state.history() if str(e).startswith("chance draw warden:")]
    assert draws and all(e.private == (2,) for e in draws)
    seen = set()
    for k in range(8):
        other = state.resample_from_infostate(0, Rng(k))
        assert other.observation_string(0) == state.observation_string(0)
        seen.add(tuple(sorted(other.hand)))
    assert len(seen) > 1  # the heroes cannot tell which cards the Warden holds
    assert state.resample_from_infostate(2, Rng(1)).hand == state.hand


def test_the_board_grows_and_shrinks_in_play_and_travels_with_the_state() -> None:
    game = relic_run()
    seed, state = _find(game, lambda s: len(s.board.tiles) > 2)
    explored = [c for c in state.layout.changes if c.op == "attach"]
    assert explored and any(isinstance(e, Explore) for e in state.history())
    assert any(str(e).startswith("chance draw tile:") for e in state.history())
    doc = json.loads(json.dumps(state.to_json()))
    assert doc["board"] and game.state_from_json(doc) == state
    assert game.replay(seed, state.history()) == state
    # the Warden collapses an empty explored tile: the board shrinks again
    seed, state = _find(game, lambda s: any(c.op == "remove" for c in s.layout.changes))
    removed = next(c for c in state.layout.changes if c.op == "remove")
    assert removed.tile not in state.board.tiles
    assert any(isinstance(e, Collapse) for e in state.history())
    assert game.replay(seed, state.history()) == state


def test_the_two_space_hound_moves_as_a_hound() -> None:
    game = relic_run()
    seed, state = _find(game, lambda s: len(s.hound) == 2, "goal")
    assert any(isinstance(e, Spawn) for e in state.history())
    head, tail = state.hound
    assert max(abs(head[0] - tail[0]), abs(head[1] - tail[1])) == 1
    positions = {state.hound}
    for _ in range(40):
        if state.is_terminal() or not state.hound:
            break
        before = state.hound
        state.apply_action(make_bot("goal", seed).choose(state))
        if state.hound and state.hound != before:
            positions.add(state.hound)
            a, b = state.hound
            assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1  # always two touching spaces
    assert len(positions) > 1


def test_explicit_chance_and_the_pass_option() -> None:
    game = relic_run(chance="explicit")
    state = game.new_initial_state(5)
    assert state.current_player() == CHANCE
    rng = Rng(5)
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[rng.below(len(state.legal_actions()))])
    assert state.current_player() == 0 and Pass(2) not in state.legal_actions()
