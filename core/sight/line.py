"""``CentreLineSight``: exact centre-to-centre sight on a compiled board (descent1, machina).

What blocks (DESIGN §4, ``rules/descent.md`` §2):

* unit edges whose kind blocks sight (walls, closed or locked doors — a door id in
  ``open_doors`` counts as open), and the board edge;
* blocking cells: terrain with ``blocksSight`` (rubble), tokens whose type has
  ``blocksSight`` (figures placed by the quest; their whole ``size`` footprint), and the
  explicit ``blockers`` (the engine's figures: cells, or collections of cells for large
  figures);
* at a lattice vertex, the wedge test and conventions C1/C2/C2w
  (:mod:`questwright.core.sight.grid`).

Conventions come from :func:`questwright.core.sight.conventions.board_conventions` unless
given. On top of the geometric relation (``specials=True``):

* **large figures** (C3/C4): a line from a cell of a multi-cell figure ignores that
  figure's other cells (C4 off); a line *to* a cell of a large figure is blocked by the
  figure's other cells (C3 on) — off, they are ignored;
* **C5**: if on, adjacent cells always see each other;
* **staircases** (tokens of the ``linkTokens`` types, grouped by ``group``/``color``): a
  cell on a stair sees the other stairs of its group and every cell next to them that
  those stairs see; a cell next to a stair sees that stair's partners (C9: only if it
  sees the near stair);
* **pits** (terrain kinds in the ``pitTerrain`` parameter, default ``pit``): a figure in
  a pit sees only adjacent cells (C10 ``adjacent``), nothing (``none``) or normally
  (``all``). A large figure is in a pit only when its whole footprint is.

Range between two cells is their Chebyshev distance, or through a staircase
``cheb(a, stair) + 1 + cheb(partner, b)`` when only the stair gives sight.

A ``CentreLineSight`` is a snapshot of the board state (door states, blockers): make a
new one after a door opens or figures move. Building one costs about a millisecond on a
30×30 board once the board's walls are cached (per door state).
"""

from __future__ import annotations

import copy
import functools
from collections import deque
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from questwright.core.board import Board
from questwright.core.geometry import Cell, EdgeKey, edge_between, edge_cells, segment_edges
from questwright.core.movement import movement
from questwright.core.params import param_names
from questwright.core.search import flood
from questwright.core.sight.allpairs import all_pairs_matrix
from questwright.core.sight.conventions import Conventions, board_conventions
from questwright.core.sight.grid import SightGrid
from questwright.core.sight.walk import reference_walk

__all__ = [
    "CentreLineSight",
    "SightRegions",
    "blocked_sight_edges",
    "chebyshev",
    "figure_blockers",
    "reads_near",
    "sight_regions",
    "static_blockers",
]

Footprint = frozenset[Cell]


