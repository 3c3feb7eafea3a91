"""Keyboard shortcuts the author chooses: the editor (Help ▸ Keyboard Shortcuts, F1), the
saved choices and how they are applied.

Every command of the action table has default keys (:mod:`questwright.editor.actions`). The
dialog lists them all with the canvas keys; double-click a command (or select it and type)
to record new keys, **Clear** to leave it without, **Reset** for its default. Two commands
on the same keys are shown in red and the dialog will not keep them. Choices are saved in
the settings by action name as portable key text (``Ctrl+Shift+F``) and applied at start.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from questwright.editor.i18n import translate

__all__ = [
    "ShortcutsDialog",
    "apply_shortcuts",
    "canvas_keys",
    "conflicts",
    "default_keys",
    "keys_text",
    "remember_defaults",
]

_DEFAULT = "questwrightDefaultKeys"
PORTABLE = QKeySequence.SequenceFormat.PortableText
NATIVE = QKeySequence.SequenceFormat.NativeText


#: keys of a special keyboard that X11's standard bindings add (Copy is also F16 and the
#: Copy key of Sun keyboards…): still working, but not listed beside the keys people press
_SPECIAL_KEYS = frozenset(
    [f"F{n}" for n in range(13, 36)]
    + ["Copy", "Cut", "Paste", "Undo", "Redo", "Open", "Save", "Find", "Close"]
)


def _special(key: str) -> bool:
    return QKeySequence(key).toString(PORTABLE) in _SPECIAL_KEYS


def keys_text(keys: Iterable[str]) -> str:
    """The keys as the user reads them, those of special keyboards left out when others
    remain (the F1 table showed "Ctrl+C, Ctrl+Ins, F16, Copy" under X11)."""
    keys = [k for k in keys if k]
    common = [k for k in keys if not _special(k)] or keys
    return ", ".join(QKeySequence(k).toString(NATIVE) for k in common)


def remember_defaults(actions: Mapping[str, QAction]) -> None:
    """Note each action's built-in keys (Reset puts them back)."""
    for action in actions.values():
        if action.property(_DEFAULT) is None:
            action.setProperty(_DEFAULT, [k.toString(PORTABLE) for k in action.shortcuts()])


def default_keys(action: QAction) -> list[str]:
    return list(action.property(_DEFAULT) or [])


def _set_keys(action: QAction, keys: list[str]) -> None:
    action.setShortcuts([QKeySequence(k) for k in keys if k])
    shown = action.shortcut().toString(NATIVE)
    tip = action.statusTip()
    action.setToolTip(f"{tip} ({shown})" if shown else tip)


def apply_shortcuts(actions: Mapping[str, QAction], chosen: Mapping[str, str]) -> None:
    """Give every action its chosen keys (``""``: none), the others their defaults."""
    remember_defaults(actions)
    for name, action in actions.items():
        if name in chosen:
            _set_keys(action, [chosen[name]] if chosen[name] else [])
        else:
            _set_keys(action, default_keys(action))


def conflicts(assigned: Mapping[str, list[str]]) -> dict[str, list[str]]:
    """Key text → the action names that would share it (only keys used twice or more)."""
    users: dict[str, list[str]] = {}
    for name, keys in assigned.items():
        for key in keys:
            if key:
                users.setdefault(QKeySequence(key).toString(PORTABLE), []).append(name)
    return {key: names for key, names in users.items() if len(names) > 1}


