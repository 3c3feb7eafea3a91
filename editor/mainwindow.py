"""The main window: canvas, docks, menus from the action table, files, status bar.

The window owns no model state. :meth:`MainWindow.set_document` builds the scene and every
panel *from* a :class:`~questwright.editor.document.Document` (replacing the previous ones),
and the panels keep themselves up to date from the document's signals.
"""

from __future__ import annotations

import base64
import contextlib
import json
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QRectF, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolButton,
    QUndoView,
    QWidget,
)
from questwright.editor.actions import build_actions, build_menus, build_toolbars
from questwright.editor.canvas_geometry import CELL
from questwright.editor.dialogs import (
    CommandPalette,
    NewQuestDialog,
    PreferencesDialog,
    ShortcutsDialog,
)
from questwright.editor.document import Document
from questwright.editor.loading import open_quest
from questwright.editor.minimap import MinimapView
from questwright.editor.palette import PalettePanel
from questwright.editor.problems import ProblemsPanel, ValidationRunner
from questwright.editor.properties import PropertiesPanel
from questwright.editor.quest_panel import QuestPanel
from questwright.editor.recovery import Recovery, pending_recoveries
from questwright.editor.scene import BoardScene
from questwright.editor.settings import Settings
from questwright.editor.tools import EditorContext, make_tools
from questwright.editor.view import CanvasView
from questwright.schema.catalog import Catalog, default_catalog
from questwright.schema.errors import LoadError
from questwright.schema.io import dumps_model, save_model
from questwright.schema.model import Party, Quest

from questwright import __version__, edits
from questwright.geometry import segment_edges

__all__ = ["CLIPBOARD_MIME", "MainWindow", "new_quest_model"]

CLIPBOARD_MIME = "application/x-questwright+json"
QUEST_FILTER = "Questwright quests (*.quest.json);;JSON files (*.json);;All files (*)"


def new_quest_model(
    catalog: Catalog,
    system_id: str,
    low: int | None = None,
    high: int | None = None,
    title: str = "Untitled quest",
) -> Quest:
    """An empty quest for a system, with its tilesets and party range."""
    system = catalog.system(system_id)
    party = Party(
        min=low if low is not None else (system.party.min if system else 1),
        max=high if high is not None else (system.party.max if system else 4),
    )
    return Quest(
        id="untitled-quest",
        system=system_id,
        title=title,
        language="en",
        party=party,
        tilesets=list(system.tilesets) if system else [],
    )


def door_length(catalog: Catalog, system_id: str) -> int:
    """The most common door length printed on the system's tiles (1 if none)."""
    lengths: Counter[int] = Counter()
    for tile in catalog.tiles_of(system_id):
        for face in tile.sides.values():
            for spec in face.edges:
                if spec.kind == "door":
                    with contextlib.suppress(ValueError):
                        lengths[len(segment_edges(spec.from_, spec.to))] += 1
    return lengths.most_common(1)[0][0] if lengths else 1


