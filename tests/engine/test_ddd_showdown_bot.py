"""Dark Darker Darkest: how the survivors play the showdown and keep armed (the goal bot and
the ruleset's greedy defaults), on the small corridor house of the showdown tests.

The nemesis holds nobody in its room (it is fought or fled), so a retreat face does not
take a survivor out of it; the antidote holder (whose death loses the game) joins the fight
while hale and, worn down, does not walk toward the nemesis from the lab; a chaser does not step into the flames to strike it; a
weapon borrowed for its icons goes back to a roommate left with bare fists; once the chips
in hand finish the code a runner walks ahead to the lab's door.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Give, Move, Switch
from questwright.engine.rulesets.ddd import attacks, monsters, showdown
from questwright.engine.rulesets.ddd.actions import DddAttack
from questwright.engine.rulesets.ddd.goal import WRECK_HURT

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, house, put, quiet, zone


def _showdown(party: int = 2) -> Any:
    """The showdown started by h1 in the lab (r1c4); no fire, no zombies."""
    game = house(
        LINE_PLAN,
        links=LINE_LINKS,
        party=party,
        tokens=[("nemesis", "nemesis", "r1c4", {"board": "the-doctor"})],
    )
    state = quiet(game.new_initial_state(0))
    state.active = 0
    state.sequence = []
    showdown.open_lab(state)
    put(state, 0, "r1c4")
    for p in range(1, party):
        put(state, p, "r1c3")
    showdown.start_showdown(state, 0)
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    state.zombies = [0] * state.house.n
    return state


def test_a_retreat_face_does_not_take_a_survivor_out_of_the_nemesis_room() -> None:
    state = _showdown()
    nemesis = state.nemesis()
    nemesis.zone = zone(state, "r1c3")
    attacks.retreat(state, zone(state, "r1c3"))
    assert state.heroes[1].zone == zone(state, "r1c3")


def test_a_retreat_face_still_takes_a_survivor_out_of_a_horde() -> None:
    state = _showdown()
    state.zombies[zone(state, "r1c3")] = 2
    attacks.retreat(state, zone(state, "r1c3"))
    assert state.heroes[1].zone != zone(state, "r1c3")


def test_a_worn_antidote_holder_stays_in_the_lab_while_the_nemesis_walks_off() -> None:
    """The nemesis in r2c3 heads for the corner r2c4 beside it: the holder in the lab, worn
    down to ``WRECK_HURT`` energy, does not walk out toward it while h2 can fight."""
    state = _showdown()
    state.nemesis().zone = zone(state, "r2c3")
    put(state, 1, "r2c2")
    state.active = 0
    state.ap[0] = 3
    state.heroes[0].health = WRECK_HURT
    action = state.goal_action(0, None)
    assert not isinstance(action, Move), action


def test_a_hale_antidote_holder_joins_the_fight() -> None:
    """The same position with the holder hale: its markers are half the team's, so it walks
    out to strike rather than let the corners fall (it stayed in the lab before)."""
    state = _showdown()
    state.nemesis().zone = zone(state, "r2c3")
    put(state, 1, "r2c2")
    state.active = 0
    state.ap[0] = 3
    assert state.heroes[0].health > WRECK_HURT
    action = state.goal_action(0, None)
    assert isinstance(action, Move) and action.to != "r2c4:room", action


def test_the_antidote_holder_leaves_the_corner_the_nemesis_walks_into() -> None:
    state = _showdown()
    state.nemesis().zone = zone(state, "r2c3")
    put(state, 0, "r2c4")
    put(state, 1, "r1c1")
    state.active = 0
    state.ap[0] = 3
    action = state.goal_action(0, None)
    assert isinstance(action, Move) and action.to != "r2c4:room", action


def _borrowed_weapon_pair(room: str, borrowed: str) -> Any:
    """Two survivors in ``room`` on the line house, one lock to open and a code too long
    to buy: h1 holds the fire axe and ``borrowed`` (h2's, who is left bare-handed)."""
    game = house(
        LINE_PLAN,
        links=LINE_LINKS,
        party=2,
        chips={"lock-1": ["red", "orange"]},
        sequence=["red", "orange", "white", "white", "green"],  # too long to buy
        skills=False,  # the XP of the unlock buys nothing first
    )
    state = quiet(game.new_initial_state(0))
    for p in range(2):
        put(state, p, room)
    monsters.look_around(state)
    state.active = 0
    state.heroes[0].gear = ["fire-axe.1", borrowed]
    state.heroes[1].gear = []
    return state


def test_a_weapon_borrowed_for_its_icons_goes_back_to_a_roommate_with_bare_fists() -> None:
    state = _borrowed_weapon_pair("r1c3", "kitchen-knife.1")
    action = state.goal_action(0, None)
    assert action == Give(0, "kitchen-knife.1", 1), action


def test_once_the_chips_in_hand_finish_the_code_a_runner_walks_to_the_lab_door() -> None:
    """h1 carries the chip that clears the code and heads for the terminal (r2c1); the
    healthiest survivor without a chip walks ahead to the lab's door (r1c3) instead, so
    that someone is in the lab in the round it opens."""
    game = house(
        LINE_PLAN,
        links=LINE_LINKS,
        party=3,
        chips={"lock-1": ["red", "green"]},
        sequence=["red", "green", "white", "white", "orange"],
    )
    state = quiet(game.new_initial_state(0))
    for p in range(3):
        put(state, p, "r2c2")
    monsters.look_around(state)
    state.heroes[0].gear = ["fire-axe.1"]  # red, green
    state.active = 0
    state.apply_action(state.game.parse_action("h1 unlock lock-1"))
    state.sequence = ["red", "green"]
    state.heroes[2].health -= 2
    state.active = 1
    state.ap[:] = [2, 2, 2]  # (the lab is three steps away: no token bought this turn)
    action = state.goal_action(1, None)
    assert isinstance(action, Move) and action.to in ("r1c2:room", "r2c3:room"), action


def test_a_chaser_does_not_walk_into_the_flames_to_strike_the_nemesis() -> None:
    """The nemesis stands on a tile with two burn markers: h2, armed for melee only, does
    not step in (fire burns whoever stands there after every spread)."""
    state = _showdown()
    state.nemesis().zone = zone(state, "r1c2")
    state.nemesis_ready = False
    state.burn[state.house.topology.tile_index["r1c2"]] = 2
    put(state, 1, "r2c3")
    state.heroes[1].gear = ["scalpel.1"]
    state.active = 1
    state.ap[1] = 3
    action = state.goal_action(1, None)
    assert not (isinstance(action, Move) and action.to == "r1c2:room"), action


# ------------------------------------------------------------------ markers go to hits
#: a long north row: the lab in the east, the corner r1c1 two rooms west of the middle, the
#: corner r3c1 two rooms further south
AMBUSH_PLAN = ["C O O O L", "O . . . .", "C O E . ."]
AMBUSH_LINKS = [
    ("r1c1", "r1c2"),
    ("r1c2", "r1c3"),
    ("r1c3", "r1c4"),
    ("r1c4", "r1c5", "seal"),
    ("r1c1", "r2c1"),
    ("r2c1", "r3c1"),
    ("r3c1", "r3c2"),
    ("r3c2", "r3c3"),
]


def _ambush_showdown() -> Any:
    game = house(
        AMBUSH_PLAN,
        links=AMBUSH_LINKS,
        party=2,
        tokens=[("nemesis", "nemesis", "r1c5", {"board": "the-doctor"})],
    )
    state = quiet(game.new_initial_state(0))
    state.active = 0
    state.sequence = []
    showdown.open_lab(state)
    put(state, 0, "r1c5")
    put(state, 1, "r3c3")
    showdown.start_showdown(state, 0)
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    state.zombies = [0] * state.house.n
    return state


def test_a_striker_waits_at_the_corner_the_nemesis_walks_to_rather_than_chase_it() -> None:
    """The nemesis in r1c3 walks to the corner r1c1 at the next reaction, which the next
    marker sets off: h2 (melee, hale) in r2c1 steps into that corner to meet it there
    instead of walking two rooms toward where it stands now (the old policy)."""
    state = _ambush_showdown()
    state.nemesis().zone = zone(state, "r1c3")
    state.nemesis_ready = False
    put(state, 1, "r2c1")
    state.heroes[1].gear = ["scalpel.1"]
    state.markers = state.box_left[0] = 5
    state.active = 1
    state.ap[1] = 3
    action = state.goal_action(1, None)
    assert isinstance(action, Move) and action.to == "r1c1:room", action


def _striker_in_the_corner_about_to_be_wrecked(health: int) -> Any:
    """The nemesis in the corner r1c1, ready to wreck it at the reaction the next marker
    sets off; h2 (a scalpel, three AP) stands there with ``health`` energy."""
    state = _ambush_showdown()
    state.nemesis().zone = zone(state, "r1c1")
    state.nemesis_ready = True
    put(state, 1, "r1c1")
    state.heroes[1].gear = ["scalpel.1"]
    state.heroes[1].health = health
    state.markers = state.box_left[0] = 5
    state.active = 1
    state.ap[1] = 3
    return state


def test_a_frail_striker_leaves_the_corner_before_the_marker_that_sets_off_its_wreck() -> None:
    state = _striker_in_the_corner_about_to_be_wrecked(WRECK_HURT)
    action = state.goal_action(1, None)
    assert isinstance(action, Move) and action.to != "r1c1:room", action


def test_a_striker_with_five_energy_stays_in_the_corner_and_strikes() -> None:
    """Five energy outlasts the wreck (three energy and the nemesis's attack): h2 strikes
    the nemesis in the corner rather than step out (it left at six energy or less, and a
    team of four gave up the corners it had to hold; issue #28)."""
    state = _striker_in_the_corner_about_to_be_wrecked(5)
    action = state.goal_action(1, None)
    assert isinstance(action, DddAttack), action


def test_a_survivor_who_cannot_strike_hands_over_to_a_roommate_who_can() -> None:
    """h3's revolver reaches the nemesis in the next room; h2 has only a scalpel: h3 acts
    first (the old policy walked h2 in)."""
    state = _showdown(party=3)
    state.nemesis().zone = zone(state, "r1c2")
    state.nemesis_ready = False
    state.heroes[1].gear = ["scalpel.1"]
    state.heroes[2].gear = ["revolver.1"]
    state.ammo["revolver.1"] = 6
    state._team, state._acting, state._handed = [1, 2], [0, 1, 2], False
    state.active = 1
    assert state.goal_action(1, None) == Switch(1, 2)


def test_a_chip_carrier_keeps_its_ap_for_the_terminal_before_handing_a_weapon_back() -> None:
    """h1 carries a chip one room from the terminal r2c1 with three AP and a weapon borrowed
    from h2: it walks on (a step and the terminal's two AP) instead of handing the weapon
    back first (then it reached the terminal with one AP and waited a round)."""
    state = _borrowed_weapon_pair("r2c2", "scalpel.1")
    state.apply_action(state.game.parse_action("h1 unlock lock-1"))
    state.ap[0] = 3
    action = state.goal_action(0, None)
    assert action == Move(0, "r2c1:room"), action


def test_once_the_lab_is_open_nobody_waits_for_the_pack() -> None:
    """The code is broken in the final round; h1 has finished its turn in r1c2, two rooms
    from the lab: h2, there with two AP, walks on toward the lab (the pack rule held it
    beside h1, and nobody got in before darkness fell)."""
    game = house(LINE_PLAN, links=LINE_LINKS, party=2)
    state = quiet(game.new_initial_state(0))
    for p in range(2):
        put(state, p, "r1c2")
    state.sequence = []
    showdown.open_lab(state)
    state.final_round = state.round
    state._acting, state._team, state._handed = [0, 1], [1], False
    state.active = 1
    state.ap[0], state.ap[1] = 0, 2
    action = state.goal_action(1, None)
    assert action == Move(1, "r1c3:room"), action
