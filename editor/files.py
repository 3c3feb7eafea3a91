"""File commands of the main window: new, open, save, save as, revert, export, recovery.

A mixin of :class:`~questwright.editor.mainwindow.MainWindow` (it uses the window's
document, settings, status bar and panels). Saving is atomic and keeps the previous file as
``name~``; opening never raises (the lenient mode of :mod:`questwright.schema.io`); unsaved work is
autosaved to a recovery file (see :mod:`questwright.editor.recovery`).
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFileDialog, QMessageBox
from questwright.core import edits
from questwright.editor.dialogs import NewQuestDialog, SheetOptionsDialog
from questwright.editor.document import Document
from questwright.editor.i18n import (
    PLURAL,
    QT_TRANSLATE_NOOP,
    current_language,
    install_language,
    translate,
)
from questwright.editor.plain import plain
from questwright.editor.recovery import pending_recoveries
from questwright.schema.catalog import Catalog
from questwright.schema.errors import LoadError
from questwright.schema.io import dumps_model, open_quest, save_model
from questwright.schema.model import Party, Quest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QTabBar
    from questwright.editor.problems import ProblemsPanel
    from questwright.editor.recovery import Recovery
    from questwright.editor.settings import Settings
    from questwright.editor.tabs import QuestTab

    # Type checkers see the mixin as the QMainWindow it is mixed into (it passes itself as
    # the parent of dialogs and uses the status bar); at run time it adds no base class.
    _MainWindowBase = QMainWindow
else:
    _MainWindowBase = object

__all__ = [
    "QUEST_FILTER",
    "FileCommands",
    "distinct_names",
    "new_quest_model",
    "quest_id_for_title",
]

QUEST_FILTER = QT_TRANSLATE_NOOP(
    "FileCommands", "Questwright quests (*.quest.json);;JSON files (*.json);;All files (*)"
)


def untitled() -> str:
    """The title of a new quest, in the editor's language."""
    return translate("FileCommands", "Untitled quest")


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def paper_size(preference: str = "") -> str:
    """The sheet's paper: the preference ("a4", "letter"), else Letter where the locale
    measures in inches (the US), else A4."""
    if preference in ("a4", "letter"):
        return preference
    imperial = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if imperial else "a4"


def distinct_names(paths: list[str | Path]) -> list[str]:
    """A label per path: its file name, followed by as many of its last folders as it takes
    to tell it from the other paths of the same name (``q1.quest.json — drafts/md1``)."""
    parts = [Path(p).parts for p in paths]
    labels = [Path(p).name for p in paths]
    depth = [0] * len(paths)
    while True:
        groups: dict[str, list[int]] = {}
        for i, label in enumerate(labels):
            groups.setdefault(label, []).append(i)
        clashing = [g for g in groups.values() if len(g) > 1]
        grown = False
        for group in clashing:
            for i in group:
                if depth[i] < len(parts[i]) - 1:
                    depth[i] += 1
                    grown = True
                folders = parts[i][-1 - depth[i] : -1]
                labels[i] = f"{parts[i][-1]} — {'/'.join(folders).replace('//', '/')}"
        if not clashing or not grown:
            return labels


#: letters that Unicode does not decompose into ASCII ones
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l"})


def quest_id_for_title(title: str) -> str:
    """The quest id a title suggests: ``"La Clé du Gardien"`` → ``"la-cle-du-gardien"``.

    Accents are folded to ASCII and apostrophes dropped, so that the id reads like the title;
    anything else that an id cannot hold becomes a dash. An empty result is ``"quest"``.
    """
    spelled = title.lower().translate(_LIGATURES)
    folded = unicodedata.normalize("NFKD", spelled).encode("ascii", "ignore").decode("ascii")
    folded = re.sub(r"['’`]", "", folded.lower())
    text = re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
    return text[:64].rstrip("-") or "quest"


