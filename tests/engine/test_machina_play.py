"""Machina Arcana in play on the bundled chapters: bots, simulation, and a board that grows
and shrinks carried through clone, JSON and replay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from questwright.engine.bots import make_bot
from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.engine.rulesets.machina.actions import Explore
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir

QUESTS = sorted((bundled_quests_dir() / "machina").glob("*.quest.json"))
GAMES = 60


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.stem)
def test_goal_bots_win_sometimes_lose_sometimes_and_beat_random_bots(path: Path) -> None:
    goal = simulate(GameSpec(str(path), 3, "goal"), n=GAMES, seed=500)
    rand = simulate(GameSpec(str(path), 3, "random"), n=GAMES // 2, seed=500)
    g, r = goal.wins / GAMES, rand.wins / (GAMES // 2)
    assert 0 < goal.wins < GAMES, f"goal bots win {g:.0%}"
    assert g >= 2 * r + 0.05, f"goal {g:.0%} vs random {r:.0%}"


def test_simulate_gives_the_same_games_with_one_or_two_jobs() -> None:
    spec = GameSpec(str(QUESTS[0]), 3, "goal")
    one = simulate(spec, n=16, seed=7, jobs=1).to_json()
    two = simulate(spec, n=16, seed=7, jobs=2).to_json()
    timing = ("jobs", "elapsed_s", "games_per_s")
    assert {k: v for k, v in one.items() if k not in timing} == {
        k: v for k, v in two.items() if k not in timing
    }


def _explorer(state: Any, bot: Any) -> Any:
    """Explores whenever it can, else walks toward the nearest open join (the goal bot
    decides everything else)."""
    from questwright.engine.actions import Move
    from questwright.engine.rulesets.machina.goal import _distances

    legal = state.legal_actions()
    for action in legal:
        if isinstance(action, Explore):
            return action
    p = state.current_player()
    here = state.pos[p] if 0 <= p < len(state.pos) and state.active == p else None
    joins = {c for _, cells in state.grid.joins for c in cells}
    if here is not None and joins and state.map_deck:
        dist = _distances(state, joins)
        mine = dist.get(here)
        closer = [
            a
            for a in legal
            if isinstance(a, Move)
            and mine is not None
            and dist.get(tuple(int(v) for v in a.to.split(",")), mine) < mine
        ]
        if closer:
            return closer[0]
    return bot.choose(state)


def test_a_game_that_explores_and_scrolls_survives_clone_json_and_replay() -> None:
    path = bundled_quests_dir() / "machina" / "cold-foundry.quest.json"
    for chance in ("internal", "explicit"):
        game = Game(path, party=2, chance=chance)
        game.data.rules["tilesInPlay"] = 2  # every explored tile scrolls an older one off
        state = game.new_initial_state(3)
        bot, sampler = make_bot("goal", 3), Rng(3)
        from questwright.engine.core import sample_chance

        grew = shrank = False
        while not state.is_terminal() and not (grew and shrank):
            if state.is_chance_node():
                state.apply_action(sample_chance(state, sampler))
                continue
            state.apply_action(_explorer(state, bot))
            ops = [c.op for c in state.layout.changes]
            grew, shrank = "attach" in ops, "remove" in ops
        assert grew and shrank, "the game never explored and scrolled"
        assert state.clone() == state
        assert game.state_from_json(state.to_json()) == state
        assert game.replay(3, state.history()) == state
        for p in range(game.num_players()):
            again = state.resample_from_infostate(p, Rng(5))
            assert again.observation_string(p) == state.observation_string(p)