def chebyshev(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def reads_near(a: Cell, b: Cell, cells: Iterable[Cell]) -> bool:
    """Whether one of ``cells`` lies in the box of ``a`` and ``b`` grown by one space: a
    unit edge with no side there is never read by :meth:`CentreLineSight.can_see` of the
    two (the centre line's steps read only the walls between spaces of their box; a
    staircase on or next to one lends sight to the spaces next to its partner, a step
    beyond the box; pits, figures and C5 read no edge)."""
    x0, x1 = min(a[0], b[0]) - 1, max(a[0], b[0]) + 1
    y0, y1 = min(a[1], b[1]) - 1, max(a[1], b[1]) + 1
    return any(x0 <= x <= x1 and y0 <= y <= y1 for x, y in cells)


def _open_signature(board: Board, open_doors: Iterable[str]) -> frozenset[str]:
    return frozenset(d.id for d in board.doors.values() if d.is_open) | frozenset(open_doors)


def _quest_edge_areas(board: Board) -> dict[EdgeKey, str]:
    areas: dict[EdgeKey, str] = {}
    for spec in board.quest.edges:
        if not spec.area:
            continue
        try:
            for unit in segment_edges(spec.from_, spec.to):
                areas[unit] = spec.area
        except ValueError:
            continue
    return areas


def _edge_shown(
    board: Board,
    key: EdgeKey,
    revealed: set[str] | frozenset[str] | None,
    edge_areas: dict[EdgeKey, str],
) -> bool:
    """Whether an edge exists in the revealed areas (always, without ``revealed``)."""
    if revealed is None:
        return True
    door = board.door_at(key)
    area = door.area if door is not None else None
    if board.edges[key].source == "quest":
        area = area or edge_areas.get(key)
    return not area or area in revealed


def blocked_sight_edges(
    board: Board,
    open_doors: Iterable[str] = (),
    revealed_areas: Iterable[str] | None = None,
) -> list[EdgeKey]:
    """Unit edges between board cells that block sight in this door state.

    With ``revealed_areas``, doors and quest edges that belong to an area not yet revealed
    do not exist (descent1 places them when their area is revealed).
    """
    opened = set(open_doors)
    revealed = None if revealed_areas is None else set(revealed_areas)
    edge_areas = _quest_edge_areas(board) if revealed is not None else {}
    return [
        key
        for key in board.edges
        if board.edge_blocks_sight(key, opened) and _edge_shown(board, key, revealed, edge_areas)
    ]


@dataclass(frozen=True)
class SightRegions:
    """A board's cells split by the edges that block sight in every door state.

    Within one region every cell is joined to every other by steps across edges that
    never block sight; regions touch only across doors. A centre line never crosses an
    edge that blocks sight, nor passes a lattice vertex walled on both sides, so a line
    between two cells stays in the regions joined to them through open doors
    (:meth:`reach_regions`: a cheap superset of what a figure can see, to test exactly). Such a
    line depends only on walls and doors with a side in those regions: what can be seen
    inside them is fixed by the regions and the states of the doors that touch them
    (:meth:`touching`), whatever the other doors do.
    """

    #: region index per board cell
    region: dict[Cell, int]
    #: cells per region
    cells: list[list[Cell]]
    #: ``(door id, region, region)`` for every door edge between two regions
    doors: list[tuple[str, int, int]]
    #: door id → the regions its edges touch (a door inside one region touches one)
    door_regions: dict[str, frozenset[int]]

    def reach_regions(self, starts: Iterable[Cell], open_doors: Iterable[str]) -> frozenset[int]:
        """Regions joined to ``starts`` through ``open_doors``."""
        opened = set(open_doors)
        links: dict[int, list[int]] = {}
        for door, a, b in self.doors:
            if door in opened:
                links.setdefault(a, []).append(b)
                links.setdefault(b, []).append(a)
        found = flood(
            (self.region[c] for c in starts if c in self.region), lambda r: links.get(r, ())
        )
        return frozenset(found)

    def cells_of(self, regions: frozenset[int]) -> set[Cell]:
        """The cells of ``regions``."""
        return {c for r in regions for c in self.cells[r]}

    def touching(self, regions: frozenset[int]) -> list[str]:
        """Doors (ids, sorted) with an edge on a cell of ``regions``."""
        return sorted(d for d, touched in self.door_regions.items() if touched & regions)

    def scope(self, board: Board, starts: Sequence[Cell]) -> tuple[Hashable, set[Cell]]:
        """What figures on ``starts`` can see depends on, with the board's doors as they
        are: a key (the starts, the regions they see into, the states of the doors
        touching those) and the cells of those regions."""
        reached = self.reach_regions(starts, [d.id for d in board.doors.values() if d.is_open])
        doors = tuple((d, board.doors[d].is_open) for d in self.touching(reached))
        return (tuple(starts), reached, doors), self.cells_of(reached)


#: the eight cells round a cell, as offsets
_EIGHT = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))

#: ``board.derived`` keys of :func:`sight_regions` per view, and of the walls they split by
_REGIONS = "sight-regions"
#: ``board.derived`` key of the stairs' partners (with the link groups they were made from)
_STAIRS = "sight.stairs"
#: cells whose nearby stairs a sight keeps (:meth:`CentreLineSight._stair_distance`)
STAIRS_NEAR = 65_536
_REGION_WALLS = "sight-regions.walls"


def sight_regions(board: Board, revealed_areas: Iterable[str] | None = None) -> SightRegions:
    """The :class:`SightRegions` of a board (in the view of ``revealed_areas``), computed
    once per board and view: they depend on its geometry alone, not on door states."""
    revealed = None if revealed_areas is None else frozenset(revealed_areas)
    key = (_REGIONS, revealed)
    found: SightRegions | None = board.derived.get(key)
    if found is not None:
        return found
    walls = frozenset(blocked_sight_edges(board, frozenset(board.doors), revealed))
    edge_areas = _quest_edge_areas(board) if revealed is not None else {}
    door_edges = _door_edges(board, revealed, edge_areas)
    cells = _flood_regions(board, sorted(board.cells, key=_reading), walls, door_edges)
    region = {c: i for i, members in enumerate(cells) for c in members}
    found = _with_doors(board, region, cells, walls, door_edges)
    board.derived[key] = found
    board.derived[(_REGION_WALLS, revealed)] = walls  # an edit of walls carries both
    return found


def _reading(cell: Cell) -> tuple[int, int]:
    """Reading order: row by row."""
    return cell[1], cell[0]


def _door_edges(
    board: Board, revealed: frozenset[str] | None, edge_areas: dict[EdgeKey, str]
) -> dict[EdgeKey, str]:
    """Door id per door edge shown in the view of ``revealed``."""
    out: dict[EdgeKey, str] = {}
    for edge, info in board.edges.items():
        if info.kind != "door" or board.edge_kind(edge) != "door":
            continue
        door = board.door_at(edge)
        if door is not None and _edge_shown(board, edge, revealed, edge_areas):
            out[edge] = door.id
    return out


def _flood_regions(
    board: Board, seeds: list[Cell], walls: frozenset[EdgeKey], door_edges: dict[EdgeKey, str]
) -> list[list[Cell]]:
    """The regions of ``seeds`` (cells in reading order), each flooded from its first
    space across the edges that are neither ``walls`` nor door edges, in the order a
    region lists its spaces."""
    region: set[Cell] = set()
    out: list[list[Cell]] = []
    on_board = board.cells
    for seed in seeds:
        if seed in region:
            continue
        region.add(seed)
        members = [seed]
        queue = deque([seed])
        while queue:
            x, y = queue.popleft()
            for other, edge in (
                ((x + 1, y), ("v", x + 1, y)),
                ((x - 1, y), ("v", x, y)),
                ((x, y + 1), ("h", x, y + 1)),
                ((x, y - 1), ("h", x, y)),
            ):
                if other not in on_board or edge in walls or edge in door_edges:
                    continue
                if other not in region:
                    region.add(other)
                    members.append(other)
                    queue.append(other)
        out.append(members)
    return out


