"""Qt-free overlay data for sight: what one place sees, and what cameras or spawns cover.

``questwright render --overlay sight|coverage`` and the editor's overlays ask these
functions what to shade (:class:`questwright.core.overlays.OverlayData`) and colour it
themselves. Levels: ``1.0`` is the origin (green for zones, bright for cells); lower
levels are fainter (farther away, or seen by fewer cameras or spawn points).

* :func:`sight_overlay` — from a cell (``"x,y"``) or a zone id, default the hero start:
  zone-walk boards shade the zones seen (fainter with range), hatch the rest and draw an
  arrow for each direction that sees something; centre-line boards shade the cells seen
  (fainter with range) and hatch the cells that are not.
* :func:`coverage_overlay` — ddd-style cameras (tokens of the ``cameraTokens`` types,
  default ``camera``): each camera's view with an arrow for its facing (a camera without a
  facing uses its best one); otherwise the spawn points the sight rules count
  (:mod:`questwright.core.roles`: spawn tokens, MD1 level tokens, printed spawn features)
  and the zones or cells they see. On centre-line boards monsters are
  transparent for this, as for the spawn rule (C7 decides whether heroes block; no heroes
  are on a quest board).
"""

from __future__ import annotations

from collections.abc import Iterable

import networkx as nx
from questwright.core.board import Board
from questwright.core.geometry import DIRECTIONS, Cell, cell_ref
from questwright.core.overlays import START_TYPES, Legend, OverlayData
from questwright.core.params import param_names
from questwright.core.roles import spawn_points
from questwright.core.sight import (
    CentreLineSight,
    best_facings,
    camera_view,
    sight_index,
    sight_model,
    zone_sight,
)

__all__ = ["coverage_overlay", "sight_overlay", "spawn_cells", "start_cell"]

CAMERA_TYPES = ("camera",)


def start_cell(board: Board) -> Cell | None:
    """The cell of the first hero-start token (the system may name other start types)."""
    types = param_names(board, "startTokens", START_TYPES) or START_TYPES
    for token in board.tokens_of_type(*types):
        if token.cell is not None and token.cell in board.cells:
            return token.cell
    return None


def _origin_cells(board: Board, at: str | None) -> tuple[Legend, list[Cell]]:
    """A label and the cells of the sight origin ``at`` (``x,y``, ``cell:x,y`` or a zone id)."""
    if at is None:
        cell = start_cell(board)
        if cell is None:
            cell = min(board.cells, key=lambda c: (c[1], c[0])) if board.cells else None
        if cell is None:
            return Legend("nothing"), []
        return Legend("the hero start {cell}", {"cell": cell_ref(cell)}), [cell]
    text = at[5:] if at.startswith("cell:") else at
    parts = text.split(",")
    if len(parts) == 2 and all(p.strip().lstrip("-").isdigit() for p in parts):
        cell = (int(parts[0]), int(parts[1]))
        return Legend("{cell}", {"cell": cell_ref(cell)}), [cell] if cell in board.cells else []
    zone = board.zones.get(at)
    if zone is None:
        return Legend("unknown place {place!r}", {"place": at}), []
    return Legend("zone {zone}", {"zone": at}), sorted(zone.cells, key=lambda c: (c[1], c[0]))


def _range_level(distance: int) -> float:
    return max(0.2, 0.85 - 0.12 * max(0, distance - 1))


def sight_overlay(board: Board, graph: nx.Graph, at: str | None = None) -> OverlayData:
    """What a figure at ``at`` sees (default: the hero start)."""
    label, cells = _origin_cells(board, at)
    if not cells:
        data = OverlayData(kind="sight")
        data.say("sight: {place} is not on the board", place=label)
        return data
    if sight_model(board) == "zone-walk":
        return _zone_sight_overlay(board, label, cells)
    return _cell_sight_overlay(board, label, cells)


def _zone_sight_overlay(board: Board, label: Legend, cells: list[Cell]) -> OverlayData:
    zone = board.zone_of(cells[0])
    assert zone is not None
    seen = sight_index(board).visible_zones(zone)
    data = OverlayData(kind="sight")
    for other, distance in seen.items():
        data.zones[other] = 1.0 if distance == 0 else _range_level(distance)
    data.hatched = set(board.zones) - set(seen)
    for d in DIRECTIONS:
        if len(zone_sight(board, zone, directions=d)) > 1:
            data.arrows.append((cells[0], d))
    far = max(seen.values())
    if label.template != "zone {zone}":
        label = Legend("{place} ({zone})", {"place": label, "zone": zone})
    data.say(
        "sight from {place}: {count} zones seen (green: the origin; amber, fainter farther:"
        " seen, max range {far}; hatched: unseen)",
        place=label,
        count=len(seen) - 1,
        far=far,
    )
    return data


