"""Several quests open at once, one tab each (as in Tiled): the tab bar and its commands.

A :class:`QuestTab` holds everything that belongs to one open quest: its
:class:`~questwright.editor.document.Document` (model, undo stack, selection), the scene
that draws it, its validation runner, its panels, its recovery slot and where the view was
looking. The docks show the current tab's panels (each dock holds a stack of them), the
canvas its scene, and Edit ▸ Undo acts on its undo stack; switching tabs swaps all of them.

:class:`TabCommands` is a mixin of the main window: the tab bar above the canvas and File ▸
Close Tab, View ▸ Next Tab / Previous Tab. Opening a quest adds a tab, except that an
untouched new quest (no file, nothing done) gives its place to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QTabBar, QUndoView
from questwright.editor.files import distinct_names
from questwright.editor.i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow
    from questwright.editor.document import Document
    from questwright.editor.palette import PalettePanel
    from questwright.editor.problems import ProblemsPanel, ValidationRunner
    from questwright.editor.properties import PropertiesPanel
    from questwright.editor.quest_panel import QuestPanel
    from questwright.editor.recovery import Recovery
    from questwright.editor.scene import BoardScene
    from questwright.editor.view import CanvasView

    _MainWindowBase = QMainWindow
else:
    _MainWindowBase = object

__all__ = ["QuestTab", "TabCommands"]


@dataclass(eq=False)
class QuestTab:
    """One open quest and everything shown for it."""

    doc: Document
    scene: BoardScene
    runner: ValidationRunner
    problems: ProblemsPanel
    properties: PropertiesPanel
    quest_panel: QuestPanel
    palette: PalettePanel
    history: QUndoView
    recovery: Recovery
    #: the view's zoom and scroll position while another tab is shown (None: fit the board)
    view_state: tuple[QTransform, int, int] | None = None
    #: the overlay legend and the problem counts last reported (shown when the tab is)
    legend: str = ""
    counts: tuple[int, int, int] | None = None

    @property
    def pristine(self) -> bool:
        """A new quest nobody has touched: opening a file may take its place."""
        doc = self.doc
        return (
            doc.path is None
            and doc.opened_from is None
            and doc.undo_stack.count() == 0
            and not doc.dirty
        )

    def panels(self) -> list[Any]:
        return [self.problems, self.properties, self.quest_panel, self.palette, self.history]


class TabCommands(_MainWindowBase):
    """The tab bar of open quests (a mixin of the main window)."""

    if TYPE_CHECKING:
        tabs: list[QuestTab]
        view: CanvasView

        def show_tab(self, tab: QuestTab) -> None: ...
        def maybe_save(self, tab: QuestTab | None = None) -> bool: ...
        def dispose_tab(self, tab: QuestTab) -> None: ...
        def new_document(
            self,
            system: str,
            low: int | None = None,
            high: int | None = None,
            title: str | None = None,
        ) -> Document: ...

    def _build_tab_bar(self) -> QTabBar:
        bar = QTabBar()
        bar.setObjectName("quest-tabs")
        bar.setAccessibleName(translate("TabCommands", "Open quests"))
        bar.setDocumentMode(True)
        bar.setTabsClosable(True)
        bar.setMovable(True)
        bar.setExpanding(False)
        # many tabs scroll rather than shrink to "…" (issue #33, defect 2)
        bar.setElideMode(Qt.TextElideMode.ElideNone)
        bar.setUsesScrollButtons(True)
        bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar.currentChanged.connect(self._tab_changed)
        bar.tabCloseRequested.connect(self.close_tab)
        bar.tabMoved.connect(self._tab_moved)
        self.tab_bar = bar
        return bar

    @property
    def current_tab(self) -> QuestTab | None:
        index = self.tab_bar.currentIndex()
        return self.tabs[index] if 0 <= index < len(self.tabs) else None

    def tab_of(self, doc: Document) -> QuestTab | None:
        return next((t for t in self.tabs if t.doc is doc), None)

    def _tab_changed(self, index: int) -> None:
        if 0 <= index < len(self.tabs):
            self.show_tab(self.tabs[index])

    def _tab_moved(self, source: int, target: int) -> None:
        self.tabs.insert(target, self.tabs.pop(source))

    def refresh_tab_titles(self, *_args: Any) -> None:
        """Tab labels: file names, with folders where two are alike, ``*`` while unsaved."""
        # Called on every undo-stack step: the names are worked out again only when the
        # open files changed.
        paths = tuple(str(t.doc.path) if t.doc.path else t.doc.display_name for t in self.tabs)
        cached = getattr(self, "_tab_names", None)
        if cached is None or cached[0] != paths:
            cached = self._tab_names = (paths, distinct_names(list(paths)))
        for index, (tab, name) in enumerate(zip(self.tabs, cached[1], strict=True)):
            # the file name without its ".quest.json" (the tooltip has the whole path)
            name = name.replace(".quest.json", "", 1)
            label = f"{name}{' *' if tab.doc.dirty else ''}"
            if self.tab_bar.tabText(index) != label:
                self.tab_bar.setTabText(index, label)
            tip = str(tab.doc.path or tab.doc.display_name)
            if self.tab_bar.tabToolTip(index) != tip:
                self.tab_bar.setTabToolTip(index, tip)
        self.tab_bar.setVisible(len(self.tabs) > 1)

    def close_tab(self, index: int | None = None) -> bool:
        """Close a tab (the current one by default), asking to save it first; the last tab
        gives way to a new empty quest. True if it closed."""
        if index is None:
            index = self.tab_bar.currentIndex()
        if not 0 <= index < len(self.tabs):
            return False
        tab = self.tabs[index]
        if not self.maybe_save(tab):
            return False
        if len(self.tabs) == 1:
            self.new_document(tab.doc.quest.system)  # replaces the pristine-or-not last tab
            if len(self.tabs) == 1:
                return True
            index = self.tabs.index(tab)
        self.tabs.pop(index)
        self.tab_bar.removeTab(index)
        self.dispose_tab(tab)
        self.refresh_tab_titles()
        return True

    def close_current_tab(self) -> None:
        self.close_tab()

    def next_tab(self) -> None:
        if self.tabs:
            self.tab_bar.setCurrentIndex((self.tab_bar.currentIndex() + 1) % len(self.tabs))

    def previous_tab(self) -> None:
        if self.tabs:
            self.tab_bar.setCurrentIndex((self.tab_bar.currentIndex() - 1) % len(self.tabs))

    def remember_view(self, tab: QuestTab) -> None:
        view = self.view
        tab.view_state = (
            view.transform(),
            view.horizontalScrollBar().value(),
            view.verticalScrollBar().value(),
        )

    def restore_view(self, tab: QuestTab) -> bool:
        """Put the view back where it was for ``tab``; False if it never was shown."""
        if tab.view_state is None:
            return False
        transform, x, y = tab.view_state
        view = self.view
        view.setTransform(transform)
        view.horizontalScrollBar().setValue(x)
        view.verticalScrollBar().setValue(y)
        view.zoom_changed.emit(view.zoom)
        return True