def _with_doors(
    board: Board,
    region: dict[Cell, int],
    cells: list[list[Cell]],
    walls: frozenset[EdgeKey],
    door_edges: dict[EdgeKey, str],
) -> SightRegions:
    """The regions with the doors between them: a door edge between two board cells that
    is not a wall joins (or touches) the regions on its two sides."""
    door_regions: dict[str, set[int]] = {}
    doors: set[tuple[str, int, int]] = set()
    for edge, door_id in door_edges.items():
        a, b = edge_cells(edge)
        if a not in region or b not in region or edge in walls:
            continue
        ra, rb = region[a], region[b]
        door_regions.setdefault(door_id, set()).update((ra, rb))
        if ra != rb:
            doors.add((door_id, min(ra, rb), max(ra, rb)))
    return SightRegions(
        region, cells, sorted(doors), {d: frozenset(r) for d, r in door_regions.items()}
    )


def static_blockers(
    board: Board,
    *,
    tokens: bool = True,
    revealed_areas: Iterable[str] | None = None,
) -> tuple[set[Cell], list[Footprint]]:
    """Blocking cells of the board itself and the multi-cell footprints among them.

    Terrain with ``blocksSight``, plus (``tokens``) the footprints of tokens whose type
    has ``blocksSight`` (tokens of unrevealed areas left out when ``revealed_areas``).
    """
    cells = set(board.sight_blocking_cells())
    figures: list[Footprint] = []
    if tokens and board.system is not None:
        revealed = None if revealed_areas is None else set(revealed_areas)
        for token in board.tokens.values():
            kind = board.system.token_types.get(token.type)
            if kind is None or not kind.blocks_sight or token.cell is None:
                continue
            if revealed is not None and token.area and token.area not in revealed:
                continue
            footprint = frozenset(c for c in board.token_cells(token) if c in board.cells)
            cells |= footprint
            if len(footprint) > 1:
                figures.append(footprint)
    return cells, figures


def figure_blockers(
    purpose: str,
    *,
    heroes: Iterable[Iterable[Cell]] = (),
    monsters: Iterable[Iterable[Cell]] = (),
    conventions: Conventions | None = None,
) -> list[Footprint]:
    """Figure footprints that block a line drawn for ``purpose`` (C6, C7).

    ``attack``: every figure. ``reveal``: every figure with C6 (default), none without.
    ``spawn``: monsters are transparent; other heroes block with C7 (default).
    """
    conv = conventions or Conventions()
    hero_list = [frozenset(h) for h in heroes]
    monster_list = [frozenset(m) for m in monsters]
    if purpose == "attack":
        return hero_list + monster_list
    if purpose == "reveal":
        return hero_list + monster_list if conv.c6 else []
    if purpose == "spawn":
        return hero_list if conv.c7 else []
    raise ValueError(f"unknown sight purpose {purpose!r} (attack, reveal or spawn)")


def _split_blockers(blockers: Iterable[Any] | None) -> tuple[set[Cell], list[Footprint]]:
    """Explicit blockers: cells ``(x, y)`` or collections of cells (large figures)."""
    cells: set[Cell] = set()
    figures: list[Footprint] = []
    for item in blockers or ():
        if isinstance(item, tuple) and len(item) == 2 and all(isinstance(v, int) for v in item):
            cells.add(item)
            continue
        footprint = frozenset(tuple(c) for c in item)
        cells |= footprint
        if len(footprint) > 1:
            figures.append(footprint)
    return cells, figures


