"""Pure edit operations on a quest model, each returning its own inverse.

The editor's undo stack, scripts and tests change a :class:`~questwright.schema.model.Quest`
only through :func:`apply_edit`. An edit is a small frozen value:

* :class:`SetValue` — set one attribute, list item or dict key (``MISSING`` deletes a key);
* :class:`Insert` / :class:`Remove` — add or take out one item of a list;
* :class:`Move` — reorder one item of a list;
* :class:`Batch` — several edits applied in order as one.

``apply_edit(quest, edit)`` changes the quest in place and returns the edit that undoes it,
so undo and redo are the same operation (the "swap" idiom). Paths address the model by
attribute names and list indices, e.g. ``("tokens", 3, "properties", "facing")``. Indices are
safe because edits are undone and redone strictly in stack order.

The builder functions below (``place_tile``, ``paint_edges``, ``paste_objects`` …) compute
the edit for an authoring action without applying it; they never touch Qt. Every object
they create gets an id unique in the quest.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from questwright.core.board import EDGE_RANK, Board
from questwright.core.geometry import (
    DIRECTIONS,
    Cell,
    EdgeKey,
    edge_cells,
    rotate_cell,
    rotate_direction,
    rotate_vertex,
    segment_edges,
)
from questwright.schema import serde
from questwright.schema.model import (
    DoorSpace,
    EdgeSpec,
    Lock,
    Objective,
    Quest,
    Segment,
    System,
    TilePlacement,
    Token,
    Waiver,
)

__all__ = [
    "CLIPBOARD_FORMAT",
    "COLLECTIONS",
    "MISSING",
    "Batch",
    "Change",
    "Edit",
    "Insert",
    "Move",
    "Remove",
    "SetValue",
    "Snapshots",
    "all_ids",
    "apply_edit",
    "copy_objects",
    "cycle_door",
    "delete_objects",
    "door_units",
    "erase_edges",
    "find",
    "flip_tiles",
    "merge_units",
    "move_item",
    "move_objects",
    "next_door_state",
    "paint_edges",
    "paste_objects",
    "place_door",
    "place_door_space",
    "place_tile",
    "place_token",
    "quest_edge_at",
    "rename_id",
    "rotate_tiles",
    "set_value",
    "tile_edge_kind",
    "unique_id",
    "valid_id",
]

#: Quest lists whose items carry an ``id`` (edges and terrain only sometimes).
COLLECTIONS = (
    "tiles",
    "tokens",
    "edges",
    "door_spaces",
    "terrain",
    "areas",
    "objectives",
    "triggers",
    "loss",
)
CLIPBOARD_FORMAT = "questwright-clipboard"
_ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,127}$")
DOOR_STATES = ("closed", "open", "locked")


class _Missing:
    """Marks an absent dict key (a :class:`SetValue` to ``MISSING`` deletes the key)."""

    _instance: _Missing | None = None

    def __new__(cls) -> _Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "MISSING"

    def __deepcopy__(self, memo: dict[int, Any]) -> _Missing:
        return self


MISSING: Any = _Missing()
Path = tuple[str | int, ...]


@dataclass(frozen=True)
class SetValue:
    path: Path
    value: Any


@dataclass(frozen=True)
class Insert:
    path: Path  # the list
    index: int
    item: Any


@dataclass(frozen=True)
class Remove:
    path: Path  # the list
    index: int


@dataclass(frozen=True)
class Move:
    path: Path  # the list
    src: int
    dst: int


@dataclass(frozen=True)
class Batch:
    edits: tuple[Edit, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.edits)


Edit = SetValue | Insert | Remove | Move | Batch


@dataclass
class Change:
    """What an applied edit touched: top-level fields and ids of objects (before and after).

    For :class:`Snapshots`: ``items`` are ``(list, index)`` of the quest's list items the
    edit changed or replaced, ``objects`` the items it changed in place (a token's cell,
    an objective's targets), and ``reshaped`` the lists that gained, lost or reordered
    items or were replaced whole.
    """

    fields: set[str] = field(default_factory=set)
    ids: set[str] = field(default_factory=set)
    items: list[tuple[str, int]] = field(default_factory=list)
    objects: list[Any] = field(default_factory=list)
    reshaped: set[str] = field(default_factory=set)

    def update(self, other: Change) -> None:
        self.fields |= other.fields
        self.ids |= other.ids
        self.items.extend(other.items)
        self.objects.extend(other.objects)
        self.reshaped |= other.reshaped

    @property
    def geometry(self) -> bool:
        """Whether the compiled board's cells, edges or terrain may have changed."""
        return bool(
            self.fields & {"tiles", "edges", "door_spaces", "terrain", "system", "tilesets"}
        )


# --------------------------------------------------------------------------- applying


def _resolve(root: Any, path: Sequence[str | int]) -> Any:
    obj = root
    for part in path:
        # a path is valid for its document: str parts index dicts, int parts lists
        obj = obj[part] if isinstance(obj, (list, dict)) else getattr(obj, str(part))  # type: ignore[index]
    return obj


def _get(parent: Any, key: str | int) -> Any:
    if isinstance(parent, list):
        return parent[int(key)]
    if isinstance(parent, dict):
        return parent.get(key, MISSING)
    return getattr(parent, str(key))


def _set(parent: Any, key: str | int, value: Any) -> None:
    if isinstance(parent, list):
        parent[int(key)] = value
    elif isinstance(parent, dict):
        if value is MISSING:
            parent.pop(key, None)
        else:
            parent[key] = value
    else:
        setattr(parent, str(key), value)


def _note(change: Change | None, quest: Quest, path: Path, extra: Any = None) -> None:
    if change is None or not path:
        return
    change.fields.add(str(path[0]))
    if len(path) >= 2 and isinstance(path[1], int):
        items = getattr(quest, str(path[0]), None)
        if isinstance(items, list) and 0 <= path[1] < len(items):
            ident = getattr(items[path[1]], "id", None)
            if ident:
                change.ids.add(ident)
    ident = getattr(extra, "id", None)
    if isinstance(ident, str) and ident:
        change.ids.add(ident)


def _note_inside(
    change: Change | None, quest: Quest, container: Path, replaced: bool = False
) -> None:
    """Record what changing ``container`` (the list, object or dict an edit changes in
    place) does to the quest's lists: an item changed, an item replaced, a list reshaped."""
    if change is None or not container:
        return
    items = getattr(quest, str(container[0]), None)
    if not isinstance(items, list):
        return
    if len(container) == 1:
        change.reshaped.add(str(container[0]))
        return
    index = container[1]
    if isinstance(index, int) and 0 <= index < len(items):
        change.items.append((str(container[0]), index))
        if not replaced:
            change.objects.append(items[index])


def apply_edit(quest: Quest, edit: Edit, change: Change | None = None) -> Edit:
    """Apply ``edit`` to ``quest`` in place and return its inverse.

    ``change``, when given, collects the fields and object ids touched (both before and
    after, so a renamed object reports both ids).

    >>> from questwright.schema.model import Quest
    >>> q = Quest(id="q", system="md1", title="Old")
    >>> undo = apply_edit(q, SetValue(("title",), "New"))
    >>> q.title, apply_edit(q, undo) == SetValue(("title",), "New"), q.title
    ('New', True, 'Old')
    """
    if isinstance(edit, Batch):
        inverses = [apply_edit(quest, e, change) for e in edit.edits]
        return Batch(tuple(reversed(inverses)))
    if isinstance(edit, SetValue):
        _note(change, quest, edit.path)
        if len(edit.path) == 1 and change is not None:
            change.reshaped.add(str(edit.path[0]))
        elif len(edit.path) == 2:
            _note_inside(change, quest, edit.path, replaced=True)
        else:
            _note_inside(change, quest, edit.path[:-1])
        parent = _resolve(quest, edit.path[:-1])
        key = edit.path[-1]
        old = _get(parent, key)
        _set(parent, key, copy.deepcopy(edit.value))
        _note(change, quest, edit.path)
        return SetValue(edit.path, old)
    if isinstance(edit, Insert):
        _note_inside(change, quest, edit.path)
        items = _resolve(quest, edit.path)
        item = copy.deepcopy(edit.item)
        index = len(items) if edit.index < 0 else edit.index
        items.insert(index, item)
        _note(change, quest, (*edit.path, index))
        return Remove(edit.path, index)
    if isinstance(edit, Remove):
        _note_inside(change, quest, edit.path)
        items = _resolve(quest, edit.path)
        _note(change, quest, (*edit.path, edit.index))
        item = items.pop(edit.index)
        return Insert(edit.path, edit.index, item)
    if isinstance(edit, Move):
        _note_inside(change, quest, edit.path)
        items = _resolve(quest, edit.path)
        _note(change, quest, (*edit.path, edit.src))
        items.insert(edit.dst, items.pop(edit.src))
        return Move(edit.path, edit.dst, edit.src)
    raise TypeError(f"not an edit: {edit!r}")


def set_value(path: Path, value: Any) -> SetValue:
    return SetValue(tuple(path), value)


# --------------------------------------------------------------------------- snapshots


def _frozen_copy(value: Any) -> Any:
    """A deep copy (through pickle: a few times faster than ``copy.deepcopy`` on the model)."""
    return pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))


