"""What Tiled users expect: quests in tabs with their own undo, dropped files, reopening the
last quests, and shortcuts of one's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox
from questwright.core import edits
from questwright.editor.mainwindow import MainWindow
from questwright.editor.settings import Settings
from questwright.editor.shortcuts import ShortcutsDialog
from questwright.schema.catalog import bundled_quests_dir, default_catalog

from tests.editor.driver import settle

WARDEN = bundled_quests_dir() / "md1" / "wardens-key.quest.json"
STONE = bundled_quests_dir() / "descent1" / "stone-tusk.quest.json"


def _copy(tmp_path: Path, source: Path, name: str | None = None) -> Path:
    target = tmp_path / (name or source.name)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(source.read_bytes())
    return target


def test_each_quest_has_its_tab_panels_and_undo_stack(window: MainWindow, tmp_path: Path) -> None:
    a, b = _copy(tmp_path, WARDEN), _copy(tmp_path, STONE)
    assert window.open_path(a)
    assert len(window.tabs) == 1  # the untouched new quest gave its place
    first = window.document
    first.push(edits.SetValue(("title",), "Changed A"), "Set title")
    assert window.open_path(b)
    second = window.document
    assert len(window.tabs) == 2 and second is not first and window.tab_bar.isVisible()
    assert window.tab_bar.tabText(0) == "wardens-key *"
    assert window.quest_panel.doc is second and window.palette.doc is second
    assert window.scene is window.view.scene() and window.scene.doc is second
    assert not window.actions_["undo"].isEnabled()  # B has nothing to undo
    second.push(edits.SetValue(("title",), "Changed B"), "Set title")
    window.actions_["undo"].trigger()
    assert second.quest.title != "Changed B" and first.quest.title == "Changed A"
    window.previous_tab()
    assert window.document is first and window.quest_panel.doc is first
    assert window.actions_["undo"].isEnabled() and "Set title" in window.actions_["undo"].text()
    window.actions_["undo"].trigger()
    assert first.quest.title == "The Warden's Key" and second.quest.title != "Changed B"
    assert window.windowTitle().startswith("wardens-key.quest.json")


def test_opening_an_open_file_shows_its_tab(window: MainWindow, tmp_path: Path) -> None:
    a, b = _copy(tmp_path, WARDEN), _copy(tmp_path, STONE)
    assert window.open_path(a) and window.open_path(b)
    assert window.open_path(a)
    assert len(window.tabs) == 2 and window.document.path == a


def test_two_files_of_one_name_are_told_apart_in_the_tabs(
    window: MainWindow, tmp_path: Path
) -> None:
    a = _copy(tmp_path, WARDEN, "drafts/q1.quest.json")
    b = _copy(tmp_path, WARDEN, "final/q1.quest.json")
    assert window.open_path(a) and window.open_path(b)
    assert [window.tab_bar.tabText(i) for i in range(2)] == ["q1 — drafts", "q1 — final"]


def test_seven_tabs_keep_their_names_whole(window: MainWindow, tmp_path: Path) -> None:
    """Issue #33, defect 2: with six or more tabs the labels collapsed to "…", the
    ".quest.json" suffix taking the room; now the names stay whole and the bar scrolls."""
    window.resize(900, 700)
    names = [f"quest-number-{i}" for i in range(7)]
    for name in names:
        assert window.open_path(_copy(tmp_path, WARDEN, f"{name}.quest.json"))
    bar = window.tab_bar
    assert [bar.tabText(i) for i in range(bar.count())] == names
    metrics = bar.fontMetrics()
    for i in range(bar.count()):  # each tab is wide enough for its whole label
        assert bar.tabRect(i).width() >= metrics.horizontalAdvance(bar.tabText(i))
    assert bar.tabToolTip(0).endswith("quest-number-0.quest.json")


def test_closing_a_tab_asks_for_its_changes_only(
    window: MainWindow, answers: Any, tmp_path: Path
) -> None:
    a, b = _copy(tmp_path, WARDEN), _copy(tmp_path, STONE)
    assert window.open_path(a) and window.open_path(b)
    window.tabs[0].doc.push(edits.SetValue(("title",), "Unsaved"), "Set title")
    answers.question = QMessageBox.StandardButton.Cancel
    assert not window.close_tab(0)
    assert len(window.tabs) == 2 and answers.asked
    asked = len(answers.asked)
    assert window.close_tab(1)  # unchanged: no question
    assert len(answers.asked) == asked and len(window.tabs) == 1
    answers.question = QMessageBox.StandardButton.Discard
    window.actions_["close_tab"].trigger()  # the last tab gives way to a new quest
    assert len(window.tabs) == 1 and window.document.path is None
    assert window.tabs[0].pristine


def test_each_tab_keeps_its_view(window: MainWindow, tmp_path: Path) -> None:
    assert window.open_path(_copy(tmp_path, WARDEN))
    settle()
    window.view.set_zoom(1.7)
    assert window.open_path(_copy(tmp_path, STONE))
    settle()
    window.view.set_zoom(0.5)
    window.previous_tab()
    assert window.view.zoom == pytest.approx(1.7)
    window.next_tab()
    assert window.view.zoom == pytest.approx(0.5)


def _file_drag(path: Path) -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    return data


def test_dropping_a_quest_file_on_the_canvas_opens_it(window: MainWindow, tmp_path: Path) -> None:
    path = _copy(tmp_path, STONE)
    data = _file_drag(path)
    viewport = window.view.viewport()
    point = QPointF(viewport.rect().center())
    enter = QDragEnterEvent(
        point.toPoint(),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        point,
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, drop)
    settle()
    assert window.document.path == path and window.document.quest.system == "descent1"
    other = QMimeData()
    other.setUrls([QUrl.fromLocalFile(str(tmp_path / "picture.png"))])
    refused = QDragEnterEvent(
        point.toPoint(),
        Qt.DropAction.CopyAction,
        other,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dragEnterEvent(refused)
    assert not refused.isAccepted()


def test_the_last_quests_reopen_on_start(qtbot: Any, answers: Any, tmp_path: Path) -> None:
    a, b = _copy(tmp_path, WARDEN), _copy(tmp_path, STONE)
    settings = Settings()
    first = MainWindow(settings, default_catalog())
    qtbot.addWidget(first)
    assert first.open_path(a) and first.open_path(b)
    first.previous_tab()
    assert first.close()
    again = Settings.load()
    assert again.open_files == [str(a), str(b)] and again.last_file == str(a)
    second = MainWindow(again, default_catalog())
    qtbot.addWidget(second)
    assert second.reopen_previous() == 2
    assert [t.doc.path for t in second.tabs] == [a, b] and second.document.path == a
    second.close()
    off = Settings.load()
    off.reopen_last = False
    third = MainWindow(off, default_catalog())
    qtbot.addWidget(third)
    assert third.reopen_previous() == 0 and len(third.tabs) == 1
    third.close()


def test_shortcuts_of_ones_own_are_checked_kept_and_applied(window: MainWindow, qtbot: Any) -> None:
    dialog = ShortcutsDialog(window.actions_, window.settings.shortcuts, window)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    dialog.set_keys("zoom_fit", "Ctrl+S")  # Save's keys: refused
    assert not ok.isEnabled() and "Ctrl+S" in dialog.problem.text()
    dialog.set_keys("zoom_fit", "Ctrl+Alt+F")
    dialog.set_keys("about", "Ctrl+Alt+A")
    assert ok.isEnabled() and dialog.problem.text() == ""
    dialog.set_keys("export_png", "")  # no keys at all
    window.set_shortcuts(dialog.result_choices())
    assert window.actions_["zoom_fit"].shortcut() == QKeySequence("Ctrl+Alt+F")
    assert window.actions_["export_png"].shortcut().isEmpty()
    assert Settings.load().shortcuts == {
        "about": "Ctrl+Alt+A",
        "export_png": "",
        "zoom_fit": "Ctrl+Alt+F",
    }
    again = MainWindow(Settings.load(), default_catalog())
    qtbot.addWidget(again)
    assert again.actions_["zoom_fit"].shortcut() == QKeySequence("Ctrl+Alt+F")
    reset = ShortcutsDialog(again.actions_, again.settings.shortcuts, again)
    qtbot.addWidget(reset)
    reset.reset_all()
    again.set_shortcuts(reset.result_choices())
    assert again.actions_["zoom_fit"].shortcut() == QKeySequence("Ctrl+0")
    assert Settings.load().shortcuts == {}
    again.close()


def test_no_two_commands_share_default_keys(window: MainWindow) -> None:
    from questwright.editor.shortcuts import conflicts, default_keys

    window.after_show()  # the pack commands too
    assert conflicts({n: default_keys(a) for n, a in window.actions_.items()}) == {}


def test_the_shortcut_table_names_each_commands_menu_and_filters(
    window: MainWindow, qtbot: Any
) -> None:
    """Issue #33, defect 8: the F1 table had no menu column and no filter."""
    dialog = ShortcutsDialog(window.actions_, window.settings.shortcuts, window)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.horizontalHeaderItem(3).text() == "Menu"
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    assert table.item(rows["Keyboard Shortcuts"], 3).text() == "Help"
    assert table.item(rows["Keyboard Shortcuts"], 1).text() == "F1"
    assert " ▸ " in table.item(rows["Zone graph"], 3).text()  # View ▸ Overlays
    qtbot.keyClicks(dialog.filter, "undo")
    shown = [table.item(r, 0).text() for r in range(table.rowCount()) if not table.isRowHidden(r)]
    assert shown and all(
        "undo" in " ".join(table.item(rows[name], c).text().lower() for c in range(4))
        for name in shown
        if name in rows
    )
    assert "Keyboard Shortcuts" not in shown
    dialog.filter.clear()
    assert not any(table.isRowHidden(r) for r in range(table.rowCount()))


