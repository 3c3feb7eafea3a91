"""The zone graph: a networkx graph with a node per zone and an edge per pair of zones that touch.

Node attributes: ``kind``, ``light``, ``tile``, ``cells`` (frozenset), ``tags``, ``terrain``
(set of terrain kinds in the zone), ``passable``.

Edge attributes:

* ``boundaries`` — list of ``(edge key, kind, door id or None)`` for the unit edges between
  the two zones (empty for diagonal and link edges);
* ``move`` — the best way through: ``open`` (walk through), ``door`` (a closed door that can
  be opened), ``locked`` (a locked door), ``blocked`` (walls only);
* ``doors`` — sorted ids of the doors on the boundary;
* ``hero``, ``enemy`` — whether heroes / enemies may pass now without opening anything;
* ``sight`` — whether sight passes (some open boundary);
* ``diagonal`` — an octile corner step; ``link`` — a staircase/bridge link (no sight).

Use networkx algorithms on views of this graph (:func:`passable_view`) rather than
hand-written searches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import networkx as nx
from questwright.core.board import Board
from questwright.core.geometry import Cell, edge_between

__all__ = ["MOVE_ORDER", "build_zone_graph", "chambers", "passable_view", "reachable_zones"]

#: Preference order of ``move`` values, best first.
MOVE_ORDER = ("open", "door", "locked", "blocked")
_OPENABLE = {"open", "opening"}


def _boundary_move(board: Board, kind: str, door_id: str | None) -> str:
    if kind == "door":
        door = board.doors.get(door_id) if door_id else None
        if door is None or door.is_open:
            return "open"
        return "locked" if door.state == "locked" else "door"
    if kind in _OPENABLE:
        return "open"
    return "blocked" if board._edge_flag(kind, "blocks_move") else "open"


def _boundary_sight(board: Board, kind: str, door_id: str | None) -> bool:
    if kind == "door":
        door = board.doors.get(door_id) if door_id else None
        return door is None or door.is_open
    if kind in _OPENABLE:
        return True
    return not board._edge_flag(kind, "blocks_sight")


def _diagonal_open(board: Board, a: Cell, b: Cell) -> bool:
    """An octile step from a to b: allowed unless both routes around the corner are walled."""
    s1, s2 = (b[0], a[1]), (a[0], b[1])
    cells, edges = board.cells, board.edges
    if (
        s1 in cells
        and s2 in cells
        and not (
            edge_between(a, s1) in edges
            or edge_between(s1, b) in edges
            or edge_between(a, s2) in edges
            or edge_between(s2, b) in edges
        )
    ):
        return True  # the common case: open floor all round the corner

    def walled(c1: Cell, c2: Cell) -> bool:
        return (
            c1 not in board.cells
            or c2 not in board.cells
            or board.edge_blocks_move(edge_between(c1, c2))
        )

    via1 = walled(a, s1) or walled(s1, b)
    via2 = walled(a, s2) or walled(s2, b)
    return not (via1 and via2)


def build_zone_graph(board: Board) -> nx.Graph:
    """Build the zone graph of a compiled board (see the module docstring)."""
    graph = nx.Graph()
    for zone in board.zones.values():
        terrain = {board.cells[c].terrain for c in zone.cells if c in board.cells} - {None}
        if board.zoning == "tile":
            # a tile zone is passable when any of its cells is (terrain spots do not close it)
            passable = zone.passable and any(board.cell_passable(c) for c in zone.cells)
        else:
            passable = (
                bool(zone.cells) and zone.passable and all(map(board.cell_passable, zone.cells))
            )
        graph.add_node(
            zone.id,
            kind=zone.kind,
            light=zone.light,
            tile=zone.tile,
            cells=zone.cells,
            tags=zone.tags,
            terrain=frozenset(terrain),
            passable=passable,
        )
    pairs: dict[tuple[str, str], list[tuple[Any, str, str | None]]] = {}
    for key, a, b in board.iter_boundaries():
        za, zb = board.cells[a].zone, board.cells[b].zone
        if za == zb:
            continue
        info = board.edges.get(key)
        kind, door = (info.kind, info.door) if info else ("open", None)
        pair = (za, zb) if za < zb else (zb, za)
        pairs.setdefault(pair, []).append((key, kind, door))
    for (za, zb), boundaries in pairs.items():
        moves = [_boundary_move(board, kind, door) for _, kind, door in boundaries]
        move = min(moves, key=MOVE_ORDER.index)
        both = graph.nodes[za]["passable"] and graph.nodes[zb]["passable"]
        graph.add_edge(
            za,
            zb,
            boundaries=sorted(boundaries),
            move=move,
            doors=sorted({d for _, _, d in boundaries if d}),
            hero=both and move == "open",
            enemy=both and move == "open",
            sight=any(_boundary_sight(board, kind, door) for _, kind, door in boundaries),
            diagonal=False,
            link=False,
        )
    if board.adjacency == "octile":
        for cell in board.cells:
            x, y = cell
            for other in ((x + 1, y + 1), (x - 1, y + 1)):
                if other not in board.cells:
                    continue
                za, zb = board.cells[cell].zone, board.cells[other].zone
                if za == zb or graph.has_edge(za, zb):
                    continue
                ok = _diagonal_open(board, cell, other)
                both = graph.nodes[za]["passable"] and graph.nodes[zb]["passable"]
                graph.add_edge(
                    za,
                    zb,
                    boundaries=[],
                    move="open" if ok else "blocked",
                    doors=[],
                    hero=ok and both,
                    enemy=ok and both,
                    sight=ok,
                    diagonal=True,
                    link=False,
                )
    _add_links(board, graph)
    return graph


def _add_links(board: Board, graph: nx.Graph) -> None:
    """Staircases (and other linking tokens) of the same group join their zones."""
    link_types = set(board.parameter("linkTokens", ["staircase"]) or [])
    groups: dict[str, list[str]] = {}
    for token in board.tokens.values():
        if token.type not in link_types or token.cell is None:
            continue
        zone = board.zone_of(token.cell)
        group = token.properties.get("group", token.properties.get("color"))
        if zone is not None and group is not None:
            groups.setdefault(f"{token.type}:{group}", []).append(zone)
    for zones in groups.values():
        for i, za in enumerate(zones):
            for zb in zones[i + 1 :]:
                if za != zb and not graph.has_edge(za, zb):
                    graph.add_edge(
                        za,
                        zb,
                        boundaries=[],
                        move="open",
                        doors=[],
                        hero=True,
                        enemy=False,
                        sight=False,
                        diagonal=False,
                        link=True,
                    )


def passable_view(
    graph: nx.Graph,
    moves: Iterable[str] = ("open",),
    *,
    open_doors: Iterable[str] = (),
    who: str = "hero",
) -> nx.Graph:
    """A read-only view keeping edges whose ``move`` is in ``moves`` or whose doors are opened.

    ``who="hero"`` keeps links (staircases); ``who="enemy"`` drops them. Impassable zones
    are dropped.
    """
    allowed = set(moves)
    opened = set(open_doors)

    def keep_edge(a: str, b: str) -> bool:
        data = graph.edges[a, b]
        if data["link"] and who != "hero":
            return False
        if data["move"] in allowed:
            return True
        return bool(data["doors"]) and any(d in opened for d in data["doors"])

    def keep_node(n: str) -> bool:
        return bool(graph.nodes[n]["passable"])

    return nx.subgraph_view(graph, filter_node=keep_node, filter_edge=keep_edge)


def reachable_zones(
    graph: nx.Graph, sources: Iterable[str], moves: Iterable[str] = ("open", "door"), **kw: Any
) -> set[str]:
    """Zones reachable from ``sources`` through edges whose ``move`` is in ``moves``."""
    view = passable_view(graph, moves, **kw)
    seen: set[str] = set()
    for source in sources:
        if source in view and source not in seen:
            seen |= nx.node_connected_component(view, source)
    return seen


def chambers(
    board: Board,
    graph: nx.Graph,
    open_doors: Iterable[str] = (),
    is_room: Callable[[str], bool] | None = None,
) -> list[frozenset[str]]:
    """MD1 chambers: room zones joined by openings or open doors, closed off by walls."""
    opened = set(open_doors)
    is_room = is_room or (lambda z: graph.nodes[z]["kind"] == "room")
    rooms = [z for z in graph.nodes if is_room(z)]
    sub = nx.Graph()
    sub.add_nodes_from(rooms)
    for a, b, data in graph.edges(data=True):
        if not (is_room(a) and is_room(b)) or data["diagonal"] or data["link"]:
            continue
        for _key, kind, door in data["boundaries"]:
            if kind in ("opening", "open") or (
                kind == "door" and door and (board.doors[door].is_open or door in opened)
            ):
                sub.add_edge(a, b)
                break
    return sorted((frozenset(c) for c in nx.connected_components(sub)), key=lambda c: sorted(c))