class MainWindow(QMainWindow):
    """One editor window, editing one quest at a time."""

    def __init__(self, settings: Settings | None = None, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.catalog = catalog or default_catalog()
        self.setObjectName("questwright-main")
        self.resize(1280, 820)
        self.ctx = EditorContext()
        self.ctx.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.view = CanvasView()
        self.setCentralWidget(self.view)
        self.tools = make_tools(self.ctx, ["wall", "opening", "window", "barrier"])
        self.tools.tool_changed.connect(self._tool_changed)
        self.view.tools = self.tools
        self.view.nudge_requested.connect(self.nudge)
        self.view.dropped.connect(self.drop)
        self.view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{z * 100:.0f} %"))
        self.view.cursor_moved.connect(lambda cell: self._show_cell(cell))
        self.recent_menu = QMenu("Open &Recent", self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.actions_ = build_actions(self)
        self.menus = build_menus(self, self.actions_, self.recent_menu)
        self.toolbars = build_toolbars(self, self.actions_)
        self.actions_["show_grid"].setChecked(self.settings.show_grid)
        self._build_docks()
        self._build_status()
        self.autosave = QTimer(self)
        self.autosave.setInterval(max(5, self.settings.autosave_seconds) * 1000)
        self.autosave.timeout.connect(self.autosave_now)
        self.autosave.start()
        self.doc: Document | None = None
        self.scene: BoardScene | None = None
        self.runner: ValidationRunner | None = None
        self.recovery = Recovery()
        self._restore_layout()
        self.set_document(
            Document(new_quest_model(self.catalog, self._default_system()), self.catalog)
        )

    # ------------------------------------------------------------------ construction
    def _add_pack_actions(self) -> None:
        """File ▸ Export/Import Quest Pack and Quest Library (from the packs dialogs).

        Added once the window is up: the packs code pulls in the validators and networkx,
        which would otherwise double the start-up time.
        """
        if "pack_library" in self.actions_:
            return
        try:
            from questwright.editor.packs_dialog import add_pack_actions
        except ImportError:  # the packs part is optional
            return
        menu = self.menus["File"]
        quit_action = self.actions_["close_window"]
        menu.removeAction(quit_action)
        packs = add_pack_actions(
            self, menu, self.open_path, lambda: self.doc.path if self.doc else None
        )
        menu.addSeparator()
        menu.addAction(quit_action)
        self.actions_.update(
            {
                "pack_export": packs.export,
                "pack_import": packs.import_,
                "pack_library": packs.library,
            }
        )

    def _default_system(self) -> str:
        wanted = self.settings.last_system
        if self.catalog.system(wanted) is not None:
            return wanted
        return sorted(self.catalog.systems)[0] if self.catalog.systems else "md1"

    def _dock(self, name: str, title: str, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{name}")
        self.addDockWidget(area, dock)
        self.menus["View"].addAction(dock.toggleViewAction())
        return dock

    def _build_docks(self) -> None:
        left, right, bottom = (
            Qt.DockWidgetArea.LeftDockWidgetArea,
            Qt.DockWidgetArea.RightDockWidgetArea,
            Qt.DockWidgetArea.BottomDockWidgetArea,
        )
        self.menus["View"].addSeparator()
        self.palette_dock = self._dock("palette", "Palette", left)
        self.minimap_dock = self._dock("minimap", "Minimap", left)
        self.properties_dock = self._dock("properties", "Properties", right)
        self.quest_dock = self._dock("quest", "Quest", right)
        self.history_dock = self._dock("history", "History", right)
        self.problems_dock = self._dock("problems", "Problems", bottom)
        self.tabifyDockWidget(self.quest_dock, self.history_dock)
        self.quest_dock.raise_()
        self.minimap = MinimapView(self.view)
        self.minimap_dock.setWidget(self.minimap)

    def _build_status(self) -> None:
        bar = self.statusBar()
        self.cell_label = QLabel("—")
        self.zone_label = QLabel("")
        self.tile_label = QLabel("")
        self.tool_label = QLabel("")
        self.zoom_label = QLabel("100 %")
        self.problems_button = QToolButton()
        self.problems_button.setAutoRaise(True)
        self.problems_button.setText("…")
        self.problems_button.setToolTip("Problems (Alt+5; F8 next)")
        self.problems_button.clicked.connect(self.focus_problems)
        for widget in (self.cell_label, self.zone_label, self.tile_label):
            bar.addWidget(widget)
        for widget in (self.tool_label, self.zoom_label, self.problems_button):
            bar.addPermanentWidget(widget)

    def _restore_layout(self) -> None:
        horizontal, vertical = Qt.Orientation.Horizontal, Qt.Orientation.Vertical
        self.resizeDocks([self.palette_dock, self.properties_dock], [260, 330], horizontal)
        self.resizeDocks([self.palette_dock, self.minimap_dock], [520, 170], vertical)
        self.resizeDocks([self.properties_dock, self.quest_dock], [300, 420], vertical)
        self.resizeDocks([self.problems_dock], [170], vertical)
        try:
            if self.settings.geometry:
                self.restoreGeometry(QByteArray(base64.b64decode(self.settings.geometry)))
            if self.settings.window_state:
                self.restoreState(QByteArray(base64.b64decode(self.settings.window_state)))
        except (ValueError, TypeError):
            pass

    # ------------------------------------------------------------------ documents
    @property
    def document(self) -> Document:
        assert self.doc is not None
        return self.doc

    @staticmethod
    def _replace(dock: QDockWidget, widget: QWidget) -> None:
        """Put ``widget`` in ``dock`` and delete the panel it replaces."""
        old = dock.widget()
        dock.setWidget(widget)
        if old is not None and old is not widget:
            old.hide()
            old.deleteLater()

    def set_document(self, doc: Document) -> None:
        """Show ``doc``: new scene, new panels, fresh validation."""
        old, old_scene, old_runner = self.doc, self.scene, self.runner
        if old_runner is not None:
            old_runner.shutdown()
        self.recovery.clear()
        self.recovery = Recovery()
        self.doc = doc
        doc.setParent(self)
        self.ctx.document = doc
        scene = BoardScene(doc, self.tools, self.settings.show_grid)
        self.scene = scene
        self.ctx.scene = scene
        self.view.set_board_scene(scene)
        self.minimap.setScene(scene)
        scene.hover_changed.connect(self._show_cell)
        scene.overlays.legend_changed.connect(self.view.set_legend)
        doc.changed.connect(self._minimap_refit)
        runner = ValidationRunner(doc)
        self.runner = runner
        self.problems = ProblemsPanel(doc, runner, self.settings.problems_filter)
        self.problems.counts_changed.connect(self._show_counts)
        self.problems.activated.connect(self.frame_refs)
        self._replace(self.problems_dock, self.problems)
        self.properties = PropertiesPanel(doc)
        self._replace(self.properties_dock, self.properties)
        self.quest_panel = QuestPanel(doc, pick=self.start_pick)
        self._replace(self.quest_dock, self.quest_panel)
        self.palette = PalettePanel(doc, self.ctx)
        self.palette.chosen.connect(self._palette_chosen)
        self.palette.tiles.currentItemChanged.connect(
            lambda item, _p: (
                self.set_tool("tile")
                if item
                and self.tools.current
                and self.tools.current.name not in ("tile",)
                and self.palette.tiles.hasFocus()
                else None
            )
        )
        self.palette.tokens.currentItemChanged.connect(
            lambda item, _p: (
                self.set_tool("token") if item and self.palette.tokens.hasFocus() else None
            )
        )
        self._replace(self.palette_dock, self.palette)
        history = QUndoView(doc.undo_stack)
        history.setEmptyLabel("<opened>")
        history.setObjectName("history-view")
        self.history = history
        self._replace(self.history_dock, history)
        self._wire_undo(doc.undo_stack)
        doc.path_changed.connect(self._update_title)
        self.ctx.door_length = door_length(self.catalog, doc.quest.system)
        system = doc.system
        kinds = set(system.edge_kinds) if system else set()
        for kind in ("wall", "opening", "window", "barrier"):
            action = self.actions_.get(f"tool_{kind}")
            if action is not None:
                action.setEnabled(not system or kind in kinds)
        self.tools.set_tool("select")
        self.actions_["tool_select"].setChecked(True)
        for key in self.settings.overlays:
            action = self.actions_.get(f"overlay_{key}")
            if action is not None:
                action.setChecked(True)
                scene.overlays.set_active(key, True)
        self._update_title()
        self._show_counts(0, 0, 0, pending=True)
        if doc.load_problems:
            self.problems.refresh()
            self.problems_dock.raise_()
        runner.schedule()
        QTimer.singleShot(0, self.view.fit)
        if self.isVisible():
            QTimer.singleShot(0, self.palette.render_icons)
        if old is not None:
            self._detach(old)
            old.setParent(None)
            old.deleteLater()
        if old_scene is not None:
            old_scene.deleteLater()

    def _minimap_refit(self, change: Any) -> None:
        if change.geometry:
            self.minimap.refit()

    def _wire_undo(self, stack: QUndoStack) -> None:
        undo, redo = self.actions_["undo"], self.actions_["redo"]
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())
        stack.canUndoChanged.connect(undo.setEnabled)
        stack.canRedoChanged.connect(redo.setEnabled)
        stack.undoTextChanged.connect(self._undo_text)
        stack.redoTextChanged.connect(self._redo_text)
        stack.indexChanged.connect(self._update_title)

    def _undo_text(self, text: str) -> None:
        self.actions_["undo"].setText(f"&Undo {text}" if text else "&Undo")

    def _redo_text(self, text: str) -> None:
        self.actions_["redo"].setText(f"&Redo {text}" if text else "&Redo")

    def _detach(self, doc: Document) -> None:
        """Silence a document that is going away (its undo stack signals on deletion)."""
        doc.undo_stack.blockSignals(True)
        doc.blockSignals(True)

    def _update_title(self, *_args: Any) -> None:
        doc = self.doc
        if doc is None:
            return
        self.setWindowTitle(f"{doc.display_name}[*] — {doc.quest.system} — Questwright")
        self.setWindowModified(doc.dirty)
        self.actions_["revert"].setEnabled(doc.path is not None)

    def after_show(self) -> None:
        """Work that must not delay the first frame: thumbnails, pack menu, recovery offer."""
        self.palette.render_icons()
        self._add_pack_actions()
        self.offer_recovery()

    # ------------------------------------------------------------------ files
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document."""
        doc = self.doc
        if doc is None or not doc.dirty:
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"Save the changes to {doc.display_name}?",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.recovery.clear()
            return True
        return False

    def new_quest(self) -> None:
        if not self.maybe_save():
            return
        answer = NewQuestDialog.ask(self.catalog, self._default_system(), self)
        if answer is None:
            return
        system, low, high, title = answer
        self.new_document(system, low, high, title)

    def new_document(
        self,
        system: str,
        low: int | None = None,
        high: int | None = None,
        title: str = "Untitled quest",
    ) -> Document:
        self.settings.last_system = system
        doc = Document(new_quest_model(self.catalog, system, low, high, title), self.catalog)
        self.set_document(doc)
        self.statusBar().showMessage(f"New {system} quest", 4000)
        return doc

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, "Open quest", self.settings.last_folder, QUEST_FILTER
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a quest file; problems are shown, never raised. True if a quest opened."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        result = open_quest(path)
        if result.quest is None:
            message = result.message or "unknown problem"
            self.statusBar().showMessage(f"Could not open {path.name}: {message}", 10000)
            QMessageBox.warning(self, "Cannot open the file", f"{path}\n\n{message}")
            return False
        doc = Document(
            result.quest,
            self.catalog,
            None if result.copy else path,
            load_problems=result.problems,
        )
        doc.opened_from = path  # type: ignore[attr-defined]
        self.set_document(doc)
        self.settings.add_recent(path)
        self.settings.last_system = result.quest.system
        if result.problems:
            self.statusBar().showMessage(
                f"Opened a repaired copy of {path.name}: {len(result.problems)} problem(s); see Problems",
                10000,
            )
            self.problems_dock.raise_()
        else:
            self.statusBar().showMessage(f"Opened {path}", 4000)
        return True

    def save(self) -> bool:
        doc = self.document
        if doc.path is None:
            return self.save_as()
        return self._write(doc.path)

    def save_as(self) -> bool:
        doc = self.document
        start = doc.path or getattr(doc, "opened_from", None)
        if start is None:
            name = (edits.unique_id(set(), doc.quest.id or "quest")[:-2] or "quest") + ".quest.json"
            start = Path(self.settings.last_folder or Path.cwd()) / name
        elif doc.path is None:
            start = Path(start).with_name(
                Path(start).name.replace(".quest.json", "") + "-copy.quest.json"
            )
        path, _ = QFileDialog.getSaveFileName(self, "Save quest as", str(start), QUEST_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".quest.json"
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        doc = self.document
        try:
            save_model(doc.quest, path)
        except LoadError as exc:
            QMessageBox.warning(
                self, "Not saved", f"The quest does not match the file format:\n{exc}"
            )
            return False
        except OSError as exc:
            QMessageBox.warning(self, "Not saved", f"Cannot write {path}:\n{exc.strerror or exc}")
            return False
        doc.mark_saved(path)
        self.recovery.clear()
        self.settings.add_recent(path)
        self.settings.save()
        self._update_title()
        self.problems.refresh()
        self.statusBar().showMessage(f"Saved {path} (previous version kept as {path.name}~)", 5000)
        return True

    def revert(self) -> None:
        doc = self.document
        if doc.path is None:
            return
        if doc.dirty:
            answer = QMessageBox.question(
                self, "Revert", f"Drop every change since {doc.path.name} was saved?"
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.recovery.clear()
        self.open_path(doc.path, ask=False)

    def export_png(self) -> None:
        doc = self.document
        stem = doc.path.name.replace(".quest.json", "") if doc.path else (doc.quest.id or "quest")
        start = str(Path(self.settings.last_folder or Path.cwd()) / f"{stem}.png")
        path, _ = QFileDialog.getSaveFileName(self, "Export PNG", start, "PNG images (*.png)")
        if not path:
            return
        from questwright.editor.render import render_board

        try:
            render_board(doc.board, path)
        except OSError as exc:
            QMessageBox.warning(self, "Not exported", str(exc))
            return
        self.statusBar().showMessage(f"Exported {path}", 5000)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for index, path in enumerate(self.settings.recent_files):
            action = self.recent_menu.addAction(f"&{index + 1} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not self.settings.recent_files:
            self.recent_menu.addAction("(none)").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction("&Clear list")
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.recent_files = []
        self.settings.save()

    def autosave_now(self) -> None:
        doc = self.doc
        if doc is None or not doc.dirty or self.recovery.written_revision == doc.revision:
            return
        original = str(doc.path or getattr(doc, "opened_from", "") or "") or None
        self.recovery.write(dumps_model(doc.quest), original, doc.quest.title, doc.revision)

    def offer_recovery(self) -> None:
        for found in pending_recoveries():
            answer = QMessageBox.question(
                self,
                "Recover unsaved work",
                f"Questwright was closed while “{found.title}” had unsaved changes"
                f"{' (' + found.original + ')' if found.original else ''}.\nRecover them?",
                QMessageBox.StandardButton.Yes
                | QMessageBox.StandardButton.No
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Yes:
                result = open_quest(found.quest)
                if result.quest is not None and self.maybe_save():
                    doc = Document(
                        result.quest,
                        self.catalog,
                        found.original,
                        load_problems=result.problems,
                        recovered_from=str(found.quest),
                    )
                    self.set_document(doc)
                    self.statusBar().showMessage("Recovered unsaved work; save it to keep it", 8000)
                found.discard()
                return
            if answer == QMessageBox.StandardButton.No:
                found.discard()
            else:
                return

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.recovery.clear()
        if self.runner is not None:
            self.runner.shutdown()
        if self.doc is not None:
            self._detach(self.doc)
        self.settings.geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        self.settings.window_state = base64.b64encode(bytes(self.saveState().data())).decode(
            "ascii"
        )
        if self.scene is not None:
            self.settings.overlays = sorted(self.scene.overlays.active)
        self.settings.problems_filter = [
            s for s, b in self.problems.filter_buttons.items() if b.isChecked()
        ]
        self.settings.save()
        event.accept()

    # ------------------------------------------------------------------ edit
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
            self.statusBar().showMessage("Nothing to copy: select tiles, tokens or doors", 4000)
            return False
        text = json.dumps(clip, ensure_ascii=False)
        data = QMimeData()
        data.setData(CLIPBOARD_MIME, text.encode("utf-8"))
        data.setText(text)
        QGuiApplication.clipboard().setMimeData(data)
        n = len(clip["tiles"]) + len(clip["tokens"]) + len(clip["edges"])
        self.statusBar().showMessage(f"Copied {n} object(s)", 3000)
        return True

    def cut(self) -> None:
        if self.copy():
            self.delete(text="Cut")

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
            self.statusBar().showMessage("The clipboard holds no Questwright objects", 4000)
            return
        doc = self.document
        if clip.get("system") != doc.quest.system:
            self.statusBar().showMessage(
                f"The clipboard holds {clip.get('system')} objects; this is a {doc.quest.system} quest",
                5000,
            )
            return
        edit, ids = edits.paste_objects(doc.quest, clip, self.view.cursor_cell)
        doc.push(edit, f"Paste {len(ids)} object(s)", select=ids)

    def delete(self, text: str = "Delete") -> None:
        widget: QWidget | None = QApplication.focusWidget()
        while widget is not None:  # a focused list (objectives…) deletes its own item
            handler = getattr(widget, "delete_focused", None)
            if callable(handler) and handler():
                return
            widget = widget.parentWidget()
        doc = self.document
        ids = [r for r in doc.selection if doc.find(r)]
        if not ids:
            self.statusBar().showMessage("Nothing selected to delete", 3000)
            return
        doc.push(
            edits.delete_objects(doc.quest, doc.board, ids),
            f"{text} {len(ids)} object(s)",
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
            doc.push(
                edits.rotate_tiles(doc.quest, doc.board, tiles), f"Rotate {len(tiles)} tile(s)"
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
            doc.push(edits.Batch(tuple(changes)), "Turn facing")
        else:
            self.statusBar().showMessage(
                "R rotates the tile in hand, selected tiles or facing tokens", 4000
            )

    def flip(self) -> None:
        tool = self.tools.current
        if tool is not None and tool.flip():
            return
        doc = self.document
        tiles = self._selected("tile")
        if tiles:
            doc.push(
                edits.flip_tiles(doc.quest, doc.tile_sides(), tiles), f"Flip {len(tiles)} tile(s)"
            )

    def nudge(self, dx: int, dy: int) -> None:
        select = self.tools.tools["select"]
        if not select.move_selection(dx, dy, merge=True):  # type: ignore[attr-defined]
            self.statusBar().showMessage(
                "Alt+arrow moves the selection; select something first", 3000
            )

    def drop(self, payload: str, cell: Any) -> None:
        kind, _, rest = payload.partition(":")
        self.palette.select_payload(payload)
        if kind == "tile":
            tile, side = rest.split(":")
            self.ctx.choose_tile(tile, side)
            tool = self.set_tool("tile")
        else:
            self.ctx.choose_token(rest)
            tool = self.set_tool("token")
        tool.apply_at(cell, Qt.KeyboardModifier.NoModifier)
        self.view.setFocus()

    # ------------------------------------------------------------------ view
    def zoom_in(self) -> None:
        self.view.zoom_in()

    def zoom_out(self) -> None:
        self.view.zoom_out()

    def zoom_fit(self) -> None:
        self.view.fit()

    def zoom_actual(self) -> None:
        self.view.zoom_actual()

    def toggle_grid(self) -> None:
        on = self.actions_["show_grid"].isChecked()
        self.settings.show_grid = on
        if self.scene is not None:
            self.scene.set_show_grid(on)

    def set_overlay(self, key: str, on: bool) -> None:
        if self.scene is None:
            return
        self.scene.overlays.set_active(key, on)
        self.settings.overlays = sorted(self.scene.overlays.active)
        if self.scene.overlays.errors:
            self.statusBar().showMessage("; ".join(self.scene.overlays.errors), 8000)

    def frame_refs(self, refs: list[str]) -> None:
        scene = self.scene
        if scene is None:
            return
        rect = scene.marks_item.bounds()
        if rect.isEmpty():
            rect = scene.selection_item.bounds()
        if not rect.isEmpty():
            self.view.frame(rect)

    def _focus_dock(self, dock: QDockWidget, widget: QWidget | None = None) -> None:
        dock.show()
        dock.raise_()
        (widget or dock.widget()).setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_canvas(self) -> None:
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_palette(self) -> None:
        lst = self.palette.tiles if self.palette.tiles.count() else self.palette.tokens
        self._focus_dock(self.palette_dock, lst)
        if lst.currentRow() < 0 and lst.count():
            lst.setCurrentRow(0)

    def focus_properties(self) -> None:
        self._focus_dock(self.properties_dock)
        first = next(iter(self.properties.fields.values()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_quest(self) -> None:
        self._focus_dock(self.quest_dock, self.quest_panel)

    def focus_problems(self) -> None:
        self._focus_dock(self.problems_dock, self.problems.tree)

    def focus_history(self) -> None:
        self._focus_dock(self.history_dock, self.history)

    def command_palette(self) -> None:
        CommandPalette(list(self.actions_.values()), self).exec()

    def preferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self.catalog, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.apply_preferences(dialog)

    def apply_preferences(self, dialog: PreferencesDialog) -> None:
        dialog.apply()
        self.autosave.setInterval(max(5, self.settings.autosave_seconds) * 1000)
        self.actions_["show_grid"].setChecked(self.settings.show_grid)
        if self.scene is not None:
            self.scene.set_show_grid(self.settings.show_grid)

    def show_shortcuts(self) -> None:
        ShortcutsDialog(list(self.actions_.values()), self).exec()

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About Questwright",
            f"Questwright {__version__}\nQuest editor, validator and test-play engine for tile-based "
            "dungeon crawlers.\nTiles and content are Questwright's own stand-ins.",
        )

    # ------------------------------------------------------------------ tools
    def set_tool(self, name: str) -> Any:
        if name not in self.tools.tools:
            self.statusBar().showMessage(f"{name}: not available for this system", 3000)
            return self.tools.current
        tool = self.tools.set_tool(name)
        return tool

    def _tool_changed(self, name: str) -> None:
        tool = self.tools.tools[name]
        self.tool_label.setText(tool.label)
        for spec_name, action in self.actions_.items():
            if spec_name.startswith("tool_"):
                target = {"tool_carve": "edge-open"}.get(spec_name, spec_name[5:])
                if target in ("wall", "opening", "window", "barrier"):
                    target = f"edge-{target}"
                if target == name:
                    action.setChecked(True)
        if self.scene is not None and self.view.underMouse() is False:
            tool.cursor_moved(self.view.cursor_cell)

    def cycle_door_length(self) -> None:
        self.ctx.door_length = self.ctx.door_length % 3 + 1
        self.statusBar().showMessage(f"New doors span {self.ctx.door_length} edge(s)", 3000)

    def _palette_chosen(self, payload: str) -> None:
        self.set_tool("tile" if payload.startswith("tile:") else "token")
        self.focus_canvas()
        tool = self.tools.current
        if tool is not None:
            tool.cursor_moved(self.view.cursor_cell)

    def start_pick(self, callback: Any) -> None:
        pick = self.tools.tools["pick"]
        self.tools.set_tool("pick")
        pick.start(callback, self.tools.restore_previous)  # type: ignore[attr-defined]
        self.focus_canvas()

    # ------------------------------------------------------------------ quest
    def validate_now(self) -> None:
        if self.runner is not None:
            self.runner.run_now()

    def _step_problem(self, step: int) -> None:
        tree = self.problems.tree
        count = tree.topLevelItemCount()
        if count == 0:
            self.statusBar().showMessage("No problems", 3000)
            return
        current = tree.currentItem()
        row = tree.indexOfTopLevelItem(current) if current is not None else -1
        row = (row + step) % count if row >= 0 else (0 if step > 0 else count - 1)
        self.problems.activate(tree.topLevelItem(row))
        self.problems_dock.raise_()

    def next_problem(self) -> None:
        self._step_problem(1)

    def previous_problem(self) -> None:
        self._step_problem(-1)

    def add_objective(self) -> None:
        self.quest_dock.show()
        self.quest_dock.raise_()
        self.quest_panel.setCurrentWidget(self.quest_panel.objectives)
        self.quest_panel.objectives.add()

    # ------------------------------------------------------------------ status
    def _show_cell(self, cell: Any) -> None:
        if cell is None or self.doc is None:
            self.cell_label.setText("—")
            self.zone_label.setText("")
            self.tile_label.setText("")
            return
        board = self.document.board
        self.cell_label.setText(f"Cell {cell[0]},{cell[1]}")
        info = board.cells.get(tuple(cell))
        if info is None:
            self.zone_label.setText("off the board")
            self.tile_label.setText("")
            return
        zone = board.zones.get(info.zone)
        detail = f" ({zone.kind}, {zone.light})" if zone else ""
        terrain = f" · {info.terrain}" if info.terrain else ""
        self.zone_label.setText(f"Zone {info.zone}{detail}{terrain}")
        placed = board.tiles.get(info.tile)
        self.tile_label.setText(
            f"Tile {info.tile} ({placed.tile} {placed.side} {placed.rotation}°)"
            if placed
            else f"Tile {info.tile}"
        )

    def _show_counts(self, errors: int, warnings: int, infos: int, pending: bool = False) -> None:
        if pending:
            self.problems_button.setText("checking…")
            return
        self.problems_button.setText(f"✖ {errors}  ▲ {warnings}  ℹ {infos}")
        self.problems_dock.setWindowTitle(f"Problems ({errors} errors, {warnings} warnings)")

    def frame_rect_of_cells(self, cells: list[tuple[int, int]]) -> QRectF:
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        return QRectF(
            min(xs) * CELL,
            min(ys) * CELL,
            (max(xs) - min(xs) + 1) * CELL,
            (max(ys) - min(ys) + 1) * CELL,
        )
