"""Dark Darker Darkest: the survivors' actions, combat, entrapment and the security board
(digest §A.3 ranged attacks and knockback, §A.4, §A.6 "Survivor actions", "Combat",
"Entrapment"), with the rulebook's combat roll examples."""

from __future__ import annotations

from typing import Any

import pytest
from questwright.engine.actions import Move
from questwright.engine.core import StateError
from questwright.engine.rulesets.ddd import attacks, fire, monsters, phases, survivors, turn
from questwright.engine.rulesets.ddd.actions import Free

from tests.engine.ddd_houses import (
    LINE_LINKS,
    LINE_PLAN,
    SURVIVOR,
    TERROR,
    faces,
    house,
    put,
    quiet,
    script,
    zone,
)

PLAN, LINKS = LINE_PLAN, LINE_LINKS


def _state(party: int = 2, **kwargs: Any) -> Any:
    state = quiet(house(PLAN, links=LINKS, party=party, **kwargs).new_initial_state(0))
    state.active = 0
    for p in range(party):
        put(state, p, "r2c3")
    return state


def act(state: Any, text: str) -> None:
    state.apply_action(state.game.parse_action(text), check=True)


# ------------------------------------------------------------------ moving
def test_a_move_costs_one_ap_and_goes_through_open_connections_only() -> None:
    state = _state()
    legal = {a.to for a in state.legal_actions() if isinstance(a, Move)}
    assert legal == {"r1c3:room", "r2c2:room", "r2c4:room"}
    act(state, "h1 move r2c2:room")
    assert state.heroes[0].zone == zone(state, "r2c2") and state.ap[0] == 3
    legal = {a.to for a in state.legal_actions() if isinstance(a, Move)}
    assert "r2c1:room" not in legal  # a chip on the doorway


def test_no_survivor_leaves_a_room_with_zombies() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 1
    assert not [a for a in state.legal_actions() if isinstance(a, Move)]
    with pytest.raises(StateError):
        act(state, "h1 move r2c2:room")


@pytest.mark.parametrize(("kind", "held"), [("nemesis", False), ("creature", True)])
def test_the_nemesis_holds_no_survivor_in_its_room_a_creature_does(kind: str, held: bool) -> None:
    from questwright.engine.pieces import Enemy

    state = _state()
    here = zone(state, "r2c3")
    state.enemies["e9"] = Enemy("e9", kind, kind, kind, 0, here, 5, {}, {})
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    assert bool(moves) is not held
    if not held:
        act(state, "h1 move r2c2:room")
        assert state.heroes[0].zone == zone(state, "r2c2")


def test_entering_a_room_turns_the_spawn_tokens_now_in_sight() -> None:
    state = _state()
    state.hidden = {zone(state, "r1c1"): (3,)}
    act(state, "h1 move r2c2:room")
    assert state.hidden  # r1c1 is not in line from r2c2
    act(state, "h1 move r1c2:room")
    assert not state.hidden and state.zombies[zone(state, "r1c1")] == 3


# ------------------------------------------------------------------ searching
def test_search_draws_a_card_per_success_shared_out_one_per_survivor() -> None:
    state = _state(party=3)
    put(state, 2, "r2c3")
    state.deck = ["torch.1", "radio.1", "crowbar.1"]
    script(state, faces(SURVIVOR, "success", "success", "retreat"), faces(TERROR, "fire"))
    act(state, "h1 search")
    assert len(state.heroes[0].gear) == 2
    assert sum(len(state.heroes[q].gear) for q in (1, 2)) == 3  # one card more among them
    assert state.searched >> zone(state, "r2c3") & 1
    assert not any(a.verb == "search" for a in state.legal_actions())


def test_a_fruitless_search_leaves_the_room_searchable() -> None:
    state = _state()
    script(state, faces(SURVIVOR, "aim", "retreat"), faces(TERROR, "fire"))
    act(state, "h1 search")
    assert not state.searched >> zone(state, "r2c3") & 1
    assert any(a.verb == "search" for a in state.legal_actions())


def test_no_search_in_a_destroyed_room() -> None:
    state = _state()
    fire.destroy_tile(state, state.house.topology.tile_index["r2c3"], "fire")
    assert not any(a.verb == "search" for a in state.legal_actions())