class _DoorOverlay:
    """Sight grids of one view of a board (revealed areas, conventions) in any door state.

    Cells, walls and terrain do not change while a board lives; only its door states do
    (and the blocking cells a caller adds). A door edge blocks sight exactly when its door
    is closed (not open, not listed as opened), so the grid of a door state not seen yet is
    derived from the kept grid with the same blocking cells whose closed doors differ
    least: :meth:`SightGrid.with_walls` recomputes only the tables next to the doors that
    differ. The first grid per set of blocking cells is built in one pass.
    """

    def __init__(self, board: Board, revealed: frozenset[str] | None, conv: Conventions) -> None:
        self.cells = frozenset(board.cells)
        self.conventions = conv
        #: edges that block sight with every door open
        self.walls = blocked_sight_edges(board, frozenset(board.doors), revealed)
        edge_areas = _quest_edge_areas(board) if revealed is not None else {}
        #: door id → its unit edges between two board cells (shown in this view)
        self.door_keys: dict[str, list[EdgeKey]] = {}
        for key, info in board.edges.items():
            if info.kind != "door" or board.edge_kind(key) != "door":
                continue
            door = board.door_at(key)
            if door is None or not _edge_shown(board, key, revealed, edge_areas):
                continue
            self.door_keys.setdefault(door.id, []).append(key)
        self._grids: dict[tuple[frozenset[str], frozenset[Cell]], SightGrid] = {}

    def grid(self, opened: frozenset[str], blockers: frozenset[Cell]) -> SightGrid:
        """The grid with the doors not in ``opened`` closed and ``blockers`` blocking."""
        closed = frozenset(d for d in self.door_keys if d not in opened)
        grid = self._grids.get((closed, blockers))
        if grid is not None:
            return grid
        nearest: tuple[int, frozenset[str], SightGrid] | None = None
        for (other, other_blockers), candidate in self._grids.items():
            if other_blockers == blockers and (nearest is None or len(other ^ closed) < nearest[0]):
                nearest = (len(other ^ closed), other, candidate)
        if len(self._grids) > 32:
            self._grids.clear()
        if nearest is None:
            edges = list(self.walls)
            for door in closed:
                edges += self.door_keys[door]
            grid = SightGrid.build(self.cells, edges, blockers, self.conventions)
        else:
            _, was_closed, start = nearest
            grid = start.with_walls(
                [self._padded(start, d) for d in sorted(closed - was_closed)], True
            ).with_walls([self._padded(start, d) for d in sorted(was_closed - closed)], False)
        self._grids[(closed, blockers)] = grid
        return grid

    def _padded(self, grid: SightGrid, door: str) -> list[tuple[int, int, int]]:
        """A door's edges as ``(axis, r, c)`` of :meth:`SightGrid.with_walls`."""
        out = []
        for key in self.door_keys[door]:
            first, second = edge_cells(key)
            if first in self.cells and second in self.cells:
                out.append(_padded_unit(grid, key))
        return out


# door overlays per board, revealed areas and conventions: the board's
# cells, walls and terrain do not change while the board lives (only its door states do);
# kept on the board (an overlay holds its board: a module table keyed by id(board) leaked)
_OVERLAYS = "sight.door-overlays"


#: grids of a view carried across an edit of walls (the door states used last)
_CARRIED_GRIDS = 4


def carry_line_sight(prev: Board, board: Board, units: Iterable[EdgeKey]) -> None:
    """Give ``board`` the sight grids and sight regions ``prev`` built, with the unit edges
    ``units`` set as they block sight on ``board``.

    For a board with the same cells, terrain and doors as ``prev`` whose unit edges differ
    only on ``units`` (what :mod:`questwright.core.recompile` hands out after walls are
    laid or taken away). The walls of each view (revealed areas) change on ``units``
    alone. A grid's tables read only the walls within a cell or two, so
    :meth:`SightGrid.with_walls` gives the grid a fresh build would (the grids of the last
    few door states of each view are carried); the regions of the spaces beside ``units``
    are flooded again and numbered as a fresh build numbers them (:func:`_carry_regions`).
    Nothing is carried if one of ``units`` is a door edge or lies on the board's rim, or if
    the areas quest edges are listed in changed (they decide which edges a view shows).
    """
    regions = [k for k in prev.derived if isinstance(k, tuple) and k[0] == _REGIONS]
    if not (prev.derived.get(_OVERLAYS) or regions):
        return  # nothing to carry: ask no movement model for what blocks sight
    units = sorted(units)
    cells = board.cells
    for key in units:
        a, b = edge_cells(key)
        if a not in cells or b not in cells:
            return
        for edges in (prev.edges, board.edges):
            info = edges.get(key)
            if info is not None and (info.kind == "door" or info.door is not None):
                return
    edge_areas = _quest_edge_areas(board)
    if edge_areas != _quest_edge_areas(prev):
        return
    opened = frozenset(board.doors)
    blocks = {key: key in board.edges and board.edge_blocks_sight(key, opened) for key in units}

    def walls_now(revealed: frozenset[str] | None) -> set[EdgeKey]:
        """Those of ``units`` that block sight on ``board`` in the view of ``revealed``."""
        return {k for k in units if blocks[k] and _edge_shown(board, k, revealed, edge_areas)}

    old: dict[Any, _DoorOverlay] | None = prev.derived.get(_OVERLAYS)
    if old and _OVERLAYS not in board.derived:
        carried: dict[Any, _DoorOverlay] = {}
        for (revealed, conv), overlay in old.items():
            now = walls_now(revealed)
            new = _DoorOverlay.__new__(_DoorOverlay)
            new.cells, new.conventions, new.door_keys = overlay.cells, conv, overlay.door_keys
            new.walls = [key for key in overlay.walls if key not in blocks] + sorted(now)
            new._grids = {}
            for state, grid in list(overlay._grids.items())[-_CARRIED_GRIDS:]:
                laid = [[_padded_unit(grid, key)] for key in units if key in now]
                gone = [[_padded_unit(grid, key)] for key in units if key not in now]
                new._grids[state] = grid.with_walls(laid, True).with_walls(gone, False)
            carried[(revealed, conv)] = new
        board.derived[_OVERLAYS] = carried
    for name in regions:
        if name in board.derived:
            continue
        found: SightRegions = prev.derived[name]
        view: frozenset[str] | None = name[1]
        walls: frozenset[EdgeKey] | None = prev.derived.get((_REGION_WALLS, view))
        if walls is None:
            continue
        new_walls = frozenset(walls.difference(blocks)) | walls_now(view)
        board.derived[(_REGION_WALLS, view)] = new_walls
        board.derived[name] = _carry_regions(
            board, found, new_walls, _door_edges(board, view, edge_areas), units
        )