def new_quest_model(
    catalog: Catalog,
    system_id: str,
    low: int | None = None,
    high: int | None = None,
    title: str | None = None,
) -> Quest:
    """An empty quest for a system, with its tilesets and party range."""
    title = title or untitled()
    system = catalog.system(system_id)
    party = Party(
        min=low if low is not None else (system.party.min if system else 1),
        max=high if high is not None else (system.party.max if system else 4),
    )
    return Quest(
        id=quest_id_for_title(title),
        system=system_id,
        title=title,
        language="en",
        party=party,
        tilesets=list(system.tilesets) if system else [],
    )


class FileCommands(_MainWindowBase):
    """File menu behaviour for the main window."""

    if TYPE_CHECKING:  # what the mixin uses of MainWindow
        settings: Settings
        catalog: Catalog
        recovery: Recovery
        doc: Document | None
        problems: ProblemsPanel
        problems_dock: QDockWidget
        recent_menu: QMenu

        tabs: list[QuestTab]
        tab_bar: QTabBar

        @property
        def document(self) -> Document: ...
        @property
        def current_tab(self) -> QuestTab | None: ...
        def set_document(self, doc: Document) -> QuestTab: ...
        def add_document(self, doc: Document) -> QuestTab: ...
        def _default_system(self) -> str: ...
        def _update_title(self, *_args: Any) -> None: ...

    def maybe_save(self, tab: QuestTab | None = None) -> bool:
        """True when it is fine to drop a quest (the current tab's by default): saved,
        unchanged, or the author said to discard it."""
        tab = tab or self.current_tab
        if tab is None or not tab.doc.dirty:
            return True
        doc = tab.doc
        if tab is not self.current_tab and tab in self.tabs:
            self.tab_bar.setCurrentIndex(self.tabs.index(tab))  # saving acts on the shown tab
        answer = QMessageBox.question(
            self,
            translate("FileCommands", "Unsaved changes"),
            plain(
                translate("FileCommands", "Save the changes to {display_name}?").format(
                    display_name=doc.display_name
                )
            ),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            tab.recovery.clear()
            return True
        return False

    def new_quest(self) -> None:
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
        title: str | None = None,
    ) -> Document:
        self.settings.last_system = system
        doc = Document(new_quest_model(self.catalog, system, low, high, title), self.catalog)
        self.add_document(doc)
        self.statusBar().showMessage(
            translate("FileCommands", "New {system} quest").format(system=system), 4000
        )
        return doc

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("FileCommands", "Open quest"),
            self.settings.last_folder,
            translate("FileCommands", QUEST_FILTER),
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | Path, ask: bool = True) -> bool:
        """Open a quest file in a tab of its own (or show its tab if it is open already);
        problems are shown, never raised. True if a quest opened.

        ``ask`` is kept for callers of the one-quest editor: opening never drops a quest.
        """
        path = Path(path)
        for tab in self.tabs:
            if tab.doc.path is not None and _same_file(tab.doc.path, path):
                self.tab_bar.setCurrentIndex(self.tabs.index(tab))
                self.statusBar().showMessage(
                    translate("FileCommands", "{name} is open already").format(name=path.name), 4000
                )
                return True
        result = open_quest(path)
        if result.quest is None:
            message = result.message or translate("FileCommands", "unknown problem")
            self.statusBar().showMessage(
                translate("FileCommands", "Could not open {name}: {message}").format(
                    name=path.name, message=message
                ),
                10000,
            )
            QMessageBox.warning(
                self,
                translate("FileCommands", "Cannot open the file"),
                plain(
                    translate("FileCommands", "{path}\n\n{message}").format(
                        path=path, message=message
                    )
                ),
            )
            return False
        doc = Document(
            result.quest,
            self.catalog,
            None if result.copy else path,
            load_problems=result.problems,
        )
        doc.opened_from = path
        self.add_document(doc)
        self.settings.add_recent(path)
        if result.problems:
            count = len(result.problems)
            opened = translate("FileCommands", "Opened a repaired copy of {name}: %n problem(s); see Problems", "", PLURAL, count)  # fmt: skip
            self.statusBar().showMessage(opened.format(name=path.name), 10000)
            self.problems_dock.raise_()
        else:
            self.statusBar().showMessage(
                translate("FileCommands", "Opened {path}").format(path=path), 4000
            )
        return True

    def save(self) -> bool:
        doc = self.document
        if doc.path is None:
            return self.save_as()
        return self._write(doc.path)

    def save_as(self) -> bool:
        doc = self.document
        start = doc.path or doc.opened_from
        if start is None:
            name = (edits.unique_id(set(), doc.quest.id or "quest")[:-2] or "quest") + ".quest.json"
            start = Path(self.settings.last_folder or Path.cwd()) / name
        elif doc.path is None:
            start = Path(start).with_name(
                Path(start).name.replace(".quest.json", "") + "-copy.quest.json"
            )
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("FileCommands", "Save quest as"),
            str(start),
            translate("FileCommands", QUEST_FILTER),
        )
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".quest.json"
        return self._write(Path(path))

    def _write(self, path: Path) -> bool:
        doc = self.document
        backup = path.with_name(path.name + "~")
        had_previous = path.is_file()
        try:
            save_model(doc.quest, path)
        except LoadError as exc:
            QMessageBox.warning(
                self,
                translate("FileCommands", "Not saved"),
                plain(
                    translate(
                        "FileCommands", "The quest does not match the file format:\n{exc}"
                    ).format(exc=exc)
                ),
            )
            return False
        except OSError as exc:
            QMessageBox.warning(
                self,
                translate("FileCommands", "Not saved"),
                plain(
                    translate("FileCommands", "Cannot write {path}:\n{reason}").format(
                        path=path, reason=exc.strerror or exc
                    )
                ),
            )
            return False
        doc.mark_saved(path)
        self.recovery.clear()
        self.settings.add_recent(path)
        self.settings.save()
        self._update_title()
        self.problems.refresh()
        if had_previous and backup.is_file():
            self.statusBar().showMessage(
                translate("FileCommands", "Saved {path} (previous version kept as {name})").format(
                    path=path, name=backup.name
                ),
                5000,
            )
        else:
            self.statusBar().showMessage(
                translate("FileCommands", "Saved {path}").format(path=path), 5000
            )
        return True

    def revert(self) -> None:
        doc = self.document
        if doc.path is None:
            return
        if doc.dirty:
            answer = QMessageBox.question(
                self,
                translate("FileCommands", "Revert"),
                plain(
                    translate("FileCommands", "Drop every change since {name} was saved?").format(
                        name=doc.path.name
                    )
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.recovery.clear()
        result = open_quest(doc.path)
        if result.quest is None:
            QMessageBox.warning(
                self,
                translate("FileCommands", "Cannot open the file"),
                plain(
                    translate("FileCommands", "{path}\n\n{message}").format(
                        path=doc.path, message=result.message
                    )
                ),
            )
            return
        fresh = Document(
            result.quest,
            self.catalog,
            None if result.copy else doc.path,
            load_problems=result.problems,
        )
        fresh.opened_from = doc.path
        self.set_document(fresh)
        self.statusBar().showMessage(
            translate("FileCommands", "Reverted to {path}").format(path=doc.path), 4000
        )

    def export_png(self) -> None:
        doc = self.document
        stem = doc.path.name.replace(".quest.json", "") if doc.path else (doc.quest.id or "quest")
        start = str(Path(self.settings.last_folder or Path.cwd()) / f"{stem}.png")
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("FileCommands", "Export PNG"),
            start,
            translate("FileCommands", "PNG images (*.png)"),
        )
        if not path:
            return
        from questwright.editor.render import render_board

        try:
            render_board(doc.board, path)
        except OSError as exc:
            QMessageBox.warning(self, translate("FileCommands", "Not exported"), plain(str(exc)))
            return
        self.statusBar().showMessage(
            translate("FileCommands", "Exported {path}").format(path=path), 5000
        )

    def export_sheet(self) -> list[Path]:
        """File ▸ Export Quest Sheet: the printable sheet as PDF (or PNG pages), on the
        paper and in the language chosen first."""
        doc = self.document
        options = SheetOptionsDialog.ask(paper_size(self.settings.paper), current_language(), self)
        if options is None:
            return []
        paper, language = options
        stem = doc.path.name.replace(".quest.json", "") if doc.path else (doc.quest.id or "quest")
        folder = Path(self.settings.last_sheet_folder or self.settings.last_folder or Path.home())
        if doc.path is not None and not self.settings.last_sheet_folder:
            folder = doc.path.parent
        path, chosen = QFileDialog.getSaveFileName(
            self,
            translate("FileCommands", "Export Quest Sheet"),
            str(folder / f"{stem}-sheet.pdf"),
            translate("FileCommands", "PDF documents (*.pdf);;PNG images, one per page (*.png)"),
        )
        if not path:
            return []
        if not path.lower().endswith((".pdf", ".png")):
            path += ".png" if "png" in chosen.lower() else ".pdf"
        from questwright.editor.sheet import write_sheet

        shown = current_language()
        app = QCoreApplication.instance()
        if language != shown and app is not None:
            install_language(app, language)  # the sheet speaks the chosen language
        try:
            written = write_sheet(doc.board, path, paper)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, translate("FileCommands", "Not exported"), plain(str(exc)))
            return []
        finally:
            if language != shown and app is not None:
                install_language(app, shown)
        self.settings.paper = paper
        self.settings.last_sheet_folder = str(Path(path).parent)
        self.settings.save()
        pages = (
            translate("FileCommands", " ({count} pages)").format(count=len(written))
            if len(written) > 1
            else ""
        )
        self.statusBar().showMessage(
            translate("FileCommands", "Exported the quest sheet to {path}{pages}").format(
                path=path, pages=pages
            ),
            8000,
        )
        return written

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        labels = distinct_names(list(self.settings.recent_files))
        for index, (path, label) in enumerate(zip(self.settings.recent_files, labels, strict=True)):
            action = self.recent_menu.addAction(f"&{index + 1} {label}")
            action.setToolTip(path)
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not self.settings.recent_files:
            self.recent_menu.addAction(translate("FileCommands", "(none)")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(translate("FileCommands", "&Clear list"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.recent_files = []
        self.settings.save()

    def autosave_now(self) -> None:
        """Write every open quest with unsaved changes to its recovery slot."""
        for tab in self.tabs:
            doc = tab.doc
            if not doc.dirty or tab.recovery.written_revision == doc.revision:
                continue
            original = str(doc.path or doc.opened_from or "") or None
            tab.recovery.write(dumps_model(doc.quest), original, doc.quest.title, doc.revision)

    def offer_recovery(self) -> None:
        for found in pending_recoveries():
            answer = QMessageBox.question(
                self,
                translate("FileCommands", "Recover unsaved work"),
                plain(
                    translate(
                        "FileCommands",
                        "Questwright was closed while “{title}” had unsaved changes{original}.\nRecover them?",
                    ).format(
                        title=found.title,
                        original=" (" + found.original + ")" if found.original else "",
                    )
                ),
                QMessageBox.StandardButton.Yes
                | QMessageBox.StandardButton.No
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Yes:
                result = open_quest(found.quest)
                if result.quest is not None:
                    doc = Document(
                        result.quest,
                        self.catalog,
                        found.original,
                        load_problems=result.problems,
                        recovered_from=str(found.quest),
                    )
                    self.add_document(doc)
                    self.statusBar().showMessage(
                        translate("FileCommands", "Recovered unsaved work; save it to keep it"),
                        8000,
                    )
                found.discard()
                continue  # every crashed quest can come back, each in its tab
            if answer == QMessageBox.StandardButton.No:
                found.discard()
            else:
                return
