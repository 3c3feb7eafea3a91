"""Small dialogs: new quest (system and party range), command palette, shortcut list.

Each dialog has a static ``ask``-style entry point that tests replace with a stub, so no
modal dialog ever blocks a test run.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import LANGUAGES, data_label, translate
from questwright.editor.settings import Settings
from questwright.schema.catalog import Catalog

__all__ = ["CommandPalette", "NewQuestDialog", "PreferencesDialog", "SheetOptionsDialog"]


class SheetOptionsDialog(QDialog):
    """Asks for the quest sheet's paper and language (File ▸ Export Quest Sheet)."""

    def __init__(self, paper: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SheetOptionsDialog", "Quest sheet"))
        form = QFormLayout(self)
        self.paper = QComboBox()
        self.paper.addItem(translate("SheetOptionsDialog", "A4"), "a4")
        self.paper.addItem(translate("SheetOptionsDialog", "US Letter"), "letter")
        self.paper.setCurrentIndex(max(0, self.paper.findData(paper)))
        form.addRow(translate("SheetOptionsDialog", "&Paper"), self.paper)
        self.language = QComboBox()
        for code, name in LANGUAGES.items():  # each language by its own name
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        form.addRow(translate("SheetOptionsDialog", "&Language"), self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def values(self) -> tuple[str, str]:
        """The chosen (paper, language)."""
        return str(self.paper.currentData()), str(self.language.currentData())

    @staticmethod
    def ask(paper: str, language: str, parent: QWidget | None) -> tuple[str, str] | None:
        """Show the dialog; the chosen (paper, language) or None."""
        dialog = SheetOptionsDialog(paper, language, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.values()


class NewQuestDialog(QDialog):
    """Asks for the game system and the party range of a new quest."""

    def __init__(
        self, catalog: Catalog, system: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewQuestDialog", "New quest"))
        self.catalog = catalog
        form = QFormLayout(self)
        from questwright.editor.files import untitled  # files imports this module

        self.title = QLineEdit(untitled())
        self.title.setPlaceholderText(untitled())
        form.addRow(translate("NewQuestDialog", "&Title"), self.title)
        self.system = QComboBox()
        for sid, sys_ in sorted(catalog.systems.items()):
            self.system.addItem(f"{data_label(sys_.name)} ({sid})", sid)
        if system:
            index = self.system.findData(system)
            if index >= 0:
                self.system.setCurrentIndex(index)
        form.addRow(translate("NewQuestDialog", "&Game system"), self.system)
        self.party_min = QSpinBox()
        self.party_max = QSpinBox()
        form.addRow(translate("NewQuestDialog", "&Fewest heroes"), self.party_min)
        form.addRow(translate("NewQuestDialog", "&Most heroes"), self.party_max)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form.addRow(self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.system.currentIndexChanged.connect(self._system_changed)
        self._system_changed()

    def _system_changed(self) -> None:
        system = self.catalog.system(self.system.currentData())
        if system is None:
            return
        for spin in (self.party_min, self.party_max):
            spin.setRange(system.party.min, system.party.max)
        self.party_min.setValue(system.party.min)
        self.party_max.setValue(system.party.max)
        tiles = len(self.catalog.tiles_of(system.id))
        self.note.setText(
            translate("NewQuestDialog", "{stand_in}\n{tiles} tiles, {count} token types.").format(
                stand_in=data_label(system.stand_in or ""),
                tiles=tiles,
                count=len(system.token_types),
            )
        )

    def values(self) -> tuple[str, int, int, str]:
        low, high = sorted((self.party_min.value(), self.party_max.value()))
        return (
            str(self.system.currentData()),
            low,
            high,
            self.title.text().strip() or self.title.placeholderText(),
        )

    @staticmethod
    def ask(
        catalog: Catalog, system: str | None, parent: QWidget | None
    ) -> tuple[str, int, int, str] | None:
        """Show the dialog; the chosen (system, min, max, title) or None."""
        dialog = NewQuestDialog(catalog, system, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.values()


class PreferencesDialog(QDialog):
    """Autosave interval, grid, the system for new quests, how many recent files."""

    def __init__(self, settings: Settings, catalog: Catalog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.settings = settings
        form = QFormLayout(self)
        self.autosave = QSpinBox()
        self.autosave.setRange(5, 3600)
        self.autosave.setSuffix(translate("PreferencesDialog", " s"))
        self.autosave.setValue(settings.autosave_seconds)
        form.addRow(translate("PreferencesDialog", "&Autosave every"), self.autosave)
        self.grid = QCheckBox(translate("PreferencesDialog", "Show cell lines"))
        self.grid.setChecked(settings.show_grid)
        form.addRow(translate("PreferencesDialog", "&Grid"), self.grid)
        self.system = QComboBox()
        for sid in sorted(catalog.systems):
            self.system.addItem(sid)
        self.system.setCurrentText(settings.last_system)
        form.addRow(translate("PreferencesDialog", "&New quests use"), self.system)
        self.reopen = QCheckBox(translate("PreferencesDialog", "Reopen the quests that were open"))
        self.reopen.setChecked(settings.reopen_last)
        form.addRow(translate("PreferencesDialog", "&On start"), self.reopen)
        self.language = QComboBox()
        self.language.addItem(translate("PreferencesDialog", "The system's"), "")
        for code, name in sorted(LANGUAGES.items(), key=lambda kv: kv[1]):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(translate("PreferencesDialog", "&Language"), self.language)
        note = QLabel(translate("PreferencesDialog", "A new language shows from the next start."))
        note.setWordWrap(True)
        form.addRow(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply(self) -> None:
        self.settings.autosave_seconds = self.autosave.value()
        self.settings.show_grid = self.grid.isChecked()
        self.settings.last_system = self.system.currentText()
        self.settings.reopen_last = self.reopen.isChecked()
        self.settings.language = str(self.language.currentData() or "")
        self.settings.save()


class CommandPalette(QDialog):
    """Type to find any command; Enter runs it.

    Every word typed must appear in the command's name, its menu path (``View ▸ Overlays``)
    or its description, so "overlay" finds the overlays and "zone" both zone overlays.
    """

    def __init__(
        self,
        actions: list[QAction],
        parent: QWidget | None = None,
        paths: dict[QAction, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CommandPalette", "Find action"))
        self.resize(520, 400)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("CommandPalette", "Type a command or a menu…"))
        layout.addWidget(self.search)
        self.list = QListWidget()
        layout.addWidget(self.list)
        self.actions_ = [a for a in actions if a.text()]
        self.paths = paths or {}
        self.search.textChanged.connect(self._fill)
        self.search.returnPressed.connect(self._run)
        self.list.itemActivated.connect(lambda _item: self._run())
        self._fill("")

    def _fill(self, text: str) -> None:
        self.list.clear()
        words = text.lower().replace("&", "").split()
        for index, action in enumerate(self.actions_):
            label = action.text().replace("&", "")
            path = self.paths.get(action, "")
            haystack = f"{label} {path} {action.statusTip()}".lower()
            if not all(word in haystack for word in words):
                continue
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            shown = f"{label} — {path}" if path else label
            item = QListWidgetItem(f"{shown}    {keys}" if keys else shown)
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setToolTip(action.statusTip())
            if not action.isEnabled():
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
        for row in range(self.list.count()):
            if self.list.item(row).flags() & Qt.ItemFlag.ItemIsEnabled:
                self.list.setCurrentRow(row)
                break

    def _run(self) -> None:
        item = self.list.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        action = self.actions_[item.data(Qt.ItemDataRole.UserRole)]
        self.accept()
        action.trigger()
