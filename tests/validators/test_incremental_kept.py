"""Rules that keep partial results for the next revision (:meth:`CheckContext.carried`).

After an edit of unit edges alone (walls painted, doors cycled) the Revalidator hands a
rule what it kept last time and the unit edges that changed; the descent area rules reuse
the areas those edges do not touch. Every revision must still equal a full run, the kept
parts must really be reused, and a stale reuse must be caught by the comparison."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from questwright.core import edits
from questwright.core.board import Board, Door, compile_board
from questwright.core.edits import Change, Edit, Snapshots, apply_edit
from questwright.core.geometry import Cell, EdgeKey, edge_between, edge_cells
from questwright.core.recompile import Recompiler
from questwright.core.sight.line import reads_near
from questwright.schema.catalog import bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import EdgeSpec, Quest
from questwright.validators import world as world_module
from questwright.validators.context import CheckContext
from questwright.validators.incremental import Revalidator
from questwright.validators.rules import descent, digest_descent, digest_machina, md
from questwright.validators.runner import validate_quest

DESCENT = sorted((bundled_quests_dir() / "descent1").glob("*.quest.json"))


def _area_cells(quest: Quest, board: Board) -> list[set[Cell]]:
    return [{(c[0], c[1]) for c in a.cells if (c[0], c[1]) in board.cells} for a in quest.areas]


def _walls_in_and_around_areas(quest: Quest, board: Board, rng: random.Random) -> list[EdgeKey]:
    """Open unit edges between two spaces of one area, and between two areas."""
    area_of = {c: i for i, cells in enumerate(_area_cells(quest, board)) for c in cells}
    inside = [k for k, a, b in board.iter_boundaries() if k not in board.edges and a in area_of]
    rng.shuffle(inside)
    return inside[:16]


def _walled_in(quest: Quest, board: Board) -> list[EdgeKey]:
    """The four sides of a space of an area whose neighbours in the area are open to it
    (walled in, the area falls in pieces)."""
    for cells in _area_cells(quest, board):
        for x, y in sorted(cells):
            near = [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
            keys = [edge_between((x, y), n) for n in near]
            open_sides = all(k not in board.edges for k in keys)
            if len(cells) > 2 and sum(n in cells for n in near) >= 2 and open_sides:
                return keys
    raise AssertionError("no space to wall in")


def _between_two_areas(quest: Quest, board: Board) -> list[EdgeKey]:
    """Every unit edge that is not a wall between the first two areas that touch (walled,
    the two areas no longer touch there)."""
    area_of = {c: i for i, cells in enumerate(_area_cells(quest, board)) for c in cells}
    pairs: dict[tuple[int, int], list[EdgeKey]] = {}
    for key, a, b in board.iter_boundaries():
        apart = a in area_of and b in area_of and area_of[a] != area_of[b]
        if apart and board.edge_kind(key) != "wall":
            pair = (min(area_of[a], area_of[b]), max(area_of[a], area_of[b]))
            pairs.setdefault(pair, []).append(key)
    return pairs[min(pairs)]


class _Editor:
    """A quest edited step by step, validated both ways the Revalidator is used."""

    def __init__(self, path: Path) -> None:
        self.catalog = default_catalog()
        self.quest = load_quest(path)
        self.snapshots, self.recompiler = Snapshots(), Recompiler(self.catalog)
        self.on_boards, self.in_place = Revalidator(self.catalog), Revalidator(self.catalog)
        self.board = self.recompiler.update(self.snapshots.take(self.quest))
        self.carried = 0

    def apply(self, edit: Edit) -> None:
        change = Change()
        apply_edit(self.quest, edit, change)
        self.snapshots.note(change)
        self.board = self.recompiler.update(self.snapshots.take(self.quest))

    def check(self) -> list[Any]:
        full = validate_quest(copy.deepcopy(self.quest), self.catalog)
        assert self.on_boards.validate_board(self.board) == full
        last = self.on_boards._last
        if last is not None and last.ctx.edge_carry is not None:
            self.carried += 1
        assert self.in_place.validate(self.quest) == full
        # the area links kept or carried equal those of a fresh context
        assert last is not None
        for owner, links in last.ctx.memo(descent._AREA_LINKS, list):
            fresh = CheckContext(last.ctx.quest, self.catalog, board=last.ctx.board)
            assert descent._boundary_links(fresh, owner) == links
        # so does every space's first door space in sight, kept or carried
        sight = CheckContext(last.ctx.quest, self.catalog, board=last.ctx.board).sight
        pairwise = getattr(sight, "sight", sight)
        for (_inside, doors), first in last.ctx.kept.get(digest_descent._HIDDEN_SHARE, {}).items():
            for c, k in first.items():
                assert k == next((i for i, e in enumerate(doors) if pairwise.can_see(e, c)), None)
        return full


@pytest.fixture
def floods(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many areas :func:`check_area_shape` flooded."""
    count = [0]
    real = digest_descent.flood

    def counted(*args: Any, **kw: Any) -> Any:
        count[0] += 1
        return real(*args, **kw)

    monkeypatch.setattr(digest_descent, "flood", counted)
    yield count


