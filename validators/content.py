"""Bytes that depend on a value's content only, for keys that must match across revisions.

``pickle.dumps`` writes a back-reference for an object it has met before, so two equal
values whose parts are shared differently (a string read twice from JSON is two objects,
written once by the editor it may be one) give different bytes. The re-validation's
section comparison and the quest-time rule's reuse key both need equal content to give
equal bytes: :func:`content_bytes` pickles without the memo.
"""

from __future__ import annotations

import dataclasses
import io
import pickle
from typing import Any

__all__ = ["content_bytes", "section_contents", "section_names"]

#: values with no parts, and containers whose emptiness leaves nothing to share; ``bool``
#: is its own type here, so ``True`` and ``1`` still pickle apart
_ATOMS = frozenset({str, int, float, bool, bytes, type(None)})
_CONTAINERS = frozenset({list, dict, tuple, set, frozenset})


def content_bytes(value: object) -> bytes:
    """``value`` pickled without back-references: the bytes depend on its content, not on
    which of its parts are the same object (a structure with a cycle, which this cannot
    write, is pickled the usual way)."""
    if type(value) in _ATOMS or (type(value) in _CONTAINERS and not value):
        # nothing in it can be shared: the plain pickler writes the same for equal values
        # (a quest has a score of such sections, each compared on every re-validation)
        return pickle.dumps(value, 5)
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, 5)
    pickler.fast = True  # no memo: shared objects are written out each time
    try:
        pickler.dump(value)
    except (RecursionError, ValueError):
        return pickle.dumps(value, 5)
    return buffer.getvalue()


def section_names(quest: Any) -> tuple[tuple[str, str], ...]:
    """``(attribute, section name)`` per top-level field (section) of a quest dataclass."""
    # asked several times per re-validation: the fields of a class never change, and
    # dataclasses.fields builds its list anew each time
    cls = type(quest)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(
            (f.name, f.metadata.get("json", f.name) if f.metadata else f.name)
            for f in dataclasses.fields(quest)
        )
    return names


_FIELDS: dict[type, tuple[tuple[str, str], ...]] = {}


def section_contents(
    quest: Any, attributes: tuple[str, ...], known: dict[str, bytes] | None
) -> list[bytes]:
    """:func:`content_bytes` of each of the quest's sections ``attributes``, taken from
    ``known`` (by section name: what the Revalidator pickled to see what changed, the
    same bytes) where it has them."""
    names = dict(section_names(quest))
    out = []
    for attr in attributes:
        name = names.get(attr)
        found = known.get(name) if known is not None and name is not None else None
        out.append(found if found is not None else content_bytes(getattr(quest, attr, None)))
    return out
