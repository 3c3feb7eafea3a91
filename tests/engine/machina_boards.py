"""Hand-made Machina Arcana boards for the rules tests, drawn as character maps.

Each character is a space: ``.`` floor, ``#`` rubble, ``_`` pit, ``^`` trapped floor, ``S``
spawn space, ``C`` chest, ``W`` workbench, ``?`` event space, ``R`` recharge station, ``L``
trap lever, ``A`` chapter space, ``x`` destroyed space, a blank no space. Tokens stand on
floor: ``1``–``4`` explorer starts, ``M`` a monster (``monsters`` gives its properties in
reading order), ``o`` a barrel, ``X`` an exit token. Walls and doors are ``edges`` (quest
edges), doors on spaces ``door_spaces`` (the quest's ``doorSpaces``); ``joins`` puts direction symbols on the tile. Extra map tiles (``deck``) are in the
tileset for exploring. The real machina system and stand-in content are used.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.core import Game
from questwright.engine.rng import Rng
from questwright.schema import serde
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, Tileset

__all__ = ["Scripted", "machina_game", "tile_def"]

TERRAIN = {
    "#": "rubble",
    "_": "pit",
    "^": "floor-trapped",
    "S": "spawn-space",
    "C": "chest-space",
    "W": "workbench",
    "?": "event-space",
    "R": "recharge-station",
    "L": "trap-lever",
    "A": "chapter-space",
    "x": "destroyed",
}
TOKENS = {"M": "monster", "o": "barrel", "X": "exit"}


class Scripted(Rng):
    """A generator that returns the scripted values first (``below(n)`` must fit), then
    behaves as a seeded generator."""

    __slots__ = ("script",)

    def __init__(self, script: list[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(script)

    def draws(self, sizes: Any, private: tuple[int, ...] | None = None) -> list[int]:
        return [self.below(n, private) for n in sizes]

    def below(self, n: int, private: tuple[int, ...] | None = None) -> int:
        if self.script:
            value = self.script.pop(0)
            assert 0 <= value < n, f"scripted {value} does not fit below({n})"
            return value
        return super().below(n)

    def copy(self) -> Scripted:
        other = Scripted(self.script)
        other.state = self.state
        return other


def tile_def(
    tile_id: str,
    rows: list[str],
    joins: list[tuple[tuple[int, int], tuple[int, int], str]] = (),  # type: ignore[assignment]
    edges: list[dict[str, Any]] = (),  # type: ignore[assignment]
    category: str = "map",
    door_spaces: list[dict[str, Any]] = (),  # type: ignore[assignment]
) -> dict[str, Any]:
    """A tileset tile from a character map (tokens' characters are floor)."""
    w, h = max(len(r) for r in rows), len(rows)
    terrain: dict[str, list[list[int]]] = {}
    void = []
    for y in range(h):
        for x in range(w):
            ch = rows[y][x] if x < len(rows[y]) else " "
            if ch == " ":
                void.append([x, y])
            elif ch in TERRAIN:
                terrain.setdefault(TERRAIN[ch], []).append([x, y])
    face: dict[str, Any] = {
        "size": [w, h],
        "perimeter": "wall",
        "terrain": [{"kind": k, "cells": v} for k, v in sorted(terrain.items())],
        "edges": [{"kind": "open", "from": list(a), "to": list(b)} for a, b, _ in joins]
        + list(edges),
        "features": [
            {
                "type": "join",
                "edge": {"from": list(a), "to": list(b)},
                "properties": {"direction": d},
            }
            for a, b, d in joins
        ],
    }
    if void:
        face["void"] = void
    if door_spaces:
        face["doorSpaces"] = list(door_spaces)
    return {"id": tile_id, "name": tile_id, "category": category, "sides": {"A": face}}


def machina_game(
    rows: list[str],
    *,
    party: int | list[str] = 1,
    edges: list[dict[str, Any]] = (),  # type: ignore[assignment]
    door_spaces: list[dict[str, Any]] = (),  # type: ignore[assignment]
    joins: list[tuple[tuple[int, int], tuple[int, int], str]] = (),  # type: ignore[assignment]
    deck: list[dict[str, Any]] = (),  # type: ignore[assignment]
    monsters: list[dict[str, Any]] = (),  # type: ignore[assignment]
    objectives: list[dict[str, Any]] | None = None,
    chapters: list[dict[str, Any]] | None = None,
    triggers: list[dict[str, Any]] | None = None,
    loss: list[dict[str, Any]] | None = None,
    setup: dict[str, Any] | None = None,
    ties: str = "random",
    max_rounds: int | None = None,
    options: dict[str, Any] | None = None,
) -> Game:
    """A machina game on one hand-made tile ``t1`` at the origin (module docstring)."""
    base = default_catalog()
    catalog = Catalog()
    catalog.systems["machina"] = base.system("machina")  # type: ignore[assignment]
    tiles = [tile_def("test-t1", rows, joins), *deck]
    catalog.add_tileset(
        serde.from_json(
            Tileset,
            {
                "format": "questwright-tileset",
                "formatVersion": 1,
                "id": "machina-engine-test",
                "system": "machina",
                "name": "machina engine test tiles",
                "tiles": tiles,
            },
        )
    )
    tokens = []
    starts = []
    monster_props = list(monsters)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch.isdigit():
                starts.append((int(ch), [x, y]))
            elif ch in TOKENS:
                kind = TOKENS[ch]
                n = sum(1 for t in tokens if t["type"] == kind) + 1
                token: dict[str, Any] = {"id": f"{kind}-{n}", "type": kind, "cell": [x, y]}
                if kind == "monster":
                    token["properties"] = monster_props.pop(0) if monster_props else {}
                tokens.append(token)
    for n, cell in sorted(starts):
        tokens.append({"id": f"start-{n}", "type": "start", "cell": cell})
    doc: dict[str, Any] = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "machina-test",
        "system": "machina",
        "title": "Machina test board",
        "tilesets": ["machina-engine-test"],
        "tiles": [{"id": "t1", "tile": "test-t1", "side": "A", "at": [0, 0], "rotation": 0}],
        "edges": list(edges),
        "doorSpaces": list(door_spaces),
        "tokens": tokens,
        "objectives": objectives
        if objectives is not None
        else [{"id": "obj", "kind": "kill", "targets": ["never"]}],
        "triggers": triggers or [],
        "loss": loss if loss is not None else [{"id": "l", "kind": "hero-dies"}],
        "setup": {"chapters": chapters or [], **(setup or {})},
    }
    quest = serde.from_json(Quest, doc)
    return Game(
        quest,
        "machina",
        party=party,
        catalog=catalog,
        ties=ties,
        max_rounds=max_rounds,
        options=options,
    )
