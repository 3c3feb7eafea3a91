"""The open quest: model, undo stack, selection, and the change events views redraw from.

A :class:`Document` owns one :class:`~questwright.schema.model.Quest`. Nothing changes the
quest except :meth:`Document.apply`, which the undo commands call; it applies a pure edit
from :mod:`questwright.core.edits` and emits :attr:`Document.changed` with what was touched.
Views (scene, docks, status bar) are built from a document and listen to its signals; they
never hold model state of their own.

Derived data follows the edits in step: once the board has been asked for, every edit
updates it incrementally (:class:`~questwright.core.recompile.Recompiler`, over a frozen
snapshot of the quest) and :attr:`Document.delta` says what the edit changed on it — the
cells, unit edges, zones, doors and tokens the scene redraws and the Problems panel checks
again. A board handed out never changes, so a worker thread may keep reading it. The zone
graph is rebuilt lazily, and only after an edit that changed the board.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack
from questwright.core import edits
from questwright.core.board import Board
from questwright.core.edits import Change, Edit, Snapshots
from questwright.core.recompile import BoardDelta, Recompiler
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, System

if TYPE_CHECKING:
    import networkx as nx
    from questwright.schema.io import LoadProblem

__all__ = ["Document"]

#: Held by a validation worker while it imports the validators (the sight package among
#: them). The recompiler shares sight indexes through the sight module once it is in
#: ``sys.modules``, which it is half-way through that import: an edit made meanwhile waits
#: (issue #33: under load the editor crashed with "partially initialized module").
BACKGROUND_IMPORTS = threading.Lock()


class Document(QObject):
    """One quest being edited."""

    #: emitted with a :class:`questwright.core.edits.Change` after every applied edit
    changed = Signal(object)
    selection_changed = Signal()
    path_changed = Signal()
    #: emitted with a list of refs to outline (problem highlight); empty clears
    marks_changed = Signal(list)

    def __init__(
        self,
        quest: Quest,
        catalog: Catalog | None = None,
        path: str | Path | None = None,
        parent: QObject | None = None,
        *,
        load_problems: list[LoadProblem] | None = None,
        recovered_from: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.quest = quest
        self.catalog = catalog or default_catalog()
        self.path: Path | None = Path(path) if path else None
        self.undo_stack = QUndoStack(self)
        self.selection: list[str] = []
        self.marks: list[str] = []
        self.revision = 0
        self.load_problems: list[LoadProblem] = list(load_problems or [])
        self.recovered_from = recovered_from
        #: the file the quest was opened from, if any (unlike ``path``, kept for a repaired copy)
        self.opened_from: Path | None = None
        self._snapshots = Snapshots()
        self._recompiler = Recompiler(self.catalog)
        self._board_revision = -1  # the revision the recompiler's board is of (-1: none yet)
        #: what the last edit changed on the board (everything until the board is built)
        self.delta = BoardDelta(full=True)
        self._graph: Any = None
        self._forced_dirty = bool(recovered_from) or bool(self.load_problems)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, _clean: bool) -> None:
        self.path_changed.emit()

    # ------------------------------------------------------------------ model access
    @property
    def system(self) -> System | None:
        return self.catalog.system(self.quest.system)

    @property
    def board(self) -> Board:
        """The compiled board of the current revision (never changed afterwards)."""
        if self._board_revision != self.revision:
            self._update_board()
        board = self._recompiler.board
        assert board is not None
        return board

    @property
    def snapshot(self) -> Quest:
        """A frozen copy of the quest as it is now (the current board's quest)."""
        return self.board.quest

    def _update_board(self) -> None:
        quest = self._snapshots.take(self.quest)
        if self._recompiler.board is None:
            # the first compile carries nothing over, so it never looks at the sight
            # package: it need not wait while a validation worker imports it (opening a
            # quest just after the start waited ~0.3 s for another tab's first validation)
            self._recompiler.update(quest)
        else:
            with BACKGROUND_IMPORTS:  # not while a worker is half-way through importing sight
                self._recompiler.update(quest)
        delta = self._recompiler.delta
        if self._board_revision < 0:
            delta = BoardDelta(full=True)
        self.delta = delta
        self._board_revision = self.revision
        if delta.full or delta.geometry or delta.doors or delta.tokens:
            self._graph = None

    @property
    def graph(self) -> nx.Graph:
        """The zone graph of the current board (networkx is imported on first use)."""
        if self._graph is None:
            from questwright.core.graph import build_zone_graph

            self._graph = build_zone_graph(self.board)
        return self._graph

    def tile_sides(self) -> dict[str, list[str]]:
        return {t.id: sorted(t.sides) for t in self.catalog.tiles_of(self.quest.system)}

    def find(self, ident: str) -> tuple[str, int, Any] | None:
        return edits.find(self.quest, ident)

    def kind_of(self, ref: str) -> str | None:
        """What a selection ref names: tile, token, door, edge, zone, cell or a list name."""
        found = self.find(ref)
        if found is not None:
            name = found[0]
            if name == "edges":
                return "door" if found[2].kind == "door" else "edge"
            if name == "door_spaces":
                return "door"
            return {"tiles": "tile", "tokens": "token"}.get(name, name)
        board = self.board
        if ref in board.doors:
            return "door"
        if ref in board.zones:
            return "zone"
        if ref.startswith("cell:"):
            return "cell"
        if ref.startswith("edge:"):
            return "edge"
        return None

    # ------------------------------------------------------------------ changing
    def apply(self, edit: Edit) -> Edit:
        """Apply ``edit`` (only the undo commands call this) and return its inverse.

        Once the board exists it is brought up to date before :attr:`changed` is emitted,
        so that :attr:`delta` describes exactly this edit.
        """
        change = Change()
        inverse = edits.apply_edit(self.quest, edit, change)
        self._snapshots.note(change)
        self.revision += 1
        if self._board_revision >= 0:
            self._update_board()
        self.changed.emit(change)
        return inverse

    def push(
        self,
        edit: Edit,
        text: str,
        *,
        merge_id: int = -1,
        merge_key: Any = None,
        select: list[str] | None = None,
    ) -> bool:
        """Run ``edit`` as one undoable step; empty edits are ignored. True if pushed."""
        if isinstance(edit, edits.Batch) and not edit:
            return False
        from questwright.editor.commands import EditCommand

        self.undo_stack.push(EditCommand(self, edit, text, merge_id, merge_key, select))
        return True

    def set_selection(self, refs: list[str] | tuple[str, ...]) -> None:
        refs = list(dict.fromkeys(r for r in refs if r))
        if refs != self.selection:
            self.selection = refs
            self.selection_changed.emit()

    def set_marks(self, refs: list[str]) -> None:
        self.marks = list(refs)
        self.marks_changed.emit(self.marks)

    # ------------------------------------------------------------------ file state
    @property
    def dirty(self) -> bool:
        return self._forced_dirty or not self.undo_stack.isClean()

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self._forced_dirty = False
        self.load_problems = []
        self.recovered_from = None
        self.undo_stack.setClean()
        self.path_changed.emit()

    @property
    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        return (self.quest.title or self.quest.id or "Untitled") + (
            " (recovered)" if self.recovered_from or self.load_problems else ""
        )
