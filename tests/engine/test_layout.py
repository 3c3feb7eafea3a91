"""A board that changes in play: attached and removed tiles equal a board compiled whole.

Random sequences of attaching stand-in Machina tiles at open joins and removing tiles are
applied to a bundled quest; after every change the incremental board and topology are
compared with ``compile_board`` and ``Topology`` of a quest that simply lists the same
tiles, and clones, JSON round trips and replays carry the revision.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from questwright.core.board import Board, compile_board
from questwright.engine.core import Game, State
from questwright.engine.layout import TileChange
from questwright.engine.rng import Rng
from questwright.engine.topology import INF, Topology
from questwright.schema.catalog import bundled_quests_dir

from tests.engine.boards import Bare

FOUNDRY = bundled_quests_dir() / "machina" / "cold-foundry.quest.json"
DEFINITIONS = ["ma-01", "ma-02", "ma-03", "ma-04", "ma-05", "ma-06"]


def _whole(game: Game, changes: list[TileChange]) -> Board:
    tiles = list(game.quest.tiles)
    for change in changes:
        if change.op == "attach":
            tiles.append(change.placement())
        else:
            tiles = [t for t in tiles if t.id != change.tile]
    return compile_board(dataclasses.replace(game.quest, tiles=tiles), game.catalog)


def _edges(board: Board) -> dict[Any, tuple[str, str | None]]:
    return {k: (e.kind, e.door) for k, e in board.edges.items()}


def _adjacency(topo: Topology, key: int) -> set[tuple[str, str]]:
    out = set()
    for a, near in enumerate(topo.neighbours(key)):
        for b in near:
            out.add((topo.zone_ids[a], topo.zone_ids[b]))
    return out


def _keys(topo: Topology) -> list[int]:
    every = 0
    for bit in topo.door_bits:
        every |= bit
    return [topo.initial_key, every]


def _same_topology(incremental: Topology, whole: Topology) -> None:
    # the same doors (by id) open in both keys: all closed, then all open
    for closed in (True, False):
        key_i = 0 if closed else sum(incremental.door_bits)
        key_w = 0 if closed else sum(whole.door_bits)
        assert _adjacency(incremental, key_i) == _adjacency(whole, key_w)
    present = [z for z, here in enumerate(incremental.present) if here]
    assert {incremental.zone_ids[z] for z in present} == set(whole.zone_ids)
    for z in present[:: max(1, len(present) // 5)]:
        zid = incremental.zone_ids[z]
        d_i = incremental.distances(0, [z], True)
        d_w = whole.distances(0, [whole.index[zid]], True)
        for other in present:
            oid = incremental.zone_ids[other]
            assert d_i[other] == d_w[whole.index[oid]], (zid, oid)


def _grow(state: State, rng: Rng, steps: int) -> list[TileChange]:
    made: list[TileChange] = []
    for _ in range(steps):
        joins = state.open_joins()
        if made and rng.below(4) == 0:
            placed = [c.tile for c in state.layout.changes if c.op == "attach"]
            live = [t for t in placed if t in state.board.tiles]
            if live:
                tile = live[rng.below(len(live))]
                state.remove_tile(tile)
                made.append(state.layout.changes[-1])
                continue
        if not joins:
            break
        join = joins[rng.below(len(joins))]
        options = state.tile_fits(join, DEFINITIONS[rng.below(len(DEFINITIONS))])
        if not options:
            continue
        change = options[rng.below(len(options))]
        state.change_board(change)
        made.append(change)
    return made


@pytest.mark.parametrize("seed", range(4))
def test_attached_and_removed_tiles_equal_the_whole_board(seed: int) -> None:
    game = Game(FOUNDRY, Bare)
    state = game.new_initial_state(seed)
    rng = Rng(seed)
    changes = _grow(state, rng, 10)
    assert any(c.op == "attach" for c in changes)
    whole = _whole(game, list(state.layout.changes))
    board = state.board
    assert not whole.problems
    assert board.cells == whole.cells
    assert {z: zone.cells for z, zone in board.zones.items()} == {
        z: zone.cells for z, zone in whole.zones.items()
    }
    assert _edges(board) == _edges(whole)
    assert {d: set(door.edges) for d, door in board.doors.items()} == {
        d: set(door.edges) for d, door in whole.doors.items()
    }
    _same_topology(state.topology, Topology(whole))


def test_every_step_of_a_growing_board_matches_and_travels_with_the_state() -> None:
    game = Game(FOUNDRY, Bare)
    state = game.new_initial_state(0)
    rng = Rng(5)
    for _ in range(8):
        # the older revision's tables are known: the new one extends them
        for key in (0, sum(state.topology.door_bits)):
            state.topology.neighbours(key)
        if not _grow(state, rng, 1):
            continue
        whole = _whole(game, list(state.layout.changes))
        assert _edges(state.board) == _edges(whole)
        _same_topology(state.topology, Topology(whole))
        copy = state.clone()
        assert copy.layout is state.layout and copy == state
        doc = json.loads(json.dumps(state.to_json()))
        again = game.state_from_json(doc)
        assert again == state and again.layout is state.layout  # revisions are shared
        fresh = Game(FOUNDRY, Bare).state_from_json(doc)
        assert _edges(fresh.board) == _edges(state.board)


def test_a_tile_that_does_not_fit_is_refused_and_changes_nothing() -> None:
    game = Game(FOUNDRY, Bare)
    state = game.new_initial_state(0)
    before = state.to_json()
    with pytest.raises(ValueError, match="cover"):
        state.attach_tile("ma-03", at=(0, 0))
    with pytest.raises(ValueError, match="no tile"):
        state.remove_tile("nowhere")
    assert state.to_json() == before


def test_a_join_is_met_face_to_face() -> None:
    game = Game(FOUNDRY, Bare)
    state = game.new_initial_state(0)
    joins = state.open_joins()
    assert joins
    join = joins[0]
    options = state.tile_fits(join, "ma-02")
    assert options
    for change in options:
        probe = state.clone()
        probe.change_board(change)
        # the join's edges now lie between two board cells and let heroes through
        topo = probe.topology
        for key in join.edges:
            a, b = (probe.board.cells.get(c) for c in _cells(key))
            assert a is not None and b is not None
        assert join not in probe.open_joins()
        start = topo.zone_of_cell(_cells(join.edges[0])[0])
        far = [topo.zone_of_cell(c) for c in probe.board.tiles[change.tile].cells]
        dist = topo.distances(probe.key, [start], True)
        assert min(dist[z] for z in far) < INF


def _cells(key: Any) -> tuple[Any, Any]:
    from questwright.core.geometry import edge_cells

    return edge_cells(key)
