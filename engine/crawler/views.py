"""The text board of a crawler game (stand-in, docs/engine.md "questwright play"): the map of
zones, doors, heroes, enemies and tokens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from questwright.core.geometry import edge_between

if TYPE_CHECKING:
    from questwright.engine.crawler.state import CrawlerState


def _map(
    state: CrawlerState,
    hero_zones: dict[int, list[str]],
    enemy_zones: dict[int, list[str]],
    token_zones: dict[int, list[str]],
) -> list[str]:
    """A character map: cells (hero digit, ``x`` a killed hero, ``E`` enemy, ``*`` token,
    blank Light, ``~`` Shadow, ``#`` gone) with the edges between them (see
    :func:`cell_map`)."""
    topo = state.topology
    marks = {
        z: ["x" if n.endswith("(dead)") else n[1:] for n in hero_zones.get(z, [])]
        + ["E"] * len(enemy_zones.get(z, []))
        + ["*"] * len(token_zones.get(z, []))
        for z in range(len(topo.zone_ids))
    }
    return cell_map(state, marks, lambda z: " " if topo.light[z] else "~")


def cell_map(
    state: CrawlerState, marks: dict[int, list[str]], fill: Callable[[int], str]
) -> list[str]:
    """The board cell by cell: each zone's ``marks`` on its first cells (top row first),
    its other cells ``fill(zone)``, ``#`` in a zone that is gone or impassable; between
    cells ``|``/``-`` wall, ``D`` closed door, ``L`` a door that cannot be opened now,
    ``/`` open door, ``#`` barrier, ``:``/``.`` zone line, blank inside a zone."""
    board, topo = state.board, state.topology
    min_x, min_y, max_x, max_y = board.bounds()
    glyph: dict[tuple[int, int], str] = {}
    for z, zone_id in enumerate(topo.zone_ids):
        cells = sorted(board.zones[zone_id].cells, key=lambda c: (c[1], c[0]))
        if topo.zone_gone(state.key, z) or not topo.passable[z]:
            for c in cells:
                glyph[c] = "#"
            continue
        shown = marks.get(z, [])
        filler = fill(z)
        for i, c in enumerate(cells):
            glyph[c] = shown[i] if i < len(shown) else filler

    def edge(a: tuple[int, int], b: tuple[int, int], vertical: bool) -> str:
        if a not in board.cells or b not in board.cells:
            if a in board.cells or b in board.cells:
                return "|" if vertical else "-"
            return " "
        key = edge_between(a, b)
        kind = board.edge_kind(key)
        if kind == "door":
            door = board.door_at(key)
            index = topo.door_index.get(door.id) if door else None
            if index is not None and state.key & (1 << index):
                return "/"
            return "L" if index is not None and not state.door_openable(index) else "D"
        if kind in ("wall", "window"):
            return "|" if vertical else "-"
        if kind == "barrier":
            return "#"
        if board.zone_of(a) != board.zone_of(b):
            return ":" if vertical else "."
        return " "

    def corner(x: int, y: int) -> str:
        around = ((x - 1, y), (x, y), (x - 1, y + 1), (x, y + 1))
        return "+" if any(c in board.cells for c in around) else " "

    lines = []
    for y in range(min_y - 1, max_y):
        if y >= min_y:
            row = [edge((min_x - 1, y), (min_x, y), True)]
            for x in range(min_x, max_x):
                row.append(glyph.get((x, y), " "))
                row.append(edge((x, y), (x + 1, y), True))
            lines.append("".join(row).rstrip())
        under = [corner(min_x, y)]
        for x in range(min_x, max_x):
            under.append(edge((x, y), (x, y + 1), False))
            under.append(corner(x + 1, y))
        lines.append("".join(under).rstrip())
    return lines
