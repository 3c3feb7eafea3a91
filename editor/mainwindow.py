"""The main window: canvas, docks, menus from the action table, files, status bar.

The window owns no model state. :meth:`MainWindow.set_document` builds the scene and every
panel *from* a :class:`~questwright.editor.document.Document` (replacing the previous ones),
and the panels keep themselves up to date from the document's signals.
"""

from __future__ import annotations

import base64
import contextlib
from collections import Counter
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QIcon,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolButton,
    QUndoView,
    QVBoxLayout,
    QWidget,
)
from questwright.core.geometry import segment_edges
from questwright.editor.actions import build_actions, build_menus, build_toolbars
from questwright.editor.canvas_geometry import CELL
from questwright.editor.dialogs import CommandPalette, PreferencesDialog
from questwright.editor.document import Document
from questwright.editor.editing import CLIPBOARD_MIME, EditCommands
from questwright.editor.files import FileCommands, new_quest_model
from questwright.editor.i18n import PLURAL, translate
from questwright.editor.minimap import MinimapView
from questwright.editor.palette import PalettePanel
from questwright.editor.problems import ProblemsPanel, ValidationRunner
from questwright.editor.properties import PropertiesPanel
from questwright.editor.quest_panel import QuestPanel
from questwright.editor.recovery import Recovery
from questwright.editor.scene import BoardScene
from questwright.editor.settings import Settings
from questwright.editor.shortcuts import ShortcutsDialog, apply_shortcuts
from questwright.editor.tabs import QuestTab, TabCommands
from questwright.editor.testplay import PlayCommands
from questwright.editor.tools import EditorContext, make_tools
from questwright.editor.view import CanvasView
from questwright.schema.catalog import Catalog, default_catalog

from questwright import __version__

__all__ = ["CLIPBOARD_MIME", "MainWindow", "new_quest_model"]


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


