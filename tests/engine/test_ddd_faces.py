"""Dark Darker Darkest: the creature die's faces, the creature's hit locations, the terror
die and what survivors may not know (digest §A.6 "Creature dice", "Creatures", "Terror
die"; §A.3 face-down spawn tokens), each on a small hand-made house."""

from __future__ import annotations

from typing import Any

from questwright.engine.rulesets.ddd import monsters
from questwright.engine.rulesets.ddd.monsters import creature_modifiers

from tests.engine.ddd_houses import CREATURE, SURVIVOR, d, faces, house, put, quiet, script, zone

# three rooms in a row, a fourth below the middle one, all open; r1c1-r2c1 walled
PLAN = ["O O O", "O E O"]
LINKS = [("r1c1", "r1c2"), ("r1c2", "r1c3"), ("r1c2", "r2c2"), ("r2c1", "r2c2"), ("r2c2", "r2c3")]


def _state(party: int = 2) -> Any:
    state = quiet(house(PLAN, links=LINKS, party=party).new_initial_state(0))
    for p in range(party):
        put(state, p, "r1c2")
    return state


def _attack(state: Any, room: str, *rolled: str, defence: int | None = None) -> None:
    """A zombie attack in ``room`` with these creature-die faces and failed defence dice."""
    n = len(state.survivors_in(zone(state, room))) if defence is None else defence
    script(state, faces(CREATURE, *rolled), faces(SURVIVOR, *["failure"] * n))
    monsters.zombie_attack(state, zone(state, room), len(rolled))


def test_heavy_damage_goes_to_one_survivor_whole() -> None:
    state = _state()
    state.zombies[zone(state, "r1c2")] = 1
    _attack(state, "r1c2", "heavy")
    lost = sorted(h.max_health - h.health for h in state.heroes)
    assert lost == [0, 2]


def test_a_bite_over_two_virus_goes_to_another_survivor_or_is_lost() -> None:
    state = _state()
    state.zombies[zone(state, "r1c2")] = 2
    state.virus = [2, 2]
    _attack(state, "r1c2", "bite")
    assert state.virus == [2, 2]  # nobody left to infect
    state.virus = [2, 1]
    _attack(state, "r1c2", "bite")
    assert state.virus == [2, 2]  # the overflow found h2


def test_each_fear_face_sends_one_survivor_to_an_open_neighbour_once() -> None:
    state = _state()
    here = zone(state, "r1c2")
    state.zombies[here] = 3
    _attack(state, "r1c2", "fear", "fear", "fear")
    steps = state.house.survivor_steps(state.key, 0)[here]
    assert all(h.zone in steps for h in state.heroes)
    assert sum(1 for line in state.log if "flees in fear" in line) == 2


def test_entrap_puts_a_token_on_a_free_survivor() -> None:
    state = _state()
    state.zombies[zone(state, "r1c2")] = 1
    _attack(state, "r1c2", "entrap")
    assert sum(state.entrapped) == 1


def test_reinforcement_pulls_a_horde_from_an_open_neighbour_in_sight() -> None:
    state = _state()
    fight = zone(state, "r1c2")
    state.zombies[fight] = 1
    state.zombies[zone(state, "r1c3")] = 3  # beside the fight, through an open passage
    _attack(state, "r1c2", "reinforcement")
    assert state.zombies[fight] == 4 and state.zombies[zone(state, "r1c3")] == 0


def test_a_diagonal_horde_comes_only_through_a_room_both_see() -> None:
    for links, pulled in ((LINKS, True), ([x for x in LINKS if x != ("r2c1", "r2c2")], False)):
        state = quiet(house(PLAN, links=links).new_initial_state(0))
        for p in range(2):
            put(state, p, "r1c2")
        fight, corner = zone(state, "r1c2"), zone(state, "r2c1")
        state.zombies[fight] = 1
        state.zombies[corner] = 2  # touches the fight only at a corner
        _attack(state, "r1c2", "reinforcement")
        assert (state.zombies[fight] == 3) == pulled and (state.zombies[corner] == 0) == pulled


def test_reinforcement_never_pulls_into_or_out_of_a_burning_room() -> None:
    state = _state()
    fight = zone(state, "r1c2")
    state.zombies[fight] = 1
    state.zombies[zone(state, "r1c3")] = 3
    state.burn[state.house.zone_tile[zone(state, "r1c3")]] = 1
    _attack(state, "r1c2", "reinforcement")
    assert state.zombies[fight] == 1 and state.zombies[zone(state, "r1c3")] == 3


def test_a_creatures_filled_locations_weaken_it() -> None:
    board = {
        "locations": [
            {"colour": "blue", "cubes": 2},
            {"colour": "red", "cubes": 2},
            {"colour": "white", "cubes": 1},
        ]
    }
    assert creature_modifiers(board, 1) == {}
    assert creature_modifiers(board, 2) == {"blue": 1}
    assert creature_modifiers(board, 5) == {"blue": 1, "red": 1, "white": 1}
    state = _state()
    state.creature_pile.remove("gnasher")
    hound = monsters.add_creature(state, "gnasher", zone(state, "r1c1"))
    full = monsters.creature_mp(state, hound)
    hound.damage = 2  # the gnasher's first location is blue: one movement point less
    assert monsters.creature_mp(state, hound) == full - 1


def test_the_terror_horde_lands_beside_the_team_never_in_a_locked_room() -> None:
    state = _state()
    team = {zone(state, "r1c2")}
    script(state, 0)  # the spawn token drawn
    monsters.terror(state, "horde", zone(state, "r1c2"), team)
    placed = set(state.hidden) | {z for z, n in enumerate(state.zombies) if n}
    assert placed and placed <= state.house.touching[zone(state, "r1c2")]


def test_the_terror_creature_face_heals_a_creature_in_play_by_three() -> None:
    state = _state()
    state.creature_pile.remove("hulk")
    hulk = monsters.add_creature(state, "hulk", zone(state, "r2c3"))
    hulk.damage = 5
    monsters.terror(state, "creature", zone(state, "r1c2"), {zone(state, "r1c2")})
    assert hulk.damage == 2
    assert sum(1 for e in state.enemies.values() if e.kind == "creature") == 1


def test_the_terror_fire_face_breaks_out_a_fire_or_spreads_it() -> None:
    state = _state()
    script(state, d(2), d(3))  # the location roll: row 2, column 3
    monsters.terror(state, "fire", zone(state, "r1c2"), {zone(state, "r1c2")})
    tile = state.house.topology.tile_index["r2c3"]
    assert state.fire_tile == tile and state.burn[tile] == 1


def test_a_face_down_token_is_in_nobodys_view_until_seen() -> None:
    state = _state()
    far = zone(state, "r2c1")  # walled off from r1c1, out of the survivors' sight
    assert not monsters.in_sight(state, far)
    monsters.place_token(state, far, 4)
    assert far in state.hidden
    views = [state.observation_string(p) for p in range(2)]
    other = state.clone()
    other.hidden[far] = (1,)
    assert [other.observation_string(p) for p in range(2)] == views
    put(state, 0, "r2c2")  # r2c1 is in sight from here: the token turns
    monsters.look_around(state)
    assert far not in state.hidden and state.zombies[far] == 4
