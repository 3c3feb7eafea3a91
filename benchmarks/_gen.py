"""Generators of large synthetic boards for benchmarks (not shipped data)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any


def system_doc(system_id: str, zoning: str = "tile") -> dict[str, Any]:
    return {
        "format": "questwright-system",
        "formatVersion": 1,
        "id": system_id,
        "name": "Benchmark system",
        "geometry": {
            "zoning": zoning,
            "adjacency": "orthogonal" if zoning == "tile" else "octile",
            "sight": "zone-walk" if zoning == "tile" else "centre-line",
        },
        "party": {"min": 1, "max": 6},
        "edgeKinds": {
            "wall": {"label": "Wall", "blocksMove": True, "blocksSight": True},
            "door": {"label": "Door", "blocksMove": True, "blocksSight": True},
            "opening": {"label": "Opening", "blocksMove": False, "blocksSight": False},
        },
        "terrain": {"rubble": {"label": "Rubble", "passable": False, "blocksSight": True}},
        "tokenTypes": {
            "start": {"label": "Start", "anchor": "zone", "limit": 1, "required": True},
            "treasure": {"label": "Treasure", "anchor": "zone"},
        },
    }


def tileset_doc(
    system_id: str, size: int = 10, zones_per_tile: int = 10, seed: int = 1
) -> dict[str, Any]:
    """Tiles of size×size cells cut into horizontal bands of zones with walls and gaps."""
    rng = random.Random(seed)
    tiles = []
    band = size // zones_per_tile
    for t in range(4):
        zones, edges = [], []
        for z in range(zones_per_tile):
            cells = [[x, y] for y in range(z * band, (z + 1) * band) for x in range(size)]
            zones.append(
                {
                    "id": f"z{z}",
                    "kind": "room" if z % 2 else "corridor",
                    "light": "shadow" if rng.random() < 0.4 else "light",
                    "cells": cells,
                }
            )
            if z:
                gap = rng.randrange(size)
                y = z * band
                if gap:
                    edges.append({"kind": "wall", "from": [0, y], "to": [gap, y]})
                if gap + 1 < size:
                    edges.append({"kind": "wall", "from": [gap + 1, y], "to": [size, y]})
                if rng.random() < 0.3:
                    edges.append(
                        {"id": f"d{z}", "kind": "door", "from": [gap, y], "to": [gap + 1, y]}
                    )
        tiles.append(
            {
                "id": f"bench-{t}",
                "name": f"bench {t}",
                "sides": {
                    "A": {"size": [size, size], "perimeter": "open", "zones": zones, "edges": edges}
                },
            }
        )
    return {
        "format": "questwright-tileset",
        "formatVersion": 1,
        "id": f"{system_id}-tiles",
        "system": system_id,
        "name": "Benchmark tiles",
        "tiles": tiles,
    }


def quest_doc(
    system_id: str,
    width: int = 100,
    height: int = 100,
    tile: int = 10,
    tokens: int = 0,
    seed: int = 2,
) -> dict[str, Any]:
    rng = random.Random(seed)
    placed = []
    for ty in range(height // tile):
        for tx in range(width // tile):
            placed.append(
                {
                    "id": f"t{tx}-{ty}",
                    "tile": f"bench-{rng.randrange(4)}",
                    "side": "A",
                    "at": [tx * tile, ty * tile],
                    "rotation": rng.choice([0, 90, 180, 270]),
                }
            )
    toks = [{"id": "start", "type": "start", "cell": [0, 0]}]
    toks += [
        {"id": f"tr{i}", "type": "treasure", "cell": [rng.randrange(width), rng.randrange(height)]}
        for i in range(tokens)
    ]
    return {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "bench",
        "system": system_id,
        "title": "Benchmark board",
        "tiles": placed,
        "tokens": toks,
    }


def write_fixture(
    folder: Path,
    system_id: str = "bench",
    zoning: str = "tile",
    tokens: int = 0,
    width: int = 100,
    height: int = 100,
) -> Path:
    """Write system, tileset and quest under ``folder``; return the quest path."""
    sys_dir = folder / system_id
    sys_dir.mkdir(parents=True, exist_ok=True)
    (sys_dir / "system.json").write_text(json.dumps(system_doc(system_id, zoning)))
    (sys_dir / "bench.tiles.json").write_text(json.dumps(tileset_doc(system_id)))
    quest = folder / f"{system_id}.quest.json"
    quest.write_text(json.dumps(quest_doc(system_id, width, height, tokens=tokens)))
    return quest
