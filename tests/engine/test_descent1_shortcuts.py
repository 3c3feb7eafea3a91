"""descent1 shortcuts the bots take for speed give the answers of the long way round.

A walk worked out for fewer steps holds the same entries as the full one (a breadth-first
walk's first steps never depend on how far it may go); a move is carried out along the
route the full walk gives even when only a shorter walk was worked out before; a dice pool
that hashes once is the plain tuple of its faces. Small hand-made boards.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.actions import Begin, Move
from questwright.engine.rulesets.descent1.actions import Act
from questwright.engine.rulesets.descent1.combat import Pool, expected_wounds
from questwright.engine.rulesets.descent1.heroes import hero_reach, hero_route, hero_speed

from tests.engine.descent1_boards import descent_game, place_hero, place_monster

# slime (s) to avoid and a pit (o), so that the fewest-avoided tie-break and the
# stop-in-a-pit rule are both at work
BOARD = [
    "........",
    "..ss.o..",
    "..s.....",
    "....s...",
    "........",
]


def _state() -> Any:
    state = descent_game(BOARD, party=1).new_initial_state(1)
    place_hero(state, 0, (0, 0))
    place_monster(state, "razorwing", [(4, 4)])
    state.heroes[0].fatigue = 3
    return state


def test_a_shorter_walk_holds_the_same_first_steps() -> None:
    state = _state()
    h = state.heroes[0]
    h.mp = 5
    full = hero_reach(state, h)
    assert max(steps for steps, _, _ in full.values()) > 3  # the limit cuts something off
    for limit in (1, 2, 3):
        short = hero_reach(state, h, limit)
        assert short == {f: e for f, e in full.items() if e[0] <= limit}
        assert list(short) == [f for f in full if full[f][0] <= limit]  # same order
    assert hero_reach(state, h, 99) == full  # never beyond what the hero may spend


def test_a_move_follows_the_full_walks_route_after_a_shorter_walk() -> None:
    state = _state()
    h = state.heroes[0]
    h.mp = 5
    geo = state.data.geo
    full = dict(hero_reach(state, h))
    hero_reach(state, h, 2)  # the walk last worked out: two steps
    for goal in [(2, 0), (3, 2), (7, 4), (4, 2)]:
        if (goal,) in full:
            assert hero_route(state, h, goal) == geo.path(full, (goal,))
    # a goal the last walk (eight steps) holds beyond this budget is out of reach
    h.mp, h.fatigue = 1, 0
    assert hero_route(state, h, (2, 0)) is None
    assert hero_route(state, h, (1, 0)) == [((1, 0),)]


def test_a_hero_moves_along_the_route_of_the_full_walk() -> None:
    state = _state()
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "run"))
    h = state.heroes[0]
    full = dict(hero_reach(state, h))
    hero_reach(state, h, 3)
    far = max(full, key=lambda f: (full[f][0], f))
    state.apply_action(Move(0, f"{far[0][0]},{far[0][1]}"))
    assert h.cell == far[0]
    assert h.mp == 2 * hero_speed(state, h) - full[far][0]


def test_a_pool_is_the_tuple_of_its_faces() -> None:
    state = _state()
    dice = state.data.dice
    faces = (dice["red"], dice["blue"], dice["green"])
    pool = Pool(faces)
    assert pool == faces and hash(pool) == hash(faces)
    assert {faces: 1}[pool] == 1
    assert expected_wounds(pool, 3, False, 1) == expected_wounds(faces, 3, False, 1)


def test_a_monster_beside_a_hero_with_its_attack_spent_only_tries_a_door() -> None:
    """Its plan skips the walk (no end is nearer a hero than beside one): it opens a
    closed door it works, else it is done; a monster one space farther still closes in."""
    from questwright.engine.rulesets.descent1.overlord_bot import _monster_plan

    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    door = ("door-1", (3, 2), (3, 4), "a", None)
    state = descent_game(rows, doors=(door,), party=1).new_initial_state(1)
    place_hero(state, 0, (1, 2))
    m = place_monster(state, "razorwing", [(2, 2)])
    m.mp, m.attacks = 3, 0
    assert not state.door_is_open("door-1")
    assert _monster_plan(state, m) == {"open": "door-1"}
    state.key |= 1  # the door open: nothing left to do
    assert _monster_plan(state, m) == {}
    m.cells = ((2, 4),)  # two spaces from the hero: it steps beside him
    plan = _monster_plan(state, m)
    assert max(abs(plan["goal"][0][0] - 1), abs(plan["goal"][0][1] - 2)) == 1


def test_danger_kept_for_one_game_is_not_another_games() -> None:
    """The bots' cache belongs to the Game, shared by every game played with it (simulate
    plays many): a monster with the same id on the same space in the next game may be
    another type, and its danger must be its own (else games depend on those before)."""
    from questwright.engine.rulesets.descent1.hero_bot import _danger

    game = descent_game(["........", "........", "........"], party=1)
    first = game.new_initial_state(1)
    wing = place_monster(first, "razorwing", [(7, 1)])  # speed 5, melee: 6 spaces
    assert _danger(first)((0, 1)) == 0.0
    second = game.new_initial_state(2)
    archer = place_monster(second, "skeleton", [(7, 1)])  # speed 3, ranged: 8 spaces
    assert (archer.uid, archer.cells) == (wing.uid, wing.cells)
    assert _danger(second)((0, 1)) == 3.0