def _carry_regions(
    board: Board,
    old: SightRegions,
    walls: frozenset[EdgeKey],
    door_edges: dict[EdgeKey, str],
    units: list[EdgeKey],
) -> SightRegions:
    """The :class:`SightRegions` :func:`sight_regions` would find on ``board``, whose
    sight-blocking ``walls`` differ from those ``old`` was found with only on ``units``
    (none a door edge): the regions beside ``units`` flooded again, the others kept, all
    numbered by their first space in reading order as a fresh build numbers them."""
    affected = {old.region[c] for key in units for c in edge_cells(key)}
    pool = {c for i in affected for c in old.cells[i]}
    kept = [members for i, members in enumerate(old.cells) if i not in affected]
    parts = _flood_regions(board, sorted(pool, key=_reading), walls, door_edges)
    cells = sorted(kept + parts, key=lambda members: _reading(members[0]))
    region = {c: i for i, members in enumerate(cells) for c in members}
    return _with_doors(board, region, cells, walls, door_edges)


def _padded_unit(grid: SightGrid, key: EdgeKey) -> tuple[int, int, int]:
    """A unit edge between two board cells as ``(axis, r, c)`` of :meth:`SightGrid.with_walls`."""
    first, _second = edge_cells(key)
    return (0 if key[0] == "v" else 1, first[1] - grid.y0, first[0] - grid.x0)


def _board_grid(
    board: Board,
    opened: frozenset[str],
    revealed: frozenset[str] | None,
    conv: Conventions,
    blockers: frozenset[Cell],
) -> SightGrid:
    """The sight grid of a board in a door state, with these blocking cells."""
    per_board: dict[Any, _DoorOverlay] | None = board.derived.get(_OVERLAYS)
    if per_board is None:
        per_board = board.derived[_OVERLAYS] = {}
    key = (revealed, conv)
    overlay = per_board.get(key)
    if overlay is None:
        if len(per_board) > 32:
            per_board.clear()
        overlay = per_board[key] = _DoorOverlay(board, revealed, conv)
    return overlay.grid(opened, blockers)


#: :meth:`CentreLineSight.stair_table`: the cells a stair lends sight of at range 1 and 2,
#: and per cell next to a partner, the partners that may see it
StairTable = tuple[frozenset[Cell], frozenset[Cell], dict[Cell, list[Cell]]]