class MainWindow(PlayCommands, TabCommands, FileCommands, EditCommands, QMainWindow):
    """One editor window; each open quest in a tab of its own (see :mod:`.tabs`)."""

    def __init__(
        self,
        settings: Settings | None = None,
        catalog: Catalog | None = None,
        *,
        validate_after_paint: bool = False,
    ) -> None:
        """``validate_after_paint``: the tabs' first validation waits for the window's first
        painted frame (or :meth:`after_show`), as the editor starts: a validation worker
        importing the validators would otherwise share the interpreter with the first
        frame."""
        super().__init__()
        self._validation_held = validate_after_paint
        self.settings = settings or Settings.load()
        self.catalog = catalog or default_catalog()
        self.setObjectName("questwright-main")
        self.setAcceptDrops(True)
        icon = Path(__file__).parent / "resources" / "questwright.png"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.resize(1280, 820)
        self.ctx = EditorContext()
        self.ctx.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.view = CanvasView()
        self.tabs: list[QuestTab] = []
        self._wired_stack: QUndoStack | None = None
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self._build_tab_bar())
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.view.viewport().installEventFilter(self)
        self.tools = make_tools(self.ctx, ["wall", "opening", "window", "barrier"])
        self.tools.tool_changed.connect(self._tool_changed)
        self.view.tools = self.tools
        self.view.nudge_requested.connect(self.nudge)
        self.view.dropped.connect(self.drop)
        self.view.context_menu_requested.connect(self.canvas_menu)
        self.view.zoom_changed.connect(lambda z: self.zoom_label.setText(f"{z * 100:.0f} %"))
        self.view.cursor_moved.connect(lambda cell: self._show_cell(cell))
        self.recent_menu = QMenu(translate("MainWindow", "Open &Recent"), self)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.actions_ = build_actions(self)
        apply_shortcuts(self.actions_, self.settings.shortcuts)
        self.menus = build_menus(self, self.actions_, self.recent_menu)
        self.toolbars = build_toolbars(self, self.actions_)
        self.actions_["show_grid"].setChecked(self.settings.show_grid)
        self._build_docks()
        self._build_status()
        self.autosave = QTimer(self)
        self.autosave.setInterval(max(5, self.settings.autosave_seconds) * 1000)
        self.autosave.timeout.connect(self.autosave_now)
        self.autosave.start()
        self._restore_layout()
        self.add_document(
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
            self,
            menu,
            self.open_path,
            lambda: self.doc.path if self.doc else None,
            settings=self.settings,
        )
        browse = self._browse_action(packs.library)
        menu.addSeparator()
        menu.addAction(quit_action)
        self.actions_.update(
            {
                "pack_export": packs.export,
                "pack_import": packs.import_,
                "pack_library": packs.library,
                "browse_quests": browse,
            }
        )
        apply_shortcuts(self.actions_, self.settings.shortcuts)

    def _browse_action(self, library: QAction) -> QAction:
        """File ▸ Browse Quests… (the catalogues' packs), after the Quest Library."""
        action = QAction(translate("MainWindow", "&Browse Quests…"), self)
        action.setObjectName("actionBrowseQuests")
        action.setStatusTip(
            translate("MainWindow", "Find, install and update packs from your catalogues")
        )

        def browse() -> None:
            from questwright.editor.browse import BrowseDialog

            from questwright.packs.library import library_dir

            BrowseDialog(library_dir(), library.trigger, self).exec()

        action.triggered.connect(browse)
        self.menus["File"].addAction(action)  # right after Quest Library
        return action

    def _default_system(self) -> str:
        """The system New Quest proposes: the shown quest's, else the preference (Preferences
        ▸ New quests use), never merely the last file opened (issue #33, defect 8)."""
        tab = self.current_tab
        for wanted in (
            tab.doc.quest.system if tab is not None else None,
            self.settings.last_system,
        ):
            if wanted and self.catalog.system(wanted) is not None:
                return wanted
        return sorted(self.catalog.systems)[0] if self.catalog.systems else "md1"

    def _dock(
        self, name: str, title: str, area: Qt.DockWidgetArea, stacked: bool = True
    ) -> QDockWidget:
        """A dock; the per-quest ones hold a stack with one panel per open quest."""
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{name}")
        if stacked:
            stack = QStackedWidget()
            stack.setObjectName(f"stack-{name}")
            dock.setWidget(stack)
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
        self.palette_dock = self._dock("palette", translate("MainWindow", "Palette"), left)
        self.minimap_dock = self._dock(
            "minimap", translate("MainWindow", "Minimap"), left, stacked=False
        )
        self.properties_dock = self._dock(
            "properties", translate("MainWindow", "Properties"), right
        )
        self.quest_dock = self._dock("quest", translate("MainWindow", "Quest"), right)
        self.history_dock = self._dock("history", translate("MainWindow", "History"), right)
        self.problems_dock = self._dock("problems", translate("MainWindow", "Problems"), bottom)
        self.tabifyDockWidget(self.quest_dock, self.history_dock)
        self.quest_dock.raise_()
        self.minimap = MinimapView(self.view)
        self.minimap_dock.setWidget(self.minimap)
        self._build_play_dock()

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
        self.problems_button.setToolTip(translate("MainWindow", "Problems (Alt+5; F8 next)"))
        self.problems_button.clicked.connect(self.focus_problems)
        # Every widget is permanent (on the right): QStatusBar hides its normal widgets under
        # a message only if they are visible when it is shown, so a message shown before the
        # window (a quest opened from the command line) was drawn over them.
        self.tile_label.setMaximumWidth(420)
        for permanent in (
            self.cell_label,
            self.zone_label,
            self.tile_label,
            self.tool_label,
            self.zoom_label,
            self.problems_button,
        ):
            bar.addPermanentWidget(permanent)

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
        tab = self.current_tab
        assert tab is not None
        return tab.doc

    def _current(self, name: str) -> Any:
        tab = self.current_tab
        return getattr(tab, name) if tab is not None else None

    # The current tab's parts, under the names the commands and tests use.
    doc = property(lambda self: self._current("doc"))
    scene = property(lambda self: self._current("scene"))
    runner = property(lambda self: self._current("runner"))
    problems = property(lambda self: self._current("problems"))
    properties = property(lambda self: self._current("properties"))
    quest_panel = property(lambda self: self._current("quest_panel"))
    palette = property(lambda self: self._current("palette"))
    history = property(lambda self: self._current("history"))

    @property
    def recovery(self) -> Recovery:
        return self._current("recovery") or Recovery()

    @recovery.setter
    def recovery(self, value: Recovery) -> None:
        tab = self.current_tab
        if tab is not None:
            tab.recovery = value

    def _stack(self, dock: QDockWidget) -> QStackedWidget:
        stack = dock.widget()
        assert isinstance(stack, QStackedWidget)
        return stack

    def _docks_and_panels(self, tab: QuestTab) -> list[tuple[QDockWidget, QWidget]]:
        return [
            (self.problems_dock, tab.problems),
            (self.properties_dock, tab.properties),
            (self.quest_dock, tab.quest_panel),
            (self.palette_dock, tab.palette),
            (self.history_dock, tab.history),
        ]

    def _build_tab(self, doc: Document) -> QuestTab:
        """The scene, runner and panels of ``doc``, wired to the window."""
        doc.setParent(self)
        scene = BoardScene(doc, self.tools, self.settings.show_grid)
        runner = ValidationRunner(doc)
        problems = ProblemsPanel(doc, runner, self.settings.problems_filter)
        history = QUndoView(doc.undo_stack)
        history.setEmptyLabel(translate("MainWindow", "<opened>"))
        history.setObjectName("history-view")
        palette = PalettePanel(doc, self.ctx)
        tab = QuestTab(
            doc=doc,
            scene=scene,
            runner=runner,
            problems=problems,
            properties=PropertiesPanel(doc),
            quest_panel=QuestPanel(doc, pick=self.start_pick),
            palette=palette,
            history=history,
            recovery=Recovery(),
        )

        def current() -> bool:
            return self.current_tab is tab

        def legend(text: str) -> None:
            tab.legend = text
            if current():
                self.view.set_legend(text)

        def counts(errors: int, warnings: int, infos: int) -> None:
            tab.counts = (errors, warnings, infos)
            if current():
                self._show_counts(errors, warnings, infos)

        scene.hover_changed.connect(lambda cell: self._show_cell(cell) if current() else None)
        scene.overlays.legend_changed.connect(legend)
        doc.changed.connect(lambda change: self._minimap_refit(change) if current() else None)
        problems.counts_changed.connect(counts)
        problems.activated.connect(self.frame_refs)
        palette.chosen.connect(self._palette_chosen)
        palette.tiles.currentItemChanged.connect(
            lambda item, _p: (
                self.set_tool("tile")
                if item
                and self.tools.current
                and self.tools.current.name not in ("tile",)
                and palette.tiles.hasFocus()
                else None
            )
        )
        palette.tokens.currentItemChanged.connect(
            lambda item, _p: self.set_tool("token") if item and palette.tokens.hasFocus() else None
        )
        # A click arms the tool even on the entry that is already current (no change signal).
        palette.tiles.itemClicked.connect(lambda _item: self.set_tool("tile"))
        palette.tokens.itemClicked.connect(lambda _item: self.set_tool("token"))
        doc.path_changed.connect(self._update_title)
        doc.undo_stack.cleanChanged.connect(self.refresh_tab_titles)
        for key in self.settings.overlays:
            if self.actions_.get(f"overlay_{key}") is not None:
                scene.overlays.set_active(key, True)
        for dock, panel in self._docks_and_panels(tab):
            self._stack(dock).addWidget(panel)
        if doc.load_problems:
            problems.refresh()
        if not self._validation_held:
            runner.schedule()
        if self.isVisible():
            QTimer.singleShot(0, palette.render_icons)
        return tab

    def add_document(self, doc: Document) -> QuestTab:
        """Show ``doc`` in a new tab, or in place of an untouched new quest."""
        current = self.current_tab
        if current is not None and current.pristine:
            return self.set_document(doc)
        tab = self._build_tab(doc)
        self.tabs.append(tab)
        index = self.tab_bar.addTab(doc.display_name)
        self.refresh_tab_titles()
        self.tab_bar.setCurrentIndex(index)
        if (
            self.current_tab is not tab or len(self.tabs) == 1
        ):  # the first tab: no change signal to show it
            self.show_tab(tab)
        return tab

    def set_document(self, doc: Document) -> QuestTab:
        """Show ``doc`` in the current tab, in place of its quest (revert, recovery)."""
        old = self.current_tab
        if old is None:
            return self.add_document(doc)
        index = self.tabs.index(old)
        tab = self._build_tab(doc)
        self.tabs[index] = tab
        self.show_tab(tab)
        self.dispose_tab(old)
        self.refresh_tab_titles()
        return tab

    def show_tab(self, tab: QuestTab) -> None:
        """Make ``tab`` the one shown: canvas, docks, undo, tools, status, Play."""
        leaving = getattr(self, "_shown_tab", None)
        if leaving is tab and self.view.scene() is tab.scene:
            return
        if self.isVisible():  # a tab built before the window was shown (a restored session)
            QTimer.singleShot(0, tab.palette.render_icons)  # draws its thumbnails once
        if leaving is not None and leaving in self.tabs:
            self.remember_view(leaving)
        self._shown_tab = tab
        doc, scene = tab.doc, tab.scene
        self.ctx.document = doc
        self.ctx.scene = scene
        self.view.set_board_scene(scene)
        self.view.set_legend(tab.legend)
        self.minimap.setScene(scene)
        self.minimap.refit()
        for dock, panel in self._docks_and_panels(tab):
            self._stack(dock).setCurrentWidget(panel)
        self._wire_undo(doc.undo_stack)
        self.ctx.door_length = door_length(self.catalog, doc.quest.system)
        system = doc.system
        kinds = set(system.edge_kinds) if system else set()
        for kind in ("wall", "opening", "window", "barrier"):
            action = self.actions_.get(f"tool_{kind}")
            if action is not None:
                action.setEnabled(not system or kind in kinds)
        for key in list(scene.overlays.active) + [k for k in self.settings.overlays]:
            action = self.actions_.get(f"overlay_{key}")
            if action is not None:
                action.setChecked(key in scene.overlays.active)
        self._play_document(doc, scene)
        self.tools.set_tool("select")
        self.actions_["tool_select"].setChecked(True)
        self._update_title()
        if tab.counts is None:
            self._show_counts(0, 0, 0, pending=True)
        else:
            self._show_counts(*tab.counts)
        if doc.load_problems:
            self.problems_dock.raise_()
        if not self.restore_view(tab):
            QTimer.singleShot(0, lambda: self.view.fit() if self.current_tab is tab else None)

    def dispose_tab(self, tab: QuestTab) -> None:
        """Free a tab's scene, runner and panels (it has left the tab bar)."""
        tab.runner.shutdown()
        tab.recovery.clear()
        self._detach(tab.doc)
        for dock, panel in self._docks_and_panels(tab):
            self._stack(dock).removeWidget(panel)
            panel.hide()
            panel.deleteLater()
        if self._wired_stack is tab.doc.undo_stack:
            self._wired_stack = None
        tab.doc.setParent(None)
        tab.doc.deleteLater()
        tab.scene.deleteLater()

    # ------------------------------------------------------------------ dropped files
    @staticmethod
    def _dropped_files(mime: Any) -> list[Path]:
        if mime is None or not mime.hasUrls():
            return []
        return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]

    def dragEnterEvent(self, event: QDragEnterEvent | QDragMoveEvent) -> None:  # type: ignore[override]
        """Quest files dragged from a file manager are welcome anywhere on the window."""
        if any(p.suffix.lower() == ".json" for p in self._dropped_files(event.mimeData())):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        files = [p for p in self._dropped_files(event.mimeData()) if p.suffix.lower() == ".json"]
        if not files:
            event.ignore()
            return
        event.acceptProposedAction()
        self.activateWindow()
        for path in files:
            self.open_path(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Files dragged over the canvas: the scene would take the drag and refuse the drop,
        so the window handles quest files before it sees them."""
        kind = event.type()
        if kind == QEvent.Type.Paint and self._validation_held:
            QTimer.singleShot(0, self.release_validation)  # the first frame is being drawn
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            assert isinstance(event, QDropEvent)
            if self._dropped_files(event.mimeData()):
                if isinstance(event, QDragMoveEvent):  # enter events are move events too
                    self.dragEnterEvent(event)
                else:
                    self.dropEvent(event)
                return True
        return super().eventFilter(watched, event)

    def reopen_previous(self) -> int:
        """Open the quests that were open when the editor was last closed (Preferences:
        "Reopen the last quests"); the one that was shown is shown again. How many opened."""
        if not self.settings.reopen_last:
            return 0
        opened = 0
        for name in self.settings.open_files:
            if Path(name).is_file() and self.open_path(name):
                opened += 1
        last = self.settings.last_file
        for index, tab in enumerate(self.tabs):
            if last and tab.doc.path is not None and str(tab.doc.path) == last:
                self.tab_bar.setCurrentIndex(index)
        return opened

    def _minimap_refit(self, change: Any) -> None:
        if change.geometry:
            self.minimap.refit()

    def _wire_undo(self, stack: QUndoStack) -> None:
        """Edit ▸ Undo and Redo follow ``stack`` (the shown quest's) and no other."""
        old = self._wired_stack
        if old is stack:
            return
        undo, redo = self.actions_["undo"], self.actions_["redo"]
        if old is not None:
            for signal, slot in (
                (old.canUndoChanged, undo.setEnabled),
                (old.canRedoChanged, redo.setEnabled),
                (old.undoTextChanged, self._undo_text),
                (old.redoTextChanged, self._redo_text),
                (old.indexChanged, self._update_title),
            ):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(slot)
        self._wired_stack = stack
        undo.setEnabled(stack.canUndo())
        redo.setEnabled(stack.canRedo())
        self._undo_text(stack.undoText())
        self._redo_text(stack.redoText())
        stack.canUndoChanged.connect(undo.setEnabled)
        stack.canRedoChanged.connect(redo.setEnabled)
        stack.undoTextChanged.connect(self._undo_text)
        stack.redoTextChanged.connect(self._redo_text)
        stack.indexChanged.connect(self._update_title)

    def _undo_text(self, text: str) -> None:
        """The menu names the step (Undo Move tile); the toolbar button stays "Undo", so the
        toolbars neither jump sideways nor lay themselves out again at every edit."""
        plain = translate("MainWindow", "&Undo")
        action = self.actions_["undo"]
        action.setText(translate("MainWindow", "&Undo {text}").format(text=text) if text else plain)
        action.setIconText(plain.replace("&", ""))

    def _redo_text(self, text: str) -> None:
        plain = translate("MainWindow", "&Redo")
        action = self.actions_["redo"]
        action.setText(translate("MainWindow", "&Redo {text}").format(text=text) if text else plain)
        action.setIconText(plain.replace("&", ""))

    def _detach(self, doc: Document) -> None:
        """Silence a document that is going away (its undo stack signals on deletion)."""
        doc.undo_stack.blockSignals(True)
        doc.blockSignals(True)

    def _update_title(self, *_args: Any) -> None:
        self.refresh_tab_titles()
        doc = self.doc
        if doc is None:
            return
        self.setWindowTitle(
            translate("MainWindow", "{display_name}[*] — {system} — Questwright").format(
                display_name=doc.display_name, system=doc.quest.system
            )
        )
        self.setWindowModified(doc.dirty)
        self.actions_["revert"].setEnabled(doc.path is not None)

    def release_validation(self) -> None:
        """Start the validation held back until the first frame (``validate_after_paint``)."""
        if not self._validation_held:
            return
        self._validation_held = False
        for tab in self.tabs:
            tab.runner.schedule()

    def after_show(self) -> None:
        """Work that must not delay the first frame: validation, thumbnails, pack menu,
        recovery offer."""
        self.release_validation()
        self.palette.render_icons()
        self._add_pack_actions()
        self.offer_recovery()

    def closeEvent(self, event: QCloseEvent) -> None:
        for tab in list(self.tabs):
            if tab.doc.dirty:
                self.tab_bar.setCurrentIndex(self.tabs.index(tab))  # show what is asked about
            if not self.maybe_save(tab):
                event.ignore()
                return
        self.settings.open_files = [str(t.doc.path) for t in self.tabs if t.doc.path is not None]
        current = self.doc
        self.settings.last_file = str(current.path) if current and current.path else ""
        for tab in self.tabs:
            tab.recovery.clear()
            tab.runner.shutdown()
            self._detach(tab.doc)
        if self.sim_dialog is not None:
            self.sim_dialog.cancel()
            self.sim_dialog.wait()
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

    def menu_paths(self) -> dict[QAction, str]:
        """Each menu command's place in the menus: ``View ▸ Overlays``."""
        paths: dict[QAction, str] = {}

        def walk(menu: QMenu, trail: str) -> None:
            for action in menu.actions():
                sub = action.menu()
                if isinstance(sub, QMenu):
                    walk(sub, f"{trail} ▸ {sub.title().replace('&', '')}")
                elif action.text() and action not in paths:
                    paths[action] = trail

        for action in self.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu, menu.title().replace("&", ""))
        return paths

    def command_palette(self) -> None:
        paths = self.menu_paths()
        actions = list(dict.fromkeys([*self.actions_.values(), *paths]))
        CommandPalette(actions, self, paths).exec()

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
        dialog = ShortcutsDialog(self.actions_, self.settings.shortcuts, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_shortcuts(dialog.result_choices())

    def set_shortcuts(self, chosen: dict[str, str]) -> None:
        """Keep ``chosen`` (action name → keys, ``""`` for none) and apply it."""
        self.settings.shortcuts = dict(sorted(chosen.items()))
        self.settings.save()
        apply_shortcuts(self.actions_, self.settings.shortcuts)

    def about(self) -> None:
        QMessageBox.about(
            self,
            translate("MainWindow", "About Questwright"),
            translate(
                "MainWindow",
                "Questwright {version}\nQuest editor, validator and test-play engine for tile-based dungeon crawlers.\nTiles and content are Questwright's own stand-ins.",
            ).format(version=__version__),
        )

    # ------------------------------------------------------------------ tools
    def set_tool(self, name: str) -> Any:
        if name not in self.tools.tools:
            self.statusBar().showMessage(
                translate("MainWindow", "{name}: not available for this system").format(name=name),
                3000,
            )
            return self.tools.current
        tool = self.tools.set_tool(name)
        return tool

    def _tool_changed(self, name: str) -> None:
        tool = self.tools.tools[name]
        self.tool_label.setText(translate("Tools", tool.label))
        for spec_name, action in self.actions_.items():
            if spec_name.startswith("tool_"):
                target = {"tool_carve": "edge-open"}.get(spec_name, spec_name[5:])
                if target in ("wall", "opening", "window", "barrier"):
                    target = f"edge-{target}"
                if target == name:
                    action.setChecked(True)
        if self.scene is not None and self.view.underMouse() is False:
            tool.cursor_moved(self.view.cursor_cell)

    def canvas_menu(self, global_pos: Any) -> QMenu:
        """The canvas's context menu (select tool): the edit commands for the selection."""
        menu = QMenu(self)
        for name in ("cut", "copy", "paste", "delete", None, "rotate", "flip", None, "properties"):
            if name is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_[name])
        menu.popup(global_pos)
        return menu

    def cycle_door_length(self) -> None:
        self.ctx.door_length = length = self.ctx.door_length % 3 + 1
        span = translate("MainWindow", "New doors span %n edge(s)", "", PLURAL, length)
        self.statusBar().showMessage(span, 3000)

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
            self.statusBar().showMessage(translate("MainWindow", "No problems"), 3000)
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
        self.cell_label.setText(
            translate("MainWindow", "Cell {x},{y}").format(x=cell[0], y=cell[1])
        )
        info = board.cells.get(tuple(cell))
        if info is None:
            self.zone_label.setText(translate("MainWindow", "off the board"))
            self.tile_label.setText("")
            return
        zone = board.zones.get(info.zone)
        detail = f" ({zone.kind}, {zone.light})" if zone else ""
        terrain = f" · {info.terrain}" if info.terrain else ""
        self.zone_label.setText(
            translate("MainWindow", "Zone {zone}{detail}{terrain}").format(
                zone=info.zone, detail=detail, terrain=terrain
            )
        )
        placed = board.tiles.get(info.tile)
        text = (
            f"Tile {info.tile} ({placed.tile} {placed.side} {placed.rotation}°)"
            if placed
            else f"Tile {info.tile}"
        )
        scene = self.scene
        if scene is not None:
            here = [
                ident
                for ident, spot in scene.spots.items()
                if spot.anchor == "cell" and int(spot.x) == cell[0] and int(spot.y) == cell[1]
            ]
            if here:
                text += " · " + ", ".join(here[:4]) + (" …" if len(here) > 4 else "")
        self.tile_label.setText(text)

    def _show_counts(self, errors: int, warnings: int, infos: int, pending: bool = False) -> None:
        if pending:
            self.problems_button.setText(translate("MainWindow", "checking…"))
            return
        self.problems_button.setText(
            translate("MainWindow", "✖ {errors}  ▲ {warnings}  ℹ {infos}").format(
                errors=errors, warnings=warnings, infos=infos
            )
        )
        self.problems_dock.setWindowTitle(
            translate("MainWindow", "Problems ({errors} errors, {warnings} warnings)").format(
                errors=errors, warnings=warnings
            )
        )

    def frame_rect_of_cells(self, cells: list[tuple[int, int]]) -> QRectF:
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        return QRectF(
            min(xs) * CELL,
            min(ys) * CELL,
            (max(xs) - min(xs) + 1) * CELL,
            (max(ys) - min(ys) + 1) * CELL,
        )
