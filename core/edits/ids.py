"""Ids in a quest: checking, collecting and making unique ones, finding an object by id,
reordering a collection and renaming an id with every reference to it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from typing import Any

from questwright.core.edits.model import _ID_RE, COLLECTIONS, Batch, Edit, Move, Path, SetValue
from questwright.schema.model import Quest


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


_REF_FIELDS = {
    *("tile", "targets", "after", "target", "keys", "requires", "ref", "area"),
    # a trigger condition's lists of objects (``destroyed: [seal-a]``), objectives, triggers
    *("picked", "killed", "destroyed", "done", "fired"),
}


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