class CentreLineSight:
    """Exact centre-to-centre sight on one board state (see the module docstring)."""

    model = "centre-line"

    def __init__(
        self,
        board: Board,
        *,
        blockers: Iterable[Any] | None = None,
        conventions: Conventions | Mapping[str, Any] | None = None,
        open_doors: Iterable[str] = (),
        token_blockers: bool = True,
        revealed_areas: Iterable[str] | None = None,
        specials: bool = True,
    ) -> None:
        self.board = board
        if conventions is None:
            conv = board_conventions(board)
        elif isinstance(conventions, Conventions):
            conv = conventions
        else:
            conv = Conventions.from_mapping(conventions, board_conventions(board))
        self.conventions = conv
        revealed = None if revealed_areas is None else frozenset(revealed_areas)
        opened = _open_signature(board, open_doors)
        static_cells, static_figures = static_blockers(
            board, tokens=token_blockers, revealed_areas=revealed
        )
        extra_cells, extra_figures = _split_blockers(blockers)
        #: every blocking cell (terrain, blocking tokens, explicit blockers)
        self.blockers: frozenset[Cell] = frozenset(
            c for c in static_cells | extra_cells if c in board.cells
        )
        #: multi-cell figures among the blockers
        self.figures: list[Footprint] = static_figures + extra_figures
        self._figure_of: dict[Cell, Footprint] = {}
        for footprint in self.figures:
            for cell in footprint:
                self._figure_of[cell] = footprint
        self._revealed = revealed
        self.grid = _board_grid(board, opened, revealed, conv, self.blockers)
        self._derived: dict[Footprint, SightGrid] = {}
        self.specials = specials
        self.pits: frozenset[Cell] = frozenset()
        self.stairs: dict[Cell, tuple[Cell, ...]] = {}
        #: per stair asked about, its partners as a set (made on first use, at most one per
        #: stair: a pair's look tests the eight cells round ``b``, not every partner)
        self._partner_sets: dict[Cell, frozenset[Cell]] = {}
        #: per cell, the stairs on it or next to it with their partners (read by
        #: :meth:`_stair_distance`; at most :data:`STAIRS_NEAR` cells kept)
        self._stairs_near: dict[Cell, tuple[tuple[Cell, tuple[Cell, ...]], ...]] = {}
        if specials:
            self._collect_specials()
        # nothing but the centre line matters: can_see is one table walk
        self._plain = not (self.pits or self.stairs or self._figure_of or conv.c5)
        self._board_cells = board.cells
        self._grid_can_see = self.grid.can_see

    def with_open_doors(self, open_doors: Iterable[str]) -> CentreLineSight:
        """This sight with ``open_doors`` (and the board's open ones) open instead: the
        same as a new :class:`CentreLineSight` of these arguments with those doors, its
        blockers, figures, pits and stairs taken from this one (they do not depend on the
        doors) and only the grid looked up afresh."""
        other = copy.copy(self)
        opened = _open_signature(self.board, open_doors)
        other.grid = _board_grid(
            self.board, opened, self._revealed, self.conventions, self.blockers
        )
        other._derived = {}
        other._grid_can_see = other.grid.can_see
        return other

    @functools.cached_property
    def cells(self) -> list[Cell]:
        """The board's cells in reading order (row by row)."""
        return sorted(self.board.cells, key=lambda c: (c[1], c[0]))

    # ------------------------------------------------------------------ setup
    def _collect_specials(self) -> None:
        board = self.board
        pit_kinds = set(param_names(board, "pitTerrain", ["pit"]))
        if self.conventions.c10 != "all":
            self.pits = board.cells_with_terrain(pit_kinds)
        # the partners of every stair are a function of the board's link groups, kept with
        # the board per door view made (a group of k stairs is k lists of k - 1); the
        # groups are read afresh each time: the editor may re-index a board's tokens
        groups = tuple(
            (name, tuple(cells)) for name, cells in movement(board).link_groups().items()
        )
        kept: tuple[Any, dict[Cell, tuple[Cell, ...]]] | None = board.derived.get(_STAIRS)
        if kept is not None and kept[0] == groups:
            self.stairs = dict(kept[1])
            return
        for _, cells in groups:
            for cell in cells:
                partners = tuple(c for c in cells if c != cell)
                if partners:
                    self.stairs[cell] = self.stairs.get(cell, ()) + partners
        board.derived[_STAIRS] = (groups, dict(self.stairs))

    def _grid_ignoring(self, cells: Footprint) -> SightGrid:
        grid = self._derived.get(cells)
        if grid is None:
            grid = self._derived[cells] = self.grid.without(cells)
        return grid

    def _ignored_for(self, a: Cell, b: Cell | None) -> Footprint:
        ignore: set[Cell] = set()
        if not self.conventions.c4 and a in self._figure_of:
            ignore |= self._figure_of[a]
        if b is not None and not self.conventions.c3 and b in self._figure_of:
            ignore |= self._figure_of[b]
        return frozenset(ignore)

    def _in_pit(self, a: Cell) -> bool:
        if a not in self.pits:
            return False
        footprint = self._figure_of.get(a)
        return footprint is None or footprint <= self.pits

    # ------------------------------------------------------------------ queries
    def geometric(self, a: Cell, b: Cell) -> bool:
        """The centre line alone (with C3/C4 for large figures, without specials)."""
        if a not in self.board.cells or b not in self.board.cells:
            return False
        ignore = self._ignored_for(a, b)
        grid = self._grid_ignoring(ignore) if ignore else self.grid
        return grid.can_see(a, b)

    def can_see(self, a: Cell, b: Cell) -> bool:
        """Whether a figure on cell ``a`` sees cell ``b``."""
        if self._plain:
            cells = self._board_cells
            return a in cells and b in cells and self._grid_can_see(a, b)
        return self.distance(a, b) is not None

    def distance(self, a: Cell, b: Cell, stairs: StairTable | None = None) -> int | None:
        """Range from ``a`` to ``b`` if ``a`` sees ``b`` (Chebyshev, or via a stair), else None.
        ``stairs``: :meth:`stair_table` of ``a``, for a caller asking of many ``b``."""
        cells = self.board.cells
        if a not in cells or b not in cells:
            return None
        if a == b:
            return 0
        ax, ay = a
        bx, by = b
        near = max(abs(ax - bx), abs(ay - by))  # chebyshev, inline: whole views ask this
        if (
            self.specials
            and a in self.pits
            and self._in_pit(a)
            and (self.conventions.c10 == "none" or near > 1)
        ):
            return None
        if near == 1 and self.conventions.c5:
            return 1
        # no figure among the blockers: the centre line is the grid's answer (geometric)
        if self.grid.can_see(a, b) if not self._figure_of else self.geometric(a, b):
            return near
        if self.specials and self.stairs:
            if stairs is not None:
                ones, twos, lent = stairs
                if b in ones:
                    return 1
                if b in twos or any(self.geometric(p, b) for p in lent.get(b, ())):
                    return 2
                return None
            return self._stair_distance(a, b)
        return None

    def stair_table(self, a: Cell) -> StairTable:
        """What :meth:`_stair_distance` reads for ``a``, for every ``b`` at once: the
        partners of a stair on ``a`` (range 1), those of the stairs next to it that lend
        their sight (2), and per cell next to a partner of a stair on ``a``, those partners
        (2 if one sees it). Worth building for a whole view from ``a`` (a board of many
        stairs made each cell's look a walk over every partner), not for one pair."""
        ones: set[Cell] = set()
        twos: set[Cell] = set()
        near: dict[Cell, list[Cell]] = {}
        for stair in self._stair_rows(a):
            partners = self.stairs.get(stair)
            if partners is None:
                continue
            if stair == a:
                ones.update(partners)
                for partner in partners:
                    for cell in self._stair_rows(partner):
                        if cell != partner:
                            near.setdefault(cell, []).append(partner)
            elif not (self.conventions.c9 and not self.geometric(a, stair)):
                twos.update(partners)
        return frozenset(ones), frozenset(twos), near

    def _stair_distance(self, a: Cell, b: Cell) -> int | None:
        best: int | None = None
        # only a stair on ``a`` or next to it can lend its sight: look at those nine cells,
        # not at every stair of the board (a pair must not cost O(stairs)); which of them
        # hold a stair is kept per ``a`` (the bots ask many pairs from the same spaces)
        near = self._stairs_near.get(a)
        if near is None:
            if len(self._stairs_near) > STAIRS_NEAR:
                self._stairs_near.clear()
            near = self._stairs_near[a] = tuple(
                (stair, partners)
                for stair in self._stair_rows(a)
                if (partners := self.stairs.get(stair)) is not None
            )
        for stair, partners in near:
            if stair == a:
                # a partner on ``b`` (1), else one next to ``b`` that sees it (2)
                group = self._partner_sets.get(a)
                if group is None:
                    group = self._partner_sets[a] = frozenset(partners)
                if b in group:
                    return 1  # nothing is nearer than 1 (a != b)
                bx, by = b
                if any(
                    (p := (bx + i, by + j)) in group and self.geometric(p, b) for i, j in _EIGHT
                ):
                    best = 2
            elif chebyshev(stair, a) == 1 and b in partners:
                if self.conventions.c9 and not self.geometric(a, stair):
                    continue
                best = 2 if best is None else min(best, 2)
        return best

    def distances_from(self, a: Cell, stairs: StairTable | None = None) -> dict[Cell, int]:
        """``{b: distance(a, b, stairs)}`` over :attr:`cells` in their order, the pairs
        :meth:`distance` answers ``None`` left out: a whole view. The centre lines come
        from one :meth:`SightGrid.seen_from` (the same step tests); pits on ``a``, large
        figures among the blockers and a box too large for it are asked pair by pair."""
        cells = self.board.cells
        if a not in cells:
            return {}
        seen = None
        if not self._figure_of and not (self.specials and a in self.pits and self._in_pit(a)):
            seen = self.grid.seen_from(a)
        if seen is None:
            out: dict[Cell, int] = {}
            for b in self.cells:
                d = self.distance(a, b, stairs)
                if d is not None:
                    out[b] = d
            return out
        grid = self.grid
        ax, ay = a
        bx0, by0 = grid.x0 + 1, grid.y0 + 1
        cx, cy = ax - bx0, ay - by0
        height, width = seen.shape
        # the range of a line seen is Chebyshev; -1: not seen
        rows = np.abs(np.arange(height) - cy)[:, None]
        columns = np.abs(np.arange(width) - cx)[None, :]
        ranges = np.where(seen, np.maximum(rows, columns), -1)
        on_board = grid.onb[1:-1, 1:-1]
        if self.conventions.c5:
            near = ranges[max(0, cy - 1) : cy + 2, max(0, cx - 1) : cx + 2]
            near[on_board[max(0, cy - 1) : cy + 2, max(0, cx - 1) : cx + 2]] = 1
        ranges[cy, cx] = 0
        if self.specials and self.stairs:
            table = stairs if stairs is not None else self.stair_table(a)
            ones, twos, lent = table
            for b in (*ones, *twos, *lent):
                r, c = b[1] - by0, b[0] - bx0
                if not (0 <= r < height and 0 <= c < width) or ranges[r, c] >= 0:
                    continue
                if b not in cells:
                    continue
                if b in ones:
                    ranges[r, c] = 1
                elif b in twos or any(self.geometric(p, b) for p in lent.get(b, ())):
                    ranges[r, c] = 2
        ys, xs = np.nonzero(ranges >= 0)
        found = ranges[ys, xs].tolist()
        return {
            (x, y): d
            for x, y, d in zip((xs + bx0).tolist(), (ys + by0).tolist(), found, strict=True)
        }

    def visible_from(self, a: Cell) -> set[Cell]:
        """Every cell a figure on ``a`` sees (``a`` included)."""
        return set(self.ranges_from(a))

    def ranges_from(self, a: Cell) -> dict[Cell, int]:
        """Every cell a figure on ``a`` sees → range."""
        if a not in self.board.cells:
            return {}
        simple = not self.conventions.c5 and not (
            self.specials and (self.stairs or self._in_pit(a))
        )
        if simple and (self.conventions.c3 or not self._figure_of):
            ignore = self._ignored_for(a, None)
            grid = self._grid_ignoring(ignore) if ignore else self.grid
            return {b: chebyshev(a, b) for b in self.cells if grid.can_see(a, b)}
        out: dict[Cell, int] = {}
        stairs = self.stair_table(a) if self.specials and self.stairs else None
        for b in self.cells:
            distance = self.distance(a, b, stairs)
            if distance is not None:
                out[b] = distance
        return out

    def all_pairs(self, cells: Sequence[Cell] | None = None) -> tuple[list[Cell], np.ndarray]:
        """``(cells, m)`` with ``m[i, j]`` = ``cells[i]`` sees ``cells[j]`` (numpy, bool).

        ``cells`` defaults to every board cell in row-major order.
        """
        cell_list = list(self.cells if cells is None else cells)
        matrix = all_pairs_matrix(self.grid, cell_list)
        conv = self.conventions
        position = {c: i for i, c in enumerate(cell_list)}
        # large figures: sources ignore their own figure (C4), targets maybe theirs (C3)
        special_rows = {c for c in cell_list if c in self._figure_of and not conv.c4}
        special_cols = {c for c in cell_list if c in self._figure_of and not conv.c3}
        for a in special_rows:
            i = position[a]
            matrix[i] = [self.geometric(a, b) for b in cell_list]
        for b in special_cols:
            j = position[b]
            matrix[:, j] = [self.geometric(a, b) for a in cell_list]
        if conv.c5 or (self.specials and (self.stairs or self.pits)):
            xs = np.array([c[0] for c in cell_list])
            ys = np.array([c[1] for c in cell_list])
            cheb = np.maximum(np.abs(xs[:, None] - xs[None, :]), np.abs(ys[:, None] - ys[None, :]))
            on_board = np.array([c in self.board.cells for c in cell_list])
            if conv.c5:
                matrix |= (cheb == 1) & on_board[:, None] & on_board[None, :]
            if self.specials and self.stairs:
                # a stair lends sight from itself and its neighbours to its partners and
                # the cells next to them only: visit those pairs, not every row × column
                for stair, partners in self.stairs.items():
                    reach = {c for p in partners for c in self._stair_rows(p)}
                    for a in self._stair_rows(stair):
                        row = position.get(a)
                        if row is None:
                            continue
                        for b in reach:
                            col = position.get(b)
                            if (
                                col is not None
                                and not matrix[row, col]
                                and self._stair_distance(a, b) is not None
                            ):
                                matrix[row, col] = True
            if self.specials and self.pits:
                for a in cell_list:
                    if self._in_pit(a):
                        i = position[a]
                        keep = cheb[i] <= (1 if conv.c10 == "adjacent" else 0)
                        matrix[i] &= keep
        return cell_list, matrix

    def _stair_rows(self, stair: Cell) -> list[Cell]:
        """Cells whose sight a stair can extend: the stair and its neighbours."""
        x, y = stair
        return [(x + i, y + j) for i in (-1, 0, 1) for j in (-1, 0, 1)]

    def explain(self, a: Cell, b: Cell) -> str | None:
        """Why ``a`` does not see ``b`` (a short reason with refs), or None if it does."""
        if self.can_see(a, b):
            return None
        board = self.board
        if self.specials and self._in_pit(a):
            return (
                "a figure in a pit sees only adjacent spaces"
                if self.conventions.c10 == "adjacent"
                else "a figure in a pit sees nothing"
            )
        ignore = self._ignored_for(a, b)
        walls = set(self.grid_edges())
        reason = reference_walk(
            a,
            b,
            on_board=board.cells.__contains__,
            wall=lambda c1, c2: edge_between(c1, c2) in walls,
            blocks=lambda c: c in self.blockers and c not in ignore,
            conventions=self.conventions,
        )
        return reason or "not visible"

    def grid_edges(self) -> list[EdgeKey]:
        """The blocking unit edges of this snapshot."""
        g = self.grid
        out: list[EdgeKey] = []
        rows, cols = np.nonzero(g.walls_e)
        out += [("v", int(c) + g.x0 + 1, int(r) + g.y0) for r, c in zip(rows, cols, strict=True)]
        rows, cols = np.nonzero(g.walls_s)
        out += [("h", int(c) + g.x0, int(r) + g.y0 + 1) for r, c in zip(rows, cols, strict=True)]
        return out

    # ------------------------------------------------------------------ large figures
    def figure_cells_seen(self, attacker: Iterable[Cell], target: Iterable[Cell]) -> set[Cell]:
        """Cells of ``target`` that some cell of ``attacker`` sees (C3, C4; pits for the whole)."""
        own = frozenset(attacker)
        goal = frozenset(target)
        conv = self.conventions
        in_pit = bool(own) and own <= self.pits and self.specials
        seen: set[Cell] = set()
        for b in goal:
            ignore = set() if conv.c4 else set(own)
            if not conv.c3:
                ignore |= goal
            ignore.discard(b)
            grid = self._grid_ignoring(frozenset(ignore)) if ignore else self.grid
            for a in own:
                if in_pit and (conv.c10 == "none" or chebyshev(a, b) > 1):
                    continue
                if a == b or grid.can_see(a, b):
                    seen.add(b)
                    break
        return seen

    def figure_can_see(self, attacker: Iterable[Cell], target: Iterable[Cell]) -> bool:
        """A (large) attacker sees a (large) target when it sees any one of its spaces."""
        return bool(self.figure_cells_seen(attacker, target))

    def footprint_hidden(self, footprint: Iterable[Cell], viewers: Iterable[Cell]) -> bool:
        """Spawn check (C8): hidden when every space is unseen (C8) or at least one is."""
        cells = list(footprint)
        seen = [any(self.can_see(v, c) for v in viewers) for c in cells]
        return not any(seen) if self.conventions.c8 else not all(seen)
