"""Copying a selection to the clipboard's JSON and pasting it back as one edit."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from questwright.core.board import Board
from questwright.core.edits.ids import all_ids, unique_id
from questwright.core.edits.model import CLIPBOARD_FORMAT, Batch, Edit, Insert
from questwright.core.edits.tiles import _seg_on, _tile_cells, _token_on
from questwright.core.geometry import Cell
from questwright.schema import serde
from questwright.schema.model import DoorSpace, EdgeSpec, Quest, Segment, TilePlacement, Token


def copy_objects(quest: Quest, board: Board, ids: Iterable[str]) -> dict[str, Any] | None:
    """A clipboard document of the tiles, tokens, quest edges and door spaces among ``ids``.

    Copying a tile copies the tokens, quest edges and door spaces on it too. ``origin`` is the top-left
    cell of what was copied; pasting places it at the target cell.
    """
    ids = set(ids)
    tiles = [t for t in quest.tiles if t.id in ids]
    tile_ids = {t.id for t in tiles}
    region: set[Cell] = set()
    for tid in tile_ids:
        region |= _tile_cells(board, tid)
    tokens = [t for t in quest.tokens if t.id in ids or _token_on(t, board, tile_ids, region)]
    edges = [
        e
        for e in quest.edges
        if (e.id and e.id in ids) or (region and _seg_on(e.from_, e.to, region))
    ]
    spaces = [d for d in quest.door_spaces if d.id in ids or tuple(d.cell) in region]
    if not (tiles or tokens or edges or spaces):
        return None
    xs: list[int] = []
    ys: list[int] = []
    for t in tiles:
        xs.append(t.at[0])
        ys.append(t.at[1])
    for tok in tokens:
        if tok.cell is not None:
            xs.append(tok.cell[0])
            ys.append(tok.cell[1])
        elif tok.edge is not None:
            xs.append(min(tok.edge.from_[0], tok.edge.to[0]))
            ys.append(min(tok.edge.from_[1], tok.edge.to[1]))
    for e in edges:
        xs.append(min(e.from_[0], e.to[0]))
        ys.append(min(e.from_[1], e.to[1]))
    for d in spaces:
        xs.append(d.cell[0])
        ys.append(d.cell[1])
    return {
        "format": CLIPBOARD_FORMAT,
        "system": quest.system,
        "origin": [min(xs) if xs else 0, min(ys) if ys else 0],
        "tiles": [serde.to_json(t) for t in tiles],
        "tokens": [serde.to_json(t) for t in tokens],
        "edges": [serde.to_json(e) for e in edges],
        "doorSpaces": [serde.to_json(d) for d in spaces],
    }


def paste_objects(quest: Quest, clip: dict[str, Any], at: Cell) -> tuple[Edit, list[str]]:
    """Insert a clipboard document with its origin at ``at``; every pasted id is new.

    References between pasted objects (a token on a pasted tile, a door's key among the
    pasted tokens) follow the new ids. Returns the edit and the new top-level ids.
    """
    if not isinstance(clip, dict) or clip.get("format") != CLIPBOARD_FORMAT:
        return Batch(), []
    ox, oy = clip.get("origin", [0, 0])
    dx, dy = at[0] - ox, at[1] - oy
    taken = all_ids(quest)
    renames: dict[str, str] = {}

    def fresh(old: str | None, prefix: str) -> str:
        base = re.sub(r"-\d+$", "", old) if old else prefix
        new = unique_id(taken, base or prefix)
        if old:
            renames[old] = new
        return new

    tiles = [serde.from_json(TilePlacement, d) for d in clip.get("tiles", [])]
    tokens = [serde.from_json(Token, d) for d in clip.get("tokens", [])]
    edges = [serde.from_json(EdgeSpec, d) for d in clip.get("edges", [])]
    spaces = [serde.from_json(DoorSpace, d) for d in clip.get("doorSpaces", [])]
    for t in tiles:
        t.id = fresh(t.id, "t")
        t.at = (t.at[0] + dx, t.at[1] + dy)
    for tok in tokens:
        tok.id = fresh(tok.id, tok.type)
        if tok.cell is not None:
            tok.cell = (tok.cell[0] + dx, tok.cell[1] + dy)
        if tok.edge is not None:
            tok.edge = Segment(
                (tok.edge.from_[0] + dx, tok.edge.from_[1] + dy),
                (tok.edge.to[0] + dx, tok.edge.to[1] + dy),
            )
    for e in edges:
        if e.id:
            e.id = fresh(e.id, "door")
        e.from_ = (e.from_[0] + dx, e.from_[1] + dy)
        e.to = (e.to[0] + dx, e.to[1] + dy)
    for d in spaces:
        d.id = fresh(d.id, "door")
        d.cell = (d.cell[0] + dx, d.cell[1] + dy)

    def remap(value: Any) -> Any:
        if isinstance(value, str):
            return renames.get(value, value)
        if isinstance(value, list):
            return [remap(v) for v in value]
        if isinstance(value, dict):
            return {k: remap(v) for k, v in value.items()}
        return value

    for tok in tokens:
        if tok.tile is not None:
            tok.tile = renames.get(tok.tile, tok.tile)
        tok.properties = remap(tok.properties)
    for lock in [e.lock for e in edges] + [d.lock for d in spaces]:
        if lock is not None:
            lock.keys = remap(lock.keys)
    edits: list[Edit] = []
    for name, items in (
        ("tiles", tiles),
        ("tokens", tokens),
        ("edges", edges),
        ("door_spaces", spaces),
    ):
        start = len(getattr(quest, name))
        for offset, item in enumerate(items):
            edits.append(Insert((name,), start + offset, item))
    new_ids = [
        *(t.id for t in tiles),
        *(t.id for t in tokens),
        *(e.id for e in edges if e.id),
        *(d.id for d in spaces),
    ]
    return Batch(tuple(edits)), new_ids
