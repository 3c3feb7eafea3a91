"""Small form widgets shared by the Properties and Quest panels, with validation as you type.

Every widget takes a ``commit`` callback that receives a *valid* new value; invalid input
turns the field red with the reason in its tooltip and is never committed. Integer and
number fields can be "unset" (the lowest value shows as ``(unset)``); text fields commit
``MISSING`` when emptied so the key disappears from the file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)
from questwright.core.edits import MISSING, valid_id
from questwright.editor.i18n import translate

__all__ = [
    "BAD_STYLE",
    "bool_box",
    "combo",
    "id_edit",
    "ids_edit",
    "int_spin",
    "number_spin",
    "ref_combo",
    "set_committed_id",
    "set_invalid",
    "text_area",
    "text_edit",
]

BAD_STYLE = "background: #ffd7d7; border: 1px solid #c62828;"
_UNSET = "(unset)"
_COMMITTED = "committedId"  # the id an id field last committed (or was shown)


def set_invalid(widget: QWidget, reason: str | None) -> None:
    widget.setStyleSheet(BAD_STYLE if reason else "")
    widget.setToolTip(reason or widget.property("baseTip") or "")
    widget.setProperty("invalid", bool(reason))


def _tip(widget: QWidget, tip: str | None) -> None:
    if tip:
        widget.setProperty("baseTip", tip)
        widget.setToolTip(tip)


def set_committed_id(edit: QLineEdit, value: str) -> None:
    """Show ``value`` in an :func:`id_edit` whose id was changed elsewhere."""
    edit.setProperty(_COMMITTED, value)
    edit.setText(value)
    set_invalid(edit, None)


def id_edit(
    value: str,
    taken: Callable[[], set[str]],
    commit: Callable[[str], None],
    tip: str | None = None,
) -> QLineEdit:
    """An id field: letters, digits and ``-_.:/``, unique; commits on Enter or focus out."""
    edit = QLineEdit(value)
    edit.setProperty(_COMMITTED, value)
    _tip(
        edit,
        tip or translate("Forms", "Stable id; other objects refer to it (renaming updates them)"),
    )

    def check(text: str) -> str | None:
        if not text:
            return translate("Forms", "An id is required")
        if not valid_id(text):
            return translate(
                "Forms", "Use letters, digits and - _ . : / (starting with a letter or digit)"
            )
        if text != edit.property(_COMMITTED) and text in taken():
            return translate("Forms", "{id!r} is already used").format(id=text)
        return None

    edit.textEdited.connect(lambda text: set_invalid(edit, check(text)))

    def finish() -> None:
        text = edit.text().strip()
        if text == edit.property(_COMMITTED):
            return
        if check(text) is None:
            edit.setProperty(_COMMITTED, text)
            commit(text)
        else:
            edit.setText(edit.property(_COMMITTED))
            set_invalid(edit, None)

    edit.editingFinished.connect(finish)
    return edit


def text_edit(
    value: str | None,
    commit: Callable[[Any], None],
    placeholder: str = "",
    check: Callable[[str], str | None] | None = None,
    tip: str | None = None,
) -> QLineEdit:
    """Free text committed as you type (merging into one undo step); empty unsets."""
    edit = QLineEdit(value or "")
    edit.setPlaceholderText(placeholder)
    _tip(edit, tip)

    def changed(text: str) -> None:
        reason = check(text) if check else None
        set_invalid(edit, reason)
        if reason is None:
            commit(text if text else MISSING)

    edit.textEdited.connect(changed)
    return edit


def text_area(
    value: str | None, commit: Callable[[Any], None], tip: str | None = None
) -> QPlainTextEdit:
    edit = QPlainTextEdit(value or "")
    edit.setTabChangesFocus(True)
    edit.setMaximumHeight(90)
    _tip(edit, tip)

    def changed() -> None:
        text = edit.toPlainText()
        if text != (value or ""):
            commit(text if text else MISSING)

    edit.textChanged.connect(changed)
    return edit


def ids_edit(
    values: Iterable[str],
    known: Callable[[], set[str]],
    commit: Callable[[list[str]], None],
    what: str = "ids",
    tip: str | None = None,
) -> QLineEdit:
    """A comma-separated list of ids, each of which must exist."""
    edit = QLineEdit(", ".join(values))
    edit.setPlaceholderText(translate("Forms", "{what}, comma separated").format(what=what))
    _tip(edit, tip)
    completer = QCompleter(sorted(known()), edit)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    edit.setCompleter(completer)

    def parse(text: str) -> list[str]:
        return [p.strip() for p in text.split(",") if p.strip()]

    def changed(text: str) -> None:
        items = parse(text)
        pool = known()
        unknown = [i for i in items if i not in pool]
        set_invalid(
            edit,
            translate("Forms", "unknown: {ids}").format(ids=", ".join(unknown))
            if unknown
            else None,
        )
        if not unknown:
            commit(items)

    edit.textEdited.connect(changed)
    return edit


def combo(
    values: list[Any],
    current: Any,
    commit: Callable[[Any], None],
    labels: list[str] | None = None,
    unset: bool = False,
    tip: str | None = None,
) -> QComboBox:
    """A closed list of choices (``unset`` adds a first ``(unset)`` entry)."""
    box = QComboBox()
    _tip(box, tip)
    entries = ([(_UNSET, MISSING)] if unset else []) + [
        (labels[i] if labels else str(v), v) for i, v in enumerate(values)
    ]
    for label, _value in entries:
        box.addItem(label)
    index = next((i for i, (_l, v) in enumerate(entries) if v == current), 0)
    box.setCurrentIndex(index)
    box.currentIndexChanged.connect(
        lambda i: commit(entries[i][1]) if 0 <= i < len(entries) else None
    )
    return box


def ref_combo(
    current: str | None,
    choices: Callable[[], list[str]],
    commit: Callable[[Any], None],
    tip: str | None = None,
) -> QComboBox:
    """An editable choice of ids; a typed id must exist."""
    box = QComboBox()
    box.setEditable(True)
    _tip(box, tip)
    box.addItem("")
    box.addItems(choices())
    box.setCurrentText(current or "")
    line = box.lineEdit()

    def changed(text: str) -> None:
        if text and text not in choices():
            set_invalid(
                box,
                translate("Forms", "{text!r} is not a known id of the allowed kinds").format(
                    text=text
                ),
            )
            return
        set_invalid(box, None)
        commit(text if text else MISSING)

    line.textEdited.connect(changed)
    box.activated.connect(lambda _i: changed(box.currentText()))
    return box


def int_spin(
    value: int | None,
    commit: Callable[[Any], None],
    minimum: float | None = None,
    maximum: float | None = None,
    unset: bool = True,
    tip: str | None = None,
) -> QSpinBox:
    spin = QSpinBox()
    _tip(spin, tip)
    low = int(minimum) if minimum is not None else -99999
    high = int(maximum) if maximum is not None else 99999
    floor = low - 1 if unset else low
    spin.setRange(floor, high)
    if unset:
        spin.setSpecialValueText(_UNSET)
    spin.setValue(int(value) if value is not None else floor)
    spin.setKeyboardTracking(True)
    spin.valueChanged.connect(lambda v: commit(MISSING if unset and v == floor else int(v)))
    return spin


def number_spin(
    value: float | None,
    commit: Callable[[Any], None],
    minimum: float | None = None,
    maximum: float | None = None,
    tip: str | None = None,
) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    _tip(spin, tip)
    low = float(minimum) if minimum is not None else -99999.0
    high = float(maximum) if maximum is not None else 99999.0
    spin.setDecimals(2)
    spin.setRange(low - 1, high)
    spin.setSpecialValueText(_UNSET)
    spin.setValue(float(value) if value is not None else low - 1)
    spin.valueChanged.connect(lambda v: commit(MISSING if v <= low - 1 else float(v)))
    return spin


def bool_box(
    value: bool | None, commit: Callable[[Any], None], text: str = "", tip: str | None = None
) -> QCheckBox:
    box = QCheckBox(text)
    _tip(box, tip)
    box.setChecked(bool(value))
    box.toggled.connect(lambda on: commit(bool(on)))
    return box
