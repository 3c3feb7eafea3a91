"""One test per rule of the descent1 minimal subset (rules digest §7.1) on small hand-made
maps, with the rulebook's worked examples (movement, line of sight, large-monster
movement, spawning, the guard order, knockback). Dice are scripted: :class:`Dice` hands
out the faces a test names, in order."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from questwright.engine.actions import Begin, EndTurn, Move, OpenDoor
from questwright.engine.rng import Rng
from questwright.engine.rulesets.descent1.actions import (
    Act,
    Activate,
    AimedStrike,
    Buy,
    Climb,
    Discard,
    Done,
    Drink,
    FromTown,
    Jump,
    Keep,
    Loot,
    MAttack,
    MJump,
    MStep,
    Order,
    OvEnd,
    OvPass,
    OvReroll,
    Pass,
    Place,
    Play,
    Power,
    Reroll,
    Stairs,
    Strike,
    Surge,
    ToTown,
)
from questwright.engine.rulesets.descent1.combat import Tally, monster_hit, settle, surge_spends
from questwright.engine.rulesets.descent1.death import hurt_monster, wound
from questwright.engine.rulesets.descent1.heroes import hero_armor
from questwright.engine.rulesets.descent1.monsters import base_stats, shape
from questwright.engine.rulesets.descent1.overlord import spawn_places, supply_left
from questwright.engine.rulesets.descent1.strikes import damage_hero

from tests.engine.descent1_boards import descent_game, place_hero, place_monster

# die faces of the stand-in content (tilesets/descent1/content.json)
RED_MISS, RED_2, RED_3, RED_2S = 0, 1, 2, 3
GREEN_1, GREEN_2, GREEN_S = 0, 2, 3
BLUE_MISS, BLUE_R3, BLUE_R5, BLUE_D2R2 = 0, 1, 4, 3
YELLOW_R1, YELLOW_R3 = 0, 2
BLANK, ENHANCE, SURGE = 0, 3, 5


class Dice:
    """A scripted generator: ``below`` returns the listed values in order (then 0)."""

    def __init__(self, values: list[int] | None = None) -> None:
        self.values = list(values or [])

    def draws(self, sizes: Any, private: Any = None) -> list[int]:
        return [self.below(n, private) for n in sizes]

    def below(self, n: int, private: Any = None) -> int:
        return self.values.pop(0) % n if self.values else 0

    def choice(self, options: Any) -> Any:
        return options[self.below(len(options))]

    def shuffle(self, items: list[Any]) -> None:
        pass

    def copy(self) -> Dice:
        return Dice(self.values)


def rig(state: Any, *values: int) -> None:
    state.rng = Dice(list(values))


def start(game: Any, seed: int = 1) -> Any:
    state = game.new_initial_state(seed)
    rig(state)
    return state


def turn(state: Any, hero: int, action: str | None = None) -> None:
    """Begin hero ``hero``'s turn and declare ``action``."""
    state.apply_action(Begin(hero))
    if action:
        state.apply_action(Act(hero, action))


def to_overlord(state: Any) -> None:
    """Every hero who has not acted runs and ends; the overlord's turn begins."""
    while state.phase == "heroes":
        if state.choosing_turn():
            p = state.waiting_players()[0]
            state.apply_action(Begin(p))
            state.apply_action(Act(p, "run"))
        state.apply_action(EndTurn(state.active))


def legal_strs(state: Any) -> list[str]:
    return [str(a) for a in state.legal_actions()]


OPEN = ["......", "......", "......", "......", "......"]


# ======================================================================== §7.1.5 the turn
def test_the_heroes_choose_their_order_then_the_overlord_plays() -> None:
    state = start(descent_game(OPEN, party=3))
    assert state.current_player() == 0 and state.choosing_turn()
    assert {str(a) for a in state.legal_actions()} == {"h1 begin", "h2 begin", "h3 begin"}
    state.apply_action(Begin(2))  # the third hero goes first
    assert state.active == 2 and state.legal_actions() == [
        Act(2, "run"),
        Act(2, "battle"),
        Act(2, "advance"),
        Act(2, "ready"),
    ]
    state.apply_action(Act(2, "run"))
    state.apply_action(EndTurn(2))
    assert state.choosing_turn() and {str(a) for a in state.legal_actions()} == {
        "h1 begin",
        "h2 begin",
    }
    to_overlord(state)
    assert state.phase == "overlord" and state.current_player() == 3


@pytest.mark.parametrize(
    "action, mp, attacks", [("run", 8, 0), ("battle", 0, 2), ("advance", 4, 1), ("ready", 4, 1)]
)
def test_each_action_gives_its_movement_points_and_attacks(
    action: str, mp: int, attacks: int
) -> None:
    state = start(descent_game(OPEN))
    turn(state, 0, action)
    h = state.heroes[0]  # Brask: speed 4 (leather armor sets no cap)
    assert (h.mp, h.attacks) == (mp, attacks)
    assert h.can_order == (action == "ready")


def test_advance_attacks_at_any_point_of_the_move() -> None:
    """Rulebook: an advancing hero may move, attack, and move on with the rest."""
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    m = place_monster(state, "razorwing", [(3, 0)])
    turn(state, 0, "advance")
    state.apply_action(Move(0, "2,0"))
    assert state.heroes[0].mp == 2
    rig(state, RED_3, GREEN_2, GREEN_2, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "3,0"))
    if state.frames:
        state.apply_action(Keep(0))
    assert m.uid not in state.enemies
    state.apply_action(Move(0, "4,0"))
    assert state.heroes[0].cell == (4, 0) and state.heroes[0].mp == 0


def test_battle_is_two_attacks_and_no_movement() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    state.heroes[0].fatigue = 0
    place_monster(state, "ogre", [(1, 0)], "normal")
    turn(state, 0, "battle")
    assert not any(a.startswith("h1 move") for a in legal_strs(state))
    rig(state, RED_MISS, 0, 0, 0, 0, RED_MISS, 0, 0, 0, 0)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert state.heroes[0].attacks == 0 and not any("attack" in a for a in legal_strs(state))


def test_ready_places_an_order_with_a_move_or_an_attack_not_both() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    place_monster(state, "ogre", [(3, 0)])
    state.heroes[0].fatigue = 0
    turn(state, 0, "ready")
    state.apply_action(Move(0, "2,0"))
    assert not any("attack" in a for a in legal_strs(state))  # moved: no attack now
    state.apply_action(Order(0, "guard"))
    assert state.heroes[0].order == "guard"
    assert not any("order" in a for a in legal_strs(state))


def test_fatigue_buys_movement_points_even_in_battle() -> None:
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    turn(state, 0, "battle")
    h = state.heroes[0]
    assert h.mp == 0 and h.fatigue == 4
    state.apply_action(Move(0, "2,0"))
    assert h.fatigue == 2 and h.cell == (2, 0)


# ======================================================================== §7.1.4 movement
def test_steps_are_eight_way_at_one_point_each() -> None:
    state = start(descent_game(OPEN, party=1))
    place_hero(state, 0, (2, 2))
    turn(state, 0, "advance")
    state.heroes[0].fatigue = 0
    state.heroes[0].mp = 1
    moves = {a.split()[-1] for a in legal_strs(state) if " move " in a}
    assert moves == {"1,1", "2,1", "3,1", "1,2", "3,2", "1,3", "2,3", "3,3"}


def test_movement_example_slips_diagonally_between_a_monster_and_rubble() -> None:
    """Rulebook movement example: Silhouette steps diagonally between a Beastman and a
    rubble marker that touch at a corner."""
    state = start(descent_game(["...", ".r.", "..."], party=1))
    place_hero(state, 0, (0, 1))
    place_monster(state, "beastman", [(1, 0)])  # rubble at (1,1), beastman at (1,0)
    turn(state, 0, "advance")
    state.heroes[0].fatigue = 0
    state.heroes[0].mp = 1
    assert "h1 move 1,2" in legal_strs(state)  # diagonal past rubble is fine
    # and from (0,0) the step to (1,1)... is rubble; the corner squeeze (0,1)->(1,0) is a
    # monster: never entered
    assert "h1 move 1,0" not in legal_strs(state)