def _cell_sight_overlay(board: Board, label: Legend, cells: list[Cell]) -> OverlayData:
    index = sight_index(board)
    seen: dict[Cell, int] = {}
    for origin in cells:
        for other in index.visible_cells(origin):
            distance = max(abs(other[0] - origin[0]), abs(other[1] - origin[1]))
            seen[other] = min(distance, seen.get(other, distance))
    data = OverlayData(kind="sight")
    for cell, distance in seen.items():
        data.cells[cell] = 1.0 if distance == 0 else _range_level(distance)
    data.hatched = {z for z, info in board.zones.items() if not (info.cells & set(seen))}
    conv = index.sight.conventions  # type: ignore[union-attr]
    on, off = Legend("on"), Legend("off")
    data.say(
        "sight from {place}: {count} cells seen (green: the origin; amber, fainter farther:"
        " seen; hatched: unseen; C1 {c1}, C2 {c2})",
        place=label,
        count=len(seen) - len(cells),
        c1=on if conv.c1 else off,
        c2=on if conv.c2 else off,
    )
    return data


# ---------------------------------------------------------------------- coverage


def spawn_cells(board: Board) -> list[tuple[str, list[Cell]]]:
    """Spawn points (:func:`questwright.core.roles.spawn_points`: the ones the sight rules
    count) as ``(id, cells)``."""
    return [(point.id, list(point.cells)) for point in spawn_points(board)]


def coverage_overlay(board: Board, graph: nx.Graph) -> OverlayData:
    """Cameras' views (ddd), else what the spawn points see."""
    configured = board.parameter("cameraTokens")
    camera_types = tuple(configured) if isinstance(configured, list | tuple) else CAMERA_TYPES
    cameras = [
        t
        for t in board.tokens_of_type(*camera_types)
        if t.cell is not None and t.cell in board.cells
    ]
    if cameras and sight_model(board) == "zone-walk":
        return _camera_overlay(board, cameras)
    spawns = spawn_cells(board)
    if not spawns:
        data = OverlayData(kind="coverage")
        data.say("coverage: no cameras and no spawn points on this board")
        return data
    if sight_model(board) == "zone-walk":
        return _zone_spawn_overlay(board, spawns)
    return _cell_spawn_overlay(board, spawns)


def _counted_level(count: int) -> float:
    return min(0.95, 0.45 + 0.2 * (count - 1))


def _camera_overlay(board: Board, cameras: Iterable) -> OverlayData:  # type: ignore[type-arg]
    data = OverlayData(kind="coverage")
    counts: dict[str, int] = {}
    own: set[str] = set()
    wrong: list[str] = []
    for camera in cameras:
        zone = board.zone_of(camera.cell)
        if zone is None:
            continue
        best = best_facings(board, zone)
        facing = camera.properties.get("facing") or _default_facing(board, camera.type)
        if facing not in DIRECTIONS:
            facing = next(d for d in DIRECTIONS if d in best)
        elif facing not in best:
            wrong.append(camera.id)
        own.add(zone)
        for seen in camera_view(board, zone, facing):
            counts[seen] = counts.get(seen, 0) + 1
        data.arrows.append((camera.cell, facing))
    for zone, count in counts.items():
        data.zones[zone] = 1.0 if zone in own else _counted_level(count)
    note = Legend("; not facing a best direction: {cameras}", {"cameras": ", ".join(wrong)})
    data.say(
        "{cameras} cameras see {rooms} rooms (green: camera rooms; purple, darker with more"
        " cameras){note}",
        cameras=len(data.arrows),
        rooms=len(counts),
        note=note if wrong else Legend(""),
    )
    return data


def _default_facing(board: Board, token_type: str) -> str | None:
    if board.system is None:
        return None
    kind = board.system.token_types.get(token_type)
    prop = kind.properties.get("facing") if kind else None
    return prop.default if prop else None


def _zone_spawn_overlay(board: Board, spawns: list[tuple[str, list[Cell]]]) -> OverlayData:
    index = sight_index(board)
    counts: dict[str, int] = {}
    own: set[str] = set()
    for _id, cells in spawns:
        zones = {board.zone_of(c) for c in cells} - {None}
        seen: set[str] = set()
        for zone in zones:
            own.add(zone)  # type: ignore[arg-type]
            seen |= set(index.visible_zones(zone))  # type: ignore[arg-type]
        for zone in seen:
            counts[zone] = counts.get(zone, 0) + 1
    data = OverlayData(
        zones={z: 1.0 if z in own else _counted_level(c) for z, c in counts.items()},
        kind="coverage",
    )
    data.say(
        "seen from {spawns} spawn points: {count} zones (green: spawn zones; purple, darker"
        " the more see it)",
        spawns=len(spawns),
        count=len(counts) - len(own),
    )
    return data


def _cell_spawn_overlay(board: Board, spawns: list[tuple[str, list[Cell]]]) -> OverlayData:
    sight = CentreLineSight(board, token_blockers=False)
    counts: dict[Cell, int] = {}
    own: set[Cell] = set()
    for _id, cells in spawns:
        own |= set(cells)
        seen: set[Cell] = set()
        for cell in cells:
            seen |= sight.visible_from(cell)
        for cell in seen:
            counts[cell] = counts.get(cell, 0) + 1
    data = OverlayData(
        cells={c: 1.0 if c in own else _counted_level(n) * 0.8 for c, n in counts.items()},
        kind="coverage",
    )
    data.say(
        "seen from {spawns} spawn points: {count} cells (green: spawn cells; purple, darker"
        " the more see it; monsters transparent)",
        spawns=len(spawns),
        count=len(counts) - len(own),
    )
    return data
