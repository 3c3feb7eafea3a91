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

__all__ = ["OverlayData", "reach_overlay", "start_zones"]

START_TYPES = ("start",)


@dataclass
class OverlayData:
    """Zones and cells with a level: ``1.0`` fully lit/reached, lower fainter, 0 hatched."""

    zones: dict[str, float] = field(default_factory=dict)
    cells: dict[Cell, float] = field(default_factory=dict)
    hatched: set[str] = field(default_factory=set)
    arrows: list[tuple[Cell, str]] = field(default_factory=list)
    legend: str = ""


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
    data = OverlayData(
        legend="reach from the hero start: green reached, amber behind locks, hatched never"
    )
    for zone in board.zones:
        if zone in reached:
            data.zones[zone] = 1.0
        elif zone in keyed:
            data.zones[zone] = 0.5
        else:
            data.hatched.add(zone)
    return data
