"""Dark Darker Darkest: the round — upkeep, the tracks, regroup, spawning, zombification and
the end of the game (digest §A.6 "Tracks", "Upkeep", "Zombification and death")."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import EndTurn
from questwright.engine.rulesets.ddd import fire, monsters, phases, survivors

from tests.engine.ddd_houses import (
    SURVIVOR,
    TERROR,
    d,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

PLAN = ["C O O L", "C O E C"]
LINKS = [
    ("r1c1", "r1c2"),
    ("r1c2", "r1c3"),
    ("r1c2", "r2c2"),
    ("r2c1", "r2c2"),
    ("r2c2", "r2c3"),
    ("r1c3", "r2c3"),
    ("r2c3", "r2c4"),
    ("r1c3", "r1c4", "seal"),
]


def _state(**kwargs: Any) -> Any:
    return quiet(house(PLAN, links=LINKS, **kwargs).new_initial_state(0))


def _events(state: Any) -> list[str]:
    return [line.split("event: ")[1] for line in state.log if "event: " in line]


def test_the_event_track_starts_on_darkness_and_cycles_zombie_fire_darkness(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _state()
    seen: list[str] = []
    monkeypatch.setattr(monsters, "spawn_roll", lambda state, why: seen.append("zombie"))
    monkeypatch.setattr(fire, "spread_fire", lambda state: seen.append("fire"))
    monkeypatch.setattr(phases, "advance_darkness", lambda state, n, why: seen.append("darkness"))
    state.event = state.data.event_start
    for _ in range(4):
        phases.resolve_event(state)
    assert seen == ["zombie", "fire", "darkness", "zombie"]


def test_darkness_reaching_its_last_space_makes_the_round_final_and_then_loses() -> None:
    state = _state()
    state.round = 7
    phases.advance_darkness(state, 10, "test")
    assert state.darkness == 5 and state.final_round == 7
    phases.round_end(state)
    assert state.outcome() is not None and state.outcome()["result"] == "loss"


def test_the_easing_rule_gives_one_more_round() -> None:
    state = _state(parameters={"darknessExtraRounds": 1})
    state.round = 7
    phases.advance_darkness(state, 4, "test")
    phases.round_end(state)
    assert state.outcome() is None
    state.round = 8
    phases.round_end(state)
    assert state.outcome()["result"] == "loss"


def test_darkness_landing_on_the_fire_space_breaks_out_a_fire() -> None:
    state = _state()
    assert state.data.fire_space == 3 and state.fire_tile < 0
    script(state, d(2, 2))  # the outbreak's location roll: row 2, column 2
    phases.advance_darkness(state, 2, "test")
    assert state.fire_tile == state.house.topology.tile_index["r2c2"]
    assert state.burn[state.fire_tile] == 1


def test_every_darkness_cost_of_the_rules_moves_the_marker() -> None:
    state = _state()
    tiles = state.house.topology.tile_index
    fire.destroy_tile(state, tiles["r1c2"], "fire")  # a destroyed room
    assert state.darkness == 2
    survivors.wound(state, 0, 100, "test")  # an eliminated survivor
    assert state.darkness == 3
    state.active = 1
    state.ap[1] = 4
    state.apply_action(state.game.parse_action("h2 bypass red"))  # a code token bought
    assert state.darkness == 4 and state.sequence == ["blue"]


def test_the_quest_prices_each_darkness_cost() -> None:
    costs = {"tileDestroyed": 0, "survivorEliminated": 2, "codeTokenBypassed": 0}
    state = _state(parameters={"darknessCosts": costs})
    fire.destroy_tile(state, state.house.topology.tile_index["r1c2"], "fire")
    assert state.darkness == 1
    survivors.wound(state, 0, 100, "test")
    assert state.darkness == 3
    state.active = 1
    state.ap[1] = 4
    state.apply_action(state.game.parse_action("h2 bypass red"))
    assert state.darkness == 3 and state.sequence == ["blue"]


def test_regroup_makes_teams_of_survivors_sharing_a_room_in_the_players_order() -> None:
    state = _state(party=3)
    put(state, 0, "r1c2")
    put(state, 1, "r2c3")
    put(state, 2, "r1c2")
    phases.regroup(state)
    assert sorted(map(sorted, state.teams)) == [[0, 2], [1]]
    asked = house(PLAN, links=LINKS, party=3, ties="ask").new_initial_state(0)
    kind, _options = asked.pending_choice() or ("", [])
    assert kind == "team-order" or state.teams  # the players decide the order (ask mode)


def test_a_fallen_survivor_returns_at_the_regroup_in_the_entrance_with_the_start_card() -> None:
    state = _state()
    put(state, 0, "r1c1")
    survivors.receive(state, 0, "torch.1")
    state.heroes[0].items.append("chip:x")
    state.virus[0] = 2
    survivors.wound(state, 0, 100, "test")
    assert state.away[0] == 1
    state.burn[state.house.topology.tile_index["r2c3"]] = 1  # the entrance burns
    phases.regroup(state)
    h = state.heroes[0]
    assert state.away[0] == 0 and h.zone == zone(state, "r2c3")
    assert h.gear == ["scalpel.1"] and state.virus[0] == 0 and "chip:x" in h.items
    assert h.health == h.max_health - 1  # the flames in the entrance


def test_the_camera_check_strikes_only_on_a_failure() -> None:
    state = _state()
    state.cameras = 0  # no camera here; the check is tested in test_ddd_sight
    monsters.camera_check(state)
    assert not state.log


def test_a_spawn_roll_of_six_or_a_locked_room_puts_the_zombies_beside_a_survivor() -> None:
    state = _state()
    put(state, 0, "r2c2")
    put(state, 1, "r2c2")
    state.spawn_pile = [3, 3]
    script(state, d(1, 6), 0)  # a 6: the fallback
    monsters.spawn_roll(state, "test")
    near = {zone(state, r) for r in ("r1c2", "r2c1", "r2c3")}
    got = {z for z, n in enumerate(state.zombies) if n}
    assert len(got) == 1 and got <= near and sum(state.zombies) == 3
    state.zombies = [0] * state.house.n
    script(state, d(1, 4), 0)  # the lab is sealed (a locked room): the fallback again
    monsters.spawn_roll(state, "test")
    assert sum(state.zombies) == 3 and not state.hidden


def test_the_fallback_avoids_burning_rooms() -> None:
    state = _state()
    put(state, 0, "r2c2")
    put(state, 1, "r2c2")
    tiles = state.house.topology.tile_index
    state.burn[tiles["r1c2"]] = 1
    state.burn[tiles["r2c1"]] = 1
    state.spawn_pile = [2]
    script(state, d(1, 6), 0)
    monsters.spawn_roll(state, "test")
    assert state.zombies[zone(state, "r2c3")] == 2


def test_a_spawn_token_in_sight_turns_into_zombies_at_once() -> None:
    state = _state()
    put(state, 0, "r2c3")
    put(state, 1, "r2c3")
    state.spawn_pile = [4]
    script(state, d(1, 3), 0)  # r1c3 is seen from r2c3
    monsters.spawn_roll(state, "test")
    assert state.zombies[zone(state, "r1c3")] == 4 and not state.hidden


def test_two_virus_tokens_zombify_a_survivor_at_the_fourth_upkeep() -> None:
    state = _state()
    state.virus[0] = 2
    darkness = state.darkness
    for step in range(3):
        survivors.zombification(state)
        assert state.decay[0] == 3 - step and not state.away[0]
    survivors.zombification(state)
    assert state.away[0] == 1 and state.zombies[state.heroes[0].zone] == 1
    assert state.darkness == darkness + 1


def test_the_antidote_pauses_the_decay_where_it_is() -> None:
    state = _state()
    state.virus[0] = 2
    survivors.zombification(state)
    survivors.zombification(state)
    survivors.cure(state, 0)
    survivors.zombification(state)
    assert state.decay[0] == 2 and state.virus[0] == 1
    survivors.bite(state, 0, state.heroes[0].zone)
    survivors.zombification(state)
    assert state.decay[0] == 1


def test_starting_ap_is_four_for_two_or_three_survivors_and_three_for_more() -> None:
    for party, ap in ((2, 4), (3, 4), (4, 3), (5, 3)):
        state = house(PLAN, links=LINKS, party=party).new_initial_state(0)
        assert {state.ap_of(h) for h in state.heroes} == {ap}


def test_ap_come_from_energy_and_an_entrapped_survivor_has_one() -> None:
    state = _state()
    h = state.heroes[0]
    track = state.data.track(h.cls)
    h.health = h.max_health - 6
    phases.fix_round_ap(state)
    phases.start_turn(state, 0)
    assert state.ap[0] == track[6]
    state.entrapped[1] = True
    phases.start_turn(state, 1)
    assert state.ap[1] == 1


def test_action_points_are_fixed_at_the_start_of_the_round() -> None:
    """A survivor wounded while the team before it acts keeps the AP the round began with."""
    state = _state()
    second = state.heroes[1]
    track = state.data.track(second.cls)
    phases.fix_round_ap(state)  # the upkeep's last step
    second.health = second.max_health - 6  # wounded while the first team acts
    assert track[6] != track[0]
    phases.start_turn(state, 1)
    assert state.ap[1] == track[0]


def test_a_team_acts_then_the_next_team_and_the_round_ends() -> None:
    state = house(PLAN, links=LINKS, party=2).new_initial_state(3)
    rounds = state.round
    teams = len(state.teams)
    for _ in range(teams * 2):
        if state.round != rounds:
            break
        state.apply_action(EndTurn(state.active))
    assert state.round == rounds + 1 or state.is_terminal()


def test_the_camera_and_spawn_and_zombification_run_in_upkeep_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _state()
    order: list[str] = []
    monkeypatch.setattr(phases, "resolve_event", lambda state: order.append("event"))
    monkeypatch.setattr(phases, "regroup", lambda state: order.append("regroup"))
    monkeypatch.setattr(monsters, "camera_check", lambda state: order.append("camera"))
    monkeypatch.setattr(phases, "upkeep_spawn", lambda state: order.append("spawn"))
    monkeypatch.setattr(survivors, "zombification", lambda state: order.append("zombification"))
    phases.upkeep(state)
    assert order == ["event", "regroup", "camera", "spawn", "zombification"]


def test_terror_faces_on_search_doubles(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _state(party=3)
    for p in range(3):
        put(state, p, "r2c2")
    state.active = 0
    state.ap[0] = 3
    calls: list[str] = []
    monkeypatch.setattr(monsters, "terror", lambda state, face, room, team: calls.append(face))
    # the rulebook's search example: three dice, one success, two aims: a card, and the
    # terror die (a creature) strikes
    script(state, faces(SURVIVOR, "success", "aim", "aim"), faces(TERROR, "creature"))
    state.apply_action(state.game.parse_action("h1 search"))
    assert calls == ["creature"]
    assert len(state.heroes[0].gear) == 2  # the card found
    assert state.searched >> zone(state, "r2c2") & 1
