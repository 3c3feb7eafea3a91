"""Property: after any one edit, re-validation is exactly a fresh full validation.

Random sequences of the four edits an author makes most — a token moved, a wall painted
(inside a zone or between two), a door cycled through its states, a tile moved — on every
bundled quest. After each step the issues of the incremental :class:`Revalidator` must equal
(as :class:`Issue` values: code, severity, message, path, refs, hint, waiver) those of
:func:`validate_quest` on a fresh copy, both on the editor's path (its own incrementally
updated board, :meth:`Revalidator.validate_board`) and on a quest edited in place
(:meth:`Revalidator.validate`). What the re-validation carried over from the last board —
the movement model's zone pairs, the zone-walk sight neighbours and the heroes' movement
graph (:class:`Nav`) — must equal the same things built from nothing."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from questwright.core import edits
from questwright.core.board import Board, compile_board
from questwright.core.edits import Change, Edit, Snapshots, apply_edit
from questwright.core.geometry import DIRECTIONS
from questwright.core.movement import Movement, movement
from questwright.core.recompile import Recompiler
from questwright.core.sight import zone as zone_sight
from questwright.core.sight.zone import ZoneAdjacency, zone_adjacency
from questwright.schema import serde
from questwright.schema.catalog import Catalog, bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator
from questwright.validators.progress import (
    Progress,
    _explain,
    _pair_rank,
    _Rules,
    _would_be_path,
    build_nav,
)
from questwright.validators.rules import quest_time
from questwright.validators.rules.quest_time import moves_from_nav
from questwright.validators.runner import validate_quest

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))
STEPS = 24


def one_edit(rng: random.Random, quest: Quest, board: Board) -> Edit | None:
    """A token move, a wall, a door cycled or a tile moved, at a random place."""
    kind = rng.choice(("token", "wall", "wall", "door", "tile"))
    if kind == "token":
        placed = [i for i, t in enumerate(quest.tokens) if t.cell is not None]
        if placed:
            index = rng.choice(placed)
            zone = board.zone_of(quest.tokens[index].cell)  # type: ignore[arg-type]
            near = sorted(board.zones[zone].cells) if zone and rng.random() < 0.6 else []
            return edits.SetValue(
                ("tokens", index, "cell"), rng.choice(near or sorted(board.cells))
            )
    if kind == "wall":
        units = list(board.iter_boundaries())
        between = [u for u in units if board.zone_of(u[1]) != board.zone_of(u[2])]
        pool = between if between and rng.random() < 0.5 else units
        if pool:
            key = rng.choice(pool)[0]
            return edits.paint_edges(quest, board, [key], rng.choice(("wall", "wall", "open")))
    if kind == "door" and board.doors:
        return edits.cycle_door(quest, board, rng.choice(sorted(board.doors)))[0]
    if kind == "tile" and quest.tiles:
        tile = rng.choice(quest.tiles).id
        return edits.move_objects(quest, board, [tile], rng.randint(-1, 1), rng.randint(-1, 1))
    return None


def carried_matches_fresh(board: Board, catalog: Catalog, reval: Revalidator) -> None:
    """What was carried from the last board equals what a fresh compile builds."""
    fresh = compile_board(board.quest, catalog)
    model = board.derived.get("movement")
    if model is not None and model._geometric is not None:
        assert model.pairs() == movement(fresh).pairs()
        assert model.enterable(lethal=False) == movement(fresh).enterable(lethal=False)
        assert model.rules == movement(fresh).rules
        gates_match_fresh(model, board)
    if board.system is not None and board.system.geometry.sight == "zone-walk":
        got, want = zone_adjacency(board).sides, zone_adjacency(fresh).sides
        # the same neighbours in the same order (rays are walked in this order)
        assert [(z, [(d, list(n.items())) for d, n in s.items()]) for z, s in got.items()] == [
            (z, [(d, list(n.items())) for d, n in s.items()]) for z, s in want.items()
        ]
        rays_match_fresh(zone_adjacency(board), fresh)
    nav = reval._last.ctx.__dict__.get("nav") if reval._last is not None else None
    if nav is not None:
        assert nav == build_nav(fresh)
        if nav.rank is not None:  # the pair order carried from graph to graph
            assert nav.rank == _pair_rank(movement(fresh).pairs(), nav.index)


def gates_match_fresh(model: Movement, board: Board) -> int:
    """Every gate table the model of ``board`` has (some carried from earlier boards, see
    :func:`~questwright.core.movement.carry_movement`) is the one a model built afresh on
    that board makes, in the same order (the board's edges'); the number of tables."""
    fresh = Movement(board)
    for sight, table in model._gates.items():
        want = fresh.gates("sight" if sight else "hero")
        assert list(table.items()) == list(want.items()), sight
    return len(model._gates)


def rays_match_fresh(carried: ZoneAdjacency, fresh: Board) -> int:
    """Every ray a board's zone-walk sight has cached (some carried from earlier boards)
    is the ray a fresh board walks in the same door state, and the rays' counts per zone
    (:meth:`ZoneAdjacency.seen_by_another`, carried without the rays dropped) are a fresh
    count's; the number of rays compared."""
    built = zone_adjacency(fresh)
    compared = 0
    for state in list(carried.states.values()):
        again = built.state(state.opened, state.blocked)
        for (zone, d), seen in state.rays.items():
            assert seen == built.ray(again, zone, d), (zone, d, sorted(state.opened))
            compared += 1
        if state.tally is not None:
            counted = state.tally[0]
            seen_by_another = carried.seen_by_another(state, counted)
            want: dict[str, int] = {}
            for zone in counted:
                for d in DIRECTIONS:
                    for other in built.ray(again, zone, d):
                        want[other] = want.get(other, 0) + 1
            assert state.tally is not None and not state.tally[2]
            counts = state.tally[1]
            assert {z: n for z, n in counts.items() if n} == want, sorted(state.opened)
            assert seen_by_another == set(want)
        for sources, (seen, read) in list(state.views.items()):
            # what the sources see (the safe-spot rule's spawn view), kept or carried, and
            # the sides the walk read, which decide whether it is carried next time
            assert seen == built.seen_from_any(again, sources), sources
            assert read == again.views[sources][1], sources
    return compared


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_one_edit_at_a_time_matches_a_full_run(path: Path) -> None:
    catalog = default_catalog()
    quest = load_quest(path)
    snapshots, recompiler = Snapshots(), Recompiler(catalog)
    on_boards, in_place = Revalidator(catalog), Revalidator(catalog)
    rng = random.Random(f"property-{path.stem}")
    navs: set[str] = set()
    for step in range(STEPS):
        board = recompiler.update(snapshots.take(quest))
        full = validate_quest(copy.deepcopy(quest), catalog)
        assert on_boards.validate_board(board) == full, step
        carried_matches_fresh(board, catalog, on_boards)
        navs.add(on_boards.stats.nav)
        assert in_place.validate(quest) == full, step
        edit = one_edit(rng, quest, board)
        if edit is None:
            continue
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
    assert "patched" in navs or "kept" in navs  # the movement graph was carried at times


