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

The package: :mod:`.model` (the edit values), :mod:`.applying`, :mod:`.snapshots`, :mod:`.ids`, :mod:`.tiles`, :mod:`.edges`, :mod:`.tokens`, :mod:`.deleting`, :mod:`.clipboard`, :mod:`.misc`.
"""

from __future__ import annotations

from questwright.core.edits.applying import apply_edit, set_value
from questwright.core.edits.clipboard import copy_objects, paste_objects
from questwright.core.edits.deleting import delete_objects
from questwright.core.edits.edges import (
    cycle_door,
    door_units,
    erase_edges,
    merge_units,
    next_door_state,
    paint_edges,
    place_door,
    place_door_space,
    quest_edge_at,
    tile_edge_kind,
)
from questwright.core.edits.ids import all_ids, find, move_item, rename_id, unique_id, valid_id
from questwright.core.edits.misc import add_objective, add_waiver, count_types, remove_waiver
from questwright.core.edits.model import (
    CLIPBOARD_FORMAT,
    COLLECTIONS,
    DOOR_STATES,
    MISSING,
    Batch,
    Change,
    Edit,
    Insert,
    Move,
    Path,
    Remove,
    SetValue,
)
from questwright.core.edits.snapshots import Snapshots
from questwright.core.edits.tiles import flip_tiles, move_objects, place_tile, rotate_tiles
from questwright.core.edits.tokens import place_token

__all__ = [
    "CLIPBOARD_FORMAT",
    "COLLECTIONS",
    "DOOR_STATES",
    "MISSING",
    "Batch",
    "Change",
    "Edit",
    "Insert",
    "Move",
    "Path",
    "Remove",
    "SetValue",
    "Snapshots",
    "add_objective",
    "add_waiver",
    "all_ids",
    "apply_edit",
    "copy_objects",
    "count_types",
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
    "remove_waiver",
    "rename_id",
    "rotate_tiles",
    "set_value",
    "tile_edge_kind",
    "unique_id",
    "valid_id",
]
