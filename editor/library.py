"""The quest library view: installed packs and their quests, opened in the editor from here.

A tree of the packs in the library folder (name, version, id, authors) with their quests
(title, system, hero range); double-click or "Open in Editor" hands the quest's path to the
``open_quest`` callback the main window gives. Packs can be imported (the Import dialog,
with all its checks) and removed from here. The view only reads manifests; quests are
loaded by the editor when opened.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import PLURAL, translate
from questwright.editor.plain import plain

from questwright.packs.library import InstalledPack, list_installed, uninstall_pack

if TYPE_CHECKING:
    from questwright.editor.packs_dialog import PackFolders

__all__ = ["LibraryDialog", "LibraryTree"]

PACK_ROLE = Qt.ItemDataRole.UserRole
PATH_ROLE = Qt.ItemDataRole.UserRole + 1


class LibraryTree(QTreeWidget):
    """Packs as top-level rows, their quests below."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels(
            [
                translate("LibraryTree", "Pack / quest"),
                translate("LibraryTree", "Version / system"),
                translate("LibraryTree", "Heroes"),
                translate("LibraryTree", "Id"),
            ]
        )
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setAccessibleName(translate("LibraryTree", "Installed packs and quests"))

    def show_packs(self, packs: list[InstalledPack]) -> None:
        self.clear()
        for pack in packs:
            authors = ", ".join(pack.manifest.get("authors", []))
            item = QTreeWidgetItem([pack.name, pack.version, "", pack.id])
            item.setData(0, PACK_ROLE, pack.id)
            tip = str(pack.folder)
            if authors:
                tip += "\n" + translate("LibraryTree", "by {authors}").format(authors=authors)
            item.setToolTip(0, plain(tip))
            if pack.problems:
                item.setText(0, f"{pack.name} ⚠")
                item.setToolTip(0, plain("\n".join(str(p) for p in pack.problems)))
            for quest in pack.quests:
                heroes = f"{quest.party[0]}–{quest.party[1]}" if quest.party else ""
                child = QTreeWidgetItem([quest.title, quest.system, heroes, quest.id])
                child.setData(0, PACK_ROLE, pack.id)
                child.setData(0, PATH_ROLE, str(quest.path))
                child.setToolTip(0, str(quest.path))
                item.addChild(child)
            self.addTopLevelItem(item)
            item.setExpanded(True)
        for column in (1, 2, 3):
            self.resizeColumnToContents(column)


class LibraryDialog(QDialog):
    """Browse the library; open a quest, import or remove a pack."""

    def __init__(
        self,
        root: str | os.PathLike[str],
        open_quest: Callable[[Path], Any],
        parent: QWidget | None = None,
        folders: PackFolders | None = None,
    ) -> None:
        super().__init__(parent)
        from questwright.editor.packs_dialog import PackFolders

        self.folders = folders or PackFolders()
        self.setWindowTitle(translate("LibraryDialog", "Quest Library"))
        self.setObjectName("questLibraryDialog")
        self.root = Path(root)
        self.open_quest = open_quest
        self.packs: list[InstalledPack] = []

        self.location = QLabel()
        self.location.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tree = LibraryTree()
        self.tree.itemDoubleClicked.connect(lambda item, _col: self.open_selected())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())

        self.open_button = QPushButton(translate("LibraryDialog", "&Open in Editor"))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_selected)
        self.import_button = QPushButton(translate("LibraryDialog", "&Import Pack…"))
        self.import_button.clicked.connect(self._import)
        self.remove_button = QPushButton(translate("LibraryDialog", "&Remove Pack"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.folder_button = QPushButton(translate("LibraryDialog", "Show &Folder"))
        self.folder_button.clicked.connect(
            lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.root)))
        )
        row = QHBoxLayout()
        for button in (
            self.open_button,
            self.import_button,
            self.remove_button,
            self.folder_button,
        ):
            row.addWidget(button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.location)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        layout.addWidget(close)
        self.resize(720, 480)
        self.refresh()

    def refresh(self) -> None:
        self.packs = list_installed(self.root)
        count = sum(len(p.quests) for p in self.packs)
        packs = len(self.packs)
        self.location.setText(
            translate("LibraryDialog", "{packs}, {quests} in {root}").format(
                packs=translate("LibraryDialog", "%n pack(s)", "", PLURAL, packs),
                quests=translate("LibraryDialog", "%n quest(s)", "", PLURAL, count),
                root=self.root,
            )
            if self.packs
            else translate(
                "LibraryDialog", "No packs installed yet in {root}. Import a .qwpack to start."
            ).format(root=self.root)
        )
        self.tree.show_packs(self.packs)
        self._update_buttons()

    def selected_quest(self) -> Path | None:
        item = self.tree.currentItem()
        path = item.data(0, PATH_ROLE) if item is not None else None
        return Path(path) if path else None

    def selected_pack(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, PACK_ROLE) if item is not None else None

    def _update_buttons(self) -> None:
        self.open_button.setEnabled(self.selected_quest() is not None)
        self.remove_button.setEnabled(self.selected_pack() is not None)

    def open_selected(self) -> bool:
        path = self.selected_quest()
        if path is None:
            return False
        if not path.is_file():
            QMessageBox.warning(
                self,
                translate("LibraryDialog", "Quest Library"),
                plain(
                    translate("LibraryDialog", "{path} is missing; reinstall the pack.").format(
                        path=path
                    )
                ),
            )
            return False
        self.open_quest(path)
        self.accept()
        return True

    def remove_selected(self) -> bool:
        pack_id = self.selected_pack()
        if pack_id is None:
            return False
        answer = QMessageBox.question(
            self,
            translate("LibraryDialog", "Remove Pack"),
            plain(
                translate(
                    "LibraryDialog",
                    "Remove the pack {pack_id!r} and its quests from the library?\nQuests you saved elsewhere are not touched.",
                ).format(pack_id=pack_id)
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            uninstall_pack(self.root, pack_id)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, translate("LibraryDialog", "Remove Pack"), plain(str(exc)))
            return False
        self.refresh()
        return True

    def _import(self) -> None:
        from questwright.editor.packs_dialog import PACK_FILTER, ImportPackDialog

        path, _ = QFileDialog.getOpenFileName(
            self, translate("LibraryDialog", "Import Quest Pack"), self.folders.start(), PACK_FILTER
        )
        if not path:
            return
        self.folders.remember(path)
        ImportPackDialog(path, self.root, self).exec()
        self.refresh()
