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
from questwright.core.movement import movement
from questwright.core.recompile import Recompiler
from questwright.core.sight import zone as zone_sight
from questwright.core.sight.zone import ZoneAdjacency, zone_adjacency
from questwright.schema.catalog import Catalog, bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator
from questwright.validators.progress import _pair_rank, build_nav
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


def rays_match_fresh(carried: ZoneAdjacency, fresh: Board) -> int:
    """Every ray a board's zone-walk sight has cached (some carried from earlier boards)
    is the ray a fresh board walks in the same door state; the number compared."""
    built = zone_adjacency(fresh)
    compared = 0
    for state in list(carried.states.values()):
        again = built.state(state.opened, state.blocked)
        for (zone, d), seen in state.rays.items():
            assert seen == built.ray(again, zone, d), (zone, d, sorted(state.opened))
            compared += 1
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