class ShortcutsDialog(QDialog):
    """Every command with its keys, editable; the canvas keys below them."""

    def __init__(
        self,
        actions: Mapping[str, QAction],
        chosen: Mapping[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(620, 620)
        remember_defaults(actions)
        self.actions_ = {n: a for n, a in actions.items() if a.text()}
        self.chosen: dict[str, str] = dict(chosen or {})
        self.keys: dict[str, list[str]] = {
            name: [k.toString(PORTABLE) for k in action.shortcuts()]
            for name, action in self.actions_.items()
        }
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Double-click a command and press its new keys. Clear leaves it without; "
                    "Reset gives it back its default."
                )
            )
        )
        self.names = sorted(self.actions_, key=lambda n: self.actions_[n].text().replace("&", ""))
        canvas = canvas_keys()
        # type to filter the rows (command, menu or keys)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter: command, menu or keys"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)
        layout.addWidget(self.filter)
        self.table = QTableWidget(len(self.names) + len(canvas), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Command"), self.tr("Keys"), self.tr("Default"), self.tr("Menu")]
        )
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        for row, name in enumerate(self.names):
            action = self.actions_[name]
            self.table.setItem(row, 0, QTableWidgetItem(action.text().replace("&", "")))
            default = keys_text(default_keys(action))
            self.table.setItem(row, 2, QTableWidgetItem(default))
            self.table.setItem(row, 3, QTableWidgetItem(_menu_of(name, parent)))
            self._show_keys(row)
        for offset, (keys, text) in enumerate(canvas):
            row = len(self.names) + offset
            for col, value in enumerate((text, keys, keys, self.tr("Canvas"))):
                item = QTableWidgetItem(value)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                item.setForeground(QColor("#666666"))
                self.table.setItem(row, col, item)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.edit_row(row))
        layout.addWidget(self.table, 1)
        self.recorder = QKeySequenceEdit()
        self.recorder.setMaximumSequenceLength(1)
        self.recorder.setEnabled(False)
        self.recorder.editingFinished.connect(self._recorded)
        keys_row = QHBoxLayout()
        keys_row.addWidget(QLabel(self.tr("New keys:")))
        keys_row.addWidget(self.recorder, 1)
        self.clear_button = QPushButton(self.tr("&Clear"))
        self.clear_button.clicked.connect(lambda: self.set_keys(self._current_name(), ""))
        self.reset_button = QPushButton(self.tr("&Reset"))
        self.reset_button.clicked.connect(lambda: self.reset(self._current_name()))
        reset_all = QPushButton(self.tr("Reset &All"))
        reset_all.clicked.connect(self.reset_all)
        for button in (self.clear_button, self.reset_button, reset_all):
            keys_row.addWidget(button)
        layout.addLayout(keys_row)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b3261e;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.table.currentCellChanged.connect(lambda *_: self._row_changed())
        self._check()

    def _filter(self, text: str) -> None:
        """Show only the rows whose command, menu or keys hold ``text`` (any case)."""
        wanted = text.strip().lower()
        for row in range(self.table.rowCount()):
            cells = (self.table.item(row, col) for col in range(self.table.columnCount()))
            shown = not wanted or any(c is not None and wanted in c.text().lower() for c in cells)
            self.table.setRowHidden(row, not shown)

    # ------------------------------------------------------------------ editing
    def _current_name(self) -> str | None:
        row = self.table.currentRow()
        return self.names[row] if 0 <= row < len(self.names) else None

    def _row_changed(self) -> None:
        name = self._current_name()
        self.recorder.setEnabled(name is not None)
        self.recorder.setKeySequence(
            QKeySequence(self.keys[name][0] if name and self.keys[name] else "")
        )

    def edit_row(self, row: int) -> None:
        if 0 <= row < len(self.names):
            self.table.setCurrentCell(row, 1)
            self.recorder.setEnabled(True)
            self.recorder.clear()
            self.recorder.setFocus()

    def _recorded(self) -> None:
        name = self._current_name()
        if name is not None:
            self.set_keys(name, self.recorder.keySequence().toString(PORTABLE))

    def set_keys(self, name: str | None, keys: str) -> None:
        """Give ``name`` the keys ``keys`` (``""``: none), pending OK."""
        if name is None:
            return
        self.keys[name] = [keys] if keys else []
        self.chosen[name] = keys
        self._show_keys(self.names.index(name))
        self._check()

    def reset(self, name: str | None) -> None:
        if name is None:
            return
        self.keys[name] = default_keys(self.actions_[name])
        self.chosen.pop(name, None)
        self._show_keys(self.names.index(name))
        self._check()

    def reset_all(self) -> None:
        for name in self.names:
            self.reset(name)

    def _show_keys(self, row: int) -> None:
        name = self.names[row]
        text = keys_text(self.keys[name])
        item = QTableWidgetItem(text)
        if name in self.chosen:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.table.setItem(row, 1, item)

    def _check(self) -> bool:
        """Mark commands that share keys; OK only when none do."""
        clashes = conflicts(self.keys)
        clashing = {name for names in clashes.values() for name in names}
        for row, name in enumerate(self.names):
            item = self.table.item(row, 1)
            if item is not None:
                item.setForeground(QColor("#b3261e") if name in clashing else QColor("#000000"))
        lines = [
            self.tr("{keys} is used by {commands}").format(
                keys=QKeySequence(key).toString(NATIVE),
                commands=", ".join(self.actions_[n].text().replace("&", "") for n in names),
            )
            for key, names in sorted(clashes.items())
        ]
        self.problem.setText("\n".join(lines))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not clashes)
        return not clashes

    def result_choices(self) -> dict[str, str]:
        """The keys chosen by hand, by action name (what the settings keep)."""
        return {
            name: keys
            for name, keys in self.chosen.items()
            if ([keys] if keys else []) != default_keys(self.actions_[name])
        }


def _menu_of(name: str, window: QWidget | None) -> str:
    """The menu a command is in, as the window's menu bar names it ("View ▸ Overlays")."""
    from questwright.editor.actions import ACTIONS

    path = next((spec.menu for spec in ACTIONS if spec.name == name), "")
    menus = getattr(window, "menus", {}) or {}
    parts = path.split("/") if path else []
    titles = []
    for depth in range(len(parts)):
        menu = menus.get("/".join(parts[: depth + 1]))
        titles.append(menu.title().replace("&", "") if menu is not None else parts[depth])
    return " ▸ ".join(titles)


def canvas_keys() -> list[tuple[str, str]]:
    """The canvas's own keys (fixed), as shown under the commands."""
    return [
        (
            translate("ShortcutsDialog", "Arrows"),
            translate("ShortcutsDialog", "Move the keyboard cell cursor"),
        ),
        (
            translate("ShortcutsDialog", "Enter / Space"),
            translate("ShortcutsDialog", "Act with the current tool at the cursor"),
        ),
        (
            translate("ShortcutsDialog", "Shift+Arrow"),
            translate("ShortcutsDialog", "Wall/door/edge token on that side of the cursor cell"),
        ),
        (
            translate("ShortcutsDialog", "Ctrl+Shift+Arrow"),
            translate("ShortcutsDialog", "Carve that side open (wall tools)"),
        ),
        (
            translate("ShortcutsDialog", "Alt+Arrow"),
            translate("ShortcutsDialog", "Nudge the selection by one cell"),
        ),
        (
            translate("ShortcutsDialog", "Ctrl+Arrow"),
            translate("ShortcutsDialog", "Scroll the view"),
        ),
        (
            translate("ShortcutsDialog", "Wheel"),
            translate("ShortcutsDialog", "Zoom about the pointer"),
        ),
        (
            translate("ShortcutsDialog", "Middle drag / Space+drag"),
            translate("ShortcutsDialog", "Pan"),
        ),
        (
            translate("ShortcutsDialog", "Escape"),
            translate("ShortcutsDialog", "Cancel the gesture, then clear the selection"),
        ),
    ]