# ------------------------------------------------------------------ cards and chips
def test_giving_and_taking_cost_one_ap_in_the_same_room_and_five_slots_hold() -> None:
    state = _state()
    act(state, "h1 give scalpel.1 h2")
    assert "scalpel.1" in state.heroes[1].gear and state.ap[0] == 3
    act(state, "h1 take scalpel.1 h2")
    assert "scalpel.1" in state.heroes[0].gear
    for card in ("torch.1", "radio.1", "crowbar.1", "keyring.1"):
        survivors.receive(state, 1, card)
    state.virus[1] = 1
    survivors.check_inventory(state, 1)
    assert state.items(1) == 5  # four cards and a virus token: one card dropped


def test_unlocking_with_matching_icons_takes_the_chip_and_two_xp() -> None:
    state = _state()
    put(state, 0, "r2c2")
    state.heroes[0].gear = ["flare-pistol.1", "radio.1"]  # orange red + blue white
    state.chip_cols = [["red", "blue"]]
    darkness = state.darkness
    act(state, "h1 unlock lock-1")
    assert state.carried_chips(0) == ["chip-1"] and state.darkness == darkness
    assert state.heroes[0].xp == 2
    assert zone(state, "r2c1") in state.house.survivor_steps(state.key, 0)[zone(state, "r2c2")]


def test_unlocking_without_the_icons_costs_darkness_per_missing_icon() -> None:
    state = _state()
    put(state, 0, "r2c2")
    state.heroes[0].gear = ["radio.1"]  # blue white: red is missing
    state.chip_cols = [["red", "blue"]]
    darkness = state.darkness
    act(state, "h1 unlock lock-1")
    assert state.darkness == darkness + 1


def test_an_unlock_may_not_push_darkness_past_its_last_space() -> None:
    state = _state()
    put(state, 0, "r2c2")
    state.heroes[0].gear = []
    state.darkness = 4
    assert not any(a.verb == "unlock" for a in state.legal_actions())


# ------------------------------------------------------------------ fire and corners
def test_extinguish_takes_two_ap_and_a_marker_and_the_fire_goes_with_the_last() -> None:
    state = _state()
    tile = state.house.topology.tile_index["r2c3"]
    state.fire_tile = tile
    state.burn[tile] = 2
    act(state, "h1 extinguish")
    assert state.burn[tile] == 1 and state.fire_tile == tile and state.ap[0] == 2
    act(state, "h1 extinguish")
    assert state.burn[tile] == 0 and state.fire_tile == -1


def test_a_corner_function_costs_two_ap_once_per_corner_per_round() -> None:
    state = house(PLAN, links=LINKS, functions={"r2c4": "medic-bay"}).new_initial_state(0)
    state = quiet(state)
    state.active = 0
    put(state, 0, "r2c4")
    state.heroes[0].health -= 3
    act(state, "h1 use medic-bay -")
    assert state.heroes[0].health == state.heroes[0].max_health - 1 and state.ap[0] == 2
    assert not any(a.verb in ("use", "terminal") for a in state.legal_actions())


def test_the_sprinkler_clears_a_room_the_cabinet_a_virus_the_reserve_reloads() -> None:
    game = house(
        PLAN,
        links=LINKS,
        functions={"r2c4": "sprinkler", "r1c1": "virus-cabinet", "r2c1": "ammo-reserve"},
    )
    state = quiet(game.new_initial_state(0))
    state.active = 0
    tiles = state.house.topology.tile_index
    put(state, 0, "r2c4")
    state.burn[tiles["r1c2"]] = 2
    act(state, "h1 use sprinkler r1c2")
    assert state.burn[tiles["r1c2"]] == 0
    state.used_corners = 0
    put(state, 0, "r1c1")
    state.virus[0] = 2
    state.ap[0] = 4
    act(state, "h1 use virus-cabinet -")
    assert state.virus[0] == 1
    put(state, 0, "r2c1")
    state.ap[0] = 4
    survivors.receive(state, 0, "flare-pistol.1")
    state.ammo["flare-pistol.1"] = 6
    act(state, "h1 use ammo-reserve flare-pistol.1")
    assert state.ammo["flare-pistol.1"] == 8  # four rounds, eight at most


def test_the_terminal_places_a_chip_matching_colours_or_one_colour_of_choice() -> None:
    state = _state()
    put(state, 0, "r2c4")
    state.sequence = ["red", "orange", "yellow", "green", "green", "blue", "white"]
    # the rulebook's example: all three colours of the chip are in the sequence
    state.heroes[0].items += ["chip:chip-1"]
    state.chip_cols = [["red", "yellow", "blue"]]
    act(state, "h1 terminal chip-1 match")
    assert sorted(state.sequence) == ["green", "green", "orange", "white"]
    assert state.placed == 1 and state.ap[0] == 2


