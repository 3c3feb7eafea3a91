"""A legal file cannot make one game cost minutes (issue #29, bounded work): the places where
a game's work grew with the square of what a file may hold (thousands of chips, doors,
objectives, pillars) or was done twice. Each test pins the behaviour the faster code must
keep, against the plain way it was computed before, and fails on the slow path where it
can tell it apart."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest
from questwright.engine import simulate as sim
from questwright.engine.core import Game
from questwright.engine.play import PlaySession
from questwright.engine.rulesets.ddd import goal as ddd_goal
from questwright.engine.rulesets.descent1 import areas, monsters
from questwright.engine.rulesets.descent1.data import door_areas
from questwright.engine.rulesets.descent1.geometry import chebyshev
from questwright.schema.catalog import bundled_quests_dir

WARDEN = str(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
COLOURS = ("red", "green", "blue", "white", "yellow")


# ---------------------------------------------------------------- ddd: the code plan
def _chips_state(faces: list[tuple[str, ...]]) -> Any:
    """What the code plan reads of a state: each chip's colours and the darkness prices."""
    return SimpleNamespace(
        chip_cols=[list(f) for f in faces],
        data=SimpleNamespace(costs={"unmatchedIcon": 1}),
        chips_on=(1 << len(faces)) - 1,
    )


def test_a_house_of_a_few_chips_is_planned_from_all_of_them() -> None:
    faces = [("red", "green"), ("red", "green"), ("blue", "white", "red")]
    state = _chips_state(faces)
    seen = list(range(len(faces)))
    assert ddd_goal._plan_chips(state, seen, dict.fromkeys(seen, 0), {"red": 1}, 3) == seen


def test_thousands_of_chips_are_planned_from_a_bounded_few_and_the_best_plan_is_kept() -> None:
    """2,000 face-up chips of a few faces: the plan weighs at most ``PLAN_CHIPS`` of them (the
    groups of three of all of them were a billion), no more alike chips than slots, and its
    best worth is the best worth of every group (as the plain enumeration finds it on a
    board small enough for it)."""
    rng = random.Random(5)
    faces = [tuple(rng.sample(COLOURS, rng.choice((2, 3)))) for _ in range(2000)]
    state = _chips_state(faces)
    seen = list(range(len(faces)))
    seq = ["red", "green", "blue", "white", "red"]
    need = {"red": 2, "green": 1, "blue": 1, "white": 1}
    icons = {"red", "green", "blue"}
    cost = {i: sum(1 for c in faces[i] if c not in icons) for i in seen}
    kept = ddd_goal._plan_chips(state, seen, cost, need, 3)
    assert len(kept) <= ddd_goal.PLAN_CHIPS and kept == sorted(kept)
    alike: dict[Any, int] = {}
    for i in kept:
        key = (tuple(sorted(faces[i])), cost[i])
        alike[key] = alike.get(key, 0) + 1
    assert max(alike.values()) <= 3
    cands, _explore = ddd_goal._plans(state, seq, 3, seen, icons, state.chips_on)
    # the plain enumeration over one chip of each face and darkness (up to three alike)
    reference = _chips_state([faces[i] for i in kept])
    small = list(range(len(kept)))
    ddd_goal_cap = ddd_goal.PLAN_CHIPS
    try:
        ddd_goal.PLAN_CHIPS = 10**6
        plain, _ = ddd_goal._plans(reference, seq, 3, small, icons, reference.chips_on)
    finally:
        ddd_goal.PLAN_CHIPS = ddd_goal_cap
    assert cands and plain and cands[0][0] == plain[0][0]
    # no group of three of all 2,000 does better than the plan's best
    best_face_worth = max(
        sum(min(n, sum(f.count(c) for f in trio)) for c, n in need.items())
        - sum(sum(1 for c in f if c not in icons) for f in trio)
        for trio in _trios({tuple(sorted(f)) for f in faces})
    )
    assert cands[0][0] == best_face_worth


def _trios(faces: set[tuple[str, ...]]) -> list[tuple[tuple[str, ...], ...]]:
    """Every multiset of one to three faces (a face may be taken more than once)."""
    listed = sorted(faces)
    out: list[tuple[tuple[str, ...], ...]] = []
    for a in range(len(listed)):
        out.append((listed[a],))
        for b in range(a, len(listed)):
            out.append((listed[a], listed[b]))
            for c in range(b, len(listed)):
                out.append((listed[a], listed[b], listed[c]))
    return out