class Snapshots:
    """Frozen copies of one quest as it is edited, sharing what an edit did not touch.

    The editor edits its quest in place; readers that must see one revision while the
    next is being made (the board of :mod:`questwright.core.recompile`, a validation in a
    worker thread) get a snapshot instead. :meth:`take` copies only the sections and the
    list items changed since the last snapshot, as reported by :meth:`note` with each
    applied edit's :class:`Change`; every other item is the same object as in the
    previous snapshot, so comparing two snapshots item by item with ``is`` finds what
    changed. A snapshot must never be changed (nor anything in it).
    """

    def __init__(self) -> None:
        self._last: Quest | None = None
        self._dirty: set[str] | None = None  # None: everything
        self._reshaped: set[str] = set()
        self._indices: dict[str, set[int]] = {}
        #: per list section: id(live item) -> (live item, its copy)
        self._items: dict[str, dict[int, tuple[Any, Any]]] = {}

    def note(self, change: Change) -> None:
        """An edit was applied to the live quest (call after every :func:`apply_edit`)."""
        if self._dirty is not None:
            self._dirty |= change.fields
        self._reshaped |= change.reshaped
        for name, index in change.items:
            self._indices.setdefault(name, set()).add(index)
        for obj in change.objects:
            for items in self._items.values():
                items.pop(id(obj), None)

    def reset(self) -> None:
        """The live quest changed in ways nobody reported: copy everything next time."""
        self._dirty = None
        self._items = {}

    def take(self, quest: Quest) -> Quest:
        """A snapshot of ``quest`` as it is now."""
        last = self._last
        if last is not None and self._dirty is not None and not self._dirty:
            return last
        snap = copy.copy(quest)
        for f in dataclasses.fields(quest):
            name = f.name
            if last is not None and self._dirty is not None and name not in self._dirty:
                setattr(snap, name, getattr(last, name))
                continue
            value = getattr(quest, name)
            if isinstance(value, list):
                setattr(snap, name, self._take_list(name, value, last))
            else:
                setattr(snap, name, _frozen_copy(value))
        self._last = snap
        self._dirty = set()
        self._reshaped = set()
        self._indices = {}
        return snap

    def _take_list(self, name: str, items: list[Any], last: Quest | None) -> list[Any]:
        known = self._items.setdefault(name, {})
        before = getattr(last, name, None) if last is not None and self._dirty is not None else None
        if name not in self._reshaped and isinstance(before, list) and len(before) == len(items):
            # the same items in the same places: copy only the ones that changed
            copies = list(before)
            for index in self._indices.get(name, ()):
                item = items[index]
                copies[index] = _frozen_copy(item)
                known[id(item)] = (item, copies[index])
            return copies
        if not known:  # nothing to share yet: one copy of the whole list is much faster
            copies = _frozen_copy(items)
            self._items[name] = {id(a): (a, b) for a, b in zip(items, copies, strict=True)}
            return copies  # type: ignore[no-any-return]
        fresh: dict[int, tuple[Any, Any]] = {}
        copies = []
        for item in items:
            found = known.get(id(item))
            if found is None or found[0] is not item:
                found = (item, _frozen_copy(item))
            fresh[id(item)] = found
            copies.append(found[1])
        self._items[name] = fresh
        return copies


