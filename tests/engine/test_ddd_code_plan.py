"""Dark Darker Darkest: the goal bot carries the code through the house (issue #28), on the
small hand-made house of the rules tests (``LINE_PLAN``: corners r1c1, r2c1 and r2c4, the
lab r1c4 behind r1c3, a chip on the door r2c1–r2c2). Each test sets up a position where the
policy before this change played another action: a chip placed before leaving a burning
terminal, the last tokens bought once the board is full, the walk to the lab's door once no
chip can help, a search before an unlock that would cost darkness, a search on the way, the
antidote holder left alone in the showdown and the tokens bought at the lab's door with a
chip still in hand; and the yardstick the search scores its simulations with."""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Move
from questwright.engine.protocol import SearchHorizon, offers
from questwright.engine.rulesets.ddd import goal, monsters
from questwright.engine.rulesets.ddd.actions import Bypass, Search, Terminal, Unlock
from questwright.engine.rulesets.ddd.value import SEARCH_HORIZON

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, code_team, zone
from tests.engine.test_ddd_showdown_bot import _showdown


def _state(room: str, chip: list[str], gear: list[str] | None = None) -> Any:
    """Two survivors in ``room``, the chip on r2c1's door face up, no zombies in the box."""
    state = code_team(LINE_PLAN, LINE_LINKS, {"lock-1": chip}, room)
    monsters.look_around(state)
    state.chips_seen |= 1
    if gear is not None:
        for p, card in enumerate(gear):
            state.heroes[p].gear = [card]
    return state


def _all_searched(state: Any) -> None:
    state.searched = (1 << state.house.n) - 1


def test_a_chip_carrier_places_its_chip_before_leaving_a_burning_terminal() -> None:
    """In the corner r2c4 on fire with a chip in hand: the terminal first (the policy before
    stepped out of the flames, stepped back in to place it and out again, round after round)."""
    state = _state("r2c4", ["red", "green"])
    state.heroes[0].items.append("chip:chip-1")
    state.chips_on = 0  # (the chip is in hand)
    state.burn[state.house.zone_tile[zone(state, "r2c4")]] = 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Terminal), action


def test_once_the_board_is_full_the_last_tokens_are_bought_at_once() -> None:
    """Three chips placed, one token left, the lab out of this turn's reach: buy it now
    (the track keeps its last space and the lab opens); the policy before waited for a turn
    in which someone could walk in."""
    state = _state("r2c2", ["red", "green"])
    state.placed, state.sequence, state.chips_on = 3, ["blue"], 0
    state.ap[0] = state.ap[1] = 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Bypass), action


def test_tokens_the_next_darkness_event_prices_out_are_bought_now() -> None:
    """Three chips placed, one token left that takes the track to its last space, the lab
    out of this turn's reach and a darkness event at the next upkeep (after it the token
    could never be bought): buy it now, the code is broken and the lab opens for this
    final round (the policy before waited, and lost with the code standing)."""
    state = _state("r2c2", ["red", "green"])
    state.placed, state.sequence, state.chips_on = 3, ["blue"], 0
    state.darkness = state.data.darkness_len - 1
    state.event = state.data.event_cycle.index("darkness") - 1  # darkness at the next upkeep
    state.ap[0] = state.ap[1] = 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Bypass), action
    state.apply_action(action)
    assert state.lab_open and state.darkness == state.data.darkness_len


def test_tokens_the_track_can_still_pay_after_the_next_upkeep_wait_for_the_lab() -> None:
    """The same position with no darkness event at the next upkeep: the token is not bought
    yet (that would make this round the final one; the team walks towards the lab)."""
    state = _state("r2c2", ["red", "green"])
    state.placed, state.sequence, state.chips_on = 3, ["blue"], 0
    state.darkness = state.data.darkness_len - 1
    cycle = state.data.event_cycle
    state.event = next(i for i in range(len(cycle)) if cycle[(i + 1) % len(cycle)] != "darkness")
    state.ap[0] = state.ap[1] = 1
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert not isinstance(action, Bypass), action


def test_at_the_labs_door_the_tokens_left_are_bought_with_a_chip_still_in_hand() -> None:
    """Beside the lab with a chip in hand and two tokens left that the track can pay: buy
    them and walk in (the showdown starts the darkness again; the policy before kept the
    chip for a far terminal while the next darkness event came)."""
    state = _state("r1c3", ["red", "green"])
    state.heroes[0].items.append("chip:chip-1")
    state.chips_on = 0  # (the chip is in hand)
    state.sequence = ["blue", "white"]
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Bypass), action


