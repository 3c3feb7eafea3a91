"""descent1's ways to play for the search bot (engine/rulesets/descent1/policies.py, issue
#28) on small hand-made maps: each policy chooses otherwise than the goal bot where its
knob says so, and the search weighs them for both sides.

The maps are one row deep or a few rows of open floor; the hero runs (or advances) and the
overlord's monster is the stand-in Beastman (speed 4, melee).
"""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import Begin, EndTurn, Move
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Act,
    Activate,
    Drink,
    MClose,
    MStep,
    OvPass,
    Play,
    parse_cell,
    parse_footprint,
)
from questwright.engine.rulesets.descent1.areas import work_door
from questwright.engine.rulesets.descent1.bots import GUARD_STEPS, Style, overlord_action
from questwright.engine.rulesets.descent1.geometry import chebyshev
from questwright.engine.rulesets.descent1.policies import HERO_POLICIES, OVERLORD_POLICIES
from questwright.engine.search import PolicyBot, SearchBot

from tests.engine.descent1_boards import descent_game, place_hero, place_monster
from tests.engine.test_descent1_overlord_bot import DOOR, WALLED, overlord_turn
from tests.engine.test_descent1_rules import start, turn

PICKUP = [{"id": "obj", "kind": "pickup", "targets": ["relic-1"]}]


def hero_turn(rows: list[str], tokens: tuple[Any, ...], hero: tuple[int, int]) -> Any:
    """One hero on ``hero``, his turn begun and Run declared."""
    game = descent_game(rows, tokens=tokens, objectives=PICKUP, party=1)
    state = game.new_initial_state(1)
    place_hero(state, 0, hero)
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "run"))
    return state


def test_the_policies_per_side() -> None:
    state = hero_turn(["." * 8], (("relic-1", "relic", (7, 0), {}),), (0, 0))
    assert state.search_policies(0) == list(HERO_POLICIES) == ["press", "careful", "rush"]
    assert state.search_policies(state.ov) == list(OVERLORD_POLICIES)
    assert list(OVERLORD_POLICIES) == ["onslaught", "warden"]
    with pytest.raises(KeyError):
        state.policy_action(0, Rng(0), "onslaught")  # an overlord policy is no hero's


def test_press_takes_treasure_on_the_way_as_the_goal_bot_does() -> None:
    """The relic lies in the unrevealed area behind the door: both take the coins before
    exploring (the coins buy the gear a boss fight needs)."""
    money = ("money-1", "money", (1, 0), {"value": 50})
    relic = ("relic-1", "relic", (13, 0), {})
    game = descent_game(
        ["." * 14],
        areas=["a" * 8 + "b" * 6],
        doors=(("door-1", (8, 0), (8, 1), "a", None),),
        tokens=(money, relic),
        objectives=PICKUP,
        party=1,
    )
    state = game.new_initial_state(1)
    place_hero(state, 0, (5, 0))
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "run"))
    goal = state.goal_action(0, Rng(0))
    assert isinstance(goal, Move) and parse_cell(goal.to)[0] < 5  # west, to the coins
    assert state.policy_action(0, Rng(0), "press") == goal
    assert state.policy_action(0, Rng(0), "careful") == goal


def test_rush_leaves_the_treasure_and_the_glyph_for_the_objective() -> None:
    """Coins and an inactive glyph west of the hero, the relic east: the goal bot goes west
    for them, *rush* east for the relic."""
    money = ("money-1", "money", (1, 0), {"value": 50})
    glyph = ("glyph-1", "glyph", (2, 0), {"active": False})
    relic = ("relic-1", "relic", (13, 0), {})
    state = hero_turn(["." * 14], (money, glyph, relic), (5, 0))
    goal = state.goal_action(0, Rng(0))
    assert isinstance(goal, Move) and parse_cell(goal.to)[0] < 5
    rush = state.policy_action(0, Rng(0), "rush")
    assert isinstance(rush, Move) and parse_cell(rush.to)[0] > 5


def test_press_takes_a_glyph_on_the_way_as_the_goal_bot_does() -> None:
    glyph = ("glyph-1", "glyph", (1, 0), {"active": False})
    relic = ("relic-1", "relic", (13, 0), {})
    state = hero_turn(["." * 14], (glyph, relic), (6, 0))
    goal = state.goal_action(0, Rng(0))
    assert isinstance(goal, Move) and parse_cell(goal.to)[0] < 6  # west, to the glyph
    assert state.policy_action(0, Rng(0), "press") == goal


def test_press_advances_where_the_goal_bot_s_archer_waits_on_guard() -> None:
    """Sela (a bow) at the west end of a hook-shaped corridor, the Beastman round the
    corner: out of sight, and within her speed and 3 steps but not within her speed."""
    rows = ["......", "#####.", "#####.", "......"]
    game = descent_game(rows, objectives=PICKUP, party=["sela"])
    state = game.new_initial_state(1)
    place_hero(state, 0, (0, 0))
    place_monster(state, "beastman", [(4, 3)])
    state.apply_action(Begin(0))
    assert state.goal_action(0, Rng(0)) == Act(0, "ready")
    assert state.policy_action(0, Rng(0), "press") == Act(0, "run")


def test_careful_drinks_a_healing_potion_sooner() -> None:
    state = hero_turn(["." * 8], (("relic-1", "relic", (7, 0), {}),), (0, 0))
    h = state.heroes[0]
    h.healing = 1
    h.health = (h.max_health * 55) // 100  # above the goal bot's 40 %, below careful's 60 %
    assert state.policy_action(0, Rng(0), "careful") == Drink(0, "healing")
    assert state.goal_action(0, Rng(0)) != Drink(0, "healing")


