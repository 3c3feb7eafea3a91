"""The public sight API: sight_index on both models, caches and door states, conventions,
explicit blockers for the engine, revealed areas, and the bundled quests."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from questwright.core.board import compile_board
from questwright.core.geometry import Cell
from questwright.core.sight import (
    CentreLineSight,
    Conventions,
    board_conventions,
    figure_blockers,
    sight_index,
    zone_sight,
)
from questwright.core.sight.line import chebyshev
from questwright.schema.catalog import bundled_quests_dir
from questwright.schema.io import load_quest
from sightkit import board_from_map, token

ROOM = [
    "+-+-+-+-+-+",
    "|a . . .|b|",
    "+ + + + + +",
    "|. # . .Dc|",
    "+ + + + + +",
    "|. . . .|d|",
    "+-+-+-+-+-+",
]


def test_centre_line_index_uses_cells_as_zones_and_chebyshev_range() -> None:
    board, names = board_from_map(ROOM)
    index = sight_index(board)
    assert index.model == "centre-line"
    seen = index.visible_zones("cell:0,0")
    assert seen["cell:0,0"] == 0
    assert seen["cell:3,0"] == 3
    assert seen["cell:0,2"] == 2
    assert "cell:3,2" not in seen  # the 3:2 line enters the rubble at (1,1)
    assert "cell:2,1" not in seen  # behind the rubble
    assert "cell:4,1" not in seen  # behind the closed door
    assert index.can_see_zone("cell:0,0", "cell:1,1")  # the rubble cell itself is seen
    assert not index.can_see_zone("cell:0,0", "cell:4,0")
    assert index.visible_cells(names["a"]) == {
        (int(z[5:].split(",")[0]), int(z[5:].split(",")[1])) for z in seen
    }
    for zone, distance in seen.items():
        x, y = map(int, zone[5:].split(","))
        assert distance == chebyshev(names["a"], (x, y))


def test_centre_line_index_rows_match_the_matrix_after_switching() -> None:
    big = ["+" + "-+" * 8] + [
        "|" + " ".join(".#."[(x * y) % 3] for x in range(8)) + "|" for y in range(6)
    ]
    lines = [big[0]]
    for row in big[1:]:
        lines += [row, "+" + " +" * 8]
    lines[-1] = big[0]
    board, _ = board_from_map(lines)
    index = sight_index(board, specials=True)
    rows = {c: index.visible_cells(c) for c in board.cells}  # enough queries to switch
    assert index._matrix is not None
    cells, matrix = index.matrix()
    for i, a in enumerate(cells):
        assert rows[a] == {cells[j] for j in range(len(cells)) if matrix[i, j]}


def test_door_state_changes_give_a_new_index_and_old_ones_stay_snapshots() -> None:
    board, names = board_from_map(ROOM)
    index = sight_index(board)
    assert not index.can_see((3, 1), (4, 1))
    board.doors[names["d1"]].state = "open"
    opened = sight_index(board)
    assert opened is not index
    assert opened.can_see(names["a"], (4, 1))  # the 4:1 line crosses the door at y=1.375
    assert opened.can_see((3, 1), (4, 1))
    assert not index.can_see((3, 1), (4, 1))  # the old index keeps its door states
    board.doors[names["d1"]].state = "closed"
    assert sight_index(board) is index  # cached per door state

    zboard, znames = board_from_map(["+-+-+", "|aDb|", "+-+-+"], "zone-walk")
    a, b = znames["a"], znames["b"]
    zindex = sight_index(zboard)
    assert zindex.visible_zones(a) == {a: 0}
    zboard.doors[znames["d1"]].state = "open"
    assert sight_index(zboard).visible_zones(a) == {a: 0, b: 1}
    assert zone_sight(zboard, a) == {a: 0, b: 1}
    assert zindex.visible_zones(a) == {a: 0}
    assert sight_index(zboard, open_doors=[znames["d1"]]).can_see_zone(b, a)
    zboard.doors[znames["d1"]].state = "closed"
    assert zone_sight(zboard, a) == {a: 0}
    assert sight_index(zboard).visible_zones("nowhere") == {}


def test_zone_walk_index_visible_cells_are_zone_cells() -> None:
    board, names = board_from_map(
        ["+-+-+-+", "|a a|b|", "+ +-+ +", "|c c b|", "+-+-+-+"], "zone-walk"
    )
    index = sight_index(board)
    assert index.visible_zones(names["a"]) == {names["a"]: 0, names["c"]: 1}
    assert index.visible_cells((0, 0)) == {(0, 0), (1, 0), (0, 1), (1, 1)}
    assert zone_sight(board, "no-such-zone") == {}


def test_conventions_come_from_system_then_quest() -> None:
    board, _ = board_from_map(ROOM, conventions={"C1": True, "C10": "none"})
    assert board_conventions(board) == Conventions(c1=True, c10="none")
    board.quest.parameters["sightConventions"] = {"C1": False, "C3": False}
    assert board_conventions(board) == Conventions(c1=False, c3=False, c10="none")
    assert CentreLineSight(board, conventions={"C2": True}).conventions == Conventions(
        c2=True, c3=False, c10="none"
    )
    assert Conventions.from_mapping({"C2w": False, "bogus": 1}).c2w is False
    assert Conventions().to_mapping()["C2w"] is True


def test_explicit_blockers_and_figure_purposes() -> None:
    board, names = board_from_map(ROOM)
    a = names["a"]
    assert CentreLineSight(board).can_see(a, (3, 0))
    hero, monster = [(2, 0)], [(2, 2), (3, 2)]
    attack = CentreLineSight(
        board, blockers=figure_blockers("attack", heroes=[hero], monsters=[monster])
    )
    assert not attack.can_see(a, (3, 0))
    spawn = CentreLineSight(
        board, blockers=figure_blockers("spawn", heroes=[hero], monsters=[monster])
    )
    assert not spawn.can_see(a, (3, 0))  # C7: other heroes block
    assert spawn.can_see((0, 2), (3, 2))  # monsters are transparent for spawning
    loose = Conventions(c7=False, c6=False)
    assert figure_blockers("spawn", heroes=[hero], conventions=loose) == []
    assert figure_blockers("reveal", heroes=[hero], conventions=loose) == []
    with pytest.raises(ValueError):
        figure_blockers("gossip")
    # the large monster sees out through its own spaces (C4 off) but blocks others
    assert attack.can_see((3, 2), (0, 2))
    assert not attack.can_see((0, 2), (3, 2)) and attack.can_see((0, 2), (2, 2))


def test_token_blockers_can_be_switched_off_and_areas_hide_doors() -> None:
    board, names = board_from_map(ROOM, tokens=[token("orc", "monster", (2, 0), area="area-2")])
    a = names["a"]
    assert not CentreLineSight(board).can_see(a, (3, 0))
    assert CentreLineSight(board, token_blockers=False).can_see(a, (3, 0))
    assert CentreLineSight(board, revealed_areas=["area-1"]).can_see(a, (3, 0))
    board.doors[names["d1"]].area = "area-2"
    assert CentreLineSight(board, revealed_areas=[]).can_see((3, 1), (4, 1))
    assert not CentreLineSight(board, revealed_areas=["area-2"]).can_see((3, 1), (4, 1))


def test_explain_names_the_blocking_ref() -> None:
    board, names = board_from_map(ROOM)
    sight = CentreLineSight(board)
    assert sight.explain(names["a"], (2, 1)) == "blocked by cell:1,1"
    assert sight.explain((3, 1), (4, 1)) == "crosses edge:v:4,1"
    assert sight.explain(names["a"], (1, 0)) is None


BUNDLED = sorted(bundled_quests_dir().glob("*/*.quest.json"))


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_bundled_quests_have_consistent_sight(path: Path) -> None:
    board = compile_board(load_quest(path))
    index = sight_index(board)
    assert index.model in ("zone-walk", "centre-line")
    for zone in list(board.zones)[:40]:
        seen = index.visible_zones(zone)
        assert seen.get(zone) == 0
        assert all(index.can_see_zone(zone, other) for other in seen)
    if index.model == "centre-line":
        sight = index.sight
        cells, matrix = sight.all_pairs()
        for i, a in enumerate(cells):
            row = sight.visible_from(a)
            assert row == {cells[j] for j in range(len(cells)) if matrix[i, j]}, a


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_seen_from_any_is_the_union_of_each_zones_view(path: Path) -> None:
    # One walk for many zones (the safe-spot rule asks it for every spawn zone at once)
    # must see exactly what the zones see one by one, doors open or as set up.
    import random

    board = compile_board(load_quest(path))
    zones = sorted(board.zones)
    rng = random.Random(path.stem)
    for open_doors in (frozenset(), frozenset(board.doors)):
        index = sight_index(board, open_doors=open_doors)
        for size in (1, 3, max(1, len(zones) // 4)):
            chosen = rng.sample(zones, min(size, len(zones)))
            expected: set[str] = set()
            for zone in chosen:
                expected |= set(index.visible_zones(zone))
            assert index.seen_from_any(chosen) == expected, (open_doors, chosen)


@pytest.mark.parametrize(
    "path",
    sorted(
        p
        for p in bundled_quests_dir().rglob("*.quest.json")
        if p.parent.name in ("md1", "md2", "ddd")
    ),
    ids=lambda p: f"{p.parent.name}/{p.stem}",
)
def test_zones_seen_by_another_are_those_some_other_zone_sees(path: Path) -> None:
    """``seen_by_another`` (the hidden-zone rule's one pass over the rays) is the union of
    what every zone sees, less the zone itself, with the doors as they are and all open."""
    from questwright.core.sight.index import ZoneWalkSightIndex

    board = compile_board(load_quest(path))
    for opened in (frozenset(), frozenset(board.doors)):
        index = ZoneWalkSightIndex(board, open_doors=opened)
        expected = {o for z in board.zones for o in index.visible_zones(z) if o != z}
        assert ZoneWalkSightIndex(board, open_doors=opened).seen_by_another() == expected
        assert expected  # some zone sees another


@pytest.mark.parametrize("c9", [False, True])
def test_a_whole_view_through_stairs_reads_as_each_pair_does(c9: bool) -> None:
    """``ranges_from`` (and descent1's whole views) read the stairs around a cell once for
    every other cell (issue #29: a board of many stairs made each cell's look a walk over
    every partner); what they give is what ``distance`` gives pair by pair."""
    lines = [
        "+-+-+-+-+-+-+-+",
        "|S . # T . . S|",
        "+ + + + + + + +",
        "|. S . . # . .|",
        "+ + +-+ + + + +",
        "|. . T|. S . T|",
        "+ + + + + + + +",
        "|S . . . . % S|",
        "+-+-+-+-+-+-+-+",
    ]
    board, _ = board_from_map(lines)
    sight = CentreLineSight(board, conventions={"C9": c9})
    assert sight.stairs, "the map has stairs"
    lent = 0
    for a in sorted(board.cells):
        pairwise = {b: d for b in board.cells if (d := sight.distance(a, b)) is not None}
        assert sight.ranges_from(a) == pairwise, a
        lent += sum(1 for b, d in pairwise.items() if d != chebyshev(a, b))
    assert lent, "some sight is lent by a stair"


def _plain_stair_distance(sight: CentreLineSight, a: Cell, b: Cell) -> int | None:
    """The stair look as it was written before: a walk over every partner of a stair on
    ``a``."""
    best: int | None = None
    x, y = a
    for stair in [(x + i, y + j) for i in (-1, 0, 1) for j in (-1, 0, 1)]:
        partners = sight.stairs.get(stair)
        if partners is None:
            continue
        if stair == a:
            for partner in partners:
                if b == partner:
                    cost = 1
                elif chebyshev(partner, b) == 1 and sight.geometric(partner, b):
                    cost = 2
                else:
                    continue
                best = cost if best is None else min(best, cost)
        elif chebyshev(stair, a) == 1 and b in partners:
            if sight.conventions.c9 and not sight.geometric(a, stair):
                continue
            best = 2 if best is None else min(best, 2)
    return best


@pytest.mark.parametrize("seed", range(12))
def test_a_pairs_look_through_a_stair_is_the_walk_over_its_partners(seed: int) -> None:
    """One pair's look through a stair on ``a`` tests the cells round ``b`` against the
    stair's partners (issue #29: a stair of hundreds of partners walked them all per pair);
    on random maps of many stairs it answers as the walk over every partner did."""
    rng = random.Random(seed)
    width, height = 7, 5
    lines = ["+" + "-+" * width]
    for y in range(height):
        row = "|"
        for x in range(width):
            row += rng.choice("....#%SSST") + (rng.choice("  |") if x < width - 1 else "|")
        lines.append(row)
        if y < height - 1:
            lines.append("+" + "".join(rng.choice("  -") + "+" for _ in range(width)))
    lines.append("+" + "-+" * width)
    board, _ = board_from_map(lines)
    sight = CentreLineSight(board, conventions={"C9": seed % 2 == 1})
    assert sight.stairs, "the map has stairs"
    lent = 0
    for a in sorted(board.cells):
        for b in sorted(board.cells):
            want = _plain_stair_distance(sight, a, b)
            assert sight._stair_distance(a, b) == want, (a, b)
            lent += want is not None
    assert lent


def test_the_stairs_kept_with_the_board_follow_its_tokens_when_they_are_re_indexed() -> None:
    """A board's stair partners are made once and kept with it for every door view (a
    group of hundreds of stairs made each view a square of work), but read afresh when
    the editor re-indexes the board's tokens: a stair added joins its group, a moved one
    moves, as a board built so from the start has them."""
    lines = [
        "+-+-+-+-+-+",
        "|S . . . S|",
        "+ + + + + +",
        "|. . . . .|",
        "+-+-+-+-+-+",
    ]
    board, _ = board_from_map(lines)
    first = CentreLineSight(board)
    assert first.stairs == {(0, 0): ((4, 0),), (4, 0): ((0, 0),)}
    second = CentreLineSight(board)
    assert second.stairs == first.stairs  # the kept one
    second.stairs[(9, 9)] = ()  # a view's own table is its own
    assert (9, 9) not in CentreLineSight(board).stairs
    stair = next(t for t in board.tokens.values() if t.type == "staircase")
    board.tokens["stair-new"] = token("stair-new", "staircase", (2, 1), properties=stair.properties)
    again = CentreLineSight(board)
    assert again.stairs[(2, 1)] == ((0, 0), (4, 0)) and (2, 1) in again.stairs[(0, 0)]
    del board.tokens[stair.id]
    moved = CentreLineSight(board)
    assert stair.cell not in moved.stairs and len(moved.stairs) == 2