# ---------------------------------------------------------------- descent1: placing figures
def _plain_footprint(taken: set[Any], passable: set[Any], cells: Any, board: Any) -> Any:
    """The placement rule as it was written before: every space of the board looked at."""
    if all(c in passable and c not in taken for c in cells):
        return cells
    ax, ay = cells[0]
    offsets = [(c[0] - ax, c[1] - ay) for c in cells]
    best = None
    for x, y in board:
        moved = tuple(sorted((x + dx, y + dy) for dx, dy in offsets))
        if all(c in passable and c not in taken for c in moved):
            d = chebyshev((x, y), (ax, ay))
            if best is None or d < best[0]:
                best = (d, moved)
    return None if best is None else best[1]


@pytest.mark.parametrize("seed", range(40))
def test_a_figure_is_placed_on_the_nearest_free_placement_ties_to_the_first_space(
    seed: int,
) -> None:
    """Ring by ring from the anchor gives the placement the look at every space gave: the
    nearest, ties to the first space in the board's (row, column) order; none when none."""
    rng = random.Random(seed)
    width, height = rng.randint(2, 9), rng.randint(2, 9)
    board = tuple(
        sorted(((x, y) for x in range(width) for y in range(height)), key=lambda c: (c[1], c[0]))
    )
    passable = {c for c in board if rng.random() < 0.8}
    taken = {c for c in board if rng.random() < 0.5}
    shape = rng.choice([[(0, 0)], [(0, 0), (1, 0)], [(0, 0), (0, 1), (1, 0), (1, 1)]])
    ax, ay = rng.choice(board)
    cells = tuple((ax + dx, ay + dy) for dx, dy in shape)
    bounds = (0, 0, width - 1, height - 1)
    geo = SimpleNamespace(passable=frozenset(passable), cells=board, bounds=bounds)
    state = SimpleNamespace(figure_cells=lambda: taken, data=SimpleNamespace(geo=geo))
    got = monsters.free_footprint(state, cells, "m")  # type: ignore[arg-type]
    assert got == _plain_footprint(taken, passable, cells, board)


def test_a_door_is_on_the_board_once_the_first_area_listing_it_is_revealed() -> None:
    area_doors = {"": ["d0"], "a1": ["d1", "d2"], "a2": ["d2"]}
    data = SimpleNamespace(area_doors=area_doors, door_area=door_areas(area_doors))
    state = SimpleNamespace(data=data, revealed_areas=set())
    assert areas.door_present(state, "d0") and areas.door_present(state, "elsewhere")  # type: ignore[arg-type]
    assert not areas.door_present(state, "d1") and not areas.door_present(state, "d2")  # type: ignore[arg-type]
    state.revealed_areas = {"a2"}
    assert not areas.door_present(state, "d2")  # type: ignore[arg-type]
    state.revealed_areas = {"a1"}
    assert areas.door_present(state, "d1") and areas.door_present(state, "d2")  # type: ignore[arg-type]


# ---------------------------------------------------------------- objectives
def test_the_objectives_open_now_follow_the_done_list_as_it_grows_and_when_it_is_replaced() -> None:
    state = Game(WARDEN, party=2).new_initial_state(0)
    objectives = state.game.logic.objectives
    first = state.current_objectives()
    assert first and all(o.id not in state.done for o in first)
    first.clear()  # a caller's list is its own
    opened = state.current_objectives()
    assert opened
    state.done.append(opened[0].id)
    after = state.current_objectives()
    assert opened[0] not in after
    assert after == [
        o for o in objectives if o.id not in state.done and all(a in state.done for a in o.after)
    ]
    state.done = []  # a loaded game's list
    assert state.current_objectives() == [o for o in objectives if not o.after]


# ---------------------------------------------------------------- simulate and play
def test_a_run_of_one_chunk_in_this_process_plays_no_warm_up_game(monkeypatch: Any) -> None:
    """The warm-up game makes the time-left estimate of later chunks right; a run of one
    chunk has none, and on a file whose game costs seconds it doubled the run."""
    warmed: list[Any] = []
    monkeypatch.setattr(sim, "_warm", lambda spec: warmed.append(spec))
    spec = sim.GameSpec(WARDEN, 2, bot="goal")
    sim.simulate(spec, n=1, jobs=1)
    assert warmed == []
    sim.simulate(spec, n=3, jobs=1, min_chunk=1)
    assert len(warmed) == 1


