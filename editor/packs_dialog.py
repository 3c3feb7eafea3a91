"""File ▸ Export quest pack and File ▸ Import quest pack, and the function that adds them.

The dialogs are thin views over :mod:`questwright.packs`: the Export dialog collects quests,
carried tilesets and the manifest fields, shows the validation of every quest as it would
be packed (the same checks ``questwright pack build`` runs) and writes the pack; the Import
dialog runs every check of ``questwright pack verify`` on the chosen file, shows the
manifest, the checks and the problems, and the install target with any conflict, and
installs only when everything passed. Nothing from a pack is executed or even opened in the
editor before it is installed.

The editor's main window calls :func:`add_pack_actions` once to put the three actions
(Export quest pack…, Import quest pack…, Quest library…) in its File menu.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import (
    PLURAL,
    QT_TRANSLATE_NOOP,
    current_language,
    issue_hint,
    issue_message,
    translate,
)
from questwright.editor.plain import plain
from questwright.editor.settings import Settings
from questwright.schema.catalog import default_catalog
from questwright.schema.errors import LoadError
from questwright.schema.files import read_json

from questwright.packs import library as pack_library
from questwright.packs.build import PackPlan, collect_files, plan_pack, slug, write_pack
from questwright.packs.check import PackReport, check_pack, check_stages
from questwright.packs.install import install_conflicts, install_pack
from questwright.packs.limits import DEFAULT_LIMITS, PackLimits
from questwright.packs.problems import PackError, PackProblem, Severity

# an entry of the quest list: the quest's own title
_TITLE_ROLE = Qt.ItemDataRole.UserRole + 1

__all__ = [
    "ExportPackDialog",
    "ImportPackDialog",
    "PackActions",
    "PackFolders",
    "add_pack_actions",
]

PACK_FILTER = "Quest packs (*.qwpack);;All files (*)"
LICENSES = ["CC-BY-4.0", "CC-BY-SA-4.0", "CC-BY-NC-4.0", "CC0-1.0", "All rights reserved"]


class PackFolders:
    """Where the pack file dialogs start: the folder of the last pack chosen, else the last
    quest folder, else the home folder; never the process's working directory."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings
        self._last = ""

    def start(self, near: Path | None = None) -> str:
        """The folder to start in (``near``: a file whose folder is the better guess)."""
        candidates = [
            self.settings.last_pack_folder if self.settings else self._last,
            str(near.parent) if near is not None else "",
            self.settings.last_folder if self.settings else "",
        ]
        for folder in candidates:
            if folder and Path(folder).is_dir():
                return folder
        return str(Path.home())

    def remember(self, chosen: str | os.PathLike[str]) -> None:
        folder = str(Path(chosen).parent)
        self._last = folder
        if self.settings is not None:
            self.settings.last_pack_folder = folder
            self.settings.save()


_STATUS_MARK = {"passed": "✔", "warning": "⚠", "failed": "✖", "skipped": "–"}


#: severities as the problems view shows them (translated there)
_SEVERITIES = {
    "error": QT_TRANSLATE_NOOP("_ProblemsView", "error"),
    "warning": QT_TRANSLATE_NOOP("_ProblemsView", "warning"),
    "info": QT_TRANSLATE_NOOP("_ProblemsView", "info"),
}


def _severity(value: str, waived: bool = False) -> str:
    """``value`` (``error``…) in the current language, marked when waived."""
    text = translate("_ProblemsView", _SEVERITIES.get(value, value))
    return (
        translate("_ProblemsView", "{severity} (waived)").format(severity=text) if waived else text
    )


def _problem_item(problem: PackProblem) -> QTreeWidgetItem:
    item = QTreeWidgetItem(
        [_severity(problem.severity.value), problem.member or "", problem.message]
    )
    item.setToolTip(2, plain(problem))
    item.setData(0, Qt.ItemDataRole.UserRole, problem.code)
    return item