@pytest.mark.parametrize("path", DESCENT, ids=lambda p: p.stem)
def test_walls_and_doors_on_descent_areas_match_a_full_run(path: Path, floods: list[int]) -> None:
    editor = _Editor(path)
    editor.check()
    rng = random.Random(f"kept-{path.stem}")
    areas = sum(len(c) >= 2 for c in _area_cells(editor.quest, editor.board))
    walled_round = sealed_kept = 0
    sealed: object = None
    for key in _walls_in_and_around_areas(editor.quest, editor.board, rng):
        for kind in ("wall", "open"):
            editor.apply(edits.paint_edges(editor.quest, editor.board, [key], kind))
            floods[0] = 0
            editor.check()
            # the sealed monsters' ways out kept across walls not between two areas
            last = editor.in_place._last
            now = last.ctx.kept.get(digest_descent._SEALED) if last is not None else None
            sealed_kept += now is not None and now is sealed
            sealed = now
            # the full run floods every area; a wall touches at most one area, the
            # others keep last time's answer (in each of the two Revalidators)
            assert floods[0] - areas <= 2, (key, kind)
            # a wall inside an area with a way round it floods nothing
            walled_round += kind == "wall" and floods[0] == areas
    assert walled_round >= 1 and sealed_kept >= 1
    for door in sorted(editor.board.doors)[:3]:
        editor.apply(edits.cycle_door(editor.quest, editor.board, door)[0])
        editor.check()
    between = _between_two_areas(editor.quest, editor.board)
    links = descent._boundary_links(
        CheckContext(editor.quest), descent._area_of(CheckContext(editor.quest))
    )
    editor.apply(edits.paint_edges(editor.quest, editor.board, between, "wall"))
    editor.check()
    ctx = CheckContext(editor.quest)
    assert descent._boundary_links(ctx, descent._area_of(ctx)) != links  # two areas parted
    walls = _walled_in(editor.quest, editor.board)
    editor.apply(edits.paint_edges(editor.quest, editor.board, walls, "wall"))
    assert any(i.code == "DESCENT_AREA_SPLIT" for i in editor.check())
    editor.apply(edits.paint_edges(editor.quest, editor.board, walls, "open"))
    editor.check()
    assert editor.carried >= 30
    assert areas >= 3


