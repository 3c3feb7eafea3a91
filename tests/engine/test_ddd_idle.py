"""Dark Darker Darkest: the goal bot never stands still while the code can still be broken
(issue #28). In an empty house about one goal-bot game in twelve had both survivors end
every turn with all their AP for rounds on end: each waited at a chip's door for a colour
the other one carried, or a full hand could not take the card it needed. Each test sets up one such position on the small hand-made
house of the rules tests (``LINE_PLAN``: a chip on the door r2c1–r2c2)."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Move, Switch
from questwright.engine.rulesets.ddd import monsters
from questwright.engine.rulesets.ddd.actions import Search, Take, Terminal, Unlock

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, code_team, put, zone


def _alone(room: str, other: str, chip: list[str]) -> Any:
    """Survivor 1 in ``room`` acting alone (its own team), survivor 2 in ``other``; the
    chip on r2c1's door face up; every room searched (no search to fall back on)."""
    state = code_team(LINE_PLAN, LINE_LINKS, {"lock-1": chip}, room)
    put(state, 1, other)
    monsters.look_around(state)
    state.chips_seen |= 1
    state.searched = (1 << state.house.n) - 1
    state._acting, state._team, state.active = [0], [0], 0
    return state


def test_a_survivor_short_of_a_colour_fetches_it_from_the_one_who_carries_it() -> None:
    """Beside the chip's door with red but not green, the survivor with green two rooms
    away, no darkness to spare for an icon: walk to it (the policy before waited at the door
    for a colour nobody brought)."""
    state = _alone("r2c2", "r2c4", ["red", "green"])
    state.heroes[0].gear = ["shotgun.1"]  # purple, red
    state.heroes[1].gear = ["machete.1"]  # green, white
    # (one space short of the track's fire space: the policy spends no darkness on icons)
    state.darkness = state.data.fire_space - 1
    # (one AP left: the other survivor is beyond this turn's reach, so it is not joined)
    state.ap[0] = 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Move), action
    assert state.house.topology.index[action.to] == zone(state, "r2c3")


def test_a_full_hand_takes_the_card_it_needs_when_the_drop_spares_it() -> None:
    """Both survivors at the chip's door with full hands (cards and a virus token); the
    green card is the roommate's: take it (a full hand drops its least worth card, here one
    with no colour the chip needs), then unlock without darkness. The policy before never
    took a card into a full hand and waited."""
    state = _alone("r2c2", "r2c2", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.heroes[0].gear = ["shotgun.1", "notebook.1", "first-aid.1", "first-aid.2"]
    state.virus[0] = 1
    state.heroes[1].gear = ["machete.1"]  # green, white
    assert state.items(0) == state.data.item_limit
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Take) and action.item == "machete.1", action
    state.apply_action(action)
    assert "machete.1" in state.heroes[0].gear
    unlock = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(unlock, Unlock), unlock
    state.apply_action(unlock)
    assert state.darkness == state.data.darkness_start
    assert state.carried_chips(0) == ["chip-1"]


def test_a_roommate_unlocks_a_chip_the_acting_survivor_could_not_pay_for() -> None:
    """The acting survivor's cards show neither colour and the track could not take the two
    spaces, so the unlock is not among its actions; the roommate's cards show both: hand it
    the initiative (the policy before only weighed the acting survivor's own unlocks, and
    four survivors stood at a door they could open for nothing)."""
    state = _alone("r2c2", "r2c2", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.heroes[0].gear = ["scalpel.1"]  # white, blue
    state.heroes[1].gear = ["fire-axe.1"]  # red, green
    state.darkness = state.data.darkness_len - 1
    assert not any(isinstance(a, Unlock) for a in state.legal_actions())
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Switch) and action.to == 1, action
    state.apply_action(action)
    unlock = state.goal_action(1, None)  # type: ignore[arg-type]
    assert isinstance(unlock, Unlock), unlock


def test_at_a_free_terminal_a_spent_roommates_chip_is_taken_and_entered() -> None:
    """In the corner r2c4, its terminal unused this round: the roommate who carries the chip
    has spent its AP, the acting survivor has three: take the chip and enter it (the policy
    before only handed the initiative to a carrier with two AP, and ended its turn)."""
    state = _alone("r2c4", "r2c4", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.heroes[1].items.append("chip:chip-1")
    state.chips_on = 0  # (the chip is in hand)
    state.ap[0], state.ap[1] = 3, 0
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Take) and action.item == "chip-1", action
    state.apply_action(action)
    terminal = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(terminal, Terminal), terminal
    state.apply_action(terminal)
    assert state.placed == 1


def test_a_turn_with_nothing_else_to_do_searches_the_room() -> None:
    """Nothing to fetch, enter or unlock, the room the survivor waits in never searched, AP
    left: search it (a card is a colour or a weapon for later; the policy before searched
    only while the code needed a colour no card showed, and ended the turn)."""
    state = _alone("r2c2", "r2c2", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.chips_on = 0  # (no chip left on a door)
    state.searched &= ~(1 << zone(state, "r2c2"))
    state.heroes[0].gear = ["fire-axe.1", "scalpel.1", "hammer.1"]  # every colour but yellow
    state.heroes[1].gear = ["revolver.1"]  # blue, yellow
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Search), action


def test_a_lone_survivor_lets_the_pack_member_on_its_way_come_before_it_searches() -> None:
    """Alone at the chip's door, short of green, the room never searched; its pack-mate one
    room behind, walking up, where nothing is left to search: hand it the initiative so
    that the search rolls two dice, not one (a room searched with success is done). The
    policy before searched alone at once; it still does when the mate has a room of its own
    to search."""
    state = _alone("r2c2", "r2c3", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.searched &= ~(1 << zone(state, "r2c2"))
    state.heroes[0].gear = ["shotgun.1"]  # purple, red
    state.heroes[1].gear = ["scalpel.1"]  # white, blue
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Switch) and action.to == 1, action
    state.apply_action(action)
    step = state.goal_action(1, None)  # type: ignore[arg-type]
    assert isinstance(step, Move) and state.house.topology.index[step.to] == zone(state, "r2c2")
    state.apply_action(step)
    assert len(state.survivors_in(zone(state, "r2c2"))) == 2
    # the mate's own room still to search: it searches there, so nobody is called over
    state = _alone("r2c2", "r2c3", ["red", "green"])
    state._acting, state._team = [0, 1], [0, 1]
    state.searched &= ~(1 << zone(state, "r2c2")) & ~(1 << zone(state, "r2c3"))
    state.heroes[0].gear = ["shotgun.1"]
    state.heroes[1].gear = ["scalpel.1"]
    assert isinstance(state.goal_action(0, None), Search)  # type: ignore[arg-type]