def test_a_diagonal_step_through_a_wall_pinch_is_refused() -> None:
    rows = ["..#", "#..", "..."]  # (0,0)-(1,1) touch only diagonally past rock at (0,1)
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, (0, 0))
    turn(state, 0, "advance")
    state.heroes[0].mp, state.heroes[0].fatigue = 1, 0
    moves = {a.split()[-1] for a in legal_strs(state) if " move " in a}
    assert "1,1" in moves  # one route round the corner is open: allowed
    state2 = start(descent_game(["..", "#."], party=1, parameters={}))
    place_hero(state2, 0, (0, 0))
    # a pinch: (0,0) to (1,1) with rock at (0,1) and a wall between (0,0) and (1,0)
    state3 = start(descent_game(["..", "#."], party=1, walls=(((1, 0), (1, 1)),)))
    place_hero(state3, 0, (0, 0))
    turn(state3, 0, "advance")
    state3.heroes[0].mp, state3.heroes[0].fatigue = 1, 0
    assert not any(" move " in a for a in legal_strs(state3))


def test_friends_are_passed_through_enemies_block_and_moves_end_on_empty_spaces() -> None:
    state = start(descent_game(["......"], party=2))
    place_hero(state, 0, (0, 0))
    place_hero(state, 1, (1, 0))
    turn(state, 0, "advance")
    state.heroes[0].fatigue = 0
    moves = {a.split()[-1] for a in legal_strs(state) if " move " in a}
    assert "1,0" not in moves and "2,0" in moves  # through h2, never onto h2
    state2 = start(descent_game(["......"], party=1))
    place_hero(state2, 0, (0, 0))
    place_monster(state2, "beastman", [(1, 0)])
    turn(state2, 0, "advance")
    state2.heroes[0].fatigue = 0
    assert not any(" move " in a for a in legal_strs(state2))  # a 1-wide corridor: blocked


def test_water_and_rubble_cannot_be_entered() -> None:
    state = start(descent_game([".wr."], party=1))
    place_hero(state, 0, (0, 0))
    turn(state, 0, "run")
    assert not any(" move " in a for a in legal_strs(state))


def test_a_pit_is_fallen_into_climbed_out_of_or_jumped() -> None:
    state = start(descent_game([".o.."], party=1))
    place_hero(state, 0, (0, 0))
    turn(state, 0, "advance")
    h = state.heroes[0]
    h.fatigue = 0
    h.mp = 2
    assert "h1 jump 2,0" not in legal_strs(state)  # 3 MP per pit space
    h.mp = 4
    assert "h1 jump 2,0" in legal_strs(state)
    state.apply_action(Move(0, "1,0"))  # step in: a fall
    assert h.in_pit and h.health == h.max_health - 1 and h.cell == (1, 0)
    assert not any(" move " in a for a in legal_strs(state))
    state.apply_action(Climb(0, "2,0"))
    assert not h.in_pit and h.mp == 1 and h.cell == (2, 0)  # 1 to step in, 2 to climb
    state2 = start(descent_game([".o.."], party=1))
    place_hero(state2, 0, (0, 0))
    turn(state2, 0, "run")
    state2.apply_action(Jump(0, "2,0"))
    assert state2.heroes[0].cell == (2, 0) and state2.heroes[0].mp == 8 - 3
    assert state2.heroes[0].health == state2.heroes[0].max_health


def test_a_monster_jumps_a_pit_as_a_hero_does() -> None:
    """Rulebook "Pits" (p.16): a hero or a monster aware of a pit may jump it for 3 movement
    points a space crossed (before: monsters only walked into it, or around it)."""
    state = start(descent_game([".o..."], party=1))
    place_hero(state, 0, (4, 0))
    to_overlord(state)
    beast = place_monster(state, "beastman", [(0, 0)])  # speed 4
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    assert MJump(ov, beast.uid, "2,0") in state.legal_actions()
    # the overlord bot jumps: the only walk ends in the pit
    assert state.goal_action(ov, Rng(0)) == MJump(ov, beast.uid, "2,0")
    state.apply_action(MJump(ov, beast.uid, "2,0"))
    assert beast.cells == ((2, 0),) and beast.mp == 1 and not beast.in_pit
    assert beast.damage == 0  # a jump is no fall
    state.apply_action(MStep(ov, beast.uid, "3,0"))
    assert not any(isinstance(a, MJump) for a in state.legal_actions())  # no pit ahead
    assert state.goal_action(ov, Rng(0)) == MAttack(ov, beast.uid, "4,0")


def test_a_monster_jumps_a_run_of_pits_only_with_the_points_for_each() -> None:
    state = start(descent_game([".oo.."], party=1))
    place_hero(state, 0, (4, 0))
    to_overlord(state)
    beast = place_monster(state, "beastman", [(0, 0)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    assert not any(isinstance(a, MJump) for a in state.legal_actions())  # 6 > speed 4
    beast.mp = 6
    state.apply_action(MJump(ov, beast.uid, "3,0"))
    assert beast.cells == ((3, 0),) and beast.mp == 0


def test_a_hero_opens_a_door_for_two_points_from_any_adjacent_space() -> None:
    rows = ["..#..", "..#..", "....."]
    rows = ["..#...", "......", "..#..."]
    # a vertical door at x=3 between rows 1..2 is not this map's; make a 2-wide corridor
    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    door = ("door-1", (3, 2), (3, 4), "a", None)
    state = start(descent_game(rows, doors=(door,), party=1))
    place_hero(state, 0, (2, 1))  # diagonal to the door's upper end: adjacent
    turn(state, 0, "advance")
    state.heroes[0].fatigue = 0
    assert "h1 open door-1" in legal_strs(state)
    assert not any(a.endswith(" 4,2") for a in legal_strs(state))  # the door blocks
    state.apply_action(OpenDoor(0, "door-1"))
    assert state.heroes[0].mp == 2 and state.door_is_open("door-1")
    assert "h1 move 4,2" in legal_strs(state)


def test_a_rune_door_opens_only_once_its_key_is_held() -> None:
    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    door = ("rune-1", (3, 2), (3, 4), "a", "red")
    key = ("key-red", "rune-key", (0, 5), {"color": "red"})
    state = start(descent_game(rows, doors=(door,), tokens=(key,), party=1))
    place_hero(state, 0, (2, 2))
    turn(state, 0, "run")
    assert "h1 open rune-1" not in legal_strs(state)
    state.apply_action(Move(0, "0,5"))  # picks up the key for free
    assert state.runes == ["red"] and "key-red" not in state.tokens
    state.apply_action(Move(0, "2,4"))
    assert "h1 open rune-1" in legal_strs(state)


def test_aura_wounds_a_figure_that_steps_next_to_it() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    m = place_monster(state, "beastman", [(4, 0)])
    state.game.__dict__.pop("_descent_stats", None)
    base = base_stats(state, "beastman", "normal", "")
    base.abilities["aura"] = True  # the stats are shared: put it back afterwards
    try:
        turn(state, 0, "advance")
        state.heroes[0].fatigue = 0
        state.apply_action(Move(0, "3,0"))
        assert state.heroes[0].health == state.heroes[0].max_health - 1
    finally:
        del base.abilities["aura"]
    assert m.uid in state.enemies


def test_grapple_holds_an_adjacent_enemy_in_place() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    place_monster(state, "beastman", [(1, 0)])
    base = base_stats(state, "beastman", "normal", "")
    base.abilities["grapple"] = True
    try:
        turn(state, 0, "advance")
        assert not any(" move " in a for a in legal_strs(state))
        assert any(" attack " in a for a in legal_strs(state))  # it may still attack
    finally:
        del base.abilities["grapple"]


# ======================================================================== large monsters
def test_a_two_by_two_monster_translates_and_must_fit_every_step() -> None:
    """Rulebook: the Giant moves up, diagonally up-right, then right — every step on four
    existing spaces."""
    rows = ["......", "......", "......", "......"]
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, None)
    giant = place_monster(state, "giant", [(0, 2), (1, 2), (0, 3), (1, 3)])
    steps = state.data.geo.footprint_steps(state.key, giant.cells, "block")
    assert ((0, 1), (0, 2), (1, 1), (1, 2)) in steps  # up
    assert ((1, 1), (1, 2), (2, 1), (2, 2)) in steps  # diagonal up-right
    assert all(len(f) == 4 for f in steps)
    assert not any(c[0] < 0 or c[1] > 3 for f in steps for c in f)  # never off the map
    rows2 = ["...#", "....", "...."]
    state2 = start(descent_game(rows2, party=1))
    g2 = place_monster(state2, "giant", [(1, 1), (2, 1), (1, 2), (2, 2)])
    moves = state2.data.geo.footprint_steps(state2.key, g2.cells, "block")
    assert ((1, 0), (1, 1), (2, 0), (2, 1)) in moves  # up fits
    assert ((2, 0), (2, 1), (3, 0), (3, 1)) not in moves  # up-right hits rock


def test_the_hell_hound_slithers_and_sidesteps() -> None:
    """Rulebook: the Hell Hound moves up (the rear half follows into the space the front
    half left), then right, then up again, and sidesteps to the upper right."""
    rows = ["......"] * 6
    state = start(descent_game(rows, party=1))
    hound = place_monster(state, "hell-hound", [(1, 4), (1, 5)])
    geo = state.data.geo
    steps = geo.footprint_steps(state.key, hound.cells, "snake")
    up = ((1, 3), (1, 4))
    assert up in steps  # the head leads up, the tail follows
    steps = geo.footprint_steps(state.key, up, "snake")
    right = ((1, 3), (2, 3))  # the head turns right: the body bends
    assert right in steps
    up_again = ((2, 2), (2, 3))
    assert up_again in geo.footprint_steps(state.key, right, "snake")
    side = ((3, 1), (3, 2))  # a sidestep moves both halves diagonally
    assert side in geo.footprint_steps(state.key, up_again, "snake")
    assert ((2, 1), (2, 2)) in geo.footprint_steps(state.key, up_again, "snake")
    # a snake never jumps sideways orthogonally as a whole
    assert ((3, 2), (3, 3)) not in geo.footprint_steps(state.key, up_again, "snake")


def test_the_dragon_moves_as_a_rigid_block_by_convention() -> None:
    rows = ["......"] * 6
    state = start(descent_game(rows, party=1))
    dragon = place_monster(state, "dragon", [(x, y) for x in (1, 2) for y in (2, 3, 4)])
    assert shape(state, dragon) == "block"
    steps = state.data.geo.footprint_steps(state.key, dragon.cells, "block")
    assert tuple(sorted((x, y - 1) for x, y in dragon.cells)) in steps
    assert all(len(f) == 6 for f in steps)


def test_a_large_monster_straddling_a_door_keeps_it_open() -> None:
    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    door = ("door-1", (3, 2), (3, 4), "a", None)
    state = start(descent_game(rows, doors=(door,), party=1))
    state.key |= 1  # open
    place_hero(state, 0, (1, 1))
    place_monster(state, "ogre", [(2, 2), (3, 2), (2, 3), (3, 3)])
    turn(state, 0, "advance")
    assert "h1 close door-1" not in legal_strs(state)


# ======================================================================== §7.1.2 sight
def test_line_of_sight_example_near_ogre_spaces_hide_the_far_ones() -> None:
    """Rulebook LOS example: a hero sees the spaces of a hell hound and the two nearer
    spaces of an ogre, not its two farther ones (C3)."""
    rows = ["........"] * 4
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, (0, 1))
    ogre = place_monster(state, "ogre", [(3, 1), (4, 1), (3, 2), (4, 2)])
    hound = place_monster(state, "hell-hound", [(1, 3), (2, 3)])
    geo = state.data.geo
    blockers = state.figure_cells()
    seen = {c for c in ogre.cells if geo.sees(state.key, (0, 1), c, blockers, ((0, 1),))}
    assert seen == {(3, 1), (3, 2)}
    assert all(geo.sees(state.key, (0, 1), c, blockers, ((0, 1),)) for c in hound.cells)


