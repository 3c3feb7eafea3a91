"""The descent1 overlord bot's door and guard play (engine/rulesets/descent1/overlord_bot.py,
issue #28) on small hand-made maps: a monster with nothing to hit shuts a door on the
heroes' only way to what they need and keeps it shut, and one near what they need keeps
guard there instead of walking off toward the heroes.

The map: columns 0–11; column 8 is rock but for a 2-wide opening (rows 2–3) that the door
``door-1`` (on the line x=8) closes. The hero runs and ends, far to the west; the
Beastman (speed 4, melee) cannot reach him this turn. The objective is to take the relic.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin, EndTurn
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Act,
    Activate,
    MClose,
    MOpen,
    MStep,
    parse_footprint,
)
from questwright.engine.rulesets.descent1.areas import work_door
from questwright.engine.rulesets.descent1.bots import GUARD_STEPS
from questwright.engine.rulesets.descent1.geometry import chebyshev

from tests.engine.descent1_boards import descent_game, place_hero, place_monster

WALLED = [
    "........#...",
    "........#...",
    "............",
    "............",
    "........#...",
    "........#...",
]
DOOR = ("door-1", (8, 2), (8, 4), "a", None)
PICKUP = [{"id": "obj", "kind": "pickup", "targets": ["relic-1"]}]


def overlord_turn(rows: list[str], relic: tuple[int, int], **kw: Any) -> Any:
    game = descent_game(
        rows, tokens=(("relic-1", "relic", relic, {}),), objectives=PICKUP, party=1, **kw
    )
    state = game.new_initial_state(1)
    place_hero(state, 0, (0, 2))
    while state.phase == "heroes":  # the hero runs and ends
        if state.choosing_turn():
            state.apply_action(Begin(0))
            state.apply_action(Act(0, "run"))
        state.apply_action(EndTurn(state.active))
    return state


def test_a_monster_shuts_the_door_on_the_heroes_way_and_keeps_it_shut() -> None:
    state = overlord_turn(WALLED, (11, 2), doors=(DOOR,))
    work_door(state, "door-1", True, "h1")
    beast = place_monster(state, "beastman", [(8, 2)])  # beside the door, the relic's side
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    assert state.goal_action(ov, Rng(0)) == MClose(ov, beast.uid, "door-1")
    state.apply_action(MClose(ov, beast.uid, "door-1"))
    assert not state.door_is_open("door-1")
    assert state.goal_action(ov, Rng(0)) != MOpen(ov, beast.uid, "door-1")


def test_a_monster_on_the_heroes_side_leaves_the_door_open() -> None:
    state = overlord_turn(WALLED, (11, 2), doors=(DOOR,))
    work_door(state, "door-1", True, "h1")
    beast = place_monster(state, "beastman", [(7, 2)])  # the heroes' side of the door
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    choice = state.goal_action(ov, Rng(0))
    assert isinstance(choice, MStep)  # it closes in on the hero


def test_a_monster_near_what_the_heroes_need_keeps_guard() -> None:
    state = overlord_turn(["." * 12] * 5, (11, 2))
    beast = place_monster(state, "beastman", [(10, 2)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    choice = state.goal_action(ov, Rng(0))
    # it steps toward the hero only as far as its post allows, or holds
    if isinstance(choice, MStep):
        cells = parse_footprint(choice.to)
        assert all(chebyshev(c, (11, 2)) <= GUARD_STEPS for c in cells)
        assert min(c[0] for c in cells) == 11 - GUARD_STEPS  # as near the hero as it may
    else:
        raise AssertionError(f"expected a step toward the hero within the post: {choice}")