class _ProblemsView(QTreeWidget):
    """Severity, member and message, one row per problem, quest issues nested."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels(
            [
                translate("_ProblemsView", "Severity"),
                translate("_ProblemsView", "Member"),
                translate("_ProblemsView", "Problem"),
            ]
        )
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.setAccessibleName(translate("_ProblemsView", "Problems"))

    def show_problems(self, problems: Sequence[PackProblem], quests: Sequence[Any] = ()) -> None:
        self.clear()
        for problem in sorted(problems, key=lambda p: p.severity.rank):
            self.addTopLevelItem(_problem_item(problem))
        for report in quests:
            shown = [i for i in report.issues if i.severity is not Severity.INFO]
            if not shown:
                continue
            n = report.errors
            errors = translate("_ProblemsView", "%n error(s)", "", PLURAL, n)
            n = report.warnings
            warnings = translate("_ProblemsView", "%n warning(s)", "", PLURAL, n)
            parent = QTreeWidgetItem(["", report.member, f"{errors}, {warnings}"])
            for issue in shown:
                child = QTreeWidgetItem(
                    [
                        _severity(issue.severity.value, issue.waived),
                        issue.json_path if issue.path else "",
                        f"{issue.code}: {issue_message(issue)}",
                    ]
                )
                child.setToolTip(2, plain(issue_hint(issue) or issue_message(issue)))
                parent.addChild(child)
            self.addTopLevelItem(parent)
            parent.setExpanded(True)
        for column in (0, 1):
            self.resizeColumnToContents(column)


# --------------------------------------------------------------------------- export


class ExportPackDialog(QDialog):
    """Choose quests and tilesets, fill the manifest, see validation, write a .qwpack."""

    exported = Signal(Path)

    def __init__(
        self,
        quests: Sequence[str | os.PathLike[str]] = (),
        parent: QWidget | None = None,
        folders: PackFolders | None = None,
    ) -> None:
        super().__init__(parent)
        self.folders = folders or PackFolders()
        self.setWindowTitle(translate("ExportPackDialog", "Export Quest Pack"))
        self.setObjectName("exportPackDialog")
        self.plan: PackPlan | None = None
        self._timer = QTimer(self, singleShot=True, interval=250)
        self._timer.timeout.connect(self.refresh)

        # Quests and tilesets.
        self.quest_list = QListWidget()
        self.quest_list.setAccessibleName(translate("ExportPackDialog", "Quests in the pack"))
        self.quest_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.quest_list.itemChanged.connect(self._changed)
        add_quests = QPushButton(translate("ExportPackDialog", "Add quests…"))
        add_quests.clicked.connect(self._choose_quests)
        add_folder = QPushButton(translate("ExportPackDialog", "Add folder…"))
        add_folder.clicked.connect(self._choose_folder)
        remove = QPushButton(translate("ExportPackDialog", "Remove"))
        remove.clicked.connect(lambda: self._remove_selected(self.quest_list))
        self.tileset_list = QListWidget()
        self.tileset_list.setAccessibleName(
            translate("ExportPackDialog", "Tilesets carried by the pack")
        )
        self.tileset_list.setMaximumHeight(90)
        add_tileset = QPushButton(translate("ExportPackDialog", "Add tileset…"))
        add_tileset.clicked.connect(self._choose_tilesets)
        remove_tileset = QPushButton(translate("ExportPackDialog", "Remove"))
        remove_tileset.clicked.connect(lambda: self._remove_selected(self.tileset_list))

        files_box = QGroupBox(translate("ExportPackDialog", "Quests (checked ones are packed)"))
        files_layout = QVBoxLayout(files_box)
        files_layout.addWidget(self.quest_list)
        row = QHBoxLayout()
        for button in (add_quests, add_folder, remove):
            row.addWidget(button)
        row.addStretch(1)
        files_layout.addLayout(row)
        files_layout.addWidget(QLabel(translate("ExportPackDialog", "Custom tilesets carried:")))
        files_layout.addWidget(self.tileset_list)
        row = QHBoxLayout()
        row.addWidget(add_tileset)
        row.addWidget(remove_tileset)
        row.addStretch(1)
        files_layout.addLayout(row)

        # Manifest fields.
        self.name_edit = QLineEdit()
        self.id_edit = QLineEdit()
        self.id_edit.setPlaceholderText(translate("ExportPackDialog", "from the name"))
        self.version_edit = QLineEdit("1.0.0")
        self.authors_edit = QLineEdit()
        self.authors_edit.setPlaceholderText(translate("ExportPackDialog", "comma-separated"))
        self.license_edit = QComboBox()
        self.license_edit.setEditable(True)
        self.license_edit.addItems(LICENSES)
        self.language_edit = QLineEdit("en")
        self.description_edit = QPlainTextEdit()
        self.description_edit.setMaximumHeight(80)
        self.translations = QTableWidget(0, 3)
        self.translations.setHorizontalHeaderLabels(
            [
                translate("ExportPackDialog", "Language"),
                translate("ExportPackDialog", "Name"),
                translate("ExportPackDialog", "Description"),
            ]
        )
        header = self.translations.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # wide enough for every heading whole (a translated "Description" was cut)
        self.translations.setMinimumWidth(
            sum(header.sectionSizeHint(i) for i in range(header.count()))
            + self.translations.verticalHeader().sizeHint().width()
            + 2 * self.translations.frameWidth()
            + 4
        )
        self.translations.setMaximumHeight(90)
        add_translation = QPushButton(translate("ExportPackDialog", "Add translation"))
        add_translation.clicked.connect(self._add_translation)
        for widget in (
            self.name_edit,
            self.id_edit,
            self.version_edit,
            self.authors_edit,
            self.language_edit,
        ):
            widget.textChanged.connect(self._changed)
        self.license_edit.currentTextChanged.connect(self._changed)
        self.description_edit.textChanged.connect(self._changed)
        self.translations.itemChanged.connect(self._changed)

        manifest_box = QGroupBox(translate("ExportPackDialog", "Manifest"))
        form = QFormLayout(manifest_box)
        form.addRow(translate("ExportPackDialog", "&Name:"), self.name_edit)
        form.addRow(translate("ExportPackDialog", "&Id:"), self.id_edit)
        form.addRow(translate("ExportPackDialog", "&Version:"), self.version_edit)
        form.addRow(translate("ExportPackDialog", "&Authors:"), self.authors_edit)
        form.addRow(translate("ExportPackDialog", "&Licence:"), self.license_edit)
        form.addRow(translate("ExportPackDialog", "Lan&guage:"), self.language_edit)
        form.addRow(translate("ExportPackDialog", "&Description:"), self.description_edit)
        form.addRow(translate("ExportPackDialog", "Translations:"), self.translations)
        form.addRow("", add_translation)

        # Validation.
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(translate("ExportPackDialog", "Validation summary"))
        self.problems = _ProblemsView()
        self.allow_errors = QCheckBox(
            translate("ExportPackDialog", "Pack quests with validation errors anyway")
        )
        self.allow_errors.toggled.connect(self._update_buttons)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(files_box)
        left_layout.addWidget(manifest_box)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(
            QLabel(
                translate("ExportPackDialog", "Validation (as `questwright pack build` sees it):")
            )
        )
        right_layout.addWidget(self.status)
        right_layout.addWidget(self.problems, 1)
        right_layout.addWidget(self.allow_errors)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(
            translate("ExportPackDialog", "Export…"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.export_button.clicked.connect(self._choose_output)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self.resize(1000, 640)

        self.add_quests(quests)
        self.refresh()

    # -- contents -----------------------------------------------------------------------

    def add_quests(self, paths: Sequence[str | os.PathLike[str]]) -> None:
        known = set(self.quest_paths(checked_only=False))
        self.quest_list.blockSignals(True)
        for raw in paths:
            path = Path(raw).resolve()
            if path in known:
                continue
            known.add(path)
            title = path.name
            quest_title = ""
            try:
                doc = read_json(path)
                if isinstance(doc, dict):
                    title = f"{doc.get('title', path.name)}  ({doc.get('system', '?')})"
                    quest_title = str(doc.get("title") or "")
            except LoadError:
                pass
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setData(_TITLE_ROLE, quest_title)
            item.setToolTip(str(path))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.quest_list.addItem(item)
        self.quest_list.blockSignals(False)
        if not self.name_edit.text() and self.quest_list.count():
            self.name_edit.setText(self._proposed_name())
        self._changed()

    def _proposed_name(self) -> str:
        """The pack's name to start from: the quest's title for one quest, else the folder
        the quests share, unless that is a game system's or a generic folder's name (a pack
        of md1 quests is not called "Md1", issue #33 defect 8)."""
        titles = [
            str(self.quest_list.item(i).data(_TITLE_ROLE) or "")
            for i in range(self.quest_list.count())
        ]
        if len(titles) == 1 and titles[0]:
            return titles[0]
        folders = {p.parent for p in self.quest_paths(checked_only=False)}
        common = Path(os.path.commonpath([str(f) for f in folders])).name
        generic = {"quests", "quest", "packs", *default_catalog().systems}
        if common and common.lower() not in generic:
            return common.replace("-", " ").replace("_", " ").capitalize()
        return translate("ExportPackDialog", "My quests")

    def add_tilesets(self, paths: Sequence[str | os.PathLike[str]]) -> None:
        known = {
            self.tileset_list.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.tileset_list.count())
        }
        for raw in paths:
            path = str(Path(raw).resolve())
            if path in known:
                continue
            item = QListWidgetItem(Path(path).name)
            item.setData(Qt.ItemDataRole.UserRole, path)
            item.setToolTip(path)
            self.tileset_list.addItem(item)
        self._changed()

    def quest_paths(self, *, checked_only: bool = True) -> list[Path]:
        out = []
        for index in range(self.quest_list.count()):
            item = self.quest_list.item(index)
            if checked_only and item.checkState() != Qt.CheckState.Checked:
                continue
            out.append(Path(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def tileset_paths(self) -> list[Path]:
        return [
            Path(self.tileset_list.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.tileset_list.count())
        ]

    def meta(self) -> dict[str, Any]:
        """The manifest fields as typed (empty ones left out, id from the name if blank)."""
        name = self.name_edit.text().strip()
        meta: dict[str, Any] = {
            "name": name,
            "id": self.id_edit.text().strip() or slug(name),
            "version": self.version_edit.text().strip(),
            "authors": [a.strip() for a in self.authors_edit.text().split(",") if a.strip()],
            "license": self.license_edit.currentText().strip(),
            "language": self.language_edit.text().strip(),
            "description": self.description_edit.toPlainText().strip(),
        }
        translations: dict[str, dict[str, str]] = {}
        for row in range(self.translations.rowCount()):
            cells = [self.translations.item(row, c) for c in range(3)]
            lang, tname, tdesc = (c.text().strip() if c else "" for c in cells)
            if lang:
                entry = {k: v for k, v in (("name", tname), ("description", tdesc)) if v}
                translations[lang] = entry
        meta["translations"] = translations
        return meta

    # -- validation ---------------------------------------------------------------------

    def _changed(self, *_args: Any) -> None:
        self._timer.start()

    def refresh(self) -> PackPlan:
        """Plan the pack now and show what ``pack build`` would say."""
        self._timer.stop()
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            source = collect_files(self.quest_paths(), self.tileset_paths())
            self.plan = plan_pack(source, self.meta())
        finally:
            QGuiApplication.restoreOverrideCursor()
        plan = self.plan
        errors = len(plan.errors)
        warnings = sum(r.warnings for r in plan.quests) + sum(
            1 for p in plan.problems if p.severity is Severity.WARNING
        )
        quests = len(plan.manifest.get("quests", []))
        verdict = (
            translate("ExportPackDialog", "ready to export")
            if not errors
            else translate("ExportPackDialog", "cannot be exported as it is")
        )
        tilesets = len(plan.manifest.get("customTilesets", []))
        self.status.setText(
            translate(
                "ExportPackDialog", "{quests}, {tilesets}: {errors}, {warnings} — {verdict}."
            ).format(
                quests=translate("ExportPackDialog", "%n quest(s)", "", PLURAL, quests),
                tilesets=translate("ExportPackDialog", "%n tileset(s)", "", PLURAL, tilesets),
                errors=translate("ExportPackDialog", "%n error(s)", "", PLURAL, errors),
                warnings=translate("ExportPackDialog", "%n warning(s)", "", PLURAL, warnings),
                verdict=verdict,
            )
        )
        self.problems.show_problems(plan.problems, plan.quests)
        self._update_buttons()
        return plan

    def can_export(self) -> bool:
        plan = self.plan
        if plan is None or not plan.manifest.get("quests"):
            return False
        if not plan.errors:
            return True
        return self.allow_errors.isChecked() and plan.validation_errors_only

    def _update_buttons(self, *_args: Any) -> None:
        plan = self.plan
        self.allow_errors.setVisible(bool(plan and plan.errors and plan.validation_errors_only))
        self.export_button.setEnabled(self.can_export())

    # -- actions ------------------------------------------------------------------------

    def export_to(self, path: str | os.PathLike[str]) -> bool:
        """Write the pack to ``path`` (re-checked first); True when written."""
        self.refresh()
        if not self.can_export():
            return False
        assert self.plan is not None
        try:
            write_pack(self.plan, path)
        except OSError as exc:
            QMessageBox.warning(
                self,
                translate("ExportPackDialog", "Export Quest Pack"),
                plain(
                    translate("ExportPackDialog", "Cannot write {path}: {exc}").format(
                        path=path, exc=exc
                    )
                ),
            )
            return False
        self.exported.emit(Path(path))
        return True

    def _choose_output(self) -> None:
        plan = self.refresh()
        suggested = (
            f"{plan.manifest.get('id', 'pack')}-{plan.manifest.get('version', '1.0.0')}.qwpack"
        )
        start = Path(self.folders.start(self._first_quest())) / suggested
        path, _ = QFileDialog.getSaveFileName(
            self, translate("ExportPackDialog", "Export Quest Pack"), str(start), PACK_FILTER
        )
        if not path:
            return
        if not path.endswith(".qwpack"):
            path += ".qwpack"
        self.folders.remember(path)
        if self.export_to(path):
            self.accept()

    def _first_quest(self) -> Path | None:
        quests = self.quest_paths(checked_only=False)
        return quests[0] if quests else None

    def _choose_quests(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            translate("ExportPackDialog", "Add Quests"),
            self.folders.start(self._first_quest()),
            translate("ExportPackDialog", "Quests (*.quest.json);;All files (*)"),
        )
        self.add_quests(paths)

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self,
            translate("ExportPackDialog", "Add Quests of a Folder"),
            self.folders.start(self._first_quest()),
        )
        if folder:
            self.add_quests(sorted(Path(folder).rglob("*.quest.json")))

    def _choose_tilesets(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            translate("ExportPackDialog", "Add Tilesets"),
            self.folders.start(self._first_quest()),
            translate("ExportPackDialog", "Tilesets (*.tiles.json);;All files (*)"),
        )
        self.add_tilesets(paths)

    def _remove_selected(self, widget: QListWidget) -> None:
        for item in widget.selectedItems():
            widget.takeItem(widget.row(item))
        self._changed()

    def _add_translation(self) -> None:
        row = self.translations.rowCount()
        self.translations.insertRow(row)
        language_item = QTableWidgetItem("")
        self.translations.setItem(row, 0, language_item)
        self.translations.editItem(language_item)


# --------------------------------------------------------------------------- import


def _translated(manifest: dict[str, Any], key: str, language: str) -> str:
    translations = manifest.get("translations") or {}
    for tag in (language, language.split("-")[0]):
        text = (translations.get(tag) or {}).get(key)
        if text:
            return str(text)
    return str(manifest.get(key) or "")


class ImportPackDialog(QDialog):
    """Show a pack's manifest, every check and every problem; install only if all passed."""

    installed = Signal(Path)

    def __init__(
        self,
        pack: str | os.PathLike[str],
        library: str | os.PathLike[str] | None = None,
        parent: QWidget | None = None,
        limits: PackLimits = DEFAULT_LIMITS,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ImportPackDialog", "Import Quest Pack"))
        self.setObjectName("importPackDialog")
        self.pack_path = Path(pack)
        self.library = Path(library) if library is not None else pack_library.library_dir()
        self.limits = limits
        self.report: PackReport | None = None
        self.conflicts: list[PackProblem] = []
        self.target: Path | None = None

        self.header = QLabel()
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.quests = QTableWidget(0, 4)
        self.quests.setHorizontalHeaderLabels(
            [
                translate("ImportPackDialog", "Quest"),
                translate("ImportPackDialog", "System"),
                translate("ImportPackDialog", "Heroes"),
                translate("ImportPackDialog", "Validation"),
            ]
        )
        self.quests.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.quests.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.quests.setAccessibleName(translate("ImportPackDialog", "Quests in the pack"))
        self.quests.verticalHeader().setVisible(False)
        self.quests.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.checks = QListWidget()
        self.checks.setAccessibleName(translate("ImportPackDialog", "Checks"))
        self.problems = _ProblemsView()
        self.target_label = QLabel()
        self.target_label.setWordWrap(True)
        self.force = QCheckBox(translate("ImportPackDialog", "Replace what is installed there"))
        self.force.toggled.connect(self._update_buttons)
        # quests not validated in full within the limits: installed only on the user's word
        self.allow_unvalidated = QCheckBox()
        self.allow_unvalidated.toggled.connect(self._update_buttons)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.install_button = self.buttons.addButton(
            translate("ImportPackDialog", "Install"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.install_button.clicked.connect(self.install)
        self.buttons.rejected.connect(self.reject)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.header)
        top_layout.addWidget(self.details)
        top_layout.addWidget(self.quests, 1)
        bottom = QWidget()
        bottom_layout = QHBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        checks_box = QGroupBox(translate("ImportPackDialog", "Checks"))
        QVBoxLayout(checks_box).addWidget(self.checks)
        problems_box = QGroupBox(translate("ImportPackDialog", "Problems"))
        QVBoxLayout(problems_box).addWidget(self.problems)
        bottom_layout.addWidget(checks_box, 2)
        bottom_layout.addWidget(problems_box, 3)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)

        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.target_label)
        layout.addWidget(self.force)
        layout.addWidget(self.allow_unvalidated)
        layout.addWidget(self.buttons)
        self.resize(860, 620)
        self.run_checks()

    def run_checks(self) -> PackReport:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.report = report = check_pack(self.pack_path, self.limits)
        finally:
            QGuiApplication.restoreOverrideCursor()
        manifest = report.manifest or {}
        language = current_language()
        if manifest:
            self.header.setText(
                translate("ImportPackDialog", "{name} — version {version} ({id})").format(
                    name=_translated(manifest, "name", language) or manifest.get("id", "?"),
                    version=manifest.get("version", "?"),
                    id=manifest.get("id", "?"),
                )
            )
            not_given = translate("ImportPackDialog", "not given")
            lines = [
                translate("ImportPackDialog", "Authors: {authors}").format(
                    authors=", ".join(manifest.get("authors", [])) or not_given
                ),
                translate("ImportPackDialog", "Licence: {license}").format(
                    license=manifest.get("license") or not_given
                ),
                translate("ImportPackDialog", "Needs: {systems}; tilesets {tilesets}").format(
                    systems=", ".join(manifest.get("systems", []))
                    or translate("ImportPackDialog", "nothing"),
                    tilesets=", ".join(manifest.get("tilesets", []))
                    or translate("ImportPackDialog", "none"),
                ),
            ]
            carried = manifest.get("customTilesets", [])
            if carried:
                lines.append(
                    translate("ImportPackDialog", "Carries tilesets: {ids}").format(
                        ids=", ".join(e.get("id", "?") for e in carried)
                    )
                )
            description = _translated(manifest, "description", language)
            if description:
                lines.append("")
                lines.append(description)
            self.details.setText("\n".join(lines))
        else:
            self.header.setText(
                translate("ImportPackDialog", "{name}: not a readable quest pack").format(
                    name=self.pack_path.name
                )
            )
            self.details.setText("")
        self._fill_quests(manifest, report)
        self.checks.clear()
        for stage in check_stages(report):
            text = f"{_STATUS_MARK[stage.status]}  {stage.label}"
            if stage.problems:
                count = len(stage.problems)
                text += " — " + translate("ImportPackDialog", "%n problem(s)", "", PLURAL, count)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, stage.status)
            self.checks.addItem(item)
        self.conflicts = []
        self.target = None
        if self._installable(report) and manifest:
            self.target = self.library / manifest["id"]
            self.conflicts = install_conflicts(manifest, self.library)
        target_item = QListWidgetItem(
            ("✖  " if self._blocking() else "✔  ") + translate("ImportPackDialog", "Install target")
            if self.target
            else "–  " + translate("ImportPackDialog", "Install target")
        )
        target_item.setData(
            Qt.ItemDataRole.UserRole,
            "skipped" if not self.target else ("failed" if self._blocking() else "passed"),
        )
        self.checks.addItem(target_item)
        self.problems.show_problems(report.problems + self.conflicts, report.quests)
        if self.target:
            installed = pack_library.installed_pack(self.target) if self.target.is_dir() else None
            note = ""
            if installed is not None and installed.manifest:
                note = f" (replacing {installed.id} {installed.version})"
            self.target_label.setText(
                translate("ImportPackDialog", "Installs into {target}{note}").format(
                    target=self.target, note=note
                )
            )
        else:
            self.target_label.setText(
                translate("ImportPackDialog", "This pack is refused; nothing will be installed.")
            )
        self.force.setVisible(bool(self._blocking()))
        unvalidated = report.unvalidated if self._installable(report) else []
        self.allow_unvalidated.setChecked(False)
        self.allow_unvalidated.setVisible(bool(unvalidated))
        count = len(unvalidated)
        # one line: pyside6-lupdate skips a plural call whose last argument has a comma after it
        ask = translate("ImportPackDialog", "Install although %n quest(s) could not be validated in full within the limits (they are marked in the library)", "", PLURAL, count)  # fmt: skip
        self.allow_unvalidated.setText(ask)
        self._update_buttons()
        return report

    @staticmethod
    def _installable(report: PackReport) -> bool:
        """The pack may be installed: no error, or none but quests not validated in full."""
        return report.ok or (
            report.readable
            and report.manifest is not None
            and not report.errors_besides_unvalidated
        )

    def _fill_quests(self, manifest: dict[str, Any], report: PackReport) -> None:
        by_member = {r.member: r for r in report.quests}
        entries = manifest.get("quests", []) if isinstance(manifest.get("quests"), list) else []
        self.quests.setRowCount(len(entries))
        for row, entry in enumerate(entries):
            party = entry.get("party") or {}
            heroes = f"{party.get('min')}–{party.get('max')}" if party else ""
            quest_report = by_member.get(entry.get("path"))
            if quest_report is None:
                verdict = translate("ImportPackDialog", "not checked")
            elif quest_report.quest is None:
                verdict = translate("ImportPackDialog", "unreadable")
            elif quest_report.errors:
                count = quest_report.errors
                verdict = translate("ImportPackDialog", "%n error(s)", "", PLURAL, count)
            elif quest_report.not_validated:  # over a limit: say which
                verdict = translate("ImportPackDialog", "not validated: {why}").format(
                    why=quest_report.not_validated
                )
            elif not quest_report.validated:
                verdict = translate("ImportPackDialog", "not checked")
            elif quest_report.warnings:
                count = quest_report.warnings
                verdict = translate("ImportPackDialog", "%n warning(s)", "", PLURAL, count)
            else:
                verdict = translate("ImportPackDialog", "ok")
            for column, text in enumerate(
                [str(entry.get("title", "")), str(entry.get("system", "")), heroes, verdict]
            ):
                self.quests.setItem(row, column, QTableWidgetItem(text))

    def _blocking(self) -> list[PackProblem]:
        return [p for p in self.conflicts if p.severity is Severity.ERROR]

    def can_install(self) -> bool:
        if self.report is None or not self._installable(self.report) or self.target is None:
            return False
        if self.report.unvalidated and not self.allow_unvalidated.isChecked():
            return False
        return not self._blocking() or self.force.isChecked()

    def _update_buttons(self, *_args: Any) -> None:
        self.install_button.setEnabled(self.can_install())

    def install(self) -> bool:
        """Install (every check runs again on the file); True when installed."""
        if not self.can_install():
            return False
        try:
            result = install_pack(
                self.pack_path,
                self.library,
                force=self.force.isChecked(),
                limits=self.limits,
                allow_unvalidated=self.allow_unvalidated.isChecked(),
            )
        except (PackError, OSError) as exc:
            QMessageBox.warning(
                self,
                translate("ImportPackDialog", "Import Quest Pack"),
                plain(translate("ImportPackDialog", "Not installed: {exc}").format(exc=exc)),
            )
            self.run_checks()
            return False
        self.installed.emit(result.target)
        self.accept()
        return True


