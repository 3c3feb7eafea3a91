"""Deleting a selection of objects as one edit."""

from __future__ import annotations

from collections.abc import Iterable

from questwright.core.board import Board
from questwright.core.edits.model import COLLECTIONS, Batch, Edit, Remove
from questwright.core.edits.tiles import _tile_cells, _token_on
from questwright.core.geometry import Cell
from questwright.schema.model import Quest


def delete_objects(quest: Quest, board: Board | None, ids: Iterable[str]) -> Edit:
    """Remove objects by id; a removed tile takes the tokens and door spaces on it along."""
    ids = set(ids)
    doomed: dict[str, set[int]] = {name: set() for name in COLLECTIONS}
    tiles = set()
    for name in COLLECTIONS:
        for index, item in enumerate(getattr(quest, name)):
            if getattr(item, "id", None) in ids:
                doomed[name].add(index)
                if name == "tiles":
                    tiles.add(item.id)
    if tiles and board is not None:
        region: set[Cell] = set()
        for tid in tiles:
            region |= _tile_cells(board, tid)
        for index, token in enumerate(quest.tokens):
            if _token_on(token, board, tiles, region):
                doomed["tokens"].add(index)
        for index, space in enumerate(quest.door_spaces):
            if tuple(space.cell) in region:
                doomed["door_spaces"].add(index)
    edits: list[Edit] = []
    for name in COLLECTIONS:
        for index in sorted(doomed[name], reverse=True):
            edits.append(Remove((name,), index))
    return Batch(tuple(edits))