def test_a_warm_up_game_stops_after_its_moves() -> None:
    game = sim.GameSpec(WARDEN, 2, bot="goal").build()
    state = sim.play_game(game, 3, "goal", moves=5)
    assert not state.is_terminal() and len(state.history()) >= 5
    whole = sim.play_game(game, 3, "goal")
    assert whole.is_terminal()


def test_a_game_played_to_its_end_keeps_no_copies_and_can_still_be_undone() -> None:
    """``play --auto`` keeps no copy of the state per move (a copy of a board of thousands of
    enemies cost more than the move); undo then replays the history."""
    game = Game(WARDEN, party=2)
    session = PlaySession(game, 4)
    played = []
    for _ in range(6):
        action = session.bot_action()
        session.apply(action, undoable=False)
        played.append(action)
    assert session._undo == []
    reference = PlaySession(game, 4)
    for action in played[:-1]:
        reference.apply(action)
    assert session.undo()
    assert session.state.to_json() == reference.state.to_json()


# ---------------------------------------------------------------- descent1: step tables
@pytest.mark.parametrize("quest", ["drowned-stair", "stone-tusk"])
@pytest.mark.parametrize("flying", [False, True])
def test_a_door_keys_step_table_made_from_the_last_one_is_the_table_made_afresh(
    quest: str, flying: bool
) -> None:
    """The step table of a new door key is the last table with the spaces round the doors
    that changed worked out again: on a walk through random door keys (one door, several,
    back again) each table equals the one a fresh geometry makes from nothing, order
    included."""
    from questwright.engine.rulesets.descent1.geometry import Geometry

    game = Game(str(bundled_quests_dir() / "descent1" / f"{quest}.quest.json"))
    geo = game.new_initial_state(0).data.geo
    board, doors = geo.board, geo.door_ids
    assert doors, "the quest has doors"
    walker = Geometry(board, doors, flying=flying)
    rng = random.Random(3)
    key = 0
    for _ in range(40):
        if rng.random() < 0.6:
            key ^= 1 << rng.randrange(len(doors))
        else:
            key = rng.randrange(1 << len(doors))
        walker._steps.clear()  # made from the last table, not found in the cache
        got = walker.steps(key)
        want = Geometry(board, doors, flying=flying).steps(key)
        assert got == want and list(got) == list(want)


