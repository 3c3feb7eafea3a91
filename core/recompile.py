"""Keep a compiled board in step with a quest, edit by edit, in time that does not grow with it.

:func:`~questwright.core.board.compile_board` builds a board from nothing. An editor changes
a quest one small edit at a time and needs the board after each: :class:`Recompiler` takes
the successive *snapshots* of one quest (:class:`questwright.core.edits.Snapshots`: a
snapshot never changes afterwards, and what an edit did not touch is the very same object in
the next snapshot) and returns for each a new :class:`Board` equal to ``compile_board`` of
that snapshot, with a :class:`BoardDelta` naming the cells, unit edges, zones, doors, tiles
and tokens that changed.

How. Each placed tile is compiled alone once — its *fragment*
(:func:`~questwright.core.tilemerge.tile_fragment`): cells, zones, the kinds it prints on its
unit edges, its doors, features and problems. The tile layer of the board is the merge of
the fragments: which tile owns a cell two tiles cover (the earlier one), and what a unit
edge two tiles print becomes (:func:`~questwright.core.tilemerge.merge_units`, the
compiler's own merge). An edit that adds, removes or changes tiles updates only the cells
and unit edges of those tiles. The quest's own layers — edges, terrain, tokens and the doors
locking tokens lock — are small and are laid again over the tile layer, by the compiler's
own steps (:func:`~questwright.core.board.lay_quest_edges` and its siblings), whenever they
or the tiles under them change; a token edit only re-indexes the tokens. An edge or door
laid again as it was stays the very object of the previous board. While the cells and
zones stay the same, the new board takes over what was derived from them: the movement
model's zone pairs (:func:`~questwright.core.movement.carry_movement`) and the zone-walk
sight neighbours (:func:`~questwright.core.sight.zone.carry_adjacency`), each worked out
again only beside the unit edges that changed.

Boards handed out are never changed afterwards: each revision gets new containers and shares
the unchanged values with the previous one, so another thread may go on reading an older
board while the editor moves on. What cannot be done piece by piece (a new system or
parameters, tiles reordered or sharing an id) is compiled from scratch.
"""

from __future__ import annotations

import copy
import dataclasses
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import (
    Board,
    BoardProblem,
    CellInfo,
    Door,
    EdgeInfo,
    PlacedFeature,
    PlacedTile,
    Zone,
    compile_board,
    index_tokens,
    lay_quest_door_spaces,
    lay_quest_edges,
    lay_quest_terrain,
    lock_doors_with_tokens,
    overlap_problem,
)
from questwright.core.geometry import Cell, EdgeKey, edge_between, neighbours4, segment_edges
from questwright.core.movement import carry_movement
from questwright.core.params import param_names
from questwright.core.tilemerge import (
    Printed,
    PrintedSide,
    merge_units,
    surviving_edges,
    tile_fragment,
)
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import EdgeSpec, Quest, TilePlacement

__all__ = ["BoardDelta", "Recompiler"]

#: quest fields the compiled board does not depend on beyond these (anything else in
#: this set changing means a compile from scratch)
_REBUILD = ("system", "tilesets", "parameters")
#: fragments kept for placements no longer on the board (undo brings them back)
_SPARE_FRAGMENTS = 64


@dataclass(frozen=True)
class BoardDelta:
    """What changed between two consecutive boards of a :class:`Recompiler`.

    ``full``: the board was compiled from scratch (treat everything as changed). Otherwise
    the sets name what differs: cells whose tile, zone or terrain changed (or that appeared
    or vanished), unit edges whose kind, door or printed sides changed, zones, doors (edges,
    state, lock…), tiles and tokens added, removed or changed.
    """

    full: bool = False
    cells: frozenset[Cell] = frozenset()
    units: frozenset[EdgeKey] = frozenset()
    zones: frozenset[str] = frozenset()
    doors: frozenset[str] = frozenset()
    tiles: frozenset[str] = frozenset()
    tokens: frozenset[str] = frozenset()
    features: bool = False
    problems: bool = False

    @property
    def geometry(self) -> bool:
        """Whether cells, zones or edge kinds changed (not only doors, tokens or problems)."""
        return self.full or bool(self.cells or self.units or self.zones or self.tiles)

    @property
    def empty(self) -> bool:
        return not (
            self.full
            or self.cells
            or self.units
            or self.zones
            or self.doors
            or self.tiles
            or self.tokens
            or self.features
            or self.problems
        )


