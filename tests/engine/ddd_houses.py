"""Small hand-made Dark Darker Darkest houses for the ddd rules tests.

A house is a grid of 3×3-cell room tiles written as rows of category letters (``C`` corner,
``O`` outer, ``I`` inner, ``E`` entrance hall, ``L`` lab, ``.`` no tile); tile ``rRcC`` sits
at row R, column C (1-based). Each tile is one room ``rRcC:room``, or split (``split``:
tile id → where its small room lies, ``N``/``E``/``S``/``W``) into ``rRcC:hall`` and the
one-row ``rRcC:store``. Every tile side is a wall; ``links`` open connections between two
rooms: ``(a, b)`` or ``(a, b, kind)`` with kind ``open`` (a passage, the default),
``door`` (a doorway without a chip), ``chip`` (a doorway holding a code chip; its colours
from ``chips``), ``seal`` (the lab's doorway: opens when the code is broken). A room given as
a bare tile id means its only room. ``cameras`` are ``(room, facing)``; ``tokens`` are
``(id, type, room, properties)``; anchors on tiles use ``(id, type, "tile:rRcC", props)``.

The real ddd system and stand-in content are used; only the tiles are ours.
"""

from __future__ import annotations

from typing import Any

from questwright.engine.core import Game
from questwright.schema import serde
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, Tileset

__all__ = ["LINE_LINKS", "LINE_PLAN", "house", "room"]

#: the small house several rule tests share: two rows of rooms, a code chip on one doorway,
#: the lab sealed in the north-east corner, three corners outside it
LINE_PLAN = ["C O O L", "C O E C"]
LINE_LINKS = [
    ("r1c1", "r1c2"),
    ("r1c2", "r1c3"),
    ("r1c2", "r2c2"),
    ("r2c1", "r2c2", "chip"),
    ("r2c2", "r2c3"),
    ("r1c3", "r2c3"),
    ("r2c3", "r2c4"),
    ("r1c3", "r1c4", "seal"),
]

CATEGORY = {"C": "corner", "O": "outer", "I": "inner", "E": "entrance", "L": "lab"}
SIZE = 3


def room(ref: str) -> str:
    return ref if ":" in ref else f"{ref}:room"


def _zones(split: str | None) -> dict[str, list[tuple[int, int]]]:
    every = [(x, y) for y in range(SIZE) for x in range(SIZE)]
    if split is None:
        return {"room": every}
    store = {
        "N": lambda c: c[1] == 0,
        "S": lambda c: c[1] == SIZE - 1,
        "W": lambda c: c[0] == 0,
        "E": lambda c: c[0] == SIZE - 1,
    }[split]
    return {"hall": [c for c in every if not store(c)], "store": [c for c in every if store(c)]}