def test_figures_block_sight_you_cannot_shoot_through_one_monster() -> None:
    state = start(descent_game(["......"], party=2))
    place_hero(state, 0, None)
    place_hero(state, 1, (0, 0))  # Sela, with a bow
    near = place_monster(state, "beastman", [(2, 0)])
    far = place_monster(state, "beastman", [(4, 0)])
    turn(state, 1, "battle")
    targets = {a.split()[-1] for a in legal_strs(state) if " attack " in a}
    assert "2,0" in targets and "4,0" not in targets
    del state.enemies[near.uid]
    targets = {a.split()[-1] for a in legal_strs(state) if " attack " in a}
    assert "4,0" in targets and far.uid in state.enemies


def test_no_melee_attack_across_a_wall_edge() -> None:
    state = start(descent_game(["...."], party=1, walls=(((2, 0), (2, 1)),)))
    place_hero(state, 0, (1, 0))
    place_monster(state, "beastman", [(2, 0)])
    turn(state, 0, "battle")
    assert not any(" attack " in a for a in legal_strs(state))


def test_a_figure_in_a_pit_sees_only_the_spaces_around_it() -> None:
    state = start(descent_game(["o...."], party=1))
    geo = state.data.geo
    assert geo.sees(state.key, (0, 0), (1, 0)) is not None
    assert geo.sees(state.key, (0, 0), (3, 0)) is None  # C10: adjacent only
    assert geo.sees(state.key, (3, 0), (0, 0)) is not None  # others see into a pit


def test_staircase_sight_and_use() -> None:
    """A hero on one end of a staircase sees the other end and its neighbours, and takes
    it for 1 movement point."""
    rows = ["....#....", "....#...."]
    stairs = (
        ("s1", "staircase", (0, 0), {"color": "red"}),
        ("s2", "staircase", (8, 0), {"color": "red"}),
    )
    state = start(descent_game(rows, tokens=stairs, party=1))
    geo = state.data.geo
    assert geo.sees(state.key, (0, 0), (8, 0)) == 1
    assert geo.sees(state.key, (0, 0), (7, 1)) == 2
    assert geo.sees(state.key, (1, 1), (7, 1)) is None
    place_hero(state, 0, (0, 0))
    turn(state, 0, "advance")
    state.apply_action(Stairs(0, "8,0"))
    assert state.heroes[0].cell == (8, 0) and state.heroes[0].mp == 3


# ======================================================================== §7.1.3 reveal
def test_seeing_into_an_unrevealed_area_reveals_it_and_places_its_contents() -> None:
    rows = ["......", "......"]
    areas = ["aaabbb", "aaabbb"]
    tokens = (("beast", "monster", (5, 0), {"monsterType": "beastman"}),)
    game = descent_game(rows, areas=areas, tokens=tokens, party=1)
    state = start(game)
    assert "b" in state.revealed_areas  # the start spaces already see area b
    assert any(m.source == "beast" for m in state.monsters())


def test_a_closed_door_keeps_an_area_hidden_until_it_is_opened() -> None:
    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    areas = ["aaa.bbb", "aaa.bbb", "aaaabbb", "aaaabbb", "aaa.bbb", "aaa.bbb"]
    door = ("door-1", (3, 2), (3, 4), "a", None)
    tokens = (
        ("beast", "monster", (5, 2), {"monsterType": "beastman"}),
        ("start-1", "start", (0, 2), {"seat": 1}),
    )
    state = start(descent_game(rows, areas=areas, doors=(door,), tokens=tokens, party=1))
    assert state.revealed_areas == ["a"] and not state.monsters()
    turn(state, 0, "run")
    state.apply_action(Move(0, "2,2"))
    state.apply_action(OpenDoor(0, "door-1"))
    assert "b" in state.revealed_areas and len(state.monsters()) == 1
    assert any("area b is revealed" in line for line in state.log)


def test_figures_block_the_view_that_reveals_c6() -> None:
    rows = ["........"]
    areas = ["aaaaabbb"]
    tokens = (("start-1", "start", (0, 0), {"seat": 1}),)
    game = descent_game(rows, areas=areas, tokens=tokens, party=1)
    state = game.new_initial_state(1)
    assert "b" in state.revealed_areas
    state = game.new_initial_state(1)
    # rebuild with a monster in the corridor first: the hero's view is blocked
    tokens2 = (
        ("start-1", "start", (0, 0), {"seat": 1}),
        ("guard", "monster", (3, 0), {"monsterType": "beastman"}),
    )
    state2 = descent_game(rows, areas=areas, tokens=tokens2, party=1).new_initial_state(1)
    assert state2.revealed_areas == ["a"]


# ======================================================================== §7.1.6 attacks
def test_a_miss_face_fails_the_attack() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    state.heroes[0].fatigue = 0
    m = place_monster(state, "beastman", [(1, 0)])
    turn(state, 0, "battle")
    rig(state, RED_MISS, GREEN_2, GREEN_2, ENHANCE, ENHANCE)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert m.damage == 0 and any("misses" in line for line in state.log)


