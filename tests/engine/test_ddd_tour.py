"""Dark Darker Darkest: the goal bot's tour of the house and the clock (issue #28), on small
hand-made houses. A plan of chips is weighed by the rounds its tour takes (chips' doors,
corner terminals, the lab's door: :mod:`.ddd.tour`); an unlock's icons do not take the
darkness track to its fire space; a room in sight of face-down spawn tokens costs the route
what waits there. Each test sets up a position where the policy before played another
action."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Move
from questwright.engine.rulesets.ddd import monsters, tour
from questwright.engine.rulesets.ddd.actions import Unlock

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, code_team, zone

#: one row of rooms: corners at both ends, the entrance in the middle with the lab behind
#: it; chip A on the west corner's doorway, chip B on the entrance's east doorway
ROW_PLAN = ["C O E O O C", ". . L . . ."]
ROW_LINKS = [
    ("r1c1", "r1c2", "chip"),
    ("r1c2", "r1c3"),
    ("r1c3", "r1c4", "chip"),
    ("r1c4", "r1c5"),
    ("r1c5", "r1c6"),
    ("r1c3", "r2c3", "seal"),
]


def _everything_searched(state: Any) -> None:
    state.searched = (1 << state.house.n) - 1


def _row_state() -> Any:
    """Two survivors in the entrance r1c3 with the icons of both chips, two chips placed
    (one slot left), both chips face up: A (red, green) beside the west corner, B (blue,
    yellow) on the entrance's own doorway, the east corner three rooms beyond it."""
    chips = {"lock-1": ["red", "green"], "lock-2": ["blue", "yellow"]}
    state = code_team(ROW_PLAN, ROW_LINKS, chips, "r1c3")
    state.heroes[0].gear = ["fire-axe.1", "revolver.1"]
    monsters.look_around(state)
    state.chips_seen = state.chips_on
    state.placed = 2
    _everything_searched(state)
    return state


def test_the_tour_counts_the_walk_to_a_corner_and_the_labs_door() -> None:
    """From the entrance: chip A (a step west, its corner a step beyond, two back) is a
    7-AP tour, chip B (unlocked where the team stands, the east corner three rooms away and
    three back) 9 AP."""
    state = _row_state()
    h = state.house
    rooms = {c.id: tuple(h.door_rooms[c.door]) for c in h.chips}
    corners = tuple(sorted(h.corner_rooms))
    lab = (zone(state, "r1c3"),)
    start = zone(state, "r1c3")
    bit = {c.id: h.topology.door_bit(c.door) for c in h.chips}
    # (the doors of the chips the tour unlocks are open in its key)
    a = tour.tour(h, state.key | bit["chip-1"], 0, start, (rooms["chip-1"],), 0, corners, lab)
    b = tour.tour(h, state.key | bit["chip-2"], 0, start, (rooms["chip-2"],), 0, corners, lab)
    assert (a, b) == (7, 9)
    # a chip in hand, chip B's door open: to r1c6 (r1c1 is behind chip A's door) and back
    assert tour.tour(h, state.key | bit["chip-2"], 0, start, (), 1, corners, lab) == 3 + 2 + 3


def test_of_two_chips_worth_as_much_the_team_fetches_the_one_with_the_shorter_tour() -> None:
    """One slot left and two chips worth two tokens each: the team walks to chip A, whose
    corner is beside it, instead of unlocking chip B where it stands (the policy before
    took the nearest chip, and the far corner cost it the rounds)."""
    state = _row_state()
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Move) and action.to == "r1c2:room", action


def _line_state() -> Any:
    """Two survivors in r2c2 of the LINE house, every room searched, the chip (red,
    yellow; nobody shows yellow) on the doorway to the corner r2c1."""
    state = code_team(LINE_PLAN, LINE_LINKS, {"lock-1": ["red", "yellow"]}, "r2c2")
    for p, card in enumerate(["fire-axe.1", "scalpel.1"]):
        state.heroes[p].gear = [card]
    monsters.look_around(state)
    state.chips_seen |= 1
    _everything_searched(state)
    return state


def test_an_unlock_does_not_take_the_darkness_track_to_its_fire_space() -> None:
    """Darkness a space short of the fire space and no fire burning: an icon without a
    card would break a fire out, so the chip waits (the policy before paid the space); with
    a fire already burning it pays, as at the start of the track."""
    state = _line_state()
    assert isinstance(state.goal_action(0, None), Unlock)  # type: ignore[arg-type]
    state.darkness = state.data.fire_space - 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert not isinstance(action, Unlock), action
    state.fire_tile = state.house.zone_tile[zone(state, "r1c1")]
    assert isinstance(state.goal_action(0, None), Unlock)  # type: ignore[arg-type]


def test_the_route_keeps_out_of_sight_of_face_down_spawn_tokens() -> None:
    """Three chips placed, the team on its way from r2c2 to the lab's door r1c3 by r1c2 or
    r2c3 (as long): a face-down spawn token in r1c1, which r1c2 sees, sends it by r2c3
    (the policy before took r1c2 and turned the token into zombies)."""
    state = _line_state()
    state.placed, state.sequence, state.chips_on = 3, ["blue", "white", "red", "green"], 0
    # darkness at the second upkeep (at the next one the tokens would be bought at once)
    cycle = state.data.event_cycle
    state.event = (cycle.index("darkness") - 2) % len(cycle)
    state.ap[0] = state.ap[1] = 1
    token = zone(state, "r1c1")
    rows = state.house.sight(state.key)
    assert token in rows[zone(state, "r1c2")] and token not in rows[zone(state, "r2c2")]
    assert token not in rows[zone(state, "r2c3")]
    plain = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(plain, Move) and plain.to == "r1c2:room", plain
    state.hidden = {token: (1,)}
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Move) and action.to == "r2c3:room", action