def test_the_monster_on_a_space_is_the_one_the_table_of_every_monsters_spaces_gives() -> None:
    """``monster_at`` answers as ``monster_cells().get`` through a game (monsters placed,
    moved, killed) and on a space two monsters list (the last listed)."""
    from questwright.engine.bots import make_bot

    game = Game(str(bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"))
    state = game.new_initial_state(1)
    bot = make_bot("goal", 1)
    cells = list(state.data.geo.cells)
    looked = 0
    for _ in range(120):
        if state.is_terminal():
            break
        table = state.monster_cells()
        assert all(state.monster_at(c) == table.get(c) for c in cells)
        looked += len(table)
        state.apply_action(bot.choose(state))
    assert looked
    first, second = list(state.enemies.values())[:2]
    first.cells = (*first.cells, second.cells[0])
    assert state.monster_at(second.cells[0]) == state.monster_cells()[second.cells[0]]


def _plain_activation_order(state: Any) -> list[str]:
    """The overlord's ranking as it was written before: the heroes' distance looked up
    per monster."""
    from questwright.engine.rulesets.descent1 import overlord_bot as ob

    ranked = []
    for m in state.monsters():
        if m.activated:
            continue
        stats = state.stats(m)
        dist = ob._hero_distance(state, bool(stats.abilities.get("fly")))
        near = min((dist.get(c, ob.INF) for c in m.cells), default=ob.INF)
        kind = ob.attack_type(state, m)
        can = near <= stats.speed + 1 or (kind != "melee" and near <= stats.speed + 6)
        late = m.rank in ("master", "named")
        ranked.append((0 if can else 1, 1 if late else 0, 0 if kind != "melee" else 1, near, m.uid))
    ranked.sort(key=lambda r: (*r[:4], ob._uid_num(r[4])))
    return [r[4] for r in ranked]


@pytest.mark.parametrize("quest", ["drowned-stair", "stone-tusk"])
def test_the_overlords_activation_order_is_the_plain_ranking(quest: str) -> None:
    """The ranking looks the heroes' distances up once per kind (walking, flying; the
    quests have razorwings and large monsters), and ranks as the per-monster look did."""
    from questwright.engine.bots import make_bot
    from questwright.engine.rulesets.descent1 import overlord_bot as ob

    game = Game(str(bundled_quests_dir() / "descent1" / f"{quest}.quest.json"))
    state = game.new_initial_state(0)
    bot = make_bot("goal", 0)
    flyers = ranked = 0
    for _ in range(400):
        if state.is_terminal():
            break
        if state.current_player() == state.ov:
            order = ob._activation_order(state)
            assert order == _plain_activation_order(state)
            ranked += len(order) > 1
            flyers += any(state.stats(m).abilities.get("fly") for m in state.monsters())
        state.apply_action(bot.choose(state))
    assert ranked and flyers


def test_the_activation_order_reads_each_monsters_own_distances(monkeypatch: Any) -> None:
    """Walkers by the walking distances, flyers by the flying ones, a large monster by its
    nearest space; each table looked up once per ranking."""
    from questwright.engine.rulesets.descent1 import overlord_bot as ob

    walk = {(0, 0): 9, (1, 0): 1, (2, 0): 9, (3, 0): 8}
    fly = {(0, 0): 1, (1, 0): 9, (2, 0): 3, (3, 0): 9}
    asked: list[bool] = []

    def distances(state: Any, flying: bool = False) -> dict[Any, int]:
        asked.append(flying)
        return fly if flying else walk

    def monster(uid: str, cells: Any, flying: bool) -> Any:
        stats = SimpleNamespace(abilities={"fly": True} if flying else {}, speed=1)
        return SimpleNamespace(
            uid=uid, mtype=uid, source="", cells=cells, activated=False, rank="normal", st=stats
        )

    mons = [
        monster("e1", ((0, 0),), False),  # walks: 9
        monster("e2", ((1, 0),), True),  # flies: 9
        monster("e3", ((0, 0),), True),  # flies: 1
        monster("e4", ((2, 0), (3, 0)), False),  # walks, large: 8
    ]
    state = SimpleNamespace(
        monsters=lambda: mons, stats=lambda m: m.st, heroes=[], key=0, game=SimpleNamespace()
    )
    monkeypatch.setattr(ob, "_hero_distance", distances)
    monkeypatch.setattr(ob, "attack_type", lambda state, m: "melee")
    assert ob._activation_order(state) == _plain_activation_order(state) == ["e3", "e4", "e1", "e2"]
    assert len(asked) == 2 + len(mons)  # once per kind in the ranking, per monster in the plain


def _random_spaces(
    rng: random.Random,
) -> tuple[tuple[tuple[int, int], ...], set[tuple[int, int]], tuple[int, int, int, int]]:
    """A board of 3–9 × 3–9 spaces in reading order, the passable ones (85 %), its bounds."""
    width, height = rng.randint(3, 9), rng.randint(3, 9)
    board = tuple(
        sorted(((x, y) for x in range(width) for y in range(height)), key=lambda c: (c[1], c[0]))
    )
    passable = {c for c in board if rng.random() < 0.85}
    return board, passable, (0, 0, width - 1, height - 1)


@pytest.mark.parametrize("seed", range(30))
def test_figures_placed_one_after_another_remember_the_full_rings_and_place_as_before(
    seed: int,
) -> None:
    """An area's monsters placed in turn (nothing leaves meanwhile) start each look at the
    first ring round their anchor that was not full: each lands where the look at every
    space puts it, the spaces filling up, a shape finding no room once and later."""
    rng = random.Random(seed)
    board, passable, bounds = _random_spaces(rng)
    width, height = bounds[2] + 1, bounds[3] + 1
    taken: set[Any] = set()
    geo = SimpleNamespace(passable=frozenset(passable), cells=board, bounds=bounds)
    state = SimpleNamespace(figure_cells=lambda: set(taken), data=SimpleNamespace(geo=geo))
    anchors = rng.sample(board, 2)
    shapes = [[(0, 0)], [(0, 0), (1, 0)], [(0, 0), (0, 1), (1, 0), (1, 1)]]
    searched: dict[Any, int] = {}
    for _ in range(width * height):
        ax, ay = rng.choice(anchors)
        cells = tuple(sorted((ax + dx, ay + dy) for dx, dy in rng.choice(shapes)))
        want = _plain_footprint(taken, passable, cells, board)
        got = monsters.free_footprint(state, cells, "m", searched)  # type: ignore[arg-type]
        assert got == want
        if got is not None:
            taken.update(got)