def test_the_f1_table_lists_the_keys_people_press(qtbot: Any) -> None:
    """Under X11 Copy's standard keys are Ctrl+C, Ctrl+Ins, F16 and the Copy key of Sun
    keyboards: the table showed all four (issue #33, defect 8: "F16"). The keys still
    work; the table lists the common ones."""
    from PySide6.QtGui import QAction

    copy = QAction("Copy")
    copy.setShortcuts([QKeySequence(k) for k in ("Ctrl+C", "Ctrl+Ins", "F16")])
    copy.setShortcuts([*copy.shortcuts(), QKeySequence(Qt.Key.Key_Copy)])
    odd = QAction("Only a special key")
    odd.setShortcuts([QKeySequence("F16")])
    dialog = ShortcutsDialog({"copy": copy, "odd": odd})
    qtbot.addWidget(dialog)
    rows = {
        dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text()
        for r in range(len(dialog.names))
    }
    defaults = {
        dialog.table.item(r, 0).text(): dialog.table.item(r, 2).text()
        for r in range(len(dialog.names))
    }
    assert (
        rows["Copy"]
        == defaults["Copy"]
        == QKeySequence("Ctrl+C").toString(QKeySequence.SequenceFormat.NativeText)
        + ", "
        + QKeySequence("Ctrl+Ins").toString(QKeySequence.SequenceFormat.NativeText)
    )
    assert rows["Only a special key"] == "F16"  # nothing else to show: shown as it is
    assert len(copy.shortcuts()) == 4  # the keys themselves are kept
