"""The descent1 goal heroes count wounds on the quest's quarry double (``Style.focus``,
engine/rulesets/descent1/hero_bot.py, issue #28): with the monster a kill objective names
and a minion both in reach, the hero strikes the quarry, though the minion is the easier
kill. On the bundled Stone Tusk (two goal heroes against the goal overlord, seeds 100–399)
this took the heroes from 95 to 142 wins of 300; the Drowned Stair stayed level (255, 253).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from questwright.engine.actions import Begin
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import Act, Strike, parse_cell
from questwright.engine.rulesets.descent1.bot_common import GOAL
from questwright.engine.rulesets.descent1.hero_bot import hero_action

from tests.engine.descent1_boards import descent_game, place_hero, place_monster

KILL = [{"id": "obj", "kind": "kill", "targets": ["quarry"]}]


def _battle(quarry_rank: str) -> Any:
    """A hero between a skeleton (west) and the quarry, a Beastman (east), Battle
    declared."""
    game = descent_game(["." * 7] * 3, objectives=KILL, party=1)
    state = game.new_initial_state(1)
    place_hero(state, 0, (3, 1))
    place_monster(state, "skeleton", [(2, 1)])
    quarry = place_monster(state, "beastman", [(4, 1)], rank=quarry_rank)
    quarry.source = "quarry"
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "battle"))
    return state


def _struck(state: Any, focus: float) -> tuple[int, int]:
    action = hero_action(state, 0, Rng(0), replace(GOAL, focus=focus))
    assert isinstance(action, Strike), action
    return parse_cell(action.target)


def test_the_goal_hero_strikes_the_quarry_before_an_easier_minion() -> None:
    state = _battle("master")
    assert state.goal_action(0, Rng(0)) == hero_action(state, 0, Rng(0))
    assert _struck(state, GOAL.focus) == (4, 1)


def test_without_focus_the_easier_kill_comes_first() -> None:
    """The same board weighed without the quarry's double count: the skeleton, a likely
    kill, is struck (so the test above can fail)."""
    assert _struck(_battle("master"), 1.0) == (2, 1)