def test_a_stale_kept_result_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reusing every kept part as if no unit edge had changed gives other issues than a
    full run once a space is walled in: the comparison above can fail."""
    real = CheckContext.carried

    def stale(self: CheckContext, name: str) -> tuple[Any, frozenset[EdgeKey]] | None:
        found = real(self, name)
        return None if found is None else (found[0], frozenset())

    monkeypatch.setattr(CheckContext, "carried", stale)
    editor = _Editor(DESCENT[0])
    full = validate_quest(copy.deepcopy(editor.quest), editor.catalog)
    assert editor.on_boards.validate_board(editor.board) == full
    walls = _walled_in(editor.quest, editor.board)
    editor.apply(edits.paint_edges(editor.quest, editor.board, walls, "wall"))
    full = validate_quest(copy.deepcopy(editor.quest), editor.catalog)
    got = editor.on_boards.validate_board(editor.board)
    assert editor.on_boards._last is not None and editor.on_boards._last.ctx.edge_carry
    missing = {i.code for i in full} - {i.code for i in got}
    assert "DESCENT_AREA_SPLIT" in missing
    # the hidden-space counts of the walled area are stale too
    changed = {i.message for i in full if i.code == "DESCENT_HIDDEN_SHARE"} - {
        i.message for i in got if i.code == "DESCENT_HIDDEN_SHARE"
    }
    assert changed


@pytest.mark.parametrize("path", DESCENT, ids=lambda p: p.stem)
def test_every_space_keeps_the_door_space_that_sees_it(path: Path) -> None:
    """Walls painted and taken away all over the areas, one at a time: after each, the
    first door space in sight of every space (kept, carried or worked out) is what a fresh
    sight index says, and now and then the issues are those of a full run."""
    editor = _Editor(path)
    editor.check()
    rng = random.Random(f"hidden-{path.stem}")
    area_of = {c for cells in _area_cells(editor.quest, editor.board) for c in cells}
    keys = [k for k, a, b in editor.board.iter_boundaries() if a in area_of or b in area_of]
    keys = [k for k in keys if k not in editor.board.edges]
    rng.shuffle(keys)
    for step, key in enumerate(keys[:100]):
        for kind in ("wall", "open"):
            editor.apply(edits.paint_edges(editor.quest, editor.board, [key], kind))
            if step % 10 == 0:
                editor.check()
                continue
            editor.on_boards.validate_board(editor.board)
            last = editor.on_boards._last
            assert last is not None
            sight = CheckContext(last.ctx.quest, editor.catalog, board=last.ctx.board).sight
            pairwise = getattr(sight, "sight", sight)
            for (_inside, doors), first in last.ctx.kept[digest_descent._HIDDEN_SHARE].items():
                for c, k in first.items():
                    fresh = next((i for i, e in enumerate(doors) if pairwise.can_see(e, c)), None)
                    assert k == fresh, (key, kind, c)
    assert editor.carried >= 10


MACHINA = sorted((bundled_quests_dir() / "machina").glob("*.quest.json"))


@pytest.mark.parametrize("path", MACHINA, ids=lambda p: p.stem)
def test_action_space_users_are_kept_beside_walls_far_away(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Walls painted and taken away next to action spaces and elsewhere: the users of
    every zone the world knows (kept from the last revision or asked again) are those
    a fresh board gives, some are kept, and every revision equals a full run."""
    asked = [0]
    real = world_module.action_use_zones

    def counted(board: Board, zone: str) -> frozenset[str]:
        asked[0] += 1
        return real(board, zone)

    monkeypatch.setattr(world_module, "action_use_zones", counted)
    editor = _Editor(path)
    editor.check()
    board = editor.board
    action = [c for c in board.cells if (t := board.terrain_def(c)) is not None and t.action]
    span = range(-2, 3)
    near = {(x + dx, y + dy) for x, y in action for dx in span for dy in span}
    keys = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges]
    close = [k for k in keys if edge_cells(k)[0] in near]
    rng = random.Random(f"users-{path.stem}")
    rng.shuffle(close)
    rng.shuffle(keys)
    saved = 0
    for step, key in enumerate(close[:30] + keys[:10]):
        for kind in ("wall", "open"):
            editor.apply(edits.paint_edges(editor.quest, editor.board, [key], kind))
            if step % 5 == 0:
                editor.check()
                continue
            asked[0] = 0
            editor.on_boards.validate_board(editor.board)
            last = editor.on_boards._last
            assert last is not None
            users = last.ctx.world._use_zones
            saved += len(users) - asked[0]
            for zone, found in users.items():
                assert found == real(last.ctx.board, zone), (key, kind, zone)
    assert saved > 0  # users were kept, not asked again
    assert editor.carried >= 10


@pytest.mark.parametrize("path", MACHINA, ids=lambda p: p.stem)
def test_spawn_spaces_in_sight_of_a_start_are_kept_where_no_line_reads_a_wall(
    path: Path,
) -> None:
    """Walls painted and taken away between the starts and the spawn spaces and
    elsewhere: every kept (start, spawn space) answer is what a fresh sight index's row
    says, and every fifth revision equals a full run."""
    editor = _Editor(path)
    editor.check()
    board = editor.board
    ctx = CheckContext(editor.quest, editor.catalog, board=board)
    spots = list(digest_machina._spawn_cells(ctx))
    spots += [t.cell for t in ctx.world.tokens(ctx.world.start_types) if t.cell is not None]
    xs, ys = [c[0] for c in spots], [c[1] for c in spots]
    keys = [k for k, _a, _b in board.iter_boundaries() if k not in board.edges]
    inside = [
        k
        for k in keys
        if min(xs) <= edge_cells(k)[0][0] <= max(xs) and min(ys) <= edge_cells(k)[0][1] <= max(ys)
    ]
    rng = random.Random(f"spawn-sight-{path.stem}")
    rng.shuffle(inside)
    rng.shuffle(keys)
    # the walls between a start and each spawn space taken away (it may come in sight),
    # then laid again; and each spawn space walled in on its four sides, then opened
    start = next(t.cell for t in ctx.world.tokens(ctx.world.start_types) if t.cell)
    groups: list[tuple[list[EdgeKey], tuple[str, str]]] = []
    for x, y in digest_machina._spawn_cells(ctx):
        x0, x1, y0, y1 = min(x, start[0]), max(x, start[0]), min(y, start[1]), max(y, start[1])
        walls = [
            k
            for k, info in board.edges.items()
            if info.kind == "wall"
            and all(x0 <= c[0] <= x1 and y0 <= c[1] <= y1 for c in edge_cells(k))
        ]
        groups.append((walls, ("open", "wall")))
        sides = [edge_between((x, y), n) for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))]
        groups.append(([k for k in sides if k in keys], ("wall", "open")))
    groups = [([k], ("wall", "open")) for k in inside[:30] + keys[:10]] + groups
    kept = 0
    for step, (group, kinds) in enumerate(g for g in groups if g[0]):
        for kind in kinds:
            editor.apply(edits.paint_edges(editor.quest, editor.board, group, kind))
            if step % 5 == 0 or len(group) > 1:
                editor.check()
            else:
                editor.on_boards.validate_board(editor.board)
            last = editor.on_boards._last
            assert last is not None
            answers = last.ctx.kept[digest_machina._SPAWN_SIGHT]
            sight = CheckContext(last.ctx.quest, editor.catalog, board=last.ctx.board).sight
            for (start, s), found in answers.items():
                assert found == (s in sight.visible_cells(start)), (group, kind, start, s)
            before = editor.on_boards._last.ctx.edge_carry
            if before is not None:
                units = [c for k in before[1] for c in edge_cells(k)]
                kept += sum(not reads_near(a, b, units) for a, b in answers)
    assert kept > 0


