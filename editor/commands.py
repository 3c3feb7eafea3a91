"""The one QUndoCommand: a thin adapter over the pure edits of :mod:`questwright.core.edits`.

``EditCommand`` holds a forward edit; ``redo`` applies it through the document and keeps the
inverse, ``undo`` applies the inverse and keeps the forward edit again (the swap idiom).
Consecutive commands with the same :class:`MergeId` and merge key — the steps of one drag,
the keystrokes of one field — merge into one undo step. Undo and redo restore the selection
that was current around the command.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand
from questwright.core.edits import Batch, Edit, SetValue

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["EditCommand", "MergeId"]


class MergeId(IntEnum):
    """Command ids for merging (−1: never merges)."""

    NONE = -1
    MOVE = 1
    PROPERTY = 2
    TEXT = 3
    ROTATE = 4


class EditCommand(QUndoCommand):
    """Apply one edit through a document; undo applies its inverse."""

    def __init__(
        self,
        document: Document,
        edit: Edit,
        text: str,
        merge_id: int = -1,
        merge_key: Any = None,
        select: list[str] | None = None,
    ) -> None:
        super().__init__(text)
        self._doc = document
        self._forward: Edit | None = edit
        self._backward: Edit | None = None
        self._merge_id = int(merge_id)
        self._merge_key = merge_key
        self._selection_before = list(document.selection)
        self._selection_after = list(select) if select is not None else None

    # Qt virtuals ---------------------------------------------------------------
    def id(self) -> int:
        return self._merge_id

    def redo(self) -> None:
        assert self._forward is not None
        self._backward = self._doc.apply(self._forward)
        self._forward = None
        if self._selection_after is None:
            self._selection_after = list(self._doc.selection)
        self._doc.set_selection(self._selection_after)

    def undo(self) -> None:
        assert self._backward is not None
        self._forward = self._doc.apply(self._backward)
        self._backward = None
        self._doc.set_selection(self._selection_before)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.id() != self.id() or self.id() < 0:
            return False
        if other._merge_key != self._merge_key or other._doc is not self._doc:
            return False
        if self._backward is None or other._backward is None:
            return False  # only applied commands merge (push has just run redo)
        mine, theirs = self._backward, other._backward
        if isinstance(mine, SetValue) and isinstance(theirs, SetValue) and mine.path == theirs.path:
            # typing into one field: the oldest value is the one to go back to
            self._backward = mine
        else:
            self._backward = Batch((theirs, mine))
        self._selection_after = other._selection_after
        self.setText(other.text())
        return True

    @property
    def document(self) -> Document:
        return self._doc