# --------------------------------------------------------------------------- ids


def valid_id(text: str) -> bool:
    """Whether ``text`` is allowed as an object id by the file format."""
    return bool(_ID_RE.match(text))


def all_ids(quest: Quest) -> set[str]:
    """Every id the quest's own objects use."""
    ids: set[str] = set()
    for name in COLLECTIONS:
        for item in getattr(quest, name):
            ident = getattr(item, "id", None)
            if ident:
                ids.add(ident)
    return ids


def unique_id(taken: set[str], prefix: str) -> str:
    """``prefix-N`` with the smallest N ≥ 1 not in ``taken`` (which is updated)."""
    prefix = re.sub(r"[^A-Za-z0-9_.:/-]", "-", prefix).strip("-") or "obj"
    if not prefix[0].isalnum():
        prefix = "x" + prefix
    n = 1
    while f"{prefix}-{n}" in taken:
        n += 1
    ident = f"{prefix}-{n}"
    taken.add(ident)
    return ident


def find(quest: Quest, ident: str) -> tuple[str, int, Any] | None:
    """``(collection, index, object)`` of the quest object with id ``ident``."""
    for name in COLLECTIONS:
        for index, item in enumerate(getattr(quest, name)):
            if getattr(item, "id", None) == ident:
                return name, index, item
    return None


def move_item(quest: Quest, collection: str, ident: str, new_index: int) -> Edit:
    """Reorder one object of a list (objectives, triggers, loss…)."""
    found = find(quest, ident)
    if found is None or found[0] != collection:
        return Batch()
    items = getattr(quest, collection)
    new_index = max(0, min(len(items) - 1, new_index))
    if new_index == found[1]:
        return Batch()
    return Move((collection,), found[1], new_index)


_REF_FIELDS = {"tile", "targets", "after", "target", "keys", "requires", "ref", "area"}