def _ways_round(board: Board) -> Iterator[tuple[str, EdgeKey]]:
    """(closed door, a wall beside it whose carving away lets figures round the door): a
    wall between the door's two zones (zones of many spaces), or between the spaces next
    to its two sides (one-space zones)."""
    for door in sorted(board.doors.values(), key=lambda d: d.id):
        if door.is_open or door.cell is not None or not door.edges:
            continue
        zones = {board.zone_of(c) for k in door.edges for c in edge_cells(k)}
        for key, a, b in board.iter_boundaries():
            if (
                key not in door.edges
                and board.edge_kind(key) == "wall"
                and {board.zone_of(a), board.zone_of(b)} == zones
            ):
                yield door.id, key
        for key in door.edges:
            (ax, ay), (bx, by) = edge_cells(key)
            across = (1, 0) if ax == bx else (0, 1)  # along the door's line
            for sign in (1, -1):
                dx, dy = across[0] * sign, across[1] * sign
                a, b = (ax + dx, ay + dy), (bx + dx, by + dy)
                side = edge_between(a, b)
                if a in board.cells and b in board.cells and board.edge_kind(side) == "wall":
                    yield door.id, side


#: quests for the door-geometry test, and whether a wall carved away beside a door lets
#: it seal nothing there (md2 and descent1 doors have no wall beside them to carve: a
#: zone of md2 is joined to the next by one boundary, and it counts only when direct)
WAYS_ROUND = {
    "md1/wardens-key": True,
    "md1/twin-levers": True,
    "md2/embers-below": False,
    "descent1/stone-tusk": False,
    "machina/cold-foundry": True,
}