def test_once_no_chip_can_help_the_team_walks_to_the_labs_door() -> None:
    """Three chips placed and four tokens left that only fit the track in the lab's round,
    a darkness event coming before the team gets there: the lab's door is the only place
    left to go (the policy before had no goal at all and stood still). (The event comes at
    the second upkeep: at the next one, the tokens are bought at once, see
    :func:`test_tokens_the_next_darkness_event_prices_out_are_bought_now`.)"""
    state = _state("r2c2", ["red", "green"])
    state.placed, state.sequence, state.chips_on = 3, ["blue", "white", "red", "green"], 0
    cycle = state.data.event_cycle
    # darkness at the second upkeep from now
    state.event = (cycle.index("darkness") - 2) % len(cycle)
    assert cycle[(state.event + 1) % len(cycle)] != "darkness"
    state.ap[0] = state.ap[1] = 1
    _all_searched(state)
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Move), action
    here = zone(state, "r2c2")
    door = {zone(state, "r1c3")}
    dist = state.house.path_distances(state.house.survivor_steps(state.key, 0), door, set())
    assert dist[state.house.topology.index[action.to]] < dist[here]


def test_an_unlock_that_costs_darkness_waits_for_a_search_of_the_room() -> None:
    """Red and yellow on the chip, yellow on no card: the room is searched first (an AP;
    the card found may show yellow), the policy before unlocked for a space of darkness."""
    state = _state("r2c2", ["red", "yellow"], ["fire-axe.1", "scalpel.1"])
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Search), action
    _all_searched(state)  # nothing left to search: it pays
    assert isinstance(state.goal_action(0, None), Unlock)  # type: ignore[arg-type]


def test_the_goal_policy_searches_on_its_way_straight_does_not() -> None:
    """Away from the chip, the code needing red that no card shows: the goal policy
    searches the room it passes through, the search's *straight* way to play walks on."""
    state = _state("r2c3", ["red", "green"], ["sling.1", "hammer.1"])
    assert isinstance(state.goal_action(0, None), Search)  # type: ignore[arg-type]
    assert isinstance(state.policy_action(0, None, "straight"), Move)  # type: ignore[arg-type]


def test_hoard_walks_to_rooms_to_search_before_the_chip() -> None:
    """The rooms at hand searched: the goal policy walks to the chip's door (r2c2), hoard
    to a room it can still search."""
    state = _state("r2c3", ["red", "green"], ["sling.1", "hammer.1"])
    for ref in ("r2c3", "r2c2"):
        state.searched |= 1 << zone(state, ref)
    walk = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(walk, Move) and walk.to == "r2c2:room", walk
    hoard = state.policy_action(0, None, "hoard")  # type: ignore[arg-type]
    assert isinstance(hoard, Move) and hoard.to != "r2c2:room", hoard


def test_the_antidote_holder_left_alone_goes_after_the_nemesis() -> None:
    """The same position as the holder who stays in the lab while the nemesis walks off,
    but the other survivor is gone: nobody else can stop the corners falling, so it walks
    out to strike."""
    state = _showdown()
    state.nemesis().zone = zone(state, "r2c3")
    state.away[1] = 2
    state.ap[0] = 3
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert isinstance(action, Move), action


def test_the_search_scores_ddd_simulations_after_a_horizon_by_the_code_and_the_showdown() -> None:
    """ddd names a horizon for the search's simulations; its yardstick rises with the code
    tokens the chips in hand and on the board take, falls with darkness, and ranks the open
    lab and the showdown above any position before."""
    state = _state("r2c2", ["red", "green"])
    assert offers(state, SearchHorizon) and state.search_horizon() == SEARCH_HORIZON
    start = state.heuristic_value(0)
    state.heroes[0].items.append("chip:chip-1")  # red and green in hand
    carried = state.heuristic_value(0)
    state.darkness += 2
    darker = state.heuristic_value(0)
    assert darker < carried and start < carried
    state.sequence, state.lab_open = [], True
    opened = state.heuristic_value(0)
    assert opened > carried
    showdown = _showdown()
    assert showdown.heuristic_value(0) > opened
    showdown.nemesis().damage = 3
    assert -1.0 <= opened < showdown.heuristic_value(0) <= 1.0


