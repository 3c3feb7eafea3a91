"""descent1 work the worst legal boards made long (issue #29 item 4) gives the answers of the
plain way: a walk over a board with many staircases of one colour, and the activated
glyphs' spaces while glyphs are laid out and activated. Small hand-made boards."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest
from questwright.engine.actions import Begin, Move
from questwright.engine.core import Game
from questwright.engine.rulesets.descent1 import monsters
from questwright.engine.rulesets.descent1.actions import Act
from questwright.engine.rulesets.descent1.areas import active_glyph_cells
from questwright.engine.rulesets.descent1.bot_common import bfs, stairs_bfs

from tests.engine.descent1_boards import descent_game, place_hero

ROWS = [
    "....#.....#....",
    "....#.....#....",
    "....#.....#....",
    "..........#....",
]


def _stair(i: int, cell: tuple[int, int], color: str) -> tuple[Any, ...]:
    return (f"st{i}", "staircase", cell, {"color": color})


def test_a_walk_with_many_staircases_of_one_colour_is_the_walk_over_every_stair_step() -> None:
    reds = [(0, 0), (3, 2), (6, 1), (12, 0), (14, 3), (8, 3)]
    blues = [(1, 3), (13, 1)]
    tokens = tuple(_stair(i, c, "red") for i, c in enumerate(reds)) + tuple(
        _stair(10 + i, c, "blue") for i, c in enumerate(blues)
    )
    state = descent_game(ROWS, tokens=tokens, party=1).new_initial_state(1)
    data = state.data
    assert len(data.stairs[(0, 0)]) == len(reds) - 1
    # the plain way: every staircase space one step from each of its partners
    steps = dict(data.geo.steps(state.key))
    for c, partners in data.stairs.items():
        if c in steps:
            steps[c] = steps[c] + tuple(p for p in partners if p in steps)
    for goals in ([(14, 0)], [(2, 1), (9, 0)], [(12, 0)], [(1, 3)], [(7, 2), (14, 3)]):
        got = stairs_bfs(state, state.key, goals)
        want = bfs(steps, goals)
        assert got == want
        assert list(got) == list(want)  # the same order reached


def test_the_activated_glyphs_spaces_follow_an_activation() -> None:
    glyphs = (
        ("glyph-1", "glyph", (1, 0), {"active": True}),
        ("glyph-2", "glyph", (3, 0), {"active": False}),
        ("glyph-3", "glyph", (5, 0), {"active": False}),
    )
    state = descent_game(["......."], tokens=glyphs, party=1).new_initial_state(1)
    assert active_glyph_cells(state) == [(1, 0)]
    place_hero(state, 0, (0, 0))
    state.apply_action(Begin(0))
    state.apply_action(Act(0, "run"))
    state.apply_action(Move(0, "4,0"))
    assert active_glyph_cells(state) == [(1, 0), (3, 0)]
    copy = state.clone()
    copy.apply_action(Move(0, "6,0"))
    assert active_glyph_cells(copy) == [(1, 0), (3, 0), (5, 0)]
    assert active_glyph_cells(state) == [(1, 0), (3, 0)]


def test_a_new_door_keys_step_table_starts_from_the_nearest_kept_table() -> None:
    """A bot's door key (every door it may open counted open) and the board's may differ by
    every door: a new key's table is made from the kept table with the fewest doors changed,
    not only the last one, and equals the table made afresh."""
    from questwright.engine.rulesets.descent1.geometry import Geometry

    rows = ["............"] * 3
    areas = ["aaabbbcccddd"] * 3
    marked = tuple((f"d{i}", (3 * i, 0), (3 * i, 1), "abcd"[i], None) for i in (1, 2, 3))
    game = descent_game(rows, areas=areas, doors=marked, party=1)
    geo = game.new_initial_state(0).data.geo
    board, doors = geo.board, geo.door_ids
    assert len(doors) == 3
    walker = Geometry(board, doors)
    calls = []
    passes = walker.model.step_passes

    def counted(*args: Any) -> Any:
        calls.append(args[0])
        return passes(*args)

    walker.model.step_passes = counted  # type: ignore[method-assign]
    everything = (1 << len(doors)) - 1
    walker.steps(0)
    walker.steps(everything)
    calls.clear()
    got = walker.steps(1)  # one door from the first table, every other from the last
    assert set(calls) <= set(walker.door_cells[doors[0]])
    want = Geometry(board, doors).steps(1)
    assert got == want and list(got) == list(want)
    rng = random.Random(5)
    for _ in range(30):
        key = rng.choice([0, everything]) ^ (1 << rng.randrange(len(doors)))
        got = walker.steps(key)
        want = Geometry(board, doors).steps(key)
        assert got == want and list(got) == list(want)


def _plain_monster_key(state: Any) -> int:
    from questwright.engine.rulesets.descent1.areas import door_present

    key = state.key
    for door_id, i in state.data.door_index.items():
        if door_id not in state.data.door_locks and door_present(state, door_id):
            key |= 1 << i
    return key


def _plain_order(state: Any) -> list[str]:
    from questwright.engine.rulesets.descent1.monsters import attack_type
    from questwright.engine.rulesets.descent1.overlord_bot import INF, _hero_distance, _uid_num

    ranked = []
    for m in state.monsters():
        if m.activated:
            continue
        stats = state.stats(m)
        dist = _hero_distance(state, bool(stats.abilities.get("fly")))
        near = min((dist.get(c, INF) for c in m.cells), default=INF)
        kind = attack_type(state, m)
        can = near <= stats.speed + 1 or (kind != "melee" and near <= stats.speed + 6)
        late = m.rank in ("master", "named")
        ranked.append((0 if can else 1, 1 if late else 0, 0 if kind != "melee" else 1, near, m.uid))
    ranked.sort(key=lambda r: (*r[:4], _uid_num(r[4])))
    return [r[4] for r in ranked]


def test_the_overlords_kept_door_key_and_ranking_are_the_plain_ones_through_games() -> None:
    """The door key monsters walk with (kept while doors and revealed areas stay) and the
    activation ranking (each footprint's nearest distance kept) answer as worked out afresh
    at every step of goal-bot games, areas revealed and doors opened on the way; the next
    monster to activate is the first of the ranking."""
    from questwright.engine.bots import make_bot
    from questwright.engine.rulesets.descent1.overlord_bot import (
        _activation_order,
        _monster_key,
        _next_activation,
    )
    from questwright.schema.catalog import bundled_quests_dir

    for quest in ("drowned-stair", "stone-tusk"):
        game = Game(str(bundled_quests_dir() / "descent1" / f"{quest}.quest.json"))
        for seed in (0, 1):
            state = game.new_initial_state(seed)
            bot = make_bot("goal", seed)
            keys = set()
            for _ in range(400):
                if state._outcome is not None:
                    break
                if state.phase == "overlord":
                    assert _monster_key(state) == _plain_monster_key(state)
                    keys.add(_monster_key(state))
                    order = _activation_order(state)
                    assert order == _plain_order(state)
                    assert _next_activation(state) == (order[0] if order else None)
                state.apply_action(bot.choose(state))
            assert keys


def test_the_monsters_door_key_takes_in_a_door_an_area_reveals() -> None:
    """A door an unrevealed area lists is not on the board: a monster's door key leaves it
    shut until the area is revealed, with no door opened or closed meanwhile."""
    from questwright.engine.rulesets.descent1.areas import reveal_area
    from questwright.engine.rulesets.descent1.overlord_bot import _monster_key

    rows = ["...#...", "...#...", ".......", ".......", "...#...", "...#..."]
    areas = ["aaa.bbb", "aaa.bbb", "aaaabbb", "aaaabbb", "aaa.bbb", "aaa.bbb"]
    doors = (("door-1", (3, 2), (3, 4), "a", None), ("door-2", (5, 0), (5, 1), "b", None))
    tokens = (("start-1", "start", (0, 2), {"seat": 1}),)
    state = descent_game(rows, areas=areas, doors=doors, tokens=tokens, party=1).new_initial_state(
        1
    )
    assert state.revealed_areas == ["a"]
    before = _monster_key(state)
    assert before == _plain_monster_key(state)
    reveal_area(state, "b")
    assert _monster_key(state) == _plain_monster_key(state)


class _Counted(frozenset):  # type: ignore[type-arg]
    """A set of spaces that counts the looks at it."""

    looks = 0

    def __contains__(self, item: object) -> bool:
        _Counted.looks += 1
        return super().__contains__(item)


@pytest.mark.parametrize("seed", range(20))
def test_figures_placed_in_turn_with_the_callers_spaces_place_as_the_look_at_every_space(
    seed: int,
) -> None:
    """An area's monsters placed in turn with the caller's own table of taken spaces and
    the places already found full (ring and place in it) land where a look at every space
    puts them."""
    from tests.engine.test_bounded_games import _plain_footprint, _random_spaces

    rng = random.Random(seed)
    board, passable, bounds = _random_spaces(rng)
    width, height = bounds[2] + 1, bounds[3] + 1
    taken: set[Any] = set()
    geo = SimpleNamespace(passable=frozenset(passable), bounds=bounds)
    state = SimpleNamespace(figure_cells=lambda: set(taken), data=SimpleNamespace(geo=geo))
    anchors = rng.sample(board, 2)
    shapes = [[(0, 0)], [(0, 0), (1, 0)], [(0, 0), (0, 1), (1, 0), (1, 1)]]
    searched: dict[Any, tuple[int, int]] = {}
    mine: set[Any] = set()
    for _ in range(width * height):
        ax, ay = rng.choice(anchors)
        cells = tuple(sorted((ax + dx, ay + dy) for dx, dy in rng.choice(shapes)))
        want = _plain_footprint(taken, passable, cells, board)
        got = monsters.free_footprint(state, cells, "m", searched, mine)  # type: ignore[arg-type]
        assert got == want
        if got is not None:
            taken.update(got)
            mine.update(got)


def test_a_crowd_placed_round_one_space_looks_at_each_space_a_few_times() -> None:
    """A thousand one-space monsters placed round one anchor: each look starts at the first
    place of the first ring not yet full, not at the ring's start."""
    size = 41
    board = frozenset((x, y) for x in range(size) for y in range(size))
    geo = SimpleNamespace(passable=_Counted(board), bounds=(0, 0, size - 1, size - 1))
    state = SimpleNamespace(figure_cells=set, data=SimpleNamespace(geo=geo))
    searched: dict[Any, tuple[int, int]] = {}
    taken: set[Any] = set()
    _Counted.looks = 0
    for _ in range(1000):
        got = monsters.free_footprint(state, ((20, 20),), "m", searched, taken)  # type: ignore[arg-type]
        assert got is not None and got[0] not in taken
        taken.update(got)
    assert _Counted.looks < 4 * 1000


def test_a_shape_with_no_room_left_is_not_looked_for_again_round_other_anchors() -> None:
    """Once no placement of a shape is left anywhere, the same shape round any other anchor
    of the same caller has none either (its figures only arrive): hundreds of large
    monsters listed in a full area were each a look at every space of the board."""
    size = 20
    board = frozenset((x, y) for x in range(size) for y in range(size))
    geo = SimpleNamespace(passable=_Counted(board), bounds=(0, 0, size - 1, size - 1))
    state = SimpleNamespace(figure_cells=set, data=SimpleNamespace(geo=geo))
    taken = {c for c in board if (c[0] + c[1]) % 2 == 0}  # no 2 x 2 square is free
    searched: dict[Any, tuple[int, int]] = {}
    _Counted.looks = 0
    for i in range(50):
        x, y = i % 19, (i * 7) % 19
        got = monsters.free_footprint(  # type: ignore[arg-type]
            state, ((x, y), (x, y + 1), (x + 1, y), (x + 1, y + 1)), "m", searched, taken
        )
        assert got is None
    assert _Counted.looks < 10 * size * size  # one look at the board, not fifty
    # another shape is still looked for
    got = monsters.free_footprint(state, ((0, 0),), "m", searched, taken)  # type: ignore[arg-type]
    assert got == ((1, 0),)


@pytest.mark.parametrize("flying", [False, True])
def test_a_block_steps_as_the_figures_rules_step_it(flying: bool) -> None:
    """The geometry's own steps of single spaces and blocks (read from its step table) are
    the footprints :func:`questwright.engine.figures.footprint_steps` lists, in its order,
    on a bundled board with walls, doors, water and rubble, in several door keys."""
    from questwright.engine.figures import footprint_steps
    from questwright.schema.catalog import bundled_quests_dir

    game = Game(str(bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"))
    state = game.new_initial_state(0)
    geo = state.data.geo.flight if flying else state.data.geo
    rng = random.Random(3)
    keys = [
        0,
        (1 << len(geo.door_ids)) - 1,
        *(rng.getrandbits(len(geo.door_ids)) for _ in range(3)),
    ]
    checked = 0
    for key in keys:
        for x, y in geo.cells:
            for width, height in ((1, 1), (2, 2), (2, 3), (4, 4)):
                cells = tuple(sorted((x + i, y + j) for i in range(width) for j in range(height)))
                want = tuple(footprint_steps(geo, key, cells, "block"))
                assert geo._footprint_moves(key, cells, "block") == want, (key, cells)
                checked += bool(want) and len(want) < 8
    assert checked > 100  # some blocks stopped by a wall, a door or the board's edge


def test_a_spaces_steps_are_kept_per_state_of_the_doors_it_touches() -> None:
    """A space's steps are worked out once per state of the doors round it, for the walking
    and the flying geometry both: a key met again after its table was dropped, or the
    flyers' table of a key the walkers have, asks the movement model only of spaces it
    has not seen that way (the flyers': spaces no figure may end on). The tables equal
    those made afresh through a random walk of keys."""
    from questwright.engine.rulesets.descent1.geometry import Geometry
    from questwright.schema.catalog import bundled_quests_dir

    game = Game(str(bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"))
    geo = game.new_initial_state(0).data.geo
    board, doors = geo.board, geo.door_ids
    rng = random.Random(7)
    keys = [rng.getrandbits(len(doors)) for _ in range(12)]
    # made afresh before the movement model (one per board) is counted
    walks = {key: Geometry(board, doors).steps(key) for key in keys}
    flights = {key: Geometry(board, doors, flying=True).steps(key) for key in keys}
    walker = Geometry(board, doors)
    flyer = walker.flight
    assert walker.obstacles
    calls: list[Any] = []
    passes = walker.model.step_passes

    def counted(*args: Any) -> Any:
        calls.append(args[0])
        return passes(*args)

    walker.model.step_passes = flyer.model.step_passes = counted  # type: ignore[method-assign]
    for key in keys:
        walker.steps(key)
    calls.clear()
    for key in keys:
        got = flyer.steps(key)
        assert got == flights[key] and list(got) == list(flights[key])
    assert calls and set(calls) <= walker.obstacles
    walker._steps.clear()
    walker._last_steps = None
    calls.clear()
    for key in reversed(keys):
        got = walker.steps(key)
        assert got == walks[key] and list(got) == list(walks[key])
    assert calls == []


@pytest.mark.parametrize("quest", ["drowned-stair", "stone-tusk"])
def test_the_spaces_round_each_door_are_the_squares_touching_it(quest: str) -> None:
    """Each door's spaces are the board's squares touching one of its edges (ends
    included), by a look at every space; the flyers' geometry has the same tables."""
    from questwright.schema.catalog import bundled_quests_dir

    game = Game(str(bundled_quests_dir() / "descent1" / f"{quest}.quest.json"))
    geo = game.new_initial_state(0).data.geo
    board = geo.board
    assert board.doors
    for door_id, door in board.doors.items():
        want = tuple(sorted(c for c in board.cells if geo._touches(c, door.edges)))
        assert geo.door_cells[door_id] == want
    around: dict[Any, list[int]] = {}
    for i, door_id in enumerate(geo.door_ids):
        for c in geo.door_cells.get(door_id, ()):
            around.setdefault(c, []).append(i)
    assert geo._around == {c: tuple(v) for c, v in around.items()}
    flyer = geo.flight
    assert flyer.door_cells == geo.door_cells and flyer.door_sides == geo.door_sides


def test_the_open_doors_of_a_key_are_its_set_bits_in_door_order() -> None:
    from questwright.schema.catalog import bundled_quests_dir

    game = Game(str(bundled_quests_dir() / "descent1" / "drowned-stair.quest.json"))
    geo = game.new_initial_state(0).data.geo
    doors = geo.door_ids
    assert len(doors) >= 2
    rng = random.Random(2)
    for key in (
        0,
        1,
        (1 << len(doors)) - 1,
        1 << len(doors),
        *(rng.getrandbits(40) for _ in range(50)),
    ):
        assert geo.open_doors(key) == [d for i, d in enumerate(doors) if key & (1 << i)]


def test_the_monsters_spaces_name_the_monster_a_strike_finds_there() -> None:
    """The hero bot weighs its strikes with the table of the monsters' spaces: it names
    the monster a look at one space finds, the last listed where two overlap."""
    from tests.engine.descent1_boards import place_monster

    state = descent_game(ROWS, party=1).new_initial_state(0)
    place_monster(state, "ogre", [(0, 0), (1, 0), (0, 1), (1, 1)])
    place_monster(state, "beastman", [(1, 1)])
    place_monster(state, "beastman", [(3, 0)])
    at = state.monster_cells()
    assert len({at[c] for c in at}) == 3
    for c in {(x, y) for x in range(6) for y in range(4)}:
        assert at.get(c) == state.monster_at(c), c