@pytest.mark.parametrize("name", sorted(WAYS_ROUND))
def test_a_door_keeps_its_geometry_issues_until_a_way_round_it_opens(name: str) -> None:
    """Walls beside closed doors carved away and put back, one at a time, with walls laid
    and taken away elsewhere in between: a door whose way-round search read no changed
    row of the movement graph keeps its issues (the same list), the others are found
    again; every revision equals a full run, and some carving lets a door seal nothing."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    places = list(dict.fromkeys(key for _door, key in _ways_round(board)))[:6]
    assert places or not WAYS_ROUND[name]
    far = [k for k, a, b in board.iter_boundaries() if k not in board.edges]
    rng = random.Random(f"door-geometry-{name}")
    plan: list[tuple[EdgeKey | None, str]] = []
    for key in places or rng.sample(far, 6):
        other = rng.choice(far)
        plan += [(key, "open" if key in places else "wall"), (other, "wall"), (other, "open")]
        plan += [(key, "wall" if key in places else "open")]
    sealed_nothing = kept = 0
    last: dict[str, Any] = {}
    for step, (key, kind) in enumerate([*plan, (None, "")]):
        board = recompiler.update(snapshots.take(quest))
        issues = reval.validate(quest)
        assert issues == validate_quest(copy.deepcopy(quest), catalog), step
        sealed_nothing += any(i.code == "DOOR_SEALS_NOTHING" for i in issues)
        now = reval._last.ctx.kept.get("doors.geometry", (None, {}))[1]  # type: ignore[union-attr]
        kept += sum(1 for d, entry in now.items() if d in last and entry is last[d])
        last = now
        if key is not None:
            change = Change()
            apply_edit(quest, edits.paint_edges(quest, board, [key], kind), change)
            snapshots.note(change)
    assert sealed_nothing or not WAYS_ROUND[name]  # a way round a door opened at times
    assert kept >= len(plan)  # doors kept their issues at most steps


#: kept values stored as they are (the others with the doors they hold for)
_KEPT_BARE = ("party.scaling", "md.rooms-enclosed", "md.levels")


@pytest.mark.parametrize(
    "name", ["md1/wardens-key", "md1/twin-levers", "md2/embers-below", "md2/cinder-span"]
)
def test_chambers_are_kept_until_a_wall_or_door_between_rooms_changes(name: str) -> None:
    """Walls laid and taken away between two rooms and between corridors, doors between
    rooms cycled: the room pairs, the chamber relation and the chambers of every revision
    equal a fresh board's, kept from the last revision when no changed edge lies between
    two rooms (and the same doors between rooms are open), and every revision equals a
    full run."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    rooms = {z.id for z in board.zones.values() if z.kind == "room"}

    def zones(a: Cell, b: Cell) -> tuple[str | None, str | None]:
        return board.zone_of(a), board.zone_of(b)

    between_rooms = [
        k
        for k, a, b in board.iter_boundaries()
        if zones(a, b)[0] != zones(a, b)[1]
        and set(zones(a, b)) <= rooms
        and board.edge_kind(k) in ("open", "opening")
    ]
    # the one open unit edge between two zones not both rooms (a wall there cuts a step:
    # the rules that read the chambers run again)
    by_pair: dict[frozenset[str | None], list[EdgeKey]] = {}
    for k, a, b in board.iter_boundaries():
        if zones(a, b)[0] != zones(a, b)[1] and board.edge_kind(k) == "open":
            by_pair.setdefault(frozenset(zones(a, b)), []).append(k)
    elsewhere = [keys[0] for pair, keys in by_pair.items() if len(keys) == 1 and not pair <= rooms]

    def door_sides(d: Door) -> set[str | None]:
        return {board.zone_of(c) for k in d.edges for c in edge_cells(k)}

    room_doors = sorted(
        d.id for d in board.doors.values() if d.cell is None and door_sides(d) <= rooms
    )
    # doors between a room and a corridor: cycling one changes no room pair, but the
    # door-room rules' kept issues (a closed door into a chamber) no longer hold
    side_doors = sorted(
        d.id
        for d in board.doors.values()
        if d.cell is None and door_sides(d) & rooms and not door_sides(d) <= rooms
    )
    # walls between a room and a corridor: taken away, the room is no longer enclosed
    # (MD_ROOM_ENCLOSED), and the rooms-enclosed rule's kept issues no longer hold
    room_walls = [
        k
        for k, a, b in board.iter_boundaries()
        if board.edge_kind(k) == "wall"
        and {board.zones[z].kind for z in zones(a, b) if z in board.zones} == {"room", "corridor"}
    ]
    assert between_rooms and elsewhere and room_walls
    rng = random.Random(f"chambers-{name}")
    plan: list[tuple[str, object]] = []
    for key in rng.sample(room_walls, min(2, len(room_walls))):
        cut = rng.choice(elsewhere)
        plan += [("open", key), ("wall", cut), ("open", cut), ("wall", key), ("wall", cut)]
        plan += [("open", cut)]
    for key in rng.sample(between_rooms, min(3, len(between_rooms))):
        cut = rng.choice(elsewhere)
        plan += [("wall", cut), ("open", cut), ("wall", key), ("wall", cut), ("open", key)]
        plan += [("open", cut)]
        if room_doors:
            plan += [("door", rng.choice(room_doors)), ("wall", cut), ("open", cut)]
        if side_doors:
            door = rng.choice(side_doors)
            plan += [("door", door), ("wall", cut), ("door", door), ("open", cut)]
    kept = 0
    last: object = None
    # the door-room rules' kept issues carried as they were (check_chambers',
    # check_door_rooms', check_chamber_doors', check_level_tiles' on md1,
    # check_md2_rooms' on md2), and the party scaling's (no edge read on md)
    by_rooms = (
        "md.chambers",
        "md.door-rooms",
        "md.chamber-doors",
        "md.level-tiles",
        "md.md2-rooms",
        "md.rooms-enclosed",
        "md.levels",
        "party.scaling",
    )
    rules_kept = dict.fromkeys(by_rooms, 0)
    before: dict[str, object] = {}
    for step, (kind, what) in enumerate([*plan, ("", None)]):
        board = recompiler.update(snapshots.take(quest))
        assert reval.validate(quest) == validate_quest(copy.deepcopy(quest), catalog), step
        ctx = reval._last.ctx  # type: ignore[union-attr]
        print(
            step, kind, md._ROOMS_KEPT in ctx._memo, ctx.edge_carry is not None, reval.stats.changed
        )
        if md._ROOMS_KEPT in ctx._memo:
            found = ctx._memo[md._ROOMS_KEPT]
            again = CheckContext(copy.deepcopy(quest), catalog)
            fresh = md._rooms(again)
            assert found[0] == fresh[0] and found[2] == fresh[2], step
            links, want = md._room_links(ctx), md._room_links(again)
            assert list(links.nodes) == list(want.nodes), step
            assert list(links.edges) == list(want.edges), step
            pairs = reval._last.board.derived["md.room-pairs"]  # type: ignore[union-attr]
            assert pairs == md._room_pairs(compile_board(copy.deepcopy(quest), catalog)), step
            kept += found is last
            last = found
        for key in by_rooms:
            entry = ctx.kept.get(key)
            value = entry if key in _KEPT_BARE else entry[1] if entry else None
            rules_kept[key] += value is not None and value is before.get(key)
            before[key] = value
        if what is not None:
            if kind == "door":
                edit = edits.cycle_door(quest, board, str(what))[0]
            else:
                edit = edits.paint_edges(quest, board, [what], kind)  # type: ignore[list-item]
            change = Change()
            apply_edit(quest, edit, change)
            snapshots.note(change)
    assert kept >= 2  # the chambers were carried across walls between corridors
    assert rules_kept["md.door-rooms"] >= 2 and rules_kept["party.scaling"] >= 2
    assert rules_kept["md.rooms-enclosed"] >= 2
    if name.startswith("md2/"):
        assert rules_kept["md.md2-rooms"] >= 2
    if name.startswith("md1/"):
        assert rules_kept["md.chambers"] >= 2 and rules_kept["md.chamber-doors"] >= 2
        assert rules_kept["md.level-tiles"] >= 2