@dataclass
class _Fragment:
    """One placed tile compiled alone (at index 0; :meth:`placed` moves it to its index)."""

    placement: TilePlacement
    board: Board
    #: per unit edge: the kind (and door id) this tile prints there
    contrib: dict[EdgeKey, PrintedSide]
    #: ``(key, cells)`` on the board: the content the fragment was compiled from
    key: tuple[Any, ...]
    _at: dict[int, tuple[PlacedTile | None, list[BoardProblem], dict[str, Door]]] = field(
        default_factory=dict
    )

    @property
    def id(self) -> str:
        return self.placement.id

    @property
    def cells(self) -> dict[Cell, CellInfo]:
        return self.board.cells

    def placed(self, index: int) -> tuple[PlacedTile | None, list[BoardProblem], dict[str, Door]]:
        """The placed tile, its own problems and its doors (as printed) at ``index``."""
        found = self._at.get(index)
        if found is None:
            tile = self.board.tiles.get(self.id)
            if tile is not None:
                tile = dataclasses.replace(tile, index=index)
            problems = [_at_index(p, index) for p in self.board.problems]
            doors = {
                i: dataclasses.replace(d, path=_path_at(d.path, index))
                for i, d in self.board.doors.items()
            }
            found = self._at[index] = (tile, problems, doors)
        return found


def _path_at(path: tuple[str | int, ...], index: int) -> tuple[str | int, ...]:
    if len(path) >= 2 and path[0] == "tiles":
        return ("tiles", index, *path[2:])
    return path


def _at_index(problem: BoardProblem, index: int) -> BoardProblem:
    return dataclasses.replace(problem, path=_path_at(problem.path, index))


def _placement_key(placement: TilePlacement) -> tuple[Any, ...]:
    return (placement.id, placement.tile, placement.side, tuple(placement.at), placement.rotation)