def test_option_b_and_the_three_chip_limit_and_the_lab_opening() -> None:
    state = _state()
    state.sequence = ["red", "blue", "white"]
    state.placed = 2
    put(state, 0, "r2c4")
    state.heroes[0].items += ["chip:chip-1"]
    state.chip_cols = [["green", "green"]]
    assert not any(a.verb == "terminal" and a.option == "match" for a in state.legal_actions())
    act(state, "h1 terminal chip-1 take:white")
    assert state.sequence == ["red", "blue"] and state.placed == 3
    state.ap[0] = 4
    state.used_corners = 0
    state.heroes[0].items += ["chip:chip-1"]
    assert not any(a.verb == "terminal" for a in state.legal_actions())  # three placed
    act(state, "h1 bypass red")
    act(state, "h1 bypass blue")
    assert state.lab_open and state.sequence == []


def test_code_tokens_bought_with_darkness_stop_at_the_last_space() -> None:
    state = _state()
    state.sequence = ["red", "blue", "white", "green", "green"]
    for colour in ("red", "blue", "white", "green"):
        act(state, f"h1 bypass {colour}")
    assert state.darkness == 5
    assert not any(a.verb == "bypass" for a in state.legal_actions())


# ------------------------------------------------------------------ combat
@pytest.mark.parametrize(
    ("rolled", "kills"),
    [
        (("success", "failure"), 0),  # two dice, a hit and a failure: the attack fails
        (("success", "success", "failure"), 1),  # three dice: one hit left
        (("success", "failure", "failure"), 1),  # a failure cancels the other failure
    ],
)
def test_the_rulebook_combat_roll_examples(rolled: tuple[str, ...], kills: int) -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 3
    weapon = {2: "pipe-wrench.1", 3: "cricket-bat.1"}[len(rolled)]  # two or three dice
    state.heroes[0].gear = [weapon]
    script(state, faces(SURVIVOR, *rolled))
    attacks.survivor_attack(state, 0, weapon)
    assert state.zombies[zone(state, "r2c3")] == 3 - kills


def test_fists_roll_one_die_and_dice_never_exceed_four() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 2
    state.heroes[0].gear = []
    assert turn.usable_weapons(state, 0) == ["fists"]
    script(state, faces(SURVIVOR, "success"))
    attacks.survivor_attack(state, 0, "fists")
    assert state.zombies[zone(state, "r2c3")] == 1 and not state.rng.values


@pytest.mark.parametrize("weapon", ["fire-axe.1", "machete.1", "scalpel.1", "hammer.1"])
def test_a_stand_in_starting_weapon_rolls_four_dice(weapon: str) -> None:
    """Stand-in balance (docs/engine.md "ddd balance"): the starting weapons roll the
    four-dice cap, so three hits and a failure leave two zombies dead."""
    state = _state()
    state.zombies[zone(state, "r2c3")] = 3
    state.heroes[0].gear = [weapon]
    script(state, faces(SURVIVOR, "success", "success", "success", "failure"))
    attacks.survivor_attack(state, 0, weapon)
    assert state.zombies[zone(state, "r2c3")] == 1 and not state.rng.values


def test_a_survivor_attacks_monsters_in_its_own_room_even_a_destroyed_one() -> None:
    """Rulebook: an attack reaches the creatures and zombies "in his room" (no line of
    sight asked); a destroyed room blocks sight only between rooms."""
    state = _state()
    tiles = state.house.topology.tile_index
    fire.destroy_tile(state, tiles["r2c3"], "test")
    room = zone(state, "r2c3")
    state.zombies[room] = 2
    state.heroes[0].gear = ["pipe-wrench.1"]
    assert turn.usable_weapons(state, 0) == ["pipe-wrench.1"]
    script(state, faces(SURVIVOR, "success", "aim"))
    attacks.survivor_attack(state, 0, "pipe-wrench.1")
    assert state.zombies[room] == 1


def test_aims_extend_a_ranged_weapons_reach_room_by_room() -> None:
    state = _state()
    put(state, 0, "r2c2")
    state.zombies[zone(state, "r2c4")] = 1  # two rooms east, in line
    state.heroes[0].gear = ["flare-pistol.1"]  # range 1, two dice
    state.ammo["flare-pistol.1"] = 2
    script(state, faces(SURVIVOR, "success", "retreat"))
    attacks.survivor_attack(state, 0, "flare-pistol.1")
    assert state.zombies[zone(state, "r2c4")] == 1  # out of reach
    script(state, faces(SURVIVOR, "success", "aim"))
    attacks.survivor_attack(state, 0, "flare-pistol.1")
    assert state.zombies[zone(state, "r2c4")] == 0
    assert state.ammo["flare-pistol.1"] == 0
    assert "flare-pistol.1" not in turn.usable_weapons(state, 0)  # empty: it cannot attack


