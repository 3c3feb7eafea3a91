"""Dark Darker Darkest: the search bot's other ways to play (``search_policies``: cautious,
rush, hoard, straight, solo; engine/rulesets/ddd/goal.py "Ways to play"), each on a small hand-made house
where it plays another action than the goal policy (hoard and straight: in
test_ddd_code_plan.py, beside the goal policy's search on its way)."""

from __future__ import annotations

from questwright.engine.actions import Move, Switch
from questwright.engine.protocol import SearchPolicies, offers
from questwright.engine.rulesets.ddd import monsters
from questwright.engine.rulesets.ddd.actions import Unlock

from tests.engine.ddd_houses import LINE_LINKS, LINE_PLAN, code_team, house, put, quiet, room

LOSS = [{"id": "loss-darkness", "kind": "darkness-end", "text": "darkness"}]


def _state(chip: list[str], gear: list[str], room: str = "r2c2"):  # type: ignore[no-untyped-def]
    """Two survivors in ``room`` with one card each, the chip on the corner r2c1's door
    face up, a five-token code too long to buy."""
    game = house(
        LINE_PLAN,
        links=LINE_LINKS,
        party=2,
        chips={"lock-1": chip},
        sequence=["red", "green", "white", "white", "orange"],
        loss=LOSS,
        parameters={"componentLimits": {"zombies": 0}},
    )
    state = quiet(game.new_initial_state(0))
    for p in range(2):
        put(state, p, room)
    monsters.look_around(state)
    state.chips_seen |= 1
    for p, card in enumerate(gear):
        state.heroes[p].gear = [card]
    # every room searched: the unlock itself is weighed, not a search for the missing colour
    state.searched = (1 << state.house.n) - 1
    assert state.active == 0
    return state


def test_ddd_offers_the_search_its_ways_to_play() -> None:
    state = _state(["red", "green"], ["sling.1", "hammer.1"])
    assert offers(state, SearchPolicies)
    assert state.search_policies(0) == ["cautious", "rush", "hoard", "straight", "solo"]


def test_cautious_pays_no_darkness_for_an_unmatched_icon() -> None:
    """Red shows on no card: the goal policy unlocks for a space of darkness, cautious not."""
    state = _state(["red", "green"], ["sling.1", "hammer.1"])  # yellow green; orange purple
    assert isinstance(state.goal_action(0, None), Unlock)  # type: ignore[arg-type]
    assert not isinstance(state.policy_action(0, None, "cautious"), Unlock)  # type: ignore[arg-type]


def test_rush_lets_a_chip_cost_two_spaces() -> None:
    """Red and white show on no card: two spaces of darkness, too many for the goal policy."""
    state = _state(["red", "green", "white"], ["sling.1", "hammer.1"])
    assert not isinstance(state.goal_action(0, None), Unlock)  # type: ignore[arg-type]
    assert isinstance(state.policy_action(0, None, "rush"), Unlock)  # type: ignore[arg-type]
    state.apply_action(state.policy_action(0, None, "rush"))  # type: ignore[arg-type]
    assert state.darkness == state.data.darkness_start + 2


# hoard and straight: tests/engine/test_ddd_code_plan.py (searches on the way)


def test_solo_walks_its_own_way_instead_of_waiting_for_the_pack() -> None:
    """The first survivor in r2c2, a step from the chip (orange, white) on the door r1c2–r1c3,
    with a card that shows both colours (the chip on its own door, red and green, no card
    shows); its partner in the corner r2c4, two steps away, without cards.
    The goal policy at the pack's front hands the initiative to the partner behind (the
    pack moves together); *solo* steps on."""
    links = [("r1c2", "r1c3", "chip") if link == ("r1c2", "r1c3") else link for link in LINE_LINKS]
    chips = {"lock-1": ["orange", "white"], "lock-2": ["red", "green"]}
    state = code_team(LINE_PLAN, links, chips, "r2c2")
    put(state, 1, "r2c4")
    monsters.look_around(state)
    state.chips_seen = state.chips_on
    state.heroes[0].gear, state.heroes[1].gear = ["tape.1"], []  # white, orange
    state.searched = (1 << state.house.n) - 1  # (the walk is weighed, not a search on the way)
    goal_step = state.goal_action(0, None)  # type: ignore[arg-type]
    assert goal_step == Switch(0, 1), goal_step
    solo_step = state.policy_action(0, None, "solo")  # type: ignore[arg-type]
    assert isinstance(solo_step, Move) and solo_step.to == room("r1c2"), solo_step