class Recompiler:
    """The boards of successive snapshots of one quest, each built from the previous one."""

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog or default_catalog()
        self.board: Board | None = None
        self.delta = BoardDelta(full=True)
        #: how the last board was made: ``compiled`` (from scratch) or ``updated``
        self.mode = "compiled"
        self._quest: Quest | None = None
        self._merged = False  # whether the tile-layer state below describes self.board
        self._frags: dict[str, _Fragment] = {}
        self._spare: dict[tuple[Any, ...], _Fragment] = {}
        self._order: dict[str, int] = {}
        self._covers: dict[Cell, list[str]] = {}
        self._contrib: Printed = {}
        self._tile_cells: dict[Cell, CellInfo] = {}
        self._tile_edges: dict[EdgeKey, EdgeInfo] = {}
        self._tile_doors: dict[str, Door] = {}
        self._tile_problems: dict[str, list[BoardProblem]] = {}
        self._layer_problems: dict[str, list[BoardProblem]] = {}
        self._edge_units: set[EdgeKey] = set()
        self._terrain_cells: set[Cell] = set()
        #: doors the tokens locked on the last board
        self._locked: set[str] = set()
        #: doors that may differ from the previous board (gathered while updating)
        self._doors_touched: set[str] = set()

    # ------------------------------------------------------------------ public
    def update(self, quest: Quest) -> Board:
        """The board of ``quest`` (a snapshot that must not change afterwards)."""
        prev, last = self.board, self._quest
        board: Board | None = None
        if prev is not None and last is not None and self._merged and self._can_update(last, quest):
            board = self._update(prev, last, quest)
        if board is None:
            board = self._from_scratch(quest)
            self.delta = BoardDelta(full=True)
            self.mode = "compiled"
        else:
            self.mode = "updated"
        self.board, self._quest = board, quest
        return board

    # ------------------------------------------------------------------ deciding
    def _can_update(self, last: Quest, quest: Quest) -> bool:
        for name in _REBUILD:
            old, new = getattr(last, name), getattr(quest, name)
            if old is not new and old != new:
                return False
        if last.tiles is not quest.tiles and not _same_order(last.tiles, quest.tiles):
            return False
        return _unique_ids(quest.tiles)

    # ------------------------------------------------------------------ from scratch
    def _from_scratch(self, quest: Quest) -> Board:
        self._merged = False
        system = self.catalog.system(quest.system)
        if system is None or not _unique_ids(quest.tiles):
            return compile_board(quest, self.catalog)
        self._frags = {}
        self._order = {}
        self._covers = {}
        self._contrib = {}
        self._tile_cells = {}
        self._tile_edges = {}
        self._tile_doors = {}
        self._tile_problems = {}
        self._edge_units = set()
        self._terrain_cells = set()
        for index, placement in enumerate(quest.tiles):
            self._order[placement.id] = index
            self._add_fragment(self._fragment(quest, placement))
        cells = set(self._covers)
        units = set(self._contrib)
        self._resolve_cells(cells)
        self._resolve_units(units)
        self._tile_doors = self._doors_in_order(quest, set(), None)
        for placement in quest.tiles:
            self._tile_problems[placement.id] = self._problems_of(placement.id)
        board = Board(quest=quest, system=system)
        board.tiles = self._placed_tiles(quest)
        board.cells = self._cells_in_order(quest)
        board.zones = self._zones(quest)
        board.features = self._features(quest)
        board.edge_sides = {u: _sides(self._contrib[u], self._order) for u in self._contrib}
        board.edges = dict(self._tile_edges)
        board.doors = {}
        self._lay_edges(board, quest)
        self._lay_terrain(board, quest)
        self._lay_tokens(board, quest)
        self._lock(board)
        self._collect_problems(board)
        self._merged = True
        return board

    # ------------------------------------------------------------------ fragments
    def _fragment(self, quest: Quest, placement: TilePlacement) -> _Fragment:
        key = _placement_key(placement)
        found = self._spare.pop(key, None)
        if found is not None:
            found.placement = placement
            return found
        board, contrib = tile_fragment(quest, self.catalog, placement)
        return _Fragment(placement, board, contrib, key)

    def _add_fragment(self, frag: _Fragment) -> None:
        tid = frag.id
        self._frags[tid] = frag
        for cell in frag.cells:
            self._covers.setdefault(cell, []).append(tid)
        for unit, printed in frag.contrib.items():
            self._contrib.setdefault(unit, {})[tid] = printed

    def _remove_fragment(self, tid: str) -> _Fragment:
        frag = self._frags.pop(tid)
        for cell in frag.cells:
            owners = self._covers[cell]
            owners.remove(tid)
            if not owners:
                del self._covers[cell]
        for unit in frag.contrib:
            sides = self._contrib[unit]
            sides.pop(tid, None)
            if not sides:
                del self._contrib[unit]
        self._tile_problems.pop(tid, None)
        if len(self._spare) >= _SPARE_FRAGMENTS:
            self._spare.pop(next(iter(self._spare)))
        self._spare[frag.key] = frag
        return frag

    # ------------------------------------------------------------------ the tile layer
    def _owner(self, cell: Cell) -> str | None:
        owners = self._covers.get(cell)
        if not owners:
            return None
        if len(owners) == 1:
            return owners[0]
        return min(owners, key=self._order.__getitem__)

    def _resolve_cells(self, cells: Iterable[Cell]) -> None:
        for cell in cells:
            owner = self._owner(cell)
            if owner is None:
                self._tile_cells.pop(cell, None)
            else:
                self._tile_cells[cell] = self._frags[owner].cells[cell]

    def _resolve_units(self, units: Iterable[EdgeKey]) -> None:
        merge_units(
            self._tile_edges, units, self._contrib.get, self._tile_cells, self._order.__getitem__
        )

    def _doors_in_order(
        self, quest: Quest, touched: set[str], previous: dict[str, Door] | None
    ) -> dict[str, Door]:
        """The tile doors that survive, in compile order; only ``touched`` ones are looked
        at again (all of them without ``previous``)."""
        out: dict[str, Door] = {}
        edges = self._tile_edges
        for index, placement in enumerate(quest.tiles):
            frag = self._frags[placement.id]
            _tile, _problems, doors = frag.placed(index)
            for door_id, door in doors.items():
                if previous is not None and door_id not in touched:
                    kept_door = previous.get(door_id)
                    if kept_door is not None:
                        if kept_door.path != door.path:
                            kept_door = dataclasses.replace(kept_door, path=door.path)
                            self._doors_touched.add(door_id)
                        out[door_id] = kept_door
                    continue
                kept = surviving_edges(door, edges)
                if kept:
                    out[door_id] = dataclasses.replace(door, edges=kept)
        return out

    def _problems_of(self, tid: str) -> list[BoardProblem]:
        """A tile's problems: covering earlier tiles, then its fragment's own."""
        frag = self._frags[tid]
        index = self._order[tid]
        _tile, problems, _doors = frag.placed(index)
        others: set[str] = set()
        count = 0
        for cell in frag.cells:
            owner = self._owner(cell)
            if owner is not None and owner != tid:
                others.add(owner)
                count += 1
        if count:
            return [overlap_problem(tid, index, sorted(others), count), *problems]
        return list(problems)

    def _cells_in_order(self, quest: Quest) -> dict[Cell, CellInfo]:
        """The tile layer's cells in compile order (tile by tile): the movement model and
        the rules walk the cells in this order, and their tie-breaks must not change."""
        owned = self._tile_cells
        return {
            cell: info
            for placement in quest.tiles
            for cell, info in self._frags[placement.id].cells.items()
            if owned.get(cell) is info
        }

    def _placed_tiles(self, quest: Quest) -> dict[str, PlacedTile]:
        out: dict[str, PlacedTile] = {}
        for index, placement in enumerate(quest.tiles):
            tile = self._frags[placement.id].placed(index)[0]
            if tile is not None:
                out[placement.id] = tile
        return out

    def _zones(self, quest: Quest) -> dict[str, Zone]:
        out: dict[str, Zone] = {}
        cell_zoning = self.catalog.system(quest.system).geometry.zoning == "cell"  # type: ignore[union-attr]
        for placement in quest.tiles:
            frag = self._frags[placement.id]
            if cell_zoning:
                for cell, info in frag.cells.items():
                    if self._tile_cells.get(cell) is info:
                        out[info.zone] = frag.board.zones[info.zone]
            else:
                out.update(frag.board.zones)
        return out

    def _features(self, quest: Quest) -> list[PlacedFeature]:
        out: list[PlacedFeature] = []
        for placement in quest.tiles:
            out.extend(self._frags[placement.id].board.features)
        return out

    # ------------------------------------------------------------------ quest layers
    def _lay_edges(self, board: Board, quest: Quest) -> None:
        """Quest edges over the tile layer (``board.edges`` must hold the tile layer on
        every unit the previous quest edges touched)."""
        units = _units_of(quest.edges) | _door_space_units(quest)
        board.doors = dict(self._tile_doors)
        # the layer cuts the tile doors it overlays: those get copies of their own
        under = {e.door for u in units if (e := board.edges.get(u)) and e.door}
        _own_doors(board, under)
        board.problems = []
        lay_quest_edges(board)
        lay_quest_door_spaces(board)  # door spaces lie over the edges round them
        self._layer_problems["edges"] = board.problems
        # the doors the layer made, cut or replaced lie on its units (before or after)
        touched = self._doors_touched
        touched.update(d for d in under if d)
        for unit in units | self._edge_units:
            e = board.edges.get(unit)
            if e is not None and e.door:
                touched.add(e.door)
        self._edge_units = units

    def _lay_terrain(self, board: Board, quest: Quest) -> None:
        cells = board.cells
        touched: set[Cell] = set()
        for patch in quest.terrain:
            for cell in patch.cells:
                cell = (int(cell[0]), int(cell[1]))
                info = cells.get(cell)
                if info is not None and cell not in touched:
                    touched.add(cell)
                    cells[cell] = copy.copy(info)  # the layer sets its terrain
        board.problems = []
        lay_quest_terrain(board)
        self._layer_problems["terrain"] = board.problems
        self._terrain_cells = touched

    def _lay_tokens(self, board: Board, quest: Quest) -> None:
        board.problems = []
        index_tokens(board, quest)
        self._layer_problems["tokens"] = board.problems

    def _lock(self, board: Board) -> None:
        locking = set(param_names(board, "lockingTokens", []))
        doors = {
            e.door
            for token in board.tokens.values()
            if token.type in locking
            for unit in board.token_edges(token)
            if (e := board.edges.get(unit)) and e.door
        }
        _own_doors(board, doors)  # the tokens lock these: copies of their own
        lock_doors_with_tokens(board)
        self._doors_touched.update(d for d in doors | self._locked if d)
        self._locked = {d for d in doors if d}

    def _retoken(self, board: Board, prev: Board, last: Quest, quest: Quest) -> frozenset[str]:
        """Index the tokens again; the ids of those that changed, came or went."""
        old, new = last.tokens, quest.tokens
        if len(old) == len(new) and not self._layer_problems.get("tokens"):
            changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a is not b]
            if all(old[i].id == new[i].id for i in changed):
                # the same tokens in the same places, some of them edited
                board.tokens = dict(prev.tokens)
                for i in changed:
                    board.tokens[new[i].id] = new[i]
                return frozenset(new[i].id for i in changed)
        self._lay_tokens(board, quest)
        return frozenset(
            t
            for t in prev.tokens.keys() | board.tokens.keys()
            if prev.tokens.get(t) is not board.tokens.get(t)
        )

    def _collect_problems(self, board: Board, tiles_changed: bool = True) -> None:
        if tiles_changed or "tiles" not in self._layer_problems:
            in_order: list[BoardProblem] = []
            for placement in board.quest.tiles:
                in_order.extend(self._tile_problems.get(placement.id, ()))
            self._layer_problems["tiles"] = in_order
        problems: list[BoardProblem] = []
        for layer in ("tiles", "edges", "terrain", "tokens"):
            problems.extend(self._layer_problems.get(layer, ()))
        board.problems = problems

    # ------------------------------------------------------------------ updating
    def _update(self, prev: Board, last: Quest, quest: Quest) -> Board | None:
        self._doors_touched = set()
        # doors on the units the previous quest edges covered may change too
        for unit in self._edge_units:
            e = prev.edges.get(unit)
            if e is not None and e.door:
                self._doors_touched.add(e.door)
        tiles_changed = last.tiles is not quest.tiles and _changed(last.tiles, quest.tiles)
        edges_changed = (last.edges is not quest.edges and _changed(last.edges, quest.edges)) or (
            last.door_spaces is not quest.door_spaces
            and _changed(last.door_spaces, quest.door_spaces)
        )
        terrain_changed = last.terrain is not quest.terrain and _changed(
            last.terrain, quest.terrain
        )
        tokens_changed = last.tokens is not quest.tokens and _changed(last.tokens, quest.tokens)
        locking = bool(param_names(prev, "lockingTokens", []))
        board = Board(quest=quest, system=prev.system)
        board.tiles, board.cells, board.zones = prev.tiles, prev.cells, prev.zones
        board.edges, board.edge_sides, board.doors = prev.edges, prev.edge_sides, prev.doors
        board.features = prev.features
        board.tokens, board.token_paths = prev.tokens, prev.token_paths
        cells: set[Cell] = set()
        units: set[EdgeKey] = set()
        zones: set[str] = set()
        tiles: set[str] = set()
        features = False
        if tiles_changed:
            tiles, cells, units, zones, features = self._update_tiles(board, last, quest)
        relay_edges = tiles_changed or edges_changed or (locking and tokens_changed)
        if relay_edges:
            edges = dict(prev.edges)
            for unit in units | self._edge_units:
                info = self._tile_edges.get(unit)
                if info is None:
                    edges.pop(unit, None)
                else:
                    edges[unit] = info
            board.edges = edges
            old_units = self._edge_units
            self._lay_edges(board, quest)
            units |= old_units | self._edge_units
        if tiles_changed or terrain_changed:
            old_cells = self._terrain_cells
            if not tiles_changed:
                board.cells = dict(prev.cells)
            for cell in old_cells:
                tile_info = self._tile_cells.get(cell)
                if tile_info is not None:
                    board.cells[cell] = tile_info
            self._lay_terrain(board, quest)
            cells |= old_cells | self._terrain_cells
        tokens: frozenset[str] | None = None
        if tokens_changed:
            tokens = self._retoken(board, prev, last, quest)
        if relay_edges and locking:
            self._lock(board)
        self._collect_problems(board, tiles_changed)
        # what actually differs
        changed_cells = frozenset(c for c in cells if prev.cells.get(c) != board.cells.get(c))
        changed_units = frozenset(
            u
            for u in units
            if prev.edges.get(u) != board.edges.get(u)
            or prev.edge_sides.get(u) != board.edge_sides.get(u)
        )
        if board.edges is not prev.edges:
            # an edge laid again as it was is the very object of the previous board: a
            # reader comparing the two boards (the Revalidator) sees what changed by identity
            new_edges, old_edges = board.edges, prev.edges
            for u in units:
                if u not in changed_units and u in new_edges and u in old_edges:
                    new_edges[u] = old_edges[u]
        doors: frozenset[str] = frozenset()
        if board.doors is not prev.doors:
            doors = frozenset(
                d
                for d in self._doors_touched
                if (a := prev.doors.get(d)) is not (b := board.doors.get(d)) and a != b
            )
            new_doors = board.doors
            for d in self._doors_touched - doors:
                if d in new_doors and d in prev.doors:
                    new_doors[d] = prev.doors[d]  # likewise
        if tokens is None:
            tokens = frozenset()
        # facts derived from where things lie (not door states) hold while nothing moved
        if not (changed_cells or changed_units or zones or tiles) and all(
            (a := prev.doors.get(d)) is not None
            and (b := board.doors.get(d)) is not None
            and a.edges == b.edges
            for d in doors
        ):
            # (not the movement model: it asks its own board for door states and links;
            # not the sight caches, whose entries hold their board: _carry_sight decides)
            board.derived = {
                k: v
                for k, v in prev.derived.items()
                if k != "movement" and not (isinstance(k, str) and k.startswith("sight."))
            }
            if not tokens or board.system is None or board.system.geometry.sight != "centre-line":
                _carry_sight(prev, board)  # centre-line sight sees tokens (blockers, stairs)
        if not (changed_cells or zones or tiles):
            # the same cells and zones: the zone pairs hold, but for the unit edges that
            # changed (a wall, a door placed or moved)
            carry_movement(prev, board, changed_units)
            # a door that came, went or moved changes the gates of its unit edges
            moved = set(changed_units)
            for d in doors:
                a, b = prev.doors.get(d), board.doors.get(d)
                if a is None or b is None or a.edges != b.edges:
                    moved.update(a.edges if a is not None else ())
                    moved.update(b.edges if b is not None else ())
            _carry_zone_sight(prev, board, moved)
            if changed_units and not doors:
                _carry_line_sight(prev, board, changed_units)
        self.delta = BoardDelta(
            cells=changed_cells,
            units=changed_units,
            zones=frozenset(zones),
            doors=doors,
            tiles=frozenset(tiles),
            tokens=tokens,
            features=features,
            problems=board.problems != prev.problems,
        )
        return board

    def _update_tiles(
        self, board: Board, last: Quest, quest: Quest
    ) -> tuple[set[str], set[Cell], set[EdgeKey], set[str], bool]:
        """Swap the fragments of the tiles that changed; fix the tile layer around them."""
        before = {id(p) for p in last.tiles}
        after = {id(p) for p in quest.tiles}
        removed = [p for p in last.tiles if id(p) not in after]
        added = [p for p in quest.tiles if id(p) not in before]
        old_order = self._order
        self._order = {p.id: i for i, p in enumerate(quest.tiles)}
        cells: set[Cell] = set()
        units: set[EdgeKey] = set()
        zones: set[str] = set()
        doors: set[str] = set()
        features = False
        gone = [self._remove_fragment(p.id) for p in removed]
        new = [self._fragment(quest, p) for p in added]
        for frag in new:
            self._add_fragment(frag)
        for frag in (*gone, *new):
            cells.update(frag.cells)
            units.update(frag.contrib)
            zones.update(frag.board.zones)
            doors.update(frag.board.doors)
            features = features or bool(frag.board.features)
        # A cell coming or going turns the units around it into board edge or back. Where
        # only one tile covers a cell, the tile's own units are all that can change; where
        # tiles overlap, the other tile may print on the units in between.
        covers = self._covers
        shared = [c for f in gone for c in f.cells if c in covers]
        shared += [c for f in new for c in f.cells if len(covers[c]) > 1]
        for x, y in shared:
            units.update((("h", x, y), ("h", x, y + 1), ("v", x, y), ("v", x + 1, y)))
        for unit in units:
            for printed in self._contrib.get(unit, {}).values():
                if printed[1] is not None:
                    doors.add(printed[1])
        self._resolve_cells(cells)
        self._resolve_units(units)
        shifted = {tid for tid, i in self._order.items() if old_order.get(tid) != i}
        self._tile_doors = self._doors_in_order(quest, doors, self._tile_doors)
        self._doors_touched.update(doors)
        # problems: the tiles covering the cells that changed, and the ones that moved
        recheck = set(shifted) | {f.id for f in new}
        for cell in cells:
            recheck.update(self._covers.get(cell, ()))
        for tid in recheck:
            self._tile_problems[tid] = self._problems_of(tid)
        board.tiles = self._placed_tiles(quest)
        board.cells = self._cells_in_order(quest)
        if board.zoning == "cell":
            zones = {f"cell:{x},{y}" for x, y in cells}
            board.zones = self._zones(quest)
        else:
            board.zones = self._zones(quest)
        board.features = self._features(quest) if features or shifted else board.features
        sides = dict(board.edge_sides)
        for unit in units:
            on_unit = self._contrib.get(unit)
            if on_unit:
                sides[unit] = _sides(on_unit, self._order)
            else:
                sides.pop(unit, None)
        board.edge_sides = sides
        return {p.id for p in removed} | {p.id for p in added}, cells, units, zones, features


