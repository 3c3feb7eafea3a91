"""Frozen snapshots of a quest's collections, shared between revisions that did not change
them (the editor's undo stack keeps them cheaply).
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

from questwright.core.edits.model import Change
from questwright.schema.model import Quest


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
