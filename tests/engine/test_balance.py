"""Balance sanity: goal-seeking bots win clearly more often than random bots on every
bundled md1/md2 quest (same seeds, two heroes)."""

from __future__ import annotations

from pathlib import Path

import pytest
from questwright.engine.simulate import GameSpec, simulate
from questwright.schema.catalog import bundled_quests_dir

QUESTS = sorted(
    p for system in ("md1", "md2") for p in (bundled_quests_dir() / system).glob("*.quest.json")
)
GAMES = 120


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_goal_bots_beat_random_bots(path: Path) -> None:
    goal = simulate(GameSpec(str(path), 2, "goal"), n=GAMES, seed=500)
    rand = simulate(GameSpec(str(path), 2, "random"), n=GAMES, seed=500)
    g, r = goal.wins / GAMES, rand.wins / GAMES
    assert g >= 0.08, f"goal bots win only {g:.0%}"
    assert g >= 2 * r + 0.05, f"goal {g:.0%} vs random {r:.0%}"
    # the two runs used the same seeds
    assert goal.to_json()["seeds"] == rand.to_json()["seeds"]