# --------------------------------------------------------------------------- menu


@dataclass
class PackActions:
    """The actions :func:`add_pack_actions` created (for toolbars and the command palette)."""

    export: QAction
    import_: QAction
    library: QAction


def add_pack_actions(
    window: QWidget,
    menu: QMenu,
    open_quest: Callable[[Path], Any],
    current_quest: Callable[[], Path | None] | None = None,
    library_root: Callable[[], Path] | None = None,
    settings: Settings | None = None,
) -> PackActions:
    """Add File ▸ Export quest pack…, Import quest pack… and Quest library… to ``menu``.

    ``open_quest(path)`` opens an installed quest in the editor; ``current_quest()`` gives
    the path of the quest being edited (pre-selected for export), or ``None``.
    ``library_root()`` overrides the library folder (tests); by default it is the user's.
    """
    from questwright.editor.library import LibraryDialog

    folders = PackFolders(settings)

    def root() -> Path:
        return library_root() if library_root else pack_library.library_dir()

    def exported(path: Path, dialog: ExportPackDialog) -> None:
        plan = dialog.plan
        count = len(plan.manifest.get("quests", [])) if plan else 0
        size = path.stat().st_size if path.is_file() else 0
        exported_text = translate("PackDialogs", "Exported %n quest(s) to {path} ({size} KiB)", "", PLURAL, count)  # fmt: skip
        summary = exported_text.format(path=path, size=f"{size / 1024:.0f}")
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(summary, 10000)
        QMessageBox.information(
            window, translate("PackDialogs", "Export Quest Pack"), plain(summary)
        )

    def do_export() -> None:
        current = current_quest() if current_quest else None
        dialog = ExportPackDialog([current] if current else [], window, folders)
        dialog.exported.connect(lambda path: exported(path, dialog))
        dialog.exec()

    def do_import() -> None:
        near = current_quest() if current_quest else None
        path, _ = QFileDialog.getOpenFileName(
            window, translate("PackDialogs", "Import Quest Pack"), folders.start(near), PACK_FILTER
        )
        if not path:
            return
        folders.remember(path)
        dialog = ImportPackDialog(path, root(), window)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.target is not None:
            do_library()

    def do_library() -> None:
        dialog = LibraryDialog(root(), open_quest, window, folders)
        dialog.exec()

    export = QAction(translate("PackDialogs", "E&xport Quest Pack…"), window)
    export.setObjectName("actionExportPack")
    export.setStatusTip(
        translate("PackDialogs", "Pack quests and their tilesets into a .qwpack to share")
    )
    export.triggered.connect(do_export)
    import_ = QAction(translate("PackDialogs", "&Import Quest Pack…"), window)
    import_.setObjectName("actionImportPack")
    import_.setStatusTip(
        translate("PackDialogs", "Check a .qwpack and install it into your library")
    )
    import_.triggered.connect(do_import)
    library = QAction(translate("PackDialogs", "Quest &Library…"), window)
    library.setObjectName("actionQuestLibrary")
    library.setShortcut(QKeySequence("Ctrl+Shift+L"))
    library.setStatusTip(translate("PackDialogs", "Installed packs and their quests"))
    library.triggered.connect(do_library)
    menu.addSeparator()
    for action in (export, import_, library):
        menu.addAction(action)
    return PackActions(export, import_, library)