# ---------------------------------------------------------------------- helpers


def _sides(printed: dict[str, PrintedSide], order: dict[str, int]) -> dict[str, str]:
    """``edge_sides`` of one unit: what each tile prints there, in quest order."""
    if len(printed) == 1:
        ((tile, (kind, _door)),) = printed.items()
        return {tile: kind}
    return {t: k for t, (k, _d) in sorted(printed.items(), key=lambda kv: order[kv[0]])}


def _carry_sight(prev: Board, board: Board) -> None:
    """Share the sight indexes of ``prev`` (only if sight was ever computed: importing the
    sight package costs more than an edit)."""
    index = sys.modules.get("questwright.core.sight.index")
    if index is not None:
        index.carry_sight(prev, board)


def _carry_zone_sight(prev: Board, board: Board, units: Iterable[EdgeKey]) -> None:
    """Carry the zone-walk sight neighbours of ``prev`` over to ``board``, worked out again
    beside ``units`` (only if they were ever computed)."""
    zone = sys.modules.get("questwright.core.sight.zone")
    if zone is not None:
        zone.carry_adjacency(prev, board, units)


def _carry_line_sight(prev: Board, board: Board, units: Iterable[EdgeKey]) -> None:
    """Carry the centre-line sight grids and sight regions of ``prev`` over to ``board``,
    walls set anew on ``units`` (only if they were ever computed)."""
    line = sys.modules.get("questwright.core.sight.line")
    if line is not None:
        line.carry_line_sight(prev, board, units)


