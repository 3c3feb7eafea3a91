"""Small builders for hand-made test boards: a system, a tileset and a quest in memory.

Tests across packages use these to build tiny boards without files, so each test shows the
whole situation it checks.
"""

from __future__ import annotations

from typing import Any

from questwright.core.board import Board, compile_board
from questwright.schema import serde
from questwright.schema.catalog import Catalog
from questwright.schema.model import Quest, System, Tileset

__all__ = ["make_board", "make_catalog", "make_quest", "make_system"]


def make_system(system_id: str = "toy", **overrides: Any) -> System:
    doc: dict[str, Any] = {
        "format": "questwright-system",
        "formatVersion": 1,
        "id": system_id,
        "name": "Toy system",
        "geometry": {"zoning": "tile", "adjacency": "orthogonal", "sight": "zone-walk"},
        "party": {"min": 1, "max": 4},
        "edgeKinds": {
            "wall": {"label": "Wall", "blocksMove": True, "blocksSight": True},
            "door": {"label": "Door", "blocksMove": True, "blocksSight": True},
            "opening": {"label": "Opening", "blocksMove": False, "blocksSight": False},
            "window": {"label": "Window", "blocksMove": True, "blocksSight": True},
        },
        "terrain": {
            "rubble": {"label": "Rubble", "passable": False, "blocksSight": True},
            "water": {"label": "Water", "passable": False, "blocksSight": False},
        },
        "tokenTypes": {
            "start": {"label": "Start", "anchor": "zone", "limit": 1, "required": True},
            "exit": {"label": "Exit", "anchor": "zone", "limit": 1},
            "key": {"label": "Key", "anchor": "cell"},
            "chip": {"label": "Chip", "anchor": "edge"},
            "camera": {
                "label": "Camera",
                "anchor": "zone",
                "properties": {"facing": {"type": "enum", "enum": ["N", "E", "S", "W"]}},
            },
        },
    }
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(doc.get(key), dict):
            doc[key] = {**doc[key], **value}
        else:
            doc[key] = value
    return serde.from_json(System, doc)


def make_catalog(system: System, tiles: list[dict[str, Any]]) -> Catalog:
    catalog = Catalog()
    catalog.systems[system.id] = system
    tileset = serde.from_json(
        Tileset,
        {
            "format": "questwright-tileset",
            "formatVersion": 1,
            "id": f"{system.id}-test",
            "system": system.id,
            "name": "test tiles",
            "tiles": tiles,
        },
    )
    catalog.add_tileset(tileset)
    return catalog


def make_quest(system_id: str = "toy", **fields: Any) -> Quest:
    doc: dict[str, Any] = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "test-quest",
        "system": system_id,
        "title": "Test",
        "tiles": [],
        "tokens": [],
    }
    doc.update(fields)
    return serde.from_json(Quest, doc)


def make_board(
    tile_defs: list[dict[str, Any]], system: System | None = None, **quest_fields: Any
) -> Board:
    """Compile a quest (``quest_fields``: tiles, edges, tokens…) over the given tile defs."""
    system = system or make_system()
    return compile_board(make_quest(system.id, **quest_fields), make_catalog(system, tile_defs))


def room_tile(tile_id: str, w: int, h: int, **face: Any) -> dict[str, Any]:
    """A one-zone tile of w×h cells (face fields may override)."""
    cells = [[x, y] for y in range(h) for x in range(w)]
    side = {"size": [w, h], "zones": [{"id": "z", "kind": "room", "cells": cells}], **face}
    return {"id": tile_id, "name": tile_id, "sides": {"A": side}}