@pytest.mark.parametrize("path", DESCENT, ids=lambda p: p.stem)
def test_party_scaling_is_kept_only_where_no_glyph_reads_the_walls(path: Path) -> None:
    """The activated glyph's zone walled off from its neighbours one side at a time: the
    free start spaces beside it shrink until a party no longer fits, and every revision
    equals a full run (the party scaling keeps nothing on a quest with such a glyph; with
    a glyph it reads the heroes' steps from the glyph's zone)."""
    editor = _Editor(path)
    editor.check()
    ctx = CheckContext(editor.quest, editor.catalog)
    glyphs = descent.active_glyphs(ctx)
    assert glyphs and descent.hero_start_spaces(ctx) is not None
    board = editor.board
    zone = board.zone_of(glyphs[0].cell)  # type: ignore[arg-type]
    cells = board.zones[zone].cells  # type: ignore[index]
    sides = sorted(
        key
        for x, y in cells
        for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        if other in board.cells
        and board.zone_of(other) != zone
        and board.edge_kind(key := edge_between((x, y), other)) != "wall"
    )
    assert sides
    codes = []
    for key in sides:
        editor.apply(edits.paint_edges(editor.quest, editor.board, [key], "wall"))
        codes.append({i.code for i in editor.check()})
        last = editor.in_place._last
        assert last is not None and last.ctx.kept.get("party.scaling", "none") is None
    assert "PARTY_COUNT_FAILS" in codes[-1]  # the party no longer fits beside the glyph