def _end_game(ap: int) -> Any:
    """Both survivors in the corner r2c4 whose terminal took a chip this round, a chip in
    hand that the code needs (five tokens, three spaces of darkness left, no darkness event
    for two upkeeps) and ``ap`` AP each."""
    state = _state("r2c4", ["red", "green"])
    state.heroes[0].items.append("chip:chip-1")
    state.chips_on = 0  # (the chip is in hand)
    state.placed = 1
    state.sequence = ["red", "green", "blue", "white", "yellow"]
    state.darkness = state.data.darkness_len - 3
    state.event = state.data.event_cycle.index("darkness")
    state.used_corners |= 1 << zone(state, "r2c4")
    state.ap[0] = state.ap[1] = ap
    _all_searched(state)
    return state


def test_in_the_end_game_the_team_waits_a_round_in_its_used_corner() -> None:
    """One AP each, the corner's terminal used this round: entering the chip here next
    round and walking to the lab (r1c4, three steps) gets someone in a round earlier than
    the walk to the free corner r1c1 (four steps, and the entry there). The team waits (the
    policy before walked off toward r1c1)."""
    state = _end_game(1)
    action = state.goal_action(0, None)  # type: ignore[arg-type]
    assert not isinstance(action, Move), action
    # the planner's answer: the corner it stands in
    assert goal._end_plan(state) == zone(state, "r2c4")


def test_the_end_game_plan_walks_to_the_lab_when_the_darkness_can_buy_the_rest() -> None:
    """With three tokens left and three spaces of darkness, no chip needs a terminal: the
    first stop is the lab's door (-1), not a corner."""
    state = _end_game(1)
    state.sequence = ["blue", "white", "yellow"]
    assert goal._end_plan(state) == -1


def test_in_the_end_game_nobody_runs_ahead_to_the_lab_alone() -> None:
    """The same corner with a space of darkness more: the chip in hand leaves what the
    darkness can buy with a space spare. The survivor without a chip (four AP) stays with
    the carrier, who waits for the terminal (the policy before sent it ahead to the lab's
    door on its own: a team of its own, attacked apart and entrapped alone)."""
    state = _end_game(1)
    state.darkness -= 1
    state.ap[1] = 4
    state.active = 1
    action = state.goal_action(1, None)  # type: ignore[arg-type]
    assert not isinstance(action, Move), action


def test_when_the_team_as_one_is_too_late_a_survivor_waits_at_the_labs_door() -> None:
    """The carrier in the corner r1c1 with the chip that leaves one token, one space of
    darkness left and the track full at the next upkeep: walking the team as one (the
    entry, then three steps) is a round too late. Its companion stands at the lab's door
    (r1c3): it stays there to buy the last token and walk in once the chip is entered,
    this round (the policy before walked it back to the carrier)."""
    state = _end_game(4)
    state.used_corners = 0
    state.sequence = ["red", "green", "blue"]
    state.darkness = state.data.darkness_len - 1
    cycle = state.data.event_cycle
    state.event = (cycle.index("darkness") - 1) % len(cycle)  # darkness at the next upkeep
    state.heroes[0].zone = zone(state, "r1c1")
    state.heroes[1].zone = zone(state, "r1c3")
    state.ap[0] = 2
    state._team, state._acting, state.active = [1], [1], 1
    assert goal._end_plan(state) is None
    assert goal._split_plan(state) == {0: zone(state, "r1c1"), 1: -1}
    action = state.goal_action(1, None)  # type: ignore[arg-type]
    assert not isinstance(action, Move), action


def test_a_survivor_goes_to_the_labs_door_alone_only_by_a_quiet_way() -> None:
    """The same end game with the companion two steps from the lab's door (r2c2): it goes
    its own way while the way is quiet, not when both ways there lead through a room of
    zombies (a team of its own is attacked apart and entrapped alone)."""
    state = _end_game(4)
    state.used_corners = 0
    state.sequence = ["red", "green", "blue"]
    state.darkness = state.data.darkness_len - 1
    cycle = state.data.event_cycle
    state.event = (cycle.index("darkness") - 1) % len(cycle)
    state.heroes[0].zone = zone(state, "r1c1")
    state.heroes[1].zone = zone(state, "r2c2")
    state.ap[0] = 2
    assert goal._split_plan(state) == {0: zone(state, "r1c1"), 1: -1}
    for ref in ("r1c2", "r2c3"):
        state.zombies[zone(state, ref)] = 2
    assert goal._split_plan(state) is None