def test_a_knockback_into_flames_kills_the_zombie_for_xp() -> None:
    state = _state()
    room = zone(state, "r2c3")
    state.zombies[room] = 1
    tiles = state.house.topology.tile_index
    state.burn[tiles["r2c4"]] = 1
    state.heroes[0].gear = ["pipe-wrench.1"]
    script(state, faces(SURVIVOR, "knockback", "aim"))
    attacks.survivor_attack(state, 0, "pipe-wrench.1")
    assert sum(state.zombies) == 0 and state.heroes[0].xp == 1


def test_a_retreat_face_lets_a_survivor_leave_the_fight() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 3
    state.heroes[0].gear = ["pipe-wrench.1"]
    script(state, faces(SURVIVOR, "success", "retreat"))
    attacks.survivor_attack(state, 0, "pipe-wrench.1")
    assert state.heroes[0].zone != zone(state, "r2c3") and state.zombies[zone(state, "r2c3")] == 2


def test_xp_is_capped_at_ten() -> None:
    state = _state()
    state.gain_xp(state.heroes[0], 8)
    state.gain_xp(state.heroes[0], 8)
    assert state.heroes[0].xp == 10


def test_combat_sight_follows_the_rulebook_example() -> None:
    # Lucy (h1) sees the bird beside her and the zombie below through open passages; Bruce
    # (h2) only his own room; Leo (h3) the zombies left through the open doorway but not the
    # bird behind a chip.
    plan = ["O O O O", "O O O O"]
    links = [
        ("r1c2", "r1c3"),  # Lucy -> the bird
        ("r1c2", "r2c2"),  # Lucy -> the zombie below
        ("r1c3", "r1c4", "chip"),  # the bird's door toward Leo
        ("r1c4", "r2c4"),
        ("r1c1", "r2c1"),
        ("r2c3", "r2c4", "door"),  # Leo -> the zombies on his left
        ("r2c2", "r2c3"),
    ]
    game = house(plan, links=links, party=3, start="r2c2")
    state = quiet(game.new_initial_state(0))
    put(state, 0, "r1c2")
    put(state, 1, "r1c1")
    put(state, 2, "r1c4")
    state.creature_pile.remove("cinder-crow")
    monsters.add_creature(state, "cinder-crow", zone(state, "r1c3"))
    state.zombies[zone(state, "r2c2")] = 1
    state.zombies[zone(state, "r1c1")] = 1
    state.zombies[zone(state, "r2c4")] = 2
    for p in range(3):
        state.heroes[p].gear = ["hunting-rifle.1"]
        state.ammo["hunting-rifle.1"] = 8
    rows = state.house.sight(state.key)
    seen = {
        p: {state.zone_id(z) for z in rows[state.heroes[p].zone] if state.monsters_in(z)}
        for p in range(3)
    }
    assert seen[0] == {"r1c3:room", "r2c2:room"}
    assert seen[1] == {"r1c1:room"}
    assert seen[2] == {"r2c4:room"}


# ------------------------------------------------------------------ entrapment
def test_an_entrapped_survivor_can_only_try_to_break_free() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    phases.start_turn(state, 0)
    assert state.ap[0] == 1
    assert {a.verb for a in state.legal_actions()} - {"switch"} == {"free", "end"}
    script(state, faces(SURVIVOR, "retreat"))
    act(state, "h1 free h1")
    assert not state.entrapped[0] and state.heroes[0].zone != zone(state, "r2c3")
    assert state.ap[0] == state.round_ap[0] - 1


def test_several_entrapped_survivors_need_as_many_retreat_faces() -> None:
    state = _state(party=3)
    put(state, 2, "r2c3")
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = state.entrapped[1] = True
    state.active = 2
    state.ap[2] = 3
    # h3 helps (entrap rate 1: one die): a single retreat frees nobody
    script(state, faces(SURVIVOR, "retreat"))
    act(state, "h3 free h1")
    assert state.entrapped[0] and state.entrapped[1]