def _ref_edits(obj: Any, path: Path, old: str, new: str) -> Iterator[Edit]:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            sub = (*path, f.name)
            if f.name in _REF_FIELDS or f.name == "properties":
                yield from _ref_values(value, sub, old, new)
            elif f.name == "id":
                continue
            elif isinstance(value, list) or (
                dataclasses.is_dataclass(value) and not isinstance(value, type)
            ):
                yield from _ref_edits(value, sub, old, new)
    elif isinstance(obj, list):
        for index, item in enumerate(obj):
            if dataclasses.is_dataclass(item) and not isinstance(item, type):
                yield from _ref_edits(item, (*path, index), old, new)


def _ref_values(value: Any, path: Path, old: str, new: str) -> Iterator[Edit]:
    if value == old:
        yield SetValue(path, new)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _ref_values(item, (*path, index), old, new)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _ref_values(item, (*path, key), old, new)


def rename_id(quest: Quest, old: str, new: str) -> Edit:
    """Give an object a new id and update every reference to it in the quest."""
    found = find(quest, old)
    if found is None or old == new:
        return Batch()
    name, index, _obj = found
    edits: list[Edit] = [SetValue((name, index, "id"), new)]
    for coll in (*COLLECTIONS, "waivers"):
        edits.extend(_ref_edits(getattr(quest, coll), (coll,), old, new))
    return Batch(tuple(edits))


# --------------------------------------------------------------------------- tiles


