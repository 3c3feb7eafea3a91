"""Dark Darker Darkest: what happens after each team (digest §A.6 "Reactions", §A.5 fire),
with the rulebook's worked examples for zombie movement, creature movement and fire."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.rulesets.ddd import fire, monsters, phases, survivors

from tests.engine.ddd_houses import (
    CREATURE,
    SURVIVOR,
    d,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

OPEN_2X5 = ["C O O O C", "C O E O C"]


def _grid_links(plan: list[str]) -> list[tuple[str, str]]:
    rows = [r.split() for r in plan]
    links = []
    for r, row in enumerate(rows, start=1):
        for c, _ in enumerate(row, start=1):
            if c < len(row):
                links.append((f"r{r}c{c}", f"r{r}c{c + 1}"))
            if r < len(rows):
                links.append((f"r{r}c{c}", f"r{r + 1}c{c}"))
    return links


def _attacks(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    got: list[tuple[str, int]] = []
    monkeypatch.setattr(
        monsters, "zombie_attack", lambda state, z, n: got.append((state.zone_id(z), n))
    )
    return got


# The rulebook's zombie reaction examples: zombies 1, 2+3, 4 and 5 around a team.
def _zombie_example(party: int) -> Any:
    state = quiet(house(OPEN_2X5, links=_grid_links(OPEN_2X5), party=party).new_initial_state(0))
    for p in range(party):
        put(state, p, "r2c2")
    for ref, n in (("r1c3", 1), ("r1c1", 2), ("r2c4", 1), ("r1c5", 1)):
        state.zombies[zone(state, ref)] = n
    return state


def test_zombies_beside_the_team_react_and_the_others_do_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombie_example(2)
    attacks = _attacks(monkeypatch)
    monsters.zombie_reaction(state, [0, 1])
    # zombie 1 (a diagonal neighbour) and zombies 2+3 reach the team and attack;
    # zombie 4 and zombie 5 are out of range
    assert state.zombies[zone(state, "r2c2")] == 3
    assert state.zombies[zone(state, "r2c4")] == 1 and state.zombies[zone(state, "r1c5")] == 1
    assert sorted(attacks) == [("r2c2:room", 1), ("r2c2:room", 2)]


def test_a_team_member_who_wandered_off_draws_the_nearer_zombies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _zombie_example(3)
    put(state, 2, "r1c4")  # character 3 moved away from the group
    attacks = _attacks(monkeypatch)
    monsters.zombie_reaction(state, [0, 1, 2])
    # zombies 2+3 still go for characters 1 and 2; zombies 1, 4 and 5 are one step from
    # character 3, who is closer to them
    assert state.zombies[zone(state, "r2c2")] == 2
    assert state.zombies[zone(state, "r1c4")] == 3
    assert sorted(attacks) == [
        ("r1c4:room", 1),
        ("r1c4:room", 1),
        ("r1c4:room", 1),
        ("r2c2:room", 2),
    ]


def test_zombies_take_two_steps_and_never_a_detour_away_from_the_target(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plan = ["C O O", "O E O", "C O C"]
    links = [link for link in _grid_links(plan) if set(link) != {"r1c1", "r2c1"}]
    state = quiet(house(plan, links=links).new_initial_state(0))
    put(state, 0, "r2c1")
    put(state, 1, "r2c1")
    state.zombies[zone(state, "r1c1")] = 2  # the wall between: the way round goes away first
    state.zombies[zone(state, "r1c3")] = 1  # diagonal... two rooms away: not adjacent
    state.zombies[zone(state, "r3c2")] = 1  # diagonal neighbour: two steps, each nearer
    _attacks(monkeypatch)
    monsters.zombie_reaction(state, [0, 1])
    assert state.zombies[zone(state, "r1c1")] == 2
    assert state.zombies[zone(state, "r1c3")] == 1
    assert state.zombies[zone(state, "r2c1")] == 1


def test_zombies_never_enter_burning_rooms_or_pass_chips(monkeypatch: pytest.MonkeyPatch) -> None:
    plan = ["C O O", "O E O"]
    links = [
        ("r1c1", "r1c2"),
        ("r1c2", "r1c3"),
        ("r1c2", "r2c2"),
        ("r2c1", "r2c2", "chip"),
        ("r1c3", "r2c3"),
        ("r2c2", "r2c3"),
        ("r1c1", "r2c1"),
    ]
    state = quiet(house(plan, links=links).new_initial_state(0))
    put(state, 0, "r2c2")
    put(state, 1, "r2c2")
    state.zombies[zone(state, "r2c1")] = 1  # behind a chip: its way round is away first
    state.zombies[zone(state, "r1c2")] = 1  # the only way in is burning
    state.burn[state.house.topology.tile_index["r2c2"]] = 0
    state.burn[state.house.topology.tile_index["r1c2"]] = 0
    state.zombies[zone(state, "r1c3")] = 1
    state.burn[state.house.topology.tile_index["r2c3"]] = 1  # r1c3 -> r2c3 burns
    _attacks(monkeypatch)
    monsters.zombie_reaction(state, [0, 1])
    assert state.zombies[zone(state, "r2c1")] == 1
    assert state.zombies[zone(state, "r1c3")] == 0  # it came through r1c2, not the fire
    assert state.zombies[zone(state, "r2c3")] == 0


# The rulebook's creature reaction example: the dog's routes are a wall (right), a locked
# door (down), and up-and-round, which ends at a locked door: it stays. With both chips of
# the central tile gone it moves as far as it can.
DOG_PLAN = ["O O O", "O O O", "O E O"]
DOG_LINKS = [
    ("r2c1", "r3c1", "chip"),  # the dog's way down
    ("r2c2", "r3c2", "chip"),  # the central tile's door to the team
    ("r2c1", "r1c1"),
    ("r1c1", "r1c2"),
    ("r1c2", "r2c2"),
    ("r3c1", "r3c2"),
    ("r1c2", "r1c3"),
    ("r3c2", "r3c3"),
]


def _dog(state: Any) -> Any:
    state.creature_pile = [c for c in state.creature_pile if c != "gnasher"]
    return monsters.add_creature(state, "gnasher", zone(state, "r2c1"))


def test_the_creature_stays_when_its_route_ends_at_a_locked_door() -> None:
    state = quiet(house(DOG_PLAN, links=DOG_LINKS).new_initial_state(0))
    dog = _dog(state)
    monsters.creature_move(state, dog, {zone(state, "r3c2")}, attack=True)
    assert dog.zone == zone(state, "r2c1")


def test_the_creature_moves_its_rate_along_an_open_route() -> None:
    state = quiet(house(DOG_PLAN, links=DOG_LINKS).new_initial_state(0))
    dog = _dog(state)
    state.key |= state.house.topology.door_bit(state.house.chips[1].door)  # the team's door
    monsters.creature_move(state, dog, {zone(state, "r3c2")}, attack=False)
    # the long way round: up, right, down — three steps of its four, still closer
    assert monsters.creature_mp(state, dog) == 3
    assert dog.zone == zone(state, "r2c2")
    state.key |= state.house.topology.door_bit(state.house.chips[0].door)
    monsters.creature_move(state, dog, {zone(state, "r3c2")}, attack=False)
    assert dog.zone == zone(state, "r3c2")


# Fire (digest §A.5)
FIRE_PLAN = ["C O L", "O E O"]


def _fire_state() -> Any:
    game = house(
        FIRE_PLAN,
        links=[
            ("r1c1", "r1c2"),
            ("r1c2", "r2c2"),
            ("r2c1", "r2c2"),
            ("r2c2", "r2c3"),
            ("r1c2", "r1c3", "seal"),
        ],
        cameras=[("r2c1", "E")],
    )
    state = quiet(game.new_initial_state(0))
    put(state, 0, "r2c2")
    put(state, 1, "r2c2")
    return state


def test_fire_moves_by_the_direction_key_through_walls_and_burns_where_it_lands() -> None:
    state = _fire_state()
    tiles = state.house.topology.tile_index
    state.fire_tile = tiles["r2c1"]
    state.burn[tiles["r2c1"]] = 1
    script(state, d(1))  # d4 1 -> N (fireDirMap), through the wall between r2c1 and r1c1
    fire.spread_fire(state)
    assert state.fire_tile == tiles["r1c1"] and state.burn[tiles["r1c1"]] == 1


def test_fire_that_cannot_move_burns_its_own_tile_and_the_third_marker_destroys_it() -> None:
    state = _fire_state()
    tiles = state.house.topology.tile_index
    state.fire_tile = tiles["r1c2"]
    state.burn[tiles["r1c2"]] = 1
    darkness = state.darkness
    script(state, d(1))  # north: outside the house
    fire.spread_fire(state)
    assert state.fire_tile == tiles["r1c2"] and state.burn[tiles["r1c2"]] == 2
    script(state, d(2))  # east: the lab, which never burns
    fire.spread_fire(state)
    assert state.is_wrecked(tiles["r1c2"]) and state.burn[tiles["r1c2"]] == 0
    assert state.darkness == darkness + 1  # a destroyed room costs darkness
    script(state, d(1))  # destroyed tiles take no more markers; the fire stays there
    fire.spread_fire(state)
    assert state.fire_tile == tiles["r1c2"] and state.burn[tiles["r1c2"]] == 0


def test_destruction_removes_the_tiles_cameras_chips_and_spawn_tokens() -> None:
    game = house(
        FIRE_PLAN,
        links=[
            ("r1c1", "r1c2", "chip"),
            ("r1c2", "r2c2"),
            ("r2c1", "r2c2"),
            ("r2c2", "r2c3"),
            ("r1c2", "r1c3", "seal"),
        ],
        cameras=[("r1c1", "E")],
    )
    state = quiet(game.new_initial_state(0))
    tiles = state.house.topology.tile_index
    state.hidden = {zone(state, "r1c1"): (3,)}
    state.chips_seen = 0
    fire.destroy_tile(state, tiles["r1c1"], "fire")
    assert state.cameras == 0 and state.chips_on == 0 and state.hidden == {}
    assert state.key & state.house.topology.door_bit(state.house.chips[0].door)


def test_burning_tiles_hurt_zombies_creatures_and_survivors_after_each_spread() -> None:
    state = _fire_state()
    tiles = state.house.topology.tile_index
    state.fire_tile = tiles["r2c2"]
    state.burn[tiles["r2c2"]] = 1
    state.zombies[zone(state, "r2c2")] = 3
    script(state, d(3))  # south: outside, so r2c2 burns again (2 markers)
    fire.spread_fire(state)
    assert state.zombies[zone(state, "r2c2")] == 1  # two markers: two zombies gone
    assert [h.health for h in state.heroes] == [h.max_health - 2 for h in state.heroes]


def test_entering_a_burning_or_destroyed_room_costs_energy() -> None:
    state = _fire_state()
    tiles = state.house.topology.tile_index
    state.burn[tiles["r2c3"]] = 2
    before = state.heroes[0].health
    survivors.enter_room(state, 0, zone(state, "r2c3"))
    assert state.heroes[0].health == before - 2
    state.wrecked |= 1 << tiles["r2c1"]
    survivors.enter_room(state, 1, zone(state, "r2c1"))
    assert state.heroes[1].health == state.heroes[1].max_health - 3


def test_each_team_is_followed_by_attacks_zombie_and_creature_moves_and_the_fire(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = _fire_state()
    order: list[str] = []
    monkeypatch.setattr(monsters, "attack_rooms", lambda state: order.append("attacks"))
    monkeypatch.setattr(monsters, "zombie_reaction", lambda state, team: order.append("zombies"))
    monkeypatch.setattr(
        monsters, "creature_move", lambda state, c, t, attack: order.append("creature")
    )
    monkeypatch.setattr(fire, "spread_fire", lambda state: order.append("fire"))
    state.creature_pile.remove("gnasher")
    monsters.add_creature(state, "gnasher", zone(state, "r1c1"))
    phases.after_team(state, [0, 1])
    assert order == ["attacks", "zombies", "creature", "fire"]


def test_zombies_attack_with_one_die_each_and_the_defence_cancels_dice() -> None:
    state = _fire_state()
    room = zone(state, "r2c2")
    state.zombies[room] = 3
    # three creature dice; two defence dice (two survivors), one success cancels the heavy
    script(
        state,
        faces(CREATURE, "heavy", "damage", "damage"),
        faces(SURVIVOR, "success", "aim"),
    )
    monsters.attack_rooms(state)
    lost = sum(h.max_health - h.health for h in state.heroes)
    assert lost == 2
    # the healthiest survivor takes each damage in turn
    assert sorted(h.max_health - h.health for h in state.heroes) == [1, 1]