def house(
    plan: list[str],
    *,
    split: dict[str, str] | None = None,
    links: list[tuple[str, ...]] = (),  # type: ignore[assignment]
    chips: dict[str, list[str]] | None = None,
    cameras: list[tuple[str, str]] = (),  # type: ignore[assignment]
    tokens: list[tuple[str, str, str, dict[str, Any]]] = (),  # type: ignore[assignment]
    functions: dict[str, str] | None = None,
    start: str | None = None,
    party: int | list[str] = 2,
    sequence: list[str] | None = None,
    planting: str = "fixed",
    parameters: dict[str, Any] | None = None,
    loss: list[dict[str, Any]] | None = None,
    ties: str = "random",
    chance: str = "internal",
    max_rounds: int | None = None,
    skills: bool = True,
) -> Game:
    """A game on a hand-made house (see the module docstring); ``skills=False``: the
    survivor boards without their skills (for rule tests that count on a board's bare
    numbers)."""
    split = split or {}
    chips = chips or {}
    functions = functions or {}
    grid = [row.split() for row in plan]
    rows, cols = len(grid), max(len(r) for r in grid)
    defs: list[dict[str, Any]] = []
    placed: list[dict[str, Any]] = []
    zone_cells: dict[str, set[tuple[int, int]]] = {}
    entrance = None
    for r, row in enumerate(grid, start=1):
        for c, letter in enumerate(row, start=1):
            if letter == ".":
                continue
            tid = f"r{r}c{c}"
            category = CATEGORY[letter]
            zones = _zones(split.get(tid))
            features: list[dict[str, Any]] = []
            if category == "corner":
                main = "hall" if "hall" in zones else "room"
                cx, cy = zones[main][len(zones[main]) // 2]
                features.append(
                    {
                        "type": "room-function",
                        "cell": [cx, cy],
                        "properties": {"function": functions.get(tid, "terminal")},
                    }
                )
            if "store" in zones:
                sx, sy = zones["hall"][0]
                features.append({"type": "spawn-room", "cell": [sx, sy]})
            edges = []
            if len(zones) == 2:  # the wall between hall and store
                store = set(zones["store"])
                for x, y in zones["hall"]:
                    for nx, ny, seg in (
                        (x + 1, y, ([x + 1, y], [x + 1, y + 1])),
                        (x - 1, y, ([x, y], [x, y + 1])),
                        (x, y + 1, ([x, y + 1], [x + 1, y + 1])),
                        (x, y - 1, ([x, y], [x + 1, y])),
                    ):
                        if (nx, ny) in store:
                            edges.append({"kind": "wall", "from": seg[0], "to": seg[1]})
            defs.append(
                {
                    "id": f"test-{tid}",
                    "name": tid,
                    "category": category,
                    "sides": {
                        "A": {
                            "size": [SIZE, SIZE],
                            "perimeter": "wall",
                            "zones": [
                                {
                                    "id": zid,
                                    "kind": "room",
                                    "light": "light",
                                    "cells": [list(cell) for cell in cells],
                                }
                                for zid, cells in zones.items()
                            ],
                            "edges": edges,
                            "features": features,
                        }
                    },
                }
            )
            ox, oy = (c - 1) * SIZE, (r - 1) * SIZE
            placed.append({"id": tid, "tile": f"test-{tid}", "side": "A", "at": [ox, oy]})
            for zid, cells in zones.items():
                zone_cells[f"{tid}:{zid}"] = {(x + ox, y + oy) for x, y in cells}
            if category == "entrance":
                entrance = f"{tid}:room" if "room" in zones else f"{tid}:hall"
    base = default_catalog()
    catalog = Catalog()
    catalog.systems["ddd"] = base.system("ddd")  # type: ignore[assignment]
    catalog.add_tileset(
        serde.from_json(
            Tileset,
            {
                "format": "questwright-tileset",
                "formatVersion": 1,
                "id": "ddd-rules-test",
                "system": "ddd",
                "name": "ddd rules test tiles",
                "tiles": defs,
            },
        )
    )

    def boundary(a: str, b: str) -> dict[str, Any]:
        ca, cb = zone_cells[room(a)], zone_cells[room(b)]
        found = []
        for x, y in sorted(ca):
            for nx, ny, seg in (
                (x + 1, y, ([x + 1, y], [x + 1, y + 1])),
                (x - 1, y, ([x, y], [x, y + 1])),
                (x, y + 1, ([x, y + 1], [x + 1, y + 1])),
                (x, y - 1, ([x, y], [x + 1, y])),
            ):
                if (nx, ny) in cb:
                    found.append(seg)
        if not found:
            raise ValueError(f"rooms {a} and {b} do not touch")
        seg = found[len(found) // 2]
        return {"from": seg[0], "to": seg[1]}

    def cell_of(ref: str) -> list[int]:
        x, y = sorted(zone_cells[room(ref)], key=lambda c: (c[1], c[0]))[0]
        return [x, y]

    edges: list[dict[str, Any]] = []
    quest_tokens: list[dict[str, Any]] = []
    n_lock = n_seal = 0
    for link in links:
        a, b = link[0], link[1]
        kind = link[2] if len(link) > 2 else "open"
        seg = boundary(a, b)
        if kind == "open":
            edges.append({"kind": "opening", **seg})
        elif kind == "door":
            edges.append({"kind": "door", "state": "open", **seg})
        elif kind == "chip":
            n_lock += 1
            lock = f"lock-{n_lock}"
            edges.append(
                {
                    "id": lock,
                    "kind": "door",
                    "state": "locked",
                    "lock": {"kind": "code-chip"},
                    **seg,
                }
            )
            colours = chips.get(lock, ["red", "blue"])
            quest_tokens.append(
                {
                    "id": f"chip-{n_lock}",
                    "type": "code-chip",
                    "edge": seg,
                    "faceDown": True,
                    "properties": {"colors": colours, "icons": len(colours)},
                }
            )
        elif kind == "seal":
            n_seal += 1
            edges.append(
                {
                    "id": f"seal-{n_seal}",
                    "kind": "door",
                    "state": "locked",
                    "lock": {"kind": "condition", "requires": ["obj-code"]},
                    **seg,
                }
            )
        else:
            raise ValueError(f"unknown link kind {kind!r}")
    start_room = start or entrance
    if start_room is None:
        raise ValueError("the house needs an entrance hall or a start room")
    quest_tokens.append({"id": "start", "type": "start", "cell": cell_of(start_room)})
    for i, (ref, facing) in enumerate(cameras, start=1):
        quest_tokens.append(
            {
                "id": f"cam-{i}",
                "type": "camera",
                "cell": cell_of(ref),
                "properties": {"facing": facing},
            }
        )
    for tid, ttype, ref, props in tokens:
        if ref.startswith("tile:"):
            quest_tokens.append({"id": tid, "type": ttype, "tile": ref[5:], "properties": props})
        else:
            quest_tokens.append(
                {"id": tid, "type": ttype, "cell": cell_of(ref), "properties": props}
            )
    lab = [
        p["id"]
        for p in placed
        if CATEGORY.get(grid[int(p["id"][1]) - 1][int(p["id"][3]) - 1]) == "lab"
    ]
    corners = [
        room(p["id"]) if f"{p['id']}:room" in zone_cells else f"{p['id']}:hall"
        for p in placed
        if p["tile"] and defs[placed.index(p)]["category"] == "corner"
    ]
    doc: dict[str, Any] = {
        "format": "questwright-quest",
        "formatVersion": 1,
        "id": "ddd-rules-test",
        "system": "ddd",
        "title": "ddd rules test house",
        "tilesets": ["ddd-rules-test"],
        "tiles": placed,
        "edges": edges,
        "tokens": quest_tokens,
        "objectives": [
            {
                "id": "obj-code",
                "kind": "activate",
                "targets": corners,
                "properties": {"securityBoard": True},
            },
            *(
                [
                    {
                        "id": "obj-lab",
                        "kind": "reach",
                        "after": ["obj-code"],
                        "targets": [f"{lab[0]}:room"],
                    },
                    {
                        "id": "obj-nemesis",
                        "kind": "kill",
                        "after": ["obj-lab"],
                        "targets": ["nemesis"],
                    },
                ]
                if lab
                else []
            ),
        ],
        "loss": loss or [],
        "setup": {
            "chipPlanting": planting,
            "difficulty": "dark",
            "securitySequence": sequence or ["red", "blue"],
        },
        "parameters": {"gridRows": rows, "gridCols": cols, **(parameters or {})},
    }
    quest = serde.from_json(Quest, doc)
    game = Game(
        quest, party=party, catalog=catalog, ties=ties, chance=chance, max_rounds=max_rounds
    )
    if not skills:  # copies: the loaded content is shared by every game of the process
        drop = ("skill", "skills")
        game.data.classes = {
            cls: {k: v for k, v in board.items() if k not in drop}
            for cls, board in game.data.classes.items()
        }
    return game


# ---------------------------------------------------------------------------- test helpers
SURVIVOR = {"success": 0, "aim": 2, "knockback": 3, "retreat": 4, "failure": 5}
CREATURE = {"damage": 0, "heavy": 1, "reinforcement": 2, "entrap": 3, "bite": 4, "fear": 5}
TERROR = {"horde": 0, "reaction": 2, "creature": 4, "fire": 5}


class Dice:
    """Scripted chance for a state: each draw takes the next value (a face name of the die
    given by ``die`` → index, or a number already 0-based). Running out is an error."""

    def __init__(self, *values: int) -> None:
        self.values = list(values)

    def draws(self, sizes: Any, private: Any = None) -> list[int]:
        return [self.below(n, private) for n in sizes]

    def below(self, n: int, private: Any = None) -> int:
        if not self.values:
            raise AssertionError(f"the test scripted no more dice (asked for 1 of {n})")
        v = self.values.pop(0)
        assert 0 <= v < n, f"scripted {v} for a draw of {n}"
        return v

    def shuffle(self, items: list[Any]) -> None:
        pass

    def copy(self) -> Dice:
        return Dice(*self.values)


def faces(table: dict[str, int], *names: str) -> list[int]:
    return [table[n] for n in names]


def d(*pips: int) -> list[int]:
    """d4/d6 results as 0-based draws."""
    return [p - 1 for p in pips]


def script(state: Any, *values: int | list[int]) -> Dice:
    flat: list[int] = []
    for v in values:
        flat.extend(v if isinstance(v, list) else [v])
    dice = Dice(*flat)
    state.rng = dice
    return dice


def quiet(state: Any) -> Any:
    """The state with no monsters, tokens, fire or darkness gained: a clean house to set up
    a rule test on (survivors stay where they are, with full AP)."""
    n, nt = state.house.n, len(state.house.tile_ids)
    state.zombies = [0] * n
    state.hidden = {}
    state.enemies = {}
    state.fire_tile = -1
    state.burn = [0] * nt
    state.darkness = state.data.darkness_start
    state.final_round = 0
    for h in state.heroes:
        h.health = h.max_health
        state.ap[h.index] = state.ap_of(h)
        state.round_ap[h.index] = state.ap[h.index]
        state.virus[h.index] = 0
        state.entrapped[h.index] = False
    state.log.clear()
    return state


#: the code-plan tests' lab code and loss (tests/engine/test_ddd_tour.py, test_ddd_code_plan.py)
LAB_CODE = ["red", "green", "white", "white", "orange", "blue", "yellow"]
DARKNESS_LOSS = [{"id": "loss-darkness", "kind": "darkness-end", "text": "darkness"}]


def code_team(plan: list[str], links: list[Any], chips: dict[str, list[str]], at: str) -> Any:
    """A quiet house with :data:`LAB_CODE`, ``chips`` (lock -> colours) and no zombies in
    the box; two survivors in room ``at``, the first one acting."""
    game = house(
        plan,
        links=links,
        party=2,
        chips=chips,
        sequence=LAB_CODE,
        loss=DARKNESS_LOSS,
        parameters={"componentLimits": {"zombies": 0}},
    )
    state = quiet(game.new_initial_state(0))
    state.active = 0
    for p in range(2):
        put(state, p, at)
    return state


def put(state: Any, who: int, ref: str) -> None:
    state.heroes[who].zone = state.house.topology.index[room(ref)]


def zone(state: Any, ref: str) -> int:
    return state.house.topology.index[room(ref)]