def test_a_wall_between_zones_carries_the_movement_model_and_the_sight_neighbours() -> None:
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    reval.validate_board(board)
    assert zone_adjacency(board) is not None
    key = next(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    change = Change()
    apply_edit(quest, edits.paint_edges(quest, board, [key], "wall"), change)
    snapshots.note(change)
    after = recompiler.update(snapshots.take(quest))
    # carried by the recompiler before any rule asks
    model = after.derived["movement"]
    assert model._geometric is not None
    assert model.pairs() == movement(compile_board(after.quest, catalog)).pairs()
    assert id(after) in zone_sight._ADJACENCY  # worked out again beside the wall
    # another unit edge between the two zones still lets sight through: nothing changed,
    # rays cached per door state included
    assert zone_adjacency(after) is zone_adjacency(board)
    assert reval.validate_board(after) == validate_quest(copy.deepcopy(quest), catalog)
    assert reval.stats.nav == "patched"
    assert "tokens" not in reval.stats.changed


def test_a_wall_that_cuts_sight_keeps_only_the_rays_it_leaves_alone() -> None:
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    reval.validate_board(board)
    before = zone_adjacency(board)
    cached = sum(len(s.rays) for s in before.states.values())
    assert cached
    # the only unit edge between two zones (md2 zones are single spaces) that sight crosses
    key = next(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    change = Change()
    apply_edit(quest, edits.paint_edges(quest, board, [key], "wall"), change)
    snapshots.note(change)
    after = recompiler.update(snapshots.take(quest))
    carried = zone_adjacency(after)
    assert carried is not before
    kept = sum(len(s.rays) for s in carried.states.values())
    assert 0 < kept < cached  # some rays read the new wall, the others are kept
    # the hidden-zone rule's counts of the rays are carried with the rays kept: only the
    # rays dropped are counted again
    tallies = [s.tally for s in carried.states.values() if s.tally is not None]
    assert tallies and all(0 < len(t[2]) < 4 * len(t[0]) for t in tallies)
    fresh = compile_board(after.quest, catalog)
    assert rays_match_fresh(carried, fresh) == kept
    assert reval.validate_board(after) == validate_quest(copy.deepcopy(quest), catalog)
    # the comparison sees a ray that should have been walked again: every ray kept
    stale = ZoneAdjacency(carried.sides, carried.sees_into_blocked, dict(before.states))
    with pytest.raises(AssertionError):
        rays_match_fresh(stale, fresh)


@pytest.mark.parametrize(
    "name",
    ["md2/embers-below", "descent1/drowned-stair", "machina/cold-foundry", "md1/wardens-key"],
)
def test_walls_and_doors_patch_the_movement_graph_with_the_pair_order_carried(
    name: str,
) -> None:
    """Walls laid and taken away between zones, doors cycled between them: every patched
    movement graph equals a fresh build (the walled-off neighbours and door edges of the
    zones beside a change sorted anew in pair order, the rest kept), the pair order is
    read once and handed on from graph to graph, and the quest-logic steps (some rows
    carried from the last revision) equal those read off a fresh board."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    rng = random.Random(f"pair-order-{name}")
    ranks: list[object] = []
    reused = 0
    last_rows: list[object] = []
    laid: list[tuple[str, int, int]] = []
    for step in range(16):
        board = recompiler.update(snapshots.take(quest))
        assert reval.validate(quest) == validate_quest(copy.deepcopy(quest), catalog), step
        nav = reval._last.ctx.__dict__.get("nav") if reval._last is not None else None
        assert nav is not None
        fresh = compile_board(board.quest, catalog)
        assert nav == build_nav(fresh), step
        if reval.stats.nav == "patched":
            assert nav.rank == _pair_rank(movement(fresh).pairs(), nav.index)
            ranks.append(nav.rank)
        moves = reval._last.ctx._memo.get("questlogic.moves")  # rows carried at times
        if moves is not None:
            assert moves == moves_from_nav(CheckContext(board.quest, catalog, board=fresh))
            rows = reval._last.ctx.kept["questlogic.moves-rows"][1]
            reused += any(a is b for a, b in zip(rows, last_rows, strict=False))
            last_rows = rows
        if step % 4 == 3 and board.doors:
            edit = edits.cycle_door(quest, board, rng.choice(sorted(board.doors)))[0]
        elif laid and rng.random() < 0.4:
            edit = edits.paint_edges(quest, board, [laid.pop(rng.randrange(len(laid)))], "open")
        else:
            between = [
                k
                for k, a, b in board.iter_boundaries()
                if board.zone_of(a) != board.zone_of(b) and k not in board.edges
            ]
            key = rng.choice(between)
            laid.append(key)
            edit = edits.paint_edges(quest, board, [key], "wall")
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
    assert len(ranks) >= 8
    assert all(r is ranks[0] for r in ranks)  # read once, then carried
    assert reused >= 8  # the quest-logic steps of the rows kept were carried


def _key(ctx: CheckContext) -> bytes:
    """The quest-time rule's reuse key of ``ctx`` (for a re-validation's context: what
    the rule found, with the same parts carried from the last revision)."""
    return quest_time._logic_key(ctx, quest_time._static_failures(ctx))


def _progress_items(p: Progress) -> list[object]:
    """Everything a fixpoint's outcome says, in the order it says it (the order the
    zones were reached in is the order the explanations' searches start from)."""
    return [
        list(getattr(p, name).items())
        for name in ("zones", "tokens", "doors", "objectives", "triggers", "unlocked")
    ] + [p.rounds]


#: quests walled and unwalled at random below, with how often at least the fixpoint
#: must be carried and whether its explanations' answers must be (on md1 most walls
#: between zones leave the zones joined alike, and no rule asks for the fixpoint then)
CARRY_QUESTS = {
    "md1/wardens-key": (0, False),
    "md1/sentrys-crossing": (1, False),
    "md2/embers-below": (3, True),
    "md2/cinder-span": (3, True),
    "descent1/drowned-stair": (3, True),
    "descent1/stone-tusk": (3, True),
    "machina/cold-foundry": (3, True),
    "machina/engine-heart": (3, True),
}


@pytest.mark.parametrize("name", sorted(CARRY_QUESTS))
def test_the_fixpoint_and_its_explanations_carried_across_walls_match_a_fresh_build(
    name: str,
) -> None:
    """Walls laid and taken away between zones (and inside them), doors laid, taken away
    and cycled, tokens moved: after every step the key/door fixpoint the re-validation
    used (carried from the last revision when no changed step did anything in its flood)
    says what a fresh fixpoint says, in the same order; every explanation and would-be path it remembers
    (carried when the changed steps join reached zones only) is what a fresh board
    explains; every zone's users and token zones it kept are a fresh board's."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    rng = random.Random(f"fixpoint-carry-{name}")
    laid: list[tuple[str, int, int]] = []
    last_p: Progress | None = None
    last_memo: object = None
    carried = remembered = compared = memos = 0
    for step in range(40):
        board = recompiler.update(snapshots.take(quest))
        assert reval.validate(quest) == validate_quest(copy.deepcopy(quest), catalog), step
        ctx = reval._last.ctx  # type: ignore[union-attr]
        fresh = CheckContext(copy.deepcopy(quest), catalog)
        world = ctx.__dict__["world"]
        for zone, users in world._use_zones.items():
            assert users == fresh.world.use_zones(zone), (step, zone)
        for token_id, zones in world._token_zones.items():
            assert zones == fresh.world.token_zones(fresh.board.tokens[token_id]), step
        if "progress" in ctx.__dict__:
            p = ctx.progress
            assert _progress_items(p) == _progress_items(fresh.progress), step
            assert _key(ctx) == _key(fresh), step  # its parts carried at times
            carried += p is last_p
            last_p = p
            nav, kept = ctx.__dict__["nav"], world.derived["explain-memo"]
            assert kept[0] is nav and kept[1] is p
            memo = kept[2]
            remembered += memo is last_memo and bool(memo)
            memos += bool(memo)
            last_memo = memo
            compared += _memo_matches_fresh(ctx, quest, catalog)
        if step % 6 == 5 and board.doors:
            edit = edits.cycle_door(quest, board, rng.choice(sorted(board.doors)))[0]
        elif step % 8 == 3:  # a door laid inside a zone or between two, or taken away
            units = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges]
            key = rng.choice(units)
            laid.append(key)
            edit = edits.paint_edges(quest, board, [key], "door")
        elif step % 7 == 6:
            placed = [i for i, t in enumerate(quest.tokens) if t.cell is not None]
            index = rng.choice(placed)
            zone = board.zone_of(quest.tokens[index].cell)  # type: ignore[arg-type]
            edit = edits.SetValue(
                ("tokens", index, "cell"), rng.choice(sorted(board.zones[zone].cells))
            )
        elif laid and rng.random() < 0.45:
            edit = edits.paint_edges(quest, board, [laid.pop(rng.randrange(len(laid)))], "open")
        else:
            units = list(board.iter_boundaries())
            between = [u for u in units if board.zone_of(u[1]) != board.zone_of(u[2])]
            pool = between if rng.random() < 0.8 else units
            key = rng.choice([u[0] for u in pool if u[0] not in board.edges])
            laid.append(key)
            edit = edits.paint_edges(quest, board, [key], "wall")
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
    least, explained = CARRY_QUESTS[name]
    assert carried >= least  # the fixpoint was carried across walls
    if explained and memos > 1:  # something was explained on the way (more than once)
        assert remembered and compared  # and its explanations were carried at times


@pytest.mark.parametrize("name", ["machina/cold-foundry", "machina/engine-heart"])
def test_walls_round_an_action_space_are_not_carried_over_to_its_users(name: str) -> None:
    """A token on an action space is used from the spaces next to it: walls laid round it
    one by one change its users (and at last cut the exit the quest needs off), so the
    token zones and the fixpoint's rules of the last revision do not hold; the fixpoint
    and the explanations must see it (a door laid inside the start zone too)."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    board = compile_board(quest, catalog)
    world = CheckContext(quest, catalog, board=board).world
    action = next(z for z in board.zones if world.is_action_zone(z))
    (cell,) = board.zones[action].cells
    exit_index = next(i for i, t in enumerate(quest.tokens) if t.id == "exit")
    quest.tokens[exit_index].cell = cell
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    sides = [k for k, a, b in board.iter_boundaries() if cell in (a, b) and k not in board.edges]
    assert len(sides) >= 2
    held = 0
    for step, key in enumerate([*sides, None]):
        board = recompiler.update(snapshots.take(quest))
        assert reval.validate(quest) == validate_quest(copy.deepcopy(quest), catalog), step
        ctx = reval._last.ctx  # type: ignore[union-attr]
        fresh = CheckContext(copy.deepcopy(quest), catalog)
        held += ctx.users_held
        assert ctx.world.token_zones(board.tokens["exit"]) == fresh.world.token_zones(
            fresh.board.tokens["exit"]
        )
        assert _progress_items(ctx.progress) == _progress_items(fresh.progress), step
        assert _key(ctx) == _key(fresh), step
        if key is not None:
            change = Change()
            apply_edit(quest, edits.paint_edges(quest, board, [key], "wall"), change)
            snapshots.note(change)
    assert "exit" not in ctx.progress.tokens  # walled off at last
    assert held < len(sides)  # the users changed beside the walls


def _memo_matches_fresh(ctx: CheckContext, quest: Quest, catalog: Catalog) -> int:
    """Every explanation and would-be path ``ctx`` remembers equals a fresh board's; the
    number compared."""
    fresh = CheckContext(copy.deepcopy(quest), catalog)
    memo = ctx.world.derived["explain-memo"][2]
    for key, answer in list(memo.items()):
        if key[0] == "path":
            want: object = _would_be_path(fresh.nav, fresh.progress, set(key[1]))
        else:
            rules = _Rules(fresh.world, fresh.nav)
            want = _explain(fresh.world, fresh.nav, fresh.progress, key[1], rules, key[2])
        assert answer == want, key
    return len(memo)


def test_walls_among_zones_not_reached_keep_the_fixpoint_but_not_the_would_be_paths() -> None:
    """embers-below with the one way into tile t3 walled off: walls laid between t3's
    zones, none of them reached, leave the fixpoint as it was (it is carried), but the
    would-be paths into t3 that the explanations give cross them (not carried)."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    board = compile_board(quest, catalog)
    cut = [
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b)
        and k not in board.edges
        and "t3" in {board.zones[board.zone_of(a)].tile, board.zones[board.zone_of(b)].tile}
    ]
    inside = [
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b)
        and k not in board.edges
        and board.zones[board.zone_of(a)].tile == board.zones[board.zone_of(b)].tile == "t3"
    ]
    outside = [k for k in cut if k not in inside]
    assert outside and len(inside) >= 4
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    carried = compared = 0
    last = None
    for step, key in enumerate([*outside, *inside, None]):
        board = recompiler.update(snapshots.take(quest))
        assert reval.validate(quest) == validate_quest(copy.deepcopy(quest), catalog), step
        ctx = reval._last.ctx  # type: ignore[union-attr]
        carried += ctx.progress is last
        last = ctx.progress
        compared += _memo_matches_fresh(ctx, quest, catalog)
        if key is not None:
            change = Change()
            apply_edit(quest, edits.paint_edges(quest, board, [key], "wall"), change)
            snapshots.note(change)
    assert carried >= len(inside) - 1 and compared


def test_an_edge_an_objective_names_moved_is_not_taken_for_plain_walls() -> None:
    """wardens-key with a wall of its own id that an objective asks the heroes to reach,
    inside the start zone: a zone walled off (plain walls), then the named wall moved into
    it. Only unit edges changed and every zone's users hold, but the objective's target
    moved: the fixpoint and its rules must not be carried (only plain walls laid or taken
    away carry them), and the objective is never done."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    board = compile_board(quest, catalog)
    world = CheckContext(quest, catalog, board=board).world
    start = world.start_zones[0]

    def inside(zone: str) -> list[tuple[str, int, int]]:
        return [
            k
            for k, a, b in board.iter_boundaries()
            if board.zone_of(a) == board.zone_of(b) == zone and k not in board.edges
        ]

    def segment(key: tuple[str, int, int]) -> dict[str, list[int]]:
        axis, x, y = key
        return {"from": [x, y], "to": [x, y + 1] if axis == "v" else [x + 1, y]}

    cut = next(
        z
        for z in board.zones
        if z != start
        and inside(z)
        and not any(z in world.door_zones(d) for d in board.doors.values())
    )
    around = [
        k
        for k, a, b in board.iter_boundaries()
        if (board.zone_of(a) == cut) != (board.zone_of(b) == cut)
        and board.zone_of(a)
        and board.zone_of(b)
        and k not in board.edges
    ]
    doc = serde.to_json(quest)
    doc["edges"].append({"kind": "wall", "id": "named-wall", **segment(inside(start)[0])})
    doc["objectives"].insert(0, {"id": "touch-it", "kind": "reach", "targets": ["named-wall"]})
    walled = copy.deepcopy(doc)
    walled["edges"] += [{"kind": "wall", **segment(k)} for k in around]
    moved = copy.deepcopy(walled)
    named = next(e for e in moved["edges"] if e.get("id") == "named-wall")
    named.update(segment(inside(cut)[0]))
    reval = Revalidator(catalog)
    for step, revision in enumerate([doc, walled, moved, walled, moved]):
        edited = serde.from_json(Quest, revision)
        assert reval.validate(edited) == validate_quest(copy.deepcopy(edited), catalog), step
        assert ("touch-it" in reval._last.ctx.progress.objectives) is (step % 2 == 1 or step == 0)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "name", ["md1/wardens-key", "md2/embers-below", "descent1/stone-tusk", "machina/cold-foundry"]
)
def test_the_gate_tables_carried_across_edge_edits_match_a_fresh_build(name: str) -> None:
    """Walls, doors and the system's other edge kinds painted between zones and inside
    them, and doors cycled: the movement model of each new board takes the last one's
    gate tables before anyone asks (worked out again on the unit edges that changed), and
    they are a fresh build's, key order included."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler = Snapshots(), Recompiler(catalog)
    rng = random.Random(f"gates-{name}")
    board = recompiler.update(snapshots.take(quest))
    kinds = ["wall", "wall", "open", "door", *sorted(board.system.edge_kinds)]  # type: ignore[union-attr]
    carried = 0
    for _step in range(40):
        model = movement(board)
        model.pairs(), model.gates("hero"), model.gates("sight")  # as the rules ask
        if board.doors and rng.random() < 0.25:
            edit = edits.cycle_door(quest, board, rng.choice(sorted(board.doors)))[0]
        else:
            between = [
                k for k, a, b in board.iter_boundaries() if board.zone_of(a) != board.zone_of(b)
            ]
            edit = edits.paint_edges(quest, board, [rng.choice(between)], rng.choice(kinds))
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
        board = recompiler.update(snapshots.take(quest))
        model = board.derived.get("movement")
        if model is None:
            continue  # the layout changed: built afresh when asked
        carried += bool(model._gates)
        gates_match_fresh(model, board)
    assert carried >= 20


def test_a_barrier_renamed_by_an_edge_taken_away_before_it_is_not_carried_in_the_gates() -> None:
    """A barrier without an id is named by its place in the edge list (``barrier@3``):
    taking away a wall listed before it renames it, which changes its gates away from
    the unit edges that changed."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md1" / "wardens-key.quest.json")
    snapshots, recompiler = Snapshots(), Recompiler(catalog)
    board = recompiler.update(snapshots.take(quest))
    between = [k for k, a, b in board.iter_boundaries() if board.zone_of(a) != board.zone_of(b)]
    first, second = between[0], between[-1]
    renamed = None
    for unit, kind in ((first, "wall"), (second, "barrier"), (first, "open")):
        model = movement(board)
        model.pairs(), model.gates("hero"), model.gates("sight")
        before = {k: g for k, g in model.gates("hero").items() if g[0] == "barrier"}
        change = Change()
        apply_edit(quest, edits.paint_edges(quest, board, [unit], kind), change)
        snapshots.note(change)
        board = recompiler.update(snapshots.take(quest))
        after = board.derived["movement"]
        gates_match_fresh(after, board)
        renamed = (
            before,
            {k: g for k, g in movement(board).gates("hero").items() if g[0] == "barrier"},
        )
    assert renamed is not None and renamed[0] and renamed[0] != renamed[1]  # the name moved


