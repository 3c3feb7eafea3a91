"""Edit commands of the main window: undo/redo, clipboard, delete, select, rotate, flip.

A mixin of :class:`~questwright.editor.mainwindow.MainWindow`. The clipboard carries a
``questwright-clipboard`` JSON document (also as plain text), so objects can be pasted
into another quest of the same system, in another window too; pasted objects get new ids.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from questwright.core import edits
from questwright.editor.i18n import PLURAL, translate

if TYPE_CHECKING:
    from questwright.editor.document import Document

__all__ = ["CLIPBOARD_MIME", "EditCommands"]

CLIPBOARD_MIME = "application/x-questwright+json"


class EditCommands:
    """Edit menu behaviour for the main window."""

    if TYPE_CHECKING:

        @property
        def document(self) -> Document: ...

        tools: Any
        view: Any
        palette: Any
        ctx: Any

        def statusBar(self) -> Any: ...
        def set_tool(self, name: str) -> Any: ...

    def undo(self) -> None:
        self.document.undo_stack.undo()

    def redo(self) -> None:
        self.document.undo_stack.redo()

    def _selected(self, *kinds: str) -> list[str]:
        doc = self.document
        return [r for r in doc.selection if doc.kind_of(r) in kinds]

    def copy(self) -> bool:
        doc = self.document
        clip = edits.copy_objects(doc.quest, doc.board, doc.selection)
        if clip is None:
            self.statusBar().showMessage(
                translate("EditCommands", "Nothing to copy: select tiles, tokens or doors"), 4000
            )
            return False
        # Plain text only: the JSON names its own format, and with PySide6 a QMimeData
        # handed to the clipboard crashes the interpreter at exit (segfault, exit 139).
        QGuiApplication.clipboard().setText(json.dumps(clip, ensure_ascii=False))
        n = len(clip["tiles"]) + len(clip["tokens"]) + len(clip["edges"])
        self.statusBar().showMessage(
            translate("EditCommands", "Copied %n object(s)", "", PLURAL, n), 3000
        )
        return True

    def cut(self) -> None:
        if self.copy():
            self.delete(cut=True)

    def paste(self) -> None:
        data = QGuiApplication.clipboard().mimeData()
        raw = (
            bytes(data.data(CLIPBOARD_MIME).data()).decode("utf-8")
            if data and data.hasFormat(CLIPBOARD_MIME)
            else (data.text() if data else "")
        )
        try:
            clip = json.loads(raw) if raw else None
        except ValueError:
            clip = None
        if not isinstance(clip, dict) or clip.get("format") != edits.CLIPBOARD_FORMAT:
            self.statusBar().showMessage(
                translate("EditCommands", "The clipboard holds no Questwright objects"), 4000
            )
            return
        doc = self.document
        if clip.get("system") != doc.quest.system:
            self.statusBar().showMessage(
                translate(
                    "EditCommands", "The clipboard holds {held} objects; this is a {system} quest"
                ).format(held=clip.get("system"), system=doc.quest.system),
                5000,
            )
            return
        edit, ids = edits.paste_objects(doc.quest, clip, self.view.cursor_cell)
        n = len(ids)
        doc.push(edit, translate("EditCommands", "Paste %n object(s)", "", PLURAL, n), select=ids)

    def delete(self, cut: bool = False) -> None:
        widget: QWidget | None = QApplication.focusWidget()
        while widget is not None:  # a focused list (objectives…) deletes its own item
            handler = getattr(widget, "delete_focused", None)
            if callable(handler) and handler():
                return
            widget = widget.parentWidget()
        doc = self.document
        ids = [r for r in doc.selection if doc.find(r)]
        if not ids:
            self.statusBar().showMessage(
                translate("EditCommands", "Nothing selected to delete"), 3000
            )
            return
        n = len(ids)
        doc.push(
            edits.delete_objects(doc.quest, doc.board, ids),
            translate("EditCommands", "Cut %n object(s)", "", PLURAL, n)
            if cut
            else translate("EditCommands", "Delete %n object(s)", "", PLURAL, n),
            select=[],
        )

    def select_all(self) -> None:
        quest = self.document.quest
        self.document.set_selection([t.id for t in quest.tiles] + [t.id for t in quest.tokens])

    def select_none(self) -> None:
        self.document.set_selection([])

    def rotate(self) -> None:
        tool = self.tools.current
        if tool is not None and tool.rotate():
            return
        doc = self.document
        tiles = self._selected("tile")
        if tiles:
            n = len(tiles)
            doc.push(
                edits.rotate_tiles(doc.quest, doc.board, tiles),
                translate("EditCommands", "Rotate %n tile(s)", "", PLURAL, n),
            )
            return
        changes: list[edits.Edit] = []
        for ref in self._selected("token"):
            _, index, token = doc.find(ref)  # type: ignore[misc]
            facing = token.properties.get("facing")
            if isinstance(facing, str) and facing in "NESW":
                changes.append(
                    edits.SetValue(
                        ("tokens", index, "properties", "facing"),
                        "NESW"[("NESW".index(facing) + 1) % 4],
                    )
                )
        if changes:
            doc.push(edits.Batch(tuple(changes)), translate("EditCommands", "Turn facing"))
        else:
            self.statusBar().showMessage(
                translate(
                    "EditCommands", "R rotates the tile in hand, selected tiles or facing tokens"
                ),
                4000,
            )

    def flip(self) -> None:
        tool = self.tools.current
        if tool is not None and tool.flip():
            return
        doc = self.document
        tiles = self._selected("tile")
        if tiles:
            n = len(tiles)
            doc.push(
                edits.flip_tiles(doc.quest, doc.tile_sides(), tiles),
                translate("EditCommands", "Flip %n tile(s)", "", PLURAL, n),
            )

    def nudge(self, dx: int, dy: int) -> None:
        select = self.tools.tools["select"]
        if not select.move_selection(dx, dy, merge=True):  # type: ignore[attr-defined]
            self.statusBar().showMessage(
                translate("EditCommands", "Alt+arrow moves the selection; select something first"),
                3000,
            )

    def drop(self, payload: str, cell: Any) -> None:
        """A palette entry dropped on the canvas is placed there, once: the tool that was
        armed before the drag stays armed (no ghost left on the keyboard cursor)."""
        kind, _, rest = payload.partition(":")
        before = self.tools.current.name if self.tools.current is not None else "select"
        self.palette.select_payload(payload)
        if kind == "tile":
            tile, side = rest.split(":")
            self.ctx.choose_tile(tile, side)
            tool = self.set_tool("tile")
        else:
            self.ctx.choose_token(rest)
            tool = self.set_tool("token")
        tool.apply_at(cell, Qt.KeyboardModifier.NoModifier)
        if before != tool.name:
            self.set_tool(before)
        self.view.setFocus()