def _own_doors(board: Board, ids: Iterable[str | None]) -> None:
    """Give the board its own copies of doors it is about to change (the others are shared
    with earlier boards, which must not change)."""
    doors = board.doors
    for door_id in ids:
        door = doors.get(door_id) if door_id else None
        if door is not None:
            doors[door.id] = copy.copy(door)


def _units_of(specs: list[EdgeSpec]) -> set[EdgeKey]:
    out: set[EdgeKey] = set()
    for spec in specs:
        try:
            out.update(segment_edges(spec.from_, spec.to))
        except ValueError:
            continue
    return out


def _door_space_units(quest: Quest) -> set[EdgeKey]:
    """The four sides of every space a quest door space names (the edges it may take)."""
    out: set[EdgeKey] = set()
    for spec in quest.door_spaces:
        cell = (int(spec.cell[0]), int(spec.cell[1]))
        out.update(edge_between(cell, n) for n in neighbours4(cell))
    return out


def _unique_ids(placements: list[TilePlacement]) -> bool:
    return len({p.id for p in placements}) == len(placements)


def _changed(old: list[Any], new: list[Any]) -> bool:
    return len(old) != len(new) or any(a is not b for a, b in zip(old, new, strict=True))


def _same_order(old: list[Any], new: list[Any]) -> bool:
    """Whether the items both lists share come in the same order in both."""
    after = {id(p) for p in new}
    before = {id(p) for p in old}
    kept_old = [id(p) for p in old if id(p) in after]
    kept_new = [id(p) for p in new if id(p) in before]
    return kept_old == kept_new