@pytest.mark.parametrize("name", ["md1/wardens-key", "md1/twin-levers", "md1/widows-nest"])
def test_what_the_spawn_zones_see_is_carried_until_a_wall_changes_a_side_it_read(
    name: str,
) -> None:
    """Walls laid and taken away between zones, one at a time: the safe-spot rule's view
    from the spawn zones (:meth:`ZoneAdjacency.seen_from_any`, kept per door state) is
    carried across a wall its walk never looked through, dropped across one it did, and
    always what a fresh walk sees; the issues are a full run's."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    rng = random.Random(f"views-{name}")
    board = recompiler.update(snapshots.take(quest))
    assert reval.validate_board(board) == validate_quest(copy.deepcopy(quest), catalog)
    kept = dropped = 0
    for _step in range(30):
        before = zone_adjacency(board)
        views = sum(len(s.views) for s in before.states.values())
        between = [k for k, a, b in board.iter_boundaries() if board.zone_of(a) != board.zone_of(b)]
        kind = rng.choice(("wall", "open"))
        change = Change()
        apply_edit(quest, edits.paint_edges(quest, board, [rng.choice(between)], kind), change)
        snapshots.note(change)
        board = recompiler.update(snapshots.take(quest))
        carried = zone_adjacency(board)  # carried by the recompiler before any rule asks
        now = sum(len(s.views) for s in carried.states.values())
        kept += now
        dropped += views - now
        rays_match_fresh(carried, compile_board(board.quest, catalog))
        assert reval.validate_board(board) == validate_quest(copy.deepcopy(quest), catalog)
    assert kept and dropped
