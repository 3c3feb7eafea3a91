"""Edits that place tiles and move, rotate or flip a selection (tiles with what lies on them)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from questwright.core.board import Board
from questwright.core.edits.ids import all_ids, find, unique_id
from questwright.core.edits.model import Batch, Edit, Insert, SetValue
from questwright.core.geometry import (
    DIRECTIONS,
    Cell,
    edge_cells,
    rotate_cell,
    rotate_direction,
    rotate_vertex,
    segment_edges,
)
from questwright.schema.model import Quest, Segment, TilePlacement, Token


def place_tile(
    quest: Quest,
    tile: str,
    side: str,
    at: Cell,
    rotation: int = 0,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Place a tile face with its top-left rotated corner at ``at``; returns (edit, id)."""
    ident = ident or unique_id(all_ids(quest), "t")
    placement = TilePlacement(id=ident, tile=tile, side=side, at=tuple(at), rotation=rotation)  # type: ignore[arg-type]
    return Insert(("tiles",), len(quest.tiles), placement), ident


def _tile_cells(board: Board, ident: str) -> frozenset[Cell]:
    placed = board.tiles.get(ident)
    return placed.cells if placed else frozenset()


def _seg_on(spec_from: Cell, spec_to: Cell, region: frozenset[Cell] | set[Cell]) -> bool:
    """Whether every unit edge of a segment touches a cell of ``region``."""
    try:
        units = segment_edges(spec_from, spec_to)
    except ValueError:
        return False
    return all(any(c in region for c in edge_cells(u)) for u in units)


def _token_on(token: Token, board: Board, tiles: set[str], region: set[Cell]) -> bool:
    if token.tile is not None:
        return token.tile in tiles
    if token.cell is not None:
        return tuple(token.cell) in region
    if token.edge is not None:
        return _seg_on(token.edge.from_, token.edge.to, region)
    return False


def move_objects(quest: Quest, board: Board, ids: Iterable[str], dx: int, dy: int) -> Edit:
    """Move tiles (with everything anchored to them), tokens and quest edges by (dx, dy)."""
    ids = set(ids)
    if (dx, dy) == (0, 0) or not ids:
        return Batch()
    moved_tiles = {t.id for t in quest.tiles if t.id in ids}
    region: set[Cell] = set()
    for tid in moved_tiles:
        region |= _tile_cells(board, tid)
    edits: list[Edit] = []

    def shift(c: Sequence[int]) -> tuple[int, int]:
        return (int(c[0]) + dx, int(c[1]) + dy)

    for index, tile in enumerate(quest.tiles):
        if tile.id in moved_tiles:
            edits.append(SetValue(("tiles", index, "at"), shift(tile.at)))
    for index, token in enumerate(quest.tokens):
        if token.id in ids or _token_on(token, board, moved_tiles, region):
            if token.cell is not None:
                edits.append(SetValue(("tokens", index, "cell"), shift(token.cell)))
            elif token.edge is not None:
                seg = Segment(shift(token.edge.from_), shift(token.edge.to))
                edits.append(SetValue(("tokens", index, "edge"), seg))
    for index, spec in enumerate(quest.edges):
        if (spec.id and spec.id in ids) or (region and _seg_on(spec.from_, spec.to, region)):
            edits.append(SetValue(("edges", index, "from_"), shift(spec.from_)))
            edits.append(SetValue(("edges", index, "to"), shift(spec.to)))
    for index, space in enumerate(quest.door_spaces):
        if space.id in ids or tuple(space.cell) in region:
            edits.append(SetValue(("door_spaces", index, "cell"), shift(space.cell)))
    for index, patch in enumerate(quest.terrain):
        if (patch.id and patch.id in ids) or (
            region and patch.cells and all(tuple(c) in region for c in patch.cells)
        ):
            edits.append(SetValue(("terrain", index, "cells"), [shift(c) for c in patch.cells]))
    if region:
        for index, area in enumerate(quest.areas):
            cells = [shift(c) if tuple(c) in region else tuple(c) for c in area.cells]
            if cells != [tuple(c) for c in area.cells]:
                edits.append(SetValue(("areas", index, "cells"), cells))
        for index, objective in enumerate(quest.objectives):
            if objective.zone is not None and tuple(objective.zone) in region:
                edits.append(SetValue(("objectives", index, "zone"), shift(objective.zone)))
    return Batch(tuple(edits))


