"""Conformance over every bundled md1/md2 quest (OpenSpiel's random-sim test).

Many seeded games with random and goal-seeking bots: legal actions are non-empty until the
end and every chosen action is legal; ``clone()`` and ``from_json(to_json())`` equal the
original along the way; replaying ``history()`` from the seed reproduces the final state;
every game ends within the game's declared round bound.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from questwright.engine.bots import make_bot
from questwright.engine.core import Game
from questwright.schema.catalog import bundled_quests_dir

QUESTS = sorted(
    p for system in ("md1", "md2") for p in (bundled_quests_dir() / system).glob("*.quest.json")
)
GAMES_PER_QUEST = 30


def test_every_bundled_md_quest_is_covered() -> None:
    assert len(QUESTS) >= 4
    assert {p.parent.name for p in QUESTS} == {"md1", "md2"}


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_random_and_goal_games_keep_the_invariants(path: Path) -> None:
    games = {n: Game(path, party=n) for n in (1, 2, 4)}
    for k in range(GAMES_PER_QUEST):
        n = (1, 2, 4)[k % 3]
        game = games[n]
        seed = 1000 + k
        bot = make_bot("random" if k % 2 == 0 else "goal", seed)
        state = game.new_initial_state(seed)
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal, f"no legal action in a running game ({path.name}, seed {seed})"
            if steps % 9 == 0:
                assert state.clone() == state
                doc = json.loads(json.dumps(state.to_json()))
                assert game.state_from_json(doc) == state
            action = bot.choose(state)
            assert action in legal, f"{bot.name} bot chose an illegal action {action}"
            state.apply_action(action)
            steps += 1
        assert state.legal_actions() == []
        assert state.round <= game.max_rounds
        assert state.outcome()["result"] in ("win", "loss")
        assert game.replay(seed, state.history()) == state
        assert game.state_from_json(json.loads(json.dumps(state.to_json()))) == state


@pytest.mark.parametrize("path", QUESTS[:1] + QUESTS[-1:], ids=lambda p: p.stem)
def test_games_where_the_players_settle_ties_replay_exactly(path: Path) -> None:
    game = Game(path, party=3, ties="ask")
    for seed in range(4):
        state = game.new_initial_state(seed)
        bot = make_bot("goal", seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            action = bot.choose(state)
            assert action in legal
            state.apply_action(action)
        assert state.round <= game.max_rounds
        assert game.replay(seed, state.history()) == state