def test_damage_minus_armor_wounds_and_kills() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    state.heroes[0].fatigue = 0
    m = place_monster(state, "beastman", [(1, 0)])  # 2-3 band: 4 wounds, armor 1
    turn(state, 0, "battle")
    rig(state, RED_2, GREEN_1, GREEN_1, BLANK, BLANK)  # 4 damage - 1 armor
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert m.damage == 3
    rig(state, RED_3, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert m.uid not in state.enemies and m.uid in state.killed


def test_a_ranged_attack_needs_rolled_range_to_reach_its_target() -> None:
    state = start(descent_game(["......"], party=2))
    place_hero(state, 0, None)
    place_hero(state, 1, (0, 0))
    state.heroes[1].fatigue = 0
    m = place_monster(state, "beastman", [(5, 0)])  # range 5
    turn(state, 1, "battle")
    rig(state, BLUE_R3, YELLOW_R1, GREEN_2, BLANK, BLANK)  # range 3+1 = 4 < 5
    state.apply_action(Strike(1, "short-bow", "5,0"))
    assert m.damage == 0
    rig(state, BLUE_R5, YELLOW_R1, GREEN_2, BLANK, BLANK)  # range 6, damage 1+2
    state.apply_action(Strike(1, "short-bow", "5,0"))
    assert m.damage == 2


def test_enhancements_buy_range_first_then_damage() -> None:
    state = start(descent_game(["......"], party=2))
    place_hero(state, 0, None)
    place_hero(state, 1, (0, 0))
    state.heroes[1].fatigue = 0
    m = place_monster(state, "beastman", [(5, 0)])  # armor 1, range 5
    turn(state, 1, "battle")
    # range 3 + 1 is one short of 5: one enhancement fixes it, the other adds 1 damage
    rig(state, BLUE_R3, 5, GREEN_2, ENHANCE, ENHANCE)
    state.apply_action(Strike(1, "short-bow", "5,0"))
    # damage: blue 1 + yellow (r1 s1) 0 + green 2 + 1 enhancement = 4, minus armor 1
    assert m.damage == 3


def test_fatigue_buys_power_dice_after_the_roll_up_to_five() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    m = place_monster(state, "ogre", [(1, 0)])
    turn(state, 0, "battle")
    rig(state, RED_2, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert state.legal_actions() == [Power(0), Keep(0)]
    for _ in range(2):
        rig(state, ENHANCE)
        state.apply_action(Power(0))
    assert state.strike["dice"].count("black") == 4
    rig(state, ENHANCE)
    state.apply_action(Power(0))
    assert state.heroes[0].fatigue == 1
    assert state.frames == [] and state.strike is None  # the cap of 5: resolved
    assert m.damage == 4 + 3 - 1  # 4 damage, 3 enhancements, armor 1


def _war_hammer_against_a_master_beastman() -> tuple[Any, Any, Any]:
    """A hero with a war hammer (surges: +1 damage or Knockback, 2 each), no power dice,
    next to a master beastman (armor 2) on an open board."""
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons, h.traits, h.fatigue = ["war-hammer"], (0, 0, 0), 0
    m = place_monster(state, "beastman", [(1, 0)], rank="master")
    turn(state, 0, "battle")
    return state, h, m


def test_the_attacker_chooses_what_his_surges_buy_knockback_included() -> None:
    """Rulebook "Surges" (p.10): the attacker picks which surge abilities to buy; a war
    hammer's two surges buy +1 damage or a Knockback (before: always the damage)."""
    state, _h, m = _war_hammer_against_a_master_beastman()
    rig(state, RED_2S, GREEN_S, 5)  # 2 damage, 2 surges (the last green: range 1)
    state.apply_action(Strike(0, "war-hammer", "1,0"))
    assert state.legal_actions() == [Surge(0, "damage"), Surge(0, "knockback")]
    assert "surge window" in state.render()
    state.apply_action(Surge(0, "knockback"))
    assert m.damage == 0 and m.cells == ((4, 0),)  # 2 damage against armor 2; knocked 3
    assert state.frames == [] and state.strike is None


def test_the_hero_bot_buys_knockback_when_more_damage_would_not_wound() -> None:
    """The goal bot weighs each spend: +1 damage that still does not get through the armor
    is worth nothing, a Knockback that keeps the monster off him for a step is."""
    state, _h, _m = _war_hammer_against_a_master_beastman()
    rig(state, 5, GREEN_S, 5)  # 1 damage, 2 surges: 1 or 2 damage, both under armor 2
    state.apply_action(Strike(0, "war-hammer", "1,0"))
    assert state.goal_action(0, Rng(0)) == Surge(0, "knockback")
    state2, _h2, m2 = _war_hammer_against_a_master_beastman()
    rig(state2, RED_2S, GREEN_S, 5)  # 2 damage: the surge damage makes it a wound
    state2.apply_action(Strike(0, "war-hammer", "1,0"))
    choice = state2.goal_action(0, Rng(0))
    assert choice == Surge(0, "damage")
    state2.apply_action(choice)
    assert m2.damage == 1 and m2.cells == ((1, 0),)


def test_surge_spends_list_every_choice_worth_making() -> None:
    """Stun and Knockback once each, damage and pierce as often as paid for; a spend
    another beats (less damage, the same effects) is left out."""
    hammer = ((2, "damage", 1), (2, "knockback", 1))
    roll = Tally(False, 0, 3, 4, 0)
    assert [(sp, r.damage, r.knockback) for sp, r in surge_spends(roll, 1, True, hammer)] == [
        (("damage", "damage"), 5, False),
        (("damage", "knockback"), 4, True),
    ]
    staff = ((2, "damage", 1), (3, "stun", 1))
    spends = surge_spends(Tally(False, 0, 1, 3, 0), 1, True, staff)
    assert [sp for sp, _ in spends] == [("damage",), ("stun",)]
    assert surge_spends(Tally(True, 0, 0, 3, 0), 1, True, staff) == []  # a miss


def test_pierce_ignores_armor() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    state.heroes[0].weapons = ["crossbow"]
    state.heroes[0].fatigue = 0
    m = place_monster(state, "ogre", [(3, 0)])  # armor 1
    turn(state, 0, "battle")
    rig(state, BLUE_R5, GREEN_1, BLANK)  # 1 + 1 damage, pierce 1
    state.apply_action(Strike(0, "crossbow", "3,0"))
    assert m.damage == 2


def test_blast_hits_every_figure_within_its_radius_that_sees_the_target() -> None:
    state = start(descent_game(["......", "......"], party=2))
    place_hero(state, 0, (0, 0))
    place_hero(state, 1, None)
    state.heroes[0].weapons = ["storm-staff"]
    state.heroes[0].fatigue = 0
    a = place_monster(state, "razorwing", [(3, 0)])
    b = place_monster(state, "razorwing", [(4, 1)])
    c = place_monster(state, "razorwing", [(5, 0)])
    turn(state, 0, "battle")
    rig(state, 1, GREEN_2)  # white r2 d2 + green 2 = 4 damage; range 3 needs 3...
    state.apply_action(Strike(0, "storm-staff", "3,0"))
    rig(state, 4, GREEN_2)  # white r4 d1 + 2 = 3 damage
    if b.uid in state.enemies and a.uid in state.enemies:
        state.apply_action(Strike(0, "storm-staff", "3,0"))
    assert a.uid not in state.enemies and b.uid not in state.enemies  # 3 wounds each
    assert c.uid in state.enemies  # two spaces from the target: out of Blast 1


def test_knockback_throws_the_target_away_from_the_attacker() -> None:
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (1, 0))
    state.heroes[0].fatigue = 0
    turn(state, 0, "battle")
    to_overlord(state)
    ogre = place_monster(state, "ogre", [(0, 0)])  # knockback
    ov = state.ov
    state.apply_action(Activate(ov, ogre.uid))
    rig(state, RED_3, GREEN_1, GREEN_1)
    state.apply_action(MAttack(ov, ogre.uid, "1,0"))
    assert state.heroes[0].cell == (4, 0)  # 3 spaces straight away


def test_knockback_example_carries_the_hero_over_rubble_next_to_the_aura_hound() -> None:
    """Rulebook knockback example: the Ogre's knockback carries Sir Valadir up to three
    spaces, over a rubble obstacle, next to a Master Hell Hound; its Aura wounds him once,
    for the space he lands on only (he was carried over the first two)."""
    rows = [
        "..###..",  # the hound on (5,0)-(6,0)
        "...r...",  # a corridor cut by rubble
    ]
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, (2, 1))
    h = state.heroes[0]
    ogre = place_monster(state, "ogre", [(0, 0), (1, 0), (0, 1), (1, 1)])
    hound = place_monster(state, "hell-hound", [(5, 0), (6, 0)], "master")
    base = base_stats(state, "hell-hound", "master", "")
    base.abilities["aura"] = True  # the stats are shared: put it back afterwards
    try:
        damage_hero(state, h, 3, 0, False, True, ogre)
    finally:
        del base.abilities["aura"]
    assert h.cell == (5, 1)  # three spaces, the rubble on (3,1) jumped over
    wounds = 3 - hero_armor(state, h)
    assert h.health == h.max_health - wounds - 1  # the aura once, not for (4,1)
    assert hound.uid in state.enemies


