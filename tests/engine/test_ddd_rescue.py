"""Dark Darker Darkest: the goal bot and entrapped survivors (issue #28), on the small
hand-made house of the rules tests (``LINE_PLAN``). An entrapped survivor rolls a die or two
a round to get out, while a companion's weapon empties the room and so frees it with its
round's AP (seeds/002 p. 19): the companion acts first."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Switch
from questwright.engine.rulesets.ddd import phases

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, house, put, quiet, zone

CODE = ["red", "green", "white", "white", "orange", "blue", "yellow"]


def _state(rooms: list[str]) -> Any:
    game = house(
        LINE_PLAN, links=LINE_LINKS, party=2, chips={"lock-1": ["red", "green"]}, sequence=CODE
    )
    state = quiet(game.new_initial_state(0))
    for p, ref in enumerate(rooms):
        put(state, p, ref)
    state.searched = (1 << state.house.n) - 1
    return state


def _team(state: Any, members: list[int]) -> None:
    state._acting = members[:]
    state._team = members[:]
    for p in members:
        phases.start_turn(state, p)
    state.active = members[0]


def test_an_entrapped_survivor_lets_its_armed_roommate_act_first() -> None:
    """h1 entrapped with a zombie, h2 beside it with its fire axe: h2 first (the policy
    before tried to break free with h2's dice, a retreat face in three)."""
    state = _state(["r2c3", "r2c3"])
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    _team(state, [0, 1])
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert action == Switch(0, 1), action