def place_tile(
    quest: Quest,
    tile: str,
    side: str,
    at: Cell,
    rotation: int = 0,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Place a tile face with its top-left rotated corner at ``at``; returns (edit, id)."""
    ident = ident or unique_id(all_ids(quest), "t")
    placement = TilePlacement(id=ident, tile=tile, side=side, at=tuple(at), rotation=rotation)  # type: ignore[arg-type]
    return Insert(("tiles",), len(quest.tiles), placement), ident


def _tile_cells(board: Board, ident: str) -> frozenset[Cell]:
    placed = board.tiles.get(ident)
    return placed.cells if placed else frozenset()


def _seg_on(spec_from: Cell, spec_to: Cell, region: frozenset[Cell] | set[Cell]) -> bool:
    """Whether every unit edge of a segment touches a cell of ``region``."""
    try:
        units = segment_edges(spec_from, spec_to)
    except ValueError:
        return False
    return all(any(c in region for c in edge_cells(u)) for u in units)


def _token_on(token: Token, board: Board, tiles: set[str], region: set[Cell]) -> bool:
    if token.tile is not None:
        return token.tile in tiles
    if token.cell is not None:
        return tuple(token.cell) in region
    if token.edge is not None:
        return _seg_on(token.edge.from_, token.edge.to, region)
    return False


def move_objects(quest: Quest, board: Board, ids: Iterable[str], dx: int, dy: int) -> Edit:
    """Move tiles (with everything anchored to them), tokens and quest edges by (dx, dy)."""
    ids = set(ids)
    if (dx, dy) == (0, 0) or not ids:
        return Batch()
    moved_tiles = {t.id for t in quest.tiles if t.id in ids}
    region: set[Cell] = set()
    for tid in moved_tiles:
        region |= _tile_cells(board, tid)
    edits: list[Edit] = []

    def shift(c: Sequence[int]) -> tuple[int, int]:
        return (int(c[0]) + dx, int(c[1]) + dy)

    for index, tile in enumerate(quest.tiles):
        if tile.id in moved_tiles:
            edits.append(SetValue(("tiles", index, "at"), shift(tile.at)))
    for index, token in enumerate(quest.tokens):
        if token.id in ids or _token_on(token, board, moved_tiles, region):
            if token.cell is not None:
                edits.append(SetValue(("tokens", index, "cell"), shift(token.cell)))
            elif token.edge is not None:
                seg = Segment(shift(token.edge.from_), shift(token.edge.to))
                edits.append(SetValue(("tokens", index, "edge"), seg))
    for index, spec in enumerate(quest.edges):
        if (spec.id and spec.id in ids) or (region and _seg_on(spec.from_, spec.to, region)):
            edits.append(SetValue(("edges", index, "from_"), shift(spec.from_)))
            edits.append(SetValue(("edges", index, "to"), shift(spec.to)))
    for index, space in enumerate(quest.door_spaces):
        if space.id in ids or tuple(space.cell) in region:
            edits.append(SetValue(("door_spaces", index, "cell"), shift(space.cell)))
    for index, patch in enumerate(quest.terrain):
        if (patch.id and patch.id in ids) or (
            region and patch.cells and all(tuple(c) in region for c in patch.cells)
        ):
            edits.append(SetValue(("terrain", index, "cells"), [shift(c) for c in patch.cells]))
    if region:
        for index, area in enumerate(quest.areas):
            cells = [shift(c) if tuple(c) in region else tuple(c) for c in area.cells]
            if cells != [tuple(c) for c in area.cells]:
                edits.append(SetValue(("areas", index, "cells"), cells))
        for index, objective in enumerate(quest.objectives):
            if objective.zone is not None and tuple(objective.zone) in region:
                edits.append(SetValue(("objectives", index, "zone"), shift(objective.zone)))
    return Batch(tuple(edits))


def _turn(p: Sequence[int], at: Cell, size: tuple[int, int], quarters: int, fn: Any) -> Cell:
    """Turn a cell or vertex of the box ``at``+``size`` clockwise by quarters × 90°."""
    local = (p[0] - at[0], p[1] - at[1])
    s = size
    for _ in range(quarters):
        local = fn(local, s, 90)
        s = (s[1], s[0])
    return (local[0] + at[0], local[1] + at[1])


def rotate_tiles(quest: Quest, board: Board, ids: Iterable[str], quarters: int = 1) -> Edit:
    """Turn tiles clockwise by ``quarters`` × 90° about their footprint, with their tokens."""
    edits: list[Edit] = []
    quarters %= 4
    if quarters == 0:
        return Batch()
    for tid in ids:
        found = find(quest, tid)
        if found is None or found[0] != "tiles":
            continue
        _, index, tile = found
        placed = board.tiles.get(tid)
        if placed is None:
            edits.append(
                SetValue(("tiles", index, "rotation"), (tile.rotation + 90 * quarters) % 360)
            )
            continue
        at, size = placed.at, placed.size
        region = set(placed.cells)
        rot_cell: dict[tuple[int, ...], Cell] = {
            c: _turn(c, at, size, quarters, rotate_cell) for c in region
        }

        def rot_vertex(
            v: Sequence[int], at: Cell = at, size: tuple[int, int] = size
        ) -> tuple[int, int]:
            return _turn(v, at, size, quarters, rotate_vertex)

        edits.append(SetValue(("tiles", index, "rotation"), (tile.rotation + 90 * quarters) % 360))
        for t_index, token in enumerate(quest.tokens):
            if not _token_on(token, board, {tid}, region):
                continue
            if token.cell is not None and tuple(token.cell) in rot_cell:
                edits.append(SetValue(("tokens", t_index, "cell"), rot_cell[tuple(token.cell)]))
            elif token.edge is not None:
                seg = Segment(rot_vertex(token.edge.from_), rot_vertex(token.edge.to))
                edits.append(SetValue(("tokens", t_index, "edge"), seg))
            for name in ("facing", "direction", "side"):
                value = token.properties.get(name)
                if isinstance(value, str) and value in DIRECTIONS:
                    edits.append(
                        SetValue(
                            ("tokens", t_index, "properties", name),
                            rotate_direction(value, 90 * quarters),
                        )
                    )
        for e_index, spec in enumerate(quest.edges):
            if _seg_on(spec.from_, spec.to, region):
                edits.append(SetValue(("edges", e_index, "from_"), rot_vertex(spec.from_)))
                edits.append(SetValue(("edges", e_index, "to"), rot_vertex(spec.to)))
        for d_index, space in enumerate(quest.door_spaces):
            if tuple(space.cell) in rot_cell:
                edits.append(
                    SetValue(("door_spaces", d_index, "cell"), rot_cell[tuple(space.cell)])
                )
    return Batch(tuple(edits))


def flip_tiles(quest: Quest, sides_of: dict[str, list[str]], ids: Iterable[str]) -> Edit:
    """Turn tiles over to their next side; ``sides_of`` maps a tile id to its sides."""
    edits: list[Edit] = []
    for tid in ids:
        found = find(quest, tid)
        if found is None or found[0] != "tiles":
            continue
        _, index, tile = found
        sides = sides_of.get(tile.tile) or []
        if len(sides) < 2:
            continue
        nxt = sides[(sides.index(tile.side) + 1) % len(sides)] if tile.side in sides else sides[0]
        edits.append(SetValue(("tiles", index, "side"), nxt))
    return Batch(tuple(edits))


# --------------------------------------------------------------------------- edges


def merge_units(units: Iterable[EdgeKey]) -> list[tuple[Cell, Cell]]:
    """Join unit edges into maximal straight segments ``(from, to)``, sorted.

    >>> merge_units([("h", 0, 2), ("h", 1, 2), ("v", 3, 0)])
    [((0, 2), (2, 2)), ((3, 0), (3, 1))]
    """
    out: list[tuple[Cell, Cell]] = []
    for axis in ("h", "v"):
        lines: dict[int, list[int]] = {}
        for a, x, y in set(units):
            if a != axis:
                continue
            line, along = (y, x) if axis == "h" else (x, y)
            lines.setdefault(line, []).append(along)
        for line, positions in sorted(lines.items()):
            positions.sort()
            start = prev = positions[0]
            for pos in [*positions[1:], None]:
                if pos is not None and pos == prev + 1:
                    prev = pos
                    continue
                if axis == "h":
                    out.append(((start, line), (prev + 1, line)))
                else:
                    out.append(((line, start), (line, prev + 1)))
                if pos is not None:
                    start = prev = pos
    return sorted(out)


def _spec_units(spec: EdgeSpec) -> list[EdgeKey]:
    try:
        return segment_edges(spec.from_, spec.to)
    except ValueError:
        return []


def quest_edge_at(quest: Quest, unit: EdgeKey) -> tuple[int, EdgeSpec] | None:
    """The last quest edge covering ``unit`` (the one that wins), with its index."""
    found = None
    for index, spec in enumerate(quest.edges):
        if unit in _spec_units(spec):
            found = (index, spec)
    return found


def tile_edge_kind(board: Board, unit: EdgeKey) -> str:
    """What the placed tiles alone print on a unit edge (quest edges ignored)."""
    sides = board.edge_sides.get(unit)
    if not sides:
        return "open"
    return max(sides.values(), key=lambda k: EDGE_RANK.get(k, 5))


def _cut(quest: Quest, units: set[EdgeKey]) -> tuple[list[Edit], list[EdgeSpec]]:
    """Remove quest edges touching ``units``; return removals and the leftover pieces.

    A door that loses any of its unit edges is removed whole.
    """
    removals: list[Edit] = []
    leftovers: list[EdgeSpec] = []
    for index in range(len(quest.edges) - 1, -1, -1):
        spec = quest.edges[index]
        own = _spec_units(spec)
        if not units.intersection(own):
            continue
        removals.append(Remove(("edges",), index))
        if spec.kind == "door":
            continue
        rest = [u for u in own if u not in units]
        for start, end in merge_units(rest):
            piece = copy.deepcopy(spec)
            piece.from_, piece.to = start, end
            piece.id = None
            leftovers.append(piece)
    return removals, leftovers


def paint_edges(quest: Quest, board: Board, units: Iterable[EdgeKey], kind: str) -> Edit:
    """Make ``units`` of ``kind`` (``open`` carves printed walls away).

    Quest edges already there are cut back; an override is only written where the tiles
    do not already print ``kind``. Units on the board's outline are skipped (the board edge
    always blocks).
    """
    wanted = {u for u in units if all(c in board.cells for c in edge_cells(u))}
    if not wanted or all(board.edge_kind(u) == kind for u in wanted):
        return Batch()
    needed = {u for u in wanted if tile_edge_kind(board, u) != kind}
    removals, leftovers = _cut(quest, wanted)
    inserts: list[Edit] = []
    index = len(quest.edges) - len([r for r in removals if isinstance(r, Remove)])
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    for start, end in merge_units(needed):
        inserts.append(Insert(("edges",), index, EdgeSpec(kind=kind, from_=start, to=end)))
        index += 1
    return Batch(tuple(removals + inserts))


def erase_edges(quest: Quest, units: Iterable[EdgeKey]) -> Edit:
    """Take quest edges off ``units`` (the printed tile edges show again)."""
    units = set(units)
    removals, leftovers = _cut(quest, units)
    if not removals:
        return Batch()
    index = len(quest.edges) - len(removals)
    inserts: list[Edit] = []
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    return Batch(tuple(removals + inserts))


def door_units(board: Board, unit: EdgeKey, length: int, towards: float = 0.5) -> list[EdgeKey]:
    """``length`` collinear unit edges around ``unit``; ``towards`` (0..1 along the unit)
    picks the side to extend to."""
    axis, x, y = unit
    if length <= 1:
        return [unit]
    start = -(length // 2) if towards < 0.5 else -((length - 1) // 2)
    out = []
    for i in range(start, start + length):
        out.append((axis, x + i, y) if axis == "h" else (axis, x, y + i))
    return out


def place_door(
    quest: Quest,
    units: Sequence[EdgeKey],
    state: str = "closed",
    lock: Lock | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Put a door over contiguous ``units`` (replacing quest edges there); returns (edit, id)."""
    segments = merge_units(units)
    if len(segments) != 1:
        raise ValueError("a door must lie on one straight run of unit edges")
    ident = ident or unique_id(all_ids(quest), "door")
    removals, leftovers = _cut(quest, set(units))
    index = len(quest.edges) - len(removals)
    inserts: list[Edit] = []
    for spec in leftovers:
        inserts.append(Insert(("edges",), index, spec))
        index += 1
    start, end = segments[0]
    door = EdgeSpec(kind="door", from_=start, to=end, id=ident, state=state, lock=lock)
    inserts.append(Insert(("edges",), index, door))
    return Batch(tuple(removals + inserts)), ident


