"""Dark Darker Darkest: the lab and the final showdown (digest §A.6 "Win path and showdown",
"Showdown loop"; §A.8 end conditions)."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import Move
from questwright.engine.rulesets.ddd import fire, monsters, phases, showdown, survivors

from tests.engine.ddd_houses import (
    LINE_LINKS,
    LINE_PLAN,
    SURVIVOR,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

# a corridor of rooms: the lab in the north-east corner, three corners outside it
PLAN, LINKS = LINE_PLAN, LINE_LINKS


def _state(party: int = 2, loss: list[dict[str, Any]] | None = None, skills: bool = True) -> Any:
    game = house(
        PLAN,
        links=LINKS,
        party=party,
        cameras=[("r2c3", "N")],
        tokens=[("nemesis", "nemesis", "r1c4", {"board": "the-doctor"})],
        loss=loss,
        skills=skills,
    )
    state = quiet(game.new_initial_state(0))
    state.active = 0
    for p in range(party):
        put(state, p, "r1c3")
    return state


def _open_lab(state: Any) -> None:
    """The code broken and survivor h1 in the lab (the showdown not yet started)."""
    state.sequence = []
    showdown.open_lab(state)
    put(state, 0, "r1c4")


def test_the_lab_opens_with_the_last_code_token_and_entering_it_starts_the_showdown() -> None:
    state = _state()
    state.hidden = {zone(state, "r2c1"): (2,)}
    assert not any(isinstance(a, Move) and a.to == "r1c4:room" for a in state.legal_actions())
    state.sequence = []
    showdown.open_lab(state)
    assert any(isinstance(a, Move) and a.to == "r1c4:room" for a in state.legal_actions())
    energy = [state.ap_of(h) for h in state.heroes]
    state.apply_action(state.game.parse_action("h1 move r1c4:room"))
    assert state.showdown and state.antidote == 0
    assert state.chips_on == 0 and state.cameras == 0  # every chip and camera goes
    assert state.hidden == {} and state.zombies[zone(state, "r2c1")] == 2
    assert state.fire_tile >= 0  # a fire breaks out
    nemesis = state.nemesis()
    assert nemesis is not None and nemesis.zone == zone(state, "r1c4")
    assert nemesis.health == sum(energy) + len(energy)  # AP of the survivors plus one each
    assert state.darkness == state.data.darkness_start and state.event == state.data.event_start


def test_in_the_showdown_a_move_covers_two_rooms_and_nobody_searches() -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    put(state, 1, "r2c3")
    state.active = 1
    state.ap[1] = 3
    targets = {a.to for a in state.legal_actions() if isinstance(a, Move)}
    assert {"r1c2:room", "r2c2:room", "r2c4:room"} <= targets
    assert not any(a.verb == "search" for a in state.legal_actions())


def test_every_six_actions_the_nemesis_reacts(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    reactions: list[int] = []
    monkeypatch.setattr(showdown, "nemesis_reaction", lambda s: reactions.append(s.markers))
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    state.active = 1
    state.ap[1] = 10
    state.heroes[1].zone = zone(state, "r2c3")
    for target in ("r2c2", "r2c3", "r2c2", "r2c3", "r2c2"):
        state.apply_action(state.game.parse_action(f"h2 move {target}:room"))
    assert reactions == []
    state.apply_action(state.game.parse_action("h2 move r2c3:room"))
    assert reactions == [0]


def test_the_nemesis_walks_to_the_nearest_corner_then_wrecks_it() -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    nem = state.nemesis()
    for p in range(2):
        put(state, p, "r2c2")
    corners = {zone(state, "r1c1"), zone(state, "r2c4")}  # three rooms away each
    showdown.nemesis_moves(state)  # two steps (the doctor's movement)
    assert nem.zone in (zone(state, "r1c2"), zone(state, "r2c3"))
    showdown.nemesis_moves(state)
    assert state.nemesis_ready and nem.zone in corners
    corner = nem.zone
    state.zombies[corner] = 3
    before = state.corners_down
    showdown.nemesis_moves(state)  # the next reaction destroys the corner instead of moving
    assert state.is_wrecked(state.house.zone_tile[corner]) and state.zombies[corner] == 0
    assert state.corners_down == before + 1


def test_three_wrecked_corners_lose_the_game() -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    state.corners_down = 2
    nem = state.nemesis()
    nem.zone = zone(state, "r2c1")
    state.nemesis_ready = True
    showdown.nemesis_moves(state)
    assert state.outcome()["result"] == "loss"


def test_the_antidote_holders_death_loses_and_the_fallen_do_not_return() -> None:
    state = _state(party=3)
    _open_lab(state)
    showdown.start_showdown(state, 0)
    survivors.wound(state, 2, 100, "test")
    assert state.away[2] == 2 and state.outcome() is None
    phases.regroup(state)
    assert state.away[2] == 2
    survivors.wound(state, 0, 100, "test")
    assert state.outcome()["result"] == "loss"


def test_destroying_the_nemesis_wins() -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    nem = state.nemesis()
    monsters.hurt_monster(state, nem, nem.health, 1, "test")
    assert state.outcome()["result"] == "win"
    assert "obj-nemesis" in state.done


def test_darkness_filling_again_during_the_showdown_loses() -> None:
    state = _state()
    _open_lab(state)
    showdown.start_showdown(state, 0)
    phases.advance_darkness(state, 10, "test")
    assert state.outcome()["result"] == "loss"


def test_the_quest_sets_how_many_corners_lose_and_says_it_in_its_words() -> None:
    loss = [{"id": "l", "kind": "corners-destroyed", "properties": {"count": 1}, "text": "Gone."}]
    state = _state(loss=loss)
    _open_lab(state)
    showdown.start_showdown(state, 0)
    nem = state.nemesis()
    nem.zone = zone(state, "r2c1")
    state.nemesis_ready = True
    showdown.nemesis_moves(state)
    assert state.outcome() is not None and state.outcome()["reason"] == "Gone."


def test_corners_burnt_down_count_only_when_the_quest_says_so() -> None:
    corner = zone(_state(), "r2c4")
    for by_fire, lost in ((False, False), (True, True)):
        loss = [
            {"id": "l", "kind": "corners-destroyed", "properties": {"count": 1, "byFire": by_fire}}
        ]
        state = _state(loss=loss)
        fire.destroy_tile(state, state.house.zone_tile[corner], "fire")
        assert (state.outcome() is not None) == lost
        assert state.corners_down == int(by_fire)


def test_the_antidote_holders_death_says_the_quests_words() -> None:
    loss = [{"id": "l", "kind": "antidote-holder-dies", "text": "The cure is lost."}]
    state = _state(loss=loss)
    _open_lab(state)
    showdown.start_showdown(state, 0)
    survivors.wound(state, 0, 100, "test")
    assert state.outcome()["reason"] == "The cure is lost."


# ------------------------------------------------------------------ action markers (rulebook)
def _showdown_quiet(party: int = 2, skills: bool = True) -> Any:
    state = _state(party=party, skills=skills)
    _open_lab(state)
    showdown.start_showdown(state, 0)
    state.fire_tile = -1
    state.burn = [0] * len(state.burn)
    state.zombies = [0] * state.house.n
    return state


def test_action_markers_come_back_only_after_three_shifts_not_every_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _showdown_quiet()
    reactions: list[int] = []
    monkeypatch.setattr(showdown, "nemesis_reaction", lambda state: reactions.append(1))
    put(state, 1, "r2c3")
    hand = state.ap_of(state.heroes[1])
    assert state.ap[1] == hand  # markers for the AP its energy gives
    state.active = 1
    state.apply_action(state.game.parse_action("h2 move r2c2:room"))
    assert state.ap[1] == hand - 1 and state.box_left[1] == 1
    phases.start_turn(state, 1)  # a new round of turns gives no markers back
    assert state.ap[1] == hand - 1
    showdown.shift(state)
    showdown.shift(state)
    assert state.ap[1] == hand - 1 and state.box_right[1] == 1
    showdown.shift(state)  # the third shift returns it from the right box
    assert state.ap[1] == hand and len(reactions) == 3


def test_an_entrapped_survivor_tries_once_between_two_nemesis_reactions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _showdown_quiet(skills=False)  # the boards' entrap rates alone
    put(state, 1, "r2c3")
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[1] = True
    state.active = 1
    assert state.ap[1] >= 2
    script(state, faces(SURVIVOR, "failure", "failure"))  # entrap rate 2: two dice
    state.apply_action(state.game.parse_action("h2 free h2"))
    assert state.entrapped[1]
    assert {a.verb for a in state.legal_actions()} - {"switch"} == {"end"}
    monkeypatch.setattr(showdown, "nemesis_reaction", lambda state: None)
    state.tried = 0  # what a reaction does (the real one would move the horde)
    assert any(a.verb == "free" for a in state.legal_actions())


def test_a_helper_in_the_showdown_pays_its_point_with_an_action_marker() -> None:
    state = _showdown_quiet(skills=False)  # the boards' entrap rates alone
    put(state, 0, "r2c3")
    put(state, 1, "r2c3")
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[1] = True
    state.active = 1
    hands = state.ap[:]
    script(state, faces(SURVIVOR, "failure", "failure", "failure"))  # rates 2 + 1
    state.apply_action(state.game.parse_action("h2 free h2 with h1"))
    assert state.entrapped[1]
    assert state.ap == [hands[0] - 1, hands[1] - 1]
    assert state.box_left == [1, 1] and state.markers == 2


def test_energy_lost_in_the_showdown_takes_action_markers_the_last_to_come_back_first() -> None:
    state = _showdown_quiet()
    h = state.heroes[1]
    hand = state.ap[1]
    state.box_left[1], state.markers = 1, 1
    # wounds until the energy track gives one AP less
    wounds = 0
    while state.ap_of(h) == hand:
        survivors.wound(state, 1, 1, "test")
        wounds += 1
    assert state.box_left[1] == 0 and state.markers == 0 and state.ap[1] == hand
    survivors.wound(state, 1, 0, "test")
    survivors.heal(state, 1, wounds)
    assert state.ap[1] == hand + 1  # a marker from the supply for the AP regained


def test_after_a_reaction_a_survivor_who_had_passed_may_act_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _showdown_quiet(party=3)
    monkeypatch.setattr(showdown, "nemesis_reaction", lambda state: None)
    state._team = [1, 2]
    state._acting = [0, 1, 2]
    put(state, 1, "r2c3")
    state.active = 2
    state.apply_action(state.game.parse_action("h3 end"))  # h3 passes with markers in hand
    assert state.active == 1 and 2 not in state._team and state.ap[2] > 0
    state.markers = state.box_left[1] = 5
    state.apply_action(state.game.parse_action("h2 move r2c2:room"))  # the sixth marker
    assert 2 in state._team


def test_when_the_showdown_starts_survivors_who_finished_their_turn_act_again() -> None:
    state = _state(party=3)
    state.sequence = []
    showdown.open_lab(state)
    state._team, state._acting, state._teams = [0], [0, 1], [[2]]  # h2 has finished
    state.active = 0
    state.apply_action(state.game.parse_action("h1 move r1c4:room"))
    assert state.showdown and sorted(state._team) == [0, 1, 2]
    assert all(state.ap[p] == state.ap_of(state.heroes[p]) for p in range(3))
