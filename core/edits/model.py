"""The edit values (``SetValue``, ``Insert``, ``Remove``, ``Move``, ``Batch``), the ``Change`` an
edit makes, and the names every edit builder shares (collections, ``MISSING``, door states).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

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