@pytest.mark.parametrize("name", ["md1/twin-levers", "md1/widows-nest"])
def test_levels_are_kept_until_a_wall_between_two_tiles_changes_the_way(name: str) -> None:
    """The open unit edges between two tiles walled one at a time, and opened again: once
    the tiles no longer join, a tile of a higher level lies on the way to another
    (MD_LEVEL_ORDER), and every revision equals a full run; a wall between two zones of
    one tile keeps the level issues."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))

    def tiles(k: EdgeKey) -> tuple[str | None, ...]:
        zones = [board.zone_of(c) for c in edge_cells(k)]
        return tuple(board.zones[z].tile if z in board.zones else None for z in zones)

    open_between = [
        (tiles(k), k)
        for k, a, b in board.iter_boundaries()
        if board.edge_kind(k) in ("open", "opening") and board.zone_of(a) != board.zone_of(b)
    ]
    cut = sorted(k for t, k in open_between if set(t) == {"t1", "t2"})
    inside = next(k for t, k in open_between if t[0] is not None and t[0] == t[1])
    plan = [("wall", inside), *(("wall", k) for k in cut), ("open", inside)]
    plan += [("open", k) for k in cut]
    codes: list[set[str]] = []
    kept = 0
    last: object = None
    for step, (kind, key) in enumerate([*plan, ("", None)]):
        board = recompiler.update(snapshots.take(quest))
        issues = reval.validate(quest)
        assert issues == validate_quest(copy.deepcopy(quest), catalog), step
        codes.append({i.code for i in issues})
        now = reval._last.ctx.kept.get("md.levels")  # type: ignore[union-attr]
        kept += now is not None and now is last
        last = now
        if key is not None:
            change = Change()
            apply_edit(quest, edits.paint_edges(quest, board, [key], kind), change)
            snapshots.note(change)
    cut_off = len(cut) + 1  # every edge between the two tiles walled
    assert "MD_LEVEL_ORDER" in codes[cut_off] and "MD_LEVEL_ORDER" not in codes[0]
    assert kept >= 1  # the wall inside a tile, and opening it, kept the level issues


@pytest.mark.parametrize("name", ["md1/wardens-key", "md1/twin-levers", "md1/widows-nest"])
def test_spawn_zones_are_carried_across_walls_and_found_again_when_a_spawn_moves(
    name: str,
) -> None:
    """Walls laid and taken away between zones, and spawn tokens moved to other zones: the
    safe-spot rule's spawn zones are carried across the walls (they read no edge) and
    found again after a move, and every revision equals a full run, the safe spots
    changing with the spawns."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    rng = random.Random(f"spawn-zones-{name}")
    board = recompiler.update(snapshots.take(quest))
    spawns = [
        i
        for i, t in enumerate(quest.tokens)
        if t.cell is not None and t.type in ("guard", "roaming-start", "level")
    ]
    assert spawns
    carried = 0
    safe_spots: set[tuple[str, ...]] = set()
    before: object = None
    for step in range(30):
        board = recompiler.update(snapshots.take(quest))
        full = validate_quest(copy.deepcopy(quest), catalog)
        assert reval.validate(quest) == full, step
        safe_spots.add(next((i.refs for i in full if i.code == "SIGHT_SAFE_SPOT"), ()))
        kept = reval._last.ctx.kept.get("sight.spawn-zones")  # type: ignore[union-attr]
        carried += kept is not None and kept is before
        before = kept
        if step % 5 == 4:
            index = rng.choice(spawns)
            zone = board.zone_of(quest.tokens[index].cell)  # type: ignore[arg-type]
            cells = sorted(c for c, info in board.cells.items() if info.zone != zone)
            edit: Edit = edits.SetValue(("tokens", index, "cell"), rng.choice(cells))
        else:
            between = [
                k for k, a, b in board.iter_boundaries() if board.zone_of(a) != board.zone_of(b)
            ]
            edit = edits.paint_edges(
                quest, board, [rng.choice(between)], rng.choice(("wall", "open"))
            )
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
    assert carried >= 5
    assert len(safe_spots) >= 2  # the moves changed what the rule says


