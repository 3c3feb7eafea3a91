"""Hand-made descent1 boards for rules tests, drawn as character maps.

``rows`` draws the spaces: ``#`` (or a blank) is rock, ``.`` a floor space, ``r`` rubble,
``w`` water, ``o`` a pit, ``s`` slime. ``areas`` (same shape, optional) gives each space
its reveal area by letter (``.``: none); without it the whole map is area ``a`` and the
start area. Doors are ``(id, (x1, y1), (x2, y2), area, rune colour or None)`` segments on
lattice lines; ``walls`` are extra wall segments. Tokens are ``(id, type, (x, y), props)``
or with a fourth ``size``. The real descent1 system and stand-in content are used; only the
map is ours.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.core import Game
from questwright.engine.rulesets.descent1.heroes import put_hero
from questwright.engine.rulesets.descent1.monsters import new_monster
from questwright.schema import serde
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, Tileset

__all__ = ["descent_game", "place_hero", "place_monster"]

TERRAIN = {"r": "rubble", "w": "water", "o": "pit", "s": "slime"}


def descent_game(
    rows: list[str],
    *,
    areas: list[str] | None = None,
    start_area: str = "a",
    doors: tuple[tuple[Any, ...], ...] = (),
    walls: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (),
    tokens: tuple[tuple[Any, ...], ...] = (),
    party: int | list[str] = 2,
    objectives: list[dict[str, Any]] | None = None,
    triggers: list[dict[str, Any]] | None = None,
    loss: list[dict[str, Any]] | None = None,
    items: list[dict[str, Any]] | None = None,
    setup: dict[str, Any] | None = None,
    parameters: dict[str, Any] | None = None,
    max_rounds: int | None = None,
    chance: str = "internal",
    ties: str = "random",
) -> Game:
    w, h = max(len(r) for r in rows), len(rows)
    cells = {(x, y): ch for y, row in enumerate(rows) for x, ch in enumerate(row) if ch not in "# "}
    void = [[x, y] for y in range(h) for x in range(w) if (x, y) not in cells]
    base = default_catalog()
    catalog = Catalog()
    catalog.systems["descent1"] = base.system("descent1")  # type: ignore[assignment]
    catalog.add_tileset(
        serde.from_json(
            Tileset,
            {
                "format": "questwright-tileset",
                "formatVersion": 1,
                "id": "descent1-engine-test",
                "system": "descent1",
                "name": "descent1 test tiles",
                "tiles": [
                    {
                        "id": "test-map",
                        "name": "test map",
                        "sides": {"A": {"size": [w, h], "void": void, "perimeter": "wall"}},
                    }
                ],
            },
        )
    )
    area_map: dict[tuple[int, int], str] = {}
    if areas is None:
        area_map = {c: "a" for c in cells}
    else:
        for y, row in enumerate(areas):
            for x, ch in enumerate(row):
                if (x, y) in cells and ch not in ". #":
                    area_map[(x, y)] = ch
    area_ids = sorted(set(area_map.values()))
    terrain: dict[str, list[list[int]]] = {}
    for (x, y), ch in sorted(cells.items()):
        if ch in TERRAIN:
            terrain.setdefault(ch, []).append([x, y])
    edges: list[dict[str, Any]] = []
    for door in doors:
        door_id, a, b, area = door[0], door[1], door[2], door[3]
        color = door[4] if len(door) > 4 else None
        spec: dict[str, Any] = {
            "id": door_id,
            "kind": "door",
            "state": "closed",
            "from": list(a),
            "to": list(b),
        }
        if area:
            spec["area"] = area
        if color:
            spec["lock"] = {"kind": "rune", "color": color}
        edges.append(spec)
    for a, b in walls:
        edges.append({"kind": "wall", "from": list(a), "to": list(b)})
    token_docs = []
    for tok in tokens:
        tid, ttype, cell, props = tok[0], tok[1], tok[2], tok[3]
        doc: dict[str, Any] = {"id": tid, "type": ttype, "cell": list(cell), "properties": props}
        if len(tok) > 4 and tok[4] is not None:
            doc["size"] = list(tok[4])
        if (tuple(cell)) in area_map:
            doc["area"] = area_map[tuple(cell)]
        token_docs.append(doc)
    quest_doc: dict[str, Any] = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "descent1-rules-test",
        "system": "descent1",
        "title": "descent1 rules test board",
        "tilesets": ["descent1-engine-test"],
        "tiles": [{"id": "t1", "tile": "test-map", "side": "A", "at": [0, 0], "rotation": 0}],
        "edges": edges,
        "terrain": [
            {"id": f"terrain-{ch}", "kind": TERRAIN[ch], "cells": cs} for ch, cs in terrain.items()
        ],
        "areas": [
            {"id": a, "cells": [list(c) for c, x in sorted(area_map.items()) if x == a]}
            for a in area_ids
        ],
        "tokens": token_docs,
        "objectives": objectives or [],
        "triggers": triggers or [],
        "loss": loss or [],
        "items": items or [],
        "setup": {"startArea": start_area, "startConquest": 5, **(setup or {})},
        "parameters": parameters or {},
    }
    quest = serde.from_json(Quest, quest_doc)
    return Game(
        quest, party=party, catalog=catalog, max_rounds=max_rounds, chance=chance, ties=ties
    )


def place_hero(state: Any, index: int, cell: tuple[int, int] | None) -> None:
    """Put hero ``index`` on ``cell`` (``None``: in town)."""
    put_hero(state, state.heroes[index], cell)


def place_monster(
    state: Any,
    mtype: str,
    cells: list[tuple[int, int]] | tuple[tuple[int, int], ...],
    rank: str = "normal",
) -> Any:
    """Put a monster of ``mtype`` on ``cells`` (no card played)."""
    return new_monster(state, mtype, rank, tuple(sorted(cells)))
