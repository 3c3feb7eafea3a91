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
from questwright.core.collector import without_gc
from questwright.core.movement import (
    Movement,
    ZonePair,
    movement,
)

__all__ = ["MOVE_ORDER", "build_zone_graph", "chambers", "passable_view", "reachable_zones"]

#: Preference order of ``move`` values, best first.
MOVE_ORDER = ("open", "door", "locked", "blocked")


def _move(model: Movement, pair: ZonePair) -> str:
    """The best ``move`` value through a zone pair's unit edges, as the board stands."""
    crossing = model.crossing(pair)
    if crossing.open:
        return "open"
    if crossing.doors:
        doors = model.board.doors
        return "door" if any(doors[d].state != "locked" for d in crossing.doors) else "locked"
    return "blocked"


@without_gc
def build_zone_graph(board: Board) -> nx.Graph:
    """Build the zone graph of a compiled board (see the module docstring).

    A view of :mod:`questwright.core.movement`: its zone pairs become the edges, its
    answers for the board as it stands (doors in their states) the attributes.
    """
    model = movement(board)
    graph = nx.Graph()
    for zone in board.zones.values():
        terrain = {board.cells[c].terrain for c in zone.cells if c in board.cells} - {None}
        graph.add_node(
            zone.id,
            kind=zone.kind,
            light=zone.light,
            tile=zone.tile,
            cells=zone.cells,
            tags=zone.tags,
            terrain=frozenset(terrain),
            passable=model.zone_enterable(zone.id),
        )
    nodes = graph.nodes
    edges = board.edges
    # heroes and enemies cross the same edges; sight too where no kind tells them apart
    same_sight = model.sight_as_movement()

    for pair in model.pairs():
        za, zb = pair.a, pair.b
        both = nodes[za]["passable"] and nodes[zb]["passable"]
        boundaries = []
        if pair.way == "edge":
            for key in pair.edges:
                info = edges.get(key)
                boundaries.append((key, info.kind, info.door) if info else (key, "open", None))
            move = _move(model, pair)
            hero = enemy = both and move == "open"
            sight = move == "open" if same_sight else model.pair_passes(pair, "sight")
        elif pair.way == "corner":
            move = "open" if model.pair_passes(pair, "hero") else "blocked"
            hero = enemy = both and move == "open"
            sight = move == "open" if same_sight else model.pair_passes(pair, "sight")
        else:  # a link: no sight; taken by whoever uses links, into any zone
            move, sight = "open", False
            hero, enemy = model.pair_passes(pair, "hero"), model.pair_passes(pair, "enemy")
        graph.add_edge(
            za,
            zb,
            boundaries=sorted(boundaries),
            move=move,
            doors=sorted({d for _, _, d in boundaries if d}),
            hero=hero,
            enemy=enemy,
            sight=sight,
            diagonal=pair.way == "corner",
            link=pair.way == "link",
        )
    return graph


def passable_view(
    graph: nx.Graph,
    moves: Iterable[str] = ("open",),
    *,
    open_doors: Iterable[str] = (),
    who: str = "hero",
) -> nx.Graph:
    """A read-only view keeping edges whose ``move`` is in ``moves`` or whose doors are opened.

    Links (staircases) are kept when their ``who`` attribute (``hero`` or ``enemy``) says
    that mover uses them. Impassable zones are dropped.
    """
    allowed = set(moves)
    opened = set(open_doors)

    def keep_edge(a: str, b: str) -> bool:
        data = graph.edges[a, b]
        if data["link"] and not data.get(who, False):
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