def test_knockback_jumps_figures_and_obstacles_but_not_a_closed_door_or_a_wall() -> None:
    # a corridor: water and a beastman in the way, a closed door after the next space
    door = ("door-1", (5, 0), (5, 1), "a", None)
    state = start(descent_game(["..w....."], doors=(door,), party=1))
    place_hero(state, 0, (1, 0))
    place_monster(state, "beastman", [(3, 0)])
    ogre = place_monster(state, "ogre", [(0, 0)])
    h = state.heroes[0]
    damage_hero(state, h, 1, 0, False, True, ogre)
    assert h.cell == (4, 0)  # over the water and the beastman; the door stops it
    state2 = start(descent_game(["...w...."], walls=(((3, 0), (3, 1)),), party=1))
    place_hero(state2, 0, (1, 0))
    ogre2 = place_monster(state2, "ogre", [(0, 0)])
    h2 = state2.heroes[0]
    damage_hero(state2, h2, 1, 0, False, True, ogre2)
    assert h2.cell == (2, 0)  # a wall on x = 3: the water beyond is never reached


def test_a_guards_knockback_ends_the_monsters_move_where_it_lands() -> None:
    """A weapon's own Knockback counts; a monster knocked back in the middle of its move
    stops where it lands (it does not go on along the path it had from elsewhere)."""
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons = ["long-spear"]  # Reach: a guard attack at range 2
    h.fatigue = 0
    turn(state, 0, "ready")
    state.apply_action(Order(0, "guard"))
    state.apply_action(EndTurn(0))
    beast = place_monster(state, "beastman", [(5, 0)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    state.apply_action(MStep(ov, beast.uid, "1,0"))
    while beast.cells != ((2, 0),):  # she lets it come to range 2
        state.apply_action(Pass(0))
    spear = state.data.items["long-spear"]
    spear.abilities["knockback"] = True  # the content is shared: put it back afterwards
    try:
        rig(state, RED_2, GREEN_1, GREEN_1)
        state.apply_action(Strike(0, "long-spear", "2,0"))
        if state.frames:
            state.apply_action(Keep(0))
    finally:
        del spear.abilities["knockback"]
    assert beast.uid in state.enemies and beast.cells == ((5, 0),)  # knocked 3 away
    assert state.current_player() == ov and not state.path_left  # and its move ends there


def test_the_attack_example_6_damage_against_armor_2_is_4_wounds() -> None:
    """Rulebook: 6 damage against armor 2 (base 1 + leather 1) is 4 wounds."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.armor = 1  # base 1, leather +1
    assert hero_armor(state, h) == 2
    damage_hero(state, h, 6, 0, False, False, None)
    assert h.health == h.max_health - 4


# ======================================================================== orders
def test_guarding_example_the_interrupt_resolves_before_the_declared_attack() -> None:
    """Rulebook guarding example: Silhouette holds a guard order; the Beastman moves next
    to her and declares an attack; her interrupt attack resolves first, and if the
    Beastman still lives it then attacks."""
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons = ["short-bow"]
    h.traits = (0, 0, 0)
    h.order = "guard"
    h.fatigue = 0
    turn(state, 0)
    # the turn starts: a guard order expires at the start of its owner's turn
    assert h.order == ""
    h.order = "guard"
    state.apply_action(Act(0, "run"))
    state.apply_action(EndTurn(0))
    beast = place_monster(state, "beastman", [(5, 0)])  # speed 4
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    state.apply_action(MStep(ov, beast.uid, "1,0"))
    # the guard is asked before the first step: she lets it come
    assert state.current_player() == 0 and Pass(0) in state.legal_actions()
    state.apply_action(Pass(0))
    assert beast.cells == ((4, 0),) and state.current_player() == 0
    for _ in range(3):  # and again before every step
        state.apply_action(Pass(0))
    assert beast.cells == ((1, 0),) and state.current_player() == ov
    state.apply_action(MAttack(ov, beast.uid, "0,0"))
    assert state.current_player() == 0  # her window before the declared attack
    rig(state, BLUE_D2R2, YELLOW_R1, GREEN_2, RED_3, GREEN_2)
    state.apply_action(Strike(0, "short-bow", "1,0"))  # 2+2 = 4 damage - 1 armor = 3
    assert beast.damage == 3 and h.order == ""
    # the beastman lives and its attack goes on: red 3 + green 2 = 5 - armor
    assert h.health == h.max_health - (5 - hero_armor(state, h))


def _dodging_hero_attacked_by_a_razorwing(seed: int = 1) -> tuple[Any, Any, Any]:
    """The rulebook's dodge example set up: a hero who placed a dodge order in his turn, a
    master razorwing (red and green die, 2-3 band) next to him on the overlord's turn."""
    state = start(descent_game(["....", "...."], party=1), seed)
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    turn(state, 0, "ready")
    state.apply_action(Order(0, "dodge"))
    state.apply_action(EndTurn(0))
    wing = place_monster(state, "razorwing", [(1, 0)], rank="master")
    assert state.stats(wing).dice == ("red", "green")
    state.apply_action(Activate(state.ov, wing.uid))
    return state, h, wing


def test_dodge_example_the_hero_picks_one_or_both_of_the_attackers_dice() -> None:
    """Rulebook "Dodge" example (p.14): a dodging hero attacked by a razorwing rolling a red
    and a green die makes the overlord roll again either of them or both, once per
    attack; the overlord keeps the second result."""
    state, h, wing = _dodging_hero_attacked_by_a_razorwing()
    rig(state, RED_3, GREEN_2)  # 5 damage: it would wound
    state.apply_action(MAttack(state.ov, wing.uid, "0,0"))
    # the hero decides, inside the overlord's turn: one die, the other, both, or none
    assert state.current_player() == 0
    assert state.legal_actions() == [Reroll(0, "1"), Reroll(0, "2"), Reroll(0, "1,2"), Keep(0)]
    assert "reroll window" in state.render()
    rig(state, RED_MISS)
    state.apply_action(Reroll(0, "1"))  # the red die only: it comes up a miss
    assert h.health == h.max_health and state.current_player() == state.ov
    assert state.frames == [] and state.mroll is None
    assert any(
        str(e).startswith(f"chance roll {wing.uid} dodged red:0,green:2") for e in state.history()
    )


def test_dodge_the_second_result_stands_and_green_alone_may_be_rolled_again() -> None:
    state, h, wing = _dodging_hero_attacked_by_a_razorwing()
    rig(state, RED_3, GREEN_2)
    state.apply_action(MAttack(state.ov, wing.uid, "0,0"))
    rig(state, GREEN_2)  # the green die again: the same 2; red 3 stays
    state.apply_action(Reroll(0, "2"))
    assert state.frames == []  # no second re-roll
    assert h.health == h.max_health - (5 - hero_armor(state, h))


def test_dodge_lasts_until_the_heros_next_turn_and_dodges_every_attack() -> None:
    """Rulebook "Dodge" (p.14): the order stays until the start of the hero's next turn, so
    he may dodge several attacks; a missed roll leaves nothing to dodge."""
    state, h, wing = _dodging_hero_attacked_by_a_razorwing()
    rig(state, RED_MISS, GREEN_2)
    state.apply_action(MAttack(state.ov, wing.uid, "0,0"))
    assert state.frames == [] and h.order == "dodge"  # a miss: no window
    beast = place_monster(state, "beastman", [(1, 1)])
    state.apply_action(Done(state.ov, wing.uid))
    state.apply_action(Activate(state.ov, beast.uid))
    rig(state, RED_2, GREEN_1)
    state.apply_action(MAttack(state.ov, beast.uid, "0,0"))
    assert state.current_player() == 0 and Keep(0) in state.legal_actions()
    state.apply_action(Keep(0))  # he may let it stand
    assert h.health == h.max_health - (3 - hero_armor(state, h)) and h.order == "dodge"
    state.apply_action(Done(state.ov, beast.uid))
    state.apply_action(OvEnd(state.ov))
    turn(state, 0)
    assert h.order == ""  # gone at the start of his turn


def test_the_dodging_hero_bot_rerolls_the_die_that_hurts_most() -> None:
    """The goal bot, dodging, makes the overlord roll again the dice whose new faces lower
    its expected wounds most: the red 3 (the red die may miss), not the green 1."""
    state, _h, wing = _dodging_hero_attacked_by_a_razorwing()
    rig(state, RED_3, GREEN_1)
    state.apply_action(MAttack(state.ov, wing.uid, "0,0"))
    assert state.goal_action(0, Rng(0)) == Reroll(0, "1")


def test_aim_example_the_hero_rerolls_the_red_miss_and_keeps_the_rest() -> None:
    """Rulebook "Aim" example (p.14), in our words: the weapon rolls red, green and two
    power dice; only the red one comes up a miss, so the hero throws that one die again,
    keeps the rest, and lives with the new face."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons, h.traits, h.fatigue = ["notched-blade"], (2, 0, 0), 0
    m = place_monster(state, "ogre", [(1, 0)])
    h.order = "aim"
    turn(state, 0, "battle")
    # the aimed attack is declared before the roll: both are offered
    legal = state.legal_actions()
    assert Strike(0, "notched-blade", "1,0") in legal
    assert AimedStrike(0, "notched-blade", "1,0") in legal
    rig(state, RED_MISS, GREEN_2, ENHANCE, ENHANCE)
    state.apply_action(AimedStrike(0, "notched-blade", "1,0"))
    assert h.order == "" and state.current_player() == 0
    options = state.legal_actions()
    assert Reroll(0, "1") in options and Reroll(0, "1,2,3,4") in options and Keep(0) in options
    assert state.goal_action(0, Rng(0)) == Reroll(0, "1")  # the bot picks the miss die
    rig(state, RED_3)
    state.apply_action(Reroll(0, "1"))
    assert state.frames == [] and state.strike is None  # no second re-roll, resolved
    assert m.damage == 3 + 2 + 2 - state.stats(m).armor  # red 3, green 2, two enhancements


def test_dice_that_read_alike_are_one_re_roll_choice() -> None:
    """Two power dice showing an enhancement (faces 2 and 3 of the stand-in die read the
    same) make one choice, "roll one of them again", not two."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons, h.traits, h.fatigue = ["notched-blade"], (2, 0, 0), 0
    place_monster(state, "ogre", [(1, 0)])
    h.order = "aim"
    turn(state, 0, "battle")
    rig(state, RED_MISS, GREEN_2, ENHANCE, 2)
    state.apply_action(AimedStrike(0, "notched-blade", "1,0"))
    options = {str(a) for a in state.legal_actions()}
    assert {"h1 reroll 3", "h1 reroll 3,4"} <= options and "h1 reroll 4" not in options
    assert len(options) == 2 * 2 * 3 - 1 + 1  # red, green, 0-2 alike blacks; "keep"


def test_an_aimed_reroll_stands_even_when_it_misses_again() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.fatigue = 0
    m = place_monster(state, "ogre", [(1, 0)])
    h.order = "aim"
    turn(state, 0, "battle")
    rig(state, RED_MISS, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(AimedStrike(0, "hand-axe", "1,0"))
    rig(state, RED_MISS)
    state.apply_action(Reroll(0, "1"))
    assert m.damage == 0 and state.frames == [] and h.order == ""


def test_aim_also_betters_a_hit_with_poor_damage() -> None:
    """Rulebook "Aim" (p.14): any number of dice, not only a miss: the hero may roll a poor
    die of a hit again; the bot does when it raises the expected wounds."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.weapons, h.traits, h.fatigue = ["notched-blade"], (0, 0, 0), 0
    m = place_monster(state, "ogre", [(1, 0)])
    h.order = "aim"
    turn(state, 0, "battle")
    rig(state, RED_3, 5)  # red 3, green "range 1": 3 damage against armor 1
    state.apply_action(AimedStrike(0, "notched-blade", "1,0"))
    choice = state.goal_action(0, Rng(0))
    assert choice == Reroll(0, "2")  # the green die only (the red one might miss)
    rig(state, GREEN_2)
    state.apply_action(choice)
    assert m.damage == 3 + 2 - state.stats(m).armor


def test_a_plain_attack_keeps_the_aim_order_for_later() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.fatigue = 0
    place_monster(state, "ogre", [(1, 0)])
    h.order = "aim"
    turn(state, 0, "battle")
    rig(state, RED_MISS, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    assert state.frames == [] and h.order == "aim"  # not aimed: no re-roll, order kept
    rig(state, RED_3, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(AimedStrike(0, "hand-axe", "1,0"))
    assert h.order == "" and state.frames[-1][0] == "reroll"


def test_the_overlords_dodge_card_picks_the_heros_dice_to_roll_again() -> None:
    """Rulebook "Re-rolls" (p.17): the player causing a re-roll picks the dice; a dodge card
    makes the hero roll again the dice the overlord picks (one at least), and an aimed
    attack is never re-rolled twice (no dodge card against it)."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.fatigue = 0
    m = place_monster(state, "ogre", [(1, 0)])
    dodge = next(c for c, card in state.data.cards.items() if card.spec.get("effect") == "reroll")
    state.hand = [dodge]
    state.threat = 20
    turn(state, 0, "battle")
    rig(state, RED_3, GREEN_2, GREEN_2, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "1,0"))
    ov = state.ov
    assert state.current_player() == ov
    state.apply_action(Play(ov, dodge, "-"))
    options = state.legal_actions()
    assert OvReroll(ov, "1") in options and OvReroll(ov, "2,3") in options
    assert not any(isinstance(a, OvPass | Keep) for a in options)  # one die at least
    # red 3 and two green 2s are their dice's best faces, the power dice show blanks: the
    # bot makes him roll the three good ones again
    assert state.goal_action(ov, Rng(0)) == OvReroll(ov, "1,2,3")
    rig(state, RED_MISS)
    state.apply_action(OvReroll(ov, "1"))
    assert m.damage == 0 and state.frames == [] and state.strike is None


def test_rest_restores_fatigue_at_the_start_of_the_next_turn() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    turn(state, 0, "ready")
    state.apply_action(Order(0, "rest"))
    h.fatigue = 0
    state.apply_action(EndTurn(0))
    state.apply_action(OvEnd(state.ov))
    state.apply_action(Begin(0))
    assert h.fatigue == h.max_fatigue and h.order == ""


# ======================================================================== §7.1.7 overlord
def test_the_overlord_gains_threat_per_hero_and_draws_two() -> None:
    state = start(descent_game(OPEN, party=3))
    hand, deck, threat = len(state.hand), len(state.deck), state.threat
    assert hand == 3 and threat == 0
    to_overlord(state)
    assert state.threat == 3 and len(state.hand) == 5 and len(state.deck) == deck - 2


def test_over_the_hand_limit_only_discards_are_legal_and_they_pay_threat() -> None:
    state = start(descent_game(OPEN, party=1))
    state.hand += [state.deck.pop() for _ in range(5)]  # 8 in hand
    to_overlord(state)  # draws 2: 10
    legal = state.legal_actions()
    assert legal and all(isinstance(a, Discard) for a in legal)
    card = legal[0].card
    before = state.threat
    state.apply_action(legal[0])
    assert state.threat == before + state.card(card).discard
    state.apply_action(state.legal_actions()[0])
    assert len(state.hand) == 8 and not all(isinstance(a, Discard) for a in state.legal_actions())


def test_drawing_the_last_card_costs_three_conquest_and_reshuffles() -> None:
    state = start(descent_game(OPEN, party=1))
    state.discards = state.deck[2:]
    state.deck = state.deck[:2]
    conquest = state.conquest
    to_overlord(state)
    assert state.conquest == conquest - 3 and state.deck_cycles == 1
    assert len(state.deck) > 0 and state.discards == []


def test_spawning_example_only_spaces_out_of_every_heros_sight_and_monsters_are_transparent() -> (
    None
):
    """Rulebook spawning example: the overlord must place the monsters in the spaces the
    hero cannot see; other monsters do not hide a space from him."""
    rows = ["......", "......", "..#...", "..#...", "......"]
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, (0, 2))
    place_monster(state, "beastman", [(1, 0)])  # a monster between the hero and (2,0)...
    legal = {f[0] for f in spawn_places(state, "beastman")}
    geo = state.data.geo
    for c in legal:
        assert geo.sees(state.key, (0, 2), c) is None  # hidden by the walls alone
    assert (3, 3) in legal  # behind the wall
    assert (2, 0) not in legal  # the beastman does not hide it
    assert (1, 0) not in legal  # occupied


def test_spawn_places_respect_footprints_obstacles_and_glyphs() -> None:
    rows = ["....#...", "....#.o.", "....#...", "........"]
    glyph = ("glyph-1", "glyph", (7, 0), {"active": True})
    state = start(descent_game(rows, tokens=(glyph,), party=1))
    place_hero(state, 0, (0, 0))
    singles = {f[0] for f in spawn_places(state, "beastman")}
    assert (6, 1) not in singles and (7, 0) not in singles  # pit, activated glyph
    assert (5, 0) in singles
    blocks = spawn_places(state, "ogre")
    assert blocks and all(len(f) == 4 for f in blocks)
    assert all((6, 1) not in f and (7, 0) not in f for f in blocks)


def test_one_spawn_card_per_turn_and_the_figure_supply_is_recycled() -> None:
    rows = ["....#......"] * 3 + ["..........."]
    state = start(descent_game(rows, party=1))
    place_hero(state, 0, (0, 0))
    cards = state.data.cards
    spawn = next(c for c in state.data.deck if cards[c].base == "razorwing-swarm")
    other = next(c for c in state.data.deck if cards[c].base == "beastman-pack")
    state.hand = [spawn, other]
    state.threat = 100
    to_overlord(state)
    ov = state.ov
    state.apply_action(Play(ov, spawn, "-"))
    for _ in range(3):
        state.apply_action(state.legal_actions()[0])
    assert len(state.monsters()) == 3
    assert Play(ov, other, "-") not in state.legal_actions()  # one spawn card a turn
    for _ in range(3):  # the box holds 6 tan razorwings
        place_monster(state, "razorwing", [(6 + _, 3)])
    assert supply_left(state, "razorwing", "normal") == 0
    state.spawning = [["razorwing", "normal"]]
    place = next(a for a in state.legal_actions() if isinstance(a, Place))
    state.apply_action(place)
    assert sum(1 for m in state.monsters() if m.mtype == "razorwing") == 6  # one reused


def test_a_trap_is_sprung_inside_the_heros_move() -> None:
    state = start(descent_game(["........"], party=1))
    place_hero(state, 0, (0, 0))
    trap = next(c for c in state.data.deck if state.card(c).base == "falling-block")
    state.hand = [trap]
    state.threat = 10
    turn(state, 0, "run")
    state.apply_action(Move(0, "3,0"))
    assert state.current_player() == state.ov and state.heroes[0].cell == (1, 0)
    assert state.legal_actions() == [Play(state.ov, trap, "h1"), OvPass(state.ov)]
    state.apply_action(Play(state.ov, trap, "h1"))
    h = state.heroes[0]
    assert h.health == h.max_health - (4 - hero_armor(state, h)) and state.threat == 5
    assert h.cell == (3, 0)  # the move goes on afterwards
    assert state.current_player() == 0


# ======================================================================== §7.1.8 monsters
def test_each_monster_activates_once_moving_up_to_its_speed_and_attacking_once() -> None:
    state = start(descent_game(["..........."], party=1))
    place_hero(state, 0, (0, 0))
    to_overlord(state)
    beast = place_monster(state, "beastman", [(10, 0)])
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    dests = {a.to for a in state.legal_actions() if isinstance(a, MStep)}
    assert "6,0" in dests and "5,0" not in dests  # speed 4
    state.apply_action(MStep(ov, beast.uid, "6,0"))
    assert not any(isinstance(a, MStep) for a in state.legal_actions())
    state.apply_action(Done(ov, beast.uid))
    assert Activate(ov, beast.uid) not in state.legal_actions()


def test_a_flyer_crosses_figures_and_obstacles_and_may_end_on_a_pit_unharmed() -> None:
    """Rulebook "Fly": a flyer moves through enemy figures and obstacles as if they were
    not there; it may not end on a figure or on an obstacle that blocks movement (water,
    rubble), but may end on one that inflicts damage (a pit) without effect."""
    state = start(descent_game(["....wor.."], party=1))  # water, pit, rubble
    place_hero(state, 0, (7, 0))
    to_overlord(state)
    wing = place_monster(state, "razorwing", [(8, 0)])  # speed 5, Fly
    ov = state.ov
    state.apply_action(Activate(ov, wing.uid))
    dests = {a.to for a in state.legal_actions() if isinstance(a, MStep)}
    assert dests == {"5,0", "3,0"}  # over the hero, the rubble and the water
    state.apply_action(MStep(ov, wing.uid, "3,0"))
    assert wing.cells == ((3, 0),) and wing.damage == 0 and not wing.in_pit
    state2 = start(descent_game(["....wor.."], party=1))
    place_hero(state2, 0, (0, 0))
    to_overlord(state2)
    wing2 = place_monster(state2, "razorwing", [(8, 0)])
    state2.apply_action(Activate(state2.ov, wing2.uid))
    state2.apply_action(MStep(state2.ov, wing2.uid, "5,0"))  # ends on the pit
    assert wing2.cells == ((5, 0),) and wing2.damage == 0 and not wing2.in_pit
    with pytest.raises(ValueError):
        state2.apply_action(MStep(state2.ov, wing2.uid, "4,0"))  # water: no end there


def test_a_walker_stops_at_the_water_a_flyer_does_not() -> None:
    state = start(descent_game(["..w..."], party=1))
    place_hero(state, 0, (0, 0))
    to_overlord(state)
    beast = place_monster(state, "beastman", [(5, 0)])
    state.apply_action(Activate(state.ov, beast.uid))
    assert {a.to for a in state.legal_actions() if isinstance(a, MStep)} == {"4,0", "3,0"}


def test_a_stunned_monster_loses_its_activation_a_master_keeps_half() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    to_overlord(state)
    ov = state.ov
    tan = place_monster(state, "beastman", [(2, 0)])
    red = place_monster(state, "beastman", [(5, 0)], "master")
    tan.stun = red.stun = 1
    state.apply_action(Activate(ov, tan.uid))
    assert state.acting == "" and tan.stun == 0
    state.apply_action(Activate(ov, red.uid))
    assert state.acting == red.uid
    state.apply_action(MStep(ov, red.uid, "1,0"))
    assert not any(isinstance(a, MAttack) for a in state.legal_actions())


# ======================================================================== §7.1.9 conquest
def test_an_inactive_glyph_is_activated_by_a_hero_passing_over_it() -> None:
    glyph = ("glyph-2", "glyph", (3, 0), {"active": False})
    state = start(descent_game(["......"], tokens=(glyph,), party=1))
    place_hero(state, 0, (0, 0))
    turn(state, 0, "run")
    state.apply_action(Move(0, "5,0"))
    assert state.glyphs["glyph-2"] and state.conquest == 5 + 3


def test_a_chest_pays_what_its_number_says() -> None:
    chest = ("chest-1", "chest", (2, 0), {"tier": "gold"})
    game = descent_game(["......"], tokens=(chest,), party=2)
    state = game.new_initial_state(3)
    number = state.chest_numbers["chest-1"]
    place_hero(state, 0, (2, 0))
    rig(state)
    turn(state, 0, "advance")
    coins = [h.coins for h in state.heroes]
    conquest = state.conquest
    state.apply_action(Loot(0, "chest-1"))
    if number == 1:
        assert [h.coins for h in state.heroes] == [c + 150 for c in coins]
    elif number == 3:
        assert state.conquest == conquest + 3
    else:  # each hero draws a gold treasure
        assert sum(1 for line in state.log if " finds " in line) == 2
    assert "chest-1" not in state.tokens and state.heroes[0].mp == 4 - 2


def test_a_heros_death_costs_his_conquest_value_and_half_his_coins() -> None:
    """Rulebook: 125 coins become 75 (the loss rounds down to 25)."""
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.coins = 125
    conquest = state.conquest
    wound(state, h, h.health, "a test")
    assert h.cell is None and h.coins == 75 and h.health == h.max_health
    assert state.conquest == conquest - h.conquest


def test_conquest_at_zero_loses_the_game_at_once() -> None:
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    state.conquest = 2
    wound(state, state.heroes[0], 99, "a test")
    assert state.is_terminal() and state.outcome()["result"] == "loss"


def test_killing_the_named_monster_wins_the_quest() -> None:
    named = (
        "lord",
        "monster",
        (3, 0),
        {
            "monsterType": "beastman",
            "rank": "named",
            "wounds": 3,
            "armor": 0,
            "conquestReward": 2,
            "name": "Lord Test",
        },
    )
    game = descent_game(
        ["......"],
        tokens=(named,),
        party=1,
        objectives=[{"id": "kill", "kind": "kill", "targets": ["lord"]}],
    )
    state = start(game)
    place_hero(state, 0, (2, 0))
    state.heroes[0].fatigue = 0
    turn(state, 0, "battle")
    rig(state, RED_3, GREEN_1, GREEN_1, BLANK, BLANK)
    state.apply_action(Strike(0, "hand-axe", "3,0"))
    assert state.is_terminal() and state.outcome()["result"] == "win"
    assert state.conquest == 5 + 2


# ======================================================================== §7.1.10 town
def test_town_a_glyph_out_and_in_once_per_turn_and_the_shop() -> None:
    glyph = ("glyph-1", "glyph", (0, 0), {"active": True})
    state = start(descent_game(["......"], tokens=(glyph,), party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    turn(state, 0, "run")
    state.apply_action(ToTown(0))
    assert h.cell is None and h.mp == 7
    assert not any(isinstance(a, FromTown) for a in state.legal_actions())  # once a turn
    h.coins = 100
    state.apply_action(Buy(0, "healing"))
    assert h.healing == 1 and h.coins == 50 and h.mp == 4
    state.apply_action(Buy(0, "healing"))
    assert h.healing == 2 and h.mp == 4  # one shop visit a turn
    state.apply_action(EndTurn(0))
    state.apply_action(OvEnd(state.ov))
    turn(state, 0, "advance")
    state.apply_action(FromTown(0, "0,0"))
    assert h.cell == (0, 0) and h.mp == 3
    h.health -= 5
    state.apply_action(Drink(0, "healing"))
    assert h.health == h.max_health - 2 and h.healing == 1


def test_a_named_monster_takes_its_abilities_from_the_documented_property() -> None:
    """The monster token's declared ``abilities`` text (rules digest §3.5): each ability
    word it names, with its number, joins the type's own; other words are the author's."""
    named = (
        "lord",
        "monster",
        (3, 0),
        {
            "monsterType": "beastman",
            "rank": "named",
            "abilities": "Stand-in: Knockback; Pierce 2; cannot be stunned (named).",
            "name": "Lord Test",
        },
    )
    state = start(descent_game(["......"], tokens=(named,), party=1))
    lord = next(m for m in state.monsters() if m.source == "lord")
    abilities = state.stats(lord).abilities
    assert abilities.get("knockback") is True and abilities.get("pierce") == 2
    assert "stun" not in abilities  # "stunned" is the author's word, not the Stun ability


# ======================================================================== issue #32 items 4, 5
def _with_dice(state: Any, m: Any, dice: tuple[str, ...]) -> None:
    """Give monster ``m`` other attack dice (its stats are cached per game: this game only)."""
    stats = state.stats(m)
    cache = state.game.__dict__["_descent_monster_stats"]
    for key, value in list(cache.items()):
        if value is stats:
            cache[key] = dataclasses.replace(stats, dice=dice)


def test_a_monsters_power_enhancements_add_damage() -> None:
    """Rulebook "Using Power Enhancements" (p.10): the overlord spends enhancements as a
    hero does, +1 damage each on a melee attack."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    turn(state, 0, "run")
    state.apply_action(EndTurn(0))
    beast = place_monster(state, "beastman", [(1, 0)])
    _with_dice(state, beast, ("red", "black", "black"))
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    rig(state, RED_3, ENHANCE, ENHANCE)
    state.apply_action(MAttack(ov, beast.uid, "0,0"))
    assert h.health == h.max_health - (3 + 2 - hero_armor(state, h))


def test_a_monsters_enhancements_go_to_range_first_then_damage() -> None:
    short = Tally(miss=False, range=2, damage=3, surges=0, enhances=2)
    assert monster_hit(short, False, 3) == 1  # one for range, one for damage
    assert monster_hit(short, False, 4) == 0
    assert monster_hit(short, False, 5) is None  # still short: a miss
    assert monster_hit(short, True, 9) == 2  # melee ignores range
    assert monster_hit(Tally(True, 9, 9, 0, 2), True, 1) is None
    # Sorcery (rulebook p.23): +1 range or damage per rank, as an enhancement
    assert monster_hit(short, False, 5, sorcery=1) == 0
    assert monster_hit(short, True, 1, sorcery=2) == 4


def test_fear_costs_the_attacker_a_surge_per_rank_or_the_attack_misses() -> None:
    """Rulebook "Fear" (p.22): surges spent on Fear are gone; too few surges: a miss."""
    roll = Tally(miss=False, range=3, damage=4, surges=2, enhances=0)
    plus_one = ((1, "damage", 1),)
    assert settle(roll, 1, True, plus_one).damage == 6  # no Fear: both surges buy damage
    assert settle(roll, 1, True, plus_one, fear=1).damage == 5
    assert settle(roll, 1, True, plus_one, fear=2).damage == 4
    assert not settle(roll, 1, True, plus_one, fear=3).hit


def test_a_hero_attacking_a_fearsome_monster_without_surges_misses() -> None:
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    m = place_monster(state, "beastman", [(1, 0)])
    base = base_stats(state, "beastman", "normal", "")
    base.abilities["fear"] = 1
    try:
        turn(state, 0, "battle")
        rig(state, RED_3, GREEN_2, GREEN_2, BLANK, BLANK, BLANK)
        weapon = next(a for a in state.legal_actions() if isinstance(a, Strike))
        state.apply_action(weapon)
        while state.strike is not None and state.current_player() == 0:
            state.apply_action(
                next(
                    a
                    for a in state.legal_actions()
                    if "keep" in str(a) or "done" in str(a) or isinstance(a, Keep)
                )
            )
        assert m.damage == 0 and any("misses" in line for line in state.log[-4:])
    finally:
        del base.abilities["fear"]
    assert h.health == h.max_health


def test_undying_comes_back_and_takes_the_killing_blows_leftover_damage() -> None:
    """Rulebook "Undying" (p.23): healed to full on a surge, then the leftover damage of the
    killing blow is applied."""
    state = start(descent_game(["...."], party=1))
    place_hero(state, 0, (0, 0))
    m = place_monster(state, "beastman", [(2, 0)])
    base = base_stats(state, "beastman", "normal", "")
    base.abilities["undying"] = True
    try:
        m.damage = m.wounds - 1
        rig(state, SURGE)
        hurt_monster(state, m, 3, None)  # 1 to kill it, 2 left over
        assert m.uid in state.enemies and m.damage == 2
        rig(state, SURGE, BLANK)
        hurt_monster(state, m, 2 * m.wounds, None)  # leftover that kills again: rolls again
        assert m.uid not in state.enemies
    finally:
        del base.abilities["undying"]


def test_an_area_is_revealed_when_a_monster_steps_out_of_the_view() -> None:
    """A figure blocks the view (C6); once the monster moves aside, the hero sees area b,
    which is revealed at once, not at the next hero move."""
    rows = ["........", "###.####"]
    areas = ["aaaaabbb", "###a####"]
    tokens = (
        ("start-1", "start", (0, 0), {"seat": 1}),
        ("guard", "monster", (3, 0), {"monsterType": "beastman"}),
    )
    state = start(descent_game(rows, areas=areas, tokens=tokens, party=1))
    assert state.revealed_areas == ["a"]
    to_overlord(state)
    beast = next(m for m in state.monsters() if m.source == "guard")
    ov = state.ov
    state.apply_action(Activate(ov, beast.uid))
    state.apply_action(MStep(ov, beast.uid, "3,1"))
    assert beast.cells == ((3, 1),)
    assert "b" in state.revealed_areas


def test_a_grappled_hero_cannot_drink_a_potion() -> None:
    """Rulebook "Grapple" (p.22): no movement points at all, and a potion costs one."""
    state = start(descent_game(["......"], party=1))
    place_hero(state, 0, (0, 0))
    h = state.heroes[0]
    h.healing, h.health = 1, h.max_health - 2
    place_monster(state, "beastman", [(1, 0)])
    base = base_stats(state, "beastman", "normal", "")
    base.abilities["grapple"] = True
    try:
        turn(state, 0, "advance")
        assert Drink(0, "healing") not in state.legal_actions()
    finally:
        del base.abilities["grapple"]
    assert Drink(0, "healing") in state.legal_actions()  # no grapple: he may
