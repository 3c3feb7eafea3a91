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

from PySide6.QtCore import QByteArray, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QUndoStack
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QToolButton,
    QUndoView,
    QWidget,
)
from questwright.core.geometry import segment_edges
from questwright.editor.actions import build_actions, build_menus, build_toolbars
from questwright.editor.canvas_geometry import CELL
from questwright.editor.dialogs import (
    CommandPalette,
    PreferencesDialog,
    ShortcutsDialog,
)
from questwright.editor.document import Document
from questwright.editor.editing import CLIPBOARD_MIME, EditCommands
from questwright.editor.files import FileCommands, new_quest_model
from questwright.editor.minimap import MinimapView
from questwright.editor.palette import PalettePanel
from questwright.editor.problems import ProblemsPanel, ValidationRunner
from questwright.editor.properties import PropertiesPanel
from questwright.editor.quest_panel import QuestPanel
from questwright.editor.recovery import Recovery
from questwright.editor.scene import BoardScene
from questwright.editor.settings import Settings
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


class MainWindow(PlayCommands, FileCommands, EditCommands, QMainWindow):
    """One editor window, editing one quest at a time."""

    def __init__(self, settings: Settings | None = None, catalog: Catalog | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings.load()
        self.catalog = catalog or default_catalog()
        self.setObjectName("questwright-main")
        icon = Path(__file__).parent / "resources" / "questwright.png"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
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
        self.view.context_menu_requested.connect(self.canvas_menu)
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
            self,
            menu,
            self.open_path,
            lambda: self.doc.path if self.doc else None,
            settings=self.settings,
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
        self.problems_button.setToolTip("Problems (Alt+5; F8 next)")
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
        # A click arms the tool even on the entry that is already current (no change signal).
        self.palette.tiles.itemClicked.connect(lambda _item: self.set_tool("tile"))
        self.palette.tokens.itemClicked.connect(lambda _item: self.set_tool("token"))
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
        self._play_document(doc, scene)
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

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.recovery.clear()
        if self.runner is not None:
            self.runner.shutdown()
        if self.sim_dialog is not None:
            self.sim_dialog.cancel()
            self.sim_dialog.wait()
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
