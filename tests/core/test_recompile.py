"""The incremental board against the oracle: after every random edit (and undo) it must
equal ``compile_board`` of the same quest, on every bundled quest and on hand-made boards
with overlapping tiles, printed doors, terrain and code chips."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest
from questwright.core import edits
from questwright.core.board import Board, compile_board
from questwright.core.edits import Change, Edit, Snapshots, apply_edit
from questwright.core.recompile import BoardDelta, Recompiler
from questwright.schema.catalog import Catalog, bundled_quests_dir, default_catalog
from questwright.schema.io import load_quest
from questwright.schema.model import Quest

from tests.helpers import make_catalog, make_quest, make_system, room_tile
from tests.random_edits import random_edit

QUESTS = sorted(bundled_quests_dir().glob("*/*.quest.json"))


def assert_same_board(got: Board, want: Board) -> None:
    """Equal as compiled data; dicts whose order consumers rely on compared in order."""
    assert list(got.tiles.items()) == list(want.tiles.items())
    assert list(got.cells.items()) == list(want.cells.items())
    assert got.edges == want.edges
    assert got.edge_sides == want.edge_sides
    assert list(got.doors.items()) == list(want.doors.items())
    assert list(got.zones.items()) == list(want.zones.items())
    assert got.features == want.features
    assert list(got.tokens.items()) == list(want.tokens.items())
    assert got.token_paths == want.token_paths
    assert got.problems == want.problems


def _differ(old: dict[Any, Any], new: dict[Any, Any]) -> set[Any]:
    return {k for k in old.keys() | new.keys() if old.get(k) != new.get(k)}


def assert_delta_is_exact(before: Board, after: Board, delta: BoardDelta) -> None:
    """The delta names every cell, unit edge, door and token that differs (and no more)."""
    assert delta.cells == _differ(before.cells, after.cells)
    assert delta.units == _differ(before.edges, after.edges) | _differ(
        before.edge_sides, after.edge_sides
    )
    assert delta.doors == _differ(before.doors, after.doors)
    assert delta.tokens == {
        t
        for t in before.tokens.keys() | after.tokens.keys()
        if before.tokens.get(t) is not after.tokens.get(t)
    }
    assert set(delta.zones) >= _differ(before.zones, after.zones)
    assert set(delta.tiles) >= _differ(before.tiles, after.tiles) - {
        t for t in after.tiles if before.tiles.get(t, after.tiles[t]).index != after.tiles[t].index
    }


class Session:
    """A live quest edited in place, its snapshots, and the recompiler following it."""

    def __init__(self, quest: Quest, catalog: Catalog) -> None:
        self.quest = quest
        self.catalog = catalog
        self.snapshots = Snapshots()
        self.recompiler = Recompiler(catalog)
        self.undo: list[Edit] = []
        self.modes: list[str] = []
        self.board = self.recompiler.update(self.snapshots.take(quest))

    def apply(self, edit: Edit) -> None:
        change = Change()
        self.undo.append(apply_edit(self.quest, edit, change))
        self.snapshots.note(change)

    def undo_last(self) -> None:
        change = Change()
        apply_edit(self.quest, self.undo.pop(), change)
        self.snapshots.note(change)

    def check(self) -> Board:
        before = self.board
        self.board = self.recompiler.update(self.snapshots.take(self.quest))
        self.modes.append(self.recompiler.mode)
        assert_same_board(self.board, compile_board(copy.deepcopy(self.quest), self.catalog))
        if self.recompiler.mode == "updated":
            assert_delta_is_exact(before, self.board, self.recompiler.delta)
        return self.board


def run_session(quest: Quest, catalog: Catalog, seed: int, steps: int) -> Session:
    rng = random.Random(seed)
    session = Session(quest, catalog)
    session.check()
    for _ in range(steps):
        if session.undo and rng.random() < 0.3:
            session.undo_last()
        else:
            try:
                edit = random_edit(rng, session.quest, session.board, catalog)
            except ValueError:
                continue  # a door that would not lie on one straight run
            session.apply(edit)
        if rng.random() < 0.8:  # sometimes two edits between two boards
            session.check()
    while session.undo:
        session.undo_last()
    session.check()
    # the first board was compiled; every later one is an update
    assert set(session.modes) == {"updated"}, session.modes
    return session


@pytest.mark.parametrize("path", QUESTS, ids=lambda p: p.parent.name + "/" + p.stem)
def test_random_edits_on_bundled_quests_match_a_full_compile(path: Path) -> None:
    quest = load_quest(path)
    original = copy.deepcopy(quest)
    session = run_session(quest, default_catalog(), seed=len(path.name), steps=25)
    assert session.quest == original  # every edit was undone


SYSTEM = make_system(parameters={"lockingTokens": ["chip"]})
CATALOG = make_catalog(
    SYSTEM,
    [
        room_tile("room", 3, 2),
        room_tile("square", 2, 2),
        {
            "id": "hall",
            "name": "Hall",
            "sides": {
                "A": {
                    "size": [4, 3],
                    "perimeter": "wall",
                    "zones": [
                        {"id": "a", "kind": "room", "cells": [[0, 0], [1, 0], [0, 1], [1, 1]]},
                        {"id": "b", "kind": "corridor", "cells": [[2, 0], [3, 0], [2, 1], [3, 1]]},
                    ],
                    "edges": [
                        {"id": "d", "kind": "door", "from": [2, 0], "to": [2, 1]},
                        {"kind": "opening", "from": [4, 1], "to": [4, 2]},
                        {"id": "out", "kind": "door", "from": [1, 3], "to": [2, 3]},
                    ],
                    "terrain": [{"kind": "rubble", "cells": [[3, 2]]}],
                    "features": [{"id": "f", "type": "spawn-point", "cell": [0, 2]}],
                },
                "B": {"size": [4, 3], "perimeter": "open", "zones": [], "void": [[3, 2]]},
            },
        },
    ],
)


@pytest.mark.parametrize("seed", range(6))
def test_random_edits_on_a_crowded_toy_board(seed: int) -> None:
    quest = make_quest(
        tiles=[
            {"id": "t1", "tile": "hall", "side": "A", "at": [0, 0]},
            {"id": "t2", "tile": "room", "side": "A", "at": [4, 0], "rotation": 90},
            {"id": "t3", "tile": "square", "side": "A", "at": [1, 2]},  # overlaps t1
            {"id": "t4", "tile": "hall", "side": "B", "at": [0, 3]},
        ],
        tokens=[
            {"id": "start", "type": "start", "cell": [0, 0]},
            {"id": "chip-1", "type": "chip", "edge": {"from": [2, 0], "to": [2, 1]}},
        ],
        edges=[
            {"id": "door-1", "kind": "door", "from": [4, 0], "to": [4, 1], "state": "locked"},
            {"kind": "wall", "from": [0, 3], "to": [3, 3]},
            {"kind": "open", "from": [1, 3], "to": [2, 3]},
            {"kind": "door", "from": [5, 0], "to": [5, 1]},
        ],
        terrain=[{"kind": "water", "cells": [[1, 1], [9, 9]]}],
    )
    run_session(quest, CATALOG, seed=seed, steps=60)


def test_a_wall_edit_updates_only_its_unit_and_says_so() -> None:
    quest = make_quest(
        tiles=[
            {"id": "t1", "tile": "room", "side": "A", "at": [0, 0]},
            {"id": "t2", "tile": "room", "side": "A", "at": [3, 0]},
        ],
        tokens=[{"id": "start", "type": "start", "cell": [0, 0]}],
    )
    session = Session(quest, CATALOG)
    before = session.board
    unit = ("v", 1, 0)
    session.apply(edits.paint_edges(session.quest, before, [unit], "wall"))
    after = session.check()
    delta = session.recompiler.delta
    assert session.recompiler.mode == "updated"
    assert delta.units == {unit} and not delta.cells and not delta.tiles
    assert after.cells is not before.cells or after.cells == before.cells
    assert before.edge_kind(unit) == "open"  # the older board is left as it was
    assert after.edge_kind(unit) == "wall"
    session.undo_last()
    session.check()
    assert session.recompiler.delta.units == {unit}


def test_a_token_move_touches_no_geometry() -> None:
    quest = make_quest(
        tiles=[{"id": "t1", "tile": "room", "side": "A", "at": [0, 0]}],
        tokens=[{"id": "start", "type": "start", "cell": [0, 0]}],
    )
    session = Session(quest, make_catalog(make_system(), [room_tile("room", 3, 2)]))
    before = session.board
    session.apply(edits.SetValue(("tokens", 0, "cell"), (2, 1)))
    after = session.check()
    delta = session.recompiler.delta
    assert delta.tokens == {"start"} and not delta.geometry and not delta.doors
    assert after.cells is before.cells and after.edges is before.edges
    assert before.tokens["start"].cell == (0, 0)


def test_a_code_chip_on_a_door_locks_it_and_unlocks_it_when_moved_away() -> None:
    quest = make_quest(
        tiles=[{"id": "t1", "tile": "hall", "side": "A", "at": [0, 0]}],
        tokens=[{"id": "start", "type": "start", "cell": [0, 0]}],
    )
    session = Session(quest, CATALOG)
    assert session.board.doors["t1:d"].state == "closed"
    session.apply(edits.place_token(session.quest, SYSTEM, "chip", edge=((2, 0), (2, 1)))[0])
    assert session.check().doors["t1:d"].state == "locked"
    assert session.recompiler.delta.doors == {"t1:d"}
    session.undo_last()
    assert session.check().doors["t1:d"].state == "closed"


def test_moving_a_tile_off_an_overlap_gives_the_cells_back() -> None:
    quest = make_quest(
        tiles=[
            {"id": "t1", "tile": "room", "side": "A", "at": [0, 0]},
            {"id": "t2", "tile": "room", "side": "A", "at": [1, 0]},
        ],
    )
    session = Session(quest, CATALOG)
    assert [p.code for p in session.board.problems].count("GEOM_TILE_OVERLAP") == 1
    session.apply(edits.SetValue(("tiles", 0, "at"), (-5, 0)))
    board = session.check()
    assert "GEOM_TILE_OVERLAP" not in [p.code for p in board.problems]
    assert board.cells[(1, 0)].tile == "t2"


def test_a_new_system_or_parameters_compile_from_scratch() -> None:
    quest = make_quest(tiles=[{"id": "t1", "tile": "room", "side": "A", "at": [0, 0]}])
    session = Session(quest, CATALOG)
    session.apply(edits.SetValue(("parameters", "lockingTokens"), []))
    session.check()
    assert session.recompiler.mode == "compiled" and session.recompiler.delta.full


def test_snapshots_share_what_an_edit_did_not_touch() -> None:
    quest = make_quest(
        tiles=[{"id": "t1", "tile": "room", "side": "A", "at": [0, 0]}],
        tokens=[
            {"id": "a", "type": "key", "cell": [0, 0]},
            {"id": "b", "type": "key", "cell": [1, 0]},
        ],
    )
    snapshots = Snapshots()
    first = snapshots.take(quest)
    assert snapshots.take(quest) is first  # nothing changed
    change = Change()
    apply_edit(quest, edits.SetValue(("tokens", 1, "cell"), (2, 1)), change)
    snapshots.note(change)
    second = snapshots.take(quest)
    assert second.tiles is first.tiles
    assert second.tokens[0] is first.tokens[0]
    assert second.tokens[1] is not first.tokens[1]
    assert (first.tokens[1].cell, second.tokens[1].cell) == ((1, 0), (2, 1))
    assert second == quest and second.tokens[1] is not quest.tokens[1]
