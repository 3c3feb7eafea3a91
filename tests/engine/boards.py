"""Hand-made boards for engine tests, drawn as letter maps.

Each tile is a list of strings; every character is a cell and names its zone (``.`` is no
cell). Upper case is a Light zone, lower case a Shadow zone; letters listed in ``rooms``
are room zones, the others corridors. Between two different zones of a tile there is a
floor line, except that a room is walled off from every other zone unless the pair is
listed in ``openings``. ``doors`` puts a quest door on the first boundary between two
zones. Zone ids are ``<tile>:<letter>`` (``t1:a``). Tokens are placed in a zone by id.

The real md1/md2 systems and stand-in content are used, only the tiles are ours.
"""

from __future__ import annotations

from typing import Any, ClassVar

from questwright.engine.actions import EndTurn, Vocabulary
from questwright.engine.core import Game, Ruleset, State
from questwright.engine.pieces import Enemy
from questwright.engine.rounds import Round, Turns
from questwright.schema import serde
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, Tileset

__all__ = ["Bare", "TileMap", "add_enemy", "gate_game", "make_game", "quiet_first_turn"]

TileMap = tuple[str, list[str], tuple[int, int]]


def _cells(rows: list[str]) -> dict[tuple[int, int], str]:
    return {(x, y): ch for y, row in enumerate(rows) for x, ch in enumerate(row) if ch != "."}


def _tile_def(tile_id: str, rows: list[str], rooms: str, openings: set[frozenset[str]]) -> dict:
    cells = _cells(rows)
    w, h = max(len(r) for r in rows), len(rows)
    zones: dict[str, list[list[int]]] = {}
    for (x, y), ch in sorted(cells.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        zones.setdefault(ch, []).append([x, y])
    room_letters = {c.lower() for c in rooms}
    edges = []
    for (x, y), ch in cells.items():
        for nx, ny, seg in (
            (x + 1, y, ([x + 1, y], [x + 1, y + 1])),
            (x, y + 1, ([x, y + 1], [x + 1, y + 1])),
        ):
            other = cells.get((nx, ny))
            if other is None or other == ch:
                continue
            is_room = ch.lower() in room_letters or other.lower() in room_letters
            if is_room and frozenset((ch, other)) not in openings:
                edges.append({"kind": "wall", "from": seg[0], "to": seg[1]})
            elif frozenset((ch, other)) in openings:
                edges.append({"kind": "opening", "from": seg[0], "to": seg[1]})
    void = [[x, y] for y in range(h) for x in range(w) if (x, y) not in cells]
    face = {
        "size": [w, h],
        "void": void,
        "perimeter": "open",
        "zones": [
            {
                "id": ch,
                "kind": "room" if ch.lower() in room_letters else "corridor",
                "light": "light" if ch.isupper() else "shadow",
                "cells": zone_cells,
                "tags": [],
            }
            for ch, zone_cells in zones.items()
        ],
        "edges": edges,
    }
    return {"id": tile_id, "name": tile_id, "sides": {"A": face}}


def make_game(
    tiles: list[TileMap] | list[str],
    *,
    system: str = "md1",
    rooms: str = "",
    openings: tuple[str, ...] = (),
    doors: tuple[tuple[str, str, str], ...] = (),
    tokens: tuple[tuple[str, str, str, dict[str, Any]], ...] = (),
    party: int | list[str] = 2,
    objectives: list[dict[str, Any]] | None = None,
    triggers: list[dict[str, Any]] | None = None,
    loss: list[dict[str, Any]] | None = None,
    setup: dict[str, Any] | None = None,
    ties: str = "random",
    extra_edges: list[dict[str, Any]] | None = None,
    max_rounds: int | None = None,
    extra: dict[str, Any] | None = None,
    ruleset: Any = None,
    chance: str = "internal",
) -> Game:
    """Build a game on letter-map tiles (see the module docstring).

    ``tiles`` is either one map (a list of rows, placed as ``t1`` at the origin) or a list
    of ``(instance id, rows, (x, y))``. ``doors`` are ``(door id, zone id, zone id)``;
    ``tokens`` are ``(token id, type, zone id, properties)``; ``extra`` adds other quest
    keys (``counters``, ``items``).
    """
    if tiles and isinstance(tiles[0], str):
        tiles = [("t1", tiles, (0, 0))]  # type: ignore[list-item]
    pairs = {frozenset(p) for p in openings}
    base = default_catalog()
    catalog = Catalog()
    catalog.systems[system] = base.system(system)  # type: ignore[assignment]
    defs = []
    placed = []
    where: dict[str, dict[tuple[int, int], str]] = {}
    for instance, rows, (ox, oy) in tiles:  # type: ignore[misc]
        tile_id = f"test-{instance}"
        defs.append(_tile_def(tile_id, rows, rooms, pairs))
        placed.append({"id": instance, "tile": tile_id, "side": "A", "at": [ox, oy], "rotation": 0})
        for (x, y), ch in _cells(rows).items():
            where.setdefault(instance, {})[(x + ox, y + oy)] = ch
    catalog.add_tileset(
        serde.from_json(
            Tileset,
            {
                "format": "questwright-tileset",
                "formatVersion": 1,
                "id": f"{system}-engine-test",
                "system": system,
                "name": "engine test tiles",
                "tiles": defs,
            },
        )
    )

    def cell_of(zone_id: str) -> list[int]:
        instance, letter = zone_id.split(":")
        cells = sorted(
            (c for c, ch in where[instance].items() if ch == letter), key=lambda c: (c[1], c[0])
        )
        return [cells[0][0], cells[0][1]]

    def boundary(a: str, b: str) -> dict[str, Any]:
        ia, la = a.split(":")
        ib, lb = b.split(":")
        ca = {c for c, ch in where[ia].items() if ch == la}
        cb = {c for c, ch in where[ib].items() if ch == lb}
        for x, y in sorted(ca):
            if (x + 1, y) in cb:
                return {"from": [x + 1, y], "to": [x + 1, y + 1]}
            if (x - 1, y) in cb:
                return {"from": [x, y], "to": [x, y + 1]}
            if (x, y + 1) in cb:
                return {"from": [x, y + 1], "to": [x + 1, y + 1]}
            if (x, y - 1) in cb:
                return {"from": [x, y], "to": [x + 1, y]}
        raise ValueError(f"zones {a} and {b} do not touch")

    edges = [
        {"id": door_id, "kind": "door", "state": "closed", **boundary(a, b)}
        for door_id, a, b in doors
    ]
    edges += extra_edges or []
    doc: dict[str, Any] = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "engine-test",
        "system": system,
        "title": "Engine test board",
        "tiles": placed,
        "edges": edges,
        "tokens": [
            {"id": tid, "type": ttype, "cell": cell_of(zone), "properties": props}
            for tid, ttype, zone, props in tokens
        ],
        "objectives": objectives or [],
        "triggers": triggers or [],
        "loss": loss or [],
        "setup": setup or {},
        **(extra or {}),
    }
    quest = serde.from_json(Quest, doc)
    return Game(
        quest,
        ruleset,
        party=party,
        catalog=catalog,
        ties=ties,
        max_rounds=max_rounds,
        chance=chance,
    )