def _turn(p: Sequence[int], at: Cell, size: tuple[int, int], quarters: int, fn: Any) -> Cell:
    """Turn a cell or vertex of the box ``at``+``size`` clockwise by quarters × 90°."""
    local = (p[0] - at[0], p[1] - at[1])
    s = size
    for _ in range(quarters):
        local = fn(local, s, 90)
        s = (s[1], s[0])
    return (local[0] + at[0], local[1] + at[1])


def rotate_tiles(quest: Quest, board: Board, ids: Iterable[str], quarters: int = 1) -> Edit:
    """Turn tiles clockwise by ``quarters`` × 90° about their footprint, with their tokens."""
    edits: list[Edit] = []
    quarters %= 4
    if quarters == 0:
        return Batch()
    for tid in ids:
        found = find(quest, tid)
        if found is None or found[0] != "tiles":
            continue
        _, index, tile = found
        placed = board.tiles.get(tid)
        if placed is None:
            edits.append(
                SetValue(("tiles", index, "rotation"), (tile.rotation + 90 * quarters) % 360)
            )
            continue
        at, size = placed.at, placed.size
        region = set(placed.cells)
        rot_cell: dict[tuple[int, ...], Cell] = {
            c: _turn(c, at, size, quarters, rotate_cell) for c in region
        }

        def rot_vertex(
            v: Sequence[int], at: Cell = at, size: tuple[int, int] = size
        ) -> tuple[int, int]:
            return _turn(v, at, size, quarters, rotate_vertex)

        edits.append(SetValue(("tiles", index, "rotation"), (tile.rotation + 90 * quarters) % 360))
        for t_index, token in enumerate(quest.tokens):
            if not _token_on(token, board, {tid}, region):
                continue
            if token.cell is not None and tuple(token.cell) in rot_cell:
                edits.append(SetValue(("tokens", t_index, "cell"), rot_cell[tuple(token.cell)]))
            elif token.edge is not None:
                seg = Segment(rot_vertex(token.edge.from_), rot_vertex(token.edge.to))
                edits.append(SetValue(("tokens", t_index, "edge"), seg))
            for name in ("facing", "direction", "side"):
                value = token.properties.get(name)
                if isinstance(value, str) and value in DIRECTIONS:
                    edits.append(
                        SetValue(
                            ("tokens", t_index, "properties", name),
                            rotate_direction(value, 90 * quarters),
                        )
                    )
        for e_index, spec in enumerate(quest.edges):
            if _seg_on(spec.from_, spec.to, region):
                edits.append(SetValue(("edges", e_index, "from_"), rot_vertex(spec.from_)))
                edits.append(SetValue(("edges", e_index, "to"), rot_vertex(spec.to)))
        for d_index, space in enumerate(quest.door_spaces):
            if tuple(space.cell) in rot_cell:
                edits.append(
                    SetValue(("door_spaces", d_index, "cell"), rot_cell[tuple(space.cell)])
                )
    return Batch(tuple(edits))


def flip_tiles(quest: Quest, sides_of: dict[str, list[str]], ids: Iterable[str]) -> Edit:
    """Turn tiles over to their next side; ``sides_of`` maps a tile id to its sides."""
    edits: list[Edit] = []
    for tid in ids:
        found = find(quest, tid)
        if found is None or found[0] != "tiles":
            continue
        _, index, tile = found
        sides = sides_of.get(tile.tile) or []
        if len(sides) < 2:
            continue
        nxt = sides[(sides.index(tile.side) + 1) % len(sides)] if tile.side in sides else sides[0]
        edits.append(SetValue(("tiles", index, "side"), nxt))
    return Batch(tuple(edits))