def place_door_space(
    quest: Quest,
    cell: Sequence[int],
    state: str = "closed",
    lock: Lock | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Make the space ``cell`` a door space (a door that occupies it, docs/format.md),
    replacing a quest door space already there; returns (edit, id)."""
    where = (int(cell[0]), int(cell[1]))
    removals: list[Edit] = [
        Remove(("door_spaces",), index)
        for index in reversed(range(len(quest.door_spaces)))
        if tuple(quest.door_spaces[index].cell) == where
    ]
    ident = ident or unique_id(all_ids(quest), "door")
    space = DoorSpace(id=ident, cell=where, state=state, lock=lock)
    index = len(quest.door_spaces) - len(removals)
    return Batch((*removals, Insert(("door_spaces",), index, space))), ident


def next_door_state(state: str | None) -> str:
    """The state a click gives a door: closed → open → locked → closed (others close)."""
    state = state or "closed"
    return DOOR_STATES[(DOOR_STATES.index(state) + 1) % 3] if state in DOOR_STATES else "closed"


def cycle_door(quest: Quest, board: Board, door_id: str) -> tuple[Edit, str]:
    """Next state closed → open → locked → closed (a destroyed one closes again); a printed
    door or door space gets a quest override."""
    door = board.doors.get(door_id)
    found = find(quest, door_id)
    if found is not None and found[0] in ("edges", "door_spaces"):
        name, index, spec = found
        return SetValue((name, index, "state"), next_door_state(spec.state)), door_id
    if door is None:
        return Batch(), door_id
    nxt = next_door_state(door.state)
    ident = unique_id(all_ids(quest), "door")
    if door.cell is not None:
        return place_door_space(quest, door.cell, nxt, copy.deepcopy(door.lock), ident)
    return place_door(quest, list(door.edges), nxt, copy.deepcopy(door.lock), ident)


# --------------------------------------------------------------------------- tokens


def place_token(
    quest: Quest,
    system: System | None,
    token_type: str,
    *,
    cell: Cell | None = None,
    edge: tuple[Cell, Cell] | None = None,
    tile: str | None = None,
    properties: dict[str, Any] | None = None,
    ident: str | None = None,
) -> tuple[Edit, str]:
    """Add a token of ``token_type``; its typed properties start at their defaults."""
    props: dict[str, Any] = {}
    tdef = system.token_types.get(token_type) if system else None
    if tdef is not None:
        for name, pdef in tdef.properties.items():
            if pdef.default is not None:
                props[name] = copy.deepcopy(pdef.default)
    props.update(properties or {})
    ident = ident or unique_id(all_ids(quest), token_type)
    token = Token(
        id=ident,
        type=token_type,
        cell=tuple(cell) if cell is not None else None,  # type: ignore[arg-type]
        edge=Segment(tuple(edge[0]), tuple(edge[1])) if edge is not None else None,  # type: ignore[arg-type]
        tile=tile,
        properties=props,
    )
    return Insert(("tokens",), len(quest.tokens), token), ident


# --------------------------------------------------------------------------- deleting


def delete_objects(quest: Quest, board: Board | None, ids: Iterable[str]) -> Edit:
    """Remove objects by id; a removed tile takes the tokens and door spaces on it along."""
    ids = set(ids)
    doomed: dict[str, set[int]] = {name: set() for name in COLLECTIONS}
    tiles = set()
    for name in COLLECTIONS:
        for index, item in enumerate(getattr(quest, name)):
            if getattr(item, "id", None) in ids:
                doomed[name].add(index)
                if name == "tiles":
                    tiles.add(item.id)
    if tiles and board is not None:
        region: set[Cell] = set()
        for tid in tiles:
            region |= _tile_cells(board, tid)
        for index, token in enumerate(quest.tokens):
            if _token_on(token, board, tiles, region):
                doomed["tokens"].add(index)
        for index, space in enumerate(quest.door_spaces):
            if tuple(space.cell) in region:
                doomed["door_spaces"].add(index)
    edits: list[Edit] = []
    for name in COLLECTIONS:
        for index in sorted(doomed[name], reverse=True):
            edits.append(Remove((name,), index))
    return Batch(tuple(edits))


# --------------------------------------------------------------------------- clipboard


def copy_objects(quest: Quest, board: Board, ids: Iterable[str]) -> dict[str, Any] | None:
    """A clipboard document of the tiles, tokens, quest edges and door spaces among ``ids``.

    Copying a tile copies the tokens, quest edges and door spaces on it too. ``origin`` is the top-left
    cell of what was copied; pasting places it at the target cell.
    """
    ids = set(ids)
    tiles = [t for t in quest.tiles if t.id in ids]
    tile_ids = {t.id for t in tiles}
    region: set[Cell] = set()
    for tid in tile_ids:
        region |= _tile_cells(board, tid)
    tokens = [t for t in quest.tokens if t.id in ids or _token_on(t, board, tile_ids, region)]
    edges = [
        e
        for e in quest.edges
        if (e.id and e.id in ids) or (region and _seg_on(e.from_, e.to, region))
    ]
    spaces = [d for d in quest.door_spaces if d.id in ids or tuple(d.cell) in region]
    if not (tiles or tokens or edges or spaces):
        return None
    xs: list[int] = []
    ys: list[int] = []
    for t in tiles:
        xs.append(t.at[0])
        ys.append(t.at[1])
    for tok in tokens:
        if tok.cell is not None:
            xs.append(tok.cell[0])
            ys.append(tok.cell[1])
        elif tok.edge is not None:
            xs.append(min(tok.edge.from_[0], tok.edge.to[0]))
            ys.append(min(tok.edge.from_[1], tok.edge.to[1]))
    for e in edges:
        xs.append(min(e.from_[0], e.to[0]))
        ys.append(min(e.from_[1], e.to[1]))
    for d in spaces:
        xs.append(d.cell[0])
        ys.append(d.cell[1])
    return {
        "format": CLIPBOARD_FORMAT,
        "system": quest.system,
        "origin": [min(xs) if xs else 0, min(ys) if ys else 0],
        "tiles": [serde.to_json(t) for t in tiles],
        "tokens": [serde.to_json(t) for t in tokens],
        "edges": [serde.to_json(e) for e in edges],
        "doorSpaces": [serde.to_json(d) for d in spaces],
    }


def paste_objects(quest: Quest, clip: dict[str, Any], at: Cell) -> tuple[Edit, list[str]]:
    """Insert a clipboard document with its origin at ``at``; every pasted id is new.

    References between pasted objects (a token on a pasted tile, a door's key among the
    pasted tokens) follow the new ids. Returns the edit and the new top-level ids.
    """
    if not isinstance(clip, dict) or clip.get("format") != CLIPBOARD_FORMAT:
        return Batch(), []
    ox, oy = clip.get("origin", [0, 0])
    dx, dy = at[0] - ox, at[1] - oy
    taken = all_ids(quest)
    renames: dict[str, str] = {}

    def fresh(old: str | None, prefix: str) -> str:
        base = re.sub(r"-\d+$", "", old) if old else prefix
        new = unique_id(taken, base or prefix)
        if old:
            renames[old] = new
        return new

    tiles = [serde.from_json(TilePlacement, d) for d in clip.get("tiles", [])]
    tokens = [serde.from_json(Token, d) for d in clip.get("tokens", [])]
    edges = [serde.from_json(EdgeSpec, d) for d in clip.get("edges", [])]
    spaces = [serde.from_json(DoorSpace, d) for d in clip.get("doorSpaces", [])]
    for t in tiles:
        t.id = fresh(t.id, "t")
        t.at = (t.at[0] + dx, t.at[1] + dy)
    for tok in tokens:
        tok.id = fresh(tok.id, tok.type)
        if tok.cell is not None:
            tok.cell = (tok.cell[0] + dx, tok.cell[1] + dy)
        if tok.edge is not None:
            tok.edge = Segment(
                (tok.edge.from_[0] + dx, tok.edge.from_[1] + dy),
                (tok.edge.to[0] + dx, tok.edge.to[1] + dy),
            )
    for e in edges:
        if e.id:
            e.id = fresh(e.id, "door")
        e.from_ = (e.from_[0] + dx, e.from_[1] + dy)
        e.to = (e.to[0] + dx, e.to[1] + dy)
    for d in spaces:
        d.id = fresh(d.id, "door")
        d.cell = (d.cell[0] + dx, d.cell[1] + dy)

    def remap(value: Any) -> Any:
        if isinstance(value, str):
            return renames.get(value, value)
        if isinstance(value, list):
            return [remap(v) for v in value]
        if isinstance(value, dict):
            return {k: remap(v) for k, v in value.items()}
        return value

    for tok in tokens:
        if tok.tile is not None:
            tok.tile = renames.get(tok.tile, tok.tile)
        tok.properties = remap(tok.properties)
    for lock in [e.lock for e in edges] + [d.lock for d in spaces]:
        if lock is not None:
            lock.keys = remap(lock.keys)
    edits: list[Edit] = []
    for name, items in (
        ("tiles", tiles),
        ("tokens", tokens),
        ("edges", edges),
        ("door_spaces", spaces),
    ):
        start = len(getattr(quest, name))
        for offset, item in enumerate(items):
            edits.append(Insert((name,), start + offset, item))
    new_ids = [
        *(t.id for t in tiles),
        *(t.id for t in tokens),
        *(e.id for e in edges if e.id),
        *(d.id for d in spaces),
    ]
    return Batch(tuple(edits)), new_ids


# --------------------------------------------------------------------------- misc


def add_objective(quest: Quest, kind: str = "reach") -> tuple[Edit, str]:
    ident = unique_id(all_ids(quest), "obj")
    return Insert(("objectives",), len(quest.objectives), Objective(id=ident, kind=kind)), ident


def add_waiver(quest: Quest, code: str, ref: str, reason: str) -> Edit:
    return Insert(("waivers",), len(quest.waivers), Waiver(code=code, ref=ref, reason=reason))


def remove_waiver(quest: Quest, code: str, ref: str) -> Edit:
    edits = [
        Remove(("waivers",), i)
        for i in range(len(quest.waivers) - 1, -1, -1)
        if quest.waivers[i].code == code and quest.waivers[i].ref == ref
    ]
    return Batch(tuple(edits))


def count_types(quest: Quest) -> Counter[str]:
    return Counter(t.type for t in quest.tokens)
