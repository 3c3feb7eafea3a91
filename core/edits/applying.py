"""Applying an edit to a quest in place: each application returns the edit that undoes it
and may note what it changed in a ``Change``.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from questwright.core.edits.model import (
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
from questwright.schema.model import Quest


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