@pytest.mark.parametrize("name", ["md1/wardens-key", "md2/embers-below"])
def test_door_limits_are_kept_until_a_door_comes_or_goes(name: str) -> None:
    """With the quest's door tokens capped at the doors it places, doors are placed and
    taken away between zones, and walls laid and taken away in between: the door-limit
    check keeps its issues (the same list) across the walls, finds them again when a door
    comes, goes or changes, and every revision equals a full run, the limit broken at
    times."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    placed = [d for d in compile_board(quest, catalog).doors.values() if d.source == "quest"]
    quest.parameters = {**quest.parameters, "doorTokens": len(placed)}
    snapshots, recompiler, reval = Snapshots(), Recompiler(catalog), Revalidator(catalog)
    board = recompiler.update(snapshots.take(quest))
    between = sorted(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    rng = random.Random(f"door-limits-{name}")
    picked = rng.sample(between, 9)
    doors, walls = picked[:3], picked[3:]
    plan: list[tuple[str, EdgeKey]] = []
    for door, wall in zip(doors, walls[::2], strict=True):
        plan += [("wall", wall), ("door", door), ("wall", walls[1]), ("open", wall)]
        plan += [("cycle", door), ("open", walls[1]), ("open", door)]
    kept = over = 0
    before: Any = None
    for step, (kind, key) in enumerate([*plan, ("", ("v", 0, 0))]):
        board = recompiler.update(snapshots.take(quest))
        issues = reval.validate(quest)
        assert issues == validate_quest(copy.deepcopy(quest), catalog), step
        over += any(i.code == "COMPONENT_DOOR_LIMIT" for i in issues)
        now = reval._last.ctx.kept.get("components.door-limits")  # type: ignore[union-attr]
        kept += now is not None and before is not None and now[1] is before[1]
        before = now
        if kind == "door":
            edit: Edit = edits.place_door(quest, [key])[0]
        elif kind == "cycle":
            door_id = board.edges[key].door
            assert door_id is not None
            edit = edits.cycle_door(quest, board, door_id)[0]
        elif kind:
            edit = edits.paint_edges(quest, board, [key], kind)
        else:
            break
        change = Change()
        apply_edit(quest, edit, change)
        snapshots.note(change)
    assert over >= 3 and over < len(plan)  # the door placed broke the limit, and only then
    # the walls kept the issues (a wall taken away before a door moves the door's path)
    assert kept >= len(plan) // 3


def test_the_set_up_counts_are_checked_again_when_set_up_or_parameters_change() -> None:
    """The set-up count check reads the set-up and the parameters (and the system): it is
    reused after a wall, and run again, finding the new count, after an edit of either
    (an edit of the parameters reruns every rule anyway)."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / "md2" / "embers-below.quest.json")
    reval = Revalidator(catalog)
    board = compile_board(quest, catalog)
    wall = next(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    steps: list[Callable[[Quest], None]] = [
        lambda q: None,
        lambda q: q.setup.update(lifebringers=4),
        lambda q: q.edges.append(EdgeSpec("wall", *_ends(wall))),
        lambda q: q.parameters.update(lifebringersByHeroes=[1, 2, 5, 3]),
        lambda q: q.setup.update(lifebringers=2),
        lambda q: q.edges.pop(),
        lambda q: q.parameters.update(lifebringersByHeroes=[1, 1, 2, 2]),
    ]
    found = []
    for step, change in enumerate(steps):
        change(quest)
        issues = reval.validate(quest)
        assert issues == validate_quest(copy.deepcopy(quest), catalog), step
        found.append(sum(i.code == "SETUP_COMPONENT_COUNT" for i in issues))
    assert found == [0, 1, 1, 2, 1, 1, 0]


def _ends(key: EdgeKey) -> tuple[tuple[int, int], tuple[int, int]]:
    """The lattice ends of a unit edge, as an edge spec writes them."""
    axis, x, y = key
    return ((x, y), (x, y + 1)) if axis == "v" else ((x, y), (x + 1, y))


@pytest.mark.parametrize("name", ["md1/ember-reliquary", "md2/embers-below"])
def test_token_lookups_carried_across_walls_match_a_fresh_world(name: str) -> None:
    """Walls laid and taken away between zones, some of them in the same revision as an
    edit of the set-up (the face-down pools, the chapters) or a move of the heroes' start:
    the world's token lookups (roles, start, exits, spawns) are carried across the walls
    alone, and after every revision each one the world holds equals a fresh world's on the
    same board, and the issues a full run's."""
    catalog = default_catalog()
    quest = load_quest(bundled_quests_dir() / f"{name}.quest.json")
    reval = Revalidator(catalog)
    board = compile_board(quest, catalog)
    between = sorted(
        k
        for k, a, b in board.iter_boundaries()
        if board.zone_of(a) != board.zone_of(b) and k not in board.edges
    )
    start = next(i for i, t in enumerate(quest.tokens) if t.type == "start")
    cells = sorted(c for c in board.cells if c != quest.tokens[start].cell)
    rng = random.Random(f"token-lookups-{name}")
    carried = 0
    before: Any = None
    for step in range(24):
        wall = rng.choice(between)
        spec = EdgeSpec("wall", *_ends(wall))
        if spec in quest.edges:
            quest.edges.remove(spec)
        else:
            quest.edges.append(spec)
        if step % 4 == 1:
            pools = {"relics": rng.sample(["artifact", "lair", "guard", "objective"], 2)}
            quest.setup = {**quest.setup, "facedownPools": pools, "chapters": step % 8 == 1}
        elif step % 4 == 3:
            quest.tokens[start] = dataclasses.replace(quest.tokens[start], cell=rng.choice(cells))
        issues = reval.validate(quest)
        assert issues == validate_quest(copy.deepcopy(quest), catalog), step
        ctx = reval._last.ctx  # type: ignore[union-attr]
        world, fresh = ctx.world, world_module.World(ctx.board)
        for key, value in vars(world.roles).items():
            if key != "board":
                assert value == getattr(fresh.roles, key), (step, key)
        for key in ("start_cells", "start_zones", "exits", "spawns"):
            if key in vars(world):
                assert vars(world)[key] == getattr(fresh, key), (step, key)
        kinds = vars(world.roles).get("start_types")
        carried += kinds is not None and kinds is before
        before = kinds
    assert carried >= 8
