"""Tool objects and the manager that routes canvas input to the active one.

A tool receives :class:`CanvasEvent` objects (positions in cell units, already converted
from the scene) and keyboard-cursor requests; it previews through the scene's ghost item and
changes the quest only by pushing edits on the document. The scene never branches on a mode:
it forwards to ``ToolManager.current`` (Tiled's ``AbstractTool`` design).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from questwright.core.geometry import Cell, EdgeKey
from questwright.editor.canvas_geometry import edge_near
from questwright.editor.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from questwright.editor.document import Document
    from questwright.editor.scene import BoardScene

__all__ = ["CanvasEvent", "EditorContext", "Tool", "ToolManager"]


@dataclass(frozen=True)
class CanvasEvent:
    """A mouse event on the canvas, in cell units."""

    x: float
    y: float
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    buttons: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier

    @classmethod
    def at_cell(
        cls, cell: Cell, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> CanvasEvent:
        """A synthetic left click in the middle of a cell (keyboard use)."""
        return cls(
            cell[0] + 0.5,
            cell[1] + 0.5,
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            modifiers,
        )

    @property
    def cell(self) -> Cell:
        return (math.floor(self.x), math.floor(self.y))

    @property
    def vertex(self) -> tuple[int, int]:
        return (round(self.x), round(self.y))

    @property
    def edge(self) -> tuple[EdgeKey, float, float]:
        return edge_near(self.x, self.y)

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)

    @property
    def ctrl(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ControlModifier)

    @property
    def left(self) -> bool:
        return self.button == Qt.MouseButton.LeftButton

    @property
    def right(self) -> bool:
        return self.button == Qt.MouseButton.RightButton


class EditorContext(QObject):
    """What tools need from the editor: the document, the scene, choices and messages.

    Passed explicitly to every tool (no module-level singletons); the main window fills it
    in and replaces ``document``/``scene`` when another quest is opened.
    """

    message = Signal(str)
    choice_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.document: Document | None = None
        self.scene: BoardScene | None = None
        self.tile: tuple[str, str] | None = None  # (tile id, side)
        self.token_type: str | None = None
        self.door_length = 1

    def say(self, text: str) -> None:
        self.message.emit(text)

    def choose_tile(self, tile: str, side: str) -> None:
        self.tile = (tile, side)
        self.choice_changed.emit()

    def choose_token(self, token_type: str) -> None:
        self.token_type = token_type
        self.choice_changed.emit()


class Tool(QObject):
    """Base class: every handler is optional."""

    name = "tool"
    label = QT_TRANSLATE_NOOP("Tools", "Tool")
    shortcut = ""
    tip = ""

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__()
        self.ctx = ctx

    # helpers -------------------------------------------------------------------
    @property
    def doc(self) -> Document:
        assert self.ctx.document is not None
        return self.ctx.document

    @property
    def scene(self) -> BoardScene:
        assert self.ctx.scene is not None
        return self.ctx.scene

    def ghost_clear(self) -> None:
        if self.ctx.scene is not None:
            self.ctx.scene.ghost.clear()

    # life cycle ------------------------------------------------------------------
    def activate(self) -> None:
        pass

    def deactivate(self) -> None:
        self.ghost_clear()

    # mouse -----------------------------------------------------------------------
    def mouse_pressed(self, ev: CanvasEvent) -> None:
        pass

    def mouse_moved(self, ev: CanvasEvent) -> None:
        pass

    def mouse_released(self, ev: CanvasEvent) -> None:
        pass

    def mouse_double_clicked(self, ev: CanvasEvent) -> None:
        pass

    def hover_left(self) -> None:
        self.ghost_clear()

    # keyboard cursor -------------------------------------------------------------
    def cursor_moved(self, cell: Cell) -> None:
        """The keyboard cursor moved: show the preview there."""
        self.mouse_moved(CanvasEvent(cell[0] + 0.5, cell[1] + 0.5))

    def apply_at(self, cell: Cell, modifiers: Qt.KeyboardModifier) -> None:
        """Enter/Space at the keyboard cursor: act as a click in the cell."""
        ev = CanvasEvent.at_cell(cell, modifiers)
        self.mouse_pressed(ev)
        self.mouse_released(ev)

    def apply_side(self, cell: Cell, side: str, modifiers: Qt.KeyboardModifier) -> bool:
        """Shift+arrow at the keyboard cursor: act on that side of the cell. True if used."""
        return False

    def rotate(self) -> bool:
        """R: rotate what the tool holds. False lets the editor rotate the selection."""
        return False

    def flip(self) -> bool:
        return False

    def cancel(self) -> bool:
        """Escape: abandon the current gesture. False if there was nothing to cancel."""
        return False


class ToolManager(QObject):
    """Owns the tools; exactly one is current."""

    tool_changed = Signal(str)

    def __init__(self, ctx: EditorContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.tools: dict[str, Tool] = {}
        self.current: Tool | None = None
        self._previous: str | None = None

    def add(self, tool: Tool) -> Tool:
        self.tools[tool.name] = tool
        return tool

    def set_tool(self, name: str) -> Tool:
        tool = self.tools[name]
        if tool is self.current:
            return tool
        if self.current is not None:
            self.current.deactivate()
            if self.current.name != "pick":
                self._previous = self.current.name
        self.current = tool
        tool.activate()
        self.tool_changed.emit(name)
        return tool

    def restore_previous(self) -> None:
        self.set_tool(self._previous or "select")
