"""Qt-free overlay data: which zones and cells to shade for reach, sight and coverage.

The editor's overlays and ``questwright render --overlay`` both ask this module what to
show, then colour it themselves; the rules live here, once.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx
from questwright.core.board import Board
from questwright.core.geometry import Cell
from questwright.core.graph import reachable_zones
from questwright.core.params import param_names
from questwright.core.text import Text

#: an overlay's legend: an English template and its values (one home: ``core/text.py``)
Legend = Text

__all__ = ["Legend", "Outlined", "OverlayData", "reach_overlay", "start_zones", "zones_overlay"]

START_TYPES = ("start",)


@dataclass(frozen=True)
class Outlined:
    """A place drawn as its outline in a colour of its own, with a label (and a light fill
    when ``filled``): a zone, or an area on boards where every cell is a zone."""

    id: str
    label: str
    cells: frozenset[Cell]
    filled: bool = False


@dataclass
class OverlayData:
    """Zones and cells with a level: ``1.0`` fully lit/reached, lower fainter, 0 hatched.

    ``kind`` says which overlay this is (``reach``, ``sight``, ``coverage``, ``zones``):
    the painters colour each kind's levels as its legend says. ``outlined`` places are
    drawn as outlines, each in a colour of its own.
    """

    zones: dict[str, float] = field(default_factory=dict)
    cells: dict[Cell, float] = field(default_factory=dict)
    hatched: set[str] = field(default_factory=set)
    arrows: list[tuple[Cell, str]] = field(default_factory=list)
    legend: str = ""
    kind: str = ""
    outlined: list[Outlined] = field(default_factory=list)
    #: the legend as a template and its values (``legend`` is its English text)
    source: Legend | None = None

    def say(self, template: str, **values: object) -> None:
        """Set the legend: ``template`` (a literal, English) with ``values`` in it."""
        self.source = Legend(template, values)
        self.legend = self.source.text()


def start_zones(board: Board) -> list[str]:
    """Zones holding a hero-start token (the system may name other start types)."""
    types = param_names(board, "startTokens", START_TYPES) or START_TYPES
    zones = []
    for token in board.tokens_of_type(*types):
        zone = board.token_zone(token)
        if zone and zone not in zones:
            zones.append(zone)
    return zones


def reach_overlay(board: Board, graph: nx.Graph) -> OverlayData:
    """Zones reachable from the hero start opening ordinary doors; the rest hatched."""
    starts = start_zones(board)
    reached = reachable_zones(graph, starts, ("open", "door"))
    keyed = reachable_zones(graph, starts, ("open", "door", "locked")) - reached
    data = OverlayData(kind="reach")
    data.say("reach from the hero start: green reached, amber behind locks, hatched never")
    for zone in board.zones:
        if zone in reached:
            data.zones[zone] = 1.0
        elif zone in keyed:
            data.zones[zone] = 0.5
        else:
            data.hatched.add(zone)
    return data


def zones_overlay(board: Board) -> OverlayData:
    """Every zone outlined and labelled with its id; on boards where every cell is a zone,
    the quest's areas (descent1 reveal areas) instead, lightly filled."""
    data = OverlayData(kind="zones")
    if board.zoning == "cell":
        for area in board.quest.areas:
            cells = frozenset((int(x), int(y)) for x, y in area.cells)
            if cells:
                data.outlined.append(Outlined(area.id, area.name or area.id, cells, True))
        if board.quest.areas:
            data.say("areas (every cell is its own zone)")
        else:
            data.say("every cell is its own zone")
        return data
    for zone in sorted(board.zones.values(), key=lambda z: z.id):
        if zone.cells:
            data.outlined.append(Outlined(zone.id, zone.id, zone.cells))
    data.say("zones: {count}, each in its own colour", count=len(board.zones))
    return data