def add_enemy(
    state: Any,
    zone: str,
    *,
    attacks: dict[str, dict[str, int]] | None = None,
    kind: str = "agent",
    health: int = 5,
    minions: int = 0,
    minion_health: int = 1,
    defence: dict[str, int] | None = None,
    name: str = "Test enemy",
) -> Enemy:
    """Put an enemy with the given stat block on the board (no card draw)."""
    enemy = Enemy(
        state.new_uid(),
        "test",
        name,
        kind,
        1,
        state.game.topology.index[zone],
        health,
        attacks if attacks is not None else {"melee": {"yellow": 1}},
        defence or {},
    )
    enemy.minions = minions
    enemy.minion_health = minion_health
    state.enemies[enemy.uid] = enemy
    return enemy


def gate_game(objectives: list[dict[str, Any]], triggers: list[dict[str, Any]], **kw: Any) -> Game:
    """One hero on a five-space row ``ABCDE``: start on B, a shut door ``gate`` between B
    and C, the exit on E, no events or reinforcements (``kw``: more of :func:`make_game`)."""
    return make_game(
        ["ABCDE"],
        party=1,
        doors=(("gate", "t1:B", "t1:C"),),
        tokens=(("start", "start", "t1:B", {}), ("exit", "exit", "t1:E", {})),
        objectives=objectives,
        triggers=triggers,
        setup={"flags": {"noEvents": True, "noReinforcements": True}},
        **kw,
    )


def quiet_first_turn(game: Any, seed: int = 0) -> Any:
    """A new game's state with no enemy on the board and the first hero's turn begun."""
    state = game.new_initial_state(seed)
    state.enemies.clear()
    if state.choosing_turn():
        state.apply_action(state.legal_actions()[0])
    return state


class BareState(State):
    """A state with nothing but the board (the ruleset under test is the core)."""

    ROUND = Round([Turns("play", order=lambda s: [0])])

    def setup(self) -> None:
        self.round = 1
        self.start_rounds()

    def _legal_actions(self) -> list[Any]:
        return [EndTurn(0)]

    def _apply_action(self, action: Any) -> None:
        self.finish("loss", "ended")

    def _clone_into(self, other: Any) -> None:
        pass

    def _state_json(self) -> dict[str, Any]:
        return {}

    def _load_state(self, doc: dict[str, Any]) -> None:
        pass


class Bare(Ruleset):
    system = "bare"
    state_class: ClassVar[type[State]] = BareState
    vocabulary = Vocabulary(EndTurn)

    @classmethod
    def resolve_party(cls, game: Game, party: Any) -> list[str]:
        return ["one"]