def test_careful_steps_back_out_of_reach_where_the_goal_bot_walks_on() -> None:
    rows = ["." * 12] * 3
    relic = ("relic-1", "relic", (11, 1), {})
    state = hero_turn(rows, (relic,), (4, 1))
    place_monster(state, "beastman", [(8, 1)])
    h = state.heroes[0]
    h.health = (h.max_health * 70) // 100  # above the goal bot's 50 %, below careful's 75 %
    goal = state.goal_action(0, Rng(0))
    careful = state.policy_action(0, Rng(0), "careful")
    assert isinstance(goal, Move) and parse_cell(goal.to)[0] > 4  # on toward the relic
    assert isinstance(careful, Move) and parse_cell(careful.to)[0] < 4  # back, away


def test_onslaught_leaves_the_guard_post_and_the_door_open() -> None:
    state = overlord_turn(["." * 12] * 5, (11, 2))
    beast = place_monster(state, "beastman", [(10, 2)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    guard = state.goal_action(ov, Rng(0))
    onslaught = state.policy_action(ov, Rng(0), "onslaught")
    assert isinstance(guard, MStep) and isinstance(onslaught, MStep)
    assert min(c[0] for c in parse_footprint(guard.to)) == 11 - GUARD_STEPS
    assert min(c[0] for c in parse_footprint(onslaught.to)) < 11 - GUARD_STEPS

    state = overlord_turn(WALLED, (11, 2), doors=(DOOR,))
    work_door(state, "door-1", True, "h1")
    beast = place_monster(state, "beastman", [(8, 2)])
    state.apply_action(Activate(ov, beast.uid))
    assert state.goal_action(ov, Rng(0)) == MClose(ov, beast.uid, "door-1")
    assert isinstance(state.policy_action(ov, Rng(0), "onslaught"), MStep)  # through it


def test_warden_guards_from_farther_than_the_goal_overlord() -> None:
    state = overlord_turn(["." * 14] * 5, (13, 2))
    beast = place_monster(state, "beastman", [(8, 2)])  # 5 steps from the relic
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    goal = state.goal_action(ov, Rng(0))
    warden = state.policy_action(ov, Rng(0), "warden")
    assert isinstance(goal, MStep)
    assert min(c[0] for c in parse_footprint(goal.to)) < 13 - 2 * GUARD_STEPS  # off it goes
    if isinstance(warden, MStep):
        cells = parse_footprint(warden.to)
        assert all(chebyshev(c, (13, 2)) <= 2 * GUARD_STEPS for c in cells)
    else:  # it holds its post
        assert warden is not None and type(warden).__name__ == "Done"


def test_the_search_weighs_each_side_s_policies_and_plays_them_for_the_side() -> None:
    """The balance ``search`` bot plays both sides of descent1: the overlord's decision
    weighs the overlord's policies, a hero's the heroes'; a simulation plays the chosen
    policy for its side only, and stops after the ruleset's horizon."""
    state = overlord_turn(["." * 12] * 5, (11, 2))
    beast = place_monster(state, "beastman", [(10, 2)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    bot = SearchBot(0, width=1)
    legal = state.legal_actions()
    candidates = bot._candidates(state, legal, state.goal_action(ov, Rng(0)), ov)
    assert [bot._policy_of[i] for i in sorted(bot._policy_of)] == ["onslaught", "warden"]
    assert candidates[1:] == [state.policy_action(ov, Rng(0), n) for n in OVERLORD_POLICIES]
    player = PolicyBot(0, "onslaught", state, ov)
    assert player.ours == [False, True]  # the hero plays his goal policy in the rollouts
    assert SearchBot(0)._limit(state) is None
    search = SearchBot(0, ruleset_horizon=True)
    assert search._limit(state) == state.round + state.search_horizon()


def test_the_heuristic_counts_wounds_on_the_quarry_and_conquest() -> None:
    kill = [{"id": "obj", "kind": "kill", "targets": ["e1"]}]
    game = descent_game(["." * 8], objectives=kill, party=1)
    state = game.new_initial_state(1)
    place_hero(state, 0, (0, 0))
    quarry = place_monster(state, "beastman", [(7, 0)])
    assert quarry.uid == "e1"
    before = state.heuristic_value(0)
    assert state.heuristic_value(state.ov) == -before
    quarry.damage += 2
    hurt = state.heuristic_value(0)
    assert hurt > before
    state.conquest -= 3
    assert state.heuristic_value(0) < hurt
    state.apply_action(Begin(0))
    assert state.policy_action(0, Rng(0), "press") is not None
    state.apply_action(Act(0, "run"))
    assert state.policy_action(0, Rng(0), "careful") in state.legal_actions()
    assert EndTurn(0) in state.legal_actions()


def test_onslaught_keeps_the_threat_for_spawns_as_the_goal_overlord_does() -> None:
    """A trap that would wound a healthy hero, with no threat to spare for the spawn card
    in hand: the goal overlord and onslaught pass; springing every trap that wounds
    (``eager_traps``, onslaught's knob before) plays it."""
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    deck = state.data.deck
    trap = next(c for c in deck if state.card(c).base == "falling-block")
    spawn = next(c for c in deck if state.card(c).type == "spawn" and state.card(c).cost > 0)
    state.hand = [trap, spawn]
    state.threat = state.card(trap).cost
    turn(state, 0, "run")
    state.apply_action(Move(0, "3,0"))
    ov = state.ov
    assert Play(ov, trap, "h1") in state.legal_actions()
    assert state.goal_action(ov, Rng(0)) == OvPass(ov)
    assert state.policy_action(ov, Rng(0), "onslaught") == OvPass(ov)
    assert overlord_action(state, Rng(0), Style(eager_traps=True)) == Play(ov, trap, "h1")