def _trapped_pair() -> Any:
    """h1 (nurse, entrap rate 1) and h2 (firefighter, rate 2) entrapped in r2c3 with a zombie,
    h3 (detective, rate 1) beside them: the rulebook's rescue effort pools four dice (the
    boards' rates alone: no skills)."""
    state = _state(party=3, skills=False)
    put(state, 2, "r2c3")
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = state.entrapped[1] = True
    for p in range(3):
        phases.start_turn(state, p)
    assert state.ap[0] == state.ap[1] == 1
    return state


def test_helpers_pool_their_dice_and_two_retreats_free_both_entrapped_survivors() -> None:
    """Seeds/002 p. 19: helpers add dice equal to their entrap rate (1 AP each), at most four
    dice per effort; two entrapped survivors need two retreat faces and leave together."""
    state = _trapped_pair()
    helper_ap = state.ap[2]
    efforts = {str(a) for a in state.legal_actions() if a.verb == "free"}
    assert "h1 free h1 with h2 h3" in efforts
    dice = script(state, faces(SURVIVOR, "retreat", "failure", "success", "retreat"))
    act(state, "h1 free h1 with h2 h3")
    assert not dice.values  # one pooled roll of four dice (rates 1 + 2 + 1)
    assert not state.entrapped[0] and not state.entrapped[1]
    here = state.heroes[0].zone
    assert here != zone(state, "r2c3") and state.heroes[1].zone == here  # together
    assert state.heroes[2].zone == zone(state, "r2c3")
    assert state.ap[0] == state.round_ap[0] - 1 and state.ap[1] == state.round_ap[1] - 1
    assert state.ap[2] == helper_ap - 1


def test_a_failed_effort_costs_everyone_a_point_and_the_helpers_may_try_again() -> None:
    state = _trapped_pair()
    helper_ap = state.ap[2]
    script(state, faces(SURVIVOR, "retreat", "failure", "success", "aim"))
    act(state, "h1 free h1 with h2 h3")
    assert state.entrapped[0] and state.entrapped[1]
    assert state.ap[1] == 0 and state.ap[2] == helper_ap - 1
    state.active = 2
    # the entrapped have made their attempt: the helper goes on alone (rate 1: one die)
    assert {str(a) for a in state.legal_actions() if a.verb == "free"} == {"h3 free h1"}


def test_a_rescue_effort_rolls_at_most_four_dice() -> None:
    state = _state(party=4, skills=False)
    for p in (2, 3):
        put(state, p, "r2c3")
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[1] = True  # firefighter, rate 2; the others: 1, 1, 2
    for p in range(4):
        phases.start_turn(state, p)
    efforts = {str(a) for a in state.legal_actions() if a.verb == "free"}
    # nobody joins only to add a die over the cap
    assert "h1 free h2 with h2 h3 h4" not in efforts and "h1 free h2 with h2 h4" in efforts
    dice = script(state, faces(SURVIVOR, "failure", "failure", "failure", "failure"))
    state.apply_action(Free(0, 1, (1, 2, 3)))  # rates 1+2+1+2: four dice, not six
    assert not dice.values


def test_an_entrapped_survivor_gets_a_new_attempt_every_round() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    phases.start_turn(state, 0)
    script(state, faces(SURVIVOR, "failure"))
    act(state, "h1 free h1")
    assert state.entrapped[0]
    script(state, [0] * 40)  # the next round's upkeep (whatever its dice)
    phases.upkeep(state)
    state._team = [0, 1]
    phases.start_turn(state, 0)
    state.active = 0
    assert any(a.verb == "free" for a in state.legal_actions())


def test_entrapment_ends_when_no_monster_is_left_in_the_room() -> None:
    state = _state()
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    state.heroes[1].gear = ["pipe-wrench.1"]
    state.active = 1
    script(state, faces(SURVIVOR, "success", "aim"))
    act(state, "h2 attack pipe-wrench.1")
    assert not state.entrapped[0]


def test_a_survivor_freed_by_the_emptied_room_has_the_rounds_ap_again() -> None:
    """Seeds/002 p. 19: the others may free an entrapped survivor by clearing its room, and a
    freed survivor regains its AP for the round, less the one its own attempt spent (the
    rules before left it the entrapment's single AP)."""
    state = _state()
    state.zombies[zone(state, "r2c3")] = 1
    state.entrapped[0] = True
    state.heroes[1].gear = ["pipe-wrench.1"]
    state._team = [0, 1]
    for p in (0, 1):
        phases.start_turn(state, p)
    assert state.ap[0] == 1
    state.active = 1
    script(state, faces(SURVIVOR, "success", "aim"))
    act(state, "h2 attack pipe-wrench.1")
    assert not state.entrapped[0] and state.ap[0] == state.round_ap[0]
