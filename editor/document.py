"""The open quest: model, undo stack, selection, and the change events views redraw from.

A :class:`Document` owns one :class:`~questwright.schema.model.Quest`. Nothing changes the
quest except :meth:`Document.apply`, which the undo commands call; it applies a pure edit
from :mod:`questwright.core.edits` and emits :attr:`Document.changed` with what was touched.
Views (scene, docks, status bar) are built from a document and listen to its signals; they
never hold model state of their own. Derived data — the compiled board and the zone graph —
is recomputed lazily once per revision.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack
from questwright.core import edits
from questwright.core.board import Board, compile_board, index_tokens
from questwright.core.edits import Change, Edit
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.model import Quest, System

if TYPE_CHECKING:
    import networkx as nx
    from questwright.schema.io import LoadProblem

__all__ = ["Document"]


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
        self._board: tuple[int, Board] | None = None
        self._graph: tuple[int, Any] | None = None
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
        """The compiled board of the current revision."""
        if self._board is None or self._board[0] != self.revision:
            self._board = (self.revision, compile_board(self.quest, self.catalog))
        return self._board[1]

    @property
    def graph(self) -> nx.Graph:
        """The zone graph of the current revision (networkx is imported on first use)."""
        if self._graph is None or self._graph[0] != self.revision:
            from questwright.core.graph import build_zone_graph

            self._graph = (self.revision, build_zone_graph(self.board))
        return self._graph[1]

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
        """Apply ``edit`` (only the undo commands call this) and return its inverse."""
        change = Change()
        inverse = edits.apply_edit(self.quest, edit, change)
        self.revision += 1
        self._carry_board(change)
        self.changed.emit(change)
        return inverse

    def _carry_board(self, change: Change) -> None:
        """Keep the compiled board across edits that cannot change its geometry.

        Token edits only re-index the tokens (unless tokens lock doors, as ddd chips do);
        metadata, objectives, triggers and waivers leave the board as it is. Everything
        else recompiles on next use.
        """
        if self._board is None:
            return
        board = self._board[1]
        fields = change.fields
        if change.geometry or fields & {"parameters", "setup"}:
            self._board = None
            return
        if "tokens" in fields:
            if board.parameter("lockingTokens", []):
                self._board = None
                return
            index_tokens(board, self.quest)
        self._board = (self.revision, board)

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
